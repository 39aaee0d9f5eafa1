import { useQuery } from '@tanstack/react-query';
import { budgetItemDetailReply, type BudgetItemDetail } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { budgetItemKeys } from '../../../lib/query-keys';

/** GET /config/budgetitem/detail/{budgetItemCode} */
export async function getBudgetItem(code: string, signal?: AbortSignal): Promise<BudgetItemDetail> {
  const reply = await api.get(
    `/config/budgetitem/detail/${encodeURIComponent(code)}`,
    budgetItemDetailReply,
    { signal },
  );
  return reply.data;
}

export function useBudgetItem(code: string | null) {
  return useQuery({
    queryKey: budgetItemKeys.detail(code ?? ''),
    queryFn: ({ signal }) => getBudgetItem(code ?? '', signal),
    enabled: code !== null && code !== '',
  });
}
