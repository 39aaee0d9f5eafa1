import { useQuery } from '@tanstack/react-query';
import { expenseTypeApi, type ExpenseTypeDetail } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { expenseTypeKeys } from '../../../lib/query-keys';

/** One expense type with its tiers. */
export async function getExpenseType(code: string, signal?: AbortSignal): Promise<ExpenseTypeDetail> {
  const reply = await call(expenseTypeApi.detail, { params: { code } }, { signal });
  return reply.data;
}

export function useExpenseType(code: string | null) {
  return useQuery({
    queryKey: expenseTypeKeys.detail(code ?? ''),
    queryFn: ({ signal }) => getExpenseType(code ?? '', signal),
    enabled: code !== null && code !== '',
  });
}
