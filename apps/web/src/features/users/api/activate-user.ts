import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActiveFlag } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { ackReply } from '../../../lib/http/replies';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

export type ActivateUserInput = { userId: string; active: ActiveFlag };

/** POST /manageuser/activate: active 'Y' lets the user sign in, 'N' stops them. */
export function activateUser(input: ActivateUserInput) {
  return api.post('/manageuser/activate', ackReply, { body: { ...input } });
}

export function useActivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateUser,
    onSuccess: () => invalidateAll(queryClient, invalidates.userSaved),
  });
}
