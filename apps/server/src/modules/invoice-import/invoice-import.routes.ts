import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { z } from 'zod';
import {
  errorMessage,
  invoiceImportApi,
  invoiceImportSapUploadForm,
  invoiceImportUploadForm,
  ruleMessage,
  type InvoiceImportKind,
  type Lang,
} from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import type { JobQueue } from '../../platform/jobs';
import { route } from '../../platform/endpoint';
import { AppError } from '../../platform/errors';
import { readForm } from '../../platform/files/multipart';
import { IMPORT_POLICY, readImportTable } from '../../platform/files/table-import';
import { ok, sendXlsx } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import {
  createInvoiceImportService,
  defineInvoiceImportJob,
  type CommitOutcome,
} from './invoice-import.service';

const VIEW = { object: 'INVOICE' } as const;
const EDIT = { object: 'INVOICE_EDIT' } as const;
const tags = ['invoice imports'];

function sendCommit(reply: FastifyReply, lang: Lang, outcome: CommitOutcome) {
  if ('refused' in outcome)
    return reply
      .status(409)
      .send({ statusCode: 409, message: errorMessage('IN015', lang), code: 'IN015', data: outcome.refused });
  return reply.send(ok(lang, outcome.committed));
}

/**
 * Invoice imports (000 s.4 "template upload then submit", s.7): overdue debts brought forward and SAP invoices,
 * and the SAP calls of the second service ("under construction" in the spec) as the same service with kind SAP.
 */
export async function invoiceImportRoutes(
  app: FastifyInstance,
  opts: { db: Db; jobs: JobQueue; importCommitWaitMs: number },
): Promise<void> {
  const imports = createInvoiceImportService(opts.db, opts.jobs, { waitMs: opts.importCommitWaitMs });
  await defineInvoiceImportJob(opts.db, opts.jobs);
  await app.register(multipart);

  async function upload(
    req: FastifyRequest,
    form: z.ZodType<{ kind?: InvoiceImportKind }>,
    fixedKind: InvoiceImportKind | null,
  ) {
    const actor = scoped(req.ctx);
    const { data, uploads } = await readForm(req, form, IMPORT_POLICY, {
      propertyCode: actor.property.code,
      lang: actor.lang,
    });
    const file = uploads[0];
    if (!file)
      throw new AppError('ST001', [
        { path: 'file', rule: 'fileRequired', message: ruleMessage(actor.lang, 'fileRequired') },
      ]);
    const kind = fixedKind ?? data.kind ?? 'OVERDUE';
    return ok(
      actor.lang,
      await imports.upload(actor, {
        kind,
        fileName: file.fileName,
        table: await readImportTable(file, actor.lang),
      }),
    );
  }

  route(app, invoiceImportApi.template, { config: VIEW, tags }, async (req, reply) =>
    sendXlsx(reply, await imports.template(scoped(req.ctx), req.query.kind)),
  );

  route(app, invoiceImportApi.upload, { config: EDIT, tags }, async (req) =>
    upload(req, invoiceImportUploadForm, null),
  );

  route(app, invoiceImportApi.errorFile, { config: VIEW, tags }, async (req, reply) =>
    sendXlsx(reply, await imports.errorFile(scoped(req.ctx), req.query.uploadId)),
  );

  route(app, invoiceImportApi.submit, { config: EDIT, tags }, async (req, reply) =>
    sendCommit(reply, req.ctx.lang, await imports.commit(scoped(req.ctx), req.body.uploadId)),
  );

  route(app, invoiceImportApi.commitStatus, { config: VIEW, tags }, async (req, reply) =>
    sendCommit(reply, req.ctx.lang, await imports.commitStatus(scoped(req.ctx), req.query.uploadId)),
  );

  // Second service, SAP only: the same batches, restricted to kind SAP.
  route(app, invoiceImportApi.sapUpload, { config: EDIT, tags }, async (req) =>
    upload(req, invoiceImportSapUploadForm, 'SAP'),
  );
  route(app, invoiceImportApi.sapErrorFile, { config: VIEW, tags }, async (req, reply) =>
    sendXlsx(reply, await imports.errorFile(scoped(req.ctx), req.query.uploadId, { kind: 'SAP' })),
  );
  route(app, invoiceImportApi.sapCommit, { config: EDIT, tags }, async (req, reply) =>
    sendCommit(
      reply,
      req.ctx.lang,
      await imports.commit(scoped(req.ctx), req.body.uploadId, { kind: 'SAP' }),
    ),
  );
}
