import { z } from 'zod';
import { endpoint } from '../../endpoint';
import { v } from '../../validation';
import { ruleIssue } from '../../validation/fields';
import { propertyScoped, replyOf } from '../common';

/**
 * The statement of account (ใบแจ้งยอดบัญชี / รายการเคลื่อนไหวลูกหนี้) of one customer or one unit, as an owner asks for it
 * at the counter: what is owed now and which invoices are unpaid, and every invoice (debit), receipt and credit note
 * (credit) of a date range with the balance before it, after each line and at its end. Money is decimal text, a
 * balance positive when owed. docs/decisions.md "Statement of account".
 */

/** Whose statement: a customer (every unit it was billed for) or a unit (every customer billed for it). */
export const ACCOUNT_STATEMENT_PARTIES = ['customer', 'unit'] as const;
export type AccountStatementParty = (typeof ACCOUNT_STATEMENT_PARTIES)[number];

/**
 * INVOICE an issued invoice; RECEIPT what a receipt settled; RECEIPT_CANCEL the reversal of a cancelled receipt, on
 * the date it was posted; CREDIT_NOTE an approved credit note.
 */
export const ACCOUNT_STATEMENT_KINDS = ['INVOICE', 'RECEIPT', 'RECEIPT_CANCEL', 'CREDIT_NOTE'] as const;
export type AccountStatementKind = (typeof ACCOUNT_STATEMENT_KINDS)[number];

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD (both included), and for the files their language. */
export const accountStatementQuery = propertyScoped
  .extend({
    from: v.date({ required: true }),
    to: v.date({ required: true }),
    docLang: z.enum(['th', 'en']).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from > q.to) ctx.addIssue(ruleIssue('rangeEnd', {}, ['to']));
  });
export type AccountStatementQuery = z.infer<typeof accountStatementQuery>;
export type AccountStatementQueryInput = z.input<typeof accountStatementQuery>;

export const accountStatementLine = z.object({
  date: z.string(),
  kind: z.enum(ACCOUNT_STATEMENT_KINDS),
  documentNo: z.string(),
  unitCode: z.string(),
  /** The invoices a receipt or credit note settled; an invoice's due date is in `dueDate`. */
  reference: z.string().nullable(),
  dueDate: z.string().nullable(),
  /** The receipt was cancelled afterwards (its reversal is its own RECEIPT_CANCEL line); the reason on both. */
  cancelled: z.boolean(),
  cancelReason: z.string().nullable(),
  debit: z.string(),
  credit: z.string(),
  /** What the document put in the customer's advance (wallet): a receipt's overpayment, a receipt-based credit note. */
  toAdvance: z.string(),
  /** The balance after this line. */
  balance: z.string(),
});
export type AccountStatementLine = z.infer<typeof accountStatementLine>;

export const unpaidInvoice = z.object({
  invoiceNo: z.string(),
  unitCode: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  /** Days past the due date today; 0 when not yet due. */
  daysOverdue: z.number().int(),
  grandTotal: z.string(),
  outstanding: z.string(),
});
export type UnpaidInvoice = z.infer<typeof unpaidInvoice>;

export const accountStatement = z.object({
  party: z.enum(ACCOUNT_STATEMENT_PARTIES),
  code: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  /** The balance at the end of the day before `from`. */
  opening: z.string(),
  lines: z.array(accountStatementLine),
  totalDebit: z.string(),
  totalCredit: z.string(),
  /** The balance at the end of `to`. */
  closing: z.string(),
  /** Today (Bangkok) and what is owed on it: the open invoices' outstanding amounts, listed in `unpaid`. */
  today: z.string(),
  balance: z.string(),
  overdue: z.string(),
  unpaid: z.array(unpaidInvoice),
  /** The unit's advance (wallet) balance; null on a customer's statement. */
  advance: z.string().nullable(),
});
export type AccountStatement = z.infer<typeof accountStatement>;
export const accountStatementReply = replyOf(accountStatement);

const partyParams = z.object({ code: z.string().min(1).max(40) });

/** The statement on screen and as PDF and Excel, per customer and per unit. */
export const accountStatementApi = {
  customer: endpoint({
    method: 'GET',
    path: '/statements/customer/:code',
    read: 'json',
    params: partyParams,
    query: accountStatementQuery,
    reply: accountStatementReply,
  }),
  customerPdf: endpoint({
    method: 'GET',
    path: '/statements/customer/:code/pdf',
    read: 'binary',
    params: partyParams,
    query: accountStatementQuery,
  }),
  customerExcel: endpoint({
    method: 'GET',
    path: '/statements/customer/:code/excel',
    read: 'binary',
    params: partyParams,
    query: accountStatementQuery,
  }),
  unit: endpoint({
    method: 'GET',
    path: '/statements/unit/:code',
    read: 'json',
    params: partyParams,
    query: accountStatementQuery,
    reply: accountStatementReply,
  }),
  unitPdf: endpoint({
    method: 'GET',
    path: '/statements/unit/:code/pdf',
    read: 'binary',
    params: partyParams,
    query: accountStatementQuery,
  }),
  unitExcel: endpoint({
    method: 'GET',
    path: '/statements/unit/:code/excel',
    read: 'binary',
    params: partyParams,
    query: accountStatementQuery,
  }),
};
