import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BudgetDetail, BudgetYear } from '@suanklang/shared';
import '../../../i18n';
import { showSuccess } from '../../../components/dialogs';
import { inLanguage } from '../../../components/test-lang';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { errorReply, fakeServer, renderScreen } from '../../../lib/settings/test-screen';
import { expectSavedMessage } from '../../../test/saved-message';
import { downloadOperatingBudgetExcel, openOperatingBudgetPdf } from '../api/budget-files';
import { importedRows, type GridRow } from '../budget-grid';
import { BudgetDetailScreen } from './budget-detail-screen';

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
const months = (amount: string) => Array.from({ length: 12 }, () => amount);
function detailOf(status: BudgetDetail['status']): BudgetDetail {
  return {
    budgetHeaderID: ID,
    year: 2027,
    status,
    revision: 0,
    total: '12000.00',
    createdBy: 'manager',
    createdDate: '2026-11-01T03:00:00.000Z',
    updatedDate: null,
    confirmedDate: null,
    closedDate: null,
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
    history: [],
  };
}
const yearOf = (status: BudgetYear['status']): BudgetYear => ({
  year: 2027,
  budgetHeaderID: status ? ID : null,
  status,
  monthList,
});
function routes(status: BudgetDetail['status'] | null, extra: Record<string, unknown> = {}) {
  return {
    'GET /budget/item': items,
    'GET /budget/propertyBudget': yearOf(status),
    ...(status ? { 'GET /budget/detail': detailOf(status) } : {}),
    ...extra,
  };
}
/** The file's cells: B01 changed in March, B02 filled with 0.01 in every month, B01's other months as saved. */
const imported = [
  ...months('1000.00').map((amount, i) => ({
    budgetItemCode: 'B01',
    month: i + 1,
    amount: i === 2 ? '2500.25' : amount,
  })),
  ...months('0.01').map((amount, i) => ({ budgetItemCode: 'B02', month: i + 1, amount })),
];
const saved = { budgetHeaderID: ID, year: 2027, status: 'DRAFT', revision: 0 };

async function openDetail() {
  await renderScreen(<BudgetDetailScreen />, {
    path: '/views/setting/budgetDetail',
    url: '/views/setting/budgetDetail?year=2027',
  });
  await screen.findByRole('heading', { level: 1 });
  await screen.findByTestId('grand-total');
}
const text = (testId: string) => screen.getByTestId(testId).textContent;
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const xlsx = (name = 'budget-2027.xlsx') =>
  new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

describe('the budget grid files', () => {
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

  it('an imported file fills the grid for review; nothing is saved until Save, which sends the file’s cells', async () => {
    const server = fakeServer(
      routes('DRAFT', { 'POST /budget/import': imported, 'POST /budget/modify': saved }),
      EDIT,
    );
    await openDetail();
    expect(text('grand-total')).toBe('12,000.00');
    fireEvent.change(fileInput(), { target: { files: [xlsx()] } });
    await waitFor(() => expect(text('grand-total')).toBe('13,500.37'));
    expect(text('row-total-B01')).toBe('13,500.25');
    expect(text('row-total-B02')).toBe('0.12');
    expect(text('month-total-3')).toBe('2,500.26');
    expect(await screen.findByText(/นำเข้าข้อมูล 2 รายการลงในตารางแล้ว/)).toBeTruthy();
    const sent = server.callsTo('POST', '/budget/import')[0]!.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get('file') as File).name).toBe('budget-2027.xlsx');
    expect(server.callsTo('POST', '/budget/modify')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: /^บันทึก$/ }));
    await waitFor(() => expect(server.callsTo('POST', '/budget/modify')).toHaveLength(1));
    const body = server.callsTo('POST', '/budget/modify')[0]!.body as {
      lines: { budgetItemCode: string; month: number; amount: string }[];
    };
    expect(body.lines).toHaveLength(24);
    expect(body.lines).toContainEqual({ budgetItemCode: 'B01', month: 3, amount: '2500.25' });
    expect(body.lines).toContainEqual({ budgetItemCode: 'B02', month: 12, amount: '0.01' });
    await expectSavedMessage('บันทึกงบประมาณปี 2570 เรียบร้อยแล้ว');
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('a refused file lists its bad rows with their errors and leaves the grid as it was', async () => {
    const rows = [
      {
        rowNo: 8,
        budgetItemCode: 'B99',
        errors: [
          { column: 'รหัสรายการ', code: 'BG113', message: 'ไม่พบรหัสรายการงบประมาณ หรือรายการงบประมาณไม่ได้ใช้งาน' },
        ],
      },
      {
        rowNo: 9,
        budgetItemCode: 'B02',
        errors: [{ column: 'มี.ค. 2570', code: 'BG116', message: 'จำนวนเงินงบประมาณมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' }],
      },
    ];
    const server = fakeServer(
      routes('DRAFT', {
        'POST /budget/import': errorReply(400, {
          code: 'BG112',
          message: 'ไฟล์งบประมาณมีรายการที่ไม่ถูกต้อง ยังไม่ได้นำเข้าข้อมูลใด ๆ',
          data: { rows, errorCount: 2 },
        }),
      }),
      EDIT,
    );
    await openDetail();
    fireEvent.change(fileInput(), { target: { files: [xlsx()] } });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('ไฟล์งบประมาณมีรายการที่ไม่ถูกต้อง ยังไม่ได้นำเข้าข้อมูลใด ๆ')).toBeTruthy();
    expect(within(dialog).getByText(/พบแถวที่ไม่ถูกต้อง 2 แถว/)).toBeTruthy();
    expect(within(dialog).getByText('B99')).toBeTruthy();
    expect(within(dialog).getByText('มี.ค. 2570: จำนวนเงินงบประมาณมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง')).toBeTruthy();
    expect(text('grand-total')).toBe('12,000.00');
    expect(server.callsTo('POST', '/budget/import')).toHaveLength(1);
  });

  it('a file other than .xlsx is not sent', async () => {
    const server = fakeServer(routes('DRAFT'), EDIT);
    await openDetail();
    fireEvent.change(fileInput(), { target: { files: [xlsx('budget.csv')] } });
    expect(await screen.findByText(/ไม่สามารถนำเข้าไฟล์ .csv ได้/)).toBeTruthy();
    expect(server.callsTo('POST', '/budget/import')).toHaveLength(0);
  });

  it('exports a saved budget as Excel and PDF in the screen language; the import only where the grid may change', async () => {
    const server = fakeServer(
      routes('CONFIRMED', {
        'GET /budget/excel': new Response(new Blob(['PK']), { status: 200 }),
        'GET /budget/pdf': new Response(new Blob(['%PDF-']), { status: 200 }),
      }),
      EDIT,
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const open = vi.fn();
    vi.stubGlobal('open', open);
    await openDetail();
    // Confirmed, and the user is not the manager: read-only, so no import.
    expect(screen.queryByRole('button', { name: /นำเข้า Excel/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /ส่งออก Excel/ }));
    await waitFor(() => expect(server.callsTo('GET', '/budget/excel')).toHaveLength(1));
    const excel = server.callsTo('GET', '/budget/excel')[0]!.query;
    expect(excel.get('budgetHeaderID')).toBe(ID);
    expect(excel.get('docLang')).toBe('th');
    fireEvent.click(screen.getByRole('button', { name: /PDF/ }));
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(server.callsTo('GET', '/budget/pdf')[0]!.query.get('budgetHeaderID')).toBe(ID);
  });

  it('a year not saved yet imports but has no files to export; a viewer has neither import nor edit', async () => {
    fakeServer(routes(null), EDIT);
    await openDetail();
    expect(screen.getByRole('button', { name: /นำเข้า Excel/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /ส่งออก Excel/ })).toBeNull();
    cleanup();
    fakeServer(routes('DRAFT'), VIEW);
    await openDetail();
    expect(screen.getByRole('button', { name: /ส่งออก Excel/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /นำเข้า Excel/ })).toBeNull();
  });

  it('the operating budget files ask for the year in the language given', async () => {
    const server = fakeServer(
      {
        'GET /budget/summary/excel': new Response(new Blob(['PK']), { status: 200 }),
        'GET /budget/summary/pdf': new Response(new Blob(['%PDF-']), { status: 200 }),
      },
      VIEW,
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const open = vi.fn();
    vi.stubGlobal('open', open);
    await downloadOperatingBudgetExcel({ year: 2027 }, 'en');
    await openOperatingBudgetPdf({ year: 2027 }, 'th');
    const excel = server.callsTo('GET', '/budget/summary/excel')[0]!.query;
    expect([excel.get('year'), excel.get('docLang')]).toEqual(['2027', 'en']);
    expect(server.callsTo('GET', '/budget/summary/pdf')[0]!.query.get('docLang')).toBe('th');
    expect(open).toHaveBeenCalled();
  });
});

describe('importedRows', () => {
  it('puts the file’s months in each row, empties the rows the file does not hold, and drops annual amounts', () => {
    const rows: GridRow[] = [
      {
        budgetItemCode: 'B01',
        budgetItemDescription: 'a',
        inactive: false,
        months: months('0').map(() => 5),
        annual: 1200,
      },
      {
        budgetItemCode: 'B02',
        budgetItemDescription: 'b',
        inactive: false,
        months: months('0').map(() => 7),
        annual: null,
      },
    ];
    const next = importedRows(rows, [{ budgetItemCode: 'b01', month: 12, amount: '0.10' }]);
    expect(next[0]).toMatchObject({ annual: null, months: [...Array(11).fill(0), 10] });
    expect(next[1]!.months).toEqual(Array(12).fill(0));
    expect(rows[0]!.annual).toBe(1200);
  });
});
