import type { FastifyInstance } from 'fastify';
import { notificationApi } from '@suanklang/shared';
import { route } from '../../platform/endpoint';
import { ok } from '../../platform/reply';

/** Second-service prefix /api/v1, served by the same process. */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  // Customers waiting for approval: none until the approval areas exist.
  route(app, notificationApi.user, { tags: ['notifications'] }, async (req) =>
    ok(req.ctx.lang, { approvalCustomer: 0 }),
  );
}
