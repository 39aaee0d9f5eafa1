import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import {
  localizeIssues,
  requestPayLineInput,
  ruleMessage,
  type RequestPayDetail,
  type RequestPayRow,
} from '@suanklang/shared';
import '../../../i18n';
import { inLanguage } from '../../../components/test-lang';
import { confirmCustom, showError, showSuccess } from '../../../components/dialogs';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { errorReply, fakeServer, renderScreen } from '../../../lib/settings/test-screen';
import { expectSavedMessage } from '../../../test/saved-message';
import { RequestPayScreen } from './request-pay-screen';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../../components/dialogs', async (importOriginal) => ({
  showSaved: (await importOriginal<typeof import('../../../components/dialogs')>()).showSaved,
  showSuccess: vi.fn(),
  showError: vi.fn(),
  showWarning: vi.fn(),
  confirmCustom: vi.fn(() => Promise.resolve(true)),
  confirmSure: vi.fn(() => Promise.resolve(true)),
  confirmDiscardChanges: vi.fn(() => Promise.resolve(true)),
}));

const EDIT = ['REQUEST_PAY', 'REQUEST_PAY_EDIT', 'DOWNLOAD'] as const;
const READ = ['REQUEST_PAY', 'DOWNLOAD'] as const;

function row(extra: Partial<RequestPayRow>): RequestPayRow {
  return {
    requestPayId: '0b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a81',
    requestPayNo: 'RQ690300001',
    requestType: 1,
    requestPayTypeDescription: 'รายการบัญชี',
    status: 1,
    statusDescription: 'รออนุมัติ',
    requestPayDate: '2026-03-10',
    supplierCode: 'S001',
    supplierName: 'บริษัท ลิฟต์ดี จำกัด',
    referenceNo: null,
    description: 'ค่าซ่อมลิฟต์',
    amountExcludeVat: '1000.00',
    vat: '70.00',
    wht: '30.00',
    grandTotal: '1070.00',
    createdBy: 'กนกพร ศรีสุข',
    createdDate: '2026-03-10T03:00:00.000Z',
    ...extra,
  };
}
const pending = row({});
const cancelled = row({
  requestPayId: '1b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a82',
  requestPayNo: 'RQ690300002',
  status: 6,
  statusDescription: 'ยกเลิก',
});

function detailOf(r: RequestPayRow): RequestPayDetail {
  return {
    ...r,
    postingDate: null,
    vatMode: 'EXCLUDE',
    supplierAddress: '1 ถนนพระราม 9',
    budgetYear: null,
    budgetMonth: null,
    advanceRequestPayNo: null,
    clearingRequestPayNo: null,
    payable: '0.00',
    unitCode: null,
    pettyCash: null,
    receiptNo: null,
    damages: null,
    damagesAccountCode: null,
    lines: [
      {
        lineNo: 1,
        accountCode: '5101',
        accountName: 'ค่าซ่อมแซม',
        expenseTypeCode: null,
        budgetItemCode: null,
        description: 'ซ่อมลิฟต์ตัวที่ 1',
        amountExcludeVat: '1000.00',
        vat: '70.00',
        whtRate: '3.00',
        whtIncomeRow: '40(2)',
        wht: '30.00',
        grandTotal: '1070.00',
        walletType: null,
        invoiceNo: null,
        receiptNo: null,
      },
    ],
    journalEntryId: null,
    reversalEntryId: null,
    reason: r.status === 6 ? 'ซ้ำ' : null,
    approval: {
      documentType: 'RQ',
      documentNo: r.requestPayNo,
      status: r.status === 6 ? 'CANCELLED' : 'PENDING',
      createdBy: 'กนกพร ศรีสุข',
      email: null,
      createdDate: r.createdDate,
      canAct: false,
      details: [
        {
          detailID: 1,
          description: 'ผู้จัดการ',
          approver: null,
          approverEmail: null,
          status: r.status === 6 ? 4 : 0,
          statusDescription: null,
          processDate: null,
          reason: null,
          users: [{ userID: 'u1', name: 'ประเสริฐ มั่นคง', email: null }],
        },
      ],
    },
    files: [
      {
        id: 'f1',
        currentFileName: 'x.pdf',
        originalFileName: 'ใบเสนอราคา.pdf',
        fileNameOriginal: 'ใบเสนอราคา.pdf',
        description: 'ใบเสนอราคา',
        size: 1000,
        contentType: 'application/pdf',
        createdBy: 'กนกพร ศรีสุข',
        createdDate: r.createdDate,
        url: '/download/x.pdf',
      },
    ],
  };
}

const TYPES = [
  { code: 1, description: 'รายการบัญชี', available: true },
  { code: 2, description: 'ปิดกระเป๋าเงิน', available: false },
  { code: 3, description: 'รายการค่าใช้จ่าย', available: true },
  { code: 6, description: 'รายการงบประมาณ', available: true },
  { code: 8, description: 'เงินทดรองจ่าย', available: false },
];

const routes = {
  'POST /purchaseorders/search': [pending, cancelled],
  'GET /purchaseorders/types': TYPES,
  'GET /purchaseorders/RQ690300001': detailOf(pending),
  'GET /purchaseorders/RQ690300002': detailOf(cancelled),
  'GET /masterdata/suppliers': [
    { supplierCode: 'S001', supplierName: 'บริษัท ลิฟต์ดี จำกัด', address: '1 ถนนพระราม 9' },
  ],
  'GET /masterdata/accounts': [{ accountCode: '5101', description: 'ค่าซ่อมแซม' }],
  'GET /masterdata/tax': [
    { taxCode: 'V0', taxType: 'VAT', taxDescription: 'ไม่มีภาษี', taxRate: '0.00', effectiveFrom: '2000-01-01' },
    { taxCode: 'V7', taxType: 'VAT', taxDescription: 'ภาษี 7%', taxRate: '7.00', effectiveFrom: '2020-01-01' },
  ],
  'GET /purchaseorders/expensetype': [{ expenseTypeCode: 'E01', description: 'ค่าซ่อมบำรุง' }],
};

/** Opens an antd Select by its label and picks the option with that title (the newest popup's). */
async function pick(container: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(container).getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options[options.length - 1]!);
}

async function openNewForm() {
  fireEvent.click(await screen.findByRole('button', { name: /สร้างใบขอเบิกจ่าย/ }));
  const drawer = await waitFor(() => document.querySelector<HTMLElement>('.ant-drawer-open')!);
  fireEvent.click(await within(drawer).findByLabelText('รายการค่าใช้จ่าย'));
  // The type's own line fields come with the type.
  await within(drawer).findByLabelText('ประเภทค่าใช้จ่าย');
  return drawer;
}

describe('request-pay screen', () => {
  beforeEach(async () => {
    storeLang('th');
    storePropertyCode('RVS');
    await inLanguage('th');
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('lists requests with their status names and searches by the number upper-cased', async () => {
    const server = fakeServer(routes, EDIT);
    await renderScreen(<RequestPayScreen />);
    expect(await screen.findByText('RQ690300001')).toBeTruthy();
    expect(screen.getAllByText('รออนุมัติ').length).toBeGreaterThan(0);
    expect(screen.getAllByText('ยกเลิก').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('เลขที่ใบขอเบิกจ่าย'), { target: { value: 'rq6903' } });
    fireEvent.click(screen.getByRole('button', { name: /ค้นหา/ }));
    await waitFor(() => expect(server.callsTo('POST', '/purchaseorders/search')).toHaveLength(2));
    expect(server.callsTo('POST', '/purchaseorders/search')[1]?.body).toMatchObject({
      requestPayNo: 'RQ6903',
      propertyCode: 'RVS',
    });
  });

  it('a newer search aborts the one in flight', async () => {
    const server = fakeServer(routes, EDIT);
    // The second search hangs until it is aborted; every other call is answered by the fake server.
    let searches = 0;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (String(input).includes('/purchaseorders/search') && ++searches === 2) {
        server.calls.push({
          method: 'POST',
          path: '/purchaseorders/search',
          query: new URLSearchParams(),
          body: null,
          init,
        });
        return new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      }
      return server.fetchMock(input, init);
    });
    await renderScreen(<RequestPayScreen />);
    await screen.findByText('RQ690300001');
    const no = screen.getByLabelText('เลขที่ใบขอเบิกจ่าย');
    fireEvent.change(no, { target: { value: 'RQ1' } });
    fireEvent.click(screen.getByRole('button', { name: /ค้นหา/ }));
    await waitFor(() => expect(searches).toBe(2));
    // The shared list's search button ignores clicks while a search runs; the form's submit event stands for a
    // newer search started any other way.
    fireEvent.change(no, { target: { value: 'RQ2' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(searches).toBe(3));
    const hung = server.callsTo('POST', '/purchaseorders/search').find((c) => c.body === null);
    await waitFor(() => expect(hung?.init.signal?.aborted).toBe(true));
    expect(showError).not.toHaveBeenCalled();
  });

  it('saves an expense request of two lines, VAT included, with totals split line by line', async () => {
    const server = fakeServer(
      {
        ...routes,
        'GET /purchaseorders/RQ690300003': detailOf(row({ requestPayNo: 'RQ690300003' })),
        'POST /purchaseorders/save': {
          requestPayId: '2b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a83',
          requestPayNo: 'RQ690300003',
          status: 1,
        },
      },
      EDIT,
    );
    await renderScreen(<RequestPayScreen />);
    const drawer = await openNewForm();
    // Only the types save takes are offered.
    expect(within(drawer).queryByLabelText('ปิดกระเป๋าเงิน')).toBeNull();
    expect(within(drawer).getByLabelText('รายการบัญชี')).toBeTruthy();
    fireEvent.mouseDown(within(drawer).getByLabelText('ผู้รับเงิน'));
    fireEvent.click(await screen.findByTitle('S001 - บริษัท ลิฟต์ดี จำกัด'));
    fireEvent.click(within(drawer).getByLabelText('รวมภาษี'));
    fireEvent.change(within(drawer).getByLabelText('หมายเหตุ'), { target: { value: 'ค่าซ่อมลิฟต์' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /เพิ่มรายการ/ }));

    const line1 = within(drawer).getByRole('group', { name: 'รายการที่ 1' });
    const line2 = within(drawer).getByRole('group', { name: 'รายการที่ 2' });
    for (const line of [line1, line2]) {
      await pick(line, 'ประเภทค่าใช้จ่าย', 'E01 - ค่าซ่อมบำรุง');
      await pick(line, 'บัญชี', '[5101] - ค่าซ่อมแซม');
      fireEvent.change(within(line).getByLabelText('จำนวนเงิน'), { target: { value: '10' } });
      fireEvent.blur(within(line).getByLabelText('จำนวนเงิน'));
    }
    fireEvent.change(within(line1).getByLabelText('อัตราหัก ณ ที่จ่าย (%)'), { target: { value: '3' } });
    fireEvent.blur(within(line1).getByLabelText('อัตราหัก ณ ที่จ่าย (%)'));
    await pick(line1, 'ประเภทเงินได้', '40(2)');

    // 10.00 VAT included is 9.35 + 0.65 per line (10 x 100/107 = 9.3458): 18.70 + 1.30; split on the
    // 20.00 total it would be 18.69 + 1.31. WHT 3% of 9.35 = 0.2805 -> 0.28.
    const totals = within(drawer).getByTestId('request-pay-totals');
    await waitFor(() => expect(totals.textContent).toContain('18.70'));
    expect(totals.textContent).toContain('1.30');
    expect(totals.textContent).toContain('20.00');
    expect(totals.textContent).toContain('0.28');

    fireEvent.click(document.getElementById('save-request-pay')!);
    await waitFor(() => expect(server.callsTo('POST', '/purchaseorders/save')).toHaveLength(1));
    expect(server.callsTo('POST', '/purchaseorders/save')[0]?.body).toEqual({
      lang: 'TH',
      propertyCode: 'RVS',
      requestType: 3,
      requestPayDate: dayjs().format('YYYY-MM-DD'),
      supplierCode: 'S001',
      description: 'ค่าซ่อมลิฟต์',
      vatMode: 'INCLUDE',
      lines: [
        {
          accountCode: '5101',
          expenseTypeCode: 'E01',
          amount: '10.00',
          whtRate: '3.00',
          whtIncomeRow: '40(2)',
        },
        { accountCode: '5101', expenseTypeCode: 'E01', amount: '10.00' },
      ],
    });
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('บันทึกใบขอเบิกจ่ายเลขที่ RQ690300003 เรียบร้อย'));
    expect(showError).not.toHaveBeenCalled();
  });

  it('shows the catalogue messages for bad input and sends nothing', async () => {
    const server = fakeServer(routes, EDIT);
    await renderScreen(<RequestPayScreen />);
    const drawer = await openNewForm();
    const line1 = within(drawer).getByRole('group', { name: 'รายการที่ 1' });
    fireEvent.change(within(line1).getByLabelText('อัตราหัก ณ ที่จ่าย (%)'), { target: { value: '101' } });
    fireEvent.blur(within(line1).getByLabelText('อัตราหัก ณ ที่จ่าย (%)'));
    fireEvent.click(document.getElementById('save-request-pay')!);
    const required = ruleMessage('th', 'required');
    const rateIssues = requestPayLineInput.shape.whtRate.safeParse('101.00').error?.issues ?? [];
    expect(await within(line1).findByText(localizeIssues(rateIssues, 'th')[0]!.message)).toBeTruthy();
    await waitFor(() =>
      // Payee, remark, expense type, account, amount and the income row of a withheld line.
      expect(within(drawer).getAllByText(required).length).toBeGreaterThanOrEqual(6),
    );
    fireEvent.click(within(line1).getByRole('button', { name: 'ลบรายการที่ 1' }));
    fireEvent.click(document.getElementById('save-request-pay')!);
    expect(await within(drawer).findByText(ruleMessage('th', 'mustAddExpense', { min: 1 }))).toBeTruthy();
    expect(server.callsTo('POST', '/purchaseorders/save')).toHaveLength(0);
  });

  it('shows a refused edit of a pending request in the error dialog', async () => {
    const server = fakeServer(
      {
        ...routes,
        'POST /purchaseorders/save': errorReply(409, {
          code: 'RQ006',
          message: 'ใบขอเบิกผ่านการอนุมัติบางขั้นแล้ว ไม่สามารถแก้ไขได้ กรุณายกเลิกและสร้างใหม่',
        }),
      },
      EDIT,
    );
    await renderScreen(<RequestPayScreen />);
    fireEvent.click(await screen.findByText('RQ690300001'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('ซ่อมลิฟต์ตัวที่ 1')).toBeTruthy();
    expect(within(drawer).getByText('ประเสริฐ มั่นคง')).toBeTruthy();
    fireEvent.click(drawer.querySelector('#edit-request-pay')!);
    await waitFor(() => expect(document.getElementById('save-request-pay')).not.toBeNull());
    fireEvent.click(document.getElementById('save-request-pay')!);
    await waitFor(() => expect(server.callsTo('POST', '/purchaseorders/save')).toHaveLength(1));
    expect(server.callsTo('POST', '/purchaseorders/save')[0]?.body).toMatchObject({
      requestPayNo: 'RQ690300001',
      requestType: 1,
      vatMode: 'EXCLUDE',
      lines: [{ accountCode: '5101', amount: '1000.00', whtRate: '3.00' }],
    });
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith({
        statusCode: 409,
        message: 'ใบขอเบิกผ่านการอนุมัติบางขั้นแล้ว ไม่สามารถแก้ไขได้ กรุณายกเลิกและสร้างใหม่',
      }),
    );
  });

  it('says an edit of a pending request in a short message: its number was noted when it was made', async () => {
    const server = fakeServer(
      {
        ...routes,
        'POST /purchaseorders/save': {
          requestPayId: pending.requestPayId,
          requestPayNo: 'RQ690300001',
          status: 1,
        },
      },
      EDIT,
    );
    await renderScreen(<RequestPayScreen />);
    fireEvent.click(await screen.findByText('RQ690300001'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('ซ่อมลิฟต์ตัวที่ 1')).toBeTruthy();
    fireEvent.click(drawer.querySelector('#edit-request-pay')!);
    await waitFor(() => expect(document.getElementById('save-request-pay')).not.toBeNull());
    fireEvent.click(document.getElementById('save-request-pay')!);
    await waitFor(() => expect(server.callsTo('POST', '/purchaseorders/save')).toHaveLength(1));
    expect(server.callsTo('POST', '/purchaseorders/save')[0]?.body).toMatchObject({
      requestPayNo: 'RQ690300001',
    });
    await expectSavedMessage('แก้ไขใบขอเบิกจ่ายเลขที่ RQ690300001 เรียบร้อย');
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('cancels with the reason only once confirmed', async () => {
    const server = fakeServer(
      {
        ...routes,
        'PUT /purchaseorders/cancel': {
          requestPayId: pending.requestPayId,
          requestPayNo: 'RQ690300001',
          status: 6,
        },
      },
      EDIT,
    );
    const { confirmSure } = await import('../../../components/dialogs');
    vi.mocked(confirmSure).mockResolvedValueOnce(false);
    await renderScreen(<RequestPayScreen />);
    fireEvent.click(await screen.findByText('RQ690300001'));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('ซ่อมลิฟต์ตัวที่ 1');
    fireEvent.click(drawer.querySelector('#cancel-request-pay')!);
    const confirm = await waitFor(() => document.getElementById('cancel-confirm')!);
    fireEvent.change(document.getElementById('cancelRequestPay_reason') as HTMLTextAreaElement, {
      target: { value: 'ซ้ำ' },
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(confirmSure).toHaveBeenCalledTimes(1));
    expect(server.callsTo('PUT', '/purchaseorders/cancel')).toHaveLength(0);
    fireEvent.click(confirm);
    await waitFor(() => expect(server.callsTo('PUT', '/purchaseorders/cancel')).toHaveLength(1));
    expect(server.callsTo('PUT', '/purchaseorders/cancel')[0]?.body).toMatchObject({
      requestPayNo: 'RQ690300001',
      reason: 'ซ้ำ',
    });
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('ยกเลิกใบขอเบิกจ่ายเลขที่ RQ690300001 เรียบร้อย'));
    expect(confirmCustom).not.toHaveBeenCalled();
  });

  it('uploads a file under the request number (folder PO) while the request is pending', async () => {
    const server = fakeServer({ ...routes, 'POST /purchaseorders/upload': { files: [] } }, EDIT);
    await renderScreen(<RequestPayScreen />);
    fireEvent.click(await screen.findByText('RQ690300001'));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('ซ่อมลิฟต์ตัวที่ 1');
    const user = userEvent.setup({ applyAccept: false });
    await user.click(within(drawer).getByRole('button', { name: /แนบไฟล์/ }));
    const dialogs = await screen.findAllByRole('dialog');
    const modal = dialogs[dialogs.length - 1]!;
    fireEvent.change(within(modal).getByLabelText('คำอธิบาย'), { target: { value: 'ใบแจ้งหนี้' } });
    await user.upload(
      modal.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['%PDF-1.7'], 'bill.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(modal).getByRole('button', { name: 'บันทึก' }));
    fireEvent.click(await waitFor(() => drawer.querySelector<HTMLElement>('#upload-files')!));
    await waitFor(() => expect(server.callsTo('POST', '/purchaseorders/upload')).toHaveLength(1));
    const form = server.callsTo('POST', '/purchaseorders/upload')[0]?.body as FormData;
    expect(form.get('referenceNo')).toBe('RQ690300001');
    expect(form.get('files[0].description')).toBe('ใบแจ้งหนี้');
    expect((form.get('files[0].file') as File).name).toBe('bill.pdf');
    await expectSavedMessage('อัปโหลดไฟล์เรียบร้อย');
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('a cancelled request takes no files and no cancel', async () => {
    fakeServer(routes, EDIT);
    await renderScreen(<RequestPayScreen />);
    fireEvent.click(await screen.findByText('RQ690300002'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('ใบเสนอราคา.pdf')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: /แนบไฟล์/ })).toBeNull();
    expect(drawer.querySelector('#cancel-request-pay')).toBeNull();
    expect(drawer.querySelector('#edit-request-pay')).toBeNull();
  });

  it('a reader without REQUEST_PAY_EDIT sees no new, edit, cancel or upload', async () => {
    fakeServer(routes, READ);
    await renderScreen(<RequestPayScreen />);
    fireEvent.click(await screen.findByText('RQ690300001'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('ใบเสนอราคา.pdf')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /สร้างใบขอเบิกจ่าย/ })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: /แนบไฟล์/ })).toBeNull();
    expect(drawer.querySelector('#cancel-request-pay')).toBeNull();
    expect(drawer.querySelector('#edit-request-pay')).toBeNull();
    expect(document.getElementById('save-request-pay')).toBeNull();
  });

  describe('advances and their clearing', () => {
    const advanceRow = row({
      requestPayId: '3b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a84',
      requestPayNo: 'RQ690300010',
      requestType: 8,
      status: 4,
      description: 'ทดรองซื้อวัสดุ',
      amountExcludeVat: '1000.00',
      vat: '0.00',
      wht: '0.00',
      grandTotal: '1000.00',
    });
    const advanceRoutes = {
      ...routes,
      'GET /purchaseorders/types': [
        ...TYPES.filter((ty) => ty.code !== 8),
        { code: 8, description: 'เงินทดรองจ่าย', available: true },
        { code: 9, description: 'เคลียร์เงินทดรอง', available: true },
      ],
      // The payee's paid advances are a search of type 8, status 4.
      'POST /purchaseorders/search': (call: { body: unknown }) =>
        (call.body as { requestType?: number }).requestType === 8 ? [advanceRow] : [pending, cancelled],
      'GET /purchaseorders/RQ690300011': detailOf(row({ requestPayNo: 'RQ690300011' })),
      'POST /purchaseorders/save': {
        requestPayId: '4b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a85',
        requestPayNo: 'RQ690300011',
        status: 1,
      },
    };
    async function newRequestOfType(label: string) {
      await renderScreen(<RequestPayScreen />);
      fireEvent.click(await screen.findByRole('button', { name: /สร้างใบขอเบิกจ่าย/ }));
      const drawer = await waitFor(() => document.querySelector<HTMLElement>('.ant-drawer-open')!);
      fireEvent.click(await within(drawer).findByLabelText(label));
      fireEvent.mouseDown(within(drawer).getByLabelText('ผู้รับเงิน'));
      fireEvent.click(await screen.findByTitle('S001 - บริษัท ลิฟต์ดี จำกัด'));
      fireEvent.change(within(drawer).getByLabelText('หมายเหตุ'), { target: { value: 'เงินทดรอง' } });
      return drawer;
    }

    it('an advance has no VAT, account or withholding: its lines are a description and an amount', async () => {
      const server = fakeServer(advanceRoutes, EDIT);
      const drawer = await newRequestOfType('เงินทดรองจ่าย');
      expect(within(drawer).getByLabelText('ไม่มีภาษี')).toHaveProperty('checked', true);
      expect(within(drawer).getByLabelText('แยกภาษี')).toHaveProperty('disabled', true);
      const line = within(drawer).getByRole('group', { name: 'รายการที่ 1' });
      expect(within(line).queryByLabelText('บัญชี')).toBeNull();
      expect(within(line).queryByLabelText('อัตราหัก ณ ที่จ่าย (%)')).toBeNull();
      fireEvent.change(within(line).getByLabelText('รายละเอียด'), { target: { value: 'ซื้อหลอดไฟ' } });
      fireEvent.change(within(line).getByLabelText('จำนวนเงิน'), { target: { value: '1000.5' } });
      fireEvent.blur(within(line).getByLabelText('จำนวนเงิน'));
      fireEvent.click(document.getElementById('save-request-pay')!);
      await waitFor(() => expect(server.callsTo('POST', '/purchaseorders/save')).toHaveLength(1));
      expect(server.callsTo('POST', '/purchaseorders/save')[0]?.body).toEqual({
        lang: 'TH',
        propertyCode: 'RVS',
        requestType: 8,
        requestPayDate: dayjs().format('YYYY-MM-DD'),
        supplierCode: 'S001',
        description: 'เงินทดรอง',
        vatMode: 'NONE',
        lines: [{ description: 'ซื้อหลอดไฟ', amount: '1000.50' }],
      });
    });

    it('a clearing names a paid advance of the payee and shows what is returned or still owed', async () => {
      const server = fakeServer(advanceRoutes, EDIT);
      const drawer = await newRequestOfType('เคลียร์เงินทดรอง');
      fireEvent.click(within(drawer).getByLabelText('ไม่มีภาษี'));
      fireEvent.click(document.getElementById('save-request-pay')!);
      // No advance named yet: required, nothing sent.
      await waitFor(() =>
        expect(within(drawer).getAllByText(ruleMessage('th', 'required')).length).toBeGreaterThanOrEqual(1),
      );
      fireEvent.mouseDown(within(drawer).getByLabelText('เงินทดรองที่เคลียร์'));
      fireEvent.click((await screen.findAllByTitle(/^RQ690300010 - ทดรองซื้อวัสดุ/)).at(-1)!);
      const line = within(drawer).getByRole('group', { name: 'รายการที่ 1' });
      expect(within(line).queryByLabelText('อัตราหัก ณ ที่จ่าย (%)')).toBeNull();
      await pick(line, 'บัญชี', '[5101] - ค่าซ่อมแซม');
      fireEvent.change(within(line).getByLabelText('จำนวนเงิน'), { target: { value: '800.25' } });
      fireEvent.blur(within(line).getByLabelText('จำนวนเงิน'));
      const totals = within(drawer).getByTestId('request-pay-totals');
      await waitFor(() => expect(totals.textContent).toContain('เงินสดที่ผู้รับเงินคืน199.75'));
      fireEvent.change(within(line).getByLabelText('จำนวนเงิน'), { target: { value: '1200' } });
      fireEvent.blur(within(line).getByLabelText('จำนวนเงิน'));
      await waitFor(() => expect(totals.textContent).toContain('(ส่วนที่เกินเงินทดรอง)200.00'));

      fireEvent.click(document.getElementById('save-request-pay')!);
      await waitFor(() => expect(server.callsTo('POST', '/purchaseorders/save')).toHaveLength(1));
      expect(server.callsTo('POST', '/purchaseorders/save')[0]?.body).toEqual({
        lang: 'TH',
        propertyCode: 'RVS',
        requestType: 9,
        requestPayDate: dayjs().format('YYYY-MM-DD'),
        supplierCode: 'S001',
        description: 'เงินทดรอง',
        vatMode: 'NONE',
        advanceRequestPayNo: 'RQ690300010',
        lines: [{ accountCode: '5101', amount: '1200.00' }],
      });
    });
  });

  it('a renovation deposit returned names the unit and the damages kept to an income account', async () => {
    const server = fakeServer(
      {
        ...routes,
        'GET /purchaseorders/types': [
          ...TYPES,
          { code: 11, description: 'คืนเงินประกันตกแต่ง', available: true },
        ],
        'GET /properties/unit': [
          { unit: 'A-101', unitCode: 'A-101', unitCodeDescription: 'A-101 - สมชาย ใจดี' },
        ],
        'GET /masterdata/accounts': (call: { query: URLSearchParams }) =>
          call.query.get('category') === 'INCOME'
            ? [{ accountCode: '4220', description: 'รายได้เบ็ดเตล็ด' }]
            : [{ accountCode: '5101', description: 'ค่าซ่อมแซม' }],
        'GET /purchaseorders/RQ690300012': detailOf(row({ requestPayNo: 'RQ690300012' })),
        'POST /purchaseorders/save': {
          requestPayId: '5b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a86',
          requestPayNo: 'RQ690300012',
          status: 1,
        },
      },
      EDIT,
    );
    await renderScreen(<RequestPayScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /สร้างใบขอเบิกจ่าย/ }));
    const drawer = await waitFor(() => document.querySelector<HTMLElement>('.ant-drawer-open')!);
    fireEvent.click(await within(drawer).findByLabelText('คืนเงินประกันตกแต่ง'));
    expect(within(drawer).getByLabelText('ไม่มีภาษี')).toHaveProperty('checked', true);
    fireEvent.mouseDown(within(drawer).getByLabelText('ผู้รับเงิน'));
    fireEvent.click(await screen.findByTitle('S001 - บริษัท ลิฟต์ดี จำกัด'));
    fireEvent.change(within(drawer).getByLabelText('หมายเหตุ'), { target: { value: 'คืนเงินประกัน' } });
    const line = within(drawer).getByRole('group', { name: 'รายการที่ 1' });
    expect(within(line).queryByLabelText('บัญชี')).toBeNull();
    fireEvent.change(within(line).getByLabelText('จำนวนเงิน'), { target: { value: '10000' } });
    fireEvent.blur(within(line).getByLabelText('จำนวนเงิน'));
    fireEvent.change(within(drawer).getByLabelText('ค่าเสียหายที่หักไว้'), { target: { value: '1250.5' } });
    fireEvent.blur(within(drawer).getByLabelText('ค่าเสียหายที่หักไว้'));
    const totals = within(drawer).getByTestId('request-pay-totals');
    await waitFor(() => expect(totals.textContent).toContain('คืนให้เจ้าของร่วม8,749.50'));

    // Unit and damages account missing: required, nothing sent.
    fireEvent.click(document.getElementById('save-request-pay')!);
    await waitFor(() =>
      expect(within(drawer).getAllByText(ruleMessage('th', 'required')).length).toBeGreaterThanOrEqual(2),
    );
    expect(server.callsTo('POST', '/purchaseorders/save')).toHaveLength(0);
    fireEvent.mouseDown(within(drawer).getByLabelText('ห้องชุด'));
    fireEvent.click((await screen.findAllByTitle('A-101 - สมชาย ใจดี')).at(-1)!);
    await pick(drawer, 'บัญชีรายได้ค่าเสียหาย', '[4220] - รายได้เบ็ดเตล็ด');
    fireEvent.click(document.getElementById('save-request-pay')!);
    await waitFor(() => expect(server.callsTo('POST', '/purchaseorders/save')).toHaveLength(1));
    expect(server.callsTo('POST', '/purchaseorders/save')[0]?.body).toEqual({
      lang: 'TH',
      propertyCode: 'RVS',
      requestType: 11,
      requestPayDate: dayjs().format('YYYY-MM-DD'),
      supplierCode: 'S001',
      description: 'คืนเงินประกัน',
      vatMode: 'NONE',
      unitCode: 'A-101',
      damages: '1250.50',
      damagesAccountCode: '4220',
      lines: [{ amount: '10000.00' }],
    });
  });
});

describe('petty cash', () => {
  beforeEach(async () => {
    storeLang('th');
    storePropertyCode('RVS');
    await inLanguage('th');
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  const pettyRoutes = {
    ...routes,
    'GET /purchaseorders/types': [...TYPES, { code: 7, description: 'ขอเบิกเงินสดย่อย', available: true }],
    'GET /purchaseorders/pettycash': { accountCode: '1112', balance: '500.00' },
    'GET /purchaseorders/RQ690300013': detailOf(row({ requestPayNo: 'RQ690300013' })),
    'POST /purchaseorders/save': {
      requestPayId: '6b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a87',
      requestPayNo: 'RQ690300013',
      status: 1,
    },
  };
  async function newPettyCash(kind: string) {
    await renderScreen(<RequestPayScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /สร้างใบขอเบิกจ่าย/ }));
    const drawer = await waitFor(() => document.querySelector<HTMLElement>('.ant-drawer-open')!);
    fireEvent.click(await within(drawer).findByLabelText('ขอเบิกเงินสดย่อย'));
    fireEvent.click(await within(drawer).findByLabelText(kind));
    fireEvent.mouseDown(within(drawer).getByLabelText('ผู้รับเงิน'));
    fireEvent.click(await screen.findByTitle('S001 - บริษัท ลิฟต์ดี จำกัด'));
    fireEvent.change(within(drawer).getByLabelText('หมายเหตุ'), { target: { value: 'เงินสดย่อย' } });
    return drawer;
  }

  it('a spending names its expense account, shows the fund on the date and what it leaves, without withholding', async () => {
    const server = fakeServer(pettyRoutes, EDIT);
    const drawer = await newPettyCash('จ่ายจากเงินสดย่อย');
    fireEvent.click(within(drawer).getByLabelText('ไม่มีภาษี'));
    const line = within(drawer).getByRole('group', { name: 'รายการที่ 1' });
    expect(within(line).queryByLabelText('อัตราหัก ณ ที่จ่าย (%)')).toBeNull();
    expect(within(line).getByLabelText('ประเภทค่าใช้จ่าย')).toBeTruthy();
    await pick(line, 'บัญชี', '[5101] - ค่าซ่อมแซม');
    fireEvent.change(within(line).getByLabelText('จำนวนเงิน'), { target: { value: '600' } });
    fireEvent.blur(within(line).getByLabelText('จำนวนเงิน'));
    const totals = within(drawer).getByTestId('request-pay-totals');
    await waitFor(() => expect(within(totals).getByTestId('petty-cash-balance').textContent).toBe('500.00'));
    expect(server.callsTo('GET', '/purchaseorders/pettycash')[0]?.query.get('date')).toBe(
      dayjs().format('YYYY-MM-DD'),
    );
    // Over the fund: shown, and the server refuses it (RQ017).
    await waitFor(() => expect(totals.textContent).toContain('เงินสดย่อยคงเหลือหลังเบิกจ่าย-100.00'));
    fireEvent.change(within(line).getByLabelText('จำนวนเงิน'), { target: { value: '450.5' } });
    fireEvent.blur(within(line).getByLabelText('จำนวนเงิน'));
    await waitFor(() => expect(totals.textContent).toContain('เงินสดย่อยคงเหลือหลังเบิกจ่าย49.50'));
    fireEvent.click(document.getElementById('save-request-pay')!);
    await waitFor(() => expect(server.callsTo('POST', '/purchaseorders/save')).toHaveLength(1));
    expect(server.callsTo('POST', '/purchaseorders/save')[0]?.body).toEqual({
      lang: 'TH',
      propertyCode: 'RVS',
      requestType: 7,
      requestPayDate: dayjs().format('YYYY-MM-DD'),
      supplierCode: 'S001',
      description: 'เงินสดย่อย',
      vatMode: 'NONE',
      pettyCash: 'SPEND',
      lines: [{ accountCode: '5101', amount: '450.50' }],
    });
  });

  it('a fund has no VAT, account or withholding, and reads no balance', async () => {
    const server = fakeServer(pettyRoutes, EDIT);
    const drawer = await newPettyCash('ตั้งวงเงินสดย่อย');
    expect(within(drawer).getByLabelText('ไม่มีภาษี')).toHaveProperty('checked', true);
    expect(within(drawer).getByLabelText('แยกภาษี')).toHaveProperty('disabled', true);
    const line = within(drawer).getByRole('group', { name: 'รายการที่ 1' });
    expect(within(line).queryByLabelText('บัญชี')).toBeNull();
    expect(within(line).queryByLabelText('อัตราหัก ณ ที่จ่าย (%)')).toBeNull();
    fireEvent.change(within(line).getByLabelText('จำนวนเงิน'), { target: { value: '10000' } });
    fireEvent.blur(within(line).getByLabelText('จำนวนเงิน'));
    fireEvent.click(document.getElementById('save-request-pay')!);
    await waitFor(() => expect(server.callsTo('POST', '/purchaseorders/save')).toHaveLength(1));
    expect(server.callsTo('POST', '/purchaseorders/save')[0]?.body).toEqual({
      lang: 'TH',
      propertyCode: 'RVS',
      requestType: 7,
      requestPayDate: dayjs().format('YYYY-MM-DD'),
      supplierCode: 'S001',
      description: 'เงินสดย่อย',
      vatMode: 'NONE',
      pettyCash: 'FUND',
      lines: [{ amount: '10000.00' }],
    });
    expect(server.callsTo('GET', '/purchaseorders/pettycash')).toHaveLength(0);
    expect(within(drawer).queryByTestId('petty-cash-balance')).toBeNull();
  });
});

describe('wallets closed and purchase orders', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  const walletRoutes = {
    ...routes,
    'GET /purchaseorders/types': [
      ...TYPES.filter((ty) => ty.code !== 2),
      { code: 2, description: 'ปิดกระเป๋าเงิน', available: true },
      { code: 4, description: 'รายการใบสั่งซื้อ', available: true },
    ],
    'GET /properties/unit': [{ unit: 'A-101', unitCode: 'A-101', unitCodeDescription: 'A-101 - สมชาย ใจดี' }],
    'GET /purchaseorders/wallet': {
      unitCode: 'A-101',
      customerName: 'สมชาย ใจดี',
      wallets: [
        { walletType: 0, description: 'กระเป๋าเงินค่าส่วนกลาง', balance: '1000.00' },
        { walletType: 1, description: 'กระเป๋าเงินอื่น', balance: '300.50' },
      ],
    },
    'GET /purchaseorders/RQ690300014': detailOf(row({ requestPayNo: 'RQ690300014' })),
    'POST /purchaseorders/save': {
      requestPayId: '7b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a88',
      requestPayNo: 'RQ690300014',
      status: 1,
    },
  };

  it('a wallet closed names the unit and its wallets, shows what each keeps, with no VAT, account or withholding', async () => {
    storeLang('th');
    storePropertyCode('RVS');
    await inLanguage('th');
    const server = fakeServer(walletRoutes, EDIT);
    await renderScreen(<RequestPayScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /สร้างใบขอเบิกจ่าย/ }));
    const drawer = await waitFor(() => document.querySelector<HTMLElement>('.ant-drawer-open')!);
    fireEvent.click(await within(drawer).findByLabelText('ปิดกระเป๋าเงิน'));
    await waitFor(() => expect(within(drawer).getByLabelText('แยกภาษี')).toHaveProperty('disabled', true));
    expect(within(drawer).getByLabelText('ไม่มีภาษี')).toHaveProperty('checked', true);
    fireEvent.mouseDown(within(drawer).getByLabelText('ผู้รับเงิน'));
    fireEvent.click(await screen.findByTitle('S001 - บริษัท ลิฟต์ดี จำกัด'));
    fireEvent.change(within(drawer).getByLabelText('หมายเหตุ'), { target: { value: 'ปิดกระเป๋าเงิน' } });
    const line = within(drawer).getByRole('group', { name: 'รายการที่ 1' });
    expect(within(line).queryByLabelText('บัญชี')).toBeNull();
    expect(within(line).queryByLabelText('อัตราหัก ณ ที่จ่าย (%)')).toBeNull();

    // No unit and no wallet yet: required, nothing sent, no balance read.
    fireEvent.click(document.getElementById('save-request-pay')!);
    await waitFor(() =>
      expect(within(drawer).getAllByText(ruleMessage('th', 'required')).length).toBeGreaterThanOrEqual(3),
    );
    expect(server.callsTo('GET', '/purchaseorders/wallet')).toHaveLength(0);

    fireEvent.mouseDown(within(drawer).getByLabelText('ห้องชุด'));
    fireEvent.click((await screen.findAllByTitle('A-101 - สมชาย ใจดี')).at(-1)!);
    const balances = await within(drawer).findByTestId('request-pay-wallets');
    expect(balances.textContent).toContain('สมชาย ใจดี');
    expect(balances.textContent).toContain('1,000.00');
    expect(balances.textContent).toContain('300.50');
    expect(server.callsTo('GET', '/purchaseorders/wallet')[0]?.query.get('unitCode')).toBe('A-101');
    await pick(line, 'กระเป๋าเงิน', 'กระเป๋าเงินค่าส่วนกลาง (1,000.00)');
    fireEvent.change(within(line).getByLabelText('จำนวนเงิน'), { target: { value: '1200' } });
    fireEvent.blur(within(line).getByLabelText('จำนวนเงิน'));
    const totals = within(drawer).getByTestId('request-pay-totals');
    await waitFor(() => expect(totals.textContent).toContain('คงเหลือในกระเป๋าเงินค่าส่วนกลาง-200.00'));
    expect(totals.textContent).toContain('คงเหลือในกระเป๋าเงินอื่น300.50');
    fireEvent.change(within(line).getByLabelText('จำนวนเงิน'), { target: { value: '1000' } });
    fireEvent.blur(within(line).getByLabelText('จำนวนเงิน'));
    await waitFor(() => expect(totals.textContent).toContain('คงเหลือในกระเป๋าเงินค่าส่วนกลาง0.00'));

    fireEvent.click(document.getElementById('save-request-pay')!);
    await waitFor(() => expect(server.callsTo('POST', '/purchaseorders/save')).toHaveLength(1));
    expect(server.callsTo('POST', '/purchaseorders/save')[0]?.body).toEqual({
      lang: 'TH',
      propertyCode: 'RVS',
      requestType: 2,
      requestPayDate: dayjs().format('YYYY-MM-DD'),
      supplierCode: 'S001',
      description: 'ปิดกระเป๋าเงิน',
      vatMode: 'NONE',
      unitCode: 'A-101',
      lines: [{ walletType: 0, amount: '1000.00' }],
    });
  });

  it('shows the refusal of a wallet that no longer holds the amount under the line (English)', async () => {
    storeLang('en');
    storePropertyCode('RVS');
    await inLanguage('en');
    const message = ruleMessage('en', 'max_amount', { max: '300.50' });
    const server = fakeServer(
      {
        ...walletRoutes,
        'GET /purchaseorders/types': [
          { code: 1, description: 'Account list', available: true },
          { code: 2, description: 'Wallet list (close deposit)', available: true },
        ],
        'GET /purchaseorders/wallet': {
          unitCode: 'A-101',
          customerName: 'Somchai Jaidee',
          wallets: [
            { walletType: 0, description: 'Common wallet', balance: '0.00' },
            { walletType: 1, description: 'Other wallet', balance: '300.50' },
          ],
        },
        'POST /purchaseorders/save': errorReply(409, {
          statusCode: 409,
          code: 'RQ018',
          message: "The unit's wallet balance is less than the refund.",
          fields: [{ path: 'lines.0.amount', rule: 'max_amount', message }],
        }),
      },
      EDIT,
    );
    await renderScreen(<RequestPayScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /New request for payment/ }));
    const drawer = await waitFor(() => document.querySelector<HTMLElement>('.ant-drawer-open')!);
    fireEvent.click(await within(drawer).findByLabelText('Wallet list (close deposit)'));
    fireEvent.mouseDown(within(drawer).getByLabelText('Pay to'));
    fireEvent.click(await screen.findByTitle('S001 - บริษัท ลิฟต์ดี จำกัด'));
    fireEvent.change(within(drawer).getByLabelText('Remark'), { target: { value: 'Close wallet' } });
    fireEvent.mouseDown(within(drawer).getByLabelText('Unit'));
    fireEvent.click((await screen.findAllByTitle('A-101 - สมชาย ใจดี')).at(-1)!);
    const line = within(drawer).getByRole('group', { name: 'Line 1' });
    await pick(line, 'Wallet', 'Other wallet (300.50)');
    fireEvent.change(within(line).getByLabelText('Amount'), { target: { value: '300.50' } });
    fireEvent.blur(within(line).getByLabelText('Amount'));
    const totals = within(drawer).getByTestId('request-pay-totals');
    await waitFor(() => expect(totals.textContent).toContain('Left in the Other wallet0.00'));
    fireEvent.click(document.getElementById('save-request-pay')!);
    await waitFor(() => expect(server.callsTo('POST', '/purchaseorders/save')).toHaveLength(1));
    expect(server.callsTo('POST', '/purchaseorders/save')[0]?.body).toMatchObject({
      lang: 'EN',
      requestType: 2,
      unitCode: 'A-101',
      lines: [{ walletType: 1, amount: '300.50' }],
    });
    expect(await within(line).findByText(message)).toBeTruthy();
  });

  it("paying invoices from the wallet picks the unit's open invoices and the wallet of each line", async () => {
    storeLang('th');
    storePropertyCode('RVS');
    await inLanguage('th');
    const server = fakeServer(
      {
        ...walletRoutes,
        'GET /purchaseorders/types': [
          { code: 1, description: 'รายการบัญชี', available: true },
          { code: 5, description: 'ชำระใบแจ้งหนี้จากเงินมัดจำ', available: true },
        ],
        'GET /purchaseorders/invoice': [
          {
            invoiceNo: 'IV690300001',
            invoiceDate: '2026-03-01',
            dueDate: '2026-03-31',
            billingMonth: '2026-03',
            grandTotal: '700.00',
            outstanding: '700.00',
          },
        ],
      },
      EDIT,
    );
    await renderScreen(<RequestPayScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /สร้างใบขอเบิกจ่าย/ }));
    const drawer = await waitFor(() => document.querySelector<HTMLElement>('.ant-drawer-open')!);
    fireEvent.click(await within(drawer).findByLabelText('ชำระใบแจ้งหนี้จากเงินมัดจำ'));
    await waitFor(() => expect(within(drawer).getByLabelText('แยกภาษี')).toHaveProperty('disabled', true));
    fireEvent.mouseDown(within(drawer).getByLabelText('ผู้รับเงิน'));
    fireEvent.click(await screen.findByTitle('S001 - บริษัท ลิฟต์ดี จำกัด'));
    fireEvent.change(within(drawer).getByLabelText('หมายเหตุ'), { target: { value: 'ชำระจากกระเป๋าเงิน' } });
    const line = within(drawer).getByRole('group', { name: 'รายการที่ 1' });
    expect(within(line).queryByLabelText('บัญชี')).toBeNull();
    expect(within(line).queryByLabelText('อัตราหัก ณ ที่จ่าย (%)')).toBeNull();
    fireEvent.click(document.getElementById('save-request-pay')!);
    await waitFor(() =>
      // Unit, invoice, wallet and amount.
      expect(within(drawer).getAllByText(ruleMessage('th', 'required')).length).toBeGreaterThanOrEqual(4),
    );
    expect(server.callsTo('GET', '/purchaseorders/invoice')).toHaveLength(0);
    fireEvent.mouseDown(within(drawer).getByLabelText('ห้องชุด'));
    fireEvent.click((await screen.findAllByTitle('A-101 - สมชาย ใจดี')).at(-1)!);
    fireEvent.mouseDown(within(line).getByLabelText('ใบแจ้งหนี้'));
    fireEvent.click((await screen.findAllByTitle(/^IV690300001 ครบกำหนด .* ค้างชำระ 700\.00$/)).at(-1)!);
    expect(server.callsTo('GET', '/purchaseorders/invoice')[0]?.query.get('unitCode')).toBe('A-101');
    await pick(line, 'กระเป๋าเงิน', 'กระเป๋าเงินค่าส่วนกลาง (1,000.00)');
    fireEvent.change(within(line).getByLabelText('จำนวนเงิน'), { target: { value: '700' } });
    fireEvent.blur(within(line).getByLabelText('จำนวนเงิน'));
    const totals = within(drawer).getByTestId('request-pay-totals');
    await waitFor(() => expect(totals.textContent).toContain('คงเหลือในกระเป๋าเงินค่าส่วนกลาง300.00'));
    fireEvent.click(document.getElementById('save-request-pay')!);
    await waitFor(() => expect(server.callsTo('POST', '/purchaseorders/save')).toHaveLength(1));
    expect(server.callsTo('POST', '/purchaseorders/save')[0]?.body).toEqual({
      lang: 'TH',
      propertyCode: 'RVS',
      requestType: 5,
      requestPayDate: dayjs().format('YYYY-MM-DD'),
      supplierCode: 'S001',
      description: 'ชำระจากกระเป๋าเงิน',
      vatMode: 'NONE',
      unitCode: 'A-101',
      lines: [{ invoiceNo: 'IV690300001', walletType: 0, amount: '700.00' }],
    });
  });

  it('a claim picks the unit, its receipt and an account the receipt earned, in three steps (English)', async () => {
    storeLang('en');
    storePropertyCode('RVS');
    await inLanguage('en');
    const server = fakeServer(
      {
        ...walletRoutes,
        'GET /purchaseorders/types': [
          { code: 1, description: 'Account list', available: true },
          { code: 10, description: 'Claim list', available: true },
        ],
        'GET /purchaseorders/claim': [
          {
            receiptNo: 'RC690300007',
            receiptDate: '2026-03-05',
            grandTotal: '1070.00',
            accounts: [
              {
                accountCode: '4160',
                accountName: 'Service income',
                received: '1000.00',
                claimable: '400.00',
              },
            ],
          },
        ],
      },
      EDIT,
    );
    await renderScreen(<RequestPayScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /New request for payment/ }));
    const drawer = await waitFor(() => document.querySelector<HTMLElement>('.ant-drawer-open')!);
    fireEvent.click(await within(drawer).findByLabelText('Claim list'));
    await waitFor(() =>
      expect(within(drawer).getByLabelText('VAT excluded')).toHaveProperty('disabled', true),
    );
    fireEvent.mouseDown(within(drawer).getByLabelText('Pay to'));
    fireEvent.click(await screen.findByTitle('S001 - บริษัท ลิฟต์ดี จำกัด'));
    fireEvent.change(within(drawer).getByLabelText('Remark'), { target: { value: 'Claim' } });
    const line = within(drawer).getByRole('group', { name: 'Line 1' });
    expect(within(line).queryByLabelText('WHT rate (%)')).toBeNull();
    // Step 1: the unit; nothing is read before it.
    fireEvent.click(document.getElementById('save-request-pay')!);
    await waitFor(() =>
      expect(within(drawer).getAllByText(ruleMessage('en', 'required')).length).toBeGreaterThanOrEqual(4),
    );
    expect(server.callsTo('GET', '/purchaseorders/claim')).toHaveLength(0);
    fireEvent.mouseDown(within(drawer).getByLabelText('Unit'));
    fireEvent.click((await screen.findAllByTitle('A-101 - สมชาย ใจดี')).at(-1)!);
    // Step 2: its receipt; step 3: an account the receipt earned, with what is left to claim.
    fireEvent.mouseDown(within(line).getByLabelText('Receipt'));
    fireEvent.click((await screen.findAllByTitle(/^RC690300007 of .*, total 1,070\.00$/)).at(-1)!);
    expect(server.callsTo('GET', '/purchaseorders/claim')[0]?.query.get('unitCode')).toBe('A-101');
    await pick(line, 'Account', '[4160] - Service income (400.00 left to claim)');
    fireEvent.change(within(line).getByLabelText('Amount'), { target: { value: '400' } });
    fireEvent.blur(within(line).getByLabelText('Amount'));
    fireEvent.click(document.getElementById('save-request-pay')!);
    await waitFor(() => expect(server.callsTo('POST', '/purchaseorders/save')).toHaveLength(1));
    expect(server.callsTo('POST', '/purchaseorders/save')[0]?.body).toEqual({
      lang: 'EN',
      propertyCode: 'RVS',
      requestType: 10,
      requestPayDate: dayjs().format('YYYY-MM-DD'),
      supplierCode: 'S001',
      description: 'Claim',
      vatMode: 'NONE',
      unitCode: 'A-101',
      lines: [{ receiptNo: 'RC690300007', accountCode: '4160', amount: '400.00' }],
    });
  });

  it("the detail of invoices paid from the wallet shows its receipt, each line's invoice and wallet", async () => {
    storeLang('th');
    storePropertyCode('RVS');
    await inLanguage('th');
    const paid = row({ requestPayNo: 'RQ690300020', requestType: 5, status: 2, statusDescription: 'อนุมัติ' });
    const base = detailOf(paid);
    fakeServer(
      {
        ...walletRoutes,
        'POST /purchaseorders/search': [paid],
        'GET /purchaseorders/RQ690300020': {
          ...base,
          vatMode: 'NONE',
          unitCode: 'A-101',
          receiptNo: 'RC690300031',
          lines: [
            {
              ...base.lines[0]!,
              accountCode: '2151',
              accountName: 'เงินรับล่วงหน้า',
              walletType: 0,
              invoiceNo: 'IV690300001',
            },
          ],
        },
      },
      READ,
    );
    await renderScreen(<RequestPayScreen />);
    fireEvent.click(await screen.findByText('RQ690300020'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('RC690300031')).toBeTruthy();
    expect(within(drawer).getByText('IV690300001')).toBeTruthy();
    expect(within(drawer).getByText('กระเป๋าเงินค่าส่วนกลาง')).toBeTruthy();
    expect(within(drawer).getByText('A-101')).toBeTruthy();
  });

  it('an order names its order number and expense lines (English)', async () => {
    storeLang('en');
    storePropertyCode('RVS');
    await inLanguage('en');
    const server = fakeServer(
      {
        ...walletRoutes,
        'GET /purchaseorders/types': [
          { code: 1, description: 'Account list', available: true },
          { code: 4, description: 'Order list', available: true },
        ],
      },
      EDIT,
    );
    await renderScreen(<RequestPayScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /New request for payment/ }));
    const drawer = await waitFor(() => document.querySelector<HTMLElement>('.ant-drawer-open')!);
    fireEvent.click(await within(drawer).findByLabelText('Order list'));
    fireEvent.mouseDown(within(drawer).getByLabelText('Pay to'));
    fireEvent.click(await screen.findByTitle('S001 - บริษัท ลิฟต์ดี จำกัด'));
    fireEvent.change(within(drawer).getByLabelText('Remark'), { target: { value: 'Cleaning supplies' } });
    const line = within(drawer).getByRole('group', { name: 'Line 1' });
    await pick(line, 'Account', '[5101] - ค่าซ่อมแซม');
    fireEvent.change(within(line).getByLabelText('Amount'), { target: { value: '100' } });
    fireEvent.blur(within(line).getByLabelText('Amount'));
    // The order number and the line's expense type are required; nothing is sent without them.
    fireEvent.click(document.getElementById('save-request-pay')!);
    await waitFor(() =>
      expect(within(drawer).getAllByText(ruleMessage('en', 'required')).length).toBeGreaterThanOrEqual(2),
    );
    expect(server.callsTo('POST', '/purchaseorders/save')).toHaveLength(0);
    fireEvent.change(within(drawer).getByLabelText('Purchase order no.'), {
      target: { value: 'PO-2408-007' },
    });
    await pick(line, 'Expense type', 'E01 - ค่าซ่อมบำรุง');
    fireEvent.click(within(line).getByRole('button', { name: 'Remove line 1' }));
    fireEvent.click(document.getElementById('save-request-pay')!);
    expect(await within(drawer).findByText(ruleMessage('en', 'mustAddOrder', { min: 1 }))).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: /Add line/ }));
    const again = within(drawer).getByRole('group', { name: 'Line 1' });
    await pick(again, 'Expense type', 'E01 - ค่าซ่อมบำรุง');
    await pick(again, 'Account', '[5101] - ค่าซ่อมแซม');
    fireEvent.change(within(again).getByLabelText('Amount'), { target: { value: '100' } });
    fireEvent.blur(within(again).getByLabelText('Amount'));
    fireEvent.click(document.getElementById('save-request-pay')!);
    await waitFor(() => expect(server.callsTo('POST', '/purchaseorders/save')).toHaveLength(1));
    expect(server.callsTo('POST', '/purchaseorders/save')[0]?.body).toEqual({
      lang: 'EN',
      propertyCode: 'RVS',
      requestType: 4,
      requestPayDate: dayjs().format('YYYY-MM-DD'),
      supplierCode: 'S001',
      referenceNo: 'PO-2408-007',
      description: 'Cleaning supplies',
      vatMode: 'EXCLUDE',
      lines: [{ accountCode: '5101', expenseTypeCode: 'E01', amount: '100.00' }],
    });
  });
});
