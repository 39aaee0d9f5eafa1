import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Drawer, Tabs, type TableColumnsType } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentListScreen, type DocumentSearch } from './document-list-screen';
import { inLanguage } from './test-lang';

afterEach(cleanup);
beforeEach(async () => {
  await inLanguage('en');
});

type Receipt = { receiptId: string; receiptNo: string };
type Params = { receiptNo?: string; page: number; pageSize: number };

const rows: Receipt[] = [
  { receiptId: 'r1', receiptNo: 'RC001' },
  { receiptId: 'r2', receiptNo: 'RC002' },
];
const columns: TableColumnsType<Receipt> = [
  { key: 'receiptNo', title: 'Receipt no.', dataIndex: 'receiptNo' },
];
const toParams = (values: Record<string, unknown>, pageSize: number): Params => ({
  receiptNo: typeof values.receiptNo === 'string' ? values.receiptNo : undefined,
  page: 1,
  pageSize,
});

/** A search hook answering from `rows`, remembering every body it was given. */
function fakeSearch(list: Receipt[] = rows, total = list.length) {
  const calls: Params[] = [];
  const useSearch = (params: Params): DocumentSearch<Receipt> => {
    calls.push(params);
    return {
      data: { data: list, paging: { page: params.page, pageSize: params.pageSize, total } },
      isFetching: false,
    };
  };
  return { calls, useSearch, last: () => calls[calls.length - 1] };
}

/** The detail drawer of the test: its title says which document is open. */
const detail = (opened: string | null, close: () => void) => (
  <Drawer open={opened !== null} title={`Receipt ${opened ?? ''}`} onClose={close}>
    <button type="button" onClick={close}>
      Done
    </button>
  </Drawer>
);

const bodyRows = () => Array.from(document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row'));
const drawerTitle = () => document.querySelector('.ant-drawer-open .ant-drawer-title')?.textContent;

describe('document list screen', () => {
  it('shows the title, the toolbar, the rows and searches with the form values from the first page', async () => {
    const search = fakeSearch();
    render(
      <DocumentListScreen<Receipt, Params>
        title="Receipt List"
        searchFields={[{ name: 'receiptNo', label: 'Receipt no.', type: 'text' }]}
        toParams={toParams}
        useSearch={search.useSearch}
        columns={columns}
        rowKey="receiptId"
        idOf={(row) => row.receiptId}
        detail={detail}
        toolbar={<Button id="add-receipt">Add</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Receipt List' })).toBeTruthy();
    expect(document.getElementById('add-receipt')).not.toBeNull();
    expect(screen.getByText('RC002')).toBeTruthy();
    expect(search.last()).toEqual({ receiptNo: undefined, page: 1, pageSize: 20 });

    await userEvent.type(screen.getByLabelText('Receipt no.'), 'rc9{Enter}');
    await waitFor(() => expect(search.last()).toEqual({ receiptNo: 'RC9', page: 1, pageSize: 20 }));
  });

  it('starts from the initial search values and pages on the server', async () => {
    const search = fakeSearch(rows, 45);
    render(
      <DocumentListScreen<Receipt, Params>
        title="Receipt List"
        searchFields={[{ name: 'receiptNo', label: 'Receipt no.', type: 'text' }]}
        initialSearch={{ receiptNo: 'RC1' }}
        toParams={toParams}
        useSearch={search.useSearch}
        columns={columns}
        rowKey="receiptId"
        idOf={(row) => row.receiptId}
        detail={detail}
        pageSize={10}
      />,
    );
    expect(search.last()).toEqual({ receiptNo: 'RC1', page: 1, pageSize: 10 });
    expect(screen.getByLabelText<HTMLInputElement>('Receipt no.').value).toBe('RC1');
    expect(screen.getByText('1-10 of 45 items')).toBeTruthy();
    await userEvent.click(screen.getByTitle('3'));
    expect(search.last()).toEqual({ receiptNo: 'RC1', page: 3, pageSize: 10 });
  });

  it('pages a document list by key: first, previous, next and last, and says "more than" past the count cap', async () => {
    type KeysetParams = { receiptNo?: string; cursor?: string; pageSize: number };
    const calls: KeysetParams[] = [];
    const pages: Record<string, { page: number | null; prev: string | null; next: string | null }> = {
      first: { page: 1, prev: null, next: 'c2' },
      c2: { page: 2, prev: 'c1', next: 'c3' },
      last: { page: null, prev: 'cx', next: null },
    };
    const useSearch = (params: KeysetParams): DocumentSearch<Receipt> => {
      calls.push(params);
      const at = pages[params.cursor ?? 'first'] ?? pages.first!;
      return {
        data: {
          data: rows,
          paging: { ...at, pageSize: params.pageSize, total: 10_000, totalExact: false, last: 'last' },
        },
        isFetching: false,
      };
    };
    render(
      <DocumentListScreen<Receipt, KeysetParams>
        title="Receipt List"
        searchFields={[{ name: 'receiptNo', label: 'Receipt no.', type: 'text' }]}
        toParams={(values, pageSize) => ({ receiptNo: values.receiptNo as string | undefined, pageSize })}
        useSearch={useSearch}
        columns={columns}
        rowKey="receiptId"
        idOf={(row) => row.receiptId}
        detail={detail}
      />,
    );
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByTestId('pager-summary').textContent).toBe('1-2 of more than 10,000 items');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    expect(document.querySelector('.ant-pagination')).toBeNull();

    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(calls.at(-1)).toEqual({ receiptNo: undefined, cursor: 'c2', pageSize: 20 });
    expect(screen.getByTestId('pager-summary').textContent).toBe('21-22 of more than 10,000 items');
    expect(screen.getByText('Page 2')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(calls.at(-1)?.cursor).toBe('last');
    expect(screen.getByTestId('pager-summary').textContent).toBe('Last page (more than 10,000 items)');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);

    await userEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(calls.at(-1)?.cursor).toBeUndefined();
    // A new search starts again from the first page.
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.type(screen.getByLabelText('Receipt no.'), 'RC5{Enter}');
    await waitFor(() => expect(calls.at(-1)).toEqual({ receiptNo: 'RC5', pageSize: 20 }));
  });

  it('opens a row on click and on Enter, and closes it', async () => {
    render(
      <DocumentListScreen<Receipt, Params>
        title="Receipt List"
        searchFields={[]}
        toParams={toParams}
        useSearch={fakeSearch().useSearch}
        columns={columns}
        rowKey="receiptId"
        idOf={(row) => row.receiptId}
        detail={detail}
      />,
    );
    await userEvent.click(screen.getByText('RC002'));
    await waitFor(() => expect(drawerTitle()).toBe('Receipt r2'));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(drawerTitle()).toBeUndefined());

    bodyRows()[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(drawerTitle()).toBe('Receipt r1'));
  });

  it('gives each row its actions, which never open the row but may open its detail', async () => {
    const onPrint = vi.fn();
    render(
      <DocumentListScreen<Receipt, Params>
        title="Receipt List"
        searchFields={[]}
        toParams={toParams}
        useSearch={fakeSearch().useSearch}
        columns={columns}
        rowKey="receiptId"
        rowActions={{
          title: 'Actions',
          render: (row, open) => (
            <>
              <Button onClick={() => onPrint(row.receiptNo)}>{`Print ${row.receiptNo}`}</Button>
              {/* A plain element too: its click must not reach the row either. */}
              <span>{`Note ${row.receiptNo}`}</span>
              <Button onClick={open}>{`Details ${row.receiptNo}`}</Button>
            </>
          ),
        }}
        idOf={(row) => row.receiptId}
        detail={detail}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Print RC001' }));
    await userEvent.click(screen.getByText('Note RC001'));
    expect(onPrint).toHaveBeenCalledWith('RC001');
    expect(drawerTitle()).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Details RC002' }));
    await waitFor(() => expect(drawerTitle()).toBe('Receipt r2'));
  });

  it('lets its drawers open a document (after creating it) and read the search', async () => {
    render(
      <DocumentListScreen<Receipt, Params>
        title="Receipt List"
        searchFields={[]}
        initialSearch={{ receiptNo: 'RC7' }}
        toParams={toParams}
        useSearch={fakeSearch().useSearch}
        columns={columns}
        rowKey="receiptId"
        idOf={(row) => row.receiptId}
        detail={detail}
      >
        {({ open, params }) => (
          <Button onClick={() => open('new-id')}>{`Created under ${params.receiptNo ?? ''}`}</Button>
        )}
      </DocumentListScreen>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Created under RC7' }));
    await waitFor(() => expect(drawerTitle()).toBe('Receipt new-id'));
  });

  it('shows its empty message, and the list inside a frame under the title', () => {
    render(
      <DocumentListScreen<Receipt, Params>
        title="Deposits"
        searchFields={[{ name: 'receiptNo', label: 'Receipt no.', type: 'text' }]}
        toParams={toParams}
        useSearch={fakeSearch([]).useSearch}
        columns={columns}
        rowKey="receiptId"
        idOf={(row) => row.receiptId}
        detail={detail}
        emptyText="No deposits yet"
        frame={(list) => (
          <Tabs
            items={[
              { key: 'list', label: 'List', children: list },
              { key: 'other', label: 'Other', children: 'other' },
            ]}
          />
        )}
      />,
    );
    const tab = screen.getByRole('tabpanel');
    expect(within(tab).getByText('No deposits yet')).toBeTruthy();
    expect(within(tab).getByRole('search')).toBeTruthy();
    expect(within(tab).queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Deposits' })).toBeTruthy();
  });
});
