import { useQuery } from '@tanstack/react-query';
import { expenseApi, type ReplyOf } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { billingKeys } from '../../../lib/query-keys';

export type FactorRow = ReplyOf<typeof expenseApi.factors>['data'][number];

/** The units whose factor differs from 1. */
export async function getFactors(expenseTypeCode: string, signal?: AbortSignal): Promise<FactorRow[]> {
  const reply = await call(expenseApi.factors, { query: { expenseTypeCode } }, { signal });
  return reply.data;
}

export function useFactors(expenseTypeCode: string | undefined) {
  return useQuery({
    queryKey: billingKeys.factors(expenseTypeCode ?? ''),
    queryFn: ({ signal }) => getFactors(expenseTypeCode ?? '', signal),
    enabled: Boolean(expenseTypeCode),
  });
}
