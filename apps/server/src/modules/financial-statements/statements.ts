import {
  decimalStringToSatang,
  satangToDecimalString,
  type FinancialPosition,
  type Lang,
  type RevenueExpense,
  type StatementColumn,
} from '@suanklang/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { glAccount } from '../config-account';
import { accountSums } from '../general-ledger';
import { glYearClose, journalLine } from '../ledger';
import { layoutOf } from './layout.repository';
import { buildStatement, type StatementRowOut } from './statement-compute';

/**
 * The two statements from the period balances: each column's sums come from accountSums of the general ledger
 * (closed months from their month totals, open months from their entries), as the trial balance's do.
 */

type Options = { postedOnly: boolean };
/** Per account: the balance before the column's first month, and the months' movement (debit less credit). */
type Balances = Map<string, { opening: number; movement: number }>;

async function balancesOf(tx: Executor, propertyId: string, c: StatementColumn, o: Options) {
  const sums = await accountSums(tx, propertyId, { from: c.from, to: c.to, postedOnly: o.postedOnly });
  const out: Balances = new Map();
  for (const s of sums) {
    const b = out.get(s.accountCode) ?? { opening: 0, movement: 0 };
    b.opening += s.opening;
    b.movement += s.debit - s.credit;
    out.set(s.accountCode, b);
  }
  return out;
}

async function categories(tx: Executor, propertyId: string): Promise<Map<string, string>> {
  const rows = await tx
    .select({ code: glAccount.code, category: glAccount.category })
    .from(glAccount)
    .where(eq(glAccount.propertyId, propertyId));
  return new Map(rows.map((r) => [r.code, r.category]));
}

/**
 * The lines of the year's live closing entry (dated 31 December), debit less credit per account: the revenue-
 * expense statement leaves them out, or December would show every revenue and expense at zero.
 */
async function yearCloseLines(tx: Executor, propertyId: string, year: number): Promise<Map<string, number>> {
  const rows = await tx
    .select({
      accountCode: journalLine.accountCode,
      net: sql<string>`sum(${journalLine.debit} - ${journalLine.credit})::text`,
    })
    .from(glYearClose)
    .innerJoin(
      journalLine,
      and(eq(journalLine.entryId, glYearClose.entryId), eq(journalLine.propertyId, glYearClose.propertyId)),
    )
    .where(
      and(
        eq(glYearClose.propertyId, propertyId),
        eq(glYearClose.year, year),
        isNull(glYearClose.cancelledAt),
      ),
    )
    .groupBy(journalLine.accountCode);
  return new Map(rows.map((r) => [r.accountCode, decimalStringToSatang(r.net)]));
}

/** YYYY-MM a year earlier. */
export const yearBefore = (period: string) => `${Number(period.slice(0, 4)) - 1}${period.slice(4)}`;
const januaryOf = (period: string) => `${period.slice(0, 4)}-01`;

// `+ 0` turns a negative zero (a sign applied to 0) into 0.
const money = (amounts: number[]) => amounts.map((a) => satangToDecimalString(a + 0));
const rowsOut = (rows: StatementRowOut[]) => rows.map((r) => ({ ...r, amounts: money(r.amounts) }));
const isResult = (category: string | undefined) => category === 'INCOME' || category === 'EXPENSE';

/**
 * The statement of financial position at the end of `asOf` and at the same date a year earlier. Revenue and
 * expense not yet closed to the accumulated surplus are shown in the funds as the year's surplus (this year's
 * movement) and earlier years' (what was carried into January), so assets always equal liabilities and funds.
 */
export async function financialPositionOf(
  tx: Executor,
  propertyId: string,
  q: { asOf: string; postedOnly: boolean },
  lang: Lang,
): Promise<FinancialPosition> {
  const asOfs = [q.asOf, yearBefore(q.asOf)];
  const columns = asOfs.map((to) => ({ from: januaryOf(to), to }));
  const [layout, categoryOf, balances, closedYears] = await Promise.all([
    layoutOf(tx, propertyId, 'FP'),
    categories(tx, propertyId),
    Promise.all(columns.map((c) => balancesOf(tx, propertyId, c, q))),
    // A December column of a closed year: its closing entry took every earlier result to the surplus too.
    Promise.all(
      asOfs.map(async (to) =>
        to.endsWith('-12') ? (await yearCloseLines(tx, propertyId, Number(to.slice(0, 4)))).size > 0 : false,
      ),
    ),
  ]);
  const closing: Map<string, number>[] = [];
  const surplus = { year: [] as number[], earlier: [] as number[] };
  balances.forEach((b, i) => {
    const column = new Map<string, number>();
    let year = 0;
    let earlier = 0;
    for (const [code, { opening, movement }] of b) {
      if (isResult(categoryOf.get(code))) {
        year -= movement;
        earlier -= opening;
      } else column.set(code, opening + movement);
    }
    closing.push(column);
    surplus.year.push(closedYears[i] ? year + earlier + 0 : year + 0);
    surplus.earlier.push(closedYears[i] ? 0 : earlier + 0);
  });
  const { rows, sectionTotals } = buildStatement({ layout, lang, categoryOf, columns: closing, surplus });
  const liabilitiesAndFunds = sectionTotals.LIABILITY.map((x, i) => x + sectionTotals.EQUITY[i]!);
  return {
    asOf: q.asOf,
    postedOnly: q.postedOnly,
    customLayout: layout.custom,
    columns: asOfs.map((to) => ({ from: to, to })),
    rows: rowsOut(rows),
    totals: {
      assets: money(sectionTotals.ASSET),
      liabilities: money(sectionTotals.LIABILITY),
      funds: money(sectionTotals.EQUITY),
      liabilitiesAndFunds: money(liabilitiesAndFunds),
    },
    balanced: sectionTotals.ASSET.every((x, i) => x === liabilitiesAndFunds[i]),
  };
}

/**
 * The statement of revenue and expense of `period`: the month, January to the month, and the same two a year
 * earlier. A December column leaves out the year's closing entry (which empties every revenue and expense).
 */
export async function revenueExpenseOf(
  tx: Executor,
  propertyId: string,
  q: { period: string; postedOnly: boolean },
  lang: Lang,
): Promise<RevenueExpense> {
  const last = yearBefore(q.period);
  const columns: StatementColumn[] = [
    { from: q.period, to: q.period },
    { from: januaryOf(q.period), to: q.period },
    { from: last, to: last },
    { from: januaryOf(last), to: last },
  ];
  const december = q.period.endsWith('-12');
  const year = Number(q.period.slice(0, 4));
  const [layout, categoryOf, closes, balances] = await Promise.all([
    layoutOf(tx, propertyId, 'RE'),
    categories(tx, propertyId),
    december
      ? Promise.all([yearCloseLines(tx, propertyId, year), yearCloseLines(tx, propertyId, year - 1)])
      : null,
    Promise.all(columns.map((c) => balancesOf(tx, propertyId, c, q))),
  ]);
  const movements = balances.map((b, i) => {
    const column = new Map<string, number>();
    for (const [code, { movement }] of b) if (isResult(categoryOf.get(code))) column.set(code, movement);
    const close = closes?.[i < 2 ? 0 : 1];
    if (close) for (const [code, net] of close) column.set(code, (column.get(code) ?? 0) - net);
    return column;
  });
  const { rows, sectionTotals } = buildStatement({ layout, lang, categoryOf, columns: movements });
  return {
    period: q.period,
    postedOnly: q.postedOnly,
    customLayout: layout.custom,
    columns,
    rows: rowsOut(rows),
    totals: {
      income: money(sectionTotals.INCOME),
      expense: money(sectionTotals.EXPENSE),
      result: money(sectionTotals.INCOME.map((x, i) => x - sectionTotals.EXPENSE[i]!)),
    },
  };
}
