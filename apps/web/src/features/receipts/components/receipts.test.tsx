import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { ruleMessage, type ChequeRow, type InvoiceRow } from '@suanklang/shared';
import '../../../i18n';
import { inLanguage } from '../../../components/test-lang';
import {
  confirmDiscardChanges,
  confirmSure,
  showError,
  showSaved,
  showSuccess,
} from '../../../components/dialogs';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { fakeServer, renderScreen, type FakeCall } from '../../../lib/settings/test-screen';
import { ReceiptsScreen } from './receipts-screen';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('../../../components/dialogs', () => ({
  showSuccess: vi.fn(),
  showSaved: vi.fn(),
  showError: vi.fn(),
  showWarning: vi.fn(),
  showConfigChecklist: vi.fn(),
  confirmCustom: vi.fn(() => Promise.resolve(true)),
  confirmSure: vi.fn(() => Promise.resolve(true)),
  confirmDiscardChanges: vi.fn(() => Promise.resolve(false)),
}));

const EDIT = ['RECEIPT', 'RECEIPT_EDIT'] as const;
const RECEIPT_ID = '2b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a83';
const CHEQUE_1 = '3b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a84';
const CHEQUE_2 = '4b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a85';

const receiptRow = {
  receiptId: RECEIPT_ID,
  receiptNo: 'RC2603-0001',
  receiptDate: '2026-03-05',
  receiptType: '1',
  receiptTypeDescription: 'ใบเสร็จรับเงิน/ใบกำกับภาษี',
  status: 'ISSUED' as const,
  source: 'COUNTER' as const,
  unitCode: 'A-101',
  customerCode: 'C00001',
  customerName: 'สมชาย ใจดี',
  grandTotal: '3420.00',
  paidTotal: '3420.00',
  deductionTotal: '0.00',
  walletTopUp: '0.00',
  printCount: 2,
};
const changed = { receiptId: RECEIPT_ID, receiptNo: 'RC2603-0001', status: 'ISSUED', printCount: 2 };

function invoice(no: number, grandTotal: string, outstanding = grandTotal): InvoiceRow {
  return {
    invoiceId: `0b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a9${no}`,
    invoiceNo: `IN2603-000${no}`,
    status: 'ISSUED',
    paymentStatus: 'UNPAID',
    source: 'BILLING',
    unitCode: 'A-101',
    customerCode: 'C00001',
    customerName: 'สมชาย ใจดี',
    invoiceDate: '2026-03-01',
    dueDate: '2026-03-15',
    billingMonth: '2026-03',
    grandTotal,
    paidAmount: '0.00',
    creditedAmount: '0.00',
    outstanding,
    printCount: 1,
  };
}

function cheque(id: string, chequeNo: string, amount: string, balance: string): ChequeRow {
  return {
    id,
    chequeId: id,
    chequeNo,
    chequeType: 1,
    direction: 'RECEIVED',
    status: 'ON_HAND',
    chequeDate: '2026-03-05',
    bankCode: '002',
    bankName: 'ธนาคารกรุงเทพ',
    branchCode: '0001',
    bankBranchDesc: 'สาขาสีลม',
    payerName: 'สมชาย ใจดี',
    amount,
    grandTotal: amount,
    balance,
    accountCode: null,
    bookNo: null,
    remark: null,
    depositedAt: null,
    passedAt: null,
    returnedAt: null,
    statusReason: null,
    createdDate: '2026-03-05T02:00:00.000Z',
  };
}

const accounts = (call: FakeCall) => {
  const type = call.query.get('paymentType');
  if (type === '1') return [{ accountCode: '1111', description: 'เงินสด' }];
  if (type === '2') return [{ accountCode: '1121', description: 'เงินฝากธนาคาร กระแสรายวัน' }];
  if (type === '3') return [{ accountCode: '1113', description: 'เช็ครับในมือ' }];
  return [{ accountCode: '5100', description: 'ค่าธรรมเนียมธนาคาร' }];
};

const routes = {
  'POST /receipts/search': [receiptRow],
  [`GET /receipts/${RECEIPT_ID}`]: {
    ...receiptRow,
    unitId: '5b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a86',
    customerAddress: null,
    customerTaxId: null,
    customerBranchNo: null,
    amountExcludeVat: '3420.00',
    vat: '0.00',
    remark: null,
    cancelReason: null,
    lines: [
      {
        invoiceId: '0b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a91',
        invoiceNo: 'IN2603-0001',
        lineNo: 1,
        expenseTypeCode: 'CF',
        expenseTypeDescription: 'ค่าส่วนกลาง',
        description: 'ค่าส่วนกลาง มีนาคม 2569',
        displayDescription: 'ค่าส่วนกลาง มีนาคม 2569',
        billingStart: '2026-03',
        billingEnd: '2026-03',
        amountExcludeVat: '3420.00',
        vat: '0.00',
        amount: '3420.00',
      },
    ],
    deductions: [],
    payments: [
      {
        lineNo: 1,
        type: 'cheque',
        accountCode: '1113',
        accountCodeDescription: 'เช็ครับในมือ',
        amount: '3420.00',
        chequeId: '3b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a84',
        chequeNo: '12345678',
        cardNoLast4: null,
        cardHolderNameCode: null,
        cardName: null,
        date: null,
        accountNo: null,
        reference: null,
        deposited: false,
      },
    ],
    createdBy: 'นภา บัญชี',
    createdDate: '2026-03-05T02:00:00.000Z',
    updatedDate: null,
    journals: [
      {
        documentNo: 'RC2603-0001',
        kind: 'POST',
        entryDate: '2026-03-05',
        lines: [
          { accountCode: '1113', accountDescription: 'เช็ครับในมือ', debit: '3420.00', credit: '0.00' },
          { accountCode: '1130', accountDescription: 'ลูกหนี้ค่าส่วนกลาง', debit: '0.00', credit: '3420.00' },
        ],
      },
    ],
  },
  'GET /receipts/type': [
    { code: '1', description: 'ใบเสร็จรับเงิน', taxInvoice: false, available: true },
    { code: '2', description: 'ใบเสร็จรับเงิน/ใบกำกับภาษี', taxInvoice: true, available: false },
  ],
  'GET /properties/unit': [{ unit: 'A-101', unitCode: 'A-101', unitCodeDescription: 'A-101 - สมชาย ใจดี' }],
  'GET /invoices/unit': {
    unitCode: 'A-101',
    customerCode: 'C00001',
    customerName: 'สมชาย ใจดี',
    customerAddress: null,
    outstanding: '3920.00',
    openInvoices: [invoice(1, '1420.00'), invoice(2, '500.00'), invoice(3, '2000.00')],
  },
  'GET /masterdata/accounts': accounts,
  'GET /masterdata/cheques': [
    cheque(CHEQUE_1, '12345678', '1000.00', '1000.00'),
    cheque(CHEQUE_2, '87654321', '5000.00', '3000.00'),
  ],
};

function help(id: string): string {
  return document.getElementById(`${id}_help`)?.textContent ?? '';
}

function type(id: string, value: string) {
  const input = document.getElementById(id) as HTMLInputElement;
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

const remaining = () => screen.getByTestId('remaining').textContent;

describe('receipts', () => {
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

  it('searches with the receipt number upper-cased and lists the rows (Buddhist-era dates)', async () => {
    const server = fakeServer(routes, EDIT);
    await renderScreen(<ReceiptsScreen />);
    expect(await screen.findByText('RC2603-0001')).toBeTruthy();
    expect(screen.getByText('05/03/2569')).toBeTruthy();
    expect(screen.getByText('3,420.00')).toBeTruthy();
    expect(screen.getByText('ออกแล้ว')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('เลขที่ใบเสร็จ'), { target: { value: 'rc2603-0001' } });
    fireEvent.change(screen.getByLabelText('ห้องชุด'), { target: { value: 'a-101' } });
    fireEvent.click(screen.getByRole('button', { name: /ค้นหา/ }));
    await waitFor(() => expect(server.callsTo('POST', '/receipts/search')).toHaveLength(2));
    expect(server.callsTo('POST', '/receipts/search')[1]?.body).toMatchObject({
      lang: 'TH',
      propertyCode: 'P001',
      receiptNo: 'RC2603-0001',
      unitCode: 'A-101',
      pageSize: 20,
    });
  });

  it("opens on the receipt the address names (the G/L drawer's link), and ignores a malformed one", async () => {
    const server = fakeServer(routes, EDIT);
    await renderScreen(<ReceiptsScreen />, { url: '/screen?no=rc2603-0001' });
    await screen.findByText('RC2603-0001');
    expect(server.callsTo('POST', '/receipts/search')[0]?.body).toMatchObject({ receiptNo: 'RC2603-0001' });
    expect(screen.getByLabelText<HTMLInputElement>('เลขที่ใบเสร็จ').value).toBe('RC2603-0001');
    cleanup();
    const other = fakeServer(routes, EDIT);
    await renderScreen(<ReceiptsScreen />, { url: '/screen?no=%27%3B%20drop' });
    await screen.findByText('RC2603-0001');
    expect(other.callsTo('POST', '/receipts/search')[0]?.body).not.toHaveProperty('receiptNo');
  });

  it('shows the detail with its payments and journal', async () => {
    fakeServer(routes, EDIT);
    await renderScreen(<ReceiptsScreen />);
    fireEvent.click(await screen.findByText('RC2603-0001'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('[1130] - ลูกหนี้ค่าส่วนกลาง')).toBeTruthy();
    expect(within(drawer).getByText('IN2603-0001')).toBeTruthy();
    expect(within(drawer).getByText('12345678 · [1113] - เช็ครับในมือ')).toBeTruthy();
    expect(within(drawer).getByText('มี.ค. 2569')).toBeTruthy();
  });

  it("shows an English screen the lines' English text, not the stored Thai one", async () => {
    await inLanguage('en');
    storeLang('en');
    const detail = routes[`GET /receipts/${RECEIPT_ID}`] as { lines: object[] };
    const surcharge = {
      ...detail.lines[0],
      lineNo: 2,
      expenseTypeCode: 'SC',
      expenseTypeDescription: 'Late-payment surcharge',
      description: 'เงินเพิ่ม IN2602-0007 (16/02/2569-05/03/2569)',
      displayDescription: 'Surcharge on IN2602-0007 (16/02/2026-05/03/2026)',
    };
    const server = fakeServer(
      { ...routes, [`GET /receipts/${RECEIPT_ID}`]: { ...detail, lines: [surcharge] } },
      EDIT,
    );
    await renderScreen(<ReceiptsScreen />);
    fireEvent.click(await screen.findByText('RC2603-0001'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Surcharge on IN2602-0007 (16/02/2026-05/03/2026)')).toBeTruthy();
    expect(within(drawer).getByText('Late-payment surcharge')).toBeTruthy();
    expect(within(drawer).queryByText(/เงินเพิ่ม/)).toBeNull();
    expect(server.callsTo('GET', `/receipts/${RECEIPT_ID}`)[0]?.query.get('lang')).toBe('EN');
    await inLanguage('th');
  });

  it.each([
    ['th', 'แก้ไขหมายเหตุ', 'บันทึกหมายเหตุเรียบร้อย'],
    ['en', 'Update remark', 'Remark saved.'],
  ] as const)('saves a remark with a short message, not a dialog (%s)', async (lang, action, done) => {
    await inLanguage(lang);
    storeLang(lang);
    const server = fakeServer({ ...routes, 'PUT /receipts/update': changed }, EDIT);
    await renderScreen(<ReceiptsScreen />);
    fireEvent.click(await screen.findByText('RC2603-0001'));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByRole('button', { name: action }));
    const remark = await waitFor(() => {
      const field = document.getElementById('receiptRemark_remark');
      expect(field).toBeTruthy();
      return field as HTMLTextAreaElement;
    });
    fireEvent.change(remark, { target: { value: 'โอนจากบัญชีบริษัท' } });
    fireEvent.click(document.getElementById('remark-save') as HTMLElement);
    await waitFor(() => expect(server.callsTo('PUT', '/receipts/update')).toHaveLength(1));
    expect(server.callsTo('PUT', '/receipts/update')[0]?.body).toMatchObject({
      receiptId: RECEIPT_ID,
      remark: 'โอนจากบัญชีบริษัท',
    });
    await waitFor(() => expect(showSaved).toHaveBeenCalledWith(done));
    expect(showSuccess).not.toHaveBeenCalled();
    await inLanguage('th');
  });

  it('cancels only with a reason, after a confirmation', async () => {
    const server = fakeServer({ ...routes, 'PUT /receipts/cancel': changed }, EDIT);
    await renderScreen(<ReceiptsScreen />);
    fireEvent.click(await screen.findByText('RC2603-0001'));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByRole('button', { name: 'ยกเลิกใบเสร็จ' }));
    const confirm = await screen.findByRole('button', { name: /ยืนยันการยกเลิก/ });
    fireEvent.click(confirm);
    await waitFor(() => expect(help('cancelReceipt_reason')).toBe(ruleMessage('th', 'required')));
    expect(confirmSure).not.toHaveBeenCalled();
    expect(server.callsTo('PUT', '/receipts/cancel')).toHaveLength(0);

    fireEvent.change(document.getElementById('cancelReceipt_reason') as HTMLTextAreaElement, {
      target: { value: 'รับเงินซ้ำ' },
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(server.callsTo('PUT', '/receipts/cancel')).toHaveLength(1));
    expect(confirmSure).toHaveBeenCalledTimes(1);
    expect(server.callsTo('PUT', '/receipts/cancel')[0]?.body).toMatchObject({
      receiptId: RECEIPT_ID,
      reason: 'รับเงินซ้ำ',
    });
  });

  it('asks before a reason drawer with a typed reason closes, and closes an untouched one at once', async () => {
    const server = fakeServer({ ...routes, 'PUT /receipts/cancel': changed }, EDIT);
    await renderScreen(<ReceiptsScreen />);
    fireEvent.click(await screen.findByText('RC2603-0001'));
    const drawer = await screen.findByRole('dialog');
    const reason = () => document.getElementById('cancelReceipt_reason') as HTMLTextAreaElement | null;
    const closeReason = () =>
      fireEvent.click(
        within(reason()!.closest<HTMLElement>('.ant-drawer')!).getByRole('button', { name: 'ปิด' }),
      );
    const asked = vi.mocked(confirmDiscardChanges);

    fireEvent.click(await within(drawer).findByRole('button', { name: 'ยกเลิกใบเสร็จ' }));
    await waitFor(() => expect(reason()).toBeTruthy());
    closeReason();
    await waitFor(() => expect(reason()).toBeNull());
    expect(asked).not.toHaveBeenCalled();

    fireEvent.click(await within(drawer).findByRole('button', { name: 'ยกเลิกใบเสร็จ' }));
    await waitFor(() => expect(reason()).toBeTruthy());
    fireEvent.change(reason()!, { target: { value: 'รับเงินซ้ำ' } });
    closeReason();
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    // "Keep editing" (the mock's default answer): the reason stays.
    expect(reason()?.value).toBe('รับเงินซ้ำ');
    asked.mockResolvedValueOnce(true);
    closeReason();
    await waitFor(() => expect(reason()).toBeNull());
    expect(server.callsTo('PUT', '/receipts/cancel')).toHaveLength(0);
  });

  it('does not cancel when the confirmation is declined', async () => {
    const server = fakeServer({ ...routes, 'PUT /receipts/cancel': changed }, EDIT);
    vi.mocked(confirmSure).mockResolvedValueOnce(false);
    await renderScreen(<ReceiptsScreen />);
    fireEvent.click(await screen.findByText('RC2603-0001'));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByRole('button', { name: 'ยกเลิกใบเสร็จ' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /เหตุผลการยกเลิก/ }), {
      target: { value: 'รับเงินซ้ำ' },
    });
    fireEvent.click(screen.getByRole('button', { name: /ยืนยันการยกเลิก/ }));
    await waitFor(() => expect(confirmSure).toHaveBeenCalledTimes(1));
    expect(server.callsTo('PUT', '/receipts/cancel')).toHaveLength(0);
  });

  it('reprints only with a reason; Save is disabled while printing', async () => {
    const server = fakeServer({ ...routes, 'POST /receipts/reprint': changed }, EDIT);
    // The PDF is held back so the panel can be seen while it prints.
    let release: (response: Response) => void = () => undefined;
    const printCalls: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/print')) {
        printCalls.push(url);
        return new Promise<Response>((resolve) => (release = resolve));
      }
      return server.fetchMock(input, init);
    });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    URL.revokeObjectURL = vi.fn();
    await renderScreen(<ReceiptsScreen />);
    fireEvent.click(await screen.findByText('RC2603-0001'));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByRole('button', { name: 'พิมพ์สำเนา' }));
    const save = await screen.findByRole('button', { name: /บันทึกและพิมพ์/ });
    fireEvent.click(save);
    await waitFor(() => expect(help('reprintReceipt_reason')).toBe(ruleMessage('th', 'required')));
    expect(server.callsTo('POST', '/receipts/reprint')).toHaveLength(0);
    expect(printCalls).toHaveLength(0);

    fireEvent.change(document.getElementById('reprintReceipt_reason') as HTMLTextAreaElement, {
      target: { value: 'ลูกค้าทำต้นฉบับหาย' },
    });
    fireEvent.click(save);
    await waitFor(() => expect(server.callsTo('POST', '/receipts/reprint')).toHaveLength(1));
    expect(server.callsTo('POST', '/receipts/reprint')[0]?.body).toMatchObject({
      receiptId: RECEIPT_ID,
      reason: 'ลูกค้าทำต้นฉบับหาย',
    });
    await waitFor(() => expect(printCalls).toHaveLength(1));
    expect(printCalls[0]).toContain(`/receipts/${RECEIPT_ID}/print`);
    expect((document.getElementById('reprint-save') as HTMLButtonElement).disabled).toBe(true);
    release(
      new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:receipt', '_blank', 'noopener'));
  });

  it('receives cash + two cheques + a transfer for three invoices, and a retry reuses the idempotency key', async () => {
    let attempts = 0;
    const server = fakeServer(
      {
        ...routes,
        'POST /receipts/save': () => {
          attempts += 1;
          if (attempts === 1) throw new TypeError('Failed to fetch');
          return {
            receiptId: RECEIPT_ID,
            receiptNo: 'RC2603-0002',
            walletTopUp: '0.00',
            replayed: attempts > 2,
          };
        },
      },
      EDIT,
    );
    await renderScreen(<ReceiptsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /รับชำระเงิน/ }));
    await screen.findByRole('dialog');
    fireEvent.mouseDown(document.getElementById('receivePayment_unitCode') as HTMLElement);
    fireEvent.click(await screen.findByTitle('A-101 - สมชาย ใจดี'));
    expect(await screen.findByText('สมชาย ใจดี', { selector: '[data-testid="customer"]' })).toBeTruthy();

    // Three invoices; the third is paid in part.
    await waitFor(() =>
      expect((document.getElementById('add-invoice') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(document.getElementById('add-invoice') as HTMLElement);
    fireEvent.click(await screen.findByLabelText('เลือกใบแจ้งหนี้ IN2603-0001'));
    fireEvent.click(screen.getByLabelText('เลือกใบแจ้งหนี้ IN2603-0002'));
    fireEvent.click(screen.getByLabelText('เลือกใบแจ้งหนี้ IN2603-0003'));
    expect((document.getElementById('pay-IN2603-0003') as HTMLInputElement).value).toBe('2,000.00');
    // More than the outstanding amount is refused.
    type('pay-IN2603-0003', '2000.01');
    fireEvent.click(document.getElementById('invoice-panel-save') as HTMLElement);
    expect(await screen.findByText(ruleMessage('th', 'max_amount', { max: '2,000.00' }))).toBeTruthy();
    type('pay-IN2603-0003', '1500');
    fireEvent.click(document.getElementById('invoice-panel-save') as HTMLElement);
    await waitFor(() => expect(remaining()).toBe('3,420.00'));

    // Cash 500.00 (the panel offers the remaining amount).
    fireEvent.click(document.getElementById('add-cash') as HTMLElement);
    await screen.findByTitle('[1111] - เงินสด');
    expect((document.getElementById('cashEntry_price') as HTMLInputElement).value).toBe('3,420.00');
    type('cashEntry_price', '500');
    fireEvent.click(document.getElementById('cash-save') as HTMLElement);
    await waitFor(() => expect(remaining()).toBe('2,920.00'));

    // Two cheques: the first defaults to its balance, the second to what is left; the second is lowered.
    fireEvent.click(document.getElementById('add-cheque') as HTMLElement);
    fireEvent.click(await screen.findByLabelText('เลือกเช็ค 12345678'));
    expect((document.getElementById('cheque-price-12345678') as HTMLInputElement).value).toBe('1,000.00');
    fireEvent.click(screen.getByLabelText('เลือกเช็ค 87654321'));
    expect((document.getElementById('cheque-price-87654321') as HTMLInputElement).value).toBe('1,920.00');
    type('cheque-price-87654321', '1420');
    fireEvent.click(document.getElementById('cheque-save') as HTMLElement);
    await waitFor(() => expect(remaining()).toBe('500.00'));

    // Opening the cheque panel again shows the selection; saving it again replaces, never doubles.
    fireEvent.click(document.getElementById('add-cheque') as HTMLElement);
    await waitFor(() =>
      expect((document.getElementById('cheque-price-87654321') as HTMLInputElement).value).toBe('1,420.00'),
    );
    fireEvent.click(document.getElementById('cheque-save') as HTMLElement);
    await waitFor(() => expect(remaining()).toBe('500.00'));

    // A transfer for the rest.
    fireEvent.click(document.getElementById('add-transfer') as HTMLElement);
    await screen.findByTitle('[1121] - เงินฝากธนาคาร กระแสรายวัน');
    expect((document.getElementById('transferEntry_price') as HTMLInputElement).value).toBe('500.00');
    fireEvent.click(document.getElementById('transfer-save') as HTMLElement);
    await waitFor(() => expect(remaining()).toBe('0.00'));

    // The first save is lost on the network; the retry sends the same key.
    fireEvent.click(document.getElementById('receipt-save') as HTMLElement);
    await waitFor(() => expect(server.callsTo('POST', '/receipts/save')).toHaveLength(1));
    await waitFor(() => expect(showError).toHaveBeenCalled());
    await waitFor(() =>
      expect((document.getElementById('receipt-save') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(document.getElementById('receipt-save') as HTMLElement);
    expect(await screen.findByText('บันทึกใบเสร็จเลขที่ RC2603-0002 เรียบร้อย')).toBeTruthy();
    const result = document.querySelector('.ant-result') as HTMLElement;
    expect(within(result).getByRole('button', { name: /พิมพ์ใบเสร็จ/ })).toBeTruthy();

    const [first, second] = server
      .callsTo('POST', '/receipts/save')
      .map((call) => call.body as Record<string, unknown>);
    expect(second).toEqual(first);
    expect(first?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).toEqual({
      lang: 'TH',
      propertyCode: 'P001',
      idempotencyKey: first?.idempotencyKey,
      unitCode: 'A-101',
      receiptType: '1',
      receiptDate: dayjs().format('YYYY-MM-DD'),
      remark: null,
      invoices: [
        { invoiceNo: 'IN2603-0001', payAmount: '1420.00' },
        { invoiceNo: 'IN2603-0002', payAmount: '500.00' },
        { invoiceNo: 'IN2603-0003', payAmount: '1500.00' },
      ],
      deductions: [],
      transactions: [
        { type: 'cash', price: '500.00', accountCode: '1111' },
        { type: 'cheque', id: CHEQUE_1, price: '1000.00', accountCode: '1113' },
        { type: 'cheque', id: CHEQUE_2, price: '1420.00', accountCode: '1113' },
        { type: 'transfer', date: dayjs().format('YYYY-MM-DD'), accountCode: '1121', price: '500.00' },
      ],
      overpaymentWalletType: 0,
    });
  });

  it('refuses to save while payments are less than the invoices', async () => {
    const server = fakeServer(
      {
        ...routes,
        'POST /receipts/save': {
          receiptId: RECEIPT_ID,
          receiptNo: 'X',
          walletTopUp: '0.00',
          replayed: false,
        },
      },
      EDIT,
    );
    await renderScreen(<ReceiptsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /รับชำระเงิน/ }));
    fireEvent.mouseDown(document.getElementById('receivePayment_unitCode') as HTMLElement);
    fireEvent.click(await screen.findByTitle('A-101 - สมชาย ใจดี'));
    await waitFor(() =>
      expect((document.getElementById('add-invoice') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(document.getElementById('add-invoice') as HTMLElement);
    fireEvent.click(await screen.findByLabelText('เลือกใบแจ้งหนี้ IN2603-0001'));
    fireEvent.click(document.getElementById('invoice-panel-save') as HTMLElement);
    await waitFor(() => expect(remaining()).toBe('1,420.00'));
    fireEvent.click(document.getElementById('add-cash') as HTMLElement);
    await screen.findByTitle('[1111] - เงินสด');
    type('cashEntry_price', '1420');
    fireEvent.click(document.getElementById('cash-save') as HTMLElement);
    await waitFor(() => expect(remaining()).toBe('0.00'));
    // Removing the cash gives its amount back to the remaining amount; the save is refused.
    fireEvent.click(screen.getByRole('button', { name: 'ลบรายการเงินสด' }));
    await waitFor(() => expect(remaining()).toBe('1,420.00'));
    fireEvent.click(document.getElementById('receipt-save') as HTMLElement);
    expect(await screen.findByText(ruleMessage('th', 'selectAtLeastOneTransaction'))).toBeTruthy();
    fireEvent.click(document.getElementById('add-cash') as HTMLElement);
    await screen.findByTitle('[1111] - เงินสด');
    type('cashEntry_price', '1000');
    fireEvent.click(document.getElementById('cash-save') as HTMLElement);
    await waitFor(() => expect(remaining()).toBe('420.00'));
    fireEvent.click(document.getElementById('receipt-save') as HTMLElement);
    expect(await screen.findByText(ruleMessage('th', 'transactionTotalLessThanRemain'))).toBeTruthy();
    expect(server.callsTo('POST', '/receipts/save')).toHaveLength(0);
  });

  it('tells the overpayment goes to the wallet and sends the chosen wallet type', async () => {
    const server = fakeServer(
      {
        ...routes,
        'POST /receipts/save': {
          receiptId: RECEIPT_ID,
          receiptNo: 'RC2603-0003',
          walletTopUp: '80.00',
          replayed: false,
        },
      },
      EDIT,
    );
    await renderScreen(<ReceiptsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /รับชำระเงิน/ }));
    fireEvent.mouseDown(document.getElementById('receivePayment_unitCode') as HTMLElement);
    fireEvent.click(await screen.findByTitle('A-101 - สมชาย ใจดี'));
    await waitFor(() =>
      expect((document.getElementById('add-invoice') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(document.getElementById('add-invoice') as HTMLElement);
    fireEvent.click(await screen.findByLabelText('เลือกใบแจ้งหนี้ IN2603-0001'));
    fireEvent.click(document.getElementById('invoice-panel-save') as HTMLElement);
    await waitFor(() => expect(remaining()).toBe('1,420.00'));
    fireEvent.click(document.getElementById('add-cash') as HTMLElement);
    await screen.findByTitle('[1111] - เงินสด');
    type('cashEntry_price', '1500');
    fireEvent.click(document.getElementById('cash-save') as HTMLElement);
    expect(await screen.findByText(/ยอดชำระเกิน 80.00 บาท จะถูกเก็บเข้ากระเป๋าเงิน/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('อื่นๆ'));
    fireEvent.click(document.getElementById('receipt-save') as HTMLElement);
    await waitFor(() => expect(server.callsTo('POST', '/receipts/save')).toHaveLength(1));
    expect(server.callsTo('POST', '/receipts/save')[0]?.body).toMatchObject({
      invoices: [{ invoiceNo: 'IN2603-0001', payAmount: '1420.00' }],
      transactions: [{ type: 'cash', price: '1500.00', accountCode: '1111' }],
      overpaymentWalletType: 1,
    });
    expect(await screen.findByText(/ยอดชำระเกิน 80.00 บาท เข้ากระเป๋าเงินของลูกค้าแล้ว/)).toBeTruthy();
  });

  it('a wallet deduction is at most the wallet balance and lowers the remaining amount', async () => {
    const server = fakeServer(
      {
        ...routes,
        'GET /wallets': {
          unitCode: 'A-101',
          customerCode: 'C00001',
          customerName: 'สมชาย ใจดี',
          balances: [
            { walletType: 0, walletTypeDescription: 'ทั่วไป', balance: '300.00' },
            { walletType: 1, walletTypeDescription: 'อื่นๆ', balance: '0.00' },
          ],
          entries: [],
        },
        'POST /receipts/save': {
          receiptId: RECEIPT_ID,
          receiptNo: 'RC2603-0004',
          walletTopUp: '0.00',
          replayed: false,
        },
      },
      EDIT,
    );
    await renderScreen(<ReceiptsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /รับชำระเงิน/ }));
    fireEvent.mouseDown(document.getElementById('receivePayment_unitCode') as HTMLElement);
    fireEvent.click(await screen.findByTitle('A-101 - สมชาย ใจดี'));
    await waitFor(() =>
      expect((document.getElementById('add-invoice') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(document.getElementById('add-invoice') as HTMLElement);
    fireEvent.click(await screen.findByLabelText('เลือกใบแจ้งหนี้ IN2603-0001'));
    fireEvent.click(document.getElementById('invoice-panel-save') as HTMLElement);
    await waitFor(() => expect(remaining()).toBe('1,420.00'));

    fireEvent.click(document.getElementById('add-deduction-wallet') as HTMLElement);
    fireEvent.mouseDown(
      await waitFor(() => document.getElementById('walletDeduction_walletType') as HTMLElement),
    );
    fireEvent.click(await screen.findByTitle('ทั่วไป (คงเหลือ 300.00)'));
    type('walletDeduction_amount', '300.01');
    fireEvent.click(document.getElementById('deduction-wallet-save') as HTMLElement);
    await waitFor(() =>
      expect(help('walletDeduction_amount')).toBe(ruleMessage('th', 'max_amount', { max: '300.00' })),
    );
    type('walletDeduction_amount', '300');
    fireEvent.click(document.getElementById('deduction-wallet-save') as HTMLElement);
    await waitFor(() => expect(remaining()).toBe('1,120.00'));

    fireEvent.click(document.getElementById('add-cash') as HTMLElement);
    await screen.findByTitle('[1111] - เงินสด');
    expect((document.getElementById('cashEntry_price') as HTMLInputElement).value).toBe('1,120.00');
    fireEvent.click(document.getElementById('cash-save') as HTMLElement);
    await waitFor(() => expect(remaining()).toBe('0.00'));
    fireEvent.click(document.getElementById('receipt-save') as HTMLElement);
    await waitFor(() => expect(server.callsTo('POST', '/receipts/save')).toHaveLength(1));
    expect(server.callsTo('POST', '/receipts/save')[0]?.body).toMatchObject({
      invoices: [{ invoiceNo: 'IN2603-0001', payAmount: '1420.00' }],
      deductions: [{ kind: 'wallet', walletType: 0, amount: '300.00' }],
      transactions: [{ type: 'cash', price: '1120.00', accountCode: '1111' }],
    });
    expect(server.callsTo('GET', '/wallets')[0]?.query.get('unitCode')).toBe('A-101');
  });

  it('counts a change of the remark, the date or the unit alone: closing asks, "keep editing" keeps the form', async () => {
    fakeServer(routes, EDIT);
    await renderScreen(<ReceiptsScreen />);
    const remark = () => document.getElementById('receivePayment_remark');
    const open = async () => {
      fireEvent.click(await screen.findByRole('button', { name: /รับชำระเงิน/ }));
      await waitFor(() => expect(remark()).toBeTruthy());
    };
    const close = () =>
      fireEvent.click(document.querySelector<HTMLElement>('.ant-drawer-open .ant-drawer-close')!);
    const asked = vi.mocked(confirmDiscardChanges);

    await open();
    close();
    await waitFor(() => expect(remark()).toBeNull());
    expect(asked).not.toHaveBeenCalled();

    await open();
    fireEvent.change(remark()!, { target: { value: 'จ่ายที่เคาน์เตอร์' } });
    asked.mockResolvedValueOnce(true);
    close();
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(remark()).toBeNull());

    await open();
    const date = document.getElementById('receivePayment_receiptDate') as HTMLInputElement;
    fireEvent.mouseDown(date);
    fireEvent.change(date, { target: { value: '01/03/2569' } });
    fireEvent.keyDown(date, { key: 'Enter', code: 'Enter' });
    asked.mockResolvedValueOnce(true);
    close();
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(remark()).toBeNull());

    await open();
    fireEvent.mouseDown(document.getElementById('receivePayment_unitCode') as HTMLElement);
    fireEvent.click(await screen.findByTitle('A-101 - สมชาย ใจดี'));
    await waitFor(() => expect(screen.getByTestId('customer').textContent).toBe('สมชาย ใจดี'));
    close();
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(3));
    // "Keep editing" (the mock's default answer): the form and its unit stay.
    expect(remark()).toBeTruthy();
    expect(screen.getByTestId('customer').textContent).toBe('สมชาย ใจดี');
  });

  it('lists the unpaid invoices of the chosen unit at once, and none for a unit that owes nothing', async () => {
    const server = fakeServer(
      {
        ...routes,
        'GET /properties/unit': [
          { unit: 'A-101', unitCode: 'A-101', unitCodeDescription: 'A-101 - สมชาย ใจดี' },
          { unit: 'A-102', unitCode: 'A-102', unitCodeDescription: 'A-102 - สมหญิง ใจงาม' },
        ],
        'GET /invoices/unit': (call: FakeCall) =>
          call.query.get('unitCode') === 'A-102'
            ? {
                unitCode: 'A-102',
                customerCode: 'C00002',
                customerName: 'สมหญิง ใจงาม',
                customerAddress: null,
                outstanding: '0.00',
                openInvoices: [],
              }
            : routes['GET /invoices/unit'],
      },
      EDIT,
    );
    await renderScreen(<ReceiptsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /รับชำระเงิน/ }));
    await screen.findByRole('dialog');
    fireEvent.mouseDown(document.getElementById('receivePayment_unitCode') as HTMLElement);
    fireEvent.click(await screen.findByTitle('A-102 - สมหญิง ใจงาม'));
    await waitFor(() => expect(screen.getByTestId('customer').textContent).toBe('สมหญิง ใจงาม'));
    expect(await screen.findByText('ห้องชุดนี้ไม่มีใบแจ้งหนี้ค้างชำระ')).toBeTruthy();
    expect(screen.queryByLabelText(/ชำระใบแจ้งหนี้/)).toBeNull();

    // No click on "add invoice": choosing the unit lists its three unpaid invoices, each ticked to pay it whole.
    fireEvent.mouseDown(document.getElementById('receivePayment_unitCode') as HTMLElement);
    fireEvent.click(await screen.findByTitle('A-101 - สมชาย ใจดี'));
    const pay = (no: string) => screen.getByLabelText<HTMLInputElement>(`ชำระใบแจ้งหนี้ ${no}`);
    await waitFor(() => expect(pay('IN2603-0001')).toBeTruthy());
    expect(pay('IN2603-0002').checked).toBe(false);
    expect(pay('IN2603-0003').checked).toBe(false);
    expect(server.callsTo('GET', '/invoices/unit').at(-1)?.query.get('unitCode')).toBe('A-101');
    fireEvent.click(pay('IN2603-0002'));
    await waitFor(() => expect(remaining()).toBe('500.00'));
    fireEvent.click(pay('IN2603-0003'));
    await waitFor(() => expect(remaining()).toBe('2,500.00'));
    // Unticked, it is no longer paid; the other stays.
    fireEvent.click(pay('IN2603-0002'));
    await waitFor(() => expect(remaining()).toBe('2,000.00'));
    expect(pay('IN2603-0003').checked).toBe(true);
    expect(pay('IN2603-0002').checked).toBe(false);
  });

  it("lists the chosen unit's unpaid invoices in English too", async () => {
    await inLanguage('en');
    storeLang('en');
    fakeServer(routes, EDIT);
    await renderScreen(<ReceiptsScreen />);
    fireEvent.click(await waitFor(() => document.getElementById('receive-payment') as HTMLElement));
    await screen.findByRole('dialog');
    expect(await screen.findByText('No invoice picked')).toBeTruthy();
    fireEvent.mouseDown(document.getElementById('receivePayment_unitCode') as HTMLElement);
    fireEvent.click(await screen.findByTitle('A-101 - สมชาย ใจดี'));
    const pay = await screen.findByLabelText<HTMLInputElement>('Pay invoice IN2603-0001');
    fireEvent.click(pay);
    await waitFor(() => expect(remaining()).toBe('1,420.00'));
    await inLanguage('th');
  });

  it('asks before a payment panel with something typed in it closes, and closes an untouched one at once', async () => {
    fakeServer(routes, EDIT);
    await renderScreen(<ReceiptsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /รับชำระเงิน/ }));
    await screen.findByRole('dialog');
    const asked = vi.mocked(confirmDiscardChanges);
    const cash = () => document.getElementById('cashEntry_price') as HTMLInputElement | null;
    const closePanel = () =>
      fireEvent.click(
        within(document.getElementById('cash-save')!.closest<HTMLElement>('.ant-drawer')!).getByRole(
          'button',
          {
            name: 'ปิด',
          },
        ),
      );

    fireEvent.click(document.getElementById('add-cash') as HTMLElement);
    await screen.findByTitle('[1111] - เงินสด');
    closePanel();
    await waitFor(() => expect(cash()).toBeNull());
    expect(asked).not.toHaveBeenCalled();

    fireEvent.click(document.getElementById('add-cash') as HTMLElement);
    await screen.findByTitle('[1111] - เงินสด');
    type('cashEntry_price', '750');
    // "Keep editing" (the mock's default answer): the panel and what was typed stay.
    closePanel();
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    expect(cash()?.value).toBe('750.00');
    asked.mockResolvedValueOnce(true);
    fireEvent.keyDown(cash()!, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(cash()).toBeNull());
    expect(remaining()).toBe('0.00');
  });

  it('is read-only without RECEIPT_EDIT', async () => {
    fakeServer(routes, ['RECEIPT']);
    await renderScreen(<ReceiptsScreen />);
    fireEvent.click(await screen.findByText('RC2603-0001'));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByRole('button', { name: 'พิมพ์สำเนา' });
    expect(screen.queryByRole('button', { name: /รับชำระเงิน/ })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'ยกเลิกใบเสร็จ' })).toBeNull();
  });
});
