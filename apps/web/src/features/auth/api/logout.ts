import { authApi } from '@suanklang/shared';
import { call } from '../../../lib/http/call';

/** Ends the session of `token` on the server, so the token is refused from now on. */
export async function endServerSession(token: string): Promise<void> {
  await call(authApi.logout, { body: {} }, { notify: false, token });
}
