import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ATTACH_FILE_POLICY, manualVoucherApi, manualVoucherUpload, parseLang } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { route } from '../../platform/endpoint';
import { readForm } from '../../platform/files/multipart';
import type { FileStorage } from '../../platform/files/storage';
import { ok, sendPdf, sendXlsx } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createFileStore } from '../files';
import { createManualVouchersService } from './manual-vouchers.service';

/** Entering vouchers is the G/L screen's edit right (approval goes through /pendingapproval). */
const EDIT = { object: 'DOCUMENT_EDIT' } as const;
/** The month's vouchers as a workbook: the G/L list's read right, as the trial balance's files. */
const VIEW = { object: 'DOCUMENT' } as const;
const tags = ['general-ledger'];

/** Manual journal vouchers under /gl/manualvoucher (000 s.7). */
export async function manualVouchersRoutes(
  app: FastifyInstance,
  opts: { db: Db; storage: FileStorage },
): Promise<void> {
  await app.register(multipart);
  const vouchers = createManualVouchersService(opts.db, createFileStore(opts.storage));

  route(app, manualVoucherApi.save, { config: EDIT, tags }, async (req, reply) =>
    reply.status(201).send(ok(req.ctx.lang, await vouchers.save(scoped(req.ctx), req.body), 201)),
  );
  route(app, manualVoucherApi.cancel, { config: EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await vouchers.cancel(scoped(req.ctx), req.body.voucherNo, req.body.reason)),
  );
  route(
    app,
    manualVoucherApi.upload,
    {
      config: EDIT,
      tags,
      description:
        'multipart/form-data: voucherNo, files[i].file, files[i].description; lang and propertyCode in the query.',
    },
    async (req) => {
      const actor = scoped(req.ctx);
      const { data, uploads } = await readForm(req, manualVoucherUpload, ATTACH_FILE_POLICY, {
        propertyCode: actor.property.code,
        lang: actor.lang,
      });
      return ok(actor.lang, await vouchers.upload(actor, data.voucherNo, uploads));
    },
  );
  // The G/L screen's readers and the approvers (from the pending-approval screen): the service checks either.
  route(app, manualVoucherApi.detail, { tags }, async (req) =>
    ok(req.ctx.lang, await vouchers.detail(scoped(req.ctx), req.params.no)),
  );
  // The print is read as the detail is (the service checks either right), in docLang or the caller's language.
  route(app, manualVoucherApi.pdf, { tags }, async (req, reply) =>
    sendPdf(
      reply,
      await vouchers.pdf(scoped(req.ctx), req.params.no, parseLang(req.query.docLang ?? req.ctx.lang)),
    ),
  );
  route(app, manualVoucherApi.excel, { config: VIEW, tags }, async (req, reply) =>
    sendXlsx(
      reply,
      await vouchers.excel(scoped(req.ctx), req.query.period, parseLang(req.query.docLang ?? req.ctx.lang)),
    ),
  );
}
