import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { requestPay } from './request-pay.schema';

/**
 * What payment vouchers need of requests (issue 12): an approved request no voucher pays is payable; a voucher
 * marks its requests PAID and, when cancelled, APPROVED again. The request-pay module owns the status.
 */

/** The requests of these numbers, locked in id order (two vouchers taking the same requests wait, never deadlock). */
export async function lockRequests(tx: Executor, propertyId: string, nos: string[]) {
  return tx
    .select()
    .from(requestPay)
    .where(
      and(
        eq(requestPay.propertyId, propertyId),
        inArray(
          requestPay.requestPayNo,
          nos.map((n) => n.toUpperCase()),
        ),
      ),
    )
    .orderBy(asc(requestPay.id))
    .for('update');
}

/** A supplier's approved requests that no voucher pays, oldest first. */
export async function payableRequests(db: Executor, propertyId: string, supplierId: string) {
  return db
    .select()
    .from(requestPay)
    .where(
      and(
        eq(requestPay.propertyId, propertyId),
        eq(requestPay.supplierId, supplierId),
        eq(requestPay.status, 'APPROVED'),
        isNull(requestPay.paymentVoucherId),
      ),
    )
    .orderBy(asc(requestPay.requestPayDate), asc(requestPay.requestPayNo));
}

export async function markPaid(tx: Executor, propertyId: string, ids: string[], paymentVoucherId: string) {
  await tx
    .update(requestPay)
    .set({ status: 'PAID', paymentVoucherId })
    .where(and(eq(requestPay.propertyId, propertyId), inArray(requestPay.id, ids)));
}

/** A cancelled voucher's requests: approved and payable again. */
export async function markPayable(tx: Executor, propertyId: string, paymentVoucherId: string) {
  await tx
    .update(requestPay)
    .set({ status: 'APPROVED', paymentVoucherId: null })
    .where(and(eq(requestPay.propertyId, propertyId), eq(requestPay.paymentVoucherId, paymentVoucherId)));
}
