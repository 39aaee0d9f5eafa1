import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  foreignKey,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { BudgetControl, SurchargeSettings } from '@suanklang/shared';
import { property } from '../../platform/db/schema';
import { glAccount } from '../config-account/config-account.schema';
import { refBank } from '../reference-data/reference-data.schema';

/** A property's settings, kept beside the platform's `property` row (code, names, active). */
export const propertySetting = pgTable(
  'property_setting',
  {
    propertyId: uuid('property_id')
      .primaryKey()
      .references(() => property.id),
    propertyType: varchar('property_type', { length: 10 }).notNull(),
    areaUnit: varchar('area_unit', { length: 3 }).notNull(),
    vatRegistered: char('vat_registered', { length: 1 }).notNull().default('N'),
    taxId: varchar('tax_id', { length: 13 }),
    branchNo: varchar('branch_no', { length: 5 }).notNull().default('00000'),
    addressTh: varchar('address_th', { length: 500 }),
    addressEn: varchar('address_en', { length: 500 }),
    phone: varchar('phone', { length: 30 }),
    email: varchar('email', { length: 254 }),
    /** PromptPay bill-payment biller ID: the 13-digit tax ID and a 2-digit suffix. */
    billerId: varchar('biller_id', { length: 15 }),
    /** Late-payment surcharge settings; a placeholder until the surcharge run reads it. */
    surcharge: jsonb('surcharge').$type<Partial<SurchargeSettings>>(),
    /** Whether the one who created a document may also approve it; off by default (separation of duties). */
    creatorMayApprove: boolean('creator_may_approve').notNull().default(false),
    /** A request over an item's available budget: REFUSE or WARN (docs/decisions.md "Yearly budgets"). */
    budgetOverAvailable: varchar('budget_over_available', { length: 6 })
      .$type<BudgetControl>()
      .notNull()
      .default('REFUSE'),
    /** The month (1..12) the fiscal year starts, for budgets; a year is named by the calendar year it starts in. */
    fiscalYearStartMonth: smallint('fiscal_year_start_month').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    check('property_setting_budget_over_available', sql`${t.budgetOverAvailable} in ('REFUSE', 'WARN')`),
    check('property_setting_fiscal_year_start', sql`${t.fiscalYearStartMonth} between 1 and 12`),
  ],
);

export const propertyBankAccount = pgTable(
  'property_bank_account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    bankCode: varchar('bank_code', { length: 3 })
      .notNull()
      .references(() => refBank.code),
    bankBranchCode: varchar('bank_branch_code', { length: 10 }),
    accountNo: varchar('account_no', { length: 15 }).notNull(),
    accountName: varchar('account_name', { length: 200 }).notNull(),
    accountCode: varchar('account_code', { length: 20 }).notNull(),
    /** The company ID the bank gave the juristic person for bulk payment files (KTB 16, SCB 12 characters). */
    bulkCompanyId: varchar('bulk_company_id', { length: 16 }),
    active: char('active', { length: 1 }).notNull().default('Y'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    unique('property_bank_account_no').on(t.propertyId, t.bankCode, t.accountNo),
    foreignKey({
      name: 'property_bank_account_gl',
      columns: [t.propertyId, t.accountCode],
      foreignColumns: [glAccount.propertyId, glAccount.code],
    }),
    unique('property_bank_account_property_key').on(t.propertyId, t.id),
  ],
);

/** Which bank account a purpose uses (001 s.7 configDocumentAccount; 7 = online payment). */
export const propertyDocumentAccount = pgTable(
  'property_document_account',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    configId: smallint('config_id').notNull(),
    bankAccountId: uuid('bank_account_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.configId, t.bankAccountId] }),
    foreignKey({
      name: 'property_document_account_bank_account_scoped',
      columns: [t.propertyId, t.bankAccountId],
      foreignColumns: [propertyBankAccount.propertyId, propertyBankAccount.id],
    }),
  ],
);
