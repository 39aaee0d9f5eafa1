import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decimalStringToSatang, type BudgetSummary } from '@suanklang/shared';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bangkokToday } from '../../platform/clock';
import type { Tx } from '../../platform/db/client';
import { property } from '../../platform/db/schema';
import { multipartPayload } from '../../platform/files/test-support';
import { budgetItem } from '../config-budget-item';
import { postDocument } from '../ledger';
import { renderReportPdf } from '../ledger-reports';
import { budgetGridFile, operatingBudgetFile, readAmount } from './budget-files';

let t: TestApp;
let rvs: string;
beforeAll(async () => {
  t = await createTestApp();
  const [p] = await t.database.db.select().from(property).where(eq(property.code, 'RVS'));
  rvs = p!.id;
}, 120_000);
afterAll(() => t.close());

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
type Cell = { budgetItemCode: string; month: number; amount: string };

const get = (url: string, as = 'viewer') => t.call({ as, method: 'GET', url });
async function save(year: number, lines: Cell[], propertyCode = 'RVS', as = 'accountant') {
  const res = await t.call({
    as,
    method: 'POST',
    url: '/budget/save',
    payload: { lang: 'EN', propertyCode, year, lines },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.budgetHeaderID as string;
}
async function workbook(url: string, as = 'viewer') {
  const res = await get(url, as);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return { book, sheet: book.worksheets[0]!, res };
}
async function upload(data: Buffer, as = 'accountant', lang = 'EN', name = 'budget.xlsx') {
  const form = await multipartPayload({}, [{ field: 'file', name, data, type: XLSX }]);
  return t.call({ as, method: 'POST', url: `/budget/import?propertyCode=RVS&lang=${lang}`, ...form });
}
const bufferOf = async (book: ExcelJS.Workbook) => Buffer.from(await book.xlsx.writeBuffer());
/** The row number of the table's heading (its first cell is the item code's title). */
const headingRow = (sheet: ExcelJS.Worksheet, title = 'Item code') => {
  let at = 0;
  sheet.eachRow((row, n) => {
    if (!at && row.getCell(1).value === title) at = n;
  });
  expect(at).toBeGreaterThan(0);
  return at;
};
/** A workbook number in satang: the cell holds the decimal text's value; rounding only undoes the binary form. */
const satangOf = (value: ExcelJS.CellValue) => (value === null ? null : Math.round(Number(value) * 100));
const satang = (text: string | null) => (text === null ? null : decimalStringToSatang(text));

/** An expense the ledger holds: Dr the account, Cr cash, on the date. */
async function spend(accountCode: string, date: string, amount: number) {
  await t.database.db.transaction((tx: Tx) =>
    postDocument(tx, {
      propertyId: rvs,
      userId: null,
      documentType: 'JV',
      date,
      journal: (no) => ({
        draft: {
          documentType: 'JV',
          documentNo: no,
          date,
          lines: [
            { accountCode, side: 'debit' as const, amount },
            { accountCode: '1111', side: 'credit' as const, amount },
          ],
        },
        sourceId: null,
      }),
      write: async () => {},
      audit: () => null,
    }),
  );
}

describe('the operating budget report', () => {
  it('writes the summary’s own figures: every month, the year and the year to date, and the totals', async () => {
    const id = await save(2071, [
      { budgetItemCode: 'BG-LIFT', month: 1, amount: '3000.00' },
      { budgetItemCode: 'BG-LIFT', month: 2, amount: '0.01' },
      { budgetItemCode: 'BG-SEC', month: 12, amount: '10000.33' },
    ]);
    expect(
      (
        await t.call({
          as: 'manager',
          method: 'PUT',
          url: '/budget/confirm',
          payload: { lang: 'EN', propertyCode: 'RVS', budgetHeaderID: id },
        })
      ).statusCode,
    ).toBe(200);
    await spend('5130', '2071-01-05', 100_050);
    await spend('5130', '2071-02-10', 350_001);
    const summary = (await get('/budget/summary?propertyCode=RVS&lang=EN&year=2071')).json()
      .data as BudgetSummary;

    const { sheet, res } = await workbook('/budget/summary/excel?propertyCode=RVS&lang=EN&year=2071');
    expect(res.headers['content-disposition']).toContain('operating-budget-RVS-2071.xlsx');
    expect(sheet.getRow(2).getCell(1).value).toBe('Operating budget');
    expect(sheet.getRow(3).getCell(1).value).toBe('Fiscal year 2071');
    expect(sheet.getRow(4).getCell(1).value).toBe('Status Confirmed');
    const head = headingRow(sheet);
    expect(sheet.getRow(head).getCell(4).value).toBe('Jan 2071 Budget');
    expect(sheet.getRow(head).getCell(5).value).toBe('Jan 2071 Actual');
    expect(sheet.getRow(head).getCell(28).value).toBe('Budget (year)');
    expect(sheet.getRow(head).getCell(33).value).toBe('YTD Budget');

    const figures = (
      r: Omit<BudgetSummary['rows'][number], 'budgetItemCode' | 'description' | 'accountCode'>,
    ) =>
      [
        ...r.cells.flatMap((c) => [c.budget, c.actual]),
        ...[r.year, r.yearToDate].flatMap((f) => [f.budget, f.committed, f.actual, f.available]),
      ].map(satang);
    const written = (n: number) => {
      const row = sheet.getRow(n);
      const amounts = [
        ...Array.from({ length: 24 }, (_x, i) => row.getCell(4 + i).value),
        ...[28, 29, 30, 31, 33, 34, 35, 36].map((c) => row.getCell(c).value),
      ];
      return amounts.map((v) => satangOf(v));
    };
    summary.rows.forEach((r, i) => {
      const row = sheet.getRow(head + 1 + i);
      expect(row.getCell(1).value).toBe(r.budgetItemCode);
      expect(row.getCell(2).value).toBe(r.description);
      expect(row.getCell(3).value).toBe(r.accountCode);
      expect(written(head + 1 + i)).toEqual(figures(r));
      expect(row.getCell(32).value).toBe(r.year.percentUsed === null ? null : Number(r.year.percentUsed));
    });
    const totals = head + 1 + summary.rows.length;
    expect(sheet.getRow(totals).getCell(1).value).toBe('Total');
    expect(written(totals)).toEqual(figures(summary.totals));
    expect(totals).toBe(sheet.rowCount);

    // The lift row: 3,000.00 budget and 1,000.50 spent in January; 0.01 budget and 3,500.01 spent in February.
    const lift = sheet.getRow(head + 1 + summary.rows.findIndex((r) => r.budgetItemCode === 'BG-LIFT'));
    expect([4, 5, 6, 7].map((c) => lift.getCell(c).value)).toEqual([3000, 1000.5, 0.01, 3500.01]);
    expect(lift.getCell(31).value).toBe(-1500.5);
    // Money cells are numbers shown with two decimals.
    expect(lift.getCell(4).numFmt).toBe('#,##0.00');
    expect(lift.getCell(32).numFmt).toBe('0.00');

    const pdf = await get('/budget/summary/pdf?propertyCode=RVS&lang=EN&year=2071&docLang=th');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('operating-budget-RVS-2071.pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The PDF's text, in Thai: property, title, year, printed date, the year's and the year to date's figures.
    const th = (await get('/budget/summary?propertyCode=RVS&lang=TH&year=2071')).json().data as BudgetSummary;
    const texts: string[] = [];
    await renderReportPdf(operatingBudgetFile(th, 'th', 'ริเวอร์ไซด์', true), { onText: (x) => texts.push(x) });
    const today = bangkokToday();
    const printed = `${today.slice(8, 10)}/${today.slice(5, 7)}/${Number(today.slice(0, 4)) + 543}`;
    expect(texts).toEqual(
      expect.arrayContaining([
        'ริเวอร์ไซด์',
        'รายงานงบประมาณดำเนินงาน',
        `ปีงบประมาณ 2614 · สถานะ ยืนยันแล้ว · สะสมถึง ธ.ค. 2614 · พิมพ์วันที่ ${printed}`,
        'งบประมาณ ทั้งปี',
        'งบประมาณ สะสม',
        '% ใช้ไป ทั้งปี',
        '3,000.01',
        '4,500.51',
        '-1,500.50',
        '150.02',
        'หน้า 1/1',
      ]),
    );
    const english: string[] = [];
    await renderReportPdf(operatingBudgetFile(summary, 'en', 'Riverside', true), {
      onText: (x) => english.push(x),
    });
    expect(english).toEqual(expect.arrayContaining(['Operating budget', 'YTD Actual', 'Page 1 of 1']));
  });

  it('reports a year without a budget, and refuses a year out of range', async () => {
    const { sheet } = await workbook('/budget/summary/excel?propertyCode=RVS&lang=TH&year=2099');
    expect(sheet.getRow(2).getCell(1).value).toBe('รายงานงบประมาณดำเนินงาน');
    expect(sheet.getRow(4).getCell(1).value).toBe('สถานะ ยังไม่มีงบประมาณ');
    expect(sheet.getRow(sheet.rowCount).getCell(4).value).toBe(0);
    const bad = await get('/budget/summary/excel?propertyCode=RVS&lang=EN&year=1999');
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'ST001' });
  });
});

describe('the budget grid as files', () => {
  it('exports the grid, and the file sent back (as it is, or edited) gives the same grid to review', async () => {
    const lines: Cell[] = [
      { budgetItemCode: 'BG-LIFT', month: 1, amount: '1234.56' },
      { budgetItemCode: 'BG-LIFT', month: 12, amount: '0.01' },
      { budgetItemCode: 'BG-SEC', month: 6, amount: '99999999.99' },
    ];
    const id = await save(2072, lines);
    const { sheet, book, res } = await workbook(
      `/budget/excel?propertyCode=RVS&lang=EN&budgetHeaderID=${id}`,
    );
    expect(res.headers['content-disposition']).toContain('budget-RVS-2072.xlsx');
    expect(sheet.getRow(2).getCell(1).value).toBe('Annual budget');
    expect([3, 4, 5].map((n) => sheet.getRow(n).getCell(1).value)).toEqual([
      'Fiscal year 2072',
      'Status Draft',
      'Revision 0',
    ]);
    const head = headingRow(sheet);
    expect(sheet.getRow(head).values).toEqual([
      undefined,
      'Item code',
      'Budget item',
      'Account',
      ...Array.from(
        { length: 12 },
        (_x, i) =>
          `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][i]} 2072`,
      ),
      'Year total',
    ]);
    const rowOf = (code: string) => {
      for (let n = head + 1; n <= sheet.rowCount; n++)
        if (sheet.getRow(n).getCell(1).value === code) return sheet.getRow(n);
      throw new Error(`no row ${code}`);
    };
    expect(rowOf('BG-LIFT').getCell(4).value).toBe(1234.56);
    expect(rowOf('BG-LIFT').getCell(16).value).toBe(1234.57);
    expect(rowOf('BG-SEC').getCell(9).value).toBe(99999999.99);
    // Every active item has its row (the file is also the form to fill), with zeros.
    expect(rowOf('BG-CLN').getCell(4).value).toBe(0);
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).value).toBe('Total');
    expect(last.getCell(16).value).toBe(100001234.56);

    // Sent back as it is: the same non-zero cells, and every month of every row.
    const same = await upload(await bufferOf(book));
    expect(same.statusCode, same.body).toBe(200);
    const cells = same.json().data as Cell[];
    expect(cells.filter((c) => c.amount !== '0.00')).toEqual(
      expect.arrayContaining(lines.map((l) => ({ ...l }))),
    );
    expect(cells.filter((c) => c.amount !== '0.00')).toHaveLength(3);
    expect(cells.length % 12).toBe(0);
    expect(cells.length / 12).toBe(head ? sheet.rowCount - head - 1 : 0);

    // Edited: a month changed, one typed as text with separators, one emptied.
    rowOf('BG-LIFT').getCell(5).value = 500.5;
    rowOf('BG-CLN').getCell(7).value = '1,000.10';
    rowOf('BG-SEC').getCell(9).value = null;
    const edited = await upload(await bufferOf(book));
    expect(edited.statusCode, edited.body).toBe(200);
    const nonZero = (edited.json().data as Cell[]).filter((c) => c.amount !== '0.00');
    expect(nonZero).toEqual(
      expect.arrayContaining([
        { budgetItemCode: 'BG-LIFT', month: 1, amount: '1234.56' },
        { budgetItemCode: 'BG-LIFT', month: 2, amount: '500.50' },
        { budgetItemCode: 'BG-LIFT', month: 12, amount: '0.01' },
        { budgetItemCode: 'BG-CLN', month: 4, amount: '1000.10' },
      ]),
    );
    expect(nonZero).toHaveLength(4);
    // Nothing was saved by the import; saving the reviewed cells makes the budget the file's.
    const before = (await get(`/budget/detail?propertyCode=RVS&lang=EN&budgetHeaderID=${id}`)).json().data;
    expect(before.total).toBe('100001234.56');
    const modify = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/budget/modify',
      payload: { lang: 'EN', propertyCode: 'RVS', budgetHeaderID: id, lines: nonZero },
    });
    expect(modify.statusCode, modify.body).toBe(200);
    const again = await workbook(`/budget/excel?propertyCode=RVS&lang=TH&budgetHeaderID=${id}`);
    expect(again.sheet.getRow(again.sheet.rowCount).getCell(16).value).toBe(2735.17);
    expect(again.sheet.getRow(headingRow(again.sheet, 'รหัสรายการ')).getCell(4).value).toBe('ม.ค. 2615');
    // The Thai file imports too.
    const thai = await upload(await bufferOf(again.book), 'accountant', 'TH');
    expect((thai.json().data as Cell[]).filter((c) => c.amount !== '0.00')).toHaveLength(4);

    const pdf = await get(`/budget/pdf?propertyCode=RVS&lang=EN&budgetHeaderID=${id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const detail = (await get(`/budget/detail?propertyCode=RVS&lang=TH&budgetHeaderID=${id}`)).json().data;
    const texts: string[] = [];
    const rows = detail.items.map((i: { budgetItemCode: string }) => i);
    await renderReportPdf(budgetGridFile(detail, rows, 'th', 'ริเวอร์ไซด์', true), {
      onText: (x) => texts.push(x),
    });
    expect(texts).toEqual(
      expect.arrayContaining(['งบประมาณประจำปี', 'ม.ค. 2615', 'รวมทั้งปี', '1,234.56', '2,735.17', 'หน้า 1/1']),
    );
    expect(texts.some((x) => x.startsWith('ปีงบประมาณ 2615 · สถานะ ฉบับร่าง · ฉบับแก้ไขครั้งที่ 0'))).toBe(true);
  });

  it("answers another property's budget as not found, and refuses users without the screen's rights", async () => {
    const skv = await save(2073, [{ budgetItemCode: 'BG-AGM', month: 1, amount: '1.00' }], 'SKV', 'admin');
    for (const path of ['/budget/excel', '/budget/pdf']) {
      const res = await get(`${path}?propertyCode=RVS&lang=EN&budgetHeaderID=${skv}`, 'manager');
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'BG101', message: 'Budget not found.' });
      // The manager has no rights on the other property at all.
      expect(
        (await get(`${path}?propertyCode=SKV&lang=EN&budgetHeaderID=${skv}`, 'manager')).json().code,
      ).toBe('ST004');
    }
    const rvsId = await save(2074, [{ budgetItemCode: 'BG-LIFT', month: 1, amount: '1.00' }]);
    // The approver does not read the budget screen: no files either.
    for (const url of [
      `/budget/excel?propertyCode=RVS&lang=EN&budgetHeaderID=${rvsId}`,
      `/budget/pdf?propertyCode=RVS&lang=EN&budgetHeaderID=${rvsId}`,
      '/budget/summary/excel?propertyCode=RVS&lang=EN&year=2074',
      '/budget/summary/pdf?propertyCode=RVS&lang=EN&year=2074',
    ])
      expect((await get(url, 'approver')).json()).toMatchObject({ statusCode: 403, code: 'ST005' });
    // The viewer reads the budget (and its files) but does not save one: no import.
    const { book } = await workbook(`/budget/excel?propertyCode=RVS&lang=EN&budgetHeaderID=${rvsId}`);
    expect((await upload(await bufferOf(book), 'viewer')).json()).toMatchObject({
      statusCode: 403,
      code: 'ST005',
    });
    expect((await upload(await bufferOf(book), 'approver')).json().code).toBe('ST005');
  });

  it('refuses a file with bad rows, each with its code in the caller’s language, and a file of another layout', async () => {
    const id = await save(2075, [{ budgetItemCode: 'BG-LIFT', month: 1, amount: '10.00' }]);
    const { book, sheet } = await workbook(`/budget/excel?propertyCode=RVS&lang=EN&budgetHeaderID=${id}`);
    const head = headingRow(sheet);
    const codes: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > head && n < sheet.rowCount) codes.push(String(row.getCell(1).value));
    });
    const row = (code: string) => sheet.getRow(head + 1 + codes.indexOf(code));
    const at = (code: string) => head + 1 + codes.indexOf(code);
    // An item made inactive after the export.
    const inactive = codes.find((c) => c < 'BG-LIFT')!;
    // A row after the lift's that repeats its code.
    const repeated = codes.find((c) => c > 'BG-LIFT' && c !== 'BG-SEC')!;
    await t.database.db
      .update(budgetItem)
      .set({ active: 'N' })
      .where(and(eq(budgetItem.propertyId, rvs), eq(budgetItem.code, inactive)));
    try {
      row('BG-LIFT').getCell(4).value = -5;
      row('BG-LIFT').getCell(5).value = 'abc';
      row('BG-SEC').getCell(6).value = 12.345;
      row('BG-SEC').getCell(7).value = '12345678901234';
      row(repeated).getCell(1).value = 'BG-LIFT';
      row(inactive).getCell(4).value = 1;
      const extra = sheet.insertRow(sheet.rowCount, ['NOPE', 'x', '5130', 1]);
      expect(extra.number).toBe(sheet.rowCount - 1);
      const file = await bufferOf(book);

      const res = await upload(file);
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({
        code: 'BG112',
        message: 'The budget file has rows with errors; nothing was imported.',
        data: { errorCount: 5 },
      });
      const byRow = new Map(
        (body.data.rows as { rowNo: number; errors: { column: string; code: string }[] }[]).map((r) => [
          r.rowNo,
          r.errors.map((e) => `${e.column}:${e.code}`),
        ]),
      );
      expect(byRow.get(at('BG-LIFT'))).toEqual(['Jan 2075:BG114', 'Feb 2075:BG115']);
      expect(byRow.get(at('BG-SEC'))).toEqual(['Mar 2075:BG116', 'Apr 2075:BG119']);
      expect(byRow.get(at(repeated))).toEqual(['Item code:BG117']);
      expect(byRow.get(at(inactive))).toEqual(['Item code:BG113']);
      expect(byRow.get(extra.number)).toEqual(['Item code:BG113']);

      const th = (await upload(file, 'accountant', 'TH')).json();
      expect(th.message).toBe('ไฟล์งบประมาณมีรายการที่ไม่ถูกต้อง ยังไม่ได้นำเข้าข้อมูลใด ๆ');
      expect(th.data.rows.flatMap((r: { errors: { code: string; message: string }[] }) => r.errors)).toEqual(
        expect.arrayContaining([
          { column: 'Jan 2075', code: 'BG114', message: 'จำนวนเงินงบประมาณต้องไม่ติดลบ' },
          { column: 'Mar 2075', code: 'BG116', message: 'จำนวนเงินงบประมาณมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' },
        ]),
      );
    } finally {
      await t.database.db
        .update(budgetItem)
        .set({ active: 'Y' })
        .where(and(eq(budgetItem.propertyId, rvs), eq(budgetItem.code, inactive)));
    }

    // Not the export's layout: no heading of item code and 12 months.
    const other = new ExcelJS.Workbook();
    other.addWorksheet('x').addRow(['budgetItemCode', 'amount']);
    expect((await upload(await bufferOf(other))).json()).toMatchObject({ statusCode: 400, code: 'BG118' });
    // Only the workbook: a CSV is refused before it is read.
    const csv = await upload(Buffer.from('Item code,Budget item\n'), 'accountant', 'EN', 'budget.csv');
    expect(csv.json()).toMatchObject({ statusCode: 400, code: 'ST001' });
    // No file at all.
    const empty = await multipartPayload({}, []);
    const none = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/budget/import?propertyCode=RVS&lang=EN',
      ...empty,
    });
    expect(none.json()).toMatchObject({ statusCode: 400, code: 'ST001' });
  });
});

describe('an amount cell', () => {
  it('reads money as whole satang, and names what is wrong', () => {
    expect(readAmount('')).toEqual({ satang: 0 });
    expect(readAmount(' 1,234.5 ')).toEqual({ satang: 123450 });
    expect(readAmount('0.01')).toEqual({ satang: 1 });
    expect(readAmount('12.300')).toEqual({ satang: 1230 });
    expect(readAmount('-0')).toEqual({ satang: 0 });
    expect(readAmount('9999999999999.99')).toEqual({ satang: 999999999999999 });
    expect(readAmount('-0.01')).toEqual({ code: 'BG114' });
    expect(readAmount('1e3')).toEqual({ code: 'BG115' });
    expect(readAmount('0.30000000000000004')).toEqual({ code: 'BG116' });
    expect(readAmount('10000000000000')).toEqual({ code: 'BG119' });
  });
});
