import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser, customer, property } from '../../platform/db/schema';
import { invoice, invoiceLine } from '../invoices/invoices.schema';
import { journalEntry } from '../ledger/ledger.schema';
import { receipt } from '../receipts/receipts.schema';
import { unit } from '../units/units.schema';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/**
 * A credit note (CN). Type 1 reduces invoice lines still owed; type 2 credits what a receipt paid (the money goes
 * to the customer's wallet). Status 1 waits for approval, 4 approved (posted), 2 rejected, 3 cancelled; 2 and 3
 * are the spec's cancel statuses. It is numbered when saved and posts to the ledger when the last step approves.
 */
export const creditNote = pgTable(
  'credit_note',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    creditNoteNo: varchar('credit_note_no', { length: 20 }).notNull(),
    creditNoteType: smallint('credit_note_type').notNull(),
    status: smallint('status').notNull().default(1),
    creditNoteDate: date('credit_note_date').notNull(),
    unitId: uuid('unit_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    customerName: varchar('customer_name', { length: 300 }).notNull(),
    customerAddress: varchar('customer_address', { length: 700 }),
    description: varchar('description', { length: 500 }).notNull(),
    receiptId: uuid('receipt_id'),
    amountExcludeVat: money('amount_exclude_vat').notNull(),
    vat: money('vat').notNull(),
    grandTotal: money('grand_total').notNull(),
    journalEntryId: uuid('journal_entry_id'),
    reason: varchar('reason', { length: 500 }),
    /** Prints of the approved document (the ones before approval are drafts and not counted). */
    printCount: integer('print_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => appUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: uuid('closed_by').references(() => appUser.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    unique('credit_note_property_no').on(t.propertyId, t.creditNoteNo),
    unique('credit_note_property_key').on(t.propertyId, t.id),
    // The list's order (credit-notes.repository listKey).
    index('credit_note_list').on(t.propertyId, t.creditNoteDate, t.creditNoteNo, t.id),
    // A unit's and a customer's statement of account.
    index('credit_note_unit').on(t.unitId),
    index('credit_note_customer').on(t.customerId),
    check('credit_note_type', sql`${t.creditNoteType} in (1, 2)`),
    check('credit_note_status', sql`${t.status} in (1, 2, 3, 4)`),
    check('credit_note_receipt', sql`(${t.creditNoteType} = 2) = (${t.receiptId} is not null)`),
    check(
      'credit_note_totals',
      sql`${t.grandTotal} = ${t.amountExcludeVat} + ${t.vat} and ${t.grandTotal} > 0`,
    ),
    foreignKey({
      name: 'credit_note_receipt_scoped',
      columns: [t.propertyId, t.receiptId],
      foreignColumns: [receipt.propertyId, receipt.id],
    }),
    foreignKey({
      name: 'credit_note_unit_scoped',
      columns: [t.propertyId, t.unitId],
      foreignColumns: [unit.propertyId, unit.id],
    }),
    foreignKey({
      name: 'credit_note_customer_scoped',
      columns: [t.propertyId, t.customerId],
      foreignColumns: [customer.propertyId, customer.id],
    }),
    foreignKey({
      name: 'credit_note_journal_entry_scoped',
      columns: [t.journalEntryId, t.propertyId],
      foreignColumns: [journalEntry.id, journalEntry.propertyId],
    }),
  ],
);

/** Type 1: what is credited of each invoice line (bounded by what the line still owes when approved). */
export const creditNoteLine = pgTable(
  'credit_note_line',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The property of the document it belongs to: every reference below stays within it. */
    propertyId: uuid('property_id').notNull(),
    creditNoteId: uuid('credit_note_id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    invoiceLineId: uuid('invoice_line_id').notNull(),
    amountExcludeVat: money('amount_exclude_vat').notNull(),
    vat: money('vat').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    index('credit_note_line_note').on(t.creditNoteId),
    index('credit_note_line_invoice').on(t.invoiceId),
    check('credit_note_line_amount', sql`${t.amount} > 0 and ${t.amount} = ${t.amountExcludeVat} + ${t.vat}`),
    foreignKey({
      name: 'credit_note_line_credit_note_scoped',
      columns: [t.propertyId, t.creditNoteId],
      foreignColumns: [creditNote.propertyId, creditNote.id],
    }),
    foreignKey({
      name: 'credit_note_line_invoice_scoped',
      columns: [t.propertyId, t.invoiceId],
      foreignColumns: [invoice.propertyId, invoice.id],
    }),
    foreignKey({
      name: 'credit_note_line_invoice_line_scoped',
      columns: [t.propertyId, t.invoiceLineId],
      foreignColumns: [invoiceLine.propertyId, invoiceLine.id],
    }),
  ],
);
