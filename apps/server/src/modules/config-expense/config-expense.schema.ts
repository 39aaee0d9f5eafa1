import {
  char,
  foreignKey,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { property } from '../../platform/db/schema';
import { glAccount } from '../config-account/config-account.schema';

/** What a unit is billed for and how it is computed (common fee, water, sinking fund, parking...). */
export const expenseType = pgTable(
  'expense_type',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    code: varchar('code', { length: 20 }).notNull(),
    nameTh: varchar('name_th', { length: 200 }).notNull(),
    nameEn: varchar('name_en', { length: 200 }).notNull(),
    category: varchar('category', { length: 20 }).notNull(),
    calcKind: varchar('calc_kind', { length: 10 }).notNull(),
    /** Baht: per area unit, per unit, the total to share by ratio, or per meter unit (see CALC_KINDS). */
    rate: numeric('rate', { precision: 18, scale: 2 }).notNull(),
    billingCycle: varchar('billing_cycle', { length: 20 }).notNull(),
    cycleMonths: smallint('cycle_months'),
    meterTypeCode: varchar('meter_type_code', { length: 20 }),
    minimumCharge: numeric('minimum_charge', { precision: 18, scale: 2 }),
    /** METER: how many whole digits the meter shows; a reading below the previous then rolls over past 10^n. */
    meterDigits: smallint('meter_digits'),
    /** METER: a month's use above this needs the clerk's confirmation (as does 5 times the 6-month average). */
    meterMaxUsage: numeric('meter_max_usage', { precision: 12, scale: 2 }),
    incomeAccountCode: varchar('income_account_code', { length: 20 }).notNull(),
    vatApplicable: char('vat_applicable', { length: 1 }).notNull().default('N'),
    /** Y: billing runs charge every unit; N: only on manual invoices (a second parking space, a key card). */
    autoBill: char('auto_bill', { length: 1 }).notNull().default('Y'),
    walletType: smallint('wallet_type').notNull().default(0),
    active: char('active', { length: 1 }).notNull().default('Y'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    unique('expense_type_property_code').on(t.propertyId, t.code),
    foreignKey({
      name: 'expense_type_income_account',
      columns: [t.propertyId, t.incomeAccountCode],
      foreignColumns: [glAccount.propertyId, glAccount.code],
    }),
    unique('expense_type_property_key').on(t.propertyId, t.id),
  ],
);

/** Tiered meter rates: units up to up_to cost rate each; the last tier has no limit. */
export const expenseTypeTier = pgTable(
  'expense_type_tier',
  {
    expenseTypeId: uuid('expense_type_id')
      .notNull()
      .references(() => expenseType.id, { onDelete: 'cascade' }),
    seq: smallint('seq').notNull(),
    upTo: numeric('up_to', { precision: 12, scale: 2 }),
    rate: numeric('rate', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.expenseTypeId, t.seq] })],
);
