import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { budgetItemSave, budgetItemSaved } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

export type BudgetItemSaveInput = Omit<z.input<typeof budgetItemSave>, 'lang' | 'propertyCode'>;

/** POST /config/budgetitem/save: creates, or with originalCode updates. */
export async function saveBudgetItem(input: BudgetItemSaveInput): Promise<string> {
  const reply = await api.post('/config/budgetitem/save', budgetItemSaved, {
    body: { ...input },
    notify: false,
  });
  return reply.data.budgetItemCode;
}

export function useSaveBudgetItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBudgetItem,
    onSuccess: () => invalidateAll(queryClient, invalidates.budgetItemSaved),
  });
}
