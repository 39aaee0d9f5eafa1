import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { BillPaymentImport, DepositDetail, DepositRow, UndepositedRow } from '@suanklang/shared';
import '../../../i18n';
import { confirmCustom, showSuccess } from '../../../components/dialogs';
import { inLanguage } from '../../../components/test-lang';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { errorReply, fakeServer, renderScreen } from '../../../lib/settings/test-screen';
import { DepositsScreen, thisMonthDeposits } from './deposits-screen';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('../../../components/dialogs', () => ({
  showSuccess: vi.fn(),
  showError: vi.fn(),
  showWarning: vi.fn(),
  confirmCustom: vi.fn(() => Promise.resolve(true)),
}));

const EDIT = ['DEPOSIT', 'DEPOSIT_EDIT'] as const;
const DEPOSIT_ID = '0b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a81';
const IMPORT_ID = '1b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a82';

const row: DepositRow = {
  depositId: DEPOSIT_ID,
  depositNo: 'JV691100001',
  depositDate: '2026-11-20',
  bankAccountCode: '1113',
  bankAccountDescription: 'เงินฝากธนาคาร - ออมทรัพย์',
  source: 'COUNTER',
  status: 'POSTED',
  amount: '1300.00',
  cashAmount: '1000.00',
  chequeAmount: '300.00',
  returnedAmount: '0.00',
  netAmount: '1300.00',
  itemCount: 2,
  remark: null,
  printCount: 1,
};

const detail: DepositDetail = {
  ...row,
  items: [
    {
      receiptPaymentId: 'p1',
      receiptId: 'r1',
      receiptNo: 'RC691100007',
      receiptDate: '2026-11-18',
      unitCode: 'A0101',
      customerName: 'สมชาย',
      paymentType: 'CASH',
      accountCode: '1111',
      chequeNo: null,
      chequeStatus: null,
      amount: '1000.00',
      returnedAt: null,
    },
    {
      receiptPaymentId: 'p2',
      receiptId: 'r2',
      receiptNo: 'RC691100008',
      receiptDate: '2026-11-19',
      unitCode: 'A0102',
      customerName: 'สมหญิง',
      paymentType: 'CHEQUE',
      accountCode: '1131',
      chequeNo: '12345678',
      chequeStatus: 'DEPOSITED',
      amount: '300.00',
      returnedAt: null,
    },
  ],
  journals: [
    {
      documentNo: 'JV691100001',
      kind: 'POST',
      entryDate: '2026-11-20',
      lines: [
        {
          accountCode: '1113',
          accountDescription: 'เงินฝากธนาคาร - ออมทรัพย์',
          debit: '1000.00',
          credit: '0.00',
        },
        { accountCode: '1111', accountDescription: 'เงินสดในมือ', debit: '0.00', credit: '1000.00' },
      ],
    },
  ],
  cancelReason: null,
  createdBy: 'accountant',
  createdDate: '2026-11-20T03:00:00.000Z',
};

const undeposited: UndepositedRow[] = [
  {
    ...detail.items[0]!,
    receiptPaymentId: 'u1',
    receiptNo: 'RC691100001',
    receiptDate: '2026-11-10',
    chequeDate: null,
    bankCode: null,
    daysOnHand: 10,
    overdue: true,
  },
  {
    ...detail.items[1]!,
    receiptPaymentId: 'u2',
    receiptNo: 'RC691100002',
    receiptDate: '2026-11-21',
    chequeStatus: 'ON_HAND',
    chequeDate: '2026-11-21',
    bankCode: '004',
    daysOnHand: 1,
    overdue: false,
    amount: '250.50',
  },
];

const imported: BillPaymentImport = {
  importId: IMPORT_ID,
  fileName: 'mpay.txt',
  status: 'REVIEW',
  bankCode: '004',
  companyAccount: '1234567890',
  fileDate: '2026-11-20',
  lineCount: 3,
  matchedCount: 1,
  totalAmount: '1600.00',
  depositNo: null,
  createdDate: '2026-11-20T03:00:00.000Z',
  committedDate: null,
  summary: {
    matched: { count: 1, amount: '1000.00' },
    mismatch: { count: 1, amount: '500.00' },
    unmatched: { count: 1, amount: '100.00' },
  },
  lines: [
    {
      lineNo: 2,
      sequence: '2',
      paymentDate: '2026-11-19',
      paymentTime: '13:30:00',
      customerName: 'สมชาย',
      ref1: 'A0101',
      ref2: 'IN691100001',
      amount: '1000.00',
      result: 'MATCHED',
      reason: null,
      unitCode: 'A0101',
      invoiceNo: 'IN691100001',
      outstanding: '1000.00',
      receiptNo: null,
    },
    {
      lineNo: 3,
      sequence: '3',
      paymentDate: '2026-11-19',
      paymentTime: '09:00:00',
      customerName: 'สมหญิง',
      ref1: 'A0102',
      ref2: 'IN691100002',
      amount: '500.00',
      result: 'MISMATCH',
      reason: 'ยอดชำระ 500.00 ไม่เท่ากับยอดค้างชำระ 750.00',
      unitCode: 'A0102',
      invoiceNo: 'IN691100002',
      outstanding: '750.00',
      receiptNo: null,
    },
    {
      lineNo: 4,
      sequence: '4',
      paymentDate: '2026-11-19',
      paymentTime: '10:00:00',
      customerName: 'X',
      ref1: 'ZZ99',
      ref2: 'IN1',
      amount: '100.00',
      result: 'UNMATCHED',
      reason: 'ไม่พบห้องตาม Ref1',
      unitCode: null,
      invoiceNo: null,
      outstanding: null,
      receiptNo: null,
    },
  ],
};

const committedImport: BillPaymentImport = {
  ...imported,
  status: 'COMMITTED',
  depositNo: 'JV691100003',
  committedDate: '2026-11-20T04:00:00.000Z',
  lines: imported.lines.map((l) => (l.result === 'MATCHED' ? { ...l, receiptNo: 'RC691100050' } : l)),
};

const routes = {
  'POST /deposits/search': [row],
  [`GET /deposits/${DEPOSIT_ID}`]: detail,
  'GET /deposits/receipts/voucher': undeposited,
  'GET /deposits/bank-accounts': [
    { accountCode: '1113', description: 'เงินฝากธนาคาร - ออมทรัพย์' },
    { accountCode: '1114', description: 'เงินฝากธนาคาร - กระแสรายวัน' },
  ],
  'POST /deposits/save': { depositId: DEPOSIT_ID, depositNo: 'JV691100002', amount: '1250.50' },
  'PUT /deposits/cancel': { depositId: DEPOSIT_ID },
  'POST /deposits/mpay': imported,
  'POST /deposits/mpay/commit': committedImport,
  'GET /receipts/mpay': [committedImport],
  'GET /deposits/mpay': committedImport,
};

function chooseFile(name: string, content = 'H000001') {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([content], name, { type: 'text/plain' })] } });
}

describe('deposits', () => {
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

  it('lists deposits, searches by the upper-cased number, opens one with its items and journal, and cancels it with a reason', async () => {
    const server = fakeServer(routes, EDIT);
    await renderScreen(<DepositsScreen />);
    expect(await screen.findByText('JV691100001')).toBeTruthy();
    expect(document.getElementById(`deposit-net-${DEPOSIT_ID}`)).toBeNull();
    expect(screen.getAllByText('1,300.00').length).toBeGreaterThan(0);

    fireEvent.change(screen.getByLabelText('เลขที่นำฝาก'), { target: { value: 'jv6911' } });
    fireEvent.click(screen.getByRole('button', { name: /ค้นหา/ }));
    await waitFor(() => expect(server.callsTo('POST', '/deposits/search')).toHaveLength(2));
    expect(server.callsTo('POST', '/deposits/search')[1]?.body).toMatchObject({
      depositNo: 'JV6911',
      propertyCode: 'P001',
    });

    fireEvent.click(screen.getByText('JV691100001'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('RC691100008')).toBeTruthy();
    expect(within(drawer).getByText('12345678')).toBeTruthy();
    expect(within(drawer).getByText('[1111] - เงินสดในมือ')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: /ยกเลิกรายการนำฝาก/ }));
    const reason = await screen.findByLabelText('เหตุผลการยกเลิก');
    fireEvent.click(document.getElementById('cancel-deposit-confirm')!);
    await waitFor(() =>
      expect(document.getElementById('cancelDeposit_reason_help')?.textContent ?? '').not.toBe(''),
    );
    expect(server.callsTo('PUT', '/deposits/cancel')).toHaveLength(0);
    fireEvent.change(reason, { target: { value: 'ฝากผิดบัญชี' } });
    fireEvent.click(document.getElementById('cancel-deposit-confirm')!);
    await waitFor(() => expect(server.callsTo('PUT', '/deposits/cancel')).toHaveLength(1));
    expect(server.callsTo('PUT', '/deposits/cancel')[0]?.body).toMatchObject({
      depositId: DEPOSIT_ID,
      reason: 'ฝากผิดบัญชี',
    });
    expect(showSuccess).toHaveBeenCalled();
  });

  it("opens on this month's slips, a page at a time, and on every month for a link to one slip", async () => {
    expect(thisMonthDeposits(dayjs('2026-02-14'))).toEqual({
      depositDateFrom: '2026-02-01',
      depositDateTo: '2026-02-28',
    });
    expect(thisMonthDeposits(dayjs('2028-02-29'))).toEqual({
      depositDateFrom: '2028-02-01',
      depositDateTo: '2028-02-29',
    });
    const server = fakeServer(routes, EDIT);
    await renderScreen(<DepositsScreen />);
    expect(await screen.findByText('JV691100001')).toBeTruthy();
    const first = server.callsTo('POST', '/deposits/search')[0]?.body as Record<string, unknown>;
    expect(first).toMatchObject({
      depositDateFrom: dayjs().startOf('month').format('YYYY-MM-DD'),
      depositDateTo: dayjs().endOf('month').format('YYYY-MM-DD'),
      pageSize: 20,
    });
    expect(first.depositNo).toBeUndefined();
    cleanup();
    vi.unstubAllGlobals();

    const linked = fakeServer(routes, EDIT);
    await renderScreen(<DepositsScreen />, { url: '/screen?no=jv681000004' });
    expect(await screen.findByText('JV691100001')).toBeTruthy();
    const one = linked.callsTo('POST', '/deposits/search')[0]?.body as Record<string, unknown>;
    expect(one.depositNo).toBe('JV681000004');
    expect(one.depositDateFrom).toBeUndefined();
    expect(one.depositDateTo).toBeUndefined();
  });

  it('creates a deposit: overdue payments are flagged, the total follows the ticks, nothing is sent without a tick', async () => {
    const server = fakeServer(routes, EDIT);
    await renderScreen(<DepositsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /สร้างรายการนำฝาก/ }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('RC691100001')).toBeTruthy();
    const tags = within(drawer).getAllByTestId('overdue-tag');
    expect(tags).toHaveLength(1);
    expect(tags[0]!.textContent).toBe('เกิน 3 วัน');
    expect(within(drawer).getByTestId('deposit-total').textContent).toBe('เลือก 0 รายการ ยอดรวม 0.00 บาท');

    fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: 'บัญชีธนาคาร' }));
    fireEvent.click(await screen.findByTitle('[1113] - เงินฝากธนาคาร - ออมทรัพย์'));
    fireEvent.click(document.getElementById('save-deposit')!);
    expect(await within(drawer).findByText('กรุณาเลือกรายการอย่างน้อย 1 รายการ')).toBeTruthy();
    expect(server.callsTo('POST', '/deposits/save')).toHaveLength(0);

    const checkboxes = within(drawer).getAllByRole('checkbox');
    // [0] selects all; then one per row.
    fireEvent.click(checkboxes[1]!);
    fireEvent.click(checkboxes[2]!);
    await waitFor(() =>
      expect(within(drawer).getByTestId('deposit-total').textContent).toBe(
        'เลือก 2 รายการ ยอดรวม 1,250.50 บาท',
      ),
    );
    fireEvent.click(document.getElementById('save-deposit')!);
    await waitFor(() => expect(server.callsTo('POST', '/deposits/save')).toHaveLength(1));
    expect(server.callsTo('POST', '/deposits/save')[0]?.body).toMatchObject({
      bankAccountCode: '1113',
      receiptPaymentIds: ['u1', 'u2'],
      propertyCode: 'P001',
    });
    expect(
      (server.callsTo('POST', '/deposits/save')[0]?.body as { depositDate: string }).depositDate,
    ).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('shows a payment another user deposited meanwhile as an error and keeps the drawer open', async () => {
    fakeServer(
      {
        ...routes,
        'POST /deposits/save': errorReply(409, { code: 'JV102', message: 'มีรายการรับชำระที่ถูกนำฝากแล้ว' }),
      },
      EDIT,
    );
    await renderScreen(<DepositsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /สร้างรายการนำฝาก/ }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('RC691100001');
    fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: 'บัญชีธนาคาร' }));
    fireEvent.click(await screen.findByTitle('[1113] - เงินฝากธนาคาร - ออมทรัพย์'));
    fireEvent.click(within(drawer).getAllByRole('checkbox')[1]!);
    fireEvent.click(document.getElementById('save-deposit')!);
    await waitFor(() => expect(screen.getAllByRole('dialog').length).toBeGreaterThan(0));
    expect(showSuccess).not.toHaveBeenCalled();
    expect(within(drawer).getByText('RC691100001')).toBeTruthy();
  });

  it('reconciles a bill-payment file: summary, reasons, confirmation, receipt numbers', async () => {
    const server = fakeServer(routes, EDIT);
    await renderScreen(<DepositsScreen />);
    fireEvent.click(await screen.findByRole('tab', { name: 'กระทบยอดรับชำระผ่านธนาคาร (mPay)' }));
    await screen.findByRole('button', { name: /เลือกไฟล์/ });
    chooseFile('mpay.txt');
    expect(await screen.findByText('ยอดชำระ 500.00 ไม่เท่ากับยอดค้างชำระ 750.00')).toBeTruthy();
    expect(screen.getByText('ไม่พบห้องตาม Ref1')).toBeTruthy();
    expect(screen.getByTestId('mpay-matched').textContent).toContain('1,000.00');
    expect(screen.getByTestId('mpay-mismatch').textContent).toContain('500.00');
    expect(screen.getByTestId('mpay-unmatched').textContent).toContain('1 รายการ');
    const sent = server.callsTo('POST', '/deposits/mpay')[0]!;
    expect(sent.body).toBeInstanceOf(FormData);
    expect(sent.query.get('propertyCode')).toBe('P001');

    fireEvent.click(document.getElementById('mpay-commit')!);
    await waitFor(() => expect(server.callsTo('POST', '/deposits/mpay/commit')).toHaveLength(1));
    expect(confirmCustom).toHaveBeenCalledWith('ยืนยันการบันทึก', expect.stringContaining('1,000.00'));
    expect(server.callsTo('POST', '/deposits/mpay/commit')[0]?.body).toMatchObject({ importId: IMPORT_ID });
    expect(await screen.findByText('RC691100050')).toBeTruthy();
    expect(screen.getAllByText(/JV691100003/).length).toBeGreaterThan(0);
    expect(document.getElementById('mpay-commit')).toBeNull();
  });

  it('lists the uploaded files and reopens one with its receipt numbers', async () => {
    const server = fakeServer(routes, EDIT);
    await renderScreen(<DepositsScreen />);
    fireEvent.click(await screen.findByRole('tab', { name: 'กระทบยอดรับชำระผ่านธนาคาร (mPay)' }));
    fireEvent.click(await screen.findByText('mpay.txt'));
    expect(await screen.findByText('RC691100050')).toBeTruthy();
    expect(server.callsTo('GET', '/deposits/mpay')[0]?.query.get('id')).toBe(IMPORT_ID);
    expect(document.getElementById('mpay-commit')).toBeNull();
  });

  it('does not commit when the confirmation is declined, and shows a refused file with its line', async () => {
    vi.mocked(confirmCustom).mockResolvedValueOnce(false);
    const server = fakeServer(routes, EDIT);
    await renderScreen(<DepositsScreen />);
    fireEvent.click(await screen.findByRole('tab', { name: 'กระทบยอดรับชำระผ่านธนาคาร (mPay)' }));
    await screen.findByRole('button', { name: /เลือกไฟล์/ });
    chooseFile('mpay.txt');
    await screen.findByText('ไม่พบห้องตาม Ref1');
    fireEvent.click(document.getElementById('mpay-commit')!);
    await waitFor(() => expect(confirmCustom).toHaveBeenCalled());
    expect(server.callsTo('POST', '/deposits/mpay/commit')).toHaveLength(0);

    cleanup();
    fakeServer(
      {
        ...routes,
        'POST /deposits/mpay': errorReply(400, {
          code: 'JV105',
          message: 'ไฟล์รับชำระผ่านธนาคารไม่ถูกต้อง',
          fields: [{ path: 'line.3', rule: 'length', message: 'บรรทัดที่ 3: ความยาวบรรทัดต้องเท่ากับ 256 ตัวอักษร' }],
        }),
      },
      EDIT,
    );
    await renderScreen(<DepositsScreen />);
    fireEvent.click(await screen.findByRole('tab', { name: 'กระทบยอดรับชำระผ่านธนาคาร (mPay)' }));
    await screen.findByRole('button', { name: /เลือกไฟล์/ });
    chooseFile('bad.txt');
    expect(await screen.findByText('บรรทัดที่ 3: ความยาวบรรทัดต้องเท่ากับ 256 ตัวอักษร')).toBeTruthy();
    expect(screen.getByText('ไฟล์รับชำระผ่านธนาคารไม่ถูกต้อง')).toBeTruthy();
    chooseFile('bad.exe');
    expect(await screen.findByText('รองรับเฉพาะไฟล์ .txt .csv หรือ .dat')).toBeTruthy();
  });

  it('offers no create, cancel or reconciliation without DEPOSIT_EDIT', async () => {
    fakeServer(routes, ['DEPOSIT']);
    await renderScreen(<DepositsScreen />);
    fireEvent.click(await screen.findByText('JV691100001'));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('RC691100008');
    expect(within(drawer).queryByRole('button', { name: /ยกเลิกรายการนำฝาก/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /สร้างรายการนำฝาก/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'กระทบยอดรับชำระผ่านธนาคาร (mPay)' })).toBeNull();
  });

  it('marks a returned cheque on its deposit, shows the net amount and offers no cancel', async () => {
    const returned: DepositDetail = {
      ...detail,
      returnedAmount: '300.00',
      netAmount: '1000.00',
      items: [detail.items[0]!, { ...detail.items[1]!, chequeStatus: 'RETURNED', returnedAt: '2026-11-22' }],
    };
    const listed: DepositRow = { ...row, returnedAmount: '300.00', netAmount: '1000.00' };
    fakeServer(
      { ...routes, 'POST /deposits/search': [listed], [`GET /deposits/${DEPOSIT_ID}`]: returned },
      EDIT,
    );
    await renderScreen(<DepositsScreen />);
    expect(await screen.findByText('JV691100001')).toBeTruthy();
    expect(document.getElementById(`deposit-net-${DEPOSIT_ID}`)?.textContent).toBe('ยอดฝากสุทธิ 1,000.00');
    fireEvent.click(screen.getByText('JV691100001'));
    const drawer = await screen.findByRole('dialog');
    const chequeRow = (await within(drawer).findByText('RC691100008')).closest('tr')!;
    expect(within(chequeRow).getByText(/^เช็คคืน /).textContent).toContain('2569');
    const cashRow = within(drawer).getByText('RC691100007').closest('tr')!;
    expect(within(cashRow).queryByText(/^เช็คคืน/)).toBeNull();
    expect(within(drawer).getByText('ยอดฝากสุทธิ').closest('tr')!.textContent).toContain('1,000.00');
    expect(within(drawer).queryByRole('button', { name: /ยกเลิกรายการนำฝาก/ })).toBeNull();
  });

  it('speaks English', async () => {
    await inLanguage('en');
    storeLang('en');
    fakeServer(routes, EDIT);
    await renderScreen(<DepositsScreen />);
    expect(await screen.findByText('Deposit List')).toBeTruthy();
    expect((await screen.findAllByText('Counter')).length).toBeGreaterThan(0);
  });
});
