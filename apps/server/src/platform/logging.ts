import type { FastifyBaseLogger } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import { constraintName, sqlState } from './db/errors';

/**
 * The server's logger. Logs are read by operators, kept for months and often shipped elsewhere, so they hold
 * no secret and nothing personal: no tokens or cookies, no query strings (searches carry names and ID numbers),
 * no request bodies, and no SQL text or parameters of a failed query (only its SQLSTATE and constraint).
 */
export function createLogger(level: string, destination?: DestinationStream): FastifyBaseLogger {
  const options: pino.LoggerOptions = {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.idToken',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method?: string; url?: string; routeOptions?: { url?: string } }) => ({
        method: req.method,
        // The path only: the query string of a search is personal data.
        url: (req.url ?? '').split('?')[0],
      }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      err: safeError,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** An error as it may be logged: a database failure keeps its SQLSTATE and constraint, never its SQL or values. */
export function safeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error thrown' };
  const state = sqlState(error);
  const constraint = constraintName(error);
  const fromDatabase = state !== null || error.message.startsWith('Failed query');
  const message = fromDatabase ? `database error${state ? ` ${state}` : ''}` : error.message;
  // The stack's first line repeats the message; keep only the frames.
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
  return {
    type: error.name,
    message,
    ...(state ? { sqlState: state } : {}),
    ...(constraint ? { constraint } : {}),
    stack: frames,
  };
}
