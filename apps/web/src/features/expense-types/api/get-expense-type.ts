import { useQuery } from '@tanstack/react-query';
import { expenseTypeDetailReply, type ExpenseTypeDetail } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { expenseTypeKeys } from '../../../lib/query-keys';

/** GET /config/expense/detail/{expenseTypeCode} */
export async function getExpenseType(code: string, signal?: AbortSignal): Promise<ExpenseTypeDetail> {
  const reply = await api.get(`/config/expense/detail/${encodeURIComponent(code)}`, expenseTypeDetailReply, {
    signal,
  });
  return reply.data;
}

export function useExpenseType(code: string | null) {
  return useQuery({
    queryKey: expenseTypeKeys.detail(code ?? ''),
    queryFn: ({ signal }) => getExpenseType(code ?? '', signal),
    enabled: code !== null && code !== '',
  });
}
