import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { expenseTypeSave, expenseTypeSaved } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

/** Amounts go as typed baht (the schema turns them into satang on the server). */
export type ExpenseTypeSaveInput = Omit<z.input<typeof expenseTypeSave>, 'lang' | 'propertyCode'>;

/** POST /config/expense/save: creates, or with originalCode updates. */
export async function saveExpenseType(input: ExpenseTypeSaveInput): Promise<string> {
  const reply = await api.post('/config/expense/save', expenseTypeSaved, {
    body: { ...input },
    notify: false,
  });
  return reply.data.expenseTypeCode;
}

export function useSaveExpenseType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveExpenseType,
    onSuccess: () => invalidateAll(queryClient, invalidates.expenseTypeSaved),
  });
}
