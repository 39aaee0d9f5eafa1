// The trial balance and the two financial statements of a large ledger (issue 10, sections 5 and 6): the demo
// book's property given LEDGER_LINES more journal lines over the ten years before this month by SQL, every month
// before this one closed (their month totals written by the database, as a close does), then the trial balance of
// this year, the financial position at this month's end and the revenue-expense statement of this month through
// the real HTTP app, each beside the raw SQL aggregate of every line of the property (the baseline), in the same
// run. Targets: each under 1 s and within 1.5x of the raw aggregate. It fails only when the trial balance and the
// line sums disagree, the financial position does not balance or tie to the asset lines, or a call does not
// answer 200: the times are a measurement.
import { performance } from 'node:perf_hooks';
import { decimalStringToSatang, glApi, statementApi } from '@suanklang/shared';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { createSessionTokens } from '../src/platform/auth/session';
import { bangkokToday } from '../src/platform/clock';
import { loadConfig } from '../src/platform/config';
import { appUser, property } from '../src/platform/db/schema';
import { openDemoBooks } from './demo-book';
import { rowsOf } from './scale-book';
import { onPostgres } from '../test/snapshot';

const LINES = Number(process.env.LEDGER_LINES ?? (onPostgres ? 5_000_000 : 200_000));
const N = Number(process.env.BENCH_N ?? 10);
const PROPERTY = 'RVS';
/** Lines per synthetic entry: a receivable, two incomes, a payment in and its clearing. */
const PER_ENTRY = 5;

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.floor(p * (xs.length - 1))]!;
const ms = (x: number) => (x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${x.toFixed(1)} ms`);

const started = performance.now();
const today = bangkokToday();
const thisMonth = today.slice(0, 7);
const books = await openDemoBooks('bench_ledger', today);
let failed = false;
try {
  const database = books.second;
  const db = database.db;
  const [rvs] = await db.select().from(property).where(eq(property.code, PROPERTY));
  const propertyId = rvs!.id;
  // Accounts the demo already posts to, in the roles the synthetic entries use them for.
  const accounts = await rowsOf<{ code: string }>(
    db,
    sql`select code from gl_account where property_id = ${propertyId} and code in ('1111','1121','4110','4120') order by code`,
  );
  if (accounts.length !== 4) throw new Error('the demo chart lacks an account the benchmark posts to');
  const [cash, receivable, income, otherIncome] = accounts.map((a) => a.code) as [
    string,
    string,
    string,
    string,
  ];

  // ---- grow the ledger by SQL (guards off for the load, as a restore would; checked after) ----
  const t0 = performance.now();
  const entries = Math.ceil(LINES / PER_ENTRY);
  const first = `${Number(thisMonth.slice(0, 4)) - 10}${thisMonth.slice(4)}-01`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into journal_entry (id, property_id, document_type, document_no, kind, entry_date, description)
      select gen_random_uuid(), ${propertyId}::uuid, 'JV', 'BL' || lpad(g::text, 9, '0'), 'POST',
             ${first}::date + (g % (${`${thisMonth}-01`}::date - ${first}::date)), 'bench'
        from generate_series(1, ${entries}) g`);
    // Amounts from the entry's number: a receivable billed to two incomes, and the payment of it.
    await tx.execute(sql`
      insert into journal_line (entry_id, property_id, line_no, account_code, debit, credit, entry_date)
      select e.id, e.property_id, k,
             case k when 1 then ${receivable} when 2 then ${income} when 3 then ${otherIncome}
                    when 4 then ${cash} else ${receivable} end,
             case k when 1 then a + b when 4 then a + b else 0 end,
             case k when 2 then a when 3 then b when 5 then a + b else 0 end,
             e.entry_date
        from (select id, property_id, entry_date,
                     (100 + (substr(document_no, 3)::bigint * 7919) % 500000) / 100.0 as a,
                     (100 + (substr(document_no, 3)::bigint * 104729) % 90000) / 100.0 as b
                from journal_entry where property_id = ${propertyId} and document_no like 'BL%') e
       cross join generate_series(1, ${PER_ENTRY}) k`);
  });
  // Every month from the first before this one closed: the database writes each one's totals.
  await db.execute(sql`
    insert into accounting_period (property_id, period, closed, closed_at)
    select ${propertyId}::uuid, to_char(m, 'YYYY-MM'), true, now()
      from generate_series(${first}::date, ${`${thisMonth}-01`}::date - interval '1 month', interval '1 month') m
    on conflict (property_id, period) do update set closed = true`);
  for (const table of ['journal_entry', 'journal_line', 'ledger_period_total'])
    await db.execute(sql.raw(`analyze ${table}`));
  const growSeconds = (performance.now() - t0) / 1000;

  const [counted] = await rowsOf<{ lines: string; entries: string; unbalanced: string }>(
    db,
    sql`select (select count(*) from journal_line where property_id = ${propertyId})::text as lines,
               (select count(*) from journal_entry where property_id = ${propertyId})::text as entries,
               (select count(*) from (select entry_id from journal_line where property_id = ${propertyId}
                  group by entry_id having sum(debit) <> sum(credit)) u)::text as unbalanced`,
  );

  // ---- the app, signed in as the demo accountant ----
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST: '',
    PUBLIC_URL: 'http://localhost:8080',
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const app = await buildApp(config, database);
  await app.ready();
  const [accountant] = await db.select().from(appUser).where(eq(appUser.username, 'accountant'));
  const tokens = await createSessionTokens(db, config.sessionSeconds);
  const headers = { authorization: `Bearer ${(await tokens.issue(accountant!.id)).token}` };
  const url = `${glApi.trialBalance.path}?propertyCode=${PROPERTY}&periodFrom=${thisMonth.slice(0, 4)}-01&periodTo=${thisMonth}`;
  const call = async () => {
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200)
      throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    return res.json<{
      data: {
        rows: { accountCode: string; closingDebit: string; closingCredit: string }[];
        balanced: boolean;
      };
    }>().data;
  };
  const raw = () =>
    rowsOf<{ account_code: string; debit: string; credit: string }>(
      db,
      sql`select account_code, sum(debit)::text as debit, sum(credit)::text as credit
            from journal_line where property_id = ${propertyId} group by account_code`,
    );

  // The two financial statements of this month, read from the same period balances as the trial balance.
  const statementUrls = {
    fp: `${statementApi.financialPosition.path}?propertyCode=${PROPERTY}&asOf=${thisMonth}`,
    re: `${statementApi.revenueExpense.path}?propertyCode=${PROPERTY}&period=${thisMonth}`,
  };
  const statement = async (kind: keyof typeof statementUrls) => {
    const res = await app.inject({ method: 'GET', url: statementUrls[kind], headers });
    if (res.statusCode !== 200)
      throw new Error(`GET ${statementUrls[kind]} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    return res.json<{ data: { balanced?: boolean; totals: Record<string, string[]> } }>().data;
  };

  const times = { tb: [] as number[], raw: [] as number[], fp: [] as number[], re: [] as number[] };
  await call();
  await raw();
  await statement('fp');
  await statement('re');
  for (let i = 0; i < N; i++) {
    let t = performance.now();
    await call();
    times.tb.push(performance.now() - t);
    t = performance.now();
    await raw();
    times.raw.push(performance.now() - t);
    for (const kind of ['fp', 're'] as const) {
      t = performance.now();
      await statement(kind);
      times[kind].push(performance.now() - t);
    }
  }

  // The trial balance's closing balances are the raw sums.
  const report = await call();
  const sums = await raw();
  const closing = new Map(
    report.rows.map((r) => [
      r.accountCode,
      decimalStringToSatang(r.closingDebit) - decimalStringToSatang(r.closingCredit),
    ]),
  );
  const differ = sums.filter(
    (s) =>
      (closing.get(s.account_code) ?? 0) !== decimalStringToSatang(s.debit) - decimalStringToSatang(s.credit),
  );
  const tb = percentile(times.tb, 0.5);
  const base = percentile(times.raw, 0.5);
  console.log(
    `\nledger benchmark on ${database.kind}: property ${PROPERTY}, ${counted!.entries} entries, ${counted!.lines} journal lines ` +
      `(${LINES} added by SQL over ten years in ${growSeconds.toFixed(1)} s; every month before ${thisMonth} closed); p50 of ${N}`,
  );
  console.log(`${'call'.padEnd(44)} ${'p50'.padStart(10)} ${'ratio'.padStart(8)}   target`);
  console.log(
    `${'raw SQL: sum of every line per account'.padEnd(44)} ${ms(base).padStart(10)} ${'1.00x'.padStart(8)}   (baseline)`,
  );
  const ok = tb < 1000 && tb <= 1.5 * base;
  console.log(
    `${`trial balance ${thisMonth.slice(0, 4)}-01..${thisMonth} (HTTP)`.padEnd(44)} ${ms(tb).padStart(10)} ${`${(tb / base).toFixed(2)}x`.padStart(8)}   < 1 s and <= 1.5x   ${ok ? 'ok' : 'OVER'}`,
  );
  console.log(
    `balances: ${differ.length === 0 && report.balanced ? 'the trial balance equals the line sums for every account, debits = credits' : `DIFFER on ${differ.map((d) => d.account_code).join(', ')}`}; unbalanced entries: ${counted!.unbalanced}`,
  );
  // The statements: each against the same raw aggregate; the financial position's assets are the asset lines' sum.
  const [assetSum] = await rowsOf<{ net: string }>(
    db,
    sql`select coalesce(sum(l.debit - l.credit), 0)::text as net
          from journal_line l join gl_account a on a.property_id = l.property_id and a.code = l.account_code
         where l.property_id = ${propertyId} and a.category = 'ASSET' and l.entry_date < ${`${thisMonth}-01`}::date + interval '1 month'`,
  );
  const position = await statement('fp');
  const assetsTie =
    position.balanced === true &&
    decimalStringToSatang(position.totals.assets![0]!) === decimalStringToSatang(assetSum!.net);
  for (const [kind, name] of [
    ['fp', `financial position at ${thisMonth} (HTTP)`],
    ['re', `revenue-expense ${thisMonth} (HTTP)`],
  ] as const) {
    const p50 = percentile(times[kind], 0.5);
    const fine = p50 < 1000 && p50 <= 1.5 * base;
    console.log(
      `${name.padEnd(44)} ${ms(p50).padStart(10)} ${`${(p50 / base).toFixed(2)}x`.padStart(8)}   < 1 s and <= 1.5x   ${fine ? 'ok' : 'OVER'}`,
    );
  }
  console.log(
    `statements: ${assetsTie ? 'the financial position balances and its assets equal the asset lines' : 'the financial position DIFFERS from the asset lines or does not balance'}`,
  );
  failed = differ.length > 0 || !report.balanced || counted!.unbalanced !== '0' || !assetsTie;

  // ---- the G/L list and the month's check of last month: the grown book beside the demo book ----
  const demoApp = await buildApp(config, books.first);
  await demoApp.ready();
  const [demoAccountant] = await books.first.db
    .select()
    .from(appUser)
    .where(eq(appUser.username, 'accountant'));
  const demoTokens = await createSessionTokens(books.first.db, config.sessionSeconds);
  const demoHeaders = { authorization: `Bearer ${(await demoTokens.issue(demoAccountant!.id)).token}` };
  const [y, m] = thisMonth.split('-').map(Number) as [number, number];
  const lastMonth = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  type Book = { app: typeof app; headers: Record<string, string> };
  const sides: [Book, Book] = [
    { app: demoApp, headers: demoHeaders },
    { app, headers },
  ];
  const glCalls: { name: string; method: 'GET' | 'POST'; url: string; payload?: object }[] = [
    {
      name: `G/L list ${lastMonth}, page 1`,
      method: 'POST',
      url: glApi.search.path,
      payload: { propertyCode: PROPERTY, period: lastMonth, pageSize: 20 },
    },
    {
      name: 'G/L list, a number and an account',
      method: 'POST',
      url: glApi.search.path,
      payload: {
        propertyCode: PROPERTY,
        period: lastMonth,
        pageSize: 20,
        documentNo: '0001',
        accountCode: receivable,
      },
    },
    {
      name: `month's check (validate) ${lastMonth}`,
      method: 'GET',
      url: `${glApi.validate.path}?propertyCode=${PROPERTY}&period=${lastMonth}`,
    },
  ];
  for (const c of glCalls) {
    const per: [number[], number[]] = [[], []];
    for (let i = 0; i < N + 2; i++)
      for (const b of [0, 1] as const) {
        const t = performance.now();
        const res = await sides[b].app.inject({
          method: c.method,
          url: c.url,
          headers: sides[b].headers,
          payload: c.payload,
        });
        if (res.statusCode !== 200)
          throw new Error(`${c.method} ${c.url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
        if (i >= 2) per[b].push(performance.now() - t);
      }
    const [demo, grown] = [percentile(per[0], 0.5), percentile(per[1], 0.5)];
    console.log(
      `${c.name.padEnd(44)} demo ${ms(demo).padStart(9)}  grown ${ms(grown).padStart(9)} ${`${(grown / demo).toFixed(2)}x`.padStart(8)}   <= 1.5x   ${grown <= 1.5 * demo ? 'ok' : 'OVER'}`,
    );
  }
  await demoApp.close();
  await app.close();
} finally {
  await books.drop();
}
console.log(`whole run ${((performance.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed ? 1 : 0);
