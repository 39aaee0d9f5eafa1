import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  MASTERDATA_FILE_POLICY,
  supplierApi,
  supplierBankAccountCreate,
  supplierBankAccountUpdate,
} from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { route } from '../../platform/endpoint';
import { readForm } from '../../platform/files/multipart';
import type { FileStorage } from '../../platform/files/storage';
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

/** Suppliers (settings supplier / supplierDetail) and the supplier lookup (`supplierApi`). */
export async function suppliersRoutes(
  app: FastifyInstance,
  opts: { db: Db; storage: FileStorage },
): Promise<void> {
  await app.register(multipart);
  const suppliers = createSuppliersService(opts.db, createFileStore(opts.storage));

  route(app, supplierApi.search, { config: VIEW, tags }, async (req) => {
    const { rows, paging } = await suppliers.search(scoped(req.ctx), req.body);
    return list(req.ctx.lang, rows, paging);
  });

  route(app, supplierApi.save, { config: EDIT, tags }, async (req, reply) => {
    const { supplierCode, created } = await suppliers.save(scoped(req.ctx), req.body);
    const status = created ? 201 : 200;
    return reply.status(status).send(ok(req.ctx.lang, { supplierCode }, status));
  });

  route(app, supplierApi.detail, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await suppliers.detail(scoped(req.ctx), req.params.code.toUpperCase())),
  );

  route(app, supplierApi.checkEditable, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await suppliers.checkEditable(scoped(req.ctx), req.params.code.toUpperCase())),
  );

  route(app, supplierApi.bankAccounts, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, await suppliers.bankAccounts(scoped(req.ctx), req.query.supplierCode)),
  );

  // multipart with the bank-book copy, or JSON without it: readForm takes either.
  route(
    app,
    supplierApi.createBankAccount,
    { config: EDIT, tags, description: MULTIPART_NOTE },
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

  route(
    app,
    supplierApi.updateBankAccount,
    { config: EDIT, tags, description: MULTIPART_NOTE },
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
  route(app, supplierApi.documentAccount, { tags }, async (req) =>
    ok(
      req.ctx.lang,
      await suppliers.documentAccount(
        scoped(req.ctx),
        req.query.supplierCode,
        req.query.supplierDocumentAccount,
      ),
    ),
  );

  route(app, supplierApi.saveDocumentAccount, { config: EDIT, tags }, async (req) => {
    await suppliers.saveDocumentAccount(scoped(req.ctx), req.body);
    return ok(req.ctx.lang, { supplierCode: req.body.supplierCode });
  });

  route(app, supplierApi.lookup, { tags }, async (req) =>
    list(req.ctx.lang, await suppliers.lookup(scoped(req.ctx), req.query.q)),
  );
}
