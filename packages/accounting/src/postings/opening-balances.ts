import type { JournalDraft } from '../journal';
import { buildDraft, type DocumentHeader } from './draft';

export type OpeningBalancePosting = DocumentHeader & {
  /** One line per account: its balance at go-live on its side, in satang. */
  lines: { accountCode: string; debit: number; credit: number }[];
  /**
   * The receivable control accounts and the clearing account that stands in for them. What units owe is kept per
   * unit and invoice, so a receivable balance of the previous system waits in the clearing account until the
   * opening debts (invoices that credit the same account) meet it.
   */
  receivables: { accounts: readonly string[]; clearingAccount: string };
};

/**
 * Opening balances (OB) brought in at go-live: each account's balance on its side, as the trial balance of the
 * previous system said it, receivables in the clearing account. Balanced or it throws, like every document.
 */
export function postOpeningBalances(doc: OpeningBalancePosting): JournalDraft {
  const receivable = new Set(doc.receivables.accounts);
  return buildDraft(
    doc,
    doc.lines.map((l) => {
      const accountCode = receivable.has(l.accountCode) ? doc.receivables.clearingAccount : l.accountCode;
      return l.debit > 0
        ? { accountCode, side: 'debit' as const, amount: l.debit }
        : { accountCode, side: 'credit' as const, amount: l.credit };
    }),
  );
}
