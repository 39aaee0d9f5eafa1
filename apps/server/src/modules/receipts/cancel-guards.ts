import type { Executor } from '../../platform/db/client';

/**
 * Documents of modules above receipts that stand on a receipt (request-pay: the receipt a request wrote when it
 * paid invoices from a wallet, or a claim approved on what a receipt collected). Cancelling such a receipt from
 * the receipt screen would leave them standing on nothing: the module registers a check when it loads (receipts
 * cannot import it) that throws the refusal naming the document. The owner's own path (cancelling the request)
 * and a returned cheque do not ask.
 */
export type ReceiptCancelGuard = (tx: Executor, propertyId: string, receiptId: string) => Promise<void>;

const guards: ReceiptCancelGuard[] = [];

export function registerReceiptCancelGuard(guard: ReceiptCancelGuard): void {
  if (!guards.includes(guard)) guards.push(guard);
}

export async function checkReceiptCancel(tx: Executor, propertyId: string, receiptId: string): Promise<void> {
  for (const guard of guards) await guard(tx, propertyId, receiptId);
}
