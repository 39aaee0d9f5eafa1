import { SessionTimeoutDialog } from '../../features/auth/components/session-timeout-dialog';
import { signOut, signOutAfterPasswordChange } from '../../features/auth/session-actions';
import { AppLayout } from '../../features/shell/components/app-layout';

/** /views/*: the signed-in frame, with the session-timeout warning. */
export function Component() {
  return (
    <AppLayout
      onSignOut={() => void signOut()}
      onPasswordChanged={() => void signOutAfterPasswordChange()}
      overlay={<SessionTimeoutDialog />}
    />
  );
}
