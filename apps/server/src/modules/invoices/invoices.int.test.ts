import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bangkokToday } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../../test/harness';
import { cashReceipt } from '../../../test/receivables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RVS = { lang: 'EN', propertyCode: 'RVS' };
const manual = (over: Record<string, unknown> = {}) => ({
  ...RVS,
  unitCode: 'A0105',
  invoiceDate: '2031-02-03',
  dueDate: '2031-02-18',
  remark: 'key card',
  lines: [
    { expenseTypeCode: 'KC', description: 'บัตรผ่านเพิ่ม', quantity: '2', unitPrice: '150.00' },
    { expenseTypeCode: 'PK', description: 'ที่จอดรถเพิ่ม', quantity: '1', unitPrice: '1000.50' },
  ],
  ...over,
});
const save = (payload: Record<string, unknown>, as = 'accountant') =>
  t.call({ as, method: 'POST', url: '/invoices/save', payload });
const detail = (id: string, as = 'viewer', code = 'RVS') =>
  t.call({ as, method: 'GET', url: `/invoices/${id}?propertyCode=${code}&lang=EN` });
const search = (body: Record<string, unknown> = {}, as = 'viewer') =>
  t.call({ as, method: 'POST', url: '/invoices/search', payload: { ...RVS, ...body } });

describe('manual invoices', () => {
  it("expense save replaces a draft's charges and keeps its header; an issued invoice or a bad line is refused, nothing changed", async () => {
    const { invoiceId } = (await save(manual())).json().data;
    const expenseSave = (payload: Record<string, unknown>, as = 'accountant') =>
      t.call({
        as,
        method: 'POST',
        url: '/invoices/expense/save',
        payload: { ...RVS, invoiceId, ...payload },
      });
    const res = await expenseSave({
      lines: [{ expenseTypeCode: 'KC', description: 'บัตรผ่าน 3 ใบ', quantity: '3', unitPrice: '200.00' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ invoiceId, invoiceNo: null, status: 'DRAFT' });
    const draft = (await detail(invoiceId)).json().data;
    expect(draft).toMatchObject({
      unitCode: 'A0105',
      invoiceDate: '2031-02-03',
      dueDate: '2031-02-18',
      remark: 'key card',
      grandTotal: '600.00',
    });
    expect(draft.lines).toHaveLength(1);

    expect((await expenseSave({ lines: [] })).statusCode).toBe(400);
    expect(
      (
        await expenseSave({
          lines: [{ expenseTypeCode: 'NOPE', description: 'x', quantity: '1', unitPrice: '1.00' }],
        })
      ).statusCode,
    ).toBeGreaterThanOrEqual(400);
    expect(
      (
        await expenseSave(
          { lines: [{ expenseTypeCode: 'KC', description: 'x', quantity: '1', unitPrice: '1.00' }] },
          'viewer',
        )
      ).statusCode,
    ).toBe(403);
    // Another property's caller cannot reach it.
    const elsewhere = await t.call({
      as: 'admin',
      method: 'POST',
      url: '/invoices/expense/save',
      payload: {
        lang: 'EN',
        propertyCode: 'SKV',
        invoiceId,
        lines: [{ expenseTypeCode: 'CF', description: 'x', quantity: '1', unitPrice: '1.00' }],
      },
    });
    expect(elsewhere.json().code).toBe('IN002');
    expect((await detail(invoiceId)).json().data.grandTotal).toBe('600.00');

    await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/invoices/issue',
      payload: { ...RVS, invoiceId },
    });
    const refused = await expenseSave({
      lines: [{ expenseTypeCode: 'KC', description: 'x', quantity: '1', unitPrice: '1.00' }],
    });
    expect(refused.json().code).toBe('IN003');
    expect((await detail(invoiceId)).json().data.grandTotal).toBe('600.00');
  });

  it('saves a draft without a number or journal, then issues it with a number and a balanced journal', async () => {
    const res = await save(manual());
    expect(res.statusCode).toBe(201);
    const { invoiceId, invoiceNo, status } = res.json().data;
    expect({ invoiceNo, status }).toEqual({ invoiceNo: null, status: 'DRAFT' });
    const draft = (await detail(invoiceId)).json().data;
    expect(draft).toMatchObject({
      grandTotal: '1300.50',
      amountExcludeVat: '1300.50',
      vat: '0.00',
      journals: [],
    });
    expect(draft.lines.map((l: { grandTotal: string }) => l.grandTotal)).toEqual(['300.00', '1000.50']);

    const issued = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/invoices/issue',
      payload: { ...RVS, invoiceId },
    });
    expect(issued.json().data.invoiceNo).toMatch(/^IN7402\d{5}$/);
    const after = (await detail(invoiceId)).json().data;
    expect(after.status).toBe('ISSUED');
    expect(after.journals).toHaveLength(1);
    const lines = after.journals[0].lines as { accountCode: string; debit: string; credit: string }[];
    expect(lines).toEqual([
      // One receivable line per invoice line (the aging sums them), in the invoice's line order.
      expect.objectContaining({ accountCode: '1126', debit: '300.00', credit: '0.00' }),
      expect.objectContaining({ accountCode: '1126', debit: '1000.50', credit: '0.00' }),
      expect.objectContaining({ accountCode: '4150', credit: '1000.50' }),
      expect.objectContaining({ accountCode: '4160', credit: '300.00' }),
    ]);
  });

  it('refuses to cancel an issued invoice (IN001) but cancels a draft with a reason', async () => {
    const issued = (await save(manual({ issue: true }))).json().data;
    const refused = await t.call({
      as: 'accountant',
      method: 'PUT',
      url: '/invoices/cancel',
      payload: { ...RVS, invoiceId: issued.invoiceId, reason: 'wrong' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('IN001');

    const draft = (await save(manual())).json().data;
    const noReason = await t.call({
      as: 'accountant',
      method: 'PUT',
      url: '/invoices/cancel',
      payload: { ...RVS, invoiceId: draft.invoiceId, reason: '' },
    });
    expect(noReason.statusCode).toBe(400);
    const ok = await t.call({
      as: 'accountant',
      method: 'PUT',
      url: '/invoices/cancel',
      payload: { ...RVS, invoiceId: draft.invoiceId, reason: 'typed twice' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await detail(draft.invoiceId)).json().data).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'typed twice',
    });
  });

  it('edits a draft in place, and refuses to edit an issued invoice', async () => {
    const draft = (await save(manual())).json().data;
    const edited = await save(
      manual({
        invoiceId: draft.invoiceId,
        lines: [{ expenseTypeCode: 'KC', description: 'บัตร', quantity: '1', unitPrice: '150' }],
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect((await detail(draft.invoiceId)).json().data.grandTotal).toBe('150.00');
    const issued = (await save(manual({ issue: true }))).json().data;
    expect((await save(manual({ invoiceId: issued.invoiceId }))).json().code).toBe('IN003');
  });

  it('shows Thai field errors and saves nothing for bad input', async () => {
    const before = (await search({ unitCode: 'A0106' })).json().paging.total;
    const res = await save(manual({ lang: 'TH', unitCode: 'A0106', dueDate: '2031-01-01', lines: [] }));
    expect(res.statusCode).toBe(400);
    const rules = (res.json().fields as { rule: string }[]).map((f) => f.rule);
    expect(rules).toEqual(expect.arrayContaining(['mustAddExpense']));
    expect((await search({ unitCode: 'A0106' })).json().paging.total).toBe(before);
    const noType = await save(
      manual({ lines: [{ expenseTypeCode: 'NOPE', description: 'x', quantity: '1', unitPrice: '1' }] }),
    );
    expect(noType.json().code).toBe('IN006');
  });

  it('searches by upper-cased number, unit and status; the viewer cannot save', async () => {
    const issued = (await save(manual({ issue: true }))).json().data;
    const found = (await search({ invoiceNo: issued.invoiceNo })).json();
    expect(found.data.map((r: { invoiceNo: string }) => r.invoiceNo)).toEqual([issued.invoiceNo]);
    expect(found.data[0]).toMatchObject({
      unitCode: 'A0105',
      paymentStatus: 'UNPAID',
      outstanding: '1300.50',
    });
    expect(
      (await search({ status: 'DRAFT', unitCode: 'A0105' }))
        .json()
        .data.every((r: { status: string }) => r.status === 'DRAFT'),
    ).toBe(true);
    expect((await save(manual(), 'viewer')).statusCode).toBe(403);
  });

  it('lists as overdue only issued invoices past their due date that still owe something', async () => {
    const past = { unitCode: 'A0106', invoiceDate: '2025-01-06', dueDate: '2025-01-21' };
    const overdue = (await save(manual({ ...past, issue: true }))).json().data;
    const paid = (await save(manual({ ...past, issue: true }))).json().data;
    const draft = (await save(manual(past))).json().data;
    const notDue = (await save(manual({ unitCode: 'A0106', issue: true }))).json().data;
    const receipt = await cashReceipt(t, {
      unitCode: 'A0106',
      invoiceNo: paid.invoiceNo,
      amount: '1300.50',
      receiptDate: bangkokToday(),
    });
    expect(receipt.statusCode).toBe(201);
    const listed = (await search({ overdueOnly: true, unitCode: 'A0106', pageSize: 100 }))
      .json()
      .data.map((r: { invoiceId: string }) => r.invoiceId);
    expect(listed).toContain(overdue.invoiceId);
    for (const other of [paid, draft, notDue]) expect(listed).not.toContain(other.invoiceId);
  });

  it("does not show or change another property's invoice", async () => {
    const issued = (await save(manual())).json().data;
    expect((await detail(issued.invoiceId, 'admin', 'SKV')).json().code).toBe('IN002');
    const cancel = await t.call({
      as: 'admin',
      method: 'PUT',
      url: '/invoices/cancel',
      payload: { lang: 'EN', propertyCode: 'SKV', invoiceId: issued.invoiceId, reason: 'x' },
    });
    expect(cancel.json().code).toBe('IN002');
    expect((await detail(issued.invoiceId, 'accountant', 'SKV')).statusCode).toBe(403);
  });

  it('prints a PDF, counts the print, and prints a billing month in one file', async () => {
    const issued = (await save(manual({ issue: true }))).json().data;
    const pdf = await t.call({
      as: 'viewer',
      method: 'GET',
      url: `/invoices/${issued.invoiceId}/print?propertyCode=RVS&docLang=th`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await detail(issued.invoiceId)).json().data.printCount).toBe(1);
    const month = await t.call({
      as: 'viewer',
      method: 'POST',
      url: '/api/v1/reports/invoice/expenses/office',
      payload: { ...RVS, billingMonth: '2031-02', docLang: 'en' },
    });
    expect(month.statusCode).toBe(200);
    expect(month.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const options = await t.call({
      as: 'viewer',
      method: 'GET',
      url: '/invoices/print/option?propertyCode=RVS&lang=TH',
    });
    expect(options.json().data).toEqual([
      { code: 'th', description: 'ภาษาไทย' },
      { code: 'en', description: 'ภาษาอังกฤษ' },
    ]);
  });

  it('corrects the billing name of an invoice of a property that is not VAT-registered', async () => {
    const issued = (await save(manual({ issue: true }))).json().data;
    const res = await t.call({
      as: 'accountant',
      method: 'PUT',
      url: '/invoices/customerDetail',
      payload: {
        ...RVS,
        invoiceId: issued.invoiceId,
        customerName: 'บริษัท ทดสอบ จำกัด',
        customerAddress: '1 ถนนสุขุมวิท',
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await detail(issued.invoiceId)).json().data).toMatchObject({
      customerName: 'บริษัท ทดสอบ จำกัด',
      customerAddress: '1 ถนนสุขุมวิท',
    });
  });
});
