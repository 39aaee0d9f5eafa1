import { randomUUID } from 'node:crypto';
import type { TestApp } from './harness';

/** A cash receipt on the demo property RVS paying `amount` of one invoice of `unitCode` (the reply, unchecked). */
export function cashReceipt(
  t: TestApp,
  pay: { unitCode: string; invoiceNo: string; amount: string; receiptDate: string },
) {
  return t.call({
    as: 'accountant',
    method: 'POST',
    url: '/receipts/save',
    payload: {
      lang: 'EN',
      propertyCode: 'RVS',
      idempotencyKey: randomUUID(),
      unitCode: pay.unitCode,
      receiptType: '1',
      receiptDate: pay.receiptDate,
      invoices: [{ invoiceNo: pay.invoiceNo, payAmount: pay.amount }],
      deductions: [],
      transactions: [{ type: 'cash', price: pay.amount, accountCode: '1111' }],
    },
  });
}
