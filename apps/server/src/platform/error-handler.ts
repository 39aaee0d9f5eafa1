import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  ERRORS,
  errorMessage,
  localizeIssues,
  parseLang,
  type ErrorCode,
  type FieldError,
} from '@suanklang/shared';
import type { z } from 'zod';
import { AppError } from './errors';

function langOf(req: FastifyRequest) {
  return req.ctx?.lang ?? parseLang((req.query as Record<string, unknown> | undefined)?.lang);
}

function send(reply: FastifyReply, req: FastifyRequest, code: ErrorCode, fields?: FieldError[]) {
  const lang = langOf(req);
  const statusCode = ERRORS[code].status;
  const message = fields?.[0]
    ? `${errorMessage(code, lang)} (${fields[0].message})`
    : errorMessage(code, lang);
  return reply.status(statusCode).send({ statusCode, message, code, ...(fields ? { fields } : {}) });
}

/** Rebuilds zod issues from the type provider's validation entries so the catalogue can localise them. */
function issuesOf(validation: { keyword: string; instancePath: string; message?: string; params: object }[]) {
  return validation.map((v) => ({
    ...v.params,
    code: v.keyword,
    message: v.message ?? '',
    path: v.instancePath.split('/').filter(Boolean),
  })) as unknown as z.core.$ZodIssue[];
}

/** Every failure answers `{ statusCode, message, code }` with the message in the caller's language. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof AppError) return send(reply, req, error.code, error.fields);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, req, 'ST001', localizeIssues(issuesOf(error.validation), langOf(req)));
    }
    if (error.statusCode === 429) return send(reply, req, 'ST007');
    if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') return send(reply, req, 'ST014');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type and the like.
      return send(reply, req, 'ST001');
    }
    req.log.error({ err: error }, 'unhandled error');
    return send(reply, req, 'ST010');
  });

  app.setNotFoundHandler((req, reply) => send(reply, req, 'ST006'));
}
