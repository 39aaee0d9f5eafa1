import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  surchargeCreate,
  surchargeCreatedReply,
  surchargePreviewReply,
  surchargeQuery,
} from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { ok } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createSurchargeService } from './surcharge.service';

const VIEW = { object: 'INVOICE' } as const;
const EDIT = { object: 'INVOICE_EDIT' } as const;
const tags = ['invoices'];

/**
 * Late-payment surcharge (เงินเพิ่ม): GET and POST /invoices/surcharge (000 s.7), and POST /api/v1/invoices,
 * the second service's name for the same creation (001 "Surcharge: POST v1/invoices").
 */
export async function surchargeRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const surcharge = createSurchargeService(opts.db);

  r.get(
    '/invoices/surcharge',
    { config: VIEW, schema: { tags, querystring: surchargeQuery, response: { 200: surchargePreviewReply } } },
    async (req) => ok(req.ctx.lang, await surcharge.preview(scoped(req.ctx), req.query.asOf)),
  );

  const create = async (
    req: { ctx: Parameters<typeof scoped>[0]; body: z.infer<typeof surchargeCreate> },
    reply: FastifyReply,
  ) => {
    const created = await surcharge.create(scoped(req.ctx), req.body);
    const status = created.invoiceCount > 0 ? 201 : 200;
    return reply.status(status).send(ok(req.ctx.lang, created, status));
  };
  r.post(
    '/invoices/surcharge',
    {
      config: EDIT,
      schema: {
        tags,
        body: surchargeCreate,
        response: { 200: surchargeCreatedReply, 201: surchargeCreatedReply },
      },
    },
    create,
  );
  r.post(
    '/api/v1/invoices',
    {
      config: EDIT,
      schema: {
        tags,
        body: surchargeCreate,
        response: { 200: surchargeCreatedReply, 201: surchargeCreatedReply },
      },
    },
    create,
  );
}
