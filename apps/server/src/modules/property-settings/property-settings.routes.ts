import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bankProvidersReply,
  propertyCheckQuery,
  propertyCheckReply,
  propertyDetailReply,
  propertyDocumentAccountQuery,
  propertyDocumentAccountReply,
  propertyModify,
  propertySave,
  propertySaved,
  propertyScoped,
  propertySearchBody,
  propertySearchReply,
} from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { list, ok } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createPropertySettingsService } from './property-settings.service';
import './usage';

const VIEW = { object: 'SETTING_PROJECT' } as const;
const EDIT = { object: 'SETTING_PROJECT_EDIT' } as const;
const tags = ['property settings'];

/**
 * Property settings (settings project / projectDetail). Every call is scoped to the property named by
 * propertyCode: detail and modify act on that one; save creates another (administrators only).
 */
export async function propertySettingsRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createPropertySettingsService(opts.db);

  r.post(
    '/properties/search',
    { config: VIEW, schema: { tags, body: propertySearchBody, response: { 200: propertySearchReply } } },
    async (req) => {
      const { rows, paging } = await service.search(scoped(req.ctx), req.body);
      return list(req.ctx.lang, rows, paging);
    },
  );

  r.get(
    '/properties/detail',
    { config: VIEW, schema: { tags, querystring: propertyScoped, response: { 200: propertyDetailReply } } },
    async (req) => ok(req.ctx.lang, await service.detail(scoped(req.ctx))),
  );

  r.get(
    '/properties/check',
    {
      config: VIEW,
      schema: { tags, querystring: propertyCheckQuery, response: { 200: propertyCheckReply } },
    },
    async (req) => ok(req.ctx.lang, await service.check(req.query.newPropertyCode)),
  );

  r.post(
    '/properties/save',
    { config: EDIT, schema: { tags, body: propertySave, response: { 201: propertySaved } } },
    async (req, reply) => {
      const saved = await service.create(scoped(req.ctx), req.body);
      return reply.status(201).send(ok(req.ctx.lang, saved, 201));
    },
  );

  r.put(
    '/properties/modify',
    { config: EDIT, schema: { tags, body: propertyModify, response: { 200: propertySaved } } },
    async (req) => ok(req.ctx.lang, await service.modify(scoped(req.ctx), req.body)),
  );

  // Used by the payment screens (001 s.7), so any member of the property may read it.
  r.get(
    '/properties/document-account',
    {
      schema: {
        tags,
        querystring: propertyDocumentAccountQuery,
        response: { 200: propertyDocumentAccountReply },
      },
    },
    async (req) =>
      ok(req.ctx.lang, await service.documentAccount(scoped(req.ctx), req.query.configDocumentAccount)),
  );

  // The card payment panel's bank list (001 "Bank provider"): any member of the property may read it.
  r.get(
    '/properties/bank-providers',
    { schema: { tags, querystring: propertyScoped, response: { 200: bankProvidersReply } } },
    async (req) => list(req.ctx.lang, await service.bankProviders(scoped(req.ctx))),
  );
}
