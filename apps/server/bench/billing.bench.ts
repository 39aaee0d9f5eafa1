// A billing run for 10,000 units (planning, 10,000 numbered invoices with their lines, billed-charge keys and
// 10,000 journals, in one transaction), as a ratio to its floor measured in the same run on the same database:
// the same invoices, invoice lines, journal entries and journal lines written by plain SQL (billing-floor.ts).
// Target on PostgreSQL: at most 3x.
import { eq } from 'drizzle-orm';
import { createTestApp } from '../test/harness';
import { property, appUser } from '../src/platform/db/schema';
import { billingAgainstFloor } from './billing-floor';

const UNITS = Number(process.env.BENCH_UNITS ?? 10_000);
const t = await createTestApp();
const db = t.database.db;
const [rvs] = await db.select().from(property).where(eq(property.code, 'RVS'));
const [accountant] = await db.select().from(appUser).where(eq(appUser.username, 'accountant'));
const f = await billingAgainstFloor(db, rvs!.id, accountant!.id, UNITS);
await t.close();

const ratio = f.runMs / f.floorMs;
console.log(
  `billing benchmark on ${t.database.kind}, ${UNITS} units: ${f.invoices} invoices, ${f.invoiceLines} lines, ` +
    `${f.entries} journals, ${f.journalLines} journal lines`,
);
console.log(`the same rows by plain SQL (floor)   ${f.floorMs.toFixed(0)} ms  ratio 1.00`);
console.log(
  `billing run                          ${f.runMs.toFixed(0)} ms  ratio ${ratio.toFixed(2)}` +
    (t.database.kind === 'postgres' ? `  target <= 3x  ${ratio <= 3 ? 'ok' : 'OVER'}` : ''),
);
