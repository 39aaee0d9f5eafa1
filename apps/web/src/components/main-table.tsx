import type { HTMLAttributes, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Table, type TableColumnsType, type TablePaginationConfig, type TableProps } from 'antd';
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
      scroll={props.scrollY ? { x: 'max-content', y: props.scrollY } : { x: 'max-content' }}
      locale={{
        triggerAsc: t('table.triggerAsc'),
        triggerDesc: t('table.triggerDesc'),
        cancelSort: t('table.cancelSort'),
        emptyText: <EmptyList message={props.emptyText} />,
      }}
    />
  );
}
