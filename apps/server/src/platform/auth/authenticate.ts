import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { parseLang } from '@suanklang/shared';
import type { Db } from '../db/client';
import { appUser } from '../db/schema';
import { AppError } from '../errors';
import type { SessionTokens } from './session';

/**
 * Every non-public route needs the app's bearer token. The user is re-read on each call so that a
 * deactivation takes effect at once rather than when the token expires.
 */
export function registerAuthentication(app: FastifyInstance, db: Db, tokens: SessionTokens): void {
  app.decorateRequest('ctx', null as never);
  app.addHook('onRequest', async (req) => {
    const query = req.query as Record<string, unknown> | undefined;
    req.ctx = { lang: parseLang(query?.lang), user: null, property: null, rights: null };
    if (req.routeOptions.config?.public || !req.routeOptions.url) return;

    const header = req.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw new AppError('ST002');
    const userId = await tokens.verify(header.slice(7).trim());
    const rows = await db.select().from(appUser).where(eq(appUser.id, userId));
    const user = rows[0];
    if (!user) throw new AppError('ST003');
    if (user.active !== 'Y') throw new AppError('ST013');
    req.ctx.user = {
      id: user.id,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      isAdmin: user.isAdmin,
    };
  });
}
