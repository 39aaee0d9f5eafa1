import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applyBody,
  billingRunReply,
  billingTypesReply,
  factorAutosave,
  factorReply,
  meterAutosave,
  meterAutosaveReply,
  meterQuery,
  meterReply,
  propertyScoped,
  runListReply,
  runQuery,
  runSearchBody,
  summaryQuery,
  summaryReply,
} from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { readForm } from '../../platform/files/multipart';
import { IMPORT_POLICY, readImportTable } from '../../platform/files/table-import';
import multipart from '@fastify/multipart';
import { errorMessage, meterImportErrorReply, meterImportReply, ruleMessage } from '@suanklang/shared';
import { AppError } from '../../platform/errors';
import { list, ok } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createExpensesService, type ExpensesService } from './expenses.service';
import { createMetersService } from './meters.service';

const VIEW = { object: 'EXPENSE' } as const;
const EDIT = { object: 'EXPENSE_EDIT' } as const;
const STATUS = { object: 'EXPENSE_STATUS' } as const;
const tags = ['expenses and meters'];

/** Expenses and meter billing under /expenses (000 s.7), and the billing-run list. */
export async function expensesRoutes(
  app: FastifyInstance,
  opts: { db: Db; expenses?: ExpensesService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const expenses = opts.expenses ?? createExpensesService(opts.db);
  const meters = createMetersService(opts.db);
  // A billing run in progress finishes (or rolls back) before the database closes.
  app.addHook('onClose', () => expenses.drain());
  await app.register(multipart);

  r.get(
    '/expenses/types',
    { config: VIEW, schema: { tags, querystring: propertyScoped, response: { 200: billingTypesReply } } },
    async (req) => list(req.ctx.lang, await expenses.types(scoped(req.ctx))),
  );

  r.get(
    '/expenses/meter',
    { config: VIEW, schema: { tags, querystring: meterQuery, response: { 200: meterReply } } },
    async (req) => list(req.ctx.lang, await meters.list(scoped(req.ctx), req.query)),
  );

  r.put(
    '/expenses/autosave',
    { config: EDIT, schema: { tags, body: meterAutosave, response: { 200: meterAutosaveReply } } },
    async (req) => ok(req.ctx.lang, await meters.autosave(scoped(req.ctx), req.body, req.ctx.lang)),
  );

  const importForm = propertyScoped.extend({
    month: meterQuery.shape.month,
    meterTypeCode: z.string().min(1).max(20),
  });
  r.post(
    '/expenses/meter',
    {
      config: EDIT,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: meterImportReply, 400: meterImportErrorReply },
      },
    },
    async (req, reply) => {
      const actor = scoped(req.ctx);
      const { data, uploads } = await readForm(req, importForm, IMPORT_POLICY, {
        propertyCode: actor.property.code,
        lang: actor.lang,
      });
      const file = uploads[0];
      if (!file)
        throw new AppError('ST001', [
          { path: 'file', rule: 'required', message: ruleMessage(actor.lang, 'required') },
        ]);
      const rows = (await readImportTable(file, actor.lang)).map((r) => ({
        rowNo: r.rowNo,
        unitCode: r.values.unitCode ?? '',
        currentMeter: r.values.currentMeter ?? '',
      }));
      const result = await meters.importRows(actor, {
        month: data.month,
        meterTypeCode: data.meterTypeCode,
        rows,
      });
      if (result.errorCount > 0)
        return reply
          .status(400)
          .send({ statusCode: 400, message: errorMessage('EX004', actor.lang), code: 'EX004', data: result });
      return ok(actor.lang, result);
    },
  );

  // Meter devices and outside systems (second service): the same readings, as JSON.
  const externalBody = importForm.extend({
    readings: z
      .array(z.object({ unitCode: z.string().max(20), currentMeter: z.union([z.string(), z.number()]) }))
      .min(1)
      .max(5000),
  });
  r.post(
    '/api/v1/external/meter',
    {
      config: EDIT,
      schema: { tags, body: externalBody, response: { 200: meterImportReply, 400: meterImportErrorReply } },
    },
    async (req, reply) => {
      const actor = scoped(req.ctx);
      const rows = req.body.readings.map((x, i) => ({
        rowNo: i + 1,
        unitCode: x.unitCode,
        currentMeter: String(x.currentMeter),
      }));
      const result = await meters.importRows(actor, {
        month: req.body.month,
        meterTypeCode: req.body.meterTypeCode,
        rows,
      });
      if (result.errorCount > 0)
        return reply
          .status(400)
          .send({ statusCode: 400, message: errorMessage('EX004', actor.lang), code: 'EX004', data: result });
      return ok(actor.lang, result);
    },
  );
  r.get(
    '/api/v1/external/meter',
    { config: VIEW, schema: { tags, querystring: meterQuery, response: { 200: meterReply } } },
    async (req) => list(req.ctx.lang, await meters.list(scoped(req.ctx), req.query)),
  );

  r.get(
    '/expenses/factor',
    {
      config: VIEW,
      schema: {
        tags,
        querystring: propertyScoped.extend({ expenseTypeCode: z.string().min(1).max(20) }),
        response: { 200: factorReply },
      },
    },
    async (req) => list(req.ctx.lang, await expenses.factors(scoped(req.ctx), req.query.expenseTypeCode)),
  );

  r.put('/expenses/autosave/factor', { config: EDIT, schema: { tags, body: factorAutosave } }, async (req) =>
    ok(
      req.ctx.lang,
      await expenses.saveFactor(scoped(req.ctx), { ...req.body, factor: String(req.body.factor) }),
    ),
  );

  r.get(
    '/expenses/summary',
    { config: VIEW, schema: { tags, querystring: summaryQuery, response: { 200: summaryReply } } },
    async (req) => ok(req.ctx.lang, await expenses.summary(scoped(req.ctx), req.query.month)),
  );

  r.post(
    '/expenses/apply',
    { config: EDIT, schema: { tags, body: applyBody, response: { 202: billingRunReply } } },
    async (req, reply) =>
      reply.status(202).send(ok(req.ctx.lang, await expenses.apply(scoped(req.ctx), req.body), 202)),
  );

  r.get(
    '/expenses/apply',
    { config: VIEW, schema: { tags, querystring: runQuery, response: { 200: billingRunReply } } },
    async (req) => ok(req.ctx.lang, await expenses.run(scoped(req.ctx), req.query.runId)),
  );

  const runSearch = async (ctx: Parameters<typeof scoped>[0], q: z.infer<typeof runSearchBody>) => {
    const { rows, paging } = await expenses.runs(scoped(ctx), q);
    return list(ctx.lang, rows, paging);
  };
  r.get(
    '/expenses/status/invoice',
    { config: STATUS, schema: { tags, querystring: runSearchBody, response: { 200: runListReply } } },
    async (req) => runSearch(req.ctx, req.query),
  );
  r.post(
    '/v1/scheduletasksearch',
    { config: STATUS, schema: { tags, body: runSearchBody, response: { 200: runListReply } } },
    async (req) => runSearch(req.ctx, req.body),
  );
}
