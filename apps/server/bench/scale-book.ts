// Grows the demo book by SQL, for benchmarks at scale: the demo property's year of documents (billing runs,
// invoices and their lines, journals, receipts with their allocations and payments, cheques, deposits, wallet
// movements, meter readings, document counters) copied into earlier years of the same property and into new
// properties made from its master data. The services would take hours for millions of rows; INSERT ... SELECT
// over generate_series takes minutes. Every copy keeps the ledger's rules, and the database's own guards
// (balanced entries, posted rows never updated, scoped keys) check it as it goes in.
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../src/platform/db/client';

/** Tables copied once per new property (no dates shifted), in an order their foreign keys accept. */
const MASTER_TABLES = [
  'property_setting',
  'gl_account',
  'gl_account_document',
  'account_role_map',
  'property_bank_account',
  'property_document_account',
  'budget_item',
  'unit_type',
  'expense_type',
  'unit',
  'customer',
  'unit_occupant',
  'expense_factor',
] as const;

/**
 * Tables copied once per year of a property, dates shifted by whole years, in an order their foreign keys
 * accept (entries before their lines, before the documents that name them). wallet_balance is recomputed after.
 */
const DOCUMENT_TABLES = [
  'billing_run',
  'journal_entry',
  'journal_line',
  'invoice',
  'invoice_line',
  'surcharge_charge',
  'billed_charge',
  'meter_reading',
  'cheque',
  'receipt',
  'receipt_payment',
  'receipt_invoice_line',
  'receipt_deduction',
  'deposit',
  'deposit_item',
  'wallet_entry',
  'document_counter',
] as const;

/** Document numbers (type + Buddhist-era year + month + sequence): the year is renumbered with the copy. */
const DOCUMENT_NUMBERS: Record<string, string[]> = {
  invoice: ['invoice_no'],
  receipt: ['receipt_no'],
  deposit: ['deposit_no'],
  journal_entry: ['document_no'],
  wallet_entry: ['document_no'],
};

/** uuid columns without a foreign key that name a document of the same copy. */
const DOCUMENT_REFERENCES: Record<string, string[]> = {
  journal_entry: ['source_id', 'reverses_id'],
  journal_line: ['invoice_line_id'],
  receipt_payment: ['deposit_id'],
  wallet_entry: ['source_id'],
};

/** Columns filled by their default in the copy (serial keys). */
const DEFAULTED: Record<string, string[]> = { journal_line: ['id'] };

export type ScaleOptions = {
  /** Years of book per property, the demo's year included (>= 1). */
  years: number;
  /** Properties with that book, the demo property included (>= 1). */
  properties: number;
  /** The property whose year is copied (the demo's). */
  sourceCode?: string;
  /** Progress lines (one per property copied). */
  log?: (line: string) => void;
};

type Column = { table: string; name: string; type: string; length: number | null };
type ForeignKey = { table: string; column: string; references: string };

/** The rows of a raw query on either driver (node-postgres and PGlite both answer `{ rows }`). */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows?: T[] }).rows ?? [];
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

async function catalogue(db: Db) {
  const tables = [...MASTER_TABLES, ...DOCUMENT_TABLES];
  // Generated columns (invoice.open_amount) are computed by the database, never inserted.
  const columns = await rowsOf<{ table: string; name: string; type: string; length: number | null }>(
    db,
    sql`select table_name as "table", column_name as name, data_type as type,
               character_maximum_length as length
          from information_schema.columns
         where table_schema = current_schema() and is_generated = 'NEVER'
           and table_name in (${sql.join(
             tables.map((t) => sql`${t}`),
             sql`, `,
           )})
         order by table_name, ordinal_position`,
  );
  // Each uuid column of a foreign key, with the table it points at (composite keys carry property_id too).
  const keys = await rowsOf<ForeignKey>(
    db,
    sql`select c.conrelid::regclass::text as "table", a.attname as "column", c.confrelid::regclass::text as "references"
          from pg_constraint c
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
         where c.contype = 'f' and a.attname <> 'property_id'
           and format_type(a.atttypid, a.atttypmod) = 'uuid'`,
  );
  const byTable = new Map<string, Column[]>();
  for (const c of columns) byTable.set(c.table, [...(byTable.get(c.table) ?? []), c]);
  for (const t of tables) if (!byTable.has(t)) throw new Error(`scale-book: no table ${t}`);
  return { byTable, keys };
}

type Catalogue = Awaited<ReturnType<typeof catalogue>>;

/**
 * The SELECT list that copies one row of `table` from alias s: ids of copied tables remapped (a hash of the
 * old id and the copy's tag, so every reference to a row lands on the same copy without a lookup table), the
 * property replaced, dates and months moved back `shift` years, document numbers renumbered to the new year.
 * `masterTag`/`documentTag` are SQL text expressions (the tag), or null for "keep the id" (same property).
 */
function selectList(
  cat: Catalogue,
  table: string,
  opts: { property: string; masterTag: string | null; documentTag: string | null; shift: number | null },
): { columns: string[]; values: string[] } {
  const master = new Set<string>(MASTER_TABLES);
  master.add('property');
  const documents = new Set<string>(DOCUMENT_TABLES);
  const remap = (expr: string, tag: string | null) =>
    tag === null ? expr : `case when ${expr} is null then null else md5(${expr}::text || ${tag})::uuid end`;
  const classOf = (t: string) => (documents.has(t) ? 'document' : master.has(t) ? 'master' : 'other');
  const own = classOf(table);
  const k = opts.shift;
  const columns: string[] = [];
  const values: string[] = [];
  for (const c of cat.byTable.get(table)!) {
    if (DEFAULTED[table]?.includes(c.name)) continue;
    const s = `s.${ident(c.name)}`;
    let value = s;
    if (c.name === 'property_id') value = opts.property;
    else if (c.type === 'uuid') {
      const target =
        c.name === 'id'
          ? own
          : DOCUMENT_REFERENCES[table]?.includes(c.name)
            ? 'document'
            : classOf(cat.keys.find((k) => k.table === table && k.column === c.name)?.references ?? '');
      if (target === 'other' && !cat.keys.some((k) => k.table === table && k.column === c.name))
        throw new Error(
          `scale-book: ${table}.${c.name} is a uuid with no foreign key: say in DOCUMENT_REFERENCES what it names`,
        );
      if (target === 'document') value = remap(s, opts.documentTag);
      else if (target === 'master') value = remap(s, opts.masterTag);
    } else if (k !== null && DOCUMENT_NUMBERS[table]?.includes(c.name)) {
      // IN691100001 -> IN681100001 one year back: letters, then the 2-digit Buddhist-era year.
      value = `regexp_replace(${s}, '^([A-Z]+)[0-9]{2}', '\\1' || lpad((((substring(${s} from '^[A-Z]+([0-9]{2})'))::int - ${k} + 100) % 100)::text, 2, '0'))`;
    } else if (k !== null && table === 'cheque' && c.name === 'cheque_no') {
      value = `lpad(((${s}::bigint + ${k} * 1000) % 100000000)::text, ${c.length ?? 8}, '0')`;
    } else if (k !== null && table === 'receipt' && c.name === 'idempotency_key') {
      value = `case when ${s} is null then null else md5(${s} || ${opts.documentTag}) end`;
    } else if (k !== null && c.type === 'date') {
      value = `(${s} - make_interval(years => ${k}))::date`;
    } else if (k !== null && c.type.startsWith('timestamp')) {
      value = `${s} - make_interval(years => ${k})`;
    } else if (k !== null && c.type === 'character' && c.length === 7) {
      value = `to_char(to_date(${s}, 'YYYY-MM') - make_interval(years => ${k}), 'YYYY-MM')`;
    } else if (k !== null && c.type === 'character' && c.length === 10) {
      value = `to_char(to_date(${s}, 'YYYY-MM-DD') - make_interval(years => ${k}), 'YYYY-MM-DD')`;
    }
    columns.push(ident(c.name));
    values.push(value);
  }
  return { columns, values };
}

/** The source rows of a document table: the demo year only (meter readings: its billed months). */
function sourceFilter(table: string, firstMonth: string): string {
  return table === 'meter_reading' ? ` and s.month >= ${literal(firstMonth)}` : '';
}

/**
 * Grows the book: the source property gets `years - 1` earlier years, and `properties - 1` new properties
 * (codes BK02, BK03, ...) get its master data and `years` years. It expects the demo as seeded: the source
 * property's documents are one year, set aside before any copy so that copies never read copies. One transaction
 * per property, so the balance guard checks each property's entries at its commit.
 */
export async function scaleBook(db: Db, opts: ScaleOptions): Promise<void> {
  const years = Math.max(1, Math.min(99, Math.floor(opts.years)));
  const properties = Math.max(1, Math.floor(opts.properties));
  const log = opts.log ?? (() => {});
  const cat = await catalogue(db);
  const [source] = await rowsOf<{ id: string }>(
    db,
    sql`select id from property where code = ${opts.sourceCode ?? 'RVS'}`,
  );
  if (!source) throw new Error('scale-book: no source property');
  const [first] = await rowsOf<{ month: string | null }>(
    db,
    sql`select min(month) as month from billing_run where property_id = ${source.id}`,
  );
  if (!first?.month) throw new Error('scale-book: the source property has no billing history to copy');
  const src = literal(source.id);

  // The source year, set aside once: the copies into the source property must not read each other.
  for (const table of DOCUMENT_TABLES)
    await db.execute(
      sql.raw(
        `create unlogged table ${ident(`scale_src_${table}`)} as
         select * from ${ident(table)} s where s.property_id = ${src}${sourceFilter(table, first.month)}`,
      ),
    );

  // One statement per table and year: PGlite slows down more than linearly with the rows of one statement.
  const copyDocuments = async (tx: Executor, target: string, masterTag: string | null, k: number) => {
    for (const table of DOCUMENT_TABLES) {
      const documentTag = literal(`:${target}:${k}`);
      const { columns, values } = selectList(cat, table, {
        property: literal(target),
        masterTag,
        documentTag,
        shift: k,
      });
      await tx.execute(
        sql.raw(
          `insert into ${ident(table)} (${columns.join(', ')})
           select ${values.join(', ')} from ${ident(`scale_src_${table}`)} s${
             // The month before the history (the meters as handed over) is already there one year back.
             table === 'meter_reading' ? ' on conflict do nothing' : ''
           }`,
        ),
      );
    }
  };

  for (let n = 2; n <= properties; n++) {
    const started = Date.now();
    const code = `BK${String(n).padStart(2, '0')}`;
    const masterTag = literal(`:${code}`);
    const [{ id: target } = { id: '' }] = await rowsOf<{ id: string }>(
      db,
      sql.raw(`select md5(${src}::text || ${masterTag})::uuid::text as id`),
    );
    await db.transaction(async (tx) => {
      await tx.execute(
        sql.raw(
          `insert into property (id, code, name_th, name_en, active)
           select ${literal(target)}, ${literal(code)}, name_th || ' ${n}', name_en || ' ${n}', active
             from property where id = ${src}`,
        ),
      );
      for (const table of MASTER_TABLES) {
        const { columns, values } = selectList(cat, table, {
          property: literal(target),
          masterTag,
          documentTag: null,
          shift: null,
        });
        await tx.execute(
          sql.raw(
            `insert into ${ident(table)} (${columns.join(', ')})
             select ${values.join(', ')} from ${ident(table)} s where s.property_id = ${src}`,
          ),
        );
      }
      for (let k = 0; k < years; k++) await copyDocuments(tx, target, masterTag, k);
    });
    log(`  ${code}: ${years} years in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  if (years > 1) {
    const started = Date.now();
    await db.transaction(async (tx) => {
      // The earlier years are history the demo's surcharge run has charged (their surcharge_charge rows are
      // copied): their invoices, issued with past due dates, lower the units' read-through days (migration 0034),
      // which the run had left at its day, so those days are put back as they were.
      const through = await rowsOf<{ unit: string; day: string }>(
        tx,
        sql`select unit_id::text as unit, through::text as day from surcharge_through where property_id = ${source.id}`,
      );
      for (let k = 1; k < years; k++) await copyDocuments(tx, source.id, null, k);
      for (const t of through)
        await tx.execute(
          sql`update surcharge_through set through = ${t.day}::date where unit_id = ${t.unit}::uuid`,
        );
    });
    log(
      `  ${opts.sourceCode ?? 'RVS'}: ${years - 1} earlier years in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  // A wallet's balance is the sum of its movements.
  await db.execute(sql`
    insert into wallet_balance (property_id, unit_id, wallet_type, balance, updated_at)
    select property_id, unit_id, wallet_type, sum(amount), now() from wallet_entry group by 1, 2, 3
    on conflict (unit_id, wallet_type) do update set balance = excluded.balance`);
  for (const table of DOCUMENT_TABLES) await db.execute(sql.raw(`drop table ${ident(`scale_src_${table}`)}`));
  // The years before the copied one are closed, as an accountant closes each month (the database writes each
  // closed month's account totals); the copied year stays open, as the demo's does.
  await db.execute(sql`
    insert into accounting_period (property_id, period, closed, closed_at)
    select e.property_id, to_char(g, 'YYYY-MM'), true, now()
      from (select property_id, min(entry_date) as first from journal_entry group by property_id) e
     cross join lateral generate_series(date_trunc('month', e.first),
                                        ${`${first.month}-01`}::date - interval '1 month', interval '1 month') g
    on conflict (property_id, period) do update set closed = true, closed_at = now()
     where not accounting_period.closed`);
  await settleBook(db);
}

/**
 * The book as autovacuum would leave it after a while: planner statistics, visibility maps, and no vacuum of
 * fresh rows running during a timing. The benchmark settles both books the same way before timing them.
 */
export async function settleBook(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze`);
  // The new rows written out now rather than by a checkpoint during the timing (a user without the right to
  // checkpoint skips it).
  await db.execute(sql`checkpoint`).catch(() => undefined);
}

/**
 * The book's invariants, as the benchmark checks them after growing it: every entry balanced with two lines or
 * more, every property's trial balance zero, numbering gapless per property, type and month (as many entries as
 * the counter handed out; a request's number is taken before it posts), every invoice line's paid amount equal to its receipt allocations, every wallet
 * balance equal to its movements. Returns what does not hold (empty when all do).
 */
export async function bookProblems(db: Db): Promise<string[]> {
  const checks: [string, SQL][] = [
    [
      'unbalanced journal entries',
      sql`select count(*)::int as n from (
            select e.id from journal_entry e left join journal_line l on l.entry_id = e.id
             group by e.id having count(l.id) < 2 or coalesce(sum(l.debit), 0) <> coalesce(sum(l.credit), 0)) x`,
    ],
    [
      'properties whose trial balance is not zero',
      sql`select count(*)::int as n from (
            select property_id from journal_line group by property_id having sum(debit) <> sum(credit)) x`,
    ],
    [
      'document months with gaps or numbers beyond their counter',
      sql`select count(*)::int as n from (
            select e.property_id, e.document_type, to_char(e.entry_date, 'YYYY-MM') as period,
                   count(*) as entries, max(right(e.document_no, 5)::int) as top
              from journal_entry e where e.kind = 'POST'
             group by 1, 2, 3) x
            left join document_counter c
              on c.property_id = x.property_id and c.document_type = x.document_type and c.period = x.period
           where case when x.document_type in ('RQ')
                      -- A request takes its number when saved and posts when approved: a pending one is a
                      -- number without an entry yet, so only duplicates and numbers past the counter count.
                      then x.entries > x.top or c.last_no is null or c.last_no < x.top
                      else x.entries <> x.top or c.last_no is distinct from x.top end`,
    ],
    [
      'invoice lines whose paid amount differs from their receipt allocations',
      sql`select count(*)::int as n from (
            select l.id from invoice_line l left join receipt_invoice_line r on r.invoice_line_id = l.id
             group by l.id, l.paid_amount having l.paid_amount <> coalesce(sum(r.amount), 0)) x`,
    ],
    [
      'wallet balances that differ from their movements',
      sql`select count(*)::int as n from (
            select b.unit_id from wallet_balance b
              left join wallet_entry e on e.unit_id = b.unit_id and e.wallet_type = b.wallet_type
             group by b.unit_id, b.wallet_type, b.balance having b.balance <> coalesce(sum(e.amount), 0)) x`,
    ],
  ];
  const problems: string[] = [];
  for (const [label, query] of checks) {
    const [row] = await rowsOf<{ n: number }>(db, query);
    if (row && row.n !== 0) problems.push(`${row.n} ${label}`);
  }
  return problems;
}

/** Row counts of the book's main tables, whole database and the source property's own. */
export async function bookCounts(
  db: Db,
  sourceCode = 'RVS',
): Promise<{ table: string; total: number; source: number }[]> {
  const out: { table: string; total: number; source: number }[] = [];
  for (const table of [
    'property',
    'invoice',
    'invoice_line',
    'journal_entry',
    'journal_line',
    'receipt',
    'receipt_invoice_line',
  ]) {
    const ownRow = table === 'property' ? 'code' : 'property_id';
    const [row] = await rowsOf<{ total: number; source: number }>(
      db,
      sql.raw(
        `select count(*)::int as total,
                count(*) filter (where ${
                  ownRow === 'code'
                    ? `code = ${literal(sourceCode)}`
                    : `property_id = (select id from property where code = ${literal(sourceCode)})`
                })::int as source
           from ${ident(table)}`,
      ),
    );
    out.push({ table, total: row?.total ?? 0, source: row?.source ?? 0 });
  }
  return out;
}
