import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AdvanceSearch,
  isUpperCaseField,
  rangeEndBeforeStart,
  toSearchValues,
  type SearchField,
} from './advance-search';
import { inLanguage } from './test-lang';

afterEach(cleanup);
beforeEach(async () => {
  await inLanguage('en');
});

type Values = Record<string, unknown>;

function setup(fields: SearchField[], extra: Partial<Parameters<typeof AdvanceSearch>[0]> = {}) {
  const onSearch = vi.fn<(values: Values) => void>();
  render(<AdvanceSearch fields={fields} onSearch={onSearch} {...extra} />);
  return { onSearch };
}

describe('advance search', () => {
  it('upper-cases an invoiceNo as it is typed and in the search', async () => {
    const { onSearch } = setup([{ name: 'invoiceNo', label: 'Invoice no.', type: 'text' }]);
    const input = screen.getByLabelText<HTMLInputElement>('Invoice no.');
    await userEvent.type(input, 'in2026-001');
    expect(input.value).toBe('IN2026-001');
    await userEvent.click(screen.getByRole('button', { name: /Search/ }));
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith({ invoiceNo: 'IN2026-001' }));
  });

  it('upper-cases the listed fields and leaves other text as typed', async () => {
    const { onSearch } = setup(
      [
        { name: 'unitCode', label: 'Unit', type: 'text' },
        { name: 'customerName', label: 'Customer', type: 'text' },
      ],
      { upperCaseFields: ['unitCode'] },
    );
    await userEvent.type(screen.getByLabelText('Unit'), 'a-101');
    await userEvent.type(screen.getByLabelText('Customer'), 'Somchai{Enter}');
    await vi.waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith({ unitCode: 'A-101', customerName: 'Somchai' }),
    );
  });

  it('knows which names are upper-cased', () => {
    expect(isUpperCaseField('invoiceNo')).toBe(true);
    expect(isUpperCaseField('chequeNoFrom')).toBe(true);
    expect(isUpperCaseField('invoiceNoSap')).toBe(true);
    expect(isUpperCaseField('creditNoteType')).toBe(false);
    expect(isUpperCaseField('description')).toBe(false);
    expect(isUpperCaseField('unitCode', ['unitCode'])).toBe(true);
  });

  it('searches on Enter', async () => {
    const { onSearch } = setup([{ name: 'receiptNo', label: 'Receipt no.', type: 'text' }]);
    await userEvent.type(screen.getByLabelText('Receipt no.'), 'rc1{Enter}');
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith({ receiptNo: 'RC1' }));
  });

  it('refuses a number range whose end is before its start, with the catalogue message', async () => {
    const { onSearch } = setup([{ name: 'amount', label: 'Amount', type: 'numberRange' }]);
    await userEvent.type(screen.getByLabelText('Amount from'), '100');
    await userEvent.type(screen.getByLabelText('Amount to'), '50{Enter}');
    expect(await screen.findByText('The end of the range must not be less than its start.')).toBeTruthy();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('refuses a text range whose end is before its start, in Thai', async () => {
    await inLanguage('th');
    const { onSearch } = setup([{ name: 'invoiceNo', label: 'เลขที่ใบแจ้งหนี้', type: 'textRange' }]);
    await userEvent.type(screen.getByLabelText('เลขที่ใบแจ้งหนี้ ตั้งแต่'), 'in0009');
    await userEvent.type(screen.getByLabelText('เลขที่ใบแจ้งหนี้ ถึง'), 'in0001{Enter}');
    expect(await screen.findByText('ค่าสิ้นสุดต้องไม่น้อยกว่าค่าเริ่มต้น')).toBeTruthy();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches a valid range as <name>From and <name>To', async () => {
    const { onSearch } = setup([
      { name: 'amount', label: 'Amount', type: 'numberRange' },
      { name: 'invoiceNo', label: 'Invoice', type: 'textRange' },
    ]);
    await userEvent.type(screen.getByLabelText('Amount from'), '50');
    await userEvent.type(screen.getByLabelText('Amount to'), '1,000.5');
    await userEvent.type(screen.getByLabelText('Invoice from'), 'in001');
    await userEvent.type(screen.getByLabelText('Invoice to'), 'in001{Enter}');
    await vi.waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith({
        amountFrom: 50,
        amountTo: 1000.5,
        invoiceNoFrom: 'IN001',
        invoiceNoTo: 'IN001',
      }),
    );
  });

  it('gives dates as YYYY-MM-DD and months as YYYY-MM, in CE whatever the language', async () => {
    await inLanguage('th');
    const fields: SearchField[] = [
      { name: 'invoiceDate', label: 'Invoice date', type: 'dateRange' },
      { name: 'billingCycle', label: 'Billing cycle', type: 'monthRange' },
      { name: 'year', label: 'Year', type: 'year' },
    ];
    const { onSearch } = setup(fields, {
      initialValues: {
        invoiceDateFrom: '2026-01-01',
        invoiceDateTo: '2026-01-31',
        billingCycleFrom: '2025-12',
        billingCycleTo: '2026-02',
        year: 2026,
      },
    });
    expect(screen.getByLabelText<HTMLInputElement>('Invoice date ตั้งแต่').value).toBe('01/01/2569');
    expect(screen.getByLabelText<HTMLInputElement>('Billing cycle ถึง').value).toBe('02/2569');
    await userEvent.click(screen.getByRole('button', { name: /ค้นหา/ }));
    await vi.waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith({
        invoiceDateFrom: '2026-01-01',
        invoiceDateTo: '2026-01-31',
        billingCycleFrom: '2025-12',
        billingCycleTo: '2026-02',
        year: 2026,
      }),
    );
  });

  it('searches a required month as YYYY-MM (MM/BBBB in Thai) and refuses an empty one', async () => {
    await inLanguage('th');
    const fields: SearchField[] = [{ name: 'period', label: 'Period', type: 'month', required: true }];
    const { onSearch } = setup(fields, { initialValues: { period: '2026-10' } });
    expect(screen.getByLabelText<HTMLInputElement>('Period').value).toBe('10/2569');
    fireEvent.click(screen.getByRole('button', { name: /ค้นหา/ }));
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith({ period: '2026-10' }));
    cleanup();
    const empty = setup(fields);
    fireEvent.click(screen.getByRole('button', { name: /ค้นหา/ }));
    expect(await screen.findByText('กรุณากรอกข้อมูล')).toBeTruthy();
    expect(empty.onSearch).not.toHaveBeenCalled();
  });

  it('refuses a date range whose end is before its start', async () => {
    const { onSearch } = setup([{ name: 'dueDate', label: 'Due date', type: 'dateRange' }], {
      initialValues: { dueDateFrom: '2026-03-10', dueDateTo: '2026-03-09' },
    });
    await userEvent.click(screen.getByRole('button', { name: /Search/ }));
    expect(await screen.findByText('The end of the range must not be less than its start.')).toBeTruthy();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('orders a dropdown range by its options, not by text', () => {
    const field: SearchField = {
      name: 'unit',
      label: 'Unit',
      type: 'dropdownRange',
      options: [
        { value: 'A-9', label: 'A-9' },
        { value: 'A-10', label: 'A-10' },
      ],
    };
    expect(rangeEndBeforeStart(field, 'A-9', 'A-10')).toBe(false);
    expect(rangeEndBeforeStart(field, 'A-10', 'A-9')).toBe(true);
    expect(rangeEndBeforeStart(field, 'A-10', undefined)).toBe(false);
  });

  it('leaves empty fields out of the search', () => {
    const fields: SearchField[] = [
      { name: 'invoiceNo', label: 'Invoice', type: 'text' },
      { name: 'status', label: 'Status', type: 'multiSelect' },
      { name: 'amount', label: 'Amount', type: 'numberRange' },
      { name: 'paid', label: 'Paid', type: 'checkbox' },
    ];
    expect(
      toSearchValues(fields, {
        invoiceNo: '  ',
        status: [],
        amountFrom: null,
        amountTo: 0,
        paid: false,
        date: dayjs(),
      }),
    ).toEqual({ amountTo: 0, paid: false });
  });

  it('searches with dropdown and checkbox values', async () => {
    const { onSearch } = setup([
      {
        name: 'status',
        label: 'Status',
        type: 'dropdown',
        options: [
          { value: 1, label: 'Pending' },
          { value: 2, label: 'Approved' },
        ],
      },
      { name: 'overdue', label: 'Overdue only', type: 'checkbox' },
    ]);
    const select = screen.getByLabelText('Status');
    fireEvent.mouseDown(select);
    await userEvent.click(await screen.findByTitle('Approved'));
    await userEvent.click(screen.getByLabelText('Overdue only'));
    await userEvent.click(screen.getByRole('button', { name: /Search/ }));
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith({ status: 2, overdue: true }));
  });

  it('clears the form on reset and tells the page', async () => {
    const onReset = vi.fn();
    const { onSearch } = setup([{ name: 'invoiceNo', label: 'Invoice', type: 'text' }], { onReset });
    await userEvent.type(screen.getByLabelText('Invoice'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    // antd remounts a field's input on reset, so look it up again.
    expect(screen.getByLabelText<HTMLInputElement>('Invoice').value).toBe('');
    expect(onReset).toHaveBeenCalled();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches again with the initial values on reset when the page has no reset handler', async () => {
    const { onSearch } = setup([{ name: 'invoiceNo', label: 'Invoice', type: 'text' }], {
      initialValues: { invoiceNo: 'IN1' },
    });
    await userEvent.type(screen.getByLabelText('Invoice'), '23');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onSearch).toHaveBeenLastCalledWith({ invoiceNo: 'IN1' });
  });

  it('folds fields beyond the sixth behind a toggle', async () => {
    const fields: SearchField[] = Array.from({ length: 8 }, (_, i) => ({
      name: `f${i}`,
      label: `Field ${i}`,
      type: 'text',
    }));
    setup(fields);
    const toggle = screen.getByRole('button', { name: /More filters/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const folded = (label: string) =>
      screen.getByLabelText(label).closest('[style*="display: none"]') !== null;
    expect(folded('Field 5')).toBe(false);
    expect(folded('Field 6')).toBe(true);
    expect(folded('Field 7')).toBe(true);
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: /Fewer filters/ }).getAttribute('aria-expanded')).toBe('true');
    expect(folded('Field 7')).toBe(false);
  });

  it('unfolds when a folded range is invalid', async () => {
    const fields: SearchField[] = [
      ...Array.from({ length: 6 }, (_, i): SearchField => ({
        name: `f${i}`,
        label: `Field ${i}`,
        type: 'text',
      })),
      { name: 'amount', label: 'Amount', type: 'numberRange' },
    ];
    const { onSearch } = setup(fields, { initialValues: { amountFrom: 9, amountTo: 1 } });
    await userEvent.click(screen.getByRole('button', { name: /Search/ }));
    expect(await screen.findByRole('button', { name: /Fewer filters/ })).toBeTruthy();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('has a text maximum length of 4000 unless the field says otherwise', () => {
    setup([
      { name: 'a', label: 'A', type: 'text' },
      { name: 'b', label: 'B', type: 'text', maxLength: 20 },
    ]);
    expect(screen.getByLabelText<HTMLInputElement>('A').maxLength).toBe(4000);
    expect(screen.getByLabelText<HTMLInputElement>('B').maxLength).toBe(20);
  });
});
