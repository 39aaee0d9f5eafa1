import { useQuery } from '@tanstack/react-query';
import { billingTypesReply, type BillingTypeRow } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';

/** GET /expenses/types: the active expense types an invoice line can charge. */
export async function getExpenseTypes(signal?: AbortSignal): Promise<BillingTypeRow[]> {
  const reply = await api.list('GET', '/expenses/types', billingTypesReply, { signal });
  return reply.data;
}

export const expenseTypesQueryKey = ['invoices', 'expense-types'] as const;

export function useExpenseTypes(enabled = true) {
  return useQuery({
    queryKey: expenseTypesQueryKey,
    queryFn: ({ signal }) => getExpenseTypes(signal),
    staleTime: 5 * 60_000,
    enabled,
  });
}
