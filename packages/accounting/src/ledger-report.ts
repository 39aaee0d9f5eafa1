/**
 * The arithmetic of the ledger reports, in satang: an account's running balance line by line, and the per-account
 * and total figures of the cash-and-bank and accrued-expense reports. Pure: the sums and the lines come from the
 * ledger (trial-balance sums for the openings, journal lines for the movements).
 */
import type { AccountSums } from './trial-balance';

export type SidedAmount = { debit: number; credit: number };

/** The balance after each line (debit positive), starting from `broughtForward`. */
export function runningBalances(broughtForward: number, lines: readonly SidedAmount[]): number[] {
  let balance = broughtForward;
  return lines.map((l) => (balance += l.debit - l.credit));
}

/** An account's movement: the balance carried in, the months' debits and credits, the balance carried out. */
export type Movement = { opening: number; debit: number; credit: number; closing: number };

/** The movement of an account from its trial-balance sums (debit positive). */
export function movementOf(s: Pick<AccountSums, 'opening' | 'debit' | 'credit'>): Movement {
  return { opening: s.opening, debit: s.debit, credit: s.credit, closing: s.opening + s.debit - s.credit };
}

/** The column totals of several accounts' movements. */
export function movementTotals(rows: readonly Movement[]): Movement {
  const t: Movement = { opening: 0, debit: 0, credit: 0, closing: 0 };
  for (const r of rows) {
    t.opening += r.opening;
    t.debit += r.debit;
    t.credit += r.credit;
    t.closing += r.closing;
  }
  return t;
}

/** A liability seen as what is owed (credit positive): accrued are its credits, paid its debits. */
export type Owed = { opening: number; accrued: number; paid: number; closing: number };

export function owedOf(m: Movement): Owed {
  return { opening: -m.opening, accrued: m.credit, paid: m.debit, closing: -m.closing };
}

export function owedTotals(rows: readonly Owed[]): Owed {
  const t: Owed = { opening: 0, accrued: 0, paid: 0, closing: 0 };
  for (const r of rows) {
    t.opening += r.opening;
    t.accrued += r.accrued;
    t.paid += r.paid;
    t.closing += r.closing;
  }
  return t;
}
