import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { z } from 'zod';
import {
  errorMessage,
  expenseApi,
  meterImportForm,
  ruleMessage,
  type runSearchBody,
} from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import type { JobQueue } from '../../platform/jobs';
import { route } from '../../platform/endpoint';
import { AppError } from '../../platform/errors';
import { readForm } from '../../platform/files/multipart';
import { IMPORT_POLICY, readImportTable } from '../../platform/files/table-import';
import { list, ok } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { defineBillingJob } from './billing-run';
import { createExpensesService, type ExpensesService } from './expenses.service';
import { createMetersService } from './meters.service';

const VIEW = { object: 'EXPENSE' } as const;
const EDIT = { object: 'EXPENSE_EDIT' } as const;
const STATUS = { object: 'EXPENSE_STATUS' } as const;
const tags = ['expenses and meters'];

/** Expenses and meter billing under /expenses (000 s.7), and the billing-run list. */
export async function expensesRoutes(
  app: FastifyInstance,
  opts: { db: Db; jobs: JobQueue; expenses?: ExpensesService },
): Promise<void> {
  const expenses = opts.expenses ?? createExpensesService(opts.db, opts.jobs);
  await defineBillingJob(opts.db, opts.jobs);
  const meters = createMetersService(opts.db);
  // A billing run in progress finishes (or rolls back) before the database closes (the queue's stop waits too).
  app.addHook('onClose', () => expenses.drain());
  await app.register(multipart);

  route(app, expenseApi.types, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, await expenses.types(scoped(req.ctx))),
  );

  route(app, expenseApi.meters, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, await meters.list(scoped(req.ctx), req.query)),
  );

  route(app, expenseApi.autosaveMeter, { config: EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await meters.autosave(scoped(req.ctx), req.body, req.ctx.lang)),
  );

  /**
   * A file or a device's readings: saved all together, or none with 400 EX004 and every row's errors, or none
   * with 409 EX008 and the rows to confirm (a rollover, a use far above the usual) when it was not confirmed.
   */
  const importReadings = async (
    actor: ReturnType<typeof scoped>,
    input: Parameters<typeof meters.importRows>[1],
  ) => {
    const result = await meters.importRows(actor, input);
    const refused = (status: 400 | 409, code: 'EX004' | 'EX008') =>
      ({
        status,
        body: { statusCode: status, message: errorMessage(code, actor.lang), code, data: result },
      }) as const;
    if (result.errorCount > 0) return refused(400, 'EX004');
    if (result.saved === 0 && result.confirmCount > 0) return refused(409, 'EX008');
    return { status: 200, body: ok(actor.lang, result) } as const;
  };

  route(app, expenseApi.importMeters, { config: EDIT, tags }, async (req, reply) => {
    const actor = scoped(req.ctx);
    const { data, uploads } = await readForm(req, meterImportForm, IMPORT_POLICY, {
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
    const out = await importReadings(actor, {
      month: data.month,
      meterTypeCode: data.meterTypeCode,
      rows,
      confirmed: data.confirmed === 'Y',
    });
    return reply.status(out.status).send(out.body);
  });

  // Meter devices and outside systems (second service): the same readings, as JSON.
  route(app, expenseApi.externalMeters, { config: EDIT, tags }, async (req, reply) => {
    const actor = scoped(req.ctx);
    const rows = req.body.readings.map((x, i) => ({
      rowNo: i + 1,
      unitCode: x.unitCode,
      currentMeter: String(x.currentMeter),
    }));
    const out = await importReadings(actor, {
      month: req.body.month,
      meterTypeCode: req.body.meterTypeCode,
      rows,
      confirmed: req.body.confirmed === 'Y',
    });
    return reply.status(out.status).send(out.body);
  });
  route(app, expenseApi.externalMeterList, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, await meters.list(scoped(req.ctx), req.query)),
  );

  route(app, expenseApi.factors, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, await expenses.factors(scoped(req.ctx), req.query.expenseTypeCode)),
  );

  route(app, expenseApi.autosaveFactor, { config: EDIT, tags }, async (req) =>
    ok(
      req.ctx.lang,
      await expenses.saveFactor(scoped(req.ctx), { ...req.body, factor: String(req.body.factor) }),
    ),
  );

  route(app, expenseApi.summary, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await expenses.summary(scoped(req.ctx), req.query.month)),
  );

  route(app, expenseApi.apply, { config: EDIT, tags }, async (req, reply) =>
    reply.status(202).send(ok(req.ctx.lang, await expenses.apply(scoped(req.ctx), req.body), 202)),
  );

  route(app, expenseApi.run, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await expenses.run(scoped(req.ctx), req.query.runId)),
  );

  const runSearch = async (ctx: Parameters<typeof scoped>[0], q: z.infer<typeof runSearchBody>) => {
    const { rows, paging } = await expenses.runs(scoped(ctx), q);
    return list(ctx.lang, rows, paging);
  };
  route(app, expenseApi.runs, { config: STATUS, tags }, async (req) => runSearch(req.ctx, req.query));
  route(app, expenseApi.runSearch, { config: STATUS, tags }, async (req) => runSearch(req.ctx, req.body));
}
