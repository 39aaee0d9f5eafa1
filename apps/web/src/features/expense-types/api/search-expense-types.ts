import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { expenseTypeSearchReply, type ExpenseTypeSearchBody } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { expenseTypeKeys } from '../../../lib/query-keys';

export type ExpenseTypeSearchParams = Partial<
  Pick<ExpenseTypeSearchBody, 'keyword' | 'category' | 'calcKind' | 'active'>
> &
  Pick<ExpenseTypeSearchBody, 'page' | 'pageSize'>;
export type ExpenseTypeSearchResult = ReturnType<typeof expenseTypeSearchReply.parse>;

/** POST /config/expense/search */
export function searchExpenseTypes(
  params: ExpenseTypeSearchParams,
  signal?: AbortSignal,
): Promise<ExpenseTypeSearchResult> {
  return api.list('POST', '/config/expense/search', expenseTypeSearchReply, { body: { ...params }, signal });
}

export function useSearchExpenseTypes(params: ExpenseTypeSearchParams) {
  return useQuery({
    queryKey: expenseTypeKeys.list(params),
    queryFn: ({ signal }) => searchExpenseTypes(params, signal),
    placeholderData: keepPreviousData,
  });
}
