import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  buildingReply,
  checkEditableReply,
  codeParams,
  propertyScoped,
  resaleSave,
  unitAddressQuery,
  unitAddressReply,
  unitDetailReply,
  unitLookupQuery,
  unitLookupReply,
  unitModify,
  unitSave,
  unitSaved,
  unitSearchBody,
  unitSearchReply,
  unitTypeReply,
  unitTypeSave,
  unitTypeSaved,
} from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { list, ok } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createUnitsService } from './units.service';
import './property-setup';

const VIEW = { object: 'SETTING_UNIT' } as const;
const EDIT = { object: 'SETTING_UNIT_EDIT' } as const;
const tags = ['units'];

/** Units (settings unit / unitDetail/{unitCode}): screen calls under /config/unit, saves under /masterdata/unit. */
export async function unitsRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const units = createUnitsService(opts.db);

  r.post(
    '/config/unit/search',
    { config: VIEW, schema: { tags, body: unitSearchBody, response: { 200: unitSearchReply } } },
    async (req) => {
      const { rows, paging } = await units.search(scoped(req.ctx), req.body);
      return list(req.ctx.lang, rows, paging);
    },
  );

  r.get(
    '/config/unit/detail/:code',
    {
      config: VIEW,
      schema: { tags, params: codeParams, querystring: propertyScoped, response: { 200: unitDetailReply } },
    },
    async (req) => ok(req.ctx.lang, await units.detail(scoped(req.ctx), req.params.code.toUpperCase())),
  );

  r.get(
    '/config/unit/checkEditable/:code',
    {
      config: VIEW,
      schema: {
        tags,
        params: codeParams,
        querystring: propertyScoped,
        response: { 200: checkEditableReply },
      },
    },
    async (req) =>
      ok(req.ctx.lang, await units.checkEditable(scoped(req.ctx), req.params.code.toUpperCase())),
  );

  r.post(
    '/config/unit/resale/save',
    { config: EDIT, schema: { tags, body: resaleSave, response: { 200: unitSaved } } },
    async (req) => ok(req.ctx.lang, await units.resale(scoped(req.ctx), req.body)),
  );

  r.get(
    '/config/unit/address',
    { config: VIEW, schema: { tags, querystring: unitAddressQuery, response: { 200: unitAddressReply } } },
    async (req) => ok(req.ctx.lang, await units.address(scoped(req.ctx), req.query.unitCode)),
  );

  r.post(
    '/masterdata/unit/save',
    { config: EDIT, schema: { tags, body: unitSave, response: { 201: unitSaved } } },
    async (req, reply) => {
      const saved = await units.save(scoped(req.ctx), req.body);
      return reply.status(201).send(ok(req.ctx.lang, saved, 201));
    },
  );

  r.put(
    '/masterdata/unit/modify',
    { config: EDIT, schema: { tags, body: unitModify, response: { 200: unitSaved } } },
    async (req) => ok(req.ctx.lang, await units.modify(scoped(req.ctx), req.body)),
  );

  // Dropdowns of the document screens: any member of the property.
  for (const path of ['/masterdata/units', '/properties/unit']) {
    r.get(
      path,
      { schema: { tags, querystring: unitLookupQuery, response: { 200: unitLookupReply } } },
      async (req) => list(req.ctx.lang, await units.lookup(scoped(req.ctx), req.query)),
    );
  }

  r.get(
    '/masterdata/buildings',
    { schema: { tags, querystring: propertyScoped, response: { 200: buildingReply } } },
    async (req) => list(req.ctx.lang, await units.buildings(scoped(req.ctx))),
  );

  r.get(
    '/masterdata/unittypes',
    { schema: { tags, querystring: propertyScoped, response: { 200: unitTypeReply } } },
    async (req) => list(req.ctx.lang, await units.unitTypes(scoped(req.ctx))),
  );

  r.post(
    '/masterdata/unittypes/save',
    {
      config: EDIT,
      schema: { tags, body: unitTypeSave, response: { 200: unitTypeSaved, 201: unitTypeSaved } },
    },
    async (req, reply) => {
      const { unitTypeCode, created } = await units.saveUnitType(scoped(req.ctx), req.body);
      const status = created ? 201 : 200;
      return reply.status(status).send(ok(req.ctx.lang, { unitTypeCode }, status));
    },
  );
}
