import { api, apiV1 } from '../../../lib/http/clients';
import { openBinary } from '../../../lib/http/download';
import type { DocLang } from './get-print-options';

/**
 * GET /invoices/{id}/print?docLang: the invoice PDF, fetched with the token (a plain link would carry none) and
 * opened in a new tab from a blob URL. The server counts the print.
 */
export async function printInvoice(invoiceId: string, docLang: DocLang): Promise<void> {
  const binary = await api.binary('GET', `/invoices/${encodeURIComponent(invoiceId)}/print`, {
    query: { docLang },
  });
  openBinary(binary);
}

/** POST /api/v1/reports/invoice/expenses/office (second service): every issued invoice of a month in one PDF. */
export async function printMonth(billingMonth: string, docLang: DocLang): Promise<void> {
  const binary = await apiV1.binary('POST', '/reports/invoice/expenses/office', {
    body: { billingMonth, docLang },
  });
  openBinary(binary);
}
