import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkEditableReply,
  codeParams,
  expenseCategoryReply,
  expenseTypeDetailReply,
  expenseTypeSave,
  expenseTypeSaved,
  expenseTypeSearchBody,
  expenseTypeSearchReply,
  propertyScoped,
  walletTypeReply,
} from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { list, ok } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createExpenseTypeService } from './config-expense.service';
import './usage';

const VIEW = { object: 'SETTING_EXPENSE' } as const;
const EDIT = { object: 'SETTING_EXPENSE_EDIT' } as const;
const tags = ['expense types'];

/** Expense types (settings main-expense) under /config/expense. */
export async function configExpenseRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const expenses = createExpenseTypeService(opts.db);

  r.post(
    '/config/expense/search',
    {
      config: VIEW,
      schema: { tags, body: expenseTypeSearchBody, response: { 200: expenseTypeSearchReply } },
    },
    async (req) => {
      const { rows, paging } = await expenses.search(scoped(req.ctx), req.body);
      return list(req.ctx.lang, rows, paging);
    },
  );

  r.post(
    '/config/expense/save',
    {
      config: EDIT,
      schema: { tags, body: expenseTypeSave, response: { 200: expenseTypeSaved, 201: expenseTypeSaved } },
    },
    async (req, reply) => {
      const { expenseTypeCode, created } = await expenses.save(scoped(req.ctx), req.body);
      const status = created ? 201 : 200;
      return reply.status(status).send(ok(req.ctx.lang, { expenseTypeCode }, status));
    },
  );

  r.get(
    '/config/expense/detail/:code',
    {
      config: VIEW,
      schema: {
        tags,
        params: codeParams,
        querystring: propertyScoped,
        response: { 200: expenseTypeDetailReply },
      },
    },
    async (req) => ok(req.ctx.lang, await expenses.detail(scoped(req.ctx), req.params.code.toUpperCase())),
  );

  r.get(
    '/config/expense/checkEditable/:code',
    {
      config: VIEW,
      schema: {
        tags,
        params: codeParams,
        querystring: propertyScoped,
        response: { 200: checkEditableReply },
      },
    },
    async (req) =>
      ok(req.ctx.lang, await expenses.checkEditable(scoped(req.ctx), req.params.code.toUpperCase())),
  );

  r.get(
    '/config/expense/category',
    { config: VIEW, schema: { tags, querystring: propertyScoped, response: { 200: expenseCategoryReply } } },
    async (req) => list(req.ctx.lang, expenses.categories(req.ctx.lang)),
  );

  r.get(
    '/config/expense/wallet',
    { config: VIEW, schema: { tags, querystring: propertyScoped, response: { 200: walletTypeReply } } },
    async (req) => list(req.ctx.lang, expenses.wallets(req.ctx.lang)),
  );
}
