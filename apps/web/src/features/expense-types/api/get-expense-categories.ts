import { useQuery } from '@tanstack/react-query';
import { expenseCategoryReply } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { expenseTypeKeys } from '../../../lib/query-keys';

export type ExpenseCategoryRow = ReturnType<typeof expenseCategoryReply.parse>['data'][number];

/** GET /config/expense/category */
export async function getExpenseCategories(signal?: AbortSignal): Promise<ExpenseCategoryRow[]> {
  const reply = await api.list('GET', '/config/expense/category', expenseCategoryReply, { signal });
  return reply.data;
}

export function useExpenseCategories() {
  return useQuery({
    queryKey: expenseTypeKeys.categories(),
    queryFn: ({ signal }) => getExpenseCategories(signal),
    staleTime: 30 * 60_000,
  });
}
