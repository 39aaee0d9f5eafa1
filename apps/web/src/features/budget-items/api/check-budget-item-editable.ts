import { useQuery } from '@tanstack/react-query';
import { budgetItemApi, type CheckEditable } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { budgetItemKeys } from '../../../lib/query-keys';

/** Whether the code may still change. */
export async function checkBudgetItemEditable(code: string, signal?: AbortSignal): Promise<CheckEditable> {
  const reply = await call(budgetItemApi.checkEditable, { params: { code } }, { signal });
  return reply.data;
}

export function useBudgetItemEditable(code: string | null, enabled: boolean) {
  return useQuery({
    queryKey: budgetItemKeys.editable(code ?? ''),
    queryFn: ({ signal }) => checkBudgetItemEditable(code ?? '', signal),
    enabled: enabled && code !== null && code !== '',
  });
}
