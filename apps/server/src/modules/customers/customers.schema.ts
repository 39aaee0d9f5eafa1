import { sql } from 'drizzle-orm';
import {
  char,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { property } from '../../platform/db/schema';

/** Owners, co-owners and tenants of a property's units. */
export const customer = pgTable(
  'customer',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    code: varchar('code', { length: 20 }).notNull(),
    customerType: varchar('customer_type', { length: 10 }).notNull().default('PERSON'),
    ownerType: varchar('owner_type', { length: 10 }).notNull(),
    titleCode: varchar('title_code', { length: 20 }),
    firstNameTh: varchar('first_name_th', { length: 100 }).notNull(),
    lastNameTh: varchar('last_name_th', { length: 100 }),
    firstNameEn: varchar('first_name_en', { length: 100 }),
    lastNameEn: varchar('last_name_en', { length: 100 }),
    nameLocal: varchar('name_local', { length: 200 }),
    taxId: varchar('tax_id', { length: 13 }),
    passportId: varchar('passport_id', { length: 20 }),
    nationalityCode: varchar('nationality_code', { length: 10 }),
    genderCode: varchar('gender_code', { length: 10 }),
    dateOfBirth: date('date_of_birth'),
    occupationCode: varchar('occupation_code', { length: 20 }),
    occupationText: varchar('occupation_text', { length: 200 }),
    maritalStatusCode: varchar('marital_status_code', { length: 10 }),
    noOfChildren: smallint('no_of_children'),
    noOfFamilyMember: smallint('no_of_family_member'),
    mobileNo: varchar('mobile_no', { length: 30 }),
    countryCode: varchar('country_code', { length: 4 }),
    telephone: varchar('telephone', { length: 30 }),
    email: varchar('email', { length: 254 }),
    address: varchar('address', { length: 500 }),
    province: varchar('province', { length: 100 }),
    postalCode: varchar('postal_code', { length: 5 }),
    facebook: varchar('facebook', { length: 100 }),
    instagram: varchar('instagram', { length: 100 }),
    line: varchar('line', { length: 100 }),
    twitter: varchar('twitter', { length: 100 }),
    wechat: varchar('wechat', { length: 100 }),
    whatsapp: varchar('whatsapp', { length: 100 }),
    active: char('active', { length: 1 }).notNull().default('Y'),
    inactiveReason: varchar('inactive_reason', { length: 500 }),
    inactiveAt: timestamp('inactive_at', { withTimezone: true }),
    /** How many change records the customer has; the next one is numbered revision + 1. */
    revision: integer('revision').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    unique('customer_property_code').on(t.propertyId, t.code),
    // One person is one customer of a property, whatever units they own or rent.
    uniqueIndex('customer_property_tax_id')
      .on(t.propertyId, t.taxId)
      .where(sql`${t.taxId} is not null`),
    index('customer_property_name').on(t.propertyId, t.firstNameTh),
    unique('customer_property_key').on(t.propertyId, t.id),
  ],
);

/** The customer change record of 001 s.3: every modify, with the values before and after and the editor. */
export const customerChange = pgTable(
  'customer_change',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    customerId: uuid('customer_id').notNull(),
    documentNo: varchar('document_no', { length: 40 }).notNull(),
    revision: integer('revision').notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    createdBy: uuid('created_by'),
    createdByName: varchar('created_by_name', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('customer_change_document').on(t.propertyId, t.documentNo),
    unique('customer_change_revision').on(t.customerId, t.revision),
    foreignKey({
      name: 'customer_change_customer_scoped',
      columns: [t.propertyId, t.customerId],
      foreignColumns: [customer.propertyId, customer.id],
    }),
  ],
);
