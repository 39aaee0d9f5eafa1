import type { FastifyInstance } from 'fastify';
import { parseLang } from '@suanklang/shared';
import { AppError } from '../errors';
import type { SessionTokens } from './session';

/**
 * Every non-public route needs the app's bearer token: a call without one, or with one that is not ours or has
 * expired, is refused here, before its body is read. The session the token names, and its user, are read with the
 * call's property in one query by the scope hook (rights/scope.ts), on each call, so that a sign-out, a password
 * change or a deactivation takes effect at once (on every instance) rather than when the token expires.
 */
export function registerAuthentication(app: FastifyInstance, tokens: SessionTokens): void {
  app.decorateRequest('ctx', null as never);
  app.addHook('onRequest', async (req) => {
    const query = req.query as Record<string, unknown> | undefined;
    req.ctx = { lang: parseLang(query?.lang), user: null, property: null, rights: null };
    if (req.routeOptions.config?.public || !req.routeOptions.url) return;

    const header = req.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw new AppError('ST002');
    req.ctx.claims = await tokens.verify(header.slice(7).trim());
    req.ctx.sessionId = req.ctx.claims.sessionId;
  });
}
