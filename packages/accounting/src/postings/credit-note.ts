import type { WalletType } from '@suanklang/shared';
import { accountOf, walletRole, type AccountMap } from '../accounts';
import { checkSatang } from '../decimal';
import type { JournalDraft, JournalLine } from '../journal';
import { buildDraft, type DocumentHeader } from './draft';

/** A receipt-based credit note (CN type 2): what is given back, per line the receipt paid; amounts in satang. */
export type ReceiptCreditNotePosting = DocumentHeader & {
  lines: {
    incomeAccountCode: string;
    amountExcludeVat: number;
    vat: number;
    /** The wallet this line's share goes back to (its expense type's: 0 common fee, 1 other). */
    walletType: WalletType;
    description?: string;
  }[];
};

/**
 * Receipt-based credit note: the receipt already settled the receivable and made its VAT due, so the credit
 * takes the income and the due output VAT back and owes the customer the money: Dr income per line,
 * Dr VAT_OUTPUT / Cr each wallet (advance receipts) with the shares of its lines, VAT included.
 */
export function postReceiptCreditNote(doc: ReceiptCreditNotePosting, map: AccountMap): JournalDraft {
  if (!Array.isArray(doc.lines) || doc.lines.length === 0)
    throw new RangeError(`${doc.documentNo} has no lines`);
  const lines: JournalLine[] = [];
  const owed = new Map<string, number>();
  let vat = 0;
  let total = 0;
  for (const line of doc.lines) {
    if (typeof line.incomeAccountCode !== 'string' || line.incomeAccountCode.trim() === '')
      throw new RangeError(`${doc.documentNo}: a line has no income account`);
    const base = checkSatang(line.amountExcludeVat, 'amountExcludeVat');
    const lineVat = checkSatang(line.vat, 'vat');
    const wallet = accountOf(map, walletRole(line.walletType));
    lines.push({
      accountCode: line.incomeAccountCode,
      side: 'debit',
      amount: base,
      description: line.description,
    });
    owed.set(wallet, (owed.get(wallet) ?? 0) + base + lineVat);
    vat += lineVat;
    total += base + lineVat;
  }
  if (total === 0) throw new RangeError(`${doc.documentNo} totals zero`);
  lines.push({ accountCode: accountOf(map, 'VAT_OUTPUT'), side: 'debit', amount: vat });
  for (const [accountCode, amount] of owed) lines.push({ accountCode, side: 'credit', amount });
  return buildDraft(doc, lines);
}
