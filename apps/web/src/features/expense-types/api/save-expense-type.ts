import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { expenseTypeApi, type expenseTypeSave } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

/** Amounts go as typed baht (the schema turns them into satang on the server). */
export type ExpenseTypeSaveInput = Omit<z.input<typeof expenseTypeSave>, 'lang' | 'propertyCode'>;

/** Creates, or with originalCode updates. */
export async function saveExpenseType(input: ExpenseTypeSaveInput): Promise<string> {
  const reply = await call(expenseTypeApi.save, { body: input }, { notify: false });
  return reply.data.expenseTypeCode;
}

export function useSaveExpenseType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveExpenseType,
    onSuccess: () => invalidateAll(queryClient, invalidates.expenseTypeSaved),
  });
}
