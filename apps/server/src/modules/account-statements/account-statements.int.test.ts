import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-text';
import { cashReceipt, issueInvoice } from '../../../test/receivables';
import { bangkokToday } from '../../platform/clock';
import { appUser, customer, property } from '../../platform/db/schema';
import { invoice } from '../invoices';
import { cancelReceiptInTx, type Actor } from '../receipts';
import { unit } from '../units';

/**
 * The statement of account of a unit and of its customer, against figures worked by hand: an invoice from before
 * the range (overdue today), one from before it partly paid, an invoice partly paid and credited in the range, and
 * a receipt cancelled a week after it was taken (its reversal on that later date, as the ledger has it). The closing
 * balance equals what the open items say is owed. Then bad ranges, another property's codes, and the PDF and
 * Excel read back.
 */
let t: TestApp;
let rvs = '';
const UNIT = 'A0303';
let customerCode = '';
const RVS = { lang: 'EN', propertyCode: 'RVS' } as const;

async function issue(invoiceDate: string, dueDate: string, amounts: string[]) {
  const res = await issueInvoice(t, { unitCode: UNIT, invoiceDate, dueDate, amounts });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { invoiceId: string; invoiceNo: string };
}

async function pay(receiptDate: string, invoiceNo: string, amount: string) {
  const res = await cashReceipt(t, { unitCode: UNIT, invoiceNo, amount, receiptDate });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { receiptId: string; receiptNo: string };
}

async function credit(creditNoteDate: string, invoiceNo: string, amount: string) {
  const res = await t.call({
    as: 'accountant',
    method: 'POST',
    url: '/creditnotes/save',
    payload: {
      ...RVS,
      creditNoteType: 1,
      unitCode: UNIT,
      creditNoteDate,
      description: 'ลดค่าบัตรผ่าน',
      lines: [{ invoiceNo, lineNo: 1, amount }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const note = res.json().data as { creditNoteNo: string; status: number };
  expect(note.status).toBe(4);
  return note;
}

const statementOf = (
  party: 'unit' | 'customer',
  code: string,
  from: string,
  to: string,
  propertyCode = 'RVS',
) =>
  t.call({
    as: 'viewer',
    method: 'GET',
    url: `/statements/${party}/${encodeURIComponent(code)}?propertyCode=${propertyCode}&lang=EN&from=${from}&to=${to}`,
  });

/** Every open invoice of the unit, as the open items (invoice.open_amount) have it: what the unit owes. */
async function openItemsOfUnit(): Promise<string> {
  const [row] = await t.database.db
    .select({ total: sql<string>`coalesce(sum(${invoice.openAmount}), 0)::text` })
    .from(invoice)
    .innerJoin(unit, eq(unit.id, invoice.unitId))
    .where(and(eq(invoice.propertyId, rvs), eq(unit.code, UNIT), eq(invoice.status, 'ISSUED')));
  return Number(row!.total).toFixed(2);
}

const days = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

let i0: { invoiceNo: string };
let i1: { invoiceNo: string };
let i2: { invoiceNo: string };
let i3: { invoiceNo: string };
let r1: { receiptNo: string };
let r2: { receiptNo: string };
let r3: { receiptNo: string; receiptId: string };
let cn: { creditNoteNo: string };

beforeAll(async () => {
  t = await createTestApp();
  rvs = (await t.database.db.select().from(property).where(eq(property.code, 'RVS')))[0]!.id;
  const detail = await t.call({
    as: 'viewer',
    method: 'GET',
    url: `/config/unit/detail/${UNIT}?propertyCode=RVS&lang=EN`,
  });
  customerCode = (detail.json().data as { owners: { customerCode: string }[] }).owners[0]!.customerCode;

  // Before the range: 300.00 overdue since 15/10/2026, and 1,500.00 of which 1,000.00 was paid.
  i0 = await issue('2026-10-01', '2026-10-15', ['300.00']);
  i1 = await issue('2031-01-05', '2031-01-20', ['1000.00', '500.00']);
  r1 = await pay('2031-01-15', i1.invoiceNo, '1000.00');
  // In the range: 2,000.00 charged, 800.00 paid, 200.00 credited; 700.00 charged, paid and the receipt cancelled.
  i2 = await issue('2031-02-05', '2031-02-20', ['2000.00']);
  r2 = await pay('2031-02-10', i2.invoiceNo, '800.00');
  cn = await credit('2031-02-12', i2.invoiceNo, '200.00');
  i3 = await issue('2031-03-05', '2031-03-20', ['700.00']);
  r3 = await pay('2031-03-08', i3.invoiceNo, '700.00');
  // A cheque returned a week later: the reversal is dated 15/03/2031.
  const [accountant] = await t.database.db.select().from(appUser).where(eq(appUser.username, 'accountant'));
  const actor = {
    user: accountant!,
    property: { id: rvs, code: 'RVS', nameTh: '', nameEn: '' },
    rights: null,
    lang: 'en',
  } as unknown as Actor;
  await t.database.db.transaction((tx) =>
    cancelReceiptInTx(tx, actor, r3.receiptId, 'เช็คคืน', { date: '2031-03-15' }),
  );
});
afterAll(() => t.close());

describe('statement of account', () => {
  it("lists a unit's invoices, receipts, credit note and cancelled receipt with running balances", async () => {
    const res = await statementOf('unit', UNIT, '2031-02-01', '2031-03-31');
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json().data;
    // Brought forward: 300.00 + 1,500.00 - 1,000.00.
    expect(s).toMatchObject({
      party: 'unit',
      code: UNIT,
      from: '2031-02-01',
      to: '2031-03-31',
      opening: '800.00',
    });
    expect(
      s.lines.map((l: Record<string, unknown>) => [
        l.date,
        l.kind,
        l.documentNo,
        l.debit,
        l.credit,
        l.balance,
      ]),
    ).toEqual([
      ['2031-02-05', 'INVOICE', i2.invoiceNo, '2000.00', '0.00', '2800.00'],
      ['2031-02-10', 'RECEIPT', r2.receiptNo, '0.00', '800.00', '2000.00'],
      ['2031-02-12', 'CREDIT_NOTE', cn.creditNoteNo, '0.00', '200.00', '1800.00'],
      ['2031-03-05', 'INVOICE', i3.invoiceNo, '700.00', '0.00', '2500.00'],
      ['2031-03-08', 'RECEIPT', r3.receiptNo, '0.00', '700.00', '1800.00'],
      ['2031-03-15', 'RECEIPT_CANCEL', r3.receiptNo, '700.00', '0.00', '2500.00'],
    ]);
    expect(s.lines[0]).toMatchObject({ dueDate: '2031-02-20', unitCode: UNIT, cancelled: false });
    expect(s.lines[1]).toMatchObject({ reference: i2.invoiceNo, cancelled: false });
    expect(s.lines[2]).toMatchObject({ reference: i2.invoiceNo });
    expect(s.lines[4]).toMatchObject({ cancelled: true, cancelReason: 'เช็คคืน' });
    expect(s.lines[5]).toMatchObject({ cancelled: true, cancelReason: 'เช็คคืน' });
    // 2,000 + 700 + 700 charged; 800 + 200 + 700 taken off; 800 + 3,400 - 1,700.
    expect(s).toMatchObject({ totalDebit: '3400.00', totalCredit: '1700.00', closing: '2500.00' });
  });

  it('opens at nil from the start of the book: the movements and the open items agree, for the unit and its customer', async () => {
    for (const [party, code] of [
      ['unit', UNIT],
      ['customer', customerCode],
    ] as const) {
      const s = (await statementOf(party, code, '2000-01-01', '2031-12-31')).json().data;
      expect(s.opening, `${party} ${code}`).toBe('0.00');
      expect(s.closing, `${party} ${code}`).toBe(s.balance);
    }
  });

  it('shows a receipt taken before the range only by its reversal within it', async () => {
    const s = (await statementOf('unit', UNIT, '2031-03-10', '2031-03-31')).json().data;
    // 2,500.00 owed at the end, less the 700.00 put back by the reversal on 15/03/2031.
    expect(s.opening).toBe('1800.00');
    expect(s.lines.map((l: Record<string, unknown>) => [l.date, l.kind, l.debit, l.balance])).toEqual([
      ['2031-03-15', 'RECEIPT_CANCEL', '700.00', '2500.00'],
    ]);
  });

  it('closes on what the open items say is owed, and lists the unpaid invoices with days overdue', async () => {
    const s = (await statementOf('unit', UNIT, '2031-01-01', '2031-12-31')).json().data;
    expect(s.closing).toBe('2500.00');
    expect(s.balance).toBe('2500.00');
    expect(await openItemsOfUnit()).toBe('2500.00');
    const today = bangkokToday();
    expect(s.today).toBe(today);
    expect(s.unpaid).toEqual([
      {
        invoiceNo: i0.invoiceNo,
        unitCode: UNIT,
        invoiceDate: '2026-10-01',
        dueDate: '2026-10-15',
        daysOverdue: Math.max(0, days('2026-10-15', today)),
        grandTotal: '300.00',
        outstanding: '300.00',
      },
      expect.objectContaining({ invoiceNo: i1.invoiceNo, daysOverdue: 0, outstanding: '500.00' }),
      expect.objectContaining({ invoiceNo: i2.invoiceNo, daysOverdue: 0, outstanding: '1000.00' }),
      expect.objectContaining({ invoiceNo: i3.invoiceNo, daysOverdue: 0, outstanding: '700.00' }),
    ]);
    expect(s.overdue).toBe(today > '2026-10-15' ? '300.00' : '0.00');
    expect(s.advance).toBe('0.00');
    // From the start of 2031: 300.00 brought forward, then I1 and R1 in the range.
    expect(s.opening).toBe('300.00');
    expect(s.lines[0]).toMatchObject({ kind: 'INVOICE', documentNo: i1.invoiceNo, balance: '1800.00' });
    expect(s.lines[1]).toMatchObject({ kind: 'RECEIPT', documentNo: r1.receiptNo, balance: '800.00' });
  });

  it('brings a cancelled receipt forward until its reversal, which shows on its own date', async () => {
    const s = (await statementOf('unit', UNIT, '2031-03-10', '2031-03-31')).json().data;
    // 800 + 2,000 - 800 - 200 + 700 - 700 before 10/03/2031.
    expect(s.opening).toBe('1800.00');
    expect(s.lines).toHaveLength(1);
    expect(s.lines[0]).toMatchObject({ kind: 'RECEIPT_CANCEL', debit: '700.00', balance: '2500.00' });
    // A range ending before the reversal leaves the receipt's credit standing.
    const before = (await statementOf('unit', UNIT, '2031-03-01', '2031-03-14')).json().data;
    expect(before.closing).toBe('1800.00');
    expect(before.lines.map((l: { kind: string }) => l.kind)).toEqual(['INVOICE', 'RECEIPT']);
  });

  it("gives the customer's statement the same figures (one unit billed to it)", async () => {
    const res = await statementOf('customer', customerCode.toLowerCase(), '2031-02-01', '2031-03-31');
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json().data;
    expect(s).toMatchObject({
      party: 'customer',
      code: customerCode,
      opening: '800.00',
      closing: '2500.00',
      balance: '2500.00',
      advance: null,
    });
    expect(s.name).not.toBe('');
    expect(s.lines).toHaveLength(6);
  });

  it('refuses a range that ends before it starts, and a missing date', async () => {
    const backwards = await statementOf('unit', UNIT, '2031-03-31', '2031-02-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toEqual([expect.objectContaining({ path: 'to', rule: 'rangeEnd' })]);
    const missing = await t.call({
      as: 'viewer',
      method: 'GET',
      url: `/statements/unit/${UNIT}?propertyCode=RVS&lang=EN&to=2031-02-01`,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual([expect.objectContaining({ path: 'from', rule: 'required' })]);
  });

  it("does not find another property's customer or unit, and refuses a property the user has no role on", async () => {
    const skv = (await t.database.db.select().from(property).where(eq(property.code, 'SKV')))[0]!.id;
    // A code only SKV has (customer codes are per property: both may have C00001).
    const [other] = await t.database.db
      .insert(customer)
      .values({ propertyId: skv, code: 'SKV-ONLY-1', ownerType: 'OWNER', firstNameTh: 'ลูกค้าโครงการอื่น' })
      .returning();
    expect(other).toBeDefined();
    const res = await statementOf('customer', other!.code, '2031-01-01', '2031-12-31');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'CU003', message: 'Customer not found.' });
    const unitRes = await statementOf('unit', 'H001', '2031-01-01', '2031-12-31');
    expect(unitRes.statusCode).toBe(404);
    expect(unitRes.json()).toMatchObject({ code: 'UN002' });
    const forbidden = await statementOf('customer', other!.code, '2031-01-01', '2031-12-31', 'SKV');
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('statement of account as files', () => {
  const file = (party: 'unit' | 'customer', code: string, kind: 'pdf' | 'excel', docLang: 'th' | 'en') =>
    t.call({
      as: 'viewer',
      method: 'GET',
      url: `/statements/${party}/${code}/${kind}?propertyCode=RVS&lang=EN&from=2031-02-01&to=2031-03-31&docLang=${docLang}`,
    });

  it('prints the statement in Thai and in English', async () => {
    const thai = await file('unit', UNIT, 'pdf', 'th');
    expect(thai.statusCode).toBe(200);
    expect(thai.headers['content-type']).toBe('application/pdf');
    const th = await pdfText(thai.rawPayload);
    expect(th).toContain('ใบแจ้งยอดบัญชี');
    expect(th).toContain('01/02/2574 - 31/03/2574');
    expect(th).toMatch(/ยอดยกมา\s+800\.00/);
    for (const no of [i2.invoiceNo, r2.receiptNo, cn.creditNoteNo, i3.invoiceNo, r3.receiptNo])
      expect(th).toContain(no);
    expect(th).toContain('ยกเลิกใบเสร็จรับเงิน');
    expect(th).toContain('2,800.00');
    expect(th).toMatch(/รวม\s+3,400\.00\s+1,700\.00/);
    expect(th).toMatch(/ยอดคงเหลือ ณ วันที่ 31\/03\/2574\s+2,500\.00/);
    expect(th).toContain(i0.invoiceNo);
    expect(th).toMatch(/ยอดค้างชำระทั้งสิ้น\s+2,500\.00/);

    const english = await file('customer', customerCode, 'pdf', 'en');
    expect(english.statusCode).toBe(200);
    const en = await pdfText(english.rawPayload);
    expect(en).toContain('Statement of Account');
    expect(en).toContain('01/02/2031 - 31/03/2031');
    expect(en).toMatch(/Balance brought forward\s+800\.00/);
    expect(en).toContain('Receipt cancelled');
    expect(en).toMatch(/Total owed\s+2,500\.00/);
  });

  it('exports the lines and the unpaid invoices to Excel with numeric amounts', async () => {
    const res = await file('unit', UNIT, 'excel', 'en');
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const [lines, unpaid] = book.worksheets;
    expect(lines!.getRow(2).getCell(7).value).toBe(800);
    expect(lines!.getRow(3).getCell(2).value).toBe(i2.invoiceNo);
    expect(lines!.getRow(3).getCell(7).value).toBe(2800);
    expect(lines!.getRow(lines!.rowCount).getCell(7).value).toBe(2500);
    expect(unpaid!.getRow(unpaid!.rowCount).getCell(7).value).toBe(2500);
  });
});
