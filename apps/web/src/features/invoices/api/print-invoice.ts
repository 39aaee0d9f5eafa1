import { invoiceApi } from '@suanklang/shared';
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

/** Every issued invoice of a month in one PDF (second service). */
export async function printMonth(billingMonth: string, docLang: DocLang): Promise<void> {
  const binary = await call(invoiceApi.printMonth, { body: { billingMonth, docLang } });
  openBinary(binary);
}
