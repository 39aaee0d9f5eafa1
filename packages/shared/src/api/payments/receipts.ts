import { z } from 'zod';
import { ruleIssue, v } from '../../validation';
import { endpoint } from '../../endpoint';
import { keysetListReplyOf, keysetSearch, listReplyOf, propertyScoped, replyOf } from '../common';
import { journalRow } from '../billing/invoices';
import { isoDate } from '../billing/expenses';
import { m } from '../masterdata/fields';

/**
 * Receipts (/views/receipt), calls under /receipts (001 s.7 "Receipt"). Money in requests is baht text or
 * number (parsed to satang by v.money), in replies decimal text ('1420.00').
 */

export const RECEIPT_STATUSES = ['ISSUED', 'CANCELLED'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/** Payment entry types (001 "Transaction entries"); payment types of the account lookup: cash 1, transfer 2, cheque 3. */
export const PAYMENT_ENTRY_TYPES = ['cash', 'cheque', 'creditdebit', 'transfer', 'online'] as const;
export type PaymentEntryType = (typeof PAYMENT_ENTRY_TYPES)[number];

/** Minimum payment 0.01 (001 s.9). */
export const MIN_PAYMENT_SATANG = 1;

const price = v.money({ required: true, min: MIN_PAYMENT_SATANG });
const accountCode = m.code({ required: true, max: 20 });

/** One entry of the transaction list, as the payment panels build it. */
export const paymentEntry = z.discriminatedUnion('type', [
  z.object({ type: z.literal('cash'), price, accountCode }),
  /** A cheque picked from GET /cheques (chequeType 1); `price` is what this receipt uses of its balance. */
  z.object({ type: z.literal('cheque'), id: z.string().uuid(), price, accountCode: accountCode.optional() }),
  z.object({
    type: z.literal('creditdebit'),
    cardNo: v.cardNo({ required: true }),
    /** Bank provider code (GET bank provider). */
    cardHolderNameCode: m.code({ required: true, max: 10 }),
    cardName: v.text({ required: true, max: 200 }),
    price,
  }),
  z.object({ type: z.literal('transfer'), date: isoDate, accountCode, price }),
  z.object({ type: z.literal('online'), date: isoDate, accountCode, accountNo: v.text({ max: 30 }), price }),
]);
export type PaymentEntry = z.infer<typeof paymentEntry>;
export type PaymentEntryInput = z.input<typeof paymentEntry>;

/** An invoice picked in the add-invoice panel: payAmount 0.01..outstanding (checked again on the server). */
export const receiptInvoiceInput = z.object({
  invoiceNo: m.code({ required: true, max: 20 }),
  payAmount: price,
});

/** Deduction panels: invoice item (tax withheld on a line), account item, wallet item. */
export const receiptDeductionInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('invoiceItem'),
    invoiceNo: m.code({ required: true, max: 20 }),
    lineNo: z.number().int().min(1),
    amount: price,
    description: v.text({ max: 300 }),
  }),
  z.object({ kind: z.literal('account'), accountCode, amount: price, description: v.text({ max: 300 }) }),
  z.object({ kind: z.literal('wallet'), walletType: z.union([z.literal(0), z.literal(1)]), amount: price }),
]);
export type ReceiptDeductionInput = z.input<typeof receiptDeductionInput>;

/**
 * POST /receipts/save. The amounts must add up: payments + deductions = invoices paid + overpayment, where any
 * payment beyond the invoices goes to the customer's wallet (walletType, 0 common by default). `idempotencyKey`
 * (a UUID the client makes once per form) makes a retried save return the first receipt instead of a second.
 */
export const receiptSave = propertyScoped
  .extend({
    idempotencyKey: z.string().uuid(),
    unitCode: m.code({ required: true, max: 20 }),
    receiptType: m.code({ required: true, max: 10 }),
    receiptDate: isoDate,
    remark: v.text({ max: 500 }),
    invoices: v.list(receiptInvoiceInput, { max: 200, uniqueBy: (i) => i.invoiceNo }),
    deductions: v.list(receiptDeductionInput, { max: 50 }).default([]),
    transactions: v.list(paymentEntry, { max: 50 }).default([]),
    /** Wallet the overpayment goes to. */
    overpaymentWalletType: z.union([z.literal(0), z.literal(1)]).default(0),
  })
  .superRefine((b, ctx) => {
    if (b.invoices.length === 0 && b.transactions.length === 0)
      ctx.addIssue(ruleIssue('selectAtLeastOneInvoice', {}, ['invoices']));
    if (b.transactions.length === 0 && b.deductions.length === 0)
      ctx.addIssue(ruleIssue('selectAtLeastOneTransaction', {}, ['transactions']));
  });
export type ReceiptSave = z.infer<typeof receiptSave>;
export type ReceiptSaveInput = z.input<typeof receiptSave>;
/** `replayed`: true when the idempotency key had already saved this receipt (nothing new was created; status 200). */
export const receiptSaved = replyOf(
  z.object({ receiptId: z.string(), receiptNo: z.string(), walletTopUp: z.string(), replayed: z.boolean() }),
);

/** Receipt type codes: 1 receipt, 2 receipt / tax invoice (only when the property is VAT-registered). */
export const RECEIPT_TYPES = ['1', '2'] as const;
export type ReceiptTypeCode = (typeof RECEIPT_TYPES)[number];

/**
 * GET /receipts/type: code and description in the caller's language. `taxInvoice` marks the type that prints
 * as a tax invoice; `available` is false for it when the property is not VAT-registered.
 */
export const receiptTypeRow = z.object({
  code: z.string(),
  description: z.string(),
  taxInvoice: z.boolean(),
  available: z.boolean(),
});
export type ReceiptTypeRow = z.infer<typeof receiptTypeRow>;
export const receiptTypeReply = listReplyOf(receiptTypeRow);

/** GET /receipts/deduction/type: the deduction panels (code = the `kind` of receiptDeductionInput). */
export const DEDUCTION_KINDS = ['invoiceItem', 'account', 'wallet'] as const;
export type DeductionKind = (typeof DEDUCTION_KINDS)[number];
export const deductionTypeReply = listReplyOf(
  z.object({ code: z.enum(DEDUCTION_KINDS), description: z.string() }),
);

/** POST /receipts/search ("No" fields upper-cased by the client). Dates are receipt dates, inclusive. */
export const receiptSearchBody = propertyScoped.extend({
  receiptNo: v.text({ max: 20 }),
  unitCode: v.text({ max: 20 }),
  customerName: v.text({ max: 100 }),
  status: z.enum(RECEIPT_STATUSES).optional(),
  receiptDateFrom: v.date(),
  receiptDateTo: v.date(),
  ...keysetSearch.shape,
});
export type ReceiptSearchBody = z.infer<typeof receiptSearchBody>;
export type ReceiptSearchInput = z.input<typeof receiptSearchBody>;

export const RECEIPT_SOURCES = ['COUNTER', 'BILL_PAYMENT'] as const;

export const receiptRow = z.object({
  receiptId: z.string(),
  receiptNo: z.string(),
  receiptType: z.string(),
  receiptTypeDescription: z.string(),
  status: z.enum(RECEIPT_STATUSES),
  source: z.enum(RECEIPT_SOURCES),
  unitCode: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  receiptDate: z.string(),
  /** Invoices settled (base + VAT). */
  grandTotal: z.string(),
  /** Money received (sum of payments). */
  paidTotal: z.string(),
  deductionTotal: z.string(),
  /** Overpayment kept in the customer's wallet. */
  walletTopUp: z.string(),
  printCount: z.number().int(),
});
export type ReceiptRow = z.infer<typeof receiptRow>;
export const receiptSearchReply = keysetListReplyOf(receiptRow);

/** One invoice line the receipt paid. */
export const receiptInvoiceLineRow = z.object({
  invoiceId: z.string(),
  invoiceNo: z.string(),
  lineNo: z.number().int(),
  expenseTypeCode: z.string(),
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
  amountExcludeVat: z.string(),
  vat: z.string(),
  amount: z.string(),
});
export type ReceiptInvoiceLineRow = z.infer<typeof receiptInvoiceLineRow>;

export const receiptDeductionRow = z.object({
  kind: z.enum(DEDUCTION_KINDS),
  /** invoiceItem: the invoice and line the tax was withheld on. */
  invoiceNo: z.string().nullable(),
  lineNo: z.number().int().nullable(),
  accountCode: z.string().nullable(),
  walletType: z.union([z.literal(0), z.literal(1)]).nullable(),
  description: z.string().nullable(),
  amount: z.string(),
});
export type ReceiptDeductionRow = z.infer<typeof receiptDeductionRow>;

/** A payment of a receipt; 'billpayment' comes from a reconciled bank file. */
export const receiptPaymentRow = z.object({
  lineNo: z.number().int(),
  type: z.enum([...PAYMENT_ENTRY_TYPES, 'billpayment']),
  accountCode: z.string(),
  accountCodeDescription: z.string().nullable(),
  amount: z.string(),
  chequeId: z.string().nullable(),
  chequeNo: z.string().nullable(),
  /** Card: last four digits only. */
  cardNoLast4: z.string().nullable(),
  cardHolderNameCode: z.string().nullable(),
  cardName: z.string().nullable(),
  date: z.string().nullable(),
  accountNo: z.string().nullable(),
  reference: z.string().nullable(),
  deposited: z.boolean(),
});
export type ReceiptPaymentRow = z.infer<typeof receiptPaymentRow>;

export const receiptDetail = receiptRow.extend({
  unitId: z.string(),
  customerAddress: z.string().nullable(),
  customerTaxId: z.string().nullable(),
  customerBranchNo: z.string().nullable(),
  amountExcludeVat: z.string(),
  vat: z.string(),
  remark: z.string().nullable(),
  cancelReason: z.string().nullable(),
  lines: z.array(receiptInvoiceLineRow),
  deductions: z.array(receiptDeductionRow),
  payments: z.array(receiptPaymentRow),
  /** The receipt's journal and, once cancelled, its reversal. */
  journals: z.array(journalRow),
  createdBy: z.string().nullable(),
  createdDate: z.string(),
  updatedDate: z.string().nullable(),
});
export type ReceiptDetail = z.infer<typeof receiptDetail>;
export const receiptDetailReply = replyOf(receiptDetail);

/** PUT /receipts/cancel: posts a reversal and gives the paid amounts back (refused once a payment is deposited). */
export const receiptCancel = propertyScoped.extend({
  receiptId: z.string().uuid(),
  reason: v.text({ required: true, max: 500 }),
});
export type ReceiptCancel = z.infer<typeof receiptCancel>;

/** PUT /receipts/update: header texts only. */
export const receiptUpdate = propertyScoped.extend({
  receiptId: z.string().uuid(),
  remark: v.text({ max: 500 }),
  customerAddress: v.text({ max: 700 }),
});
export type ReceiptUpdate = z.infer<typeof receiptUpdate>;

/** PUT /receipts/{docNo}: the receipt goes to another current customer of the same unit (by customer code). */
export const receiptRename = propertyScoped.extend({ customerCode: m.code({ required: true, max: 20 }) });
export type ReceiptRename = z.infer<typeof receiptRename>;

/**
 * POST /receipts/reprint: records the (required) reason of a copy; the client then fetches GET print, which
 * counts every print and marks every print after the first "สำเนา / COPY".
 */
export const receiptReprint = propertyScoped.extend({
  receiptId: z.string().uuid(),
  reason: v.text({ required: true, max: 500 }),
});
export type ReceiptReprint = z.infer<typeof receiptReprint>;

/** GET /receipts/{id}/print?docLang: the PDF (application/pdf). */
export const receiptPrintQuery = propertyScoped.extend({ docLang: z.enum(['th', 'en']).optional() });

/** Replies of cancel, update, rename and reprint. */
export const receiptChanged = replyOf(
  z.object({
    receiptId: z.string(),
    receiptNo: z.string(),
    status: z.enum(RECEIPT_STATUSES),
    printCount: z.number().int(),
  }),
);

const receiptId = z.object({ id: z.string().uuid() });

/** Receipts under /receipts (001 s.7 "Receipt"). */
export const receiptApi = {
  /** A type is unavailable (the tax invoice one) when the property is not VAT-registered. */
  types: endpoint({
    method: 'GET',
    path: '/receipts/type',
    read: 'list',
    query: propertyScoped,
    reply: receiptTypeReply,
  }),
  deductionTypes: endpoint({
    method: 'GET',
    path: '/receipts/deduction/type',
    read: 'list',
    query: propertyScoped,
    reply: deductionTypeReply,
  }),
  search: endpoint({
    method: 'POST',
    path: '/receipts/search',
    read: 'list',
    body: receiptSearchBody,
    reply: receiptSearchReply,
  }),
  /**
   * 201 with the new receipt; 200 with the first one when the form's idempotency key was already used (a resend
   * after a lost reply).
   */
  save: endpoint({
    method: 'POST',
    path: '/receipts/save',
    read: 'json',
    status: 201,
    body: receiptSave,
    reply: receiptSaved,
    otherReplies: { 200: receiptSaved },
  }),
  /** Posts the reversal; the invoices it paid are open again. */
  cancel: endpoint({
    method: 'PUT',
    path: '/receipts/cancel',
    read: 'json',
    body: receiptCancel,
    reply: receiptChanged,
  }),
  /** The remark. */
  update: endpoint({
    method: 'PUT',
    path: '/receipts/update',
    read: 'json',
    body: receiptUpdate,
    reply: receiptChanged,
  }),
  /** Records the (required) reason of a copy; the copy is then printed. */
  reprint: endpoint({
    method: 'POST',
    path: '/receipts/reprint',
    read: 'json',
    body: receiptReprint,
    reply: receiptChanged,
  }),
  /** The receipt goes to another current customer of the unit. */
  rename: endpoint({
    method: 'PUT',
    path: '/receipts/:docNo',
    read: 'json',
    params: z.object({ docNo: z.string().min(1).max(20) }),
    body: receiptRename,
    reply: receiptChanged,
  }),
  /** The PDF (the server counts the print). */
  print: endpoint({
    method: 'GET',
    path: '/receipts/:id/print',
    read: 'binary',
    params: receiptId,
    query: receiptPrintQuery,
  }),
  /** Header, invoices paid, deductions, payments and journal. */
  detail: endpoint({
    method: 'GET',
    path: '/receipts/:id',
    read: 'json',
    params: receiptId,
    query: propertyScoped,
    reply: receiptDetailReply,
  }),
};
