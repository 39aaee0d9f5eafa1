import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  chequeCancel,
  chequeCreatePay,
  chequeCreateReceipt,
  chequeDetailQuery,
  chequeDetailReply,
  chequeImportCommit,
  chequeImportCommittedReply,
  chequeImportQuery,
  chequeImportRefusedReply,
  chequeImportReply,
  chequeImportUploadForm,
  chequeListQuery,
  chequeListReply,
  chequePassed,
  chequeReset,
  chequeSavedReply,
  chequeSearchBody,
  chequeSearchReply,
  chequeSend,
  chequeUpdate,
  errorMessage,
  ruleMessage,
  type ObjectId,
} from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { readForm } from '../../platform/files/multipart';
import { IMPORT_POLICY, readImportTable } from '../../platform/files/table-import';
import { list, ok, sendXlsx } from '../../platform/reply';
import { scoped, type RequestContext } from '../../platform/request-context';
import { createChequeImportService } from './cheque-import';
import { createChequesService } from './cheques.service';

const VIEW = { object: 'CHEQUE' } as const;
const EDIT = { object: 'CHEQUE_EDIT' } as const;
const tags = ['cheques'];

/**
 * The receipt screen's cheque panels need these calls too: the property-scope hook checks one object per route,
 * so these routes name none there (the hook still checks the property) and require any of their objects here.
 */
function requireAny(ctx: RequestContext, objects: readonly ObjectId[]) {
  const actor = scoped(ctx);
  if (!objects.some((o) => actor.rights.objects.has(o))) throw new AppError('ST005');
  return actor;
}
const LIST_OBJECTS: readonly ObjectId[] = ['CHEQUE', 'RECEIPT'];
const CREATE_RECEIVED_OBJECTS: readonly ObjectId[] = ['CHEQUE_EDIT', 'RECEIPT_EDIT'];

/** Cheques under /masterdata/cheques (000 s.7), the reset call of the second service and the import calls. */
export async function chequesRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cheques = createChequesService(opts.db);
  const imports = createChequeImportService(opts.db);
  await app.register(multipart);

  r.post(
    '/masterdata/cheques/search',
    { config: VIEW, schema: { tags, body: chequeSearchBody, response: { 200: chequeSearchReply } } },
    async (req) => {
      const { rows, paging } = await cheques.search(scoped(req.ctx), req.body);
      return list(req.ctx.lang, rows, paging);
    },
  );

  for (const url of ['/masterdata/cheques', '/cheques']) {
    r.get(
      url,
      { schema: { tags, querystring: chequeListQuery, response: { 200: chequeListReply } } },
      async (req) => {
        const actor = requireAny(req.ctx, LIST_OBJECTS);
        return list(actor.lang, await cheques.usable(actor, req.query));
      },
    );
  }

  r.post(
    '/masterdata/cheque/create',
    { schema: { tags, body: chequeCreateReceipt, response: { 201: chequeSavedReply } } },
    async (req, reply) => {
      const actor = requireAny(req.ctx, CREATE_RECEIVED_OBJECTS);
      return reply.status(201).send(ok(actor.lang, await cheques.createReceived(actor, req.body), 201));
    },
  );

  r.post(
    '/masterdata/cheques/create',
    { config: EDIT, schema: { tags, body: chequeCreatePay, response: { 201: chequeSavedReply } } },
    async (req, reply) =>
      reply.status(201).send(ok(req.ctx.lang, await cheques.createIssued(scoped(req.ctx), req.body), 201)),
  );

  r.put(
    '/masterdata/cheques/update',
    { config: EDIT, schema: { tags, body: chequeUpdate, response: { 200: chequeSavedReply } } },
    async (req) => ok(req.ctx.lang, await cheques.update(scoped(req.ctx), req.body)),
  );

  r.put(
    '/masterdata/cheques/send',
    { config: EDIT, schema: { tags, body: chequeSend, response: { 200: chequeSavedReply } } },
    async (req) => ok(req.ctx.lang, await cheques.send(scoped(req.ctx), req.body.chequeId, req.body.date)),
  );

  r.put(
    '/masterdata/cheques/passed',
    { config: EDIT, schema: { tags, body: chequePassed, response: { 200: chequeSavedReply } } },
    async (req) =>
      ok(
        req.ctx.lang,
        await cheques.passed(scoped(req.ctx), req.body.chequeId, req.body.date, req.body.bankAccountCode),
      ),
  );

  r.put(
    '/masterdata/cheques/cancel',
    { config: EDIT, schema: { tags, body: chequeCancel, response: { 200: chequeSavedReply } } },
    async (req) =>
      ok(req.ctx.lang, await cheques.cancel(scoped(req.ctx), req.body.chequeId, req.body.reason)),
  );

  r.put(
    '/api/v1/cheque/reset',
    { config: EDIT, schema: { tags, body: chequeReset, response: { 200: chequeSavedReply } } },
    async (req) =>
      ok(
        req.ctx.lang,
        await cheques.reset(scoped(req.ctx), req.body.chequeId, req.body.reason, req.body.date),
      ),
  );

  r.get(
    '/masterdata/cheques/:no',
    {
      config: VIEW,
      schema: {
        tags,
        params: z.object({ no: z.string().min(1).max(36) }),
        querystring: chequeDetailQuery,
        response: { 200: chequeDetailReply },
      },
    },
    async (req) =>
      ok(
        req.ctx.lang,
        await cheques.detail(scoped(req.ctx), req.params.no, {
          ...(req.query.chequeType ? { chequeType: req.query.chequeType } : {}),
          ...(req.query.bankCode ? { bankCode: req.query.bankCode } : {}),
        }),
      ),
  );

  // ---- import ----
  r.post(
    '/cheque/v1/import',
    {
      config: EDIT,
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: chequeImportReply } },
    },
    async (req) => {
      const actor = scoped(req.ctx);
      const { uploads } = await readForm(req, chequeImportUploadForm, IMPORT_POLICY, {
        propertyCode: actor.property.code,
        lang: actor.lang,
      });
      const file = uploads[0];
      if (!file)
        throw new AppError('ST001', [
          { path: 'file', rule: 'fileRequired', message: ruleMessage(actor.lang, 'fileRequired') },
        ]);
      return ok(
        actor.lang,
        await imports.upload(actor, file.fileName, await readImportTable(file, actor.lang)),
      );
    },
  );

  r.get(
    '/cheque/v1/import',
    { config: VIEW, schema: { tags, querystring: chequeImportQuery, response: { 200: chequeImportReply } } },
    async (req) => ok(req.ctx.lang, await imports.get(scoped(req.ctx), req.query.importId)),
  );

  r.post(
    '/cheque/v1/import/commit',
    {
      config: EDIT,
      schema: {
        tags,
        body: chequeImportCommit,
        response: { 200: chequeImportCommittedReply, 409: chequeImportRefusedReply },
      },
    },
    async (req, reply) => {
      const outcome = await imports.commit(scoped(req.ctx), req.body.importId);
      if ('refused' in outcome)
        return reply.status(409).send({
          statusCode: 409,
          message: errorMessage('CH009', req.ctx.lang),
          code: 'CH009',
          data: outcome.refused,
        });
      return reply.send(ok(req.ctx.lang, outcome.committed));
    },
  );

  r.post(
    '/cheque/v1/import/excel',
    { config: VIEW, schema: { tags, body: chequeImportCommit } },
    async (req, reply) => sendXlsx(reply, await imports.excel(scoped(req.ctx), req.body.importId)),
  );
}
