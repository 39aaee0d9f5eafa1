import { useQuery } from '@tanstack/react-query';
import { invoiceApi, type ReplyOf } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { invoiceKeys } from '../../../lib/query-keys';

export type InvoiceUnit = ReplyOf<typeof invoiceApi.unit>['data'];

/** Who a manual invoice of the unit goes to, and what the unit still owes. */
export async function getInvoiceUnit(unitCode: string, signal?: AbortSignal): Promise<InvoiceUnit> {
  const reply = await call(invoiceApi.unit, { query: { unitCode } }, { signal, notify: false });
  return reply.data;
}

export function useInvoiceUnit(unitCode: string | undefined) {
  return useQuery({
    queryKey: invoiceKeys.unit(unitCode ?? ''),
    queryFn: ({ signal }) => getInvoiceUnit(unitCode ?? '', signal),
    enabled: Boolean(unitCode),
  });
}
