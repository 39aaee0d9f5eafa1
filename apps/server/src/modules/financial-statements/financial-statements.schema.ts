import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser, property } from '../../platform/db/schema';

/**
 * A property's own layout of a financial statement (kind FP financial position, RE revenue and expense): the
 * layout row says the property has its own (deleting it goes back to the standard one, its rows with it), then its
 * headers in order, each of one section (the account category its lines take), each line mapped to account
 * ranges. A property without rows of a kind uses the standard layout (default-layout.ts). Children carry the
 * property id in composite foreign keys, so a line can never hang under another property's header.
 */
export const statementLayout = pgTable(
  'statement_layout',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    kind: varchar('kind', { length: 2 }).notNull(),
    createdBy: uuid('created_by').references(() => appUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.kind] }),
    check('statement_layout_kind', sql`${t.kind} in ('FP', 'RE')`),
  ],
);

export const statementHeader = pgTable(
  'statement_header',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id').notNull(),
    kind: varchar('kind', { length: 2 }).notNull(),
    section: varchar('section', { length: 10 }).notNull(),
    sequence: integer('sequence').notNull(),
    nameTh: varchar('name_th', { length: 200 }).notNull(),
    nameEn: varchar('name_en', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    unique('statement_header_property_id').on(t.propertyId, t.id),
    foreignKey({
      name: 'statement_header_layout_fk',
      columns: [t.propertyId, t.kind],
      foreignColumns: [statementLayout.propertyId, statementLayout.kind],
    }).onDelete('cascade'),
    index('statement_header_layout').on(t.propertyId, t.kind, t.sequence),
    check(
      'statement_header_section',
      sql`(${t.kind} = 'FP' and ${t.section} in ('ASSET', 'LIABILITY', 'EQUITY')) or (${t.kind} = 'RE' and ${t.section} in ('INCOME', 'EXPENSE'))`,
    ),
  ],
);

export const statementLine = pgTable(
  'statement_line',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id').notNull(),
    headerId: uuid('header_id').notNull(),
    sequence: integer('sequence').notNull(),
    nameTh: varchar('name_th', { length: 200 }).notNull(),
    nameEn: varchar('name_en', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    unique('statement_line_property_id').on(t.propertyId, t.id),
    foreignKey({
      name: 'statement_line_header',
      columns: [t.propertyId, t.headerId],
      foreignColumns: [statementHeader.propertyId, statementHeader.id],
    }).onDelete('cascade'),
    index('statement_line_header_idx').on(t.headerId, t.sequence),
  ],
);

/** The accounts a line adds up: codes from..to, compared as text, both ends included. */
export const statementLineAccount = pgTable(
  'statement_line_account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id').notNull(),
    lineId: uuid('line_id').notNull(),
    accountFrom: varchar('account_from', { length: 20 }).notNull(),
    accountTo: varchar('account_to', { length: 20 }).notNull(),
  },
  (t) => [
    foreignKey({
      name: 'statement_line_account_line',
      columns: [t.propertyId, t.lineId],
      foreignColumns: [statementLine.propertyId, statementLine.id],
    }).onDelete('cascade'),
    index('statement_line_account_line_idx').on(t.lineId),
    check('statement_line_account_range', sql`${t.accountFrom} collate "C" <= ${t.accountTo} collate "C"`),
  ],
);
