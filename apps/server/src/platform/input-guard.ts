import type { FastifyInstance } from 'fastify';
import { findControlCharacter, parseLang, ruleMessage } from '@suanklang/shared';
import { AppError } from './errors';

/**
 * Every string a call sends, in its query, path or JSON body, is free of control characters: a NUL byte would
 * otherwise reach PostgreSQL and fail there as a 500. Runs before the schema, so every route gets it.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const body = req.body as { lang?: unknown } | undefined;
    const query = req.query as { lang?: unknown } | undefined;
    const lang = parseLang(query?.lang ?? (body && typeof body === 'object' ? body.lang : undefined));
    // The query and path parsers make objects of their own kind; a copy is plain data like a JSON body.
    const plain = (value: unknown) => (value && typeof value === 'object' ? { ...value } : value);
    for (const part of [plain(req.params), plain(req.query), req.body]) {
      if (part === undefined || part === null) continue;
      const path = findControlCharacter(part);
      if (path !== null) {
        throw new AppError('ST001', [
          { path, rule: 'controlCharacter', message: ruleMessage(lang, 'controlCharacter') },
        ]);
      }
    }
  });
}
