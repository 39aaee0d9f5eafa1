// The lists and reports of a ten-year book (issue 23): the same calls, through the real HTTP app signed in as the
// demo accountant, on the demo-size book (the baseline) and on a copy of it grown by SQL to BENCH_YEARS years of
// the demo property plus BENCH_PROPERTIES - 1 other properties with as many years. The calls alternate between
// the two books, so a machine that slows down mid-run slows both. Results are p50 times and their ratio to the
// baseline, beside the targets; a figure over its target is printed as OVER, not failed: this is a measurement.
// It fails only when the grown book breaks a ledger invariant or a call does not answer 200.
import { performance } from 'node:perf_hooks';
import {
  accountStatementApi,
  agingApi,
  budgetApi,
  healthApi,
  invoiceApi,
  surchargeApi,
} from '@suanklang/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createSessionTokens } from '../src/platform/auth/session';
import { bangkokToday } from '../src/platform/clock';
import { loadConfig } from '../src/platform/config';
import { appUser } from '../src/platform/db/schema';
import type { Database } from '../src/platform/db/client';
import { openDemoBooks } from './demo-book';
import { bookCounts, bookProblems, rowsOf, scaleBook, settleBook } from './scale-book';
import { onPostgres } from '../test/snapshot';

const YEARS = Number(process.env.BENCH_YEARS ?? 10);
// PGlite (single-threaded WebAssembly) copies a property-year in about 4 s, PostgreSQL in about 2-3 s, and PGlite
// seeds the demo in 85 s rather than 20: a smaller book there by default (10 x 2 takes about 4 minutes).
const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? (onPostgres ? 10 : 2));
const N = Number(process.env.BENCH_N ?? 30);
const CLIENTS = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PAGE_SIZE = 20;
// The slow reports are called fewer times.
const AGING_N = Math.max(3, Math.ceil(N / 6));
const SURCHARGE_N = Math.max(3, Math.ceil(N / 3));
const PROPERTY = 'RVS';

type Stat = { p50: number; p90: number; bytes: number; rps?: number };

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
};

type Call = { method: 'GET' | 'POST'; url: string; payload?: object };

/** One book behind its own app, signed in as the demo accountant. */
type Book = { app: FastifyInstance; headers: Record<string, string> };

async function send(book: Book, call: Call, headers = book.headers) {
  const res = await book.app.inject({ method: call.method, url: call.url, headers, payload: call.payload });
  if (res.statusCode !== 200)
    throw new Error(`${call.method} ${call.url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return res;
}

type Timing = { times: number[]; bytes: number; seconds: number };
const timing = (): Timing => ({ times: [], bytes: 0, seconds: 0 });
const stat = (t: Timing): Stat => ({
  p50: percentile(t.times, 0.5),
  p90: percentile(t.times, 0.9),
  bytes: t.bytes,
  rps: t.times.length / t.seconds,
});

async function timed(book: Book, call: Call, into: Timing, headers?: Record<string, string>) {
  const start = performance.now();
  const res = await send(book, call, headers);
  into.times.push(performance.now() - start);
  into.bytes = res.rawPayload.length;
}

/**
 * `n` calls on each book, one after the other, alternating between the books in runs of a few calls (after a
 * few untimed ones), so both see the same machine.
 */
async function sequential(books: [Book, Book], calls: [Call, Call], n: number): Promise<[Stat, Stat]> {
  const out: [Timing, Timing] = [timing(), timing()];
  for (const i of [0, 1] as const) for (let w = 0; w < Math.min(3, n); w++) await send(books[i], calls[i]);
  const run = Math.max(1, Math.ceil(n / 5));
  for (let done = 0; done < n; done += run)
    for (const i of [0, 1] as const)
      for (let k = 0; k < Math.min(run, n - done); k++) {
        const start = performance.now();
        await timed(books[i], calls[i], out[i]);
        out[i].seconds += (performance.now() - start) / 1000;
      }
  return [stat(out[0]), stat(out[1])];
}

/** CLIENTS calls at once, ROUNDS times on each book in turn; p50 of every call's time, and calls a second. */
async function concurrent(
  books: [Book, Book],
  calls: [Call, Call],
  headers?: Record<string, string>,
): Promise<[Stat, Stat]> {
  const out: [Timing, Timing] = [timing(), timing()];
  for (const i of [0, 1] as const)
    await Promise.all(Array.from({ length: CLIENTS }, () => send(books[i], calls[i], headers)));
  for (let r = 0; r < ROUNDS; r++)
    for (const i of [0, 1] as const) {
      const start = performance.now();
      await Promise.all(Array.from({ length: CLIENTS }, () => timed(books[i], calls[i], out[i], headers)));
      out[i].seconds += (performance.now() - start) / 1000;
    }
  return [stat(out[0]), stat(out[1])];
}

type Measured = Record<
  'page1' | 'page1Clients' | 'name' | 'lastPage' | 'aging' | 'surcharge' | 'budget' | 'statement' | 'health',
  Stat
>;
type BookFacts = {
  invoices: string;
  lastPage: string;
  lastCursor: string | undefined;
  agingMatchesLedger: boolean;
};

const search = (body: object): Call => ({
  method: 'POST',
  url: invoiceApi.search.path,
  payload: { propertyCode: PROPERTY, pageSize: PAGE_SIZE, ...body },
});

/**
 * From the first page: how many invoices the property has and the last page's cursor (keyset paging: the
 * last page is fetched by its cursor, as the pager's "last" button does); and whether the aging adds up to
 * the ledger.
 */
async function factsOf(book: Book, aging: Call): Promise<BookFacts> {
  const first = await send(book, search({}));
  const paging = first.json<{
    paging: { total: number; totalExact?: boolean; last?: string | null };
  }>().paging;
  const report = (await send(book, aging)).json<{
    data: { totals: { total: string }; arControl: string };
  }>();
  const exact = paging.totalExact !== false;
  return {
    invoices: `${exact ? '' : 'over '}${paging.total}`,
    lastPage: exact ? String(Math.max(1, Math.ceil(paging.total / PAGE_SIZE))) : 'last',
    lastCursor: paging.last ?? undefined,
    agingMatchesLedger: report.data.totals.total === report.data.arControl,
  };
}

async function measure(
  books: [Book, Book],
  today: string,
  nameFragment: string,
): Promise<{ stats: [Measured, Measured]; facts: [BookFacts, BookFacts] }> {
  const aging: Call = {
    method: 'GET',
    url: `${agingApi.report.path}?propertyCode=${PROPERTY}&asOf=${today}`,
  };
  const surcharge: Call = {
    method: 'GET',
    url: `${surchargeApi.preview.path}?propertyCode=${PROPERTY}&asOf=${today}`,
  };
  // Budget against actual of this fiscal year: the year's ledger lines on the items' accounts, and pending requests.
  const budget: Call = {
    method: 'GET',
    url: `${budgetApi.summary.path}?propertyCode=${PROPERTY}&year=${today.slice(0, 4)}`,
  };
  // A unit's statement of account for this year: found from the unit's own documents, whatever the book's age.
  const statement: Call = {
    method: 'GET',
    url: `${accountStatementApi.unit.path.replace(':code', 'A0101')}?propertyCode=${PROPERTY}&from=${today.slice(0, 4)}-01-01&to=${today}`,
  };
  const facts: [BookFacts, BookFacts] = [await factsOf(books[0], aging), await factsOf(books[1], aging)];
  const both = (call: Call): [Call, Call] => [call, call];
  const results = {
    page1: await sequential(books, both(search({})), N),
    page1Clients: await concurrent(books, both(search({}))),
    name: await sequential(books, both(search({ customerName: nameFragment })), N),
    lastPage: await sequential(
      books,
      [search({ cursor: facts[0].lastCursor }), search({ cursor: facts[1].lastCursor })],
      N,
    ),
    aging: await sequential(books, both(aging), AGING_N),
    surcharge: await sequential(books, both(surcharge), SURCHARGE_N),
    budget: await sequential(books, both(budget), N),
    statement: await sequential(books, both(statement), N),
    health: await concurrent(books, both({ method: 'GET', url: healthApi.check.path }), {}),
  };
  const pick = (i: 0 | 1): Measured => ({
    page1: results.page1[i],
    page1Clients: results.page1Clients[i],
    name: results.name[i],
    lastPage: results.lastPage[i],
    aging: results.aging[i],
    surcharge: results.surcharge[i],
    budget: results.budget[i],
    statement: results.statement[i],
    health: results.health[i],
  });
  return { stats: [pick(0), pick(1)], facts };
}

const ms = (x: number) => `${x.toFixed(1)} ms`;
const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;

const started = performance.now();
const today = bangkokToday();
const books = await openDemoBooks('bench_scale', today);
let failed = false;
const apps: FastifyInstance[] = [];
try {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST: '',
    PUBLIC_URL: 'http://localhost:8080',
    // The rate limit is not what is measured (20 clients would reach it within the run).
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const open = async (database: Database): Promise<Book> => {
    const app = await buildApp(config, database);
    apps.push(app);
    await app.ready();
    const [accountant] = await database.db.select().from(appUser).where(eq(appUser.username, 'accountant'));
    const tokens = await createSessionTokens(database.db, config.sessionSeconds);
    return { app, headers: { authorization: `Bearer ${(await tokens.issue(accountant!.id)).token}` } };
  };
  const demoBook = await open(books.first);
  const grownBook = await open(books.second);
  const db = books.second.db;
  // A first name several customers share: the demo's first invoice's customer's.
  const [named] = await rowsOf<{ name: string }>(
    db,
    sql`select i.customer_name as name from invoice i join property p on p.id = i.property_id
         where p.code = ${PROPERTY} order by i.invoice_no limit 1`,
  );
  const nameFragment = named?.name.split(' ')[0] ?? '';

  const t = performance.now();
  await scaleBook(db, { years: YEARS, properties: PROPERTIES, log: (line) => console.log(line) });
  const scaleSeconds = (performance.now() - t) / 1000;
  const problems = await bookProblems(db);
  const counts = await bookCounts(db, PROPERTY);
  await settleBook(books.first.db);

  const { stats, facts } = await measure([demoBook, grownBook], today, nameFragment);
  const [demo, scale] = stats;

  console.log(
    `\nten-year book benchmark on ${books.first.kind}: ${YEARS} years x ${PROPERTIES} properties ` +
      `(demo seeded in ${books.seedSeconds.toFixed(1)} s, grown by SQL in ${scaleSeconds.toFixed(1)} s)`,
  );
  console.log(`${'rows'.padEnd(22)} ${'whole book'.padStart(10)} ${PROPERTY.padStart(9)}`);
  for (const c of counts)
    console.log(`${c.table.padEnd(22)} ${String(c.total).padStart(10)} ${String(c.source).padStart(9)}`);
  console.log(
    problems.length === 0
      ? 'invariants: every entry balanced, trial balance zero per property, numbering gapless, paid = allocated, wallets = movements: hold'
      : `invariants BROKEN: ${problems.join('; ')}`,
  );
  console.log(
    `aging total = AR control: demo ${facts[0].agingMatchesLedger ? 'yes' : 'NO'}, scaled ${facts[1].agingMatchesLedger ? 'yes' : 'NO'}`,
  );
  failed = problems.length > 0 || !facts[0].agingMatchesLedger || !facts[1].agingMatchesLedger;

  type Line = {
    call: string;
    demo: string;
    scale: string;
    ratio: number | null;
    target: string;
    ok: boolean | null;
  };
  const vs = (
    call: string,
    key: keyof Measured,
    limit: number | null,
    extra: (s: Stat) => string = () => '',
  ): Line => {
    const ratio = scale[key].p50 / demo[key].p50;
    return {
      call,
      demo: ms(demo[key].p50) + extra(demo[key]),
      scale: ms(scale[key].p50) + extra(scale[key]),
      ratio,
      target: limit === null ? '(floor)' : `<= ${limit}x`,
      ok: limit === null ? null : ratio <= limit,
    };
  };
  const rps = (s: Stat) => ` ${(s.rps ?? 0).toFixed(0)}/s`;
  const size = (s: Stat) => ` ${kb(s.bytes)}`;
  const deep = (m: Measured) => m.lastPage.p50 / m.page1.p50;
  const lines: Line[] = [
    vs('invoice search, page 1', 'page1', 1.5),
    vs(`same, ${CLIENTS} clients at once`, 'page1Clients', 1.5, rps),
    vs('customer-name search', 'name', 1.5),
    vs(`last page (${facts[0].lastPage} -> ${facts[1].lastPage})`, 'lastPage', 1.5),
    {
      call: 'last page / page 1, same book',
      demo: `${deep(demo).toFixed(2)}x`,
      scale: `${deep(scale).toFixed(2)}x`,
      ratio: null,
      target: '<= 2x (scaled)',
      ok: deep(scale) <= 2,
    },
    vs('aging report', 'aging', 3, size),
    vs('surcharge preview', 'surcharge', 1.5, size),
    vs('budget against actual, this year', 'budget', 1.5, size),
    vs('unit statement of account, this year', 'statement', 1.5, size),
    vs(`GET /health, ${CLIENTS} clients`, 'health', null, rps),
  ];
  const widths = [38, 22, 22, 8, 15];
  const row = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 6)).join(' ');
  console.log(
    `\n${PROPERTY}: ${facts[0].invoices} -> ${facts[1].invoices} invoices, ${PAGE_SIZE} a page, customer name "${nameFragment}", ` +
      `aging and surcharge as of ${today}; p50 of ${N} calls (aging ${AGING_N}, surcharge ${SURCHARGE_N}; ` +
      `${CLIENTS} clients x ${ROUNDS} rounds), the two books alternating`,
  );
  console.log(row(['call', 'demo book p50', 'scaled book p50', 'ratio', 'target', 'result']));
  for (const l of lines)
    console.log(
      row([
        l.call,
        l.demo,
        l.scale,
        l.ratio === null ? '' : `${l.ratio.toFixed(2)}x`,
        l.target,
        l.ok === null ? '' : l.ok ? 'ok' : 'OVER',
      ]),
    );
  const over = lines.filter((l) => l.ok === false).length;
  console.log(
    `${over} of ${lines.filter((l) => l.ok !== null).length} over target; whole run ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  for (const app of apps) await app.close();
  if (!process.env.BENCH_KEEP) await books.drop();
}
process.exit(failed ? 1 : 0);
