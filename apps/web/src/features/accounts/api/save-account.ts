import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { accountSave, accountSaved } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

export type AccountSaveInput = Omit<z.input<typeof accountSave>, 'lang' | 'propertyCode'>;

/** POST /config/account/save: creates, or with originalCode updates (and renames, when not in use). */
export async function saveAccount(input: AccountSaveInput): Promise<string> {
  const reply = await api.post('/config/account/save', accountSaved, { body: { ...input }, notify: false });
  return reply.data.accountCode;
}

export function useSaveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAccount,
    onSuccess: () => invalidateAll(queryClient, invalidates.accountSaved),
  });
}
