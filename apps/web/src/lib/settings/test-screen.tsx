import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { STORAGE_KEYS, type ObjectId } from '@suanklang/shared';
import { currentPropertyCode } from '../preferences/preferences';
import { getPropertyConfig } from '../property/get-property-config';
import { propertyConfigKeys } from '../query-keys';

/**
 * Test helpers for the settings screens (tests only): a fake server answering by method and path, and a screen
 * rendered inside a data router (the unsaved-changes guard needs one) with its own query cache.
 */

export type FakeCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  init: RequestInit;
};
export type FakeHandler = (call: FakeCall) => unknown;
/** `'GET /banks'` -> the reply's data, or a Response for anything else (an error, a 404). */
export type FakeRoutes = Record<string, FakeHandler | Response | object>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function errorReply(status: number, body: Record<string, unknown>): Response {
  return json(status, { statusCode: status, ...body });
}

function bodyOf(init: RequestInit): unknown {
  if (typeof init.body === 'string') return JSON.parse(init.body) as unknown;
  return init.body ?? null;
}

/** Stubs fetch; unknown calls answer 404 (an empty list for list calls). The rights come with GET /properties/config. */
export function fakeServer(routes: FakeRoutes, objects: readonly ObjectId[]) {
  // A signed-in session: the token clients send nothing without one.
  localStorage.setItem(STORAGE_KEYS.token, 'test-token');
  const calls: FakeCall[] = [];
  const all: FakeRoutes = {
    'GET /properties/config': {
      objectList: objects.map((objectID) => ({ objectID })),
      approvalList: [],
      postGLList: [],
      closeGLList: [],
      routeList: [],
      approvalCount: 0,
      mPayCount: 0,
    },
    ...routes,
  };
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const call: FakeCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: bodyOf(init),
      init,
    };
    calls.push(call);
    const route = all[`${call.method} ${call.path}`];
    if (route === undefined) return Promise.resolve(errorReply(404, { message: 'not found', code: 'ST006' }));
    const answer = typeof route === 'function' ? (route as FakeHandler)(call) : route;
    if (answer instanceof Response) return Promise.resolve(answer.clone());
    const envelope = Array.isArray(answer)
      ? {
          statusCode: 200,
          message: 'ok',
          data: answer,
          paging: { page: 1, pageSize: 20, total: answer.length },
        }
      : { statusCode: 200, message: 'ok', data: answer };
    return Promise.resolve(json(200, envelope));
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    /** Calls other than the rights and reference lookups. */
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export type RenderScreenOptions = {
  path?: string;
  url?: string;
  extraRoutes?: { path: string; element: ReactNode }[];
};

/** Renders a screen at `url` (route `path`) with a fresh query cache holding the rights. */
export async function renderScreen(element: ReactNode, options: RenderScreenOptions = {}) {
  const path = options.path ?? '/screen';
  const router = createMemoryRouter(
    [
      { path, element },
      ...(options.extraRoutes ?? []),
      { path: '*', element: <div data-testid="elsewhere">elsewhere</div> },
    ],
    { initialEntries: [options.url ?? path] },
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // The rights first, as the app has them before a screen opens.
  const propertyCode = currentPropertyCode() ?? '';
  await client.fetchQuery({
    queryKey: propertyConfigKeys.property(propertyCode),
    queryFn: ({ signal }) => getPropertyConfig(propertyCode, signal),
  });
  const view = render(
    <QueryClientProvider client={client}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}
