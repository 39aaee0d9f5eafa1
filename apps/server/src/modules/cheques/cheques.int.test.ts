import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { appUser, auditLog, property } from '../../platform/db/schema';
import { multipartPayload } from '../../platform/files/test-support';
import { bangkokToday } from '../../platform/clock';
import { ADMIN_RIGHTS } from '../../platform/rights/rights';
import { journalEntry, journalLine } from '../ledger';
import { writeReceipt, receipt } from '../receipts';
import { unit } from '../units';
import { cheque } from './cheques.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RVS = { lang: 'EN', propertyCode: 'RVS' };
let serial = 10_000_000;
/** A fresh 8-digit number per cheque, so tests never collide. */
const nextNo = () => String((serial += 7));

const received = (over: Record<string, unknown> = {}) => ({
  ...RVS,
  chequeNo: nextNo(),
  chequeDate: '2031-03-02',
  chequeBankId: '002',
  chequeBankBranchId: '0001',
  payerName: 'คุณสมศรี ใจงาม',
  chequeAmount: '5000.00',
  chequeBalance: '5000.00',
  chequeType: 1,
  ...over,
});
const createReceived = (payload: Record<string, unknown>, as = 'accountant') =>
  t.call({ as, method: 'POST', url: '/masterdata/cheque/create', payload });
const put = (url: string, payload: Record<string, unknown>, as = 'accountant') =>
  t.call({ as, method: 'PUT', url, payload: { ...RVS, ...payload } });
const detail = (no: string, as = 'viewer', code = 'RVS') =>
  t.call({ as, method: 'GET', url: `/masterdata/cheques/${no}?propertyCode=${code}&lang=EN` });
const usable = (q = '', as = 'viewer', code = 'RVS') =>
  t.call({ as, method: 'GET', url: `/masterdata/cheques?propertyCode=${code}&lang=EN&chequeType=1&q=${q}` });

async function newCheque(over: Record<string, unknown> = {}): Promise<{ id: string; chequeNo: string }> {
  const res = await createReceived(received(over));
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

/** An issued invoice of unit A0105 for `total` (one line), and a receipt paying `pay` of it with the cheque. */
async function invoiceOf(total: string, date = '2031-03-01'): Promise<string> {
  const res = await t.call({
    as: 'accountant',
    method: 'POST',
    url: '/invoices/save',
    payload: {
      ...RVS,
      unitCode: 'A0105',
      invoiceDate: date,
      dueDate: date,
      lines: [{ expenseTypeCode: 'PK', description: 'ที่จอดรถเพิ่ม', quantity: '1', unitPrice: total }],
      issue: true,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.invoiceId;
}

async function actorOf(code: string) {
  const [p] = await t.database.db.select().from(property).where(eq(property.code, code));
  const [u] = await t.database.db.select().from(appUser).where(eq(appUser.username, 'accountant'));
  return {
    user: {
      id: u!.id,
      username: u!.username,
      firstName: u!.firstName,
      lastName: u!.lastName,
      email: u!.email,
      isAdmin: false,
    },
    property: { id: p!.id, code: p!.code, nameTh: p!.nameTh, nameEn: p!.nameEn },
    rights: ADMIN_RIGHTS,
    lang: 'en' as const,
  };
}

async function payWithCheque(
  invoiceId: string,
  chequeId: string,
  amount: number,
  receiptDate = '2031-03-03',
): Promise<string> {
  return (await receiptWithCheque(invoiceId, chequeId, amount, receiptDate)).id;
}

async function receiptWithCheque(invoiceId: string, chequeId: string, amount: number, receiptDate: string) {
  const actor = await actorOf('RVS');
  const [u] = await t.database.db
    .select()
    .from(unit)
    .where(and(eq(unit.propertyId, actor.property.id), eq(unit.code, 'A0105')));
  const written = await t.database.db.transaction((tx) =>
    writeReceipt(tx, actor, {
      unitId: u!.id,
      receiptType: '1',
      receiptDate,
      source: 'COUNTER',
      invoices: [{ invoiceId, payAmount: amount }],
      payments: [{ paymentType: 'CHEQUE', accountCode: '1131', amount, chequeId }],
    }),
  );
  return written;
}

async function journalsOf(chequeId: string) {
  const entries = await t.database.db.select().from(journalEntry).where(eq(journalEntry.sourceId, chequeId));
  return Promise.all(
    entries.map(async (e) => ({
      entry: e,
      lines: await t.database.db.select().from(journalLine).where(eq(journalLine.entryId, e.id)),
    })),
  );
}

describe('creating cheques', () => {
  it('creates a received cheque and answers it in the shape the receipt panel reads', async () => {
    const res = await createReceived(
      received({ chequeNo: '12-345678', chequeAmount: '1,250.50', chequeBalance: '1250.5' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      chequeNo: '12345678',
      chequeType: 1,
      direction: 'RECEIVED',
      status: 'ON_HAND',
      bankCode: '002',
      bankName: 'Bangkok Bank',
      branchCode: '0001',
      bankBranchDesc: 'Head Office Silom',
      amount: '1250.50',
      grandTotal: '1250.50',
      balance: '1250.50',
    });
    expect(res.json().data.id).toBe(res.json().data.chequeId);
  });

  it('works out the balance of a new cheque from its amount when none is sent', async () => {
    const { chequeBalance: _left, ...body } = received({ chequeAmount: '3,210.75' });
    const res = await createReceived(body);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ amount: '3210.75', balance: '3210.75', status: 'ON_HAND' });
    // An explicit balance, as older clients send it, is still taken and still checked against the amount.
    const partly = await createReceived(received({ chequeAmount: '100.00', chequeBalance: '40.00' }));
    expect(partly.json().data).toMatchObject({ amount: '100.00', balance: '40.00' });
    const nulled = await createReceived(received({ chequeAmount: '100.00', chequeBalance: null }));
    expect(nulled.json().data).toMatchObject({ amount: '100.00', balance: '100.00' });
  });

  it('refuses the same number of the same bank twice (CH002) but takes it at another bank', async () => {
    const chequeNo = nextNo();
    expect((await createReceived(received({ chequeNo }))).statusCode).toBe(201);
    const dup = await createReceived(received({ chequeNo }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('CH002');
    expect(
      (await createReceived(received({ chequeNo, chequeBankId: '004', chequeBankBranchId: '0001' })))
        .statusCode,
    ).toBe(201);
  });

  it('checks the number, the amounts and the branch', async () => {
    const short = await createReceived(received({ chequeNo: '1234567' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual([
      expect.objectContaining({ path: 'chequeNo', rule: 'chequeNoDigits' }),
    ]);
    const letters = await createReceived(received({ chequeNo: '1234567A' }));
    expect(letters.json().fields[0].rule).toBe('chequeNoDigits');

    const small = await createReceived(received({ chequeAmount: '0.99', chequeBalance: '0.99' }));
    expect(small.statusCode).toBe(400);
    expect(
      small
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['chequeAmount', 'chequeBalance']);

    const over = await createReceived(received({ chequeAmount: '100.00', chequeBalance: '100.01' }));
    expect(over.statusCode).toBe(400);
    expect(over.json().fields).toEqual([
      expect.objectContaining({ path: 'chequeBalance', rule: 'max_amount' }),
    ]);

    const missing = await createReceived(received({ chequeBankBranchId: '', payerName: '' }));
    expect(
      missing
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['chequeBankBranchId', 'payerName']);

    const noBranch = await createReceived(received({ chequeBankBranchId: '9999' }));
    expect(noBranch.statusCode).toBe(400);
    expect(noBranch.json().code).toBe('CH005');
  });

  it('creates an issued cheque on a property bank account and takes the bank from it', async () => {
    const res = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/masterdata/cheques/create',
      payload: {
        ...RVS,
        chequeNo: nextNo(),
        chequeDate: '2031-03-05',
        accountCode: '1113',
        bookNo: 'BK01',
        payeeName: 'บริษัท ลิฟต์ดี จำกัด',
        amount: '32100',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      direction: 'ISSUED',
      chequeType: 2,
      bankCode: '004',
      accountCode: '1113',
      bookNo: 'BK01',
      amount: '32100.00',
    });
    const unknown = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/masterdata/cheques/create',
      payload: {
        ...RVS,
        chequeNo: nextNo(),
        chequeDate: '2031-03-05',
        accountCode: '1131',
        bookNo: 'BK01',
        payeeName: 'x',
        amount: '100',
      },
    });
    expect(unknown.json().code).toBe('CH006');
  });

  it('needs the edit right: a viewer may list but not create', async () => {
    const res = await createReceived(received(), 'viewer');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ST005');
    expect((await usable('', 'viewer')).statusCode).toBe(200);
  });

  it('refuses the receipt-panel calls to a user with neither receipt nor cheque rights', async () => {
    // The approver holds only PENDING_APPROVAL and DOWNLOAD.
    const list = await usable('', 'approver');
    expect(list.statusCode).toBe(403);
    expect(list.json().code).toBe('ST005');
    expect(list.json()).not.toHaveProperty('data');
    const create = await createReceived(received(), 'approver');
    expect(create.statusCode).toBe(403);
    expect(create.json().code).toBe('ST005');
  });
});

describe('the receipt panel list', () => {
  it('lists only this property ON_HAND received cheques with a balance left', async () => {
    const prefix = '7700';
    const mine = await newCheque({ chequeNo: `${prefix}0001` });
    const usedUp = await newCheque({
      chequeNo: `${prefix}0002`,
      chequeAmount: '300.00',
      chequeBalance: '300.00',
    });
    const cancelled = await newCheque({ chequeNo: `${prefix}0003` });
    const deposited = await newCheque({ chequeNo: `${prefix}0004` });
    const other = await createReceived(
      { ...received({ chequeNo: `${prefix}0005` }), propertyCode: 'SKV' },
      'admin',
    );
    expect(other.statusCode).toBe(201);
    await payWithCheque(await invoiceOf('300.00'), usedUp.id, 30000);
    expect(
      (await put('/masterdata/cheques/cancel', { chequeId: cancelled.id, reason: 'ผิด' })).statusCode,
    ).toBe(200);
    expect(
      (await put('/masterdata/cheques/send', { chequeId: deposited.id, date: '2031-03-04' })).statusCode,
    ).toBe(200);

    const res = await usable(prefix);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as {
      id: string;
      chequeNo: string;
      bankName: string;
      bankBranchDesc: string;
      balance: string;
      grandTotal: string;
    }[];
    expect(rows.map((r) => r.id)).toEqual([mine.id]);
    expect(rows[0]).toMatchObject({
      chequeNo: `${prefix}0001`,
      bankName: 'Bangkok Bank',
      bankBranchDesc: 'Head Office Silom',
      balance: '5000.00',
      grandTotal: '5000.00',
    });
    // The reference list answers the same.
    const ref = await t.call({
      as: 'viewer',
      method: 'GET',
      url: `/cheques?propertyCode=RVS&lang=EN&q=${prefix}`,
    });
    expect(ref.json().data.map((r: { id: string }) => r.id)).toEqual([mine.id]);
  });

  it('refuses another property (the user has no rights there)', async () => {
    const res = await usable('', 'accountant', 'SKV');
    expect(res.statusCode).toBe(403);
  });
});

describe('status actions', () => {
  it('send then passed posts a balanced CH entry for the used part only', async () => {
    const c = await newCheque({ chequeAmount: '5000.00', chequeBalance: '5000.00' });
    const invoiceId = await invoiceOf('1200.00');
    await payWithCheque(invoiceId, c.id, 120000);

    const early = await put('/masterdata/cheques/send', { chequeId: c.id, date: '2031-03-01' });
    expect(early.json().code).toBe('CH012');
    const sent = await put('/masterdata/cheques/send', { chequeId: c.id, date: '2031-03-04' });
    expect(sent.json().data).toMatchObject({
      status: 'DEPOSITED',
      depositedAt: '2031-03-04',
      balance: '3800.00',
    });
    expect((await put('/masterdata/cheques/send', { chequeId: c.id, date: '2031-03-04' })).json().code).toBe(
      'CH003',
    );

    const passed = await put('/masterdata/cheques/passed', { chequeId: c.id, date: '2031-03-06' });
    expect(passed.statusCode).toBe(200);
    expect(passed.json().data).toMatchObject({ status: 'PASSED', passedAt: '2031-03-06' });

    const journals = await journalsOf(c.id);
    expect(journals).toHaveLength(1);
    const [j] = journals;
    expect(j!.entry).toMatchObject({ documentType: 'CH', kind: 'POST', entryDate: '2031-03-06' });
    expect(j!.entry.documentNo).toMatch(/^CH7403\d{5}$/);
    const lines = j!.lines.map((l) => ({ accountCode: l.accountCode, debit: l.debit, credit: l.credit }));
    expect(lines).toEqual([
      { accountCode: '1113', debit: '1200.00', credit: '0.00' },
      { accountCode: '1131', debit: '0.00', credit: '1200.00' },
    ]);

    const d = (await detail(c.id)).json().data;
    expect(d.receipts).toHaveLength(1);
    expect(d.receipts[0]).toMatchObject({ status: 'ISSUED', payAmount: '1200.00', unitCode: 'A0105' });
    expect(d.journals).toHaveLength(1);
    expect(d.journals[0].documentNo).toBe(j!.entry.documentNo);

    const trail = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, c.id));
    expect(trail.map((a) => a.action).sort()).toEqual([
      'cheque.create.receipt',
      'cheque.passed',
      'cheque.send',
    ]);
  });

  it('numbers CH entries without gaps and posts nothing for an unused cheque', async () => {
    const unused = await newCheque();
    expect(
      (await put('/masterdata/cheques/passed', { chequeId: unused.id, date: '2031-04-02' })).json().data
        .status,
    ).toBe('PASSED');
    expect(await journalsOf(unused.id)).toEqual([]);

    const a = await newCheque();
    const b = await newCheque();
    await payWithCheque(await invoiceOf('100.00'), a.id, 10000);
    await payWithCheque(await invoiceOf('200.00'), b.id, 20000);
    // Cleared straight from ON_HAND, to a chosen bank account.
    await put('/masterdata/cheques/passed', { chequeId: a.id, date: '2031-04-03', bankAccountCode: '1114' });
    await put('/masterdata/cheques/passed', { chequeId: b.id, date: '2031-04-04' });
    const [ja] = await journalsOf(a.id);
    const [jb] = await journalsOf(b.id);
    expect([ja!.entry.documentNo, jb!.entry.documentNo]).toEqual(['CH740400001', 'CH740400002']);
    expect(ja!.lines.find((l) => l.debit !== '0.00')!.accountCode).toBe('1114');

    const badAccount = await put('/masterdata/cheques/passed', {
      chequeId: (await newCheque()).id,
      date: '2031-04-04',
      bankAccountCode: '1131',
    });
    expect(badAccount.json().code).toBe('CH006');
  });

  it('a cheque taken by a bank deposit clears into that deposit account', async () => {
    const today = bangkokToday();
    const c = await newCheque({ chequeDate: today, chequeAmount: '900.00', chequeBalance: '900.00' });
    const written = await receiptWithCheque(await invoiceOf('650.00', today), c.id, 65000, today);
    const deposited = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/deposits/save',
      payload: { ...RVS, depositDate: today, bankAccountCode: '1114', receiptPaymentIds: written.paymentIds },
    });
    expect(deposited.statusCode).toBeLessThan(300);
    expect((await detail(c.id)).json().data.status).toBe('DEPOSITED');
    expect((await put('/masterdata/cheques/passed', { chequeId: c.id, date: today })).statusCode).toBe(200);
    const journals = await journalsOf(c.id);
    expect(journals).toHaveLength(1);
    expect(journals[0]!.lines.map((l) => [l.accountCode, l.debit, l.credit])).toEqual([
      ['1114', '650.00', '0.00'],
      ['1131', '0.00', '650.00'],
    ]);
  });

  it('two concurrent passes of one cheque post one entry', async () => {
    const c = await newCheque();
    await payWithCheque(await invoiceOf('150.00'), c.id, 15000);
    const results = await Promise.all(
      [1, 2].map(() => put('/masterdata/cheques/passed', { chequeId: c.id, date: '2031-03-20' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await journalsOf(c.id)).toHaveLength(1);
  });

  it('a receipt spending a cheque and its cancellation at the same time: exactly one wins', async () => {
    const c = await newCheque({ chequeAmount: '400.00', chequeBalance: '400.00' });
    const invoiceId = await invoiceOf('400.00');
    const [pay, cancel] = await Promise.allSettled([
      payWithCheque(invoiceId, c.id, 40000),
      put('/masterdata/cheques/cancel', { chequeId: c.id, reason: 'ผิด' }),
    ]);
    const cancelled = cancel.status === 'fulfilled' && cancel.value.statusCode === 200;
    expect(pay.status === 'fulfilled').toBe(!cancelled);
    const [row] = await t.database.db.select().from(cheque).where(eq(cheque.id, c.id));
    if (cancelled) expect(row).toMatchObject({ status: 'CANCELLED', balance: '400.00' });
    else expect(row).toMatchObject({ status: 'ON_HAND', balance: '0.00' });
  });

  it('refuses to cancel a used cheque and cancels an unused one with a reason', async () => {
    const used = await newCheque();
    await payWithCheque(await invoiceOf('500.00'), used.id, 50000);
    const refused = await put('/masterdata/cheques/cancel', { chequeId: used.id, reason: 'ผิดพลาด' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CH004');

    const unused = await newCheque();
    const noReason = await put('/masterdata/cheques/cancel', { chequeId: unused.id, reason: '' });
    expect(noReason.statusCode).toBe(400);
    const ok = await put('/masterdata/cheques/cancel', { chequeId: unused.id, reason: 'ลูกค้าขอคืน' });
    expect(ok.json().data).toMatchObject({ status: 'CANCELLED', statusReason: 'ลูกค้าขอคืน' });
    expect(
      (await put('/masterdata/cheques/send', { chequeId: unused.id, date: '2031-03-04' })).json().code,
    ).toBe('CH003');
  });

  it('updates only an unused cheque on hand, the balance following the amount', async () => {
    const c = await newCheque({ chequeAmount: '900.00', chequeBalance: '400.00' });
    const res = await put('/masterdata/cheques/update', {
      chequeId: c.id,
      chequeNo: c.chequeNo,
      chequeDate: '2031-03-09',
      bankCode: '014',
      branchCode: '0001',
      payerName: 'คุณสมหมาย',
      amount: '950.00',
    });
    // A balance below the amount counts as used: only a cheque with balance = amount can change.
    expect(res.json().code).toBe('CH004');

    const fresh = await newCheque();
    const updated = await put('/masterdata/cheques/update', {
      chequeId: fresh.id,
      chequeNo: fresh.chequeNo,
      chequeDate: '2031-03-09',
      bankCode: '014',
      branchCode: '0001',
      payerName: 'คุณสมหมาย',
      amount: '950.00',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      bankCode: '014',
      amount: '950.00',
      balance: '950.00',
      payerName: 'คุณสมหมาย',
    });
  });

  it('reset of a passed cheque reverses its entry, cancels the receipt and reopens the invoice', async () => {
    const c = await newCheque({ chequeAmount: '700.00', chequeBalance: '700.00' });
    const invoiceId = await invoiceOf('700.00');
    const receiptId = await payWithCheque(invoiceId, c.id, 70000);
    const paid = await t.call({
      as: 'viewer',
      method: 'GET',
      url: `/invoices/${invoiceId}?propertyCode=RVS&lang=EN`,
    });
    expect(paid.json().data.paymentStatus).toBe('PAID');

    expect((await put('/api/v1/cheque/reset', { chequeId: c.id, reason: 'เช็คคืน' })).json().code).toBe(
      'CH003',
    );
    await put('/masterdata/cheques/send', { chequeId: c.id, date: '2031-03-04' });
    await put('/masterdata/cheques/passed', { chequeId: c.id, date: '2031-03-06' });
    const noReason = await put('/api/v1/cheque/reset', { chequeId: c.id, reason: '' });
    expect(noReason.statusCode).toBe(400);

    const reset = await put('/api/v1/cheque/reset', {
      chequeId: c.id,
      reason: 'เช็คคืน ยอดเงินไม่พอ',
      date: '2031-03-10',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data).toMatchObject({
      status: 'RETURNED',
      returnedAt: '2031-03-10',
      statusReason: 'เช็คคืน ยอดเงินไม่พอ',
      balance: '700.00',
    });

    const journals = await journalsOf(c.id);
    expect(journals.map((j) => j.entry.kind).sort()).toEqual(['POST', 'REVERSAL']);
    const net = new Map<string, number>();
    for (const j of journals)
      for (const l of j.lines)
        net.set(
          l.accountCode,
          (net.get(l.accountCode) ?? 0) + Number(l.debit) * 100 - Number(l.credit) * 100,
        );
    expect([...net.values()].every((n) => n === 0)).toBe(true);

    const [r] = await t.database.db.select().from(receipt).where(eq(receipt.id, receiptId));
    expect(r).toMatchObject({ status: 'CANCELLED', cancelReason: 'เช็คคืน ยอดเงินไม่พอ' });
    const reopened = await t.call({
      as: 'viewer',
      method: 'GET',
      url: `/invoices/${invoiceId}?propertyCode=RVS&lang=EN`,
    });
    expect(reopened.json().data).toMatchObject({ paymentStatus: 'UNPAID', outstanding: '700.00' });
    expect((await put('/api/v1/cheque/reset', { chequeId: c.id, reason: 'again' })).json().code).toBe(
      'CH003',
    );
  });

  it('never lets a user of one property read or change another property cheque', async () => {
    const skv = await createReceived({ ...received(), propertyCode: 'SKV' }, 'admin');
    const id = skv.json().data.id as string;
    for (const res of [
      await detail(id, 'accountant', 'RVS'),
      await put('/masterdata/cheques/send', { chequeId: id, date: '2031-03-04' }),
      await put('/masterdata/cheques/passed', { chequeId: id, date: '2031-03-04' }),
      await put('/masterdata/cheques/cancel', { chequeId: id, reason: 'x' }),
      await put('/api/v1/cheque/reset', { chequeId: id, reason: 'x' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('CH001');
    }
    const [row] = await t.database.db.select().from(cheque).where(eq(cheque.id, id));
    expect(row!.status).toBe('ON_HAND');
    expect((await detail(id, 'accountant', 'SKV')).statusCode).toBe(403);
  });
});

describe('search and detail', () => {
  it('searches by number prefix, type, status and dates with paging', async () => {
    const a = await newCheque({ chequeNo: '55100001', chequeDate: '2031-05-01' });
    await newCheque({ chequeNo: '55100002', chequeDate: '2031-05-20' });
    await put('/masterdata/cheques/send', { chequeId: a.id, date: '2031-05-02' });
    const search = (body: Record<string, unknown>) =>
      t.call({
        as: 'viewer',
        method: 'POST',
        url: '/masterdata/cheques/search',
        payload: { ...RVS, ...body },
      });
    const all = (await search({ chequeNo: '551', chequeType: 1 })).json();
    expect(all.data.map((r: { chequeNo: string }) => r.chequeNo)).toEqual(['55100002', '55100001']);
    expect(all.paging).toMatchObject({
      page: 1,
      pageSize: 20,
      total: 2,
      totalExact: true,
      next: null,
      prev: null,
    });
    expect(
      (await search({ chequeNo: '551', status: 'DEPOSITED' })).json().data.map((r: { id: string }) => r.id),
    ).toEqual([a.id]);
    expect((await search({ chequeNo: '551', chequeDateFrom: '2031-05-10' })).json().data).toHaveLength(1);
    const first = (await search({ chequeNo: '551', pageSize: 1 })).json();
    expect(
      (await search({ chequeNo: '551', pageSize: 1, cursor: first.paging.next })).json().data[0].chequeNo,
    ).toBe('55100001');
    expect((await search({ chequeNo: '551', chequeType: 2 })).json().data).toEqual([]);
    // By number on the detail call.
    expect((await detail('55100001')).json().data.id).toBe(a.id);
    expect((await detail('99999999')).statusCode).toBe(404);
    // One number at two banks needs the bank.
    await newCheque({ chequeNo: '55100003', chequeBankId: '004', chequeBankBranchId: '0001' });
    await newCheque({ chequeNo: '55100003' });
    expect((await detail('55100003')).json().code).toBe('CH007');
    const narrowed = await t.call({
      as: 'viewer',
      method: 'GET',
      url: '/masterdata/cheques/55100003?propertyCode=RVS&lang=EN&bankCode=004',
    });
    expect(narrowed.json().data.bankCode).toBe('004');
  });
});

describe('import', () => {
  const header =
    'chequeType,chequeNo,chequeDate,bankCode,branchCode,payerName,amount,balance,accountCode,bookNo,remark';
  async function upload(csv: string, as = 'accountant') {
    const { payload, headers } = await multipartPayload({}, [
      { field: 'file', name: 'cheques.csv', data: Buffer.from(csv) },
    ]);
    return t.call({
      as,
      method: 'POST',
      url: '/cheque/v1/import?lang=EN&propertyCode=RVS',
      payload,
      headers,
    });
  }
  const commit = (importId: string) =>
    t.call({
      as: 'accountant',
      method: 'POST',
      url: '/cheque/v1/import/commit',
      payload: { ...RVS, importId },
    });
  const countOf = async (numbers: string[]) =>
    (await t.database.db.select().from(cheque)).filter((c) => numbers.includes(c.chequeNo)).length;

  it('keeps a file with one bad row, lists why, and commits nothing from it', async () => {
    const csv = [
      header,
      '1,66100001,2031-06-01,002,0001,คุณเอ,1000.00,,,,',
      '1,6610002,2031-06-01,002,0001,คุณบี,0.50,,,,',
      '2,66100003,2031-06-01,004,,บริษัท ซี,2500,,1113,BK02,',
    ].join('\n');
    const res = await upload(csv);
    expect(res.statusCode).toBe(200);
    const batch = res.json().data;
    expect(batch).toMatchObject({ status: 'FAILED', rowCount: 3, errorCount: 1 });
    const bad = batch.rows.find((r: { rowNo: number }) => r.rowNo === 3);
    expect(bad.errors.map((e: { column: string; code: string }) => `${e.column}:${e.code}`).sort()).toEqual([
      'amount:min_value',
      'chequeNo:chequeNoDigits',
    ]);
    expect(batch.rows.find((r: { rowNo: number }) => r.rowNo === 2).errors).toEqual([]);

    const refused = await commit(batch.importId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CH009');
    expect(await countOf(['66100001', '66100003'])).toBe(0);

    const again = await t.call({
      as: 'viewer',
      method: 'GET',
      url: `/cheque/v1/import?lang=EN&propertyCode=RVS&importId=${batch.importId}`,
    });
    expect(again.json().data.errorCount).toBe(1);
  });

  it('commits a good file all at once, once, and gives the result as a workbook', async () => {
    const csv = [
      header,
      '1,66200001,2031-06-01,002,0001,คุณเอ,"1,000.00",400,,,',
      '2,66200002,2031-06-01,004,,บริษัท ซี,2500,,1113,BK02,ค่าซ่อม',
    ].join('\n');
    const batch = (await upload(csv)).json().data;
    expect(batch).toMatchObject({ status: 'VALIDATED', errorCount: 0, totalAmount: '3500.00' });
    const res = await commit(batch.importId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ chequeCount: 2, totalAmount: '3500.00' });
    const rows = (await t.database.db.select().from(cheque)).filter((c) => c.chequeNo.startsWith('662'));
    expect(rows.map((r) => [r.chequeNo, r.direction, r.amount, r.balance, r.accountCode]).sort()).toEqual([
      ['66200001', 'RECEIVED', '1000.00', '400.00', null],
      ['66200002', 'ISSUED', '2500.00', '2500.00', '1113'],
    ]);
    expect((await commit(batch.importId)).json().code).toBe('CH010');

    // The same file again: every row is now a duplicate.
    const dup = (await upload(csv)).json().data;
    expect(dup.errorCount).toBe(2);
    expect(dup.rows[0].errors[0].code).toBe('CH002');

    const xlsx = await t.call({
      as: 'viewer',
      method: 'POST',
      url: '/cheque/v1/import/excel',
      payload: { ...RVS, importId: dup.importId },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('chequeType');
    expect(String(sheet.getRow(2).getCell(14).value)).toContain('already exists');
  });

  it('flags a number repeated inside the file and an unknown bank', async () => {
    const csv = [
      header,
      '1,66300001,2031-06-01,002,0001,คุณเอ,100,,,,',
      '1,66300001,2031-06-01,002,0001,คุณเอ,100,,,,',
      '1,66300002,2031-06-01,999,,คุณบี,100,,,,',
    ].join('\n');
    const batch = (await upload(csv)).json().data;
    expect(batch.rows.map((r: { errors: { code: string }[] }) => r.errors.map((e) => e.code))).toEqual([
      [],
      ['CH002'],
      ['CH005'],
    ]);
  });

  it('refuses another property batch and the viewer', async () => {
    expect((await upload(`${header}\n1,66400001,2031-06-01,002,0001,x,100,,,,`, 'viewer')).statusCode).toBe(
      403,
    );
    const admin = await multipartPayload({}, [
      {
        field: 'file',
        name: 'c.csv',
        data: Buffer.from(`${header}\n1,66400002,2031-06-01,002,0001,x,100,,,,`),
      },
    ]);
    const skv = await t.call({
      as: 'admin',
      method: 'POST',
      url: '/cheque/v1/import?lang=EN&propertyCode=SKV',
      payload: admin.payload,
      headers: admin.headers,
    });
    const importId = skv.json().data.importId as string;
    const res = await commit(importId);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('CH008');
  });
});
