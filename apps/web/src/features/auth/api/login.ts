import { authApi, type LoginData } from '@suanklang/shared';
import { call } from '../../../lib/http/call';

/**
 * Trades the identity provider's id_token for the app's session token (a public endpoint: no stale token goes
 * with it as a bearer; a renewal names the token it `replaces` in the body, and the server ends its session).
 * Failures are shown by the caller (the login screen in place, a silent attempt not at all).
 */
export async function exchangeIdToken(
  idToken: string,
  options: { notify?: boolean; replaces?: string } = {},
): Promise<LoginData> {
  const body = options.replaces ? { idToken, replaces: options.replaces } : { idToken };
  const reply = await call(authApi.login, { body }, { notify: options.notify ?? false });
  return reply.data;
}
