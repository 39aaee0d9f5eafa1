import { parseMoney } from '@suanklang/shared/money';
import type { PaymentEntryType } from '@suanklang/shared';

/**
 * The remaining-amount rules of the payment entry panels (001 section 4, "Payment entry flow"), as pure
 * functions on integer satang so receipts and payment vouchers share one tested implementation.
 */

export type Satang = number;

/** One line of the transaction list. `price` is satang; the rest is what the panel showed and the save sends. */
export type Entry = { key: string; type: PaymentEntryType; price: Satang };

/** The amount the entries must cover (invoices - deductions) and the entries so far. */
export type PaymentState<E extends Entry = Entry> = { due: Satang; entries: readonly E[] };

export const sumPrices = (entries: readonly { price: Satang }[]): Satang =>
  entries.reduce((total, entry) => total + entry.price, 0);

/** What is still to be paid: the amount due less every entry (negative when the entries pay more). */
export function remainingOf(state: PaymentState): Satang {
  return state.due - sumPrices(state.entries);
}

/** Saving a panel adds its entry; its price comes off the remaining amount. */
export function addEntry<E extends Entry>(state: PaymentState<E>, entry: E): PaymentState<E> {
  return { ...state, entries: [...state.entries, entry] };
}

/** Removing an entry gives its price back to the remaining amount. */
export function removeEntry<E extends Entry>(state: PaymentState<E>, key: string): PaymentState<E> {
  return { ...state, entries: state.entries.filter((entry) => entry.key !== key) };
}

/** The total of the cheque entries already in the list (given back when the cheque panel is saved again). */
export function chequeTotal(entries: readonly Entry[]): Satang {
  return sumPrices(entries.filter((entry) => entry.type === 'cheque'));
}

/**
 * Saving the cheque selection: every earlier cheque entry is removed (its total goes back to the remaining
 * amount), then each ticked cheque is added, each taking its price off.
 */
export function replaceCheques<E extends Entry>(
  state: PaymentState<E>,
  cheques: readonly E[],
): PaymentState<E> {
  const others = state.entries.filter((entry) => entry.type !== 'cheque');
  let next: PaymentState<E> = { ...state, entries: others };
  for (const cheque of cheques) next = addEntry(next, cheque);
  return next;
}

/** Ticking a cheque: its default price is the remaining amount, capped at the cheque's balance (never below 0). */
export function tickDefault(remaining: Satang, balance: Satang): Satang {
  return Math.max(0, Math.min(remaining, balance));
}

/** A row of the cheque panel. */
export type ChequeRowState = { id: string; balance: Satang; checked: boolean; price: Satang | null };

/**
 * Ticks or unticks a cheque of the panel. `available` is what the cheques may cover: the remaining amount with
 * the earlier cheque entries given back (they are replaced on save). Other ticked rows of the panel come off it
 * first, so two ticked cheques never default to the same money. Unticking resets the price to 0.
 */
export function tickCheque<R extends ChequeRowState>(
  rows: readonly R[],
  id: string,
  checked: boolean,
  available: Satang,
): R[] {
  const othersTicked = rows.reduce(
    (total, row) => total + (row.checked && row.id !== id ? (row.price ?? 0) : 0),
    0,
  );
  return rows.map((row) =>
    row.id !== id
      ? row
      : { ...row, checked, price: checked ? tickDefault(available - othersTicked, row.balance) : 0 },
  );
}

/** The rule a ticked cheque's price breaks (001 section 5: required, at least 0.01, at most its balance). */
export function chequePriceError(row: {
  checked: boolean;
  price: Satang | null;
  balance: Satang;
}): 'required' | 'min' | 'max' | null {
  if (!row.checked) return null;
  if (row.price === null) return 'required';
  if (row.price < 1) return 'min';
  if (row.price > row.balance) return 'max';
  return null;
}

/** An invoice row of the add-invoice panel: ticked, with what this receipt pays of its outstanding amount. */
export type InvoicePick = {
  invoiceNo: string;
  outstanding: Satang;
  checked: boolean;
  payAmount: Satang | null;
};

/** Ticking an invoice pays its whole outstanding amount by default; unticking resets to 0. */
export function tickInvoice<R extends InvoicePick>(
  rows: readonly R[],
  invoiceNo: string,
  checked: boolean,
): R[] {
  return rows.map((row) =>
    row.invoiceNo !== invoiceNo ? row : { ...row, checked, payAmount: checked ? row.outstanding : 0 },
  );
}

export function invoicesTotal(rows: readonly InvoicePick[]): Satang {
  return rows.reduce((total, row) => total + (row.checked ? (row.payAmount ?? 0) : 0), 0);
}

export type Summary = {
  invoices: Satang;
  deductions: Satang;
  payments: Satang;
  /** invoices - deductions - payments, never below 0. */
  remaining: Satang;
  /** Payments beyond what is due: kept in the customer's wallet. */
  overpayment: Satang;
};

export function summaryOf(invoices: Satang, deductions: Satang, payments: Satang): Summary {
  const left = invoices - deductions - payments;
  return { invoices, deductions, payments, remaining: Math.max(0, left), overpayment: Math.max(0, -left) };
}

/**
 * Why a receipt cannot be saved, as a validation-catalogue rule: payments and deductions must cover the invoices
 * (a surplus goes to the wallet); deductions alone may not exceed the invoices (a deduction is never paid out).
 */
export function saveRefusal(
  summary: Summary,
): 'transactionTotalLessThanRemain' | 'transactionTotalMoreThanRemain' | null {
  if (summary.deductions > summary.invoices) return 'transactionTotalMoreThanRemain';
  if (summary.payments + summary.deductions < summary.invoices) return 'transactionTotalLessThanRemain';
  return null;
}

/** Baht from a number input (null when empty) into satang, rounded half-up to the satang. */
export function toSatang(baht: number | null | undefined): Satang | null {
  if (baht === null || baht === undefined || !Number.isFinite(baht)) return null;
  return parseMoney(baht);
}

/** Satang as the baht number a number input shows. */
export const toBaht = (satang: Satang): number => satang / 100;

/** A key for a new list entry. */
export function entryKey(prefix: string): string {
  return `${prefix}-${crypto.randomUUID()}`;
}
