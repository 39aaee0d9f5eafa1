import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreditNoteDetail, CreditNoteOpenLine, CreditNoteRow } from '@suanklang/shared';
import '../../../i18n';
import { inLanguage } from '../../../components/test-lang';
import { confirmDiscardChanges, showError, showSuccess } from '../../../components/dialogs';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { errorReply, fakeServer, renderScreen } from '../../../lib/settings/test-screen';
import { expectSavedMessage } from '../../../test/saved-message';
import { CreditNotesScreen } from './credit-notes-screen';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('../../../components/dialogs', async (importOriginal) => ({
  showSaved: (await importOriginal<typeof import('../../../components/dialogs')>()).showSaved,
  showSuccess: vi.fn(),
  showError: vi.fn(),
  showWarning: vi.fn(),
  confirmCustom: vi.fn(() => Promise.resolve(true)),
  confirmDiscardChanges: vi.fn(() => Promise.resolve(true)),
}));

const EDIT = ['CREDIT_NOTE', 'CREDIT_NOTE_EDIT', 'DOWNLOAD'] as const;
const PENDING_ID = '0b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a81';
const CANCELLED_ID = '1b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a82';
const APPROVED_ID = '2b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a83';

function row(extra: Partial<CreditNoteRow>): CreditNoteRow {
  return {
    creditNoteId: PENDING_ID,
    creditNoteNo: 'CN690300001',
    creditNoteType: 1,
    creditNoteTypeDescription: 'ลดหนี้จากใบแจ้งหนี้',
    status: 1,
    statusDescription: 'รออนุมัติ',
    creditNoteDate: '2026-03-10',
    unitCode: 'A0105',
    customerName: 'สมชาย ใจดี',
    description: 'ลดค่าบัตร',
    receiptNo: null,
    amountExcludeVat: '100.00',
    vat: '0.00',
    grandTotal: '100.00',
    createdBy: 'กนกพร ศรีสุข',
    createdDate: '2026-03-10T03:00:00.000Z',
    ...extra,
  };
}
const pending = row({});
const cancelled = row({
  creditNoteId: CANCELLED_ID,
  creditNoteNo: 'CN690300002',
  status: 3,
  statusDescription: 'ยกเลิก',
});

function detailOf(r: CreditNoteRow): CreditNoteDetail {
  return {
    creditNoteId: r.creditNoteId,
    creditNoteNo: r.creditNoteNo,
    creditNoteType: r.creditNoteType,
    creditNoteDate: r.creditNoteDate,
    status: r.status,
    printCount: r.status === 4 ? 1 : 0,
    statusDescription: r.statusDescription,
    creditNoteTypeDescription: r.creditNoteTypeDescription,
    unitCodeDescription: r.unitCode,
    customerName: r.customerName,
    description: r.description,
    customerAddress: '99/1 ถนนสุขุมวิท',
    invoiceList: [
      {
        invoiceNo: 'IN690300011',
        lineNo: 1,
        expenseTypeDescription: 'ค่าบัตรผ่านเพิ่ม',
        billingStart: '2026-03',
        billingEnd: '2026-03',
        amountExcludeVat: '100.00',
        vat: '0.00',
        payAmount: '100.00',
      },
    ],
    receipt: null,
    grandTotal: r.grandTotal,
    amountExcludeVat: r.amountExcludeVat,
    vat: r.vat,
    reason: r.status === 3 ? 'ซ้ำ' : null,
    createdBy: r.createdBy,
    createdDate: r.createdDate,
    approval: {
      documentType: 'CN',
      documentNo: r.creditNoteNo,
      status: r.status === 3 ? 'CANCELLED' : 'PENDING',
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
          status: r.status === 3 ? 4 : 0,
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

const line: CreditNoteOpenLine = {
  invoiceNo: 'IN690300011',
  invoiceDate: '2026-03-03',
  lineNo: 1,
  expenseTypeDescription: 'ค่าบัตรผ่านเพิ่ม',
  description: 'บัตรผ่านเพิ่ม',
  displayDescription: 'บัตรผ่านเพิ่ม',
  billingStart: '2026-03',
  billingEnd: '2026-03',
  grandTotal: '300.00',
  remaining: '250.00',
};

/** Approved and printed once: the next print is a copy. */
const approved = row({
  creditNoteId: APPROVED_ID,
  creditNoteNo: 'CN690300005',
  status: 4,
  statusDescription: 'อนุมัติแล้ว',
});

const routes = {
  'POST /creditnotes/search': [pending, cancelled, approved],
  [`GET /creditnotes/${APPROVED_ID}`]: detailOf(approved),
  [`GET /creditnotes/${PENDING_ID}`]: detailOf(pending),
  [`GET /creditnotes/${CANCELLED_ID}`]: detailOf(cancelled),
  'GET /properties/unit': [{ unit: 'A0105', unitCode: 'A0105', unitCodeDescription: 'A0105 - สมชาย ใจดี' }],
  'GET /creditnotes/invoice-lines': [line],
};

describe('credit notes', () => {
  beforeEach(async () => {
    storeLang('th');
    storePropertyCode('RVS');
    await inLanguage('th');
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('lists and searches with the number upper-cased', async () => {
    const server = fakeServer(routes, EDIT);
    await renderScreen(<CreditNotesScreen />);
    expect(await screen.findByText('CN690300001')).toBeTruthy();
    expect(screen.getAllByText('รออนุมัติ').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('เลขที่ใบลดหนี้'), { target: { value: 'cn6903' } });
    fireEvent.click(screen.getByRole('button', { name: /ค้นหา/ }));
    await waitFor(() => expect(server.callsTo('POST', '/creditnotes/search')).toHaveLength(2));
    expect(server.callsTo('POST', '/creditnotes/search')[1]?.body).toMatchObject({
      creditNoteNo: 'CN6903',
      propertyCode: 'RVS',
    });
  });

  it('shows a pending note with its steps, attachments open and cancel offered', async () => {
    fakeServer(routes, EDIT);
    await renderScreen(<CreditNotesScreen />);
    fireEvent.click(await screen.findByText('CN690300001'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('IN690300011')).toBeTruthy();
    expect(within(drawer).getByText('ใบเสนอราคา.pdf')).toBeTruthy();
    expect(within(drawer).getByText('ประเสริฐ มั่นคง')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: /แนบไฟล์/ })).toBeTruthy();
    expect(drawer.querySelector('#cancel-credit-note')).not.toBeNull();
  });

  it('hides adding files and cancel for a cancelled note (status 3)', async () => {
    fakeServer(routes, EDIT);
    await renderScreen(<CreditNotesScreen />);
    fireEvent.click(await screen.findByText('CN690300002'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('ใบเสนอราคา.pdf')).toBeTruthy();
    expect(within(drawer).getByText('ซ้ำ')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: /แนบไฟล์/ })).toBeNull();
    expect(drawer.querySelector('#cancel-credit-note')).toBeNull();
  });

  it('cancels only with a reason', async () => {
    const server = fakeServer(
      {
        ...routes,
        'PUT /creditnotes/cancel': { creditNoteId: PENDING_ID, creditNoteNo: 'CN690300001', status: 3 },
      },
      EDIT,
    );
    await renderScreen(<CreditNotesScreen />);
    fireEvent.click(await screen.findByText('CN690300001'));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('IN690300011');
    fireEvent.click(drawer.querySelector('#cancel-credit-note')!);
    const confirm = await waitFor(() => document.getElementById('cancel-confirm')!);
    fireEvent.click(confirm);
    expect(await screen.findByText('กรุณาระบุเหตุผลที่ยกเลิก')).toBeTruthy();
    expect(server.callsTo('PUT', '/creditnotes/cancel')).toHaveLength(0);
    fireEvent.change(document.getElementById('cancelCreditNote_reason') as HTMLTextAreaElement, {
      target: { value: 'ซ้ำ' },
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(server.callsTo('PUT', '/creditnotes/cancel')).toHaveLength(1));
    expect(server.callsTo('PUT', '/creditnotes/cancel')[0]?.body).toMatchObject({
      creditNoteNo: 'CN690300001',
      reason: 'ซ้ำ',
    });
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('ยกเลิกใบลดหนี้เลขที่ CN690300001 เรียบร้อย'));
  });

  it('closes the panel with the server message when the detail cannot load', async () => {
    fakeServer(
      {
        ...routes,
        [`GET /creditnotes/${PENDING_ID}`]: errorReply(404, { message: 'ไม่พบใบลดหนี้', code: 'CN001' }),
      },
      EDIT,
    );
    await renderScreen(<CreditNotesScreen />);
    fireEvent.click(await screen.findByText('CN690300001'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('creates an invoice-based note: amounts bounded by what the line owes', async () => {
    const server = fakeServer(
      {
        ...routes,
        'POST /creditnotes/save': { creditNoteId: PENDING_ID, creditNoteNo: 'CN690300003', status: 1 },
      },
      EDIT,
    );
    await renderScreen(<CreditNotesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /สร้างใบลดหนี้/ }));
    const drawer = await screen.findByRole('dialog');
    const unit = within(drawer).getByLabelText('ห้องชุด');
    fireEvent.mouseDown(unit);
    fireEvent.click(await screen.findByTitle('A0105 - สมชาย ใจดี'));
    fireEvent.change(within(drawer).getByLabelText('รายละเอียด'), { target: { value: 'ลดค่าบัตร' } });
    const pick = await within(drawer).findByLabelText('เลือก IN690300011 รายการที่ 1');
    fireEvent.click(pick);
    const amount = within(drawer).getByLabelText<HTMLInputElement>('จำนวนเงินลดหนี้ IN690300011 รายการที่ 1');
    fireEvent.change(amount, { target: { value: '300' } });
    fireEvent.blur(amount);
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.click(drawer.querySelector('#save-credit-note')!);
    expect(await within(drawer).findByText('กรุณาแก้ไขจำนวนเงินลดหนี้ให้ถูกต้อง')).toBeTruthy();
    expect(server.callsTo('POST', '/creditnotes/save')).toHaveLength(0);

    fireEvent.change(amount, { target: { value: '120.5' } });
    fireEvent.blur(amount);
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBeNull());
    fireEvent.click(drawer.querySelector('#save-credit-note')!);
    await waitFor(() => expect(server.callsTo('POST', '/creditnotes/save')).toHaveLength(1));
    expect(server.callsTo('POST', '/creditnotes/save')[0]?.body).toMatchObject({
      creditNoteType: 1,
      unitCode: 'A0105',
      description: 'ลดค่าบัตร',
      lines: [{ invoiceNo: 'IN690300011', lineNo: 1, amount: '120.50' }],
    });
    await waitFor(() =>
      expect(showSuccess).toHaveBeenCalledWith('บันทึกใบลดหนี้เลขที่ CN690300003 เรียบร้อย', expect.any(Function)),
    );
    expect(showError).not.toHaveBeenCalled();
  });
  it("lists a unit's open lines with their English text on an English screen", async () => {
    await inLanguage('en');
    storeLang('en');
    const surcharge: CreditNoteOpenLine = {
      ...line,
      lineNo: 2,
      expenseTypeDescription: 'Late-payment surcharge',
      description: 'เงินเพิ่ม IN690200004 (16/02/2569-05/03/2569)',
      displayDescription: 'Surcharge on IN690200004 (16/02/2026-05/03/2026)',
    };
    fakeServer({ ...routes, 'GET /creditnotes/invoice-lines': [surcharge] }, EDIT);
    await renderScreen(<CreditNotesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /New credit note/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(drawer).getByLabelText('Unit'));
    fireEvent.click(await screen.findByTitle('A0105 - สมชาย ใจดี'));
    expect(await within(drawer).findByText('Surcharge on IN690200004 (16/02/2026-05/03/2026)')).toBeTruthy();
    expect(within(drawer).getByText('Late-payment surcharge')).toBeTruthy();
    expect(within(drawer).queryByText(/เงินเพิ่ม/)).toBeNull();
    await inLanguage('th');
  });

  it('asks before closing a new note with only its description written, not an untouched one', async () => {
    fakeServer(routes, EDIT);
    await renderScreen(<CreditNotesScreen />);
    const add = await screen.findByRole('button', { name: /สร้างใบลดหนี้/ });
    const closeButton = () =>
      within(document.querySelector<HTMLElement>('.ant-drawer-open')!).getByRole('button', {
        name: 'ปิด',
      });

    fireEvent.click(add);
    await screen.findByLabelText('รายละเอียด');
    fireEvent.click(closeButton());
    await waitFor(() => expect(screen.queryByLabelText('รายละเอียด')).toBeNull());
    expect(confirmDiscardChanges).not.toHaveBeenCalled();

    fireEvent.click(add);
    fireEvent.change(await screen.findByLabelText('รายละเอียด'), { target: { value: 'ลดค่าบัตร' } });
    fireEvent.click(closeButton());
    await waitFor(() => expect(confirmDiscardChanges).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByLabelText('รายละเอียด')).toBeNull());
  });

  it('creates a receipt-based note up to what the receipt can still credit', async () => {
    const server = fakeServer(
      {
        ...routes,
        'GET /creditnotes/receipt': [
          {
            receiptNo: 'RC690300001',
            receiptDate: '2026-03-05',
            customerName: 'สมชาย ใจดี',
            grandTotal: '300.00',
            creditedAmount: '100.00',
            remaining: '200.00',
          },
        ],
        'POST /creditnotes/save': { creditNoteId: PENDING_ID, creditNoteNo: 'CN690300004', status: 1 },
      },
      EDIT,
    );
    await renderScreen(<CreditNotesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /สร้างใบลดหนี้/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByLabelText('ลดหนี้จากใบเสร็จรับเงิน'));
    fireEvent.mouseDown(within(drawer).getByLabelText('ห้องชุด'));
    fireEvent.click(await screen.findByTitle('A0105 - สมชาย ใจดี'));
    fireEvent.change(within(drawer).getByLabelText('รายละเอียด'), { target: { value: 'คืนเงินค่าบัตร' } });
    fireEvent.mouseDown(await within(drawer).findByLabelText('เลขที่ใบเสร็จรับเงิน'));
    fireEvent.click(await screen.findByTitle('RC690300001 (ยอดคงค้าง 200.00)'));
    const amount = within(drawer).getByLabelText<HTMLInputElement>('จำนวนเงินลดหนี้');
    fireEvent.change(amount, { target: { value: '200.01' } });
    fireEvent.blur(amount);
    fireEvent.click(drawer.querySelector('#save-credit-note')!);
    expect(await within(drawer).findByText('จำนวนเงินต้องไม่เกิน 200.00')).toBeTruthy();
    expect(server.callsTo('POST', '/creditnotes/save')).toHaveLength(0);
    fireEvent.change(amount, { target: { value: '200' } });
    fireEvent.blur(amount);
    fireEvent.click(drawer.querySelector('#save-credit-note')!);
    await waitFor(() => expect(server.callsTo('POST', '/creditnotes/save')).toHaveLength(1));
    expect(server.callsTo('POST', '/creditnotes/save')[0]?.body).toMatchObject({
      creditNoteType: 2,
      unitCode: 'A0105',
      receiptNo: 'RC690300001',
      amount: '200.00',
    });
  });
  it('prints a note waiting for approval in the chosen language at once, no reason asked', async () => {
    const server = fakeServer(
      {
        ...routes,
        [`GET /creditnotes/${PENDING_ID}/print`]: () =>
          new Response(new Blob(['%PDF-1.7']), {
            status: 200,
            headers: { 'Content-Type': 'application/pdf' },
          }),
      },
      EDIT,
    );
    const open = vi.fn();
    vi.stubGlobal('open', open);
    URL.createObjectURL = vi.fn(() => 'blob:credit-note');
    URL.revokeObjectURL = vi.fn();
    await renderScreen(<CreditNotesScreen />);
    fireEvent.click(await screen.findByText('CN690300001'));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByRole('button', { name: /พิมพ์ \(ภาษาอังกฤษ\)/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:credit-note', '_blank', 'noopener'));
    const [print] = server.callsTo('GET', `/creditnotes/${PENDING_ID}/print`);
    expect(print?.query.get('docLang')).toBe('en');
    expect(server.callsTo('POST', '/creditnotes/reprint')).toHaveLength(0);
  });

  it('asks the reason of a copy of an approved note before printing it', async () => {
    const server = fakeServer(
      {
        ...routes,
        'POST /creditnotes/reprint': {
          creditNoteId: APPROVED_ID,
          creditNoteNo: 'CN690300005',
          status: 4,
          printCount: 1,
        },
        [`GET /creditnotes/${APPROVED_ID}/print`]: () =>
          new Response(new Blob(['%PDF-1.7']), {
            status: 200,
            headers: { 'Content-Type': 'application/pdf' },
          }),
      },
      EDIT,
    );
    const open = vi.fn();
    vi.stubGlobal('open', open);
    URL.createObjectURL = vi.fn(() => 'blob:credit-note');
    URL.revokeObjectURL = vi.fn();
    await renderScreen(<CreditNotesScreen />);
    fireEvent.click(await screen.findByText('CN690300005'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('จำนวนครั้งที่พิมพ์')).toBeTruthy();
    fireEvent.click(await within(drawer).findByRole('button', { name: /พิมพ์สำเนา \(ภาษาไทย\)/ }));
    const save = await waitFor(() => document.getElementById('reprint-save')!);
    fireEvent.click(save);
    expect(await screen.findByText('กรุณาระบุเหตุผลการพิมพ์สำเนา')).toBeTruthy();
    expect(server.callsTo('POST', '/creditnotes/reprint')).toHaveLength(0);
    expect(server.callsTo('GET', `/creditnotes/${APPROVED_ID}/print`)).toHaveLength(0);

    fireEvent.change(document.getElementById('reprintCreditNote_reason') as HTMLTextAreaElement, {
      target: { value: 'ลูกค้าทำต้นฉบับหาย' },
    });
    fireEvent.click(save);
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:credit-note', '_blank', 'noopener'));
    expect(server.callsTo('POST', '/creditnotes/reprint')[0]?.body).toMatchObject({
      creditNoteId: APPROVED_ID,
      reason: 'ลูกค้าทำต้นฉบับหาย',
    });
    expect(server.callsTo('GET', `/creditnotes/${APPROVED_ID}/print`)[0]?.query.get('docLang')).toBe('th');
  });

  it('uploads a picked file with its description under the credit note number', async () => {
    const server = fakeServer({ ...routes, 'POST /creditnotes/upload': { files: [] } }, EDIT);
    await renderScreen(<CreditNotesScreen />);
    fireEvent.click(await screen.findByText('CN690300001'));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('IN690300011');
    const user = userEvent.setup({ applyAccept: false });
    await user.click(within(drawer).getByRole('button', { name: /แนบไฟล์/ }));
    const dialogs = await screen.findAllByRole('dialog');
    const modal = dialogs[dialogs.length - 1]!;
    await user.type(within(modal).getByLabelText('คำอธิบาย'), 'ใบยืนยัน');
    await user.upload(
      modal.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['%PDF-1.7'], 'confirm.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(modal).getByRole('button', { name: 'บันทึก' }));
    fireEvent.click(await waitFor(() => drawer.querySelector<HTMLElement>('#upload-files')!));
    await waitFor(() => expect(server.callsTo('POST', '/creditnotes/upload')).toHaveLength(1));
    const form = server.callsTo('POST', '/creditnotes/upload')[0]?.body as FormData;
    expect(form.get('creditNoteNo')).toBe('CN690300001');
    expect(form.get('files[0].description')).toBe('ใบยืนยัน');
    expect((form.get('files[0].file') as File).name).toBe('confirm.pdf');
    // Files added to a note are a routine save: the short message, the note's panel still open.
    await expectSavedMessage('อัปโหลดไฟล์เรียบร้อย');
    expect(showSuccess).not.toHaveBeenCalled();
    expect(drawer.isConnected).toBe(true);
  });
});
