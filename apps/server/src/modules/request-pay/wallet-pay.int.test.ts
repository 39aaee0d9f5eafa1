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
import { invoice } from '../invoices';
import { receipt } from '../receipts';
import { requestPay } from './request-pay.schema';

/**
 * A customer's invoices paid from his wallet (type 5): approved, one receipt of the unit settles them through the
 * receipts' own path (Dr the wallet / Cr receivable, wallet entries RC), the request itself posts nothing and
 * leaves nothing for a voucher; cancelled after approval, its receipt is cancelled (reversed, invoices reopened,
 * wallet refilled).
 */
let t: TestApp;
const ids: Record<string, string> = {};
const DATE = '2024-07-20';
const PAYEE = 'SP-CLN';

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(ids, await payablesSetUp(t));
}, 120_000);
afterAll(() => t.close());

const { save, approve, cancel, detail } = requestCalls(() => t, 'ชำระผิดใบ');
const openInvoices = (unitCode: string, propertyCode = 'RVS') =>
  t.call({
    as: 'admin',
    method: 'GET',
    url: `/purchaseorders/invoice?propertyCode=${propertyCode}&lang=EN&unitCode=${unitCode}`,
  });
const wallets = async (unitCode: string) =>
  (
    (
      await t.call({
        as: 'accountant',
        method: 'GET',
        url: `/purchaseorders/wallet?propertyCode=RVS&lang=EN&unitCode=${unitCode}`,
      })
    ).json().data as { wallets: { balance: string }[] }
  ).wallets.map((w) => w.balance);
const owes = async (invoiceNo: string) =>
  (await t.database.db.select().from(invoice).where(eq(invoice.invoiceNo, invoiceNo)))[0]!.openAmount;
const savedNo = (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { requestPayNo: string } }).data.requestPayNo;
};

/** An issued manual invoice of the unit of one line (baht text, no VAT on the demo's KC). */
async function issue(
  unitCode: string,
  amount: string,
  propertyCode = 'RVS',
  expenseTypeCode = 'KC',
  invoiceDate = '2024-07-10',
) {
  const res = await t.call({
    as: 'admin',
    method: 'POST',
    url: '/invoices/save',
    payload: {
      lang: 'EN',
      propertyCode,
      unitCode,
      invoiceDate,
      dueDate: '2024-07-31',
      issue: true,
      lines: [{ expenseTypeCode, description: 'ค่าส่วนกลาง', quantity: '1', unitPrice: amount }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().data as { invoiceNo: string }).invoiceNo;
}
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
      receiptDate: '2024-07-12',
      invoices: [],
      deductions: [],
      transactions: [{ type: 'cash', price: amount, accountCode: '1111' }],
      overpaymentWalletType: walletType,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}
const paying = (unitCode: string, lines: Record<string, unknown>[], over: Record<string, unknown> = {}) => ({
  requestType: 5,
  requestPayDate: DATE,
  supplierCode: PAYEE,
  description: `ชำระใบแจ้งหนี้ห้อง ${unitCode} จากกระเป๋าเงิน`,
  vatMode: 'NONE',
  unitCode,
  lines,
  ...over,
});
const postedOf = (no: string) => postedOfDocument(t, ids.rvs!, no);
const trialBalanceOff = () => trialBalanceOffOf(t, ids.rvs!);

describe('invoices paid from the wallet (type 5)', () => {
  it("refuses VAT, withholding, no invoice, an invoice not the unit's or owing less, more than the wallet holds", async () => {
    const mine = await issue('A0306', '400.00');
    const theirs = await issue('A0307', '100.00');
    const [skvType] = await t.database.db
      .select({ code: expenseType.code })
      .from(expenseType)
      .where(
        and(
          eq(expenseType.propertyId, ids.skv!),
          eq(expenseType.calcKind, 'FIXED'),
          eq(expenseType.active, 'Y'),
        ),
      );
    // Dated in a month RVS issued nothing in: its number exists only in SKV.
    const skv = await issue('H001', '100.00', 'SKV', skvType!.code, '2024-06-10');
    expect((await t.database.db.select().from(invoice).where(eq(invoice.invoiceNo, skv))).length).toBe(1);
    await topUp('A0306', '300.00', 0);
    const before = (await t.database.db.select().from(requestPay)).length;
    const line = (over: Record<string, unknown> = {}) => ({
      invoiceNo: mine,
      walletType: 0,
      amount: '100.00',
      ...over,
    });
    const taxed = await save(
      paying('A0306', [line({ whtRate: '3.00', whtIncomeRow: '40(2)' })], { vatMode: 'EXCLUDE' }),
    );
    expect(rulesOf(taxed).sort()).toEqual(['lines.0.whtRate:walletNoTax', 'vatMode:walletNoTax']);
    expect(rulesOf(await save(paying('A0306', [])))).toContain('lines:selectAtLeastOneInvoice');
    expect(rulesOf(await save(paying('A0306', [line({ invoiceNo: undefined })])))).toEqual([
      'lines.0.invoiceNo:required',
    ]);
    expect(rulesOf(await save(paying('A0306', [line({ walletType: undefined })])))).toEqual([
      'lines.0.walletType:required',
    ]);
    expect(rulesOf(await save(paying('A0306', [line()], { unitCode: undefined })))).toContain(
      'unitCode:required',
    );
    // Another unit's invoice, another property's, one that does not exist: none of this unit's.
    const foreign = await save(
      paying('A0306', [
        line({ invoiceNo: theirs }),
        line({ invoiceNo: skv }),
        line({ invoiceNo: 'IV-NONE' }),
      ]),
    );
    expect(rulesOf(foreign)).toEqual([
      'lines.0.invoiceNo:oneOf',
      'lines.1.invoiceNo:oneOf',
      'lines.2.invoiceNo:oneOf',
    ]);
    // 400.00 owed: two lines of 200.00 and 200.01 are more; 300.00 in the wallet: 300.01 is more.
    const over = await save(paying('A0306', [line({ amount: '200.00' }), line({ amount: '200.01' })]));
    expect(codeOf(over)).toBe('RQ018');
    await topUp('A0306', '200.00', 0);
    const owed = await save(paying('A0306', [line({ amount: '200.00' }), line({ amount: '200.01' })]));
    expect(owed.statusCode).toBe(409);
    expect(codeOf(owed)).toBe('RQ019');
    expect(owed.json<{ fields: { path: string; message: string }[] }>().fields).toEqual([
      { path: 'lines.0.amount', rule: 'max_amount', message: 'The amount must not exceed 400.00.' },
    ]);
    const short = await save(paying('A0306', [line({ walletType: 1, amount: '0.01' })]));
    expect(codeOf(short)).toBe('RQ018');
    expect((await save(paying('A0306', [line()]), 'viewer')).statusCode).toBe(403);
    expect((await t.database.db.select().from(requestPay)).length).toBe(before);
    expect(rulesOf(await openInvoices('H001'))).toEqual(['unitCode:oneOf']);
  });

  it("lists the unit's open invoices; approved, a receipt of the wallet settles them and nothing is payable", async () => {
    const a = await issue('A0308', '700.00');
    const b = await issue('A0308', '250.50');
    await topUp('A0308', '900.00', 0);
    await topUp('A0308', '100.00', 1);
    const listed = (await openInvoices('A0308')).json().data as { invoiceNo: string; outstanding: string }[];
    expect(listed.map((i) => [i.invoiceNo, i.outstanding])).toEqual([
      [a, '700.00'],
      [b, '250.50'],
    ]);
    const no = savedNo(
      await save(
        paying('A0308', [
          { invoiceNo: a, walletType: 0, amount: '700.00' },
          { invoiceNo: b, walletType: 0, amount: '150.50' },
          { invoiceNo: b, walletType: 1, amount: '100.00' },
        ]),
      ),
    );
    expect((await detail(no)).json().data).toMatchObject({
      requestType: 5,
      unitCode: 'A0308',
      grandTotal: '950.50',
      payable: '0.00',
      receiptNo: null,
      lines: [
        { invoiceNo: a, walletType: 0, accountCode: '2151' },
        { invoiceNo: b, walletType: 0, accountCode: '2151' },
        { invoiceNo: b, walletType: 1, accountCode: '2152' },
      ],
    });
    // Pending: nothing moved.
    expect(await owes(a)).toBe('700.00');
    expect(await wallets('A0308')).toEqual(['900.00', '100.00']);
    const approved = await approve(no);
    expect(approved.statusCode, approved.body).toBe(200);
    const shown = (await detail(no)).json().data as {
      status: number;
      receiptNo: string | null;
      journalEntryId: string | null;
    };
    expect(shown).toMatchObject({ status: 2, journalEntryId: null });
    expect(shown.receiptNo).toMatch(/^RC/);
    const [rc] = await t.database.db
      .select()
      .from(receipt)
      .where(and(eq(receipt.propertyId, ids.rvs!), eq(receipt.receiptNo, shown.receiptNo!)));
    expect(rc).toMatchObject({
      receiptDate: DATE,
      remark: no,
      grandTotal: '950.50',
      paidTotal: '0.00',
      deductionTotal: '950.50',
    });
    expect(await owes(a)).toBe('0.00');
    expect(await owes(b)).toBe('0.00');
    expect(await wallets('A0308')).toEqual(['49.50', '0.00']);
    // The receipt posted Dr the wallets / Cr receivable; the request nothing of its own.
    const posted = await postedOf(shown.receiptNo!);
    expect(posted.filter(([code]) => code === '2151' || code === '2152')).toEqual([
      ['2151', '850.50', '0.00'],
      ['2152', '100.00', '0.00'],
    ]);
    expect(await postedOf(no)).toEqual([]);
    const payable = await t.call({
      as: 'accountant',
      method: 'GET',
      url: `/paymentvoucher/payable?propertyCode=RVS&lang=EN&supplierCode=${PAYEE}`,
    });
    expect((payable.json().data as { requestPayNo: string }[]).map((r) => r.requestPayNo)).not.toContain(no);
    expect(await trialBalanceOff()).toBe(0);
  });

  it('of two requests approved at once for one invoice and the last balance approves one; cancelling it reopens the invoice', async () => {
    const inv = await issue('A0309', '500.00');
    await topUp('A0309', '500.00', 1);
    const one = () => paying('A0309', [{ invoiceNo: inv, walletType: 1, amount: '500.00' }]);
    const x = savedNo(await save(one()));
    const y = savedNo(await save(one()));
    const results = await Promise.all([approve(x), approve(y)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(['RQ018', 'RQ019']).toContain(codeOf(results.find((r) => r.statusCode === 409)!));
    const statuses = await Promise.all(
      [x, y].map(async (no) => ({
        no,
        status: ((await detail(no)).json().data as { status: number }).status,
      })),
    );
    expect(statuses.map((s) => s.status).sort()).toEqual([1, 2]);
    expect(await owes(inv)).toBe('0.00');
    expect(await wallets('A0309')).toEqual(['0.00', '0.00']);
    const won = statuses.find((s) => s.status === 2)!.no;
    const receiptNo = ((await detail(won)).json().data as { receiptNo: string }).receiptNo;
    // From the receipt screen the receipt stays: the request stands on it and is what gets cancelled.
    const [written] = await t.database.db.select().from(receipt).where(eq(receipt.receiptNo, receiptNo));
    const fromReceipts = await t.call({
      as: 'accountant',
      method: 'PUT',
      url: '/receipts/cancel',
      payload: { ...RVS, receiptId: written!.id, reason: 'ยกเลิกจากหน้าใบเสร็จ' },
    });
    expect(codeOf(fromReceipts), fromReceipts.body).toBe('RQ022');
    expect(fromReceipts.json().message).toContain(won);
    expect(await owes(inv)).toBe('0.00');

    const cancelled = await cancel(won);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await detail(won)).json().data).toMatchObject({ status: 6, receiptNo });
    const [rc] = await t.database.db.select().from(receipt).where(eq(receipt.receiptNo, receiptNo));
    expect(rc!.status).toBe('CANCELLED');
    expect(await owes(inv)).toBe('500.00');
    expect(await wallets('A0309')).toEqual(['0.00', '500.00']);
    // The receipt's entry and its reversal add up to nothing.
    const lines = await postedOf(receiptNo);
    const net = (code: string) =>
      lines.filter(([c]) => c === code).reduce((s, [, d, c]) => s + Number(d) - Number(c), 0);
    expect(net('2152')).toBe(0);
    // The loser is still pending and can now be approved: the wallet and the invoice are back.
    const lost = statuses.find((s) => s.status === 1)!.no;
    expect((await approve(lost)).statusCode).toBe(200);
    expect(await owes(inv)).toBe('0.00');
    expect(await trialBalanceOff()).toBe(0);
  });
});
