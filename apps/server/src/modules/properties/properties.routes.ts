import type { FastifyInstance } from 'fastify';
import { propertyApi } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { route } from '../../platform/endpoint';
import { list, ok } from '../../platform/reply';
import { scoped, signedIn } from '../../platform/request-context';
import { createPropertiesService } from './properties.service';

export async function propertiesRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const service = createPropertiesService(opts.db);

  route(app, propertyApi.list, { config: { scope: 'none' }, tags: ['properties'] }, async (req) => {
    const user = signedIn(req.ctx);
    return list(req.ctx.lang, await service.list(user.id, user.isAdmin, req.ctx.lang));
  });

  route(app, propertyApi.config, { tags: ['properties'] }, async (req) => {
    const { property, rights, lang, user } = scoped(req.ctx);
    return ok(lang, await service.config(property, rights, user.id));
  });
}
