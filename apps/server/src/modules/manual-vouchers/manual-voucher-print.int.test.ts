import {
  decimalStringToSatang,
  formatMoney,
  ruleMessage,
  type Lang,
  type ManualVoucherDetail,
} from '@suanklang/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { appUser, property, userPropertyRole } from '../../platform/db/schema';
import { journalEntry } from '../ledger';
import { printedVoucher, renderVoucherPdf } from './voucher-pdf';

/**
 * The journal voucher's print (A4 PDF) and the month's vouchers as a workbook: read with the detail's rights
 * (the print) and the G/L list's (the workbook), another property's number not found, the figures those of the
 * vouchers saved.
 */
let t: TestApp;
const RVS = { lang: 'EN', propertyCode: 'RVS' } as const;
/** A month long ended that no other call of this file touches. */
const PERIOD = '2024-07';
const PROPERTY = { name: 'นิติบุคคลอาคารชุด ริเวอร์ไซด์', address: null, taxId: null };

/** Voucher numbers by what they show. */
const no: Record<'approved' | 'long' | 'withdrawn' | 'pending' | 'signed' | 'reversed', string> = {
  approved: '',
  long: '',
  withdrawn: '',
  pending: '',
  signed: '',
  reversed: '',
};

const get = (url: string, as = 'accountant') => t.call({ as, method: 'GET', url });
const codeOf = (res: { json: () => unknown }) => (res.json() as { code?: string }).code;

/** A line as the client sends it: the account, one side, maybe a description and a unit. */
type Line = Partial<Record<'description' | 'debit' | 'credit' | 'unitCode', string | undefined>> & {
  accountCode: string;
};
async function save(description: string, lines: Line[], day = '10') {
  const res = await t.call({
    as: 'accountant',
    method: 'POST',
    url: '/gl/manualvoucher/save',
    payload: { ...RVS, voucherDate: `${PERIOD}-${day}`, description, lines },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().data as { voucherNo: string }).voucherNo;
}
const put = (url: string, payload: Record<string, unknown>, as = 'accountant') =>
  t.call({ as, method: 'PUT', url, payload: { ...RVS, ...payload } });
const cancel = (voucherNo: string) => put('/gl/manualvoucher/cancel', { voucherNo, reason: 'บันทึกซ้ำ' });
const approve = (documentNo: string) =>
  put('/pendingapproval/approve', { documentType: 'JV', documentNo, action: 'approve' }, 'approver');

async function detail(voucherNo: string, lang: 'TH' | 'EN' = 'TH') {
  const res = await get(`/gl/manualvoucher/${voucherNo}?propertyCode=RVS&lang=${lang}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ManualVoucherDetail;
}

/** The text the PDF of a voucher puts on its pages, read through the renderer's seam. */
async function printedText(shown: ManualVoucherDetail, lang: Lang = 'th') {
  const reversal = shown.reversalEntryId
    ? (await t.database.db.select().from(journalEntry).where(eq(journalEntry.id, shown.reversalEntryId))).map(
        (e) => ({ documentNo: e.documentNo, date: e.entryDate }),
      )[0]!
    : null;
  const texts: string[] = [];
  const pdf = await renderVoucherPdf(printedVoucher(shown, { lang, property: PROPERTY, reversal }), {
    onText: (s) => texts.push(s),
  });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  return texts;
}

const accrual = [
  { accountCode: '5110', description: 'รปภ. ก.ค.', debit: '12500.75', unitCode: 'A0101' },
  { accountCode: '5110', description: 'รปภ. เพิ่มเติม', debit: '1000.25' },
  { accountCode: '2120', description: 'ค้างจ่าย', credit: '13501.00' },
];
const small = (amount: string) => [
  { accountCode: '5110', debit: amount },
  { accountCode: '2120', credit: amount },
];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // A user of RVS whose menus hold neither the G/L screen nor the pending approvals.
  const [rvs] = await db.select().from(property).where(eq(property.code, 'RVS'));
  const [other] = await db
    .insert(appUser)
    .values({ username: 'invoiceclerk', firstName: 'Invoice', lastName: 'Clerk', isAdmin: false })
    .returning();
  await db
    .insert(userPropertyRole)
    .values({ userId: other!.id, propertyId: rvs!.id, roleCode: 'VIEWER', objects: ['INVOICE'] });

  // Without an approval step a voucher posts at once.
  no.approved = await save('ตั้งค่ารักษาความปลอดภัยค้างจ่าย ก.ค.', accrual);
  no.long = await save(
    'ปรับปรุงรายการประจำเดือนหลายรายการ',
    Array.from({ length: 60 }, (_v, i) =>
      i % 2 === 0
        ? { accountCode: '5110', description: `รายการที่ ${i + 1}`, debit: '10.00' }
        : { accountCode: '2120', description: `รายการที่ ${i + 1}`, credit: '10.00' },
    ),
    '11',
  );
  // With a step: one waits, one is approved by the approver, one approved and then cancelled by reversal.
  const [approver] = await db.select().from(appUser).where(eq(appUser.username, 'approver'));
  const step = await t.call({
    as: 'manager',
    method: 'POST',
    url: '/properties/approver',
    payload: { ...RVS, documentType: 'JV', description: 'ผู้จัดการ', userIds: [approver!.id] },
  });
  expect(step.statusCode, step.body).toBe(201);
  no.withdrawn = await save('ถอนก่อนอนุมัติ', small('300.00'), '12');
  expect((await cancel(no.withdrawn)).statusCode).toBe(200);
  no.pending = await save('รออนุมัติ', small('400.00'), '13');
  no.signed = await save('อนุมัติแล้ว', small('500.00'), '14');
  expect((await approve(no.signed)).statusCode).toBe(200);
  no.reversed = await save('อนุมัติแล้วยกเลิก', small('600.00'), '15');
  expect((await approve(no.reversed)).statusCode).toBe(200);
  expect((await cancel(no.reversed)).statusCode).toBe(200);
}, 120_000);
afterAll(() => t.close());

describe('the journal voucher print', () => {
  it('answers an A4 PDF in Thai with the title, number, lines, totals in figures and words, and who made it', async () => {
    const res = await get(`/gl/manualvoucher/${no.approved}/pdf?propertyCode=RVS&lang=TH`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${no.approved}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const english = await get(`/gl/manualvoucher/${no.approved}/pdf?propertyCode=RVS&lang=TH&docLang=en`);
    expect(english.statusCode).toBe(200);
    expect(english.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const shown = await detail(no.approved);
    expect(shown.total).toBe('13501.00');
    const texts = await printedText(shown);
    expect(texts).toEqual(
      expect.arrayContaining([
        PROPERTY.name,
        'ใบสำคัญทั่วไป',
        `เลขที่ ${no.approved}`,
        'วันที่ 10/07/2567',
        'คำอธิบาย: ตั้งค่ารักษาความปลอดภัยค้างจ่าย ก.ค.',
        '5110',
        'รปภ. ก.ค.',
        'A0101',
        '12,500.75',
        '1,000.25',
        '13,501.00',
        'จำนวนเงิน (ตัวอักษร): หนึ่งหมื่นสามพันห้าร้อยเอ็ดบาทถ้วน',
        'ผู้จัดทำ',
        'ผู้ตรวจสอบ',
        'ผู้อนุมัติ',
        `(${shown.createdBy})`,
        'หน้า 1/1',
      ]),
    );
    // Debit and credit totals, equal.
    expect(texts.filter((s) => s === formatMoney(decimalStringToSatang(shown.total)))).toHaveLength(3);
    // An approved voucher carries no state line and no mark.
    expect(texts.some((s) => s.startsWith('สถานะ'))).toBe(false);
    expect(texts).not.toContain('ยกเลิก');

    const en = await printedText(await detail(no.approved, 'EN'), 'en');
    expect(en).toEqual(
      expect.arrayContaining([
        'Journal Voucher',
        `No. ${no.approved}`,
        'Date 10/07/2024',
        'Total',
        '13,501.00',
        'Prepared by',
        'Page 1 of 1',
      ]),
    );
  });

  it('numbers the pages of a voucher whose lines run over one page, totals on the last', async () => {
    const shown = await detail(no.long);
    const texts = await printedText(shown);
    expect(texts).toEqual(expect.arrayContaining(['หน้า 1/2', 'หน้า 2/2', 'รายการที่ 60', '300.00']));
    // The number and the column titles on both pages.
    expect(texts.filter((s) => s === `เลขที่ ${no.long}`)).toHaveLength(2);
    expect(texts.filter((s) => s === 'เดบิต')).toHaveLength(2);
    const secondPage = texts.lastIndexOf(`เลขที่ ${no.long}`);
    expect(texts.indexOf('รายการที่ 60')).toBeGreaterThan(secondPage);
    expect(texts.indexOf('300.00')).toBeGreaterThan(secondPage);
  });

  it('shows the state of a voucher that does not stand approved, and the approver once approved', async () => {
    const pending = await printedText(await detail(no.pending));
    expect(pending).toContain('สถานะ: รออนุมัติ (ยังไม่ได้บันทึกบัญชี)');

    const signed = await detail(no.signed);
    const approver = signed.approval!.details[0]!;
    expect(approver.approver).toBeTruthy();
    const signedText = await printedText(signed);
    expect(signedText).toContain(`(${approver.approver})`);
    expect(signedText.some((s) => s.startsWith('สถานะ'))).toBe(false);

    const withdrawn = await printedText(await detail(no.withdrawn));
    expect(withdrawn).toEqual(
      expect.arrayContaining(['สถานะ: ยกเลิก · เหตุผล: บันทึกซ้ำ', 'ยกเลิกก่อนอนุมัติ ไม่มีการบันทึกบัญชี', 'ยกเลิก']),
    );

    const reversed = await detail(no.reversed);
    expect(reversed.reversalEntryId).not.toBeNull();
    const reversedText = await printedText(reversed);
    expect(reversedText.find((s) => s.startsWith('กลับรายการด้วยรายการบัญชีเลขที่'))).toMatch(
      new RegExp(`^กลับรายการด้วยรายการบัญชีเลขที่ ${no.reversed} ลงวันที่ \\d\\d/\\d\\d/25\\d\\d$`),
    );
    expect(reversedText).toContain('ยกเลิก');
    // The approval still signs the voucher it approved.
    expect(reversedText).toContain(`(${reversed.approval!.details[0]!.approver})`);
    const en = await printedText(await detail(no.reversed, 'EN'), 'en');
    expect(en).toContain('CANCELLED');
  });

  it("is read as the detail: another property's number is not found, a user without the right is refused", async () => {
    const pdf = (voucherNo: string, as: string, code = 'RVS') =>
      get(`/gl/manualvoucher/${voucherNo}/pdf?propertyCode=${code}&lang=EN`, as);
    const detailOf = (voucherNo: string, as: string, code = 'RVS') =>
      get(`/gl/manualvoucher/${voucherNo}?propertyCode=${code}&lang=EN`, as);
    // RVS's number asked under SKV, by a user of both: not found there, as the detail answers.
    for (const call of [pdf, detailOf]) {
      const other = await call(no.approved, 'admin', 'SKV');
      expect(other.statusCode).toBe(404);
      expect(codeOf(other)).toBe('GL019');
      // A property the user has no rights on.
      expect(codeOf(await call(no.approved, 'accountant', 'SKV'))).toBe('ST004');
      // Neither the G/L screen nor the pending approvals.
      const clerk = await call(no.approved, 'invoiceclerk');
      expect(clerk.statusCode).toBe(403);
      expect(codeOf(clerk)).toBe('ST005');
    }
    // The approver reads it from the pending approvals, and prints it.
    expect((await pdf(no.signed, 'approver')).statusCode).toBe(200);
    expect((await pdf('JV000000000', 'accountant')).statusCode).toBe(404);
  });
});

describe("the month's journal vouchers as Excel", () => {
  async function workbook(query: string, as = 'accountant') {
    const res = await get(`/gl/manualvoucher/excel?propertyCode=RVS&${query}`, as);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return { sheet: book.worksheets[0]!, res };
  }
  /** A workbook cell's number in satang (the cells hold numbers with two decimals). */
  const satangOf = (value: ExcelJS.CellValue) => {
    expect(typeof value).toBe('number');
    return Math.round(Number(value) * 100);
  };

  it("holds every voucher's lines as numbers adding up to the voucher's totals, and the grand total", async () => {
    const { sheet, res } = await workbook(`lang=TH&period=${PERIOD}`);
    expect(res.headers['content-disposition']).toContain(`journal-vouchers-RVS-${PERIOD}.xlsx`);
    expect(sheet.getRow(1).getCell(1).value).toEqual(expect.stringMatching(/\S/));
    expect(sheet.getRow(2).getCell(1).value).toBe('ใบสำคัญทั่วไป');
    expect(sheet.getRow(3).getCell(1).value).toBe('งวด 07/2567');
    expect(sheet.getRow(4).getCell(9).value).toBe('เดบิต');
    expect(sheet.getRow(4).getCell(10).value).toBe('เครดิต');

    const rows = Array.from({ length: sheet.rowCount - 4 }, (_v, i) => sheet.getRow(5 + i));
    let standing = 0;
    for (const [key, voucherNo] of Object.entries(no)) {
      const shown = await detail(voucherNo);
      const mine = rows.filter((r) => r.getCell(1).value === voucherNo);
      const lines = mine.slice(0, -1);
      const total = mine.at(-1)!;
      expect(lines, key).toHaveLength(shown.lines.length);
      lines.forEach((row, i) => {
        const line = shown.lines[i]!;
        expect(row.getCell(2).value).toBe(shown.voucherDate.replace(/^2024-07-(\d\d)$/, '$1/07/2567'));
        expect(row.getCell(3).value).toBe(shown.statusDescription);
        expect(row.getCell(4).value).toBe(shown.description);
        expect(row.getCell(5).value).toBe(line.accountCode);
        expect(row.getCell(6).value).toBe(line.accountName);
        expect(satangOf(row.getCell(9).value)).toBe(decimalStringToSatang(line.debit));
        expect(satangOf(row.getCell(10).value)).toBe(decimalStringToSatang(line.credit));
        expect(row.getCell(9).numFmt).toBe('#,##0.00');
      });
      const debit = lines.reduce((s, r) => s + satangOf(r.getCell(9).value), 0);
      const credit = lines.reduce((s, r) => s + satangOf(r.getCell(10).value), 0);
      expect(debit, key).toBe(decimalStringToSatang(shown.total));
      expect(credit, key).toBe(decimalStringToSatang(shown.total));
      expect(total.getCell(4).value).toBe('รวมใบสำคัญ');
      expect(satangOf(total.getCell(9).value)).toBe(debit);
      expect(satangOf(total.getCell(10).value)).toBe(credit);
      if (shown.status !== 2 && shown.status !== 3) standing += debit;
    }
    // The unit is written where a line names one.
    expect(rows.find((r) => r.getCell(8).value === 'A0101')?.getCell(1).value).toBe(no.approved);
    const grand = sheet.getRow(sheet.rowCount);
    expect(grand.getCell(1).value).toBe('รวมทั้งสิ้น');
    // The approved and the waiting vouchers; the withdrawn and the reversed are listed but not counted.
    expect(standing).toBe(1_350_100 + 30_000 + 40_000 + 50_000);
    expect(satangOf(grand.getCell(9).value)).toBe(standing);
    expect(satangOf(grand.getCell(10).value)).toBe(standing);
  });

  it('writes English headings with docLang, an empty month with a zero total', async () => {
    const { sheet } = await workbook(`lang=TH&period=${PERIOD}&docLang=en`);
    expect(sheet.getRow(2).getCell(1).value).toBe('Journal Vouchers');
    expect(sheet.getRow(3).getCell(1).value).toBe('Period 07/2024');
    expect(sheet.getRow(4).getCell(1).value).toBe('No.');
    const empty = (await workbook('lang=EN&period=2024-08')).sheet;
    expect(empty.getRow(5).getCell(1).value).toBe('No journal vouchers in this period');
    expect(empty.getRow(6).getCell(9).value).toBe(0);
  });

  it("is read with the G/L list's right, and refuses a bad period with the catalogue's message", async () => {
    const url = (query: string) => `/gl/manualvoucher/excel?propertyCode=RVS&lang=EN&${query}`;
    expect((await get(url(`period=${PERIOD}`), 'viewer')).statusCode).toBe(200);
    for (const as of ['approver', 'invoiceclerk']) {
      const refused = await get(url(`period=${PERIOD}`), as);
      expect(refused.statusCode, as).toBe(403);
      expect(codeOf(refused)).toBe('ST005');
    }
    expect(codeOf(await get(url(`period=${PERIOD}`).replace('RVS', 'SKV')))).toBe('ST004');
    for (const [query, rule] of [
      ['period=2024-13', 'invalidFormat'],
      ['period=07/2567', 'invalidFormat'],
      ['', 'required'],
    ] as const) {
      const bad = await get(url(query));
      expect(bad.statusCode, query).toBe(400);
      const body = bad.json<{ code: string; fields: { path: string; message: string }[] }>();
      expect(body.code).toBe('ST001');
      expect(body.fields).toEqual([{ path: 'period', rule, message: ruleMessage('en', rule) }]);
    }
    const thai = await get(`/gl/manualvoucher/excel?propertyCode=RVS&lang=TH&period=2024-13`);
    expect(thai.json<{ fields: { message: string }[] }>().fields[0]!.message).toBe(
      ruleMessage('th', 'invalidFormat'),
    );
    // Another property's vouchers never appear: SKV's month holds none of RVS's.
    const skv = await get(`/gl/manualvoucher/excel?propertyCode=SKV&lang=EN&period=${PERIOD}`, 'admin');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(skv.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(5).getCell(1).value).toBe('No journal vouchers in this period');
  });
});
