import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountRolesReply, accountRolesSave, propertyScoped } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { list } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createAccountRoleService } from './account-roles';

const VIEW = { object: 'SETTING_ACCOUNT' } as const;
const EDIT = { object: 'SETTING_ACCOUNT_EDIT' } as const;
const tags = ['chart of accounts'];

/** Posting accounts per property: GET and PUT /config/account/roles. */
export async function accountRolesRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const roles = createAccountRoleService(opts.db);

  r.get(
    '/config/account/roles',
    { config: VIEW, schema: { tags, querystring: propertyScoped, response: { 200: accountRolesReply } } },
    async (req) => list(req.ctx.lang, await roles.list(scoped(req.ctx))),
  );

  r.put(
    '/config/account/roles',
    { config: EDIT, schema: { tags, body: accountRolesSave, response: { 200: accountRolesReply } } },
    async (req) => list(req.ctx.lang, await roles.save(scoped(req.ctx), req.body)),
  );
}
