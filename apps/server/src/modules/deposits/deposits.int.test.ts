import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bangkokToday } from '../../platform/clock';
import { appUser, property } from '../../platform/db/schema';
import { multipartPayload } from '../../platform/files/test-support';
import { cheque } from '../cheques';
import { invoice } from '../invoices';
import { journalLine } from '../ledger';
import { receipt, receiptPayment, writeReceipt, type ReceiptWrite } from '../receipts';
import { unit } from '../units';
import { billPaymentFile, billPaymentRecords, recordsToFile, type FixtureLine } from './bill-payment-fixture';
import { billPaymentImport, deposit } from './deposits.schema';

let t: TestApp;
let actor: Parameters<typeof writeReceipt>[1];
let skvId: string;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [rvs] = await db.select().from(property).where(eq(property.code, 'RVS'));
  const [skv] = await db.select().from(property).where(eq(property.code, 'SKV'));
  const [user] = await db.select().from(appUser).where(eq(appUser.username, 'accountant'));
  skvId = skv!.id;
  actor = {
    user: { id: user!.id, username: 'accountant', firstName: '', lastName: '', email: null, isAdmin: false },
    property: { id: rvs!.id, code: 'RVS', nameTh: rvs!.nameTh, nameEn: rvs!.nameEn },
    rights: null as never,
    lang: 'en',
  };
});
afterAll(() => t.close());

const RVS = { lang: 'EN', propertyCode: 'RVS' };
const today = bangkokToday();
const daysAgo = (n: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

async function issueInvoice(
  unitCode: string,
  price: string,
  o: { invoiceDate?: string; dueDate?: string } = {},
) {
  const res = await t.call({
    as: 'accountant',
    method: 'POST',
    url: '/invoices/save',
    payload: {
      ...RVS,
      unitCode,
      invoiceDate: o.invoiceDate ?? daysAgo(20),
      dueDate: o.dueDate ?? daysAgo(10),
      issue: true,
      lines: [{ expenseTypeCode: 'KC', description: 'บัตรผ่าน', quantity: '1', unitPrice: price }],
    },
  });
  expect(res.statusCode).toBe(201);
  const { invoiceId, invoiceNo } = res.json().data as { invoiceId: string; invoiceNo: string };
  const [row] = await t.database.db.select().from(invoice).where(eq(invoice.id, invoiceId));
  return { invoiceId, invoiceNo, unitId: row!.unitId };
}

let chequeSeq = 10_000_000;
async function receivedCheque(amount: string, propertyId = actor.property.id) {
  const [row] = await t.database.db
    .insert(cheque)
    .values({
      propertyId,
      direction: 'RECEIVED',
      chequeNo: String(chequeSeq++),
      chequeDate: daysAgo(5),
      bankCode: '004',
      payerName: 'ผู้ชำระ',
      amount,
      balance: amount,
    })
    .returning({ id: cheque.id });
  return row!.id;
}

async function receive(input: Omit<ReceiptWrite, 'receiptType' | 'source'>, who = actor) {
  return t.database.db.transaction((tx) =>
    writeReceipt(tx, who, { receiptType: '1', source: 'COUNTER', ...input }),
  );
}

const voucher = (as = 'viewer', code = 'RVS') =>
  t.call({ as, method: 'GET', url: `/deposits/receipts/voucher?lang=EN&propertyCode=${code}` });
const save = (payload: Record<string, unknown>, as = 'accountant') =>
  t.call({ as, method: 'POST', url: '/deposits/save', payload: { ...RVS, ...payload } });
const detail = (id: string, as = 'viewer', code = 'RVS') =>
  t.call({ as, method: 'GET', url: `/deposits/${id}?lang=EN&propertyCode=${code}` });

async function trialBalance(propertyId = actor.property.id) {
  const [row] = await t.database.db
    .select({
      d: sql<string>`coalesce(sum(${journalLine.debit}), 0)::text`,
      c: sql<string>`coalesce(sum(${journalLine.credit}), 0)::text`,
    })
    .from(journalLine)
    .where(eq(journalLine.propertyId, propertyId));
  return row!;
}

describe('counter deposits of cash and cheques', () => {
  it('lists undeposited cash and cheques with the overdue flag, deposits them (journal for cash only), then cancels', async () => {
    const inv = await issueInvoice('A0201', '1000.00');
    const chequeId = await receivedCheque('300.00');
    const old = await receive({
      unitId: inv.unitId,
      receiptDate: daysAgo(5),
      invoices: [{ invoiceId: inv.invoiceId, payAmount: 60_000 }],
      payments: [
        { paymentType: 'CASH', accountCode: '1111', amount: 30_000 },
        { paymentType: 'CHEQUE', accountCode: '', amount: 30_000, chequeId },
      ],
    });
    const fresh = await receive({
      unitId: inv.unitId,
      receiptDate: daysAgo(1),
      invoices: [{ invoiceId: inv.invoiceId, payAmount: 12_345 }],
      payments: [{ paymentType: 'CASH', accountCode: '1111', amount: 12_345 }],
    });

    const rows = (await voucher()).json().data as {
      receiptPaymentId: string;
      overdue: boolean;
      paymentType: string;
      amount: string;
      daysOnHand: number;
    }[];
    const mine = rows.filter((r) => [...old.paymentIds, ...fresh.paymentIds].includes(r.receiptPaymentId));
    expect(mine).toHaveLength(3);
    expect(
      mine
        .filter((r) => r.overdue)
        .map((r) => r.paymentType)
        .sort(),
    ).toEqual(['CASH', 'CHEQUE']);
    expect(mine.find((r) => r.receiptPaymentId === fresh.paymentIds[0])).toMatchObject({
      overdue: false,
      daysOnHand: 1,
      amount: '123.45',
    });

    const res = await save({
      depositDate: today,
      bankAccountCode: '1113',
      receiptPaymentIds: [...old.paymentIds, ...fresh.paymentIds],
      remark: 'วันนี้',
    });
    expect(res.statusCode).toBe(201);
    const { depositId, depositNo, amount } = res.json().data;
    expect(depositNo).toMatch(/^JV\d{9}$/);
    expect(amount).toBe('723.45');
    const d = (await detail(depositId)).json().data;
    expect(d).toMatchObject({ status: 'POSTED', cashAmount: '423.45', chequeAmount: '300.00', itemCount: 3 });
    expect(d.journals).toHaveLength(1);
    expect(d.journals[0].lines).toEqual([
      expect.objectContaining({ accountCode: '1113', debit: '423.45', credit: '0.00' }),
      expect.objectContaining({ accountCode: '1111', debit: '0.00', credit: '423.45' }),
    ]);
    const [c] = await t.database.db.select().from(cheque).where(eq(cheque.id, chequeId));
    expect(c).toMatchObject({ status: 'DEPOSITED', depositedAt: today });
    const after = (await voucher()).json().data as { receiptPaymentId: string }[];
    expect(after.some((r) => old.paymentIds.includes(r.receiptPaymentId))).toBe(false);

    // Deposited payments cannot be deposited again.
    expect(
      (
        await save({ depositDate: today, bankAccountCode: '1113', receiptPaymentIds: fresh.paymentIds })
      ).json().code,
    ).toBe('JV102');

    const cancel = await t.call({
      as: 'accountant',
      method: 'PUT',
      url: '/deposits/cancel',
      payload: { ...RVS, depositId, reason: 'ฝากผิดบัญชี' },
    });
    expect(cancel.statusCode).toBe(200);
    const cancelled = (await detail(depositId)).json().data;
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelReason: 'ฝากผิดบัญชี' });
    expect(cancelled.journals.map((j: { kind: string }) => j.kind)).toEqual(['POST', 'REVERSAL']);
    const [back] = await t.database.db.select().from(cheque).where(eq(cheque.id, chequeId));
    expect(back).toMatchObject({ status: 'ON_HAND', depositedAt: null });
    const again = (await voucher()).json().data as { receiptPaymentId: string }[];
    expect(
      again.filter((r) => [...old.paymentIds, ...fresh.paymentIds].includes(r.receiptPaymentId)),
    ).toHaveLength(3);
    expect(
      (
        await t.call({
          as: 'accountant',
          method: 'PUT',
          url: '/deposits/cancel',
          payload: { ...RVS, depositId, reason: 'again' },
        })
      ).json().code,
    ).toBe('JV103');
    const tb = await trialBalance();
    expect(tb.d).toBe(tb.c);

    // Cheques only: no journal (they post when they clear).
    const onlyCheque = await save({
      depositDate: today,
      bankAccountCode: '1113',
      receiptPaymentIds: [old.paymentIds[1]],
    });
    expect(onlyCheque.statusCode).toBe(201);
    const od = (await detail(onlyCheque.json().data.depositId)).json().data;
    expect(od).toMatchObject({ amount: '300.00', journals: [] });

    // A cheque that already cleared keeps its deposit.
    await t.database.db.update(cheque).set({ status: 'PASSED' }).where(eq(cheque.id, chequeId));
    const refused = await t.call({
      as: 'accountant',
      method: 'PUT',
      url: '/deposits/cancel',
      payload: { ...RVS, depositId: od.depositId, reason: 'x' },
    });
    expect(refused.json().code).toBe('JV104');
    expect((await detail(od.depositId)).json().data.status).toBe('POSTED');
  });

  it('deposits a cheque whole: every receipt it paid goes in the same deposit', async () => {
    const a = await issueInvoice('A0204', '100.00');
    const b = await issueInvoice('A0204', '50.00');
    const chequeId = await receivedCheque('150.00');
    const r1 = await receive({
      unitId: a.unitId,
      receiptDate: today,
      invoices: [{ invoiceId: a.invoiceId, payAmount: 10_000 }],
      payments: [{ paymentType: 'CHEQUE', accountCode: '', amount: 10_000, chequeId }],
    });
    const r2 = await receive({
      unitId: b.unitId,
      receiptDate: today,
      invoices: [{ invoiceId: b.invoiceId, payAmount: 5_000 }],
      payments: [{ paymentType: 'CHEQUE', accountCode: '', amount: 5_000, chequeId }],
    });
    expect(
      (await save({ depositDate: today, bankAccountCode: '1113', receiptPaymentIds: r1.paymentIds })).json()
        .code,
    ).toBe('JV113');
    const res = await save({
      depositDate: today,
      bankAccountCode: '1113',
      receiptPaymentIds: [...r1.paymentIds, ...r2.paymentIds],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.amount).toBe('150.00');
  });

  it('lets only one of two concurrent deposits take the same payment', async () => {
    const inv = await issueInvoice('A0202', '500.00');
    const r = await receive({
      unitId: inv.unitId,
      receiptDate: today,
      invoices: [{ invoiceId: inv.invoiceId, payAmount: 50_000 }],
      payments: [{ paymentType: 'CASH', accountCode: '1111', amount: 50_000 }],
    });
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        save({ depositDate: today, bankAccountCode: '1113', receiptPaymentIds: r.paymentIds }),
      ),
    );
    expect(results.map((x) => x.statusCode).sort()).toEqual([201, 409, 409]);
    const taken = await t.database.db
      .select()
      .from(receiptPayment)
      .where(inArray(receiptPayment.id, r.paymentIds));
    expect(taken[0]!.depositId).toBe(results.find((x) => x.statusCode === 201)!.json().data.depositId);
  });

  it("refuses another property's payment ids and deposit ids, bad accounts and empty lists, saving nothing", async () => {
    const inv = await issueInvoice('A0203', '100.00');
    const mine = await receive({
      unitId: inv.unitId,
      receiptDate: today,
      invoices: [{ invoiceId: inv.invoiceId, payAmount: 10_000 }],
      payments: [{ paymentType: 'CASH', accountCode: '1111', amount: 10_000 }],
    });
    const before = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(deposit))[0]!.n;
    // admin on SKV naming an RVS payment: not found there.
    const other = await t.call({
      as: 'admin',
      method: 'POST',
      url: '/deposits/save',
      payload: {
        lang: 'EN',
        propertyCode: 'SKV',
        depositDate: today,
        bankAccountCode: '1113',
        receiptPaymentIds: mine.paymentIds,
      },
    });
    expect(other.json().code).toBe('JV102');
    // A good id with a foreign one: nothing is taken.
    const mixed = await save({
      depositDate: today,
      bankAccountCode: '1113',
      receiptPaymentIds: [...mine.paymentIds, '00000000-0000-4000-8000-000000000000'],
    });
    expect(mixed.json().code).toBe('JV102');
    expect(
      (
        await t.database.db.select().from(receiptPayment).where(eq(receiptPayment.id, mine.paymentIds[0]!))
      )[0]!.depositId,
    ).toBeNull();
    expect(
      (await save({ depositDate: today, bankAccountCode: '4110', receiptPaymentIds: mine.paymentIds })).json()
        .code,
    ).toBe('JV110');
    expect(
      (await save({ depositDate: today, bankAccountCode: '1111', receiptPaymentIds: mine.paymentIds })).json()
        .code,
    ).toBe('JV110');
    // Not before the receipt, not in the future.
    expect(
      (
        await save({ depositDate: daysAgo(1), bankAccountCode: '1113', receiptPaymentIds: mine.paymentIds })
      ).json().code,
    ).toBe('JV115');
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(
      (
        await save({ depositDate: tomorrow, bankAccountCode: '1113', receiptPaymentIds: mine.paymentIds })
      ).json().code,
    ).toBe('JV115');
    expect(
      (
        await t.database.db.select().from(receiptPayment).where(eq(receiptPayment.id, mine.paymentIds[0]!))
      )[0]!.depositId,
    ).toBeNull();
    const empty = await save({ depositDate: today, bankAccountCode: '1113', receiptPaymentIds: [] });
    expect(empty.statusCode).toBe(400);
    expect((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(deposit))[0]!.n).toBe(before);
    // The accountant has no rights on SKV; the viewer cannot save.
    expect((await voucher('accountant', 'SKV')).statusCode).toBe(403);
    expect(
      (
        await save(
          { depositDate: today, bankAccountCode: '1113', receiptPaymentIds: mine.paymentIds },
          'viewer',
        )
      ).statusCode,
    ).toBe(403);
    // A deposit of RVS is not visible from SKV.
    const ok = (
      await save({ depositDate: today, bankAccountCode: '1113', receiptPaymentIds: mine.paymentIds })
    ).json().data;
    expect((await detail(ok.depositId, 'admin', 'SKV')).json().code).toBe('JV101');
    const cancel = await t.call({
      as: 'admin',
      method: 'PUT',
      url: '/deposits/cancel',
      payload: { lang: 'EN', propertyCode: 'SKV', depositId: ok.depositId, reason: 'x' },
    });
    expect(cancel.json().code).toBe('JV101');
    expect(skvId).not.toBe(actor.property.id);
  });

  it('lists the slips newest first, a page at a time, and a month when asked', async () => {
    type Row = { depositNo: string; depositDate: string };
    const inv = await issueInvoice('A0205', '900.00', { invoiceDate: daysAgo(60), dueDate: daysAgo(50) });
    const slip = async (date: string) => {
      const paid = await receive({
        unitId: inv.unitId,
        receiptDate: date,
        invoices: [{ invoiceId: inv.invoiceId, payAmount: 10_000 }],
        payments: [{ paymentType: 'CASH', accountCode: '1111', amount: 10_000 }],
      });
      const res = await save({
        depositDate: date,
        bankAccountCode: '1113',
        receiptPaymentIds: paid.paymentIds,
      });
      expect(res.statusCode).toBe(201);
      return (res.json().data as { depositNo: string }).depositNo;
    };
    const older = await slip(daysAgo(45));
    const newer = await slip(today);
    const search = async (body: Record<string, unknown>) => {
      const res = await t.call({
        as: 'viewer',
        method: 'POST',
        url: '/deposits/search',
        payload: { ...RVS, ...body },
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ data: Row[]; paging: { total: number; next: string | null } }>();
    };
    const key = (r: Row) => `${r.depositDate} ${r.depositNo}`;
    const newestFirst = (rows: Row[]) => rows.every((r, i) => i === 0 || key(rows[i - 1]!) > key(r));

    const first = await search({ pageSize: 1 });
    expect(first.data).toHaveLength(1);
    expect(first.paging.total).toBeGreaterThan(1);
    const pages = [...first.data];
    for (let cursor = first.paging.next; cursor;) {
      const page = await search({ pageSize: 1, cursor });
      pages.push(...page.data);
      cursor = page.paging.next;
    }
    expect(pages).toHaveLength(first.paging.total);
    expect(newestFirst(pages)).toBe(true);
    expect(pages.findIndex((r) => r.depositNo === newer)).toBeLessThan(
      pages.findIndex((r) => r.depositNo === older),
    );

    const month = today.slice(0, 7);
    const [year = 0, mm = 0] = month.split('-').map(Number);
    const monthEnd = new Date(Date.UTC(year, mm, 0)).toISOString().slice(0, 10);
    const thisMonth = (await search({ depositDateFrom: `${month}-01`, depositDateTo: monthEnd })).data;
    expect(thisMonth.every((r) => r.depositDate.startsWith(month))).toBe(true);
    expect(thisMonth.map((r) => r.depositNo)).toContain(newer);
    expect(thisMonth.map((r) => r.depositNo)).not.toContain(older);
  });

  it('searches, prints a PDF and counts the print', async () => {
    const found = await t.call({
      as: 'viewer',
      method: 'POST',
      url: '/deposits/search',
      payload: { ...RVS, status: 'POSTED' },
    });
    expect(found.statusCode).toBe(200);
    const rows = found.json().data as { depositId: string; status: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === 'POSTED')).toBe(true);
    const pdf = await t.call({
      as: 'viewer',
      method: 'GET',
      url: `/deposits/${rows[0]!.depositId}/print?propertyCode=RVS&docLang=th`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await detail(rows[0]!.depositId)).json().data.printCount).toBe(1);
  });
});

describe('bill-payment reconciliation', () => {
  async function upload(
    data: Buffer,
    name = 'mpay.txt',
    o: { url?: string; as?: string; code?: string } = {},
  ) {
    const { payload, headers } = await multipartPayload({}, [{ field: 'file', name, data }]);
    return t.call({
      as: o.as ?? 'accountant',
      method: 'POST',
      url: `${o.url ?? '/deposits/mpay'}?lang=EN&propertyCode=${o.code ?? 'RVS'}`,
      payload,
      headers,
    });
  }
  const commit = (importId: string, url = '/deposits/mpay/commit') =>
    t.call({ as: 'accountant', method: 'POST', url, payload: { ...RVS, importId } });

  it('matches 20 lines and leaves 2 unmatched, commits 20 receipts and one deposit, and refuses the file again', async () => {
    const units = await t.database.db
      .select({ code: unit.code })
      .from(unit)
      .where(eq(unit.propertyId, actor.property.id))
      .orderBy(unit.code)
      .limit(40);
    const lines: FixtureLine[] = [];
    for (let i = 0; i < 20; i++) {
      const code = units[10 + i]!.code;
      const inv = await issueInvoice(code, `${200 + i}.${String(i).padStart(2, '0')}`);
      lines.push({
        paymentDate: daysAgo(2),
        paymentTime: '13:30:00',
        customerName: 'ลูกค้า ทดสอบ',
        ref1: code,
        ref2: inv.invoiceNo,
        amountSatang: (200 + i) * 100 + i,
      });
    }
    lines.push({ paymentDate: daysAgo(2), ref1: 'ZZ9999', ref2: 'IN000000000', amountSatang: 10_000 });
    lines.push({ paymentDate: daysAgo(2), ref1: units[10]!.code, ref2: 'IN999999999', amountSatang: 10_000 });
    const file = billPaymentFile({ lines });

    const up = await upload(file);
    expect(up.statusCode).toBe(200);
    const imp = up.json().data;
    expect(imp.summary).toEqual({
      matched: { count: 20, amount: '4191.90' },
      mismatch: { count: 0, amount: '0.00' },
      unmatched: { count: 2, amount: '200.00' },
    });
    expect(
      imp.lines
        .filter((l: { result: string }) => l.result === 'UNMATCHED')
        .map((l: { reason: string }) => l.reason),
    ).toEqual(['No unit matches Ref1', 'No invoice matches Ref2']);
    expect(
      (
        await t.call({
          as: 'viewer',
          method: 'GET',
          url: `/receipts/reconcile?lang=EN&propertyCode=RVS&id=${imp.importId}`,
        })
      ).json().data.status,
    ).toBe('REVIEW');

    const tbBefore = await trialBalance();
    const done = await commit(imp.importId);
    expect(done.statusCode).toBe(200);
    const result = done.json().data;
    expect(result.status).toBe('COMMITTED');
    expect(result.depositNo).toMatch(/^JV/);
    const receiptNos = result.lines
      .filter((l: { result: string }) => l.result === 'MATCHED')
      .map((l: { receiptNo: string }) => l.receiptNo);
    expect(new Set(receiptNos).size).toBe(20);
    const receipts = await t.database.db
      .select()
      .from(receipt)
      .where(and(eq(receipt.propertyId, actor.property.id), inArray(receipt.receiptNo, receiptNos)));
    expect(receipts.every((r) => r.source === 'BILL_PAYMENT')).toBe(true);
    const [dep] = await t.database.db.select().from(deposit).where(eq(deposit.depositNo, result.depositNo));
    expect(dep).toMatchObject({ source: 'BILL_PAYMENT', amount: '4191.90', bankAccountCode: '1113' });
    const depDetail = (await detail(dep!.id)).json().data;
    expect(depDetail.items).toHaveLength(20);
    expect(depDetail.journals[0].lines).toEqual([
      expect.objectContaining({ accountCode: '1113', debit: '4191.90' }),
      expect.objectContaining({ accountCode: '1133', credit: '4191.90' }),
    ]);
    const invoices = await t.database.db
      .select()
      .from(invoice)
      .where(
        and(
          eq(invoice.propertyId, actor.property.id),
          inArray(
            invoice.invoiceNo,
            lines.slice(0, 20).map((l) => l.ref2),
          ),
        ),
      );
    expect(invoices.every((i) => i.paidAmount === i.grandTotal)).toBe(true);
    const tb = await trialBalance();
    expect(tb.d).toBe(tb.c);
    expect(tb.d).not.toBe(tbBefore.d);

    expect((await commit(imp.importId)).json().code).toBe('JV108');
    const cancelBp = await t.call({
      as: 'accountant',
      method: 'PUT',
      url: '/deposits/cancel',
      payload: { ...RVS, depositId: dep!.id, reason: 'x' },
    });
    expect(cancelBp.json().code).toBe('JV114');
    const again = await upload(file, 'again.txt', { url: '/receipts/reconcile' });
    expect(again.json().code).toBe('JV106');
    const listed = (
      await t.call({ as: 'viewer', method: 'GET', url: '/receipts/mpay?lang=EN&propertyCode=RVS' })
    ).json().data as { importId: string }[];
    expect(listed.map((l) => l.importId)).toContain(imp.importId);
    const posted = await t.call({ as: 'viewer', method: 'POST', url: '/receipts/mpay', payload: RVS });
    expect((posted.json().data as { importId: string }[]).map((l) => l.importId)).toContain(imp.importId);
    const one = await t.call({
      as: 'viewer',
      method: 'GET',
      url: `/receipts/mpay/${imp.importId}?lang=EN&propertyCode=RVS`,
    });
    expect(one.json().data.depositNo).toBe(result.depositNo);
    const excel = await t.call({
      as: 'viewer',
      method: 'POST',
      url: '/deposits/mpay/excel',
      payload: { ...RVS, importId: imp.importId },
    });
    expect(excel.statusCode).toBe(200);
    expect(excel.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('reports an amount mismatch with both amounts, an already-paid invoice and a second payment of one invoice', async () => {
    const a = await issueInvoice('A0301', '750.00');
    const b = await issueInvoice('A0302', '80.00');
    const file = billPaymentFile({
      lines: [
        { paymentDate: today, ref1: 'A0301', ref2: a.invoiceNo, amountSatang: 70_000 },
        { paymentDate: today, ref1: 'A0302', ref2: b.invoiceNo, amountSatang: 8_000 },
        { paymentDate: today, ref1: 'A0302', ref2: b.invoiceNo, amountSatang: 8_000 },
        { paymentDate: today, ref1: 'A0301', ref2: b.invoiceNo, amountSatang: 8_000 },
      ],
    });
    const imp = (await upload(file)).json().data;
    expect(imp.lines.map((l: { result: string }) => l.result)).toEqual([
      'MISMATCH',
      'MATCHED',
      'UNMATCHED',
      'UNMATCHED',
    ]);
    expect(imp.lines[0].reason).toBe('Paid 700.00 but the invoice owes 750.00');
    expect(imp.lines[2].reason).toContain('line 3');
    expect(imp.lines[3].reason).toBe('The invoice belongs to another unit');

    // The invoice gets paid at the counter before the commit: the commit is refused whole.
    await receive({
      unitId: b.unitId,
      receiptDate: today,
      invoices: [{ invoiceId: b.invoiceId, payAmount: 8_000 }],
      payments: [{ paymentType: 'CASH', accountCode: '1111', amount: 8_000 }],
    });
    expect((await commit(imp.importId)).json().code).toBe('JV111');
    expect(
      (
        await t.call({
          as: 'viewer',
          method: 'GET',
          url: `/deposits/mpay?lang=EN&propertyCode=RVS&id=${imp.importId}`,
        })
      ).json().data.status,
    ).toBe('REVIEW');
    const paid = (
      await upload(
        billPaymentFile({
          lines: [{ paymentDate: today, ref1: 'A0302', ref2: b.invoiceNo, amountSatang: 8_000 }],
        }),
      )
    ).json().data;
    expect(paid.lines[0]).toMatchObject({ result: 'UNMATCHED', reason: 'The invoice is already paid' });
    expect((await commit(paid.importId)).json().code).toBe('JV109');
  });

  it('refuses a bad file with its line number and stores nothing; other properties cannot see an import', async () => {
    const count = async () =>
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(billPaymentImport))[0]!.n;
    const before = await count();
    const records = billPaymentRecords({
      lines: [{ paymentDate: today, ref1: 'A0101', ref2: 'X', amountSatang: 100 }],
    });
    const bad = await upload(recordsToFile([records[0]!, records[1]!.slice(0, 250), records[2]!]));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'JV105', fields: [{ path: 'line.2', rule: 'length' }] });
    expect(bad.json().fields[0].message).toContain('Line 2');
    const total = await upload(
      billPaymentFile({
        lines: [{ paymentDate: today, ref1: 'A0101', ref2: 'X', amountSatang: 100 }],
        trailer: { creditSatang: 99 },
      }),
    );
    expect(total.json()).toMatchObject({
      code: 'JV105',
      fields: [{ path: 'line.3', rule: 'trailerCreditTotal' }],
    });
    expect((await upload(Buffer.from('x'), 'mpay.exe')).statusCode).toBe(400);
    expect(await count()).toBe(before);

    const ok = (
      await upload(
        billPaymentFile({ lines: [{ paymentDate: today, ref1: 'A0101', ref2: 'X', amountSatang: 100 }] }),
      )
    ).json().data;
    const foreign = await t.call({
      as: 'admin',
      method: 'GET',
      url: `/deposits/mpay?lang=EN&propertyCode=SKV&id=${ok.importId}`,
    });
    expect(foreign.json().code).toBe('JV107');
    const foreignCommit = await t.call({
      as: 'admin',
      method: 'POST',
      url: '/deposits/mpay/commit',
      payload: { lang: 'EN', propertyCode: 'SKV', importId: ok.importId },
    });
    expect(foreignCommit.json().code).toBe('JV107');
    expect((await upload(billPaymentFile({ lines: [] }), 'x.txt', { as: 'viewer' })).statusCode).toBe(403);
  });
});
