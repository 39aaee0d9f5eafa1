import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { agingQuery, agingReply, parseLang } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { ok, sendXlsx } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createAgingService } from './aging.service';

const VIEW = { object: 'REPORT' } as const;
const tags = ['reports'];

/** Aging report (001 "Reports": aging, on screen and as Excel). */
export async function agingRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const aging = createAgingService(opts.db);

  r.get(
    '/reports/aging',
    { config: VIEW, schema: { tags, querystring: agingQuery, response: { 200: agingReply } } },
    async (req) => ok(req.ctx.lang, await aging.report(scoped(req.ctx), req.query.asOf, req.query.buckets)),
  );

  r.get(
    '/reports/aging/excel',
    { config: VIEW, schema: { tags, querystring: agingQuery } },
    async (req, reply) => {
      const file = await aging.excel(
        scoped(req.ctx),
        req.query.asOf,
        req.query.buckets,
        parseLang(req.query.docLang ?? req.ctx.lang),
      );
      return sendXlsx(reply, file);
    },
  );
}
