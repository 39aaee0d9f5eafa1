import type { FastifyInstance } from 'fastify';
import { propertySettingsApi } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { route } from '../../platform/endpoint';
import { list, ok } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createPropertySettingsService } from './property-settings.service';
import './usage';

const VIEW = { object: 'SETTING_PROJECT' } as const;
const EDIT = { object: 'SETTING_PROJECT_EDIT' } as const;
const tags = ['property settings'];

/**
 * Property settings (settings project / projectDetail, `propertySettingsApi`). Every call is scoped to the
 * property named by propertyCode: detail and modify act on that one; save creates another (administrators only).
 */
export async function propertySettingsRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const service = createPropertySettingsService(opts.db);

  route(app, propertySettingsApi.search, { config: VIEW, tags }, async (req) => {
    const { rows, paging } = await service.search(scoped(req.ctx), req.body);
    return list(req.ctx.lang, rows, paging);
  });

  route(app, propertySettingsApi.detail, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await service.detail(scoped(req.ctx))),
  );

  route(app, propertySettingsApi.check, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await service.check(scoped(req.ctx), req.query.newPropertyCode)),
  );

  route(app, propertySettingsApi.save, { config: EDIT, tags }, async (req, reply) => {
    const saved = await service.create(scoped(req.ctx), req.body);
    return reply.status(201).send(ok(req.ctx.lang, saved, 201));
  });

  route(app, propertySettingsApi.modify, { config: EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await service.modify(scoped(req.ctx), req.body)),
  );

  // Used by the payment screens (001 s.7), so any member of the property may read it.
  route(app, propertySettingsApi.documentAccount, { tags }, async (req) =>
    ok(req.ctx.lang, await service.documentAccount(scoped(req.ctx), req.query.configDocumentAccount)),
  );

  // The card payment panel's bank list (001 "Bank provider"): any member of the property may read it.
  route(app, propertySettingsApi.bankProviders, { tags }, async (req) =>
    list(req.ctx.lang, await service.bankProviders(scoped(req.ctx))),
  );
}
