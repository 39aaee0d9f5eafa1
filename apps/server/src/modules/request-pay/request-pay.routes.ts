import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ATTACH_FILE_POLICY, requestPayApi, requestPayUpload } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { route } from '../../platform/endpoint';
import { readForm } from '../../platform/files/multipart';
import type { FileStorage } from '../../platform/files/storage';
import { list, ok, pagedList } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createFileStore } from '../files';
import { createRequestPayService } from './request-pay.service';

const VIEW = { object: 'REQUEST_PAY' } as const;
/** Raising and changing requests is the request-pay screen's edit right (approval goes through /pendingapproval). */
const EDIT = { object: 'REQUEST_PAY_EDIT' } as const;
const tags = ['request-pay'];

/** Request-pay under /purchaseorders (001 s.7 "Request pay"). */
export async function requestPayRoutes(
  app: FastifyInstance,
  opts: { db: Db; storage: FileStorage },
): Promise<void> {
  // Multipart is parsed only inside this plugin, by the handler, after the scope hook checked the property.
  await app.register(multipart);
  const requests = createRequestPayService(opts.db, createFileStore(opts.storage));

  route(app, requestPayApi.search, { config: VIEW, tags }, async (req) => {
    const { rows, paging } = await requests.search(scoped(req.ctx), req.body);
    return pagedList(req.ctx.lang, rows, paging);
  });
  route(app, requestPayApi.types, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, requests.types(req.ctx.lang)),
  );
  route(app, requestPayApi.budgetItems, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, await requests.budgetItems(scoped(req.ctx))),
  );
  route(app, requestPayApi.expenseTypes, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, await requests.expenseTypes(scoped(req.ctx))),
  );
  route(app, requestPayApi.pettyCash, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await requests.pettyCash(scoped(req.ctx), req.query.date)),
  );
  route(app, requestPayApi.wallets, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await requests.wallets(scoped(req.ctx), req.query.unitCode)),
  );
  route(app, requestPayApi.invoices, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, await requests.invoices(scoped(req.ctx), req.query.unitCode)),
  );
  route(app, requestPayApi.claims, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, await requests.claims(scoped(req.ctx), req.query.unitCode)),
  );
  route(app, requestPayApi.save, { config: EDIT, tags }, async (req, reply) =>
    reply.status(201).send(ok(req.ctx.lang, await requests.save(scoped(req.ctx), req.body), 201)),
  );
  route(app, requestPayApi.cancel, { config: EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await requests.cancel(scoped(req.ctx), req.body.requestPayNo, req.body.reason)),
  );
  route(
    app,
    requestPayApi.upload,
    {
      config: EDIT,
      tags,
      description:
        'multipart/form-data: referenceNo (the request number), files[i].file, files[i].description; lang and propertyCode in the query.',
    },
    async (req) => {
      const actor = scoped(req.ctx);
      const { data, uploads } = await readForm(req, requestPayUpload, ATTACH_FILE_POLICY, {
        propertyCode: actor.property.code,
        lang: actor.lang,
      });
      return ok(actor.lang, await requests.upload(actor, data.referenceNo, uploads));
    },
  );
  // The screen's readers and the approvers (from the pending-approval screen): the service checks either.
  // Registered last so the fixed paths above win.
  route(app, requestPayApi.detail, { tags }, async (req) =>
    ok(req.ctx.lang, await requests.detail(scoped(req.ctx), req.params.no)),
  );
}
