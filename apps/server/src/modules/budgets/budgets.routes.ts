import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  budgetApi,
  errorMessage,
  parseLang,
  propertyScoped,
  ruleMessage,
  type Lang,
} from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { route } from '../../platform/endpoint';
import { AppError } from '../../platform/errors';
import { readForm } from '../../platform/files/multipart';
import { IMPORT_POLICY, readImportGrid } from '../../platform/files/table-import';
import { list, ok, sendPdf, sendXlsx } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createBudgetFiles, type MadeFile } from './budget-files';
import { budgetCommitted, budgetEntries, budgetSummary } from './budget-summary';
import { createBudgetService } from './budgets.service';
import './usage';

/** Reading needs the budget screen; writing its edit right; confirm, close and transfer also the manager's. */
const VIEW = { object: 'SETTING_BUDGET' } as const;
const EDIT = { object: 'SETTING_BUDGET_EDIT' } as const;
const tags = ['budgets'];
/** The grid comes back only as the workbook it was exported as. */
const GRID_IMPORT_POLICY = { ...IMPORT_POLICY, extensions: ['xlsx'] };

const send = (reply: FastifyReply, file: MadeFile) =>
  file.kind === 'pdf'
    ? sendPdf(reply, { pdf: file.data, fileName: file.fileName })
    : sendXlsx(reply, { data: file.data, fileName: file.fileName });
const fileLang = (q: { docLang?: Lang | undefined }, lang: Lang) => parseLang(q.docLang ?? lang);

/** Yearly budgets (settings budget and budgetDetail), `budgetApi`. */
export async function budgetsRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  // Multipart is parsed only inside this plugin, by the import's handler, after the scope hook checked the property.
  await app.register(multipart);
  const budgets = createBudgetService(opts.db);
  const files = createBudgetFiles(opts.db);

  route(app, budgetApi.search, { config: VIEW, tags }, async (req) => {
    const { rows, paging } = await budgets.search(scoped(req.ctx), req.body);
    return list(req.ctx.lang, rows, paging);
  });
  route(app, budgetApi.item, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, await budgets.items(scoped(req.ctx))),
  );
  route(app, budgetApi.detail, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await budgets.detail(scoped(req.ctx), req.query.budgetHeaderID)),
  );
  route(app, budgetApi.latest, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await budgets.latest(scoped(req.ctx))),
  );
  route(app, budgetApi.propertyBudget, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await budgets.budgetYear(scoped(req.ctx), req.query.year)),
  );
  route(app, budgetApi.listBudget, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, await budgets.list(scoped(req.ctx))),
  );
  route(app, budgetApi.propertyYears, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, await budgets.years(scoped(req.ctx))),
  );
  // Budget against actual, read as one snapshot (the budget and the ledger of the same moment).
  const snapshot = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;
  route(app, budgetApi.summary, { config: VIEW, tags }, async (req) => {
    const actor = scoped(req.ctx);
    return ok(
      req.ctx.lang,
      await opts.db.transaction(
        (tx) => budgetSummary(tx, actor.property.id, req.query.year, actor.lang),
        snapshot,
      ),
    );
  });
  route(app, budgetApi.entries, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, await budgetEntries(opts.db, scoped(req.ctx).property.id, req.query)),
  );
  route(app, budgetApi.committed, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, await budgetCommitted(opts.db, scoped(req.ctx).property.id, req.query)),
  );
  route(app, budgetApi.check, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await budgets.check(scoped(req.ctx), req.body)),
  );
  route(app, budgetApi.save, { config: EDIT, tags }, async (req, reply) =>
    reply.status(201).send(ok(req.ctx.lang, await budgets.save(scoped(req.ctx), req.body), 201)),
  );
  route(app, budgetApi.modify, { config: EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await budgets.modify(scoped(req.ctx), req.body)),
  );
  route(app, budgetApi.delete, { config: EDIT, tags }, async (req) => {
    await budgets.remove(scoped(req.ctx), req.body);
    return ok(req.ctx.lang, { budgetHeaderID: req.body.budgetHeaderID });
  });
  route(app, budgetApi.confirm, { config: EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await budgets.confirm(scoped(req.ctx), req.body)),
  );
  route(app, budgetApi.close, { config: EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await budgets.close(scoped(req.ctx), req.body)),
  );
  route(app, budgetApi.transfer, { config: EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await budgets.transfer(scoped(req.ctx), req.body)),
  );

  // Files: read with the screen's right, as the grid and the summary are; the import needs the save's.
  for (const [endpoint, kind] of [
    [budgetApi.excel, 'excel'],
    [budgetApi.pdf, 'pdf'],
  ] as const)
    route(app, endpoint, { config: VIEW, tags }, async (req, reply) =>
      send(
        reply,
        await files.grid(scoped(req.ctx), req.query.budgetHeaderID, fileLang(req.query, req.ctx.lang), kind),
      ),
    );
  for (const [endpoint, kind] of [
    [budgetApi.summaryExcel, 'excel'],
    [budgetApi.summaryPdf, 'pdf'],
  ] as const)
    route(app, endpoint, { config: VIEW, tags }, async (req, reply) =>
      send(
        reply,
        await files.summary(scoped(req.ctx), req.query.year, fileLang(req.query, req.ctx.lang), kind),
      ),
    );
  route(
    app,
    budgetApi.import,
    {
      config: EDIT,
      tags,
      description: 'multipart/form-data: file (.xlsx); lang and propertyCode in the query.',
    },
    async (req, reply) => {
      const actor = scoped(req.ctx);
      const { uploads } = await readForm(req, propertyScoped, GRID_IMPORT_POLICY, {
        propertyCode: actor.property.code,
        lang: actor.lang,
      });
      const file = uploads[0];
      if (!file)
        throw new AppError('ST001', [
          { path: 'file', rule: 'fileRequired', message: ruleMessage(actor.lang, 'fileRequired') },
        ]);
      const read = await files.read(actor, await readImportGrid(file, actor.lang));
      if ('cells' in read) return ok(actor.lang, read.cells);
      return reply
        .status(400)
        .send({ statusCode: 400, message: errorMessage('BG112', actor.lang), code: 'BG112', data: read });
    },
  );
}
