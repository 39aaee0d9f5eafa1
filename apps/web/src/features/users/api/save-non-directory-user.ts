import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userApi, type NonDirectoryUserSave } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

export type NonDirectoryUserInput = Omit<NonDirectoryUserSave, 'lang' | 'propertyCode'>;

/** A user who signs in with a password at the built-in provider. */
export function saveNonDirectoryUser(input: NonDirectoryUserInput) {
  // Field errors (400 with fields) are shown under the form's fields, not in a dialog.
  return call(userApi.saveNonDirectory, { body: input }, { formErrors: true });
}

export function useSaveNonDirectoryUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNonDirectoryUser,
    onSuccess: () => invalidateAll(queryClient, invalidates.userSaved),
  });
}
