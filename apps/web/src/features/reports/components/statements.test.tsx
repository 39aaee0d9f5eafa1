import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { FinancialPosition, RevenueExpense, StatementRow } from '@suanklang/shared';
import '../../../i18n';
import { inLanguage } from '../../../components/test-lang';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { fakeServer, renderScreen } from '../../../lib/settings/test-screen';
import { ReportsScreen } from './reports-screen';

vi.setConfig({ testTimeout: 60_000 });

const row = (
  r: Partial<StatementRow> & Pick<StatementRow, 'rowType' | 'name' | 'amounts'>,
): StatementRow => ({
  lineKind: r.rowType === 'LINE' ? 'LINE' : null,
  section: null,
  lineId: null,
  accountCodes: [],
  ...r,
});

const position: FinancialPosition = {
  asOf: '2025-03',
  postedOnly: false,
  customLayout: false,
  columns: [
    { from: '2025-03', to: '2025-03' },
    { from: '2024-03', to: '2024-03' },
  ],
  rows: [
    row({ rowType: 'SECTION', section: 'ASSET', name: 'สินทรัพย์', amounts: [] }),
    row({ rowType: 'HEADER', section: 'ASSET', name: 'สินทรัพย์หมุนเวียน', amounts: [] }),
    row({
      rowType: 'LINE',
      section: 'ASSET',
      name: 'เงินสดและรายการเทียบเท่าเงินสด',
      accountCodes: ['1111', '1113'],
      amounts: ['15000.00', '9000.00'],
    }),
    row({
      rowType: 'LINE',
      lineKind: 'UNMAPPED',
      section: 'ASSET',
      name: 'อื่น ๆ (บัญชีที่ยังไม่ได้จัดเข้ารายการ)',
      accountCodes: ['1900'],
      amounts: ['500.00', '0.00'],
    }),
    row({ rowType: 'SECTION_TOTAL', section: 'ASSET', name: 'รวมสินทรัพย์', amounts: ['15500.00', '9000.00'] }),
    row({ rowType: 'SECTION', section: 'EQUITY', name: 'ส่วนของกองทุน', amounts: [] }),
    row({
      rowType: 'LINE',
      lineKind: 'SURPLUS_YEAR',
      section: 'EQUITY',
      name: 'รายได้สูง (ต่ำ) กว่าค่าใช้จ่ายปีปัจจุบัน (ยังไม่ปิดบัญชี)',
      amounts: ['15500.00', '9000.00'],
    }),
    row({
      rowType: 'SECTION_TOTAL',
      section: 'EQUITY',
      name: 'รวมส่วนของกองทุน',
      amounts: ['15500.00', '9000.00'],
    }),
    row({ rowType: 'TOTAL', name: 'รวมหนี้สินและส่วนของกองทุน', amounts: ['15500.00', '9000.00'] }),
  ],
  totals: {
    assets: ['15500.00', '9000.00'],
    liabilities: ['0.00', '0.00'],
    funds: ['15500.00', '9000.00'],
    liabilitiesAndFunds: ['15500.00', '9000.00'],
  },
  balanced: true,
};

const revenue: RevenueExpense = {
  period: '2025-03',
  postedOnly: true,
  customLayout: true,
  columns: [
    { from: '2025-03', to: '2025-03' },
    { from: '2025-01', to: '2025-03' },
    { from: '2024-03', to: '2024-03' },
    { from: '2024-01', to: '2024-03' },
  ],
  rows: [
    row({ rowType: 'SECTION', section: 'INCOME', name: 'รายได้', amounts: [] }),
    row({
      rowType: 'LINE',
      section: 'INCOME',
      name: 'รายได้ค่าส่วนกลาง',
      amounts: ['1000.00', '3000.00', '900.00', '2700.00'],
    }),
    row({
      rowType: 'SECTION_TOTAL',
      section: 'INCOME',
      name: 'รวมรายได้',
      amounts: ['1000.00', '3000.00', '900.00', '2700.00'],
    }),
    row({ rowType: 'SECTION', section: 'EXPENSE', name: 'ค่าใช้จ่าย', amounts: [] }),
    row({
      rowType: 'LINE',
      section: 'EXPENSE',
      name: 'ค่าจ้างบริการ',
      amounts: ['400.00', '1200.00', '0.00', '0.00'],
    }),
    row({
      rowType: 'SECTION_TOTAL',
      section: 'EXPENSE',
      name: 'รวมค่าใช้จ่าย',
      amounts: ['400.00', '1200.00', '0.00', '0.00'],
    }),
    row({
      rowType: 'TOTAL',
      name: 'รายได้สูง (ต่ำ) กว่าค่าใช้จ่าย',
      amounts: ['600.00', '1800.00', '900.00', '2700.00'],
    }),
  ],
  totals: {
    income: ['1000.00', '3000.00', '900.00', '2700.00'],
    expense: ['400.00', '1200.00', '0.00', '0.00'],
    result: ['600.00', '1800.00', '900.00', '2700.00'],
  },
};

function typeMonth(label: string, text: string) {
  const input = screen.getByLabelText<HTMLInputElement>(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  fireEvent.blur(input);
}

describe('the financial statements on the report list', () => {
  beforeEach(async () => {
    storeLang('th');
    storePropertyCode('P001');
    await inLanguage('th');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows the financial position at a month end beside last year, with the unmapped accounts and totals', async () => {
    const server = fakeServer({ 'GET /reports/financial-position': position }, ['REPORT']);
    await renderScreen(<ReportsScreen />);
    fireEvent.click(await waitFor(() => document.getElementById('open-financial-position')!));
    await screen.findByLabelText('ณ สิ้นงวด');
    typeMonth('ณ สิ้นงวด', '03/2568');
    fireEvent.click(document.getElementById('financial-position-show')!);

    expect(await screen.findByText('เงินสดและรายการเทียบเท่าเงินสด')).toBeTruthy();
    const query = server.callsTo('GET', '/reports/financial-position')[0]!.query;
    expect(query.get('asOf')).toBe('2025-03');
    expect(query.get('postedOnly')).toBe('N');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['รายการ', 'รหัสบัญชี', 'ณ วันที่ 31/03/2568', 'ณ วันที่ 31/03/2567']);
    expect(screen.getByText('1111, 1113')).toBeTruthy();
    expect(screen.getByText('อื่น ๆ (บัญชีที่ยังไม่ได้จัดเข้ารายการ)')).toBeTruthy();
    expect(screen.getByTestId('SECTION_TOTAL-ASSET-0').textContent).toBe('15,500.00');
    expect(screen.getByTestId('TOTAL-all-1').textContent).toBe('9,000.00');
    expect(screen.getByText(/ใช้รูปแบบงบการเงินมาตรฐาน/)).toBeTruthy();
    expect(screen.queryByTestId('financial-position-unbalanced')).toBeNull();
  });

  it('shows revenue and expense in four columns and exports both files in the screen language', async () => {
    const server = fakeServer(
      {
        'GET /reports/revenue-expense': revenue,
        'GET /reports/revenue-expense/excel': new Response(new Blob(['PK']), { status: 200 }),
        'GET /reports/revenue-expense/pdf': new Response(new Blob(['%PDF-']), { status: 200 }),
      },
      ['REPORT'],
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const open = vi.fn();
    vi.stubGlobal('open', open);
    await renderScreen(<ReportsScreen />);
    fireEvent.click(await waitFor(() => document.getElementById('open-revenue-expense')!));
    await screen.findByLabelText('งวด');
    typeMonth('งวด', '03/2568');
    fireEvent.click(screen.getByLabelText('เฉพาะรายการบัญชีที่ผ่านรายการแล้ว'));
    fireEvent.click(document.getElementById('revenue-expense-show')!);
    expect(await screen.findByText('รายได้ค่าส่วนกลาง')).toBeTruthy();
    const query = server.callsTo('GET', '/reports/revenue-expense')[0]!.query;
    expect(query.get('period')).toBe('2025-03');
    expect(query.get('postedOnly')).toBe('Y');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'รายการ',
      'รหัสบัญชี',
      'เดือน 03/2568',
      'สะสม 01/2568 - 03/2568',
      'เดือน 03/2567',
      'สะสม 01/2567 - 03/2567',
    ]);
    expect(screen.getByTestId('TOTAL-all-1').textContent).toBe('1,800.00');

    fireEvent.click(document.getElementById('revenue-expense-excel')!);
    await waitFor(() => expect(server.callsTo('GET', '/reports/revenue-expense/excel')).toHaveLength(1));
    const excel = server.callsTo('GET', '/reports/revenue-expense/excel')[0]!.query;
    expect(excel.get('period')).toBe('2025-03');
    expect(excel.get('docLang')).toBe('th');
    fireEvent.click(document.getElementById('revenue-expense-pdf')!);
    await waitFor(() => expect(open).toHaveBeenCalled());
  });

  it('reads in English', async () => {
    storeLang('en');
    await inLanguage('en');
    fakeServer({ 'GET /reports/financial-position': { ...position, balanced: false } }, ['REPORT']);
    await renderScreen(<ReportsScreen />);
    expect(await screen.findByText('Statement of financial position')).toBeTruthy();
    fireEvent.click(document.getElementById('open-financial-position')!);
    await screen.findByLabelText('As at the end of');
    fireEvent.click(document.getElementById('financial-position-show')!);
    expect((await screen.findByTestId('financial-position-unbalanced')).textContent).toContain(
      'Assets do not equal liabilities and funds',
    );
  });
});
