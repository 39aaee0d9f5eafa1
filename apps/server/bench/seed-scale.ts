// `npm run seed:scale`: the book of a management company, made by bulk SQL in a database of its own (SCALE_DATABASE,
// default suanklang_scale, dropped and made again on each seed) on the PostgreSQL server of DATABASE_URL or
// TEST_DATABASE_URL. The demo as a first start makes it; its property RVS widened to SCALE_UNITS units (default
// 1,000: the nearest multiple of the demo's 208, so 1,040) and given SCALE_YEARS years of history (default 10);
// then SCALE_PROPERTIES properties (default 100) with its master data, units and one year of documents. Every
// entry goes in under the database's guards (balanced entries checked at each commit, posted rows never updated,
// scoped keys); the seed then checks the book's invariants and fails if one does not hold.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { bangkokToday } from '../src/platform/clock';
import { openDatabase } from '../src/platform/db/client';
import { seedDemoBook } from './demo-book';
import { bookCounts, bookProblems, rowsOf, scaleBook, widenProperty } from './scale-book';
import {
  onServer,
  scaleDatabaseName,
  scaleSizes,
  urlOf,
  type ScaleRecord,
  type ScaleSizes,
} from './scale-database';

const PROPERTY = 'RVS';

export async function seedScale(
  sizes: ScaleSizes,
  log: (line: string) => void = console.log,
): Promise<ScaleRecord> {
  const name = scaleDatabaseName();
  const started = performance.now();
  const steps: Record<string, number> = {};
  let mark = started;
  const step = (label: string) => {
    const now = performance.now();
    steps[label] = Math.round((now - mark) / 100) / 10;
    log(`${label}: ${steps[label]} s`);
    mark = now;
  };
  log(
    `scale book in database ${name}: ${sizes.properties} one-year properties of about ${sizes.units} units, ` +
      `${PROPERTY} with ${sizes.years} years`,
  );
  await onServer(async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  const database = await openDatabase({ url: urlOf(name), dataDir: null });
  try {
    const db = database.db;
    const asOf = bangkokToday();
    await seedDemoBook(database, asOf);
    step('demo seeded');
    const [own] = await rowsOf<{ units: number }>(
      db,
      sql`select count(*)::int as units from unit u join property p on p.id = u.property_id where p.code = ${PROPERTY}`,
    );
    const copies = Math.max(1, Math.round(sizes.units / (own?.units ?? 1)));
    await widenProperty(db, { copies, sourceCode: PROPERTY, log });
    step(`${PROPERTY} widened to ${copies * (own?.units ?? 0)} units`);
    await scaleBook(db, {
      years: sizes.years,
      properties: sizes.properties + 1,
      propertyYears: 1,
      sourceCode: PROPERTY,
      log,
    });
    step('properties and years copied');
    const problems = await bookProblems(db);
    if (problems.length > 0)
      throw new Error(`the scale book breaks the ledger's rules: ${problems.join('; ')}`);
    step('invariants checked');
    const counts = await bookCounts(db, PROPERTY);
    step('counted');
    const record: ScaleRecord = {
      sizes,
      asOf,
      seedSeconds: Math.round((performance.now() - started) / 1000),
      steps,
      counts,
      completedAt: new Date().toISOString(),
    };
    log(`${'rows'.padEnd(22)} ${'whole book'.padStart(10)} ${PROPERTY.padStart(9)}`);
    for (const c of counts)
      log(`${c.table.padEnd(22)} ${String(c.total).padStart(10)} ${String(c.source).padStart(9)}`);
    log(`seeded in ${record.seedSeconds} s; invariants hold`);
    await db.execute(
      sql.raw(`comment on database ${name} is '${JSON.stringify(record).replace(/'/g, "''")}'`),
    );
    return record;
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await seedScale(scaleSizes());
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
