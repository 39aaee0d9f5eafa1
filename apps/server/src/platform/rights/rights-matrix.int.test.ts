import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

/**
 * Every property-scoped route, called by a user who lacks its object, and with another property's code or a
 * code that does not exist: always refused with a message, never any data.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Case = { method: string; url: string; object: string | undefined };

function scopedRoutes(): Case[] {
  return t.routes
    .filter((r) => !r.config?.public && r.config?.scope !== 'none')
    .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((method) => ({ method, r })))
    .filter(({ method }) => method !== 'HEAD' && method !== 'OPTIONS')
    .map(({ method, r }) => ({
      method,
      url: r.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000'),
      object: r.config?.object as string | undefined,
    }));
}

async function callAs(user: string, c: Case, propertyCode: string) {
  const withQuery = `${c.url}?lang=EN&propertyCode=${propertyCode}`;
  const isGet = c.method === 'GET' || c.method === 'DELETE';
  return t.call({
    as: user,
    method: c.method,
    url: isGet ? withQuery : c.url,
    ...(isGet ? {} : { payload: { lang: 'EN', propertyCode } }),
  });
}

function expectRefused(res: Awaited<ReturnType<typeof callAs>>, code: string) {
  expect(res.statusCode).toBe(403);
  const body = res.json();
  expect(body.code).toBe(code);
  expect(body.message).toMatch(/\S/);
  expect(body).not.toHaveProperty('data');
}

describe('rights matrix', () => {
  it('knows the scoped routes', () => {
    expect(scopedRoutes().length).toBeGreaterThan(8);
  });

  it('refuses every route on a property the user has no role on', async () => {
    for (const c of scopedRoutes()) expectRefused(await callAs('manager', c, 'SKV'), 'ST004');
  });

  it('refuses every route on a property code that does not exist', async () => {
    for (const c of scopedRoutes()) expectRefused(await callAs('manager', c, 'NOPE-99'), 'ST004');
  });

  it('refuses every route whose object the user lacks', async () => {
    // The approver holds only PENDING_APPROVAL and DOWNLOAD; the viewer holds no _EDIT object.
    const guarded = scopedRoutes().filter((c) => c.object);
    expect(guarded.length).toBeGreaterThan(5);
    for (const c of guarded) {
      if (c.object !== 'PENDING_APPROVAL' && c.object !== 'DOWNLOAD') {
        expectRefused(await callAs('approver', c, 'RVS'), 'ST005');
      }
      if (c.object?.endsWith('_EDIT')) expectRefused(await callAs('viewer', c, 'RVS'), 'ST005');
    }
  });

  it('answers every route with an object exactly as each role grants it', async () => {
    // Every demo role against every object-guarded route: refused (ST005) when its objects lack the route's
    // object, and never refused for a missing right when they hold it (the empty payload may still be a 400).
    const guarded = scopedRoutes().filter((c) => c.object);
    for (const user of ['admin', 'manager', 'accountant', 'approver', 'viewer']) {
      const res = await t.call({ as: user, method: 'GET', url: '/properties/config?propertyCode=RVS' });
      const held = new Set((res.json().data.objectList as { objectID: string }[]).map((o) => o.objectID));
      for (const c of guarded) {
        const answer = await callAs(user, c, 'RVS');
        if (held.has(c.object!)) {
          // A file answered (a template needs nothing but the property) is not a refusal either.
          const json = String(answer.headers['content-type']).includes('json');
          expect({ user, ...c, code: json ? answer.json().code : answer.statusCode }).not.toMatchObject({
            code: 'ST005',
          });
        } else {
          expect({ user, ...c, status: answer.statusCode }).toMatchObject({ status: 403 });
          expectRefused(answer, 'ST005');
        }
      }
    }
  });

  it('keeps approval steps and where money goes to managers and administrators', async () => {
    const approvalSetup = scopedRoutes().filter((c) => c.url.startsWith('/properties/approver'));
    const writes = approvalSetup.filter((c) => c.method !== 'GET');
    expect(writes.length).toBeGreaterThanOrEqual(5);
    for (const c of writes) {
      expect(c.object).toBe('PROPERTY_ADMIN');
      for (const user of ['accountant', 'approver', 'viewer'])
        expectRefused(await callAs(user, c, 'RVS'), 'ST005');
    }
  });

  it('asks for a property when none is given', async () => {
    const res = await t.call({ as: 'manager', method: 'GET', url: '/properties/config?lang=TH' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ST011', message: 'กรุณาเลือกโครงการ' });
  });
});

describe('GET /properties and /properties/config', () => {
  it('lists only the properties the user has a role on', async () => {
    const res = await t.call({ as: 'manager', method: 'GET', url: '/properties?lang=EN' });
    expect(res.json().data).toEqual([
      { propertyCode: 'RVS', propertyName: 'The Riverside Condominium Juristic Person' },
    ]);
    const admin = await t.call({ as: 'admin', method: 'GET', url: '/properties?lang=TH' });
    expect(admin.json().data.map((p: { propertyCode: string }) => p.propertyCode)).toEqual(['RVS', 'SKV']);
  });

  it('gives each demo user exactly their objects', async () => {
    const objects = async (user: string) => {
      const res = await t.call({ as: user, method: 'GET', url: '/properties/config?propertyCode=RVS' });
      expect(res.statusCode).toBe(200);
      return new Set((res.json().data.objectList as { objectID: string }[]).map((o) => o.objectID));
    };
    const approver = await objects('approver');
    expect([...approver].sort()).toEqual(['DOWNLOAD', 'PENDING_APPROVAL']);
    const accountant = await objects('accountant');
    expect(accountant.has('INVOICE_EDIT')).toBe(true);
    expect(accountant.has('SETTING_USER')).toBe(false);
    expect(accountant.has('PENDING_APPROVAL')).toBe(false);
    const viewer = await objects('viewer');
    expect([...viewer].some((o) => o.endsWith('_EDIT'))).toBe(false);
    expect(viewer.has('INVOICE')).toBe(true);
    expect(accountant.has('PROPERTY_ADMIN')).toBe(false);
    expect(viewer.has('PROPERTY_ADMIN')).toBe(false);
    const manager = await objects('manager');
    expect(manager.has('SETTING_USER_EDIT')).toBe(true);
    expect(manager.has('PROPERTY_ADMIN')).toBe(true);
  });

  it('answers the config lists the client uses', async () => {
    const res = await t.call({ as: 'approver', method: 'GET', url: '/properties/config?propertyCode=RVS' });
    const data = res.json().data;
    expect(data.approvalList).toEqual([
      { documentType: 'CN' },
      { documentType: 'JV' },
      { documentType: 'RQ' },
      { documentType: 'PV' },
    ]);
    expect(data.postGLList).toEqual([]);
    expect(data.closeGLList).toEqual([]);
    expect(data.routeList.length).toBeGreaterThan(0);
    expect(data).toMatchObject({ approvalCount: 0, mPayCount: 0 });
  });
});
