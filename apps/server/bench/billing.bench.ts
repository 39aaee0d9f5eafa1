// A billing run for 10,000 units (planning, 10,000 numbered invoices with their lines, billed-charge keys and
// 10,000 journals, in one transaction), as a ratio to a baseline measured in the same run on the same database:
// a plain multi-row INSERT of 10,000 rows (in chunks of 1,000, in one transaction).
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { createTestApp } from '../test/harness';
import { property, appUser } from '../src/platform/db/schema';
import { executeBillingRun } from '../src/modules/expenses/billing-run';
import { insertRun } from '../src/modules/expenses/expenses.repository';
import { billingRun } from '../src/modules/invoices/invoices.schema';
import { journalEntry } from '../src/modules/ledger/ledger.schema';

const UNITS = Number(process.env.BENCH_UNITS ?? 10_000);
const t = await createTestApp();
const db = t.database.db;
const [rvs] = await db.select().from(property).where(eq(property.code, 'RVS'));
const [accountant] = await db.select().from(appUser).where(eq(appUser.username, 'accountant'));
const propertyId = rvs!.id;

// Set-up (not measured): the demo's units are replaced by UNITS units, each with an owner and a water reading.
await db.execute(sql`update unit set active = 'N' where property_id = ${propertyId}`);
await db.execute(sql`
  insert into unit (property_id, code, building, floor, unit_type_code, area, ownership_ratio)
  select ${propertyId}, 'B' || lpad(g::text, 5, '0'), 'B', (g % 40)::text, (select code from unit_type where property_id = ${propertyId} limit 1),
         (30 + g % 50)::numeric(12,2), (100.0 / ${UNITS})::numeric(9,6)
  from generate_series(1, ${UNITS}) g`);
await db.execute(sql`
  insert into customer (property_id, code, owner_type, first_name_th, last_name_th)
  select ${propertyId}, 'BC' || lpad(g::text, 5, '0'), 'OWNER', 'เจ้าของ', 'ห้อง ' || g from generate_series(1, ${UNITS}) g`);
await db.execute(sql`
  insert into unit_occupant (property_id, unit_id, customer_id, owner_type, start_date)
  select ${propertyId}, u.id, c.id, 'OWNER', '2020-01-01'
  from unit u join customer c on c.property_id = u.property_id and c.code = 'BC' || substr(u.code, 2)
  where u.property_id = ${propertyId} and u.code like 'B%'`);
await db.execute(sql`
  insert into meter_reading (property_id, unit_id, meter_type_code, month, previous, current)
  select ${propertyId}, u.id, 'WATER', '2031-01', 100, 100 + (length(u.code) + ascii(right(u.code, 1))) % 30
  from unit u where u.property_id = ${propertyId} and u.code like 'B%'`);
await db.execute(
  sql`create table bench_baseline (id uuid primary key default gen_random_uuid(), property_id uuid, no varchar(20), amount numeric(18,2), created_at timestamptz default now())`,
);

async function timed(fn: () => Promise<unknown>) {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

const baselineMs = await timed(() =>
  db.transaction(async (tx) => {
    for (let i = 0; i < UNITS; i += 1000) {
      const rows = Array.from(
        { length: Math.min(1000, UNITS - i) },
        (_, k) => sql`(${propertyId}, ${`X${i + k}`}, ${'1420.00'})`,
      );
      await tx.execute(
        sql`insert into bench_baseline (property_id, no, amount) values ${sql.join(rows, sql`, `)}`,
      );
    }
  }),
);

const run = await insertRun(db, {
  propertyId,
  month: '2031-01',
  invoiceDate: '2031-01-01',
  dueDate: '2031-01-15',
  status: 'RUNNING',
  createdBy: accountant!.id,
});
const runMs = await timed(() =>
  executeBillingRun(db, {
    runId: run.id,
    propertyId,
    userId: accountant!.id,
    month: '2031-01',
    invoiceDate: '2031-01-01',
    dueDate: '2031-01-15',
    missingMeter: 'SKIP',
  }),
);
const [result] = await db.select().from(billingRun).where(eq(billingRun.id, run.id));
const [journals] = await db
  .select({ n: sql<number>`count(*)::int` })
  .from(journalEntry)
  .where(eq(journalEntry.propertyId, propertyId));
await t.close();

if (result?.status !== 'DONE' || result.invoiceCount !== UNITS) {
  console.error(
    `billing run did not bill every unit: ${result?.status} ${result?.invoiceCount} ${result?.error ?? ''}`,
  );
  process.exit(1);
}
console.log(`billing benchmark on ${t.database.kind}, ${UNITS} units`);
console.log(`plain INSERT of ${UNITS} rows (baseline)   ${baselineMs.toFixed(0)} ms  ratio 1.00`);
console.log(
  `billing run: ${result.invoiceCount} invoices, ${journals?.n ?? '?'} journals   ${runMs.toFixed(0)} ms  ratio ${(runMs / baselineMs).toFixed(2)}`,
);
