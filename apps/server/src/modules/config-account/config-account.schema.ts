import {
  char,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { property } from '../../platform/db/schema';

/**
 * The chart of accounts of each property. Other tables refer to an account by (property_id, account code) with a
 * foreign key, so a reference can never point at another property's account, and the database itself refuses to
 * rename or delete an account that is referenced.
 */
export const glAccount = pgTable(
  'gl_account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    code: varchar('code', { length: 20 }).notNull(),
    nameTh: varchar('name_th', { length: 200 }).notNull(),
    nameEn: varchar('name_en', { length: 200 }).notNull(),
    category: varchar('category', { length: 10 }).notNull(),
    normalSide: char('normal_side', { length: 1 }).notNull(),
    parentCode: varchar('parent_code', { length: 20 }),
    level: smallint('level').notNull().default(1),
    postable: char('postable', { length: 1 }).notNull().default('Y'),
    active: char('active', { length: 1 }).notNull().default('Y'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    unique('gl_account_property_code').on(t.propertyId, t.code),
    foreignKey({
      name: 'gl_account_parent',
      columns: [t.propertyId, t.parentCode],
      foreignColumns: [t.propertyId, t.code],
    }),
    index('gl_account_parent_idx').on(t.propertyId, t.parentCode),
  ],
);

/** The accounts a document and payment type offers (receipt + cash -> cash on hand...); payment type 0 = any. */
export const glAccountDocument = pgTable(
  'gl_account_document',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    documentType: varchar('document_type', { length: 2 }).notNull(),
    paymentType: smallint('payment_type').notNull(),
    accountCode: varchar('account_code', { length: 20 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.documentType, t.paymentType, t.accountCode] }),
    foreignKey({
      name: 'gl_account_document_account',
      columns: [t.propertyId, t.accountCode],
      foreignColumns: [glAccount.propertyId, glAccount.code],
    }),
  ],
);

/** Which account each posting role uses on a property (AR per category, VAT, wallets, cash...). */
export const accountRoleMap = pgTable(
  'account_role_map',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    role: varchar('role', { length: 30 }).notNull(),
    accountCode: varchar('account_code', { length: 20 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.role] }),
    foreignKey({
      name: 'account_role_map_account',
      columns: [t.propertyId, t.accountCode],
      foreignColumns: [glAccount.propertyId, glAccount.code],
    }),
  ],
);
