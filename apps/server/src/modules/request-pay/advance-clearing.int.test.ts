import { and, eq } from 'drizzle-orm';
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
import { supplier } from '../suppliers';
import { requestPay, requestPayLine } from './request-pay.schema';

/**
 * Advances (type 8: Dr advances to staff / Cr accounts payable, paid by an ordinary voucher) and their clearing
 * (type 9: the actual expenses against a paid advance of the same payee; the payee returns cash when he spent
 * less, a voucher pays him the difference only when he spent more). At most one live clearing per advance, also
 * when two are saved at once; cancelling a clearing reverses it and frees the advance; the advance's voucher is
 * not cancelled while a clearing lives. Refused: bad input, another payee's or property's advance, an unpaid one.
 */
let t: TestApp;
const ids: Record<string, string> = {};
/** A month long ended that no other call of this file closes. */
const DATE = '2024-09-10';
const STAFF = 'SP-CLN';

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(ids, await payablesSetUp(t));
}, 120_000);
afterAll(() => t.close());

const satang = (s: string) => Math.round(Number(s.replace(/,/g, '')) * 100);

const save = (payload: Record<string, unknown>) =>
  t.call({ as: 'accountant', method: 'POST', url: '/purchaseorders/save', payload: { ...RVS, ...payload } });
const approve = (documentNo: string) =>
  t.call({
    as: 'approver',
    method: 'PUT',
    url: '/pendingapproval/approve',
    payload: { ...RVS, documentType: 'RQ', documentNo, action: 'approve' },
  });
const detail = (no: string) =>
  t.call({ as: 'accountant', method: 'GET', url: `/purchaseorders/${no}?propertyCode=RVS&lang=EN` });
const cancel = (requestPayNo: string) =>
  t.call({
    as: 'accountant',
    method: 'PUT',
    url: '/purchaseorders/cancel',
    payload: { ...RVS, requestPayNo, reason: 'ผิดรายการ' },
  });
const payVoucher = (requestPayNos: string[], amount: string, supplierCode = STAFF) =>
  t.call({
    as: 'accountant',
    method: 'POST',
    url: '/paymentvoucher/save',
    payload: {
      ...RVS,
      paymentVoucherDate: DATE,
      supplierCode,
      description: 'จ่ายเงินทดรอง',
      requestPayNos,
      payments: [{ method: 'CASH', amount }],
    },
  });
const cancelVoucher = (paymentVoucherNo: string) =>
  t.call({
    as: 'accountant',
    method: 'PUT',
    url: '/paymentvoucher/cancel',
    payload: { ...RVS, paymentVoucherNo, reason: 'จ่ายผิด' },
  });

const advanceBody = (over: Record<string, unknown> = {}) => ({
  requestType: 8,
  requestPayDate: DATE,
  supplierCode: STAFF,
  description: 'เงินทดรองซื้อวัสดุซ่อมบำรุง',
  vatMode: 'NONE',
  lines: [{ description: 'ทดรองจ่าย', amount: '5,000.00' }],
  ...over,
});
const clearingBody = (advanceRequestPayNo: string, over: Record<string, unknown> = {}) => ({
  requestType: 9,
  requestPayDate: DATE,
  supplierCode: STAFF,
  description: 'เคลียร์เงินทดรอง',
  vatMode: 'EXCLUDE',
  advanceRequestPayNo,
  lines: [
    { accountCode: '5110', description: 'หลอดไฟ', amount: '1,000.00' },
    { expenseTypeCode: 'CF', accountCode: '5120', description: 'น้ำยา', amount: '2,500.55' },
  ],
  ...over,
});
const savedNo = async (res: Awaited<ReturnType<typeof save>>) => {
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().data as { requestPayNo: string }).requestPayNo;
};
/** An advance saved, approved and paid by a cash voucher; its number and voucher. */
async function paidAdvance(amount = '5,000.00') {
  const no = await savedNo(await save(advanceBody({ lines: [{ amount }] })));
  expect((await approve(no)).statusCode).toBe(200);
  const pv = await payVoucher([no], amount);
  expect(pv.statusCode, pv.body).toBe(201);
  return { no, voucher: (pv.json().data as { paymentVoucherNo: string }).paymentVoucherNo };
}
/** The posted lines of a request's entry as [account, debit, credit], sorted. */
const postedOf = (no: string) => postedOfDocument(t, ids.rvs!, no);
const trialBalanceOff = () => trialBalanceOffOf(t, ids.rvs!);

describe('advances and their clearing', () => {
  it('offers types 8 and 9', async () => {
    const res = await t.call({
      as: 'viewer',
      method: 'GET',
      url: '/purchaseorders/types?propertyCode=RVS&lang=EN',
    });
    const types = res.json().data as { code: number; available: boolean }[];
    expect(types.filter((x) => x.available).map((x) => x.code)).toEqual(expect.arrayContaining([8, 9]));
  });

  it('refuses an advance with VAT, withholding, an account of its own or no amount', async () => {
    const before = (await t.database.db.select().from(requestPay)).length;
    const bad = await save(
      advanceBody({
        vatMode: 'EXCLUDE',
        lines: [{ amount: '1.00' }, { amount: '10.00', whtRate: '3.00', whtIncomeRow: '40(2)' }],
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(rulesOf(bad).sort()).toEqual(['lines.1.whtRate:advanceNoWithholding', 'vatMode:advanceNoVat']);
    for (const amount of ['0', '-1.00'])
      expect(rulesOf(await save(advanceBody({ lines: [{ amount }] })))).toEqual(['lines.0.amount:min_value']);
    const none = await save(advanceBody({ lines: [] }));
    expect(rulesOf(none)).toContain('lines:mustAddAdvance');
    const account = await save(advanceBody({ lines: [{ accountCode: '5110', amount: '10.00' }] }));
    expect(rulesOf(account)).toContain('lines.0.accountCode:oneOf');
    expect((await t.database.db.select().from(requestPay)).length).toBe(before);
  });

  it('posts an advance Dr advances to staff / Cr accounts payable and pays it by a voucher', async () => {
    const no = await savedNo(
      await save(advanceBody({ lines: [{ amount: '1,234.56' }, { amount: '0.01' }] })),
    );
    const lines = await t.database.db
      .select()
      .from(requestPayLine)
      .innerJoin(requestPay, eq(requestPay.id, requestPayLine.requestPayId))
      .where(eq(requestPay.requestPayNo, no));
    expect(lines.map((l) => l.request_pay_line.accountCode)).toEqual(['1144', '1144']);
    expect((await approve(no)).statusCode).toBe(200);
    expect(await postedOf(no)).toEqual([
      ['1144', '1234.57', '0.00'],
      ['2110', '0.00', '1234.57'],
    ]);
    const pv = await payVoucher([no], '1,234.57');
    expect(pv.statusCode, pv.body).toBe(201);
    expect((await detail(no)).json().data).toMatchObject({
      status: 4,
      payable: '1234.57',
      clearingRequestPayNo: null,
    });
  });

  it('refuses a clearing of an unpaid advance, of another payee, of another property, or not an advance', async () => {
    const unpaid = await savedNo(await save(advanceBody()));
    expect(codeOf(await save(clearingBody(unpaid)))).toBe('RQ013');
    expect((await approve(unpaid)).statusCode).toBe(200);
    expect(codeOf(await save(clearingBody(unpaid)))).toBe('RQ013');

    const { no } = await paidAdvance();
    expect(codeOf(await save(clearingBody(no, { supplierCode: 'SP-SEC' })))).toBe('RQ012');
    expect(codeOf(await save(clearingBody('RQ-NONE')))).toBe('RQ011');
    expect(codeOf(await save(clearingBody(no, { requestPayDate: '2024-09-09' })))).toBe('RQ016');
    const noAdvance = await save(clearingBody(no, { advanceRequestPayNo: undefined }));
    expect(rulesOf(noAdvance)).toContain('advanceRequestPayNo:required');
    const wht = await save(
      clearingBody(no, { lines: [{ accountCode: '5110', amount: '10', whtRate: '3', whtIncomeRow: '5' }] }),
    );
    expect(rulesOf(wht)).toContain('lines.0.whtRate:advanceNoWithholding');
    const zero = await save(clearingBody(no, { lines: [{ accountCode: '5110', amount: '0.00' }] }));
    expect(rulesOf(zero)).toContain('lines.0.amount:min_value');

    // A type 1 request is not an advance; an advance of another property is not found here.
    const ordinary = await savedNo(
      await save({
        ...clearingBody(no),
        requestType: 1,
        supplierCode: STAFF,
        advanceRequestPayNo: undefined,
      }),
    );
    expect(codeOf(await save(clearingBody(ordinary)))).toBe('RQ011');
    const [skvPayee] = await t.database.db
      .insert(supplier)
      .values({ propertyId: ids.skv!, code: 'SP-SKV-ADV', nameTh: 'พนักงาน สกว', whtType: 'PND3' })
      .returning();
    await t.database.db.insert(requestPay).values({
      propertyId: ids.skv!,
      requestPayNo: 'RQSKV0001',
      requestType: 8,
      requestPayDate: DATE,
      supplierId: skvPayee!.id,
      description: 'advance elsewhere',
      vatMode: 'NONE',
      amountExcludeVat: '100.00',
      vat: '0.00',
      wht: '0.00',
      grandTotal: '100.00',
    });
    expect(codeOf(await save(clearingBody('RQSKV0001')))).toBe('RQ011');
  });

  it('clears with a refund: Dr expenses and cash / Cr advances; nothing payable; cancelled, it frees the advance', async () => {
    const { no: advance, voucher } = await paidAdvance('5,000.00');
    const clearing = await savedNo(await save(clearingBody(advance)));
    const saved = (await detail(clearing)).json().data as {
      grandTotal: string;
      payable: string;
      advanceRequestPayNo: string;
    };
    expect(saved).toMatchObject({ payable: '0.00', advanceRequestPayNo: advance });
    expect((await detail(advance)).json().data.clearingRequestPayNo).toBe(clearing);
    // One live clearing per advance, pending counts.
    expect(codeOf(await save(clearingBody(advance)))).toBe('RQ014');
    expect((await approve(clearing)).statusCode).toBe(200);

    const refund = 500_000 - satang(saved.grandTotal);
    const posted = await postedOf(clearing);
    expect(posted).toContainEqual(['1111', (refund / 100).toFixed(2), '0.00']);
    expect(posted).toContainEqual(['1144', '0.00', '5000.00']);
    expect(posted.some(([code]) => code === '2110')).toBe(false);
    expect(await trialBalanceOff()).toBe(0);

    // Nothing to pay: not listed, refused by a voucher.
    const payable = await t.call({
      as: 'accountant',
      method: 'GET',
      url: `/paymentvoucher/payable?propertyCode=RVS&lang=EN&supplierCode=${STAFF}`,
    });
    expect((payable.json().data as { requestPayNo: string }[]).map((r) => r.requestPayNo)).not.toContain(
      clearing,
    );
    expect(rulesOf(await payVoucher([clearing], '1.00'))).toEqual(['requestPayNos.0:oneOf']);
    // The advance's voucher stays while the clearing lives.
    expect(codeOf(await cancelVoucher(voucher))).toBe('RQ015');

    const cancelled = await cancel(clearing);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await postedOf(clearing)).length).toBe(2 * posted.length);
    expect(await trialBalanceOff()).toBe(0);
    expect((await detail(advance)).json().data.clearingRequestPayNo).toBeNull();
    // Freed: a new clearing is taken.
    await savedNo(await save(clearingBody(advance)));
  });

  it('clears with a top-up: Cr accounts payable the difference, paid by a voucher for the difference only', async () => {
    const { no: advance } = await paidAdvance('1,000.00');
    const clearing = await savedNo(await save(clearingBody(advance)));
    const saved = (await detail(clearing)).json().data as { grandTotal: string; payable: string };
    const topUp = satang(saved.grandTotal) - 100_000;
    expect(satang(saved.payable)).toBe(topUp);
    expect((await approve(clearing)).statusCode).toBe(200);
    const posted = await postedOf(clearing);
    expect(posted).toContainEqual(['1144', '0.00', '1000.00']);
    expect(posted).toContainEqual(['2110', '0.00', (topUp / 100).toFixed(2)]);

    const payable = await t.call({
      as: 'accountant',
      method: 'GET',
      url: `/paymentvoucher/payable?propertyCode=RVS&lang=EN&supplierCode=${STAFF}`,
    });
    const row = (payable.json().data as { requestPayNo: string; remain: string }[]).find(
      (r) => r.requestPayNo === clearing,
    );
    expect(row?.remain).toBe((topUp / 100).toFixed(2));
    // The grand total is refused; the difference is paid.
    expect(rulesOf(await payVoucher([clearing], saved.grandTotal))).toEqual([
      'payments:transactionTotalNotEqualRemain',
    ]);
    const pv = await payVoucher([clearing], (topUp / 100).toFixed(2));
    expect(pv.statusCode, pv.body).toBe(201);
    expect((await detail(clearing)).json().data.status).toBe(4);
    expect(await trialBalanceOff()).toBe(0);
    // A paid clearing waits for its voucher; the advance stays cleared.
    expect(codeOf(await cancel(clearing))).toBe('RQ004');
    expect(codeOf(await save(clearingBody(advance)))).toBe('RQ014');
  });

  it('takes one of two clearings saved at once for one advance', async () => {
    const { no: advance } = await paidAdvance('2,000.00');
    const results = await Promise.all([save(clearingBody(advance)), save(clearingBody(advance))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(codeOf(results.find((r) => r.statusCode === 409)!)).toBe('RQ014');
    const [adv] = await t.database.db.select().from(requestPay).where(eq(requestPay.requestPayNo, advance));
    const live = await t.database.db
      .select()
      .from(requestPay)
      .where(and(eq(requestPay.advanceRequestId, adv!.id), eq(requestPay.status, 'PENDING')));
    expect(live).toHaveLength(1);
    // The database's own guard: a second live clearing of the advance is refused by the partial unique index.
    const { id: _id, requestPayNo: _no, ...copy } = live[0]!;
    await expect(
      t.database.db.insert(requestPay).values({ ...copy, requestPayNo: 'RQ-DUP-CLEAR' }),
    ).rejects.toThrow();
    const dup = await t.database.db
      .select()
      .from(requestPay)
      .where(eq(requestPay.requestPayNo, 'RQ-DUP-CLEAR'));
    expect(dup).toHaveLength(0);
    // A cancelled clearing is no longer live: the index lets another stand beside it.
    await t.database.db
      .insert(requestPay)
      .values({ ...copy, requestPayNo: 'RQ-OLD-CLEAR', status: 'CANCELLED', reason: 'x' });
  });
});
