import type { FastifyInstance } from 'fastify';
import { surchargeApi } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { route } from '../../platform/endpoint';
import { ok } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createSurchargeService } from './surcharge.service';

const VIEW = { object: 'INVOICE' } as const;
const EDIT = { object: 'INVOICE_EDIT' } as const;
const tags = ['invoices'];

/**
 * Late-payment surcharge (เงินเพิ่ม, 000 s.7): the preview and the run, and the second service's name for the
 * same run (001 "Surcharge: POST v1/invoices").
 */
export async function surchargeRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const surcharge = createSurchargeService(opts.db);

  route(app, surchargeApi.preview, { config: VIEW, tags }, async (req) =>
    ok(
      req.ctx.lang,
      await surcharge.preview(scoped(req.ctx), req.query.asOf, req.query.limit, req.query.unitCode),
    ),
  );

  for (const e of [surchargeApi.create, surchargeApi.createV1]) {
    route(app, e, { config: EDIT, tags }, async (req, reply) => {
      const created = await surcharge.create(scoped(req.ctx), req.body);
      const status = created.invoiceCount > 0 ? 201 : 200;
      return reply.status(status).send(ok(req.ctx.lang, created, status));
    });
  }
}
