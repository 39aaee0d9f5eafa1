import { z } from 'zod';
import { endpoint } from '../../endpoint';
import { DOCUMENT_TYPES } from '../../objects';
import { v } from '../../validation';
import { billingMonth } from '../billing/expenses';
import { activeFlag, keysetListReplyOf, keysetSearch, listReplyOf, propertyScoped, replyOf } from '../common';

/**
 * General ledger (/views/document, "G/L List"), calls under /gl: every journal of the property, its posting to
 * the general ledger per month and document type, and the month close. Money in replies is decimal text.
 * docs/decisions.md "General ledger" says what posting means here.
 */

/**
 * The document types that write journals: invoice, receipt, credit note, deposit (JV), cheque returned by the
 * bank, wallet refund, the year-end closing entry (YC), the opening balances brought in at go-live (OB), the
 * approved request-pay (RQ). Manual vouchers write JV with their own numbers.
 */
export const GL_DOCUMENT_TYPES = ['IN', 'RC', 'CN', 'JV', 'CH', 'WC', 'YC', 'OB', 'RQ', 'PV', 'WT'] as const;
export type GlDocumentType = (typeof GL_DOCUMENT_TYPES)[number];
/** What a postGL right may name: the types that write journals and those that will (payment vouchers). */
export const POST_GL_DOCUMENT_TYPES: readonly string[] = [
  ...new Set<string>([...DOCUMENT_TYPES, ...GL_DOCUMENT_TYPES]),
];

/** An entry is UNPOSTED until the month's entries of its type are posted to the general ledger. */
export const GL_POST_STATUSES = ['UNPOSTED', 'POSTED'] as const;
export type GlPostStatus = (typeof GL_POST_STATUSES)[number];

/** POST for a document's own entry, REVERSAL for the entry that cancels it. */
export const GL_ENTRY_KINDS = ['POST', 'REVERSAL'] as const;

/** A month, YYYY-MM (CE): the web remembers the last one chosen under the storage key glMonthYear. */
export const glPeriod = billingMonth;

/** GET /gl/type, GET /gl/status: code and description in the asked language. */
export const glCodeListReply = listReplyOf(z.object({ code: z.string(), description: z.string() }));

/** POST /gl/search: one month's journals, newest first. Numbers are upper-cased by the client. */
export const glSearchBody = propertyScoped.extend({
  period: glPeriod,
  documentType: z.enum(GL_DOCUMENT_TYPES).optional(),
  status: z.enum(GL_POST_STATUSES).optional(),
  documentNo: v.text({ max: 30 }),
  /** Entries with a line on this account. */
  accountCode: v.text({ max: 20 }),
  /** Entries whose total (the sum of the debits) is exactly this. */
  amount: v.money({ min: 0 }),
  ...keysetSearch.shape,
});
export type GlSearchBody = z.infer<typeof glSearchBody>;
export type GlSearchInput = z.input<typeof glSearchBody>;

export const glRow = z.object({
  entryId: z.string(),
  entryDate: z.string(),
  documentType: z.enum(GL_DOCUMENT_TYPES),
  documentNo: z.string(),
  kind: z.enum(GL_ENTRY_KINDS),
  description: z.string().nullable(),
  /** The sum of the debits (= of the credits). */
  amount: z.string(),
  status: z.enum(GL_POST_STATUSES),
  /** A POST entry that a REVERSAL has cancelled. */
  reversed: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type GlRow = z.infer<typeof glRow>;
export const glSearchReply = keysetListReplyOf(glRow);

/** GET /gl/detail?id= */
export const glDetailQuery = propertyScoped.extend({ id: z.string().uuid() });
export const glLine = z.object({
  lineNo: z.number().int(),
  accountCode: z.string(),
  accountName: z.string(),
  description: z.string().nullable(),
  debit: z.string(),
  credit: z.string(),
});
export type GlLine = z.infer<typeof glLine>;
export const glDetail = glRow.extend({
  lines: z.array(glLine),
  /** The document the entry belongs to (its screen opens it), null when it has none. */
  sourceId: z.string().nullable(),
  /** The entry this one reverses, and the one that reversed this. */
  reversesEntryId: z.string().nullable(),
  reversedByEntryId: z.string().nullable(),
  /** Who posted it to the general ledger, and when (null while unposted). */
  glPostedBy: z.string().nullable(),
  glPostedAt: z.string().nullable(),
  /** A JV typed by the accountant (not a deposit): its number, so the drawer shows the voucher's own state. */
  manualVoucherNo: z.string().nullable(),
});
export type GlDetail = z.infer<typeof glDetail>;
export const glDetailReply = replyOf(glDetail);

/** What stops a month from closing (GET /gl/validate?period=), each with how many and where to see them. */
export const GL_BLOCKERS = [
  /** Journals of the month not posted to the general ledger (per document type). */
  'UNPOSTED',
  /** An earlier month is still open: months close in order. */
  'EARLIER_OPEN',
  /** Credit notes of the month still waiting for approval. */
  'PENDING_APPROVAL',
  /** Cash and cheques received in the month and not deposited. */
  'UNDEPOSITED',
] as const;
export type GlBlocker = (typeof GL_BLOCKERS)[number];

export const glValidateQuery = propertyScoped.extend({ period: glPeriod });
export const glValidation = z.object({
  period: z.string(),
  closed: z.boolean(),
  /** Who closed it and when (null while open). */
  closedBy: z.string().nullable(),
  closedAt: z.string().nullable(),
  blockers: z.array(
    z.object({
      blocker: z.enum(GL_BLOCKERS),
      /** For UNPOSTED, the document type; for EARLIER_OPEN, the earliest open month. */
      documentType: z.enum(GL_DOCUMENT_TYPES).nullable(),
      period: z.string().nullable(),
      count: z.number().int(),
      /** Said to the person, in the asked language. */
      message: z.string(),
      /** The screen that shows them (a /views path with its query). */
      link: z.string(),
    }),
  ),
  /** For December: the year's close (its closing entry's number, who, when), null while the year is open. */
  yearClose: z
    .object({ documentNo: z.string(), closedBy: z.string().nullable(), closedAt: z.string() })
    .nullable()
    .default(null),
  /** Per document type: entries of the month, and how many are posted. */
  types: z.array(
    z.object({
      documentType: z.enum(GL_DOCUMENT_TYPES),
      entryCount: z.number().int(),
      postedCount: z.number().int(),
      /** The sum of the month's debits of that type. */
      amount: z.string(),
    }),
  ),
});
export type GlValidation = z.infer<typeof glValidation>;
export const glValidateReply = replyOf(glValidation);

/** POST /gl/post: posts the month's unposted entries of one type (the postGL right of that type). */
export const glPostBody = propertyScoped.extend({
  period: glPeriod,
  documentType: z.enum(GL_DOCUMENT_TYPES),
});
export type GlPostBody = z.infer<typeof glPostBody>;
export const glPostReply = replyOf(
  z.object({ period: z.string(), documentType: z.enum(GL_DOCUMENT_TYPES), entryCount: z.number().int() }),
);

/** PUT /gl/cancel: returns the month's posted entries of one type to unposted (open month only). */
export const glCancelPostBody = glPostBody.extend({ reason: v.text({ required: true, max: 500 }) });
export type GlCancelPostBody = z.infer<typeof glCancelPostBody>;

/** POST /gl/closed/month: closes a month (the closeGL right); PUT /gl/closed/month/cancel reopens it. */
export const glMonthCloseBody = propertyScoped.extend({ period: glPeriod });
export const glMonthReopenBody = glMonthCloseBody.extend({ reason: v.text({ required: true, max: 500 }) });
export const glMonthReply = replyOf(z.object({ period: z.string(), closed: z.boolean() }));

/**
 * GET /gl/trial-balance: per account, what it carried in before the first month, what moved in the months, and
 * what it carries out, each on its debit or credit side; `postedOnly` Y counts posted entries only.
 */
export const glTrialBalanceQuery = propertyScoped.extend({
  periodFrom: glPeriod,
  periodTo: glPeriod,
  postedOnly: activeFlag.default('N'),
});
export type GlTrialBalanceQuery = z.infer<typeof glTrialBalanceQuery>;
const trialBalanceColumns = {
  openingDebit: z.string(),
  openingCredit: z.string(),
  debit: z.string(),
  credit: z.string(),
  closingDebit: z.string(),
  closingCredit: z.string(),
};
export const glTrialBalanceRow = z.object({
  accountCode: z.string(),
  accountName: z.string(),
  category: z.string().nullable(),
  ...trialBalanceColumns,
});
export type GlTrialBalanceRow = z.infer<typeof glTrialBalanceRow>;
export const glTrialBalance = z.object({
  periodFrom: z.string(),
  periodTo: z.string(),
  postedOnly: z.boolean(),
  rows: z.array(glTrialBalanceRow),
  totals: z.object(trialBalanceColumns),
  /** Debits equal credits in each pair of columns. */
  balanced: z.boolean(),
});
export type GlTrialBalance = z.infer<typeof glTrialBalance>;
export const glTrialBalanceReply = replyOf(glTrialBalance);
/**
 * GET /gl/trial-balance/excel and /pdf: the same report as a workbook or a printed A4 landscape page, in
 * `docLang` (the user's language without it).
 */
export const glTrialBalanceExportQuery = glTrialBalanceQuery.extend({
  docLang: z.enum(['th', 'en']).optional(),
});
export type GlTrialBalanceExportQuery = z.infer<typeof glTrialBalanceExportQuery>;

/**
 * POST /api/v1/gl/closed/year: closes a fiscal year (the calendar year): its closing entry (YC, dated 31 December)
 * moves every revenue and expense balance to the surplus account, is posted, and December closes.
 */
export const glYearCloseBody = propertyScoped.extend({
  year: z.coerce.number().int().min(2000).max(2200),
  /** The accumulated surplus (deficit) account: an equity account of the chart. */
  surplusAccountCode: v.text({ required: true, max: 20 }),
});
/** PUT /api/v1/gl/closed/year/cancel: reverses exactly that, while the next year has no closed month. */
export const glYearCancelBody = propertyScoped.extend({
  year: z.coerce.number().int().min(2000).max(2200),
  reason: v.text({ required: true, max: 500 }),
});
export const glYearReply = replyOf(
  z.object({
    year: z.number().int(),
    closed: z.boolean(),
    /** The closing entry's number (YC...). */
    documentNo: z.string(),
    /** How many revenue and expense accounts the entry emptied. */
    accountCount: z.number().int(),
  }),
);

export const glApi = {
  types: endpoint({
    method: 'GET',
    path: '/gl/type',
    read: 'list',
    query: propertyScoped,
    reply: glCodeListReply,
  }),
  statuses: endpoint({
    method: 'GET',
    path: '/gl/status',
    read: 'list',
    query: propertyScoped,
    reply: glCodeListReply,
  }),
  search: endpoint({
    method: 'POST',
    path: '/gl/search',
    read: 'list',
    body: glSearchBody,
    reply: glSearchReply,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/gl/detail',
    read: 'json',
    query: glDetailQuery,
    reply: glDetailReply,
  }),
  validate: endpoint({
    method: 'GET',
    path: '/gl/validate',
    read: 'json',
    query: glValidateQuery,
    reply: glValidateReply,
  }),
  post: endpoint({ method: 'POST', path: '/gl/post', read: 'json', body: glPostBody, reply: glPostReply }),
  cancelPost: endpoint({
    method: 'PUT',
    path: '/gl/cancel',
    read: 'json',
    body: glCancelPostBody,
    reply: glPostReply,
  }),
  trialBalance: endpoint({
    method: 'GET',
    path: '/gl/trial-balance',
    read: 'json',
    query: glTrialBalanceQuery,
    reply: glTrialBalanceReply,
  }),
  closeYear: endpoint({
    method: 'POST',
    path: '/api/v1/gl/closed/year',
    read: 'json',
    body: glYearCloseBody,
    reply: glYearReply,
  }),
  cancelYear: endpoint({
    method: 'PUT',
    path: '/api/v1/gl/closed/year/cancel',
    read: 'json',
    body: glYearCancelBody,
    reply: glYearReply,
  }),
  closeMonth: endpoint({
    method: 'POST',
    path: '/gl/closed/month',
    read: 'json',
    body: glMonthCloseBody,
    reply: glMonthReply,
  }),
  reopenMonth: endpoint({
    method: 'PUT',
    path: '/gl/closed/month/cancel',
    read: 'json',
    body: glMonthReopenBody,
    reply: glMonthReply,
  }),
  trialBalanceExcel: endpoint({
    method: 'GET',
    path: '/gl/trial-balance/excel',
    read: 'binary',
    query: glTrialBalanceExportQuery,
  }),
  trialBalancePdf: endpoint({
    method: 'GET',
    path: '/gl/trial-balance/pdf',
    read: 'binary',
    query: glTrialBalanceExportQuery,
  }),
} as const;
