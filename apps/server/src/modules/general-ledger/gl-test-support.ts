import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness';

/** The calls' property and language in the G/L tests. */
export const RVS = { lang: 'EN', propertyCode: 'RVS' } as const;

/** Issues an invoice of one line dated (and due) `invoiceDate`, as the accountant: its journal is in that month. */
export async function issueInvoiceOn(t: TestApp, unitCode: string, invoiceDate: string, price: string) {
  const res = await t.call({
    as: 'accountant',
    method: 'POST',
    url: '/invoices/save',
    payload: {
      ...RVS,
      unitCode,
      invoiceDate,
      dueDate: invoiceDate,
      issue: true,
      lines: [{ expenseTypeCode: 'KC', description: 'บัตรผ่าน', quantity: '1', unitPrice: price }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { invoiceId: string; invoiceNo: string } }>().data;
}
