import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  banksReply,
  branchesQuery,
  branchesReply,
  lookupQuery,
  lookupReply,
  statusReply,
  taxQuery,
  taxReply,
  unscoped,
  type LookupCategory,
} from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { list } from '../../platform/reply';
import { ensureReferenceData } from './reference-data.seed';
import { createReferenceDataService } from './reference-data.service';

/** Global reference data: signed-in users only, no property (calls still carry lang). */
const GLOBAL = { scope: 'none' } as const;
const tags = ['reference data'];

export async function referenceDataRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  // The lists ship with the code; each start brings the tables in step (as the built-in roles are).
  await ensureReferenceData(opts.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createReferenceDataService(opts.db);

  r.get(
    '/banks',
    { config: GLOBAL, schema: { tags, querystring: unscoped, response: { 200: banksReply } } },
    async (req) => list(req.ctx.lang, await service.banks(req.ctx.lang)),
  );

  r.get(
    '/branches',
    { config: GLOBAL, schema: { tags, querystring: branchesQuery, response: { 200: branchesReply } } },
    async (req) => list(req.ctx.lang, await service.branches(req.query.bankCode, req.ctx.lang)),
  );

  // The customer form's person lists, each a lookup category of its own path (000 s.7).
  const personLists: [string, LookupCategory][] = [
    ['/masterdata/title', 'TITLE'],
    ['/masterdata/nationality', 'NATIONALITY'],
    ['/masterdata/gender', 'GENDER'],
    ['/masterdata/occupation', 'OCCUPATION'],
    ['/masterdata/race', 'RACE'],
    ['/masterdata/maritalstatus', 'MARITAL_STATUS'],
  ];
  for (const [path, category] of personLists) {
    r.get(
      path,
      { config: GLOBAL, schema: { tags, querystring: unscoped, response: { 200: lookupReply } } },
      async (req) => list(req.ctx.lang, await service.lookup(category, req.ctx.lang)),
    );
  }

  r.get(
    '/masterdata/lookups',
    { config: GLOBAL, schema: { tags, querystring: lookupQuery, response: { 200: lookupReply } } },
    async (req) => list(req.ctx.lang, await service.lookup(req.query.category, req.ctx.lang)),
  );

  r.get(
    '/masterdata/status',
    { config: GLOBAL, schema: { tags, querystring: unscoped, response: { 200: statusReply } } },
    async (req) =>
      list(req.ctx.lang, [
        { code: 'Y' as const, description: req.ctx.lang === 'th' ? 'ใช้งาน' : 'Active' },
        { code: 'N' as const, description: req.ctx.lang === 'th' ? 'ไม่ใช้งาน' : 'Inactive' },
      ]),
  );

  r.get(
    '/masterdata/tax',
    { config: GLOBAL, schema: { tags, querystring: taxQuery, response: { 200: taxReply } } },
    async (req) => list(req.ctx.lang, await service.taxes(req.query.taxType, req.ctx.lang)),
  );
}
