import { z } from 'zod';
import { endpoint } from '../../endpoint';
import { v } from '../../validation';
import { keysetListReplyOf, keysetSearch, listReplyOf, propertyScoped, replyOf, unscoped } from '../common';
import { storedFile } from '../masterdata/common';
import { m } from '../masterdata/fields';
import { approvalFlow } from '../payments/approvals';

/**
 * Request-pay (RQ, ใบขอเบิก, calls under /purchaseorders, 001 s.7; docs/decisions.md "Payables"): what the
 * property owes a supplier and why. Numbered in the RQ series when saved, sent for approval (document type RQ),
 * posted when the last step approves (Dr the lines' accounts / Cr accounts payable). The database keeps the
 * status as text; the wire carries the spec's numbers: 1 pending, 2 approved, 3 rejected, 4 paid, 6 cancelled.
 * Money is decimal text (baht) in replies, as everywhere.
 */
export const REQUEST_PAY_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
export type RequestPayType = (typeof REQUEST_PAY_TYPES)[number];
/** The types save takes: all eleven (the types call still answers `available` per type). */
export const REQUEST_PAY_AVAILABLE_TYPES: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
/**
 * Closing a customer's wallet (2): what is left of a unit's advance balances refunded to the customer (Dr the
 * wallet's account / Cr accounts payable, paid by a voucher); the wallet never goes below zero.
 */
export const REQUEST_PAY_TYPE_WALLET_CLOSE = 2;
/**
 * A customer's invoices paid from his wallet (5, "deposit pay for invoices"): approved, a receipt of the wallet
 * settles them (Dr the wallet / Cr receivable, through the receipts' own path); nothing is payable, no voucher.
 */
export const REQUEST_PAY_TYPE_WALLET_PAY = 5;
/**
 * A claim (10): what a customer paid on his receipts claimed back, per receipt and per income account it earned
 * (Dr the account / Cr accounts payable, paid by a voucher); never more than the receipt earned on that account
 * less the live claims on it.
 */
export const REQUEST_PAY_TYPE_CLAIM = 10;
/** A purchase order's lines (4): expense types and accounts as type 3, the order's number required. */
export const REQUEST_PAY_TYPE_ORDER = 4;
/**
 * Petty cash (เงินสดย่อย): FUND raises the fund (Dr petty cash / Cr accounts payable, paid to the custodian by a
 * voucher); SPEND pays expenses out of it (Dr expenses / Cr petty cash, nothing payable), never more than the
 * fund holds. Replenishing is a type 1/3 request to the custodian, or another FUND.
 */
export const REQUEST_PAY_TYPE_PETTY_CASH = 7;
export const PETTY_CASH_KINDS = ['FUND', 'SPEND'] as const;
export type PettyCashKind = (typeof PETTY_CASH_KINDS)[number];
/** An advance (เงินทดรองจ่าย) to a staff member or vendor, and the clearing of one against the actual expenses. */
export const REQUEST_PAY_TYPE_ADVANCE = 8;
export const REQUEST_PAY_TYPE_CLEARING = 9;
/** Decorate: a unit's renovation deposit returned to its owner after the works, less the damages kept. */
export const REQUEST_PAY_TYPE_DECORATE = 11;
export const REQUEST_PAY_STATUSES = [1, 2, 3, 4, 6] as const;
export type RequestPayStatus = (typeof REQUEST_PAY_STATUSES)[number];
/** The stored status of each wire number. */
export const REQUEST_PAY_STATUS_TEXT = {
  1: 'PENDING',
  2: 'APPROVED',
  3: 'REJECTED',
  4: 'PAID',
  6: 'CANCELLED',
} as const satisfies Record<RequestPayStatus, string>;
export type RequestPayStatusText = (typeof REQUEST_PAY_STATUS_TEXT)[RequestPayStatus];
/** Cancel-like statuses (001 s.4): no more files. */
export const REQUEST_PAY_CANCEL_LIKE_STATUSES: readonly number[] = [4, 6];
/** The folder (uploadType / mainFolder) of request-pay attachments. */
export const REQUEST_PAY_FOLDER = 'PO';
export const REQUEST_PAY_MAX_LINES = 200;
/**
 * How the typed amounts carry VAT: EXCLUDE adds VAT on top, INCLUDE splits it out of the amount, NONE for a
 * supplier who charges none (not VAT-registered, or an exempt service).
 */
export const REQUEST_PAY_VAT_MODES = ['INCLUDE', 'EXCLUDE', 'NONE'] as const;
export type RequestPayVatMode = (typeof REQUEST_PAY_VAT_MODES)[number];

const requestType = v.number({ required: true, integer: true, min: 1, max: 11 });
const no = m.code({ required: true, max: 20 });

/**
 * One line. Type 1 types the account; type 3 names an expense type and the account its cost goes to (expense
 * types carry only an income account); type 6 names a budget item (its expense account is charged). The amount
 * is before VAT with EXCLUDE or NONE, VAT included with INCLUDE. The withholding tax is an estimate here (the
 * payment voucher withholds it): a rate as decimal text ('3.00') and the 50 ทวิ income row.
 */
export const requestPayLineInput = z.object({
  accountCode: m.code({ max: 20 }),
  expenseTypeCode: m.code({ max: 20 }),
  budgetItemCode: m.code({ max: 20 }),
  description: v.text({ max: 200 }),
  amount: v.money({ required: true, min: 1 }),
  whtRate: m.decimal({ scale: 2, min: '0', max: '100' }),
  whtIncomeRow: v.text({ max: 6 }),
  /** Types 2 and 5: the wallet (0 common, 1 other) the line refunds or pays from. */
  walletType: v.number({ integer: true, min: 0, max: 1 }),
  /** Type 5: the unit's invoice the line pays (the amount is what it pays of it). */
  invoiceNo: m.code({ max: 20 }),
  /** Type 10: the unit's receipt the line claims back from (with `accountCode`, an account the receipt earned). */
  receiptNo: m.code({ max: 20 }),
});
export type RequestPayLineInput = z.input<typeof requestPayLineInput>;

/**
 * What each available type requires of its lines, and the rule named when it has none. An advance's lines name
 * no account (they charge advances to staff); a clearing's are the actual expenses, accounts typed (an expense
 * type optional, as type 3).
 */
const LINE_RULES: Partial<
  Record<
    number,
    {
      needs: readonly (
        'accountCode' | 'expenseTypeCode' | 'budgetItemCode' | 'walletType' | 'invoiceNo' | 'receiptNo'
      )[];
      minRule: string;
    }
  >
> = {
  1: { needs: ['accountCode'], minRule: 'mustAddAccount' },
  // A wallet's lines charge its own account (the form names the wallet, not the account).
  2: { needs: ['walletType'], minRule: 'mustAddWallet' },
  3: { needs: ['expenseTypeCode', 'accountCode'], minRule: 'mustAddExpense' },
  4: { needs: ['expenseTypeCode', 'accountCode'], minRule: 'mustAddOrder' },
  5: { needs: ['invoiceNo', 'walletType'], minRule: 'selectAtLeastOneInvoice' },
  10: { needs: ['receiptNo', 'accountCode'], minRule: 'mustAddClaim' },
  6: { needs: ['budgetItemCode'], minRule: 'mustAddBudgetItem' },
  // A fund's lines charge petty cash (the form names no account); a spending's are expenses, as a clearing's.
  7: { needs: [], minRule: 'mustAddExpense' },
  8: { needs: [], minRule: 'mustAddAdvance' },
  9: { needs: ['accountCode'], minRule: 'mustAddExpense' },
  11: { needs: [], minRule: 'mustAddDecorate' },
};

/** POST /purchaseorders/save: a new request (numbered and sent for approval), or a pending one changed by its number. */
export const requestPaySave = propertyScoped
  .extend({
    requestPayNo: m.code({ max: 20 }),
    requestType,
    requestPayDate: v.date({ required: true }),
    supplierCode: m.code({ required: true, max: 20 }),
    referenceNo: v.text({ max: 50 }),
    description: v.text({ required: true, max: 500 }),
    vatMode: v.oneOf(REQUEST_PAY_VAT_MODES, { required: true }),
    budgetYear: v.number({ integer: true, min: 2000, max: 2200 }),
    budgetMonth: v.number({ integer: true, min: 1, max: 12 }),
    lines: v.list(requestPayLineInput, { max: REQUEST_PAY_MAX_LINES }),
    /** Type 9: the number of the advance (type 8, paid) it clears. */
    advanceRequestPayNo: m.code({ max: 20 }),
    /**
     * Types 2 and 11: the unit whose wallet is closed, or whose renovation deposit the lines return (11: with the damages kept from it, at most the
     * deposit, and the income account they go to).
     */
    unitCode: m.code({ max: 20 }),
    damages: v.money({ min: 0 }),
    damagesAccountCode: m.code({ max: 20 }),
    /** Type 7: a fund raised, or a spending from it. */
    pettyCash: v.oneOf(PETTY_CASH_KINDS),
  })
  .superRefine((b, ctx) => {
    const rules = LINE_RULES[b.requestType];
    // Types not available yet are refused by the server with their own code.
    if (!rules) return;
    if (b.lines.length === 0)
      ctx.addIssue({ code: 'custom', path: ['lines'], params: { rule: rules.minRule, min: 1 } });
    b.lines.forEach((l, i) => {
      for (const field of rules.needs)
        if (l[field] === undefined || l[field] === '')
          ctx.addIssue({ code: 'custom', path: ['lines', i, field], params: { rule: 'required' } });
      if (b.requestType === 7 && b.pettyCash === 'SPEND' && !l.accountCode)
        ctx.addIssue({ code: 'custom', path: ['lines', i, 'accountCode'], params: { rule: 'required' } });
      const withheld = l.whtRate !== undefined && Number(l.whtRate) > 0;
      // The tax on what an advance buys is withheld from the vendor when paid, never from the advance holder.
      if (withheld && (b.requestType === 8 || b.requestType === 9))
        ctx.addIssue({
          code: 'custom',
          path: ['lines', i, 'whtRate'],
          params: { rule: 'advanceNoWithholding' },
        });
      // The fund is no income of its custodian; a spending pays cash, with no voucher to withhold on.
      else if (withheld && b.requestType === 7)
        ctx.addIssue({
          code: 'custom',
          path: ['lines', i, 'whtRate'],
          params: { rule: 'pettyCashNoWithholding' },
        });
      else if (withheld && (b.requestType === 2 || b.requestType === 5 || b.requestType === 10))
        ctx.addIssue({
          code: 'custom',
          path: ['lines', i, 'whtRate'],
          params: { rule: b.requestType === 10 ? 'claimNoTax' : 'walletNoTax' },
        });
      else if (withheld && b.requestType === 11)
        ctx.addIssue({ code: 'custom', path: ['lines', i, 'whtRate'], params: { rule: 'depositNoTax' } });
      else if (withheld && !l.whtIncomeRow)
        ctx.addIssue({ code: 'custom', path: ['lines', i, 'whtIncomeRow'], params: { rule: 'required' } });
    });
    if (b.requestType === 8 && b.vatMode !== 'NONE')
      ctx.addIssue({ code: 'custom', path: ['vatMode'], params: { rule: 'advanceNoVat' } });
    if (b.requestType === 7) {
      if (!b.pettyCash) ctx.addIssue({ code: 'custom', path: ['pettyCash'], params: { rule: 'required' } });
      if (b.pettyCash === 'FUND' && b.vatMode !== 'NONE')
        ctx.addIssue({ code: 'custom', path: ['vatMode'], params: { rule: 'pettyCashFundNoVat' } });
    }
    if (b.requestType === 9 && !b.advanceRequestPayNo)
      ctx.addIssue({ code: 'custom', path: ['advanceRequestPayNo'], params: { rule: 'required' } });
    if (b.requestType === 2 || b.requestType === 5 || b.requestType === 10) {
      if (!b.unitCode) ctx.addIssue({ code: 'custom', path: ['unitCode'], params: { rule: 'required' } });
      if (b.vatMode !== 'NONE')
        ctx.addIssue({
          code: 'custom',
          path: ['vatMode'],
          params: { rule: b.requestType === 10 ? 'claimNoTax' : 'walletNoTax' },
        });
    }
    // An order's request names the order it pays.
    if (b.requestType === 4 && !b.referenceNo)
      ctx.addIssue({ code: 'custom', path: ['referenceNo'], params: { rule: 'required' } });
    if (b.requestType === 11) {
      if (!b.unitCode) ctx.addIssue({ code: 'custom', path: ['unitCode'], params: { rule: 'required' } });
      if (b.vatMode !== 'NONE')
        ctx.addIssue({ code: 'custom', path: ['vatMode'], params: { rule: 'depositNoTax' } });
      const deposit = b.lines.reduce((sum, l) => sum + l.amount, 0);
      if ((b.damages ?? 0) > deposit)
        ctx.addIssue({ code: 'custom', path: ['damages'], params: { rule: 'damagesExceedDeposit' } });
      if ((b.damages ?? 0) > 0 && !b.damagesAccountCode)
        ctx.addIssue({ code: 'custom', path: ['damagesAccountCode'], params: { rule: 'required' } });
    }
    if (b.requestType === 6) {
      if (b.budgetYear === undefined)
        ctx.addIssue({ code: 'custom', path: ['budgetYear'], params: { rule: 'required' } });
      if (b.budgetMonth === undefined)
        ctx.addIssue({ code: 'custom', path: ['budgetMonth'], params: { rule: 'required' } });
    }
  });
export type RequestPaySaveInput = z.input<typeof requestPaySave>;
export type RequestPaySave = z.output<typeof requestPaySave>;

const status = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(6)]);
export const requestPaySaved = replyOf(
  z.object({ requestPayId: z.string(), requestPayNo: z.string(), status }),
);

/** PUT /purchaseorders/cancel: withdraws a pending request or reverses an approved one; a reason either way. */
export const requestPayCancel = propertyScoped.extend({
  requestPayNo: no,
  reason: v.text({ required: true, max: 500 }),
});

/** POST /purchaseorders/search: newest first, keyset paged. */
export const requestPaySearchBody = propertyScoped.extend({
  requestPayNo: v.text({ max: 20 }),
  supplierCode: v.text({ max: 20 }),
  requestType: v.number({ integer: true, min: 1, max: 11 }),
  status: v.number({ integer: true, min: 1, max: 6 }),
  dateFrom: v.date(),
  dateTo: v.date(),
  ...keysetSearch.shape,
});
export type RequestPaySearchBody = z.input<typeof requestPaySearchBody>;
export type RequestPaySearch = z.output<typeof requestPaySearchBody>;

export const requestPayRow = z.object({
  requestPayId: z.string(),
  requestPayNo: z.string(),
  requestType: z.number().int(),
  requestPayTypeDescription: z.string(),
  status,
  statusDescription: z.string(),
  requestPayDate: z.string(),
  supplierCode: z.string(),
  supplierName: z.string(),
  referenceNo: z.string().nullable(),
  description: z.string(),
  amountExcludeVat: z.string(),
  vat: z.string(),
  wht: z.string(),
  grandTotal: z.string(),
  createdBy: z.string().nullable(),
  createdDate: z.string(),
});
export type RequestPayRow = z.infer<typeof requestPayRow>;
export const requestPaySearchReply = keysetListReplyOf(requestPayRow);

/** GET /purchaseorders/{no}: the request with its lines, approval flow and files (approvers read it too). */
export const requestPayNoParams = z.object({ no });
export const requestPayLine = z.object({
  lineNo: z.number().int(),
  accountCode: z.string(),
  accountName: z.string(),
  expenseTypeCode: z.string().nullable(),
  budgetItemCode: z.string().nullable(),
  description: z.string().nullable(),
  amountExcludeVat: z.string(),
  vat: z.string(),
  whtRate: z.string().nullable(),
  whtIncomeRow: z.string().nullable(),
  wht: z.string(),
  grandTotal: z.string(),
  /** Types 2 and 5: the wallet the line refunds or pays from. */
  walletType: z.number().int().nullable(),
  /** Type 5: the invoice the line pays. */
  invoiceNo: z.string().nullable(),
  /** Type 10: the receipt the line claims back from. */
  receiptNo: z.string().nullable(),
});
export const requestPayDetail = requestPayRow.extend({
  postingDate: z.string().nullable(),
  vatMode: z.enum(REQUEST_PAY_VAT_MODES),
  supplierAddress: z.string().nullable(),
  budgetYear: z.number().int().nullable(),
  budgetMonth: z.number().int().nullable(),
  /** Type 9: the advance it clears. Type 8: its live clearing, if any. */
  advanceRequestPayNo: z.string().nullable(),
  clearingRequestPayNo: z.string().nullable(),
  /** Types 2 and 11: the unit; 11: the damages kept and their income account. */
  unitCode: z.string().nullable(),
  damages: z.string().nullable(),
  damagesAccountCode: z.string().nullable(),
  /** Type 7: a fund raised or a spending from it. */
  pettyCash: z.enum(PETTY_CASH_KINDS).nullable(),
  /** Type 5, approved: the receipt that settled the invoices from the wallet. */
  receiptNo: z.string().nullable(),
  /**
   * What accounts payable holds for the request, paid by a voucher (before its WHT): the grand total, but for a
   * clearing only the expenses above the advance (0 when the payee returns cash).
   */
  payable: z.string(),
  lines: z.array(requestPayLine),
  /** The posted entry (once approved) and its reversal (once cancelled after approval). */
  journalEntryId: z.string().nullable(),
  reversalEntryId: z.string().nullable(),
  reason: z.string().nullable(),
  approval: approvalFlow.nullable(),
  files: z.array(storedFile),
});
export type RequestPayDetail = z.infer<typeof requestPayDetail>;

/** GET /purchaseorders/types: the eleven types, and whether save takes them yet. */
export const requestPayTypeRow = z.object({
  code: z.number().int(),
  description: z.string(),
  available: z.boolean(),
});

/** POST /purchaseorders/upload (multipart): referenceNo (the request's number), files[i].file, files[i].description. */
export const requestPayUpload = propertyScoped.extend({ referenceNo: no });
export const requestPayFilesReply = replyOf(z.object({ files: z.array(storedFile) }));

/**
 * GET /purchaseorders/budget and /purchaseorders/expensetype: the active budget items (with the account they
 * charge) and expense types a request's lines name, for whoever may read requests (not only the settings screens).
 */
export const requestPayBudgetItem = z.object({
  budgetItemCode: z.string(),
  description: z.string(),
  accountCode: z.string(),
});
export const requestPayExpenseType = z.object({ expenseTypeCode: z.string(), description: z.string() });

/**
 * GET /purchaseorders/pettycash?date=: what the petty cash fund (its ledger account) can still pay out on that
 * date: the lowest balance from that day on, so a spending dated back never takes the fund below zero later.
 */
export const requestPayPettyCashQuery = propertyScoped.extend({ date: v.date({ required: true }) });
export const requestPayPettyCash = z.object({ accountCode: z.string(), balance: z.string() });

/**
 * GET /purchaseorders/wallet?unitCode=: the unit's wallets (both types, 0 when never used) and their balances, for
 * closing them (type 2), with the customer billed for the unit.
 */
export const requestPayWalletQuery = propertyScoped.extend({ unitCode: m.code({ required: true, max: 20 }) });
export const requestPayWallets = z.object({
  unitCode: z.string(),
  customerName: z.string().nullable(),
  wallets: z.array(z.object({ walletType: z.number().int(), description: z.string(), balance: z.string() })),
});

/**
 * GET /purchaseorders/invoice?unitCode=: the unit's issued invoices still owing, earliest due first, for paying them
 * from the unit's wallet (type 5).
 */
export const requestPayOpenInvoice = z.object({
  invoiceNo: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  billingMonth: z.string(),
  grandTotal: z.string(),
  outstanding: z.string(),
});

/**
 * GET /purchaseorders/claim?unitCode=: the unit's issued receipts that paid invoices, newest first, each with the
 * income accounts it earned (before VAT) and what is left to claim on each (less the live claims).
 */
export const requestPayClaimReceipt = z.object({
  receiptNo: z.string(),
  receiptDate: z.string(),
  grandTotal: z.string(),
  accounts: z.array(
    z.object({
      accountCode: z.string(),
      accountName: z.string(),
      received: z.string(),
      claimable: z.string(),
    }),
  ),
});

export const requestPayApi = {
  save: endpoint({
    method: 'POST',
    path: '/purchaseorders/save',
    read: 'json',
    status: 201,
    body: requestPaySave,
    reply: requestPaySaved,
  }),
  cancel: endpoint({
    method: 'PUT',
    path: '/purchaseorders/cancel',
    read: 'json',
    body: requestPayCancel,
    reply: requestPaySaved,
  }),
  search: endpoint({
    method: 'POST',
    path: '/purchaseorders/search',
    read: 'json',
    body: requestPaySearchBody,
    reply: requestPaySearchReply,
  }),
  types: endpoint({
    method: 'GET',
    path: '/purchaseorders/types',
    read: 'json',
    query: propertyScoped,
    reply: listReplyOf(requestPayTypeRow),
  }),
  budgetItems: endpoint({
    method: 'GET',
    path: '/purchaseorders/budget',
    read: 'json',
    query: propertyScoped,
    reply: listReplyOf(requestPayBudgetItem),
  }),
  expenseTypes: endpoint({
    method: 'GET',
    path: '/purchaseorders/expensetype',
    read: 'json',
    query: propertyScoped,
    reply: listReplyOf(requestPayExpenseType),
  }),
  pettyCash: endpoint({
    method: 'GET',
    path: '/purchaseorders/pettycash',
    read: 'json',
    query: requestPayPettyCashQuery,
    reply: replyOf(requestPayPettyCash),
  }),
  wallets: endpoint({
    method: 'GET',
    path: '/purchaseorders/wallet',
    read: 'json',
    query: requestPayWalletQuery,
    reply: replyOf(requestPayWallets),
  }),
  invoices: endpoint({
    method: 'GET',
    path: '/purchaseorders/invoice',
    read: 'json',
    query: requestPayWalletQuery,
    reply: listReplyOf(requestPayOpenInvoice),
  }),
  claims: endpoint({
    method: 'GET',
    path: '/purchaseorders/claim',
    read: 'json',
    query: requestPayWalletQuery,
    reply: listReplyOf(requestPayClaimReceipt),
  }),
  upload: endpoint({
    method: 'POST',
    path: '/purchaseorders/upload',
    read: 'json',
    query: unscoped,
    form: requestPayUpload,
    reply: requestPayFilesReply,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/purchaseorders/:no',
    read: 'json',
    params: requestPayNoParams,
    query: propertyScoped,
    reply: replyOf(requestPayDetail),
  }),
};
