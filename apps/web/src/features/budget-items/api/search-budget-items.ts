import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { budgetItemApi, type BudgetItemSearchBody, type ReplyOf } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { budgetItemKeys } from '../../../lib/query-keys';

export type BudgetItemSearchParams = Partial<Pick<BudgetItemSearchBody, 'keyword' | 'active'>> &
  Pick<BudgetItemSearchBody, 'page' | 'pageSize'>;
export type BudgetItemSearchResult = ReplyOf<typeof budgetItemApi.search>;

export function searchBudgetItems(
  params: BudgetItemSearchParams,
  signal?: AbortSignal,
): Promise<BudgetItemSearchResult> {
  return call(budgetItemApi.search, { body: params }, { signal });
}

export function useSearchBudgetItems(params: BudgetItemSearchParams) {
  return useQuery({
    queryKey: budgetItemKeys.list(params),
    queryFn: ({ signal }) => searchBudgetItems(params, signal),
    placeholderData: keepPreviousData,
  });
}
