import { accountOf, type AccountMap } from '../accounts';
import { checkSatang } from '../decimal';
import type { JournalDraft } from '../journal';
import { buildDraft, type DocumentHeader } from './draft';
import { postRequestPay, type RequestPayLine } from './payables';

/**
 * The clearing of an advance (request-pay type 9, docs/decisions.md "Payables: advances and their clearing"):
 * the actual expenses against the advance the payee holds.
 */
export type AdvanceClearingPosting = DocumentHeader & {
  /** The actual expenses, as a request's lines (before VAT, and their VAT). */
  lines: RequestPayLine[];
  vatRecoverable: boolean;
  /** The advance cleared, in satang (what advances to staff holds for it). */
  advance: number;
};

/**
 * What is left between the expenses (their grand total) and the advance: the cash the payee returns when he spent
 * less, or what the property still owes him when he spent more. At most one of the two is not zero.
 */
export function advanceDifference(expenses: number, advance: number): { refund: number; topUp: number } {
  checkSatang(expenses, 'expenses');
  checkSatang(advance, 'advance');
  return { refund: Math.max(0, advance - expenses), topUp: Math.max(0, expenses - advance) };
}

/**
 * Dr the expenses (+ input VAT when recoverable) / Cr advances to staff for the advance; the payee's cash
 * returned is Dr cash on hand (the advance is cleared in full either way), the expenses above the advance Cr
 * accounts payable (paid to the payee by a voucher).
 */
export function postAdvanceClearing(doc: AdvanceClearingPosting, map: AccountMap): JournalDraft {
  const expenses = doc.lines.reduce(
    (s, l) => s + checkSatang(l.amount, 'amount') + checkSatang(l.vat, 'vat'),
    0,
  );
  const { refund, topUp } = advanceDifference(expenses, doc.advance);
  const advances = accountOf(map, 'STAFF_ADVANCES');
  const expensesEntry = postRequestPay(
    {
      documentType: doc.documentType,
      documentNo: doc.documentNo,
      date: doc.date,
      lines: doc.lines,
      vatRecoverable: doc.vatRecoverable,
      credits: [
        { accountCode: advances, amount: expenses - topUp },
        ...(topUp > 0 ? [{ accountCode: accountOf(map, 'AP'), amount: topUp }] : []),
      ],
    },
    map,
  );
  if (refund === 0) return expensesEntry;
  return buildDraft(doc, [
    ...expensesEntry.lines,
    { accountCode: accountOf(map, 'CASH'), side: 'debit', amount: refund },
    { accountCode: advances, side: 'credit', amount: refund },
  ]);
}
