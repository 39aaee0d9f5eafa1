import { decimalStringToSatang, REQUEST_PAY_TYPE_ADVANCE } from '@suanklang/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { liveClearingOf } from './advance-clearing';
import { requestPay } from './request-pay.schema';

/**
 * What payment vouchers need of requests (issue 12): an approved request no voucher pays is payable; a voucher
 * marks its requests PAID and, when cancelled, APPROVED again. The request-pay module owns the status.
 */

/** What accounts payable holds for a request: its grand total, or less (a clearing's top-up, a deposit's refund). */
const owed = sql`coalesce(${requestPay.payable}, ${requestPay.grandTotal})`;

/** What a voucher pays for a request, in satang: what accounts payable holds for it, and the tax it withholds. */
export function payableOf(r: { grandTotal: string; payable: string | null; wht: string }) {
  return { amount: decimalStringToSatang(r.payable ?? r.grandTotal), wht: decimalStringToSatang(r.wht) };
}

/**
 * The requests of these numbers that leave something to pay, locked in id order (two vouchers taking the same
 * requests wait, never deadlock). A request that raised nothing payable (a clearing whose payee returned cash)
 * is not among them, so a voucher names it as an unknown request.
 */
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
        sql`${owed} > 0`,
      ),
    )
    .orderBy(asc(requestPay.id))
    .for('update');
}

/** A supplier's approved requests that no voucher pays and that leave something to pay, oldest first. */
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
        sql`${owed} > 0`,
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

/**
 * A cancelled voucher's requests: approved and payable again. Refused (RQ015) while an advance it paid has a
 * live clearing: the clearing stands on the advance having been paid, so it is cancelled first.
 */
export async function markPayable(tx: Executor, propertyId: string, paymentVoucherId: string) {
  const paid = await tx
    .select({ id: requestPay.id, requestType: requestPay.requestType })
    .from(requestPay)
    .where(and(eq(requestPay.propertyId, propertyId), eq(requestPay.paymentVoucherId, paymentVoucherId)))
    .orderBy(asc(requestPay.id))
    .for('update');
  for (const r of paid)
    if (r.requestType === REQUEST_PAY_TYPE_ADVANCE && (await liveClearingOf(tx, propertyId, r.id)))
      throw new AppError('RQ015');
  await tx
    .update(requestPay)
    .set({ status: 'APPROVED', paymentVoucherId: null })
    .where(and(eq(requestPay.propertyId, propertyId), eq(requestPay.paymentVoucherId, paymentVoucherId)));
}
