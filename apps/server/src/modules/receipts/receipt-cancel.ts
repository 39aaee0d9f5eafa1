import { decimalStringToSatang, satangToDecimalString } from '@suanklang/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { audit } from '../../platform/audit';
import { bangkokToday } from '../../platform/clock';
import type { Executor } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { cheque } from '../cheques';
import { invoice, invoiceLine } from '../invoices';
import { ledgerError, postReversal } from '../ledger';
import { moveWallet, walletEntry } from '../wallets';
import type { Actor } from './receipt-writer';
import { receipt, receiptInvoiceLine, receiptPayment } from './receipts.schema';

/**
 * Cancels an issued receipt inside the caller's transaction: a reversal journal, the invoices' paid amounts and
 * the cheques' balances given back, its wallet movements turned round. Refused once a payment of it is in a
 * deposit (unless a returned cheque resets it: allowDeposited), when its top-up has been spent since, and in a
 * closed period.
 */
export async function cancelReceiptInTx(
  tx: Executor,
  actor: Actor,
  receiptId: string,
  reason: string,
  opts: { allowDeposited?: boolean; date?: string } = {},
): Promise<void> {
  const propertyId = actor.property.id;
  const [r] = await tx
    .select()
    .from(receipt)
    .where(and(eq(receipt.id, receiptId), eq(receipt.propertyId, propertyId)))
    .for('update');
  if (!r) throw new AppError('RC001');
  if (r.status !== 'ISSUED') throw new AppError('RC008');

  const payments = await tx.select().from(receiptPayment).where(eq(receiptPayment.receiptId, r.id));
  if (!opts.allowDeposited && payments.some((p) => p.depositId !== null)) throw new AppError('RC009');

  const today = bangkokToday();
  const date = opts.date ?? (r.receiptDate > today ? r.receiptDate : today);
  if (r.journalEntryId) {
    try {
      await postReversal(tx, {
        propertyId,
        entryId: r.journalEntryId,
        date,
        userId: actor.user.id,
        description: reason,
      });
    } catch (error) {
      const mapped = ledgerError(error) ?? (error instanceof AppError ? error : null);
      if (mapped?.code === 'GL001') throw new AppError('RC011');
      // GL006: the receipt is posted to the general ledger (its posting is cancelled first).
      throw mapped ?? error;
    }
  }

  const lines = await tx.select().from(receiptInvoiceLine).where(eq(receiptInvoiceLine.receiptId, r.id));
  // Invoices locked before their lines, in id order, as a save locks them (no deadlock between the two).
  const invoiceIds = [...new Set(lines.map((l) => l.invoiceId))].sort();
  if (invoiceIds.length > 0) {
    await tx
      .select({ id: invoice.id })
      .from(invoice)
      .where(and(eq(invoice.propertyId, propertyId), inArray(invoice.id, invoiceIds)))
      .orderBy(asc(invoice.id))
      .for('update');
  }
  const perInvoice = new Map<string, number>();
  for (const l of lines) {
    await tx
      .update(invoiceLine)
      .set({ paidAmount: sql`${invoiceLine.paidAmount} - ${l.amount}::numeric` })
      .where(eq(invoiceLine.id, l.invoiceLineId));
    perInvoice.set(l.invoiceId, (perInvoice.get(l.invoiceId) ?? 0) + decimalStringToSatang(l.amount));
  }
  for (const [invoiceId, amount] of perInvoice) {
    await tx
      .update(invoice)
      .set({
        paidAmount: sql`${invoice.paidAmount} - ${satangToDecimalString(amount)}::numeric`,
        updatedAt: new Date(),
      })
      .where(and(eq(invoice.id, invoiceId), eq(invoice.propertyId, propertyId)));
  }

  for (const p of payments) {
    if (p.paymentType !== 'CHEQUE' || !p.chequeId) continue;
    await tx
      .update(cheque)
      .set({
        balance: sql`${cheque.balance} + ${p.amount}::numeric`,
        updatedBy: actor.user.id,
        updatedAt: new Date(),
      })
      .where(and(eq(cheque.id, p.chequeId), eq(cheque.propertyId, propertyId)));
  }

  // Wallet movements turned round: a top-up taken back needs the money still in the wallet.
  const moves = await tx
    .select()
    .from(walletEntry)
    .where(
      and(
        eq(walletEntry.propertyId, propertyId),
        eq(walletEntry.sourceId, r.id),
        eq(walletEntry.sourceType, 'RC'),
      ),
    );
  for (const m of moves) {
    try {
      await moveWallet(tx, {
        propertyId,
        unitId: m.unitId,
        customerId: m.customerId,
        walletType: m.walletType === 1 ? 1 : 0,
        amount: -decimalStringToSatang(m.amount),
        sourceType: 'RC_CANCEL',
        sourceId: r.id,
        documentNo: r.receiptNo,
        description: reason,
        userId: actor.user.id,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'RC006') throw new AppError('RC010');
      throw error;
    }
  }

  await tx
    .update(receipt)
    .set({
      status: 'CANCELLED',
      cancelReason: reason,
      cancelledBy: actor.user.id,
      cancelledAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(receipt.id, r.id));
  await audit(tx, {
    userId: actor.user.id,
    propertyId,
    action: 'receipt.cancel',
    entity: 'receipt',
    entityId: r.id,
    before: { status: r.status },
    after: { status: 'CANCELLED', reason, allowDeposited: opts.allowDeposited ?? false },
  });
}
