import { invoiceImportApi, type InvoiceImportKind } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { saveBinary } from '../../../lib/http/download';

const TEMPLATE_FILE: Record<InvoiceImportKind, string> = {
  OVERDUE: 'overdue-debt-template.xlsx',
  OPENING: 'opening-debt-template.xlsx',
  SAP: 'sap-invoice-template.xlsx',
};

/**
 * The template (XLSX) of an import kind, fetched with the token (a plain link
 * would carry none) and handed to the browser as a download.
 */
export async function downloadImportTemplate(kind: InvoiceImportKind): Promise<void> {
  const binary = await call(invoiceImportApi.template, { query: { kind } });
  saveBinary(binary, TEMPLATE_FILE[kind]);
}

/** The rows with errors (XLSX) with a column saying what is wrong. */
export async function downloadImportErrors(uploadId: string): Promise<void> {
  const binary = await call(invoiceImportApi.errorFile, { query: { uploadId } });
  saveBinary(binary, 'import-errors.xlsx');
}
