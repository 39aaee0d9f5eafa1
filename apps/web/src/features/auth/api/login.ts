import { loginReply, type LoginData } from '@suanklang/shared';
import { publicApi } from '../../../lib/http/clients';

/**
 * POST /auth/login: trades the identity provider's id_token for the app's session token. Failures are shown by
 * the caller (the login screen in place, a silent attempt not at all).
 */
export async function exchangeIdToken(
  idToken: string,
  options: { notify?: boolean } = {},
): Promise<LoginData> {
  const reply = await publicApi.post('/auth/login', loginReply, {
    body: { idToken },
    notify: options.notify ?? false,
  });
  return reply.data;
}
