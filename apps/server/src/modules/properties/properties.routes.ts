import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { propertiesReply, propertyConfigReply, propertyScoped, unscoped } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { list, ok } from '../../platform/reply';
import { scoped, signedIn } from '../../platform/request-context';
import { createPropertiesService } from './properties.service';

export async function propertiesRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createPropertiesService(opts.db);

  r.get(
    '/properties',
    {
      config: { scope: 'none' },
      schema: { tags: ['properties'], querystring: unscoped, response: { 200: propertiesReply } },
    },
    async (req) => {
      const user = signedIn(req.ctx);
      return list(req.ctx.lang, await service.list(user.id, user.isAdmin, req.ctx.lang));
    },
  );

  r.get(
    '/properties/config',
    { schema: { tags: ['properties'], querystring: propertyScoped, response: { 200: propertyConfigReply } } },
    async (req) => {
      const { property, rights, lang, user } = scoped(req.ctx);
      return ok(lang, await service.config(property, rights, user.id));
    },
  );
}
