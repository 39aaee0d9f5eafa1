import { index, integer, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { property } from '../../platform/db/schema';

/**
 * A file made by a job (exports.service.ts): who asked, for which property, its progress and, once done, where
 * its bytes are in the file store. Any instance answers a poll from this row.
 */
export const exportJob = pgTable(
  'export_job',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    userId: uuid('user_id').notNull(),
    kind: varchar('kind', { length: 40 }).notNull(),
    params: jsonb('params').notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    /** QUEUED, RUNNING, DONE or FAILED. */
    status: varchar('status', { length: 10 }).notNull().default('QUEUED'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    worker: varchar('worker', { length: 200 }),
    fileKey: varchar('file_key', { length: 300 }),
    fileName: varchar('file_name', { length: 200 }),
    contentType: varchar('content_type', { length: 100 }),
    /** The error code (errors catalogue) a failed export ended with. */
    error: varchar('error', { length: 20 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('export_job_user').on(t.userId, t.createdAt)],
);
