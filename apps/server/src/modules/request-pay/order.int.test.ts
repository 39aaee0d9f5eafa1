import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  codeOf,
  payablesSetUp,
  postedOf as postedOfDocument,
  rulesOf,
  RVS,
  trialBalanceOff as trialBalanceOffOf,
} from '../../../test/payables';
import { expenseType } from '../config-expense';
import { propertySetting } from '../property-settings';
import { requestPay } from './request-pay.schema';

/**
 * A purchase order's lines (type 4): the order's number is the request's reference (required), each line an
 * expense type and the account its cost goes to, as type 3; approved, Dr the accounts (+ input VAT when the
 * property recovers it) / Cr accounts payable, paid by a voucher.
 */
let t: TestApp;
const ids: Record<string, string> = {};
const DATE = '2024-08-20';
const SUPPLIER = 'SP-SEC';

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(ids, await payablesSetUp(t));
  await t.database.db
    .update(propertySetting)
    .set({ vatRegistered: 'Y' })
    .where(eq(propertySetting.propertyId, ids.rvs!));
}, 120_000);
afterAll(() => t.close());

const save = (payload: Record<string, unknown>, as = 'accountant') =>
  t.call({ as, method: 'POST', url: '/purchaseorders/save', payload: { ...RVS, ...payload } });
const approve = (documentNo: string) =>
  t.call({
    as: 'approver',
    method: 'PUT',
    url: '/pendingapproval/approve',
    payload: { ...RVS, documentType: 'RQ', documentNo, action: 'approve' },
  });
const detail = (no: string, propertyCode = 'RVS') =>
  t.call({ as: 'admin', method: 'GET', url: `/purchaseorders/${no}?propertyCode=${propertyCode}&lang=EN` });
const order = (over: Record<string, unknown> = {}) => ({
  requestType: 4,
  requestPayDate: DATE,
  supplierCode: SUPPLIER,
  referenceNo: 'PO-2408-007',
  description: 'ใบสั่งซื้ออุปกรณ์ทำความสะอาด',
  vatMode: 'EXCLUDE',
  lines: [
    { expenseTypeCode: 'CF', accountCode: '5120', description: 'น้ำยาถูพื้น', amount: '1,200.00' },
    { expenseTypeCode: 'CF', accountCode: '5130', description: 'ถุงขยะ', amount: '333.33' },
  ],
  ...over,
});
const postedOf = (no: string) => postedOfDocument(t, ids.rvs!, no);

describe('purchase order lines (type 4)', () => {
  it('refuses no order number, no lines, a line without expense type or account, and codes of another property', async () => {
    const before = (await t.database.db.select().from(requestPay)).length;
    expect(rulesOf(await save(order({ referenceNo: undefined })))).toEqual(['referenceNo:required']);
    expect(rulesOf(await save(order({ lines: [] })))).toContain('lines:mustAddOrder');
    expect(rulesOf(await save(order({ lines: [{ accountCode: '5120', amount: '1.00' }] })))).toEqual([
      'lines.0.expenseTypeCode:required',
    ]);
    expect(rulesOf(await save(order({ lines: [{ expenseTypeCode: 'CF', amount: '1.00' }] })))).toEqual([
      'lines.0.accountCode:required',
    ]);
    expect(
      rulesOf(
        await save(order({ lines: [{ expenseTypeCode: 'NOPE', accountCode: '5120', amount: '1.00' }] })),
      ),
    ).toEqual(['lines.0.expenseTypeCode:oneOf']);
    // An expense type only another property has is none here.
    const rvsTypes = (
      await t.database.db
        .select({ code: expenseType.code })
        .from(expenseType)
        .where(eq(expenseType.propertyId, ids.rvs!))
    ).map((e) => e.code);
    const elsewhere = (
      await t.database.db
        .select({ code: expenseType.code })
        .from(expenseType)
        .where(eq(expenseType.propertyId, ids.skv!))
    ).find((e) => !rvsTypes.includes(e.code));
    expect(elsewhere).toBeDefined();
    expect(
      rulesOf(
        await save(
          order({ lines: [{ expenseTypeCode: elsewhere!.code, accountCode: '5120', amount: '1.00' }] }),
        ),
      ),
    ).toEqual(['lines.0.expenseTypeCode:oneOf']);
    // Accounts payable is the credit, never a line.
    expect(
      codeOf(await save(order({ lines: [{ expenseTypeCode: 'CF', accountCode: '2110', amount: '1.00' }] }))),
    ).toBe('RQ008');
    expect((await save(order(), 'viewer')).statusCode).toBe(403);
    expect((await t.database.db.select().from(requestPay)).length).toBe(before);
  });

  it('posts as expense lines: Dr the accounts and input VAT / Cr accounts payable; a voucher pays it', async () => {
    const saved = await save(order());
    expect(saved.statusCode, saved.body).toBe(201);
    const no = (saved.json().data as { requestPayNo: string }).requestPayNo;
    expect((await detail(no)).json().data).toMatchObject({
      requestType: 4,
      referenceNo: 'PO-2408-007',
      amountExcludeVat: '1533.33',
      vat: '107.33',
      grandTotal: '1640.66',
      payable: '1640.66',
      lines: [
        { expenseTypeCode: 'CF', accountCode: '5120', vat: '84.00', grandTotal: '1284.00' },
        { expenseTypeCode: 'CF', accountCode: '5130', vat: '23.33', grandTotal: '356.66' },
      ],
    });
    // Another property's reader finds no such request.
    expect(codeOf(await detail(no, 'SKV'))).toBe('RQ001');
    expect((await approve(no)).statusCode).toBe(200);
    expect(await postedOf(no)).toEqual([
      ['1142', '107.33', '0.00'],
      ['2110', '0.00', '1640.66'],
      ['5120', '1200.00', '0.00'],
      ['5130', '333.33', '0.00'],
    ]);
    const pv = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/paymentvoucher/save',
      payload: {
        ...RVS,
        paymentVoucherDate: DATE,
        supplierCode: SUPPLIER,
        description: 'จ่ายตามใบสั่งซื้อ',
        requestPayNos: [no],
        payments: [{ method: 'CASH', amount: '1,640.66' }],
      },
    });
    expect(pv.statusCode, pv.body).toBe(201);
    expect((await detail(no)).json().data.status).toBe(4);
    expect(await trialBalanceOffOf(t, ids.rvs!)).toBe(0);
  });

  it('cancelling an approved order reverses it', async () => {
    const saved = await save(
      order({ vatMode: 'NONE', lines: [{ expenseTypeCode: 'CF', accountCode: '5120', amount: '99.99' }] }),
    );
    const no = (saved.json().data as { requestPayNo: string }).requestPayNo;
    expect((await approve(no)).statusCode).toBe(200);
    const cancelled = await t.call({
      as: 'accountant',
      method: 'PUT',
      url: '/purchaseorders/cancel',
      payload: { ...RVS, requestPayNo: no, reason: 'ยกเลิกใบสั่งซื้อ' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await postedOf(no)).toEqual([
      ['2110', '0.00', '99.99'],
      ['2110', '99.99', '0.00'],
      ['5120', '0.00', '99.99'],
      ['5120', '99.99', '0.00'],
    ]);
    expect(await trialBalanceOffOf(t, ids.rvs!)).toBe(0);
  });
});
