import type { BudgetDetail, BudgetSpread, BudgetSummary, Lang } from '@suanklang/shared';
import { decimalStringToSatang, satangToDecimalString } from '@suanklang/shared/money';
import { spreadByPattern, spreadEqually } from '@suanklang/shared/spread';
import type { BudgetUsableItem } from './api/budgets';

/**
 * The budget grid in the browser: one row per budget item, 12 months of integer satang (month 1 first). Totals
 * are sums of integers, never of floating baht; amounts go to the server as decimal text.
 */
export type GridRow = {
  budgetItemCode: string;
  budgetItemDescription: string;
  /** Not among the usable (active) items: shown with its amounts, which the server will not take again. */
  inactive: boolean;
  months: number[];
  /** An annual amount typed for the row: sent as `annual` (the server spreads it); null when given by month. */
  annual: number | null;
  /**
   * Last year's actual per month of the item, when annual amounts follow it (sent as `spread: 'PATTERN'`, which
   * the server works out from the same ledger); absent or null: spread equally.
   */
  pattern?: readonly number[] | null;
};

export const MONTHS = 12;

export function emptyMonths(): number[] {
  return Array.from({ length: MONTHS }, () => 0);
}

/** The rows: every usable item, then items of the budget no longer usable; amounts from the budget if any. */
export function gridRows(items: readonly BudgetUsableItem[], detail: BudgetDetail | null): GridRow[] {
  const saved = new Map((detail?.items ?? []).map((line) => [line.budgetItemCode, line]));
  const rows: GridRow[] = items.map((item) => ({
    budgetItemCode: item.budgetItemCode,
    budgetItemDescription: item.budgetItemDescription,
    inactive: false,
    months: monthsOf(saved.get(item.budgetItemCode)?.months),
    annual: null,
  }));
  const usable = new Set(items.map((item) => item.budgetItemCode));
  for (const line of detail?.items ?? []) {
    if (usable.has(line.budgetItemCode)) continue;
    rows.push({
      budgetItemCode: line.budgetItemCode,
      budgetItemDescription: line.budgetItemDescription,
      inactive: true,
      months: monthsOf(line.months),
      annual: null,
    });
  }
  return rows;
}

function monthsOf(amounts: readonly string[] | undefined): number[] {
  const months = emptyMonths();
  (amounts ?? []).slice(0, MONTHS).forEach((amount, index) => {
    months[index] = decimalStringToSatang(amount);
  });
  return months;
}

/**
 * The grid filled from an imported file (the whole grid, as exported and edited): each row's months are the
 * file's, month by month; a row the file does not hold is emptied. Nothing is saved until the user saves.
 */
export function importedRows(
  rows: readonly GridRow[],
  cells: readonly { budgetItemCode: string; month: number; amount: string }[],
): GridRow[] {
  const byItem = new Map<string, number[]>();
  for (const c of cells) {
    const code = c.budgetItemCode.toUpperCase();
    const months = byItem.get(code) ?? emptyMonths();
    if (c.month >= 1 && c.month <= MONTHS) months[c.month - 1] = decimalStringToSatang(c.amount);
    byItem.set(code, months);
  }
  return rows.map((row) => ({
    ...row,
    months: byItem.get(row.budgetItemCode.toUpperCase()) ?? emptyMonths(),
    annual: null,
  }));
}

/** The months a row shows: its annual amount spread (equally or by last year's pattern), or the months typed. */
export function shownMonths(row: GridRow): number[] {
  if (row.annual === null) return row.months;
  return row.pattern ? spreadByPattern(row.annual, row.pattern) : spreadEqually(row.annual);
}

/** Last year's actual per month of each item (by code, satang), from that year's budget summary. */
export function patternsOf(summary: BudgetSummary): Map<string, number[]> {
  return new Map(
    summary.rows.map((r) => [
      r.budgetItemCode.toUpperCase(),
      r.cells.map((c) => decimalStringToSatang(c.actual)),
    ]),
  );
}

/** The rows with last year's pattern per item (`patterns` by item code), or without any (null: equally). */
export function withPatterns(
  rows: readonly GridRow[],
  patterns: ReadonlyMap<string, number[]> | null,
): GridRow[] {
  return rows.map((row) => ({
    ...row,
    pattern: patterns ? (patterns.get(row.budgetItemCode.toUpperCase()) ?? emptyMonths()) : null,
  }));
}

export function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

export function rowTotal(row: GridRow): number {
  return row.annual ?? sum(row.months);
}

export function columnTotals(rows: readonly GridRow[]): number[] {
  const totals = emptyMonths();
  for (const row of rows)
    shownMonths(row).forEach((amount, index) => {
      totals[index] = (totals[index] ?? 0) + amount;
    });
  return totals;
}

/** A cell's key, for its server errors. */
export const cellKey = (budgetItemCode: string, month: number) => `${budgetItemCode}|${month}`;

/** A row's annual amount, for its server errors. */
export const annualKey = (budgetItemCode: string) => `${budgetItemCode}|annual`;

export type GridBody = {
  lines: { budgetItemCode: string; month: number; amount: string }[];
  annual: { budgetItemCode: string; amount: string; spread: BudgetSpread }[];
};

/** The grid as the server takes it: rows with an annual amount as `annual`, the other non-zero cells as `lines`. */
export function gridBody(rows: readonly GridRow[]): GridBody {
  const lines: GridBody['lines'] = [];
  const annual: GridBody['annual'] = [];
  for (const row of rows) {
    if (row.annual !== null) {
      annual.push({
        budgetItemCode: row.budgetItemCode,
        amount: satangToDecimalString(row.annual),
        spread: row.pattern ? 'PATTERN' : 'EQUAL',
      });
      continue;
    }
    row.months.forEach((amount, index) => {
      if (amount > 0)
        lines.push({
          budgetItemCode: row.budgetItemCode,
          month: index + 1,
          amount: satangToDecimalString(amount),
        });
    });
  }
  return { lines, annual };
}

/** A fiscal year as people read it: Buddhist era in Thai. */
export function yearText(year: number, lang: Lang): string {
  return String(lang === 'th' ? year + 543 : year);
}

/** Where a budget of a fiscal year opens. */
export const BUDGET_PATH = '/views/setting/budget';
export const BUDGET_SUMMARY_PATH = '/views/setting/budgetSummary';
export const budgetDetailPath = (year: number) => `/views/setting/budgetDetail?year=${year}`;
