import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onPostgres, type TestApp } from '../../../test/harness';
import { decimalStringToSatang } from '@suanklang/shared';
import { property } from '../../platform/db/schema';
import { sqlState } from '../../platform/db/errors';
import { accountsBalance, closedThrough, nextMonth } from './balances';
import { accountingPeriod, journalLine, ledgerPeriodTotal } from './ledger.schema';
import { postJournal } from './ledger.service';

// Its own property-years (2033-2034), so other files' postings on the shared test book do not move these sums.
let t: TestApp;
let rvs: string;
beforeAll(async () => {
  t = await createTestApp();
  const [p] = await t.database.db.select().from(property).where(eq(property.code, 'RVS'));
  rvs = p!.id;
});
afterAll(() => t.close());

const ACCOUNTS = ['1111', '4220'];
let serial = 0;
/** A cash sale of `amount` satang on `date`: Dr 1111 / Cr 4220. */
const post = (date: string, amount: number) =>
  t.database.db.transaction((tx) =>
    postJournal(tx, rvs, {
      draft: {
        documentType: 'JV',
        documentNo: `BAL-${++serial}`,
        date,
        lines: [
          { accountCode: '1111', side: 'debit', amount },
          { accountCode: '4220', side: 'credit', amount },
        ],
      },
      sourceId: null,
      userId: null,
    }),
  );

/** The balance the slow way: every line of the account up to asOf, through its entry's date. */
async function naive(account: string, asOf: string): Promise<number> {
  const result = await t.database.db.execute(sql`
    select coalesce(sum(l.debit - l.credit), 0)::text as balance
      from journal_line l join journal_entry e on e.id = l.entry_id
     where l.property_id = ${rvs} and l.account_code = ${account} and e.entry_date <= ${asOf}`);
  const rows = (result as { rows: { balance: string }[] }).rows;
  return decimalStringToSatang(rows[0]!.balance);
}

const close = (period: string, closed = true) =>
  t.database.db
    .insert(accountingPeriod)
    .values({ propertyId: rvs, period, closed })
    .onConflictDoUpdate({ target: [accountingPeriod.propertyId, accountingPeriod.period], set: { closed } });

async function totalsOf(period: string) {
  return t.database.db
    .select()
    .from(ledgerPeriodTotal)
    .where(and(eq(ledgerPeriodTotal.propertyId, rvs), eq(ledgerPeriodTotal.period, period)));
}

const DATES = [
  '2033-01-01',
  '2033-01-31',
  '2033-02-14',
  '2033-03-31',
  '2033-04-15',
  '2033-06-30',
  '2034-01-01',
];

async function expectBalancesEqualTheLines() {
  for (const asOf of DATES)
    for (const account of ACCOUNTS)
      expect(await accountsBalance(t.database.db, rvs, [account], asOf), `${account} ${asOf}`).toBe(
        await naive(account, asOf),
      );
  // Several accounts at once: their net (here the two sides of every entry cancel out).
  expect(await accountsBalance(t.database.db, rvs, ACCOUNTS, '2033-06-30')).toBe(
    (await naive('1111', '2033-06-30')) + (await naive('4220', '2033-06-30')),
  );
}

describe('account balances from closed-month totals and the lines since', () => {
  it('counts months over the year end', () => {
    expect(nextMonth('2033-12')).toBe('2034-01');
    expect(nextMonth('2033-09')).toBe('2033-10');
  });

  it('equals the lines as of any date, with the months open, closed in a run, with a gap, and reopened', async () => {
    // Amounts with satang, on month edges.
    for (const [date, amount] of [
      ['2033-01-01', 100_01],
      ['2033-01-31', 250_50],
      ['2033-02-01', 99],
      ['2033-02-28', 1_000_00],
      ['2033-03-15', 12_345_67],
      ['2033-04-30', 5],
      ['2033-05-02', 777_77],
    ] as const)
      await post(date, amount);
    await expectBalancesEqualTheLines();
    expect(await closedThrough(t.database.db, rvs, '2033-06-30')).toBeNull();

    // The first two months close: their totals are written, and the run from the first posting reaches 2033-02.
    await close('2033-01');
    await close('2033-02');
    const january = await totalsOf('2033-01');
    expect(january.map((r) => [r.accountCode, r.debit, r.credit]).sort()).toEqual([
      ['1111', '350.51', '0.00'],
      ['4220', '0.00', '350.51'],
    ]);
    expect(await closedThrough(t.database.db, rvs, '2033-06-30')).toBe('2033-02');
    // A date inside the run reads the months before its own.
    expect(await closedThrough(t.database.db, rvs, '2033-02-14')).toBe('2033-01');
    expect(await closedThrough(t.database.db, rvs, '2033-01-31')).toBeNull();
    await expectBalancesEqualTheLines();

    // 2033-04 closes with 2033-03 open: a gap, the run stays at 2033-02.
    await close('2033-04');
    expect(await closedThrough(t.database.db, rvs, '2033-06-30')).toBe('2033-02');
    await expectBalancesEqualTheLines();

    // 2033-03 closes: the run reaches 2033-04.
    await close('2033-03');
    expect(await closedThrough(t.database.db, rvs, '2033-06-30')).toBe('2033-04');
    await expectBalancesEqualTheLines();

    // Reopening removes the month's totals and cuts the run there.
    await close('2033-02', false);
    expect(await totalsOf('2033-02')).toEqual([]);
    expect(await closedThrough(t.database.db, rvs, '2033-06-30')).toBe('2033-01');
    await post('2033-02-20', 42_00);
    await expectBalancesEqualTheLines();
    await close('2033-02');
    expect((await totalsOf('2033-02')).find((r) => r.accountCode === '1111')?.debit).toBe('1042.99');
    await expectBalancesEqualTheLines();
  });

  it('refuses a posting in a closed month, and totals written by anything but a close', async () => {
    await expect(post('2033-03-10', 1_00)).rejects.toMatchObject({ code: 'GL001' });
    const state = async (statement: ReturnType<typeof sql>) => {
      try {
        await t.database.db.execute(statement);
        return null;
      } catch (error) {
        return sqlState(error);
      }
    };
    expect(
      await state(
        sql`insert into ledger_period_total (property_id, account_code, period, debit, credit) values (${rvs}, '1111', '2035-01', 1, 0)`,
      ),
    ).toBe('55000');
    expect(
      await state(
        sql`update ledger_period_total set debit = debit + 1 where property_id = ${rvs} and period = '2033-01'`,
      ),
    ).toBe('55000');
    expect(
      await state(sql`delete from ledger_period_total where property_id = ${rvs} and period = '2033-01'`),
    ).toBe('55000');
  });

  it('keeps each line on its entry date: filled when left out, refused when different', async () => {
    const id = randomUUID();
    const entry = sql`insert into journal_entry (id, property_id, document_type, document_no, entry_date) values (${id}, ${rvs}, 'JV', ${`BAL-RAW-${++serial}`}, '2034-02-03')`;
    const line = (n: number, account: string, debit: string, credit: string, date: string | null) =>
      sql`insert into journal_line (entry_id, property_id, line_no, account_code, debit, credit, entry_date) values (${id}, ${rvs}, ${n}, ${account}, ${debit}, ${credit}, ${date}::date)`;
    let refused: string | null = null;
    try {
      await t.database.db.transaction(async (tx) => {
        await tx.execute(entry);
        await tx.execute(line(1, '1111', '1.00', '0', null));
        await tx.execute(line(2, '4220', '0', '1.00', '2034-02-04'));
      });
    } catch (error) {
      refused = sqlState(error);
    }
    expect(refused).toBe('23514');
    await t.database.db.transaction(async (tx) => {
      await tx.execute(entry);
      await tx.execute(line(1, '1111', '1.00', '0', null));
      await tx.execute(line(2, '4220', '0', '1.00', '2034-02-03'));
    });
    const lines = await t.database.db.select().from(journalLine).where(eq(journalLine.entryId, id));
    expect(lines.map((l) => l.entryDate)).toEqual(['2034-02-03', '2034-02-03']);
  });

  it.runIf(onPostgres)(
    'a close waits for a posting in flight in its month, then counts it (PostgreSQL)',
    async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let inFlight!: () => void;
      const started = new Promise<void>((resolve) => (inFlight = resolve));
      const posting = t.database.db.transaction(async (tx) => {
        await postJournal(tx, rvs, {
          draft: {
            documentType: 'JV',
            documentNo: 'BAL-RACE',
            date: '2033-09-09',
            lines: [
              { accountCode: '1111', side: 'debit', amount: 3_33 },
              { accountCode: '4220', side: 'credit', amount: 3_33 },
            ],
          },
          sourceId: null,
          userId: null,
        });
        inFlight();
        await gate;
      });
      await started;
      const closing = close('2033-09').then(() => 'closed');
      const early = await Promise.race([
        closing,
        new Promise<string>((resolve) => setTimeout(() => resolve('waiting'), 300)),
      ]);
      expect(early).toBe('waiting');
      release();
      await posting;
      expect(await closing).toBe('closed');
      expect((await totalsOf('2033-09')).find((r) => r.accountCode === '1111')?.debit).toBe('3.33');
    },
  );
});
