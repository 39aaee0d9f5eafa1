import { z } from 'zod';
import { v } from '../../validation';
import { endpoint } from '../../endpoint';
import { keysetListReplyOf, keysetSearch, listReplyOf, propertyScoped, replyOf, unscoped } from '../common';
import { m } from '../masterdata/fields';
import { storedFile } from '../masterdata/common';
import { approvalFlow } from './approvals';

/**
 * Credit notes (/views/credit-note), calls under /creditnotes (000 s.7). Type 1 reduces invoice lines still owed,
 * type 2 credits what a receipt paid into the customer's wallet. Status 1 waiting for approval, 4 approved,
 * 2 rejected and 3 cancelled (2 and 3 are the cancel statuses: no more files). Money in replies is decimal text.
 */
export const CREDIT_NOTE_TYPES = [1, 2] as const;
export const CREDIT_NOTE_STATUSES = [1, 2, 3, 4] as const;
/** Statuses after which the document is closed for files and saving (000 s.4). */
export const CREDIT_NOTE_CANCEL_STATUSES: readonly number[] = [2, 3];
/** The folder (uploadType / mainFolder) of credit-note attachments. */
export const CREDIT_NOTE_FOLDER = 'CN';

const isoDate = v.date({ required: true });
const creditNoteType = z.union([z.literal(1), z.literal(2)]);
const creditNoteStatus = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** POST /creditnotes/search */
export const creditNoteSearchBody = propertyScoped.extend({
  creditNoteNo: v.text({ max: 20 }),
  unitCode: v.text({ max: 20 }),
  creditNoteType: creditNoteType.optional(),
  status: creditNoteStatus.optional(),
  dateFrom: v.date(),
  dateTo: v.date(),
  ...keysetSearch.shape,
});
export type CreditNoteSearchBody = z.input<typeof creditNoteSearchBody>;

export const creditNoteRow = z.object({
  creditNoteId: z.string(),
  creditNoteNo: z.string(),
  creditNoteType: creditNoteType,
  creditNoteTypeDescription: z.string(),
  status: creditNoteStatus,
  statusDescription: z.string(),
  creditNoteDate: z.string(),
  unitCode: z.string(),
  customerName: z.string(),
  description: z.string(),
  receiptNo: z.string().nullable(),
  amountExcludeVat: z.string(),
  vat: z.string(),
  grandTotal: z.string(),
  createdBy: z.string().nullable(),
  createdDate: z.string(),
});
export type CreditNoteRow = z.infer<typeof creditNoteRow>;
export const creditNoteSearchReply = keysetListReplyOf(creditNoteRow);

/** Credit-note invoice line (000 s.3) with what it refers to. */
export const creditNoteInvoiceLine = z.object({
  invoiceNo: z.string(),
  lineNo: z.number().int(),
  expenseTypeDescription: z.string(),
  billingStart: z.string(),
  billingEnd: z.string(),
  amountExcludeVat: z.string(),
  vat: z.string(),
  /** The amount credited on this line (VAT included). */
  payAmount: z.string(),
});
export const creditNoteReceipt = z.object({
  receiptNo: z.string(),
  payAmountExcludeVat: z.string(),
  payAmountVat: z.string(),
  payAmountGrandtotal: z.string(),
});

/** GET /pendingapproval/creditnotes/{no}: the credit-note detail used in approvals (001 s.3). */
export const creditNoteApprovalDetail = z.object({
  creditNoteId: z.string(),
  creditNoteNo: z.string(),
  creditNoteType: creditNoteType,
  creditNoteDate: z.string(),
  status: creditNoteStatus,
  unitCodeDescription: z.string(),
  customerName: z.string(),
  description: z.string(),
  customerAddress: z.string().nullable(),
  invoiceList: z.array(creditNoteInvoiceLine),
  receipt: creditNoteReceipt.nullable(),
  grandTotal: z.string(),
});
export type CreditNoteApprovalDetail = z.infer<typeof creditNoteApprovalDetail>;
export const creditNoteApprovalDetailReply = replyOf(creditNoteApprovalDetail);

/** GET /creditnotes/{id}: the document, its approval flow and attachments. */
export const creditNoteDetail = creditNoteApprovalDetail.extend({
  /** Prints of the approved document; every one after the first is a copy and asks for a reason. */
  printCount: z.number().int(),
  statusDescription: z.string(),
  creditNoteTypeDescription: z.string(),
  amountExcludeVat: z.string(),
  vat: z.string(),
  reason: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdDate: z.string(),
  approval: approvalFlow.nullable(),
  files: z.array(storedFile),
});
export type CreditNoteDetail = z.infer<typeof creditNoteDetail>;
export const creditNoteDetailReply = replyOf(creditNoteDetail);

/** GET /creditnotes/type and /creditnotes/type/receipt: data[] of code and description. */
export const creditNoteTypeReply = listReplyOf(z.object({ code: z.number().int(), description: z.string() }));

/** GET /creditnotes/receipt?unitCode: the unit's issued receipts and what can still be credited on each. */
export const creditNoteUnitQuery = propertyScoped.extend({ unitCode: m.code({ required: true, max: 20 }) });
export const creditNoteReceiptRow = z.object({
  receiptNo: z.string(),
  receiptDate: z.string(),
  customerName: z.string(),
  grandTotal: z.string(),
  creditedAmount: z.string(),
  remaining: z.string(),
});
export type CreditNoteReceiptRow = z.infer<typeof creditNoteReceiptRow>;
export const creditNoteReceiptReply = listReplyOf(creditNoteReceiptRow);

/** GET /creditnotes/invoice-lines?unitCode: open invoice lines of the unit with what each still owes. */
export const creditNoteOpenLine = z.object({
  invoiceNo: z.string(),
  invoiceDate: z.string(),
  lineNo: z.number().int(),
  expenseTypeDescription: z.string(),
  /** As stored. */
  description: z.string(),
  /**
   * The description in the caller's language: in English, a billed line's expense-type name (where it has one) and
   * a surcharge line's text; a typed one as typed.
   */
  displayDescription: z.string(),
  billingStart: z.string(),
  billingEnd: z.string(),
  grandTotal: z.string(),
  remaining: z.string(),
});
export type CreditNoteOpenLine = z.infer<typeof creditNoteOpenLine>;
export const creditNoteOpenLinesReply = listReplyOf(creditNoteOpenLine);

export const creditNoteLineInput = z.object({
  invoiceNo: m.code({ required: true, max: 20 }),
  lineNo: z.coerce.number().int().min(1).max(32767),
  amount: v.money({ required: true, min: 1 }),
});

/** POST /creditnotes/save: numbered at once and sent for approval. */
export const creditNoteSave = propertyScoped
  .extend({
    creditNoteType: creditNoteType,
    unitCode: m.code({ required: true, max: 20 }),
    creditNoteDate: isoDate,
    description: v.text({ required: true, max: 500 }),
    lines: v
      .list(creditNoteLineInput, { max: 100, uniqueBy: (l) => `${l.invoiceNo}/${l.lineNo}` })
      .optional(),
    receiptNo: m.code({ max: 20 }),
    amount: v.money({ min: 1 }),
  })
  .superRefine((b, ctx) => {
    if (b.creditNoteType === 1 && (b.lines ?? []).length === 0)
      ctx.addIssue({ code: 'custom', path: ['lines'], params: { rule: 'minItems', min: 1 } });
    if (b.creditNoteType === 2 && !b.receiptNo)
      ctx.addIssue({ code: 'custom', path: ['receiptNo'], params: { rule: 'required' } });
    if (b.creditNoteType === 2 && !b.amount)
      ctx.addIssue({ code: 'custom', path: ['amount'], params: { rule: 'required' } });
  });
export type CreditNoteSaveInput = z.input<typeof creditNoteSave>;
export type CreditNoteSave = z.output<typeof creditNoteSave>;
export const creditNoteSaved = replyOf(
  z.object({ creditNoteId: z.string(), creditNoteNo: z.string(), status: creditNoteStatus }),
);

/** PUT /creditnotes/approve, /reject (the approver; reject needs a reason), /cancel (the creator side, reason). */
export const creditNoteApprove = propertyScoped.extend({ creditNoteNo: m.code({ required: true, max: 20 }) });
export const creditNoteReason = propertyScoped.extend({
  creditNoteNo: m.code({ required: true, max: 20 }),
  reason: v.text({ required: true, max: 500 }),
});
/**
 * POST /creditnotes/reprint: records the (required) reason of a copy of an approved credit note; the client then
 * fetches GET print, which counts the print and marks every print after the first "สำเนา / COPY".
 */
export const creditNoteReprint = propertyScoped.extend({
  creditNoteId: z.string().uuid(),
  reason: v.text({ required: true, max: 500 }),
});
export const creditNoteReprinted = replyOf(
  z.object({
    creditNoteId: z.string(),
    creditNoteNo: z.string(),
    status: creditNoteStatus,
    printCount: z.number().int(),
  }),
);
/** GET /creditnotes/{id}/print?docLang: the PDF (application/pdf). */
export const creditNotePrintQuery = propertyScoped.extend({ docLang: z.enum(['th', 'en']).optional() });

/** POST /creditnotes/upload (multipart): creditNoteNo, files[i].file, files[i].description. */
export const creditNoteUpload = propertyScoped.extend({ creditNoteNo: m.code({ required: true, max: 20 }) });
export const creditNoteFilesReply = replyOf(z.object({ files: z.array(storedFile) }));

/** Credit notes under /creditnotes (000 s.7) and the one an approver opens (001 s.7). */
export const creditNoteApi = {
  /** "No" fields and the unit upper-cased by the client. */
  search: endpoint({
    method: 'POST',
    path: '/creditnotes/search',
    read: 'list',
    body: creditNoteSearchBody,
    reply: creditNoteSearchReply,
  }),
  types: endpoint({
    method: 'GET',
    path: '/creditnotes/type',
    read: 'list',
    query: propertyScoped,
    reply: creditNoteTypeReply,
  }),
  /** The types a receipt can be credited with (type 2). */
  receiptTypes: endpoint({
    method: 'GET',
    path: '/creditnotes/type/receipt',
    read: 'list',
    query: propertyScoped,
    reply: creditNoteTypeReply,
  }),
  /** The unit's receipts and what can still be credited on each. */
  unitReceipts: endpoint({
    method: 'GET',
    path: '/creditnotes/receipt',
    read: 'list',
    query: creditNoteUnitQuery,
    reply: creditNoteReceiptReply,
  }),
  /** What each open invoice line of the unit still owes. */
  openLines: endpoint({
    method: 'GET',
    path: '/creditnotes/invoice-lines',
    read: 'list',
    query: creditNoteUnitQuery,
    reply: creditNoteOpenLinesReply,
  }),
  /** Numbered and sent for approval at once. */
  save: endpoint({
    method: 'POST',
    path: '/creditnotes/save',
    read: 'json',
    status: 201,
    body: creditNoteSave,
    reply: creditNoteSaved,
  }),
  approve: endpoint({
    method: 'PUT',
    path: '/creditnotes/approve',
    read: 'json',
    body: creditNoteApprove,
    reply: creditNoteSaved,
  }),
  reject: endpoint({
    method: 'PUT',
    path: '/creditnotes/reject',
    read: 'json',
    body: creditNoteReason,
    reply: creditNoteSaved,
  }),
  /** Only while waiting for approval, with a reason. */
  cancel: endpoint({
    method: 'PUT',
    path: '/creditnotes/cancel',
    read: 'json',
    body: creditNoteReason,
    reply: creditNoteSaved,
  }),
  /** multipart: creditNoteNo, files[i].file, files[i].description; lang and propertyCode in the query. */
  upload: endpoint({
    method: 'POST',
    path: '/creditnotes/upload',
    read: 'json',
    query: unscoped,
    form: creditNoteUpload,
    reply: creditNoteFilesReply,
  }),
  /** Records why a copy is printed; the copy is then printed with `print`. */
  reprint: endpoint({
    method: 'POST',
    path: '/creditnotes/reprint',
    read: 'json',
    body: creditNoteReprint,
    reply: creditNoteReprinted,
  }),
  /** The PDF in docLang (the server counts the prints of an approved credit note). */
  print: endpoint({
    method: 'GET',
    path: '/creditnotes/:id/print',
    read: 'binary',
    params: z.object({ id: z.string().uuid() }),
    query: creditNotePrintQuery,
  }),
  /** The credit note an approver looks at, by number. */
  forApproval: endpoint({
    method: 'GET',
    path: '/pendingapproval/creditnotes/:no',
    read: 'json',
    params: z.object({ no: z.string().min(1).max(20) }),
    query: propertyScoped,
    reply: creditNoteApprovalDetailReply,
  }),
  /** The document with its approval flow and files. */
  detail: endpoint({
    method: 'GET',
    path: '/creditnotes/:id',
    read: 'json',
    params: z.object({ id: z.string().uuid() }),
    query: propertyScoped,
    reply: creditNoteDetailReply,
  }),
};
