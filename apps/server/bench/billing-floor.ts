// A billing run of many units beside its floor: the same invoices, invoice lines, journal entries and journal lines
// written by plain SQL (one INSERT ... SELECT a table, from the rows as JSON) into the same tables, under the same
// indexes and guards, in the same database. Both are measured in a transaction that is rolled back once the
// database's deferred checks have run (SET CONSTRAINTS ALL IMMEDIATE: what a commit would run), so the book is
// left as it was: a large book can be measured again and again.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../src/platform/db/client';
import { executeBillingRun } from '../src/modules/expenses/billing-run';
import { rowsOf } from './scale-book';

export type BillingFigures = {
  units: number;
  month: string;
  invoices: number;
  invoiceLines: number;
  entries: number;
  journalLines: number;
  /** The run: planning, numbering, posting and writing, and the commit's checks. */
  runMs: number;
  /** The same rows by plain SQL, and the commit's checks. */
  floorMs: number;
};

/** The tables the floor writes, in an order their foreign keys accept. */
const FLOOR_TABLES = ['journal_entry', 'journal_line', 'invoice', 'invoice_line'] as const;

class RolledBack extends Error {}

/** Runs `work` in a transaction that is always rolled back; its result. */
async function rolledBack<T>(db: Db, work: (tx: Executor) => Promise<T>): Promise<T> {
  let result: T | undefined;
  try {
    await db.transaction(async (tx) => {
      result = await work(tx);
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return result!;
}

/** The month after the property's last billing run (this month when it has none). */
async function nextBillingMonth(db: Db, propertyId: string): Promise<string> {
  const [row] = await rowsOf<{ month: string }>(
    db,
    sql`select to_char(coalesce(max(to_date(month, 'YYYY-MM')) + interval '1 month', date_trunc('month', now())), 'YYYY-MM') as month
          from billing_run where property_id = ${propertyId}`,
  );
  return row!.month;
}

/**
 * The property's own units set aside and `units` units put in their place, each with an owner and a water
 * reading for the month, and a RUNNING run: the same rows (same ids) each time it is called.
 */
async function prepare(
  tx: Executor,
  propertyId: string,
  units: number,
  run: { id: string; month: string; userId: string },
) {
  await tx.execute(sql`update unit set active = 'N' where property_id = ${propertyId}`);
  await tx.execute(sql`
    insert into unit (id, property_id, code, building, floor, unit_type_code, area, ownership_ratio)
    select md5('bench-unit:' || g)::uuid, ${propertyId}, 'B' || lpad(g::text, 5, '0'), 'B', (g % 40)::text,
           (select code from unit_type where property_id = ${propertyId} order by code limit 1),
           (30 + g % 50)::numeric(12,2), (100.0 / ${units})::numeric(9,6)
      from generate_series(1, ${units}) g`);
  await tx.execute(sql`
    insert into customer (id, property_id, code, owner_type, first_name_th, last_name_th)
    select md5('bench-customer:' || g)::uuid, ${propertyId}, 'BC' || lpad(g::text, 5, '0'), 'OWNER', 'เจ้าของ', 'ห้อง ' || g
      from generate_series(1, ${units}) g`);
  await tx.execute(sql`
    insert into unit_occupant (property_id, unit_id, customer_id, owner_type, start_date)
    select ${propertyId}, md5('bench-unit:' || g)::uuid, md5('bench-customer:' || g)::uuid, 'OWNER', '2020-01-01'
      from generate_series(1, ${units}) g`);
  await tx.execute(sql`
    insert into meter_reading (property_id, unit_id, meter_type_code, month, previous, current)
    select ${propertyId}, md5('bench-unit:' || g)::uuid, 'WATER', ${run.month}, 100, 100 + g % 30
      from generate_series(1, ${units}) g`);
  await tx.execute(sql`
    insert into billing_run (id, property_id, month, invoice_date, due_date, status, created_by)
    values (${run.id}, ${propertyId}, ${run.month}, ${`${run.month}-01`}, ${`${run.month}-15`}, 'RUNNING', ${run.userId})`);
  await tx.execute(sql`analyze unit, customer, unit_occupant, meter_reading`);
}

/** The columns a row of `table` is written with (not the generated ones). */
async function writtenColumns(tx: Executor, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    tx,
    sql`select column_name as name from information_schema.columns
         where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
         order by ordinal_position`,
  );
  return rows.map((r) => `"${r.name}"`);
}

/**
 * A billing run of `units` units of the property in the month after its last run, timed, then the same rows by
 * plain SQL, timed. Fails if the run does not bill every unit.
 */
export async function billingAgainstFloor(
  db: Db,
  propertyId: string,
  userId: string,
  units: number,
): Promise<BillingFigures> {
  const month = await nextBillingMonth(db, propertyId);
  const run = { id: randomUUID(), month, userId };
  const measured = await rolledBack(db, async (tx) => {
    await prepare(tx, propertyId, units, run);
    const start = performance.now();
    // The run opens its own transaction: here a savepoint of the one rolled back.
    await executeBillingRun(tx, {
      runId: run.id,
      propertyId,
      userId,
      month,
      invoiceDate: `${month}-01`,
      dueDate: `${month}-15`,
      missingMeter: 'SKIP',
    });
    await tx.execute(sql`set constraints all immediate`);
    const runMs = performance.now() - start;
    const [state] = await rowsOf<{ status: string; invoices: number; error: string | null }>(
      tx,
      sql`select status, invoice_count as invoices, error from billing_run where id = ${run.id}`,
    );
    if (state?.status !== 'DONE' || state.invoices !== units)
      throw new Error(
        `the billing run did not bill every unit: ${state?.status} ${state?.invoices} ${state?.error}`,
      );
    const of = {
      invoice: sql`select i.* from invoice i where i.billing_run_id = ${run.id}`,
      invoice_line: sql`select l.* from invoice_line l join invoice i on i.id = l.invoice_id where i.billing_run_id = ${run.id}`,
      journal_entry: sql`select e.* from journal_entry e join invoice i on i.journal_entry_id = e.id where i.billing_run_id = ${run.id}`,
      journal_line: sql`select l.* from journal_line l join invoice i on i.journal_entry_id = l.entry_id where i.billing_run_id = ${run.id}`,
    };
    const rows = {} as Record<(typeof FLOOR_TABLES)[number], { json: string; count: number }>;
    for (const table of FLOOR_TABLES) {
      const [got] = await rowsOf<{ json: string; count: number }>(
        tx,
        sql`select coalesce(json_agg(r), '[]')::text as json, count(*)::int as count from (${of[table]}) r`,
      );
      rows[table] = got!;
    }
    return { runMs, rows };
  });
  const floorMs = await rolledBack(db, async (tx) => {
    await prepare(tx, propertyId, units, run);
    const columns: Record<string, string> = {};
    for (const table of FLOOR_TABLES) columns[table] = (await writtenColumns(tx, table)).join(', ');
    const start = performance.now();
    for (const table of FLOOR_TABLES)
      await tx.execute(
        sql`${sql.raw(`insert into ${table} (${columns[table]}) select ${columns[table]} from json_populate_recordset(null::${table},`)} ${measured.rows[table].json}::json)`,
      );
    await tx.execute(sql`set constraints all immediate`);
    return performance.now() - start;
  });
  // Both transactions were rolled back, leaving their rows dead in the tables; too few for autovacuum on a large
  // book, they would make each later run step over more of them (a run after four runs took 3.5x its floor, on a
  // fresh book 2x). Vacuumed here, the book is as it was.
  await db.execute(
    sql.raw(
      `vacuum ${[...FLOOR_TABLES, 'billed_charge', 'unit', 'customer', 'unit_occupant', 'meter_reading'].join(', ')}`,
    ),
  );
  return {
    units,
    month,
    invoices: measured.rows.invoice.count,
    invoiceLines: measured.rows.invoice_line.count,
    entries: measured.rows.journal_entry.count,
    journalLines: measured.rows.journal_line.count,
    runMs: measured.runMs,
    floorMs,
  };
}
