import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Button, ConfigProvider, Dropdown, Flex, type MenuProps, type TableColumnsType } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import type { KeysetPaging } from '@suanklang/shared';
import { AdvanceSearch, type SearchField } from './advance-search';
import { FOCUS_FIRST_ERROR } from './form-focus';
import { ScreenShortcuts } from './keyboard-shortcuts';
import { ListHeader } from './list-frame';
import { ListPager } from './list-pager';
import { MainTable } from './main-table';

/**
 * The paging a search body carries: a cursor for the document lists, which page by key (they grow with the book);
 * a page number for the short lists (what waits for my approval).
 */
export type KeysetParams = { pageSize: number; cursor?: string | undefined };
export type PageParams = KeysetParams | { pageSize: number; page: number };

type OffsetPaging = { page: number; pageSize: number; total: number };

/** What a list search hook gives: the reply (rows and paging) and whether a search is on its way. */
export type DocumentSearch<Row> = {
  data?: { data: readonly Row[]; paging?: KeysetPaging | OffsetPaging | undefined };
  isFetching: boolean;
};

const isKeyset = (paging: KeysetPaging | OffsetPaging | undefined): paging is KeysetPaging =>
  paging !== undefined && 'next' in paging;

/** The last column of the list: the buttons of one row (a click on them never opens the row). */
export type RowActions<Row> = {
  title?: string;
  width?: number;
  /** `open` opens the row's detail (for a "details" item of a menu). */
  render: (row: Row, open: () => void) => ReactNode;
};

/** What the screen's own drawers may do with the list: open a document (after creating it), read the search. */
export type DocumentListControls<Params, Id> = {
  open: (id: Id) => void;
  close: () => void;
  params: Params;
};

export type DocumentListScreenProps<Row extends object, Params extends PageParams, Id = string> = {
  /** The page title (h1 and browser tab). */
  title: string;
  searchFields: SearchField[];
  /** The search form's first values (read once), e.g. from the URL; also the first search. */
  initialSearch?: Record<string, unknown>;
  upperCaseFields?: string[];
  collapsedCount?: number;
  /** The search form's values as the search body (first page, the current page size). */
  toParams: (values: Record<string, unknown>, pageSize: number) => Params;
  /** The list query, called with the search body (a hook: the same one on every render). */
  useSearch: (params: Params) => DocumentSearch<Row>;
  columns: TableColumnsType<Row>;
  rowKey: string | ((row: Row) => string);
  rowActions?: RowActions<Row>;
  /** What opens a row's detail (its id, or a key of several fields). */
  idOf: (row: Row) => Id;
  /** The detail drawer, open when `opened` is not null. */
  detail: (opened: Id | null, close: () => void) => ReactNode;
  /** Buttons on the right of the title (create, import...); given the search when they act on it (an export). */
  toolbar?: ReactNode | ((controls: DocumentListControls<Params, Id>) => ReactNode);
  emptyText?: string;
  pageSize?: number;
  /** Puts the search and the table inside something else (a tab); the title and drawers stay outside. */
  frame?: (list: ReactNode) => ReactNode;
  /** The screen's other drawers (create, edit, actions). */
  children?: ReactNode | ((controls: DocumentListControls<Params, Id>) => ReactNode);
};

export const DEFAULT_PAGE_SIZE = 20;

export type RowMenuProps = {
  /** The button's name, with the row's number ("More actions for RC6900012"). */
  label: string;
  items: NonNullable<MenuProps['items']>;
  /** The item chosen (by click, or Enter on it). */
  onChoose: (key: string) => void;
};

/**
 * The ⋮ menu of a list row. Opened from the keyboard (Enter or Space on the button), the menu takes the focus:
 * the arrow keys move in it, Enter chooses, Escape closes it. Focus goes back to the button after Escape and
 * after a choice, so the drawer a choice opens gives it back there when it closes.
 */
export function RowMenu({ label, items, onChoose }: RowMenuProps) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Closed with the focus inside the hidden menu (or already lost), the keyboard goes back to the button.
  const backToButton = () =>
    setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body || active.closest('.ant-dropdown')) button.current?.focus();
    }, 0);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <Dropdown
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) backToButton();
      }}
      trigger={['click']}
      autoFocus
      menu={{
        items,
        onKeyDown: (event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          close();
        },
        onClick: ({ key, domEvent }) => {
          domEvent.stopPropagation();
          close();
          onChoose(key);
        },
      }}
    >
      <Button
        ref={button}
        type="text"
        size="small"
        icon={<MoreOutlined />}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
      />
    </Dropdown>
  );
}

const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * The screen of a kind of document: title and buttons, the advance search, the paged list, and the detail of the
 * row clicked (or focused and opened with Enter). Its keys (Alt+N its primary button, / its search, ? their help)
 * are the same on every document screen. The screen gives the fields, the query, the columns and the
 * drawers; the paging, the search body and which document is open are kept here.
 */
export function DocumentListScreen<Row extends object, Params extends PageParams, Id = string>(
  props: DocumentListScreenProps<Row, Params, Id>,
) {
  const { toParams, useSearch, rowActions, idOf } = props;
  const pageSize = props.pageSize ?? DEFAULT_PAGE_SIZE;
  const [params, setParams] = useState<Params>(() => toParams(props.initialSearch ?? {}, pageSize));
  const [opened, setOpened] = useState<Id | null>(null);
  const frame = useRef<HTMLElement>(null);
  const search = useSearch(params);
  const rows = search.data?.data ?? [];
  const paging = search.data?.paging;
  const close = () => setOpened(null);
  const controls: DocumentListControls<Params, Id> = { open: setOpened, close, params };

  const columns: TableColumnsType<Row> = rowActions
    ? [
        ...props.columns,
        {
          title: rowActions.title ?? '',
          key: 'actions',
          width: rowActions.width,
          // A menu rendered in a portal still bubbles through React: its clicks must not reach the row.
          render: (_value: unknown, row: Row) => (
            <Flex gap={4} wrap onClick={stop}>
              {rowActions.render(row, () => setOpened(idOf(row)))}
            </Flex>
          ),
        },
      ]
    : props.columns;

  const list = (
    <>
      <AdvanceSearch
        fields={props.searchFields}
        initialValues={props.initialSearch}
        upperCaseFields={props.upperCaseFields}
        collapsedCount={props.collapsedCount}
        loading={search.isFetching}
        onSearch={(values) => setParams(toParams(values, params.pageSize))}
      />
      <MainTable<Row>
        columns={columns}
        dataSource={rows}
        rowKey={props.rowKey}
        loading={search.isFetching}
        onRowClick={(row) => setOpened(idOf(row))}
        pagination={
          'page' in params && !isKeyset(paging)
            ? {
                page: paging?.page ?? params.page,
                pageSize: paging?.pageSize ?? params.pageSize,
                total: paging?.total ?? rows.length,
                onChange: (page, pageSize) => setParams((current) => ({ ...current, page, pageSize })),
              }
            : false
        }
        emptyText={props.emptyText}
      />
      {/* An empty list shows its empty state alone. */}
      {isKeyset(paging) && (rows.length > 0 || paging.prev !== null) && (
        <ListPager
          paging={paging}
          count={rows.length}
          disabled={search.isFetching}
          onCursor={(cursor) => setParams((current) => ({ ...current, cursor }))}
          onPageSize={(size) => setParams((current) => ({ ...current, pageSize: size, cursor: undefined }))}
        />
      )}
    </>
  );

  // Every form of the screen and its drawers: a refused save focuses the first field in error.
  return (
    <ConfigProvider form={{ scrollToFirstError: FOCUS_FIRST_ERROR }}>
      <section aria-label={props.title} ref={frame}>
        <div data-list-header>
          <ListHeader
            title={props.title}
            actions={typeof props.toolbar === 'function' ? props.toolbar(controls) : props.toolbar}
          />
        </div>
        <ScreenShortcuts root={frame} />
        {props.frame ? props.frame(list) : list}
        {props.detail(opened, close)}
        {typeof props.children === 'function' ? props.children(controls) : props.children}
      </section>
    </ConfigProvider>
  );
}
