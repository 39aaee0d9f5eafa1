import { useQuery } from '@tanstack/react-query';
import { expenseTypeApi, type ReplyOf } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { expenseTypeKeys } from '../../../lib/query-keys';

export type ExpenseCategoryRow = ReplyOf<typeof expenseTypeApi.categories>['data'][number];

export async function getExpenseCategories(signal?: AbortSignal): Promise<ExpenseCategoryRow[]> {
  const reply = await call(expenseTypeApi.categories, {}, { signal });
  return reply.data;
}

export function useExpenseCategories() {
  return useQuery({
    queryKey: expenseTypeKeys.categories(),
    queryFn: ({ signal }) => getExpenseCategories(signal),
    staleTime: 30 * 60_000,
  });
}
