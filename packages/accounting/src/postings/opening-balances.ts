import type { JournalDraft } from '../journal';
import { buildDraft, type DocumentHeader } from './draft';

export type OpeningBalancePosting = DocumentHeader & {
  /** One line per account: its balance at go-live on its side, in satang. */
  lines: { accountCode: string; debit: number; credit: number }[];
};

/**
 * Opening balances (OB) brought in at go-live: each account's balance on its side, as the trial balance of the
 * previous system said it. Balanced or it throws, like every document.
 */
export function postOpeningBalances(doc: OpeningBalancePosting): JournalDraft {
  return buildDraft(
    doc,
    doc.lines.map((l) =>
      l.debit > 0
        ? { accountCode: l.accountCode, side: 'debit' as const, amount: l.debit }
        : { accountCode: l.accountCode, side: 'credit' as const, amount: l.credit },
    ),
  );
}
