import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userApi, type ActiveFlag } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

export type ActivateUserInput = { userId: string; active: ActiveFlag };

/** active 'Y' lets the user sign in, 'N' stops them. */
export function activateUser(input: ActivateUserInput) {
  return call(userApi.activate, { body: input });
}

export function useActivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateUser,
    onSuccess: () => invalidateAll(queryClient, invalidates.userSaved),
  });
}
