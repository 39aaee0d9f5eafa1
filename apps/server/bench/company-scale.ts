// `npm run bench:scale`: the management company's book (seed-scale.ts; seeded first when its database is missing,
// or when SCALE_* sizes are given that differ from the seeded ones) measured as users meet it, each figure beside
// a floor or baseline measured in the same run:
// - a billing run of 10,000 units, against the same invoices, lines, journals and journal lines written by plain
//   SQL (billing-floor.ts): at most 3x;
// - the invoice register searched by 20 clients at once over real HTTP, signed in through the built-in provider,
//   against a bare authenticated GET at the same concurrency: p95 under 100 ms;
// - receipts saved by 50 clients at once (each on its own property), against the bare GET at 50 clients: p95 at
//   most 3x, no error; beside them, the same rows written by plain SQL on 50 connections (receipt-floor.ts): the
//   database's own share, a reference without a target;
// - the aging and the trial balance of the ten-year property, against the raw SQL aggregate of its open invoices
//   and of its journal lines: under 1 s.
// Prints a table and writes it with the machine, the sizes and the date into docs/benchmarks.md (BENCH_NO_DOC=1
// leaves the file alone). A figure over its target is printed as OVER, not failed: this is a measurement. It
// fails only when a call answers wrongly, a receipt is refused, or the run does not bill every unit.
// Each run adds its receipts (1.00 baht each, about 550) to the book; the billing run is rolled back.
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { agingApi, glApi, invoiceApi, receiptApi, userApi } from '@suanklang/shared';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../src/demo/seed';
import { bangkokToday } from '../src/platform/clock';
import { openDatabase } from '../src/platform/db/client';
import { billingAgainstFloor } from './billing-floor';
import { load, loadClient, percentile, startServer, type LoadResult } from './http-client';
import { floorInvoices, receiptFloor } from './receipt-floor';
import { rowsOf } from './scale-book';
import { readScaleRecord, sameSizes, scaleDatabaseName, scaleSizes, urlOf } from './scale-database';
import { seedScale } from './seed-scale';

const BILLING_UNITS = Number(process.env.BENCH_UNITS ?? 10_000);
const SEARCH_CLIENTS = 20;
const SEARCH_CALLS = Number(process.env.BENCH_SEARCH_CALLS ?? 25);
const RECEIPT_CLIENTS = 50;
const RECEIPT_CALLS = Number(process.env.BENCH_RECEIPT_CALLS ?? 10);
const REPORT_CALLS = Number(process.env.BENCH_N ?? 10);
/** Untimed calls per client before each timed load (the same calls, all clients at once). */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
const TEN_YEAR = 'RVS';

const started = performance.now();
const ms = (x: number) => (x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${x.toFixed(1)} ms`);
const p50 = (xs: number[]) => percentile(xs, 0.5);
const p95 = (xs: number[]) => percentile(xs, 0.95);

// ---- the book: seeded when missing ----
const asked = ['SCALE_PROPERTIES', 'SCALE_UNITS', 'SCALE_YEARS'].some((k) => process.env[k] !== undefined);
let record = await readScaleRecord();
if (!record || (asked && !sameSizes(record.sizes, scaleSizes()))) {
  console.log(record ? 'the scale book has other sizes: seeding it again' : 'no scale book yet: seeding it');
  record = await seedScale(scaleSizes());
}
const loadAverage = os.loadavg();
const database = await openDatabase({ url: urlOf(scaleDatabaseName()), dataDir: null });
const db = database.db;
let failed = false;
const lines: string[] = [];
const say = (line: string) => {
  console.log(line);
  lines.push(line);
};

type Row = {
  measure: string;
  figure: string;
  floor: string;
  floorFigure: string;
  ratio: number;
  target: string;
  ok: boolean;
  /** A reference row: no target, never over. */
  reference?: true;
};
const rows: Row[] = [];
/** Receipt save p95 over its plain-SQL floor's p95: what the application adds to the database's share. */
let receiptsOverFloor = NaN;

try {
  const today = bangkokToday();
  const [accountant] = await rowsOf<{ id: string }>(
    db,
    sql`select id from app_user where username = 'accountant'`,
  );
  const [tenYear] = await rowsOf<{ id: string }>(db, sql`select id from property where code = ${TEN_YEAR}`);
  const properties = await rowsOf<{ id: string; code: string }>(
    db,
    sql`select id, code from property where code like 'BK%' order by code`,
  );
  const [counted] = await rowsOf<{ invoices: string; lines: string; properties: string }>(
    db,
    sql`select (select count(*) from invoice)::text as invoices, (select count(*) from journal_line)::text as lines,
               (select count(*) from property)::text as properties`,
  );
  const [pg] = await rowsOf<{ version: string; buffers: string }>(
    db,
    sql`select split_part(version(), ' on ', 1) as version, current_setting('shared_buffers') as buffers`,
  );

  // ---- over HTTP: the server as `npm start` runs it, signed in through the built-in provider ----
  // The per-session call limit is not what is measured (one session makes every call here).
  const server = await startServer(urlOf(scaleDatabaseName()), { RATE_LIMIT_PER_MINUTE: '100000000' });
  let httpDone = false;
  try {
    const token = await server.signIn('accountant', DEMO_PASSWORD);
    const call = loadClient(server.base, { authorization: `Bearer ${token}` });
    const bareGet = (clients: number, calls: number) =>
      load(clients, calls, async () => void (await call('GET', userApi.me.path)), WARMUP);

    // The invoice register: a page of a property's invoices, by customer name, unit, number, or overdue only.
    const sample = await rowsOf<{ property: string; invoiceNo: string; unit: string; name: string }>(
      db,
      sql`select p.code as property, i.invoice_no as "invoiceNo", u.code as unit,
                 split_part(i.customer_name, ' ', 1) as name
            from invoice i tablesample system (0.5) join property p on p.id = i.property_id
            join unit u on u.id = i.unit_id
           where i.invoice_no is not null limit 2000`,
    );
    if (sample.length === 0) throw new Error('the scale book has no invoices');
    const searchBody = (client: number, k: number) => {
      const s = sample[(client * 7919 + k * 104729) % sample.length]!;
      const base = { propertyCode: s.property, pageSize: 20 };
      switch (k % 5) {
        case 0:
          return base;
        case 1:
          return { ...base, customerName: s.name };
        case 2:
          return { ...base, unitCode: s.unit };
        case 3:
          return { ...base, invoiceNo: s.invoiceNo };
        default:
          return { ...base, overdueOnly: true };
      }
    };
    const get20 = await bareGet(SEARCH_CLIENTS, SEARCH_CALLS);
    const search = await load(
      SEARCH_CLIENTS,
      SEARCH_CALLS,
      async (c, k) => {
        await call('POST', invoiceApi.search.path, searchBody(c, k));
      },
      WARMUP,
    );

    // Receipts: each client on a property of its own, paying 1.00 of an open invoice of a different unit each time.
    const due = new Map<string, { unit: string; invoiceNo: string }[]>();
    const payers =
      properties.length > 0 ? properties.slice(0, RECEIPT_CLIENTS) : [{ id: tenYear!.id, code: TEN_YEAR }];
    for (const p of payers)
      due.set(
        p.code,
        await rowsOf<{ unit: string; invoiceNo: string }>(
          db,
          sql`select distinct on (i.unit_id) u.code as unit, i.invoice_no as "invoiceNo"
                from invoice i join unit u on u.id = i.unit_id
               where i.property_id = ${p.id} and i.status = 'ISSUED' and i.open_amount >= 100
               order by i.unit_id, i.due_date limit ${4 * (WARMUP + RECEIPT_CALLS)}`,
        ),
      );
    const codes = [...due.keys()];
    const receipt = (client: number, k: number) => {
      const code = codes[client % codes.length]!;
      const open = due.get(code)!;
      const pick = open[(Math.floor(client / codes.length) * (WARMUP + RECEIPT_CALLS) + k) % open.length];
      if (!pick) throw new Error(`${code} has no open invoice to pay`);
      return {
        lang: 'EN',
        propertyCode: code,
        idempotencyKey: randomUUID(),
        unitCode: pick.unit,
        receiptType: '1',
        receiptDate: today,
        invoices: [{ invoiceNo: pick.invoiceNo, payAmount: '1.00' }],
        deductions: [],
        transactions: [{ type: 'cash', price: '1.00', accountCode: '1111' }],
      };
    };
    const get50 = await bareGet(RECEIPT_CLIENTS, RECEIPT_CALLS * 2);
    const receipts = await load(
      RECEIPT_CLIENTS,
      RECEIPT_CALLS,
      async (c, k) => {
        await call('POST', receiptApi.save.path, receipt(c, k));
      },
      WARMUP,
    );

    // The ten-year property's reports, one call at a time, beside the raw SQL aggregates they answer.
    const agingUrl = `${agingApi.report.path}?propertyCode=${TEN_YEAR}&asOf=${today}`;
    const tbUrl = `${glApi.trialBalance.path}?propertyCode=${TEN_YEAR}&periodFrom=${today.slice(0, 4)}-01&periodTo=${today.slice(0, 7)}`;
    const rawOpen = sql`select unit_id, sum(open_amount) from invoice
                         where property_id = ${tenYear!.id} and status = 'ISSUED' and open_amount > 0 group by unit_id`;
    const rawLines = sql`select account_code, sum(debit), sum(credit) from journal_line
                          where property_id = ${tenYear!.id} group by account_code`;
    const timesOf = async (work: () => Promise<unknown>) => {
      await work();
      const times: number[] = [];
      for (let i = 0; i < REPORT_CALLS; i++) {
        const start = performance.now();
        await work();
        times.push(performance.now() - start);
      }
      return times;
    };
    const aging = await timesOf(() => call('GET', agingUrl));
    const agingFloor = await timesOf(() => db.execute(rawOpen));
    const tb = await timesOf(() => call('GET', tbUrl));
    const tbFloor = await timesOf(() => db.execute(rawLines));

    // The receipts' floor: the same kind of receipt on the same properties' invoices, by plain SQL, no server
    // (after the reports, so its writes do not weigh on them).
    const floorOf = await floorInvoices(
      db,
      payers.map((p) => ({ propertyId: p.id, invoiceNos: due.get(p.code)!.map((d) => d.invoiceNo) })),
    );
    const floor = await receiptFloor(
      urlOf(scaleDatabaseName()),
      Array.from({ length: RECEIPT_CLIENTS }, (_, c) => floorOf.invoices[c % floorOf.invoices.length]!),
      floorOf.maps,
      accountant!.id,
      today,
      RECEIPT_CALLS,
      WARMUP,
    );
    httpDone = true;

    receiptsOverFloor = p95(receipts.times) / p95(floor.times);
    const errorsOf = (r: LoadResult) =>
      r.errors.length === 0 ? '' : `; ${r.errors.length} errors, first: ${r.errors[0]!.slice(0, 160)}`;
    const rate = (r: LoadResult) => `${(r.times.length / r.seconds).toFixed(0)}/s`;
    rows.push(
      {
        measure: `invoice search, ${SEARCH_CLIENTS} clients, p95 (p50)`,
        figure: `${ms(p95(search.times))} (${ms(p50(search.times))}), ${rate(search)}`,
        floor: `bare authenticated GET, ${SEARCH_CLIENTS} clients, p95`,
        floorFigure: `${ms(p95(get20.times))}, ${rate(get20)}`,
        ratio: p95(search.times) / p95(get20.times),
        target: 'p95 < 100 ms',
        ok: p95(search.times) < 100 && search.errors.length === 0,
      },
      {
        measure: `receipt save, ${RECEIPT_CLIENTS} clients, p95 (p50)`,
        figure: `${ms(p95(receipts.times))} (${ms(p50(receipts.times))}), ${rate(receipts)}, ${receipts.errors.length} errors`,
        floor: `bare authenticated GET, ${RECEIPT_CLIENTS} clients, p95`,
        floorFigure: `${ms(p95(get50.times))}, ${rate(get50)}`,
        ratio: p95(receipts.times) / p95(get50.times),
        target: '<= 3x, 0 errors',
        ok: p95(receipts.times) <= 3 * p95(get50.times) && receipts.errors.length === 0,
      },
      {
        measure: `the receipts' rows by plain SQL, ${RECEIPT_CLIENTS} connections, p95 (p50)`,
        figure: `${ms(p95(floor.times))} (${ms(p50(floor.times))}), ${rate(floor)}, ${floor.errors.length} errors`,
        floor: `bare authenticated GET, ${RECEIPT_CLIENTS} clients, p95`,
        floorFigure: `${ms(p95(get50.times))}, ${rate(get50)}`,
        ratio: p95(floor.times) / p95(get50.times),
        target: "reference: the database's share",
        ok: floor.errors.length === 0,
        reference: true,
      },
      {
        measure: `aging, ${TEN_YEAR} (${record.sizes.years} years), slowest of ${REPORT_CALLS} (p50)`,
        figure: `${ms(Math.max(...aging))} (${ms(p50(aging))})`,
        floor: 'raw SQL: open invoices summed by unit, p50',
        floorFigure: ms(p50(agingFloor)),
        ratio: Math.max(...aging) / p50(agingFloor),
        target: '< 1 s',
        ok: Math.max(...aging) < 1000,
      },
      {
        measure: `trial balance, ${TEN_YEAR} this year, slowest of ${REPORT_CALLS} (p50)`,
        figure: `${ms(Math.max(...tb))} (${ms(p50(tb))})`,
        floor: 'raw SQL: every journal line summed by account, p50',
        floorFigure: ms(p50(tbFloor)),
        ratio: Math.max(...tb) / p50(tbFloor),
        target: '< 1 s',
        ok: Math.max(...tb) < 1000,
      },
    );
    for (const [name, r] of [
      ['GET 20', get20],
      ['search', search],
      ['GET 50', get50],
      ['receipts', receipts],
      ['receipt floor', floor],
    ] as const)
      if (r.errors.length > 0) {
        failed = true;
        console.error(`${name}${errorsOf(r)}`);
      }
  } finally {
    await server.stop();
    if (!httpDone) failed = true;
  }

  // ---- the billing run, in process (it is a job), on a one-year property, rolled back ----
  const billed = properties.at(-1) ?? { id: tenYear!.id, code: TEN_YEAR };
  const billing = await billingAgainstFloor(db, billed.id, accountant!.id, BILLING_UNITS);
  rows.unshift({
    measure: `billing run, ${BILLING_UNITS} units (${billed.code})`,
    figure: ms(billing.runMs),
    floor: `the same ${billing.invoices + billing.invoiceLines + billing.entries + billing.journalLines} rows by plain SQL`,
    floorFigure: ms(billing.floorMs),
    ratio: billing.runMs / billing.floorMs,
    target: '<= 3x',
    ok: billing.runMs <= 3 * billing.floorMs,
  });

  // ---- the table ----
  const cpus = os.cpus();
  say(
    `scale benchmark: ${counted!.invoices} invoices, ${counted!.lines} journal lines in ${counted!.properties} ` +
      `properties (${record.sizes.properties} x ${record.sizes.units} units x 1 year, ${TEN_YEAR} ${record.sizes.years} years; ` +
      `seeded ${record.completedAt.slice(0, 10)} in ${record.seedSeconds} s)`,
  );
  say('');
  say(
    `machine: ${cpus.length} x ${cpus[0]?.model ?? '?'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, ` +
      `load average ${loadAverage.map((l) => l.toFixed(1)).join(' ')} at start; ${pg!.version} ` +
      `(shared_buffers ${pg!.buffers}); Node ${process.version}; server pool ${process.env.DB_POOL_MAX ?? 10}`,
  );
  const header = ['measure', 'figure', 'floor / baseline', 'its figure', 'ratio', 'target', 'result'];
  say('');
  say(`| ${header.join(' | ')} |`);
  say(`|${header.map(() => '---').join('|')}|`);
  for (const r of rows)
    say(
      `| ${[r.measure, r.figure, r.floor, r.floorFigure, `${r.ratio.toFixed(2)}x`, r.target, r.reference ? '-' : r.ok ? 'ok' : 'OVER'].join(' | ')} |`,
    );
  say('');
  say(
    `billing run: ${billing.invoices} invoices, ${billing.invoiceLines} lines, ${billing.entries} journals, ` +
      `${billing.journalLines} journal lines for ${billing.month}; ${rows.filter((r) => !r.ok).length} of ${rows.filter((r) => !r.reference).length} over target; ` +
      `receipt save p95 ${receiptsOverFloor.toFixed(2)}x its rows by plain SQL; ` +
      `whole run ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await database.close();
}

// ---- the last run's figures, kept in docs/benchmarks.md ----
if (!failed && !process.env.BENCH_NO_DOC) {
  const file = fileURLToPath(new URL('../../../docs/benchmarks.md', import.meta.url));
  const start = '<!-- bench:scale -->';
  const end = '<!-- /bench:scale -->';
  const block = [
    start,
    `Last run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, \`npm run bench:scale\`.`,
    '',
    ...lines,
    end,
  ].join('\n');
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf(start);
  const to = text.indexOf(end);
  if (at < 0 || to < at) throw new Error(`docs/benchmarks.md lacks the ${start} ... ${end} block`);
  writeFileSync(file, text.slice(0, at) + block + text.slice(to + end.length));
  console.log('written to docs/benchmarks.md');
}
process.exit(failed ? 1 : 0);
