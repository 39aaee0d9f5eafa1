import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkEditableReply,
  codeParams,
  MASTERDATA_FILE_POLICY,
  propertyScoped,
  replyOf,
  supplierBankAccountCreate,
  supplierBankAccountReply,
  supplierBankAccountSaved,
  supplierBankAccountUpdate,
  supplierCodeQuery,
  supplierDetailReply,
  supplierDocumentAccountQuery,
  supplierDocumentAccountReply,
  supplierDocumentAccountSave,
  supplierLookupQuery,
  supplierLookupReply,
  supplierSave,
  supplierSaved,
  supplierSearchBody,
  supplierSearchReply,
  unscoped,
} from '@suanklang/shared';
import { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { readForm } from '../../platform/files/multipart';
import { fileStorageFromEnv, type FileStorage } from '../../platform/files/storage';
import { list, ok } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createFileStore } from '../files';
import { createSuppliersService } from './suppliers.service';
import './usage';

const VIEW = { object: 'SETTING_SUPPLIER' } as const;
const EDIT = { object: 'SETTING_SUPPLIER_EDIT' } as const;
const tags = ['suppliers'];
const MULTIPART_NOTE =
  'multipart/form-data with nested names (bankAccountInfo[bankCode], files[i].file for a bank-book copy) and lang, propertyCode in the query; or JSON.';

/** Suppliers (settings supplier / supplierDetail) under /config/supplier, and the supplier lookup. */
export async function suppliersRoutes(
  app: FastifyInstance,
  opts: { db: Db; storage?: FileStorage },
): Promise<void> {
  await app.register(multipart);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const suppliers = createSuppliersService(opts.db, createFileStore(opts.storage ?? fileStorageFromEnv()));

  r.post(
    '/config/supplier/search',
    { config: VIEW, schema: { tags, body: supplierSearchBody, response: { 200: supplierSearchReply } } },
    async (req) => {
      const { rows, paging } = await suppliers.search(scoped(req.ctx), req.body);
      return list(req.ctx.lang, rows, paging);
    },
  );

  r.post(
    '/config/supplier/save',
    {
      config: EDIT,
      schema: { tags, body: supplierSave, response: { 200: supplierSaved, 201: supplierSaved } },
    },
    async (req, reply) => {
      const { supplierCode, created } = await suppliers.save(scoped(req.ctx), req.body);
      const status = created ? 201 : 200;
      return reply.status(status).send(ok(req.ctx.lang, { supplierCode }, status));
    },
  );

  r.get(
    '/config/supplier/detail/:code',
    {
      config: VIEW,
      schema: {
        tags,
        params: codeParams,
        querystring: propertyScoped,
        response: { 200: supplierDetailReply },
      },
    },
    async (req) => ok(req.ctx.lang, await suppliers.detail(scoped(req.ctx), req.params.code.toUpperCase())),
  );

  r.get(
    '/config/supplier/checkEditable/:code',
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
      ok(req.ctx.lang, await suppliers.checkEditable(scoped(req.ctx), req.params.code.toUpperCase())),
  );

  r.get(
    '/config/supplier/manage/bank-account',
    {
      config: VIEW,
      schema: { tags, querystring: supplierCodeQuery, response: { 200: supplierBankAccountReply } },
    },
    async (req) => list(req.ctx.lang, await suppliers.bankAccounts(scoped(req.ctx), req.query.supplierCode)),
  );

  const formRoute = {
    config: EDIT,
    schema: {
      tags,
      description: MULTIPART_NOTE,
      consumes: ['multipart/form-data', 'application/json'],
      querystring: unscoped,
    },
  };

  r.post(
    '/config/supplier/manage/bank-account',
    { ...formRoute, schema: { ...formRoute.schema, response: { 201: supplierBankAccountSaved } } },
    async (req, reply) => {
      const actor = scoped(req.ctx);
      const { data, uploads } = await readForm(req, supplierBankAccountCreate, MASTERDATA_FILE_POLICY, {
        propertyCode: actor.property.code,
        lang: actor.lang,
      });
      const saved = await suppliers.createBankAccount(actor, data, uploads);
      return reply.status(201).send(ok(actor.lang, saved, 201));
    },
  );

  r.put(
    '/config/supplier/manage/bank-account',
    { ...formRoute, schema: { ...formRoute.schema, response: { 200: supplierBankAccountSaved } } },
    async (req) => {
      const actor = scoped(req.ctx);
      const { data, uploads } = await readForm(req, supplierBankAccountUpdate, MASTERDATA_FILE_POLICY, {
        propertyCode: actor.property.code,
        lang: actor.lang,
      });
      return ok(actor.lang, await suppliers.updateBankAccount(actor, data, uploads));
    },
  );

  // Read by the payment-voucher screens (001 s.7), so any member of the property may.
  r.get(
    '/config/supplier/manage/document-account',
    {
      schema: {
        tags,
        querystring: supplierDocumentAccountQuery,
        response: { 200: supplierDocumentAccountReply },
      },
    },
    async (req) =>
      ok(
        req.ctx.lang,
        await suppliers.documentAccount(
          scoped(req.ctx),
          req.query.supplierCode,
          req.query.supplierDocumentAccount,
        ),
      ),
  );

  r.post(
    '/config/supplier/manage/document-account',
    {
      config: EDIT,
      schema: {
        tags,
        body: supplierDocumentAccountSave,
        response: { 200: replyOf(z.object({ supplierCode: z.string() })) },
      },
    },
    async (req) => {
      await suppliers.saveDocumentAccount(scoped(req.ctx), req.body);
      return ok(req.ctx.lang, { supplierCode: req.body.supplierCode });
    },
  );

  r.get(
    '/masterdata/suppliers',
    { schema: { tags, querystring: supplierLookupQuery, response: { 200: supplierLookupReply } } },
    async (req) => list(req.ctx.lang, await suppliers.lookup(scoped(req.ctx), req.query.q)),
  );
}
