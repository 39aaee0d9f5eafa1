import { useQuery } from '@tanstack/react-query';
import { expenseTypeApi, type CheckEditable } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { expenseTypeKeys } from '../../../lib/query-keys';

/** Whether the code and the calculation may still change. */
export async function checkExpenseTypeEditable(code: string, signal?: AbortSignal): Promise<CheckEditable> {
  const reply = await call(expenseTypeApi.checkEditable, { params: { code } }, { signal });
  return reply.data;
}

export function useExpenseTypeEditable(code: string | null, enabled: boolean) {
  return useQuery({
    queryKey: expenseTypeKeys.editable(code ?? ''),
    queryFn: ({ signal }) => checkExpenseTypeEditable(code ?? '', signal),
    enabled: enabled && code !== null && code !== '',
  });
}
