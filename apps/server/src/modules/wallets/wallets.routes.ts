import type { FastifyInstance } from 'fastify';
import { walletApi } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { route } from '../../platform/endpoint';
import { list, ok } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createWalletsService } from './wallets.service';

const RECEIPT = { object: 'RECEIPT' } as const;
const tags = ['wallets'];

/** Customer wallets: types, a unit's balances and movements, and the refund (000 s.7). */
export async function walletsRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const wallets = createWalletsService(opts.db);

  route(app, walletApi.types, { config: RECEIPT, tags }, async (req) =>
    list(req.ctx.lang, wallets.types(req.ctx.lang)),
  );

  route(app, walletApi.ofUnit, { config: RECEIPT, tags }, async (req) =>
    ok(req.ctx.lang, await wallets.ofUnit(scoped(req.ctx), req.query.unitCode)),
  );

  route(app, walletApi.cancel, { config: { object: 'INVOICE_EDIT' }, tags }, async (req) =>
    ok(req.ctx.lang, await wallets.cancel(scoped(req.ctx), req.body)),
  );
}
