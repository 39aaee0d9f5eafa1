import { authApi } from '@suanklang/shared';
import { call } from '../../../lib/http/call';

/** Ends this session on the server, so its token is refused from now on. */
export async function endServerSession(): Promise<void> {
  await call(authApi.logout, { body: {} }, { notify: false });
}
