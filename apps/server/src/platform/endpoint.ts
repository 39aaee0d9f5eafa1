import type {
  FastifyContextConfig,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Endpoint, PathParamNames } from '@suanklang/shared';

/** What fastify validates and serializes for a call, derived from its endpoint. */
type SchemaOf<E extends Endpoint> = {
  params: E['params'] extends z.ZodType
    ? E['params']
    : z.ZodObject<{ [K in PathParamNames<E['path']>]: z.ZodString }>;
  querystring: E['query'];
  body: E['body'];
  response: E['reply'] extends z.ZodType
    ? { [S in SuccessStatus<E>]: E['reply'] } & NonNullable<E['otherReplies']>
    : undefined;
};
type SuccessStatus<E extends Endpoint> = E extends { status: 201 | 202 } ? E['status'] : 200;

/** A handler as fastify types it for that schema: request parts parsed, the return checked against the reply. */
type Handler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  FastifyContextConfig,
  SchemaOf<E>,
  ZodTypeProvider
>;

export type RouteOptions = {
  /** Who may call it (see request-context): the object the user needs, public or unscoped routes. */
  config?: FastifyContextConfig;
  /** The API description's grouping. */
  tags?: string[];
  /** What the API description says beyond the schemas (a multipart form's parts). */
  description?: string;
};

/** `:no` segments: a non-empty string each (an id, a number or a code; the service checks which). */
function paramsSchema(e: Endpoint): z.ZodType | undefined {
  if (e.params) return e.params;
  const names = [...e.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
  if (names.length === 0) return undefined;
  return z.object(Object.fromEntries(names.map((n) => [n, z.string().min(1).max(200)])));
}

/**
 * Registers the route of a shared endpoint: its method, path, query, body and replies come from the endpoint
 * table in packages/shared, so the web's call and the server's route cannot disagree. A multipart endpoint
 * declares its form fields, which the handler reads with `readForm` after the rights check.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  options: RouteOptions,
  handler: Handler<E>,
): void {
  const status = e.status ?? 200;
  const params = paramsSchema(e);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: e.method,
    url: e.path,
    ...(e.public || options.config
      ? { config: { ...(e.public ? { public: true } : {}), ...options.config } }
      : {}),
    schema: {
      ...(options.tags ? { tags: options.tags } : {}),
      ...(e.form ? { consumes: ['multipart/form-data'] } : {}),
      ...(options.description ? { description: options.description } : {}),
      ...(params ? { params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      ...(e.reply ? { response: { [status]: e.reply, ...e.otherReplies } } : {}),
    },
    handler: handler as never,
  });
}
