import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser, property } from '../../platform/db/schema';
import { journalEntry } from '../ledger/ledger.schema';
import { receiptPayment } from '../receipts/receipts.schema';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/**
 * A bank deposit (JV): cash and cheques collected by receipts, paid into a bank account (Dr bank / Cr cash, Cr
 * cheques on hand), or the receipts of a reconciled bill-payment file. Cancelling posts a reversal and puts the
 * payments back on hand.
 */
export const deposit = pgTable(
  'deposit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    depositNo: varchar('deposit_no', { length: 20 }).notNull(),
    depositDate: date('deposit_date').notNull(),
    /** The bank account (chart code) the money went into. */
    bankAccountCode: varchar('bank_account_code', { length: 20 }).notNull(),
    source: varchar('source', { length: 12 }).notNull().default('COUNTER'),
    status: varchar('status', { length: 10 }).notNull().default('POSTED'),
    amount: money('amount').notNull(),
    remark: varchar('remark', { length: 500 }),
    journalEntryId: uuid('journal_entry_id'),
    printCount: integer('print_count').notNull().default(0),
    cancelReason: varchar('cancel_reason', { length: 500 }),
    cancelledBy: uuid('cancelled_by').references(() => appUser.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => appUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('deposit_property_no').on(t.propertyId, t.depositNo),
    // The list's order (deposits.repository listKey).
    index('deposit_list').on(t.propertyId, t.depositDate, t.depositNo, t.id),
    check('deposit_status', sql`${t.status} in ('POSTED', 'CANCELLED')`),
    check('deposit_source', sql`${t.source} in ('COUNTER', 'BILL_PAYMENT')`),
    check('deposit_amount', sql`${t.amount} > 0`),
    unique('deposit_property_key').on(t.propertyId, t.id),
    foreignKey({
      name: 'deposit_journal_entry_scoped',
      columns: [t.journalEntryId, t.propertyId],
      foreignColumns: [journalEntry.id, journalEntry.propertyId],
    }),
  ],
);

/**
 * The receipt payments a deposit took (kept after a cancel, for history; `receipt_payment.deposit_id` is current).
 * A cheque the bank returned stays on the slip as it was presented, dated `returned_at`, and is left out of the
 * deposit's net amount.
 */
export const depositItem = pgTable(
  'deposit_item',
  {
    /** The property of the deposit: both references below stay within it. */
    propertyId: uuid('property_id').notNull(),
    depositId: uuid('deposit_id').notNull(),
    receiptPaymentId: uuid('receipt_payment_id').notNull(),
    amount: money('amount').notNull(),
    /** The day the bank returned the cheque of this payment (null while it stands). */
    returnedAt: date('returned_at'),
  },
  (t) => [
    unique('deposit_item_payment').on(t.depositId, t.receiptPaymentId),
    index('deposit_item_payment_idx').on(t.receiptPaymentId),
    foreignKey({
      name: 'deposit_item_receipt_payment_scoped',
      columns: [t.propertyId, t.receiptPaymentId],
      foreignColumns: [receiptPayment.propertyId, receiptPayment.id],
    }),
    foreignKey({
      name: 'deposit_item_deposit_scoped',
      columns: [t.propertyId, t.depositId],
      foreignColumns: [deposit.propertyId, deposit.id],
    }),
  ],
);

/** What a bill-payment line matched, as shown for review and kept after commit. */
export type BillPaymentMatch = {
  lineNo: number;
  sequence: string;
  paymentDate: string;
  paymentTime: string;
  customerName: string;
  ref1: string;
  ref2: string;
  amountSatang: number;
  /** MATCHED, UNMATCHED or MISMATCH (amount differs from what the invoice owes). */
  result: 'MATCHED' | 'UNMATCHED' | 'MISMATCH';
  reason: string | null;
  unitCode: string | null;
  invoiceNo: string | null;
  outstandingSatang: number | null;
  receiptNo: string | null;
};

/**
 * An uploaded bill-payment (mPay) file between review and commit. A file is committed once per property (its
 * hash), and the commit makes the receipts and the deposit in one transaction.
 */
export const billPaymentImport = pgTable(
  'bill_payment_import',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    fileHash: varchar('file_hash', { length: 64 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('REVIEW'),
    bankCode: varchar('bank_code', { length: 3 }),
    companyAccount: varchar('company_account', { length: 10 }),
    fileDate: date('file_date'),
    lineCount: integer('line_count').notNull(),
    matchedCount: integer('matched_count').notNull(),
    totalAmount: money('total_amount').notNull(),
    matches: jsonb('matches').$type<BillPaymentMatch[]>().notNull(),
    depositId: uuid('deposit_id'),
    createdBy: uuid('created_by').references(() => appUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    committedAt: timestamp('committed_at', { withTimezone: true }),
  },
  (t) => [
    index('bill_payment_import_property').on(t.propertyId, t.createdAt),
    uniqueIndex('bill_payment_import_once')
      .on(t.propertyId, t.fileHash)
      .where(sql`${t.status} = 'COMMITTED'`),
    check('bill_payment_import_status', sql`${t.status} in ('REVIEW', 'COMMITTED')`),
    foreignKey({
      name: 'bill_payment_import_deposit_scoped',
      columns: [t.propertyId, t.depositId],
      foreignColumns: [deposit.propertyId, deposit.id],
    }),
  ],
);
