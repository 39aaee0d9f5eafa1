import { useQuery } from '@tanstack/react-query';
import { summaryReply, type BillingSummary } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { billingKeys } from '../../../lib/query-keys';

/** GET /expenses/summary?month: what a billing run of the month would charge each unit. */
export async function getSummary(month: string, signal?: AbortSignal): Promise<BillingSummary> {
  const reply = await api.get('/expenses/summary', summaryReply, { query: { month }, signal });
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
