import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser, property } from '../../platform/db/schema';

/**
 * Who approves a document type on a property: numbered steps, each one approver or a group of users of whom any
 * one may act (001 s.3 "Approval flow"). A document type without steps needs no approval.
 */
export const approvalStep = pgTable(
  'approval_step',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    documentType: varchar('document_type', { length: 10 }).notNull(),
    stepNo: smallint('step_no').notNull(),
    description: varchar('description', { length: 300 }).notNull(),
    /** The step's name on English screens, when given. */
    descriptionEn: varchar('description_en', { length: 300 }),
    updatedBy: uuid('updated_by').references(() => appUser.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('approval_step_no').on(t.propertyId, t.documentType, t.stepNo),
    check('approval_step_positive', sql`${t.stepNo} >= 1`),
  ],
);

export const approvalStepUser = pgTable(
  'approval_step_user',
  {
    stepId: uuid('step_id')
      .notNull()
      .references(() => approvalStep.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id),
  },
  (t) => [primaryKey({ columns: [t.stepId, t.userId] })],
);

/**
 * One document going through approval. The steps are copied from the configuration when it is submitted, so a
 * later change of approvers does not move a document already on its way.
 */
export const approvalRequest = pgTable(
  'approval_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    documentType: varchar('document_type', { length: 10 }).notNull(),
    documentId: uuid('document_id').notNull(),
    documentNo: varchar('document_no', { length: 30 }).notNull(),
    /** PENDING, APPROVED, REJECTED or CANCELLED. */
    status: varchar('status', { length: 10 }).notNull().default('PENDING'),
    createdBy: uuid('created_by').references(() => appUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    unique('approval_request_document').on(t.propertyId, t.documentType, t.documentNo),
    index('approval_request_pending').on(t.propertyId, t.status),
    check('approval_request_status', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED')`),
  ],
);

/**
 * A step of a request (the spec's "details"). Status 0 waiting, 1 approved, 2 rejected, 4 no longer needed
 * (the document was rejected or cancelled before this step). `approver_id` is who acted.
 */
export const approvalRequestStep = pgTable(
  'approval_request_step',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => approvalRequest.id),
    stepNo: smallint('step_no').notNull(),
    description: varchar('description', { length: 300 }).notNull(),
    /** The step's name on English screens, when given. */
    descriptionEn: varchar('description_en', { length: 300 }),
    candidateIds: uuid('candidate_ids').array().notNull(),
    status: smallint('status').notNull().default(0),
    approverId: uuid('approver_id').references(() => appUser.id),
    reason: varchar('reason', { length: 500 }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    unique('approval_request_step_no').on(t.requestId, t.stepNo),
    check('approval_request_step_status', sql`${t.status} in (0, 1, 2, 4)`),
    check('approval_request_step_acted', sql`${t.status} in (0, 4) or ${t.approverId} is not null`),
  ],
);
