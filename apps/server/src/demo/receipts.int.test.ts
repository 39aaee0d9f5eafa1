import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { property } from '../platform/db/schema';
import { invoice } from '../modules/invoices/invoices.schema';
import { journalLine } from '../modules/ledger/ledger.schema';
import { receipt, receiptPayment } from '../modules/receipts/receipts.schema';
import { walletBalance } from '../modules/wallets/wallets.schema';
import { seedHistory } from './history';
import { seedReceipts } from './receipts';

let t: TestApp;
let rvs: string;
let seconds = 0;
beforeAll(async () => {
  t = await createTestApp();
  await seedHistory(t.database.db, '2026-11-22');
  const started = Date.now();
  await seedReceipts(t.database.db, '2026-11-22');
  seconds = (Date.now() - started) / 1000;
  const [p] = await t.database.db.select().from(property).where(eq(property.code, 'RVS'));
  rvs = p!.id;
}, 300_000);
afterAll(() => t.close());

describe('the demo receipts', () => {
  it('pays most units up, leaves a few overdue 1-3 months, and keeps some overpayments in wallets', async () => {
    const owing = await t.database.db
      .select({ unitId: invoice.unitId, n: sql<number>`count(*)::int` })
      .from(invoice)
      .where(sql`${invoice.propertyId} = ${rvs} and ${invoice.status} = 'ISSUED' and ${invoice.paidAmount} + ${invoice.creditedAmount} < ${invoice.grandTotal}`)
      .groupBy(invoice.unitId);
    const units = (await t.database.db.select({ n: sql<number>`count(distinct ${invoice.unitId})::int` }).from(invoice).where(eq(invoice.propertyId, rvs)))[0]!.n;
    expect(owing.length).toBeGreaterThan(0);
    expect(owing.length).toBeLessThan(units * 0.2);
    expect(owing.every((o) => o.n >= 1 && o.n <= 3)).toBe(true);
    const wallets = await t.database.db.select().from(walletBalance).where(sql`${walletBalance.propertyId} = ${rvs} and ${walletBalance.balance} > 0`);
    expect(wallets.length).toBeGreaterThan(0);
    const [cheques] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(receiptPayment)
      .where(sql`${receiptPayment.propertyId} = ${rvs} and ${receiptPayment.paymentType} = 'CHEQUE'`);
    expect(cheques!.n).toBeGreaterThan(0);
  });

  it('keeps the trial balance at zero and AR control equal to what the invoices still owe', async () => {
    const [tb] = await t.database.db.select({ debit: sql<string>`sum(${journalLine.debit})`, credit: sql<string>`sum(${journalLine.credit})` }).from(journalLine);
    expect(tb!.debit).toBe(tb!.credit);
    const [ar] = await t.database.db
      .select({ net: sql<string>`coalesce(sum(${journalLine.debit} - ${journalLine.credit}), 0)` })
      .from(journalLine)
      .where(sql`${journalLine.propertyId} = ${rvs} and ${journalLine.accountCode} like '112%' and ${journalLine.accountCode} <> '1129'`);
    const [owed] = await t.database.db
      .select({ sum: sql<string>`coalesce(sum(${invoice.grandTotal} - ${invoice.paidAmount} - ${invoice.creditedAmount}), 0)` })
      .from(invoice)
      .where(sql`${invoice.propertyId} = ${rvs} and ${invoice.status} = 'ISSUED'`);
    expect(Number(ar!.net)).toBeCloseTo(Number(owed!.sum), 2);
    expect(Number(owed!.sum)).toBeGreaterThan(0);
  });

  it('is made once, and fast enough for a first start', async () => {
    const before = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(receipt))[0]!.n;
    await seedReceipts(t.database.db, '2026-11-22');
    expect((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(receipt))[0]!.n).toBe(before);
    expect(seconds).toBeLessThan(60);
    console.info(`demo receipts: ${before} receipts in ${seconds.toFixed(1)} s`);
  });
});
