import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  AccruedExpenseReport,
  CashBankReport,
  JournalReport,
  LedgerAccount,
  LedgerReport,
} from '@suanklang/shared';
import '../../../i18n';
import { inLanguage } from '../../../components/test-lang';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { fakeServer, renderScreen } from '../../../lib/settings/test-screen';
import { ReportsScreen } from './reports-screen';

vi.setConfig({ testTimeout: 60_000 });

/** Each file its own export. */
const EXPORT_IDS: Record<string, string> = {
  xlsx: '6f1c2a4e-8b3d-4c5e-9f7a-1b2c3d4e5f61',
  pdf: '6f1c2a4e-8b3d-4c5e-9f7a-1b2c3d4e5f62',
};
/** The export of a journal file in `format`, done. */
const exportOf = (format: string) => ({
  exportId: EXPORT_IDS[format]!,
  kind: 'LEDGER_REPORT',
  status: 'DONE',
  done: 2,
  total: 2,
  fileName: `journal-RVS-2026-01-2026-03.${format}`,
  error: null,
});
const RIGHTS = ['REPORT', 'DOCUMENT'] as const;
const period = { periodFrom: '2025-01', periodTo: '2025-03', postedOnly: false };

const cash: LedgerAccount = {
  accountCode: '1111',
  accountName: 'เงินสดในมือ',
  category: 'ASSET',
  opening: '200.00',
  broughtForward: '200.00',
  lines: [
    {
      entryId: 'e1',
      lineNo: 1,
      entryDate: '2025-01-25',
      documentType: 'JV',
      documentNo: 'JV680100001',
      kind: 'POST',
      description: 'รับเงินสด',
      debit: '500.00',
      credit: '0.00',
      balance: '700.00',
    },
    {
      entryId: 'e2',
      lineNo: 2,
      entryDate: '2025-02-10',
      documentType: 'JV',
      documentNo: 'JV680200002',
      kind: 'POST',
      description: 'นำฝากเงินสด',
      debit: '0.00',
      credit: '1000.00',
      balance: '-300.00',
    },
  ],
  continued: false,
  more: false,
  debit: '500.00',
  credit: '1000.00',
  closing: '-300.00',
};
const ledger: LedgerReport = {
  ...period,
  accountFrom: '1111',
  accountTo: '1113',
  accounts: [cash],
  next: 'cursor-2',
  totals: { opening: '200.00', debit: '500.00', credit: '1000.00', closing: '-300.00' },
};
const secondPage: LedgerReport = {
  ...ledger,
  accounts: [{ ...cash, accountCode: '1113', accountName: 'เงินฝากธนาคาร - ออมทรัพย์', lines: [] }],
  next: null,
};

const journal: JournalReport = {
  ...period,
  documentType: 'JV',
  entries: [
    {
      entryId: 'e1',
      entryDate: '2025-01-25',
      documentType: 'JV',
      documentNo: 'JV680100001',
      kind: 'POST',
      description: 'Cash received',
      posted: true,
      lines: [
        {
          lineNo: 1,
          accountCode: '1111',
          accountName: 'Cash on hand',
          description: null,
          debit: '500.00',
          credit: '0.00',
        },
        {
          lineNo: 2,
          accountCode: '1121',
          accountName: 'Receivable - common fees',
          description: null,
          debit: '0.00',
          credit: '500.00',
        },
      ],
      debit: '500.00',
      credit: '500.00',
    },
  ],
  next: null,
  totals: { entryCount: 1, debit: '500.00', credit: '500.00' },
};

const cashBank: CashBankReport = {
  ...period,
  rows: [
    {
      accountCode: '1111',
      accountName: 'เงินสดในมือ',
      bankAccounts: [],
      opening: '500.00',
      debit: '0.00',
      credit: '400.00',
      closing: '100.00',
    },
    {
      accountCode: '1113',
      accountName: 'เงินฝากธนาคาร - ออมทรัพย์',
      bankAccounts: ['KBANK 1234567890 นิติบุคคลอาคารชุด'],
      opening: '0.00',
      debit: '400.00',
      credit: '3000.00',
      closing: '-2600.00',
    },
  ],
  totals: { opening: '500.00', debit: '400.00', credit: '3400.00', closing: '-2500.00' },
};

const accrued: AccruedExpenseReport = {
  periodFrom: '2025-02',
  periodTo: '2025-02',
  postedOnly: true,
  rows: [
    {
      accountCode: '2120',
      accountName: 'ค่าใช้จ่ายค้างจ่าย',
      opening: '3000.00',
      accrued: '1200.75',
      paid: '3000.00',
      closing: '1200.75',
    },
  ],
  totals: { opening: '3000.00', accrued: '1200.75', paid: '3000.00', closing: '1200.75' },
  ledger: {
    accounts: [
      {
        ...cash,
        accountCode: '2120',
        accountName: 'ค่าใช้จ่ายค้างจ่าย',
        opening: '-3000.00',
        broughtForward: '-3000.00',
        lines: [
          {
            ...cash.lines[0]!,
            description: 'ตั้งค้างจ่ายค่าไฟฟ้า',
            debit: '0.00',
            credit: '1200.75',
            balance: '-4200.75',
          },
        ],
        closing: '-1200.75',
      },
    ],
    next: null,
    totals: { opening: '-3000.00', debit: '3000.00', credit: '1200.75', closing: '-1200.75' },
  },
};

/** Enters a month MM/BBBB over what the picker holds and confirms it with Enter. */
function typeMonth(label: string, text: string) {
  const input = screen.getByLabelText<HTMLInputElement>(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  fireEvent.blur(input);
}

async function open(id: string) {
  await renderScreen(<ReportsScreen />);
  fireEvent.click(await waitFor(() => document.getElementById(id)!));
}

describe('the ledger reports', () => {
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

  it('are listed only for those who see the G/L', async () => {
    fakeServer({}, ['REPORT']);
    await renderScreen(<ReportsScreen />);
    await screen.findByText('รายงานอายุลูกหนี้');
    expect(screen.queryByText('บัญชีแยกประเภท')).toBeNull();
    cleanup();
    fakeServer({}, RIGHTS);
    await renderScreen(<ReportsScreen />);
    for (const name of ['บัญชีแยกประเภท', 'สมุดรายวันทั่วไป', 'เงินสดและเงินฝากธนาคาร', 'ค่าใช้จ่ายค้างจ่าย'])
      expect(await screen.findByText(name)).toBeTruthy();
  });

  it('general ledger: sends the months, accounts and posted-only; shows balances, totals, links; pages on', async () => {
    const server = fakeServer(
      {
        'GET /gl/ledger': ({ query }) => (query.get('cursor') === 'cursor-2' ? secondPage : ledger),
        'GET /masterdata/accounts': [
          { accountCode: '1111', description: 'เงินสดในมือ' },
          { accountCode: '1113', description: 'เงินฝากธนาคาร - ออมทรัพย์' },
        ],
      },
      RIGHTS,
    );
    await open('open-general-ledger');
    expect(await screen.findByRole('heading', { name: 'บัญชีแยกประเภท' })).toBeTruthy();
    typeMonth('ตั้งแต่งวด', '01/2568');
    typeMonth('ถึงงวด', '03/2568');
    fireEvent.click(screen.getByLabelText('เฉพาะรายการบัญชีที่ผ่านรายการแล้ว'));
    fireEvent.click(document.getElementById('general-ledger-show')!);

    expect(await screen.findByText('1111 เงินสดในมือ')).toBeTruthy();
    const query = server.callsTo('GET', '/gl/ledger')[0]!.query;
    expect(query.get('periodFrom')).toBe('2025-01');
    expect(query.get('periodTo')).toBe('2025-03');
    expect(query.get('postedOnly')).toBe('Y');
    expect(query.get('cursor')).toBeNull();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['วันที่', 'เลขที่เอกสาร', 'รายการ', 'เดบิต', 'เครดิต', 'ยอดคงเหลือ']);
    expect(screen.getByText('ยอดยกมา')).toBeTruthy();
    expect(screen.getByText('200.00 Dr')).toBeTruthy();
    expect(screen.getByText('700.00 Dr')).toBeTruthy();
    expect(screen.getAllByText('300.00 Cr')).toHaveLength(2);
    expect(screen.getByText('25/01/2568')).toBeTruthy();
    expect(screen.getByText('รวมบัญชี 1111 · ยอดยกไป')).toBeTruthy();
    expect(screen.getByTestId('general-ledger-total-credit').textContent).toBe('1,000.00');
    expect(screen.getByTestId('ledger-report-conditions').textContent).toBe(
      'ตั้งแต่งวด 01/2568 ถึงงวด 03/2568 · ทุกรายการบัญชี (รวมที่ยังไม่ผ่านรายการ) · บัญชี 1111 ถึง 1113',
    );
    const link = screen.getByRole('link', { name: 'เปิดเอกสาร JV680100001 ในรายการบัญชีแยกประเภท' });
    expect(link.getAttribute('href')).toBe(
      '/views/document?period=2025-01&documentType=JV&documentNo=JV680100001',
    );

    expect(screen.getByTestId('general-ledger-page').textContent).toBe('หน้า 1');
    fireEvent.click(document.getElementById('general-ledger-next')!);
    expect(await screen.findByText('1113 เงินฝากธนาคาร - ออมทรัพย์')).toBeTruthy();
    expect(server.callsTo('GET', '/gl/ledger').at(-1)!.query.get('cursor')).toBe('cursor-2');
    expect(screen.getByTestId('general-ledger-page').textContent).toBe('หน้า 2');
    expect((document.getElementById('general-ledger-next') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(document.getElementById('general-ledger-previous')!);
    expect(await screen.findByText('1111 เงินสดในมือ')).toBeTruthy();
    expect(screen.getByTestId('general-ledger-page').textContent).toBe('หน้า 1');
  });

  it('general ledger: the empty state, every account when none is chosen, no pager for one page', async () => {
    const server = fakeServer(
      {
        'GET /gl/ledger': { ...ledger, accounts: [], next: null },
        'GET /masterdata/accounts': [],
      },
      RIGHTS,
    );
    await open('open-general-ledger');
    await screen.findByLabelText('ถึงงวด');
    fireEvent.click(document.getElementById('general-ledger-show')!);
    expect(await screen.findByText('ไม่มีรายการบัญชีในช่วงที่เลือก')).toBeTruthy();
    expect(server.callsTo('GET', '/gl/ledger')[0]!.query.get('accountFrom')).toBeNull();
    expect(document.getElementById('general-ledger-next')).toBeNull();
  });

  it('journal in English: entries with their lines, the type asked for, totals, the empty state; its files', async () => {
    await inLanguage('en');
    const server = fakeServer(
      {
        'GET /gl/journal': ({ query }) =>
          query.get('documentType') === 'RC'
            ? {
                ...journal,
                documentType: 'RC',
                entries: [],
                totals: { entryCount: 0, debit: '0.00', credit: '0.00' },
              }
            : journal,
        // The files are made by a job: started, done at the first poll, then fetched.
        'POST /exports/ledger-report': ({ body }) => ({
          ...exportOf((body as { format: string }).format),
          status: 'QUEUED',
        }),
        [`GET /exports/${EXPORT_IDS.xlsx}`]: exportOf('xlsx'),
        [`GET /exports/${EXPORT_IDS.pdf}`]: exportOf('pdf'),
        [`GET /exports/${EXPORT_IDS.xlsx}/file`]: new Response(new Blob(['PK']), { status: 200 }),
        [`GET /exports/${EXPORT_IDS.pdf}/file`]: new Response(new Blob(['%PDF-']), { status: 200 }),
      },
      RIGHTS,
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const openWindow = vi.fn();
    vi.stubGlobal('open', openWindow);
    await open('open-journal');
    expect(await screen.findByRole('heading', { name: 'General journal' })).toBeTruthy();
    fireEvent.click(document.getElementById('journal-show')!);
    expect(await screen.findByText('Cash on hand')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Date', 'Document no.', 'Account', 'Description', 'Debit', 'Credit']);
    expect(screen.getByText('Deposit / journal voucher · Cash received')).toBeTruthy();
    expect(screen.getByTestId('journal-total-debit').textContent).toBe('500.00');
    expect(screen.getByTestId('ledger-report-conditions').textContent).toContain('1 entries');

    fireEvent.click(document.getElementById('journal-excel')!);
    await waitFor(() => expect(server.callsTo('POST', '/exports/ledger-report')).toHaveLength(1));
    expect(server.callsTo('POST', '/exports/ledger-report')[0]!.body).toMatchObject({
      report: 'journal',
      format: 'xlsx',
      docLang: 'en',
      periodFrom: expect.any(String),
    });
    // The workbook is saved from the modal's button once the job is done; nothing opens by itself.
    fireEvent.click(await screen.findByRole('button', { name: 'Open the file' }));
    await waitFor(() => expect(server.callsTo('GET', `/exports/${EXPORT_IDS.xlsx}/file`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open the file' })).toBeNull());
    expect(openWindow).not.toHaveBeenCalled();
    fireEvent.click(document.getElementById('journal-pdf')!);
    fireEvent.click(await screen.findByRole('button', { name: 'Open the file' }));
    await waitFor(() => expect(openWindow).toHaveBeenCalled());

    fireEvent.mouseDown(document.getElementById('journal-document-type')!);
    fireEvent.click(await screen.findByTitle('Receipt'));
    fireEvent.click(document.getElementById('journal-show')!);
    expect(await screen.findByText('No entries in these periods')).toBeTruthy();
    expect(server.callsTo('GET', '/gl/journal').at(-1)!.query.get('documentType')).toBe('RC');
  });

  it('cash and bank: per account with its bank accounts, totals on their side; the empty state', async () => {
    fakeServer({ 'GET /gl/cash-bank': cashBank }, RIGHTS);
    await open('open-cash-bank');
    await screen.findByLabelText('ถึงงวด');
    fireEvent.click(document.getElementById('cash-bank-show')!);
    expect(await screen.findByText('KBANK 1234567890 นิติบุคคลอาคารชุด')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['รหัสบัญชี', 'ชื่อบัญชี', 'ยอดยกมา', 'รับ', 'จ่าย', 'ยอดคงเหลือ']);
    expect(screen.getByText('2,600.00 Cr')).toBeTruthy();
    expect(screen.getByTestId('cash-bank-total-closing').textContent).toBe('2,500.00 Cr');
    expect(screen.getByTestId('cash-bank-total-credit').textContent).toBe('3,400.00');
    cleanup();
    fakeServer({ 'GET /gl/cash-bank': { ...cashBank, rows: [] } }, RIGHTS);
    await open('open-cash-bank');
    await screen.findByLabelText('ถึงงวด');
    fireEvent.click(document.getElementById('cash-bank-show')!);
    expect(await screen.findByText('โครงการยังไม่มีบัญชีเงินสดหรือเงินฝากธนาคาร')).toBeTruthy();
  });

  it('accrued expense: as at the month end in Buddhist era, owed figures and the lines behind them', async () => {
    const server = fakeServer({ 'GET /gl/accrued-expense': accrued }, RIGHTS);
    await open('open-accrued-expense');
    await screen.findByLabelText('ถึงงวด');
    typeMonth('ตั้งแต่งวด', '02/2568');
    typeMonth('ถึงงวด', '02/2568');
    fireEvent.click(document.getElementById('accrued-expense-show')!);
    expect(await screen.findByText('ตั้งค้างจ่ายค่าไฟฟ้า')).toBeTruthy();
    expect(server.callsTo('GET', '/gl/accrued-expense')[0]!.query.get('periodTo')).toBe('2025-02');
    expect(screen.getByTestId('ledger-report-conditions').textContent).toBe(
      'ตั้งแต่งวด 02/2568 ถึงงวด 02/2568 · เฉพาะรายการบัญชีที่ผ่านรายการแล้ว · ณ วันที่ 28/02/2568',
    );
    expect(screen.getByTestId('accrued-expense-total-closing').textContent).toBe('1,200.75');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['ยอดค้างจ่ายยกมา', 'ตั้งค้างจ่าย', 'จ่ายชำระ', 'ยอดค้างจ่ายคงเหลือ', 'ยอดคงเหลือ']),
    );
    expect(screen.getByText('รายการบัญชีที่เกี่ยวข้อง')).toBeTruthy();
    expect(screen.getByText('4,200.75 Cr')).toBeTruthy();
    const row = screen.getByText('2120 ค่าใช้จ่ายค้างจ่าย').closest('tr')!;
    expect(within(row).getByText('2120 ค่าใช้จ่ายค้างจ่าย')).toBeTruthy();
  });
});
