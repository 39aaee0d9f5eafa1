import { useQuery } from '@tanstack/react-query';
import { budgetItemApi, type BudgetItemDetail } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { budgetItemKeys } from '../../../lib/query-keys';

/** One budget item. */
export async function getBudgetItem(code: string, signal?: AbortSignal): Promise<BudgetItemDetail> {
  const reply = await call(budgetItemApi.detail, { params: { code } }, { signal });
  return reply.data;
}

export function useBudgetItem(code: string | null) {
  return useQuery({
    queryKey: budgetItemKeys.detail(code ?? ''),
    queryFn: ({ signal }) => getBudgetItem(code ?? '', signal),
    enabled: code !== null && code !== '',
  });
}
