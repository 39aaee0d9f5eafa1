import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  customerActivate,
  customerChangeQuery,
  customerChangeReply,
  customerDetailReply,
  customerInactivate,
  customerLookupQuery,
  customerLookupReply,
  customerModify,
  customerSave,
  customerSaved,
  customerSearchBody,
  customerSearchReply,
  MASTERDATA_FILE_POLICY,
  propertyScoped,
  unscoped,
} from '@suanklang/shared';
import { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { readForm } from '../../platform/files/multipart';
import { fileStorageFromEnv, type FileStorage } from '../../platform/files/storage';
import { list, ok } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createFileStore } from '../files';
import { createCustomersService } from './customers.service';
import './unit-directory';

const VIEW = { object: 'SETTING_CUSTOMER' } as const;
const EDIT = { object: 'SETTING_CUSTOMER_EDIT' } as const;
const tags = ['customers'];
const done = customerSaved;

/** Customers (settings customer / customerDetail) under /masterdata, and the customer dropdowns. */
export async function customersRoutes(
  app: FastifyInstance,
  opts: { db: Db; storage?: FileStorage },
): Promise<void> {
  // Multipart is parsed only inside this plugin, by the handler, after the scope hook checked the property.
  await app.register(multipart);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const customers = createCustomersService(opts.db, createFileStore(opts.storage ?? fileStorageFromEnv()));

  r.post(
    '/masterdata/customers/search',
    { config: VIEW, schema: { tags, body: customerSearchBody, response: { 200: customerSearchReply } } },
    async (req) => {
      const { rows, paging } = await customers.search(scoped(req.ctx), req.body);
      return list(req.ctx.lang, rows, paging);
    },
  );

  // Dropdowns of the document screens: any member of the property.
  for (const path of ['/masterdata/customers', '/properties/customer']) {
    r.get(
      path,
      { schema: { tags, querystring: customerLookupQuery, response: { 200: customerLookupReply } } },
      async (req) => list(req.ctx.lang, await customers.lookup(scoped(req.ctx), req.query)),
    );
  }

  r.get(
    '/masterdata/customer/change',
    {
      config: VIEW,
      schema: { tags, querystring: customerChangeQuery, response: { 200: customerChangeReply } },
    },
    async (req) => ok(req.ctx.lang, await customers.change(scoped(req.ctx), req.query.documentNo)),
  );

  r.post(
    '/masterdata/customer/save',
    { config: EDIT, schema: { tags, body: customerSave, response: { 201: done } } },
    async (req, reply) => {
      const saved = await customers.save(scoped(req.ctx), req.body);
      return reply.status(201).send(ok(req.ctx.lang, saved, 201));
    },
  );

  r.put(
    '/masterdata/customer/modify',
    {
      config: EDIT,
      schema: {
        tags,
        description:
          'multipart/form-data (the customer fields, files[i].file) with lang and propertyCode in the query, or JSON without files. Body: customerModify.',
        consumes: ['multipart/form-data', 'application/json'],
        querystring: unscoped,
        response: { 200: done },
      },
    },
    async (req) => {
      const actor = scoped(req.ctx);
      const { data, uploads } = await readForm(req, customerModify, MASTERDATA_FILE_POLICY, {
        propertyCode: actor.property.code,
        lang: actor.lang,
      });
      return ok(actor.lang, await customers.modify(actor, data, uploads));
    },
  );

  r.put(
    '/masterdata/customer/inactivate',
    { config: EDIT, schema: { tags, body: customerInactivate, response: { 200: done } } },
    async (req) => {
      await customers.setActive(scoped(req.ctx), req.body.customerCode, 'N', req.body.reason);
      return ok(req.ctx.lang, { customerCode: req.body.customerCode, documentNo: null });
    },
  );

  r.put(
    '/masterdata/customer/activate',
    { config: EDIT, schema: { tags, body: customerActivate, response: { 200: done } } },
    async (req) => {
      await customers.setActive(scoped(req.ctx), req.body.customerCode, 'Y', null);
      return ok(req.ctx.lang, { customerCode: req.body.customerCode, documentNo: null });
    },
  );

  // Registered last so the fixed paths above win.
  r.get(
    '/masterdata/customer/:customerCode',
    {
      config: VIEW,
      schema: {
        tags,
        params: z.object({ customerCode: z.string().min(1).max(40) }),
        querystring: propertyScoped,
        response: { 200: customerDetailReply },
      },
    },
    async (req) =>
      ok(req.ctx.lang, await customers.detail(scoped(req.ctx), req.params.customerCode.toUpperCase())),
  );
}
