import { and, desc, eq, sql } from 'drizzle-orm';
import { registerChequeReceipts } from '../cheques';
import { unit } from '../units';
import { cancelReceiptInTx } from './receipt-cancel';
import { receipt, receiptPayment } from './receipts.schema';

/** The receipts' side of a cheque (cheques/cheque-uses.ts), registered when this module loads. */
registerChequeReceipts({
  /** Receipts that used the cheque (any status), newest first. */
  receiptsOf: (tx, propertyId, chequeId) =>
    tx
      .select({
        receiptId: receipt.id,
        receiptNo: receipt.receiptNo,
        receiptDate: receipt.receiptDate,
        status: receipt.status,
        unitCode: unit.code,
        customerName: receipt.customerName,
        payAmount: sql<string>`sum(${receiptPayment.amount})::text`,
        deposited: sql<boolean>`bool_or(${receiptPayment.depositId} is not null)`,
      })
      .from(receiptPayment)
      .innerJoin(receipt, eq(receipt.id, receiptPayment.receiptId))
      .leftJoin(unit, eq(unit.id, receipt.unitId))
      .where(
        and(
          eq(receiptPayment.propertyId, propertyId),
          eq(receipt.propertyId, propertyId),
          eq(receiptPayment.chequeId, chequeId),
        ),
      )
      .groupBy(receipt.id, unit.code)
      .orderBy(desc(receipt.receiptDate), desc(receipt.receiptNo)),

  async activeReceiptIds(tx, propertyId, chequeId) {
    const rows = await tx
      .selectDistinct({ id: receipt.id })
      .from(receiptPayment)
      .innerJoin(receipt, eq(receipt.id, receiptPayment.receiptId))
      .where(
        and(
          eq(receiptPayment.propertyId, propertyId),
          eq(receiptPayment.chequeId, chequeId),
          eq(receipt.status, 'ISSUED'),
        ),
      );
    return rows.map((r) => r.id);
  },

  usedOnHand: (tx, propertyId, chequeId) =>
    tx
      .select({
        accountCode: receiptPayment.accountCode,
        total: sql<string>`sum(${receiptPayment.amount})::text`,
      })
      .from(receiptPayment)
      .innerJoin(receipt, eq(receipt.id, receiptPayment.receiptId))
      .where(
        and(
          eq(receiptPayment.propertyId, propertyId),
          eq(receiptPayment.chequeId, chequeId),
          eq(receipt.status, 'ISSUED'),
        ),
      )
      .groupBy(receiptPayment.accountCode)
      .orderBy(receiptPayment.accountCode),

  async cancel(tx, actor, receiptId, reason, date) {
    await cancelReceiptInTx(tx, actor, receiptId, reason, { allowDeposited: true, date });
  },
});
