import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from './errors';

/** The web app's own routes (000 section 2): a reload on any of them gets index.html. */
const CLIENT_ROUTE = /^\/(?:$|login$|underMaintenance$|views(?:\/|$))/;

/** Built files whose names carry a hash of their content: never changed, so cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app; unknown non-API paths answer index.html so client routes survive a reload.
 *
 * The build writes a brotli and a gzip copy beside each file (`x.js.br`, `x.js.gz`); @fastify/static's
 * `preCompressed` sends the copy the browser accepts with its `Content-Encoding` and `Vary: Accept-Encoding`
 * (it applies to `reply.sendFile` too), and the plain file to a browser that accepts neither. Cache-Control is
 * set here (send's own is turned off): index.html is checked on every load, hashed assets are immutable.
 */
export async function registerWebApp(app: FastifyInstance, root: string): Promise<void> {
  // Only the sendFile decorator: the public catch-all below decides what is served.
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });
  const send = (reply: FastifyReply, file: string, cacheControl: string) =>
    reply.header('cache-control', cacheControl).sendFile(file, root, { cacheControl: false });
  app.get('/*', { config: { public: true }, schema: { hide: true } }, async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (CLIENT_ROUTE.test(path)) return send(reply, 'index.html', 'no-cache');
    const file = path.replace(/^\/+/, '');
    if (/^[\w./-]+\.[a-z0-9]+$/i.test(file) && !file.includes('..') && existsSync(join(root, file))) {
      return send(reply, file, file.startsWith('assets/') ? IMMUTABLE : 'no-cache');
    }
    throw new AppError('ST006');
  });
}
