import { useQuery } from '@tanstack/react-query';
import { expenseApi, type BillingTypeRow } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { billingKeys } from '../../../lib/query-keys';

/** The active expense types an invoice line can charge. */
export async function getExpenseTypes(signal?: AbortSignal): Promise<BillingTypeRow[]> {
  const reply = await call(expenseApi.types, {}, { signal });
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
