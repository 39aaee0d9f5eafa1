import { eq } from 'drizzle-orm';
import { importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { appSecret, appUser, signInFailure } from '../../platform/db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signInThroughProvider } from '../../../test/oidc-flow';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function providerKey() {
  const rows = await t.database.db.select().from(appSecret).where(eq(appSecret.name, 'oidc-signing-key'));
  const jwk = rows[0]!.value as JWK;
  return { key: await importJWK(jwk, 'RS256'), kid: jwk.kid! };
}

async function idToken(claims: { sub: string; aud?: string; iss?: string; exp?: number }) {
  const { key, kid } = await providerKey();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ preferred_username: 'x' })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setSubject(claims.sub)
    .setIssuer(claims.iss ?? 'http://localhost:8080/oidc')
    .setAudience(claims.aud ?? 'suanklang-web')
    .setIssuedAt(now - 10)
    .setExpirationTime(claims.exp ?? now + 300)
    .sign(key);
}

async function userId(username: string) {
  const rows = await t.database.db.select().from(appUser).where(eq(appUser.username, username));
  return rows[0]!.id;
}

describe('sign-in through the built-in OpenID provider', () => {
  it('serves the sign-in page in Thai by default and in English on request', async () => {
    const th = await signInThroughProvider(t.app, 'manager', 'wrong-password');
    expect(th.signInPage).toContain('เข้าสู่ระบบ');
    expect(th.signInPage).toContain('<code>manager</code>'); // demo accounts shown in demo mode
    expect(th.loginStatus).toBe(401);
    expect(th.loginPage).toContain('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    const en = await signInThroughProvider(t.app, 'manager', 'wrong-password', { lang: 'en' });
    expect(en.signInPage).toContain('Sign in');
    expect(en.loginPage).toContain('Incorrect username or password.');
  });

  it('turns a real authorization-code + PKCE sign-in into an app session', async () => {
    const flow = await signInThroughProvider(t.app, 'accountant', 'demo1234');
    expect(flow.idToken).toBeTruthy();
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { idToken: flow.idToken, lang: 'EN' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.user.username).toBe('accountant');
    const me = await t.app.inject({
      method: 'GET',
      url: '/manageuser/me',
      headers: { authorization: `Bearer ${body.data.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.username).toBe('accountant');
  });

  it('accepts the username in any letter case', async () => {
    const flow = await signInThroughProvider(t.app, 'Viewer', 'demo1234');
    expect(flow.idToken).toBeTruthy();
  });
});

describe('POST /auth/login', () => {
  it('refuses a token for another audience, another issuer, or an expired one', async () => {
    const sub = await userId('manager');
    for (const token of [
      await idToken({ sub, aud: 'someone-else' }),
      await idToken({ sub, iss: 'http://evil.example/oidc' }),
      await idToken({ sub, exp: Math.floor(Date.now() / 1000) - 60 }),
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { idToken: token } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'ST012', message: 'ไม่สามารถยืนยันตัวตนจากผู้ให้บริการเข้าสู่ระบบได้' });
    }
  });

  it('refuses unsigned and HMAC-signed tokens', async () => {
    const sub = await userId('manager');
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const payload = { sub, iss: 'http://localhost:8080/oidc', aud: 'suanklang-web', iat: now, exp: now + 60 };
    const unsigned = `${b64({ alg: 'none' })}.${b64(payload)}.`;
    const hmac = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('guess'));
    for (const token of [unsigned, hmac]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { idToken: token, lang: 'en' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('The sign-in token could not be verified.');
    }
  });

  it('refuses a deactivated user', async () => {
    const sub = await userId('viewer');
    await t.database.db.update(appUser).set({ active: 'N' }).where(eq(appUser.id, sub));
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { idToken: await idToken({ sub }) },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ST013');
    await t.database.db.update(appUser).set({ active: 'Y' }).where(eq(appUser.id, sub));
  });

  it('answers 400 with a message for a missing token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { lang: 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'ST001' });
  });
});

describe('the app session token', () => {
  it('is required on every non-public call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/properties?lang=EN' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, message: 'Please sign in.', code: 'ST002' });
  });

  it('is refused when tampered with', async () => {
    const token = await t.tokenFor('manager');
    const tampered = token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA');
    const res = await t.app.inject({
      method: 'GET',
      url: '/properties',
      headers: { authorization: `Bearer ${tampered}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('ST003');
  });
});

describe('password guessing on the sign-in form', () => {
  const statusOf = async (username: string, password: string, remoteAddress: string, lang?: string) =>
    signInThroughProvider(t.app, username, password, { remoteAddress, ...(lang ? { lang } : {}) });

  it('locks a user name after 5 failures, however it is written and wherever the guesses come from', async () => {
    const spellings = ['viewer', ' viewer', 'VIEWER', 'Viewer ', ' vIeWeR '];
    const results = [];
    for (const [i, name] of spellings.entries())
      results.push(await statusOf(name, `wrong-${i}`, `203.0.113.${i + 1}`));
    expect(results.slice(0, 4).map((r) => r.loginStatus)).toEqual([401, 401, 401, 401]);
    expect(results[4]!.loginStatus).toBe(429);
    expect(results[4]!.loginPage).toContain('บัญชีนี้ถูกล็อกชั่วคราว');

    // Even the right password, from yet another address, waits for the lock to run out.
    const locked = await statusOf('viewer', 'demo1234', '203.0.113.99', 'en');
    expect(locked.loginStatus).toBe(429);
    expect(locked.loginPage).toContain('this account is locked for now. Please try again in 15 minutes.');
    // Another user at the same address is not affected.
    expect((await statusOf('accountant', 'demo1234', '203.0.113.5')).idToken).toBeTruthy();

    // The count lives in the database: another instance on it sees the lock.
    const second = await buildApp(t.config, t.database);
    await second.ready();
    try {
      const elsewhere = await signInThroughProvider(second, 'VIEWER', 'demo1234', {
        remoteAddress: '198.51.100.7',
      });
      expect(elsewhere.loginStatus).toBe(429);
    } finally {
      await second.close();
    }

    // Once the lock has run out, the right password signs in and clears the count.
    await t.database.db
      .update(signInFailure)
      .set({ lockedUntil: new Date(Date.now() - 1000), windowStartedAt: new Date(Date.now() - 3600_000) })
      .where(eq(signInFailure.key, 'user:viewer'));
    expect((await statusOf('viewer', 'demo1234', '203.0.113.6')).idToken).toBeTruthy();
    const left = await t.database.db.select().from(signInFailure).where(eq(signInFailure.key, 'user:viewer'));
    expect(left).toEqual([]);
  });

  it('locks an address that tries many user names, and only that address', async () => {
    await t.database.db
      .insert(signInFailure)
      .values({ key: 'addr:192.0.2.50', failures: 49, windowStartedAt: new Date() });
    expect((await statusOf('nobody-at-all', 'guess-1', '192.0.2.50')).loginStatus).toBe(429);
    expect((await statusOf('manager', 'demo1234', '192.0.2.50')).loginStatus).toBe(429);
    expect((await statusOf('manager', 'demo1234', '192.0.2.51')).idToken).toBeTruthy();
  });
});
