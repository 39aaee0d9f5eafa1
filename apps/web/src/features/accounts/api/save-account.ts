import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { accountApi, type accountSave } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

export type AccountSaveInput = Omit<z.input<typeof accountSave>, 'lang' | 'propertyCode'>;

/** Creates, or with originalCode updates (and renames, when not in use). */
export async function saveAccount(input: AccountSaveInput): Promise<string> {
  const reply = await call(accountApi.save, { body: input }, { notify: false });
  return reply.data.accountCode;
}

export function useSaveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAccount,
    onSuccess: () => invalidateAll(queryClient, invalidates.accountSaved),
  });
}
