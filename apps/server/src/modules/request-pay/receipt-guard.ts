import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import { registerReceiptCancelGuard } from '../receipts';
import { requestPay, requestPayLine } from './request-pay.schema';

/**
 * A receipt a request wrote (type 5, invoices paid from the wallet: cancelled by cancelling the request) or that an
 * approved or paid claim (type 10) names cannot be cancelled from the receipt screen: the refusal names the
 * requests. A pending claim lets it go: its approval then refuses the cancelled receipt (RQ021).
 */
registerReceiptCancelGuard(async (tx, propertyId, receiptId) => {
  const standing = await tx
    .selectDistinct({ no: requestPay.requestPayNo })
    .from(requestPay)
    .leftJoin(
      requestPayLine,
      and(
        eq(requestPayLine.propertyId, requestPay.propertyId),
        eq(requestPayLine.requestPayId, requestPay.id),
      ),
    )
    .where(
      and(
        eq(requestPay.propertyId, propertyId),
        or(
          and(
            eq(requestPay.receiptId, receiptId),
            inArray(requestPay.status, ['PENDING', 'APPROVED', 'PAID']),
          ),
          and(eq(requestPayLine.receiptId, receiptId), inArray(requestPay.status, ['APPROVED', 'PAID'])),
        ),
      ),
    )
    .orderBy(asc(requestPay.requestPayNo));
  if (standing.length > 0)
    throw new AppError('RQ022', [
      { path: 'requestPayNo', rule: 'inUse', message: standing.map((r) => r.no).join(', ') },
    ]);
});
