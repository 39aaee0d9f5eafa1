import { authApi, type LoginData } from '@suanklang/shared';
import { call } from '../../../lib/http/call';

/**
 * Trades the identity provider's id_token for the app's session token (a public endpoint: no stale token goes
 * with it). Failures are shown by the caller (the login screen in place, a silent attempt not at all).
 */
export async function exchangeIdToken(
  idToken: string,
  options: { notify?: boolean } = {},
): Promise<LoginData> {
  const reply = await call(authApi.login, { body: { idToken } }, { notify: options.notify ?? false });
  return reply.data;
}
