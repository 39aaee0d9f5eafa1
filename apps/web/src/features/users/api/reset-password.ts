import { useMutation } from '@tanstack/react-query';
import { userApi, type PasswordReset } from '@suanklang/shared';
import { call } from '../../../lib/http/call';

export type PasswordResetInput = Omit<PasswordReset, 'lang' | 'propertyCode'>;

/** An administrator's new password for a user, who must change it at the next sign-in. */
export function resetPassword(input: PasswordResetInput) {
  return call(userApi.resetPassword, { body: input }, { formErrors: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
