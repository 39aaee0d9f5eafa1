import { eq } from 'drizzle-orm';
import { importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSecret, appUser } from '../../platform/db/schema';
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
  it('is slowed per account: the 11th wrong password in a minute is refused, another user still signs in', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await signInThroughProvider(t.app, 'approver', `wrong-${i}`)).loginStatus);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const other = await signInThroughProvider(t.app, 'accountant', 'demo1234');
    expect(other.idToken).toBeTruthy();
  });
});
