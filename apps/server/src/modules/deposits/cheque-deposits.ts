import { and, desc, eq } from 'drizzle-orm';
import { registerChequeDeposits } from '../cheques';
import { receiptPayment } from '../receipts';
import { markChequeReturned } from './deposits.repository';
import { deposit } from './deposits.schema';

/** The deposits' side of a cheque (cheques/cheque-uses.ts), registered when this module loads. */
registerChequeDeposits({
  /** The bank account (chart code) of the posted deposit that took the cheque's payments, if any. */
  async depositAccountOf(tx, propertyId, chequeId) {
    const [row] = await tx
      .select({ accountCode: deposit.bankAccountCode })
      .from(receiptPayment)
      .innerJoin(deposit, eq(deposit.id, receiptPayment.depositId))
      .where(
        and(
          eq(receiptPayment.propertyId, propertyId),
          eq(receiptPayment.chequeId, chequeId),
          eq(deposit.status, 'POSTED'),
        ),
      )
      .orderBy(desc(deposit.depositDate))
      .limit(1);
    return row?.accountCode ?? null;
  },
  markReturned: markChequeReturned,
});
