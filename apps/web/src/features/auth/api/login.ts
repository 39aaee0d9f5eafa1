import type { z } from 'zod';
import { authApi, type LoginData } from '@suanklang/shared';
import { publicApi } from '../../../lib/http/clients';

/**
 * Trades the identity provider's id_token for the app's session token, through the client without a token (a
 * stale one must not go with it), with the method, path, body and reply of the shared endpoint. Failures are
 * shown by the caller (the login screen in place, a silent attempt not at all).
 */
export async function exchangeIdToken(
  idToken: string,
  options: { notify?: boolean } = {},
): Promise<LoginData> {
  const e = authApi.login;
  const body: Omit<z.input<typeof e.body>, 'lang' | 'propertyCode'> = { idToken };
  const reply = await publicApi.request(e.method, e.path, e.reply, {
    body,
    notify: options.notify ?? false,
  });
  return reply.data;
}
