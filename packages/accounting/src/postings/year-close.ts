import type { JournalDraft, JournalLine } from '../journal';
import { buildDraft, type DocumentHeader } from './draft';

export type YearClosePosting = DocumentHeader & {
  /** Each revenue and expense account's balance at the year's end, debit less credit, in satang. */
  balances: readonly { accountCode: string; balance: number }[];
  /** Where the year's result goes: the accumulated surplus (deficit) account. */
  surplusAccountCode: string;
};

/**
 * The year-end closing entry: every revenue and expense balance taken to zero, the difference (the year's
 * surplus or deficit) to the accumulated surplus account, so the next year opens with balance-sheet accounts
 * only. Null when there is nothing to close (every balance already zero).
 */
export function postYearClose(doc: YearClosePosting): JournalDraft | null {
  const lines: JournalLine[] = [];
  let net = 0;
  for (const { accountCode, balance } of doc.balances) {
    if (!Number.isSafeInteger(balance))
      throw new RangeError(`balance of ${accountCode} must be whole satang`);
    if (accountCode === doc.surplusAccountCode)
      throw new RangeError('the surplus account is a balance-sheet account, not one the close empties');
    if (balance === 0) continue;
    // A debit balance (expenses) is credited away, a credit balance (revenue) debited away.
    lines.push({ accountCode, side: balance > 0 ? 'credit' : 'debit', amount: Math.abs(balance) });
    net += balance;
  }
  if (lines.length === 0) return null;
  // Expenses above revenue (net debit) are a deficit: the surplus account is debited; a surplus credits it.
  if (net !== 0)
    lines.push({
      accountCode: doc.surplusAccountCode,
      side: net > 0 ? 'debit' : 'credit',
      amount: Math.abs(net),
    });
  return buildDraft(doc, lines);
}
