import ExcelJS from 'exceljs';
import {
  decimalStringToSatang,
  formatMoney,
  formatThaiDate,
  type FinancialPosition,
  type FinancialPositionExportQuery,
  type Lang,
  type RevenueExpense,
  type RevenueExpenseExportQuery,
  type StatementRow,
} from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import type { PropertyScope } from '../../platform/request-context';
import { safeText } from '../invoice-import';
import { startA4Pdf, type TextTrace } from '../invoices';
import { financialPositionOf, revenueExpenseOf } from './statements';

/**
 * The two statements as files, one layout for both: an Excel workbook (numeric cells, `#,##0.00`) and an A4 PDF
 * with the Thai font (portrait for the financial position's two columns, landscape for the four of the revenue-
 * expense statement), each with the property, the title, the date or month, whether only posted entries count,
 * a column per period and a row per statement row.
 */

export type StatementDocument = {
  lang: Lang;
  propertyName: string;
  title: string;
  /** The date or the month the statement is of. */
  period: string;
  postedOnly: boolean;
  columns: string[];
  rows: StatementRow[];
  /** The financial position's check; a warning line when it fails. */
  balanced: boolean;
};

const LABELS = {
  th: {
    fp: 'งบแสดงฐานะการเงิน',
    re: 'งบรายได้และค่าใช้จ่าย',
    asAt: (date: string) => `ณ วันที่ ${date}`,
    forMonth: (month: string) => `สำหรับงวด ${month} และยอดสะสมตั้งแต่ต้นปี`,
    month: (month: string) => `เดือน ${month}`,
    ytd: (from: string, to: string) => `สะสม ${from} - ${to}`,
    postedOnly: 'เฉพาะรายการบัญชีที่ผ่านรายการแล้ว',
    all: 'ทุกรายการบัญชี (รวมที่ยังไม่ผ่านรายการ)',
    item: 'รายการ',
    accounts: 'รหัสบัญชี',
    unbalanced: 'สินทรัพย์ไม่เท่ากับหนี้สินและส่วนของกองทุน กรุณาตรวจสอบ',
    page: (p: number, n: number) => `หน้า ${p}/${n}`,
  },
  en: {
    fp: 'Statement of Financial Position',
    re: 'Statement of Revenue and Expenses',
    asAt: (date: string) => `As at ${date}`,
    forMonth: (month: string) => `For the month ${month} and the year to date`,
    month: (month: string) => `Month ${month}`,
    ytd: (from: string, to: string) => `Year to date ${from} - ${to}`,
    postedOnly: 'Posted entries only',
    all: 'All entries (posted and not posted)',
    item: 'Item',
    accounts: 'Accounts',
    unbalanced: 'Assets do not equal liabilities and funds: please check',
    page: (p: number, n: number) => `Page ${p} of ${n}`,
  },
} as const;

const monthText = (period: string, lang: Lang) => formatThaiDate(`${period}-01`, lang, 'monthYear');
/** The last day of a month YYYY-MM, as the screens show a date (DD/MM/BBBB in Thai). */
export function monthEndText(period: string, lang: Lang): string {
  const day = new Date(Date.UTC(Number(period.slice(0, 4)), Number(period.slice(5, 7)), 0)).getUTCDate();
  return formatThaiDate(`${period}-${String(day).padStart(2, '0')}`, lang, 'date');
}

export function financialPositionDocument(
  report: FinancialPosition,
  lang: Lang,
  propertyName: string,
): StatementDocument {
  const l = LABELS[lang];
  return {
    lang,
    propertyName,
    title: l.fp,
    period: l.asAt(monthEndText(report.asOf, lang)),
    postedOnly: report.postedOnly,
    columns: report.columns.map((c) => l.asAt(monthEndText(c.to, lang))),
    rows: report.rows,
    balanced: report.balanced,
  };
}

export function revenueExpenseDocument(
  report: RevenueExpense,
  lang: Lang,
  propertyName: string,
): StatementDocument {
  const l = LABELS[lang];
  return {
    lang,
    propertyName,
    title: l.re,
    period: l.forMonth(monthText(report.period, lang)),
    postedOnly: report.postedOnly,
    columns: report.columns.map((c) =>
      c.from === c.to
        ? l.month(monthText(c.to, lang))
        : l.ytd(monthText(c.from, lang), monthText(c.to, lang)),
    ),
    rows: report.rows,
    balanced: true,
  };
}

const MONEY_FORMAT = '#,##0.00';
const TITLE_ROWS: readonly string[] = ['SECTION', 'HEADER'];
const TOTAL_ROWS: readonly string[] = ['HEADER_TOTAL', 'SECTION_TOTAL', 'TOTAL'];
/** How far a row's name is set in: sections flush, headers and totals once, lines twice. */
const indentOf = (r: StatementRow) =>
  r.rowType === 'SECTION' || r.rowType === 'TOTAL' || r.rowType === 'SECTION_TOTAL'
    ? 0
    : r.rowType === 'LINE'
      ? 2
      : 1;

/** The workbook: the title lines, the column headings, a row per statement row (titles without amounts). */
export async function statementWorkbook(doc: StatementDocument): Promise<Buffer> {
  const l = LABELS[doc.lang];
  const book = new ExcelJS.Workbook();
  book.creator = 'Suanklang';
  const sheet = book.addWorksheet(doc.title.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 5 }],
    pageSetup: { paperSize: 9, orientation: 'portrait', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.addRow([safeText(doc.propertyName)]).font = { bold: true, size: 14 };
  sheet.addRow([doc.title]).font = { bold: true, size: 12 };
  sheet.addRow([doc.period]);
  sheet.addRow([doc.postedOnly ? l.postedOnly : l.all]);
  const heading = sheet.addRow([l.item, l.accounts, ...doc.columns]);
  heading.font = { bold: true };
  heading.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };

  // Amounts are decimal text from the report: Number() of it is the cell's value, never arithmetic on it.
  for (const r of doc.rows) {
    const titled = TITLE_ROWS.includes(r.rowType);
    const row = sheet.addRow([
      safeText(r.name),
      r.accountCodes.length > 0 ? safeText(r.accountCodes.join(', ')) : null,
      ...(titled ? [] : r.amounts.map((a) => Number(a))),
    ]);
    row.getCell(1).alignment = { indent: indentOf(r) };
    if (titled || TOTAL_ROWS.includes(r.rowType)) row.font = { bold: true };
    if (TOTAL_ROWS.includes(r.rowType))
      for (let c = 3; c < 3 + doc.columns.length; c++)
        row.getCell(c).border =
          r.rowType === 'TOTAL' || r.rowType === 'SECTION_TOTAL'
            ? { top: { style: 'thin' }, bottom: { style: 'double' } }
            : { top: { style: 'thin' } };
  }
  if (!doc.balanced) sheet.addRow([l.unbalanced]).font = { bold: true, color: { argb: 'FFC00000' } };

  sheet.getColumn(1).width = 48;
  sheet.getColumn(2).width = 18;
  for (let c = 3; c < 3 + doc.columns.length; c++) {
    sheet.getColumn(c).width = 20;
    sheet.getColumn(c).numFmt = MONEY_FORMAT;
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const MARGIN = 36;
const GREY = '#555555';
const MONEY_WIDTH = 100;

/** The PDF: A4, the headings repeated on each page, "page x of y" at the foot of each. */
export async function renderStatementPdf(
  doc: StatementDocument,
  options: { onText?: TextTrace } = {},
): Promise<Buffer> {
  const l = LABELS[doc.lang];
  const landscape = doc.columns.length > 2;
  const page = landscape ? { width: 841.89, height: 595.28 } : { width: 595.28, height: 841.89 };
  const width = page.width - 2 * MARGIN;
  const bottom = page.height - MARGIN - 14;
  const nameWidth = width - doc.columns.length * MONEY_WIDTH;
  const { pdf, pen, finished } = startA4Pdf({
    title: `${doc.title} ${doc.period}`,
    margin: MARGIN,
    landscape,
    onText: options.onText,
  });
  const rule = (y: number, x = MARGIN, w = width) =>
    pdf
      .moveTo(x, y)
      .lineTo(x + w, y)
      .strokeColor('#999999')
      .stroke();
  const moneyX = (i: number) => MARGIN + nameWidth + i * MONEY_WIDTH;

  const header = (): number => {
    pdf.addPage();
    let y = MARGIN;
    pen.line(doc.propertyName, MARGIN, y, width, { bold: true, size: 14, align: 'center' });
    y += pen.lineHeight({ size: 14 });
    pen.line(doc.title, MARGIN, y, width, { bold: true, size: 13, align: 'center' });
    y += pen.lineHeight({ size: 13 });
    pen.line(`${doc.period} · ${doc.postedOnly ? l.postedOnly : l.all}`, MARGIN, y, width, {
      align: 'center',
    });
    y += pen.lineHeight() + 6;
    rule(y);
    y += 4;
    const titles = doc.columns.map((c) => pen.lines(c, MONEY_WIDTH - 4, { bold: true }));
    const height = Math.max(1, ...titles.map((t) => t.length)) * pen.lineHeight();
    pen.line(l.item, MARGIN + 2, y, nameWidth - 4, { bold: true });
    titles.forEach((t, i) =>
      t.forEach((text, k) =>
        pen.line(text, moneyX(i) + 2, y + k * pen.lineHeight(), MONEY_WIDTH - 4, {
          bold: true,
          align: 'right',
        }),
      ),
    );
    y += height;
    rule(y);
    return y + 4;
  };

  let y = header();
  for (const r of doc.rows) {
    const indent = indentOf(r) * 12;
    const bold = r.rowType !== 'LINE';
    const names = pen.lines(r.name, nameWidth - 4 - indent, { bold });
    const height = Math.max(1, names.length) * pen.lineHeight() + (r.rowType === 'SECTION' ? 4 : 0);
    if (y + height > bottom - pen.lineHeight() * 2) y = header();
    if (r.rowType === 'SECTION') y += 4;
    names.forEach((name, i) =>
      pen.line(name, MARGIN + 2 + indent, y + i * pen.lineHeight(), nameWidth - 4 - indent, { bold }),
    );
    if (!TITLE_ROWS.includes(r.rowType)) {
      if (TOTAL_ROWS.includes(r.rowType)) rule(y - 1, moneyX(0), doc.columns.length * MONEY_WIDTH);
      r.amounts.forEach((a, i) =>
        pen.line(formatMoney(decimalStringToSatang(a)), moneyX(i) + 2, y, MONEY_WIDTH - 4, {
          bold,
          align: 'right',
        }),
      );
    }
    y += Math.max(1, names.length) * pen.lineHeight();
    if (r.rowType === 'TOTAL' || r.rowType === 'SECTION_TOTAL') {
      rule(y, moneyX(0), doc.columns.length * MONEY_WIDTH);
      y += 2;
    }
  }
  if (!doc.balanced) pen.line(l.unbalanced, MARGIN, y + 8, width, { bold: true, color: '#C00000' });

  const range = pdf.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    pdf.switchToPage(range.start + i);
    pen.line(l.page(i + 1, range.count), MARGIN, page.height - MARGIN - 10, width, {
      size: 8,
      color: GREY,
      align: 'right',
    });
  }
  pdf.end();
  return finished;
}

type Actor = { property: PropertyScope };

/** Each statement in the file's language, made into a workbook or a PDF. */
export function createStatementExports(db: Db) {
  const nameOf = (actor: Actor, lang: Lang) =>
    lang === 'en' ? actor.property.nameEn : actor.property.nameTh;
  async function fp(actor: Actor, q: FinancialPositionExportQuery, lang: Lang) {
    const report = await financialPositionOf(
      db,
      actor.property.id,
      { asOf: q.asOf, postedOnly: q.postedOnly === 'Y' },
      lang,
    );
    return financialPositionDocument(report, lang, nameOf(actor, lang));
  }
  async function re(actor: Actor, q: RevenueExpenseExportQuery, lang: Lang) {
    const report = await revenueExpenseOf(
      db,
      actor.property.id,
      { period: q.period, postedOnly: q.postedOnly === 'Y' },
      lang,
    );
    return revenueExpenseDocument(report, lang, nameOf(actor, lang));
  }
  const fpName = (actor: Actor, q: FinancialPositionExportQuery) =>
    `financial-position-${actor.property.code}-${q.asOf}`;
  const reName = (actor: Actor, q: RevenueExpenseExportQuery) =>
    `revenue-expense-${actor.property.code}-${q.period}`;
  return {
    async financialPositionExcel(actor: Actor, q: FinancialPositionExportQuery, lang: Lang) {
      return {
        data: await statementWorkbook(await fp(actor, q, lang)),
        fileName: `${fpName(actor, q)}.xlsx`,
      };
    },
    async financialPositionPdf(actor: Actor, q: FinancialPositionExportQuery, lang: Lang) {
      return { pdf: await renderStatementPdf(await fp(actor, q, lang)), fileName: `${fpName(actor, q)}.pdf` };
    },
    async revenueExpenseExcel(actor: Actor, q: RevenueExpenseExportQuery, lang: Lang) {
      return {
        data: await statementWorkbook(await re(actor, q, lang)),
        fileName: `${reName(actor, q)}.xlsx`,
      };
    },
    async revenueExpensePdf(actor: Actor, q: RevenueExpenseExportQuery, lang: Lang) {
      return { pdf: await renderStatementPdf(await re(actor, q, lang)), fileName: `${reName(actor, q)}.pdf` };
    },
  };
}
