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
import { supplier } from '../suppliers';
import { requestPay, requestPayLine } from './request-pay.schema';

/**
 * Petty cash (type 7): a FUND (Dr petty cash 1112 / Cr accounts payable, paid to the custodian by a voucher) and
 * a SPEND from it (Dr expenses / Cr 1112 on approval, nothing payable). The fund never goes below zero: a spending
 * over what it holds is refused on save, and of two approved at once that together exceed it, one is refused.
 * Cancelling an approved fund is refused when its money has been spent. Another property's payee is refused and
 * its fund is its own.
 */
let t: TestApp;
const ids: Record<string, string> = {};
/** A month long ended that no other call of this file closes. */
const DATE = '2024-11-12';
const CUSTODIAN = 'SP-CLN';
/** After every entry, the reversals of today included. */
const LATER = '2099-12-31';

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(ids, await payablesSetUp(t));
}, 120_000);
afterAll(() => t.close());

const satang = (s: string) => Math.round(Number(s.replace(/,/g, '')) * 100);
const baht = (n: number) => `${Math.trunc(n / 100)}.${String(n % 100).padStart(2, '0')}`;

const save = (payload: Record<string, unknown>, as = 'accountant') =>
  t.call({ as, method: 'POST', url: '/purchaseorders/save', payload: { ...RVS, ...payload } });
const approve = (documentNo: string) =>
  t.call({
    as: 'approver',
    method: 'PUT',
    url: '/pendingapproval/approve',
    payload: { ...RVS, documentType: 'RQ', documentNo, action: 'approve' },
  });
const detail = (no: string, propertyCode = 'RVS', as = 'accountant') =>
  t.call({ as, method: 'GET', url: `/purchaseorders/${no}?propertyCode=${propertyCode}&lang=EN` });
const cancel = (requestPayNo: string) =>
  t.call({
    as: 'accountant',
    method: 'PUT',
    url: '/purchaseorders/cancel',
    payload: { ...RVS, requestPayNo, reason: 'ผิดรายการ' },
  });
/** What the fund can pay out on a date, in satang. */
async function available(date = DATE, propertyCode = 'RVS', as = 'viewer') {
  const res = await t.call({
    as,
    method: 'GET',
    url: `/purchaseorders/pettycash?propertyCode=${propertyCode}&lang=EN&date=${date}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { accountCode: string; balance: string };
  expect(data.accountCode).toBe('1112');
  return satang(data.balance);
}

const fundBody = (amount: string, over: Record<string, unknown> = {}) => ({
  requestType: 7,
  pettyCash: 'FUND',
  requestPayDate: DATE,
  supplierCode: CUSTODIAN,
  description: 'ตั้งวงเงินสดย่อย',
  vatMode: 'NONE',
  lines: [{ description: 'วงเงินสดย่อย', amount }],
  ...over,
});
const spendBody = (amount: string, over: Record<string, unknown> = {}) => ({
  requestType: 7,
  pettyCash: 'SPEND',
  requestPayDate: DATE,
  supplierCode: CUSTODIAN,
  description: 'จ่ายเงินสดย่อย',
  vatMode: 'NONE',
  lines: [{ accountCode: '5110', description: 'ค่าวัสดุ', amount }],
  ...over,
});
const savedNo = async (res: Awaited<ReturnType<typeof save>>) => {
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().data as { requestPayNo: string }).requestPayNo;
};
/** The posted lines of a request's entries as [account, debit, credit], sorted. */
const postedOf = (no: string) => postedOfDocument(t, ids.rvs!, no);
const trialBalanceOff = () => trialBalanceOffOf(t, ids.rvs!);
const payableNos = async () => {
  const res = await t.call({
    as: 'accountant',
    method: 'GET',
    url: `/paymentvoucher/payable?propertyCode=RVS&lang=EN&supplierCode=${CUSTODIAN}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { requestPayNo: string }[]).map((r) => r.requestPayNo);
};

describe('petty cash', () => {
  it('offers type 7', async () => {
    const res = await t.call({
      as: 'viewer',
      method: 'GET',
      url: '/purchaseorders/types?propertyCode=RVS&lang=EN',
    });
    const types = res.json().data as { code: number; available: boolean }[];
    expect(types.find((x) => x.code === 7)?.available).toBe(true);
  });

  it('refuses a request with no kind, a fund with VAT or an account, withholding, a spending without an account or from petty cash', async () => {
    const before = (await t.database.db.select().from(requestPay)).length;
    expect(rulesOf(await save(fundBody('100.00', { pettyCash: undefined })))).toEqual(['pettyCash:required']);
    expect(rulesOf(await save(fundBody('100.00', { pettyCash: 'OTHER' })))).toEqual(['pettyCash:oneOf']);
    expect(rulesOf(await save(fundBody('100.00', { vatMode: 'EXCLUDE' })))).toEqual([
      'vatMode:pettyCashFundNoVat',
    ]);
    expect(
      rulesOf(await save(fundBody('100.00', { lines: [{ accountCode: '5110', amount: '100.00' }] }))),
    ).toEqual(['lines.0.accountCode:oneOf']);
    expect(
      rulesOf(
        await save(
          spendBody('1.00', {
            lines: [{ accountCode: '5110', amount: '10.00', whtRate: '3.00', whtIncomeRow: '40(2)' }],
          }),
        ),
      ),
    ).toEqual(['lines.0.whtRate:pettyCashNoWithholding']);
    expect(rulesOf(await save(spendBody('1.00', { lines: [{ amount: '1.00' }] })))).toEqual([
      'lines.0.accountCode:required',
    ]);
    expect(
      rulesOf(await save(spendBody('1.00', { lines: [{ accountCode: '1112', amount: '1.00' }] }))),
    ).toEqual(['lines.0.accountCode:oneOf']);
    expect(rulesOf(await save(spendBody('0')))).toEqual(['lines.0.amount:min_value']);
    expect(rulesOf(await save(fundBody('100.00', { lines: [] })))).toContain('lines:mustAddExpense');
    expect((await save(fundBody('100.00'), 'viewer')).statusCode).toBe(403);
    expect((await t.database.db.select().from(requestPay)).length).toBe(before);
  });

  let fund = '';
  let start = 0;
  it('raises a fund: Dr petty cash / Cr accounts payable on approval, paid to the custodian by a voucher', async () => {
    start = await available();
    fund = await savedNo(await save(fundBody('10,000.00')));
    const lines = await t.database.db
      .select()
      .from(requestPayLine)
      .innerJoin(requestPay, eq(requestPay.id, requestPayLine.requestPayId))
      .where(eq(requestPay.requestPayNo, fund));
    expect(lines.map((l) => l.request_pay_line.accountCode)).toEqual(['1112']);
    // Pending: nothing in the fund yet.
    expect(await available()).toBe(start);
    expect((await approve(fund)).statusCode).toBe(200);
    expect(await postedOf(fund)).toEqual([
      ['1112', '10000.00', '0.00'],
      ['2110', '0.00', '10000.00'],
    ]);
    expect(await available()).toBe(start + 1_000_000);
    expect((await detail(fund)).json().data).toMatchObject({
      pettyCash: 'FUND',
      payable: '10000.00',
      status: 2,
    });
    expect(await payableNos()).toContain(fund);
    const pv = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/paymentvoucher/save',
      payload: {
        ...RVS,
        paymentVoucherDate: DATE,
        supplierCode: CUSTODIAN,
        description: 'จ่ายตั้งวงเงินสดย่อย',
        requestPayNos: [fund],
        payments: [{ method: 'CASH', amount: '10,000.00' }],
      },
    });
    expect(pv.statusCode, pv.body).toBe(201);
    expect((await detail(fund)).json().data).toMatchObject({ status: 4 });
    // Paying the custodian moves cash on hand, not petty cash.
    expect(await available()).toBe(start + 1_000_000);
  });

  it('spends from the fund: Dr expense (+ VAT) / Cr petty cash on approval, never payable', async () => {
    const before = await available();
    const no = await savedNo(
      await save(
        spendBody('1,070.00', {
          vatMode: 'INCLUDE',
          lines: [
            {
              expenseTypeCode: 'CF',
              accountCode: '5120',
              description: 'น้ำยาทำความสะอาด',
              amount: '1,070.00',
            },
          ],
        }),
      ),
    );
    const saved = (await detail(no)).json().data as Record<string, unknown>;
    expect(saved).toMatchObject({ pettyCash: 'SPEND', payable: '0.00', grandTotal: '1070.00', status: 1 });
    expect((await approve(no)).statusCode).toBe(200);
    const posted = await postedOf(no);
    // VAT is recovered only by a VAT-registered property; either way petty cash pays the whole 1,070.00.
    expect(posted).toContainEqual(['1112', '0.00', '1070.00']);
    expect(posted.filter((l) => l[0] === '2110')).toEqual([]);
    expect(posted.reduce((s, l) => s + satang(l[1]!), 0)).toBe(107_000);
    expect(await available()).toBe(before - 107_000);
    // Nothing payable: no voucher lists it or takes it.
    expect(await payableNos()).not.toContain(no);
    const pv = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/paymentvoucher/save',
      payload: {
        ...RVS,
        paymentVoucherDate: DATE,
        supplierCode: CUSTODIAN,
        description: 'x',
        requestPayNos: [no],
        payments: [{ method: 'CASH', amount: '1,070.00' }],
      },
    });
    expect(pv.statusCode).toBe(400);
    expect(await trialBalanceOff()).toBe(0);
  });

  it('refuses on save a spending over the fund, to the satang, and a spending dated before the fund', async () => {
    const left = await available();
    const over = await save(spendBody(baht(left + 1)));
    expect(over.statusCode).toBe(409);
    expect(codeOf(over)).toBe('RQ017');
    const field = over.json<{ fields: { path: string; message: string }[] }>().fields[0]!;
    expect(field.path).toBe('lines');
    expect(field.message).toContain(baht(left).replace(/\B(?=(\d{3})+(?!\d))/g, ','));
    // The fund was raised on DATE: a day earlier it held what it held before.
    const earlier = await available('2024-11-11');
    expect(earlier).toBe(start);
    expect(codeOf(await save(spendBody(baht(earlier + 1), { requestPayDate: '2024-11-11' })))).toBe('RQ017');
    // Exactly what is left is taken (and then cancelled before approval).
    const exact = await savedNo(await save(spendBody(baht(left))));
    expect((await cancel(exact)).statusCode).toBe(200);
    expect(await available()).toBe(left);
  });

  it('of two spendings approved at once that together exceed the fund, approves one and refuses the other', async () => {
    const left = await available();
    const half = Math.floor(left / 2) + 100;
    const a = await savedNo(await save(spendBody(baht(half))));
    const b = await savedNo(await save(spendBody(baht(half))));
    const results = await Promise.all([approve(a), approve(b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(codeOf(results.find((r) => r.statusCode === 409)!)).toBe('RQ017');
    const statuses = await Promise.all(
      [a, b].map(async (no) => ((await detail(no)).json().data as { status: number }).status),
    );
    expect(statuses.sort()).toEqual([1, 2]);
    expect(await available()).toBe(left - half);
    expect(await available()).toBeGreaterThanOrEqual(0);
    expect(await trialBalanceOff()).toBe(0);
  });

  it('refuses cancelling an approved fund whose money has been spent; a spending cancelled returns its money', async () => {
    const small = await savedNo(await save(fundBody('100.00')));
    expect((await approve(small)).statusCode).toBe(200);
    const left = await available();
    expect(await available(LATER)).toBe(left);
    const spent = await savedNo(await save(spendBody(baht(left - 5_000))));
    expect((await approve(spent)).statusCode).toBe(200);
    // 50.00 left, the fund of 100.00 cannot be withdrawn.
    const refused = await cancel(small);
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('RQ017');
    // Reversed today: the money is back from today on, while on DATE and after only 50.00 was left.
    expect((await cancel(spent)).statusCode).toBe(200);
    expect(await available(LATER)).toBe(left);
    expect(await available()).toBe(5_000);
    expect((await cancel(small)).statusCode).toBe(200);
    expect(await available(LATER)).toBe(left - 10_000);
    expect(await postedOf(small)).toEqual([
      ['1112', '0.00', '100.00'],
      ['1112', '100.00', '0.00'],
      ['2110', '0.00', '100.00'],
      ['2110', '100.00', '0.00'],
    ]);
    expect(await trialBalanceOff()).toBe(0);
  });

  it('is replenished by a type 1 request to the custodian charged to petty cash, paid by a voucher', async () => {
    const before = await available(LATER);
    const no = await savedNo(
      await save({
        requestType: 1,
        requestPayDate: DATE,
        supplierCode: CUSTODIAN,
        description: 'เบิกชดเชยเงินสดย่อย',
        vatMode: 'NONE',
        lines: [{ accountCode: '1112', description: 'ชดเชยเงินสดย่อย', amount: '300.00' }],
      }),
    );
    expect((await approve(no)).statusCode).toBe(200);
    expect(await postedOf(no)).toEqual([
      ['1112', '300.00', '0.00'],
      ['2110', '0.00', '300.00'],
    ]);
    expect(await available(LATER)).toBe(before + 30_000);
    expect(await payableNos()).toContain(no);
  });

  it("refuses another property's payee, and another property's fund is its own", async () => {
    const skvBefore = await available(DATE, 'SKV', 'admin');
    const [skvPayee] = await t.database.db
      .insert(supplier)
      .values({ propertyId: ids.skv!, code: 'SP-SKV-PC', nameTh: 'ผู้รักษาเงินสดย่อย สกว', whtType: 'PND3' })
      .returning();
    expect(rulesOf(await save(spendBody('1.00', { supplierCode: skvPayee!.code })))).toEqual([
      'supplierCode:oneOf',
    ]);
    const no = await savedNo(await save(fundBody('1.00')));
    expect(codeOf(await detail(no, 'SKV', 'admin'))).toBe('RQ001');
    expect((await approve(no)).statusCode).toBe(200);
    expect(await available(DATE, 'SKV', 'admin')).toBe(skvBefore);
    expect(await trialBalanceOff()).toBe(0);
  });
});
