import { authApi, type OidcConfig } from '@suanklang/shared';
import { publicApi } from '../../../lib/http/clients';

/**
 * The identity provider the app signs in with. Called before sign-in, so through the client without a token
 * (call() always sends the app token), with the method, path and reply of the shared endpoint.
 */
export async function getOidcConfig(signal?: AbortSignal): Promise<OidcConfig> {
  const e = authApi.oidcConfig;
  const reply = await publicApi.request(e.method, e.path, e.reply, { signal });
  return reply.data;
}

let cached: Promise<OidcConfig> | null = null;

/** The configuration changes only with a server restart: fetched once per page load (a failure is retried). */
export function loadOidcConfig(): Promise<OidcConfig> {
  cached ??= getOidcConfig().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}
