import { useState, type MouseEvent, type ReactNode } from 'react';
import { Flex, type TableColumnsType } from 'antd';
import type { KeysetPaging } from '@suanklang/shared';
import { AdvanceSearch, type SearchField } from './advance-search';
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
  /** Buttons on the right of the title (create, import...). */
  toolbar?: ReactNode;
  emptyText?: string;
  pageSize?: number;
  /** Puts the search and the table inside something else (a tab); the title and drawers stay outside. */
  frame?: (list: ReactNode) => ReactNode;
  /** The screen's other drawers (create, edit, actions). */
  children?: ReactNode | ((controls: DocumentListControls<Params, Id>) => ReactNode);
};

export const DEFAULT_PAGE_SIZE = 20;

const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * The screen of a kind of document: title and buttons, the advance search, the paged list, and the detail of the
 * row clicked (or focused and opened with Enter). The screen gives the fields, the query, the columns and the
 * drawers; the paging, the search body and which document is open are kept here.
 */
export function DocumentListScreen<Row extends object, Params extends PageParams, Id = string>(
  props: DocumentListScreenProps<Row, Params, Id>,
) {
  const { toParams, useSearch, rowActions, idOf } = props;
  const pageSize = props.pageSize ?? DEFAULT_PAGE_SIZE;
  const [params, setParams] = useState<Params>(() => toParams(props.initialSearch ?? {}, pageSize));
  const [opened, setOpened] = useState<Id | null>(null);
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

  return (
    <section aria-label={props.title}>
      <ListHeader title={props.title} actions={props.toolbar} />
      {props.frame ? props.frame(list) : list}
      {props.detail(opened, close)}
      {typeof props.children === 'function' ? props.children(controls) : props.children}
    </section>
  );
}
