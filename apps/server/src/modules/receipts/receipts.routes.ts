import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deductionTypeReply,
  parseLang,
  propertyScoped,
  receiptCancel,
  receiptChanged,
  receiptDetailReply,
  receiptPrintQuery,
  receiptRename,
  receiptReprint,
  receiptSave,
  receiptSaved,
  receiptSearchBody,
  receiptSearchReply,
  receiptTypeReply,
  receiptUpdate,
} from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { list, ok, sendPdf } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createReceiptsService } from './receipts.service';

const VIEW = { object: 'RECEIPT' } as const;
const EDIT = { object: 'RECEIPT_EDIT' } as const;
const tags = ['receipts'];
const idParams = z.object({ id: z.string().uuid() });

/** Receipts under /receipts (001 s.7 "Receipt"). */
export async function receiptsRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const receipts = createReceiptsService(opts.db);

  r.get(
    '/receipts/type',
    { config: VIEW, schema: { tags, querystring: propertyScoped, response: { 200: receiptTypeReply } } },
    async (req) => list(req.ctx.lang, await receipts.receiptTypes(scoped(req.ctx))),
  );

  r.get(
    '/receipts/deduction/type',
    { config: VIEW, schema: { tags, querystring: propertyScoped, response: { 200: deductionTypeReply } } },
    async (req) => list(req.ctx.lang, receipts.deductionTypes(req.ctx.lang)),
  );

  r.post(
    '/receipts/search',
    { config: VIEW, schema: { tags, body: receiptSearchBody, response: { 200: receiptSearchReply } } },
    async (req) => {
      const { rows, paging } = await receipts.search(scoped(req.ctx), req.body);
      return list(req.ctx.lang, rows, paging);
    },
  );

  r.post(
    '/receipts/save',
    { config: EDIT, schema: { tags, body: receiptSave, response: { 200: receiptSaved, 201: receiptSaved } } },
    async (req, reply) => {
      const saved = await receipts.save(scoped(req.ctx), req.body);
      const status = saved.replayed ? 200 : 201;
      return reply.status(status).send(ok(req.ctx.lang, saved, status));
    },
  );

  r.put(
    '/receipts/cancel',
    { config: EDIT, schema: { tags, body: receiptCancel, response: { 200: receiptChanged } } },
    async (req) =>
      ok(req.ctx.lang, await receipts.cancel(scoped(req.ctx), req.body.receiptId, req.body.reason)),
  );

  r.put(
    '/receipts/update',
    { config: EDIT, schema: { tags, body: receiptUpdate, response: { 200: receiptChanged } } },
    async (req) => ok(req.ctx.lang, await receipts.update(scoped(req.ctx), req.body)),
  );

  r.post(
    '/receipts/reprint',
    { config: VIEW, schema: { tags, body: receiptReprint, response: { 200: receiptChanged } } },
    async (req) =>
      ok(req.ctx.lang, await receipts.reprint(scoped(req.ctx), req.body.receiptId, req.body.reason)),
  );

  r.put(
    '/receipts/:docNo',
    {
      config: EDIT,
      schema: {
        tags,
        params: z.object({ docNo: z.string().min(1).max(20) }),
        body: receiptRename,
        response: { 200: receiptChanged },
      },
    },
    async (req) =>
      ok(req.ctx.lang, await receipts.rename(scoped(req.ctx), req.params.docNo, req.body.customerCode)),
  );

  r.get(
    '/receipts/:id/print',
    { config: VIEW, schema: { tags, params: idParams, querystring: receiptPrintQuery } },
    async (req, reply) => {
      const file = await receipts.pdf(
        scoped(req.ctx),
        req.params.id,
        parseLang(req.query.docLang ?? req.ctx.lang),
      );
      return sendPdf(reply, file);
    },
  );

  r.get(
    '/receipts/:id',
    {
      config: VIEW,
      schema: { tags, params: idParams, querystring: propertyScoped, response: { 200: receiptDetailReply } },
    },
    async (req) => ok(req.ctx.lang, await receipts.detail(scoped(req.ctx), req.params.id)),
  );
}
