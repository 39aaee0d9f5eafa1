import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser, customer, property } from '../../platform/db/schema';
import { unit } from '../units/units.schema';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/**
 * A unit's customer wallet (advance receipts): type 0 common fees, 1 other (001 s.9). The balance row is what
 * concurrent receipts contend on: it is updated in place and can never go below zero.
 */
export const walletBalance = pgTable(
  'wallet_balance',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    unitId: uuid('unit_id').notNull(),
    walletType: smallint('wallet_type').notNull(),
    balance: money('balance').notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.walletType] }),
    check('wallet_balance_type', sql`${t.walletType} in (0, 1)`),
    check('wallet_balance_not_negative', sql`${t.balance} >= 0`),
    foreignKey({
      name: 'wallet_balance_unit_scoped',
      columns: [t.propertyId, t.unitId],
      foreignColumns: [unit.propertyId, unit.id],
    }),
  ],
);

/**
 * Every movement of a wallet, never changed: + a receipt's overpayment or a receipt-based credit note,
 * - a receipt spending it or a wallet cancel (refund). A cancelled receipt adds the opposite movement.
 */
export const walletEntry = pgTable(
  'wallet_entry',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    unitId: uuid('unit_id').notNull(),
    customerId: uuid('customer_id'),
    walletType: smallint('wallet_type').notNull(),
    /** Signed: + money kept for the customer, - money used or given back. */
    amount: money('amount').notNull(),
    /** RC (receipt), RC_CANCEL, CN (credit note), WC (wallet cancel), RQ (request-pay type 2), RQ_CANCEL. */
    sourceType: varchar('source_type', { length: 10 }).notNull(),
    sourceId: uuid('source_id').notNull(),
    documentNo: varchar('document_no', { length: 30 }),
    description: varchar('description', { length: 500 }),
    createdBy: uuid('created_by').references(() => appUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_entry_unit').on(t.unitId, t.walletType),
    index('wallet_entry_source').on(t.sourceId),
    check('wallet_entry_type', sql`${t.walletType} in (0, 1)`),
    check('wallet_entry_amount', sql`${t.amount} <> 0`),
    foreignKey({
      name: 'wallet_entry_unit_scoped',
      columns: [t.propertyId, t.unitId],
      foreignColumns: [unit.propertyId, unit.id],
    }),
    foreignKey({
      name: 'wallet_entry_customer_scoped',
      columns: [t.propertyId, t.customerId],
      foreignColumns: [customer.propertyId, customer.id],
    }),
  ],
);
