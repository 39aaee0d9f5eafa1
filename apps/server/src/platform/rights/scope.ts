import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseLang } from '@suanklang/shared';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { callerReader } from './caller.repository';
import { resolveRights } from './rights';

function fromQueryOrBody(req: FastifyRequest, name: string): unknown {
  const query = req.query as Record<string, unknown> | undefined;
  const body = req.body as Record<string, unknown> | undefined;
  return query?.[name] ?? (body && typeof body === 'object' ? body[name] : undefined);
}

/**
 * The ONE place the caller's session, property scope and object rights are enforced, after the token was checked
 * (auth/authenticate.ts). Runs before validation, so a call naming another property is refused (403) before
 * anything about its payload is revealed. The session, the user, the property and the user's role on it come in
 * one read.
 */
export function registerPropertyScope(app: FastifyInstance, db: Db): void {
  const readCaller = callerReader(db);
  app.addHook('preValidation', async (req) => {
    req.ctx.lang = parseLang(fromQueryOrBody(req, 'lang'));
    const config = req.routeOptions.config;
    const claims = req.ctx.claims;
    if (config.public || !claims) return;

    const scopedCall = config.scope !== 'none';
    const code = scopedCall ? fromQueryOrBody(req, 'propertyCode') : undefined;
    const named = typeof code === 'string' && code !== '' ? code : null;
    const caller = await readCaller(claims, named);
    if (!caller) throw new AppError('ST003');
    const { active, ...user } = caller.user;
    if (active !== 'Y') throw new AppError('ST013');
    req.ctx.user = user;
    if (!scopedCall) return;

    if (named === null) throw new AppError('ST011');
    // An unknown code answers like a forbidden one: no probing which properties exist.
    if (!caller.property) throw new AppError('ST004');
    const rights = resolveRights(user.isAdmin, user.isAdmin ? null : caller.grant);
    if (!rights) throw new AppError('ST004');
    if (config.object && !rights.objects.has(config.object)) throw new AppError('ST005');
    req.ctx.property = caller.property;
    req.ctx.rights = rights;
  });
}
