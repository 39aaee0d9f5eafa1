import type { FastifyInstance } from 'fastify';
import { unitApi } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { route } from '../../platform/endpoint';
import { list, ok } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createUnitsService } from './units.service';
import './property-setup';

const VIEW = { object: 'SETTING_UNIT' } as const;
const EDIT = { object: 'SETTING_UNIT_EDIT' } as const;
const tags = ['units'];

/** Units (settings unit / unitDetail/{unitCode}), unit types and the unit dropdowns (`unitApi`). */
export async function unitsRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const units = createUnitsService(opts.db);

  route(app, unitApi.search, { config: VIEW, tags }, async (req) => {
    const { rows, paging } = await units.search(scoped(req.ctx), req.body);
    return list(req.ctx.lang, rows, paging);
  });

  route(app, unitApi.detail, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await units.detail(scoped(req.ctx), req.params.code.toUpperCase())),
  );

  route(app, unitApi.checkEditable, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await units.checkEditable(scoped(req.ctx), req.params.code.toUpperCase())),
  );

  route(app, unitApi.resale, { config: EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await units.resale(scoped(req.ctx), req.body)),
  );

  route(app, unitApi.address, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await units.address(scoped(req.ctx), req.query.unitCode)),
  );

  route(app, unitApi.save, { config: EDIT, tags }, async (req, reply) => {
    const saved = await units.save(scoped(req.ctx), req.body);
    return reply.status(201).send(ok(req.ctx.lang, saved, 201));
  });

  route(app, unitApi.modify, { config: EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await units.modify(scoped(req.ctx), req.body)),
  );

  // Dropdowns of the document screens: any member of the property.
  for (const e of [unitApi.options, unitApi.propertyOptions]) {
    route(app, e, { tags }, async (req) =>
      list(req.ctx.lang, await units.lookup(scoped(req.ctx), req.query)),
    );
  }

  route(app, unitApi.buildings, { tags }, async (req) =>
    list(req.ctx.lang, await units.buildings(scoped(req.ctx))),
  );

  route(app, unitApi.unitTypes, { tags }, async (req) =>
    list(req.ctx.lang, await units.unitTypes(scoped(req.ctx))),
  );

  route(app, unitApi.saveUnitType, { config: EDIT, tags }, async (req, reply) => {
    const { unitTypeCode, created } = await units.saveUnitType(scoped(req.ctx), req.body);
    const status = created ? 201 : 200;
    return reply.status(status).send(ok(req.ctx.lang, { unitTypeCode }, status));
  });
}
