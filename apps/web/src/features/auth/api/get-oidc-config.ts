import { oidcConfigReply, type OidcConfig } from '@suanklang/shared';
import { publicApi } from '../../../lib/http/clients';

/** GET /auth/oidc-config (no token): the identity provider the app signs in with. */
export async function getOidcConfig(signal?: AbortSignal): Promise<OidcConfig> {
  const reply = await publicApi.get('/auth/oidc-config', oidcConfigReply, { signal });
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
