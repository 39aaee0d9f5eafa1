import type { Executor } from '../../platform/db/client';
import type { scoped } from '../../platform/request-context';

type Actor = ReturnType<typeof scoped>;

/** A receipt that used a cheque, as the cheque screen lists it. */
export type ChequeReceipt = {
  receiptId: string;
  receiptNo: string;
  receiptDate: string;
  status: string;
  unitCode: string | null;
  customerName: string;
  payAmount: string;
  deposited: boolean;
};

/** What the receipts module knows of a cheque: the receipts it paid, and cancelling one when it bounces. */
export type ChequeReceipts = {
  receiptsOf(tx: Executor, propertyId: string, chequeId: string): Promise<ChequeReceipt[]>;
  activeReceiptIds(tx: Executor, propertyId: string, chequeId: string): Promise<string[]>;
  /** Issued receipts' use of the cheque per on-hand account they debited (decimal strings). */
  usedOnHand(
    tx: Executor,
    propertyId: string,
    chequeId: string,
  ): Promise<{ accountCode: string; total: string }[]>;
  cancel(tx: Executor, actor: Actor, receiptId: string, reason: string, date: string): Promise<void>;
};

/** What the deposits module knows of a cheque: the bank it went into, and its items once it bounces. */
export type ChequeDeposits = {
  depositAccountOf(tx: Executor, propertyId: string, chequeId: string): Promise<string | null>;
  /** Marks the deposit items of the cheque returned; the ids of the deposits touched. */
  markReturned(tx: Executor, propertyId: string, chequeId: string, date: string): Promise<string[]>;
};

/** What the payment-vouchers module knows of a cheque it wrote: the live voucher it pays, if any. */
export type ChequeVouchers = {
  liveVoucherOf(tx: Executor, propertyId: string, chequeId: string): Promise<string | null>;
};

/**
 * Receipts, deposits and payment vouchers record cheques, so they sit above this module; the cheque's own lifecycle still needs
 * their side of it. They register it when they load (as the usage registries do), and the cheque never imports
 * them.
 */
let receipts: ChequeReceipts | null = null;
let deposits: ChequeDeposits | null = null;
let vouchers: ChequeVouchers | null = null;

export function registerChequeReceipts(side: ChequeReceipts): void {
  receipts = side;
}

export function registerChequeDeposits(side: ChequeDeposits): void {
  deposits = side;
}

export function registerChequeVouchers(side: ChequeVouchers): void {
  vouchers = side;
}

export function chequeVouchers(): ChequeVouchers {
  if (!vouchers) throw new Error('the payment-vouchers module has not registered its cheque side');
  return vouchers;
}

export function chequeReceipts(): ChequeReceipts {
  if (!receipts) throw new Error('the receipts module has not registered its cheque side');
  return receipts;
}

export function chequeDeposits(): ChequeDeposits {
  if (!deposits) throw new Error('the deposits module has not registered its cheque side');
  return deposits;
}
