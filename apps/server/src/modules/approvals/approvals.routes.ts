import type { FastifyInstance } from 'fastify';
import { approvalApi } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { route } from '../../platform/endpoint';
import { list, ok } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createApprovalsService } from './approvals.service';

const SETTING_VIEW = { object: 'SETTING_PROJECT' } as const;
/** Who approves is property administration (managers, administrators), not the settings-edit right. */
const APPROVAL_ADMIN = { object: 'PROPERTY_ADMIN' } as const;
const PENDING = { object: 'PENDING_APPROVAL' } as const;
const tags = ['approvals'];

/**
 * Approver configuration under /properties/approver (001 s.7 "Approver and approver detail") and the pending
 * approval screen's calls under /pendingapproval (001 s.7). GET /pendingapproval/creditnotes/{no} belongs to the
 * credit-notes area.
 */
export async function approvalsRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const approvals = createApprovalsService(opts.db);

  route(app, approvalApi.steps, { config: SETTING_VIEW, tags }, async (req) =>
    list(req.ctx.lang, await approvals.list(scoped(req.ctx), req.query.documentType)),
  );
  route(app, approvalApi.candidates, { config: SETTING_VIEW, tags }, async (req) =>
    list(req.ctx.lang, await approvals.candidates(scoped(req.ctx), req.query.documentType)),
  );
  route(app, approvalApi.createStep, { config: APPROVAL_ADMIN, tags }, async (req, reply) =>
    reply.status(201).send(ok(req.ctx.lang, await approvals.create(scoped(req.ctx), req.body), 201)),
  );
  route(app, approvalApi.updateStep, { config: APPROVAL_ADMIN, tags }, async (req) =>
    ok(req.ctx.lang, await approvals.update(scoped(req.ctx), req.body)),
  );
  route(app, approvalApi.deleteStep, { config: APPROVAL_ADMIN, tags }, async (req) => {
    await approvals.remove(scoped(req.ctx), req.query.stepId);
    return ok(req.ctx.lang, { stepId: req.query.stepId });
  });
  route(app, approvalApi.stepUsers, { config: SETTING_VIEW, tags }, async (req) =>
    list(req.ctx.lang, await approvals.detailUsers(scoped(req.ctx), req.query.stepId)),
  );
  route(app, approvalApi.addStepUser, { config: APPROVAL_ADMIN, tags }, async (req) =>
    list(req.ctx.lang, await approvals.addUser(scoped(req.ctx), req.body.stepId, req.body.userId)),
  );
  route(app, approvalApi.removeStepUser, { config: APPROVAL_ADMIN, tags }, async (req) =>
    list(req.ctx.lang, await approvals.removeUser(scoped(req.ctx), req.query.stepId, req.query.userId)),
  );

  route(app, approvalApi.pending, { config: PENDING, tags }, async (req) => {
    const { rows, paging } = await approvals.search(scoped(req.ctx), req.body);
    return list(req.ctx.lang, rows, paging);
  });
  route(app, approvalApi.documentTypes, { config: PENDING, tags }, async (req) =>
    list(req.ctx.lang, approvals.documentTypes(scoped(req.ctx))),
  );
  route(app, approvalApi.documentNames, { config: PENDING, tags }, async (req) =>
    list(req.ctx.lang, approvals.documentNames(scoped(req.ctx))),
  );
  route(app, approvalApi.act, { config: PENDING, tags }, async (req) =>
    ok(req.ctx.lang, await approvals.act(scoped(req.ctx), req.body)),
  );
  // The flow is shown on the document screens too (credit notes), so any member of the property may read it.
  route(app, approvalApi.flow, { tags }, async (req) =>
    ok(req.ctx.lang, await approvals.flow(scoped(req.ctx), req.query.documentType, req.params.no)),
  );
}
