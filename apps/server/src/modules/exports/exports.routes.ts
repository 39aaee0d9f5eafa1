import type { FastifyInstance } from 'fastify';
import { exportApi } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { route } from '../../platform/endpoint';
import type { FileStorage } from '../../platform/files/storage';
import type { JobQueue } from '../../platform/jobs';
import { contentDisposition, ok } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createExportsService } from './exports.service';

const tags = ['exports'];

/**
 * An export's progress and file, for the user who asked for it in their property (no other right: the start call
 * checked it, and nobody else finds the export). Each area starts its own exports (e.g. invoices' month print).
 */
export async function exportsRoutes(
  app: FastifyInstance,
  opts: { db: Db; jobs: JobQueue; storage: FileStorage },
): Promise<void> {
  const exports = createExportsService(opts.db, opts.jobs, opts.storage);
  await exports.define();

  route(app, exportApi.status, { config: {}, tags }, async (req) =>
    ok(req.ctx.lang, await exports.status(scoped(req.ctx), req.params.id)),
  );

  route(app, exportApi.file, { config: {}, tags }, async (req, reply) => {
    const file = await exports.file(scoped(req.ctx), req.params.id);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.fileName))
      .header('cache-control', 'private, no-store')
      .send(file.data);
  });
}
