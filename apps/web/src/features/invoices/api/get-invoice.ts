import { useQuery } from '@tanstack/react-query';
import { invoiceDetailReply, type InvoiceDetail } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { invoiceKeys } from '../../../lib/query-keys';

/** GET /invoices/{id}: the invoice with its lines and journal entries. */
export async function getInvoice(invoiceId: string, signal?: AbortSignal): Promise<InvoiceDetail> {
  const reply = await api.get(`/invoices/${encodeURIComponent(invoiceId)}`, invoiceDetailReply, { signal });
  return reply.data;
}

export function useInvoice(invoiceId: string | null) {
  return useQuery({
    queryKey: invoiceKeys.detail(invoiceId ?? ''),
    queryFn: ({ signal }) => getInvoice(invoiceId ?? '', signal),
    enabled: Boolean(invoiceId),
  });
}
