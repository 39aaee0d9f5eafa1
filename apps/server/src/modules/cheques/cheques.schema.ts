import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser, property } from '../../platform/db/schema';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/**
 * A cheque the juristic person received (RECEIVED, chequeType 1: pays receipts) or wrote (ISSUED: pays
 * suppliers). A received cheque's `balance` is what receipts have not used yet; it never goes below zero, so two
 * receipts saved at once cannot spend the same cheque twice.
 * Status: ON_HAND -> DEPOSITED (send) -> PASSED (cleared); RETURNED (reset: the receipts it paid are reopened);
 * CANCELLED (only while no receipt uses it).
 */
export const cheque = pgTable(
  'cheque',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    direction: varchar('direction', { length: 10 }).notNull(),
    chequeNo: varchar('cheque_no', { length: 8 }).notNull(),
    chequeDate: date('cheque_date').notNull(),
    bankCode: varchar('bank_code', { length: 10 }).notNull(),
    branchCode: varchar('branch_code', { length: 10 }),
    /** RECEIVED: who wrote it. ISSUED: who it is paid to. */
    payerName: varchar('payer_name', { length: 300 }).notNull(),
    amount: money('amount').notNull(),
    balance: money('balance').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('ON_HAND'),
    /** ISSUED: the bank account (chart code) it is drawn on and the cheque book. */
    accountCode: varchar('account_code', { length: 20 }),
    bookNo: varchar('book_no', { length: 20 }),
    remark: varchar('remark', { length: 500 }),
    depositedAt: date('deposited_at'),
    passedAt: date('passed_at'),
    returnedAt: date('returned_at'),
    statusReason: varchar('status_reason', { length: 500 }),
    createdBy: uuid('created_by').references(() => appUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => appUser.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    unique('cheque_number').on(t.propertyId, t.direction, t.bankCode, t.chequeNo),
    index('cheque_property_status').on(t.propertyId, t.status),
    // The list's order (cheques.repository listKey).
    index('cheque_list').on(t.propertyId, t.chequeDate, t.chequeNo, t.id),
    check('cheque_direction', sql`${t.direction} in ('RECEIVED', 'ISSUED')`),
    check('cheque_status', sql`${t.status} in ('ON_HAND', 'DEPOSITED', 'PASSED', 'RETURNED', 'CANCELLED')`),
    check('cheque_no_digits', sql`${t.chequeNo} ~ '^[0-9]{8}$'`),
    check('cheque_balance', sql`${t.amount} >= 1 and ${t.balance} >= 0 and ${t.balance} <= ${t.amount}`),
    unique('cheque_property_key').on(t.propertyId, t.id),
  ],
);

/** An uploaded cheque file between review and commit (rows as read, with their problems). */
export const chequeImport = pgTable(
  'cheque_import',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    status: varchar('status', { length: 10 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    rowCount: integer('row_count').notNull(),
    errorCount: integer('error_count').notNull(),
    rows: jsonb('rows').$type<Record<string, unknown>[]>().notNull(),
    createdBy: uuid('created_by').references(() => appUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    committedAt: timestamp('committed_at', { withTimezone: true }),
  },
  (t) => [check('cheque_import_status', sql`${t.status} in ('VALIDATED', 'FAILED', 'COMMITTED')`)],
);
