import { z } from 'zod';
import { v } from '../../validation';
import { isoDate } from '../billing/expenses';
import { journalRow } from '../billing/invoices';
import { endpoint } from '../../endpoint';
import { keysetListReplyOf, keysetSearch, listReplyOf, propertyScoped, replyOf } from '../common';
import { m } from '../masterdata/fields';

/**
 * Deposits (/views/deposit), calls under /deposits: bank deposits (JV) of the cash and cheques receipts collected,
 * and the bill-payment (mPay) reconciliation. Money in replies is decimal text.
 */

export const DEPOSIT_STATUSES = ['POSTED', 'CANCELLED'] as const;
export const DEPOSIT_SOURCES = ['COUNTER', 'BILL_PAYMENT'] as const;
/** Receipts still on hand after this many days are flagged (001: overdue deposit threshold). */
export const DEPOSIT_OVERDUE_DAYS = 3;

/** POST /deposits/search */
export const depositSearchBody = propertyScoped.extend({
  depositNo: v.text({ max: 20 }),
  status: z.enum(DEPOSIT_STATUSES).optional(),
  source: z.enum(DEPOSIT_SOURCES).optional(),
  depositDateFrom: v.date(),
  depositDateTo: v.date(),
  ...keysetSearch.shape,
});
export type DepositSearchBody = z.infer<typeof depositSearchBody>;

export const depositRow = z.object({
  depositId: z.string(),
  depositNo: z.string(),
  depositDate: z.string(),
  bankAccountCode: z.string(),
  bankAccountDescription: z.string().nullable(),
  source: z.enum(DEPOSIT_SOURCES),
  status: z.enum(DEPOSIT_STATUSES),
  amount: z.string(),
  cashAmount: z.string(),
  chequeAmount: z.string(),
  /** What of the slip the bank returned (cheques reset after the deposit). */
  returnedAmount: z.string(),
  /** The slip's amount less what was returned: what the deposit brought into the bank. */
  netAmount: z.string(),
  itemCount: z.number().int(),
  remark: z.string().nullable(),
  printCount: z.number().int(),
});
export type DepositRow = z.infer<typeof depositRow>;
export const depositSearchReply = keysetListReplyOf(depositRow);

export const DEPOSIT_PAYMENT_TYPES = [
  'CASH',
  'CHEQUE',
  'CARD',
  'TRANSFER',
  'ONLINE',
  'BILL_PAYMENT',
] as const;

export const depositItemRow = z.object({
  receiptPaymentId: z.string(),
  receiptId: z.string(),
  receiptNo: z.string(),
  receiptDate: z.string(),
  unitCode: z.string(),
  customerName: z.string(),
  paymentType: z.enum(DEPOSIT_PAYMENT_TYPES),
  accountCode: z.string(),
  chequeNo: z.string().nullable(),
  chequeStatus: z.string().nullable(),
  amount: z.string(),
  /** The day the bank returned this item's cheque (it stays on the slip, out of the net amount). */
  returnedAt: z.string().nullable(),
});
export type DepositItemRow = z.infer<typeof depositItemRow>;

export const depositDetail = depositRow.extend({
  items: z.array(depositItemRow),
  journals: z.array(journalRow),
  cancelReason: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdDate: z.string(),
});
export type DepositDetail = z.infer<typeof depositDetail>;
export const depositDetailReply = replyOf(depositDetail);

/** GET /deposits/receipts/voucher: cash and cheques received and not yet deposited. */
export const undepositedRow = depositItemRow.extend({
  chequeDate: z.string().nullable(),
  bankCode: z.string().nullable(),
  /** Days since the receipt date (Bangkok). */
  daysOnHand: z.number().int(),
  /** More than DEPOSIT_OVERDUE_DAYS days on hand. */
  overdue: z.boolean(),
});
export type UndepositedRow = z.infer<typeof undepositedRow>;
export const undepositedReply = listReplyOf(undepositedRow);

/** POST /deposits/save */
export const depositSave = propertyScoped.extend({
  depositDate: isoDate,
  bankAccountCode: m.code({ required: true, max: 20 }),
  receiptPaymentIds: v.list(z.string().uuid(), { min: 1, max: 500, minRule: 'selectAtLeastOneTransaction' }),
  remark: v.text({ max: 500 }),
});
export type DepositSave = z.infer<typeof depositSave>;
export type DepositSaveInput = z.input<typeof depositSave>;
export const depositSaved = replyOf(
  z.object({ depositId: z.string(), depositNo: z.string(), amount: z.string() }),
);

/** PUT /deposits/cancel */
export const depositCancel = propertyScoped.extend({
  depositId: z.string().uuid(),
  reason: v.text({ required: true, max: 500 }),
});

// ----- bill-payment (mPay) reconciliation -----

export const BILL_PAYMENT_RESULTS = ['MATCHED', 'MISMATCH', 'UNMATCHED'] as const;
export type BillPaymentResult = (typeof BILL_PAYMENT_RESULTS)[number];

export const billPaymentLine = z.object({
  lineNo: z.number().int(),
  sequence: z.string(),
  paymentDate: z.string(),
  paymentTime: z.string(),
  customerName: z.string(),
  ref1: z.string(),
  ref2: z.string(),
  amount: z.string(),
  result: z.enum(BILL_PAYMENT_RESULTS),
  reason: z.string().nullable(),
  unitCode: z.string().nullable(),
  invoiceNo: z.string().nullable(),
  outstanding: z.string().nullable(),
  receiptNo: z.string().nullable(),
});
export type BillPaymentLine = z.infer<typeof billPaymentLine>;

const countAmount = z.object({ count: z.number().int(), amount: z.string() });

export const billPaymentImportRow = z.object({
  /** Also called transactionID by the receipts calls. */
  importId: z.string(),
  fileName: z.string(),
  status: z.enum(['REVIEW', 'COMMITTED']),
  bankCode: z.string().nullable(),
  companyAccount: z.string().nullable(),
  fileDate: z.string().nullable(),
  lineCount: z.number().int(),
  matchedCount: z.number().int(),
  totalAmount: z.string(),
  depositNo: z.string().nullable(),
  createdDate: z.string(),
  committedDate: z.string().nullable(),
});
export type BillPaymentImportRow = z.infer<typeof billPaymentImportRow>;
export const billPaymentImportListReply = listReplyOf(billPaymentImportRow);

export const billPaymentImport = billPaymentImportRow.extend({
  summary: z.object({ matched: countAmount, mismatch: countAmount, unmatched: countAmount }),
  lines: z.array(billPaymentLine),
});
export type BillPaymentImport = z.infer<typeof billPaymentImport>;
export const billPaymentImportReply = replyOf(billPaymentImport);

/** GET /deposits/mpay?id=, GET /receipts/reconcile?id= */
export const billPaymentImportQuery = propertyScoped.extend({ id: z.string().uuid() });
/** POST .../commit and .../excel */
export const billPaymentImportBody = propertyScoped.extend({ importId: z.string().uuid() });

/** The chart's accounts a deposit may go into. */
export const depositBankAccountsReply = listReplyOf(
  z.object({ accountCode: z.string(), description: z.string() }),
);
export const depositCancelled = replyOf(z.object({ depositId: z.string() }));

const depositId = z.object({ id: z.string().uuid() });

/** Upload (multipart: file), one upload with its lines, commit and the result as Excel, under one base path. */
function billPaymentEndpoints<const P extends string>(base: P) {
  return {
    /** Checked and matched; a bad file is refused with its line (JV105). */
    upload: endpoint({
      method: 'POST',
      path: base,
      read: 'json',
      form: propertyScoped,
      reply: billPaymentImportReply,
    }),
    /** One upload with its lines (to resume a review or see a result again). */
    get: endpoint({
      method: 'GET',
      path: base,
      read: 'json',
      query: billPaymentImportQuery,
      reply: billPaymentImportReply,
    }),
    /** Receipts and the deposit in one transaction. */
    commit: endpoint({
      method: 'POST',
      path: `${base}/commit`,
      read: 'json',
      body: billPaymentImportBody,
      reply: billPaymentImportReply,
    }),
    excel: endpoint({
      method: 'POST',
      path: `${base}/excel`,
      read: 'binary',
      body: billPaymentImportBody,
    }),
  };
}

/**
 * Deposits (000 s.7 "Deposits"): search, detail, save, cancel, print, the undeposited cash and cheques, and the
 * bill-payment (mPay) reconciliation, also under the receipts service's names (001: GET mpay,
 * mpay/{transactionID}, reconcile; POST reconcile, reconcile/commit, reconcile/excel).
 */
export const depositApi = {
  /** The deposit number upper-cased by the client, as every "No" search field. */
  search: endpoint({
    method: 'POST',
    path: '/deposits/search',
    read: 'list',
    body: depositSearchBody,
    reply: depositSearchReply,
  }),
  /** Cash and cheques on hand, oldest first, overdue flagged. */
  undeposited: endpoint({
    method: 'GET',
    path: '/deposits/receipts/voucher',
    read: 'list',
    query: propertyScoped,
    reply: undepositedReply,
  }),
  /** The same, under the receipts service's name. */
  receiptVouchers: endpoint({
    method: 'GET',
    path: '/receipts/voucher',
    read: 'list',
    query: propertyScoped,
    reply: undepositedReply,
  }),
  bankAccounts: endpoint({
    method: 'GET',
    path: '/deposits/bank-accounts',
    read: 'list',
    query: propertyScoped,
    reply: depositBankAccountsReply,
  }),
  save: endpoint({
    method: 'POST',
    path: '/deposits/save',
    read: 'json',
    status: 201,
    body: depositSave,
    reply: depositSaved,
  }),
  /** Posts the reversal. */
  cancel: endpoint({
    method: 'PUT',
    path: '/deposits/cancel',
    read: 'json',
    body: depositCancel,
    reply: depositCancelled,
  }),
  billPayment: billPaymentEndpoints('/deposits/mpay'),
  reconcile: billPaymentEndpoints('/receipts/reconcile'),
  /** The uploaded files, newest first. */
  billPayments: endpoint({
    method: 'GET',
    path: '/receipts/mpay',
    read: 'list',
    query: propertyScoped,
    reply: billPaymentImportListReply,
  }),
  /** 001 lists POST mpay too: the same list, for clients that send the scope in a body. */
  billPaymentsPost: endpoint({
    method: 'POST',
    path: '/receipts/mpay',
    read: 'list',
    body: propertyScoped,
    reply: billPaymentImportListReply,
  }),
  billPaymentByTransaction: endpoint({
    method: 'GET',
    path: '/receipts/mpay/:transactionID',
    read: 'json',
    params: z.object({ transactionID: z.string().uuid() }),
    query: propertyScoped,
    reply: billPaymentImportReply,
  }),
  /** The deposit slip PDF; the server counts the print. */
  print: endpoint({
    method: 'GET',
    path: '/deposits/:id/print',
    read: 'binary',
    params: depositId,
    query: propertyScoped.extend({ docLang: z.string().optional() }),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/deposits/:id',
    read: 'json',
    params: depositId,
    query: propertyScoped,
    reply: depositDetailReply,
  }),
};
