import { decimalStringToSatang } from '@suanklang/shared';
import { registerCommitments } from '../budgets';
import { pendingCharges, pendingChargesByRequest } from './request-pay.repository';

// A pending request posts its expense when approved: until then the budget counts it as committed.
registerCommitments({
  sums: async (db, propertyId, q) =>
    (await pendingCharges(db, propertyId, q)).map((r) => ({
      accountCode: r.accountCode,
      period: r.period,
      amount: decimalStringToSatang(r.amount),
    })),
  documents: async (db, propertyId, q) =>
    (await pendingChargesByRequest(db, propertyId, q)).map((r) => ({
      documentType: 'RQ',
      documentNo: r.requestPayNo,
      date: r.date,
      description: r.description,
      amount: decimalStringToSatang(r.amount),
    })),
});
