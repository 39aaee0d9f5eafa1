import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '@suanklang/shared';
import { createTestApp, onPostgres, type TestApp } from '../../../test/harness';
import { bangkokToday } from '../../platform/clock';
import { inReportTransaction } from '../../platform/db/report-transaction';
import { appUser, property } from '../../platform/db/schema';
import { invoice } from '../invoices';
import { journalLine } from '../ledger';
import { cancelReceiptInTx, writeReceipt } from '../receipts';
import { seedHistory } from '../../demo/history';
import { receivableAccounts } from './aging.service';

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
  // The demo history (its billing runs and their journals), two months to keep the test short.
  await seedHistory(db, bangkokToday(), 2);
}, 180_000);
afterAll(() => t.close());

const today = bangkokToday();
const daysAgo = (n: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const aging = (q: string, as = 'viewer', code = 'RVS') =>
  t.call({ as, method: 'GET', url: `/reports/aging?lang=EN&propertyCode=${code}&${q}` });

type Report = {
  buckets: { from: number; to: number | null }[];
  rows: { unitCode: string; expenseTypeCode: string; amounts: string[]; total: string }[];
  totals: { amounts: string[]; total: string };
  arControl: string;
};

async function issueInvoice(unitCode: string, price: string, invoiceDate: string, dueDate: string) {
  const res = await t.call({
    as: 'accountant',
    method: 'POST',
    url: '/invoices/save',
    payload: {
      lang: 'EN',
      propertyCode: 'RVS',
      unitCode,
      invoiceDate,
      dueDate,
      issue: true,
      lines: [{ expenseTypeCode: 'KC', description: 'card', quantity: '1', unitPrice: price }],
    },
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().data.invoiceId as string;
  const [row] = await t.database.db.select().from(invoice).where(eq(invoice.id, id));
  return row!;
}

describe('aging report from the ledger', () => {
  it('every journal line on a receivable account names its invoice line', async () => {
    const accounts = await receivableAccounts(t.database.db, actor.property.id);
    const [missing] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(journalLine)
      .where(and(inArray(journalLine.accountCode, accounts), isNull(journalLine.invoiceLineId)));
    expect(missing!.n).toBe(0);
    const [all] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(journalLine)
      .where(inArray(journalLine.accountCode, accounts));
    expect(all!.n).toBeGreaterThan(0);
  });

  it('ties to the AR control accounts on the demo data', async () => {
    const report = (await aging(`asOf=${today}`)).json().data as Report;
    expect(report.totals.total).toBe(report.arControl);
    expect(Number(report.arControl)).toBeGreaterThan(0);
    // Default columns: not due, 1-30, 31-60, 61-90, 91-120, over 120.
    expect(report.buckets).toEqual([
      { from: 0, to: 0 },
      { from: 1, to: 30 },
      { from: 31, to: 60 },
      { from: 61, to: 90 },
      { from: 91, to: 120 },
      { from: 121, to: null },
    ]);
  });

  it('ages a partly paid invoice by its due date and still ties after a receipt is reversed', async () => {
    const inv = await issueInvoice('B0410', '1000.00', daysAgo(60), daysAgo(45));
    const paid = await t.database.db.transaction((tx) =>
      writeReceipt(tx, actor, {
        unitId: inv.unitId,
        receiptType: '1',
        receiptDate: daysAgo(10),
        source: 'COUNTER',
        invoices: [{ invoiceId: inv.id, payAmount: 25_050 }],
        payments: [{ paymentType: 'CASH', accountCode: '1111', amount: 25_050 }],
      }),
    );
    const second = await t.database.db.transaction((tx) =>
      writeReceipt(tx, actor, {
        unitId: inv.unitId,
        receiptType: '1',
        receiptDate: daysAgo(5),
        source: 'COUNTER',
        invoices: [{ invoiceId: inv.id, payAmount: 10_000 }],
        payments: [{ paymentType: 'CASH', accountCode: '1111', amount: 10_000 }],
      }),
    );
    // A cancelled receipt: its reversal, and the invoice owes the amount again.
    await t.database.db.transaction((tx) =>
      cancelReceiptInTx(tx, actor, second.id, 'paid twice', { date: daysAgo(4) }),
    );

    const report = (await aging(`asOf=${today}&buckets=30,60`)).json().data as Report;
    expect(report.buckets).toHaveLength(4);
    const row = report.rows.find((r) => r.unitCode === 'B0410' && r.expenseTypeCode === 'KC')!;
    // 1000.00 - 250.50 = 749.50, 45 days past due: the 31-60 column.
    expect(row.amounts).toEqual(['0.00', '0.00', '749.50', '0.00']);
    expect(report.totals.total).toBe(report.arControl);

    // As of before the receipts: the whole invoice, then 15 days overdue.
    const earlier = (await aging(`asOf=${daysAgo(30)}&buckets=30,60`)).json().data as Report;
    expect(earlier.rows.find((r) => r.unitCode === 'B0410' && r.expenseTypeCode === 'KC')!.amounts).toEqual([
      '0.00',
      '1000.00',
      '0.00',
      '0.00',
    ]);
    expect(earlier.totals.total).toBe(earlier.arControl);
    expect(paid.receiptNo).toMatch(/^RC/);
  });

  it('exports Excel, refuses bad buckets, and keeps properties apart', async () => {
    const excel = await t.call({
      as: 'viewer',
      method: 'GET',
      url: `/reports/aging/excel?lang=TH&propertyCode=RVS&asOf=${today}&buckets=30,60,90`,
    });
    expect(excel.statusCode).toBe(200);
    expect(excel.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await aging(`asOf=${today}&buckets=60,30`)).statusCode).toBe(400);
    expect((await aging(`asOf=${today}&buckets=abc`)).statusCode).toBe(400);
    expect((await aging('asOf=2026-02-30')).statusCode).toBe(400);
    expect((await aging(`asOf=${today}`, 'accountant', 'SKV')).statusCode).toBe(403);
    const skv = (await aging(`asOf=${today}`, 'admin', 'SKV')).json().data as Report;
    expect(skv.rows.some((r) => r.unitCode === 'B0410')).toBe(false);
    expect(skv.totals.total).toBe(skv.arControl);
  });
});

describe('a heavy report is bounded in time', () => {
  it.runIf(onPostgres)('stops a statement past the timeout with RP001 (PostgreSQL)', async () => {
    const stopped = inReportTransaction(t.database.db, 50, (tx) => tx.execute(sql`select pg_sleep(2)`));
    await expect(stopped).rejects.toMatchObject({ code: 'RP001' });
    // The setting was local to the report's transaction: the pool's connections keep theirs.
    const shown = await t.database.db.execute(sql`show statement_timeout`);
    expect(JSON.stringify(shown)).toContain('"0"');
  });

  it.runIf(!onPostgres)('runs to the end on PGlite, which has no timer to stop a statement', async () => {
    const done = await inReportTransaction(t.database.db, 1, async (tx) => {
      await tx.execute(sql`select count(*) from generate_series(1, 200000)`);
      return 'done';
    });
    expect(done).toBe('done');
  });

  it('answers RP001 in Thai and English when the aging or its Excel runs out of time', async () => {
    const slow = await createTestApp({ REPORT_TIMEOUT_MS: '200' });
    try {
      const call = (url: string) => slow.call({ as: 'viewer', method: 'GET', url });
      const run = async () => [
        await call(`/reports/aging?lang=EN&propertyCode=RVS&asOf=${today}`),
        await call(`/reports/aging?lang=TH&propertyCode=RVS&asOf=${today}`),
        await call(`/reports/aging/excel?lang=EN&propertyCode=RVS&asOf=${today}`),
      ];
      if (!onPostgres) {
        // PGlite: nothing stops the report (see above); it answers in full.
        expect((await run()).map((r) => r.statusCode)).toEqual([200, 200, 200]);
        return;
      }
      // A clerk's transaction holds the invoices: the report waits for it until its time runs out.
      const replies = await slow.database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table invoice in access exclusive mode`);
        return run();
      });
      expect(replies.map((r) => r.statusCode)).toEqual([504, 504, 504]);
      expect(replies.map((r) => r.json().code)).toEqual(['RP001', 'RP001', 'RP001']);
      expect(replies[0]!.json().message).toBe(errorMessage('RP001', 'en'));
      expect(replies[1]!.json().message).toBe(errorMessage('RP001', 'th'));
      // Once the lock is gone the same report answers.
      expect((await call(`/reports/aging?lang=EN&propertyCode=RVS&asOf=${today}`)).statusCode).toBe(200);
    } finally {
      await slow.close();
    }
  }, 120_000);
});
