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

/**
 * A manual invoice issued on RVS for `unitCode`, one line per amount (key cards and parking in turn), by the
 * accountant (the reply, unchecked).
 */
export function issueInvoice(
  t: TestApp,
  invoice: { unitCode: string; invoiceDate: string; dueDate: string; amounts: string[] },
) {
  return t.call({
    as: 'accountant',
    method: 'POST',
    url: '/invoices/save',
    payload: {
      lang: 'EN',
      propertyCode: 'RVS',
      unitCode: invoice.unitCode,
      invoiceDate: invoice.invoiceDate,
      dueDate: invoice.dueDate,
      issue: true,
      lines: invoice.amounts.map((a, i) => ({
        expenseTypeCode: i % 2 === 0 ? 'KC' : 'PK',
        description: `line ${i + 1}`,
        quantity: '1',
        unitPrice: a,
      })),
    },
  });
}
