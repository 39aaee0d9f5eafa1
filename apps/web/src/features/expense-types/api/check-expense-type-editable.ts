import { useQuery } from '@tanstack/react-query';
import { checkEditableReply, type CheckEditable } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { expenseTypeKeys } from '../../../lib/query-keys';

/** GET /config/expense/checkEditable/{expenseTypeCode}: whether the code and the calculation may still change. */
export async function checkExpenseTypeEditable(code: string, signal?: AbortSignal): Promise<CheckEditable> {
  const reply = await api.get(
    `/config/expense/checkEditable/${encodeURIComponent(code)}`,
    checkEditableReply,
    {
      signal,
    },
  );
  return reply.data;
}

export function useExpenseTypeEditable(code: string | null, enabled: boolean) {
  return useQuery({
    queryKey: expenseTypeKeys.editable(code ?? ''),
    queryFn: ({ signal }) => checkExpenseTypeEditable(code ?? '', signal),
    enabled: enabled && code !== null && code !== '',
  });
}
