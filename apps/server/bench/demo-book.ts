// The demo book as a first start in demo mode makes it (main.ts): master data, approvals, a year of billing,
// its receipts and deposits. The benchmarks start from it.
import { randomBytes } from 'node:crypto';
import { seedApprovals } from '../src/demo/approvals';
import { seedDeposits } from '../src/demo/deposits';
import { seedHistory } from '../src/demo/history';
import { seedReceipts } from '../src/demo/receipts';
import { seedDemo } from '../src/demo/seed';
import { openDatabase, type Database } from '../src/platform/db/client';
import { admin, databaseUrl, onPostgres } from '../test/snapshot';

export type BenchDatabase = { database: Database; name: string | null; drop: () => Promise<void> };

/**
 * A fresh database of the benchmark's own: on PostgreSQL (TEST_DB=postgres) a new database on the
 * TEST_DATABASE_URL server, dropped by `drop`, so the test database is never touched; else in-memory PGlite.
 */
export async function openBenchDatabase(prefix: string): Promise<BenchDatabase> {
  if (!onPostgres) {
    const database = await openDatabase({ url: null, dataDir: null });
    return { database, name: null, drop: () => database.close() };
  }
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const database = await openDatabase({ url: databaseUrl(name), dataDir: null });
  return {
    database,
    name,
    drop: async () => {
      await database.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** Seeds the whole demo, as a first start with DEMO_MODE does. */
export async function seedDemoBook(database: Database, today: string): Promise<void> {
  const db = database.db;
  await seedDemo(db);
  await seedApprovals(db);
  await seedHistory(db, today);
  await seedReceipts(db, today);
  await seedDeposits(db, today);
}
