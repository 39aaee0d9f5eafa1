import { useQuery } from '@tanstack/react-query';
import { expenseApi, type ApplyBody, type BillingRunRow } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { billingKeys } from '../../../lib/query-keys';

export type ApplyInput = Omit<ApplyBody, 'lang' | 'propertyCode'>;

/** Starts the billing run of a month in the background; answers the run (RUNNING). */
export async function applyBilling(input: ApplyInput): Promise<BillingRunRow> {
  const reply = await call(expenseApi.apply, { body: input });
  return reply.data;
}

/** The run with its progress (done of unitCount units). */
export async function getBillingRun(runId: string, signal?: AbortSignal): Promise<BillingRunRow> {
  const reply = await call(expenseApi.run, { query: { runId } }, { signal });
  return reply.data;
}

/** How often a running billing run is asked for its progress. */
export const RUN_POLL_MS = 700;

/** Polls a run every 700 ms while it is RUNNING; stops at DONE or FAILED (or on a failed call). */
export function useBillingRun(run: BillingRunRow | null) {
  return useQuery({
    queryKey: billingKeys.run(run?.runId ?? ''),
    queryFn: ({ signal }) => getBillingRun(run?.runId ?? '', signal),
    enabled: run !== null,
    initialData: run ?? undefined,
    initialDataUpdatedAt: 0,
    refetchInterval: (query) =>
      query.state.data?.status === 'RUNNING' && !query.state.error ? RUN_POLL_MS : false,
    refetchIntervalInBackground: true,
    retry: false,
  });
}
