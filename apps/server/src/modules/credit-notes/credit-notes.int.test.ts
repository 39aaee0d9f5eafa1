import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { hashPassword } from '../../platform/auth/passwords';
import { appUser, property, userPropertyRole } from '../../platform/db/schema';
import { multipartPayload, SAMPLE } from '../../platform/files/test-support';
import { invoice, invoiceLine } from '../invoices';
import { journalEntry, journalLine } from '../ledger';
import { receipt, receiptInvoiceLine } from '../receipts';
import { walletBalances } from '../wallets';
import { approvalRequest, approvalRequestStep } from '../approvals';
import { propertySetting } from '../property-settings';

let t: TestApp;
const ids: Record<string, string> = {};
const RVS = { lang: 'EN', propertyCode: 'RVS' };

async function addUser(username: string, propertyCode: string, roleCode: string) {
  const [p] = await t.database.db.select().from(property).where(eq(property.code, propertyCode));
  const [u] = await t.database.db
    .insert(appUser)
    .values({
      username,
      firstName: username,
      lastName: 'Test',
      email: `${username}@example.test`,
      position: 'x',
      passwordHash: await hashPassword('x-1234567'),
      isAdmin: false,
    })
    .returning();
  await t.database.db.insert(userPropertyRole).values({ userId: u!.id, propertyId: p!.id, roleCode });
  return u!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['approver', 'manager', 'accountant']) {
    ids[name] = (await t.database.db.select().from(appUser).where(eq(appUser.username, name)))[0]!.id;
  }
  ids.approver2 = await addUser('approver2', 'RVS', 'APPROVER');
  ids.skvApprover = await addUser('skvapprover', 'SKV', 'APPROVER');
  ids.rvs = (await t.database.db.select().from(property).where(eq(property.code, 'RVS')))[0]!.id;
});
afterAll(() => t.close());

const config = {
  list: (as = 'manager', code = 'RVS') =>
    t.call({ as, method: 'GET', url: `/properties/approver?propertyCode=${code}&lang=EN&documentType=CN` }),
  create: (payload: Record<string, unknown>, as = 'manager') =>
    t.call({
      as,
      method: 'POST',
      url: '/properties/approver',
      payload: { ...RVS, documentType: 'CN', ...payload },
    }),
  update: (payload: Record<string, unknown>, as = 'manager') =>
    t.call({ as, method: 'PUT', url: '/properties/approver', payload: { ...RVS, ...payload } }),
  remove: (stepId: string, as = 'manager', code = 'RVS') =>
    t.call({ as, method: 'DELETE', url: `/properties/approver?propertyCode=${code}&stepId=${stepId}` }),
};

async function issueInvoice(unitCode = 'A0105') {
  const res = await t.call({
    as: 'accountant',
    method: 'POST',
    url: '/invoices/save',
    payload: {
      ...RVS,
      unitCode,
      invoiceDate: '2031-03-03',
      dueDate: '2031-03-18',
      issue: true,
      lines: [
        { expenseTypeCode: 'KC', description: 'บัตรผ่านเพิ่ม', quantity: '2', unitPrice: '150.00' },
        { expenseTypeCode: 'PK', description: 'ที่จอดรถเพิ่ม', quantity: '1', unitPrice: '1000.50' },
      ],
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { invoiceId: string; invoiceNo: string };
}

const saveNote = (payload: Record<string, unknown>, as = 'accountant') =>
  t.call({
    as,
    method: 'POST',
    url: '/creditnotes/save',
    payload: {
      ...RVS,
      creditNoteType: 1,
      unitCode: 'A0105',
      creditNoteDate: '2031-03-10',
      description: 'ลดค่าบัตร',
      ...payload,
    },
  });
const approve = (documentNo: string, as: string, extra: Record<string, unknown> = {}) =>
  t.call({
    as,
    method: 'PUT',
    url: '/pendingapproval/approve',
    payload: { ...RVS, documentType: 'CN', documentNo, action: 'approve', ...extra },
  });
const detail = async (id: string) =>
  (
    await t.call({ as: 'accountant', method: 'GET', url: `/creditnotes/${id}?propertyCode=RVS&lang=EN` })
  ).json().data;
const invoiceRow = async (id: string) =>
  (await t.database.db.select().from(invoice).where(eq(invoice.id, id)))[0]!;
const lines = async (invoiceId: string) =>
  t.database.db
    .select()
    .from(invoiceLine)
    .where(eq(invoiceLine.invoiceId, invoiceId))
    .orderBy(invoiceLine.lineNo);
async function trialBalance() {
  const [row] = await t.database.db
    .select({
      debit: sql<string>`coalesce(sum(${journalLine.debit}), 0)::text`,
      credit: sql<string>`coalesce(sum(${journalLine.credit}), 0)::text`,
    })
    .from(journalLine)
    .where(eq(journalLine.propertyId, ids.rvs!));
  return row!;
}
const upload = async (creditNoteNo: string, count = 1, as = 'accountant') => {
  const files = Array.from({ length: count }, (_, i) => ({
    field: `files[${i}].file`,
    name: `scan${i}.pdf`,
    data: SAMPLE.pdf(),
    type: 'application/pdf',
  }));
  const fields: Record<string, string> = { creditNoteNo };
  files.forEach((_, i) => (fields[`files[${i}].description`] = `scan ${i}`));
  const { payload, headers } = await multipartPayload(fields, files);
  return t.call({
    as,
    method: 'POST',
    url: '/creditnotes/upload?propertyCode=RVS&lang=EN',
    payload,
    headers,
  });
};

let step1 = '';
let step2 = '';

describe('approver configuration', () => {
  it('creates, reads, updates and deletes steps; refuses users without the approval right and other properties', async () => {
    const a = await config.create({ description: 'ผู้จัดการ', userIds: [ids.approver] });
    expect(a.statusCode).toBe(201);
    step1 = a.json().data.stepId;
    expect(a.json().data).toMatchObject({
      stepNo: 1,
      users: [{ userID: ids.approver, email: 'approver@riverside.example' }],
    });
    const b = await config.create({ description: 'Board', userIds: [ids.approver2] });
    step2 = b.json().data.stepId;
    expect(b.json().data.stepNo).toBe(2);

    // The accountant's role has no approval types: not an approver.
    expect((await config.create({ description: 'x', userIds: [ids.accountant] })).json().code).toBe('ST305');
    // A user of another property only.
    expect((await config.create({ description: 'x', userIds: [ids.skvApprover] })).json().code).toBe('ST305');
    expect((await config.create({ description: 'x', userIds: [ids.approver] }, 'viewer')).statusCode).toBe(
      403,
    );
    expect((await config.create({ description: '', userIds: [] })).statusCode).toBe(400);
    // Who approves is not the accountant's to decide: no step can be added, changed or removed by one.
    const refused = [
      await config.create({ description: 'x', userIds: [ids.approver] }, 'accountant'),
      await config.update({ stepId: step1, description: 'x', userIds: [ids.approver] }, 'accountant'),
      await config.remove(step1, 'accountant'),
      await t.call({
        as: 'accountant',
        method: 'POST',
        url: '/properties/approver/detail',
        payload: { ...RVS, stepId: step1, userId: ids.approver2 },
      }),
      await t.call({
        as: 'accountant',
        method: 'DELETE',
        url: `/properties/approver/detail?propertyCode=RVS&stepId=${step1}&userId=${ids.approver}`,
      }),
    ];
    expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual(Array(5).fill([403, 'ST005']));
    expect((await config.list('accountant')).statusCode).toBe(200);

    // Group: step 2 becomes approver2 or the manager; detail add/remove.
    const upd = await config.update({
      stepId: step2,
      description: 'กรรมการ',
      userIds: [ids.approver2, ids.manager],
    });
    expect(
      upd
        .json()
        .data.users.map((u: { userID: string }) => u.userID)
        .sort(),
    ).toEqual([ids.approver2, ids.manager].sort());
    const extra = await config.create({ description: 'temporary', userIds: [ids.manager] });
    const added = await t.call({
      as: 'manager',
      method: 'POST',
      url: '/properties/approver/detail',
      payload: { ...RVS, stepId: extra.json().data.stepId, userId: ids.approver },
    });
    expect(added.json().data).toHaveLength(2);
    const removed = await t.call({
      as: 'manager',
      method: 'DELETE',
      url: `/properties/approver/detail?propertyCode=RVS&stepId=${extra.json().data.stepId}&userId=${ids.manager}`,
    });
    expect(removed.json().data.map((u: { userID: string }) => u.userID)).toEqual([ids.approver]);

    // Deleting step 2 moves step 3 up; then put a step 2 back.
    expect((await config.remove(step2)).statusCode).toBe(200);
    expect(
      (await config.list())
        .json()
        .data.map((s: { stepNo: number; description: string }) => [s.stepNo, s.description]),
    ).toEqual([
      [1, 'ผู้จัดการ'],
      [2, 'temporary'],
    ]);
    await config.remove(extra.json().data.stepId);
    step2 = (await config.create({ description: 'กรรมการ', userIds: [ids.approver2, ids.manager] })).json()
      .data.stepId;

    // Another property sees none of it and cannot change it.
    expect((await config.list('admin', 'SKV')).json().data).toEqual([]);
    expect((await config.remove(step1, 'admin', 'SKV')).json().code).toBe('ST306');
    expect((await config.list('viewer', 'SKV')).statusCode).toBe(403);
  });
});

describe('invoice-based credit note through two approval steps', () => {
  it('lets only the current step act, posts a balanced journal and credits the invoice on the last approval', async () => {
    const inv = await issueInvoice();
    const saved = await saveNote({ lines: [{ invoiceNo: inv.invoiceNo, lineNo: 1, amount: '100.00' }] });
    expect(saved.statusCode).toBe(201);
    const note = saved.json().data;
    expect(note).toMatchObject({ status: 1 });
    expect(note.creditNoteNo).toMatch(/^CN7403\d{5}$/);

    const pending = await t.call({
      as: 'approver',
      method: 'POST',
      url: '/pendingapproval/search',
      payload: { ...RVS, documentType: 'CN' },
    });
    expect(pending.json().data.map((r: { documentNo: string }) => r.documentNo)).toContain(note.creditNoteNo);
    // Step 2's members do not see it yet.
    const notYet = await t.call({
      as: 'approver2',
      method: 'POST',
      url: '/pendingapproval/search',
      payload: RVS,
    });
    expect(notYet.json().data.map((r: { documentNo: string }) => r.documentNo)).not.toContain(
      note.creditNoteNo,
    );

    expect((await approve(note.creditNoteNo, 'approver2')).json().code).toBe('ST302');
    // A user of another property: not found there, and no rights on RVS.
    expect((await approve(note.creditNoteNo, 'skvapprover', { propertyCode: 'SKV' })).json().code).toBe(
      'ST301',
    );
    expect((await approve(note.creditNoteNo, 'skvapprover')).statusCode).toBe(403);
    // The accountant created it but holds no approval right.
    expect((await approve(note.creditNoteNo, 'accountant')).statusCode).toBe(403);

    const first = await approve(note.creditNoteNo, 'approver', { reason: '  Checked against the invoice  ' });
    expect(first.json().data).toMatchObject({ status: 'PENDING' });
    expect((await approve(note.creditNoteNo, 'approver')).json().code).toBe('ST302');
    expect((await lines(inv.invoiceId))[0]!.creditedAmount).toBe('0.00');

    const flow = (
      await t.call({
        as: 'approver2',
        method: 'GET',
        url: `/pendingapproval/${note.creditNoteNo}?propertyCode=RVS&lang=EN&documentType=CN`,
      })
    ).json().data;
    // In English, the users' English names.
    expect(flow).toMatchObject({ createdBy: 'Kanokporn Srisuk', canAct: true });
    expect(
      flow.details.map((d: { status: number; approver: string | null }) => [d.status, d.approver]),
    ).toEqual([
      [1, 'Prasert Mankong'],
      [0, null],
    ]);
    expect(flow.details.map((d: { statusDescription: string | null }) => d.statusDescription)).toEqual([
      'Approved',
      null,
    ]);
    // The approver's comment is kept with the step.
    expect(flow.details.map((d: { reason: string | null }) => d.reason)).toEqual([
      'Checked against the invoice',
      null,
    ]);
    expect(flow.details[1].users).toHaveLength(2);

    const cn = (
      await t.call({
        as: 'approver2',
        method: 'GET',
        url: `/pendingapproval/creditnotes/${note.creditNoteNo}?propertyCode=RVS&lang=EN`,
      })
    ).json().data;
    expect(cn).toMatchObject({
      creditNoteType: 1,
      unitCodeDescription: 'A0105',
      invoiceList: [{ invoiceNo: inv.invoiceNo, payAmount: '100.00' }],
      receipt: null,
    });

    const last = await approve(note.creditNoteNo, 'approver2');
    expect(last.json().data).toMatchObject({ status: 'APPROVED' });
    expect((await detail(note.creditNoteId)).status).toBe(4);
    expect((await lines(inv.invoiceId)).map((l) => l.creditedAmount)).toEqual(['100.00', '0.00']);
    expect((await invoiceRow(inv.invoiceId)).creditedAmount).toBe('100.00');

    const [entry] = await t.database.db
      .select()
      .from(journalEntry)
      .where(eq(journalEntry.sourceId, note.creditNoteId));
    expect(entry).toMatchObject({ documentType: 'CN', documentNo: note.creditNoteNo });
    const jl = await t.database.db.select().from(journalLine).where(eq(journalLine.entryId, entry!.id));
    const debit = jl.reduce((s, l) => s + Number(l.debit) * 100, 0);
    const credit = jl.reduce((s, l) => s + Number(l.credit) * 100, 0);
    expect(Math.round(debit)).toBe(10000);
    expect(Math.round(credit)).toBe(10000);
    const ar = jl.filter((l) => Number(l.credit) > 0);
    expect(ar).toHaveLength(1);
    expect(ar[0]!.invoiceLineId).toBe((await lines(inv.invoiceId))[0]!.id);
    // Approved: no longer waiting for anyone.
    const after = await t.call({
      as: 'approver2',
      method: 'POST',
      url: '/pendingapproval/search',
      payload: RVS,
    });
    expect(after.json().data.map((r: { documentNo: string }) => r.documentNo)).not.toContain(
      note.creditNoteNo,
    );
  });

  it('rejects with a reason only: later steps become 4, nothing posts, no more files', async () => {
    const inv = await issueInvoice();
    const note = (
      await saveNote({ lines: [{ invoiceNo: inv.invoiceNo, lineNo: 2, amount: '50.25' }] })
    ).json().data;
    const noReason = await t.call({
      as: 'approver',
      method: 'PUT',
      url: '/pendingapproval/approve',
      payload: { ...RVS, documentType: 'CN', documentNo: note.creditNoteNo, action: 'reject' },
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await t.call({
      as: 'approver',
      method: 'PUT',
      url: '/creditnotes/reject',
      payload: { ...RVS, creditNoteNo: note.creditNoteNo, reason: 'ยอดไม่ถูกต้อง' },
    });
    expect(rejected.json().data).toMatchObject({ status: 2 });
    const d = await detail(note.creditNoteId);
    expect(d).toMatchObject({ status: 2, reason: 'ยอดไม่ถูกต้อง' });
    expect(d.approval.details.map((s: { status: number }) => s.status)).toEqual([2, 4]);
    expect(
      await t.database.db.select().from(journalEntry).where(eq(journalEntry.sourceId, note.creditNoteId)),
    ).toEqual([]);
    expect((await lines(inv.invoiceId))[1]!.creditedAmount).toBe('0.00');
    expect((await approve(note.creditNoteNo, 'approver2')).json().code).toBe('ST303');
    expect((await upload(note.creditNoteNo)).json().code).toBe('CN007');
  });
});

describe('amount bounds', () => {
  it('refuses more than the line owes at save, and again at approval when the line was paid meanwhile', async () => {
    const inv = await issueInvoice();
    const over = await saveNote({ lines: [{ invoiceNo: inv.invoiceNo, lineNo: 1, amount: '300.01' }] });
    expect(over.json().code).toBe('CN002');
    expect(
      (await saveNote({ lines: [{ invoiceNo: inv.invoiceNo, lineNo: 9, amount: '1' }] })).json().code,
    ).toBe('CN006');
    expect(
      (await saveNote({ lines: [{ invoiceNo: inv.invoiceNo, lineNo: 1, amount: '0' }] })).statusCode,
    ).toBe(400);
    expect(
      (
        await saveNote({ unitCode: 'A0106', lines: [{ invoiceNo: inv.invoiceNo, lineNo: 1, amount: '1' }] })
      ).json().code,
    ).toBe('CN006');

    const note = (
      await saveNote({ lines: [{ invoiceNo: inv.invoiceNo, lineNo: 2, amount: '1000.50' }] })
    ).json().data;
    // A receipt pays half of line 2 before the approvers act.
    const l2 = (await lines(inv.invoiceId))[1]!;
    await t.database.db.update(invoiceLine).set({ paidAmount: '500.00' }).where(eq(invoiceLine.id, l2.id));
    await t.database.db.update(invoice).set({ paidAmount: '500.00' }).where(eq(invoice.id, inv.invoiceId));
    expect((await approve(note.creditNoteNo, 'approver')).statusCode).toBe(200);
    const refused = await approve(note.creditNoteNo, 'manager');
    expect(refused.json().code).toBe('CN002');
    // Rolled back whole: still waiting at step 2, nothing credited or posted.
    expect((await detail(note.creditNoteId)).status).toBe(1);
    expect((await lines(inv.invoiceId))[1]!.creditedAmount).toBe('0.00');
    const [req] = await t.database.db
      .select()
      .from(approvalRequest)
      .where(eq(approvalRequest.documentId, note.creditNoteId));
    expect(req!.status).toBe('PENDING');
    const steps = await t.database.db
      .select()
      .from(approvalRequestStep)
      .where(and(eq(approvalRequestStep.requestId, req!.id), eq(approvalRequestStep.stepNo, 2)));
    expect(steps[0]!.status).toBe(0);
  });
});

describe('cancel and attachments', () => {
  it('attaches up to 3 files while pending, cancels with a reason, then refuses files and approval', async () => {
    const inv = await issueInvoice();
    const note = (await saveNote({ lines: [{ invoiceNo: inv.invoiceNo, lineNo: 1, amount: '10' }] })).json()
      .data;
    const up = await upload(note.creditNoteNo, 2);
    expect(up.statusCode).toBe(200);
    expect(up.json().data.files).toHaveLength(2);
    const tooMany = await upload(note.creditNoteNo, 2);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields.map((f: { rule: string }) => f.rule)).toContain('tooManyFiles');
    const listed = await t.call({
      as: 'accountant',
      method: 'GET',
      url: `/api/v1/file/CN/${note.creditNoteNo}?propertyCode=RVS`,
    });
    expect(listed.json().data.files).toHaveLength(2);
    expect((await upload(note.creditNoteNo, 1, 'viewer')).statusCode).toBe(403);
    // Name length and type rules of the attach-file set.
    const long = await multipartPayload({ creditNoteNo: note.creditNoteNo, 'files[0].description': 'x' }, [
      { field: 'files[0].file', name: `${'ก'.repeat(101)}.pdf`, data: SAMPLE.pdf() },
    ]);
    const longRes = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/creditnotes/upload?propertyCode=RVS&lang=EN',
      ...long,
    });
    expect(longRes.json().fields.map((f: { rule: string }) => f.rule)).toContain('fileNameTooLong');
    const exe = await multipartPayload({ creditNoteNo: note.creditNoteNo, 'files[0].description': 'x' }, [
      { field: 'files[0].file', name: 'scan.pdf', data: SAMPLE.exe() },
    ]);
    expect(
      (
        await t.call({
          as: 'accountant',
          method: 'POST',
          url: '/creditnotes/upload?propertyCode=RVS&lang=EN',
          ...exe,
        })
      ).statusCode,
    ).toBe(400);
    // Another property cannot cancel it.
    expect(
      (
        await t.call({
          as: 'admin',
          method: 'PUT',
          url: '/creditnotes/cancel',
          payload: { lang: 'EN', propertyCode: 'SKV', creditNoteNo: note.creditNoteNo, reason: 'x' },
        })
      ).json().code,
    ).toBe('CN001');

    expect(
      (
        await t.call({
          as: 'accountant',
          method: 'PUT',
          url: '/creditnotes/cancel',
          payload: { ...RVS, creditNoteNo: note.creditNoteNo, reason: '' },
        })
      ).statusCode,
    ).toBe(400);
    const cancelled = await t.call({
      as: 'accountant',
      method: 'PUT',
      url: '/creditnotes/cancel',
      payload: { ...RVS, creditNoteNo: note.creditNoteNo, reason: 'ซ้ำ' },
    });
    expect(cancelled.json().data.status).toBe(3);
    const d = await detail(note.creditNoteId);
    expect(d.approval).toMatchObject({ status: 'CANCELLED' });
    expect(d.approval.details.map((s: { status: number }) => s.status)).toEqual([4, 4]);
    expect((await upload(note.creditNoteNo)).json().code).toBe('CN007');
    expect((await approve(note.creditNoteNo, 'approver')).json().code).toBe('ST303');
    expect(
      (
        await t.call({
          as: 'accountant',
          method: 'PUT',
          url: '/creditnotes/cancel',
          payload: { ...RVS, creditNoteNo: note.creditNoteNo, reason: 'again' },
        })
      ).json().code,
    ).toBe('CN003');
  });

  it('refuses to cancel an approved credit note', async () => {
    const inv = await issueInvoice();
    const note = (await saveNote({ lines: [{ invoiceNo: inv.invoiceNo, lineNo: 1, amount: '1' }] })).json()
      .data;
    await approve(note.creditNoteNo, 'approver');
    expect((await approve(note.creditNoteNo, 'manager')).json().data.status).toBe('APPROVED');
    const res = await t.call({
      as: 'accountant',
      method: 'PUT',
      url: '/creditnotes/cancel',
      payload: { ...RVS, creditNoteNo: note.creditNoteNo, reason: 'late' },
    });
    expect(res.json().code).toBe('CN004');
  });
});

describe('receipt-based credit note', () => {
  it('credits at most what the receipt paid less earlier credit notes, into the customer wallet', async () => {
    const inv = await issueInvoice('A0107');
    const [line1] = await lines(inv.invoiceId);
    const i = await invoiceRow(inv.invoiceId);
    // A receipt that paid line 1 (300.00), written directly: the receipts area posts its own journal.
    const [rc] = await t.database.db
      .insert(receipt)
      .values({
        propertyId: ids.rvs!,
        receiptNo: 'RC740300901',
        receiptType: '1',
        unitId: i.unitId,
        customerId: i.customerId,
        customerName: i.customerName,
        receiptDate: '2031-03-05',
        amountExcludeVat: '300.00',
        vat: '0.00',
        grandTotal: '300.00',
        paidTotal: '300.00',
      })
      .returning();
    await t.database.db.insert(receiptInvoiceLine).values({
      receiptId: rc!.id,
      propertyId: rc!.propertyId,
      invoiceId: inv.invoiceId,
      invoiceLineId: line1!.id,
      amountExcludeVat: '300.00',
      vat: '0.00',
      amount: '300.00',
    });

    const receipts = (
      await t.call({
        as: 'accountant',
        method: 'GET',
        url: '/creditnotes/receipt?propertyCode=RVS&unitCode=A0107',
      })
    ).json().data;
    expect(receipts).toEqual([expect.objectContaining({ receiptNo: 'RC740300901', remaining: '300.00' })]);

    const type2 = (payload: Record<string, unknown>) =>
      saveNote({ creditNoteType: 2, unitCode: 'A0107', receiptNo: 'RC740300901', ...payload });
    const note = (await type2({ amount: '200.00' })).json().data;
    expect((await type2({ amount: '100.01' })).json().code).toBe('CN008');
    expect((await type2({ unitCode: 'A0105', amount: '1' })).json().code).toBe('CN005');
    expect((await type2({})).statusCode).toBe(400);

    await approve(note.creditNoteNo, 'approver');
    expect((await approve(note.creditNoteNo, 'approver2')).json().data.status).toBe('APPROVED');
    // The access card's expense type keeps its money in the other wallet.
    expect(await walletBalances(t.database.db, ids.rvs!, i.unitId)).toEqual([
      { walletType: 0, balance: 0 },
      { walletType: 1, balance: 20000 },
    ]);
    const [entry] = await t.database.db
      .select()
      .from(journalEntry)
      .where(eq(journalEntry.sourceId, note.creditNoteId));
    const jl = await t.database.db.select().from(journalLine).where(eq(journalLine.entryId, entry!.id));
    expect(jl.map((l) => [l.accountCode, l.debit, l.credit]).sort()).toEqual([
      ['2152', '0.00', '200.00'],
      ['4160', '200.00', '0.00'],
    ]);
    const d = await detail(note.creditNoteId);
    expect(d).toMatchObject({
      creditNoteType: 2,
      receipt: { receiptNo: 'RC740300901', payAmountGrandtotal: '200.00' },
      invoiceList: [],
    });
    expect(
      (
        await t.call({
          as: 'accountant',
          method: 'GET',
          url: '/creditnotes/receipt?propertyCode=RVS&unitCode=A0107',
        })
      ).json().data[0].remaining,
    ).toBe('100.00');
  });
});

describe("a receipt's credit back to each line's wallet", () => {
  /** An invoice of a common fee (wallet 0) and water (wallet 1), paid in cash through the receipts call. */
  async function paidCommonFeeAndWater(unitCode: string) {
    const inv = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/invoices/save',
      payload: {
        ...RVS,
        unitCode,
        invoiceDate: '2031-03-03',
        dueDate: '2031-03-18',
        issue: true,
        lines: [
          { expenseTypeCode: 'CF', description: 'ค่าส่วนกลาง', quantity: '1', unitPrice: '1000.00' },
          { expenseTypeCode: 'WT', description: 'ค่าน้ำประปา', quantity: '1', unitPrice: '250.00' },
        ],
      },
    });
    expect(inv.statusCode, inv.body).toBe(201);
    const rc = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/receipts/save',
      payload: {
        ...RVS,
        idempotencyKey: randomUUID(),
        unitCode,
        receiptType: '1',
        receiptDate: '2031-03-05',
        invoices: [{ invoiceNo: inv.json().data.invoiceNo, payAmount: '1250.00' }],
        deductions: [],
        transactions: [{ type: 'cash', price: '1250.00', accountCode: '1111' }],
      },
    });
    expect(rc.statusCode, rc.body).toBe(201);
    const unitId = (await invoiceRow(inv.json().data.invoiceId)).unitId;
    return { receiptNo: rc.json().data.receiptNo as string, unitId };
  }
  const credit = async (unitCode: string, receiptNo: string, amount: string) => {
    const note = (await saveNote({ creditNoteType: 2, unitCode, receiptNo, amount })).json().data;
    await approve(note.creditNoteNo, 'approver');
    expect((await approve(note.creditNoteNo, 'approver2')).json().data.status).toBe('APPROVED');
    const [entry] = await t.database.db
      .select()
      .from(journalEntry)
      .where(eq(journalEntry.sourceId, note.creditNoteId));
    const jl = await t.database.db.select().from(journalLine).where(eq(journalLine.entryId, entry!.id));
    return jl.map((l) => [l.accountCode, l.debit, l.credit]).sort();
  };

  it('gives the common fee back to the common wallet (2151) and the water to the other wallet (2152)', async () => {
    const { receiptNo, unitId } = await paidCommonFeeAndWater('A0108');
    // 500.00 over what the lines paid, 1,000.00 and 250.00: 400.00 and 100.00.
    expect(await credit('A0108', receiptNo, '500.00')).toEqual([
      ['2151', '0.00', '400.00'],
      ['2152', '0.00', '100.00'],
      ['4110', '400.00', '0.00'],
      ['4120', '100.00', '0.00'],
    ]);
    expect(await walletBalances(t.database.db, ids.rvs!, unitId)).toEqual([
      { walletType: 0, balance: 40000 },
      { walletType: 1, balance: 10000 },
    ]);
    // A satang that does not divide: 0.03 in 4:1 is 0.02 and 0.01 (cumulative half-up), nothing lost.
    expect(await credit('A0108', receiptNo, '0.03')).toEqual([
      ['2151', '0.00', '0.02'],
      ['2152', '0.00', '0.01'],
      ['4110', '0.02', '0.00'],
      ['4120', '0.01', '0.00'],
    ]);
    // One satang cannot be split: it goes to the common fee, the water's share rounding to nothing.
    expect(await credit('A0108', receiptNo, '0.01')).toEqual([
      ['2151', '0.00', '0.01'],
      ['4110', '0.01', '0.00'],
    ]);
    expect(await walletBalances(t.database.db, ids.rvs!, unitId)).toEqual([
      { walletType: 0, balance: 40003 },
      { walletType: 1, balance: 10001 },
    ]);
  });
});

describe('concurrency, search, no steps', () => {
  it('lets exactly one of two approvers of one step win', async () => {
    // One step whose group is the approver and approver2.
    await config.remove(step2);
    await config.update({ stepId: step1, description: 'ผู้จัดการ', userIds: [ids.approver, ids.approver2] });
    const inv = await issueInvoice();
    const note = (await saveNote({ lines: [{ invoiceNo: inv.invoiceNo, lineNo: 1, amount: '300' }] })).json()
      .data;
    const results = await Promise.all([
      approve(note.creditNoteNo, 'approver'),
      approve(note.creditNoteNo, 'approver2'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('ST303');
    expect((await lines(inv.invoiceId))[0]!.creditedAmount).toBe('300.00');
    expect(
      await t.database.db.select().from(journalEntry).where(eq(journalEntry.sourceId, note.creditNoteId)),
    ).toHaveLength(1);
  });

  it('searches credit notes and approves at once when no step is configured', async () => {
    const found = await t.call({
      as: 'viewer',
      method: 'POST',
      url: '/creditnotes/search',
      payload: { ...RVS, unitCode: 'A0105', status: 2 },
    });
    expect(found.statusCode).toBe(200);
    expect(
      found
        .json()
        .data.every((r: { status: number; unitCode: string }) => r.status === 2 && r.unitCode === 'A0105'),
    ).toBe(true);
    expect(found.json().data.length).toBeGreaterThan(0);
    expect(found.json().data[0]).toMatchObject({ statusDescription: 'Rejected' });
    expect(
      (
        await t.call({ as: 'viewer', method: 'GET', url: '/creditnotes/type?propertyCode=RVS&lang=TH' })
      ).json().data,
    ).toEqual([
      { code: 1, description: 'ลดหนี้จากใบแจ้งหนี้' },
      { code: 2, description: 'ลดหนี้จากใบเสร็จรับเงิน' },
    ]);

    await config.remove(step1);
    const inv = await issueInvoice();
    const note = (await saveNote({ lines: [{ invoiceNo: inv.invoiceNo, lineNo: 2, amount: '0.01' }] })).json()
      .data;
    expect(note.status).toBe(4);
    expect((await lines(inv.invoiceId))[1]!.creditedAmount).toBe('0.01');
    // Another property cannot read it.
    expect(
      (
        await t.call({
          as: 'admin',
          method: 'GET',
          url: `/creditnotes/${note.creditNoteId}?propertyCode=SKV`,
        })
      ).json().code,
    ).toBe('CN001');
  });

  it('leaves the trial balance at zero', async () => {
    const tb = await trialBalance();
    expect(tb.debit).toBe(tb.credit);
  });
});

describe('changing the steps while documents wait', () => {
  it('leaves a waiting document pending at the steps it was sent with when its step is deleted', async () => {
    const step = (await config.create({ description: 'ผู้จัดการ', userIds: [ids.approver] })).json().data;
    const inv = await issueInvoice();
    const note = (await saveNote({ lines: [{ invoiceNo: inv.invoiceNo, lineNo: 1, amount: '25' }] })).json()
      .data;
    const request = async () =>
      (
        await t.database.db
          .select()
          .from(approvalRequest)
          .where(
            and(eq(approvalRequest.documentType, 'CN'), eq(approvalRequest.documentNo, note.creditNoteNo)),
          )
      )[0]!;
    expect((await request()).status).toBe('PENDING');

    expect((await config.remove(step.stepId)).statusCode).toBe(200);
    expect((await config.list()).json().data).toEqual([]);
    // Still waiting, nothing credited or posted.
    expect((await request()).status).toBe('PENDING');
    expect((await lines(inv.invoiceId))[0]!.creditedAmount).toBe('0.00');
    expect(
      await t.database.db.select().from(journalEntry).where(eq(journalEntry.sourceId, note.creditNoteId)),
    ).toHaveLength(0);
    // Its approver still decides it.
    expect((await approve(note.creditNoteNo, 'approver')).statusCode).toBe(200);
    expect((await request()).status).toBe('APPROVED');
    expect((await lines(inv.invoiceId))[0]!.creditedAmount).toBe('25.00');
  });

  it('does not let the one who made a document approve it, unless the property allows it', async () => {
    const step = (await config.create({ description: 'ผู้จัดการ', userIds: [ids.manager] })).json().data;
    const inv = await issueInvoice();
    const note = (
      await saveNote({ lines: [{ invoiceNo: inv.invoiceNo, lineNo: 1, amount: '5' }] }, 'manager')
    ).json().data;
    const own = await approve(note.creditNoteNo, 'manager');
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'ST308' });
    expect((await lines(inv.invoiceId))[0]!.creditedAmount).toBe('0.00');

    await t.database.db
      .update(propertySetting)
      .set({ creatorMayApprove: true })
      .where(eq(propertySetting.propertyId, ids.rvs!));
    expect((await approve(note.creditNoteNo, 'manager')).statusCode).toBe(200);
    expect((await lines(inv.invoiceId))[0]!.creditedAmount).toBe('5.00');
    await t.database.db
      .update(propertySetting)
      .set({ creatorMayApprove: false })
      .where(eq(propertySetting.propertyId, ids.rvs!));
    await config.remove(step.stepId);
  });
});
