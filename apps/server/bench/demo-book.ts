// The demo book as a first start in demo mode makes it (main.ts): master data, approvals, a year of billing,
// its receipts and deposits. The benchmarks start from it.
import { randomBytes } from 'node:crypto';
import { seedDemoOnStart } from '../src/demo/first-start';
import { openDatabase, type Database } from '../src/platform/db/client';
import { admin, databaseUrl, onPostgres } from '../test/snapshot';

/** Seeds the whole demo, as a first start in demo mode does. */
export async function seedDemoBook(database: Database, today: string): Promise<void> {
  const outcome = await seedDemoOnStart(database.db, today);
  if (outcome.state !== 'seeded') throw new Error(`the demo seed answered ${outcome.state}`);
}

export type DemoBooks = {
  /** Two databases holding the same seeded demo book. */
  first: Database;
  second: Database;
  seedSeconds: number;
  /** Closes both and, on PostgreSQL, drops them. */
  drop: () => Promise<void>;
};

/**
 * The demo book seeded once and held twice, so a benchmark can grow one and time both side by side (calls
 * alternate between them, so a machine that slows down mid-run slows both). On PostgreSQL (TEST_DB=postgres)
 * two new databases on the TEST_DATABASE_URL server, the second a template copy of the first, dropped by
 * `drop`: the test database is never touched. Else two in-memory PGlite instances, the second loaded from the
 * first's data directory.
 */
export async function openDemoBooks(prefix: string, today: string): Promise<DemoBooks> {
  const started = Date.now();
  if (!onPostgres) {
    const first = await openDatabase({ url: null, dataDir: null });
    await seedDemoBook(first, today);
    const seedSeconds = (Date.now() - started) / 1000;
    const second = await openDatabase({ url: null, dataDir: null, snapshot: await first.dumpDataDir!() });
    return {
      first,
      second,
      seedSeconds,
      drop: async () => {
        await first.close();
        await second.close();
      },
    };
  }
  const names = [`${prefix}_${randomBytes(4).toString('hex')}`];
  names.push(`${names[0]}_copy`);
  const opened: Database[] = [];
  const drop = async () => {
    for (const d of opened) await d.close();
    for (const name of names) await admin(`drop database if exists ${name} with (force)`);
  };
  try {
    await admin(`create database ${names[0]}`);
    const seeding = await openDatabase({ url: databaseUrl(names[0]!), dataDir: null });
    try {
      await seedDemoBook(seeding, today);
    } finally {
      // A template must have no connection open.
      await seeding.close();
    }
    const seedSeconds = (Date.now() - started) / 1000;
    await admin(`create database ${names[1]} template ${names[0]}`);
    for (const name of names) opened.push(await openDatabase({ url: databaseUrl(name), dataDir: null }));
    return { first: opened[0]!, second: opened[1]!, seedSeconds, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}
