import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { property } from '../platform/db/schema';
import { journalLine } from '../modules/ledger';
import { paymentVoucher } from '../modules/payment-vouchers';
import { requestPay } from '../modules/request-pay';
import { seedApprovals } from './approvals';
import { seedPayables } from './payables';

/** The demo's payables: three months of service bills paid with tax withheld, this month's raised; once only. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedApprovals(t.database.db);
}, 120_000);
afterAll(() => t.close());

describe('the demo payables', () => {
  it('pays three months of bills with 3% withheld, leaves this month raised, balances, and is made once', async () => {
    const db = t.database.db;
    await seedPayables(db, '2026-11-27');
    const [rvs] = await db.select().from(property).where(eq(property.code, 'RVS'));
    const vouchers = await db.select().from(paymentVoucher).where(eq(paymentVoucher.propertyId, rvs!.id));
    expect(vouchers).toHaveLength(9);
    expect(vouchers.every((v) => v.status === 'ISSUED' && v.whtForm === 'PND53' && Number(v.wht) > 0)).toBe(
      true,
    );
    expect(vouchers.map((v) => v.whtCertificateNo).sort((a, b) => a! - b!)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    // 3% of 85,000.00: the security bill's tax.
    expect(vouchers.filter((v) => v.wht === '2550.00')).toHaveLength(3);
    const requests = await db.select().from(requestPay).where(eq(requestPay.propertyId, rvs!.id));
    const thisMonth = requests.filter((r) => r.requestPayDate >= '2026-11-01');
    expect(thisMonth.map((r) => r.status).sort()).toEqual(['APPROVED', 'APPROVED', 'PENDING']);
    expect(requests.filter((r) => r.status === 'PAID')).toHaveLength(9);
    const [unbalanced] = (await db.select({ n: sql<number>`count(*)::int` }).from(
      db
        .select({ entry: journalLine.entryId })
        .from(journalLine)
        .where(eq(journalLine.propertyId, rvs!.id))
        .groupBy(journalLine.entryId)
        .having(sql`sum(${journalLine.debit}) <> sum(${journalLine.credit})`)
        .as('u'),
    )) as [{ n: number }];
    expect(unbalanced.n).toBe(0);
    // WHT payable PND 53 holds what the vouchers kept back (nothing filed yet).
    const [payable] = await db
      .select({ credit: sql<string>`sum(${journalLine.credit} - ${journalLine.debit})::text` })
      .from(journalLine)
      .where(and(eq(journalLine.propertyId, rvs!.id), eq(journalLine.accountCode, '2143')));
    expect(Number(payable!.credit)).toBe(vouchers.reduce((s, v) => s + Number(v.wht), 0));

    await seedPayables(db, '2026-12-31');
    expect(await db.select().from(paymentVoucher).where(eq(paymentVoucher.propertyId, rvs!.id))).toHaveLength(
      9,
    );
  }, 120_000);
});
