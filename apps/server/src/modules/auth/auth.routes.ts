import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { authApi, type OidcConfig } from '@suanklang/shared';
import { route } from '../../platform/endpoint';
import { ok } from '../../platform/reply';
import { signedIn } from '../../platform/request-context';
import type { AuthService } from './auth.service';
import { interactionPages } from './interaction-pages';

export type AuthRoutesOptions = {
  auth: AuthService;
  provider: Provider | null;
  oidc: OidcConfig;
};

export const PUBLIC = { public: true } as const;

export async function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions): Promise<void> {
  route(app, authApi.oidcConfig, { config: PUBLIC, tags: ['auth'] }, async (req) =>
    ok(req.ctx.lang, opts.oidc),
  );

  route(
    app,
    authApi.login,
    // A token exchange, not a guess: generous per address, since an office shares one.
    { config: { ...PUBLIC, rateLimit: { max: 300, timeWindow: '1 minute' } }, tags: ['auth'] },
    async (req) => ok(req.ctx.lang, await opts.auth.login(req.body.idToken, req.body.replaces)),
  );

  route(app, authApi.logout, { config: { scope: 'none' }, tags: ['auth'] }, async (req) => {
    const user = signedIn(req.ctx);
    if (req.ctx.sessionId) await opts.auth.logout({ userId: user.id, sessionId: req.ctx.sessionId });
    return ok(req.ctx.lang, { signedOut: true as const });
  });

  // The built-in identity provider's sign-in pages: HTML reached by redirect, not calls of the API.
  if (opts.provider) await interactionPages(app, opts.provider, opts);
}
