import { and, asc, eq, gte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { creditNote, creditNoteLine } from '../credit-notes';
import { customer } from '../customers';
import { invoice, openInvoice } from '../invoices';
import { journalEntry } from '../ledger';
import { receipt, receiptInvoiceLine } from '../receipts';
import { unit } from '../units';

/**
 * The statement's reads. The party is a customer or a unit; what it owes is read from ITS INVOICES: an invoice of
 * the party is a debit, and a receipt or credit note counts for what it settled of the party's invoices (a new
 * owner paying the old owner's invoices credits the old owner's statement, as it credits those invoices' open
 * items). So the closing balance is, to the satang, what the party's open items say it owes.
 */
export type PartyRef = { kind: 'customer' | 'unit'; id: string };

const invoiceOf = (p: PartyRef): SQL =>
  p.kind === 'customer' ? eq(invoice.customerId, p.id) : eq(invoice.unitId, p.id);
const receiptOf = (p: PartyRef): SQL =>
  p.kind === 'customer' ? eq(receipt.customerId, p.id) : eq(receipt.unitId, p.id);
const creditNoteOf = (p: PartyRef): SQL =>
  p.kind === 'customer' ? eq(creditNote.customerId, p.id) : eq(creditNote.unitId, p.id);

export async function customerByCode(db: Executor, propertyId: string, code: string) {
  const [row] = await db
    .select()
    .from(customer)
    .where(and(eq(customer.propertyId, propertyId), eq(customer.code, code.toUpperCase())));
  return row ?? null;
}

/** The issued invoices of the party dated from `from` on. */
export function invoicesFrom(db: Executor, propertyId: string, party: PartyRef, from: string) {
  return db
    .select({
      documentNo: sql<string>`coalesce(${invoice.invoiceNo}, '')`,
      date: invoice.invoiceDate,
      dueDate: invoice.dueDate,
      amount: invoice.grandTotal,
      unitCode: unit.code,
    })
    .from(invoice)
    .innerJoin(unit, eq(unit.id, invoice.unitId))
    .where(
      and(
        eq(invoice.propertyId, propertyId),
        eq(invoice.status, 'ISSUED'),
        invoiceOf(party),
        gte(invoice.invoiceDate, from),
      ),
    );
}

/**
 * The receipts dated from `from` on, or cancelled by a reversal dated from `from` on, that settled invoices of the party or were taken from it: what each settled of
 * the party's invoices, the invoices' numbers, the overpayment it kept in the party's wallet, and, when cancelled,
 * the date of the reversal that undid it (read from the ledger: a returned cheque's reversal takes its own date).
 */
export function receiptsFrom(db: Executor, propertyId: string, party: PartyRef, from: string) {
  const settledLines = sql`from ${receiptInvoiceLine} inner join ${invoice} on ${invoice.id} = ${receiptInvoiceLine.invoiceId}
    where ${receiptInvoiceLine.receiptId} = ${receipt.id} and ${invoiceOf(party)}`;
  return db
    .select({
      id: receipt.id,
      documentNo: receipt.receiptNo,
      date: receipt.receiptDate,
      status: receipt.status,
      cancelReason: receipt.cancelReason,
      unitCode: unit.code,
      settled: sql<string>`(select coalesce(sum(${receiptInvoiceLine.amount}), 0) ${settledLines})::text`,
      invoiceNos: sql<
        string | null
      >`(select string_agg(distinct ${invoice.invoiceNo}, ', ' order by ${invoice.invoiceNo}) ${settledLines})`,
      toAdvance: sql<string>`(case when ${receiptOf(party)} then ${receipt.walletTopUp} else 0 end)::text`,
      reversedOn: journalEntry.entryDate,
    })
    .from(receipt)
    .innerJoin(unit, eq(unit.id, receipt.unitId))
    .leftJoin(
      journalEntry,
      and(eq(journalEntry.reversesId, receipt.journalEntryId), eq(journalEntry.propertyId, propertyId)),
    )
    .where(
      and(
        eq(receipt.propertyId, propertyId),
        or(gte(receipt.receiptDate, from), gte(journalEntry.entryDate, from)),
        // Found from the party's own receipts and its invoices' receipt lines (each by an index), never by
        // looking at every receipt of the property's history.
        sql`${receipt.id} in (select ${receipt.id} from ${receipt} where ${receiptOf(party)}
          union select ${receiptInvoiceLine.receiptId} from ${receiptInvoiceLine}
          inner join ${invoice} on ${invoice.id} = ${receiptInvoiceLine.invoiceId} where ${invoiceOf(party)})`,
      ),
    );
}

/**
 * The approved credit notes dated from `from` on: an invoice-based one credits what it took off the party's
 * invoices; a receipt-based one leaves them paid and puts its amount in the party's wallet.
 */
export function creditNotesFrom(db: Executor, propertyId: string, party: PartyRef, from: string) {
  const creditedLines = sql`from ${creditNoteLine} inner join ${invoice} on ${invoice.id} = ${creditNoteLine.invoiceId}
    where ${creditNoteLine.creditNoteId} = ${creditNote.id} and ${invoiceOf(party)}`;
  return db
    .select({
      documentNo: creditNote.creditNoteNo,
      date: creditNote.creditNoteDate,
      type: creditNote.creditNoteType,
      unitCode: unit.code,
      credited: sql<string>`(select coalesce(sum(${creditNoteLine.amount}), 0) ${creditedLines})::text`,
      invoiceNos: sql<
        string | null
      >`(select string_agg(distinct ${invoice.invoiceNo}, ', ' order by ${invoice.invoiceNo}) ${creditedLines})`,
      receiptNo: receipt.receiptNo,
      toAdvance: sql<string>`(case when ${creditNote.creditNoteType} = 2 and ${creditNoteOf(party)} then ${creditNote.grandTotal} else 0 end)::text`,
    })
    .from(creditNote)
    .innerJoin(unit, eq(unit.id, creditNote.unitId))
    .leftJoin(receipt, eq(receipt.id, creditNote.receiptId))
    .where(
      and(
        eq(creditNote.propertyId, propertyId),
        eq(creditNote.status, 4),
        gte(creditNote.creditNoteDate, from),
        sql`${creditNote.id} in (select ${creditNote.id} from ${creditNote} where ${creditNoteOf(party)}
          union select ${creditNoteLine.creditNoteId} from ${creditNoteLine}
          inner join ${invoice} on ${invoice.id} = ${creditNoteLine.invoiceId} where ${invoiceOf(party)})`,
      ),
    );
}

/** The party's invoices still owed (open items), earliest due first. */
export function unpaidInvoices(db: Executor, propertyId: string, party: PartyRef) {
  return db
    .select({
      invoiceNo: sql<string>`coalesce(${invoice.invoiceNo}, '')`,
      unitCode: unit.code,
      invoiceDate: invoice.invoiceDate,
      dueDate: invoice.dueDate,
      grandTotal: invoice.grandTotal,
      outstanding: sql<string>`${invoice.openAmount}::text`,
    })
    .from(invoice)
    .innerJoin(unit, eq(unit.id, invoice.unitId))
    .where(and(openInvoice(propertyId), invoiceOf(party)))
    .orderBy(asc(invoice.dueDate), asc(invoice.invoiceNo));
}
