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
import { unit } from '../units';
import { requestPay } from './request-pay.schema';

/**
 * Decorate (type 11): a unit's renovation deposit returned to its owner (a payee record) after the works, less
 * the damages kept: Dr renovation deposits / Cr accounts payable the refund / Cr an income account the damages;
 * a voucher pays the refund only. Refused: VAT or withholding, no or another property's unit, damages above the
 * deposit or without an income account, amounts not above zero.
 */
let t: TestApp;
const ids: Record<string, string> = {};
/** A month long ended that no other call of this file closes. */
const DATE = '2024-10-15';
const OWNER = 'SP-CLN';
const UNIT = 'A0105';

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(ids, await payablesSetUp(t));
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
const detail = (no: string) =>
  t.call({ as: 'accountant', method: 'GET', url: `/purchaseorders/${no}?propertyCode=RVS&lang=EN` });
const payableList = async () =>
  (
    await t.call({
      as: 'accountant',
      method: 'GET',
      url: `/paymentvoucher/payable?propertyCode=RVS&lang=EN&supplierCode=${OWNER}`,
    })
  ).json().data as { requestPayNo: string; remain: string }[];
const decorate = (over: Record<string, unknown> = {}) => ({
  requestType: 11,
  requestPayDate: DATE,
  supplierCode: OWNER,
  description: 'คืนเงินประกันการตกแต่งห้อง A0105',
  vatMode: 'NONE',
  unitCode: UNIT,
  damages: '1,250.50',
  damagesAccountCode: '4220',
  lines: [
    { description: 'เงินประกันงานตกแต่ง', amount: '6,000.00' },
    { description: 'เงินประกันงานไฟฟ้า', amount: '4,000.00' },
  ],
  ...over,
});
const postedOf = (no: string) => postedOfDocument(t, ids.rvs!, no);
const trialBalanceOff = () => trialBalanceOffOf(t, ids.rvs!);

describe('renovation deposits returned (decorate)', () => {
  it('refuses VAT, withholding, a missing or foreign unit, damages above the deposit or not to income', async () => {
    const before = (await t.database.db.select().from(requestPay)).length;
    const taxed = await save(
      decorate({
        vatMode: 'EXCLUDE',
        lines: [{ amount: '100.00', whtRate: '3.00', whtIncomeRow: '40(2)' }],
        damages: undefined,
        damagesAccountCode: undefined,
      }),
    );
    expect(rulesOf(taxed).sort()).toEqual(['lines.0.whtRate:depositNoTax', 'vatMode:depositNoTax']);
    expect(rulesOf(await save(decorate({ unitCode: undefined })))).toEqual(['unitCode:required']);
    expect(rulesOf(await save(decorate({ damages: '10,000.01' })))).toEqual(['damages:damagesExceedDeposit']);
    expect(rulesOf(await save(decorate({ damagesAccountCode: undefined })))).toEqual([
      'damagesAccountCode:required',
    ]);
    expect(rulesOf(await save(decorate({ damages: '-1.00' })))).toEqual(['damages:min_value']);
    expect(rulesOf(await save(decorate({ lines: [{ amount: '0' }] })))).toEqual(['lines.0.amount:min_value']);
    expect(rulesOf(await save(decorate({ lines: [] })))).toContain('lines:mustAddDecorate');
    // An expense account is no income; a unit of another property is none here.
    expect(rulesOf(await save(decorate({ damagesAccountCode: '5110' })))).toEqual([
      'damagesAccountCode:oneOf',
    ]);
    expect(rulesOf(await save(decorate({ unitCode: 'NO-SUCH' })))).toEqual(['unitCode:oneOf']);
    const rvsCodes = (
      await t.database.db.select({ code: unit.code }).from(unit).where(eq(unit.propertyId, ids.rvs!))
    ).map((u) => u.code);
    const elsewhere = (
      await t.database.db.select({ code: unit.code }).from(unit).where(eq(unit.propertyId, ids.skv!))
    ).find((u) => !rvsCodes.includes(u.code));
    expect(elsewhere).toBeDefined();
    expect(rulesOf(await save(decorate({ unitCode: elsewhere!.code })))).toEqual(['unitCode:oneOf']);
    expect((await save(decorate(), 'viewer')).statusCode).toBe(403);
    expect((await t.database.db.select().from(requestPay)).length).toBe(before);
  });

  it('posts Dr renovation deposits / Cr accounts payable the refund / Cr income the damages; a voucher pays the refund', async () => {
    const saved = await save(decorate());
    expect(saved.statusCode, saved.body).toBe(201);
    const no = (saved.json().data as { requestPayNo: string }).requestPayNo;
    expect((await detail(no)).json().data).toMatchObject({
      grandTotal: '10000.00',
      payable: '8749.50',
      unitCode: UNIT,
      damages: '1250.50',
      damagesAccountCode: '4220',
      lines: [{ accountCode: '2162' }, { accountCode: '2162' }],
    });
    expect((await approve(no)).statusCode).toBe(200);
    expect(await postedOf(no)).toEqual([
      ['2110', '0.00', '8749.50'],
      ['2162', '10000.00', '0.00'],
      ['4220', '0.00', '1250.50'],
    ]);
    expect((await payableList()).find((r) => r.requestPayNo === no)?.remain).toBe('8749.50');
    const pv = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/paymentvoucher/save',
      payload: {
        ...RVS,
        paymentVoucherDate: DATE,
        supplierCode: OWNER,
        description: 'คืนเงินประกัน',
        requestPayNos: [no],
        payments: [{ method: 'CASH', amount: '8,749.50' }],
      },
    });
    expect(pv.statusCode, pv.body).toBe(201);
    expect((await detail(no)).json().data.status).toBe(4);
    expect(await trialBalanceOff()).toBe(0);
  });

  it('damages taking the whole deposit leave nothing payable; no damages pay it all; cancelling reverses', async () => {
    const all = await save(decorate({ damages: '10,000.00' }));
    const allNo = (all.json().data as { requestPayNo: string }).requestPayNo;
    expect((await approve(allNo)).statusCode).toBe(200);
    expect(await postedOf(allNo)).toEqual([
      ['2162', '10000.00', '0.00'],
      ['4220', '0.00', '10000.00'],
    ]);
    expect((await payableList()).map((r) => r.requestPayNo)).not.toContain(allNo);

    const none = await save(decorate({ damages: undefined, damagesAccountCode: undefined }));
    const noneNo = (none.json().data as { requestPayNo: string }).requestPayNo;
    expect((await detail(noneNo)).json().data).toMatchObject({ payable: '10000.00', damages: null });
    expect((await approve(noneNo)).statusCode).toBe(200);
    expect(await postedOf(noneNo)).toEqual([
      ['2110', '0.00', '10000.00'],
      ['2162', '10000.00', '0.00'],
    ]);
    const cancelled = await t.call({
      as: 'accountant',
      method: 'PUT',
      url: '/purchaseorders/cancel',
      payload: { ...RVS, requestPayNo: noneNo, reason: 'ยังตรวจห้องไม่เสร็จ' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await postedOf(noneNo)).length).toBe(4);
    expect(await trialBalanceOff()).toBe(0);
    expect(codeOf(await detail('RQ-NONE'))).toBe('RQ001');
  });
});
