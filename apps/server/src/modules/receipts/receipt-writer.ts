import { randomUUID } from 'node:crypto';
import { allocateInOrder, postReceipt, ReceiptMismatchError, type AccountMap } from '@suanklang/accounting';
import {
  decimalStringToSatang,
  EXPENSE_CATEGORIES,
  satangToDecimalString,
  type ExpenseCategory,
  oneOf,
} from '@suanklang/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { scoped } from '../../platform/request-context';
import { cheque } from '../cheques';
import { glAccount } from '../config-account';
import { expenseType } from '../config-expense';
import { customerSnapshot } from '../expenses';
import { invoice, invoiceLine } from '../invoices';
import { accountMapOf, postDocument, type DocumentJournal, type PostedDocument } from '../ledger';
import { findProperty } from '../property-settings';
import { moveWallet } from '../wallets';
import { billedCustomerOf } from './receipts.repository';
import { receipt, receiptDeduction, receiptInvoiceLine, receiptPayment } from './receipts.schema';

/** The invoices service's actor (`scoped(req.ctx)`). */
export type Actor = ReturnType<typeof scoped>;

export const DOCUMENT_TYPE_RECEIPT = 'RC';
export const RECEIPT_TYPE_CODES = ['1', '2'] as const;
/** The receipt type that prints as a tax invoice (VAT-registered properties only). */
export const TAX_INVOICE_RECEIPT_TYPE = '2';

export type ReceiptDeductionWrite =
  /** Tax the customer withheld on an invoice line this receipt pays (Dr WHT_RECEIVABLE). */
  | { kind: 'INVOICE_ITEM'; invoiceLineId: string; amount: number; description?: string | null }
  /** An amount booked to a chosen account (a bank fee, a rounding...). */
  | { kind: 'ACCOUNT'; accountCode: string; amount: number; description?: string | null }
  /** The unit's advance spent. */
  | { kind: 'WALLET'; walletType: 0 | 1; amount: number; description?: string | null };

export type ReceiptPaymentWrite = {
  paymentType: 'CASH' | 'CHEQUE' | 'CARD' | 'TRANSFER' | 'ONLINE' | 'BILL_PAYMENT';
  accountCode: string;
  amount: number;
  chequeId?: string | null;
  cardNoLast4?: string | null;
  cardProviderCode?: string | null;
  cardName?: string | null;
  bankCode?: string | null;
  paymentDate?: string | null;
  accountNo?: string | null;
  reference?: string | null;
};

export type ReceiptWrite = {
  unitId: string;
  receiptType: string;
  receiptDate: string;
  remark?: string | null;
  source: 'COUNTER' | 'BILL_PAYMENT';
  idempotencyKey?: string | null;
  /** Satang per invoice: 0.01..outstanding. */
  invoices: { invoiceId: string; payAmount: number }[];
  deductions?: ReceiptDeductionWrite[];
  payments: ReceiptPaymentWrite[];
  /** Wallet the overpayment goes to (0 common by default). */
  overpaymentWalletType?: 0 | 1;
};

export type ReceiptWritten = {
  id: string;
  receiptNo: string;
  paymentIds: string[];
  /** The overpayment kept in the unit's wallet, as a decimal ('0.00' when none). */
  walletTopUp: string;
  replayed: boolean;
};

type SettledLine = {
  invoiceId: string;
  invoiceLineId: string;
  category: ExpenseCategory;
  amountExcludeVat: number;
  vat: number;
  amount: number;
};

const isAmount = (n: number) => Number.isSafeInteger(n) && n >= 1;
/** Rows a raw statement returned (node-postgres and PGlite both answer `rows`). */
const rowsOf = (result: unknown): number => (result as { rows?: unknown[] }).rows?.length ?? 0;
const bad = () => new AppError('ST001');

/** An existing receipt of the idempotency key, as writeReceipt answers it. */
export async function receiptOfKey(
  tx: Executor,
  propertyId: string,
  key: string,
): Promise<ReceiptWritten | null> {
  const [found] = await tx
    .select({ id: receipt.id, receiptNo: receipt.receiptNo, walletTopUp: receipt.walletTopUp })
    .from(receipt)
    .where(and(eq(receipt.propertyId, propertyId), eq(receipt.idempotencyKey, key)));
  if (!found) return null;
  const payments = await tx
    .select({ id: receiptPayment.id })
    .from(receiptPayment)
    .where(eq(receiptPayment.receiptId, found.id))
    .orderBy(asc(receiptPayment.lineNo));
  return { ...found, paymentIds: payments.map((p) => p.id), replayed: true };
}

/** The postable, active accounts of the chart among `codes`. */
async function checkAccounts(tx: Executor, propertyId: string, codes: string[]): Promise<void> {
  const wanted = [...new Set(codes)];
  if (wanted.length === 0) return;
  const rows = await tx
    .select({ code: glAccount.code })
    .from(glAccount)
    .where(
      and(
        eq(glAccount.propertyId, propertyId),
        inArray(glAccount.code, wanted),
        eq(glAccount.postable, 'Y'),
        eq(glAccount.active, 'Y'),
      ),
    );
  if (rows.length !== wanted.length) throw new AppError('RC014');
}

/**
 * Saves, numbers and posts one receipt in the caller's transaction: the pay amounts are spread over the invoices'
 * lines in line order, the invoices' paid amounts go up through guarded updates (never past their totals, even
 * against concurrent receipts), cheques and wallets are spent through guarded updates, any excess goes to the
 * unit's wallet. A repeated idempotency key answers the first receipt (`replayed`) and changes nothing.
 */
export async function writeReceipt(tx: Executor, actor: Actor, input: ReceiptWrite): Promise<ReceiptWritten> {
  const propertyId = actor.property.id;
  const key = input.idempotencyKey ?? null;
  if (key) {
    // Same-key saves queue here, so the second one finds the first's committed receipt.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`receipt:${propertyId}:${key}`}))`);
    const existing = await receiptOfKey(tx, propertyId, key);
    if (existing) return existing;
  }

  // The unit (of this property) and who its receipts go to, in one read.
  const billed = await billedCustomerOf(tx, propertyId, input.unitId);
  if (!billed) throw new AppError('RC012');
  const u = { id: billed.unitId, code: billed.unitCode };
  const customer = customerSnapshot(billed);

  if (!(RECEIPT_TYPE_CODES as readonly string[]).includes(input.receiptType)) throw new AppError('RC013');
  if (input.receiptType === TAX_INVOICE_RECEIPT_TYPE) {
    const found = await findProperty(tx, propertyId);
    if (found?.setting?.vatRegistered !== 'Y') throw new AppError('RC013');
  }

  // Invoices: locked in id order (no deadlock between receipts naming them in different orders).
  const ids = input.invoices.map((i) => i.invoiceId);
  if (new Set(ids).size !== ids.length) throw new AppError('RC002');
  for (const i of input.invoices) if (!isAmount(i.payAmount)) throw bad();
  const invoices =
    ids.length === 0
      ? []
      : await tx
          .select()
          .from(invoice)
          .where(and(eq(invoice.propertyId, propertyId), inArray(invoice.id, ids)))
          .orderBy(asc(invoice.id))
          .for('update');
  if (invoices.length !== ids.length) throw new AppError('RC002');
  for (const i of invoices) if (i.status !== 'ISSUED' || i.unitId !== u.id) throw new AppError('RC002');

  const lines =
    ids.length === 0
      ? []
      : await tx
          .select({ line: invoiceLine, category: expenseType.category })
          .from(invoiceLine)
          .innerJoin(expenseType, eq(expenseType.id, invoiceLine.expenseTypeId))
          .where(inArray(invoiceLine.invoiceId, ids))
          .orderBy(asc(invoiceLine.invoiceId), asc(invoiceLine.lineNo));

  const settled: SettledLine[] = [];
  for (const pay of input.invoices) {
    const inv = invoices.find((i) => i.id === pay.invoiceId)!;
    const outstanding =
      decimalStringToSatang(inv.grandTotal) -
      decimalStringToSatang(inv.paidAmount) -
      decimalStringToSatang(inv.creditedAmount);
    if (pay.payAmount > outstanding) throw new AppError('RC003');
    const open = lines.filter((l) => l.line.invoiceId === inv.id);
    const { parts, left } = allocateInOrder(
      pay.payAmount,
      open.map(({ line }) => ({
        total: decimalStringToSatang(line.grandTotal),
        vat: decimalStringToSatang(line.vat),
        settled: decimalStringToSatang(line.paidAmount) + decimalStringToSatang(line.creditedAmount),
      })),
    );
    for (const part of parts) {
      const { line, category } = open[part.index]!;
      settled.push({
        invoiceId: inv.id,
        invoiceLineId: line.id,
        category: oneOf(EXPENSE_CATEGORIES, category, 'OTHER'),
        amountExcludeVat: part.base,
        vat: part.vat,
        amount: part.amount,
      });
    }
    // The lines owe less than the header says: the invoice was changed under us.
    if (left > 0) throw new AppError('RC007');
  }

  const map: AccountMap = await accountMapOf(tx, propertyId);
  const deductions = input.deductions ?? [];
  const payments = input.payments.map((p) => ({
    ...p,
    accountCode:
      p.accountCode ||
      (p.paymentType === 'CHEQUE' ? map.CHEQUES_ON_HAND : p.paymentType === 'CARD' ? map.CARD_CLEARING : ''),
    // A card number never gets stored whole.
    cardNoLast4: p.cardNoLast4 ? p.cardNoLast4.replace(/\D/g, '').slice(-4) : null,
  }));
  for (const p of payments) {
    if (!isAmount(p.amount)) throw bad();
    if (p.paymentType === 'CHEQUE' && !p.chequeId) throw bad();
    if (p.paymentType !== 'CHEQUE' && p.chequeId) throw bad();
  }
  for (const d of deductions) if (!isAmount(d.amount)) throw bad();
  await checkAccounts(tx, propertyId, [
    ...payments.map((p) => p.accountCode),
    ...deductions.flatMap((d) => (d.kind === 'ACCOUNT' ? [d.accountCode] : [])),
  ]);

  // Tax withheld is on a line this receipt pays, and at most what it pays of that line.
  for (const d of deductions) {
    if (d.kind !== 'INVOICE_ITEM') continue;
    const paid = settled.filter((s) => s.invoiceLineId === d.invoiceLineId).reduce((s, l) => s + l.amount, 0);
    if (paid === 0) throw new AppError('RC016');
    const withheld = deductions
      .filter((x) => x.kind === 'INVOICE_ITEM' && x.invoiceLineId === d.invoiceLineId)
      .reduce((s, x) => s + x.amount, 0);
    if (withheld > paid) throw new AppError('RC017');
  }

  const invoicesPaid = input.invoices.reduce((s, i) => s + i.payAmount, 0);
  const paidTotal = payments.reduce((s, p) => s + p.amount, 0);
  const deductionTotal = deductions.reduce((s, d) => s + d.amount, 0);
  if (paidTotal + deductionTotal < invoicesPaid) throw new AppError('RC004');
  const walletTopUp = paidTotal + deductionTotal - invoicesPaid;
  if (invoicesPaid === 0 && walletTopUp === 0) throw bad();
  const topUpType = input.overpaymentWalletType ?? 0;

  const id = randomUUID();
  const base = settled.reduce((s, l) => s + l.amountExcludeVat, 0);
  const vat = settled.reduce((s, l) => s + l.vat, 0);
  const walletUsed = new Map<0 | 1, number>();
  for (const d of deductions)
    if (d.kind === 'WALLET') walletUsed.set(d.walletType, (walletUsed.get(d.walletType) ?? 0) + d.amount);

  // The journal first, so the receipt row is written once, with its entry.
  const byAccount = new Map<string, number>();
  for (const p of payments) byAccount.set(p.accountCode, (byAccount.get(p.accountCode) ?? 0) + p.amount);
  const journalOf = (receiptNo: string): DocumentJournal => {
    try {
      const draft = postReceipt(
        {
          documentType: DOCUMENT_TYPE_RECEIPT,
          documentNo: receiptNo,
          date: input.receiptDate,
          payments: [...byAccount].map(([accountCode, amount]) => ({ accountCode, amount })),
          settled: settled.map((s) => ({
            category: s.category,
            amount: s.amount,
            vat: s.vat,
            invoiceLineId: s.invoiceLineId,
          })),
          walletUsed: [...walletUsed].map(([walletType, amount]) => ({ walletType, amount })),
          walletTopUp: walletTopUp > 0 ? [{ walletType: topUpType, amount: walletTopUp }] : [],
          withholdingTax: deductions.reduce((s, d) => s + (d.kind === 'INVOICE_ITEM' ? d.amount : 0), 0),
          accountDeductions: deductions.flatMap((d) =>
            d.kind === 'ACCOUNT' ? [{ accountCode: d.accountCode, amount: d.amount }] : [],
          ),
        },
        map,
      );
      return { draft, sourceId: id, description: customer.name };
    } catch (error) {
      if (error instanceof ReceiptMismatchError) throw new AppError('RC004');
      throw error;
    }
  };

  /** The receipt's rows, the invoices, cheques and wallets it settles or moves; its payments' ids. */
  const write = async ({ documentNo: receiptNo, entryId }: PostedDocument): Promise<string[]> => {
    await tx.insert(receipt).values({
      journalEntryId: entryId,
      id,
      propertyId,
      receiptNo,
      receiptType: input.receiptType,
      source: input.source,
      unitId: u.id,
      customerId: customer.id,
      customerName: customer.name,
      customerAddress: customer.address,
      customerTaxId: customer.taxId,
      customerBranchNo: customer.branchNo,
      receiptDate: input.receiptDate,
      amountExcludeVat: satangToDecimalString(base),
      vat: satangToDecimalString(vat),
      grandTotal: satangToDecimalString(base + vat),
      paidTotal: satangToDecimalString(paidTotal),
      deductionTotal: satangToDecimalString(deductionTotal),
      walletTopUp: satangToDecimalString(walletTopUp),
      remark: input.remark ?? null,
      idempotencyKey: key,
      createdBy: actor.user.id,
    });
    if (settled.length > 0) {
      await tx.insert(receiptInvoiceLine).values(
        settled.map((s) => ({
          receiptId: id,
          propertyId,
          invoiceId: s.invoiceId,
          invoiceLineId: s.invoiceLineId,
          amountExcludeVat: satangToDecimalString(s.amountExcludeVat),
          vat: satangToDecimalString(s.vat),
          amount: satangToDecimalString(s.amount),
        })),
      );
    }
    // Cheques: spend the balance of a received cheque still on hand, never below zero. Done before the payments
    // refer to it, so another property's cheque is this error rather than the database refusing the reference.
    for (const p of payments) {
      if (p.paymentType !== 'CHEQUE') continue;
      const amount = satangToDecimalString(p.amount);
      const rows = await tx
        .update(cheque)
        .set({
          balance: sql`${cheque.balance} - ${amount}::numeric`,
          updatedBy: actor.user.id,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(cheque.id, p.chequeId!),
            eq(cheque.propertyId, propertyId),
            eq(cheque.direction, 'RECEIVED'),
            eq(cheque.status, 'ON_HAND'),
            sql`${cheque.balance} >= ${amount}::numeric`,
          ),
        )
        .returning({ id: cheque.id });
      if (rows.length === 0) throw new AppError('RC005');
    }
    const paymentIds = payments.map(() => randomUUID());
    if (payments.length > 0) {
      await tx.insert(receiptPayment).values(
        payments.map((p, n) => ({
          id: paymentIds[n]!,
          receiptId: id,
          propertyId,
          lineNo: n + 1,
          paymentType: p.paymentType,
          accountCode: p.accountCode,
          amount: satangToDecimalString(p.amount),
          chequeId: p.chequeId ?? null,
          cardNoLast4: p.cardNoLast4,
          cardProviderCode: p.cardProviderCode ?? null,
          cardName: p.cardName ?? null,
          bankCode: p.bankCode ?? null,
          paymentDate: p.paymentDate ?? null,
          accountNo: p.accountNo ?? null,
          reference: p.reference ?? null,
        })),
      );
    }
    if (deductions.length > 0) {
      await tx.insert(receiptDeduction).values(
        deductions.map((d) => ({
          receiptId: id,
          propertyId,
          kind: d.kind,
          invoiceLineId: d.kind === 'INVOICE_ITEM' ? d.invoiceLineId : null,
          accountCode: d.kind === 'ACCOUNT' ? d.accountCode : null,
          walletType: d.kind === 'WALLET' ? d.walletType : null,
          description: d.description ?? null,
          amount: satangToDecimalString(d.amount),
        })),
      );
    }

    // Invoices: each line and each header goes up only while it stays within its total (one guarded statement
    // each for lines and headers; a row that would pass its total is not updated, and the count tells).
    if (settled.length > 0) {
      const lineIds = sql.param(settled.map((s) => s.invoiceLineId));
      const lineAmounts = sql.param(settled.map((s) => satangToDecimalString(s.amount)));
      const updatedLines = await tx.execute(sql`
        update invoice_line l set paid_amount = l.paid_amount + v.x
        from unnest(${lineIds}::uuid[], ${lineAmounts}::numeric[]) as v(id, x)
        where l.id = v.id and l.property_id = ${propertyId} and l.paid_amount + l.credited_amount + v.x <= l.grand_total
        returning l.id`);
      if (rowsOf(updatedLines) !== settled.length) throw new AppError('RC007');
      const invoiceIds = sql.param(input.invoices.map((i) => i.invoiceId));
      const invoiceAmounts = sql.param(input.invoices.map((i) => satangToDecimalString(i.payAmount)));
      const updatedInvoices = await tx.execute(sql`
        update invoice i set paid_amount = i.paid_amount + v.x, updated_at = now()
        from unnest(${invoiceIds}::uuid[], ${invoiceAmounts}::numeric[]) as v(id, x)
        where i.id = v.id and i.property_id = ${propertyId} and i.paid_amount + i.credited_amount + v.x <= i.grand_total
        returning i.id`);
      if (rowsOf(updatedInvoices) !== input.invoices.length) throw new AppError('RC007');
    }

    // Wallets: spent first, then the overpayment kept.
    const move = {
      propertyId,
      unitId: u.id,
      customerId: customer.id,
      sourceType: 'RC' as const,
      sourceId: id,
      documentNo: receiptNo,
      userId: actor.user.id,
    };
    for (const [walletType, amount] of walletUsed)
      await moveWallet(tx, { ...move, walletType, amount: -amount });
    if (walletTopUp > 0) await moveWallet(tx, { ...move, walletType: topUpType, amount: walletTopUp });
    return paymentIds;
  };

  const { documentNo: receiptNo, written: paymentIds } = await postDocument(tx, {
    propertyId,
    userId: actor.user.id,
    documentType: DOCUMENT_TYPE_RECEIPT,
    date: input.receiptDate,
    journal: journalOf,
    write,
    audit: ({ documentNo: receiptNo }) => ({
      action: 'receipt.save',
      entity: 'receipt',
      entityId: id,
      after: {
        receiptNo,
        unitCode: u.code,
        invoices: input.invoices,
        payments: payments.map((p) => ({
          type: p.paymentType,
          accountCode: p.accountCode,
          amount: p.amount,
        })),
        deductionTotal,
        walletTopUp,
      },
    }),
  });
  return { id, receiptNo, paymentIds, walletTopUp: satangToDecimalString(walletTopUp), replayed: false };
}
