import { useMutation } from '@tanstack/react-query';
import { userApi, type PasswordChange } from '@suanklang/shared';
import { call } from '../../../lib/http/call';

export type PasswordChangeInput = Omit<PasswordChange, 'lang' | 'propertyCode'>;

/** The signed-in user's own password; on success every session of the user has ended, this one too. */
export function changePassword(input: PasswordChangeInput) {
  return call(userApi.changePassword, { body: input }, { formErrors: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
