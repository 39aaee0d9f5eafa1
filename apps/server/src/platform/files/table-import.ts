import { Worker } from 'node:worker_threads';
import {
  fileExtension,
  formatFileSize,
  IMPORT_LIMITS,
  ruleMessage,
  UPLOAD_LIMITS,
  type AttachmentPolicy,
  type Lang,
} from '@suanklang/shared';
import { AppError } from '../errors';
import type { XlsxJob, XlsxReply } from './xlsx-worker';
import { declaredUnpackedBytes } from './zip-size';

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

/** The refusal of an import file that is too big to read, as a field error on the file. */
function refused(lang: Lang, rule: 'importTooLarge' | 'importTooManyRows' | 'importUnreadable'): AppError {
  const params: Record<string, string> =
    rule === 'importTooLarge'
      ? { size: formatFileSize(IMPORT_LIMITS.unpackedBytes) }
      : rule === 'importTooManyRows'
        ? { max: IMPORT_LIMITS.rows.toLocaleString('en-US') }
        : {};
  return new AppError('ST001', [{ path: 'file', rule, message: ruleMessage(lang, rule, params) }]);
}

/** The worker runs TypeScript as the server does: it registers tsx, then loads the worker module. */
const WORKER_BOOT = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then(({ register }) => { register(); return import(${JSON.stringify(new URL('./xlsx-worker.ts', import.meta.url).href)}); })`;

/**
 * The first sheet's cells, read in a worker thread with a memory and a time limit: the event loop stays free for
 * other users, and a workbook that lies about its size (or is simply slow) ends the worker, not the server.
 */
function readWorkbook(data: Buffer, lang: Lang): Promise<string[][]> {
  const job: XlsxJob = { data, maxRows: IMPORT_LIMITS.rows };
  const worker = new Worker(WORKER_BOOT, {
    eval: true,
    workerData: job,
    resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
  });
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      fn();
    };
    const timer = setTimeout(
      () => settle(() => reject(refused(lang, 'importTooLarge'))),
      IMPORT_LIMITS.parseSeconds * 1000,
    );
    worker.once('message', (reply: XlsxReply) =>
      settle(() => ('grid' in reply ? resolve(reply.grid) : reject(refused(lang, 'importTooManyRows')))),
    );
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        // Out of memory: too big; anything else: not a workbook ExcelJS can read (a renamed or broken file).
        reject(
          refused(lang, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'importTooLarge' : 'importUnreadable'),
        ),
      ),
    );
    worker.once('exit', () => settle(() => reject(refused(lang, 'importTooLarge'))));
  });
}

/**
 * The first sheet of an XLSX import as cells of text, row 1 first, under the same limits: for files whose table
 * does not start at row 1 (a report exported with its headings, edited and sent back).
 */
export async function readImportGrid(file: { data: Buffer }, lang: Lang): Promise<string[][]> {
  const unpacked = declaredUnpackedBytes(file.data);
  if (unpacked !== null && unpacked > IMPORT_LIMITS.unpackedBytes) throw refused(lang, 'importTooLarge');
  return readWorkbook(file.data, lang);
}

/**
 * The rows of an import file as header name -> text, with their row numbers as the user sees them in the file
 * (the header is row 1). Blank rows are skipped.
 */
export async function readImportTable(
  file: { fileName: string; data: Buffer },
  lang: Lang,
): Promise<ImportRow[]> {
  if (fileExtension(file.fileName) === 'xlsx') return fromGrid(await readImportGrid(file, lang));
  const lines = file.data.toString('utf8').split(/\r?\n/);
  // The header line, the rows, and a last empty line after the final newline.
  if (lines.filter((l) => l.trim() !== '').length > IMPORT_LIMITS.rows + 1)
    throw refused(lang, 'importTooManyRows');
  return fromGrid(lines.map(csvCells));
}
