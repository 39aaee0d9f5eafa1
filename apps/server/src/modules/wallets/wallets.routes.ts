import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  propertyScoped,
  walletCancel,
  walletCancelled,
  walletQuery,
  walletReply,
  walletTypeListReply,
} from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { list, ok } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createWalletsService } from './wallets.service';

const tags = ['wallets'];

/** Customer wallets: types, a unit's balances and movements, and the refund (POST /invoices/wallet/cancel, 000 s.7). */
export async function walletsRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const wallets = createWalletsService(opts.db);

  r.get(
    '/wallets/type',
    {
      config: { object: 'RECEIPT' },
      schema: { tags, querystring: propertyScoped, response: { 200: walletTypeListReply } },
    },
    async (req) => list(req.ctx.lang, wallets.types(req.ctx.lang)),
  );

  r.get(
    '/wallets',
    {
      config: { object: 'RECEIPT' },
      schema: { tags, querystring: walletQuery, response: { 200: walletReply } },
    },
    async (req) => ok(req.ctx.lang, await wallets.ofUnit(scoped(req.ctx), req.query.unitCode)),
  );

  r.post(
    '/invoices/wallet/cancel',
    {
      config: { object: 'INVOICE_EDIT' },
      schema: { tags, body: walletCancel, response: { 200: walletCancelled } },
    },
    async (req) => ok(req.ctx.lang, await wallets.cancel(scoped(req.ctx), req.body)),
  );
}
