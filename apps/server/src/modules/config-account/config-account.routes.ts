import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountCategoryReply,
  accountCodeQuery,
  accountCodeReply,
  accountDetailReply,
  accountDocumentQuery,
  accountDocumentReply,
  accountDocumentSave,
  accountLookupQuery,
  accountLookupReply,
  accountSave,
  accountSaved,
  accountSearchBody,
  accountSearchReply,
  checkEditableReply,
  codeParams,
  propertyScoped,
  replyOf,
} from '@suanklang/shared';
import { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { list, ok } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createAccountService } from './config-account.service';

const VIEW = { object: 'SETTING_ACCOUNT' } as const;
const EDIT = { object: 'SETTING_ACCOUNT_EDIT' } as const;
const tags = ['chart of accounts'];

/** Chart of accounts (settings main-account) under /config/account, and the account lookups of the documents. */
export async function configAccountRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const accounts = createAccountService(opts.db);

  r.post(
    '/config/account/search',
    { config: VIEW, schema: { tags, body: accountSearchBody, response: { 200: accountSearchReply } } },
    async (req) => {
      const { rows, paging } = await accounts.search(scoped(req.ctx), req.body);
      return list(req.ctx.lang, rows, paging);
    },
  );

  r.post(
    '/config/account/save',
    { config: EDIT, schema: { tags, body: accountSave, response: { 200: accountSaved, 201: accountSaved } } },
    async (req, reply) => {
      const { accountCode, created } = await accounts.save(scoped(req.ctx), req.body);
      const status = created ? 201 : 200;
      return reply.status(status).send(ok(req.ctx.lang, { accountCode }, status));
    },
  );

  r.get(
    '/config/account/detail/:code',
    {
      config: VIEW,
      schema: {
        tags,
        params: codeParams,
        querystring: propertyScoped,
        response: { 200: accountDetailReply },
      },
    },
    async (req) => ok(req.ctx.lang, await accounts.detail(scoped(req.ctx), req.params.code.toUpperCase())),
  );

  r.get(
    '/config/account/checkEditable/:code',
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
      ok(req.ctx.lang, await accounts.checkEditable(scoped(req.ctx), req.params.code.toUpperCase())),
  );

  r.get(
    '/config/account/category',
    { config: VIEW, schema: { tags, querystring: propertyScoped, response: { 200: accountCategoryReply } } },
    async (req) => list(req.ctx.lang, accounts.categories(req.ctx.lang)),
  );

  r.get(
    '/config/account/account',
    {
      config: VIEW,
      schema: { tags, querystring: accountLookupQuery, response: { 200: accountLookupReply } },
    },
    async (req) => list(req.ctx.lang, await accounts.lookup(scoped(req.ctx), req.query)),
  );

  r.get(
    '/config/account/document',
    {
      config: VIEW,
      schema: { tags, querystring: accountDocumentQuery, response: { 200: accountDocumentReply } },
    },
    async (req) => list(req.ctx.lang, await accounts.documents(scoped(req.ctx), req.query)),
  );

  r.post(
    '/config/account/document',
    {
      config: EDIT,
      schema: {
        tags,
        body: accountDocumentSave,
        response: { 200: replyOf(z.object({ documentType: z.string(), paymentType: z.number() })) },
      },
    },
    async (req) => {
      await accounts.saveDocuments(scoped(req.ctx), req.body);
      return ok(req.ctx.lang, { documentType: req.body.documentType, paymentType: req.body.paymentType });
    },
  );

  // The document screens' account dropdowns (001 s.7): any member of the property, whatever their screens.
  r.get(
    '/masterdata/accounts',
    { schema: { tags, querystring: accountLookupQuery, response: { 200: accountLookupReply } } },
    async (req) => list(req.ctx.lang, await accounts.lookup(scoped(req.ctx), req.query)),
  );

  r.get(
    '/masterdata/accountcode',
    { schema: { tags, querystring: accountCodeQuery, response: { 200: accountCodeReply } } },
    async (req) => ok(req.ctx.lang, await accounts.byCode(scoped(req.ctx), req.query.accountCode)),
  );
}
