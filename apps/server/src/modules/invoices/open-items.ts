import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { customer } from '../customers';
import { unit } from '../units';
import { invoice, invoiceLine } from './invoices.schema';

/**
 * Open items: what is still owed, read from the settled amounts the posting paths keep on each invoice and
 * invoice line (a receipt adds to paid_amount, a credit note to credited_amount, a cancelled receipt takes its
 * amount back, all in the transaction that posts the journal). Only a draft can be cancelled, so an ISSUED
 * invoice's receivable in the ledger is always its grand total less what was paid and credited.
 */

/**
 * An issued invoice not fully settled. Written exactly as the predicate of the partial index invoice_open_due
 * (migration 0012), so the planner serves it from that index.
 */
export const openInvoice = (propertyId: string): SQL =>
  and(eq(invoice.propertyId, propertyId), sql`${invoice.status} = 'ISSUED' and ${invoice.openAmount} > 0`)!;

/** What an invoice line still owes, as numeric. */
export const openLineAmount = sql<string>`(${invoiceLine.grandTotal} - ${invoiceLine.paidAmount} - ${invoiceLine.creditedAmount})`;

/** A unit's open invoices, earliest due first: through the open-item index, never the unit's whole history. */
export async function openInvoicesOfUnit(db: Executor, propertyId: string, unitId: string) {
  return db
    .select({ invoice, unitCode: unit.code, customerCode: customer.code })
    .from(invoice)
    .innerJoin(unit, eq(unit.id, invoice.unitId))
    .innerJoin(customer, eq(customer.id, invoice.customerId))
    .where(and(openInvoice(propertyId), eq(invoice.unitId, unitId)))
    .orderBy(asc(invoice.dueDate), asc(invoice.invoiceNo));
}
