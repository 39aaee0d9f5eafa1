import { authApi, type OidcConfig } from '@suanklang/shared';
import { call } from '../../../lib/http/call';

/** The identity provider the app signs in with (a public endpoint: called before sign-in, with no token). */
export async function getOidcConfig(signal?: AbortSignal): Promise<OidcConfig> {
  const reply = await call(authApi.oidcConfig, {}, { signal });
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
