import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  budgetItemDetailReply,
  budgetItemSave,
  budgetItemSaved,
  budgetItemSearchBody,
  budgetItemSearchReply,
  checkEditableReply,
  codeParams,
  propertyScoped,
} from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { list, ok } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createBudgetItemService } from './config-budget-item.service';
import './usage';

const VIEW = { object: 'SETTING_BUDGET_ITEM' } as const;
const EDIT = { object: 'SETTING_BUDGET_ITEM_EDIT' } as const;
const tags = ['budget items'];

/** Budget items (settings main-budget) under /config/budgetitem. */
export async function configBudgetItemRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const items = createBudgetItemService(opts.db);

  r.post(
    '/config/budgetitem/search',
    { config: VIEW, schema: { tags, body: budgetItemSearchBody, response: { 200: budgetItemSearchReply } } },
    async (req) => {
      const { rows, paging } = await items.search(scoped(req.ctx), req.body);
      return list(req.ctx.lang, rows, paging);
    },
  );

  r.post(
    '/config/budgetitem/save',
    {
      config: EDIT,
      schema: { tags, body: budgetItemSave, response: { 200: budgetItemSaved, 201: budgetItemSaved } },
    },
    async (req, reply) => {
      const { budgetItemCode, created } = await items.save(scoped(req.ctx), req.body);
      const status = created ? 201 : 200;
      return reply.status(status).send(ok(req.ctx.lang, { budgetItemCode }, status));
    },
  );

  r.get(
    '/config/budgetitem/detail/:code',
    {
      config: VIEW,
      schema: {
        tags,
        params: codeParams,
        querystring: propertyScoped,
        response: { 200: budgetItemDetailReply },
      },
    },
    async (req) => ok(req.ctx.lang, await items.detail(scoped(req.ctx), req.params.code.toUpperCase())),
  );

  r.get(
    '/config/budgetitem/checkEditable/:code',
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
      ok(req.ctx.lang, await items.checkEditable(scoped(req.ctx), req.params.code.toUpperCase())),
  );
}
