import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { property } from '../platform/db/schema';
import { invoice } from '../modules/invoices/invoices.schema';
import { journalLine } from '../modules/ledger/ledger.schema';
import { seedHistory } from './history';

let t: TestApp;
let result: Awaited<ReturnType<typeof seedHistory>>;
beforeAll(async () => {
  t = await createTestApp();
  result = await seedHistory(t.database.db, '2026-11-22');
}, 180_000);
afterAll(() => t.close());

describe('the demo history', () => {
  it('bills the twelve months before today for every unit, through the billing runs', async () => {
    expect(result.months).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
    ]);
    const [p] = await t.database.db.select().from(property).where(eq(property.code, 'RVS'));
    const rows = await t.database.db
      .select({ month: invoice.billingMonth, n: sql<number>`count(*)::int` })
      .from(invoice)
      .where(eq(invoice.propertyId, p!.id))
      .groupBy(invoice.billingMonth);
    expect(rows).toHaveLength(12);
    expect(rows.every((r) => r.n === 208)).toBe(true);
    expect(result.invoices).toBe(12 * 208);
  });

  it('leaves the trial balance at zero', async () => {
    const [tb] = await t.database.db
      .select({
        debit: sql<string>`sum(${journalLine.debit})`,
        credit: sql<string>`sum(${journalLine.credit})`,
      })
      .from(journalLine);
    expect(tb!.debit).toBe(tb!.credit);
    expect(Number(tb!.debit)).toBeGreaterThan(0);
  });

  it('shows the invoices as overdue and their water lines with readings', async () => {
    const res = await t.call({
      as: 'viewer',
      method: 'POST',
      url: '/invoices/search',
      payload: { propertyCode: 'RVS', lang: 'EN', overdueOnly: true, unitCode: 'A0101' },
    });
    expect(res.json().paging.total).toBe(12);
    const first = res.json().data[0] as { invoiceId: string };
    const detail = (
      await t.call({
        as: 'viewer',
        method: 'GET',
        url: `/invoices/${first.invoiceId}?propertyCode=RVS&lang=EN`,
      })
    ).json().data;
    const water = detail.lines.find((l: { expenseTypeCode: string }) => l.expenseTypeCode === 'WT');
    expect(water.previousMeter).not.toBeNull();
    expect(detail.journals[0].lines.length).toBeGreaterThan(1);
  });

  it('is made once: a second call adds nothing, and re-running a billed month creates nothing', async () => {
    expect(await seedHistory(t.database.db, '2026-11-22')).toEqual({ months: [], invoices: 0 });
    const preview = (
      await t.call({
        as: 'viewer',
        method: 'GET',
        url: '/expenses/summary?propertyCode=RVS&lang=EN&month=2026-10',
      })
    ).json().data;
    expect(preview.unitCount).toBe(0);
  });
});
