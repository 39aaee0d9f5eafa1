import { index, integer, pgTable, smallint, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { property } from '../../platform/db/schema';

/**
 * Files kept in the file storage (platform/files), one row each. A file belongs to one property and to one
 * document of a folder (CU: customer change records by documentNo, SP: supplier bank accounts by id...), so a
 * download is always looked up within the caller's property.
 */
export const storedFile = pgTable(
  'stored_file',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    folder: varchar('folder', { length: 10 }).notNull(),
    referenceNo: varchar('reference_no', { length: 60 }).notNull(),
    /** The random name it is stored and downloaded under (currentFileName). */
    storedName: varchar('stored_name', { length: 100 }).notNull().unique(),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    description: varchar('description', { length: 500 }),
    /** The file's place in the form it came with, so a document's files list in the order they were attached. */
    position: smallint('position').notNull().default(0),
    createdBy: uuid('created_by'),
    createdByName: varchar('created_by_name', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_file_reference').on(t.propertyId, t.folder, t.referenceNo)],
);
