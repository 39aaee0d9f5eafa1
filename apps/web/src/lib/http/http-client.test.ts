import { describe, expect, it, vi } from 'vitest';
import { propertiesReply, userNotificationReply, type Lang } from '@suanklang/shared';
import { createHttpClient, filenameFromDisposition, type ClientHooks } from './http-client';
import { CancelledError, HttpError, applyFieldErrors, toFormFieldErrors } from './errors';

const rowsReply = propertiesReply;
const nameReply = userNotificationReply;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Setup = { lang?: Lang; propertyCode?: string | null; token?: string | null; withToken?: boolean };

function setup(
  responder: (url: string, init: RequestInit) => Response | Promise<Response>,
  options: Setup = {},
) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    calls.push({ url, init: init ?? {} });
    return Promise.resolve(responder(url, init ?? {}));
  });
  const hooks: ClientHooks = {
    lang: () => options.lang ?? 'th',
    propertyCode: () => (options.propertyCode === undefined ? 'P001' : options.propertyCode),
    token:
      options.withToken === false
        ? undefined
        : () => (options.token === undefined ? 'app-token' : options.token),
    onUnauthorized: vi.fn(),
    onMaintenance: vi.fn(),
    notify: vi.fn(),
    fallbackMessage: (kind) => `fallback:${kind}`,
    fetch: fetchMock,
  };
  const client = createHttpClient('/base', hooks);
  return { client, hooks, calls };
}

function bodyOf(init: RequestInit): unknown {
  return JSON.parse(String(init.body));
}

describe('the HTTP client adds lang and propertyCode to every call', () => {
  it('puts upper-case lang and the selected property in the query of a GET', async () => {
    const { client, calls } = setup(
      () => json(200, { statusCode: 200, message: 'ok', data: { approvalCustomer: 1 } }),
      {
        lang: 'en',
      },
    );
    await client.get('/things', nameReply, { query: { q: 'abc', skip: undefined, ids: ['1', '2'] } });
    const url = new URL(calls[0]?.url ?? '', 'http://localhost');
    expect(url.pathname).toBe('/base/things');
    expect(url.searchParams.get('lang')).toBe('EN');
    expect(url.searchParams.get('propertyCode')).toBe('P001');
    expect(url.searchParams.get('q')).toBe('abc');
    expect(url.searchParams.has('skip')).toBe(false);
    expect(url.searchParams.getAll('ids')).toEqual(['1', '2']);
  });

  it('puts them in the JSON body of a POST or PUT, the caller winning on a clash', async () => {
    const { client, calls } = setup(() =>
      json(200, { statusCode: 200, message: 'ok', data: { approvalCustomer: 1 } }),
    );
    await client.post('/save', nameReply, { body: { amount: 10, note: undefined } });
    await client.put('/move', nameReply, { body: { propertyCode: 'P002' } });
    expect(bodyOf(calls[0]?.init ?? {})).toEqual({ lang: 'TH', propertyCode: 'P001', amount: 10 });
    expect(bodyOf(calls[1]?.init ?? {})).toEqual({ lang: 'TH', propertyCode: 'P002' });
    expect(new URL(calls[0]?.url ?? '', 'http://localhost').search).toBe('');
    expect(new Headers(calls[0]?.init.headers).get('Content-Type')).toBe('application/json');
  });

  it('appends them to a multipart body and its query (rights are checked before the body is read)', async () => {
    const { client, calls } = setup(() =>
      json(200, { statusCode: 200, message: 'ok', data: { approvalCustomer: 1 } }),
    );
    const form = new FormData();
    form.append('uploadType', 'CN');
    await client.post('/upload', nameReply, { body: form });
    const sent = calls[0]?.init.body as FormData;
    expect(sent.get('lang')).toBe('TH');
    expect(sent.get('propertyCode')).toBe('P001');
    expect(sent.get('uploadType')).toBe('CN');
    const url = new URL(calls[0]?.url ?? '', 'http://localhost');
    expect(url.searchParams.get('lang')).toBe('TH');
    expect(url.searchParams.get('propertyCode')).toBe('P001');
  });

  it('leaves propertyCode out when no property is selected', async () => {
    const { client, calls } = setup(() => json(200, { statusCode: 200, message: 'ok', data: [] }), {
      propertyCode: null,
    });
    await client.list('GET', '/properties', rowsReply);
    const url = new URL(calls[0]?.url ?? '', 'http://localhost');
    expect(url.searchParams.has('propertyCode')).toBe(false);
    expect(url.searchParams.get('lang')).toBe('TH');
  });

  it('sends the bearer token, and none from the no-token client', async () => {
    const ok = () => json(200, { statusCode: 200, message: 'ok', data: { approvalCustomer: 1 } });
    const withToken = setup(ok, { token: 'abc' });
    await withToken.client.get('/me', nameReply);
    expect(new Headers(withToken.calls[0]?.init.headers).get('Authorization')).toBe('Bearer abc');
    const noToken = setup(ok, { withToken: false });
    await noToken.client.get('/auth/oidc-config', nameReply);
    expect(new Headers(noToken.calls[0]?.init.headers).has('Authorization')).toBe(false);
  });
});

describe('the HTTP client failure policy', () => {
  it('on 401 hands over to the sign-out (token removal, login) and shows no dialog', async () => {
    const { client, hooks } = setup(() =>
      json(401, { statusCode: 401, message: 'Please sign in.', code: 'ST002' }),
    );
    await expect(client.get('/me', nameReply)).rejects.toMatchObject({ status: 401, code: 'ST002' });
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('on 401 from the no-token client shows the message instead (a refused sign-in is not a lost session)', async () => {
    const { client, hooks } = setup(
      () => json(401, { statusCode: 401, message: 'Bad token', code: 'ST012' }),
      {
        withToken: false,
      },
    );
    await expect(client.post('/auth/login', nameReply, { body: { idToken: 'x' } })).rejects.toBeInstanceOf(
      HttpError,
    );
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
    expect(hooks.notify).toHaveBeenCalledWith({ status: 401, message: 'Bad token', code: 'ST012' });
  });

  it('on 503 goes to the maintenance page', async () => {
    const { client, hooks } = setup(() =>
      json(503, { statusCode: 503, message: 'Maintenance', code: 'ST008' }),
    );
    await expect(client.get('/me', nameReply)).rejects.toMatchObject({ status: 503 });
    expect(hooks.onMaintenance).toHaveBeenCalledTimes(1);
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('answers a list call refused with 404 with an empty list, silently', async () => {
    const { client, hooks } = setup(() =>
      json(404, { statusCode: 404, message: 'Not found.', code: 'ST006' }),
    );
    const reply = await client.list('POST', '/invoices/search', rowsReply, { body: { page: 1 } });
    expect(reply.data).toEqual([]);
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('treats statusCode 404 in a 200 body as an empty list too', async () => {
    const { client } = setup(() => json(200, { statusCode: 404, message: 'Not found.', data: null }));
    const reply = await client.list('GET', '/rows', rowsReply);
    expect(reply.data).toEqual([]);
  });

  it('shows a 404 on a single-record call through the notifier', async () => {
    const { client, hooks } = setup(() =>
      json(404, { statusCode: 404, message: 'Not found.', code: 'ST006' }),
    );
    await expect(client.get('/thing/1', nameReply)).rejects.toMatchObject({ status: 404 });
    expect(hooks.notify).toHaveBeenCalledWith({ status: 404, message: 'Not found.', code: 'ST006' });
  });

  it('shows other failures with the server message and status code', async () => {
    const { client, hooks } = setup(() =>
      json(409, { statusCode: 409, message: 'Duplicate data.', code: 'ST009' }),
    );
    await expect(client.post('/save', nameReply, { body: {} })).rejects.toMatchObject({
      status: 409,
      message: 'Duplicate data.',
    });
    expect(hooks.notify).toHaveBeenCalledWith({ status: 409, message: 'Duplicate data.', code: 'ST009' });
  });

  it('leaves a validation error with fields to the form when asked, and keeps the fields', async () => {
    const body = {
      statusCode: 400,
      message: 'Invalid data',
      code: 'ST001',
      fields: [{ path: 'email', rule: 'email', message: 'Invalid email' }],
    };
    const { client, hooks } = setup(() => json(400, body));
    const error: unknown = await client
      .post('/save', nameReply, { body: {}, formErrors: true })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).fields).toEqual(body.fields);
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('ignores a cancelled request: no dialog, a CancelledError', async () => {
    const controller = new AbortController();
    const { client, hooks } = setup((_url, init) => {
      controller.abort();
      if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      return json(200, {});
    });
    await expect(
      client.list('POST', '/invoices/search', rowsReply, { signal: controller.signal }),
    ).rejects.toBeInstanceOf(CancelledError);
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('reports a network failure through the notifier', async () => {
    const { client, hooks } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.get('/me', nameReply)).rejects.toMatchObject({ status: 0 });
    expect(hooks.notify).toHaveBeenCalledWith({ status: 0, message: 'fallback:network', code: null });
  });

  it('refuses a reply that breaks the shared contract', async () => {
    const { client, hooks } = setup(() =>
      json(200, { statusCode: 200, message: 'ok', data: { approvalCustomer: 'many' } }),
    );
    await expect(client.get('/me', nameReply)).rejects.toBeInstanceOf(HttpError);
    expect(hooks.notify).toHaveBeenCalledWith({ status: 0, message: 'fallback:unexpected', code: null });
  });

  it('returns a binary body with the file name of its Content-Disposition', async () => {
    const { client } = setup(
      () =>
        new Response('xlsx-bytes', {
          status: 200,
          headers: {
            'Content-Disposition':
              "attachment; filename*=UTF-8''%E0%B8%A3%E0%B8%B2%E0%B8%A2%E0%B8%87%E0%B8%B2%E0%B8%99.xlsx",
          },
        }),
    );
    const file = await client.binary('POST', '/reports/excel', { body: {} });
    expect(file.filename).toBe('รายงาน.xlsx');
    // jsdom's Blob has no text(); its FileReader reads the body the way a browser would.
    const text = await new Promise<unknown>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.readAsText(file.blob);
    });
    expect(text).toBe('xlsx-bytes');
  });

  it('decodes the JSON error of a failed download and shows its message', async () => {
    const { client, hooks } = setup(() =>
      json(500, { statusCode: 500, message: 'Export failed', code: 'ST010' }),
    );
    await expect(client.binary('GET', '/reports/excel')).rejects.toMatchObject({ message: 'Export failed' });
    expect(hooks.notify).toHaveBeenCalledWith({ status: 500, message: 'Export failed', code: 'ST010' });
  });
});

describe('server field errors on antd form fields', () => {
  it('turns zod paths into name paths and groups messages per field', () => {
    expect(
      toFormFieldErrors([
        { path: 'email', rule: 'required', message: 'Required' },
        { path: 'email', rule: 'email', message: 'Invalid email' },
        { path: 'items.0.amount', rule: 'min_value', message: 'At least 0.01' },
      ]),
    ).toEqual([
      { name: ['email'], errors: ['Required', 'Invalid email'] },
      { name: ['items', 0, 'amount'], errors: ['At least 0.01'] },
    ]);
  });

  it('sets only the fields the form has, and says whether it set any', () => {
    const setFields = vi.fn();
    const error = new HttpError(400, 'Invalid', {
      fields: [
        { path: 'username', rule: 'username', message: 'Bad username' },
        { path: 'propertyCode', rule: 'required', message: 'Required' },
      ],
    });
    expect(applyFieldErrors({ setFields }, error, ['username', 'password'])).toBe(true);
    expect(setFields).toHaveBeenCalledWith([{ name: ['username'], errors: ['Bad username'] }]);
    expect(applyFieldErrors({ setFields }, new HttpError(500, 'x'))).toBe(false);
  });

  it('reads both forms of Content-Disposition', () => {
    expect(filenameFromDisposition('attachment; filename="a b.pdf"')).toBe('a b.pdf');
    expect(filenameFromDisposition(null)).toBeNull();
  });
});

describe('a token client without a token', () => {
  it('sends nothing and ends the call as cancelled (signing out, or signed out in another tab)', async () => {
    const { client, hooks, calls } = setup(() => json(200, { statusCode: 200, message: 'ok', data: [] }), {
      token: null,
    });
    await expect(client.get('/manageuser/me', nameReply)).rejects.toBeInstanceOf(CancelledError);
    expect(calls).toHaveLength(0);
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('sends a token given for the call (the sign-out), and a 401 then leaves the page alone', async () => {
    const { client, hooks, calls } = setup(
      () => json(401, { statusCode: 401, message: 'Please sign in.', code: 'ST003' }),
      { token: null },
    );
    await expect(
      client.post('/auth/logout', nameReply, { body: {}, token: 'old-token', notify: false }),
    ).rejects.toMatchObject({ status: 401 });
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBe('Bearer old-token');
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('the no-token client still sends', async () => {
    const { client, calls } = setup(
      () => json(200, { statusCode: 200, message: 'ok', data: { approvalCustomer: 0 } }),
      { withToken: false },
    );
    await client.get('/auth/oidc-config', nameReply);
    expect(calls).toHaveLength(1);
  });
});
