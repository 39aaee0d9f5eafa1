import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { ruleMessage, type BillingTypeRow, type InvoiceDetail, type InvoiceRow } from '@suanklang/shared';
import '../../../i18n';
import { inLanguage } from '../../../components/test-lang';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { fakeServer, renderScreen } from '../../../lib/settings/test-screen';
import { expectSavedMessage } from '../../../test/saved-message';
import { confirmCustom, showSuccess } from '../../../components/dialogs';
import { InvoicesScreen } from './invoices-screen';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('../../../components/dialogs', async (importOriginal) => ({
  showSaved: (await importOriginal<typeof import('../../../components/dialogs')>()).showSaved,
  showSuccess: vi.fn(),
  showError: vi.fn(),
  showWarning: vi.fn(),
  confirmCustom: vi.fn(() => Promise.resolve(true)),
}));

const EDIT = ['INVOICE', 'INVOICE_EDIT'] as const;
const DRAFT_ID = '0b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a81';
const ISSUED_ID = '1b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a82';

function row(extra: Partial<InvoiceRow>): InvoiceRow {
  return {
    invoiceId: ISSUED_ID,
    invoiceNo: 'IN2603-0001',
    status: 'ISSUED',
    paymentStatus: 'UNPAID',
    source: 'BILLING',
    unitCode: 'A-101',
    customerCode: 'C00001',
    customerName: 'สมชาย ใจดี',
    invoiceDate: '2026-03-01',
    dueDate: '2026-03-15',
    billingMonth: '2026-03',
    grandTotal: '1420.00',
    paidAmount: '0.00',
    creditedAmount: '0.00',
    outstanding: '1420.00',
    printCount: 1,
    ...extra,
  };
}

const issued = row({});
const draft = row({
  invoiceId: DRAFT_ID,
  invoiceNo: null,
  status: 'DRAFT',
  source: 'MANUAL',
  unitCode: 'A-102',
  customerName: 'สมหญิง รักดี',
  grandTotal: '500.00',
  outstanding: '500.00',
  printCount: 0,
});

function detailOf(base: InvoiceRow, extra: Partial<InvoiceDetail> = {}): InvoiceDetail {
  return {
    ...base,
    customerAddress: '99/101 ถนนสุขุมวิท กรุงเทพฯ',
    customerTaxId: null,
    customerBranchNo: null,
    amountExcludeVat: base.grandTotal,
    vat: '0.00',
    remark: null,
    cancelReason: null,
    lines: [
      {
        lineNo: 1,
        expenseTypeCode: 'CF',
        expenseTypeDescription: 'ค่าส่วนกลาง',
        category: 'COMMON_FEE',
        description: 'ค่าส่วนกลาง มีนาคม 2569',
        displayDescription: 'ค่าส่วนกลาง มีนาคม 2569',
        billingStart: '2026-03',
        billingEnd: '2026-05',
        quantity: '35.50',
        unitPrice: '40.00',
        previousMeter: null,
        currentMeter: null,
        chargedMinimum: false,
        amountExcludeVat: base.grandTotal,
        vat: '0.00',
        grandTotal: base.grandTotal,
        paidAmount: '0.00',
        creditedAmount: '0.00',
      },
    ],
    journals:
      base.status === 'ISSUED'
        ? [
            {
              documentNo: 'JV2603-0001',
              kind: 'POST',
              entryDate: '2026-03-01',
              lines: [
                {
                  accountCode: '1130',
                  accountDescription: 'ลูกหนี้ค่าส่วนกลาง',
                  debit: '1420.00',
                  credit: '0.00',
                },
                {
                  accountCode: '4100',
                  accountDescription: 'รายได้ค่าส่วนกลาง',
                  debit: '0.00',
                  credit: '1420.00',
                },
              ],
            },
          ]
        : [],
    createdBy: 'นภา บัญชี',
    createdDate: '2026-03-01T02:00:00.000Z',
    updatedDate: null,
    ...extra,
  };
}

const commonFee: BillingTypeRow = {
  expenseTypeCode: 'CF',
  expenseTypeDescription: 'ค่าส่วนกลาง',
  category: 'COMMON_FEE',
  calcKind: 'FIXED',
  billingCycle: 'MONTHLY',
  meterTypeCode: null,
  meterDigits: null,
  rate: '1500.00',
};

const routes = {
  'POST /invoices/search': [issued, draft],
  [`GET /invoices/${ISSUED_ID}`]: detailOf(issued),
  [`GET /invoices/${DRAFT_ID}`]: detailOf(draft),
  'GET /invoices/print/option': [
    { code: 'th', description: 'ภาษาไทย' },
    { code: 'en', description: 'ภาษาอังกฤษ' },
  ],
  'GET /expenses/types': [commonFee],
  'GET /properties/unit': [{ unit: 'A-101', unitCode: 'A-101', unitCodeDescription: 'A-101 - สมชาย ใจดี' }],
  'GET /invoices/unit': {
    unitCode: 'A-101',
    customerCode: 'C00001',
    customerName: 'สมชาย ใจดี',
    customerAddress: '99/101 ถนนสุขุมวิท กรุงเทพฯ',
    outstanding: '1420.00',
    openInvoices: [issued],
  },
};

function help(id: string): string {
  return document.getElementById(`${id}_help`)?.textContent ?? '';
}

async function typeDate(id: string, date: dayjs.Dayjs) {
  const input = document.getElementById(id) as HTMLInputElement;
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: `${date.format('DD/MM/')}${date.year() + 543}` } });
  fireEvent.keyDown(input, { key: 'Enter' });
  await waitFor(() => expect(input.value).toBe(`${date.format('DD/MM/')}${date.year() + 543}`));
}

/** The drawer's invoice line numbered `n` (the lines table's first cell is the line number). */
function lineRow(drawer: HTMLElement, n: string): HTMLElement {
  const row = within(drawer)
    .getAllByRole('row')
    .find((r) => r.querySelector('td')?.textContent === n);
  if (!row) throw new Error(`no line ${n}`);
  return row;
}

describe('invoices', () => {
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

  it('searches with the invoice number upper-cased and lists the rows', async () => {
    const server = fakeServer(routes, EDIT);
    await renderScreen(<InvoicesScreen />);
    expect(await screen.findByText('IN2603-0001')).toBeTruthy();
    expect(screen.getByText('ฉบับร่าง (ยังไม่มีเลขที่)')).toBeTruthy();
    expect(screen.getAllByText('1,420.00').length).toBeGreaterThan(0);
    expect(screen.getAllByText('01/03/2569').length).toBeGreaterThan(0);
    expect(screen.getAllByText('03/2569').length).toBe(2);
    expect(screen.getByText('เกินกำหนดชำระ')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('เลขที่ใบแจ้งหนี้'), { target: { value: 'in2603-0001' } });
    fireEvent.change(screen.getByLabelText('ห้องชุด'), { target: { value: 'a-101' } });
    fireEvent.click(screen.getByRole('button', { name: /ค้นหา/ }));
    await waitFor(() => expect(server.callsTo('POST', '/invoices/search')).toHaveLength(2));
    expect(server.callsTo('POST', '/invoices/search')[1]?.body).toMatchObject({
      lang: 'TH',
      propertyCode: 'P001',
      invoiceNo: 'IN2603-0001',
      unitCode: 'A-101',
      pageSize: 20,
    });
  });

  it('opens filtered by the billing month of the link', async () => {
    const server = fakeServer(routes, EDIT);
    await renderScreen(<InvoicesScreen />, {
      path: '/views/invoice',
      url: '/views/invoice?billingMonth=2026-03',
    });
    await screen.findByText('IN2603-0001');
    expect(server.callsTo('POST', '/invoices/search')[0]?.body).toMatchObject({ billingMonth: '2026-03' });
  });

  it('shows the lines and the journal, and offers no cancel for an issued invoice', async () => {
    fakeServer(routes, EDIT);
    await renderScreen(<InvoicesScreen />);
    fireEvent.click(await screen.findByText('IN2603-0001'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('[1130] - ลูกหนี้ค่าส่วนกลาง')).toBeTruthy();
    expect(within(drawer).getByText('[4100] - รายได้ค่าส่วนกลาง')).toBeTruthy();
    expect(within(drawer).getByText('มี.ค. 2569 - พ.ค. 2569')).toBeTruthy();
    expect(within(drawer).getByText(/JV2603-0001/)).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: /ยกเลิกฉบับร่าง/ })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: /ออกใบแจ้งหนี้/ })).toBeNull();
    expect(within(drawer).getByText(/กรุณาออกใบลดหนี้/)).toBeTruthy();
  });

  it("marks a minimum-charge line, says why, and shows a meter line's readings and use", async () => {
    const water = {
      lineNo: 2,
      expenseTypeCode: 'WATER',
      expenseTypeDescription: 'ค่าน้ำประปา',
      category: 'WATER' as const,
      description: 'ค่าน้ำประปา',
      displayDescription: 'ค่าน้ำประปา',
      billingStart: '2026-03',
      billingEnd: '2026-03',
      quantity: '3.00',
      unitPrice: '18.00',
      previousMeter: '100.00',
      currentMeter: '103.00',
      chargedMinimum: true,
      amountExcludeVat: '100.00',
      vat: '0.00',
      grandTotal: '100.00',
      paidAmount: '0.00',
      creditedAmount: '0.00',
    };
    const base = detailOf(issued);
    const noReading = {
      ...water,
      lineNo: 3,
      quantity: '0.00',
      previousMeter: null,
      currentMeter: null,
    };
    fakeServer(
      { ...routes, [`GET /invoices/${ISSUED_ID}`]: { ...base, lines: [...base.lines, water, noReading] } },
      EDIT,
    );
    await renderScreen(<InvoicesScreen />);
    fireEvent.click(await screen.findByText('IN2603-0001'));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findAllByText('ค่าน้ำประปา');
    const rowOf = (n: string) => lineRow(drawer, n);
    const metered = rowOf('2');
    expect(within(metered).getByText('มิเตอร์ 100.00 ถึง 103.00 ใช้ไป 3.00 หน่วย')).toBeTruthy();
    expect(within(metered).getByText('ค่าบริการขั้นต่ำ: หน่วยที่ใช้คิดเป็นเงินน้อยกว่าขั้นต่ำ')).toBeTruthy();
    expect(within(metered).getByText('ขั้นต่ำ')).toBeTruthy();
    const unread = rowOf('3');
    expect(within(unread).getByText('ค่าบริการขั้นต่ำ: ไม่มีเลขมิเตอร์เดือนนี้')).toBeTruthy();
    expect(within(unread).queryByText(/^มิเตอร์/)).toBeNull();
    // The common-fee line is priced as quantity x price: no mark.
    const common = rowOf('1');
    expect(within(common).queryByText('ขั้นต่ำ')).toBeNull();
    expect(within(common).queryByText(/ค่าบริการขั้นต่ำ/)).toBeNull();
  });

  it("shows a billed line's description in the chosen language", async () => {
    storeLang('en');
    await inLanguage('en');
    const base = detailOf(issued);
    const line = {
      ...base.lines[0]!,
      expenseTypeDescription: 'Common fee',
      description: 'ค่าส่วนกลาง',
      displayDescription: 'Common fee',
    };
    fakeServer({ ...routes, [`GET /invoices/${ISSUED_ID}`]: { ...base, lines: [line] } }, EDIT);
    await renderScreen(<InvoicesScreen />);
    fireEvent.click(await screen.findByText('IN2603-0001'));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findAllByText('Common fee');
    const row = lineRow(drawer, '1');
    expect(within(row).getAllByText('Common fee')).toHaveLength(2);
    expect(within(row).queryByText('ค่าส่วนกลาง')).toBeNull();
  });

  it('cancels a draft only with a reason', async () => {
    const server = fakeServer({ ...routes, 'PUT /invoices/cancel': { invoiceId: DRAFT_ID } }, EDIT);
    await renderScreen(<InvoicesScreen />);
    fireEvent.click(await screen.findByText('ฉบับร่าง (ยังไม่มีเลขที่)'));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByRole('button', { name: /ยกเลิกฉบับร่าง/ }));
    const confirm = await screen.findByRole('button', { name: /ยืนยันการยกเลิก/ });
    fireEvent.click(confirm);
    await waitFor(() => expect(help('cancelInvoice_reason')).toBe(ruleMessage('th', 'required')));
    expect(server.callsTo('PUT', '/invoices/cancel')).toHaveLength(0);

    fireEvent.change(document.getElementById('cancelInvoice_reason') as HTMLTextAreaElement, {
      target: { value: 'ออกซ้ำกับใบแจ้งหนี้รอบบิล' },
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(server.callsTo('PUT', '/invoices/cancel')).toHaveLength(1));
    expect(server.callsTo('PUT', '/invoices/cancel')[0]?.body).toMatchObject({
      invoiceId: DRAFT_ID,
      reason: 'ออกซ้ำกับใบแจ้งหนี้รอบบิล',
    });
  });

  it('issues a draft after a confirmation', async () => {
    const server = fakeServer(
      {
        ...routes,
        'POST /invoices/issue': { invoiceId: DRAFT_ID, invoiceNo: 'IN2603-0002', status: 'ISSUED' },
      },
      EDIT,
    );
    await renderScreen(<InvoicesScreen />);
    fireEvent.click(await screen.findByText('ฉบับร่าง (ยังไม่มีเลขที่)'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText(/ยังไม่มีการบันทึกบัญชี/)).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: /ออกใบแจ้งหนี้/ }));
    await waitFor(() => expect(server.callsTo('POST', '/invoices/issue')).toHaveLength(1));
    expect(confirmCustom).toHaveBeenCalledTimes(1);
    expect(server.callsTo('POST', '/invoices/issue')[0]?.body).toMatchObject({ invoiceId: DRAFT_ID });
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('ออกใบแจ้งหนี้เลขที่ IN2603-0002 เรียบร้อย'));
  });

  it('prints with the token, as a blob opened in a new tab', async () => {
    const server = fakeServer(
      {
        ...routes,
        [`GET /invoices/${ISSUED_ID}/print`]: new Response(new Blob(['%PDF-1.7']), {
          status: 200,
          headers: { 'Content-Type': 'application/pdf' },
        }),
      },
      EDIT,
    );
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const createObjectURL = vi.fn(() => 'blob:invoice');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    await renderScreen(<InvoicesScreen />);
    fireEvent.click(await screen.findByText('IN2603-0001'));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByRole('button', { name: /พิมพ์ \(ภาษาอังกฤษ\)/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:invoice', '_blank', 'noopener'));
    const call = server.callsTo('GET', `/invoices/${ISSUED_ID}/print`)[0];
    expect(call?.query.get('docLang')).toBe('en');
    expect(new Headers(call?.init.headers).get('Authorization')).toBe('Bearer test-token');
  });

  it('a new invoice: Thai field errors, nothing sent', async () => {
    const server = fakeServer(routes, EDIT);
    await renderScreen(<InvoicesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /สร้างใบแจ้งหนี้/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByRole('button', { name: /บันทึกฉบับร่าง/ }));
    await waitFor(() => expect(help('invoice_unitCode')).toBe(ruleMessage('th', 'required')));
    expect(help('invoice_dueDate')).toBe(ruleMessage('th', 'required'));
    expect(help('invoice_lines_0_expenseTypeCode')).toBe(ruleMessage('th', 'required'));
    expect(help('invoice_lines_0_description')).toBe(ruleMessage('th', 'required'));
    expect(help('invoice_lines_0_unitPrice')).toBe(ruleMessage('th', 'required'));
    // A due date before the invoice date is refused with the catalogue message.
    await typeDate('invoice_dueDate', dayjs().subtract(1, 'day'));
    await waitFor(() => expect(help('invoice_dueDate')).toBe(ruleMessage('th', 'invoiceDateAfterDueDate')));
    fireEvent.change(document.getElementById('invoice_lines_0_quantity') as HTMLInputElement, {
      target: { value: '0' },
    });
    await waitFor(() => expect(help('invoice_lines_0_quantity')).toBe(ruleMessage('th', 'zeroRequired')));
    expect(server.callsTo('POST', '/invoices/save')).toHaveLength(0);
  }, 60_000);

  it('a new invoice: the customer it bills, then a valid body', async () => {
    const server = fakeServer(
      {
        ...routes,
        'POST /invoices/save': { invoiceId: DRAFT_ID, invoiceNo: null, status: 'DRAFT' },
      },
      EDIT,
    );
    await renderScreen(<InvoicesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /สร้างใบแจ้งหนี้/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.mouseDown(document.getElementById('invoice_unitCode') as HTMLElement);
    fireEvent.click(await screen.findByTitle('A-101 - สมชาย ใจดี'));
    expect(await within(drawer).findByText('1,420.00 บาท (1 ใบ)')).toBeTruthy();
    expect(server.callsTo('GET', '/invoices/unit')[0]?.query.get('unitCode')).toBe('A-101');
    fireEvent.mouseDown(document.getElementById('invoice_lines_0_expenseTypeCode') as HTMLElement);
    fireEvent.click(await screen.findByTitle('CF - ค่าส่วนกลาง'));
    // The expense type fills the description and a fixed rate the unit price.
    await waitFor(() =>
      expect((document.getElementById('invoice_lines_0_description') as HTMLInputElement).value).toBe(
        'ค่าส่วนกลาง',
      ),
    );
    expect((document.getElementById('invoice_lines_0_unitPrice') as HTMLInputElement).value).toBe('1,500.00');
    fireEvent.change(document.getElementById('invoice_lines_0_quantity') as HTMLInputElement, {
      target: { value: '2' },
    });
    await within(drawer).findByText('รวม 3,000.00 บาท');
    const due = dayjs().add(30, 'day');
    await typeDate('invoice_dueDate', due);
    fireEvent.click(within(drawer).getByRole('button', { name: /บันทึกฉบับร่าง/ }));
    await waitFor(() => expect(server.callsTo('POST', '/invoices/save')).toHaveLength(1));
    expect(server.callsTo('POST', '/invoices/save')[0]?.body).toEqual({
      lang: 'TH',
      propertyCode: 'P001',
      unitCode: 'A-101',
      invoiceDate: dayjs().format('YYYY-MM-DD'),
      dueDate: due.format('YYYY-MM-DD'),
      remark: null,
      lines: [{ expenseTypeCode: 'CF', description: 'ค่าส่วนกลาง', quantity: '2', unitPrice: 1500 }],
      issue: false,
    });
    // A draft has no number yet to note: the short message. Issuing one keeps the dialog (above).
    await expectSavedMessage('บันทึกใบแจ้งหนี้ฉบับร่างเรียบร้อย');
    expect(showSuccess).not.toHaveBeenCalled();
  }, 60_000);

  it('is read-only without INVOICE_EDIT', async () => {
    fakeServer(routes, ['INVOICE']);
    await renderScreen(<InvoicesScreen />);
    fireEvent.click(await screen.findByText('ฉบับร่าง (ยังไม่มีเลขที่)'));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByRole('button', { name: /พิมพ์ \(ภาษาไทย\)/ });
    expect(screen.queryByRole('button', { name: /สร้างใบแจ้งหนี้/ })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: /ยกเลิกฉบับร่าง/ })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: /ออกใบแจ้งหนี้/ })).toBeNull();
  });
});
