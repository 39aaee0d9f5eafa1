import type { FastifyInstance } from 'fastify';
import { accountRoleApi } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { route } from '../../platform/endpoint';
import { list } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createAccountRoleService } from './account-roles';

const VIEW = { object: 'SETTING_ACCOUNT' } as const;
const EDIT = { object: 'SETTING_ACCOUNT_EDIT' } as const;
const tags = ['chart of accounts'];

/** Posting accounts per property (`accountRoleApi`). */
export async function accountRolesRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const roles = createAccountRoleService(opts.db);

  route(app, accountRoleApi.list, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, await roles.list(scoped(req.ctx))),
  );

  route(app, accountRoleApi.save, { config: EDIT, tags }, async (req) =>
    list(req.ctx.lang, await roles.save(scoped(req.ctx), req.body)),
  );
}
