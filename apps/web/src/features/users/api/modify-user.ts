import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserModify } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { ackReply } from '../../../lib/http/replies';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

export type UserModifyInput = Omit<UserModify, 'lang' | 'propertyCode'>;

/** POST /manageuser/modify: name, email, position and role on this property. */
export function modifyUser(input: UserModifyInput) {
  return api.post('/manageuser/modify', ackReply, { body: { ...input }, formErrors: true });
}

export function useModifyUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyUser,
    onSuccess: () => invalidateAll(queryClient, invalidates.userSaved),
  });
}
