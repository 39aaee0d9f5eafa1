import { useQuery } from '@tanstack/react-query';
import { factorReply } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { billingKeys } from '../../../lib/query-keys';

export type FactorRow = ReturnType<typeof factorReply.parse>['data'][number];

/** GET /expenses/factor?expenseTypeCode: the units whose factor differs from 1. */
export async function getFactors(expenseTypeCode: string, signal?: AbortSignal): Promise<FactorRow[]> {
  const reply = await api.list('GET', '/expenses/factor', factorReply, {
    query: { expenseTypeCode },
    signal,
  });
  return reply.data;
}

export function useFactors(expenseTypeCode: string | undefined) {
  return useQuery({
    queryKey: billingKeys.factors(expenseTypeCode ?? ''),
    queryFn: ({ signal }) => getFactors(expenseTypeCode ?? '', signal),
    enabled: Boolean(expenseTypeCode),
  });
}
