import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ATTACH_FILE_POLICY, creditNoteApi, creditNoteUpload, parseLang } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { route } from '../../platform/endpoint';
import { readForm } from '../../platform/files/multipart';
import type { FileStorage } from '../../platform/files/storage';
import { list, ok, pagedList, sendPdf } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createFileStore } from '../files';
import { createCreditNotesService } from './credit-notes.service';

const VIEW = { object: 'CREDIT_NOTE' } as const;
const EDIT = { object: 'CREDIT_NOTE_EDIT' } as const;
/** Approvers hold PENDING_APPROVAL; the approval engine checks the step and the approval right. */
const APPROVE = { object: 'PENDING_APPROVAL' } as const;
const tags = ['credit-notes'];

/** Credit notes under /creditnotes (000 s.7) and their approval detail under /pendingapproval (001 s.7). */
export async function creditNotesRoutes(
  app: FastifyInstance,
  opts: { db: Db; storage: FileStorage },
): Promise<void> {
  // Multipart is parsed only inside this plugin, by the handler, after the scope hook checked the property.
  await app.register(multipart);
  const notes = createCreditNotesService(opts.db, createFileStore(opts.storage));

  route(app, creditNoteApi.search, { config: VIEW, tags }, async (req) => {
    const { rows, paging } = await notes.search(scoped(req.ctx), req.body);
    return pagedList(req.ctx.lang, rows, paging);
  });
  route(app, creditNoteApi.types, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, notes.types(req.ctx.lang)),
  );
  route(app, creditNoteApi.receiptTypes, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, notes.types(req.ctx.lang, 2)),
  );
  route(app, creditNoteApi.unitReceipts, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, await notes.receipts(scoped(req.ctx), req.query.unitCode)),
  );
  route(app, creditNoteApi.openLines, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, await notes.openLines(scoped(req.ctx), req.query.unitCode)),
  );
  route(app, creditNoteApi.save, { config: EDIT, tags }, async (req, reply) =>
    reply.status(201).send(ok(req.ctx.lang, await notes.save(scoped(req.ctx), req.body), 201)),
  );
  route(app, creditNoteApi.approve, { config: APPROVE, tags }, async (req) =>
    ok(req.ctx.lang, await notes.act(scoped(req.ctx), req.body.creditNoteNo, 'approve')),
  );
  route(app, creditNoteApi.reject, { config: APPROVE, tags }, async (req) =>
    ok(req.ctx.lang, await notes.act(scoped(req.ctx), req.body.creditNoteNo, 'reject', req.body.reason)),
  );
  route(app, creditNoteApi.cancel, { config: EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await notes.cancel(scoped(req.ctx), req.body.creditNoteNo, req.body.reason)),
  );
  route(
    app,
    creditNoteApi.upload,
    {
      config: EDIT,
      tags,
      description:
        'multipart/form-data: creditNoteNo, files[i].file, files[i].description; lang and propertyCode in the query.',
    },
    async (req) => {
      const actor = scoped(req.ctx);
      const { data, uploads } = await readForm(req, creditNoteUpload, ATTACH_FILE_POLICY, {
        propertyCode: actor.property.code,
        lang: actor.lang,
      });
      return ok(actor.lang, await notes.upload(actor, data.creditNoteNo, uploads));
    },
  );
  route(app, creditNoteApi.reprint, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await notes.reprint(scoped(req.ctx), req.body.creditNoteId, req.body.reason)),
  );
  route(app, creditNoteApi.print, { config: VIEW, tags }, async (req, reply) =>
    sendPdf(
      reply,
      await notes.pdf(scoped(req.ctx), req.params.id, parseLang(req.query.docLang ?? req.ctx.lang)),
    ),
  );
  route(app, creditNoteApi.forApproval, { config: APPROVE, tags }, async (req) =>
    ok(req.ctx.lang, await notes.approvalDetailByNo(scoped(req.ctx), req.params.no)),
  );
  // Registered last so the fixed paths above win.
  route(app, creditNoteApi.detail, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await notes.detail(scoped(req.ctx), req.params.id)),
  );
}
