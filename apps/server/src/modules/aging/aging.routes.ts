import type { FastifyInstance } from 'fastify';
import { agingApi, parseLang } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { route } from '../../platform/endpoint';
import { ok, sendXlsx } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createAgingService } from './aging.service';

const VIEW = { object: 'REPORT' } as const;
const tags = ['reports'];

/** Aging report (001 "Reports": aging, on screen and as Excel). */
export async function agingRoutes(
  app: FastifyInstance,
  opts: { db: Db; reportTimeoutMs: number },
): Promise<void> {
  const aging = createAgingService(opts.db, { timeoutMs: opts.reportTimeoutMs });

  route(app, agingApi.report, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await aging.report(scoped(req.ctx), req.query.asOf, req.query.buckets)),
  );

  route(app, agingApi.excel, { config: VIEW, tags }, async (req, reply) => {
    const file = await aging.excel(
      scoped(req.ctx),
      req.query.asOf,
      req.query.buckets,
      parseLang(req.query.docLang ?? req.ctx.lang),
    );
    return sendXlsx(reply, file);
  });
}
