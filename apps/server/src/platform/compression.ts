import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * What is compressed on the fly: text (JSON, HTML, CSS, JavaScript, CSV, SVG, XML). Files that are already
 * compressed formats (PDF, xlsx, images, zip) and unknown binaries (octet-stream) go out as they are.
 */
export const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?(?:json|xml|javascript)\b|image\/svg\+xml\b)/i;

/**
 * Answers up to this size are compressed in one call on the request's thread; larger ones through a stream on
 * libuv's threads. The plugin's default on two cores is 8 KB, just under a page of 20 invoices (about 8.5 KB; 8 are
 * 3.4 KB), which then went through the stream: on a server whose cores are busy with the database and other calls,
 * the stream's machinery cost more than the compression itself (a search's server time fell from 2.4 to 1.9 ms;
 * docs/decisions.md, "Prepared statements, compression in one piece").
 */
const SYNC_LIMIT = 64 * 1024;

/**
 * Answers over 1 KB are compressed as they are sent, brotli or gzip by the request's Accept-Encoding (brotli at
 * quality 4: the plugin's default, a few milliseconds for a 500-row list). Registered before the routes it
 * applies to. An answer already encoded (a pre-compressed web-app file) is left alone; the OpenID provider's own
 * pages (/oidc, written to the raw response) do not pass through it. Compressed request bodies are not accepted.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
    syncThreshold: SYNC_LIMIT,
  });
}
