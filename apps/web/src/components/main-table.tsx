import {
  useEffect,
  useRef,
  type HTMLAttributes,
  type RefObject,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  Table,
  type TableColumnsType,
  type TablePaginationConfig,
  type TableProps,
  type TableRef,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyList } from './empty-list';

/** Minimum table row height in px (000 and 001 section 9). */
export const MIN_ROW_HEIGHT = 38;

export type MainTablePagination = {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
};

export type SortOrder = 'ascend' | 'descend';

export type MainTableProps<T extends object> = {
  columns: TableColumnsType<T>;
  dataSource: readonly T[];
  rowKey: string | ((row: T) => string);
  loading?: boolean;
  /** Server paging; `false` shows every row; left out, antd pages the rows it was given. */
  pagination?: MainTablePagination | false;
  rowSelection?: TableProps<T>['rowSelection'];
  /** Opens a row; the row is then focusable and Enter opens it too. */
  onRowClick?: (row: T) => void;
  emptyText?: string;
  scrollY?: number;
  /** Told when the user sorts a column, for lists sorted on the server. */
  onSortChange?: (field: string | undefined, order: SortOrder | undefined) => void;
  summary?: (rows: readonly T[]) => ReactNode;
  /**
   * What the table is ("รายการในใบแจ้งหนี้"): the name of its scroll area when it is wider than its place and
   * holds nothing to Tab to, so the keyboard can reach it to scroll it. Left out, a generic "table" text.
   */
  label?: string;
};

/** Clicks and Enter on these belong to the control (a checkbox, a link, a button), not to the row. */
const INTERACTIVE =
  'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], .ant-checkbox-wrapper';

function fromControl(event: { target: EventTarget; currentTarget: EventTarget }): boolean {
  const target = event.target as Element;
  const row = event.currentTarget as Element;
  const control = target.closest(INTERACTIVE);
  return control !== null && control !== row && row.contains(control);
}

/** Anything the keyboard reaches by itself inside a table: then the table scrolls as focus moves. */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Marks the scroll areas this hook made reachable, so it only ever undoes its own. */
const REGION_MARK = 'data-scroll-region';

/**
 * A table wider (or, with scrollY, taller) than its place scrolls inside its own box. When nothing in it takes
 * focus, that box becomes a named, focusable region (tabIndex 0, role region), so the arrow keys can scroll it
 * (WCAG 2.1.1, axe's scrollable-region-focusable); when the table fits again, or holds controls, it is undone.
 */
function useScrollRegion(
  table: RefObject<TableRef | null>,
  label: string,
  rows: readonly unknown[],
  columns: readonly unknown[],
) {
  useEffect(() => {
    const root = table.current?.nativeElement;
    if (!root) return;
    const update = () => {
      for (const box of root.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')) {
        const scrolls = box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;
        const reachable = scrolls && box.querySelector(FOCUSABLE) === null;
        if (reachable) {
          box.setAttribute(REGION_MARK, '');
          box.tabIndex = 0;
          box.setAttribute('role', 'region');
          box.setAttribute('aria-label', label);
        } else if (box.hasAttribute(REGION_MARK)) {
          box.removeAttribute(REGION_MARK);
          box.removeAttribute('tabindex');
          box.removeAttribute('role');
          box.removeAttribute('aria-label');
        }
      }
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(root);
    const inner = root.querySelector('table');
    if (inner) observer.observe(inner);
    return () => observer.disconnect();
    // The rows and the columns redraw the table: look again.
  }, [table, label, rows, columns]);
}

function sortField(field: unknown): string | undefined {
  if (typeof field === 'string') return field;
  if (Array.isArray(field)) return field.join('.');
  return undefined;
}

/**
 * The list table of every screen: small antd Table, rows at least 38 px, translated sort tooltips, the shared
 * empty state, and rows that open with a click or with Enter when focused.
 */
export function MainTable<T extends object>(props: MainTableProps<T>) {
  const { t } = useTranslation('components');
  const { onRowClick, pagination, onSortChange } = props;
  const tableRef = useRef<TableRef>(null);
  useScrollRegion(tableRef, props.label ?? t('table.region'), props.dataSource, props.columns);

  const showTotal = (total: number, range: [number, number]) =>
    t('table.total', { from: range[0], to: range[1], total });

  const paginationConfig: TablePaginationConfig | false =
    pagination === false
      ? false
      : pagination
        ? {
            current: pagination.page,
            pageSize: pagination.pageSize,
            total: pagination.total,
            onChange: pagination.onChange,
            showSizeChanger: true,
            showTotal,
          }
        : { showSizeChanger: true, showTotal };

  const onRow = (row: T): HTMLAttributes<HTMLElement> => {
    const style = { height: MIN_ROW_HEIGHT, ...(onRowClick ? { cursor: 'pointer' } : {}) };
    if (!onRowClick) return { style };
    return {
      style,
      tabIndex: 0,
      onClick: (event: MouseEvent<HTMLElement>) => {
        if (!fromControl(event)) onRowClick(row);
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        // Only Enter on the row itself: Enter inside a cell control keeps its own meaning.
        if (event.key === 'Enter' && event.target === event.currentTarget) {
          event.preventDefault();
          onRowClick(row);
        }
      },
    };
  };

  const handleChange: TableProps<T>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort' || !onSortChange) return;
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    onSortChange(sortField(single?.field), single?.order ?? undefined);
  };

  return (
    <Table<T>
      ref={tableRef}
      className="sk-main-table"
      size="small"
      columns={props.columns}
      dataSource={props.dataSource}
      rowKey={props.rowKey}
      loading={props.loading}
      pagination={paginationConfig}
      rowSelection={props.rowSelection}
      onRow={onRow}
      onChange={handleChange}
      summary={props.summary}
      // As wide as its place: headers wrap (Thai at word boundaries, global.css), cells keep one line, and a table
      // still too wide scrolls sideways.
      tableLayout="auto"
      scroll={props.scrollY ? { x: true, y: props.scrollY } : { x: true }}
      locale={{
        triggerAsc: t('table.triggerAsc'),
        triggerDesc: t('table.triggerDesc'),
        cancelSort: t('table.cancelSort'),
        emptyText: <EmptyList message={props.emptyText} />,
      }}
    />
  );
}
