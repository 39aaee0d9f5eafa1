import { useQuery } from '@tanstack/react-query';
import { invoiceDetailReply, type InvoiceDetail } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';

/** GET /invoices/{id}: the invoice with its lines and journal entries. */
export async function getInvoice(invoiceId: string, signal?: AbortSignal): Promise<InvoiceDetail> {
  const reply = await api.get(`/invoices/${encodeURIComponent(invoiceId)}`, invoiceDetailReply, { signal });
  return reply.data;
}

export function invoiceQueryKey(invoiceId: string) {
  return ['invoices', 'detail', invoiceId] as const;
}

export function useInvoice(invoiceId: string | null) {
  return useQuery({
    queryKey: invoiceQueryKey(invoiceId ?? ''),
    queryFn: ({ signal }) => getInvoice(invoiceId ?? '', signal),
    enabled: Boolean(invoiceId),
  });
}
