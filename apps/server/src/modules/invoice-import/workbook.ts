import ExcelJS from 'exceljs';
import type { InvoiceImportColumn } from '@suanklang/shared';
import { COLUMN_INFO } from './columns';

/** Characters that make a spreadsheet read a cell as a formula (or DDE); OWASP's CSV-injection list. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell that would start a formula gets a leading apostrophe, so it stays text in any spreadsheet. */
export function safeText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * The value a cell of the files we make holds: numeric columns whose text is a plain number become numeric
 * cells; everything else is text, neutralised against formula injection.
 */
export function cellValue(column: string, text: string | number | null | undefined): string | number | null {
  if (text === null || text === undefined || text === '') return null;
  if (typeof text === 'number') return text;
  const info = COLUMN_INFO[column as InvoiceImportColumn] as
    (typeof COLUMN_INFO)[InvoiceImportColumn] | undefined;
  if (info?.numeric && /^-?\d{1,15}(\.\d{1,6})?$/.test(text)) return Number(text);
  return safeText(text);
}

export type Sheet = {
  name: string;
  columns: string[];
  rows: (string | number | null | undefined)[][];
  widths?: number[];
};

/** An XLSX workbook of plain sheets (header row in bold, frozen), every cell through `cellValue`. */
export async function writeWorkbook(sheets: Sheet[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Suanklang';
  for (const s of sheets) {
    const sheet = book.addWorksheet(s.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.addRow(s.columns.map((c) => safeText(c)));
    sheet.getRow(1).font = { bold: true };
    for (const row of s.rows) sheet.addRow(s.columns.map((c, i) => cellValue(c, row[i])));
    s.columns.forEach((c, i) => {
      sheet.getColumn(i + 1).width = s.widths?.[i] ?? Math.max(12, Math.min(40, c.length + 4));
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
