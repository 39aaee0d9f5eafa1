import { decimalStringToSatang } from '@suanklang/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bangkokToday } from '../../platform/clock';
import { appUser, property } from '../../platform/db/schema';
import { cheque } from '../cheques';
import { invoice } from '../invoices';
import { journalLine } from '../ledger';
import { receipt, writeReceipt } from '../receipts';

/**
 * A cheque paid into a deposit and then returned by the bank: the ledger moves once (the clearing reversed, the
 * receipt reversed) and the deposit keeps the slip as presented, the returned item marked and left out of its
 * net amount.
 */

let t: TestApp;
let actor: Parameters<typeof writeReceipt>[1];
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [rvs] = await db.select().from(property).where(eq(property.code, 'RVS'));
  const [user] = await db.select().from(appUser).where(eq(appUser.username, 'accountant'));
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
const BANK = '1113';
const CASH = '1111';
const ON_HAND = '1131';

async function issueInvoice(unitCode: string, price: string) {
  const res = await t.call({
    as: 'accountant',
    method: 'POST',
    url: '/invoices/save',
    payload: {
      ...RVS,
      unitCode,
      invoiceDate: daysAgo(20),
      dueDate: daysAgo(10),
      issue: true,
      lines: [{ expenseTypeCode: 'KC', description: 'บัตรผ่าน', quantity: '1', unitPrice: price }],
    },
  });
  expect(res.statusCode).toBe(201);
  const { invoiceId } = res.json().data as { invoiceId: string };
  const [row] = await t.database.db.select().from(invoice).where(eq(invoice.id, invoiceId));
  return { invoiceId, unitId: row!.unitId };
}

let chequeSeq = 20_000_000;
async function receivedCheque(amount: string) {
  const [row] = await t.database.db
    .insert(cheque)
    .values({
      propertyId: actor.property.id,
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

/** Net debit (debit - credit, satang) per account of the property, accounts with no movement left out. */
async function ledger(): Promise<Record<string, number>> {
  const rows = await t.database.db
    .select({
      code: journalLine.accountCode,
      net: sql<string>`(sum(${journalLine.debit}) - sum(${journalLine.credit}))::text`,
    })
    .from(journalLine)
    .where(eq(journalLine.propertyId, actor.property.id))
    .groupBy(journalLine.accountCode);
  return Object.fromEntries(rows.map((r) => [r.code, decimalStringToSatang(r.net)]));
}

/** What changed per account between two ledger snapshots (unchanged accounts left out). */
function moved(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const code of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const d = (after[code] ?? 0) - (before[code] ?? 0);
    if (d !== 0) out[code] = d;
  }
  return out;
}

const put = (url: string, payload: Record<string, unknown>) =>
  t.call({ as: 'accountant', method: 'PUT', url, payload: { ...RVS, ...payload } });
const detail = (id: string) =>
  t.call({ as: 'viewer', method: 'GET', url: `/deposits/${id}?lang=EN&propertyCode=RVS` });
const search = (depositNo: string) =>
  t.call({
    as: 'viewer',
    method: 'POST',
    url: '/deposits/search',
    payload: { ...RVS, depositNo, pageSize: 10 },
  });

/**
 * An invoice of 700.00 paid by two receipts, 200.00 in cash and 500.00 by cheque, both deposited in one slip into
 * BANK.
 */
async function depositedCheque(unitCode: string) {
  const inv = await issueInvoice(unitCode, '700.00');
  const chequeId = await receivedCheque('500.00');
  const before = await ledger();
  const pay = (payment: Parameters<typeof writeReceipt>[2]['payments'][number]) =>
    t.database.db.transaction((tx) =>
      writeReceipt(tx, actor, {
        receiptType: '1',
        source: 'COUNTER',
        unitId: inv.unitId,
        receiptDate: daysAgo(1),
        invoices: [{ invoiceId: inv.invoiceId, payAmount: payment.amount }],
        payments: [payment],
      }),
    );
  const cash = await pay({ paymentType: 'CASH', accountCode: CASH, amount: 20_000 });
  const written = await pay({ paymentType: 'CHEQUE', accountCode: '', amount: 50_000, chequeId });
  const received = await ledger();
  const receivable = Object.keys(moved(before, received)).find((c) => c !== CASH && c !== ON_HAND)!;
  expect(moved(before, received)).toEqual({ [CASH]: 20_000, [ON_HAND]: 50_000, [receivable]: -70_000 });

  const saved = await t.call({
    as: 'accountant',
    method: 'POST',
    url: '/deposits/save',
    payload: {
      ...RVS,
      depositDate: today,
      bankAccountCode: BANK,
      receiptPaymentIds: [...cash.paymentIds, ...written.paymentIds],
    },
  });
  expect(saved.statusCode).toBe(201);
  const { depositId, depositNo } = saved.json().data as { depositId: string; depositNo: string };
  const deposited = await ledger();
  // The deposit posts its cash only; the cheque waits for clearing.
  expect(moved(received, deposited)).toEqual({ [BANK]: 20_000, [CASH]: -20_000 });
  const [chequePayment] = written.paymentIds;
  return {
    inv,
    chequeId,
    cashReceiptId: cash.id,
    receiptId: written.id,
    depositId,
    depositNo,
    chequePayment,
    receivable,
    deposited,
  };
}

type Item = { receiptPaymentId: string; paymentType: string; amount: string; returnedAt: string | null };

describe('a returned cheque that was in a deposit', () => {
  it('deposited, cleared, then returned: the bank drops once, the deposit marks the item and nets it out', async () => {
    const d = await depositedCheque('A0201');
    expect((await put('/masterdata/cheques/passed', { chequeId: d.chequeId, date: today })).statusCode).toBe(
      200,
    );
    const cleared = await ledger();
    expect(moved(d.deposited, cleared)).toEqual({ [BANK]: 50_000, [ON_HAND]: -50_000 });

    const reset = await put('/api/v1/cheque/reset', { chequeId: d.chequeId, reason: 'เช็คคืน', date: today });
    expect(reset.statusCode).toBe(200);
    const returned = await ledger();
    // Clearing reversed (Dr on hand / Cr bank) and the cheque's receipt reversed (Dr receivable / Cr on hand).
    expect(moved(cleared, returned)).toEqual({ [BANK]: -50_000, [d.receivable]: 50_000 });
    const [r] = await t.database.db.select().from(receipt).where(eq(receipt.id, d.receiptId));
    expect(r!.status).toBe('CANCELLED');
    const [kept] = await t.database.db.select().from(receipt).where(eq(receipt.id, d.cashReceiptId));
    expect(kept!.status).toBe('ISSUED');
    const [reopened] = await t.database.db.select().from(invoice).where(eq(invoice.id, d.inv.invoiceId));
    expect(reopened!.paidAmount).toBe('200.00');

    const shown = (await detail(d.depositId)).json().data;
    expect(shown).toMatchObject({
      status: 'POSTED',
      amount: '700.00',
      cashAmount: '200.00',
      chequeAmount: '500.00',
      returnedAmount: '500.00',
      netAmount: '200.00',
      itemCount: 2,
    });
    const items = shown.items as Item[];
    expect(items.map((i) => [i.paymentType, i.amount, i.returnedAt])).toEqual([
      ['CASH', '200.00', null],
      ['CHEQUE', '500.00', today],
    ]);
    expect(items.find((i) => i.returnedAt)!.receiptPaymentId).toBe(d.chequePayment);
    // The deposit's own journal is its cash, as deposited.
    expect(shown.journals).toHaveLength(1);
    expect(shown.journals[0].lines).toEqual([
      expect.objectContaining({ accountCode: BANK, debit: '200.00', credit: '0.00' }),
      expect.objectContaining({ accountCode: CASH, debit: '0.00', credit: '200.00' }),
    ]);
    const found = (await search(d.depositNo)).json().data;
    expect(found).toEqual([
      expect.objectContaining({
        depositNo: d.depositNo,
        amount: '700.00',
        returnedAmount: '500.00',
        netAmount: '200.00',
      }),
    ]);
  });

  it('deposited, then returned before clearing: the bank never moved, the deposit nets the item out', async () => {
    const d = await depositedCheque('A0202');
    const reset = await put('/api/v1/cheque/reset', { chequeId: d.chequeId, reason: 'เช็คคืน', date: today });
    expect(reset.statusCode).toBe(200);
    const returned = await ledger();
    // Only the cheque's receipt reversed: on hand back to nothing, the receivable open again; the bank keeps
    // the cash.
    expect(moved(d.deposited, returned)).toEqual({ [ON_HAND]: -50_000, [d.receivable]: 50_000 });
    const shown = (await detail(d.depositId)).json().data;
    expect(shown).toMatchObject({ amount: '700.00', returnedAmount: '500.00', netAmount: '200.00' });
    expect((shown.items as Item[]).map((i) => [i.paymentType, i.returnedAt])).toEqual([
      ['CASH', null],
      ['CHEQUE', today],
    ]);
  });

  it('leaves a deposit with no returned cheque as it was', async () => {
    const d = await depositedCheque('A0203');
    expect((await put('/masterdata/cheques/passed', { chequeId: d.chequeId, date: today })).statusCode).toBe(
      200,
    );
    const shown = (await detail(d.depositId)).json().data;
    expect(shown).toMatchObject({ amount: '700.00', returnedAmount: '0.00', netAmount: '700.00' });
    expect((shown.items as Item[]).every((i) => i.returnedAt === null)).toBe(true);
  });
});
