import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RVS = { lang: 'EN', propertyCode: 'RVS' };
const draft = {
  ...RVS,
  unitCode: 'A0105',
  invoiceDate: '2031-03-03',
  dueDate: '2031-03-18',
  remark: null,
  lines: [{ expenseTypeCode: 'KC', description: 'บัตรผ่านเพิ่ม', quantity: '1', unitPrice: '150.00' }],
};

describe('invoice calls', () => {
  it('the draft save creates (201) and replaces (200) a draft, never issuing it', async () => {
    const created = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/invoices/print/draft/save',
      payload: { ...draft, issue: true },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ status: 'DRAFT', invoiceNo: null });
    const invoiceId = created.json().data.invoiceId as string;
    const replaced = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/invoices/print/draft/save',
      payload: { ...draft, invoiceId, issue: true },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data).toMatchObject({ invoiceId, status: 'DRAFT' });
  });

  it('refuses a path id that is not an invoice id (400) before it reaches the database', async () => {
    for (const url of ['/invoices/not-an-id', '/invoices/not-an-id/print']) {
      const res = await t.call({ as: 'viewer', method: 'GET', url: `${url}?propertyCode=RVS&lang=EN` });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('ST001');
    }
  });
});
