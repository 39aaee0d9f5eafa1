import { z } from 'zod';
import { endpoint } from '../../endpoint';
import { errorReply, propertyScoped, replyOf } from '../common';

/**
 * Invoice imports (000 s.3 "Overdue-debt import columns" and "SAP invoice import adds", s.4 "template upload then
 * submit"): a file is uploaded and checked row by row, kept as a batch, and committed as issued invoices in one
 * transaction once every row is right. The calls are in `invoiceImportApi` at the end of this file.
 */

/**
 * OVERDUE: debts from before the property used this system, credited to income (ยอดหนี้ค้างชำระยกมา). OPENING: the same
 * debts when the opening balances already hold them: credited to the opening balances clearing account, where they
 * meet the receivables of the opening trial balance. SAP: open invoices exported from SAP.
 */
export const INVOICE_IMPORT_KINDS = ['OVERDUE', 'OPENING', 'SAP'] as const;
export type InvoiceImportKind = (typeof INVOICE_IMPORT_KINDS)[number];

/** VALIDATED: every row is right, it can be committed. FAILED: some rows are wrong. COMMITTED: the invoices exist. */
export const INVOICE_IMPORT_STATUSES = ['VALIDATED', 'FAILED', 'COMMITTING', 'COMMITTED'] as const;
export type InvoiceImportStatus = (typeof INVOICE_IMPORT_STATUSES)[number];

/** The overdue-debt columns, in template order (000 s.3). */
export const OVERDUE_IMPORT_COLUMNS = [
  'propertyCode',
  'unitCode',
  'ownerType',
  'expenseType',
  'dueDate',
  'invoiceDate',
  'billingCycleMonth',
  'billingCycleYear',
  'billingCycleStartMonth',
  'billingCycleStartYear',
  'billingCycleEndMonth',
  'billingCycleEndYear',
  'meterCode',
  'previousMeter',
  'currentMeter',
  'amountExcludeVat',
  'vat',
] as const;

/** What the SAP file adds to the overdue-debt columns (000 s.3). */
export const SAP_EXTRA_COLUMNS = [
  'unitCodeCrm',
  'invoiceNo',
  'invoiceStatusDescription',
  'customerNameTh',
  'customerNameEn',
  'expenseTypeDescriptionTh',
  'expenseTypeDescriptionEn',
  'accountCode',
  'description',
  'invoiceDueDate',
  'grandTotal',
  'invoiceNoSap',
  'status',
] as const;

export const SAP_IMPORT_COLUMNS = [...OVERDUE_IMPORT_COLUMNS, ...SAP_EXTRA_COLUMNS] as const;
export type InvoiceImportColumn = (typeof SAP_IMPORT_COLUMNS)[number];

/** The columns of a kind's template, in order. */
export function invoiceImportColumns(kind: InvoiceImportKind): readonly InvoiceImportColumn[] {
  return kind === 'SAP' ? SAP_IMPORT_COLUMNS : OVERDUE_IMPORT_COLUMNS;
}

/** The extra column of the error file; a re-uploaded error file may keep it (it is ignored). */
export const INVOICE_IMPORT_ERROR_COLUMN = 'errors';

/** At most this many rows per file (one transaction commits them all). */
export const INVOICE_IMPORT_MAX_ROWS = 10_000;

export const invoiceImportKind = z.enum(INVOICE_IMPORT_KINDS);

/** GET /invoices/v1/download?kind */
export const invoiceImportTemplateQuery = propertyScoped.extend({ kind: invoiceImportKind });
/** The fields of POST /invoices/v1/upload besides the file. */
export const invoiceImportUploadForm = propertyScoped.extend({ kind: invoiceImportKind });
/** The fields of POST /api/v1/invoices/sap/upload besides the file: the kind is SAP whether named or not. */
export const invoiceImportSapUploadForm = propertyScoped.extend({ kind: z.literal('SAP').optional() });
/** GET /invoices/v1/upload/error?uploadId */
export const invoiceImportErrorQuery = propertyScoped.extend({ uploadId: z.string().uuid() });
/** POST /invoices/v1/upload/submit (and /api/v1/invoices/sap/upload/commit) */
export const invoiceImportSubmit = propertyScoped.extend({ uploadId: z.string().uuid() });

/** One problem of a row: the column it is about (null: the row as a whole), the rule or functional code, its text. */
export const invoiceImportIssue = z.object({
  column: z.string().nullable(),
  code: z.string(),
  message: z.string(),
});
export type InvoiceImportIssue = z.infer<typeof invoiceImportIssue>;

/**
 * A row as checked. Dates are ISO and amounts decimal text when they could be read; otherwise the text as it
 * was in the file, so the user sees what is wrong.
 */
export const invoiceImportRow = z.object({
  rowNo: z.number().int(),
  unitCode: z.string(),
  expenseType: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  billingMonth: z.string().nullable(),
  amountExcludeVat: z.string(),
  vat: z.string(),
  grandTotal: z.string().nullable(),
  invoiceNoSap: z.string().nullable(),
  errors: z.array(invoiceImportIssue),
});
export type InvoiceImportRow = z.infer<typeof invoiceImportRow>;

export const invoiceImportResult = z.object({
  uploadId: z.string(),
  kind: invoiceImportKind,
  status: z.enum(INVOICE_IMPORT_STATUSES),
  fileName: z.string(),
  rowCount: z.number().int(),
  errorCount: z.number().int(),
  /** Sum of the rows' totals (amount + VAT) that could be read. */
  grandTotal: z.string(),
  rows: z.array(invoiceImportRow),
});
export type InvoiceImportResult = z.infer<typeof invoiceImportResult>;
/** 200 even when rows have errors: the screen lists them; such a batch cannot be committed. */
export const invoiceImportReply = replyOf(invoiceImportResult);

export const invoiceImportCommitted = z.object({
  uploadId: z.string(),
  status: z.literal('COMMITTED'),
  invoiceCount: z.number().int(),
  grandTotal: z.string(),
  invoices: z.array(z.object({ rowNo: z.number().int(), invoiceId: z.string(), invoiceNo: z.string() })),
});
export type InvoiceImportCommitted = z.infer<typeof invoiceImportCommitted>;
/** A commit still being worked by its job: rows done of total, for the progress bar. */
export const invoiceImportCommitting = z.object({
  uploadId: z.string(),
  status: z.literal('COMMITTING'),
  done: z.number().int(),
  total: z.number().int(),
});
export type InvoiceImportCommitting = z.infer<typeof invoiceImportCommitting>;
/**
 * What a submit (or a later look at it) answers: the invoices made, or, for a batch whose commit takes longer
 * than a call waits, its progress; the screen then asks `commitStatus` until it is done.
 */
export const invoiceImportCommitReply = replyOf(
  z.discriminatedUnion('status', [invoiceImportCommitted, invoiceImportCommitting]),
);
export type InvoiceImportCommitOutcome = InvoiceImportCommitted | InvoiceImportCommitting;
/**
 * 409 IN015: the batch has rows with errors (found at upload, or found again at commit because the data changed
 * meanwhile); data then lists the rows and why.
 */
export const invoiceImportRefusedReply = errorReply.extend({ data: invoiceImportResult.optional() });

/**
 * The invoice import calls (000 s.4 "template upload then submit", s.7) under /invoices/v1, and the SAP calls of
 * the second service (marked "under construction" in the spec): the same batches, restricted to kind SAP.
 */
export const invoiceImportApi = {
  /** The template of a kind (XLSX: the columns and one example row). */
  template: endpoint({
    method: 'GET',
    path: '/invoices/v1/download',
    read: 'binary',
    query: invoiceImportTemplateQuery,
  }),
  /** multipart: the file (CSV/TXT/XLSX, 5 MB) and invoiceImportUploadForm; the checked batch, 200 even with errors. */
  upload: endpoint({
    method: 'POST',
    path: '/invoices/v1/upload',
    read: 'json',
    form: invoiceImportUploadForm,
    reply: invoiceImportReply,
  }),
  /** The rows with errors as XLSX, to fix and upload again. */
  errorFile: endpoint({
    method: 'GET',
    path: '/invoices/v1/upload/error',
    read: 'binary',
    query: invoiceImportErrorQuery,
  }),
  /**
   * Issues one invoice per row, all or nothing, as a job; answers once it is done, or its progress when it takes
   * longer than a call waits. 409 IN015 with the rows when some are wrong.
   */
  submit: endpoint({
    method: 'POST',
    path: '/invoices/v1/upload/submit',
    read: 'json',
    body: invoiceImportSubmit,
    reply: invoiceImportCommitReply,
    otherReplies: { 409: invoiceImportRefusedReply },
  }),
  /**
   * A submitted batch (of either service) as its commit stands: progress while the job works, then what `submit`
   * would have answered (the invoices, 409 IN015 with the rows, or the error that stopped it).
   */
  commitStatus: endpoint({
    method: 'GET',
    path: '/invoices/v1/upload/status',
    read: 'json',
    query: invoiceImportErrorQuery,
    reply: invoiceImportCommitReply,
    otherReplies: { 409: invoiceImportRefusedReply },
  }),
  /** `upload` for kind SAP (second service); multipart: the file and invoiceImportSapUploadForm. */
  sapUpload: endpoint({
    method: 'POST',
    path: '/api/v1/invoices/sap/upload',
    read: 'json',
    form: invoiceImportSapUploadForm,
    reply: invoiceImportReply,
  }),
  /** `errorFile` of a SAP batch (second service). */
  sapErrorFile: endpoint({
    method: 'GET',
    path: '/api/v1/invoices/sap/upload/error',
    read: 'binary',
    query: invoiceImportErrorQuery,
  }),
  /** `submit` of a SAP batch (second service). */
  sapCommit: endpoint({
    method: 'POST',
    path: '/api/v1/invoices/sap/upload/commit',
    read: 'json',
    body: invoiceImportSubmit,
    reply: invoiceImportCommitReply,
    otherReplies: { 409: invoiceImportRefusedReply },
  }),
};
