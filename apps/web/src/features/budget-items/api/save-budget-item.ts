import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { budgetItemApi, type budgetItemSave } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

export type BudgetItemSaveInput = Omit<z.input<typeof budgetItemSave>, 'lang' | 'propertyCode'>;

/** Creates, or with originalCode updates. */
export async function saveBudgetItem(input: BudgetItemSaveInput): Promise<string> {
  const reply = await call(budgetItemApi.save, { body: input }, { notify: false });
  return reply.data.budgetItemCode;
}

export function useSaveBudgetItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBudgetItem,
    onSuccess: () => invalidateAll(queryClient, invalidates.budgetItemSaved),
  });
}
