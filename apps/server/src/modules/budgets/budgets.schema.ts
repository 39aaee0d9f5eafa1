import { sql } from 'drizzle-orm';
import {
  char,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser, property } from '../../platform/db/schema';
import { budgetItem } from '../config-budget-item/config-budget-item.schema';

/** One budget per property and fiscal year (docs/decisions.md "Yearly budgets"). */
export const budgetHeader = pgTable(
  'budget_header',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    fiscalYear: integer('fiscal_year').notNull(),
    /** The fiscal year's first month (YYYY-MM): month 1 of the lines. */
    startPeriod: char('start_period', { length: 7 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('DRAFT'),
    /** 0 until confirmed; each modify of a confirmed budget adds one. */
    revision: integer('revision').notNull().default(0),
    createdBy: uuid('created_by').references(() => appUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => appUser.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    confirmedBy: uuid('confirmed_by').references(() => appUser.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => appUser.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    unique('budget_header_property_year').on(t.propertyId, t.fiscalYear),
    unique('budget_header_property_key').on(t.propertyId, t.id),
    check('budget_header_status', sql`${t.status} in ('DRAFT', 'CONFIRMED', 'CLOSED')`),
  ],
);

/** An item's amount in a month (1..12) of the budget's fiscal year. */
export const budgetLine = pgTable(
  'budget_line',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    headerId: uuid('header_id').notNull(),
    budgetItemId: uuid('budget_item_id').notNull(),
    month: smallint('month').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [
    unique('budget_line_cell').on(t.headerId, t.budgetItemId, t.month),
    index('budget_line_item').on(t.budgetItemId),
    check('budget_line_month', sql`${t.month} between 1 and 12`),
    check('budget_line_amount', sql`${t.amount} >= 0`),
    foreignKey({
      name: 'budget_line_header_scoped',
      columns: [t.propertyId, t.headerId],
      foreignColumns: [budgetHeader.propertyId, budgetHeader.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'budget_line_item_scoped',
      columns: [t.propertyId, t.budgetItemId],
      foreignColumns: [budgetItem.propertyId, budgetItem.id],
    }),
  ],
);

/** What happened to a budget: saves and revisions (with the grid after them), confirm, close, transfers. */
export const budgetHistory = pgTable(
  'budget_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    headerId: uuid('header_id').notNull(),
    revision: integer('revision').notNull(),
    action: varchar('action', { length: 10 }).notNull(),
    reason: varchar('reason', { length: 500 }),
    fromItemId: uuid('from_item_id'),
    fromMonth: smallint('from_month'),
    toItemId: uuid('to_item_id'),
    toMonth: smallint('to_month'),
    amount: numeric('amount', { precision: 18, scale: 2 }),
    /** After SAVE or MODIFY: the whole grid [{budgetItemCode, month, amount}]. */
    lines: jsonb('lines').$type<{ budgetItemCode: string; month: number; amount: string }[]>(),
    createdBy: uuid('created_by').references(() => appUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('budget_history_header').on(t.headerId, t.createdAt),
    foreignKey({
      name: 'budget_history_header_scoped',
      columns: [t.propertyId, t.headerId],
      foreignColumns: [budgetHeader.propertyId, budgetHeader.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'budget_history_from_item_scoped',
      columns: [t.propertyId, t.fromItemId],
      foreignColumns: [budgetItem.propertyId, budgetItem.id],
    }),
    foreignKey({
      name: 'budget_history_to_item_scoped',
      columns: [t.propertyId, t.toItemId],
      foreignColumns: [budgetItem.propertyId, budgetItem.id],
    }),
    check('budget_history_action', sql`${t.action} in ('SAVE', 'MODIFY', 'CONFIRM', 'CLOSE', 'TRANSFER')`),
    check(
      'budget_history_transfer',
      sql`(${t.action} = 'TRANSFER') = (${t.fromItemId} is not null and ${t.toItemId} is not null and ${t.amount} > 0)`,
    ),
  ],
);
