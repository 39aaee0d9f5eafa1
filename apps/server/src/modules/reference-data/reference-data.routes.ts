import type { FastifyInstance } from 'fastify';
import { personListApi, referenceApi, type LookupCategory } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { route } from '../../platform/endpoint';
import { list } from '../../platform/reply';
import { ensureReferenceData } from './reference-data.seed';
import { createReferenceDataService } from './reference-data.service';

/** Global reference data: signed-in users only, no property (calls still carry lang). */
const GLOBAL = { scope: 'none' } as const;
const tags = ['reference data'];

export async function referenceDataRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  // The lists ship with the code; each start brings the tables in step (as the built-in roles are).
  await ensureReferenceData(opts.db);
  const service = createReferenceDataService(opts.db);

  route(app, referenceApi.banks, { config: GLOBAL, tags }, async (req) =>
    list(req.ctx.lang, await service.banks(req.ctx.lang)),
  );

  route(app, referenceApi.branches, { config: GLOBAL, tags }, async (req) =>
    list(req.ctx.lang, await service.branches(req.query.bankCode, req.ctx.lang)),
  );

  // The customer form's person lists, each a lookup category of its own path (000 s.7).
  const personLists = [
    [personListApi.title, 'TITLE'],
    [personListApi.nationality, 'NATIONALITY'],
    [personListApi.gender, 'GENDER'],
    [personListApi.occupation, 'OCCUPATION'],
    [personListApi.race, 'RACE'],
    [personListApi.maritalstatus, 'MARITAL_STATUS'],
  ] as const satisfies readonly (readonly [unknown, LookupCategory])[];
  for (const [e, category] of personLists) {
    route(app, e, { config: GLOBAL, tags }, async (req) =>
      list(req.ctx.lang, await service.lookup(category, req.ctx.lang)),
    );
  }

  route(app, referenceApi.lookups, { config: GLOBAL, tags }, async (req) =>
    list(req.ctx.lang, await service.lookup(req.query.category, req.ctx.lang)),
  );

  route(app, referenceApi.status, { config: GLOBAL, tags }, async (req) =>
    list(req.ctx.lang, [
      { code: 'Y' as const, description: req.ctx.lang === 'th' ? 'ใช้งาน' : 'Active' },
      { code: 'N' as const, description: req.ctx.lang === 'th' ? 'ไม่ใช้งาน' : 'Inactive' },
    ]),
  );

  route(app, referenceApi.tax, { config: GLOBAL, tags }, async (req) =>
    list(req.ctx.lang, await service.taxes(req.query.taxType, req.ctx.lang)),
  );
}
