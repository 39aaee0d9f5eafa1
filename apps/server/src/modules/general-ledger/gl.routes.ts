import type { FastifyInstance } from 'fastify';
import { glApi, parseLang } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { route } from '../../platform/endpoint';
import { list, ok, pagedList, sendPdf, sendXlsx } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createGlService } from './gl.service';
import { createTrialBalanceExports } from './trial-balance-export';

const VIEW = { object: 'DOCUMENT' } as const;
// Posting needs the postGL right of the type and closing the closeGL right, checked by the service besides this.
const EDIT = { object: 'DOCUMENT_EDIT' } as const;
const tags = ['general-ledger'];

/**
 * General ledger (000 s.7 "General ledger"): the journals of a month (search, detail, type and status lists),
 * what stops the month's close (validate), posting per document type and its cancel, month close and reopen; the
 * trial balance on screen and as Excel and PDF (read with the screen's right, as the aging report's Excel is).
 */
export async function glRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const gl = createGlService(opts.db);
  const trialBalanceFiles = createTrialBalanceExports(opts.db);

  route(app, glApi.types, { config: VIEW, tags }, async (req) => list(req.ctx.lang, gl.types(req.ctx.lang)));
  route(app, glApi.statuses, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, gl.statuses(req.ctx.lang)),
  );
  route(app, glApi.search, { config: VIEW, tags }, async (req) => {
    const { rows, paging } = await gl.search(scoped(req.ctx), req.body);
    return pagedList(req.ctx.lang, rows, paging);
  });
  route(app, glApi.detail, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await gl.detail(scoped(req.ctx), req.query.id)),
  );
  route(app, glApi.validate, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await gl.validate(scoped(req.ctx), req.query.period)),
  );
  route(app, glApi.trialBalance, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await gl.trialBalance(scoped(req.ctx), req.query)),
  );
  route(app, glApi.trialBalanceExcel, { config: VIEW, tags }, async (req, reply) =>
    sendXlsx(
      reply,
      await trialBalanceFiles.excel(scoped(req.ctx), req.query, parseLang(req.query.docLang ?? req.ctx.lang)),
    ),
  );
  route(app, glApi.trialBalancePdf, { config: VIEW, tags }, async (req, reply) =>
    sendPdf(
      reply,
      await trialBalanceFiles.pdf(scoped(req.ctx), req.query, parseLang(req.query.docLang ?? req.ctx.lang)),
    ),
  );
  route(app, glApi.post, { config: EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await gl.post(scoped(req.ctx), req.body.period, req.body.documentType)),
  );
  route(app, glApi.cancelPost, { config: EDIT, tags }, async (req) =>
    ok(
      req.ctx.lang,
      await gl.cancelPost(scoped(req.ctx), req.body.period, req.body.documentType, req.body.reason),
    ),
  );
  route(app, glApi.closeYear, { config: EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await gl.closeYear(scoped(req.ctx), req.body.year, req.body.surplusAccountCode)),
  );
  route(app, glApi.cancelYear, { config: EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await gl.cancelYear(scoped(req.ctx), req.body.year, req.body.reason)),
  );
  route(app, glApi.closeMonth, { config: EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await gl.closeMonth(scoped(req.ctx), req.body.period)),
  );
  route(app, glApi.reopenMonth, { config: EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await gl.reopenMonth(scoped(req.ctx), req.body.period, req.body.reason)),
  );
}
