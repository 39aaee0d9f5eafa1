import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BudgetFigures, BudgetSummary, BudgetSummaryRow } from '@suanklang/shared';
import '../../../i18n';
import { inLanguage } from '../../../components/test-lang';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { fakeServer, renderScreen } from '../../../lib/settings/test-screen';
import { BudgetSummaryScreen } from './budget-summary-screen';

vi.setConfig({ testTimeout: 60_000 });

const VIEW = ['SETTING_BUDGET'] as const;
const TH = ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'];
const monthList = TH.map((m, i) => ({
  month: i + 1,
  period: `2027-${String(i + 1).padStart(2, '0')}`,
  display: `${m} 2570`,
}));

function fig(budget: string, actual: string, available: string, percentUsed: string | null): BudgetFigures {
  return { budget, committed: '0.00', actual, available, percentUsed };
}
/** Security: 1,000.00 a month, 1,200.00 spent in March (over); cleaning: 500.00 a month, 100.00 in January. */
function row(
  code: string,
  description: string,
  cells: BudgetFigures[],
  year: BudgetFigures,
  ytd: BudgetFigures,
) {
  return {
    budgetItemCode: code,
    description,
    accountCode: code === 'B01' ? '5210' : '5220',
    cells: cells.map((c, i) => ({ month: i + 1, ...c })),
    year,
    yearToDate: ytd,
  } satisfies BudgetSummaryRow;
}
const security = row(
  'B01',
  'ค่ารักษาความปลอดภัย',
  Array.from({ length: 12 }, (_, i) =>
    i === 2 ? fig('1000.00', '1200.00', '-200.00', '120.00') : fig('1000.00', '0.00', '1000.00', '0.00'),
  ),
  fig('12000.00', '1200.00', '10800.00', '10.00'),
  fig('3000.00', '1200.00', '1800.00', '40.00'),
);
const cleaning = row(
  'B02',
  'ค่าทำความสะอาด',
  Array.from({ length: 12 }, (_, i) =>
    i === 0 ? fig('500.00', '100.00', '400.00', '20.00') : fig('500.00', '0.00', '500.00', '0.00'),
  ),
  fig('6000.00', '100.00', '5900.00', '1.67'),
  fig('1500.00', '100.00', '1400.00', '6.67'),
);
const summary: BudgetSummary = {
  year: 2027,
  budgetHeaderID: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  status: 'CONFIRMED',
  monthList,
  toDatePeriod: '2027-03',
  rows: [security, cleaning],
  totals: {
    cells: monthList.map((m) => ({
      month: m.month,
      ...(m.month === 1
        ? fig('1500.00', '100.00', '1400.00', '6.67')
        : m.month === 3
          ? fig('1500.00', '1200.00', '300.00', '80.00')
          : fig('1500.00', '0.00', '1500.00', '0.00')),
    })),
    year: fig('18000.00', '1300.00', '16700.00', '7.22'),
    yearToDate: fig('4500.00', '1300.00', '3200.00', '28.89'),
  },
};
const entries = [
  {
    entryDate: '2027-03-05',
    documentType: 'PV',
    documentNo: 'PV7003000001',
    description: 'ค่ารักษาความปลอดภัย มี.ค.',
    debit: '1300.00',
    credit: '0.00',
  },
  {
    entryDate: '2027-03-20',
    documentType: 'JV',
    documentNo: 'JV7003000002',
    description: 'ปรับปรุงรายการ',
    debit: '0.00',
    credit: '100.00',
  },
];

/** The fiscal year running today as the server counts it (the property's first month, Bangkok's date). */
const CURRENT = { year: 2027, budgetHeaderID: null, status: null, monthList: [] };

async function open(url = '/views/setting/budgetSummary?year=2027') {
  const view = await renderScreen(<BudgetSummaryScreen />, { path: '/views/setting/budgetSummary', url });
  await screen.findByRole('heading', { level: 1, name: 'สรุปงบประมาณ' });
  return view;
}
const itemRow = (code: string) =>
  screen.getAllByRole('row').find((r) => within(r).queryByRole('cell', { name: code }) !== null)!;
const cellTexts = (r: HTMLElement) =>
  within(r)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('budget against actual (settings budgetSummary)', () => {
  beforeEach(async () => {
    storeLang('th');
    storePropertyCode('P001');
    await inLanguage('th');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("opens without a year on the fiscal year the server says is running, not the browser's calendar year", async () => {
    const server = fakeServer(
      {
        'GET /budget/summary': summary,
        'GET /properties/budget': [],
        'GET /budget/propertyBudget': CURRENT,
      },
      VIEW,
    );
    await open('/views/setting/budgetSummary');
    await screen.findByText('งบประมาณปี 2570 เทียบกับค่าใช้จ่ายจริง: ตั้งแต่ต้นปีถึงปัจจุบัน');
    expect(server.callsTo('GET', '/budget/propertyBudget')[0]!.query.get('year')).toBeNull();
    expect(server.callsTo('GET', '/budget/summary')[0]!.query.get('year')).toBe('2027');
  });

  it('shows the year to date per item with the total, says an item over its budget, and a month on asking', async () => {
    const server = fakeServer(
      { 'GET /budget/summary': summary, 'GET /properties/budget': [], 'GET /budget/propertyBudget': CURRENT },
      VIEW,
    );
    await open();
    await screen.findByText('งบประมาณปี 2570 เทียบกับค่าใช้จ่ายจริง: ตั้งแต่ต้นปีถึงปัจจุบัน');
    expect(server.callsTo('GET', '/budget/summary')[0]!.query.get('year')).toBe('2027');
    expect(screen.getByText('ถึงเดือน มี.ค. 2570')).toBeTruthy();
    expect(cellTexts(itemRow('B01'))).toEqual([
      'B01',
      'ค่ารักษาความปลอดภัย',
      '5210',
      '3,000.00',
      '0.00',
      '1,200.00',
      '1,800.00',
      '40.00%',
    ]);
    expect(screen.getByTestId('budget-summary-total-budget').textContent).toBe('4,500.00');
    expect(screen.getByTestId('budget-summary-total-available').textContent).toBe('3,200.00');
    expect(screen.getByRole('img', { name: /งบประมาณเทียบกับใช้จริงรายเดือน: ทุกรายการ/ })).toBeTruthy();

    // March alone: security is over its budget, and says so in words.
    fireEvent.mouseDown(screen.getByLabelText('ช่วง'));
    fireEvent.click(await screen.findByTitle('มี.ค. 2570'));
    fireEvent.click(screen.getByRole('button', { name: /แสดง/ }));
    await screen.findByText('งบประมาณปี 2570 เทียบกับค่าใช้จ่ายจริง: มี.ค. 2570');
    await waitFor(() => expect(cellTexts(itemRow('B01')).at(-1)).toBe('120.00% (เกินงบ)'));
    expect(cellTexts(itemRow('B01'))[6]).toBe('-200.00');
    expect(screen.getByTestId('budget-summary-total-actual').textContent).toBe('1,200.00');
  });

  it('opens the requests waiting for approval behind a committed figure, each linked to its request', async () => {
    const pending = { ...fig('500.00', '0.00', '250.00', '50.00'), committed: '250.00' };
    const committedCleaning = {
      ...cleaning,
      cells: cleaning.cells.map((c) => (c.month === 2 ? { ...c, ...pending } : c)),
      yearToDate: { ...cleaning.yearToDate, committed: '250.00', available: '1150.00' },
    };
    const server = fakeServer(
      {
        'GET /budget/summary': { ...summary, rows: [security, committedCleaning] },
        'GET /properties/budget': [],
        'GET /budget/propertyBudget': CURRENT,
        'GET /budget/summary/entries': [],
        'GET /budget/summary/committed': [
          {
            documentType: 'RQ',
            documentNo: 'RQ700200001',
            date: '2027-02-10',
            description: 'ค่าทำความสะอาดพิเศษ',
            amount: '250.00',
          },
        ],
      },
      VIEW,
    );
    await open();
    fireEvent.click(await screen.findByRole('button', { name: /ใบขอเบิกที่ผูกพัน B02/ }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('ผูกพัน: ใบขอเบิกที่รออนุมัติ');
    expect(server.callsTo('GET', '/budget/summary/committed')[0]!.query.get('month')).toBe('2');
    expect(within(drawer).getByRole('link', { name: 'เปิดใบขอเบิก RQ700200001' }).getAttribute('href')).toBe(
      '/views/request-pay?no=RQ700200001',
    );
    expect(within(drawer).getByText('รวมเท่ากับยอดผูกพันในสรุป 250.00')).toBeTruthy();
  });

  it('opens the ledger lines behind an actual figure, whose net equals it, each linked to its entry', async () => {
    const server = fakeServer(
      {
        'GET /budget/summary': summary,
        'GET /properties/budget': [],
        'GET /budget/propertyBudget': CURRENT,
        'GET /budget/summary/entries': (call: { query: URLSearchParams }) =>
          call.query.get('month') === '3' ? entries : [],
        'GET /budget/summary/committed': [],
      },
      VIEW,
    );
    await open();
    await screen.findByText('1,200.00');
    fireEvent.click(screen.getByRole('button', { name: /ดูรายการบัญชีที่ใช้จริงของ B01/ }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('PV7003000001');
    const asked = server.callsTo('GET', '/budget/summary/entries')[0]!.query;
    expect([asked.get('year'), asked.get('month'), asked.get('budgetItemCode')]).toEqual([
      '2027',
      '3',
      'B01',
    ]);
    expect(within(drawer).getByTestId('budget-entries-net').textContent).toBe('1,200.00');
    expect(within(drawer).getByText('ตรงกับยอดใช้จริงในสรุป 1,200.00')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'เปิดรายการบัญชี PV7003000001' }).getAttribute('href')).toBe(
      '/views/document?period=2027-03&documentType=PV&documentNo=PV7003000001',
    );

    // Another month of the year: its lines are read, here none.
    fireEvent.mouseDown(within(drawer).getByLabelText('เดือน'));
    fireEvent.click(await screen.findByTitle('ก.พ. 2570'));
    await within(drawer).findByText('ไม่มีรายการในเดือนนี้');
    expect(server.callsTo('GET', '/budget/summary/entries').at(-1)!.query.get('month')).toBe('2');
  });

  it('in English, a year without a budget says so and still shows the actual expense', async () => {
    storeLang('en');
    await inLanguage('en');
    fakeServer(
      {
        'GET /budget/summary': { ...summary, budgetHeaderID: null, status: null },
        'GET /properties/budget': [],
        'GET /budget/propertyBudget': CURRENT,
      },
      VIEW,
    );
    await renderScreen(<BudgetSummaryScreen />, {
      path: '/views/setting/budgetSummary',
      url: '/views/setting/budgetSummary?year=2027',
    });
    await screen.findByRole('heading', { level: 1, name: 'Budget Summary' });
    expect(
      await screen.findByText(
        'This year has no budget yet: only the actual expense from the ledger is shown',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Budget 2027 against actual: Year to date')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Operating budget \(Excel\)/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Operating budget \(PDF\)/ })).toBeTruthy();
  });
});
