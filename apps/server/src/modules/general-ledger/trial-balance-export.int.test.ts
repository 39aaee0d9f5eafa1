import { decimalStringToSatang, type GlTrialBalance } from '@suanklang/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { issueInvoiceOn } from './gl-test-support';
import { renderTrialBalancePdf } from './trial-balance-export';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A month long ended, before anything else this file posts. */
const JAN = '2025-01';
const FEB = '2025-02';

const issueInvoice = (unitCode: string, invoiceDate: string, price: string) =>
  issueInvoiceOn(t, unitCode, invoiceDate, price);

const query = (extra = '') => `propertyCode=RVS&periodFrom=${JAN}&periodTo=${FEB}&postedOnly=N${extra}`;
const get = (url: string, as = 'accountant') => t.call({ as, method: 'GET', url });

const MONEY = ['openingDebit', 'openingCredit', 'debit', 'credit', 'closingDebit', 'closingCredit'] as const;
/** A workbook cell's number in satang (the cells hold numbers with two decimals). */
const satangOf = (value: ExcelJS.CellValue) => Math.round(Number(value) * 100);

describe('the trial balance exports', () => {
  let report: GlTrialBalance;
  beforeAll(async () => {
    await issueInvoice('A0101', `${JAN}-10`, '1000.00');
    await issueInvoice('A0102', `${FEB}-20`, '250.50');
    const res = await get(`/gl/trial-balance?lang=TH&${query()}`);
    expect(res.statusCode, res.body).toBe(200);
    report = res.json().data as GlTrialBalance;
    expect(report.rows.length).toBeGreaterThan(1);
  });

  it('writes a workbook whose rows and totals are the JSON report, as formatted numbers', async () => {
    const res = await get(`/gl/trial-balance/excel?lang=EN&${query('&docLang=th')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`trial-balance-RVS-${JAN}-${FEB}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const texts = (n: number) => (sheet.getRow(n).values as unknown[]).filter((v) => v !== undefined);
    expect(texts(1)).toEqual([expect.stringMatching(/\S/)]);
    expect(texts(2)).toEqual(['งบทดลอง']);
    expect(texts(3)).toEqual(['ตั้งแต่งวด 01/2568 ถึงงวด 02/2568']);
    expect(texts(4)).toEqual(['ทุกรายการบัญชี (รวมที่ยังไม่ผ่านรายการ)']);

    const first = 7;
    report.rows.forEach((r, i) => {
      const row = sheet.getRow(first + i);
      expect(row.getCell(1).value).toBe(r.accountCode);
      expect(row.getCell(2).value).toBe(r.accountName);
      MONEY.forEach((k, c) =>
        expect(satangOf(row.getCell(3 + c).value), k).toBe(decimalStringToSatang(r[k])),
      );
    });
    const totals = sheet.getRow(first + report.rows.length);
    expect(totals.getCell(1).value).toBe('รวม');
    MONEY.forEach((k, c) => {
      const cell = totals.getCell(3 + c);
      expect(typeof cell.value, k).toBe('number');
      expect(cell.numFmt).toBe('#,##0.00');
      expect(satangOf(cell.value), k).toBe(decimalStringToSatang(report.totals[k]));
    });
    // January and February's invoices moved 1,250.50 on each side.
    expect(satangOf(totals.getCell(5).value)).toBeGreaterThanOrEqual(125_050);
  });

  it('prints an A4 landscape PDF with the Thai headings, each page numbered "x of y"', async () => {
    const res = await get(`/gl/trial-balance/pdf?lang=TH&${query('')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The same rendering, read through its text seam; with enough rows for a second page.
    const texts: string[] = [];
    const many = Array.from({ length: 40 }, (_v, i) => ({ ...report.rows[0]!, accountCode: `9${i}` }));
    const pdf = await renderTrialBalancePdf(
      { lang: 'th', propertyName: 'นิติบุคคลอาคารชุด ริเวอร์ไซด์', report: { ...report, rows: many } },
      { onText: (s) => texts.push(s) },
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(texts).toEqual(
      expect.arrayContaining([
        'นิติบุคคลอาคารชุด ริเวอร์ไซด์',
        'งบทดลอง',
        'ตั้งแต่งวด 01/2568 ถึงงวด 02/2568 · ทุกรายการบัญชี (รวมที่ยังไม่ผ่านรายการ)',
        'ยอดยกมา',
        'ระหว่างงวด',
        'ยอดคงเหลือ',
        'รวม',
        'หน้า 1/2',
        'หน้า 2/2',
      ]),
    );
    const english: string[] = [];
    await renderTrialBalancePdf(
      { lang: 'en', propertyName: 'Riverside', report: { ...report, postedOnly: true } },
      { onText: (s) => english.push(s) },
    );
    expect(english).toEqual(
      expect.arrayContaining([
        'Trial Balance',
        'Period 01/2025 to 02/2025 · Posted entries only',
        'Page 1 of 1',
      ]),
    );
  });

  it('is refused as the report is: another property, a user without the G/L screen, a bad range', async () => {
    for (const kind of ['excel', 'pdf']) {
      const other = await get(`/gl/trial-balance/${kind}?lang=EN&${query().replace('RVS', 'SKV')}`);
      expect(other.statusCode, kind).toBe(403);
      const approver = await get(`/gl/trial-balance/${kind}?lang=EN&${query()}`, 'approver');
      expect(approver.statusCode, kind).toBe(403);
      const viewer = await get(`/gl/trial-balance/${kind}?lang=EN&${query()}`, 'viewer');
      expect(viewer.statusCode, kind).toBe(200);
      const reversed = await get(
        `/gl/trial-balance/${kind}?lang=EN&propertyCode=RVS&periodFrom=${FEB}&periodTo=${JAN}`,
      );
      expect(reversed.statusCode, kind).toBe(400);
    }
    // The JSON report answers the same.
    expect((await get(`/gl/trial-balance?lang=EN&${query().replace('RVS', 'SKV')}`)).statusCode).toBe(403);
    expect((await get(`/gl/trial-balance?lang=EN&${query()}`, 'approver')).statusCode).toBe(403);
  });
});
