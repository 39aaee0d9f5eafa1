import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { parseLang } from '@suanklang/shared';
import type { Db } from '../db/client';
import { appUser, userSession } from '../db/schema';
import { AppError } from '../errors';
import type { SessionTokens } from './session';

/**
 * Every non-public route needs the app's bearer token. Its session and user are read on each call, in one
 * query, so that a sign-out, a password change or a deactivation takes effect at once (on every instance)
 * rather than when the token expires.
 */
export function registerAuthentication(app: FastifyInstance, db: Db, tokens: SessionTokens): void {
  app.decorateRequest('ctx', null as never);
  app.addHook('onRequest', async (req) => {
    const query = req.query as Record<string, unknown> | undefined;
    req.ctx = { lang: parseLang(query?.lang), user: null, property: null, rights: null };
    if (req.routeOptions.config?.public || !req.routeOptions.url) return;

    const header = req.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw new AppError('ST002');
    const claims = await tokens.verify(header.slice(7).trim());
    const rows = await db
      .select({ user: appUser })
      .from(userSession)
      .innerJoin(appUser, eq(appUser.id, userSession.userId))
      .where(
        and(
          eq(userSession.id, claims.sessionId),
          eq(userSession.userId, claims.userId),
          isNull(userSession.revokedAt),
          gt(userSession.expiresAt, new Date()),
        ),
      );
    const user = rows[0]?.user;
    if (!user) throw new AppError('ST003');
    if (user.active !== 'Y') throw new AppError('ST013');
    req.ctx.user = {
      id: user.id,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      firstNameEn: user.firstNameEn,
      lastNameEn: user.lastNameEn,
      email: user.email,
      isAdmin: user.isAdmin,
    };
    req.ctx.sessionId = claims.sessionId;
  });
}
