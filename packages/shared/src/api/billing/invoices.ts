import { z } from 'zod';
import { v } from '../../validation';
import { endpoint } from '../../endpoint';
import { keysetListReplyOf, keysetSearch, listReplyOf, propertyScoped, replyOf } from '../common';
import { EXPENSE_CATEGORIES } from '../masterdata/constants';
import { m } from '../masterdata/fields';
import { billingMonth, isoDate } from './expenses';

/**
 * Invoices (/views/invoice). Money in replies is decimal text ('1420.00'). The calls are in `invoiceApi` at the
 * end of this file.
 */

export const INVOICE_STATUSES = ['DRAFT', 'ISSUED', 'CANCELLED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_SOURCES = ['BILLING', 'MANUAL', 'SURCHARGE', 'IMPORT', 'OPENING'] as const;
/** Derived from amounts: what is left to pay. */
export const PAYMENT_STATUSES = ['UNPAID', 'PARTIAL', 'PAID'] as const;

/** POST /invoices/search (the client cancels a superseded search). "No" fields are upper-cased by the client. */
export const invoiceSearchBody = propertyScoped.extend({
  invoiceNo: v.text({ max: 20 }),
  unitCode: v.text({ max: 20 }),
  customerName: v.text({ max: 100 }),
  status: z.enum(INVOICE_STATUSES).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  billingMonth: billingMonth.optional(),
  invoiceDateFrom: v.date(),
  invoiceDateTo: v.date(),
  overdueOnly: z.boolean().optional(),
  ...keysetSearch.shape,
});
export type InvoiceSearchBody = z.infer<typeof invoiceSearchBody>;

export const invoiceRow = z.object({
  invoiceId: z.string(),
  invoiceNo: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  source: z.enum(INVOICE_SOURCES),
  unitCode: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  billingMonth: z.string(),
  grandTotal: z.string(),
  paidAmount: z.string(),
  creditedAmount: z.string(),
  outstanding: z.string(),
  printCount: z.number().int(),
});
export type InvoiceRow = z.infer<typeof invoiceRow>;
export const invoiceSearchReply = keysetListReplyOf(invoiceRow);

export const invoiceLineRow = z.object({
  lineNo: z.number().int(),
  expenseTypeCode: z.string(),
  expenseTypeDescription: z.string(),
  category: z.enum(EXPENSE_CATEGORIES),
  /** As stored (a draft is edited with it). */
  description: z.string(),
  /**
   * The description in the caller's language: in English, a billed line's expense-type name (where it has one) and
   * a surcharge line's text; a typed one as typed.
   */
  displayDescription: z.string(),
  billingStart: z.string(),
  billingEnd: z.string(),
  quantity: z.string().nullable(),
  unitPrice: z.string().nullable(),
  previousMeter: z.string().nullable(),
  currentMeter: z.string().nullable(),
  /** The meter type's minimum charge was billed instead of the priced use: quantity x price is not the amount. */
  chargedMinimum: z.boolean(),
  amountExcludeVat: z.string(),
  vat: z.string(),
  grandTotal: z.string(),
  paidAmount: z.string(),
  creditedAmount: z.string(),
});
export type InvoiceLineRow = z.infer<typeof invoiceLineRow>;

export const journalLineRow = z.object({
  accountCode: z.string(),
  accountDescription: z.string(),
  debit: z.string(),
  credit: z.string(),
});
export const journalRow = z.object({
  documentNo: z.string(),
  kind: z.enum(['POST', 'REVERSAL']),
  entryDate: z.string(),
  lines: z.array(journalLineRow),
});
export type JournalRow = z.infer<typeof journalRow>;

export const invoiceDetail = invoiceRow.extend({
  customerAddress: z.string().nullable(),
  customerTaxId: z.string().nullable(),
  customerBranchNo: z.string().nullable(),
  amountExcludeVat: z.string(),
  vat: z.string(),
  remark: z.string().nullable(),
  cancelReason: z.string().nullable(),
  lines: z.array(invoiceLineRow),
  /** The invoice's journal and, once cancelled or credited, the entries that followed. */
  journals: z.array(journalRow),
  createdBy: z.string().nullable(),
  createdDate: z.string(),
  updatedDate: z.string().nullable(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;
export const invoiceDetailReply = replyOf(invoiceDetail);

/** GET /invoices/unit?unitCode: who a manual invoice for the unit goes to, and what the unit still owes. */
export const invoiceUnitQuery = propertyScoped.extend({ unitCode: z.string().min(1).max(20) });
export const invoiceUnitReply = replyOf(
  z.object({
    unitCode: z.string(),
    customerCode: z.string().nullable(),
    customerName: z.string().nullable(),
    customerAddress: z.string().nullable(),
    outstanding: z.string(),
    openInvoices: z.array(invoiceRow),
  }),
);

export const invoiceLineInput = z.object({
  expenseTypeCode: m.code({ required: true, max: 20 }),
  description: v.text({ required: true, max: 300 }),
  quantity: m.decimal({ scale: 4, max: '9999999999', positive: true, required: true }),
  unitPrice: v.money({ required: true, min: 0 }),
});
export type InvoiceLineInput = z.input<typeof invoiceLineInput>;

/**
 * POST /invoices/save: a manual invoice. Without invoiceId it creates a draft, with it it replaces the draft's
 * lines. issue=true gives it a number and posts it (an issued invoice cannot be changed any more).
 * POST /invoices/print/draft/save takes the same body and always leaves a draft.
 */
export const invoiceSave = propertyScoped
  .extend({
    invoiceId: z.string().uuid().optional(),
    unitCode: m.code({ required: true, max: 20 }),
    invoiceDate: isoDate,
    dueDate: isoDate,
    remark: v.text({ max: 500 }),
    lines: v.list(invoiceLineInput, { min: 1, max: 50, minRule: 'mustAddExpense' }),
    issue: z.boolean().default(false),
  })
  .refine((b) => b.invoiceDate <= b.dueDate, {
    params: { rule: 'invoiceDateAfterDueDate' },
    path: ['dueDate'],
  });
export type InvoiceSave = z.infer<typeof invoiceSave>;
export type InvoiceSaveInput = z.input<typeof invoiceSave>;
export const invoiceSaved = replyOf(
  z.object({ invoiceId: z.string(), invoiceNo: z.string().nullable(), status: z.enum(INVOICE_STATUSES) }),
);

/**
 * POST /invoices/expense/save: the charges (expense lines) of a draft, replaced whole; its unit, dates and remark
 * stay. An issued invoice is refused (IN003): it is corrected by a credit note.
 */
export const invoiceExpenseSave = propertyScoped.extend({
  invoiceId: z.string().uuid(),
  lines: v.list(invoiceLineInput, { min: 1, max: 50, minRule: 'mustAddExpense' }),
});
export type InvoiceExpenseSave = z.infer<typeof invoiceExpenseSave>;

/** POST /invoices/issue: numbers and posts a draft. */
export const invoiceIssue = propertyScoped.extend({ invoiceId: z.string().uuid() });

/** PUT /invoices/cancel: only a draft (no number yet) can be cancelled; an issued invoice takes a credit note. */
export const invoiceCancel = propertyScoped.extend({
  invoiceId: z.string().uuid(),
  reason: v.text({ required: true, max: 500 }),
});

/** The reply of a change that names the invoice it changed (cancel, customer detail). */
export const invoiceChanged = replyOf(z.object({ invoiceId: z.string() }));

/** PUT /invoices/customerDetail: the billing name and address printed on the invoice. */
export const invoiceCustomerDetail = propertyScoped.extend({
  invoiceId: z.string().uuid(),
  customerName: v.text({ required: true, max: 300 }),
  customerAddress: v.text({ max: 700 }),
  customerTaxId: v.taxId(),
  customerBranchNo: m.digits(5),
});

/** PUT /api/v1/invoices/{docNo}: bill the invoice to another customer of the unit (after a resale). */
export const invoiceRename = propertyScoped.extend({ customerCode: m.code({ required: true, max: 20 }) });
export const invoiceRenamed = replyOf(z.object({ invoiceNo: z.string() }));

/** GET /invoices/print/option */
export const printOptionReply = listReplyOf(z.object({ code: z.string(), description: z.string() }));

/**
 * GET /invoices/{id}/print?docLang: the invoice PDF (in the user's language without docLang).
 * POST /api/v1/reports/invoice/expenses/office with billingMonth: every issued invoice of the month in one PDF.
 */
export const invoicePrintQuery = propertyScoped.extend({ docLang: z.string().optional() });
export const bulkPrintBody = propertyScoped.extend({
  billingMonth,
  docLang: z.enum(['th', 'en']).optional(),
});

/** An invoice addressed by its id in the path. */
const invoiceIdParams = z.object({ id: z.string().uuid() });

/** The invoice calls (000 s.7 "Invoices"), the month's bulk print and the rename call of the second service. */
export const invoiceApi = {
  /** The register's search; the client cancels a superseded one. */
  search: endpoint({
    method: 'POST',
    path: '/invoices/search',
    read: 'list',
    body: invoiceSearchBody,
    reply: invoiceSearchReply,
  }),
  /** Who a manual invoice for the unit goes to, and what the unit still owes. */
  unit: endpoint({
    method: 'GET',
    path: '/invoices/unit',
    read: 'json',
    query: invoiceUnitQuery,
    reply: invoiceUnitReply,
  }),
  /** The languages an invoice can be printed in. */
  printOptions: endpoint({
    method: 'GET',
    path: '/invoices/print/option',
    read: 'list',
    query: propertyScoped,
    reply: printOptionReply,
  }),
  /** A manual invoice: 201 when created, 200 when a draft's lines are replaced; issue=true numbers and posts it. */
  save: endpoint({
    method: 'POST',
    path: '/invoices/save',
    read: 'json',
    status: 201,
    body: invoiceSave,
    reply: invoiceSaved,
    otherReplies: { 200: invoiceSaved },
  }),
  /** The same body as `save`, always left a draft. */
  saveDraft: endpoint({
    method: 'POST',
    path: '/invoices/print/draft/save',
    read: 'json',
    status: 201,
    body: invoiceSave,
    reply: invoiceSaved,
    otherReplies: { 200: invoiceSaved },
  }),
  /** A draft's charges, replaced whole. */
  saveExpenses: endpoint({
    method: 'POST',
    path: '/invoices/expense/save',
    read: 'json',
    body: invoiceExpenseSave,
    reply: invoiceSaved,
  }),
  /** Numbers and posts a draft. */
  issue: endpoint({
    method: 'POST',
    path: '/invoices/issue',
    read: 'json',
    body: invoiceIssue,
    reply: invoiceSaved,
  }),
  /** Only a draft; an issued invoice is corrected by a credit note. */
  cancel: endpoint({
    method: 'PUT',
    path: '/invoices/cancel',
    read: 'json',
    body: invoiceCancel,
    reply: invoiceChanged,
  }),
  /** The billing name and address printed on the invoice. */
  customerDetail: endpoint({
    method: 'PUT',
    path: '/invoices/customerDetail',
    read: 'json',
    body: invoiceCustomerDetail,
    reply: invoiceChanged,
  }),
  /** Bills the invoice `docNo` to another customer of the unit (second service). */
  rename: endpoint({
    method: 'PUT',
    path: '/api/v1/invoices/:docNo',
    read: 'json',
    params: z.object({ docNo: z.string().min(1).max(20) }),
    body: invoiceRename,
    reply: invoiceRenamed,
  }),
  /** The invoice PDF; the server counts the print. */
  print: endpoint({
    method: 'GET',
    path: '/invoices/:id/print',
    read: 'binary',
    params: invoiceIdParams,
    query: invoicePrintQuery,
  }),
  /** Every issued invoice of a month in one PDF (second service). */
  printMonth: endpoint({
    method: 'POST',
    path: '/api/v1/reports/invoice/expenses/office',
    read: 'binary',
    body: bulkPrintBody,
  }),
  /** The invoice with its lines and journal entries. */
  detail: endpoint({
    method: 'GET',
    path: '/invoices/:id',
    read: 'json',
    params: invoiceIdParams,
    query: propertyScoped,
    reply: invoiceDetailReply,
  }),
};
