import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { expenseTypeApi, type ExpenseTypeSearchBody, type ReplyOf } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { expenseTypeKeys } from '../../../lib/query-keys';

export type ExpenseTypeSearchParams = Partial<
  Pick<ExpenseTypeSearchBody, 'keyword' | 'category' | 'calcKind' | 'active'>
> &
  Pick<ExpenseTypeSearchBody, 'page' | 'pageSize'>;
export type ExpenseTypeSearchResult = ReplyOf<typeof expenseTypeApi.search>;

export function searchExpenseTypes(
  params: ExpenseTypeSearchParams,
  signal?: AbortSignal,
): Promise<ExpenseTypeSearchResult> {
  return call(expenseTypeApi.search, { body: params }, { signal });
}

export function useSearchExpenseTypes(params: ExpenseTypeSearchParams) {
  return useQuery({
    queryKey: expenseTypeKeys.list(params),
    queryFn: ({ signal }) => searchExpenseTypes(params, signal),
    placeholderData: keepPreviousData,
  });
}
