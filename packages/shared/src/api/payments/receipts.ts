import { z } from 'zod';
import { ruleIssue, v } from '../../validation';
import { propertyScoped, replyOf } from '../common';
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
  z.object({ kind: z.literal('invoiceItem'), invoiceNo: m.code({ required: true, max: 20 }), lineNo: z.number().int().min(1), amount: price, description: v.text({ max: 300 }) }),
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
    if (b.invoices.length === 0 && b.transactions.length === 0) ctx.addIssue(ruleIssue('selectAtLeastOneInvoice', {}, ['invoices']));
    if (b.transactions.length === 0 && b.deductions.length === 0) ctx.addIssue(ruleIssue('selectAtLeastOneTransaction', {}, ['transactions']));
  });
export type ReceiptSave = z.infer<typeof receiptSave>;
export type ReceiptSaveInput = z.input<typeof receiptSave>;
export const receiptSaved = replyOf(z.object({ receiptId: z.string(), receiptNo: z.string(), walletTopUp: z.string() }));
