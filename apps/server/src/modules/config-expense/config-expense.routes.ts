import type { FastifyInstance } from 'fastify';
import { expenseTypeApi } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { route } from '../../platform/endpoint';
import { list, ok } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createExpenseTypeService } from './config-expense.service';
import './usage';

const VIEW = { object: 'SETTING_EXPENSE' } as const;
const EDIT = { object: 'SETTING_EXPENSE_EDIT' } as const;
const tags = ['expense types'];

/** Expense types (settings main-expense), `expenseTypeApi`. */
export async function configExpenseRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const expenses = createExpenseTypeService(opts.db);

  route(app, expenseTypeApi.search, { config: VIEW, tags }, async (req) => {
    const { rows, paging } = await expenses.search(scoped(req.ctx), req.body);
    return list(req.ctx.lang, rows, paging);
  });

  route(app, expenseTypeApi.save, { config: EDIT, tags }, async (req, reply) => {
    const { expenseTypeCode, created } = await expenses.save(scoped(req.ctx), req.body);
    const status = created ? 201 : 200;
    return reply.status(status).send(ok(req.ctx.lang, { expenseTypeCode }, status));
  });

  route(app, expenseTypeApi.detail, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await expenses.detail(scoped(req.ctx), req.params.code.toUpperCase())),
  );

  route(app, expenseTypeApi.checkEditable, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await expenses.checkEditable(scoped(req.ctx), req.params.code.toUpperCase())),
  );

  route(app, expenseTypeApi.categories, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, expenses.categories(req.ctx.lang)),
  );

  route(app, expenseTypeApi.wallets, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, expenses.wallets(req.ctx.lang)),
  );
}
