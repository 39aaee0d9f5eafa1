import type { z } from 'zod';

/**
 * One call of the API as both sides see it: the server registers its route from this value and the web calls it
 * through this value, so a path, a method or a body cannot drift between them. A path's `:name` segments are
 * its params. Paths under /api/v1 belong to the second service (its own base URL on the web).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How the reply is read: `json` an envelope checked by `reply`; `list` the same, where 404 means an empty list
 * (000 s.8); `binary` a file (export, print) whose failures are still JSON.
 */
export type ReplyKind = 'json' | 'list' | 'binary';

export type Endpoint = {
  readonly method: HttpMethod;
  readonly path: string;
  readonly read: ReplyKind;
  /** The path params' schema when they are more than non-empty text (a uuid); else derived from the path. */
  readonly params?: z.ZodType;
  /** The query string's schema (GET calls, and calls whose body travels in the query). */
  readonly query?: z.ZodType;
  /** The JSON body's schema. */
  readonly body?: z.ZodType;
  /** The multipart form's fields (the file is read apart from them). */
  readonly form?: z.ZodType;
  /** The success reply; absent for binary replies. */
  readonly reply?: z.ZodType;
  /** Called before sign-in (the sign-in itself): the web sends no token and the server asks for none. */
  readonly public?: true;
  /** The success status: 201 for a call that creates, 202 for work started in the background, else 200. */
  readonly status?: 200 | 201 | 202;
  /** Replies of other statuses with a body of their own (e.g. 400 with the rows an import refused). */
  readonly otherReplies?: Readonly<Record<number, z.ZodType>>;
};

/** Keeps the literal types of a call's definition (method, path, schemas) for both sides to infer from. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

/** `'/a/:no/b/:id'` -> `'no' | 'id'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<E extends Endpoint> = { [K in PathParamNames<E['path']>]: string };

/** The reply a call resolves to. */
export type ReplyOf<E extends Endpoint> = E['reply'] extends z.ZodType ? z.infer<E['reply']> : never;

/** Fills the `:name` segments of a path, each encoded as one segment. */
export function pathOf<E extends Endpoint>(e: E, params: PathParams<E>): string {
  const values = params as Record<string, string>;
  return e.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${e.method} ${e.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

export const SECOND_SERVICE_PREFIX = '/api/v1';
