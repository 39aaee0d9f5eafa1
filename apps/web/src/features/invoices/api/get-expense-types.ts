import { useQuery } from '@tanstack/react-query';
import { billingTypesReply, type BillingTypeRow } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { billingKeys } from '../../../lib/query-keys';

/** GET /expenses/types: the active expense types an invoice line can charge. */
export async function getExpenseTypes(signal?: AbortSignal): Promise<BillingTypeRow[]> {
  const reply = await api.list('GET', '/expenses/types', billingTypesReply, { signal });
  return reply.data;
}

export function useExpenseTypes(enabled = true) {
  return useQuery({
    queryKey: billingKeys.types(),
    queryFn: ({ signal }) => getExpenseTypes(signal),
    staleTime: 5 * 60_000,
    enabled,
  });
}
