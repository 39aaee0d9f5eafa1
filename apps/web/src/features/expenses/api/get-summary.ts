import { useQuery } from '@tanstack/react-query';
import { expenseApi, type BillingSummary } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { billingKeys } from '../../../lib/query-keys';

/** What a billing run of the month would charge each unit. */
export async function getSummary(month: string, signal?: AbortSignal): Promise<BillingSummary> {
  const reply = await call(expenseApi.summary, { query: { month } }, { signal });
  return reply.data;
}

/** Fetched only once the user asks for the preview of the month. */
export function useSummary(month: string, requested: boolean) {
  return useQuery({
    queryKey: billingKeys.summary(month),
    queryFn: ({ signal }) => getSummary(month, signal),
    enabled: requested,
  });
}
