import { foreignKey, integer, jsonb, pgTable, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { customer, property } from '../../platform/db/schema';

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
