import type { WalletType } from '@suanklang/shared';
import { accountOf, walletRole, type AccountMap } from '../accounts';
import { checkSatang } from '../decimal';
import type { JournalDraft, JournalLine } from '../journal';
import { buildDraft, type DocumentHeader } from './draft';

/** A receipt-based credit note (CN type 2): what is given back, per income account; amounts in satang. */
export type ReceiptCreditNotePosting = DocumentHeader & {
  lines: { incomeAccountCode: string; amountExcludeVat: number; vat: number; description?: string }[];
  /** The wallet the money goes to (0 common fee, 1 other). */
  walletType: WalletType;
};

/**
 * Receipt-based credit note: the receipt already settled the receivable and made its VAT due, so the credit
 * takes the income and the due output VAT back and owes the customer the money: Dr income per line,
 * Dr VAT_OUTPUT / Cr the customer's wallet (advance receipts) for the total.
 */
export function postReceiptCreditNote(doc: ReceiptCreditNotePosting, map: AccountMap): JournalDraft {
  if (!Array.isArray(doc.lines) || doc.lines.length === 0)
    throw new RangeError(`${doc.documentNo} has no lines`);
  const lines: JournalLine[] = [];
  let vat = 0;
  let total = 0;
  for (const line of doc.lines) {
    if (typeof line.incomeAccountCode !== 'string' || line.incomeAccountCode.trim() === '')
      throw new RangeError(`${doc.documentNo}: a line has no income account`);
    const base = checkSatang(line.amountExcludeVat, 'amountExcludeVat');
    const lineVat = checkSatang(line.vat, 'vat');
    lines.push({
      accountCode: line.incomeAccountCode,
      side: 'debit',
      amount: base,
      description: line.description,
    });
    vat += lineVat;
    total += base + lineVat;
  }
  if (total === 0) throw new RangeError(`${doc.documentNo} totals zero`);
  lines.push({ accountCode: accountOf(map, 'VAT_OUTPUT'), side: 'debit', amount: vat });
  lines.push({ accountCode: accountOf(map, walletRole(doc.walletType)), side: 'credit', amount: total });
  return buildDraft(doc, lines);
}
