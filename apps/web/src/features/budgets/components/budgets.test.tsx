import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BudgetDetail, BudgetHeaderRow, BudgetSummary, BudgetYear } from '@suanklang/shared';
import '../../../i18n';
import { confirmCustom, showSuccess } from '../../../components/dialogs';
import { inLanguage } from '../../../components/test-lang';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { errorReply, fakeServer, renderScreen } from '../../../lib/settings/test-screen';
import { expectSavedMessage } from '../../../test/saved-message';
import { BudgetDetailScreen } from './budget-detail-screen';
import { BudgetsScreen } from './budgets-screen';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('../../../components/dialogs', async (importOriginal) => ({
  showSaved: (await importOriginal<typeof import('../../../components/dialogs')>()).showSaved,
  showSuccess: vi.fn(),
  showError: vi.fn(),
  confirmCustom: vi.fn(() => Promise.resolve(true)),
  confirmDiscardChanges: vi.fn(() => Promise.resolve(true)),
}));

const VIEW = ['SETTING_BUDGET'] as const;
const EDIT = ['SETTING_BUDGET', 'SETTING_BUDGET_EDIT'] as const;
const MANAGER = ['SETTING_BUDGET', 'SETTING_BUDGET_EDIT', 'PROPERTY_ADMIN'] as const;
const THIS_YEAR = new Date().getFullYear();
const ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

const TH_MONTHS = [
  'ม.ค.',
  'ก.พ.',
  'มี.ค.',
  'เม.ย.',
  'พ.ค.',
  'มิ.ย.',
  'ก.ค.',
  'ส.ค.',
  'ก.ย.',
  'ต.ค.',
  'พ.ย.',
  'ธ.ค.',
];
const monthList = TH_MONTHS.map((m, i) => ({
  month: i + 1,
  period: `2027-${String(i + 1).padStart(2, '0')}`,
  display: `${m} 2570`,
}));
const items = [
  { budgetItemCode: 'B01', budgetItemDescription: 'ค่ารักษาความปลอดภัย', expenseAccountCode: '5210' },
  { budgetItemCode: 'B02', budgetItemDescription: 'ค่าทำความสะอาด', expenseAccountCode: '5220' },
];
const header: BudgetHeaderRow = {
  budgetHeaderID: ID,
  year: 2027,
  status: 'DRAFT',
  revision: 0,
  total: '12000.00',
  createdBy: 'manager',
  createdDate: '2026-11-01T03:00:00.000Z',
  updatedDate: null,
  confirmedDate: null,
  closedDate: null,
};
const months = (amount: string) => Array.from({ length: 12 }, () => amount);
function detailOf(status: BudgetDetail['status'], extra: Partial<BudgetDetail> = {}): BudgetDetail {
  return {
    ...header,
    status,
    monthList,
    items: [
      {
        budgetItemCode: 'B01',
        budgetItemDescription: 'ค่ารักษาความปลอดภัย',
        expenseAccountCode: '5210',
        months: months('1000.00'),
        total: '12000.00',
      },
    ],
    history: [
      {
        revision: 0,
        action: 'SAVE',
        reason: 'ACTUAL 2026 +5%',
        fromItemCode: null,
        fromMonth: null,
        toItemCode: null,
        toMonth: null,
        amount: null,
        lines: null,
        createdBy: 'manager',
        createdDate: '2026-11-01T03:00:00.000Z',
      },
    ],
    ...extra,
  };
}
const yearOf = (status: BudgetYear['status']): BudgetYear => ({
  year: 2027,
  budgetHeaderID: status ? ID : null,
  status,
  monthList,
});
const saved = { budgetHeaderID: ID, year: 2027, status: 'DRAFT', revision: 0 };

function detailRoutes(status: BudgetDetail['status'], extra: Record<string, unknown> = {}) {
  return {
    'GET /budget/item': items,
    'GET /budget/propertyBudget': yearOf(status),
    'GET /budget/detail': detailOf(status),
    ...extra,
  };
}

async function openDetail() {
  const view = await renderScreen(<BudgetDetailScreen />, {
    path: '/views/setting/budgetDetail',
    url: '/views/setting/budgetDetail?year=2027',
  });
  await screen.findByRole('heading', { level: 1, name: /งบประมาณปี 2570/ });
  return view;
}

const cell = (item: RegExp | string, month: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${String(item)}.* ${month}$`) });
const text = (testId: string) => screen.getByTestId(testId).textContent;
const button = (name: RegExp) => screen.queryByRole('button', { name });

function type(input: HTMLElement, value: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

async function pick(id: string, title: string) {
  fireEvent.mouseDown(document.getElementById(id) as HTMLElement);
  const options = await screen.findAllByTitle(title);
  fireEvent.click(options[options.length - 1]!);
}

describe('yearly budgets', () => {
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

  it('lists the budgets with their Buddhist-era year, state, revision and total; a row opens its grid', async () => {
    fakeServer(
      {
        'POST /budget/search': [
          { ...header, status: 'CONFIRMED', revision: 2, total: '1234567.89' },
          { ...header, budgetHeaderID: 'b2', year: 2026, status: 'CLOSED', total: '5.00' },
        ],
      },
      VIEW,
    );
    const { router } = await renderScreen(<BudgetsScreen />, {
      extraRoutes: [{ path: '/views/setting/budgetDetail', element: <div>detail</div> }],
    });
    const row = (await screen.findByText('2570')).closest('tr') as HTMLElement;
    expect(within(row).getByText('ยืนยันแล้ว')).toBeTruthy();
    expect(within(row).getByText('1,234,567.89')).toBeTruthy();
    expect(within(row).getByText('2')).toBeTruthy();
    expect(screen.getByText('ปิดแล้ว')).toBeTruthy();
    // Viewing only: no new budget.
    expect(button(/สร้างงบประมาณ/)).toBeNull();
    fireEvent.click(row);
    await waitFor(() => expect(router.state.location.search).toBe('?year=2027'));
  });

  it('a new budget built from last year actuals +5% sends buildFrom and opens its grid', async () => {
    const server = fakeServer(
      {
        'POST /budget/search': [{ ...header, year: THIS_YEAR }],
        'POST /budget/save': { ...saved, year: THIS_YEAR + 1 },
      },
      EDIT,
    );
    const { router } = await renderScreen(<BudgetsScreen />, {
      extraRoutes: [{ path: '/views/setting/budgetDetail', element: <div>detail</div> }],
    });
    await screen.findByText(String(THIS_YEAR + 543));
    fireEvent.click(screen.getByRole('button', { name: /สร้างงบประมาณ/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByLabelText('ค่าใช้จ่ายจริงปีก่อน'));
    const percent = await within(drawer).findByLabelText(/เปลี่ยนแปลง/);
    fireEvent.change(percent, { target: { value: '5' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /^สร้าง$/ }));
    await waitFor(() => expect(server.callsTo('POST', '/budget/save')).toHaveLength(1));
    expect(server.callsTo('POST', '/budget/save')[0]?.body).toMatchObject({
      year: THIS_YEAR + 1,
      buildFrom: { source: 'ACTUAL', percent: 5 },
    });
    await expectSavedMessage(`สร้างงบประมาณปี ${THIS_YEAR + 1 + 543} เรียบร้อยแล้ว`);
    expect(showSuccess).not.toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.search).toBe(`?year=${THIS_YEAR + 1}`));
  });

  it('a year that has a budget already: the server error shows under the year', async () => {
    fakeServer(
      {
        'POST /budget/save': errorReply(409, {
          code: 'BG102',
          message: 'มีงบประมาณของปีบัญชีนี้อยู่แล้ว',
        }),
      },
      EDIT,
    );
    await renderScreen(<BudgetsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /สร้างงบประมาณ/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByRole('button', { name: /^สร้าง$/ }));
    await waitFor(() =>
      expect(document.getElementById('newBudget_year_help')?.textContent).toBe('มีงบประมาณของปีบัญชีนี้อยู่แล้ว'),
    );
  });

  it('the grid shows the months, row and column totals; an annual amount spreads; save sends the lines', async () => {
    const server = fakeServer(detailRoutes('DRAFT', { 'POST /budget/modify': saved }), EDIT);
    await openDetail();
    expect(screen.getByRole('columnheader', { name: 'ม.ค. 2570' })).toBeTruthy();
    expect(text('row-total-B01')).toBe('12,000.00');
    expect(text('row-total-B02')).toBe('0.00');
    expect(text('month-total-1')).toBe('1,000.00');
    expect(text('grand-total')).toBe('12,000.00');

    type(cell('B01', 'มี.ค. 2570'), '1500.50');
    expect(text('row-total-B01')).toBe('12,500.50');
    expect(text('month-total-3')).toBe('1,500.50');
    // 1,000.01 a year: eleven months of 83.33 and 83.38 in the last.
    type(screen.getByRole('textbox', { name: /^ยอดทั้งปี B02/ }), '1000.01');
    expect(text('row-total-B02')).toBe('1,000.01');
    expect(text('month-total-12')).toBe('1,083.38');
    expect(text('grand-total')).toBe('13,500.51');

    fireEvent.click(screen.getByRole('button', { name: /^บันทึก$/ }));
    await waitFor(() => expect(server.callsTo('POST', '/budget/modify')).toHaveLength(1));
    const body = server.callsTo('POST', '/budget/modify')[0]?.body as {
      budgetHeaderID: string;
      lines: { budgetItemCode: string; month: number; amount: string }[];
      annual: unknown[];
    };
    expect(body.budgetHeaderID).toBe(ID);
    expect(body.lines).toHaveLength(12);
    expect(body.lines[2]).toEqual({ budgetItemCode: 'B01', month: 3, amount: '1500.50' });
    expect(body.lines[0]).toEqual({ budgetItemCode: 'B01', month: 1, amount: '1000.00' });
    expect(body.annual).toEqual([{ budgetItemCode: 'B02', amount: '1000.01', spread: 'EQUAL' }]);
    await expectSavedMessage('บันทึกงบประมาณปี 2570 เรียบร้อยแล้ว');
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it("spreads an annual amount as last year's actual went, from last year's summary, and says so to the server", async () => {
    const figures = (actual: string) => ({
      budget: '0.00',
      committed: '0.00',
      actual,
      available: '0.00',
      percentUsed: null,
    });
    // Cleaning, 2026: 100.00 in January and 300.00 in March.
    const lastYear: BudgetSummary = {
      year: 2026,
      budgetHeaderID: null,
      status: null,
      monthList: monthList.map((m) => ({ ...m, period: m.period.replace('2027', '2026') })),
      toDatePeriod: '2026-12',
      rows: [
        {
          budgetItemCode: 'B02',
          description: 'ค่าทำความสะอาด',
          accountCode: '5220',
          cells: monthList.map((m) => ({
            month: m.month,
            ...figures(m.month === 1 ? '100.00' : m.month === 3 ? '300.00' : '0.00'),
          })),
          year: figures('400.00'),
          yearToDate: figures('400.00'),
        },
      ],
      totals: {
        cells: monthList.map((m) => ({ month: m.month, ...figures('0.00') })),
        year: figures('400.00'),
        yearToDate: figures('400.00'),
      },
    };
    const server = fakeServer(
      detailRoutes('DRAFT', { 'POST /budget/modify': saved, 'GET /budget/summary': lastYear }),
      EDIT,
    );
    await openDetail();
    type(screen.getByRole('textbox', { name: /^ยอดทั้งปี B02/ }), '1000.00');
    expect(text('month-total-1')).toBe('1,083.33');
    expect(server.callsTo('GET', '/budget/summary')).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: 'ตามสัดส่วนที่ใช้จริงปี 2569' }));
    await waitFor(() => expect(text('month-total-1')).toBe('1,250.00'));
    expect(server.callsTo('GET', '/budget/summary')[0]!.query.get('year')).toBe('2026');
    expect(text('month-total-3')).toBe('1,750.00');
    expect(text('month-total-2')).toBe('1,000.00');
    expect(text('row-total-B02')).toBe('1,000.00');

    fireEvent.click(screen.getByRole('button', { name: /^บันทึก$/ }));
    await waitFor(() => expect(server.callsTo('POST', '/budget/modify')).toHaveLength(1));
    expect((server.callsTo('POST', '/budget/modify')[0]?.body as { annual: unknown[] }).annual).toEqual([
      { budgetItemCode: 'B02', amount: '1000.00', spread: 'PATTERN' },
    ]);
  });

  it('a year without a budget saves a new draft of that year', async () => {
    const server = fakeServer(
      {
        'GET /budget/item': items,
        'GET /budget/propertyBudget': yearOf(null),
        'POST /budget/save': saved,
      },
      EDIT,
    );
    await renderScreen(<BudgetDetailScreen />, {
      path: '/views/setting/budgetDetail',
      url: '/views/setting/budgetDetail?year=2027',
    });
    await screen.findByRole('heading', { level: 1, name: /งบประมาณปี 2570 \(ยังไม่บันทึก\)/ });
    expect(button(/ยืนยันงบประมาณ/)).toBeNull();
    expect(button(/^ลบ$/)).toBeNull();
    type(cell('B02', 'ธ.ค. 2570'), '99.99');
    fireEvent.click(screen.getByRole('button', { name: /^บันทึก$/ }));
    await waitFor(() => expect(server.callsTo('POST', '/budget/save')).toHaveLength(1));
    expect(server.callsTo('POST', '/budget/save')[0]?.body).toMatchObject({
      year: 2027,
      lines: [{ budgetItemCode: 'B02', month: 12, amount: '99.99' }],
      annual: [],
    });
    await expectSavedMessage('บันทึกงบประมาณปี 2570 เรียบร้อยแล้ว');
    expect(showSuccess).not.toHaveBeenCalled();
  });

  const actionNames = () =>
    [/^บันทึก$/, /^บันทึกการแก้ไข$/, /ยืนยันงบประมาณ/, /โอนงบประมาณ/, /ปิดงบประมาณ/, /^ลบ$/]
      .filter((name) => button(name))
      .map((name) => name.source);

  it.each([
    ['DRAFT', 'the manager', MANAGER, ['^บันทึก$', 'ยืนยันงบประมาณ', '^ลบ$'], true],
    ['DRAFT', 'the accountant', EDIT, ['^บันทึก$', '^ลบ$'], true],
    ['DRAFT', 'a viewer', VIEW, [], false],
    ['CONFIRMED', 'the manager', MANAGER, ['^บันทึกการแก้ไข$', 'โอนงบประมาณ', 'ปิดงบประมาณ'], true],
    // The accountant drafts but does not revise, confirm, close or transfer: read-only once confirmed.
    ['CONFIRMED', 'the accountant', EDIT, [], false],
    ['CLOSED', 'the manager', MANAGER, [], false],
  ] as const)(
    'a %s budget for %s shows only its actions',
    async (status, _who, rights, actions, editable) => {
      fakeServer(detailRoutes(status), rights);
      await openDetail();
      expect(actionNames()).toEqual(actions);
      expect(screen.queryAllByRole('textbox').length > 0).toBe(editable);
      if (!editable) expect(screen.getByText('งบประมาณนี้ดูได้อย่างเดียว')).toBeTruthy();
    },
  );

  it('confirm, close and delete ask first and call the server', async () => {
    const server = fakeServer(
      detailRoutes('DRAFT', {
        'PUT /budget/confirm': { ...saved, status: 'CONFIRMED' },
        'PUT /budget/delete': { budgetHeaderID: ID },
      }),
      MANAGER,
    );
    await openDetail();
    fireEvent.click(screen.getByRole('button', { name: /ยืนยันงบประมาณ/ }));
    await waitFor(() => expect(server.callsTo('PUT', '/budget/confirm')).toHaveLength(1));
    expect(confirmCustom).toHaveBeenCalledTimes(1);
    expect(server.callsTo('PUT', '/budget/confirm')[0]?.body).toMatchObject({ budgetHeaderID: ID });
    // Confirming is an outcome to take in: the 'complete' dialog.
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('ยืนยันงบประมาณปี 2570 เรียบร้อยแล้ว'));

    vi.mocked(confirmCustom).mockResolvedValueOnce(false);
    fireEvent.click(screen.getByRole('button', { name: /^ลบ$/ }));
    await waitFor(() => expect(confirmCustom).toHaveBeenCalledTimes(2));
    expect(server.callsTo('PUT', '/budget/delete')).toHaveLength(0);
    cleanup();

    const closing = fakeServer(detailRoutes('CONFIRMED', { 'PUT /budget/close': saved }), MANAGER);
    await openDetail();
    fireEvent.click(screen.getByRole('button', { name: /ปิดงบประมาณ/ }));
    await waitFor(() => expect(closing.callsTo('PUT', '/budget/close')).toHaveLength(1));
  });

  it('revising a confirmed budget asks a reason and sends it with the grid', async () => {
    const server = fakeServer(
      detailRoutes('CONFIRMED', { 'POST /budget/modify': { ...saved, status: 'CONFIRMED', revision: 1 } }),
      MANAGER,
    );
    await openDetail();
    type(cell('B01', 'ม.ค. 2570'), '900');
    fireEvent.click(screen.getByRole('button', { name: /^บันทึกการแก้ไข$/ }));
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByText(/ฉบับแก้ไขที่ 1/)).toBeTruthy();
    fireEvent.click(document.getElementById('budget-modify-submit') as HTMLElement);
    await waitFor(() =>
      expect(document.getElementById('budgetModify_reason_help')?.textContent).toBeTruthy(),
    );
    expect(server.callsTo('POST', '/budget/modify')).toHaveLength(0);
    fireEvent.change(document.getElementById('budgetModify_reason') as HTMLElement, {
      target: { value: 'ค่าจ้างลดลง' },
    });
    fireEvent.click(document.getElementById('budget-modify-submit') as HTMLElement);
    await waitFor(() => expect(server.callsTo('POST', '/budget/modify')).toHaveLength(1));
    const body = server.callsTo('POST', '/budget/modify')[0]?.body as { reason: string; lines: unknown[] };
    expect(body.reason).toBe('ค่าจ้างลดลง');
    expect(body.lines[0]).toEqual({ budgetItemCode: 'B01', month: 1, amount: '900.00' });
  });

  it('a transfer sends from, to, amount and reason; the history shows it', async () => {
    const transferred = detailOf('CONFIRMED', {
      history: [
        {
          revision: 0,
          action: 'TRANSFER',
          reason: 'ย้ายไปค่าทำความสะอาด',
          fromItemCode: 'B01',
          fromMonth: 1,
          toItemCode: 'B02',
          toMonth: 2,
          amount: '5000.00',
          lines: null,
          createdBy: 'manager',
          createdDate: '2026-11-02T03:00:00.000Z',
        },
      ],
    });
    const server = fakeServer(
      {
        ...detailRoutes('CONFIRMED'),
        'GET /budget/detail': transferred,
        'POST /budget/transfer': { ...saved, status: 'CONFIRMED' },
      },
      MANAGER,
    );
    await openDetail();
    expect(screen.getByText('B01 ม.ค. 2570 → B02 ก.พ. 2570: 5,000.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /โอนงบประมาณ/ }));
    await screen.findByRole('dialog');
    await pick('budgetTransfer_fromItemCode', 'B01 ค่ารักษาความปลอดภัย');
    await pick('budgetTransfer_fromMonth', 'ม.ค. 2570');
    await pick('budgetTransfer_toItemCode', 'B02 ค่าทำความสะอาด');
    await pick('budgetTransfer_toMonth', 'ก.พ. 2570');
    type(document.getElementById('budgetTransfer_amount') as HTMLElement, '5000');
    fireEvent.change(document.getElementById('budgetTransfer_reason') as HTMLElement, {
      target: { value: 'ย้ายไปค่าทำความสะอาด' },
    });
    fireEvent.click(document.getElementById('budget-transfer-submit') as HTMLElement);
    await waitFor(() => expect(server.callsTo('POST', '/budget/transfer')).toHaveLength(1));
    expect(server.callsTo('POST', '/budget/transfer')[0]?.body).toMatchObject({
      budgetHeaderID: ID,
      fromItemCode: 'B01',
      fromMonth: 1,
      toItemCode: 'B02',
      toMonth: 2,
      amount: '5000.00',
      reason: 'ย้ายไปค่าทำความสะอาด',
    });
    await expectSavedMessage('โอนงบประมาณเรียบร้อยแล้ว');
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it("shows a revision's grid as it stood after each step, the cells that step changed marked", async () => {
    const step = (over: Partial<BudgetDetail['history'][number]>): BudgetDetail['history'][number] => ({
      revision: 0,
      action: 'SAVE',
      reason: null,
      fromItemCode: null,
      fromMonth: null,
      toItemCode: null,
      toMonth: null,
      amount: null,
      lines: null,
      createdBy: 'manager',
      createdDate: '2026-11-01T03:00:00.000Z',
      ...over,
    });
    const history = [
      step({
        lines: [
          { budgetItemCode: 'B01', month: 1, amount: '1000.00' },
          { budgetItemCode: 'B01', month: 2, amount: '1000.00' },
        ],
      }),
      step({ action: 'CONFIRM', createdDate: '2026-11-02T03:00:00.000Z' }),
      step({
        action: 'TRANSFER',
        reason: 'ย้ายไปค่าทำความสะอาด',
        fromItemCode: 'B01',
        fromMonth: 1,
        toItemCode: 'B02',
        toMonth: 2,
        amount: '400.00',
        createdDate: '2026-11-03T03:00:00.000Z',
      }),
    ];
    fakeServer(
      { ...detailRoutes('CONFIRMED'), 'GET /budget/detail': detailOf('CONFIRMED', { history }) },
      MANAGER,
    );
    await openDetail();
    expect(screen.getByTestId('budget-year-span').textContent).toBe('ม.ค. 2570 ถึง ธ.ค. 2570');
    fireEvent.click(screen.getByRole('button', { name: 'ดูตารางหลังโอน ฉบับที่ 0' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('ย้ายไปค่าทำความสะอาด')).toBeTruthy();
    // B01 January gave 400.00 to B02 February; the total is what it was.
    expect(within(drawer).getByLabelText('600.00 เปลี่ยนในขั้นนี้')).toBeTruthy();
    expect(within(drawer).getByLabelText('400.00 เปลี่ยนในขั้นนี้')).toBeTruthy();
    expect(within(drawer).getByTestId('budget-revision-total').textContent).toBe('2,000.00');
    fireEvent.click(within(drawer).getByRole('button', { name: /close|ปิด/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'ดูตารางหลังสร้าง ฉบับที่ 0' }));
    const first = await screen.findByRole('dialog');
    // As created: every cell set, none marked; 400.00 not moved yet.
    expect(within(first).queryAllByLabelText(/เปลี่ยนในขั้นนี้/)).toHaveLength(0);
    expect(within(first).getByText('ตารางตามที่สร้างงบประมาณ')).toBeTruthy();
    expect(within(first).getByTestId('budget-revision-total').textContent).toBe('2,000.00');
    expect(within(first).getAllByText('1,000.00').length).toBeGreaterThanOrEqual(2);
  });

  it('a server error about a cell shows under that cell', async () => {
    fakeServer(
      detailRoutes('DRAFT', {
        'POST /budget/modify': errorReply(400, {
          code: 'ST001',
          message: 'ข้อมูลไม่ถูกต้อง',
          fields: [{ path: 'lines.1.amount', rule: 'max_value', message: 'จำนวนเงินเกินกำหนด' }],
        }),
      }),
      EDIT,
    );
    await openDetail();
    fireEvent.click(screen.getByRole('button', { name: /^บันทึก$/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('จำนวนเงินเกินกำหนด');
    const input = cell('B01', 'ก.พ. 2570');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
  });
});
