import { useQuery } from '@tanstack/react-query';
import { invoiceApi, type InvoiceDetail } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { invoiceKeys } from '../../../lib/query-keys';

/** The invoice with its lines and journal entries. */
export async function getInvoice(invoiceId: string, signal?: AbortSignal): Promise<InvoiceDetail> {
  const reply = await call(invoiceApi.detail, { params: { id: invoiceId } }, { signal });
  return reply.data;
}

export function useInvoice(invoiceId: string | null) {
  return useQuery({
    queryKey: invoiceKeys.detail(invoiceId ?? ''),
    queryFn: ({ signal }) => getInvoice(invoiceId ?? '', signal),
    enabled: Boolean(invoiceId),
  });
}
