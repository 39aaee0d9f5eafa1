import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { ruleMessage, type PaymentVoucherDetail, type PaymentVoucherRow } from '@suanklang/shared';
import '../../../i18n';
import { inLanguage } from '../../../components/test-lang';
import { confirmSure, showConfigChecklist, showError, showSuccess } from '../../../components/dialogs';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { errorReply, fakeServer, renderScreen } from '../../../lib/settings/test-screen';
import { PaymentVoucherScreen } from './payment-voucher-screen';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../../components/dialogs', () => ({
  showSuccess: vi.fn(),
  showError: vi.fn(),
  showWarning: vi.fn(),
  showConfigChecklist: vi.fn(),
  confirmCustom: vi.fn(() => Promise.resolve(true)),
  confirmSure: vi.fn(() => Promise.resolve(true)),
  confirmDiscardChanges: vi.fn(() => Promise.resolve(true)),
}));

const EDIT = ['PAYMENT_VOUCHER', 'PAYMENT_VOUCHER_EDIT', 'DEPOSIT'] as const;
const READ = ['PAYMENT_VOUCHER'] as const;

const issued: PaymentVoucherRow = {
  paymentVoucherId: '0b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a91',
  paymentVoucherNo: 'PV690300001',
  paymentVoucherDate: '2026-03-15',
  status: 'ISSUED',
  supplierCode: 'S001',
  supplierName: 'บริษัท ลิฟต์ดี จำกัด',
  description: 'จ่ายค่าซ่อมลิฟต์',
  settled: '1070.00',
  wht: '30.00',
  paid: '1040.00',
  whtForm: 'PND53',
};
const cancelled: PaymentVoucherRow = {
  ...issued,
  paymentVoucherId: '1b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a92',
  paymentVoucherNo: 'PV690300002',
  status: 'CANCELLED',
};

function detailOf(r: PaymentVoucherRow): PaymentVoucherDetail {
  return {
    ...r,
    requests: [
      {
        requestPayNo: 'RQ690300009',
        requestPayDate: '2026-03-10',
        description: 'ค่าซ่อมลิฟต์ตัวที่ 1',
        amount: '1070.00',
        wht: '30.00',
      },
    ],
    payments: [
      {
        lineNo: 1,
        method: 'CHEQUE',
        accountCode: '1113',
        amount: '1040.00',
        bookNo: 'B1',
        chequeNo: '10000007',
        chequeDate: '2026-03-15',
        chequeStatus: r.status === 'ISSUED' ? 'ON_HAND' : 'CANCELLED',
      },
    ],
    journalEntryId: '5b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a99',
    reversalEntryId: null,
    reason: r.status === 'CANCELLED' ? 'ซ้ำ' : null,
    whtCertificate: { bookNo: '2569', no: r.status === 'ISSUED' ? 7 : 8 },
  };
}

const BOOK = {
  chequeBookId: '7b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a70',
  accountNoId: '8b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a80',
  accountCode: '1113',
  accountNo: '123-4-56789-0',
  bookNumber: 'B1',
  firstNo: '10000001',
  lastNo: '10000050',
  nextChequeNo: '10000008',
  remaining: 43,
  active: true,
};

const routes = {
  'POST /paymentvoucher/search': [issued, cancelled],
  'GET /paymentvoucher/PV690300001': detailOf(issued),
  'GET /paymentvoucher/PV690300002': detailOf(cancelled),
  'GET /masterdata/suppliers': [
    { supplierCode: 'S001', supplierName: 'บริษัท ลิฟต์ดี จำกัด', address: '1 ถนนพระราม 9' },
  ],
  'GET /paymentvoucher/payable': [
    {
      requestPayNo: 'RQ690300010',
      requestPayDate: '2026-03-10',
      description: 'ค่าซ่อมลิฟต์',
      grandTotal: '1070.00',
      wht: '30.00',
      remain: '1040.00',
    },
    {
      requestPayNo: 'RQ690300011',
      requestPayDate: '2026-03-11',
      description: 'ค่าน้ำยาทำความสะอาด',
      grandTotal: '0.30',
      wht: '0.00',
      remain: '0.30',
    },
  ],
  'GET /paymentvoucher/bankaccounts': [
    {
      accountNoId: 'b1',
      accountCode: '1113',
      accountCodeName: 'เงินฝากออมทรัพย์',
      bankCode: '004',
      accountNo: '1234567890',
      accountName: 'นิติบุคคล',
    },
    {
      accountNoId: 'b2',
      accountCode: '1114',
      accountCodeName: 'เงินฝากกระแสรายวัน',
      bankCode: '014',
      accountNo: '4051234567',
      accountName: 'นิติบุคคล',
    },
  ],
  'GET /paymentvoucher/chequebook': [BOOK],
};

/** Opens an antd Select by its label and picks the option with that title (the newest popup's). */
async function pick(container: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(container).getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options[options.length - 1]!);
}

/** The new-voucher drawer with the payee chosen, a remark and the given requests ticked. */
async function newVoucherFor(ticks: string[]) {
  fireEvent.click(await screen.findByRole('button', { name: /สร้างใบสำคัญจ่าย/ }));
  const drawer = await waitFor(() => document.querySelector<HTMLElement>('.ant-drawer-open')!);
  await pick(drawer, 'ผู้รับเงิน', 'S001 - บริษัท ลิฟต์ดี จำกัด');
  fireEvent.change(within(drawer).getByLabelText('รายละเอียด'), { target: { value: 'จ่ายค่าซ่อม' } });
  for (const no of ticks) fireEvent.click(await within(drawer).findByLabelText(no));
  return drawer;
}

describe('payment-voucher screen', () => {
  beforeEach(async () => {
    storeLang('th');
    storePropertyCode('RVS');
    await inLanguage('th');
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('lists vouchers with their amounts and status names, and searches by the number upper-cased', async () => {
    const server = fakeServer(routes, EDIT);
    await renderScreen(<PaymentVoucherScreen />);
    expect(await screen.findByText('PV690300001')).toBeTruthy();
    expect(screen.getAllByText('1,040.00').length).toBeGreaterThan(0);
    expect(screen.getAllByText('ออกแล้ว').length).toBeGreaterThan(0);
    expect(screen.getAllByText('ยกเลิก').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('เลขที่ใบสำคัญจ่าย'), { target: { value: 'pv6903' } });
    fireEvent.click(screen.getByRole('button', { name: /ค้นหา/ }));
    await waitFor(() => expect(server.callsTo('POST', '/paymentvoucher/search')).toHaveLength(2));
    expect(server.callsTo('POST', '/paymentvoucher/search')[1]?.body).toMatchObject({
      paymentVoucherNo: 'PV6903',
      propertyCode: 'RVS',
    });
  });

  it('pays a ticked request by a cheque whose book gives the next number and the remaining amount', async () => {
    const server = fakeServer(
      {
        ...routes,
        'POST /paymentvoucher/save': {
          paymentVoucherId: '2b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a93',
          paymentVoucherNo: 'PV690300003',
          status: 'ISSUED',
          chequeNos: ['10000008'],
        },
        'GET /paymentvoucher/PV690300003': detailOf({ ...issued, paymentVoucherNo: 'PV690300003' }),
      },
      EDIT,
    );
    await renderScreen(<PaymentVoucherScreen />);
    const drawer = await newVoucherFor(['RQ690300010', 'RQ690300011']);
    await waitFor(() =>
      expect(server.callsTo('GET', '/paymentvoucher/payable')[0]?.query.get('supplierCode')).toBe('S001'),
    );
    const totals = within(drawer).getByTestId('payment-voucher-totals');
    // 1,040.00 + 0.30, exact to the satang.
    await waitFor(() => expect(totals.textContent).toContain('1,040.30'));

    fireEvent.click(within(drawer).getByRole('button', { name: /เพิ่มการจ่าย/ }));
    const payment = within(drawer).getByRole('group', { name: 'การจ่ายที่ 1' });
    await pick(payment, 'วิธีการจ่าย', 'เช็ค');
    await within(payment).findByLabelText('บัญชี');
    await pick(payment, 'บัญชี', '1113 - เงินฝากออมทรัพย์');
    await waitFor(() =>
      expect(server.callsTo('GET', '/paymentvoucher/chequebook')[0]?.query.get('accountCode')).toBe('1113'),
    );
    await pick(payment, 'สมุดเช็ค', 'B1 (123-4-56789-0)');
    expect(await within(payment).findByText('เลขที่เช็คถัดไป: 10000008')).toBeTruthy();
    await waitFor(() => expect(within(totals).getAllByText('1,040.30')).toHaveLength(2));
    expect(totals.textContent).toContain('0.00');
    // Another account clears the book, its cheque number and the amount.
    await pick(payment, 'บัญชี', '1114 - เงินฝากกระแสรายวัน');
    await waitFor(() => expect(within(payment).queryByText(/เลขที่เช็คถัดไป/)).toBeNull());
    await waitFor(() => expect(within(totals).getAllByText('1,040.30')).toHaveLength(2));
    expect(within(totals).getByText('0.00')).toBeTruthy();
    await pick(payment, 'บัญชี', '1113 - เงินฝากออมทรัพย์');
    await pick(payment, 'สมุดเช็ค', 'B1 (123-4-56789-0)');
    await within(payment).findByText('เลขที่เช็คถัดไป: 10000008');

    fireEvent.click(document.getElementById('save-payment-voucher')!);
    await waitFor(() => expect(server.callsTo('POST', '/paymentvoucher/save')).toHaveLength(1));
    expect(server.callsTo('POST', '/paymentvoucher/save')[0]?.body).toEqual({
      lang: 'TH',
      propertyCode: 'RVS',
      paymentVoucherDate: dayjs().format('YYYY-MM-DD'),
      supplierCode: 'S001',
      description: 'จ่ายค่าซ่อม',
      requestPayNos: ['RQ690300010', 'RQ690300011'],
      payments: [{ method: 'CHEQUE', chequeBookId: BOOK.chequeBookId, amount: '1040.30' }],
    });
    await waitFor(() =>
      expect(showSuccess).toHaveBeenCalledWith('บันทึกใบสำคัญจ่ายเลขที่ PV690300003 เรียบร้อย เช็คเลขที่ 10000008'),
    );
    expect(showError).not.toHaveBeenCalled();
  });

  it('refuses payments that do not add up to the remaining amount and sends nothing', async () => {
    const server = fakeServer(routes, EDIT);
    await renderScreen(<PaymentVoucherScreen />);
    const drawer = await newVoucherFor(['RQ690300010']);
    fireEvent.click(within(drawer).getByRole('button', { name: /เพิ่มการจ่าย/ }));
    const payment = within(drawer).getByRole('group', { name: 'การจ่ายที่ 1' });
    const amount = within(payment).getByLabelText('จำนวนเงิน');
    fireEvent.change(amount, { target: { value: '1039.99' } });
    fireEvent.blur(amount);
    const message = ruleMessage('th', 'transactionTotalNotEqualRemain');
    expect(await within(drawer).findByTestId('payment-voucher-unequal')).toBeTruthy();
    fireEvent.click(document.getElementById('save-payment-voucher')!);
    await waitFor(() => expect(within(drawer).getAllByText(message)).toHaveLength(2));
    expect(server.callsTo('POST', '/paymentvoucher/save')).toHaveLength(0);

    // No payment at all: the catalogue's "add a payment" message.
    fireEvent.click(within(payment).getByRole('button', { name: 'ลบการจ่ายที่ 1' }));
    fireEvent.click(document.getElementById('save-payment-voucher')!);
    expect(
      await within(drawer).findByText(ruleMessage('th', 'mustAddPaymentVoucher', { min: 1 })),
    ).toBeTruthy();
    expect(server.callsTo('POST', '/paymentvoucher/save')).toHaveLength(0);
  });

  it('shows a server refusal in the error dialog', async () => {
    const server = fakeServer(
      {
        ...routes,
        'POST /paymentvoucher/save': errorReply(409, {
          code: 'PV002',
          message: 'ใบขอเบิกในใบสำคัญจ่ายนี้ยังไม่อนุมัติหรือจ่ายไปแล้ว',
        }),
      },
      EDIT,
    );
    await renderScreen(<PaymentVoucherScreen />);
    const drawer = await newVoucherFor(['RQ690300010']);
    fireEvent.click(within(drawer).getByRole('button', { name: /เพิ่มการจ่าย/ }));
    // A new payment proposes what is left: 1,040.00 in cash.
    fireEvent.click(document.getElementById('save-payment-voucher')!);
    await waitFor(() => expect(server.callsTo('POST', '/paymentvoucher/save')).toHaveLength(1));
    expect(server.callsTo('POST', '/paymentvoucher/save')[0]?.body).toMatchObject({
      requestPayNos: ['RQ690300010'],
      payments: [{ method: 'CASH', amount: '1040.00' }],
    });
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith({
        statusCode: 409,
        message: 'ใบขอเบิกในใบสำคัญจ่ายนี้ยังไม่อนุมัติหรือจ่ายไปแล้ว',
      }),
    );
  });

  it('shows a request of another supplier under the requests table', async () => {
    const mismatch = ruleMessage('th', 'supplierMismatchPaymentVoucher');
    const server = fakeServer(
      {
        ...routes,
        'POST /paymentvoucher/save': errorReply(400, {
          message: mismatch,
          fields: [{ path: 'requestPayNos.0', rule: 'supplierMismatchPaymentVoucher', message: mismatch }],
        }),
      },
      EDIT,
    );
    await renderScreen(<PaymentVoucherScreen />);
    const drawer = await newVoucherFor(['RQ690300010']);
    fireEvent.click(within(drawer).getByRole('button', { name: /เพิ่มการจ่าย/ }));
    fireEvent.click(document.getElementById('save-payment-voucher')!);
    await waitFor(() => expect(server.callsTo('POST', '/paymentvoucher/save')).toHaveLength(1));
    expect(await within(drawer).findByText(mismatch)).toBeTruthy();
    expect(showError).not.toHaveBeenCalled();
  });

  it('cancels with the reason only once confirmed', async () => {
    const server = fakeServer(
      {
        ...routes,
        'PUT /paymentvoucher/cancel': {
          paymentVoucherId: issued.paymentVoucherId,
          paymentVoucherNo: 'PV690300001',
          status: 'CANCELLED',
          chequeNos: ['10000007'],
        },
      },
      EDIT,
    );
    vi.mocked(confirmSure).mockResolvedValueOnce(false);
    await renderScreen(<PaymentVoucherScreen />);
    fireEvent.click(await screen.findByText('PV690300001'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('ค่าซ่อมลิฟต์ตัวที่ 1')).toBeTruthy();
    expect(within(drawer).getByText('10000007')).toBeTruthy();
    fireEvent.click(drawer.querySelector('#cancel-payment-voucher')!);
    const confirm = await waitFor(() => document.getElementById('cancel-confirm')!);
    fireEvent.change(document.getElementById('cancelPaymentVoucher_reason') as HTMLTextAreaElement, {
      target: { value: 'จ่ายผิดผู้รับ' },
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(confirmSure).toHaveBeenCalledTimes(1));
    expect(server.callsTo('PUT', '/paymentvoucher/cancel')).toHaveLength(0);
    fireEvent.click(confirm);
    await waitFor(() => expect(server.callsTo('PUT', '/paymentvoucher/cancel')).toHaveLength(1));
    expect(server.callsTo('PUT', '/paymentvoucher/cancel')[0]?.body).toMatchObject({
      paymentVoucherNo: 'PV690300001',
      reason: 'จ่ายผิดผู้รับ',
    });
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('ยกเลิกใบสำคัญจ่ายเลขที่ PV690300001 เรียบร้อย'));
  });

  it('a reader without PAYMENT_VOUCHER_EDIT sees no new, cancel or export', async () => {
    fakeServer(routes, READ);
    await renderScreen(<PaymentVoucherScreen />);
    fireEvent.click(await screen.findByText('PV690300001'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('ค่าซ่อมลิฟต์ตัวที่ 1')).toBeTruthy();
    expect(drawer.querySelector('#cancel-payment-voucher')).toBeNull();
    expect(screen.queryByRole('button', { name: /สร้างใบสำคัญจ่าย/ })).toBeNull();
    expect(document.getElementById('export-pnd')).toBeNull();
  });

  it('downloads the month PND file with the chosen form', async () => {
    const server = fakeServer(
      {
        ...routes,
        'GET /paymentvoucher/tax/export': () =>
          new Response('00|0105551234567|...', { headers: { 'Content-Type': 'text/plain; charset=utf-8' } }),
      },
      EDIT,
    );
    const created = vi.fn(() => 'blob:pnd');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    await renderScreen(<PaymentVoucherScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /ส่งออก ภ.ง.ด./ }));
    fireEvent.click(await screen.findByLabelText(/ภ.ง.ด.3/));
    fireEvent.click(document.getElementById('export-pnd-ok')!);
    await waitFor(() => expect(server.callsTo('GET', '/paymentvoucher/tax/export')).toHaveLength(1));
    const query = server.callsTo('GET', '/paymentvoucher/tax/export')[0]!.query;
    expect(query.get('form')).toBe('PND3');
    expect(query.get('month')).toBe(dayjs().subtract(1, 'month').format('YYYY-MM'));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
  });

  it('prints the voucher and its 50 ทวิ in the screen language; the cheque status by its name', async () => {
    const pdf = () => new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
    const server = fakeServer(
      {
        ...routes,
        'GET /paymentvoucher/PV690300001/certificate/pdf': pdf,
        'GET /paymentvoucher/PV690300001/pdf': pdf,
      },
      READ,
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }),
    );
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderScreen(<PaymentVoucherScreen />);
    fireEvent.click(await screen.findByText('PV690300001'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('เล่มที่ 2569 เลขที่ 7')).toBeTruthy();
    expect(within(drawer).getByText('เช็คในมือ')).toBeTruthy();
    fireEvent.click(drawer.querySelector('#print-wht-certificate')!);
    await waitFor(() =>
      expect(server.callsTo('GET', '/paymentvoucher/PV690300001/certificate/pdf')).toHaveLength(1),
    );
    expect(
      server.callsTo('GET', '/paymentvoucher/PV690300001/certificate/pdf')[0]!.query.get('docLang'),
    ).toBe('th');
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    fireEvent.click(drawer.querySelector('#print-payment-voucher')!);
    await waitFor(() => expect(server.callsTo('GET', '/paymentvoucher/PV690300001/pdf')).toHaveLength(1));
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(2));
    opened.mockRestore();
  });

  it("downloads the day's bank file from a KTB or SCB account only, for the payees chosen", async () => {
    const server = fakeServer(
      {
        ...routes,
        'GET /paymentvoucher/bank/export': () =>
          new Response('1', { headers: { 'Content-Type': 'text/plain; charset=tis-620' } }),
      },
      EDIT,
    );
    const created = vi.fn(() => 'blob:bank');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    await renderScreen(<PaymentVoucherScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /ไฟล์โอนเงินธนาคาร/ }));
    const dialog = await screen.findByRole('dialog');
    // Nothing is sent without the account; the KBank account is not offered (its layout is not public).
    fireEvent.click(document.getElementById('export-bank-ok')!);
    expect(await within(dialog).findByText('กรุณากรอกข้อมูล')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByLabelText('บัญชีที่จ่าย'));
    expect(screen.queryByTitle(/1234567890/)).toBeNull();
    fireEvent.click(await screen.findByTitle('SCB 4051234567 - นิติบุคคล'));
    fireEvent.click(within(dialog).getByLabelText('บัญชีธนาคารเดียวกัน'));
    fireEvent.click(document.getElementById('export-bank-ok')!);
    await waitFor(() => expect(server.callsTo('GET', '/paymentvoucher/bank/export')).toHaveLength(1));
    const query = server.callsTo('GET', '/paymentvoucher/bank/export')[0]!.query;
    expect(query.get('accountNoId')).toBe('b2');
    expect(query.get('payees')).toBe('SAME_BANK');
    expect(query.get('date')).toBe(dayjs().format('YYYY-MM-DD'));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
  });

  it('takes a transfer back when the payee cannot be paid online, listing what to set', async () => {
    const ready = { hasAccountNo: true, hasEmail: true };
    let answer = {
      isReadyForPayment: false,
      property: ready,
      supplier: { hasAccountNo: false, hasEmail: true },
    };
    const server = fakeServer({ ...routes, 'GET /paymentvoucher/online/check': () => answer }, EDIT);
    await renderScreen(<PaymentVoucherScreen />);
    const drawer = await newVoucherFor(['RQ690300010']);
    fireEvent.click(within(drawer).getByRole('button', { name: /เพิ่มการจ่าย/ }));
    const payment = within(drawer).getByRole('group', { name: 'การจ่ายที่ 1' });
    await pick(payment, 'วิธีการจ่าย', 'โอนเงิน');
    await waitFor(() => expect(showConfigChecklist).toHaveBeenCalledTimes(1));
    expect(server.callsTo('GET', '/paymentvoucher/online/check')[0]?.query.get('supplierCode')).toBe('S001');
    expect(vi.mocked(showConfigChecklist).mock.calls[0]).toEqual([
      'ตั้งค่าการชำระเงินออนไลน์',
      [
        { name: 'เลขที่บัญชีของโครงการ', description: '', configured: true },
        { name: 'อีเมลของโครงการ', description: '', configured: true },
        { name: 'เลขที่บัญชีของผู้ขาย', description: '', configured: false },
        { name: 'อีเมลของผู้ขาย', description: '', configured: true },
      ],
    ]);
    // The method is taken back: no account to choose.
    await waitFor(() => expect(within(payment).queryByLabelText('บัญชี')).toBeNull());

    answer = { isReadyForPayment: true, property: ready, supplier: ready };
    await pick(payment, 'วิธีการจ่าย', 'โอนเงิน');
    expect(await within(payment).findByLabelText('บัญชี')).toBeTruthy();
    await waitFor(() => expect(server.callsTo('GET', '/paymentvoucher/online/check')).toHaveLength(2));
    expect(showConfigChecklist).toHaveBeenCalledTimes(1);
  });

  it("lists the year's returns and records a pending one as filed from a bank account", async () => {
    const year = dayjs().year();
    const row = (month: number, form: 'PND3' | 'PND53', status: string, vouchers: number) => ({
      month: `${year}-${String(month).padStart(2, '0')}`,
      form,
      status,
      withheld: vouchers ? '375.10' : '0.00',
      vouchers,
      amount: null,
      submittedDate: null,
      reference: null,
      reason: null,
      journalEntryId: null,
    });
    const server = fakeServer(
      {
        ...routes,
        'GET /paymentvoucher/tax/status': [row(1, 'PND3', 'NOT_SUBMITTED', 0), row(1, 'PND53', 'PENDING', 3)],
        'PUT /paymentvoucher/tax/submit': { ...row(1, 'PND53', 'SUBMITTED', 3), amount: '375.10' },
      },
      EDIT,
    );
    await renderScreen(<PaymentVoucherScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /สถานะการยื่นภาษี/ }));
    const modal = await screen.findByRole('dialog');
    expect(await within(modal).findByText('รอยื่น')).toBeTruthy();
    expect(server.callsTo('GET', '/paymentvoucher/tax/status')[0]?.query.get('year')).toBe(String(year));
    // A month without tax and no file is not listed.
    expect(within(modal).getAllByRole('row')).toHaveLength(2);
    fireEvent.click(within(modal).getByRole('button', { name: 'ยื่นและชำระแล้ว' }));
    const drawer = await waitFor(() => document.querySelector<HTMLElement>('.ant-drawer-open')!);
    expect(await within(drawer).findByText('ภาษีที่นำส่ง 375.10 บาท')).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText('เลขที่อ้างอิงการยื่นแบบ'), { target: { value: 'RD-001' } });
    await pick(drawer, 'ชำระจากบัญชี', '4051234567 - นิติบุคคล (1114)');
    fireEvent.click(document.getElementById('submit-tax-return')!);
    await waitFor(() => expect(server.callsTo('PUT', '/paymentvoucher/tax/submit')).toHaveLength(1));
    expect(server.callsTo('PUT', '/paymentvoucher/tax/submit')[0]?.body).toMatchObject({
      month: `${year}-01`,
      form: 'PND53',
      reference: 'RD-001',
      accountNoId: 'b2',
      submittedDate: dayjs().format('YYYY-MM-DD'),
    });
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('บันทึกการยื่นแบบและนำส่งภาษีเรียบร้อย'));
  });
});
