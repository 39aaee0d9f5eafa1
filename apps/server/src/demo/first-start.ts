import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { demoSeed, property } from '../platform/db/schema';
import { billingRun } from '../modules/invoices/invoices.schema';
import { deposit } from '../modules/deposits/deposits.schema';
import { seedApprovals } from './approvals';
import type { SeedOptions } from './checkpoint';
import { seedDeposits } from './deposits';
import { seedPayables } from './payables';
import { HISTORY_MONTHS, seedHistory } from './history';
import { seedReceipts } from './receipts';
import { seedSurcharge } from './surcharge';
import { DEMO_PROPERTY, seedDemo } from './seed';

/**
 * - `seeded`: this start made the demo, or finished one an earlier start left half-way (`resumed`).
 * - `complete`: the demo was already complete; nothing was touched.
 * - `unfinished`: a demo seeded before completion was recorded, left half-way: its day is unknown, so it is not
 *   finished here (the server refuses to start and says how to start over).
 */
export type DemoOutcome =
  { state: 'seeded'; resumed: boolean; asOf: string } | { state: 'complete' } | { state: 'unfinished' };

/**
 * The demo on a start in demo mode: properties, users and settings, approvers, a year of billing, its receipts,
 * deposits, the last months' payables and the surcharge on late payments, in steps that each resume where an interrupted start stopped. The day
 * the first start seeded for is recorded before the first step and reused, so a start on a later day finishes the
 * same history; the completion is recorded last, and a completed demo is never touched again.
 */
export async function seedDemoOnStart(
  db: Db,
  today: string,
  options: SeedOptions = {},
): Promise<DemoOutcome> {
  const [existing] = await db
    .select({ id: property.id, asOf: demoSeed.asOf, completedAt: demoSeed.completedAt })
    .from(property)
    .leftJoin(demoSeed, eq(demoSeed.propertyId, property.id))
    .where(eq(property.code, DEMO_PROPERTY));
  if (existing?.completedAt) return { state: 'complete' };
  if (existing && !existing.asOf) {
    // The demo property without a record: seeded by an earlier version, whose last step banked the takings.
    if (await hasDeposit(db, existing.id)) return { state: 'complete' };
    if (await hasBillingRun(db, existing.id)) return { state: 'unfinished' };
    // Nothing dated yet (stopped before the history, or a database made by seedDemo alone): start from today.
  }
  await seedDemo(db);
  const [demo] = await db.select({ id: property.id }).from(property).where(eq(property.code, DEMO_PROPERTY));
  await db.insert(demoSeed).values({ propertyId: demo!.id, asOf: today }).onConflictDoNothing();
  const [record] = await db.select().from(demoSeed).where(eq(demoSeed.propertyId, demo!.id));
  const asOf = record!.asOf;
  await seedApprovals(db);
  await seedHistory(db, asOf, HISTORY_MONTHS, options);
  await seedReceipts(db, asOf, options);
  await seedDeposits(db, asOf, options);
  await seedPayables(db, asOf);
  await seedSurcharge(db, asOf, options);
  await db.update(demoSeed).set({ completedAt: new Date() }).where(eq(demoSeed.propertyId, demo!.id));
  return { state: 'seeded', resumed: existing !== undefined, asOf };
}

async function hasDeposit(db: Db, propertyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: deposit.id })
    .from(deposit)
    .where(eq(deposit.propertyId, propertyId))
    .limit(1);
  return row !== undefined;
}

async function hasBillingRun(db: Db, propertyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: billingRun.id })
    .from(billingRun)
    .where(eq(billingRun.propertyId, propertyId))
    .limit(1);
  return row !== undefined;
}

/**
 * Why the server refuses a demo left unfinished before completion was recorded, and how to start over: which
 * data directory to delete, or which database to drop (named without its credentials).
 */
export function unfinishedDemoMessage(where: { databaseUrl: string | null; dataDir: string }): string {
  let place: string;
  let startOver: string;
  if (where.databaseUrl) {
    const url = new URL(where.databaseUrl);
    const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || url.username || 'postgres';
    place = `the PostgreSQL database "${name}" on ${url.hostname}`;
    startOver = `drop the database "${name}" and create it again empty (or point DATABASE_URL at a new, empty one)`;
  } else {
    place = `the data directory ${where.dataDir}`;
    startOver = `delete the data directory ${where.dataDir} (or set DATA_DIR to a new one)`;
  }
  return (
    `Suanklang cannot start: the demo in ${place} was left unfinished when an earlier version was stopped ` +
    'during its first start, and this version cannot finish it. Nothing was changed. To start over with the ' +
    `complete demo, ${startOver}, then start again.`
  );
}
