import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { propertyScoped, userNotificationReply } from '@suanklang/shared';
import { ok } from '../../platform/reply';

/** Second-service prefix /api/v1, served by the same process. */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/user/notification',
    {
      schema: {
        tags: ['notifications'],
        querystring: propertyScoped,
        response: { 200: userNotificationReply },
      },
    },
    // Customers waiting for approval: none until the approval areas exist.
    async (req) => ok(req.ctx.lang, { approvalCustomer: 0 }),
  );
}
