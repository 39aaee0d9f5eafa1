import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ATTACH_FILE_POLICY,
  creditNoteApprovalDetailReply,
  creditNoteApprove,
  creditNoteDetailReply,
  creditNoteFilesReply,
  creditNoteOpenLinesReply,
  creditNoteReason,
  creditNoteReceiptReply,
  creditNoteSave,
  creditNoteSaved,
  creditNoteSearchBody,
  creditNoteSearchReply,
  creditNoteTypeReply,
  creditNoteUnitQuery,
  creditNoteUpload,
  propertyScoped,
  unscoped,
} from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { readForm } from '../../platform/files/multipart';
import { fileStorageFromEnv, type FileStorage } from '../../platform/files/storage';
import { list, ok } from '../../platform/reply';
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
  opts: { db: Db; storage?: FileStorage },
): Promise<void> {
  // Multipart is parsed only inside this plugin, by the handler, after the scope hook checked the property.
  await app.register(multipart);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const notes = createCreditNotesService(opts.db, createFileStore(opts.storage ?? fileStorageFromEnv()));

  r.post(
    '/creditnotes/search',
    { config: VIEW, schema: { tags, body: creditNoteSearchBody, response: { 200: creditNoteSearchReply } } },
    async (req) => {
      const { rows, paging } = await notes.search(scoped(req.ctx), req.body);
      return list(req.ctx.lang, rows, paging);
    },
  );
  r.get(
    '/creditnotes/type',
    { config: VIEW, schema: { tags, querystring: propertyScoped, response: { 200: creditNoteTypeReply } } },
    async (req) => list(req.ctx.lang, notes.types(req.ctx.lang)),
  );
  r.get(
    '/creditnotes/type/receipt',
    { config: VIEW, schema: { tags, querystring: propertyScoped, response: { 200: creditNoteTypeReply } } },
    async (req) => list(req.ctx.lang, notes.types(req.ctx.lang, 2)),
  );
  r.get(
    '/creditnotes/receipt',
    {
      config: VIEW,
      schema: { tags, querystring: creditNoteUnitQuery, response: { 200: creditNoteReceiptReply } },
    },
    async (req) => list(req.ctx.lang, await notes.receipts(scoped(req.ctx), req.query.unitCode)),
  );
  r.get(
    '/creditnotes/invoice-lines',
    {
      config: VIEW,
      schema: { tags, querystring: creditNoteUnitQuery, response: { 200: creditNoteOpenLinesReply } },
    },
    async (req) => list(req.ctx.lang, await notes.openLines(scoped(req.ctx), req.query.unitCode)),
  );
  r.post(
    '/creditnotes/save',
    { config: EDIT, schema: { tags, body: creditNoteSave, response: { 201: creditNoteSaved } } },
    async (req, reply) =>
      reply.status(201).send(ok(req.ctx.lang, await notes.save(scoped(req.ctx), req.body), 201)),
  );
  r.put(
    '/creditnotes/approve',
    { config: APPROVE, schema: { tags, body: creditNoteApprove, response: { 200: creditNoteSaved } } },
    async (req) => ok(req.ctx.lang, await notes.act(scoped(req.ctx), req.body.creditNoteNo, 'approve')),
  );
  r.put(
    '/creditnotes/reject',
    { config: APPROVE, schema: { tags, body: creditNoteReason, response: { 200: creditNoteSaved } } },
    async (req) =>
      ok(req.ctx.lang, await notes.act(scoped(req.ctx), req.body.creditNoteNo, 'reject', req.body.reason)),
  );
  r.put(
    '/creditnotes/cancel',
    { config: EDIT, schema: { tags, body: creditNoteReason, response: { 200: creditNoteSaved } } },
    async (req) =>
      ok(req.ctx.lang, await notes.cancel(scoped(req.ctx), req.body.creditNoteNo, req.body.reason)),
  );
  r.post(
    '/creditnotes/upload',
    {
      config: EDIT,
      schema: {
        tags,
        description:
          'multipart/form-data: creditNoteNo, files[i].file, files[i].description; lang and propertyCode in the query.',
        consumes: ['multipart/form-data'],
        querystring: unscoped,
        response: { 200: creditNoteFilesReply },
      },
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
  r.get(
    '/pendingapproval/creditnotes/:no',
    {
      config: APPROVE,
      schema: {
        tags,
        params: z.object({ no: z.string().min(1).max(20) }),
        querystring: propertyScoped,
        response: { 200: creditNoteApprovalDetailReply },
      },
    },
    async (req) => ok(req.ctx.lang, await notes.approvalDetailByNo(scoped(req.ctx), req.params.no)),
  );
  // Registered last so the fixed paths above win.
  r.get(
    '/creditnotes/:id',
    {
      config: VIEW,
      schema: {
        tags,
        params: z.object({ id: z.string().uuid() }),
        querystring: propertyScoped,
        response: { 200: creditNoteDetailReply },
      },
    },
    async (req) => ok(req.ctx.lang, await notes.detail(scoped(req.ctx), req.params.id)),
  );
}
