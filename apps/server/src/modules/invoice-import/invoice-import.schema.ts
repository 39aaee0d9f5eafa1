import { sql } from 'drizzle-orm';
import {
  char,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser, property } from '../../platform/db/schema';
import { invoice } from '../invoices/invoices.schema';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/** A problem of a row as stored: the column, and a catalogue rule or functional code with its parameters. */
export type StoredIssue = { column: string | null; key: string; params?: Record<string, string | number> };

/**
 * An uploaded invoice file (overdue debts or SAP invoices), kept between the check and the commit. VALIDATED can
 * be committed, FAILED cannot (some row is wrong), COMMITTING is being committed by a job (any instance's),
 * COMMITTED has made its invoices (once: the job takes a lock on the batch and checks the status). A commit that
 * failed as a whole (a period closed meanwhile, a restart) leaves the batch VALIDATED with its `error` code.
 */
export const invoiceImport = pgTable(
  'invoice_import',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    kind: varchar('kind', { length: 10 }).notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    rowCount: integer('row_count').notNull(),
    errorCount: integer('error_count').notNull(),
    /** Of the rows whose amounts could be read. */
    grandTotal: money('grand_total').notNull().default('0'),
    invoiceCount: integer('invoice_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => appUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    committedBy: uuid('committed_by').references(() => appUser.id),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    /** Why the last commit failed as a whole (an error code), cleared when it is committed again. */
    error: varchar('error', { length: 20 }),
    /**
     * Live progress of a commit on PostgreSQL (rows done of total), written outside the commit's transaction so
     * any instance answers a progress poll; null on the embedded database (kept in the process's memory).
     */
    progressDone: integer('progress_done'),
    progressTotal: integer('progress_total'),
  },
  (t) => [
    index('invoice_import_property').on(t.propertyId, t.createdAt),
    check('invoice_import_kind', sql`${t.kind} in ('OVERDUE', 'OPENING', 'SAP')`),
    check('invoice_import_status', sql`${t.status} in ('VALIDATED', 'FAILED', 'COMMITTING', 'COMMITTED')`),
    check(
      'invoice_import_committed',
      sql`${t.status} <> 'COMMITTED' or (${t.errorCount} = 0 and ${t.committedAt} is not null)`,
    ),
    unique('invoice_import_property_key').on(t.propertyId, t.id),
  ],
);

/**
 * One row of an uploaded file: the cells as they were (`values`, column -> text, for the error file), what they
 * mean where they could be read (typed columns), the row's problems, and once committed the invoice made from it.
 * A SAP invoice number (`reference_no`) is imported once per property: the partial unique index refuses a second
 * committed row with the same number, even from two batches committed at the same time.
 */
export const invoiceImportRow = pgTable(
  'invoice_import_row',
  {
    importId: uuid('import_id').notNull(),
    rowNo: integer('row_no').notNull(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    errors: jsonb('errors').$type<StoredIssue[]>().notNull(),
    unitCode: varchar('unit_code', { length: 20 }),
    expenseTypeCode: varchar('expense_type_code', { length: 20 }),
    ownerType: varchar('owner_type', { length: 10 }),
    invoiceDate: date('invoice_date'),
    dueDate: date('due_date'),
    billingMonth: char('billing_month', { length: 7 }),
    cycleStart: char('cycle_start', { length: 7 }),
    cycleEnd: char('cycle_end', { length: 7 }),
    meterCode: varchar('meter_code', { length: 20 }),
    previousMeter: numeric('previous_meter', { precision: 12, scale: 2 }),
    currentMeter: numeric('current_meter', { precision: 12, scale: 2 }),
    amountExcludeVat: money('amount_exclude_vat'),
    vat: money('vat'),
    grandTotal: money('grand_total'),
    /** SAP: invoiceNoSap. */
    referenceNo: varchar('reference_no', { length: 30 }),
    invoiceId: uuid('invoice_id'),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.rowNo] }),
    uniqueIndex('invoice_import_row_reference')
      .on(t.propertyId, t.referenceNo)
      .where(sql`${t.invoiceId} is not null and ${t.referenceNo} is not null`),
    index('invoice_import_row_invoice').on(t.invoiceId),
    foreignKey({
      name: 'invoice_import_row_import_scoped',
      columns: [t.propertyId, t.importId],
      foreignColumns: [invoiceImport.propertyId, invoiceImport.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'invoice_import_row_invoice_scoped',
      columns: [t.propertyId, t.invoiceId],
      foreignColumns: [invoice.propertyId, invoice.id],
    }),
  ],
);
