import { advanceDifference, postAdvanceClearing, type RequestPayLine } from '@suanklang/accounting';
import {
  decimalStringToSatang,
  REQUEST_PAY_TYPE_ADVANCE,
  REQUEST_PAY_TYPE_CLEARING,
  satangToDecimalString,
} from '@suanklang/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { constraintName, isUniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import { accountMapOf } from '../ledger';
import { requestPay } from './request-pay.schema';

/**
 * Advances (type 8) and their clearing (type 9), docs/decisions.md "Payables: advances and their clearing". An
 * advance is paid by an ordinary voucher; a clearing names one paid advance of the same payee, at most one live
 * clearing per advance (checked under the advance's row lock; the partial unique index
 * `request_pay_advance_cleared_once` is the database's own guard).
 */

const LIVE = ['PENDING', 'APPROVED', 'PAID'];

/** The live (pending, approved or paid) clearing of an advance, if any. */
export async function liveClearingOf(db: Executor, propertyId: string, advanceId: string) {
  const [row] = await db
    .select({ id: requestPay.id, requestPayNo: requestPay.requestPayNo })
    .from(requestPay)
    .where(
      and(
        eq(requestPay.propertyId, propertyId),
        eq(requestPay.advanceRequestId, advanceId),
        inArray(requestPay.status, LIVE),
      ),
    );
  return row ?? null;
}

/**
 * The advance a clearing names, locked: a type 8 request of this property (RQ011), of the clearing's payee
 * (RQ012), paid by a live voucher (RQ013), not dated after the clearing (RQ016), with no other live clearing
 * (RQ014). `selfId` is the clearing being changed, which may keep its own advance.
 */
export async function lockAdvanceToClear(
  tx: Executor,
  propertyId: string,
  advanceNo: string,
  payeeId: string,
  date: string,
  selfId?: string,
) {
  const [advance] = await tx
    .select()
    .from(requestPay)
    .where(
      and(
        eq(requestPay.propertyId, propertyId),
        eq(requestPay.requestPayNo, advanceNo.toUpperCase()),
        eq(requestPay.requestType, REQUEST_PAY_TYPE_ADVANCE),
      ),
    )
    .for('update');
  if (!advance) throw new AppError('RQ011');
  if (advance.supplierId !== payeeId) throw new AppError('RQ012');
  if (advance.status !== 'PAID' || !advance.paymentVoucherId) throw new AppError('RQ013');
  // Advances to staff would be credited before they were debited.
  if (date < advance.requestPayDate) throw new AppError('RQ016');
  const [other] = await tx
    .select({ id: requestPay.id })
    .from(requestPay)
    .where(
      and(
        eq(requestPay.propertyId, propertyId),
        eq(requestPay.advanceRequestId, advance.id),
        inArray(requestPay.status, LIVE),
        ...(selfId ? [ne(requestPay.id, selfId)] : []),
      ),
    );
  if (other) throw new AppError('RQ014');
  return advance;
}

/**
 * The header fields of a clearing being saved: its advance (locked and checked) and what it leaves payable, the
 * expenses above the advance. Other types leave both empty (what they raise is their grand total).
 */
export async function clearingOf(
  tx: Executor,
  propertyId: string,
  input: { requestType: number; requestPayDate: string; advanceRequestPayNo?: string | undefined },
  payeeId: string,
  grandTotal: number,
  selfId: string | undefined,
) {
  if (input.requestType !== REQUEST_PAY_TYPE_CLEARING) return { advanceRequestId: null, payable: null };
  const advance = await lockAdvanceToClear(
    tx,
    propertyId,
    input.advanceRequestPayNo ?? '',
    payeeId,
    input.requestPayDate,
    selfId,
  );
  return { advanceRequestId: advance.id, payable: clearingPayable(grandTotal, advance.grandTotal) };
}

/** What a clearing leaves payable to its payee (its expenses above the advance), as stored decimal text. */
export function clearingPayable(grandTotal: number, advanceGrandTotal: string): string {
  return satangToDecimalString(advanceDifference(grandTotal, decimalStringToSatang(advanceGrandTotal)).topUp);
}

/** The second of two clearings saved at once for one advance meets the index: the same refusal as the check's. */
export function clearingConflict(error: unknown): AppError | null {
  return isUniqueViolation(error) && constraintName(error) === 'request_pay_advance_cleared_once'
    ? new AppError('RQ014')
    : null;
}

/**
 * The clearing's journal, built in the last approval's transaction: the advance is read again under its lock and
 * must still be paid (its voucher cannot be cancelled while the clearing lives, `markPayable`).
 */
export async function clearingDraft(
  tx: Executor,
  propertyId: string,
  clearing: { requestPayNo: string; requestPayDate: string; advanceRequestId: string | null },
  lines: RequestPayLine[],
  vatRecoverable: boolean,
  documentType: string,
) {
  if (!clearing.advanceRequestId) throw new AppError('RQ013');
  const [advance] = await tx
    .select()
    .from(requestPay)
    .where(and(eq(requestPay.propertyId, propertyId), eq(requestPay.id, clearing.advanceRequestId)))
    .for('update');
  if (!advance || advance.status !== 'PAID') throw new AppError('RQ013');
  return postAdvanceClearing(
    {
      documentType,
      documentNo: clearing.requestPayNo,
      date: clearing.requestPayDate,
      lines,
      vatRecoverable,
      advance: decimalStringToSatang(advance.grandTotal),
    },
    await accountMapOf(tx, propertyId),
  );
}
