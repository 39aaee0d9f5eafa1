/**
 * Reads the first sheet of an import workbook in a worker thread, row by row, so that a slow or oversized workbook
 * never holds the server's event loop and a sheet longer than the row limit is given up at the first row too many.
 * The parent sets the worker's memory and time limits and ends it when either is passed.
 */
import { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { cellText } from './cell-text';

export type XlsxJob = { data: Uint8Array; maxRows: number };
export type XlsxReply = { grid: string[][] } | { tooManyRows: true };

async function read({ data, maxRows }: XlsxJob): Promise<XlsxReply> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(data)]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles tell a date from a number.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const grid: string[][] = [];
  let count = 0;
  for await (const sheet of reader) {
    for await (const row of sheet) {
      // Counted as read, not by the row numbers the file claims. The header is one more row than maxRows.
      count += 1;
      if (count > maxRows + 1 || row.number > maxRows + 1) return { tooManyRows: true };
      grid[Number.isInteger(row.number) ? row.number - 1 : count - 1] = (row.values as ExcelJS.CellValue[])
        .slice(1)
        .map(cellText);
    }
    break;
  }
  return { grid: Array.from(grid, (r) => r ?? []) };
}

parentPort?.postMessage(await read(workerData as XlsxJob));
