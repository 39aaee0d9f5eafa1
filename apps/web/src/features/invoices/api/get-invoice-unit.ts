import { useQuery } from '@tanstack/react-query';
import { invoiceUnitReply } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { invoiceKeys } from '../../../lib/query-keys';

export type InvoiceUnit = ReturnType<typeof invoiceUnitReply.parse>['data'];

/** GET /invoices/unit?unitCode: who a manual invoice of the unit goes to, and what the unit still owes. */
export async function getInvoiceUnit(unitCode: string, signal?: AbortSignal): Promise<InvoiceUnit> {
  const reply = await api.get('/invoices/unit', invoiceUnitReply, {
    query: { unitCode },
    signal,
    notify: false,
  });
  return reply.data;
}

export function useInvoiceUnit(unitCode: string | undefined) {
  return useQuery({
    queryKey: invoiceKeys.unit(unitCode ?? ''),
    queryFn: ({ signal }) => getInvoiceUnit(unitCode ?? '', signal),
    enabled: Boolean(unitCode),
  });
}
