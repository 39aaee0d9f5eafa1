import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import {
  chequeApi,
  chequeImportUploadForm,
  errorMessage,
  ruleMessage,
  type ObjectId,
} from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { route } from '../../platform/endpoint';
import { AppError } from '../../platform/errors';
import { readForm } from '../../platform/files/multipart';
import { IMPORT_POLICY, readImportTable } from '../../platform/files/table-import';
import { list, ok, sendXlsx, pagedList } from '../../platform/reply';
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
  const cheques = createChequesService(opts.db);
  const imports = createChequeImportService(opts.db);
  await app.register(multipart);

  route(app, chequeApi.search, { config: VIEW, tags }, async (req) => {
    const { rows, paging } = await cheques.search(scoped(req.ctx), req.body);
    return pagedList(req.ctx.lang, rows, paging);
  });

  for (const e of [chequeApi.usable, chequeApi.reference]) {
    route(app, e, { tags }, async (req) => {
      const actor = requireAny(req.ctx, LIST_OBJECTS);
      return list(actor.lang, await cheques.usable(actor, req.query));
    });
  }

  route(app, chequeApi.createReceived, { tags }, async (req, reply) => {
    const actor = requireAny(req.ctx, CREATE_RECEIVED_OBJECTS);
    return reply.status(201).send(ok(actor.lang, await cheques.createReceived(actor, req.body), 201));
  });

  route(app, chequeApi.createIssued, { config: EDIT, tags }, async (req, reply) =>
    reply.status(201).send(ok(req.ctx.lang, await cheques.createIssued(scoped(req.ctx), req.body), 201)),
  );

  route(app, chequeApi.update, { config: EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await cheques.update(scoped(req.ctx), req.body)),
  );

  route(app, chequeApi.send, { config: EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await cheques.send(scoped(req.ctx), req.body.chequeId, req.body.date)),
  );

  route(app, chequeApi.passed, { config: EDIT, tags }, async (req) =>
    ok(
      req.ctx.lang,
      await cheques.passed(scoped(req.ctx), req.body.chequeId, req.body.date, req.body.bankAccountCode),
    ),
  );

  route(app, chequeApi.cancel, { config: EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await cheques.cancel(scoped(req.ctx), req.body.chequeId, req.body.reason)),
  );

  route(app, chequeApi.reset, { config: EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await cheques.reset(scoped(req.ctx), req.body.chequeId, req.body.reason, req.body.date)),
  );

  route(app, chequeApi.detail, { config: VIEW, tags }, async (req) =>
    ok(
      req.ctx.lang,
      await cheques.detail(scoped(req.ctx), req.params.no, {
        ...(req.query.chequeType ? { chequeType: req.query.chequeType } : {}),
        ...(req.query.bankCode ? { bankCode: req.query.bankCode } : {}),
      }),
    ),
  );

  // ---- import ----
  route(app, chequeApi.importUpload, { config: EDIT, tags }, async (req) => {
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
  });

  route(app, chequeApi.importGet, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await imports.get(scoped(req.ctx), req.query.importId)),
  );

  route(app, chequeApi.importCommit, { config: EDIT, tags }, async (req, reply) => {
    const outcome = await imports.commit(scoped(req.ctx), req.body.importId);
    if ('refused' in outcome)
      return reply.status(409).send({
        statusCode: 409,
        message: errorMessage('CH009', req.ctx.lang),
        code: 'CH009',
        data: outcome.refused,
      });
    return reply.send(ok(req.ctx.lang, outcome.committed));
  });

  route(app, chequeApi.importExcel, { config: VIEW, tags }, async (req, reply) =>
    sendXlsx(reply, await imports.excel(scoped(req.ctx), req.body.importId)),
  );
}
