import { char, date, numeric, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';

/**
 * Global reference data (banks, branches, lookups, tax rates). The code is the source of these lists: they are
 * upserted on every start (reference-data.seed.ts), like the built-in roles.
 */

/** Thai banks by their Bank of Thailand code (002 BBL, 004 KBANK...). */
export const refBank = pgTable('ref_bank', {
  code: varchar('code', { length: 3 }).primaryKey(),
  nameTh: varchar('name_th', { length: 200 }).notNull(),
  nameEn: varchar('name_en', { length: 200 }).notNull(),
  shortName: varchar('short_name', { length: 20 }).notNull(),
  swiftCode: varchar('swift_code', { length: 11 }),
  sort: smallint('sort').notNull().default(0),
  active: char('active', { length: 1 }).notNull().default('Y'),
});

export const refBankBranch = pgTable(
  'ref_bank_branch',
  {
    bankCode: varchar('bank_code', { length: 3 })
      .notNull()
      .references(() => refBank.code),
    branchCode: varchar('branch_code', { length: 10 }).notNull(),
    nameTh: varchar('name_th', { length: 200 }).notNull(),
    nameEn: varchar('name_en', { length: 200 }).notNull(),
    active: char('active', { length: 1 }).notNull().default('Y'),
  },
  (t) => [primaryKey({ columns: [t.bankCode, t.branchCode] })],
);

/** Code lists fetched by category (titles, nationalities, meter types, cancel reasons...). */
export const refLookup = pgTable(
  'ref_lookup',
  {
    category: varchar('category', { length: 40 }).notNull(),
    code: varchar('code', { length: 40 }).notNull(),
    nameTh: varchar('name_th', { length: 200 }).notNull(),
    nameEn: varchar('name_en', { length: 200 }).notNull(),
    sort: smallint('sort').notNull().default(0),
    active: char('active', { length: 1 }).notNull().default('Y'),
  },
  (t) => [primaryKey({ columns: [t.category, t.code] })],
);

/** VAT and withholding-tax rates with the date they apply from (rates change by decree: never constants). */
export const refTax = pgTable('ref_tax', {
  code: varchar('code', { length: 20 }).primaryKey(),
  taxType: varchar('tax_type', { length: 3 }).notNull(),
  nameTh: varchar('name_th', { length: 200 }).notNull(),
  nameEn: varchar('name_en', { length: 200 }).notNull(),
  rate: numeric('rate', { precision: 5, scale: 2 }).notNull(),
  effectiveFrom: date('effective_from').notNull(),
  sort: smallint('sort').notNull().default(0),
});
