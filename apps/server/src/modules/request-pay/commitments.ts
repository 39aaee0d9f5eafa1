import { decimalStringToSatang } from '@suanklang/shared';
import { registerCommitments } from '../budgets';
import { pendingCharges } from './request-pay.repository';

// A pending request posts its expense when approved: until then the budget counts it as committed.
registerCommitments(async (db, propertyId, q) =>
  (await pendingCharges(db, propertyId, q)).map((r) => ({
    accountCode: r.accountCode,
    period: r.period,
    amount: decimalStringToSatang(r.amount),
  })),
);
