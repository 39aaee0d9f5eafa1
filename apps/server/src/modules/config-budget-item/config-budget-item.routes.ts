import type { FastifyInstance } from 'fastify';
import { budgetItemApi } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { route } from '../../platform/endpoint';
import { list, ok } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createBudgetItemService } from './config-budget-item.service';
import './usage';

const VIEW = { object: 'SETTING_BUDGET_ITEM' } as const;
const EDIT = { object: 'SETTING_BUDGET_ITEM_EDIT' } as const;
const tags = ['budget items'];

/** Budget items (settings main-budget), `budgetItemApi`. */
export async function configBudgetItemRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const items = createBudgetItemService(opts.db);

  route(app, budgetItemApi.search, { config: VIEW, tags }, async (req) => {
    const { rows, paging } = await items.search(scoped(req.ctx), req.body);
    return list(req.ctx.lang, rows, paging);
  });

  route(app, budgetItemApi.save, { config: EDIT, tags }, async (req, reply) => {
    const { budgetItemCode, created } = await items.save(scoped(req.ctx), req.body);
    const status = created ? 201 : 200;
    return reply.status(status).send(ok(req.ctx.lang, { budgetItemCode }, status));
  });

  route(app, budgetItemApi.detail, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await items.detail(scoped(req.ctx), req.params.code.toUpperCase())),
  );

  route(app, budgetItemApi.checkEditable, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await items.checkEditable(scoped(req.ctx), req.params.code.toUpperCase())),
  );
}
