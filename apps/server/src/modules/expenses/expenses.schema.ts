import { sql } from 'drizzle-orm';
import {
  char,
  check,
  foreignKey,
  index,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser, property } from '../../platform/db/schema';
import { expenseType } from '../config-expense/config-expense.schema';
import { unit } from '../units/units.schema';

/**
 * One meter reading per unit, meter type and billing month. `previous` is carried over from the month before
 * (or typed for the first month); usage = current - previous, never negative (checked here too), or, when the
 * meter went past its last figure (`wrap_digits`, confirmed by the clerk), current + 10^digits - previous.
 */
export const meterReading = pgTable(
  'meter_reading',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    unitId: uuid('unit_id').notNull(),
    meterTypeCode: varchar('meter_type_code', { length: 20 }).notNull(),
    /** YYYY-MM, the billing month the reading is billed in. */
    month: char('month', { length: 7 }).notNull(),
    meterNo: varchar('meter_no', { length: 30 }),
    previous: numeric('previous', { precision: 12, scale: 2 }).notNull(),
    current: numeric('current', { precision: 12, scale: 2 }),
    /** The meter's whole digits when this reading rolled over (9990 -> 0015 on 4 digits), else null. */
    wrapDigits: smallint('wrap_digits'),
    updatedBy: uuid('updated_by').references(() => appUser.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('meter_reading_unit_month').on(t.propertyId, t.unitId, t.meterTypeCode, t.month),
    index('meter_reading_month').on(t.propertyId, t.month, t.meterTypeCode),
    check(
      'meter_reading_forward',
      sql`${t.current} is null or (${t.wrapDigits} is null and ${t.current} >= ${t.previous}) or (${t.wrapDigits} between 1 and 12 and ${t.current} < ${t.previous} and ${t.previous} < power(10::numeric, ${t.wrapDigits}))`,
    ),
    foreignKey({
      name: 'meter_reading_unit_scoped',
      columns: [t.propertyId, t.unitId],
      foreignColumns: [unit.propertyId, unit.id],
    }),
  ],
);

/** A multiplier of one expense type for one unit (two parking spaces: 2). Without a row the factor is 1. */
export const expenseFactor = pgTable(
  'expense_factor',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    unitId: uuid('unit_id').notNull(),
    expenseTypeId: uuid('expense_type_id').notNull(),
    factor: numeric('factor', { precision: 9, scale: 4 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.expenseTypeId] }),
    check('expense_factor_positive', sql`${t.factor} >= 0`),
    foreignKey({
      name: 'expense_factor_unit_scoped',
      columns: [t.propertyId, t.unitId],
      foreignColumns: [unit.propertyId, unit.id],
    }),
    foreignKey({
      name: 'expense_factor_expense_type_scoped',
      columns: [t.propertyId, t.expenseTypeId],
      foreignColumns: [expenseType.propertyId, expenseType.id],
    }),
  ],
);
