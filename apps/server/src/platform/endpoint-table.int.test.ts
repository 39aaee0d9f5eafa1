import * as shared from '@suanklang/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

/**
 * The server serves exactly the shared endpoint table (packages/shared, the `xxxApi` objects): every route it
 * registers is an endpoint the web can call through `call()`, and every endpoint is served. A path or method
 * written by hand on either side shows up here.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Routes that are not calls of the product's API: the API description and the built-in sign-in pages. */
const OUTSIDE_THE_TABLE = [/^\/api\/docs/, /^\/interaction/];

function isEndpoint(value: unknown): value is shared.Endpoint {
  const v = value as Partial<shared.Endpoint> | null;
  return typeof v === 'object' && v !== null && typeof v.method === 'string' && typeof v.path === 'string';
}

function endpointsIn(value: unknown): shared.Endpoint[] {
  if (isEndpoint(value)) return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(endpointsIn);
}

const key = (method: string, path: string) => `${method} ${path}`;

function tableKeys(): string[] {
  return Object.entries(shared)
    .filter(([name]) => name.endsWith('Api'))
    .flatMap(([, value]) => endpointsIn(value))
    .map((e) => key(e.method, e.path));
}

function servedKeys(): string[] {
  return t.routes
    .flatMap((r) =>
      (Array.isArray(r.method) ? r.method : [r.method]).map((method) => ({ method, url: r.url })),
    )
    .filter(({ method }) => method !== 'HEAD' && method !== 'OPTIONS')
    .filter(({ url }) => !OUTSIDE_THE_TABLE.some((pattern) => pattern.test(url)))
    .map(({ method, url }) => key(method, url));
}

describe('the shared endpoint table', () => {
  it('names each call once', () => {
    const keys = tableKeys();
    expect(keys.length).toBeGreaterThan(150);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('leaves out only routes that exist (no exemption stands for nothing)', () => {
    const urls = t.routes.map((r) => r.url);
    expect(OUTSIDE_THE_TABLE.filter((pattern) => !urls.some((url) => pattern.test(url)))).toEqual([]);
  });

  it('is served route for route: nothing registered outside it, nothing in it unserved', () => {
    const table = new Set(tableKeys());
    const served = new Set(servedKeys());
    expect([...served].filter((k) => !table.has(k)).sort()).toEqual([]);
    expect([...table].filter((k) => !served.has(k)).sort()).toEqual([]);
  });
});
