#!/usr/bin/env node
/**
 * Restore drill: dumps a Suanklang database with pg_dump, restores the dump into a new database with pg_restore,
 * and checks the restored book: every journal entry balanced, each property's trial balance at zero, and as many
 * journal lines, invoices, receipts and documents numbered as in the source. The restored database is dropped
 * afterwards unless --keep is given.
 *
 *   node scripts/restore-drill.mjs postgres://user@host:5432/suanklang [--keep]
 *
 * Needs pg_dump, pg_restore and psql of the server's major version on the PATH. Exits 1 when a check fails.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
const source = args.find((a) => !a.startsWith('--'));
const keep = args.includes('--keep');
if (!source) {
  console.error('usage: node scripts/restore-drill.mjs DATABASE_URL [--keep]');
  process.exit(2);
}

const sourceUrl = new URL(source);
const restoredName = `${sourceUrl.pathname.slice(1)}_restore_${Date.now()}`.slice(0, 63);
const restoredUrl = new URL(source);
restoredUrl.pathname = `/${restoredName}`;
const maintenanceUrl = new URL(source);
maintenanceUrl.pathname = '/postgres';

const run = (command, argv) =>
  execFileSync(command, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const query = (url, sql) =>
  run('psql', ['-X', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-d', url.toString(), '-c', sql]).trim();

/** What must come back the same after a restore: the counts of the book's tables. */
const COUNTS = `select json_build_object(
  'journalEntries', (select count(*) from journal_entry),
  'journalLines', (select count(*) from journal_line),
  'invoices', (select count(*) from invoice),
  'receipts', (select count(*) from receipt),
  'debits', (select coalesce(sum(debit), 0)::text from journal_line),
  'credits', (select coalesce(sum(credit), 0)::text from journal_line)
)`;
/** Entries whose debits and credits differ, and properties whose trial balance is not zero. */
const UNBALANCED_ENTRIES = `select count(*) from (
  select entry_id from journal_line group by entry_id having sum(debit) <> sum(credit)) x`;
const TRIAL_BALANCES = `select coalesce(json_agg(json_build_object('property', p.code, 'debit', t.d::text, 'credit', t.c::text)
  order by p.code), '[]') from (select property_id, sum(debit) d, sum(credit) c from journal_line group by property_id) t
  join property p on p.id = t.property_id`;

const dir = mkdtempSync(join(tmpdir(), 'suanklang-drill-'));
const dump = join(dir, 'book.dump');
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
let failed = false;
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failed = true;
};

try {
  run('pg_dump', ['-Fc', '--no-owner', '-f', dump, source]);
  console.log(`dumped ${sourceUrl.pathname.slice(1)}: ${statSync(dump).size} bytes (${seconds()})`);
  query(maintenanceUrl, `create database "${restoredName}"`);
  run('pg_restore', ['--no-owner', '--exit-on-error', '-d', restoredUrl.toString(), dump]);
  console.log(`restored into ${restoredName} (${seconds()})`);

  const before = JSON.parse(query(sourceUrl, COUNTS));
  const after = JSON.parse(query(restoredUrl, COUNTS));
  console.log(`source:   ${JSON.stringify(before)}`);
  console.log(`restored: ${JSON.stringify(after)}`);
  check(
    JSON.stringify(before) === JSON.stringify(after),
    'the restored book has the same entries, lines, invoices, receipts and totals',
  );
  check(after.journalLines > 0, 'the restored book is not empty');
  check(Number(query(restoredUrl, UNBALANCED_ENTRIES)) === 0, 'every journal entry is balanced');
  const balances = JSON.parse(query(restoredUrl, TRIAL_BALANCES));
  for (const b of balances)
    check(b.debit === b.credit, `trial balance of ${b.property}: debit ${b.debit} = credit ${b.credit}`);
} catch (error) {
  failed = true;
  console.error(`FAIL ${error instanceof Error ? error.message : String(error)}`);
} finally {
  if (!keep) {
    try {
      query(maintenanceUrl, `drop database if exists "${restoredName}" with (force)`);
    } catch {
      // The restore may never have created it.
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  `${failed ? 'restore drill FAILED' : 'restore drill passed'} in ${seconds()}${keep && !failed ? `; kept ${restoredName}` : ''}`,
);
process.exit(failed ? 1 : 0);
