import { decimalStringToSatang, type FinancialPosition, type RevenueExpense } from '@suanklang/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { financialPositionDocument, renderStatementPdf, revenueExpenseDocument } from './statement-export';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const [unitCode, date, unitPrice] of [
    ['A0101', '2024-02-10', '1000.00'],
    ['A0102', '2024-03-20', '250.50'],
  ] as const) {
    const res = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/invoices/save',
      payload: {
        lang: 'EN',
        propertyCode: 'RVS',
        unitCode,
        invoiceDate: date,
        dueDate: date,
        issue: true,
        lines: [{ expenseTypeCode: 'KC', description: 'บัตรผ่าน', quantity: '1', unitPrice }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => t.close());

const get = (url: string, as = 'accountant') => t.call({ as, method: 'GET', url });
/** A workbook cell's number in satang (the cells hold numbers with two decimals). */
const satangOf = (value: ExcelJS.CellValue) => Math.round(Number(value) * 100);

async function workbook(url: string) {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return { sheet: book.worksheets[0]!, disposition: String(res.headers['content-disposition']) };
}
const texts = (sheet: ExcelJS.Worksheet, n: number) =>
  (sheet.getRow(n).values as unknown[]).filter((v) => v !== undefined && v !== null);

describe('the statement exports', () => {
  it("writes the financial position as numbers whose totals are the report's", async () => {
    const q = 'propertyCode=RVS&asOf=2024-03&postedOnly=N';
    const report = (await get(`/reports/financial-position?lang=TH&${q}`)).json().data as FinancialPosition;
    const { sheet, disposition } = await workbook(
      `/reports/financial-position/excel?lang=EN&${q}&docLang=th`,
    );
    expect(disposition).toContain('financial-position-RVS-2024-03.xlsx');
    expect(texts(sheet, 2)).toEqual(['งบแสดงฐานะการเงิน']);
    expect(texts(sheet, 3)).toEqual(['ณ วันที่ 31/03/2567']);
    expect(texts(sheet, 4)).toEqual(['ทุกรายการบัญชี (รวมที่ยังไม่ผ่านรายการ)']);
    expect(texts(sheet, 5)).toEqual(['รายการ', 'รหัสบัญชี', 'ณ วันที่ 31/03/2567', 'ณ วันที่ 31/03/2566']);
    const first = 6;
    report.rows.forEach((r, i) => {
      const row = sheet.getRow(first + i);
      expect(row.getCell(1).value).toBe(r.name);
      if (r.rowType === 'SECTION' || r.rowType === 'HEADER') return;
      r.amounts.forEach((a, c) => {
        const cell = row.getCell(3 + c);
        expect(typeof cell.value).toBe('number');
        expect(cell.numFmt).toBe('#,##0.00');
        expect(satangOf(cell.value)).toBe(decimalStringToSatang(a));
      });
    });
    const total = (name: string) =>
      satangOf(sheet.getRow(first + report.rows.findIndex((r) => r.name === name)).getCell(3).value);
    expect(total('รวมสินทรัพย์')).toBe(decimalStringToSatang(report.totals.assets[0]!));
    expect(total('รวมหนี้สินและส่วนของกองทุน')).toBe(decimalStringToSatang(report.totals.liabilitiesAndFunds[0]!));
    expect(total('รวมสินทรัพย์')).toBeGreaterThan(0);
  });

  it('writes the revenue-expense statement with its four columns and the result', async () => {
    const q = 'propertyCode=RVS&period=2024-03&postedOnly=N';
    const report = (await get(`/reports/revenue-expense?lang=EN&${q}`)).json().data as RevenueExpense;
    const { sheet } = await workbook(`/reports/revenue-expense/excel?lang=TH&${q}&docLang=en`);
    expect(texts(sheet, 2)).toEqual(['Statement of Revenue and Expenses']);
    expect(texts(sheet, 5)).toEqual([
      'Item',
      'Accounts',
      'Month 03/2024',
      'Year to date 01/2024 - 03/2024',
      'Month 03/2023',
      'Year to date 01/2023 - 03/2023',
    ]);
    const last = sheet.getRow(5 + report.rows.length);
    expect(last.getCell(1).value).toBe('Surplus (deficit) of income over expenses');
    report.totals.result.forEach((a, c) =>
      expect(satangOf(last.getCell(3 + c).value)).toBe(decimalStringToSatang(a)),
    );
    expect(decimalStringToSatang(report.totals.result[1]!)).toBeGreaterThan(0);
  });

  it('prints A4 PDFs with the Thai headings, each page numbered "x of y"', async () => {
    for (const url of [
      '/reports/financial-position/pdf?lang=TH&propertyCode=RVS&asOf=2024-03',
      '/reports/revenue-expense/pdf?lang=TH&propertyCode=RVS&period=2024-03',
    ]) {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const report = (await get('/reports/financial-position?lang=TH&propertyCode=RVS&asOf=2024-03')).json()
      .data as FinancialPosition;
    const texts: string[] = [];
    const many = { ...report, rows: [...report.rows, ...report.rows, ...report.rows], postedOnly: true };
    const pdf = await renderStatementPdf(financialPositionDocument(many, 'th', 'นิติบุคคลอาคารชุด ริเวอร์ไซด์'), {
      onText: (s) => texts.push(s),
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(texts).toEqual(
      expect.arrayContaining([
        'นิติบุคคลอาคารชุด ริเวอร์ไซด์',
        'งบแสดงฐานะการเงิน',
        'ณ วันที่ 31/03/2567 · เฉพาะรายการบัญชีที่ผ่านรายการแล้ว',
        'สินทรัพย์',
        'รวมสินทรัพย์',
      ]),
    );
    const pages = texts.filter((x) => /^หน้า \d+\/\d+$/.test(x));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages).toEqual(pages.map((_p, i) => `หน้า ${i + 1}/${pages.length}`));
    const re = (await get('/reports/revenue-expense?lang=EN&propertyCode=RVS&period=2024-03')).json()
      .data as RevenueExpense;
    const english: string[] = [];
    await renderStatementPdf(revenueExpenseDocument(re, 'en', 'Riverside'), {
      onText: (s) => english.push(s),
    });
    expect(english).toEqual(
      expect.arrayContaining([
        'Statement of Revenue and Expenses',
        'For the month 03/2024 and the year to date · All entries (posted and not posted)',
        'Total income',
        'Page 1 of 1',
      ]),
    );
  });

  it('is refused as the reports are: another property, a user without the report screen', async () => {
    for (const url of [
      '/reports/financial-position/excel?lang=EN&asOf=2024-03',
      '/reports/financial-position/pdf?lang=EN&asOf=2024-03',
      '/reports/revenue-expense/excel?lang=EN&period=2024-03',
      '/reports/revenue-expense/pdf?lang=EN&period=2024-03',
    ]) {
      expect((await get(`${url}&propertyCode=SKV`)).statusCode, url).toBe(403);
      expect((await get(`${url}&propertyCode=RVS`, 'approver')).statusCode, url).toBe(403);
      expect((await get(`${url}&propertyCode=RVS`, 'viewer')).statusCode, url).toBe(200);
    }
  });
});
