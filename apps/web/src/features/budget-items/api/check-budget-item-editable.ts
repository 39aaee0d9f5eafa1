import { useQuery } from '@tanstack/react-query';
import { checkEditableReply, type CheckEditable } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { budgetItemKeys } from '../../../lib/query-keys';

/** GET /config/budgetitem/checkEditable/{budgetItemCode}: whether the code may still change. */
export async function checkBudgetItemEditable(code: string, signal?: AbortSignal): Promise<CheckEditable> {
  const reply = await api.get(
    `/config/budgetitem/checkEditable/${encodeURIComponent(code)}`,
    checkEditableReply,
    {
      signal,
    },
  );
  return reply.data;
}

export function useBudgetItemEditable(code: string | null, enabled: boolean) {
  return useQuery({
    queryKey: budgetItemKeys.editable(code ?? ''),
    queryFn: ({ signal }) => checkBudgetItemEditable(code ?? '', signal),
    enabled: enabled && code !== null && code !== '',
  });
}
