import type { FastifyInstance } from 'fastify';
import { parseLang, statementApi } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { route } from '../../platform/endpoint';
import { ok, sendPdf, sendXlsx } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createLayoutService } from './layout.service';
import { createStatementExports } from './statement-export';
import { financialPositionOf, revenueExpenseOf } from './statements';

// The layouts are settings of the chart of accounts: read with its screen, changed with its edit right.
const LAYOUT_VIEW = { object: 'SETTING_ACCOUNT' } as const;
const LAYOUT_EDIT = { object: 'SETTING_ACCOUNT_EDIT' } as const;
// The statements are reports: the report screen's right, their files too (as the aging report's Excel).
const REPORT = { object: 'REPORT' } as const;
const tags = ['financial statements'];

/**
 * Financial statements (001 s.7 "Financial statement header, detail, accounts and type", "Revenue-expense
 * category, account and header"; the financial position and revenue-expense exports): the layout settings, and
 * the statement of financial position and of revenue and expense on screen, as Excel and as PDF.
 */
export async function financialStatementsRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const layouts = createLayoutService(opts.db);
  const files = createStatementExports(opts.db);
  const fileLang = (req: { query: { docLang?: 'th' | 'en' }; ctx: { lang: 'th' | 'en' } }) =>
    parseLang(req.query.docLang ?? req.ctx.lang);

  route(app, statementApi.layout, { config: LAYOUT_VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await layouts.layout(scoped(req.ctx), req.query.kind)),
  );
  route(app, statementApi.customise, { config: LAYOUT_EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await layouts.customise(scoped(req.ctx), req.body.kind)),
  );
  route(app, statementApi.reset, { config: LAYOUT_EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await layouts.reset(scoped(req.ctx), req.query.kind)),
  );
  route(app, statementApi.saveHeader, { config: LAYOUT_EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await layouts.saveHeader(scoped(req.ctx), req.body)),
  );
  route(app, statementApi.deleteHeader, { config: LAYOUT_EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await layouts.deleteHeader(scoped(req.ctx), req.query.id)),
  );
  route(app, statementApi.saveLine, { config: LAYOUT_EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await layouts.saveLine(scoped(req.ctx), req.body)),
  );
  route(app, statementApi.deleteLine, { config: LAYOUT_EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await layouts.deleteLine(scoped(req.ctx), req.query.id)),
  );
  route(app, statementApi.sequence, { config: LAYOUT_EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await layouts.sequence(scoped(req.ctx), req.body)),
  );

  route(app, statementApi.financialPosition, { config: REPORT, tags }, async (req) =>
    ok(
      req.ctx.lang,
      await financialPositionOf(
        opts.db,
        scoped(req.ctx).property.id,
        { asOf: req.query.asOf, postedOnly: req.query.postedOnly === 'Y' },
        req.ctx.lang,
      ),
    ),
  );
  route(app, statementApi.financialPositionExcel, { config: REPORT, tags }, async (req, reply) =>
    sendXlsx(reply, await files.financialPositionExcel(scoped(req.ctx), req.query, fileLang(req))),
  );
  route(app, statementApi.financialPositionPdf, { config: REPORT, tags }, async (req, reply) =>
    sendPdf(reply, await files.financialPositionPdf(scoped(req.ctx), req.query, fileLang(req))),
  );
  route(app, statementApi.revenueExpense, { config: REPORT, tags }, async (req) =>
    ok(
      req.ctx.lang,
      await revenueExpenseOf(
        opts.db,
        scoped(req.ctx).property.id,
        { period: req.query.period, postedOnly: req.query.postedOnly === 'Y' },
        req.ctx.lang,
      ),
    ),
  );
  route(app, statementApi.revenueExpenseExcel, { config: REPORT, tags }, async (req, reply) =>
    sendXlsx(reply, await files.revenueExpenseExcel(scoped(req.ctx), req.query, fileLang(req))),
  );
  route(app, statementApi.revenueExpensePdf, { config: REPORT, tags }, async (req, reply) =>
    sendPdf(reply, await files.revenueExpensePdf(scoped(req.ctx), req.query, fileLang(req))),
  );
}
