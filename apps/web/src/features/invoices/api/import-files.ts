import type { InvoiceImportKind } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { saveBinary } from '../../../lib/http/download';

/**
 * GET /invoices/v1/download?kind: the template (XLSX) of an import kind, fetched with the token (a plain link
 * would carry none) and handed to the browser as a download.
 */
export async function downloadImportTemplate(kind: InvoiceImportKind): Promise<void> {
  const binary = await api.binary('GET', '/invoices/v1/download', { query: { kind } });
  saveBinary(binary, kind === 'SAP' ? 'sap-invoice-template.xlsx' : 'overdue-debt-template.xlsx');
}

/** GET /invoices/v1/upload/error?uploadId: the rows with errors (XLSX) with a column saying what is wrong. */
export async function downloadImportErrors(uploadId: string): Promise<void> {
  const binary = await api.binary('GET', '/invoices/v1/upload/error', { query: { uploadId } });
  saveBinary(binary, 'import-errors.xlsx');
}
