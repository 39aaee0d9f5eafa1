import { char, foreignKey, pgTable, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { property } from '../../platform/db/schema';
import { glAccount } from '../config-account/config-account.schema';

/** A line of the yearly budget, tied to the expense account its actual spending is read from. */
export const budgetItem = pgTable(
  'budget_item',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    code: varchar('code', { length: 20 }).notNull(),
    descriptionTh: varchar('description_th', { length: 200 }).notNull(),
    descriptionEn: varchar('description_en', { length: 200 }).notNull(),
    expenseAccountCode: varchar('expense_account_code', { length: 20 }).notNull(),
    active: char('active', { length: 1 }).notNull().default('Y'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    unique('budget_item_property_code').on(t.propertyId, t.code),
    unique('budget_item_property_key').on(t.propertyId, t.id),
    foreignKey({
      name: 'budget_item_expense_account',
      columns: [t.propertyId, t.expenseAccountCode],
      foreignColumns: [glAccount.propertyId, glAccount.code],
    }),
  ],
);
