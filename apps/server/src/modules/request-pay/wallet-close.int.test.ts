import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  codeOf,
  payablesSetUp,
  postedOf as postedOfDocument,
  requestCalls,
  rulesOf,
  RVS,
  trialBalanceOff as trialBalanceOffOf,
} from '../../../test/payables';
import { unit } from '../units';
import { walletEntry } from '../wallets';
import { requestPay } from './request-pay.schema';

/**
 * Closing a customer's wallet (type 2): a unit's advance balances refunded to the customer (a payee record):
 * Dr the wallet's account (2151 common, 2152 other) / Cr accounts payable, the wallet moved out when approved and
 * never below zero, back when an approved request is cancelled; a voucher pays it.
 */
let t: TestApp;
const ids: Record<string, string> = {};
/** A month long ended that no other call of this file closes. */
const DATE = '2024-09-16';
const PAYEE = 'SP-CLN';

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(ids, await payablesSetUp(t));
}, 120_000);
afterAll(() => t.close());

const { save, approve, cancel, detail } = requestCalls(() => t, 'ลูกค้ายังไม่ย้ายออก');
const lookup = (unitCode: string, as = 'accountant') =>
  t.call({ as, method: 'GET', url: `/purchaseorders/wallet?propertyCode=RVS&lang=EN&unitCode=${unitCode}` });
const balances = async (unitCode: string) =>
  ((await lookup(unitCode)).json().data as { wallets: { balance: string }[] }).wallets.map((w) => w.balance);
const savedNo = (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { requestPayNo: string } }).data.requestPayNo;
};
/** A receipt of cash for no invoice: all of it kept in the unit's wallet of that type. */
async function topUp(unitCode: string, amount: string, walletType: 0 | 1) {
  const res = await t.call({
    as: 'accountant',
    method: 'POST',
    url: '/receipts/save',
    payload: {
      ...RVS,
      idempotencyKey: randomUUID(),
      unitCode,
      receiptType: '1',
      receiptDate: DATE,
      invoices: [],
      deductions: [],
      transactions: [{ type: 'cash', price: amount, accountCode: '1111' }],
      overpaymentWalletType: walletType,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}
const closing = (unitCode: string, over: Record<string, unknown> = {}) => ({
  requestType: 2,
  requestPayDate: DATE,
  supplierCode: PAYEE,
  description: `คืนเงินกระเป๋าเงินห้อง ${unitCode}`,
  vatMode: 'NONE',
  unitCode,
  lines: [
    { walletType: 0, description: 'เงินรับล่วงหน้าค่าส่วนกลาง', amount: '1,000.00' },
    { walletType: 1, amount: '300.50' },
  ],
  ...over,
});
const postedOf = (no: string) => postedOfDocument(t, ids.rvs!, no);
const trialBalanceOff = () => trialBalanceOffOf(t, ids.rvs!);

describe('closing a customer wallet (type 2)', () => {
  it('refuses VAT, withholding, no wallet, a missing, unknown or foreign unit, more than the wallet holds', async () => {
    await topUp('A0303', '200.00', 0);
    const before = (await t.database.db.select().from(requestPay)).length;
    const one = (amount: string, over: Record<string, unknown> = {}) =>
      closing('A0303', { lines: [{ walletType: 0, amount, ...over }] });
    const taxed = await save({
      ...one('10.00', { whtRate: '3.00', whtIncomeRow: '40(2)' }),
      vatMode: 'EXCLUDE',
    });
    expect(rulesOf(taxed).sort()).toEqual(['lines.0.whtRate:walletNoTax', 'vatMode:walletNoTax']);
    expect(rulesOf(await save(closing('A0303', { unitCode: undefined })))).toContain('unitCode:required');
    expect(rulesOf(await save(closing('A0303', { lines: [] })))).toContain('lines:mustAddWallet');
    expect(rulesOf(await save(closing('A0303', { lines: [{ amount: '10.00' }] })))).toEqual([
      'lines.0.walletType:required',
    ]);
    expect(rulesOf(await save(one('10.00', { walletType: 2 })))).toEqual(['lines.0.walletType:max_value']);
    expect(rulesOf(await save(one('0')))).toEqual(['lines.0.amount:min_value']);
    // A line names its wallet, not another account.
    expect(rulesOf(await save(one('10.00', { accountCode: '5110' })))).toEqual(['lines.0.accountCode:oneOf']);
    // 200.00 held: 200.01 is refused, naming what the wallet holds; two lines of one wallet add up.
    const over = await save(one('200.01'));
    expect(over.statusCode).toBe(409);
    expect(codeOf(over)).toBe('RQ018');
    expect(over.json<{ fields: { path: string; message: string }[] }>().fields).toEqual([
      { path: 'lines.0.amount', rule: 'max_amount', message: 'The amount must not exceed 200.00.' },
    ]);
    const split = await save(
      closing('A0303', {
        lines: [
          { walletType: 1, amount: '0.01' },
          { walletType: 0, amount: '150.00' },
          { walletType: 0, amount: '50.01' },
        ],
      }),
    );
    expect(rulesOf(split).sort()).toEqual(['lines.0.amount:max_amount', 'lines.1.amount:max_amount']);
    expect(rulesOf(await save(closing('NO-SUCH')))).toEqual(['unitCode:oneOf']);
    const rvsCodes = (
      await t.database.db.select({ code: unit.code }).from(unit).where(eq(unit.propertyId, ids.rvs!))
    ).map((u) => u.code);
    const elsewhere = (
      await t.database.db.select({ code: unit.code }).from(unit).where(eq(unit.propertyId, ids.skv!))
    ).find((u) => !rvsCodes.includes(u.code));
    expect(elsewhere).toBeDefined();
    expect(rulesOf(await save(closing(elsewhere!.code)))).toEqual(['unitCode:oneOf']);
    expect(rulesOf(await lookup(elsewhere!.code))).toEqual(['unitCode:oneOf']);
    // Another type may not charge a wallet's account: it would move the account without the wallet.
    const direct = await save({
      requestType: 1,
      requestPayDate: DATE,
      supplierCode: PAYEE,
      description: 'direct',
      vatMode: 'NONE',
      lines: [{ accountCode: '2151', amount: '10.00' }],
    });
    expect(rulesOf(direct)).toEqual(['lines.0.accountCode:oneOf']);
    expect((await save(one('10.00'), 'viewer')).statusCode).toBe(403);
    expect((await t.database.db.select().from(requestPay)).length).toBe(before);
  });

  it('posts Dr the wallets / Cr accounts payable when approved, empties the wallets, a voucher pays the customer', async () => {
    await topUp('A0304', '1,000.00', 0);
    await topUp('A0304', '300.50', 1);
    const found = (await lookup('A0304')).json().data;
    expect(found).toMatchObject({
      unitCode: 'A0304',
      wallets: [
        { walletType: 0, description: 'Common wallet', balance: '1000.00' },
        { walletType: 1, description: 'Other wallet', balance: '300.50' },
      ],
    });
    expect((await lookup('A0304', 'viewer')).statusCode).toBe(200);
    const no = savedNo(await save(closing('A0304')));
    expect((await detail(no)).json().data).toMatchObject({
      requestType: 2,
      unitCode: 'A0304',
      vatMode: 'NONE',
      grandTotal: '1300.50',
      payable: '1300.50',
      lines: [
        { accountCode: '2151', walletType: 0, grandTotal: '1000.00' },
        { accountCode: '2152', walletType: 1, grandTotal: '300.50' },
      ],
    });
    // Pending: nothing moved yet.
    expect(await balances('A0304')).toEqual(['1000.00', '300.50']);
    const approved = await approve(no);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await postedOf(no)).toEqual([
      ['2110', '0.00', '1300.50'],
      ['2151', '1000.00', '0.00'],
      ['2152', '300.50', '0.00'],
    ]);
    expect(await balances('A0304')).toEqual(['0.00', '0.00']);
    const moves = await t.database.db
      .select()
      .from(walletEntry)
      .where(and(eq(walletEntry.propertyId, ids.rvs!), eq(walletEntry.documentNo, no)));
    expect(moves.map((m) => [m.sourceType, m.walletType, m.amount]).sort()).toEqual([
      ['RQ', 0, '-1000.00'],
      ['RQ', 1, '-300.50'],
    ]);
    const pv = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/paymentvoucher/save',
      payload: {
        ...RVS,
        paymentVoucherDate: DATE,
        supplierCode: PAYEE,
        description: 'คืนเงินกระเป๋าเงิน',
        requestPayNos: [no],
        payments: [{ method: 'CASH', amount: '1,300.50' }],
      },
    });
    expect(pv.statusCode, pv.body).toBe(201);
    expect((await detail(no)).json().data.status).toBe(4);
    // Paid: cancelled only after its voucher.
    expect(codeOf(await cancel(no))).toBe('RQ004');
    expect(await trialBalanceOff()).toBe(0);
  });

  it('of two requests approved at once for the last balance approves one; cancelling it gives the wallet back', async () => {
    await topUp('A0305', '500.00', 1);
    const one = () => closing('A0305', { lines: [{ walletType: 1, amount: '500.00' }] });
    // Pending requests reserve nothing: both are saved, the approval decides.
    const a = savedNo(await save(one()));
    const b = savedNo(await save(one()));
    const results = await Promise.all([approve(a), approve(b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(codeOf(results.find((r) => r.statusCode === 409)!)).toBe('RQ018');
    const statuses = await Promise.all(
      [a, b].map(async (no) => ({
        no,
        status: ((await detail(no)).json().data as { status: number }).status,
      })),
    );
    expect(statuses.map((s) => s.status).sort()).toEqual([1, 2]);
    expect(await balances('A0305')).toEqual(['0.00', '0.00']);
    const won = statuses.find((s) => s.status === 2)!.no;
    const lost = statuses.find((s) => s.status === 1)!.no;
    expect(await postedOf(lost)).toEqual([]);
    expect(await trialBalanceOff()).toBe(0);

    // The approved one cancelled: reversed, and the wallet holds 500.00 again; the pending one withdrawn moves nothing.
    const cancelled = await cancel(won);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await postedOf(won)).toEqual([
      ['2110', '0.00', '500.00'],
      ['2110', '500.00', '0.00'],
      ['2152', '0.00', '500.00'],
      ['2152', '500.00', '0.00'],
    ]);
    expect(await balances('A0305')).toEqual(['0.00', '500.00']);
    expect((await cancel(lost)).statusCode).toBe(200);
    expect(await balances('A0305')).toEqual(['0.00', '500.00']);
    const moves = await t.database.db
      .select()
      .from(walletEntry)
      .where(and(eq(walletEntry.propertyId, ids.rvs!), eq(walletEntry.documentNo, won)));
    expect(moves.map((m) => [m.sourceType, m.amount]).sort()).toEqual([
      ['RQ', '-500.00'],
      ['RQ_CANCEL', '500.00'],
    ]);
    expect(await trialBalanceOff()).toBe(0);
  });
});
