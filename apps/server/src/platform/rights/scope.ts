import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseLang } from '@suanklang/shared';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { resolveRights } from './rights';
import { findPropertyWithGrant } from './scope.repository';

function fromQueryOrBody(req: FastifyRequest, name: string): unknown {
  const query = req.query as Record<string, unknown> | undefined;
  const body = req.body as Record<string, unknown> | undefined;
  return query?.[name] ?? (body && typeof body === 'object' ? body[name] : undefined);
}

/**
 * The ONE place property scope and object rights are enforced. Runs before validation, so a call naming
 * another property is refused (403) before anything about its payload is revealed.
 */
export function registerPropertyScope(app: FastifyInstance, db: Db): void {
  app.addHook('preValidation', async (req) => {
    req.ctx.lang = parseLang(fromQueryOrBody(req, 'lang'));
    const config = req.routeOptions.config;
    if (config.public || !req.ctx.user) return;
    if (config.scope === 'none') return;

    const code = fromQueryOrBody(req, 'propertyCode');
    if (typeof code !== 'string' || code === '') throw new AppError('ST011');
    const scoped = await findPropertyWithGrant(db, code, req.ctx.user.id);
    // An unknown code answers like a forbidden one: no probing which properties exist.
    if (!scoped) throw new AppError('ST004');
    const found = scoped.property;
    const rights = resolveRights(req.ctx.user.isAdmin, req.ctx.user.isAdmin ? null : scoped.grant);
    if (!rights) throw new AppError('ST004');
    if (config.object && !rights.objects.has(config.object)) throw new AppError('ST005');
    req.ctx.property = { id: found.id, code: found.code, nameTh: found.nameTh, nameEn: found.nameEn };
    req.ctx.rights = rights;
  });
}
