import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userApi, type UserModify } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

export type UserModifyInput = Omit<UserModify, 'lang' | 'propertyCode'>;

/** Name, email, position and role on this property. */
export function modifyUser(input: UserModifyInput) {
  return call(userApi.modify, { body: input }, { formErrors: true });
}

export function useModifyUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyUser,
    onSuccess: () => invalidateAll(queryClient, invalidates.userSaved),
  });
}
