import { z } from 'zod';
import { endpoint } from '../../endpoint';
import { v } from '../../validation';
import { billingMonth } from '../billing/expenses';
import { keysetListReplyOf, keysetSearch, listReplyOf, propertyScoped, replyOf } from '../common';
import { WHT_TYPES } from '../masterdata/constants';
import { m } from '../masterdata/fields';

/**
 * Payment vouchers (PV, ใบสำคัญจ่าย, calls under /paymentvoucher; their paths are not shown in the spec, so they
 * are ours: docs/decisions.md "Payables"): a voucher pays one supplier's approved requests, keeps back their
 * withholding tax and says how the rest leaves the property (cash, petty cash, a transfer, cheques from its
 * books). Posted when saved; cancelled by a reversal, which makes its requests payable again.
 */
export const PAYMENT_METHODS = ['CASH', 'PETTY_CASH', 'TRANSFER', 'CHEQUE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_VOUCHER_STATUSES = ['ISSUED', 'CANCELLED'] as const;
export type PaymentVoucherStatus = (typeof PAYMENT_VOUCHER_STATUSES)[number];
export const PAYMENT_VOUCHER_MAX_REQUESTS = 100;
export const PAYMENT_VOUCHER_MAX_PAYMENTS = 20;

const no = m.code({ required: true, max: 20 });

/**
 * One way of paying. TRANSFER names the property bank account it leaves (accountNoId); CHEQUE names the book
 * (the next number of that book is issued, dated chequeDate or the voucher's date); CASH and PETTY_CASH take the
 * property's cash and petty-cash accounts.
 */
export const paymentInput = z.object({
  method: v.oneOf(PAYMENT_METHODS, { required: true }),
  accountNoId: v.text({ max: 36 }),
  chequeBookId: v.text({ max: 36 }),
  chequeDate: v.date(),
  amount: v.money({ required: true, min: 1 }),
});
export type PaymentInput = z.input<typeof paymentInput>;

/** POST /paymentvoucher/save. */
export const paymentVoucherSave = propertyScoped
  .extend({
    paymentVoucherDate: v.date({ required: true }),
    supplierCode: m.code({ required: true, max: 20 }),
    description: v.text({ required: true, max: 500 }),
    requestPayNos: v.list(no, {
      min: 1,
      minRule: 'mustAddRequestPay',
      max: PAYMENT_VOUCHER_MAX_REQUESTS,
      uniqueBy: (n) => n,
    }),
    payments: v.list(paymentInput, {
      min: 1,
      minRule: 'mustAddPaymentVoucher',
      max: PAYMENT_VOUCHER_MAX_PAYMENTS,
    }),
  })
  .superRefine((b, ctx) => {
    b.payments.forEach((p, i) => {
      if ((p.method === 'TRANSFER' && !p.accountNoId) || (p.method === 'CHEQUE' && !p.chequeBookId))
        ctx.addIssue({
          code: 'custom',
          path: ['payments', i, p.method === 'CHEQUE' ? 'chequeBookId' : 'accountNoId'],
          params: { rule: 'required' },
        });
    });
  });
export type PaymentVoucherSaveInput = z.input<typeof paymentVoucherSave>;
export type PaymentVoucherSave = z.output<typeof paymentVoucherSave>;

export const paymentVoucherSaved = replyOf(
  z.object({
    paymentVoucherId: z.string(),
    paymentVoucherNo: z.string(),
    status: z.enum(PAYMENT_VOUCHER_STATUSES),
    /** The cheque numbers issued, in the order of the payments. */
    chequeNos: z.array(z.string()),
  }),
);

/** PUT /paymentvoucher/cancel: a reason; issued cheques are voided, the requests payable again. */
export const paymentVoucherCancel = propertyScoped.extend({
  paymentVoucherNo: no,
  reason: v.text({ required: true, max: 500 }),
});

/** POST /paymentvoucher/search: newest first, keyset paged. */
export const paymentVoucherSearchBody = propertyScoped.extend({
  paymentVoucherNo: v.text({ max: 20 }),
  supplierCode: v.text({ max: 20 }),
  status: v.oneOf(PAYMENT_VOUCHER_STATUSES),
  dateFrom: v.date(),
  dateTo: v.date(),
  ...keysetSearch.shape,
});
export type PaymentVoucherSearchBody = z.input<typeof paymentVoucherSearchBody>;
export type PaymentVoucherSearch = z.output<typeof paymentVoucherSearchBody>;

export const paymentVoucherRow = z.object({
  paymentVoucherId: z.string(),
  paymentVoucherNo: z.string(),
  paymentVoucherDate: z.string(),
  status: z.enum(PAYMENT_VOUCHER_STATUSES),
  supplierCode: z.string(),
  supplierName: z.string(),
  description: z.string(),
  settled: z.string(),
  wht: z.string(),
  paid: z.string(),
  whtForm: z.string(),
});
export type PaymentVoucherRow = z.infer<typeof paymentVoucherRow>;

export const paymentVoucherDetail = paymentVoucherRow.extend({
  requests: z.array(
    z.object({
      requestPayNo: z.string(),
      requestPayDate: z.string(),
      description: z.string(),
      amount: z.string(),
      wht: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      lineNo: z.number().int(),
      method: z.enum(PAYMENT_METHODS),
      accountCode: z.string(),
      amount: z.string(),
      bookNo: z.string().nullable(),
      chequeNo: z.string().nullable(),
      chequeDate: z.string().nullable(),
      chequeStatus: z.string().nullable(),
    }),
  ),
  journalEntryId: z.string(),
  reversalEntryId: z.string().nullable(),
  reason: z.string().nullable(),
  /** The 50 ทวิ certificate's book (Buddhist-era year) and number; null when no tax was withheld. */
  whtCertificate: z.object({ bookNo: z.string(), no: z.number().int() }).nullable(),
});
export type PaymentVoucherDetail = z.infer<typeof paymentVoucherDetail>;

/** GET /paymentvoucher/payable?supplierCode=: the supplier's approved requests no live voucher pays. */
export const payableQuery = propertyScoped.extend({ supplierCode: m.code({ required: true, max: 20 }) });
export const payableRow = z.object({
  requestPayNo: z.string(),
  requestPayDate: z.string(),
  description: z.string(),
  grandTotal: z.string(),
  wht: z.string(),
  /** What the voucher pays out for it: the grand total less the tax withheld. */
  remain: z.string(),
});

/** GET /paymentvoucher/chequebook?accountCode=: the books of the bank accounts posting to that account. */
export const chequeBookQuery = propertyScoped.extend({ accountCode: m.code({ max: 20 }) });
export const chequeBookRow = z.object({
  chequeBookId: z.string(),
  accountNoId: z.string(),
  accountCode: z.string(),
  accountNo: z.string(),
  bookNumber: z.string(),
  firstNo: z.string(),
  lastNo: z.string(),
  /** The number the next cheque takes; null once the book is used up. */
  nextChequeNo: z.string().nullable(),
  remaining: z.number().int(),
  active: z.boolean(),
});
export type ChequeBookRow = z.infer<typeof chequeBookRow>;

/**
 * GET /paymentvoucher/bankaccounts: the property's active bank accounts a voucher pays from (a transfer names
 * one; a cheque's books hang on one), with the ledger account each posts to.
 */
export const voucherBankAccount = z.object({
  accountNoId: z.string(),
  accountCode: z.string(),
  accountCodeName: z.string(),
  bankCode: z.string(),
  accountNo: z.string(),
  accountName: z.string(),
});
export type VoucherBankAccount = z.infer<typeof voucherBankAccount>;

/** POST /paymentvoucher/chequebook/save: a new book (administration: where money goes). */
export const chequeBookSave = propertyScoped
  .extend({
    accountNoId: v.text({ required: true, max: 36 }),
    bookNumber: m.code({ required: true, max: 20 }),
    firstNo: v.chequeNo({ required: true }),
    lastNo: v.chequeNo({ required: true }),
  })
  .superRefine((b, ctx) => {
    if (b.firstNo && b.lastNo && Number(b.lastNo) < Number(b.firstNo))
      ctx.addIssue({ code: 'custom', path: ['lastNo'], params: { rule: 'min', min: b.firstNo } });
  });
export type ChequeBookSaveInput = z.input<typeof chequeBookSave>;
export type ChequeBookSave = z.output<typeof chequeBookSave>;

/** GET /paymentvoucher/tax/export?month=&form=: the month's PND 3 or PND 53 attachment for RD Prep (UTF-8 text). */
export const taxExportQuery = propertyScoped.extend({
  month: billingMonth,
  form: z.enum(WHT_TYPES),
});

/** Which payees a bank file pays: those at the paying account's own bank, or those at other banks. */
export const BANK_FILE_PAYEES = ['SAME_BANK', 'OTHER_BANKS'] as const;
export type BankFilePayees = (typeof BANK_FILE_PAYEES)[number];

/** GET /paymentvoucher/bank/export: the day's transfers from one property bank account, as that bank's file. */
export const bankExportQuery = propertyScoped.extend({
  accountNoId: z.uuid(),
  date: v.date({ required: true }),
  payees: z.enum(BANK_FILE_PAYEES),
});

/** GET /paymentvoucher/online/check?supplierCode=: can a transfer to this payee be paid online (001 s.7)? */
export const onlineCheckQuery = propertyScoped.extend({ supplierCode: m.code({ required: true, max: 20 }) });
const accountFlags = z.object({ hasAccountNo: z.boolean(), hasEmail: z.boolean() });
export const onlineCheck = z.object({
  /** Both accounts are known: the property's online payment account and the payee's account to credit. */
  isReadyForPayment: z.boolean(),
  property: accountFlags,
  supplier: accountFlags,
});
export type OnlineCheck = z.infer<typeof onlineCheck>;

/** A month's return: not submitted (no file yet), pending (exported), submitted (filed and paid), failed. */
export const WHT_FILING_STATUSES = ['NOT_SUBMITTED', 'PENDING', 'SUBMITTED', 'FAILED'] as const;
export type WhtFilingStatus = (typeof WHT_FILING_STATUSES)[number];

/** GET /paymentvoucher/tax/status?year=: every month of the year, both returns. */
export const taxStatusQuery = propertyScoped.extend({
  year: z.coerce.number().int().min(2000).max(2200),
});
export const whtFilingRow = z.object({
  month: z.string(),
  form: z.enum(WHT_TYPES),
  status: z.enum(WHT_FILING_STATUSES),
  /** The tax the month's live vouchers of this return kept back. */
  withheld: z.string(),
  vouchers: z.number().int(),
  /** What was remitted when filed (the withheld total then). */
  amount: z.string().nullable(),
  submittedDate: z.string().nullable(),
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  journalEntryId: z.string().nullable(),
});
export type WhtFilingRow = z.infer<typeof whtFilingRow>;

/** PUT /paymentvoucher/tax/submit: the exported return was filed and its tax paid from a property bank account. */
export const taxSubmitBody = propertyScoped.extend({
  month: billingMonth,
  form: z.enum(WHT_TYPES),
  submittedDate: v.date({ required: true }),
  reference: v.text({ required: true, max: 50 }),
  accountNoId: z.uuid(),
});
/** PUT /paymentvoucher/tax/fail: the Revenue Department refused the exported file. */
export const taxFailBody = propertyScoped.extend({
  month: billingMonth,
  form: z.enum(WHT_TYPES),
  reason: v.text({ required: true, max: 500 }),
});

export const paymentVoucherApi = {
  save: endpoint({
    method: 'POST',
    path: '/paymentvoucher/save',
    read: 'json',
    status: 201,
    body: paymentVoucherSave,
    reply: paymentVoucherSaved,
  }),
  cancel: endpoint({
    method: 'PUT',
    path: '/paymentvoucher/cancel',
    read: 'json',
    body: paymentVoucherCancel,
    reply: paymentVoucherSaved,
  }),
  search: endpoint({
    method: 'POST',
    path: '/paymentvoucher/search',
    read: 'json',
    body: paymentVoucherSearchBody,
    reply: keysetListReplyOf(paymentVoucherRow),
  }),
  payable: endpoint({
    method: 'GET',
    path: '/paymentvoucher/payable',
    read: 'json',
    query: payableQuery,
    reply: listReplyOf(payableRow),
  }),
  bankAccounts: endpoint({
    method: 'GET',
    path: '/paymentvoucher/bankaccounts',
    read: 'json',
    query: propertyScoped,
    reply: listReplyOf(voucherBankAccount),
  }),
  chequeBooks: endpoint({
    method: 'GET',
    path: '/paymentvoucher/chequebook',
    read: 'json',
    query: chequeBookQuery,
    reply: listReplyOf(chequeBookRow),
  }),
  saveChequeBook: endpoint({
    method: 'POST',
    path: '/paymentvoucher/chequebook/save',
    read: 'json',
    status: 201,
    body: chequeBookSave,
    reply: replyOf(chequeBookRow),
  }),
  taxExport: endpoint({
    method: 'GET',
    path: '/paymentvoucher/tax/export',
    read: 'binary',
    query: taxExportQuery,
  }),
  taxStatus: endpoint({
    method: 'GET',
    path: '/paymentvoucher/tax/status',
    read: 'json',
    query: taxStatusQuery,
    reply: listReplyOf(whtFilingRow),
  }),
  taxSubmit: endpoint({
    method: 'PUT',
    path: '/paymentvoucher/tax/submit',
    read: 'json',
    body: taxSubmitBody,
    reply: replyOf(whtFilingRow),
  }),
  taxFail: endpoint({
    method: 'PUT',
    path: '/paymentvoucher/tax/fail',
    read: 'json',
    body: taxFailBody,
    reply: replyOf(whtFilingRow),
  }),
  onlineCheck: endpoint({
    method: 'GET',
    path: '/paymentvoucher/online/check',
    read: 'json',
    query: onlineCheckQuery,
    reply: replyOf(onlineCheck),
  }),
  /** KTB Corporate Online or SCB Business Net bulk credit file (by the account's bank), TIS-620. */
  bankExport: endpoint({
    method: 'GET',
    path: '/paymentvoucher/bank/export',
    read: 'binary',
    query: bankExportQuery,
  }),
  /** The printed voucher (A4 PDF) in `docLang`, else in the caller's language. */
  pdf: endpoint({
    method: 'GET',
    path: '/paymentvoucher/:no/pdf',
    read: 'binary',
    params: z.object({ no }),
    query: propertyScoped.extend({ docLang: z.enum(['th', 'en']).optional() }),
  }),
  /** The withholding-tax certificate (50 ทวิ, A4 PDF, two copies) of a voucher that withheld tax. */
  certificatePdf: endpoint({
    method: 'GET',
    path: '/paymentvoucher/:no/certificate/pdf',
    read: 'binary',
    params: z.object({ no }),
    query: propertyScoped.extend({ docLang: z.enum(['th', 'en']).optional() }),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/paymentvoucher/:no',
    read: 'json',
    params: z.object({ no }),
    query: propertyScoped,
    reply: replyOf(paymentVoucherDetail),
  }),
};
