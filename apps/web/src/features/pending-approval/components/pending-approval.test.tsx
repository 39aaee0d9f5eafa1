import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApprovalFlowData, CreditNoteApprovalDetail, PendingRow } from '@suanklang/shared';
import '../../../i18n';
import { inLanguage } from '../../../components/test-lang';
import { showSuccess } from '../../../components/dialogs';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { fakeServer, renderScreen } from '../../../lib/settings/test-screen';
import { PendingApprovalScreen } from './pending-approval-screen';
import { flowGraph } from '../../../components/approval-flow-card';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('../../../components/dialogs', () => ({
  showSuccess: vi.fn(),
  showError: vi.fn(),
  showWarning: vi.fn(),
  confirmCustom: vi.fn(() => Promise.resolve(true)),
}));

const row: PendingRow = {
  documentType: 'CN',
  documentName: 'ใบลดหนี้',
  documentNo: 'CN690300001',
  documentId: '0b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a81',
  description: 'A0105 ลดค่าบัตร',
  amount: '100.00',
  createdBy: 'กนกพร ศรีสุข',
  createdDate: '2026-03-10T03:00:00.000Z',
  stepNo: 2,
  stepDescription: 'กรรมการ',
};

const flow: ApprovalFlowData = {
  documentType: 'CN',
  documentNo: 'CN690300001',
  status: 'PENDING',
  createdBy: 'กนกพร ศรีสุข',
  email: 'accountant@riverside.example',
  createdDate: '2026-03-10T03:00:00.000Z',
  canAct: true,
  details: [
    {
      detailID: 1,
      description: 'ผู้จัดการ',
      approver: 'ประเสริฐ มั่นคง',
      approverEmail: 'approver@riverside.example',
      status: 1,
      statusDescription: 'อนุมัติ',
      processDate: '2026-03-11T03:00:00.000Z',
      reason: 'ตรวจยอดกับใบแจ้งหนี้แล้ว',
      users: [],
    },
    {
      detailID: 2,
      description: 'กรรมการ',
      approver: null,
      approverEmail: null,
      status: 0,
      statusDescription: null,
      processDate: null,
      reason: null,
      users: [
        { userID: 'u1', name: 'วิภาวดี รุ่งเรือง', email: 'manager@riverside.example' },
        { userID: 'u2', name: 'สมศรี กรรมการ', email: null },
      ],
    },
  ],
};

const note: CreditNoteApprovalDetail = {
  creditNoteId: row.documentId,
  creditNoteNo: 'CN690300001',
  creditNoteType: 1,
  creditNoteDate: '2026-03-10',
  status: 1,
  unitCodeDescription: 'A0105',
  customerName: 'สมชาย ใจดี',
  description: 'ลดค่าบัตร',
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
  grandTotal: '100.00',
};

const routes = {
  'POST /pendingapproval/search': [row],
  'GET /pendingapproval/CN690300001': flow,
  'GET /pendingapproval/creditnotes/CN690300001': note,
};

describe('pending approval', () => {
  beforeEach(async () => {
    storeLang('th');
    storePropertyCode('RVS');
    await inLanguage('th');
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('lists the waiting documents and searches by upper-cased number and type', async () => {
    // The settings-edit right alone does not decide who approves.
    const server = fakeServer(routes, ['PENDING_APPROVAL', 'SETTING_PROJECT', 'SETTING_PROJECT_EDIT']);
    await renderScreen(<PendingApprovalScreen />);
    expect(await screen.findByText('CN690300001')).toBeTruthy();
    expect(screen.getByText('2. กรรมการ')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /ตั้งค่าผู้อนุมัติ/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('เลขที่เอกสาร'), { target: { value: 'cn6903' } });
    fireEvent.click(screen.getByRole('button', { name: /ค้นหา/ }));
    await waitFor(() => expect(server.callsTo('POST', '/pendingapproval/search')).toHaveLength(2));
    expect(server.callsTo('POST', '/pendingapproval/search')[1]?.body).toMatchObject({
      documentNo: 'CN6903',
      page: 1,
      propertyCode: 'RVS',
    });
  });

  it('opens a credit note with its steps and graph, and approves it', async () => {
    const server = fakeServer(
      {
        ...routes,
        'PUT /pendingapproval/approve': { documentType: 'CN', documentNo: 'CN690300001', status: 'APPROVED' },
      },
      ['PENDING_APPROVAL'],
    );
    await renderScreen(<PendingApprovalScreen />);
    fireEvent.click(await screen.findByText('CN690300001'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('IN690300011')).toBeTruthy();
    expect(within(drawer).getByText('99/1 ถนนสุขุมวิท')).toBeTruthy();
    // The billing period as a Thai month, not the stored 2026-03.
    expect(within(drawer).getByText('มี.ค. 2569')).toBeTruthy();
    // Step 1 acted: approver and its status text in the success colour; step 2 lists who may act.
    expect(within(drawer).getByText('อนุมัติ', { selector: '.ant-typography-success' })).toBeTruthy();
    expect(within(drawer).getByText('สมศรี กรรมการ')).toBeTruthy();
    expect(drawer.querySelector('[data-node="step-1"]')?.getAttribute('data-complete')).toBe('true');
    expect(drawer.querySelector('[data-node="step-2"]')?.getAttribute('data-complete')).toBe('false');
    // An earlier step's comment is part of the document's history.
    expect(within(drawer).getByText('ความเห็น: ตรวจยอดกับใบแจ้งหนี้แล้ว')).toBeTruthy();

    fireEvent.change(within(drawer).getByLabelText('ความเห็นประกอบการอนุมัติ (ถ้ามี)'), {
      target: { value: '  ยอดถูกต้อง  ' },
    });
    fireEvent.click(drawer.querySelector('#approve')!);
    await waitFor(() => expect(server.callsTo('PUT', '/pendingapproval/approve')).toHaveLength(1));
    expect(server.callsTo('PUT', '/pendingapproval/approve')[0]?.body).toMatchObject({
      documentType: 'CN',
      documentNo: 'CN690300001',
      action: 'approve',
      reason: 'ยอดถูกต้อง',
    });
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('อนุมัติเอกสาร CN690300001 ครบทุกขั้นตอนเรียบร้อย'));
  });

  it('rejects only with a reason', async () => {
    const server = fakeServer(
      {
        ...routes,
        'PUT /pendingapproval/approve': { documentType: 'CN', documentNo: 'CN690300001', status: 'REJECTED' },
      },
      ['PENDING_APPROVAL'],
    );
    await renderScreen(<PendingApprovalScreen />);
    fireEvent.click(await screen.findByText('CN690300001'));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('IN690300011');
    fireEvent.click(drawer.querySelector('#reject')!);
    const confirm = await waitFor(() => {
      const el = document.getElementById('reject-confirm');
      if (!el) throw new Error('no confirm');
      return el;
    });
    fireEvent.click(confirm);
    expect(await screen.findByText('กรุณาระบุเหตุผลที่ไม่อนุมัติ')).toBeTruthy();
    expect(server.callsTo('PUT', '/pendingapproval/approve')).toHaveLength(0);
    fireEvent.change(document.getElementById('rejectDocument_reason') as HTMLTextAreaElement, {
      target: { value: 'ยอดไม่ถูก' },
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(server.callsTo('PUT', '/pendingapproval/approve')).toHaveLength(1));
    expect(server.callsTo('PUT', '/pendingapproval/approve')[0]?.body).toMatchObject({
      action: 'reject',
      reason: 'ยอดไม่ถูก',
    });
  });

  it("offers no approve button when the current step is not the user's", async () => {
    fakeServer({ ...routes, 'GET /pendingapproval/CN690300001': { ...flow, canAct: false } }, [
      'PENDING_APPROVAL',
    ]);
    await renderScreen(<PendingApprovalScreen />);
    fireEvent.click(await screen.findByText('CN690300001'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText(/ไม่ได้รอการอนุมัติจากคุณ/)).toBeTruthy();
    expect(drawer.querySelector('#approve')).toBeNull();
  });

  it('lets PROPERTY_ADMIN configure approvers: adds a group step', async () => {
    const server = fakeServer(
      {
        ...routes,
        'GET /properties/approver': [
          {
            stepId: 's1',
            documentType: 'CN',
            stepNo: 1,
            description: 'ผู้จัดการ',
            descriptionEn: 'Manager',
            users: [{ userID: 'u1', name: 'วิภาวดี รุ่งเรือง', email: null }],
          },
        ],
        'GET /properties/approver/users': [
          { userID: 'u1', name: 'วิภาวดี รุ่งเรือง', email: null },
          { userID: 'u2', name: 'ประเสริฐ มั่นคง', email: null },
        ],
        'POST /properties/approver': {
          stepId: 's2',
          documentType: 'CN',
          stepNo: 2,
          description: 'กรรมการ',
          descriptionEn: null,
          users: [],
        },
      },
      ['PENDING_APPROVAL', 'SETTING_PROJECT', 'PROPERTY_ADMIN'],
    );
    await renderScreen(<PendingApprovalScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /ตั้งค่าผู้อนุมัติ/ }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('ขั้นตอนที่ 1: ผู้จัดการ')).toBeTruthy();
    fireEvent.click(drawer.querySelector('#save-step')!);
    expect(await within(drawer).findByText('กรุณาระบุชื่อขั้นตอน')).toBeTruthy();
    expect(server.callsTo('POST', '/properties/approver')).toHaveLength(0);
    // Editing the step offers its English name, which is sent back with the Thai one.
    fireEvent.click(within(drawer).getByRole('button', { name: 'แก้ไข ผู้จัดการ' }));
    const english = within(drawer).getByLabelText('ชื่อขั้นตอนภาษาอังกฤษ (ไม่บังคับ)');
    await waitFor(() => expect((english as HTMLInputElement).value).toBe('Manager'));
  });

  it('draws complete steps filled and waiting ones open', () => {
    const g = flowGraph(flow, 'ผู้สร้าง');
    expect(g.nodes.map((n) => n.complete)).toEqual([true, true, false]);
    expect(g.edges).toEqual([
      { from: 'creator', to: 'step-1' },
      { from: 'step-1', to: 'step-2' },
    ]);
  });
});
