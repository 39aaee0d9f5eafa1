import {
  budgetApi,
  budgetImportRefusal,
  type BudgetImportCell,
  type BudgetImportRow,
} from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { openBinary, saveBinary } from '../../../lib/http/download';
import { HttpError } from '../../../lib/http/errors';
import { notifyError } from '../../../lib/http/notify';

/** The language a file is written in (the user's, unless the screen offers another). */
export type FileLang = 'th' | 'en';

/** A fiscal year of the operating budget report (default on the server: the one today is in). */
export type OperatingBudgetParams = { year?: number };
/** One budget of the property, and its year for the file's name. */
export type BudgetFileParams = { budgetHeaderID: string; year: number };

const operatingName = (p: OperatingBudgetParams, ext: string) =>
  `operating-budget${p.year ? `-${p.year}` : ''}.${ext}`;

/** The operating budget report (the figures of the summary) as an XLSX download. */
export async function downloadOperatingBudgetExcel(params: OperatingBudgetParams, lang: FileLang) {
  saveBinary(
    await call(budgetApi.summaryExcel, { query: { ...params, docLang: lang } }),
    operatingName(params, 'xlsx'),
  );
}

/** The operating budget report as a PDF, opened in a new tab to print. */
export async function openOperatingBudgetPdf(params: OperatingBudgetParams, lang: FileLang) {
  openBinary(await call(budgetApi.summaryPdf, { query: { ...params, docLang: lang } }));
}

/** A budget's grid as an XLSX download: the file to edit and import back. */
export async function downloadBudgetExcel(params: BudgetFileParams, lang: FileLang) {
  saveBinary(
    await call(budgetApi.excel, { query: { budgetHeaderID: params.budgetHeaderID, docLang: lang } }),
    `budget-${params.year}.xlsx`,
  );
}

/** A budget's grid as a PDF, opened in a new tab to print. */
export async function openBudgetPdf(params: BudgetFileParams, lang: FileLang) {
  openBinary(await call(budgetApi.pdf, { query: { budgetHeaderID: params.budgetHeaderID, docLang: lang } }));
}

/** A grid file the server refused (HTTP 400, code BG112): its bad rows; nothing was read into the grid. */
export class BudgetImportRejected extends Error {
  readonly rows: BudgetImportRow[];
  readonly errorCount: number;
  constructor(message: string, rows: BudgetImportRow[], errorCount: number) {
    super(message);
    this.name = 'BudgetImportRejected';
    this.rows = rows;
    this.errorCount = errorCount;
  }
}

/**
 * Reads an edited grid workbook (the layout of the Excel export) into cells for the screen to review; the server
 * saves nothing. Bad rows reject with BudgetImportRejected (shown as a table); any other failure goes to the
 * error dialog and rejects with HttpError.
 */
export async function importBudgetGrid(file: File): Promise<BudgetImportCell[]> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    return (await call(budgetApi.import, { body: form }, { notify: false })).data;
  } catch (error) {
    const refused =
      error instanceof HttpError && error.code === 'BG112' ? budgetImportRefusal.safeParse(error.data) : null;
    if (refused?.success)
      throw new BudgetImportRejected(
        (error as HttpError).message,
        refused.data.rows,
        refused.data.errorCount,
      );
    if (error instanceof HttpError && error.status !== 401 && error.status !== 503)
      notifyError({ status: error.status, message: error.message, code: error.code });
    throw error;
  }
}
