import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { cheque } from '../cheques';
import { invoice } from '../invoices';
import { accountingPeriod, journalEntry, journalLine } from '../ledger';
import { appUser, property } from '../../platform/db/schema';
import { expenseType } from '../config-expense';
import { unit } from '../units';
import { cancelReceiptInTx } from './receipt-cancel';
import { vatPart } from '@suanklang/accounting';
import { writeReceipt, type Actor } from './receipt-writer';
import { receipt, receiptPayment } from './receipts.schema';

let t: TestApp;
let rvs: string;
let skv: string;
beforeAll(async () => {
  t = await createTestApp();
  const props = await t.database.db.select().from(property);
  rvs = props.find((p) => p.code === 'RVS')!.id;
  skv = props.find((p) => p.code === 'SKV')!.id;
});
afterAll(() => t.close());

const RVS = { lang: 'EN', propertyCode: 'RVS' };
type Json = Record<string, unknown>;

/** An issued manual invoice of the unit, one line per amount (baht text). */
async function issue(unitCode: string, amounts: string[], date = '2031-03-02') {
  const res = await t.call({
    as: 'accountant',
    method: 'POST',
    url: '/invoices/save',
    payload: {
      ...RVS,
      unitCode,
      invoiceDate: date,
      dueDate: date,
      issue: true,
      lines: amounts.map((a, i) => ({
        expenseTypeCode: i % 2 === 0 ? 'KC' : 'PK',
        description: `line ${i + 1}`,
        quantity: '1',
        unitPrice: a,
      })),
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { invoiceId: string; invoiceNo: string };
}

let chequeSeq = 10_000_000;
async function newCheque(amount: string, propertyId = rvs) {
  const [row] = await t.database.db
    .insert(cheque)
    .values({
      propertyId,
      direction: 'RECEIVED',
      chequeNo: String(chequeSeq++),
      chequeDate: '2031-03-01',
      bankCode: '004',
      payerName: 'ผู้ชำระ',
      amount,
      balance: amount,
    })
    .returning();
  return row!;
}

const body = (unitCode: string, over: Json = {}) => ({
  ...RVS,
  idempotencyKey: randomUUID(),
  unitCode,
  receiptType: '1',
  receiptDate: '2031-03-10',
  invoices: [],
  deductions: [],
  transactions: [],
  ...over,
});
const save = (payload: Json, as = 'accountant') =>
  t.call({ as, method: 'POST', url: '/receipts/save', payload });
const detail = (id: string, as = 'viewer', code = 'RVS') =>
  t.call({ as, method: 'GET', url: `/receipts/${id}?propertyCode=${code}&lang=EN` });
const invoiceOf = async (id: string) =>
  (await t.call({ as: 'viewer', method: 'GET', url: `/invoices/${id}?propertyCode=RVS&lang=EN` })).json()
    .data;
const cancel = (receiptId: string, reason = 'wrong unit', as = 'accountant', code = 'RVS') =>
  t.call({
    as,
    method: 'PUT',
    url: '/receipts/cancel',
    payload: { lang: 'EN', propertyCode: code, receiptId, reason },
  });
const count = async () =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(receipt)
      .where(eq(receipt.propertyId, rvs))
  )[0]!.n;
const balanceOf = async (id: string) =>
  (await t.database.db.select().from(cheque).where(eq(cheque.id, id)))[0]!.balance;
const wallet = async (unitCode: string) =>
  (
    await t.call({
      as: 'viewer',
      method: 'GET',
      url: `/wallets?propertyCode=RVS&lang=EN&unitCode=${unitCode}`,
    })
  ).json().data;

async function trialBalanceIsZero() {
  const [tb] = await t.database.db
    .select({
      debit: sql<string>`coalesce(sum(${journalLine.debit}), 0)`,
      credit: sql<string>`coalesce(sum(${journalLine.credit}), 0)`,
    })
    .from(journalLine);
  expect(tb!.debit).toBe(tb!.credit);
}

describe('receipt lookups', () => {
  it('lists receipt types (tax invoice unavailable without VAT), deduction types and wallet types', async () => {
    const types = (
      await t.call({ as: 'viewer', method: 'GET', url: '/receipts/type?propertyCode=RVS&lang=TH' })
    ).json().data;
    expect(types).toEqual([
      { code: '1', description: 'ใบเสร็จรับเงิน', taxInvoice: false, available: true },
      { code: '2', description: 'ใบเสร็จรับเงิน/ใบกำกับภาษี', taxInvoice: true, available: false },
    ]);
    const kinds = (
      await t.call({ as: 'viewer', method: 'GET', url: '/receipts/deduction/type?propertyCode=RVS&lang=EN' })
    ).json().data;
    expect(kinds).toEqual([
      { code: 'invoiceItem', description: 'Tax withheld on an invoice item' },
      { code: 'account', description: 'Account item' },
      { code: 'wallet', description: 'Wallet' },
    ]);
    const wallets = (
      await t.call({ as: 'viewer', method: 'GET', url: '/wallets/type?propertyCode=RVS&lang=TH' })
    ).json().data;
    expect(wallets).toEqual([
      { walletType: 0, walletTypeDescription: 'กระเป๋าเงินค่าส่วนกลาง' },
      { walletType: 1, walletTypeDescription: 'กระเป๋าเงินอื่น' },
    ]);
  });

  it('splits VAT cumulatively so the parts of a line add up to its VAT', () => {
    // 1,070.00 with 70.00 VAT paid in three parts.
    const parts = [
      vatPart(107_000, 7_000, 0, 33_333),
      vatPart(107_000, 7_000, 33_333, 33_333),
      vatPart(107_000, 7_000, 66_666, 40_334),
    ];
    expect(parts.reduce((a, b) => a + b, 0)).toBe(7_000);
    expect(parts[0]).toBe(2_181); // 333.33 x 70/1070 = 21.806 -> 21.81
    expect(vatPart(100, 0, 0, 50)).toBe(0);
  });
});

describe('saving receipts', () => {
  it('takes cash + two cheques + a transfer for three invoices, posts a balanced journal and settles them', async () => {
    const a = await issue('A0201', ['1000.00', '500.00']);
    const b = await issue('A0201', ['800.00']);
    const c = await issue('A0201', ['200.00']);
    const ch1 = await newCheque('1000.00');
    const ch2 = await newCheque('900.00');
    const res = await save(
      body('A0201', {
        invoices: [
          { invoiceNo: a.invoiceNo, payAmount: '1500.00' },
          { invoiceNo: b.invoiceNo, payAmount: '800.00' },
          { invoiceNo: c.invoiceNo, payAmount: '200.00' },
        ],
        transactions: [
          { type: 'cash', price: '100.00', accountCode: '1111' },
          { type: 'cheque', id: ch1.id, price: '1000.00' },
          { type: 'cheque', id: ch2.id, price: '600.00' },
          { type: 'transfer', date: '2031-03-09', accountCode: '1113', price: '800.00' },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const saved = res.json().data;
    expect(saved).toMatchObject({ walletTopUp: '0.00', replayed: false });
    expect(saved.receiptNo).toMatch(/^RC7403\d{5}$/);
    for (const inv of [a, b, c]) expect((await invoiceOf(inv.invoiceId)).paymentStatus).toBe('PAID');
    expect(await balanceOf(ch1.id)).toBe('0.00');
    expect(await balanceOf(ch2.id)).toBe('300.00');

    const d = (await detail(saved.receiptId)).json().data;
    expect(d).toMatchObject({
      grandTotal: '2500.00',
      paidTotal: '2500.00',
      status: 'ISSUED',
      unitCode: 'A0201',
    });
    expect(d.lines.map((l: { amount: string }) => l.amount).sort()).toEqual([
      '1000.00',
      '200.00',
      '500.00',
      '800.00',
    ]);
    expect(
      d.payments.map((p: { type: string; accountCode: string }) => `${p.type}:${p.accountCode}`),
    ).toEqual(['cash:1111', 'cheque:1131', 'cheque:1131', 'transfer:1113']);
    const lines = d.journals[0].lines as { accountCode: string; debit: string; credit: string }[];
    const sum = (f: (l: { debit: string; credit: string }) => string) =>
      lines.reduce((s, l) => s + Math.round(Number(f(l)) * 100), 0);
    expect(sum((l) => l.debit)).toBe(sum((l) => l.credit));
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ accountCode: '1131', debit: '1600.00' }),
        expect.objectContaining({ accountCode: '1111', debit: '100.00' }),
      ]),
    );
    // Every receivable line carries its invoice line.
    const arLines = await t.database.db
      .select({ invoiceLineId: journalLine.invoiceLineId, accountCode: journalLine.accountCode })
      .from(journalLine)
      .innerJoin(journalEntry, eq(journalEntry.id, journalLine.entryId))
      .where(and(eq(journalEntry.sourceId, saved.receiptId), sql`${journalLine.accountCode} like '112%'`));
    expect(arLines).toHaveLength(4);
    expect(arLines.every((l) => l.invoiceLineId !== null)).toBe(true);
    await trialBalanceIsZero();
  });

  it('takes a partial payment spread over the lines in line order', async () => {
    const inv = await issue('A0202', ['300.00', '700.00']);
    const res = await save(
      body('A0202', {
        invoices: [{ invoiceNo: inv.invoiceNo, payAmount: '450.00' }],
        transactions: [{ type: 'cash', price: '450.00', accountCode: '1111' }],
      }),
    );
    expect(res.statusCode).toBe(201);
    const after = await invoiceOf(inv.invoiceId);
    expect(after).toMatchObject({ paymentStatus: 'PARTIAL', paidAmount: '450.00', outstanding: '550.00' });
    expect(after.lines.map((l: { paidAmount: string }) => l.paidAmount)).toEqual(['300.00', '150.00']);
  });

  it('keeps an overpayment in the wallet, spends it later as a deduction, and refuses to overspend it', async () => {
    const first = await issue('A0203', ['1000.00']);
    const overpaid = body('A0203', {
      invoices: [{ invoiceNo: first.invoiceNo, payAmount: '1000.00' }],
      transactions: [{ type: 'cash', price: '1500.00', accountCode: '1111' }],
    });
    const res = await save(overpaid);
    expect(res.json().data.walletTopUp).toBe('500.00');
    // Sent again (a double click, a retried call): the same receipt and its top-up, nothing kept twice.
    const replayed = await save(overpaid);
    expect(replayed.json().data).toMatchObject({
      receiptNo: res.json().data.receiptNo,
      walletTopUp: '500.00',
      replayed: true,
    });
    const w = await wallet('A0203');
    expect(w.balances).toEqual([
      { walletType: 0, walletTypeDescription: 'Common wallet', balance: '500.00' },
      { walletType: 1, walletTypeDescription: 'Other wallet', balance: '0.00' },
    ]);
    expect(w.entries[0]).toMatchObject({ amount: '500.00', sourceType: 'RC' });

    const second = await issue('A0203', ['600.00']);
    const tooMuch = await save(
      body('A0203', {
        invoices: [{ invoiceNo: second.invoiceNo, payAmount: '600.00' }],
        deductions: [{ kind: 'wallet', walletType: 0, amount: '600.00' }],
      }),
    );
    expect(tooMuch.json().code).toBe('RC006');
    const spent = await save(
      body('A0203', {
        invoices: [{ invoiceNo: second.invoiceNo, payAmount: '600.00' }],
        deductions: [{ kind: 'wallet', walletType: 0, amount: '400.00' }],
        transactions: [{ type: 'cash', price: '200.00', accountCode: '1111' }],
      }),
    );
    expect(spent.statusCode).toBe(201);
    expect((await wallet('A0203')).balances[0].balance).toBe('100.00');
    expect((await invoiceOf(second.invoiceId)).paymentStatus).toBe('PAID');
    // Cancelling the first receipt would take back 500.00 of which 400.00 is spent.
    const refused = await cancel(res.json().data.receiptId);
    expect(refused.json().code).toBe('RC010');
    await trialBalanceIsZero();
  });

  it('takes withholding tax on a line and an account item as deductions', async () => {
    const inv = await issue('A0204', ['1000.00']);
    const res = await save(
      body('A0204', {
        invoices: [{ invoiceNo: inv.invoiceNo, payAmount: '1000.00' }],
        deductions: [
          {
            kind: 'invoiceItem',
            invoiceNo: inv.invoiceNo,
            lineNo: 1,
            amount: '30.00',
            description: 'WHT 3%',
          },
          { kind: 'account', accountCode: '5450', amount: '10.00' },
        ],
        transactions: [{ type: 'transfer', date: '2031-03-10', accountCode: '1113', price: '960.00' }],
      }),
    );
    expect(res.statusCode).toBe(201);
    const d = (await detail(res.json().data.receiptId)).json().data;
    expect(d.deductionTotal).toBe('40.00');
    expect(d.journals[0].lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ accountCode: '1143', debit: '30.00' }),
        expect.objectContaining({ accountCode: '5450', debit: '10.00' }),
      ]),
    );
    const tooMuchTax = await issue('A0204', ['100.00']);
    const refused = await save(
      body('A0204', {
        invoices: [{ invoiceNo: tooMuchTax.invoiceNo, payAmount: '50.00' }],
        deductions: [{ kind: 'invoiceItem', invoiceNo: tooMuchTax.invoiceNo, lineNo: 1, amount: '60.00' }],
      }),
    );
    expect(refused.json().code).toBe('RC017');
  });

  it('stores only the last four digits of a card and debits card clearing', async () => {
    const inv = await issue('A0205', ['250.00']);
    const res = await save(
      body('A0205', {
        invoices: [{ invoiceNo: inv.invoiceNo, payAmount: '250.00' }],
        transactions: [
          {
            type: 'creditdebit',
            cardNo: '4111111111111234',
            cardHolderNameCode: '004',
            cardName: 'SOMCHAI J',
            price: '250.00',
          },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db
      .select()
      .from(receiptPayment)
      .where(eq(receiptPayment.receiptId, res.json().data.receiptId));
    expect(rows[0]).toMatchObject({ paymentType: 'CARD', cardNoLast4: '1234', accountCode: '1132' });
    expect(JSON.stringify(rows)).not.toContain('411111111111');
    const d = (await detail(res.json().data.receiptId)).json().data;
    expect(d.payments[0]).toMatchObject({ type: 'creditdebit', cardNoLast4: '1234' });
  });

  it('refuses bad input and saves nothing', async () => {
    const inv = await issue('A0206', ['500.00']);
    const other = await issue('A0207', ['500.00']);
    const before = await count();
    const cash = (price: string) => [{ type: 'cash', price, accountCode: '1111' }];
    const over = await save(
      body('A0206', {
        invoices: [{ invoiceNo: inv.invoiceNo, payAmount: '500.01' }],
        transactions: cash('500.01'),
      }),
    );
    expect(over.json().code).toBe('RC003');
    const short = await save(
      body('A0206', {
        invoices: [{ invoiceNo: inv.invoiceNo, payAmount: '500.00' }],
        transactions: cash('499.99'),
      }),
    );
    expect(short.json().code).toBe('RC004');
    const otherUnit = await save(
      body('A0206', {
        invoices: [{ invoiceNo: other.invoiceNo, payAmount: '500.00' }],
        transactions: cash('500.00'),
      }),
    );
    expect(otherUnit.json().code).toBe('RC002');
    const zero = await save(
      body('A0206', { invoices: [{ invoiceNo: inv.invoiceNo, payAmount: '0' }], transactions: cash('1') }),
    );
    expect(zero.statusCode).toBe(400);
    const badAccount = await save(
      body('A0206', {
        invoices: [{ invoiceNo: inv.invoiceNo, payAmount: '500.00' }],
        transactions: [{ type: 'cash', price: '500.00', accountCode: '4110' }],
      }),
    );
    expect(badAccount.statusCode).toBe(201); // 4110 is postable; the office may book it there.
    const noAccount = await save(
      body('A0207', {
        invoices: [{ invoiceNo: other.invoiceNo, payAmount: '500.00' }],
        transactions: [{ type: 'cash', price: '500.00', accountCode: '9999' }],
      }),
    );
    expect(noAccount.json().code).toBe('RC014');
    // Another property's cheque, a cheque beyond its balance.
    const foreign = await newCheque('5000.00', skv);
    const foreignCheque = await save(
      body('A0207', {
        invoices: [{ invoiceNo: other.invoiceNo, payAmount: '500.00' }],
        transactions: [{ type: 'cheque', id: foreign.id, price: '500.00' }],
      }),
    );
    expect(foreignCheque.json().code).toBe('RC005');
    expect(await balanceOf(foreign.id)).toBe('5000.00');
    const small = await newCheque('100.00');
    const beyond = await save(
      body('A0207', {
        invoices: [{ invoiceNo: other.invoiceNo, payAmount: '500.00' }],
        transactions: [{ type: 'cheque', id: small.id, price: '500.00' }],
      }),
    );
    expect(beyond.json().code).toBe('RC005');
    expect(await balanceOf(small.id)).toBe('100.00');
    expect(await count()).toBe(before + 1);
    expect((await invoiceOf(other.invoiceId)).paidAmount).toBe('0.00');
    // The viewer cannot save; a user of another property cannot either.
    expect((await save(body('A0207'), 'viewer')).statusCode).toBe(403);
    expect((await save({ ...body('A0207'), propertyCode: 'SKV' })).statusCode).toBe(403);
  });

  it("refuses another property's invoice, by number through the API and by id through the writer", async () => {
    const [skvUnit] = await t.database.db
      .select({ code: unit.code })
      .from(unit)
      .where(eq(unit.propertyId, skv))
      .orderBy(unit.code)
      .limit(1);
    const [skvType] = await t.database.db
      .select({ code: expenseType.code })
      .from(expenseType)
      .where(and(eq(expenseType.propertyId, skv), eq(expenseType.active, 'Y')))
      .limit(1);
    const created = await t.call({
      as: 'admin',
      method: 'POST',
      url: '/invoices/save',
      payload: {
        lang: 'EN',
        propertyCode: 'SKV',
        unitCode: skvUnit!.code,
        invoiceDate: '2031-03-02',
        dueDate: '2031-03-02',
        issue: true,
        lines: [{ expenseTypeCode: skvType!.code, description: 'x', quantity: '1', unitPrice: '100' }],
      },
    });
    expect(created.statusCode).toBe(201);
    const foreign = created.json().data as { invoiceId: string; invoiceNo: string };
    const before = await count();
    const byNo = await save(
      body('A0206', {
        invoices: [{ invoiceNo: foreign.invoiceNo, payAmount: '100.00' }],
        transactions: [{ type: 'cash', price: '100.00', accountCode: '1111' }],
      }),
    );
    expect(byNo.json().code).toBe('RC002');
    const [a0206] = await t.database.db
      .select({ id: unit.id })
      .from(unit)
      .where(and(eq(unit.propertyId, rvs), eq(unit.code, 'A0206')));
    const [accountant] = await t.database.db.select().from(appUser).where(eq(appUser.username, 'accountant'));
    const actor = {
      user: accountant!,
      property: { id: rvs, code: 'RVS', nameTh: '', nameEn: '' },
      rights: null,
      lang: 'en',
    } as unknown as Actor;
    const direct = t.database.db.transaction((tx) =>
      writeReceipt(tx, actor, {
        unitId: a0206!.id,
        receiptType: '1',
        receiptDate: '2031-03-10',
        source: 'COUNTER',
        invoices: [{ invoiceId: foreign.invoiceId, payAmount: 10_000 }],
        payments: [{ paymentType: 'CASH', accountCode: '1111', amount: 10_000 }],
      }),
    );
    await expect(direct).rejects.toMatchObject({ code: 'RC002' });
    expect(await count()).toBe(before);
    const skvInvoice = (
      await t.call({
        as: 'admin',
        method: 'GET',
        url: `/invoices/${foreign.invoiceId}?propertyCode=SKV&lang=EN`,
      })
    ).json().data;
    expect(skvInvoice.paidAmount).toBe('0.00');
  });

  it('cancels a deposited receipt when a returned cheque asks for it (allowDeposited)', async () => {
    const inv = await issue('A0206', ['50.00']);
    const ch = await newCheque('50.00');
    const saved = (
      await save(
        body('A0206', {
          invoices: [{ invoiceNo: inv.invoiceNo, payAmount: '50.00' }],
          transactions: [{ type: 'cheque', id: ch.id, price: '50.00' }],
        }),
      )
    ).json().data;
    await t.database.db
      .update(receiptPayment)
      .set({ depositId: randomUUID() })
      .where(eq(receiptPayment.receiptId, saved.receiptId));
    expect((await cancel(saved.receiptId)).json().code).toBe('RC009');
    const [accountant] = await t.database.db.select().from(appUser).where(eq(appUser.username, 'accountant'));
    const actor = {
      user: accountant!,
      property: { id: rvs, code: 'RVS', nameTh: '', nameEn: '' },
      rights: null,
      lang: 'en',
    } as unknown as Actor;
    await t.database.db.transaction((tx) =>
      cancelReceiptInTx(tx, actor, saved.receiptId, 'cheque returned', { allowDeposited: true }),
    );
    expect((await detail(saved.receiptId)).json().data.status).toBe('CANCELLED');
    expect(await balanceOf(ch.id)).toBe('50.00');
    expect((await invoiceOf(inv.invoiceId)).paidAmount).toBe('0.00');
  });

  it('answers the same receipt for the same idempotency key, sequentially and concurrently', async () => {
    const inv = await issue('A0208', ['1000.00']);
    const payload = body('A0208', {
      invoices: [{ invoiceNo: inv.invoiceNo, payAmount: '100.00' }],
      transactions: [{ type: 'cash', price: '100.00', accountCode: '1111' }],
    });
    const sequential = [];
    for (let i = 0; i < 10; i++) sequential.push(await save(payload));
    expect(sequential.map((r) => r.statusCode)).toEqual([201, ...Array(9).fill(200)]);
    expect(new Set(sequential.map((r) => r.json().data.receiptNo)).size).toBe(1);
    expect(sequential[1]!.json().data.replayed).toBe(true);

    const again = { ...payload, idempotencyKey: randomUUID() };
    const concurrent = await Promise.all(Array.from({ length: 10 }, () => save(again)));
    expect(concurrent.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    expect(concurrent.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(new Set(concurrent.map((r) => r.json().data.receiptNo)).size).toBe(1);
    expect((await invoiceOf(inv.invoiceId)).paidAmount).toBe('200.00');
  });

  it('never overpays an invoice under 2 x 50 concurrent receipts', async () => {
    const inv = await issue('A0209', ['1000.00']);
    const one = () =>
      save(
        body('A0209', {
          invoices: [{ invoiceNo: inv.invoiceNo, payAmount: '15.00' }],
          transactions: [{ type: 'cash', price: '15.00', accountCode: '1111' }],
        }),
      );
    const results = [];
    for (let round = 0; round < 2; round++)
      results.push(...(await Promise.all(Array.from({ length: 50 }, one))));
    const ok = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(ok).toHaveLength(66); // 66 x 15.00 = 990.00; the 67th would pass 1000.00.
    expect(refused.every((r) => ['RC003', 'RC007'].includes(r.json().code))).toBe(true);
    const after = await invoiceOf(inv.invoiceId);
    expect(after.paidAmount).toBe('990.00');
    const [sum] = await t.database.db
      .select({ paid: sql<string>`sum(${receipt.grandTotal})` })
      .from(receipt)
      .innerJoin(receiptPayment, eq(receiptPayment.receiptId, receipt.id))
      .where(
        sql`${receipt.id} in (select receipt_id from receipt_invoice_line where invoice_id = ${inv.invoiceId})`,
      );
    expect(sum!.paid).toBe('990.00');
    const numbers = new Set(ok.map((r) => r.json().data.receiptNo));
    expect(numbers.size).toBe(66);
    await trialBalanceIsZero();
  }, 180_000);
});

describe('cancelling, updating and printing receipts', () => {
  it('cancels: the reversal nets to zero per account, the invoices open again, cheques get their balance back', async () => {
    const inv = await issue('A0210', ['700.00', '300.00']);
    const ch = await newCheque('1200.00');
    const saved = (
      await save(
        body('A0210', {
          invoices: [{ invoiceNo: inv.invoiceNo, payAmount: '1000.00' }],
          transactions: [{ type: 'cheque', id: ch.id, price: '1100.00' }],
        }),
      )
    ).json().data;
    expect(saved.walletTopUp).toBe('100.00');
    expect(await balanceOf(ch.id)).toBe('100.00');
    expect((await cancel(saved.receiptId, '')).statusCode).toBe(400);
    const res = await cancel(saved.receiptId, 'cheque of the wrong unit');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('CANCELLED');
    expect(await balanceOf(ch.id)).toBe('1200.00');
    const after = await invoiceOf(inv.invoiceId);
    expect(after).toMatchObject({ paymentStatus: 'UNPAID', paidAmount: '0.00' });
    expect(after.lines.map((l: { paidAmount: string }) => l.paidAmount)).toEqual(['0.00', '0.00']);
    expect((await wallet('A0210')).balances[0].balance).toBe('0.00');
    const net = await t.database.db
      .select({
        account: journalLine.accountCode,
        net: sql<string>`sum(${journalLine.debit} - ${journalLine.credit})`,
      })
      .from(journalLine)
      .innerJoin(journalEntry, eq(journalEntry.id, journalLine.entryId))
      .where(eq(journalEntry.sourceId, saved.receiptId))
      .groupBy(journalLine.accountCode);
    expect(net.length).toBeGreaterThan(1);
    expect(net.every((n) => Number(n.net) === 0)).toBe(true);
    const d = (await detail(saved.receiptId)).json().data;
    expect(d.journals.map((j: { kind: string }) => j.kind)).toEqual(['POST', 'REVERSAL']);
    expect((await cancel(saved.receiptId)).json().code).toBe('RC008');
    // The invoice can be paid again.
    expect(
      (
        await save(
          body('A0210', {
            invoices: [{ invoiceNo: inv.invoiceNo, payAmount: '1000.00' }],
            transactions: [{ type: 'cash', price: '1000.00', accountCode: '1111' }],
          }),
        )
      ).statusCode,
    ).toBe(201);
  });

  it('refuses to cancel a deposited receipt unless a cheque reset asks for it', async () => {
    const inv = await issue('A0211', ['100.00']);
    const saved = (
      await save(
        body('A0211', {
          invoices: [{ invoiceNo: inv.invoiceNo, payAmount: '100.00' }],
          transactions: [{ type: 'cash', price: '100.00', accountCode: '1111' }],
        }),
      )
    ).json().data;
    await t.database.db
      .update(receiptPayment)
      .set({ depositId: randomUUID() })
      .where(eq(receiptPayment.receiptId, saved.receiptId));
    expect((await cancel(saved.receiptId)).json().code).toBe('RC009');
  });

  it('refuses to save or cancel in a closed period', async () => {
    const inv = await issue('A0212', ['100.00', '100.00'], '2031-05-02');
    const saved = (
      await save(
        body('A0212', {
          receiptDate: '2031-05-03',
          invoices: [{ invoiceNo: inv.invoiceNo, payAmount: '100.00' }],
          transactions: [{ type: 'cash', price: '100.00', accountCode: '1111' }],
        }),
      )
    ).json().data;
    await t.database.db.insert(accountingPeriod).values({ propertyId: rvs, period: '2031-05', closed: true });
    const before = await count();
    const refused = await save(
      body('A0212', {
        receiptDate: '2031-05-20',
        invoices: [{ invoiceNo: inv.invoiceNo, payAmount: '100.00' }],
        transactions: [{ type: 'cash', price: '100.00', accountCode: '1111' }],
      }),
    );
    expect(refused.json().code).toBe('RC011');
    expect(await count()).toBe(before);
    expect((await cancel(saved.receiptId)).json().code).toBe('RC011');
    expect((await invoiceOf(inv.invoiceId)).paidAmount).toBe('100.00');
  });

  it("does not show or change another property's receipt", async () => {
    const inv = await issue('A0213', ['100.00']);
    const saved = (
      await save(
        body('A0213', {
          invoices: [{ invoiceNo: inv.invoiceNo, payAmount: '100.00' }],
          transactions: [{ type: 'cash', price: '100.00', accountCode: '1111' }],
        }),
      )
    ).json().data;
    expect((await detail(saved.receiptId, 'admin', 'SKV')).json().code).toBe('RC001');
    expect((await detail(saved.receiptId, 'accountant', 'SKV')).statusCode).toBe(403);
    expect((await cancel(saved.receiptId, 'x', 'admin', 'SKV')).json().code).toBe('RC001');
    expect(
      (
        await t.call({
          as: 'admin',
          method: 'GET',
          url: `/receipts/${saved.receiptId}/print?propertyCode=SKV`,
        })
      ).json().code,
    ).toBe('RC001');
    expect((await detail(saved.receiptId)).json().data.status).toBe('ISSUED');
    const search = await t.call({
      as: 'admin',
      method: 'POST',
      url: '/receipts/search',
      payload: { lang: 'EN', propertyCode: 'SKV', receiptNo: saved.receiptNo },
    });
    expect(search.json().paging.total).toBe(0);
  });

  it('searches, updates texts, renames to a current customer only, reprints with a reason and prints PDFs', async () => {
    const inv = await issue('A0301', ['1234.56']);
    const saved = (
      await save(
        body('A0301', {
          remark: 'counter',
          invoices: [{ invoiceNo: inv.invoiceNo, payAmount: '1234.56' }],
          transactions: [{ type: 'cash', price: '1234.56', accountCode: '1111' }],
        }),
      )
    ).json().data;
    const found = (
      await t.call({
        as: 'viewer',
        method: 'POST',
        url: '/receipts/search',
        payload: { ...RVS, receiptNo: saved.receiptNo },
      })
    ).json();
    expect(found.data).toHaveLength(1);
    expect(found.data[0]).toMatchObject({
      unitCode: 'A0301',
      grandTotal: '1234.56',
      receiptTypeDescription: 'Receipt',
    });
    expect(
      (
        await t.call({
          as: 'viewer',
          method: 'POST',
          url: '/receipts/search',
          payload: { ...RVS, unitCode: 'A0301', status: 'CANCELLED' },
        })
      ).json().paging.total,
    ).toBe(0);

    const upd = await t.call({
      as: 'accountant',
      method: 'PUT',
      url: '/receipts/update',
      payload: {
        ...RVS,
        receiptId: saved.receiptId,
        remark: 'แก้ไขหมายเหตุ',
        customerAddress: '99 ถนนพระราม 9',
      },
    });
    expect(upd.statusCode).toBe(200);
    expect((await detail(saved.receiptId)).json().data).toMatchObject({
      remark: 'แก้ไขหมายเหตุ',
      customerAddress: '99 ถนนพระราม 9',
      grandTotal: '1234.56',
    });
    const rename = await t.call({
      as: 'accountant',
      method: 'PUT',
      url: `/receipts/${saved.receiptNo}`,
      payload: { ...RVS, customerCode: 'NOSUCH' },
    });
    expect(rename.json().code).toBe('RC015');

    expect(
      (
        await t.call({
          as: 'viewer',
          method: 'POST',
          url: '/receipts/reprint',
          payload: { ...RVS, receiptId: saved.receiptId, reason: '' },
        })
      ).statusCode,
    ).toBe(400);
    const first = await t.call({
      as: 'viewer',
      method: 'GET',
      url: `/receipts/${saved.receiptId}/print?propertyCode=RVS&docLang=th`,
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const reprint = await t.call({
      as: 'viewer',
      method: 'POST',
      url: '/receipts/reprint',
      payload: { ...RVS, receiptId: saved.receiptId, reason: 'ลูกค้าทำหาย' },
    });
    expect(reprint.json().data.printCount).toBe(1);
    const copy = await t.call({
      as: 'viewer',
      method: 'GET',
      url: `/receipts/${saved.receiptId}/print?propertyCode=RVS&docLang=en`,
    });
    expect(copy.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await detail(saved.receiptId)).json().data.printCount).toBe(2);
  });

  it('prints the amount in Thai words and marks a copy', async () => {
    const { renderReceiptsPdf } = await import('./document/receipt-pdf');
    const texts: string[] = [];
    const pdf = await renderReceiptsPdf(
      [
        {
          lang: 'th',
          property: {
            name: 'นิติบุคคลอาคารชุด ทดสอบ',
            address: null,
            taxId: '0994000123456',
            branchNo: '00000',
            phone: null,
          },
          customer: { name: 'สมชาย ใจดี', address: null, taxId: null, branchNo: null },
          unitCode: 'A0101',
          receiptNo: 'RC691100001',
          receiptDate: '2026-11-20',
          taxInvoice: true,
          copy: true,
          cancelled: false,
          lines: [
            {
              invoiceNo: 'IN691100001',
              description: 'ค่าส่วนกลาง',
              period: '11/2569',
              amountExcludeVat: 100_000,
              vat: 7_000,
              amount: 107_000,
            },
          ],
          payments: [{ label: 'เงินสด', amount: 107_000 }],
          deductions: [],
          totals: {
            amountExcludeVat: 100_000,
            vat: 7_000,
            grandTotal: 107_000,
            walletTopUp: 0,
            received: 107_000,
          },
          note: null,
        },
      ],
      { onText: (s) => texts.push(s) },
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const all = texts.join('\n');
    expect(all).toContain('หนึ่งพันเจ็ดสิบบาทถ้วน');
    expect(all).toContain('ใบเสร็จรับเงิน/ใบกำกับภาษี');
    expect(all).toContain('สำเนา / COPY');
    expect(all).toContain('20/11/2569');
  });
});

describe('wallet cancel', () => {
  it('refunds part of a wallet: Dr wallet / Cr the account, numbered WC, never beyond the balance', async () => {
    const inv = await issue('A0302', ['100.00']);
    await save(
      body('A0302', {
        invoices: [{ invoiceNo: inv.invoiceNo, payAmount: '100.00' }],
        transactions: [{ type: 'cash', price: '400.00', accountCode: '1111' }],
        overpaymentWalletType: 1,
      }),
    );
    expect((await wallet('A0302')).balances[1].balance).toBe('300.00');
    const refund = (amount: string, as = 'accountant') =>
      t.call({
        as,
        method: 'POST',
        url: '/invoices/wallet/cancel',
        payload: { ...RVS, unitCode: 'A0302', walletType: 1, amount, accountCode: '1111', reason: 'ย้ายออก' },
      });
    expect((await refund('300.01')).json().code).toBe('RC006');
    expect((await refund('100.00', 'viewer')).statusCode).toBe(403);
    const res = await refund('120.00');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ walletType: 1, balance: '180.00' });
    expect(res.json().data.documentNo).toMatch(/^WC\d{9}$/);
    const w = await wallet('A0302');
    expect(w.entries[0]).toMatchObject({ amount: '-120.00', sourceType: 'WC' });
    const [entry] = await t.database.db
      .select()
      .from(journalEntry)
      .where(and(eq(journalEntry.propertyId, rvs), eq(journalEntry.documentNo, res.json().data.documentNo)));
    const lines = await t.database.db.select().from(journalLine).where(eq(journalLine.entryId, entry!.id));
    expect(lines.map((l) => [l.accountCode, l.debit, l.credit])).toEqual(
      expect.arrayContaining([
        ['2152', '120.00', '0.00'],
        ['1111', '0.00', '120.00'],
      ]),
    );
    await trialBalanceIsZero();
  });
});

describe('invoices stay consistent', () => {
  it('never shows an invoice paid beyond its total', async () => {
    const [bad] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoice)
      .where(sql`${invoice.paidAmount} + ${invoice.creditedAmount} > ${invoice.grandTotal}`);
    expect(bad!.n).toBe(0);
  });
});
