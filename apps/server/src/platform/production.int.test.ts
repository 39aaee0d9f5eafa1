import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { signInThroughProvider } from '../../test/oidc-flow';

/** The app as a production install runs it: NODE_ENV=production and nothing else but what README lists. */
let prod: TestApp;
let dev: TestApp;
beforeAll(async () => {
  [prod, dev] = await Promise.all([
    createTestApp({ NODE_ENV: 'production', RATE_LIMIT_PER_MINUTE: '3' }),
    createTestApp({ RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '1' }),
  ]);
});
afterAll(() => Promise.all([prod.close(), dev.close()]));

describe('a production install', () => {
  it('says the sign-in page shows no demo accounts', async () => {
    const res = await prod.call({ method: 'GET', url: '/auth/oidc-config' });
    expect(res.json().data).toMatchObject({ demoMode: false });
    expect((await dev.call({ method: 'GET', url: '/auth/oidc-config' })).json().data.demoMode).toBe(true);
  });

  it('accepts no development origin as a sign-in redirect', async () => {
    await expect(
      signInThroughProvider(prod.app, 'manager', 'demo1234', { redirectUri: 'http://localhost:5173/login' }),
    ).rejects.toThrow(/authorize: 400/);
    const ok = await signInThroughProvider(prod.app, 'manager', 'demo1234');
    expect(ok.idToken).toBeTruthy();
    const devOrigin = await signInThroughProvider(dev.app, 'manager', 'demo1234', {
      redirectUri: 'http://localhost:5173/login',
    });
    expect(devOrigin.idToken).toBeTruthy();
  });

  it('does not serve the API description', async () => {
    for (const url of ['/api/docs', '/api/docs/json']) {
      expect((await prod.call({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect((await dev.call({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });

  it('believes no X-Forwarded-For: a client cannot escape the limit by naming other addresses', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const res = await prod.call({
        method: 'GET',
        url: '/auth/oidc-config',
        headers: { 'x-forwarded-for': `203.0.113.${10 + i}` },
      });
      answers.push(res.statusCode);
    }
    // The first test's call counted too: the limit of 3 is reached whatever the header says.
    expect(answers).toContain(429);
    // Behind a configured proxy (TRUST_PROXY=1) the forwarded address is the client's, so each has its own limit.
    const behindProxy = [];
    for (let i = 0; i < 5; i++) {
      const res = await dev.call({
        method: 'GET',
        url: '/auth/oidc-config',
        headers: { 'x-forwarded-for': `203.0.113.${10 + i}` },
      });
      behindProxy.push(res.statusCode);
    }
    expect(behindProxy).toEqual([200, 200, 200, 200, 200]);
  });

  it('keeps the issuer and its endpoints whatever X-Forwarded-Host says', async () => {
    const res = await prod.call({
      method: 'GET',
      url: '/oidc/.well-known/openid-configuration',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('evil.example');
    expect(res.json().issuer).toBe('http://localhost:8080/oidc');
    expect(res.json().authorization_endpoint).toBe('http://localhost:8080/oidc/auth');
  });

  it('answers a NUL byte in any string with a 400 in Thai and English, not a 500', async () => {
    for (const lang of ['TH', 'EN']) {
      const res = await prod.call({
        as: 'accountant',
        method: 'POST',
        url: '/invoices/search',
        payload: { lang, propertyCode: 'RVS', invoiceNo: 'A\u0000B' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'ST001',
        fields: [{ path: 'invoiceNo', rule: 'controlCharacter' }],
      });
      expect(res.json().fields[0].message).toMatch(lang === 'TH' ? /อักขระควบคุม/ : /control character/);
    }
    const query = await prod.call({
      as: 'accountant',
      method: 'GET',
      url: '/invoices/unit?propertyCode=RVS&unitCode=A%000105',
    });
    expect(query.statusCode).toBe(400);
  });
});
