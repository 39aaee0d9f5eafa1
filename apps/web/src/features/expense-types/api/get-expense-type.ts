import { useQuery } from '@tanstack/react-query';
import { expenseTypeDetailReply, type ExpenseTypeDetail } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';

/** GET /config/expense/detail/{expenseTypeCode} */
export async function getExpenseType(code: string, signal?: AbortSignal): Promise<ExpenseTypeDetail> {
  const reply = await api.get(`/config/expense/detail/${encodeURIComponent(code)}`, expenseTypeDetailReply, {
    signal,
  });
  return reply.data;
}

export function expenseTypeQueryKey(code: string) {
  return ['expense-types', 'detail', code] as const;
}

export function useExpenseType(code: string | null) {
  return useQuery({
    queryKey: expenseTypeQueryKey(code ?? ''),
    queryFn: ({ signal }) => getExpenseType(code ?? '', signal),
    enabled: code !== null && code !== '',
  });
}
