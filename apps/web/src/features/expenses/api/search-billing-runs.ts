import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BILLING_RUN_STATUSES, runListReply } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';

export type BillingRunStatus = (typeof BILLING_RUN_STATUSES)[number];
export type BillingRunSearchParams = {
  month?: string;
  status?: BillingRunStatus;
  page: number;
  pageSize: number;
};
export type BillingRunSearchResult = ReturnType<typeof runListReply.parse>;

/** GET /expenses/status/invoice?month&status&page&pageSize: the billing runs, newest first. */
export function searchBillingRuns(
  params: BillingRunSearchParams,
  signal?: AbortSignal,
): Promise<BillingRunSearchResult> {
  return api.list('GET', '/expenses/status/invoice', runListReply, { query: { ...params }, signal });
}

export function billingRunsQueryKey(params: BillingRunSearchParams) {
  return ['expenses', 'runs', params] as const;
}

/** While a run on the page is RUNNING the list refreshes itself every few seconds. */
export function useBillingRuns(params: BillingRunSearchParams) {
  return useQuery({
    queryKey: billingRunsQueryKey(params),
    queryFn: ({ signal }) => searchBillingRuns(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((run) => run.status === 'RUNNING') ? 3000 : false,
  });
}
