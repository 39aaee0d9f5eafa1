import type { FastifyInstance } from 'fastify';
import { fileApi } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { route } from '../../platform/endpoint';
import type { FileStorage } from '../../platform/files/storage';
import { contentDisposition, ok } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createFileStore } from './files.service';

const DOWNLOAD = { object: 'DOWNLOAD' } as const;
const tags = ['files'];

/** Files of the property, listed and downloaded only with the DOWNLOAD right (000 s.6, `fileApi`). */
export async function filesRoutes(
  app: FastifyInstance,
  opts: { db: Db; storage: FileStorage },
): Promise<void> {
  const files = createFileStore(opts.storage);

  route(app, fileApi.list, { config: DOWNLOAD, tags }, async (req) => {
    const { property, lang } = scoped(req.ctx);
    const rows = await files.list(opts.db, property.id, req.params.mainFolder.toUpperCase(), [
      req.params.documentNo,
    ]);
    return ok(lang, { files: rows });
  });

  route(app, fileApi.download, { config: DOWNLOAD, tags }, async (req, reply) => {
    const { property } = scoped(req.ctx);
    const { file, data } = await files.read(opts.db, property.id, req.params.fileName);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.originalName))
      .header('cache-control', 'private, no-store')
      .send(data);
  });
}
