import { z } from 'zod';
import { APPROVAL_DOCUMENT_TYPES } from '../../objects';
import { v } from '../../validation';
import { endpoint } from '../../endpoint';
import { ackReply, listReplyOf, propertyScoped, replyOf } from '../common';

/**
 * The approvals engine (001 s.3 "Approval flow", s.4, s.7 "Pending approval"): approvers per property and
 * document type under /properties/approver, the documents waiting for the signed-in user under /pendingapproval.
 */

export const approvalDocumentType = z.enum(APPROVAL_DOCUMENT_TYPES);
export type ApprovalDocumentType = z.infer<typeof approvalDocumentType>;

/** Approval detail status codes (001 s.4): 0 waiting, 1 approved, 2 rejected, 4 no longer needed. */
export const APPROVAL_DETAIL_STATUS = { waiting: 0, approved: 1, rejected: 2, inactive: 4 } as const;
export const APPROVAL_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;

export const approvalUser = z.object({ userID: z.string(), name: z.string(), email: z.string().nullable() });
export type ApprovalUserRow = z.infer<typeof approvalUser>;

/** GET /properties/approver?documentType: the configured steps, in order. */
export const approverQuery = propertyScoped.extend({ documentType: approvalDocumentType.optional() });
export const approverStep = z.object({
  stepId: z.string(),
  documentType: approvalDocumentType,
  stepNo: z.number().int(),
  description: z.string(),
  /** The step's English name, shown on English screens when given. */
  descriptionEn: z.string().nullable(),
  users: z.array(approvalUser),
});
export type ApproverStep = z.infer<typeof approverStep>;
export const approverListReply = listReplyOf(approverStep);

const userIds = v.list(z.string().uuid(), { min: 1, max: 20, uniqueBy: (id) => id });

/** POST /properties/approver: a new step after the last one (one approver, or a group of whom any one acts). */
export const approverCreate = propertyScoped.extend({
  documentType: approvalDocumentType,
  description: v.text({ required: true, max: 300 }),
  descriptionEn: v.text({ max: 300 }),
  userIds,
});
/** PUT /properties/approver: rename a step and replace its users. */
export const approverUpdate = propertyScoped.extend({
  stepId: z.string().uuid(),
  description: v.text({ required: true, max: 300 }),
  descriptionEn: v.text({ max: 300 }),
  userIds,
});
/** DELETE /properties/approver?stepId: later steps move up one. */
export const approverDelete = propertyScoped.extend({ stepId: z.string().uuid() });
export const approverSavedReply = replyOf(approverStep);

/** GET /properties/approver/detail?stepId: the users of one step; POST / DELETE add or remove one. */
export const approverDetailQuery = propertyScoped.extend({ stepId: z.string().uuid() });
export const approverDetailBody = propertyScoped.extend({
  stepId: z.string().uuid(),
  userId: z.string().uuid(),
});
export const approverDetailReply = listReplyOf(approvalUser);

/** GET /properties/approver/users?documentType: who may be chosen (users of the property with that approval type). */
export const approverCandidatesQuery = propertyScoped.extend({ documentType: approvalDocumentType });

/** GET /pendingapproval/document/type and /document/name. */
export const documentTypeRow = z.object({ code: approvalDocumentType, description: z.string() });
export const documentTypeReply = listReplyOf(documentTypeRow);
export const documentNameRow = z.object({ documentType: approvalDocumentType, documentName: z.string() });
export const documentNameReply = listReplyOf(documentNameRow);

/** POST /pendingapproval/search: documents whose CURRENT step the signed-in user may act on. */
export const pendingSearchBody = propertyScoped.extend({
  documentType: approvalDocumentType.optional(),
  documentNo: v.text({ max: 30 }),
  dateFrom: v.date(),
  dateTo: v.date(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
});
export type PendingSearchBody = z.input<typeof pendingSearchBody>;
export const pendingRow = z.object({
  documentType: approvalDocumentType,
  documentName: z.string(),
  documentNo: z.string(),
  documentId: z.string(),
  description: z.string().nullable(),
  amount: z.string().nullable(),
  createdBy: z.string(),
  createdDate: z.string(),
  stepNo: z.number().int(),
  stepDescription: z.string(),
});
export type PendingRow = z.infer<typeof pendingRow>;
export const pendingSearchReply = listReplyOf(pendingRow);

/** PUT /pendingapproval/approve: act on the current step; a rejection needs a reason. */
export const approvalAction = propertyScoped
  .extend({
    documentType: approvalDocumentType,
    documentNo: v.text({ required: true, max: 30 }),
    action: z.enum(['approve', 'reject']),
    reason: v.text({ max: 500 }),
  })
  .refine((b) => b.action === 'approve' || (b.reason ?? '').trim() !== '', {
    params: { rule: 'required' },
    path: ['reason'],
  });
export type ApprovalActionBody = z.input<typeof approvalAction>;
export const approvalActed = replyOf(
  z.object({
    documentType: approvalDocumentType,
    documentNo: z.string(),
    status: z.enum(APPROVAL_REQUEST_STATUSES),
  }),
);

/** GET /pendingapproval/{no}?documentType: the approval flow of a document (001 s.3). */
export const approvalDetailRow = z.object({
  detailID: z.number().int(),
  description: z.string(),
  approver: z.string().nullable(),
  approverEmail: z.string().nullable(),
  status: z.number().int(),
  statusDescription: z.string().nullable(),
  processDate: z.string().nullable(),
  reason: z.string().nullable(),
  users: z.array(approvalUser),
});
export const approvalFlow = z.object({
  documentType: approvalDocumentType,
  documentNo: z.string(),
  status: z.enum(APPROVAL_REQUEST_STATUSES),
  createdBy: z.string(),
  email: z.string().nullable(),
  createdDate: z.string(),
  /** Whether the signed-in user may act on the current step now. */
  canAct: z.boolean(),
  details: z.array(approvalDetailRow),
});
export type ApprovalFlowData = z.infer<typeof approvalFlow>;
export const approvalFlowQuery = propertyScoped.extend({ documentType: approvalDocumentType.default('CN') });
export const approvalFlowReply = replyOf(approvalFlow);

/**
 * Approver configuration under /properties/approver (001 s.7 "Approver and approver detail") and the pending
 * approval screen's calls (001 s.7). The credit note an approver opens is in `creditNoteApi.forApproval`.
 */
export const approvalApi = {
  /** The configured steps of a document type. */
  steps: endpoint({
    method: 'GET',
    path: '/properties/approver',
    read: 'list',
    query: approverQuery,
    reply: approverListReply,
  }),
  /** Who may be chosen as an approver. */
  candidates: endpoint({
    method: 'GET',
    path: '/properties/approver/users',
    read: 'list',
    query: approverCandidatesQuery,
    reply: approverDetailReply,
  }),
  createStep: endpoint({
    method: 'POST',
    path: '/properties/approver',
    read: 'json',
    status: 201,
    body: approverCreate,
    reply: approverSavedReply,
  }),
  /** A step's name and users. */
  updateStep: endpoint({
    method: 'PUT',
    path: '/properties/approver',
    read: 'json',
    body: approverUpdate,
    reply: approverSavedReply,
  }),
  /** Later steps move up. */
  deleteStep: endpoint({
    method: 'DELETE',
    path: '/properties/approver',
    read: 'json',
    query: approverDelete,
    reply: ackReply,
  }),
  stepUsers: endpoint({
    method: 'GET',
    path: '/properties/approver/detail',
    read: 'list',
    query: approverDetailQuery,
    reply: approverDetailReply,
  }),
  addStepUser: endpoint({
    method: 'POST',
    path: '/properties/approver/detail',
    read: 'list',
    body: approverDetailBody,
    reply: approverDetailReply,
  }),
  removeStepUser: endpoint({
    method: 'DELETE',
    path: '/properties/approver/detail',
    read: 'list',
    query: approverDetailBody,
    reply: approverDetailReply,
  }),
  /** Documents whose current step waits for the signed-in user. */
  pending: endpoint({
    method: 'POST',
    path: '/pendingapproval/search',
    read: 'list',
    body: pendingSearchBody,
    reply: pendingSearchReply,
  }),
  documentTypes: endpoint({
    method: 'GET',
    path: '/pendingapproval/document/type',
    read: 'list',
    query: propertyScoped,
    reply: documentTypeReply,
  }),
  documentNames: endpoint({
    method: 'GET',
    path: '/pendingapproval/document/name',
    read: 'list',
    query: propertyScoped,
    reply: documentNameReply,
  }),
  /** Approve or reject the current step. */
  act: endpoint({
    method: 'PUT',
    path: '/pendingapproval/approve',
    read: 'json',
    body: approvalAction,
    reply: approvalActed,
  }),
  /** The approval flow of a document (shown on the document screens too). */
  flow: endpoint({
    method: 'GET',
    path: '/pendingapproval/:no',
    read: 'json',
    query: approvalFlowQuery,
    reply: approvalFlowReply,
  }),
};
