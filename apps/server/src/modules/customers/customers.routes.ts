import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { customerApi, customerModify, MASTERDATA_FILE_POLICY } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { route } from '../../platform/endpoint';
import { readForm } from '../../platform/files/multipart';
import type { FileStorage } from '../../platform/files/storage';
import { list, ok } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createFileStore } from '../files';
import { createCustomersService } from './customers.service';
import './unit-directory';

const VIEW = { object: 'SETTING_CUSTOMER' } as const;
const EDIT = { object: 'SETTING_CUSTOMER_EDIT' } as const;
const tags = ['customers'];
const MODIFY_NOTE =
  'multipart/form-data (the customer fields, files[i].file) with lang and propertyCode in the query, or JSON without files. Body: customerModify.';

/** Customers (settings customer / customerDetail) and the customer dropdowns (`customerApi`). */
export async function customersRoutes(
  app: FastifyInstance,
  opts: { db: Db; storage: FileStorage },
): Promise<void> {
  // Multipart is parsed only inside this plugin, by the handler, after the scope hook checked the property.
  await app.register(multipart);
  const customers = createCustomersService(opts.db, createFileStore(opts.storage));

  route(app, customerApi.search, { config: VIEW, tags }, async (req) => {
    const { rows, paging } = await customers.search(scoped(req.ctx), req.body);
    return list(req.ctx.lang, rows, paging);
  });

  // Dropdowns of the document screens: any member of the property.
  for (const e of [customerApi.options, customerApi.propertyOptions]) {
    route(app, e, { tags }, async (req) =>
      list(req.ctx.lang, await customers.lookup(scoped(req.ctx), req.query)),
    );
  }

  route(app, customerApi.change, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await customers.change(scoped(req.ctx), req.query.documentNo)),
  );

  route(app, customerApi.save, { config: EDIT, tags }, async (req, reply) => {
    const saved = await customers.save(scoped(req.ctx), req.body);
    return reply.status(201).send(ok(req.ctx.lang, saved, 201));
  });

  // multipart with the files, or JSON without them: readForm takes either.
  route(app, customerApi.modify, { config: EDIT, tags, description: MODIFY_NOTE }, async (req) => {
    const actor = scoped(req.ctx);
    const { data, uploads } = await readForm(req, customerModify, MASTERDATA_FILE_POLICY, {
      propertyCode: actor.property.code,
      lang: actor.lang,
    });
    return ok(actor.lang, await customers.modify(actor, data, uploads));
  });

  route(app, customerApi.inactivate, { config: EDIT, tags }, async (req) => {
    await customers.setActive(scoped(req.ctx), req.body.customerCode, 'N', req.body.reason);
    return ok(req.ctx.lang, { customerCode: req.body.customerCode, documentNo: null });
  });

  route(app, customerApi.activate, { config: EDIT, tags }, async (req) => {
    await customers.setActive(scoped(req.ctx), req.body.customerCode, 'Y', null);
    return ok(req.ctx.lang, { customerCode: req.body.customerCode, documentNo: null });
  });

  // Registered last so the fixed paths above win.
  route(app, customerApi.detail, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await customers.detail(scoped(req.ctx), req.params.customerCode.toUpperCase())),
  );
}
