import {
  decimalStringToSatang,
  roundHalfUp,
  satangToDecimalString,
  type BudgetCommittedRow,
  type BudgetEntryRow,
  type BudgetFigures,
  type BudgetStatus,
  type BudgetSummary,
  type Lang,
} from '@suanklang/shared';
import { bangkokToday } from '../../platform/clock';
import type { Executor } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { nameIn } from '../config-account';
import * as repo from './budgets.repository';
import { actualCells, committedCells, fiscalYearAt, key, yearStart } from './budgets.service';
import { committedDocuments } from './commitments';
import { monthList, periodOf } from './grid';

/** Satang figures of a cell or a span of months, before they are written as text. */
type Sums = { budget: number; committed: number; actual: number };
const zero = (): Sums => ({ budget: 0, committed: 0, actual: 0 });
const addTo = (into: Sums, s: Sums) => {
  into.budget += s.budget;
  into.committed += s.committed;
  into.actual += s.actual;
};

/** (committed + actual) / budget in %, two decimals, rounded half-up in integers; null without a budget. */
function percentUsed(s: Sums): string | null {
  if (s.budget <= 0) return null;
  const basisPoints = roundHalfUp(BigInt(s.committed + s.actual) * 10000n, BigInt(s.budget));
  const sign = basisPoints < 0 ? '-' : '';
  const abs = Math.abs(basisPoints);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function figures(s: Sums): BudgetFigures {
  return {
    budget: satangToDecimalString(s.budget),
    committed: satangToDecimalString(s.committed),
    actual: satangToDecimalString(s.actual),
    available: satangToDecimalString(s.budget - s.committed - s.actual),
    percentUsed: percentUsed(s),
  };
}

/**
 * Budget against actual of a fiscal year: the year's budget (whatever its state: the status says which), the
 * actual expense from the ledger per item account and month (the same reading as the budget check), and what
 * requests waiting for approval will charge those accounts (committed). Items listed: the active ones and any with a budget or an
 * actual that year. The year to date runs to this month in the current year, to the last month otherwise.
 */
export async function budgetSummary(
  tx: Executor,
  propertyId: string,
  year: number | undefined,
  lang: Lang,
): Promise<BudgetSummary> {
  const today = bangkokToday().slice(0, 7);
  const y = year ?? (await fiscalYearAt(tx, propertyId, today));
  const header = await repo.findHeaderOfYear(tx, propertyId, y);
  const startPeriod = await yearStart(tx, propertyId, y, header);
  const months = monthList(startPeriod, lang);
  // The year to date: up to this month in a year running now, the whole year once it ended.
  const lastMonth = months.filter((m) => m.period <= today).at(-1)?.month ?? 12;

  const items = await repo.itemsOf(tx, propertyId, false);
  const budgets = new Map<string, number>();
  for (const l of header ? await repo.linesOf(tx, header.id) : [])
    budgets.set(key(l.budgetItemId, l.month), decimalStringToSatang(l.amount));
  const actuals = await actualCells(tx, propertyId, startPeriod);
  const committed = await committedCells(tx, propertyId, startPeriod);

  const totalCells = months.map(() => zero());
  const totalYear = zero();
  const totalToDate = zero();
  const rows = items
    .map((i) => {
      const cells = months.map((m) => ({
        budget: budgets.get(key(i.item.id, m.month)) ?? 0,
        committed: committed.get(key(i.item.id, m.month)) ?? 0,
        actual: actuals.get(key(i.item.id, m.month)) ?? 0,
      }));
      return { i, cells };
    })
    .filter(
      ({ i, cells }) =>
        i.item.active === 'Y' || cells.some((c) => c.budget !== 0 || c.committed !== 0 || c.actual !== 0),
    )
    .sort((a, b) => (a.i.item.code < b.i.item.code ? -1 : 1))
    .map(({ i, cells }) => {
      const whole = zero();
      const toDate = zero();
      cells.forEach((c, index) => {
        addTo(whole, c);
        addTo(totalCells[index]!, c);
        if (index + 1 <= lastMonth) addTo(toDate, c);
      });
      addTo(totalYear, whole);
      addTo(totalToDate, toDate);
      return {
        budgetItemCode: i.item.code,
        description: nameIn({ nameTh: i.item.descriptionTh, nameEn: i.item.descriptionEn }, lang),
        accountCode: i.item.expenseAccountCode,
        cells: cells.map((c, index) => ({ month: index + 1, ...figures(c) })),
        year: figures(whole),
        yearToDate: figures(toDate),
      };
    });
  return {
    year: y,
    budgetHeaderID: header?.id ?? null,
    status: (header?.status as BudgetStatus | undefined) ?? null,
    monthList: months,
    toDatePeriod: periodOf(startPeriod, lastMonth),
    rows,
    totals: {
      cells: totalCells.map((c, index) => ({ month: index + 1, ...figures(c) })),
      year: figures(totalYear),
      yearToDate: figures(totalToDate),
    },
  };
}

/** The item and the dates of one cell of a fiscal year (another property's item is not found). */
async function cellOf(
  tx: Executor,
  propertyId: string,
  q: { year: number; month: number; budgetItemCode: string },
) {
  const code = q.budgetItemCode.toUpperCase();
  const item = (await repo.itemsOf(tx, propertyId, false)).find((i) => i.item.code === code)?.item;
  if (!item) throw new AppError('BG108');
  const header = await repo.findHeaderOfYear(tx, propertyId, q.year);
  const period = periodOf(await yearStart(tx, propertyId, q.year, header), q.month);
  return { item, from: `${period}-01`, to: lastDayOf(period) };
}

/** The ledger lines behind one cell's actual: the item's account in that month of the fiscal year. */
export async function budgetEntries(
  tx: Executor,
  propertyId: string,
  q: { year: number; month: number; budgetItemCode: string },
): Promise<BudgetEntryRow[]> {
  const { item, from, to } = await cellOf(tx, propertyId, q);
  const rows = await repo.entriesOf(tx, propertyId, item.expenseAccountCode, from, to);
  return rows.map((r) => ({ ...r, description: r.description ?? null }));
}

/** The requests waiting for approval behind one cell's committed figure. */
export async function budgetCommitted(
  tx: Executor,
  propertyId: string,
  q: { year: number; month: number; budgetItemCode: string },
): Promise<BudgetCommittedRow[]> {
  const { item, from, to } = await cellOf(tx, propertyId, q);
  const rows = await committedDocuments(tx, propertyId, {
    accountCodes: [item.expenseAccountCode],
    from,
    to,
  });
  return rows.map((r) => ({ ...r, amount: satangToDecimalString(r.amount) }));
}

function lastDayOf(period: string): string {
  const [y, m] = [Number(period.slice(0, 4)), Number(period.slice(5, 7))];
  return `${period}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}
