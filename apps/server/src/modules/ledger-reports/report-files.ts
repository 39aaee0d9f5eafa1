import ExcelJS from 'exceljs';
import { decimalStringToSatang, formatMoney, type Lang } from '@suanklang/shared';
import { safeText } from '../invoice-import';
import { startA4Pdf, type TextTrace } from '../invoices';

/**
 * The ledger reports' files from one model: tables of text, money and balance cells under the property's name,
 * the title and the conditions (months, posted only or all). Excel: one sheet per table, money cells numbers with
 * `#,##0.00`, balances numbers shown with Dr/Cr, text always text (never a formula). PDF: A4 landscape in the Thai
 * font, the headings and the table's column titles on every page, "page x of y" at each foot (as the trial
 * balance's files are).
 */

/** A percent is decimal text too (12.50), shown as it is and written as a number with two decimals. */
export type CellKind = 'text' | 'money' | 'balance' | 'percent';
export type Column = {
  label: string;
  kind: CellKind;
  /** The PDF column's share of the page width (points are given out in proportion). */
  weight: number;
  /** The Excel column's width (characters). */
  excelWidth: number;
};
/** A heading names a group (an account, an entry); a total is bold between rules. */
export type RowStyle = 'heading' | 'line' | 'total';
/** Money and balances are decimal text (a balance is signed, debit positive); null leaves the cell empty. */
export type Row = { style: RowStyle; cells: (string | null)[] };
export type Table = { name: string; columns: Column[]; rows: Row[] };
export type ReportFile = {
  lang: Lang;
  propertyName: string;
  title: string;
  /** Lines under the title: the months, which entries, the accounts or type. */
  conditions: string[];
  tables: Table[];
  /** The tables' text size in the PDF (default 10): a wide table (12 months and more) takes a smaller one. */
  fontSize?: number;
};

const PAGE_TEXT = {
  th: (p: number, n: number) => `หน้า ${p}/${n}`,
  en: (p: number, n: number) => `Page ${p} of ${n}`,
} as const;

const MONEY_FORMAT = '#,##0.00';
const PERCENT_FORMAT = '0.00';
const BALANCE_FORMAT = '#,##0.00 "Dr";#,##0.00 "Cr";0.00';

/** A signed balance as the PDF shows it: 1,250.00 Dr, 300.00 Cr, 0.00. */
export function balanceText(text: string): string {
  const satang = decimalStringToSatang(text);
  if (satang === 0) return '0.00';
  return `${formatMoney(Math.abs(satang))} ${satang > 0 ? 'Dr' : 'Cr'}`;
}

/** A money cell of a line: its zero is left blank so the side it falls on stands out (totals show every figure). */
const moneyText = (text: string, style: RowStyle) => {
  const satang = decimalStringToSatang(text);
  return satang === 0 && style === 'line' ? '' : formatMoney(satang);
};

const cellText = (kind: CellKind, value: string | null, style: RowStyle) =>
  value === null
    ? ''
    : kind === 'money'
      ? moneyText(value, style)
      : kind === 'balance'
        ? balanceText(value)
        : value;

export async function reportWorkbook(doc: ReportFile): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Suanklang';
  for (const table of doc.tables) {
    const sheet = book.addWorksheet(safeText(table.name).slice(0, 31), {
      views: [{ state: 'frozen', ySplit: 3 + doc.conditions.length }],
      pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
    });
    sheet.addRow([safeText(doc.propertyName)]).font = { bold: true, size: 14 };
    sheet.addRow([doc.title]).font = { bold: true, size: 12 };
    for (const line of doc.conditions) sheet.addRow([safeText(line)]);
    const head = sheet.addRow(table.columns.map((c) => c.label));
    head.font = { bold: true };
    head.alignment = { horizontal: 'center', vertical: 'middle' };
    for (const r of table.rows) {
      // Amounts are decimal text from the report: Number() of it is the cell's value, never arithmetic on it.
      const row = sheet.addRow(
        table.columns.map((c, i) => {
          const value = r.cells[i] ?? null;
          if (value === null) return null;
          return c.kind === 'text' ? safeText(value) : Number(value);
        }),
      );
      if (r.style !== 'line') row.font = { bold: true };
      if (r.style === 'total')
        row.eachCell((cell) => (cell.border = { top: { style: 'thin' }, bottom: { style: 'double' } }));
    }
    table.columns.forEach((c, i) => {
      const column = sheet.getColumn(i + 1);
      column.width = c.excelWidth;
      if (c.kind !== 'text')
        column.numFmt =
          c.kind === 'money' ? MONEY_FORMAT : c.kind === 'percent' ? PERCENT_FORMAT : BALANCE_FORMAT;
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const PAGE = { width: 841.89, height: 595.28 } as const;
const MARGIN = 36;
const WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - MARGIN - 18;
const GREY = '#555555';

export async function renderReportPdf(
  doc: ReportFile,
  options: { onText?: TextTrace } = {},
): Promise<Buffer> {
  const { pdf, pen, finished } = startA4Pdf({
    title: `${doc.title} ${doc.conditions[0] ?? ''}`,
    margin: MARGIN,
    landscape: true,
    onText: options.onText,
  });
  const rule = (y: number) =>
    pdf
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .strokeColor('#999999')
      .stroke();

  const header = (): number => {
    pdf.addPage();
    let y = MARGIN;
    pen.line(doc.propertyName, MARGIN, y, WIDTH, { bold: true, size: 14, align: 'center' });
    y += pen.lineHeight({ size: 14 });
    pen.line(doc.title, MARGIN, y, WIDTH, { bold: true, size: 13, align: 'center' });
    y += pen.lineHeight({ size: 13 });
    pen.line(doc.conditions.join(' · '), MARGIN, y, WIDTH, { align: 'center' });
    return y + pen.lineHeight() + 6;
  };

  const body = { size: doc.fontSize ?? 10 };
  let y = header();
  for (const table of doc.tables) {
    const total = table.columns.reduce((s, c) => s + c.weight, 0);
    const widths = table.columns.map((c) => (c.weight / total) * WIDTH);
    const xs = widths.map((_w, i) => MARGIN + widths.slice(0, i).reduce((s, w) => s + w, 0));
    const align = (c: Column) => (c.kind === 'text' ? 'left' : 'right');
    const titles = () => {
      rule(y);
      y += 4;
      table.columns.forEach((c, i) =>
        pen.line(c.label, xs[i]! + 2, y, widths[i]! - 4, { bold: true, size: body.size, align: align(c) }),
      );
      y += pen.lineHeight(body);
      rule(y);
      y += 4;
    };
    if (y + pen.lineHeight(body) * 4 > BOTTOM) y = header();
    titles();
    for (const r of table.rows) {
      const bold = r.style !== 'line';
      // A text cell runs on over the empty cells after it (an account's heading across the whole row).
      const span = (i: number) => {
        let w = widths[i]!;
        for (let j = i + 1; j < widths.length && (r.cells[j] ?? null) === null; j++) w += widths[j]!;
        return w;
      };
      const cellWidths = table.columns.map((c, i) => (c.kind === 'text' ? span(i) : widths[i]!));
      const cells = table.columns.map((c, i) => {
        const text = cellText(c.kind, r.cells[i] ?? null, r.style);
        return c.kind === 'text' ? pen.lines(text, cellWidths[i]! - 4, { bold, size: body.size }) : [text];
      });
      const height = Math.max(1, ...cells.map((l) => l.length)) * pen.lineHeight(body);
      if (y + height > BOTTOM) {
        y = header();
        titles();
      }
      if (r.style === 'total') rule(y - 2);
      cells.forEach((lines, i) =>
        lines.forEach((line, n) =>
          pen.line(line, xs[i]! + 2, y + n * pen.lineHeight(body), cellWidths[i]! - 4, {
            bold,
            size: body.size,
            align: align(table.columns[i]!),
          }),
        ),
      );
      y += height;
      if (r.style === 'total') {
        rule(y);
        y += 4;
      }
    }
    y += pen.lineHeight(body);
  }

  const range = pdf.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    pdf.switchToPage(range.start + i);
    pen.line(PAGE_TEXT[doc.lang](i + 1, range.count), MARGIN, PAGE.height - MARGIN - 10, WIDTH, {
      size: 8,
      color: GREY,
      align: 'right',
    });
  }
  pdf.end();
  return finished;
}
