import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approvalActed,
  approvalAction,
  approvalFlowQuery,
  approvalFlowReply,
  approverCandidatesQuery,
  approverCreate,
  approverDelete,
  approverDetailBody,
  approverDetailQuery,
  approverDetailReply,
  approverListReply,
  approverQuery,
  approverSavedReply,
  approverUpdate,
  documentNameReply,
  documentTypeReply,
  pendingSearchBody,
  pendingSearchReply,
  propertyScoped,
} from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { list, ok } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createApprovalsService } from './approvals.service';

const SETTING_VIEW = { object: 'SETTING_PROJECT' } as const;
const SETTING_EDIT = { object: 'SETTING_PROJECT_EDIT' } as const;
const PENDING = { object: 'PENDING_APPROVAL' } as const;
const tags = ['approvals'];

/**
 * Approver configuration under /properties/approver (001 s.7 "Approver and approver detail") and the pending
 * approval screen's calls under /pendingapproval (001 s.7). GET /pendingapproval/creditnotes/{no} belongs to the
 * credit-notes area.
 */
export async function approvalsRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const approvals = createApprovalsService(opts.db);

  r.get(
    '/properties/approver',
    {
      config: SETTING_VIEW,
      schema: { tags, querystring: approverQuery, response: { 200: approverListReply } },
    },
    async (req) => list(req.ctx.lang, await approvals.list(scoped(req.ctx), req.query.documentType)),
  );
  r.get(
    '/properties/approver/users',
    {
      config: SETTING_VIEW,
      schema: { tags, querystring: approverCandidatesQuery, response: { 200: approverDetailReply } },
    },
    async (req) => list(req.ctx.lang, await approvals.candidates(scoped(req.ctx), req.query.documentType)),
  );
  r.post(
    '/properties/approver',
    { config: SETTING_EDIT, schema: { tags, body: approverCreate, response: { 201: approverSavedReply } } },
    async (req, reply) =>
      reply.status(201).send(ok(req.ctx.lang, await approvals.create(scoped(req.ctx), req.body), 201)),
  );
  r.put(
    '/properties/approver',
    { config: SETTING_EDIT, schema: { tags, body: approverUpdate, response: { 200: approverSavedReply } } },
    async (req) => ok(req.ctx.lang, await approvals.update(scoped(req.ctx), req.body)),
  );
  r.delete(
    '/properties/approver',
    { config: SETTING_EDIT, schema: { tags, querystring: approverDelete } },
    async (req) => {
      await approvals.remove(scoped(req.ctx), req.query.stepId);
      return ok(req.ctx.lang, { stepId: req.query.stepId });
    },
  );
  r.get(
    '/properties/approver/detail',
    {
      config: SETTING_VIEW,
      schema: { tags, querystring: approverDetailQuery, response: { 200: approverDetailReply } },
    },
    async (req) => list(req.ctx.lang, await approvals.detailUsers(scoped(req.ctx), req.query.stepId)),
  );
  r.post(
    '/properties/approver/detail',
    {
      config: SETTING_EDIT,
      schema: { tags, body: approverDetailBody, response: { 200: approverDetailReply } },
    },
    async (req) =>
      list(req.ctx.lang, await approvals.addUser(scoped(req.ctx), req.body.stepId, req.body.userId)),
  );
  r.delete(
    '/properties/approver/detail',
    {
      config: SETTING_EDIT,
      schema: { tags, querystring: approverDetailBody, response: { 200: approverDetailReply } },
    },
    async (req) =>
      list(req.ctx.lang, await approvals.removeUser(scoped(req.ctx), req.query.stepId, req.query.userId)),
  );

  r.post(
    '/pendingapproval/search',
    { config: PENDING, schema: { tags, body: pendingSearchBody, response: { 200: pendingSearchReply } } },
    async (req) => {
      const { rows, paging } = await approvals.search(scoped(req.ctx), req.body);
      return list(req.ctx.lang, rows, paging);
    },
  );
  r.get(
    '/pendingapproval/document/type',
    { config: PENDING, schema: { tags, querystring: propertyScoped, response: { 200: documentTypeReply } } },
    async (req) => list(req.ctx.lang, approvals.documentTypes(scoped(req.ctx))),
  );
  r.get(
    '/pendingapproval/document/name',
    { config: PENDING, schema: { tags, querystring: propertyScoped, response: { 200: documentNameReply } } },
    async (req) => list(req.ctx.lang, approvals.documentNames(scoped(req.ctx))),
  );
  r.put(
    '/pendingapproval/approve',
    { config: PENDING, schema: { tags, body: approvalAction, response: { 200: approvalActed } } },
    async (req) => ok(req.ctx.lang, await approvals.act(scoped(req.ctx), req.body)),
  );
  // The flow is shown on the document screens too (credit notes), so any member of the property may read it.
  r.get(
    '/pendingapproval/:no',
    {
      schema: {
        tags,
        params: z.object({ no: z.string().min(1).max(30) }),
        querystring: approvalFlowQuery,
        response: { 200: approvalFlowReply },
      },
    },
    async (req) =>
      ok(req.ctx.lang, await approvals.flow(scoped(req.ctx), req.query.documentType, req.params.no)),
  );
}
