import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';

export async function healthRoutes(app: FastifyInstance, opts: { database: Database }): Promise<void> {
  app.get('/health', { config: { public: true }, schema: { tags: ['health'] } }, async () => {
    await opts.database.db.execute(sql`select 1`);
    return { status: 'ok', database: opts.database.kind };
  });
}
