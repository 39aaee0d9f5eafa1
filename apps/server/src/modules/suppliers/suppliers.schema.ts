import {
  char,
  foreignKey,
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
import { refBank } from '../reference-data/reference-data.schema';

export const supplier = pgTable(
  'supplier',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    code: varchar('code', { length: 20 }).notNull(),
    nameTh: varchar('name_th', { length: 200 }).notNull(),
    nameEn: varchar('name_en', { length: 200 }),
    /** PND3 (individual) or PND53 (company): the return its withheld tax is filed on. */
    whtType: varchar('wht_type', { length: 5 }).notNull(),
    taxId: varchar('tax_id', { length: 13 }),
    branchNo: varchar('branch_no', { length: 5 }),
    address: varchar('address', { length: 500 }),
    province: varchar('province', { length: 100 }),
    postalCode: varchar('postal_code', { length: 5 }),
    phone: varchar('phone', { length: 30 }),
    email: varchar('email', { length: 254 }),
    contactName: varchar('contact_name', { length: 100 }),
    active: char('active', { length: 1 }).notNull().default('Y'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    unique('supplier_property_code').on(t.propertyId, t.code),
    unique('supplier_property_key').on(t.propertyId, t.id),
  ],
);

export const supplierBankAccount = pgTable(
  'supplier_bank_account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    supplierId: uuid('supplier_id').notNull(),
    bankCode: varchar('bank_code', { length: 3 })
      .notNull()
      .references(() => refBank.code),
    bankBranchCode: varchar('bank_branch_code', { length: 10 }),
    accountNo: varchar('account_no', { length: 15 }).notNull(),
    accountName: varchar('account_name', { length: 200 }).notNull(),
    active: char('active', { length: 1 }).notNull().default('Y'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    unique('supplier_bank_account_no').on(t.supplierId, t.bankCode, t.accountNo),
    unique('supplier_bank_account_property_key').on(t.propertyId, t.id),
    foreignKey({
      name: 'supplier_bank_account_supplier_scoped',
      columns: [t.propertyId, t.supplierId],
      foreignColumns: [supplier.propertyId, supplier.id],
    }),
  ],
);

/** The supplier document account of 001 s.3/s.7: per purpose (7 = online payment), bank and ledger account. */
export const supplierDocumentAccount = pgTable(
  'supplier_document_account',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    supplierId: uuid('supplier_id').notNull(),
    configId: smallint('config_id').notNull(),
    bankAccountId: uuid('bank_account_id').notNull(),
    accountCode: varchar('account_code', { length: 20 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.configId] }),
    foreignKey({
      name: 'supplier_document_account_gl',
      columns: [t.propertyId, t.accountCode],
      foreignColumns: [glAccount.propertyId, glAccount.code],
    }),
    foreignKey({
      name: 'supplier_document_account_supplier_scoped',
      columns: [t.propertyId, t.supplierId],
      foreignColumns: [supplier.propertyId, supplier.id],
    }),
    foreignKey({
      name: 'supplier_document_account_bank_account_scoped',
      columns: [t.propertyId, t.bankAccountId],
      foreignColumns: [supplierBankAccount.propertyId, supplierBankAccount.id],
    }),
  ],
);
