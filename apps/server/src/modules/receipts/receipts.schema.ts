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
import { cheque } from '../cheques/cheques.schema';
import { invoice, invoiceLine } from '../invoices/invoices.schema';
import { journalEntry } from '../ledger/ledger.schema';
import { unit } from '../units/units.schema';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/**
 * A receipt (RC) for money received from one unit's customer. It is numbered and posted when saved; it is never
 * changed afterwards except its header texts (update, rename) and print count; cancelling posts a reversal and
 * gives the paid amounts back to the invoices. `idempotency_key` makes a retried save return the first receipt.
 */
export const receipt = pgTable(
  'receipt',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    receiptNo: varchar('receipt_no', { length: 20 }).notNull(),
    /** Receipt type code (GET /receipts/type). */
    receiptType: varchar('receipt_type', { length: 10 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('ISSUED'),
    /** COUNTER (entered by staff) or BILL_PAYMENT (a reconciled bank file). */
    source: varchar('source', { length: 12 }).notNull().default('COUNTER'),
    unitId: uuid('unit_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    customerName: varchar('customer_name', { length: 300 }).notNull(),
    customerAddress: varchar('customer_address', { length: 700 }),
    customerTaxId: varchar('customer_tax_id', { length: 13 }),
    customerBranchNo: varchar('customer_branch_no', { length: 5 }),
    receiptDate: date('receipt_date').notNull(),
    /** Invoices settled: base, VAT and total. */
    amountExcludeVat: money('amount_exclude_vat').notNull(),
    vat: money('vat').notNull(),
    grandTotal: money('grand_total').notNull(),
    /** Money that came in (sum of payments). */
    paidTotal: money('paid_total').notNull(),
    /** Deductions: withholding tax, account items and wallet spent. */
    deductionTotal: money('deduction_total').notNull().default('0'),
    /** Overpayment kept in the customer's wallet. */
    walletTopUp: money('wallet_top_up').notNull().default('0'),
    remark: varchar('remark', { length: 500 }),
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    journalEntryId: uuid('journal_entry_id'),
    printCount: integer('print_count').notNull().default(0),
    cancelReason: varchar('cancel_reason', { length: 500 }),
    cancelledBy: uuid('cancelled_by').references(() => appUser.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => appUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    unique('receipt_property_no').on(t.propertyId, t.receiptNo),
    unique('receipt_idempotency').on(t.propertyId, t.idempotencyKey),
    // The list's order (receipts.repository listKey) and its text searches (pg_trgm serves ILIKE '%...%').
    index('receipt_list').on(t.propertyId, t.receiptDate, t.receiptNo, t.id),
    index('receipt_no_trgm').using('gin', t.propertyId, sql`${t.receiptNo} gin_trgm_ops`),
    index('receipt_customer_name_trgm').using('gin', t.propertyId, sql`${t.customerName} gin_trgm_ops`),
    index('receipt_unit').on(t.unitId),
    // A customer's statement of account.
    index('receipt_customer').on(t.customerId),
    check('receipt_status', sql`${t.status} in ('ISSUED', 'CANCELLED')`),
    check('receipt_source', sql`${t.source} in ('COUNTER', 'BILL_PAYMENT')`),
    check('receipt_totals', sql`${t.grandTotal} = ${t.amountExcludeVat} + ${t.vat}`),
    check(
      'receipt_adds_up',
      sql`${t.paidTotal} + ${t.deductionTotal} = ${t.grandTotal} + ${t.walletTopUp} and ${t.paidTotal} >= 0 and ${t.walletTopUp} >= 0`,
    ),
    unique('receipt_property_key').on(t.propertyId, t.id),
    foreignKey({
      name: 'receipt_unit_scoped',
      columns: [t.propertyId, t.unitId],
      foreignColumns: [unit.propertyId, unit.id],
    }),
    foreignKey({
      name: 'receipt_customer_scoped',
      columns: [t.propertyId, t.customerId],
      foreignColumns: [customer.propertyId, customer.id],
    }),
    foreignKey({
      name: 'receipt_journal_entry_scoped',
      columns: [t.journalEntryId, t.propertyId],
      foreignColumns: [journalEntry.id, journalEntry.propertyId],
    }),
  ],
);

/** What a receipt paid of each invoice line (the invoice panel's payAmount, spread over the invoice's lines). */
export const receiptInvoiceLine = pgTable(
  'receipt_invoice_line',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The property of the document it belongs to: every reference below stays within it. */
    propertyId: uuid('property_id').notNull(),
    receiptId: uuid('receipt_id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    invoiceLineId: uuid('invoice_line_id').notNull(),
    amountExcludeVat: money('amount_exclude_vat').notNull(),
    vat: money('vat').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    index('receipt_invoice_line_receipt').on(t.receiptId),
    index('receipt_invoice_line_invoice').on(t.invoiceId),
    check(
      'receipt_invoice_line_amount',
      sql`${t.amount} > 0 and ${t.amount} = ${t.amountExcludeVat} + ${t.vat}`,
    ),
    foreignKey({
      name: 'receipt_invoice_line_receipt_scoped',
      columns: [t.propertyId, t.receiptId],
      foreignColumns: [receipt.propertyId, receipt.id],
    }),
    foreignKey({
      name: 'receipt_invoice_line_invoice_scoped',
      columns: [t.propertyId, t.invoiceId],
      foreignColumns: [invoice.propertyId, invoice.id],
    }),
    foreignKey({
      name: 'receipt_invoice_line_invoice_line_scoped',
      columns: [t.propertyId, t.invoiceLineId],
      foreignColumns: [invoiceLine.propertyId, invoiceLine.id],
    }),
  ],
);

/**
 * One payment entry of a receipt (001 "Transaction entries"): CASH, CHEQUE, CARD, TRANSFER, ONLINE or
 * BILL_PAYMENT, each debiting `account_code`. Cash and cheques wait on hand until a deposit takes them
 * (`deposit_id`).
 */
export const receiptPayment = pgTable(
  'receipt_payment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receiptId: uuid('receipt_id').notNull(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    lineNo: smallint('line_no').notNull(),
    paymentType: varchar('payment_type', { length: 12 }).notNull(),
    accountCode: varchar('account_code', { length: 20 }).notNull(),
    amount: money('amount').notNull(),
    chequeId: uuid('cheque_id'),
    /** Card: last four digits only, the bank provider code and the holder's name. */
    cardNoLast4: varchar('card_no_last4', { length: 4 }),
    cardProviderCode: varchar('card_provider_code', { length: 10 }),
    cardName: varchar('card_name', { length: 200 }),
    bankCode: varchar('bank_code', { length: 10 }),
    /** Transfer / online: the date the money arrived; online: the account number. */
    paymentDate: date('payment_date'),
    accountNo: varchar('account_no', { length: 30 }),
    reference: varchar('reference', { length: 100 }),
    depositId: uuid('deposit_id'),
  },
  (t) => [
    unique('receipt_payment_line').on(t.receiptId, t.lineNo),
    index('receipt_payment_undeposited')
      .on(t.propertyId, t.paymentType)
      .where(sql`${t.depositId} is null`),
    index('receipt_payment_cheque').on(t.chequeId),
    check(
      'receipt_payment_type',
      sql`${t.paymentType} in ('CASH', 'CHEQUE', 'CARD', 'TRANSFER', 'ONLINE', 'BILL_PAYMENT')`,
    ),
    check('receipt_payment_amount', sql`${t.amount} > 0`),
    check('receipt_payment_cheque', sql`(${t.paymentType} = 'CHEQUE') = (${t.chequeId} is not null)`),
    unique('receipt_payment_property_key').on(t.propertyId, t.id),
    foreignKey({
      name: 'receipt_payment_receipt_scoped',
      columns: [t.propertyId, t.receiptId],
      foreignColumns: [receipt.propertyId, receipt.id],
    }),
    foreignKey({
      name: 'receipt_payment_cheque_scoped',
      columns: [t.propertyId, t.chequeId],
      foreignColumns: [cheque.propertyId, cheque.id],
    }),
  ],
);

/**
 * A deduction from what the customer pays (001 receipt panels): INVOICE_ITEM (tax the customer withheld on an
 * invoice line), ACCOUNT (an amount booked to a chosen account, e.g. a bank fee) or WALLET (advance spent).
 */
export const receiptDeduction = pgTable(
  'receipt_deduction',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The property of the document it belongs to: every reference below stays within it. */
    propertyId: uuid('property_id').notNull(),
    receiptId: uuid('receipt_id').notNull(),
    kind: varchar('kind', { length: 12 }).notNull(),
    invoiceLineId: uuid('invoice_line_id'),
    accountCode: varchar('account_code', { length: 20 }),
    walletType: smallint('wallet_type'),
    description: varchar('description', { length: 300 }),
    amount: money('amount').notNull(),
  },
  (t) => [
    index('receipt_deduction_receipt').on(t.receiptId),
    check('receipt_deduction_kind', sql`${t.kind} in ('INVOICE_ITEM', 'ACCOUNT', 'WALLET')`),
    check('receipt_deduction_amount', sql`${t.amount} > 0`),
    check('receipt_deduction_wallet', sql`(${t.kind} = 'WALLET') = (${t.walletType} is not null)`),
    foreignKey({
      name: 'receipt_deduction_receipt_scoped',
      columns: [t.propertyId, t.receiptId],
      foreignColumns: [receipt.propertyId, receipt.id],
    }),
    foreignKey({
      name: 'receipt_deduction_invoice_line_scoped',
      columns: [t.propertyId, t.invoiceLineId],
      foreignColumns: [invoiceLine.propertyId, invoiceLine.id],
    }),
  ],
);
