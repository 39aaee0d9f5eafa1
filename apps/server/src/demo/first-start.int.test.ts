import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import type { Db } from '../platform/db/client';
import { demoSeed, property } from '../platform/db/schema';
import { billingRun } from '../modules/invoices/invoices.schema';
import { failInterruptedRuns } from '../modules/expenses/billing-run';
import type { SeedCheckpoint } from './checkpoint';
import { seedDemoOnStart, unfinishedDemoMessage } from './first-start';

const DAY = '2026-11-22';
const MONTHS = [
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
];

class Killed extends Error {}

/** Stops the seeding, as a kill would, at the n-th checkpoint whose name starts with `prefix`. */
function killAt(prefix: string, n = 1): SeedCheckpoint {
  let seen = 0;
  return (point) => {
    if (point.startsWith(prefix) && ++seen === n) throw new Killed(point);
  };
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const { rows: found } = (await db.execute(query)) as { rows: T[] };
  return found;
}

async function count(db: Db, table: string): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return row!.n;
}

/** The demo's book as documents and balances, without generated ids or times: equal books print equal. */
async function book(db: Db) {
  return {
    invoices: await rows(
      db,
      sql`select i.invoice_no, u.code, i.billing_month, i.grand_total, i.paid_amount, i.status
          from invoice i join unit u on u.id = i.unit_id order by i.invoice_no`,
    ),
    receipts: await rows(
      db,
      sql`select r.receipt_no, r.receipt_date, r.grand_total, r.status,
            (select string_agg(p.payment_type || ':' || p.amount, ',' order by p.payment_type, p.amount)
               from receipt_payment p where p.receipt_id = r.id) as payments
          from receipt r order by r.receipt_no`,
    ),
    cheques: await rows(db, sql`select cheque_no, amount, status, payer_name from cheque order by cheque_no`),
    deposits: await rows(db, sql`select deposit_no, deposit_date, amount from deposit order by deposit_no`),
    wallets: await rows(
      db,
      sql`select u.code, w.wallet_type, w.balance from wallet_balance w join unit u on u.id = w.unit_id
          order by u.code, w.wallet_type`,
    ),
    accounts: await rows(
      db,
      sql`select account_code, sum(debit) as debit, sum(credit) as credit from journal_line
          group by account_code order by account_code`,
    ),
  };
}

/** What must hold of any book, however the writing of it was stopped. */
async function expectLedgerInvariants(db: Db, rvs: string) {
  expect(
    await rows(db, sql`select entry_id from journal_line group by entry_id having sum(debit) <> sum(credit)`),
  ).toEqual([]);
  const [ar] = await rows<{ ledger: string; owed: string }>(
    db,
    sql`select
          (select coalesce(sum(debit - credit), 0) from journal_line
            where property_id = ${rvs} and account_code like '112%' and account_code <> '1129') as ledger,
          (select coalesce(sum(grand_total - paid_amount - credited_amount), 0) from invoice
            where property_id = ${rvs} and status = 'ISSUED') as owed`,
  );
  expect(ar!.ledger).toBe(ar!.owed);
  // What each invoice says was paid is what the receipts paid of it.
  expect(
    await rows(
      db,
      sql`select i.id from invoice i
          left join (select l.invoice_id, sum(l.amount) as paid from receipt_invoice_line l
                     join receipt r on r.id = l.receipt_id and r.status = 'ISSUED' group by l.invoice_id) p
            on p.invoice_id = i.id
          where i.property_id = ${rvs} and i.paid_amount <> coalesce(p.paid, 0)`,
    ),
  ).toEqual([]);
  // Cash on hand is the cash not banked; each wallet is the sum of its entries.
  const [cash] = await rows<{ ledger: string; onHand: string }>(
    db,
    sql`select
          (select coalesce(sum(debit - credit), 0) from journal_line
            where property_id = ${rvs} and account_code = '1111') as ledger,
          (select coalesce(sum(p.amount), 0) from receipt_payment p join receipt r on r.id = p.receipt_id
            where p.property_id = ${rvs} and p.deposit_id is null and p.payment_type = 'CASH'
              and r.status = 'ISSUED') as "onHand"`,
  );
  expect(cash!.ledger).toBe(cash!.onHand);
  expect(
    await rows(
      db,
      sql`select w.unit_id from wallet_balance w
          where w.property_id = ${rvs} and w.balance <> (select coalesce(sum(e.amount), 0) from wallet_entry e
            where e.unit_id = w.unit_id and e.wallet_type = w.wallet_type and e.property_id = w.property_id)`,
    ),
  ).toEqual([]);
  // Every day a common fee was paid late is charged (the demo condominium has no grace days), each at most once.
  expect(
    await rows(
      db,
      sql`select i.id from invoice i
          join receipt_invoice_line rl on rl.invoice_id = i.id
          join receipt r on r.id = rl.receipt_id and r.status = 'ISSUED'
          where i.property_id = ${rvs} and i.source <> 'SURCHARGE' and r.receipt_date > i.due_date
            and r.receipt_date > coalesce((select max(c.charged_to) from surcharge_charge c
                                           where c.invoice_id = i.id), i.due_date)`,
    ),
  ).toEqual([]);
  expect(
    await rows(
      db,
      sql`select a.invoice_id from surcharge_charge a join surcharge_charge b
            on b.invoice_id = a.invoice_id and b.charged_from > a.charged_from and b.charged_from <= a.charged_to`,
    ),
  ).toEqual([]);
  // One billed invoice per unit and month (the month-end surcharge is another), and no document number twice.
  expect(
    await rows(
      db,
      sql`select unit_id, billing_month from invoice
          where property_id = ${rvs} and status <> 'CANCELLED' and source <> 'SURCHARGE'
          group by unit_id, billing_month having count(*) > 1`,
    ),
  ).toEqual([]);
  expect(
    await rows(
      db,
      sql`select document_type, document_no from journal_entry group by property_id, document_type, document_no
          having count(*) > 1`,
    ),
  ).toEqual([]);
}

let stopped: TestApp;
let oneGo: TestApp;
beforeAll(async () => {
  [stopped, oneGo] = await Promise.all([createTestApp(), createTestApp()]);
});
afterAll(async () => {
  await stopped?.close();
  await oneGo?.close();
});

describe('the demo on a first start that is stopped half-way', () => {
  it('is finished by the next starts, as one start would have made it, and then never touched', async () => {
    const db = stopped.database.db;
    const [p] = await db.select().from(property).where(eq(property.code, 'RVS'));
    const rvs = p!.id;

    // Killed while the third month is being billed: two months in, one run left RUNNING.
    await expect(seedDemoOnStart(db, DAY, { checkpoint: killAt('history:2026-01:started') })).rejects.toThrow(
      Killed,
    );
    expect(await count(db, 'invoice')).toBe(2 * 208);
    const [record] = await db.select().from(demoSeed).where(eq(demoSeed.propertyId, rvs));
    expect(record).toMatchObject({ asOf: DAY, completedAt: null });
    // The next start marks that run as one a restart stopped.
    await failInterruptedRuns(db);
    const interrupted = await db.select().from(billingRun).where(eq(billingRun.status, 'FAILED'));
    expect(interrupted.map((r) => [r.month, r.error])).toEqual([['2026-01', 'EX006']]);

    // A later day: the history is still the one the first start began, not one shifted to the new day.
    await expect(seedDemoOnStart(db, '2027-02-03', { checkpoint: killAt('receipts:', 3) })).rejects.toThrow(
      Killed,
    );
    expect(await count(db, 'invoice')).toBe(12 * 208);
    const runs = await db.select().from(billingRun).where(eq(billingRun.status, 'DONE'));
    expect(runs.map((r) => r.month).sort()).toEqual(MONTHS);
    const receiptsSoFar = await count(db, 'receipt');
    expect(receiptsSoFar).toBeGreaterThan(0);

    // Half a year's payments are banked in one deposit, then the banked cheques clear one by one.
    await expect(seedDemoOnStart(db, '2027-02-03', { checkpoint: killAt('deposits:') })).rejects.toThrow(
      Killed,
    );
    expect(await count(db, 'receipt')).toBeGreaterThan(receiptsSoFar);
    expect(await count(db, 'deposit')).toBe(1);
    await expect(seedDemoOnStart(db, '2027-02-03', { checkpoint: killAt('cheques:', 3) })).rejects.toThrow(
      Killed,
    );
    const [cleared] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from cheque where status = 'PASSED'`,
    );
    expect(cleared!.n).toBe(3);
    // Stopped right after the surcharge run committed: the next start charges nothing again.
    await expect(seedDemoOnStart(db, '2027-02-03', { checkpoint: killAt('surcharge:') })).rejects.toThrow(
      Killed,
    );

    expect(await seedDemoOnStart(db, '2027-03-01')).toEqual({ state: 'seeded', resumed: true, asOf: DAY });
    const [done] = await db.select().from(demoSeed).where(eq(demoSeed.propertyId, rvs));
    expect(done!.completedAt).not.toBeNull();
    await expectLedgerInvariants(db, rvs);

    // The same book as a first start that was never stopped (whose one billing run per month all finished).
    expect(await seedDemoOnStart(oneGo.database.db, DAY)).toEqual({
      state: 'seeded',
      resumed: true,
      asOf: DAY,
    });
    const [a, b] = [await book(db), await book(oneGo.database.db)];
    const [surcharges] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from invoice where source = 'SURCHARGE'`,
    );
    expect(surcharges!.n).toBeGreaterThan(100);
    expect(a.invoices).toHaveLength(2496 + surcharges!.n);
    expect(a.receipts.length).toBeGreaterThan(300);
    expect(a.deposits.length).toBeGreaterThan(1);
    expect(a.cheques.filter((c) => (c as { status: string }).status === 'PASSED').length).toBeGreaterThan(3);
    expect(a).toEqual(b);

    // Complete: later starts, on any day, leave every table as it is.
    const tables = [
      'invoice',
      'billing_run',
      'receipt',
      'deposit',
      'cheque',
      'journal_entry',
      'audit_log',
      'surcharge_charge',
    ];
    const before = await Promise.all(tables.map((table) => count(db, table)));
    expect(await seedDemoOnStart(db, '2027-12-31')).toEqual({ state: 'complete' });
    expect(await Promise.all(tables.map((table) => count(db, table)))).toEqual(before);
  }, 600_000);
});

describe('a demo property without a record of its seeding (made by an earlier version)', () => {
  it('is complete once it has deposits, and refused when it has billing but no deposits', async () => {
    const db = stopped.database.db;
    const [p] = await db.select().from(property).where(eq(property.code, 'RVS'));
    await db.delete(demoSeed);
    const tables = ['invoice', 'receipt', 'deposit', 'approval_step'];
    const before = await Promise.all(tables.map((table) => count(db, table)));
    expect(await seedDemoOnStart(db, DAY)).toEqual({ state: 'complete' });
    // Stopped before banking: the day it was seeded for is unknown, so it is not finished here.
    await db.execute(sql`delete from deposit_item where property_id = ${p!.id}`);
    await db.execute(sql`update receipt_payment set deposit_id = null where property_id = ${p!.id}`);
    await db.execute(sql`delete from deposit where property_id = ${p!.id}`);
    expect(await seedDemoOnStart(db, DAY)).toEqual({ state: 'unfinished' });
    expect(await count(db, 'invoice')).toBe(before[0]);
    expect(await count(db, 'receipt')).toBe(before[1]);
    expect(await count(db, 'demo_seed')).toBe(0);
  });

  it('tells the operator which data directory to delete or which database to drop, without credentials', () => {
    const local = unfinishedDemoMessage({ databaseUrl: null, dataDir: '/srv/suanklang/data' });
    expect(local).toContain('delete the data directory /srv/suanklang/data');
    const remote = unfinishedDemoMessage({
      databaseUrl: 'postgres://app:secret@db.example:5432/suanklang_demo',
      dataDir: '/unused',
    });
    expect(remote).toContain('drop the database "suanklang_demo"');
    expect(remote).toContain('db.example');
    expect(remote).not.toContain('secret');
    expect(remote).not.toContain('/unused');
  });
});
