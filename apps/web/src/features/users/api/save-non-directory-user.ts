import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NonDirectoryUserSave } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { ackReply } from '../../../lib/http/replies';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

export type NonDirectoryUserInput = Omit<NonDirectoryUserSave, 'lang' | 'propertyCode'>;

/** POST /manageuser/nonldap/save: a user who signs in with a password at the built-in provider. */
export function saveNonDirectoryUser(input: NonDirectoryUserInput) {
  // Field errors (400 with fields) are shown under the form's fields, not in a dialog.
  return api.post('/manageuser/nonldap/save', ackReply, { body: { ...input }, formErrors: true });
}

export function useSaveNonDirectoryUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNonDirectoryUser,
    onSuccess: () => invalidateAll(queryClient, invalidates.userSaved),
  });
}
