import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  numeric,
  pgTable,
  smallint,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser, property } from '../../platform/db/schema';
import { journalEntry } from '../ledger/ledger.schema';
import { unit } from '../units/units.schema';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/**
 * A manual journal voucher (JV) typed by the accountant. Numbered in the JV series when saved; status 1 waits for
 * approval, 4 approved (its entry posted), 2 rejected, 3 cancelled (before approval nothing was posted; after it,
 * `reversal_entry_id` is the entry that cancels the posting).
 */
export const manualVoucher = pgTable(
  'manual_voucher',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    voucherNo: varchar('voucher_no', { length: 20 }).notNull(),
    voucherDate: date('voucher_date').notNull(),
    status: smallint('status').notNull().default(1),
    description: varchar('description', { length: 500 }).notNull(),
    /** The sum of the debits (= of the credits). */
    total: money('total').notNull(),
    journalEntryId: uuid('journal_entry_id'),
    reversalEntryId: uuid('reversal_entry_id'),
    reason: varchar('reason', { length: 500 }),
    createdBy: uuid('created_by').references(() => appUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: uuid('closed_by').references(() => appUser.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    unique('manual_voucher_property_no').on(t.propertyId, t.voucherNo),
    unique('manual_voucher_property_key').on(t.propertyId, t.id),
    index('manual_voucher_pending')
      .on(t.propertyId, t.voucherDate)
      .where(sql`${t.status} = 1`),
    check('manual_voucher_status', sql`${t.status} in (1, 2, 3, 4)`),
    check('manual_voucher_total', sql`${t.total} > 0`),
    check('manual_voucher_posted', sql`(${t.status} = 4) <= (${t.journalEntryId} is not null)`),
    foreignKey({
      name: 'manual_voucher_entry_scoped',
      columns: [t.journalEntryId, t.propertyId],
      foreignColumns: [journalEntry.id, journalEntry.propertyId],
    }),
    foreignKey({
      name: 'manual_voucher_reversal_scoped',
      columns: [t.reversalEntryId, t.propertyId],
      foreignColumns: [journalEntry.id, journalEntry.propertyId],
    }),
  ],
);

/** A line as typed: one account with a debit or a credit (the database checks one of them, positive). */
export const manualVoucherLine = pgTable(
  'manual_voucher_line',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id').notNull(),
    voucherId: uuid('voucher_id').notNull(),
    lineNo: smallint('line_no').notNull(),
    accountCode: varchar('account_code', { length: 20 }).notNull(),
    description: varchar('description', { length: 200 }),
    debit: money('debit').notNull().default('0'),
    credit: money('credit').notNull().default('0'),
    unitId: uuid('unit_id'),
  },
  (t) => [
    unique('manual_voucher_line_no').on(t.voucherId, t.lineNo),
    check(
      'manual_voucher_line_side',
      sql`${t.debit} >= 0 and ${t.credit} >= 0 and (${t.debit} > 0) <> (${t.credit} > 0)`,
    ),
    foreignKey({
      name: 'manual_voucher_line_voucher_scoped',
      columns: [t.propertyId, t.voucherId],
      foreignColumns: [manualVoucher.propertyId, manualVoucher.id],
    }),
    foreignKey({
      name: 'manual_voucher_line_unit_scoped',
      columns: [t.propertyId, t.unitId],
      foreignColumns: [unit.propertyId, unit.id],
    }),
  ],
);
