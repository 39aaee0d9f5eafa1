import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dateColumn, dateTimeColumn, moneyColumn, textColumn } from './document-columns';
import { MainTable } from './main-table';

afterEach(cleanup);

type Row = { id: string; receiptNo: string; receiptDate: string; createdDate: string; grandTotal: string };

const row: Row = {
  id: 'r1',
  receiptNo: 'RC001',
  receiptDate: '2026-03-02',
  createdDate: '2026-03-02T02:05:00.000Z',
  grandTotal: '12345.5',
};

const cell = (text: string) => screen.getByText(text).closest('td')!;

describe('document columns', () => {
  it('show text, Thai dates, date-times and amounts right-aligned with two decimals', () => {
    render(
      <MainTable<Row>
        columns={[
          textColumn('No.', 'receiptNo'),
          dateColumn('Date', 'receiptDate', 'th'),
          dateTimeColumn('Created', 'createdDate', 'en'),
          moneyColumn('Total', 'grandTotal'),
        ]}
        dataSource={[row]}
        rowKey="id"
      />,
    );
    expect(cell('RC001')).toBeTruthy();
    expect(cell('02/03/2569')).toBeTruthy();
    expect(cell('02/03/2026 09:05')).toBeTruthy();
    expect(cell('12,345.50').style.textAlign).toBe('right');
  });

  it('key a column by its field unless told otherwise', () => {
    expect(textColumn<Row>('No.', 'receiptNo').key).toBe('receiptNo');
    expect(moneyColumn<Row>('Total', 'grandTotal', 'total').key).toBe('total');
  });
});
