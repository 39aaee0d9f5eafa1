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
import { expenseType } from '../config-expense';
import { requestPay } from './request-pay.schema';

/**
 * A claim (type 10): what a customer paid on his receipts claimed back, per receipt and income account it earned:
 * Dr the account / Cr accounts payable, paid by a voucher; never more than the receipt earned there less the live
 * claims on it, two claims saved at once on one receipt included.
 */
let t: TestApp;
const ids: Record<string, string> = {};
const DATE = '2024-06-20';
const PAYEE = 'SP-CLN';

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(ids, await payablesSetUp(t));
}, 120_000);
afterAll(() => t.close());

const { save, approve, cancel, detail } = requestCalls(() => t, 'เคลมผิด');
type ClaimReceipt = {
  receiptNo: string;
  accounts: { accountCode: string; received: string; claimable: string }[];
};
const claimable = async (unitCode: string, propertyCode = 'RVS') =>
  (
    await t.call({
      as: 'accountant',
      method: 'GET',
      url: `/purchaseorders/claim?propertyCode=${propertyCode}&lang=EN&unitCode=${unitCode}`,
    })
  ).json().data as ClaimReceipt[];
const savedNo = (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { requestPayNo: string } }).data.requestPayNo;
};

/** A receipt of cash paying one new invoice of the unit in full; its number and id. */
async function paidReceipt(
  unitCode: string,
  amount: string,
  propertyCode = 'RVS',
  expenseTypeCode = 'KC',
  date = '2024-06-10',
) {
  const inv = await t.call({
    as: 'admin',
    method: 'POST',
    url: '/invoices/save',
    payload: {
      lang: 'EN',
      propertyCode,
      unitCode,
      invoiceDate: date,
      dueDate: date,
      issue: true,
      lines: [{ expenseTypeCode, description: 'ค่าบริการ', quantity: '1', unitPrice: amount }],
    },
  });
  expect(inv.statusCode, inv.body).toBe(201);
  const { invoiceNo, grandTotal } = (
    await t.call({
      as: 'admin',
      method: 'GET',
      url: `/invoices/${(inv.json().data as { invoiceId: string }).invoiceId}?propertyCode=${propertyCode}&lang=EN`,
    })
  ).json().data as { invoiceNo: string; grandTotal: string };
  const rc = await t.call({
    as: 'admin',
    method: 'POST',
    url: '/receipts/save',
    payload: {
      lang: 'EN',
      propertyCode,
      idempotencyKey: randomUUID(),
      unitCode,
      receiptType: '1',
      receiptDate: date,
      invoices: [{ invoiceNo, payAmount: grandTotal }],
      deductions: [],
      transactions: [{ type: 'cash', price: grandTotal, accountCode: '1111' }],
    },
  });
  expect(rc.statusCode, rc.body).toBe(201);
  return rc.json().data as { receiptNo: string; receiptId: string };
}
const claiming = (
  unitCode: string,
  lines: Record<string, unknown>[],
  over: Record<string, unknown> = {},
) => ({
  requestType: 10,
  requestPayDate: DATE,
  supplierCode: PAYEE,
  description: `เคลมห้อง ${unitCode}`,
  vatMode: 'NONE',
  unitCode,
  lines,
  ...over,
});
const postedOf = (no: string) => postedOfDocument(t, ids.rvs!, no);
const trialBalanceOff = () => trialBalanceOffOf(t, ids.rvs!);
let income = '';

describe('claims (type 10)', () => {
  it("lists the unit's receipts with the accounts they earned; refuses tax, foreign or unearned codes and too much", async () => {
    const mine = await paidReceipt('A0310', '800.00');
    const theirs = await paidReceipt('A0311', '100.00');
    const [skvType] = await t.database.db
      .select({ code: expenseType.code })
      .from(expenseType)
      .where(and(eq(expenseType.propertyId, ids.skv!), eq(expenseType.calcKind, 'FIXED')));
    // Dated in a month RVS issued nothing in: its receipt number exists only in SKV.
    const skv = await paidReceipt('H001', '100.00', 'SKV', skvType!.code, '2024-05-10');
    const listed = await claimable('A0310');
    expect(listed.map((r) => r.receiptNo)).toEqual([mine.receiptNo]);
    expect(listed[0]!.accounts).toHaveLength(1);
    income = listed[0]!.accounts[0]!.accountCode;
    expect(listed[0]!.accounts[0]).toMatchObject({ received: '800.00', claimable: '800.00' });
    expect(
      rulesOf(
        await t.call({
          as: 'accountant',
          method: 'GET',
          url: '/purchaseorders/claim?propertyCode=RVS&lang=EN&unitCode=H001',
        }),
      ),
    ).toEqual(['unitCode:oneOf']);

    const before = (await t.database.db.select().from(requestPay)).length;
    const line = (over: Record<string, unknown> = {}) => ({
      receiptNo: mine.receiptNo,
      accountCode: income,
      amount: '100.00',
      ...over,
    });
    const taxed = await save(
      claiming('A0310', [line({ whtRate: '3.00', whtIncomeRow: '40(2)' })], { vatMode: 'EXCLUDE' }),
    );
    expect(rulesOf(taxed).sort()).toEqual(['lines.0.whtRate:claimNoTax', 'vatMode:claimNoTax']);
    expect(rulesOf(await save(claiming('A0310', [])))).toContain('lines:mustAddClaim');
    expect(rulesOf(await save(claiming('A0310', [line({ receiptNo: undefined })])))).toEqual([
      'lines.0.receiptNo:required',
    ]);
    expect(rulesOf(await save(claiming('A0310', [line({ accountCode: undefined })])))).toEqual([
      'lines.0.accountCode:required',
    ]);
    const foreign = await save(
      claiming('A0310', [
        line({ receiptNo: theirs.receiptNo }),
        line({ receiptNo: skv.receiptNo }),
        line({ receiptNo: 'RC-NONE' }),
        line({ accountCode: '4220' }),
      ]),
    );
    expect(rulesOf(foreign)).toEqual([
      'lines.0.receiptNo:oneOf',
      'lines.1.receiptNo:oneOf',
      'lines.2.receiptNo:oneOf',
      'lines.3.accountCode:oneOf',
    ]);
    const over = await save(claiming('A0310', [line({ amount: '500.00' }), line({ amount: '300.01' })]));
    expect(over.statusCode).toBe(409);
    expect(codeOf(over)).toBe('RQ020');
    expect(over.json<{ fields: { path: string; message: string }[] }>().fields).toEqual([
      { path: 'lines.0.amount', rule: 'max_amount', message: 'The amount must not exceed 800.00.' },
    ]);
    expect((await save(claiming('A0310', [line()]), 'viewer')).statusCode).toBe(403);
    expect((await t.database.db.select().from(requestPay)).length).toBe(before);
  });

  it('posts Dr the account / Cr accounts payable; pending claims reserve; a voucher pays; cancelling reverses', async () => {
    const rc = await paidReceipt('A0312', '1,000.00');
    const account = (await claimable('A0312'))[0]!.accounts[0]!.accountCode;
    const no = savedNo(
      await save(
        claiming('A0312', [
          { receiptNo: rc.receiptNo, accountCode: account, amount: '600.50', description: 'คืนค่าบัตร' },
        ]),
      ),
    );
    expect((await detail(no)).json().data).toMatchObject({
      requestType: 10,
      unitCode: 'A0312',
      grandTotal: '600.50',
      payable: '600.50',
      lines: [{ receiptNo: rc.receiptNo, accountCode: account, grandTotal: '600.50' }],
    });
    // Pending, it already takes its share.
    expect((await claimable('A0312'))[0]!.accounts[0]!.claimable).toBe('399.50');
    expect((await approve(no)).statusCode).toBe(200);
    expect(await postedOf(no)).toEqual([
      ['2110', '0.00', '600.50'],
      [account, '600.50', '0.00'],
    ]);
    const pv = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/paymentvoucher/save',
      payload: {
        ...RVS,
        paymentVoucherDate: DATE,
        supplierCode: PAYEE,
        description: 'จ่ายเคลม',
        requestPayNos: [no],
        payments: [{ method: 'CASH', amount: '600.50' }],
      },
    });
    expect(pv.statusCode, pv.body).toBe(201);
    expect(await trialBalanceOff()).toBe(0);
    // A paid claim stands on the receipt: it is not cancelled from the receipt screen.
    const fromReceipts = await t.call({
      as: 'accountant',
      method: 'PUT',
      url: '/receipts/cancel',
      payload: { ...RVS, receiptId: rc.receiptId, reason: 'รับเงินผิดห้อง' },
    });
    expect(codeOf(fromReceipts), fromReceipts.body).toBe('RQ022');
    expect(fromReceipts.json().message).toContain(no);

    const rest = savedNo(
      await save(claiming('A0312', [{ receiptNo: rc.receiptNo, accountCode: account, amount: '399.50' }])),
    );
    expect((await claimable('A0312'))[0]!.accounts[0]!.claimable).toBe('0.00');
    expect((await approve(rest)).statusCode).toBe(200);
    expect((await cancel(rest)).statusCode).toBe(200);
    expect(await postedOf(rest)).toEqual([
      ['2110', '0.00', '399.50'],
      ['2110', '399.50', '0.00'],
      [account, '0.00', '399.50'],
      [account, '399.50', '0.00'],
    ]);
    expect((await claimable('A0312'))[0]!.accounts[0]!.claimable).toBe('399.50');
    expect(await trialBalanceOff()).toBe(0);
  });

  it('of two claims saved at once for what is left, takes one; a receipt cancelled before approval refuses it', async () => {
    const rc = await paidReceipt('A0313', '300.00');
    const account = (await claimable('A0313'))[0]!.accounts[0]!.accountCode;
    const body = claiming('A0313', [{ receiptNo: rc.receiptNo, accountCode: account, amount: '300.00' }]);
    const results = await Promise.all([save(body), save(body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(codeOf(results.find((r) => r.statusCode === 409)!)).toBe('RQ020');
    const no = savedNo(results.find((r) => r.statusCode === 201)!);
    const cancelled = await t.call({
      as: 'accountant',
      method: 'PUT',
      url: '/receipts/cancel',
      payload: { ...RVS, receiptId: rc.receiptId, reason: 'รับเงินผิดห้อง' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refused = await approve(no);
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('RQ021');
    expect((await detail(no)).json().data.status).toBe(1);
    expect(await claimable('A0313')).toEqual([]);
    expect(await trialBalanceOff()).toBe(0);
  });
});
