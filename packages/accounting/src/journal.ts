/**
 * The pure heart of the ledger: a journal draft is lines of integer satang, debit or credit, on account codes.
 * No database, no clock, no I/O: posting functions per document type build drafts; the server stores them.
 */
export type Side = 'debit' | 'credit';

export type JournalLine = {
  accountCode: string;
  side: Side;
  /** Integer satang, always positive; the side says which way. */
  amount: number;
  description?: string;
  /** Receivable lines name the invoice line they owe or settle: the aging sums the ledger by it. */
  invoiceLineId?: string;
};

export type JournalDraft = {
  documentType: string;
  documentNo: string;
  /** ISO date (CE) the entry belongs to. */
  date: string;
  lines: JournalLine[];
};

export class UnbalancedJournalError extends Error {
  constructor(
    readonly debit: number,
    readonly credit: number,
  ) {
    super(`journal does not balance: debit ${debit} satang, credit ${credit} satang`);
  }
}

export function totals(lines: readonly JournalLine[]): { debit: number; credit: number } {
  let debit = 0;
  let credit = 0;
  for (const line of lines) {
    if (line.side === 'debit') debit += line.amount;
    else credit += line.amount;
  }
  return { debit, credit };
}

/** Refuses what the database would refuse too: non-integer or non-positive amounts, and unequal sides. */
export function assertBalanced(draft: JournalDraft): JournalDraft {
  if (draft.lines.length < 2) throw new UnbalancedJournalError(0, 0);
  for (const line of draft.lines) {
    if (!Number.isSafeInteger(line.amount) || line.amount <= 0) {
      throw new RangeError(`line amount must be a positive whole number of satang: ${line.amount}`);
    }
  }
  const { debit, credit } = totals(draft.lines);
  if (debit !== credit) throw new UnbalancedJournalError(debit, credit);
  return draft;
}

/** Cancelling a posted document posts this: every line on the other side, same amounts. */
export function reverse(draft: JournalDraft, reversal: { documentNo: string; date: string }): JournalDraft {
  return {
    documentType: draft.documentType,
    documentNo: reversal.documentNo,
    date: reversal.date,
    lines: draft.lines.map((l) => ({ ...l, side: l.side === 'debit' ? 'credit' : 'debit' })),
  };
}
