import { z } from 'zod';
import { endpoint } from '../endpoint';
import { propertyScoped, replyOf } from './common';
import { bulkPrintBody } from './billing/invoices';
import {
  accruedExpenseExportQuery,
  cashBankExportQuery,
  journalExportQuery,
  ledgerExportQuery,
} from './ledger/ledger-reports';

/**
 * Files too long to make within a call (every invoice of a month for a thousand units) are made by a job: the
 * start call answers at once with the export's id, the screen polls its progress, then downloads the file. Any
 * instance answers the poll and serves the file (the progress is in the database, the file in the file store).
 * An export is its requester's: another user, or another property, does not find it.
 */
export const EXPORT_KINDS = ['INVOICE_MONTH_PDF', 'LEDGER_REPORT'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const exportStatus = z.enum(['QUEUED', 'RUNNING', 'DONE', 'FAILED']);
export type ExportStatus = z.infer<typeof exportStatus>;

export const exportRow = z.object({
  exportId: z.string().uuid(),
  kind: z.enum(EXPORT_KINDS),
  status: exportStatus,
  /** Documents done of total, for the progress bar (0 of 0 while queued). */
  done: z.number().int(),
  total: z.number().int(),
  fileName: z.string().nullable(),
  /** Why it failed, in the requester's language. */
  error: z.string().nullable(),
});
export type ExportRow = z.infer<typeof exportRow>;

const exportIdParams = z.object({ id: z.string().uuid() });

/** A ledger report's file (general ledger, journal, cash and bank, accrued expense): its conditions and format. */
const fileFormat = z.enum(['xlsx', 'pdf']);
export const ledgerReportExportBody = z.discriminatedUnion('report', [
  ledgerExportQuery.extend({ report: z.literal('ledger'), format: fileFormat }),
  journalExportQuery.extend({ report: z.literal('journal'), format: fileFormat }),
  cashBankExportQuery.extend({ report: z.literal('cashBank'), format: fileFormat }),
  accruedExpenseExportQuery.extend({ report: z.literal('accruedExpense'), format: fileFormat }),
]);
export type LedgerReportExport = z.infer<typeof ledgerReportExportBody>;
export type LedgerReportExportInput = z.input<typeof ledgerReportExportBody>;

export const exportApi = {
  /** Starts the PDF of every issued invoice of a month; 400 IN002 at once when the month has none. */
  invoiceMonth: endpoint({
    method: 'POST',
    path: '/exports/invoice-month',
    read: 'json',
    body: bulkPrintBody,
    reply: replyOf(exportRow),
  }),
  /** Starts a ledger report's workbook or PDF (a year of a big book's lines takes longer than a call should). */
  ledgerReport: endpoint({
    method: 'POST',
    path: '/exports/ledger-report',
    read: 'json',
    body: ledgerReportExportBody,
    reply: replyOf(exportRow),
  }),
  /** An export's progress. */
  status: endpoint({
    method: 'GET',
    path: '/exports/:id',
    read: 'json',
    params: exportIdParams,
    query: propertyScoped,
    reply: replyOf(exportRow),
  }),
  /** The finished file (404 until it is done). */
  file: endpoint({
    method: 'GET',
    path: '/exports/:id/file',
    read: 'binary',
    params: exportIdParams,
    query: propertyScoped,
  }),
};
