import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';

export async function walletsRoutes(_app: FastifyInstance, _opts: { db: Db }): Promise<void> {}
