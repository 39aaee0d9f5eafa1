import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TableColumnsType } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MainTable, MIN_ROW_HEIGHT } from './main-table';
import { inLanguage } from './test-lang';

afterEach(cleanup);

/** The empty state's description (its picture carries antd's own title too). */
const emptyText = () => document.querySelector('.ant-empty-description')?.textContent;
beforeEach(async () => {
  await inLanguage('en');
});

type Receipt = { receiptNo: string; amount: number };

const rows: Receipt[] = [
  { receiptNo: 'RC001', amount: 100 },
  { receiptNo: 'RC002', amount: 50 },
];

const columns: TableColumnsType<Receipt> = [
  { key: 'receiptNo', title: 'Receipt no.', dataIndex: 'receiptNo' },
  { key: 'amount', title: 'Amount', dataIndex: 'amount', sorter: (a, b) => a.amount - b.amount },
];

function sortableHeader(): HTMLElement {
  return document.querySelector<HTMLElement>('th.ant-table-column-has-sorters')!;
}

function bodyRows(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row'));
}

describe('main table', () => {
  it('shows the shared empty state, with the page message when given', () => {
    render(<MainTable columns={columns} dataSource={[]} rowKey="receiptNo" />);
    expect(emptyText()).toBe('No data');
    cleanup();
    render(<MainTable columns={columns} dataSource={[]} rowKey="receiptNo" emptyText="No receipts yet" />);
    expect(emptyText()).toBe('No receipts yet');
  });

  it('shows the empty state in Thai', async () => {
    await inLanguage('th');
    render(<MainTable columns={columns} dataSource={[]} rowKey="receiptNo" />);
    expect(emptyText()).toBe('ไม่พบข้อมูล');
  });

  it('gives every row at least 38 px', () => {
    render(<MainTable columns={columns} dataSource={rows} rowKey="receiptNo" />);
    expect(MIN_ROW_HEIGHT).toBe(38);
    for (const row of bodyRows()) expect(row.style.height).toBe('38px');
  });

  it('opens a row on click and on Enter', async () => {
    const onRowClick = vi.fn<(row: Receipt) => void>();
    render(<MainTable columns={columns} dataSource={rows} rowKey="receiptNo" onRowClick={onRowClick} />);
    await userEvent.click(screen.getByText('RC002'));
    expect(onRowClick).toHaveBeenLastCalledWith(rows[1]);
    const first = bodyRows()[0]!;
    expect(first.tabIndex).toBe(0);
    first.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0]);
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('does not open a row when its checkbox is ticked', async () => {
    const onRowClick = vi.fn<(row: Receipt) => void>();
    const onSelect = vi.fn();
    render(
      <MainTable
        columns={columns}
        dataSource={rows}
        rowKey="receiptNo"
        onRowClick={onRowClick}
        rowSelection={{ onChange: onSelect }}
      />,
    );
    const checkbox = within(bodyRows()[0]!).getByRole('checkbox');
    await userEvent.click(checkbox);
    expect(onSelect).toHaveBeenCalled();
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('rows are not focusable when they open nothing', () => {
    render(<MainTable columns={columns} dataSource={rows} rowKey="receiptNo" />);
    expect(bodyRows()[0]!.hasAttribute('tabindex')).toBe(false);
  });

  it('translates the sort labels', async () => {
    await inLanguage('th');
    render(<MainTable columns={columns} dataSource={rows} rowKey="receiptNo" />);
    await userEvent.hover(sortableHeader().querySelector<HTMLElement>('.ant-table-column-sorters')!);
    expect(await screen.findByText('คลิกเพื่อเรียงจากน้อยไปมาก')).toBeTruthy();
  });

  it('tells the page about a sort', async () => {
    const onSortChange = vi.fn();
    render(<MainTable columns={columns} dataSource={rows} rowKey="receiptNo" onSortChange={onSortChange} />);
    await userEvent.click(sortableHeader());
    expect(onSortChange).toHaveBeenLastCalledWith('amount', 'ascend');
  });

  it('pages on the server with the total shown', async () => {
    const onChange = vi.fn<(page: number, pageSize: number) => void>();
    render(
      <MainTable
        columns={columns}
        dataSource={rows}
        rowKey="receiptNo"
        pagination={{ page: 1, pageSize: 2, total: 5, onChange }}
      />,
    );
    expect(screen.getByText('1-2 of 5 items')).toBeTruthy();
    await userEvent.click(screen.getByTitle('2'));
    expect(onChange).toHaveBeenCalledWith(2, 2);
  });

  describe('a table wider than its place', () => {
    // jsdom lays nothing out: the table's scroll box says it is 1,200 px of content in 600 px.
    const sizes = { scrollWidth: 1200, clientWidth: 600 };
    // No sortable header: a sorter is itself a Tab stop inside the box.
    const plain: TableColumnsType<Receipt> = [
      { key: 'receiptNo', title: 'Receipt no.', dataIndex: 'receiptNo' },
      { key: 'amount', title: 'Amount', dataIndex: 'amount' },
    ];
    const saved = new Map<string, PropertyDescriptor | undefined>();
    beforeEach(() => {
      for (const [name, value] of Object.entries(sizes)) {
        saved.set(name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
        Object.defineProperty(HTMLElement.prototype, name, {
          configurable: true,
          get(this: HTMLElement) {
            return this.classList.contains('ant-table-content') ? value : 0;
          },
        });
      }
    });
    afterEach(() => {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
        else Reflect.deleteProperty(HTMLElement.prototype, name);
      }
    });

    it('makes its scroll box a named region the keyboard reaches, when nothing inside takes focus', () => {
      render(<MainTable columns={plain} dataSource={rows} rowKey="receiptNo" label="Invoice lines" />);
      const region = screen.getByRole('region', { name: 'Invoice lines' });
      expect(region.classList.contains('ant-table-content')).toBe(true);
      expect(region.tabIndex).toBe(0);
    });

    it('names it "Table" when the screen gives no name', () => {
      render(<MainTable columns={plain} dataSource={rows} rowKey="receiptNo" />);
      expect(screen.getByRole('region', { name: 'Table' })).toBeTruthy();
    });

    it('adds no Tab stop when its rows take focus themselves', () => {
      render(<MainTable columns={plain} dataSource={rows} rowKey="receiptNo" onRowClick={() => {}} />);
      expect(screen.queryByRole('region')).toBeNull();
      expect(document.querySelector('.ant-table-content')!.hasAttribute('tabindex')).toBe(false);
    });
  });
});
