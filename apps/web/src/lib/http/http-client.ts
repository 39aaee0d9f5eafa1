import { fieldError, type Lang } from '@suanklang/shared';
import { CancelledError, HttpError } from './errors';

/** Anything with zod's `parse` (every schema in @suanklang/shared): the reply is checked at the boundary. */
export type Parser<T> = { parse: (data: unknown) => T };

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type Query = Record<string, QueryValue>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  query?: Query;
  /** JSON object, FormData (multipart) or nothing. lang and propertyCode are added to either. */
  body?: Record<string, unknown> | FormData;
  signal?: AbortSignal;
  /** false: the caller shows failures itself. Default true (the shared error notifier). */
  notify?: boolean;
  /** true: a 400 carrying field errors is left to the form (see applyFieldErrors) instead of the notifier. */
  formErrors?: boolean;
  /**
   * The app token to send instead of the stored one (the sign-out, made after the browser forgot the session);
   * a 401 then leaves the stored session and the page alone.
   */
  token?: string;
};

export type ErrorNotice = { status: number; message: string; code: string | null };

export type ClientHooks = {
  lang: () => Lang;
  propertyCode: () => string | null;
  /** Absent for the no-token client. */
  token?: () => string | null;
  /** 401 on a token client. */
  onUnauthorized: () => void;
  /** 503 on any client. */
  onMaintenance: () => void;
  notify: (notice: ErrorNotice) => void;
  /** Text for failures without a server message (network down, unreadable reply). */
  fallbackMessage: (kind: 'network' | 'unexpected') => string;
  fetch?: typeof fetch;
};

export type Binary = { blob: Blob; filename: string | null };

type ListEnvelope = { data: unknown[] };

function appendQuery(params: URLSearchParams, query: Query): void {
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.set(key, String(value));
  }
}

/** `attachment; filename*=UTF-8''%E0%B8...` or `filename="x.xlsx"` */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      /* fall through to the plain form */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() ?? null;
}

async function readJsonBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/**
 * One HTTP client on fetch: JSON in and out, lang (upper-case) and propertyCode on every call, a bearer token
 * when the client has one, and the shared failure policy (000 section 8, 001 section 8):
 * 401 -> token removed, login; 503 -> maintenance page; aborted -> ignored; a list answered 404 -> empty list;
 * anything else -> the shared error notifier, then the promise rejects with an HttpError.
 */
export function createHttpClient(baseUrl: string, hooks: ClientHooks) {
  const doFetch = (input: string, init: RequestInit) => (hooks.fetch ?? globalThis.fetch)(input, init);

  function scope(): Record<string, string> {
    const scoped: Record<string, string> = { lang: hooks.lang().toUpperCase() };
    const propertyCode = hooks.propertyCode();
    if (propertyCode) scoped.propertyCode = propertyCode;
    return scoped;
  }

  function build(
    method: Method,
    path: string,
    options: RequestOptions,
    accept: string,
  ): { url: string; init: RequestInit } {
    const headers = new Headers({ Accept: accept });
    const token = options.token ?? hooks.token?.();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const params = new URLSearchParams();
    let body: BodyInit | undefined;

    if (options.body === undefined || method === 'GET') {
      appendQuery(params, { ...scope(), ...options.query });
    } else {
      if (options.query) appendQuery(params, options.query);
      if (options.body instanceof FormData) {
        // The server checks rights before it reads a multipart body, so the scope travels in the query too.
        appendQuery(params, scope());
        const form = new FormData();
        for (const [key, value] of options.body.entries()) form.append(key, value);
        for (const [key, value] of Object.entries(scope())) if (!form.has(key)) form.append(key, value);
        body = form; // the browser sets the multipart boundary
      } else {
        const merged: Record<string, unknown> = { ...scope() };
        for (const [key, value] of Object.entries(options.body)) if (value !== undefined) merged[key] = value;
        body = JSON.stringify(merged);
        headers.set('Content-Type', 'application/json');
      }
    }
    const search = params.toString();
    const separator = path.includes('?') ? '&' : '?';
    return {
      url: `${baseUrl}${path}${search ? `${separator}${search}` : ''}`,
      init: { method, headers, body, signal: options.signal, credentials: 'same-origin' },
    };
  }

  async function send(method: Method, path: string, options: RequestOptions, accept: string) {
    // A token client with no token (signing out, or signed out in another tab) sends nothing: the call could
    // only fail with 401, and the route guard takes the user to sign-in on the next navigation.
    if (hooks.token && !hooks.token() && !options.token) throw new CancelledError();
    const { url, init } = build(method, path, options, accept);
    try {
      return await doFetch(url, init);
    } catch (error) {
      if (options.signal?.aborted || (error instanceof Error && error.name === 'AbortError')) {
        throw new CancelledError();
      }
      const message = hooks.fallbackMessage('network');
      if (options.notify !== false) hooks.notify({ status: 0, message, code: null });
      throw new HttpError(0, message);
    }
  }

  /** Turns a failed reply into the policy's side effect and the error to throw. */
  function fail(status: number, reply: Record<string, unknown> | null, options: RequestOptions): HttpError {
    const message =
      typeof reply?.message === 'string' && reply.message !== ''
        ? reply.message
        : hooks.fallbackMessage('unexpected');
    const error = new HttpError(status, message, {
      code: typeof reply?.code === 'string' ? reply.code : undefined,
      fields: Array.isArray(reply?.fields)
        ? reply.fields.flatMap((field: unknown) => {
            const parsed = fieldError.safeParse(field);
            return parsed.success ? [parsed.data] : [];
          })
        : undefined,
      data: reply?.data,
    });
    if (status === 401 && hooks.token && !options.token) {
      hooks.onUnauthorized();
      return error;
    }
    if (status === 503) {
      hooks.onMaintenance();
      return error;
    }
    const leftToForm = options.formErrors === true && status === 400 && error.fields.length > 0;
    if (options.notify !== false && !leftToForm) hooks.notify({ status, message, code: error.code });
    return error;
  }

  async function readReply(response: Response, options: RequestOptions) {
    const json = await readJsonBody(response).catch((error: unknown) => {
      if (options.signal?.aborted) throw new CancelledError();
      throw error;
    });
    const reply = asRecord(json);
    const bodyStatus = typeof reply?.statusCode === 'number' ? reply.statusCode : null;
    const status = response.ok
      ? bodyStatus !== null && bodyStatus >= 400
        ? bodyStatus
        : response.status
      : response.status;
    return { json, reply, status, ok: status < 400 };
  }

  async function request<T>(method: Method, path: string, schema: Parser<T>, options: RequestOptions = {}) {
    const response = await send(method, path, options, 'application/json');
    const { json, reply, status, ok } = await readReply(response, options);
    if (!ok) throw fail(status, reply, options);
    return parse(schema, json, options);
  }

  function parse<T>(schema: Parser<T>, json: unknown, options: RequestOptions): T {
    try {
      return schema.parse(json);
    } catch {
      // The reply does not match the shared contract: a bug on one side, shown rather than half-rendered.
      const message = hooks.fallbackMessage('unexpected');
      if (options.notify !== false) hooks.notify({ status: 0, message, code: null });
      throw new HttpError(0, message);
    }
  }

  /** A list call: a 404 (HTTP status or statusCode in the body) is an empty list, not a failure. */
  async function list<T extends ListEnvelope>(
    method: Method,
    path: string,
    schema: Parser<T>,
    options: RequestOptions = {},
  ): Promise<T> {
    const response = await send(method, path, options, 'application/json');
    const { json, reply, status, ok } = await readReply(response, options);
    if (status === 404) {
      return parse(
        schema,
        { statusCode: 404, message: typeof reply?.message === 'string' ? reply.message : '', data: [] },
        options,
      );
    }
    if (!ok) throw fail(status, reply, options);
    return parse(schema, json, options);
  }

  /** A binary reply (export, print, file). A failure's JSON body is decoded and its message shown. */
  async function binary(method: Method, path: string, options: RequestOptions = {}): Promise<Binary> {
    const response = await send(method, path, options, '*/*');
    if (!response.ok) {
      const json = await readJsonBody(response).catch(() => null);
      throw fail(response.status, asRecord(json), options);
    }
    try {
      const blob = await response.blob();
      return { blob, filename: filenameFromDisposition(response.headers.get('Content-Disposition')) };
    } catch (error) {
      if (options.signal?.aborted) throw new CancelledError();
      throw error;
    }
  }

  return {
    request,
    list,
    binary,
    get: <T>(path: string, schema: Parser<T>, options?: RequestOptions) =>
      request('GET', path, schema, options),
    post: <T>(path: string, schema: Parser<T>, options?: RequestOptions) =>
      request('POST', path, schema, options),
    put: <T>(path: string, schema: Parser<T>, options?: RequestOptions) =>
      request('PUT', path, schema, options),
    delete: <T>(path: string, schema: Parser<T>, options?: RequestOptions) =>
      request('DELETE', path, schema, options),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
