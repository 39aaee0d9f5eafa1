import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BILLING_RUN_STATUSES, expenseApi, type ReplyOf } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { billingKeys } from '../../../lib/query-keys';

export type BillingRunStatus = (typeof BILLING_RUN_STATUSES)[number];
export type BillingRunSearchParams = {
  month?: string;
  status?: BillingRunStatus;
  page: number;
  pageSize: number;
};
export type BillingRunSearchResult = ReplyOf<typeof expenseApi.runs>;

/** The billing runs, newest first. */
export function searchBillingRuns(
  params: BillingRunSearchParams,
  signal?: AbortSignal,
): Promise<BillingRunSearchResult> {
  return call(expenseApi.runs, { query: params }, { signal });
}

/** While a run on the page is RUNNING the list refreshes itself every few seconds. */
export function useBillingRuns(params: BillingRunSearchParams) {
  return useQuery({
    queryKey: billingKeys.runList(params),
    queryFn: ({ signal }) => searchBillingRuns(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((run) => run.status === 'RUNNING') ? 3000 : false,
  });
}
