import { exportApi, invoiceApi, type ExportRow } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { openBinary } from '../../../lib/http/download';
import type { DocLang } from './get-print-options';

/**
 * The invoice PDF in docLang, fetched with the token (a plain link would carry none) and
 * opened in a new tab from a blob URL. The server counts the print.
 */
export async function printInvoice(invoiceId: string, docLang: DocLang): Promise<void> {
  const binary = await call(invoiceApi.print, { params: { id: invoiceId }, query: { docLang } });
  openBinary(binary);
}

/** Starts the PDF of every issued invoice of a month, made by a server job (lib/exports follows it). */
export async function startMonthPrint(billingMonth: string, docLang: DocLang): Promise<ExportRow> {
  return (await call(exportApi.invoiceMonth, { body: { billingMonth, docLang } })).data;
}
