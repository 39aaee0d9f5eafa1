import ExcelJS from 'exceljs';
import { fileExtension, UPLOAD_LIMITS, type AttachmentPolicy } from '@suanklang/shared';

/** Import files (meters, overdue debts...): one file, CSV/TXT or XLSX, 5 MB. */
export const IMPORT_POLICY: AttachmentPolicy = {
  extensions: ['csv', 'txt', 'xlsx'],
  maxFileBytes: UPLOAD_LIMITS.fileBytes,
  maxTotalBytes: UPLOAD_LIMITS.fileBytes,
  maxFiles: 1,
  maxNameLength: UPLOAD_LIMITS.fileNameLength,
  descriptionRequired: false,
};

export type ImportRow = { rowNo: number; values: Record<string, string> };

/** One CSV line into cells: commas, double-quoted cells with "" as a quote. */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells.map((x) => x.trim());
}

function fromGrid(grid: string[][]): ImportRow[] {
  const [header, ...body] = grid;
  if (!header) return [];
  const names = header.map((h) => h.replace(/^\uFEFF/, '').trim());
  return body
    .map((cells, i) => ({
      rowNo: i + 2,
      values: Object.fromEntries(names.map((name, c) => [name, (cells[c] ?? '').trim()])),
    }))
    .filter((r) => Object.values(r.values).some((v) => v !== ''));
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    // Formulas are read as their cached result, never evaluated; rich text as its plain text.
    if ('result' in value) return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
    if ('richText' in value) return value.richText.map((t) => t.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

/**
 * The rows of an import file as header name -> text, with their row numbers as the user sees them in the file
 * (the header is row 1). Blank rows are skipped.
 */
export async function readImportTable(file: { fileName: string; data: Buffer }): Promise<ImportRow[]> {
  if (fileExtension(file.fileName) === 'xlsx') {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.data as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) return [];
    const grid: string[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, rowNo) => {
      const values = row.values as ExcelJS.CellValue[];
      grid[rowNo - 1] = values.slice(1).map(cellText);
    });
    return fromGrid(Array.from(grid, (r) => r ?? []));
  }
  const text = file.data.toString('utf8');
  return fromGrid(text.split(/\r?\n/).map(csvCells));
}
