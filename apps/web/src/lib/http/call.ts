import type { z } from 'zod';
import {
  SECOND_SERVICE_PREFIX,
  pathOf,
  type Endpoint,
  type PathParamNames,
  type PathParams,
  type ReplyOf,
} from '@suanklang/shared';
import { api, apiV1, publicApi } from './clients';
import type { Binary, HttpClient, Query, RequestOptions } from './http-client';

/** A field that accepts undefined may be left out (the shared text fields take `string | null | undefined`). */
type LooseOptional<T> = { [K in keyof T as undefined extends T[K] ? K : never]?: T[K] } & {
  [K in keyof T as undefined extends T[K] ? never : K]: T[K];
};
/** The client adds lang and the current property to every call; a caller may still name another property. */
type Scopeless<T> = T extends object
  ? LooseOptional<Omit<T, 'lang' | 'propertyCode'>> & { propertyCode?: string }
  : T;

type ParamsPart<E extends Endpoint> = [PathParamNames<E['path']>] extends [never]
  ? object
  : { params: PathParams<E> };
type QueryPart<E extends Endpoint> = E['query'] extends z.ZodType
  ? { query?: Partial<Scopeless<z.input<E['query']>>> }
  : object;
type BodyPart<E extends Endpoint> = E['form'] extends z.ZodType
  ? { body: FormData }
  : E['body'] extends z.ZodType
    ? { body: Scopeless<z.input<E['body']>> }
    : object;

/** What a call sends besides lang and the property: path params, query, body (JSON or a multipart form). */
export type CallInput<E extends Endpoint> = ParamsPart<E> & QueryPart<E> & BodyPart<E>;

export type CallOptions = Pick<RequestOptions, 'signal' | 'notify' | 'formErrors' | 'token'>;

export type CallResult<E extends Endpoint> = E['read'] extends 'binary' ? Binary : ReplyOf<E>;

type Args<E extends Endpoint> =
  object extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions];

function clientOf(e: Endpoint, path: string): { client: HttpClient; path: string } {
  // A stale token must not go with the sign-in.
  if (e.public) return { client: publicApi, path };
  return path.startsWith(`${SECOND_SERVICE_PREFIX}/`)
    ? { client: apiV1, path: path.slice(SECOND_SERVICE_PREFIX.length) }
    : { client: api, path };
}

/**
 * Calls an endpoint of the shared table (packages/shared): its method, path and reply schema come from there,
 * so the web cannot call a path the server does not serve. The reply is checked against the schema; a `list`
 * endpoint answered 404 is an empty list (000 s.8).
 */
export async function call<E extends Endpoint>(e: E, ...[input, options]: Args<E>): Promise<CallResult<E>> {
  const given = (input ?? {}) as {
    params?: Record<string, string>;
    query?: Query;
    body?: RequestOptions['body'];
  };
  const { client, path } = clientOf(e, pathOf(e, (given.params ?? {}) as PathParams<E>));
  const request: RequestOptions = {
    ...options,
    ...(given.query ? { query: given.query } : {}),
    ...(given.body !== undefined ? { body: given.body } : {}),
  };
  if (e.read === 'binary') return (await client.binary(e.method, path, request)) as CallResult<E>;
  if (!e.reply) throw new Error(`${e.method} ${e.path} declares no reply`);
  const reply = e.reply as z.ZodType<CallResult<E>>;
  return e.read === 'list'
    ? client.list(e.method, path, reply as z.ZodType<CallResult<E> & { data: unknown[] }>, request)
    : client.request(e.method, path, reply, request);
}
