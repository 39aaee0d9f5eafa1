import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser, customer, property } from '../../platform/db/schema';
import { expenseType } from '../config-expense/config-expense.schema';
import { journalEntry } from '../ledger/ledger.schema';
import { unit } from '../units/units.schema';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/**
 * A billing run: generates the invoices of one billing month in one transaction, in the background. The expenses
 * module starts and fills it; the table is here because each invoice it makes names its run.
 */
export const billingRun = pgTable(
  'billing_run',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    month: char('month', { length: 7 }).notNull(),
    invoiceDate: char('invoice_date', { length: 10 }).notNull(),
    dueDate: char('due_date', { length: 10 }).notNull(),
    /** RUNNING, DONE or FAILED. */
    status: varchar('status', { length: 10 }).notNull(),
    unitCount: integer('unit_count').notNull().default(0),
    invoiceCount: integer('invoice_count').notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 18, scale: 2 }).notNull().default('0'),
    /** The choice for units without a reading (MISSING_METER_CHOICES), null when none was needed or given. */
    missingMeter: varchar('missing_meter', { length: 10 }),
    warningCount: integer('warning_count').notNull().default(0),
    error: text('error'),
    createdBy: uuid('created_by').references(() => appUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * Live progress of a RUNNING run on PostgreSQL (units done of total), written outside the run's transaction
     * so any instance answers a progress poll; null until the run is planned (and on the embedded database).
     */
    progressDone: integer('progress_done'),
    progressTotal: integer('progress_total'),
    /** The process (host:pid) working the run, or that last worked it; a retry elsewhere replaces it. */
    worker: varchar('worker', { length: 200 }),
  },
  (t) => [
    index('billing_run_property').on(t.propertyId, t.createdAt),
    unique('billing_run_property_key').on(t.propertyId, t.id),
  ],
);

/**
 * An invoice to the customer of one unit. A DRAFT has no number and can be changed or cancelled; ISSUED has a
 * gapless number and a journal entry and is corrected only by a credit note. The customer's name and address are
 * kept as issued (a tax invoice must show them as they were).
 */
export const invoice = pgTable(
  'invoice',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    invoiceNo: varchar('invoice_no', { length: 20 }),
    status: varchar('status', { length: 10 }).notNull(),
    /** BILLING (a billing run), MANUAL, SURCHARGE or IMPORT. */
    source: varchar('source', { length: 10 }).notNull(),
    unitId: uuid('unit_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    customerName: varchar('customer_name', { length: 300 }).notNull(),
    customerAddress: varchar('customer_address', { length: 700 }),
    customerTaxId: varchar('customer_tax_id', { length: 13 }),
    customerBranchNo: varchar('customer_branch_no', { length: 5 }),
    invoiceDate: date('invoice_date').notNull(),
    dueDate: date('due_date').notNull(),
    /** YYYY-MM of the billing month (billing runs), else of the invoice date. */
    billingMonth: char('billing_month', { length: 7 }).notNull(),
    amountExcludeVat: money('amount_exclude_vat').notNull(),
    vat: money('vat').notNull(),
    grandTotal: money('grand_total').notNull(),
    paidAmount: money('paid_amount').notNull().default('0'),
    creditedAmount: money('credited_amount').notNull().default('0'),
    /**
     * What is still owed (open items), computed by the database from the amounts above so it cannot drift; a
     * column of its own so ANALYZE knows how few invoices are open (an expression's estimate is a third of all).
     */
    openAmount: money('open_amount').generatedAlwaysAs(sql`grand_total - paid_amount - credited_amount`),
    /**
     * What the surcharge-bearing lines (SURCHARGE_CATEGORIES) still owe: the surcharge's principal. Kept by the
     * database (trigger invoice_line_surcharge_open, migration 0019) whenever the invoice's lines are written, so
     * the surcharge run reads it from the open invoice instead of probing every open invoice's lines.
     */
    surchargeOpen: money('surcharge_open').notNull().default('0'),
    remark: varchar('remark', { length: 500 }),
    billingRunId: uuid('billing_run_id'),
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
    unique('invoice_property_no').on(t.propertyId, t.invoiceNo),
    index('invoice_property_month').on(t.propertyId, t.billingMonth),
    index('invoice_unit').on(t.unitId),
    // A customer's statement of account.
    index('invoice_customer').on(t.customerId),
    // The list's order (invoices.repository listKey) and its text searches (pg_trgm serves ILIKE '%...%').
    index('invoice_list').on(t.propertyId, t.invoiceDate, sql`coalesce(${t.invoiceNo}, '')`, t.id),
    // Both start with the property (btree_gin): a number's or a name's candidates are that property's rows only.
    index('invoice_no_trgm').using('gin', t.propertyId, sql`${t.invoiceNo} gin_trgm_ops`),
    index('invoice_customer_name_trgm').using('gin', t.propertyId, sql`${t.customerName} gin_trgm_ops`),
    // Open items: issued and not settled, by due date (aging, surcharge, a unit's open invoices). The predicate is
    // that of openInvoice() in open-items.ts word for word, so the planner can prove a query's filter implies it.
    index('invoice_open_due')
      .on(t.propertyId, t.dueDate)
      .where(sql`${t.status} = 'ISSUED' and ${t.openAmount} > 0`),
    check('invoice_status', sql`${t.status} in ('DRAFT', 'ISSUED', 'CANCELLED')`),
    check(
      'invoice_numbered',
      sql`${t.status} = 'DRAFT' or ${t.status} = 'CANCELLED' or ${t.invoiceNo} is not null`,
    ),
    check('invoice_totals', sql`${t.grandTotal} = ${t.amountExcludeVat} + ${t.vat}`),
    check('invoice_settled', sql`${t.paidAmount} + ${t.creditedAmount} <= ${t.grandTotal}`),
    unique('invoice_property_key').on(t.propertyId, t.id),
    foreignKey({
      name: 'invoice_billing_run_scoped',
      columns: [t.propertyId, t.billingRunId],
      foreignColumns: [billingRun.propertyId, billingRun.id],
    }),
    foreignKey({
      name: 'invoice_unit_scoped',
      columns: [t.propertyId, t.unitId],
      foreignColumns: [unit.propertyId, unit.id],
    }),
    foreignKey({
      name: 'invoice_customer_scoped',
      columns: [t.propertyId, t.customerId],
      foreignColumns: [customer.propertyId, customer.id],
    }),
    foreignKey({
      name: 'invoice_journal_entry_scoped',
      columns: [t.journalEntryId, t.propertyId],
      foreignColumns: [journalEntry.id, journalEntry.propertyId],
    }),
  ],
);

export const invoiceLine = pgTable(
  'invoice_line',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The property of the document it belongs to: every reference below stays within it. */
    propertyId: uuid('property_id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    lineNo: smallint('line_no').notNull(),
    expenseTypeId: uuid('expense_type_id').notNull(),
    description: varchar('description', { length: 300 }).notNull(),
    cycleStart: char('cycle_start', { length: 7 }).notNull(),
    cycleEnd: char('cycle_end', { length: 7 }).notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 6 }),
    unitPrice: money('unit_price'),
    previousMeter: numeric('previous_meter', { precision: 12, scale: 2 }),
    currentMeter: numeric('current_meter', { precision: 12, scale: 2 }),
    /**
     * The meter type's minimum charge was billed instead of the priced use (the use priced below it, or a run told
     * to bill the minimum for a unit without a reading): quantity x price does not give the amount, and the line
     * says so. Recorded by the billing run, as the minimum and the rates may change after.
     */
    chargedMinimum: boolean('charged_minimum').notNull().default(false),
    amountExcludeVat: money('amount_exclude_vat').notNull(),
    vat: money('vat').notNull(),
    grandTotal: money('grand_total').notNull(),
    paidAmount: money('paid_amount').notNull().default('0'),
    creditedAmount: money('credited_amount').notNull().default('0'),
  },
  (t) => [
    unique('invoice_line_no').on(t.invoiceId, t.lineNo),
    check(
      'invoice_line_totals',
      sql`${t.grandTotal} = ${t.amountExcludeVat} + ${t.vat} and ${t.amountExcludeVat} >= 0 and ${t.vat} >= 0`,
    ),
    check('invoice_line_settled', sql`${t.paidAmount} + ${t.creditedAmount} <= ${t.grandTotal}`),
    unique('invoice_line_property_key').on(t.propertyId, t.id),
    foreignKey({
      name: 'invoice_line_invoice_scoped',
      columns: [t.propertyId, t.invoiceId],
      foreignColumns: [invoice.propertyId, invoice.id],
    }),
    foreignKey({
      name: 'invoice_line_expense_type_scoped',
      columns: [t.propertyId, t.expenseTypeId],
      foreignColumns: [expenseType.propertyId, expenseType.id],
    }),
  ],
);

/**
 * What has been billed: one row per unit, expense type and cycle start, so a billing run re-run (or two at once)
 * can never bill the same charge twice. Cancelling a draft frees its rows.
 */
export const billedCharge = pgTable(
  'billed_charge',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    unitId: uuid('unit_id').notNull(),
    expenseTypeId: uuid('expense_type_id').notNull(),
    cycleStart: char('cycle_start', { length: 7 }).notNull(),
    invoiceId: uuid('invoice_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.expenseTypeId, t.cycleStart] }),
    index('billed_charge_invoice').on(t.invoiceId),
    foreignKey({
      name: 'billed_charge_invoice_scoped',
      columns: [t.propertyId, t.invoiceId],
      foreignColumns: [invoice.propertyId, invoice.id],
    }),
    foreignKey({
      name: 'billed_charge_unit_scoped',
      columns: [t.propertyId, t.unitId],
      foreignColumns: [unit.propertyId, unit.id],
    }),
    foreignKey({
      name: 'billed_charge_expense_type_scoped',
      columns: [t.propertyId, t.expenseTypeId],
      foreignColumns: [expenseType.propertyId, expenseType.id],
    }),
  ],
);
