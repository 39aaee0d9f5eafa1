import { EXPENSE_CATEGORIES, formatMoney, type ExpenseCategory, type WalletType } from '@suanklang/shared';
import { accountOf, receivableRole, walletRole, type AccountMap } from '../accounts';
import { checkSatang } from '../decimal';
import type { JournalDraft, JournalLine } from '../journal';
import { buildDraft, type DocumentHeader } from './draft';

export type ReceiptPosting = DocumentHeader & {
  /** Money received, per account (cash 1111, bank 1113, cheques 1131, ...). */
  payments: { accountCode: string; amount: number }[];
  /** What the receipt pays off, per category; amount includes VAT. */
  settled: { category: ExpenseCategory; amount: number; vat: number; invoiceLineId?: string }[];
  /** Prepayments the customer spends on this receipt. */
  walletUsed?: { walletType: WalletType; amount: number }[];
  /** Overpayment or advance kept for the customer. */
  walletTopUp?: { walletType: WalletType; amount: number }[];
  /** Tax a company customer withheld; it reclaims as a tax credit, so it is an asset to the juristic person. */
  withholdingTax?: number;
  /** Account items the customer deducts (a bank fee, a discount...), debited to the chosen account. */
  accountDeductions?: { accountCode: string; amount: number }[];
};

/** Thrown when what came in does not equal what it is used for, with both sides spelled out for the user. */
export class ReceiptMismatchError extends Error {
  constructor(
    readonly received: bigint,
    readonly allocated: bigint,
    detail: string,
  ) {
    super(detail);
    this.name = 'ReceiptMismatchError';
  }
}

// Summed as bigint so a sum past 2^53 cannot compare equal by accident.
const sum = (amounts: number[]): bigint => amounts.reduce((a, b) => a + BigInt(b), 0n);

/**
 * Receipt (RC): Dr payment accounts, Dr wallets spent, Dr withholding tax, Dr account deductions / Cr receivables per category, Cr
 * wallets topped up. The settled VAT becomes due now (VAT on services is due on payment), so it moves
 * Dr VAT_OUTPUT_PENDING / Cr VAT_OUTPUT; a chart that keeps both on one account skips that move.
 */
export function postReceipt(doc: ReceiptPosting, map: AccountMap): JournalDraft {
  const lines: JournalLine[] = [];
  const debit = (accountCode: string, amount: number): void =>
    void lines.push({ accountCode, side: 'debit', amount });
  const credit = (accountCode: string, amount: number): void =>
    void lines.push({ accountCode, side: 'credit', amount });

  for (const p of doc.payments) {
    if (typeof p.accountCode !== 'string' || p.accountCode.trim() === '')
      throw new RangeError(`${doc.documentNo}: a payment has no account`);
    debit(p.accountCode, checkSatang(p.amount, 'payment amount'));
  }
  for (const w of doc.walletUsed ?? [])
    debit(accountOf(map, walletRole(w.walletType)), checkSatang(w.amount, 'wallet used'));
  const wht = checkSatang(doc.withholdingTax ?? 0, 'withholdingTax');
  debit(accountOf(map, 'WHT_RECEIVABLE'), wht);
  for (const d of doc.accountDeductions ?? []) {
    if (typeof d.accountCode !== 'string' || d.accountCode.trim() === '')
      throw new RangeError(`${doc.documentNo}: a deduction has no account`);
    debit(d.accountCode, checkSatang(d.amount, 'account deduction'));
  }

  let vat = 0;
  for (const s of doc.settled) {
    if (!EXPENSE_CATEGORIES.includes(s.category))
      throw new RangeError(`Unknown expense category: ${String(s.category)}`);
    checkSatang(s.amount, 'settled amount');
    if (checkSatang(s.vat, 'settled VAT') > s.amount)
      throw new RangeError(`settled VAT ${s.vat} exceeds its amount ${s.amount}`);
    lines.push({
      accountCode: accountOf(map, receivableRole(s.category)),
      side: 'credit',
      amount: s.amount,
      ...(s.invoiceLineId === undefined ? {} : { invoiceLineId: s.invoiceLineId }),
    });
    vat += s.vat;
  }
  for (const w of doc.walletTopUp ?? [])
    credit(accountOf(map, walletRole(w.walletType)), checkSatang(w.amount, 'wallet top-up'));

  const paid = sum(doc.payments.map((p) => p.amount));
  const used = sum((doc.walletUsed ?? []).map((w) => w.amount));
  const settled = sum(doc.settled.map((s) => s.amount));
  const toppedUp = sum((doc.walletTopUp ?? []).map((w) => w.amount));
  const deducted = sum((doc.accountDeductions ?? []).map((d) => d.amount));
  const received = paid + used + BigInt(wht) + deducted;
  const allocated = settled + toppedUp;
  if (received !== allocated) {
    throw new ReceiptMismatchError(
      received,
      allocated,
      `receipt ${doc.documentNo} does not add up: payments ${formatMoney(paid)} + wallet used ${formatMoney(used)} + ` +
        `withholding tax ${formatMoney(wht)}${deducted > 0n ? ` + account deductions ${formatMoney(deducted)}` : ''} = ${formatMoney(received)}, but settled ${formatMoney(settled)} + ` +
        `wallet top-up ${formatMoney(toppedUp)} = ${formatMoney(allocated)}`,
    );
  }

  const pending = accountOf(map, 'VAT_OUTPUT_PENDING');
  const due = accountOf(map, 'VAT_OUTPUT');
  if (pending !== due) {
    debit(pending, vat);
    credit(due, vat);
  }
  return buildDraft(doc, lines);
}
