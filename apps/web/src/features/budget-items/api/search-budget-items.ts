import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { budgetItemSearchReply, type BudgetItemSearchBody } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { budgetItemKeys } from '../../../lib/query-keys';

export type BudgetItemSearchParams = Partial<Pick<BudgetItemSearchBody, 'keyword' | 'active'>> &
  Pick<BudgetItemSearchBody, 'page' | 'pageSize'>;
export type BudgetItemSearchResult = ReturnType<typeof budgetItemSearchReply.parse>;

/** POST /config/budgetitem/search */
export function searchBudgetItems(
  params: BudgetItemSearchParams,
  signal?: AbortSignal,
): Promise<BudgetItemSearchResult> {
  return api.list('POST', '/config/budgetitem/search', budgetItemSearchReply, {
    body: { ...params },
    signal,
  });
}

export function useSearchBudgetItems(params: BudgetItemSearchParams) {
  return useQuery({
    queryKey: budgetItemKeys.list(params),
    queryFn: ({ signal }) => searchBudgetItems(params, signal),
    placeholderData: keepPreviousData,
  });
}
