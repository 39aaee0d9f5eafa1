import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  char,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser, property } from '../../platform/db/schema';
import { glAccount } from '../config-account/config-account.schema';

/**
 * The general ledger. Rows here are written once and never changed: triggers (migration 0002) refuse updates and
 * deletes, refuse an entry whose debits and credits differ at commit, and refuse entries in a closed period.
 */
export const journalEntry = pgTable(
  'journal_entry',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    documentType: varchar('document_type', { length: 10 }).notNull(),
    documentNo: varchar('document_no', { length: 30 }).notNull(),
    /** POST for the document's own entry, REVERSAL for the entry that cancels it. */
    kind: varchar('kind', { length: 10 }).notNull().default('POST'),
    entryDate: date('entry_date').notNull(),
    description: varchar('description', { length: 500 }),
    /** The document's row id in its own table (invoice, receipt...). */
    sourceId: uuid('source_id'),
    reversesId: uuid('reverses_id'),
    postedBy: uuid('posted_by').references(() => appUser.id),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('journal_entry_document').on(t.propertyId, t.documentType, t.documentNo, t.kind),
    // Lets a line's foreign key say "my entry, of my property" (the account key relies on the property).
    unique('journal_entry_id_property').on(t.id, t.propertyId),
    index('journal_entry_source').on(t.sourceId),
    // The G/L list's order (a month's entries newest first); also every read of a property's entries by date.
    index('journal_entry_list').on(t.propertyId, t.entryDate, t.documentNo, t.id),
    index('journal_entry_reverses')
      .on(t.reversesId)
      .where(sql`${t.reversesId} is not null`),
    check('journal_entry_kind', sql`${t.kind} in ('POST', 'REVERSAL')`),
  ],
);

export const journalLine = pgTable(
  'journal_line',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: uuid('entry_id').notNull(),
    propertyId: uuid('property_id').notNull(),
    lineNo: integer('line_no').notNull(),
    accountCode: varchar('account_code', { length: 20 }).notNull(),
    debit: numeric('debit', { precision: 18, scale: 2 }).notNull().default('0'),
    credit: numeric('credit', { precision: 18, scale: 2 }).notNull().default('0'),
    description: varchar('description', { length: 500 }),
    /**
     * On receivable lines: the invoice line owed or settled, so the aging is a sum of the ledger itself. No
     * foreign key: invoices already reference journal entries, and the two schema files would import each other.
     */
    invoiceLineId: uuid('invoice_line_id'),
    /** Its entry's date (a trigger checks it, and fills it when left out): account balances by date, index only. */
    entryDate: date('entry_date').notNull(),
  },
  (t) => [
    index('journal_line_entry').on(t.entryId),
    index('journal_line_invoice_line')
      .on(t.invoiceLineId)
      .where(sql`${t.invoiceLineId} is not null`),
    foreignKey({
      name: 'journal_line_entry_fk',
      columns: [t.entryId, t.propertyId],
      foreignColumns: [journalEntry.id, journalEntry.propertyId],
    }),
    // Migration 0016 adds INCLUDE (debit, credit): an account's balance over dates is read from the index alone.
    index('journal_line_account_date').on(t.propertyId, t.accountCode, t.entryDate),
    foreignKey({
      name: 'journal_line_account',
      columns: [t.propertyId, t.accountCode],
      foreignColumns: [glAccount.propertyId, glAccount.code],
    }),
    check(
      'journal_line_one_side',
      sql`${t.debit} >= 0 and ${t.credit} >= 0 and (${t.debit} = 0) <> (${t.credit} = 0)`,
    ),
  ],
);

/** A closed month refuses postings and cancellations. A month without a row is open. */
export const accountingPeriod = pgTable(
  'accounting_period',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    /** YYYY-MM */
    period: char('period', { length: 7 }).notNull(),
    closed: boolean('closed').notNull().default(false),
    closedBy: uuid('closed_by').references(() => appUser.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.period] })],
);

/**
 * What each account moved in a closed month, written by the database when the month closes and removed when it
 * reopens (migration 0016). A closed month refuses postings, so these stay equal to its lines: a balance reads
 * them for the closed months and the lines only since, and its cost follows the open months, not the history.
 */
export const ledgerPeriodTotal = pgTable(
  'ledger_period_total',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    accountCode: varchar('account_code', { length: 20 }).notNull(),
    /** YYYY-MM */
    period: char('period', { length: 7 }).notNull(),
    debit: numeric('debit', { precision: 18, scale: 2 }).notNull(),
    credit: numeric('credit', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.accountCode, t.period] })],
);

/**
 * Posting to the general ledger (docs/decisions.md "General ledger"): a person releases a month's journals of
 * one document type; each such act is a row here, kept when cancelled (who, when, why).
 */
export const glPost = pgTable(
  'gl_post',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    /** YYYY-MM */
    period: char('period', { length: 7 }).notNull(),
    documentType: varchar('document_type', { length: 10 }).notNull(),
    entryCount: integer('entry_count').notNull(),
    postedBy: uuid('posted_by').references(() => appUser.id),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledBy: uuid('cancelled_by').references(() => appUser.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: varchar('cancel_reason', { length: 500 }),
  },
  (t) => [
    index('gl_post_period').on(t.propertyId, t.period, t.documentType),
    // Lets an entry's posting row say "my posting, of my property".
    unique('gl_post_id_property').on(t.id, t.propertyId),
  ],
);

/**
 * The entries a live posting released: an entry here is posted. Cancelling the posting deletes its rows (the
 * gl_post row stays). The database refuses these rows in a closed month and a reversal of a posted entry.
 */
export const glPostEntry = pgTable(
  'gl_post_entry',
  {
    entryId: uuid('entry_id').primaryKey(),
    propertyId: uuid('property_id').notNull(),
    postId: uuid('post_id').notNull(),
  },
  (t) => [
    index('gl_post_entry_post').on(t.postId),
    foreignKey({
      name: 'gl_post_entry_post_fk',
      columns: [t.postId, t.propertyId],
      foreignColumns: [glPost.id, glPost.propertyId],
    }),
    foreignKey({
      name: 'gl_post_entry_entry_fk',
      columns: [t.entryId, t.propertyId],
      foreignColumns: [journalEntry.id, journalEntry.propertyId],
    }),
  ],
);

/**
 * A year's close (docs/decisions.md "General ledger"): its closing entry (YC) moved every revenue and expense
 * balance to the surplus account and December closed with it. Cancelled, the row stays with its reversal.
 */
export const glYearClose = pgTable(
  'gl_year_close',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    year: integer('year').notNull(),
    documentNo: varchar('document_no', { length: 30 }).notNull(),
    surplusAccountCode: varchar('surplus_account_code', { length: 20 }).notNull(),
    /** Null when every revenue and expense balance was already zero. */
    entryId: uuid('entry_id'),
    closedBy: uuid('closed_by').references(() => appUser.id),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
    reversalEntryId: uuid('reversal_entry_id'),
    cancelledBy: uuid('cancelled_by').references(() => appUser.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: varchar('cancel_reason', { length: 500 }),
  },
  (t) => [
    // One live close per year.
    uniqueIndex('gl_year_close_live')
      .on(t.propertyId, t.year)
      .where(sql`${t.cancelledAt} is null`),
  ],
);

/**
 * Gapless document numbers: the counter row is incremented in the transaction that inserts the document, so a
 * rolled-back document gives its number back and concurrent ones wait for the row lock.
 */
export const documentCounter = pgTable(
  'document_counter',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    documentType: varchar('document_type', { length: 10 }).notNull(),
    /** The numbering period: YYYY-MM of the document date, or YYYY-00 for a yearly series. */
    period: char('period', { length: 7 }).notNull(),
    lastNo: integer('last_no').notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.documentType, t.period] })],
);
