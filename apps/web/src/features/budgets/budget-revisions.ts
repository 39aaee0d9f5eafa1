import { decimalStringToSatang, type BudgetDetail } from '@suanklang/shared';
import { cellKey } from './budget-grid';

export type HistoryRow = BudgetDetail['history'][number];

/** A grid as item|month -> satang (cells absent are zero). */
export type Cells = Map<string, number>;

/** The history oldest first: by time, a revision's own rows in the order they were written. */
export function inOrder(history: readonly HistoryRow[]): HistoryRow[] {
  return [...history].sort((a, b) => a.createdDate.localeCompare(b.createdDate) || a.revision - b.revision);
}

function applied(cells: Cells, row: HistoryRow): Cells {
  if ((row.action === 'SAVE' || row.action === 'MODIFY') && row.lines)
    return new Map(
      row.lines.map((l) => [cellKey(l.budgetItemCode, l.month), decimalStringToSatang(l.amount)]),
    );
  if (row.action === 'TRANSFER' && row.amount !== null && row.fromItemCode && row.toItemCode) {
    const next = new Map(cells);
    const amount = decimalStringToSatang(row.amount);
    const from = cellKey(row.fromItemCode, row.fromMonth ?? 0);
    const to = cellKey(row.toItemCode, row.toMonth ?? 0);
    next.set(from, (next.get(from) ?? 0) - amount);
    next.set(to, (next.get(to) ?? 0) + amount);
    return next;
  }
  return cells;
}

/**
 * The grid as it stood after one history row (the history holds the whole grid after each save or modify, and
 * each transfer's two sides), and the cells that row changed.
 */
export function gridAfter(
  history: readonly HistoryRow[],
  row: HistoryRow,
): { cells: Cells; changed: Set<string> } {
  let before: Cells = new Map();
  for (const h of inOrder(history)) {
    const after = applied(before, h);
    if (h === row) {
      const keys = new Set([...before.keys(), ...after.keys()]);
      const changed = new Set([...keys].filter((k) => (before.get(k) ?? 0) !== (after.get(k) ?? 0)));
      return { cells: after, changed };
    }
    before = after;
  }
  return { cells: before, changed: new Set() };
}
