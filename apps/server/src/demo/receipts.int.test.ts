import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { property } from '../platform/db/schema';
import { invoice } from '../modules/invoices/invoices.schema';
import { journalLine } from '../modules/ledger/ledger.schema';
import { cheque } from '../modules/cheques/cheques.schema';
import { deposit } from '../modules/deposits/deposits.schema';
import { receipt, receiptPayment } from '../modules/receipts/receipts.schema';
import { walletBalance } from '../modules/wallets/wallets.schema';
import { seedHistory } from './history';
import { seedDeposits } from './deposits';
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
  await seedDeposits(t.database.db, '2026-11-22');
  const [p] = await t.database.db.select().from(property).where(eq(property.code, 'RVS'));
  rvs = p!.id;
}, 300_000);
afterAll(() => t.close());

describe('the demo receipts', () => {
  it('pays most units up, leaves a few overdue 1-3 months, and keeps some overpayments in wallets', async () => {
    const owing = await t.database.db
      .select({ unitId: invoice.unitId, n: sql<number>`count(*)::int` })
      .from(invoice)
      .where(
        sql`${invoice.propertyId} = ${rvs} and ${invoice.status} = 'ISSUED' and ${invoice.paidAmount} + ${invoice.creditedAmount} < ${invoice.grandTotal}`,
      )
      .groupBy(invoice.unitId);
    const units = (
      await t.database.db
        .select({ n: sql<number>`count(distinct ${invoice.unitId})::int` })
        .from(invoice)
        .where(eq(invoice.propertyId, rvs))
    )[0]!.n;
    expect(owing.length).toBeGreaterThan(0);
    expect(owing.length).toBeLessThan(units * 0.2);
    expect(owing.every((o) => o.n >= 1 && o.n <= 3)).toBe(true);
    const wallets = await t.database.db
      .select()
      .from(walletBalance)
      .where(sql`${walletBalance.propertyId} = ${rvs} and ${walletBalance.balance} > 0`);
    expect(wallets.length).toBeGreaterThan(0);
    const [cheques] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(receiptPayment)
      .where(sql`${receiptPayment.propertyId} = ${rvs} and ${receiptPayment.paymentType} = 'CHEQUE'`);
    expect(cheques!.n).toBeGreaterThan(0);
  });

  it('keeps the trial balance at zero and AR control equal to what the invoices still owe', async () => {
    const [tb] = await t.database.db
      .select({
        debit: sql<string>`sum(${journalLine.debit})`,
        credit: sql<string>`sum(${journalLine.credit})`,
      })
      .from(journalLine);
    expect(tb!.debit).toBe(tb!.credit);
    const [ar] = await t.database.db
      .select({ net: sql<string>`coalesce(sum(${journalLine.debit} - ${journalLine.credit}), 0)` })
      .from(journalLine)
      .where(
        sql`${journalLine.propertyId} = ${rvs} and ${journalLine.accountCode} like '112%' and ${journalLine.accountCode} <> '1129'`,
      );
    const [owed] = await t.database.db
      .select({
        sum: sql<string>`coalesce(sum(${invoice.grandTotal} - ${invoice.paidAmount} - ${invoice.creditedAmount}), 0)`,
      })
      .from(invoice)
      .where(sql`${invoice.propertyId} = ${rvs} and ${invoice.status} = 'ISSUED'`);
    expect(ar!.net).toBe(owed!.sum);
    expect(owed!.sum).not.toBe('0.00');
  });

  it('is made once', async () => {
    const before = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(receipt))[0]!.n;
    await seedReceipts(t.database.db, '2026-11-22');
    expect((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(receipt))[0]!.n).toBe(before);
    console.info(`demo receipts: ${before} receipts in ${seconds.toFixed(1)} s`);
  });

  it('banks all but the last week of cash and cheques, and clears the deposited cheques', async () => {
    const db = t.database.db;
    const left = await db
      .select({ date: receipt.receiptDate, type: receiptPayment.paymentType })
      .from(receiptPayment)
      .innerJoin(receipt, eq(receipt.id, receiptPayment.receiptId))
      .where(
        sql`${receiptPayment.propertyId} = ${rvs} and ${receiptPayment.depositId} is null and ${receiptPayment.paymentType} in ('CASH', 'CHEQUE')`,
      );
    expect(left.length).toBeGreaterThan(0);
    // The latest day's receipts stay on hand; everything before was banked.
    const [latest] = await db
      .select({ date: sql<string>`max(${receipt.receiptDate})` })
      .from(receipt)
      .where(eq(receipt.propertyId, rvs));
    expect(left.filter((p) => p.date < latest!.date)).toEqual([]);
    const [banked] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(deposit)
      .where(eq(deposit.propertyId, rvs));
    expect(banked!.n).toBeGreaterThan(1);
    const statuses = await db
      .select({ status: cheque.status, n: sql<number>`count(*)::int` })
      .from(cheque)
      .where(eq(cheque.propertyId, rvs))
      .groupBy(cheque.status);
    expect(statuses.find((s) => s.status === 'PASSED')?.n ?? 0).toBeGreaterThan(0);
    // Cash moved to the bank: what is left on hand is exactly the cash not deposited.
    const [cash] = await db
      .select({ net: sql<string>`coalesce(sum(${journalLine.debit} - ${journalLine.credit}), 0)` })
      .from(journalLine)
      .where(sql`${journalLine.propertyId} = ${rvs} and ${journalLine.accountCode} = '1111'`);
    const [onHand] = await db
      .select({ sum: sql<string>`coalesce(sum(${receiptPayment.amount}), 0)` })
      .from(receiptPayment)
      .innerJoin(receipt, eq(receipt.id, receiptPayment.receiptId))
      .where(
        sql`${receiptPayment.propertyId} = ${rvs} and ${receiptPayment.depositId} is null and ${receiptPayment.paymentType} = 'CASH' and ${receipt.status} = 'ISSUED'`,
      );
    expect(cash!.net).toBe(onHand!.sum);
  });
});
