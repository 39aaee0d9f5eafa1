import type { FastifyInstance } from 'fastify';
import { parseLang, receiptApi } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { route } from '../../platform/endpoint';
import { list, ok, sendPdf, pagedList } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createReceiptsService } from './receipts.service';

const VIEW = { object: 'RECEIPT' } as const;
const EDIT = { object: 'RECEIPT_EDIT' } as const;
const tags = ['receipts'];

/** Receipts under /receipts (001 s.7 "Receipt"). */
export async function receiptsRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const receipts = createReceiptsService(opts.db);

  route(app, receiptApi.types, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, await receipts.receiptTypes(scoped(req.ctx))),
  );
  route(app, receiptApi.deductionTypes, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, receipts.deductionTypes(req.ctx.lang)),
  );
  route(app, receiptApi.search, { config: VIEW, tags }, async (req) => {
    const { rows, paging } = await receipts.search(scoped(req.ctx), req.body);
    return pagedList(req.ctx.lang, rows, paging);
  });
  route(app, receiptApi.save, { config: EDIT, tags }, async (req, reply) => {
    const saved = await receipts.save(scoped(req.ctx), req.body);
    const status = saved.replayed ? 200 : 201;
    return reply.status(status).send(ok(req.ctx.lang, saved, status));
  });
  route(app, receiptApi.cancel, { config: EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await receipts.cancel(scoped(req.ctx), req.body.receiptId, req.body.reason)),
  );
  route(app, receiptApi.update, { config: EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await receipts.update(scoped(req.ctx), req.body)),
  );
  route(app, receiptApi.reprint, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await receipts.reprint(scoped(req.ctx), req.body.receiptId, req.body.reason)),
  );
  route(app, receiptApi.rename, { config: EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await receipts.rename(scoped(req.ctx), req.params.docNo, req.body.customerCode)),
  );
  route(app, receiptApi.print, { config: VIEW, tags }, async (req, reply) => {
    const file = await receipts.pdf(
      scoped(req.ctx),
      req.params.id,
      parseLang(req.query.docLang ?? req.ctx.lang),
    );
    return sendPdf(reply, file);
  });
  route(app, receiptApi.detail, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await receipts.detail(scoped(req.ctx), req.params.id)),
  );
}
