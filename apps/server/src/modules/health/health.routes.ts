import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { healthApi } from '@suanklang/shared';
import type { Database } from '../../platform/db/client';
import { route } from '../../platform/endpoint';

export async function healthRoutes(app: FastifyInstance, opts: { database: Database }): Promise<void> {
  route(app, healthApi.check, { config: { public: true }, tags: ['health'] }, async () => {
    await opts.database.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: opts.database.kind };
  });
}
