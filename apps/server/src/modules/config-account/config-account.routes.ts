import type { FastifyInstance } from 'fastify';
import { accountApi } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { route } from '../../platform/endpoint';
import { list, ok } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createAccountService } from './config-account.service';

const VIEW = { object: 'SETTING_ACCOUNT' } as const;
const EDIT = { object: 'SETTING_ACCOUNT_EDIT' } as const;
const tags = ['chart of accounts'];

/** Chart of accounts (settings main-account) and the account lookups of the documents (`accountApi`). */
export async function configAccountRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const accounts = createAccountService(opts.db);

  route(app, accountApi.search, { config: VIEW, tags }, async (req) => {
    const { rows, paging } = await accounts.search(scoped(req.ctx), req.body);
    return list(req.ctx.lang, rows, paging);
  });

  route(app, accountApi.save, { config: EDIT, tags }, async (req, reply) => {
    const { accountCode, created } = await accounts.save(scoped(req.ctx), req.body);
    const status = created ? 201 : 200;
    return reply.status(status).send(ok(req.ctx.lang, { accountCode }, status));
  });

  route(app, accountApi.detail, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await accounts.detail(scoped(req.ctx), req.params.code.toUpperCase())),
  );

  route(app, accountApi.checkEditable, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await accounts.checkEditable(scoped(req.ctx), req.params.code.toUpperCase())),
  );

  route(app, accountApi.categories, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, accounts.categories(req.ctx.lang)),
  );

  route(app, accountApi.lookup, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, await accounts.lookup(scoped(req.ctx), req.query)),
  );

  route(app, accountApi.documents, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, await accounts.documents(scoped(req.ctx), req.query)),
  );

  route(app, accountApi.saveDocuments, { config: EDIT, tags }, async (req) => {
    await accounts.saveDocuments(scoped(req.ctx), req.body);
    return ok(req.ctx.lang, { documentType: req.body.documentType, paymentType: req.body.paymentType });
  });

  // The document screens' account dropdowns (001 s.7): any member of the property, whatever their screens.
  route(app, accountApi.options, { tags }, async (req) =>
    list(req.ctx.lang, await accounts.lookup(scoped(req.ctx), req.query)),
  );

  route(app, accountApi.byCode, { tags }, async (req) =>
    ok(req.ctx.lang, await accounts.byCode(scoped(req.ctx), req.query.accountCode)),
  );
}
