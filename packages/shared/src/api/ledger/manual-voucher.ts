import { z } from 'zod';
import { endpoint } from '../../endpoint';
import { v } from '../../validation';
import { propertyScoped, replyOf, unscoped } from '../common';
import { glPeriod } from './gl';
import { storedFile } from '../masterdata/common';
import { m } from '../masterdata/fields';
import { approvalFlow } from '../payments/approvals';

/**
 * Manual journal vouchers (JV, 000 s.7 gl/manualvoucher): an entry typed by the accountant, numbered in the JV
 * series when saved, sent for approval (document type JV) and posted to the ledger when the last step approves.
 * Status 1 waits for approval, 4 approved (posted), 2 rejected, 3 cancelled (before approval: nothing posted;
 * after: a reversal is posted). Money is decimal text (baht), as everywhere.
 */
export const MANUAL_VOUCHER_STATUSES = [1, 2, 3, 4] as const;
export type ManualVoucherStatus = (typeof MANUAL_VOUCHER_STATUSES)[number];
/** Statuses after which the voucher takes no more files. */
export const MANUAL_VOUCHER_CLOSED_STATUSES: readonly number[] = [2, 3];
/** The folder (uploadType / mainFolder) of voucher attachments. */
export const MANUAL_VOUCHER_FOLDER = 'JV';
/** Lines a voucher may have: an accrual or a reclassification, not a ledger import. */
export const MANUAL_VOUCHER_MAX_LINES = 200;

const status = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** One line: an account, and a debit or a credit (one of them). */
export const manualVoucherLineInput = z
  .object({
    accountCode: m.code({ required: true, max: 20 }),
    description: v.text({ max: 200 }),
    debit: v.money({ min: 0 }),
    credit: v.money({ min: 0 }),
    /** The unit the line concerns (a receivable or a deposit), optional. */
    unitCode: m.code({ max: 20 }),
  })
  .superRefine((l, ctx) => {
    if ((l.debit ?? 0) > 0 === (l.credit ?? 0) > 0)
      ctx.addIssue({ code: 'custom', path: ['debit'], params: { rule: 'debitOrCredit' } });
  });
export type ManualVoucherLineInput = z.input<typeof manualVoucherLineInput>;

/** POST /gl/manualvoucher/save: numbered at once and sent for approval. */
export const manualVoucherSave = propertyScoped
  .extend({
    voucherDate: v.date({ required: true }),
    description: v.text({ required: true, max: 500 }),
    lines: v.list(manualVoucherLineInput, { min: 2, max: MANUAL_VOUCHER_MAX_LINES }),
  })
  .superRefine((b, ctx) => {
    const debit = b.lines.reduce((s, l) => s + (l.debit ?? 0), 0);
    const credit = b.lines.reduce((s, l) => s + (l.credit ?? 0), 0);
    if (debit !== credit)
      ctx.addIssue({ code: 'custom', path: ['lines'], params: { rule: 'debitCreditNotEqual' } });
  });
export type ManualVoucherSaveInput = z.input<typeof manualVoucherSave>;
export type ManualVoucherSave = z.output<typeof manualVoucherSave>;
export const manualVoucherSaved = replyOf(z.object({ voucherId: z.string(), voucherNo: z.string(), status }));

/** PUT /gl/manualvoucher/cancel: withdraws one waiting, or reverses one approved; a reason either way. */
export const manualVoucherCancel = propertyScoped.extend({
  voucherNo: m.code({ required: true, max: 20 }),
  reason: v.text({ required: true, max: 500 }),
});

/** GET /gl/manualvoucher/{no}: the voucher with its lines, approval flow and files (approvers read it too). */
export const manualVoucherNoParams = z.object({ no: m.code({ required: true, max: 20 }) });
export const manualVoucherLine = z.object({
  lineNo: z.number().int(),
  accountCode: z.string(),
  accountName: z.string(),
  description: z.string().nullable(),
  debit: z.string(),
  credit: z.string(),
  unitCode: z.string().nullable(),
});
export const manualVoucherDetail = z.object({
  voucherId: z.string(),
  voucherNo: z.string(),
  voucherDate: z.string(),
  description: z.string(),
  status,
  statusDescription: z.string(),
  total: z.string(),
  lines: z.array(manualVoucherLine),
  /** The posted entry (once approved) and its reversal (once cancelled after approval). */
  journalEntryId: z.string().nullable(),
  reversalEntryId: z.string().nullable(),
  reason: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdDate: z.string(),
  approval: approvalFlow.nullable(),
  files: z.array(storedFile),
});
export type ManualVoucherDetail = z.infer<typeof manualVoucherDetail>;

/** POST /gl/manualvoucher/upload (multipart): voucherNo, files[i].file, files[i].description. */
export const manualVoucherUpload = propertyScoped.extend({ voucherNo: m.code({ required: true, max: 20 }) });
export const manualVoucherFilesReply = replyOf(z.object({ files: z.array(storedFile) }));

/** GET /gl/manualvoucher/{no}/pdf: the printed voucher (A4) in `docLang`, else in the caller's language. */
export const manualVoucherPdfQuery = propertyScoped.extend({ docLang: z.enum(['th', 'en']).optional() });
/** GET /gl/manualvoucher/excel?period=: every voucher dated in the month with its lines, as a workbook. */
export const manualVoucherExcelQuery = manualVoucherPdfQuery.extend({ period: glPeriod });

export const manualVoucherApi = {
  save: endpoint({
    method: 'POST',
    path: '/gl/manualvoucher/save',
    read: 'json',
    status: 201,
    body: manualVoucherSave,
    reply: manualVoucherSaved,
  }),
  cancel: endpoint({
    method: 'PUT',
    path: '/gl/manualvoucher/cancel',
    read: 'json',
    body: manualVoucherCancel,
    reply: manualVoucherSaved,
  }),
  upload: endpoint({
    method: 'POST',
    path: '/gl/manualvoucher/upload',
    read: 'json',
    query: unscoped,
    form: manualVoucherUpload,
    reply: manualVoucherFilesReply,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/gl/manualvoucher/:no',
    read: 'json',
    params: manualVoucherNoParams,
    query: propertyScoped,
    reply: replyOf(manualVoucherDetail),
  }),
  pdf: endpoint({
    method: 'GET',
    path: '/gl/manualvoucher/:no/pdf',
    read: 'binary',
    params: manualVoucherNoParams,
    query: manualVoucherPdfQuery,
  }),
  excel: endpoint({
    method: 'GET',
    path: '/gl/manualvoucher/excel',
    read: 'binary',
    query: manualVoucherExcelQuery,
  }),
};
