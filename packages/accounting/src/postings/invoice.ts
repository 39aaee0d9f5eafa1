import { EXPENSE_CATEGORIES, type ExpenseCategory } from '@suanklang/shared';
import { accountOf, receivableRole, type AccountMap } from '../accounts';
import { checkSatang } from '../decimal';
import type { JournalDraft, JournalLine } from '../journal';
import { buildDraft, type DocumentHeader } from './draft';

/** One charge on an invoice or credit note; amounts in satang, VAT already computed (exclusive). */
export type ChargeLine = {
  category: ExpenseCategory;
  incomeAccountCode: string;
  amountExcludeVat: number;
  vat: number;
  description?: string;
  /** The stored invoice line, carried on the receivable line. */
  invoiceLineId?: string;
};

export type InvoicePosting = DocumentHeader & { lines: ChargeLine[] };
export type CreditNotePosting = InvoicePosting;

/** The receivable, income and VAT amounts of a document's lines, checked once for both directions. */
function chargeLegs(
  doc: InvoicePosting,
  map: AccountMap,
): { receivable: JournalLine[]; income: JournalLine[]; vat: number } {
  if (!Array.isArray(doc.lines) || doc.lines.length === 0)
    throw new RangeError(`${doc.documentNo} has no lines`);
  const receivable: JournalLine[] = [];
  const income: JournalLine[] = [];
  let vat = 0;
  let total = 0;
  for (const line of doc.lines) {
    if (!EXPENSE_CATEGORIES.includes(line.category))
      throw new RangeError(`Unknown expense category: ${String(line.category)}`);
    if (typeof line.incomeAccountCode !== 'string' || line.incomeAccountCode.trim() === '')
      throw new RangeError(`${doc.documentNo}: a line has no income account`);
    const base = checkSatang(line.amountExcludeVat, 'amountExcludeVat');
    const lineVat = checkSatang(line.vat, 'vat');
    const { description } = line;
    receivable.push({
      accountCode: accountOf(map, receivableRole(line.category)),
      side: 'debit',
      amount: base + lineVat,
      description,
      ...(line.invoiceLineId === undefined ? {} : { invoiceLineId: line.invoiceLineId }),
    });
    income.push({ accountCode: line.incomeAccountCode, side: 'credit', amount: base, description });
    vat += lineVat;
    total += base + lineVat;
  }
  if (total === 0) throw new RangeError(`${doc.documentNo} totals zero`);
  return { receivable, income, vat };
}

const flip = (line: JournalLine): JournalLine => ({
  ...line,
  side: line.side === 'debit' ? 'credit' : 'debit',
});

/**
 * Invoice (IN): Dr receivable (by category) base + VAT / Cr income base / Cr output VAT not yet due. VAT on
 * services is due when paid (thai-accounting.md s.2), so it waits in VAT_OUTPUT_PENDING until the receipt.
 * A surcharge invoice is this same posting with category SURCHARGE and the surcharge income account (4140).
 */
export function postInvoice(doc: InvoicePosting, map: AccountMap): JournalDraft {
  const { receivable, income, vat } = chargeLegs(doc, map);
  return buildDraft(doc, [
    ...receivable,
    ...income,
    { accountCode: accountOf(map, 'VAT_OUTPUT_PENDING'), side: 'credit', amount: vat },
  ]);
}

/** Credit note (CN): the invoice turned round: Dr income, Dr output VAT not yet due / Cr receivable. */
export function postCreditNote(doc: CreditNotePosting, map: AccountMap): JournalDraft {
  const { receivable, income, vat } = chargeLegs(doc, map);
  return buildDraft(doc, [
    ...receivable.map(flip),
    ...income.map(flip),
    { accountCode: accountOf(map, 'VAT_OUTPUT_PENDING'), side: 'debit', amount: vat },
  ]);
}
