import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceApi } from '@suanklang/shared';
import { buildApp } from '../../app';
import {
  appUser,
  auditLog,
  property,
  signInFailure,
  userPropertyRole,
  userSession,
} from '../../platform/db/schema';
import { createSessionTokens } from '../../platform/auth/session';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signInThroughProvider, silentAuthorize } from '../../../test/oidc-flow';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Signs in the way the web app does: the provider's sign-in, then POST /auth/login. */
async function signIn(username: string, password = 'demo1234', replaces?: string): Promise<string> {
  const flow = await signInThroughProvider(t.app, username, password);
  if (!flow.idToken) throw new Error(`${username} could not sign in: ${flow.loginStatus}`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { idToken: flow.idToken, ...(replaces ? { replaces } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { token: string } }>().data.token;
}

const me = (token: string, app = t.app) =>
  app.inject({ method: 'GET', url: '/manageuser/me?lang=EN', headers: { authorization: `Bearer ${token}` } });

async function userId(username: string) {
  const rows = await t.database.db.select().from(appUser).where(eq(appUser.username, username));
  return rows[0]!.id;
}

describe('sign-out', () => {
  it('ends the session on the server: the token taken before is refused, other sessions go on', async () => {
    const token = await signIn('manager');
    const other = await t.tokenFor('manager');
    expect((await me(token)).statusCode).toBe(200);

    const out = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { authorization: `Bearer ${token}` },
      payload: { lang: 'EN' },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().data).toEqual({ signedOut: true });

    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({
      code: 'ST003',
      message: 'Your session has expired, please sign in again.',
    });
    expect((await me(other)).statusCode).toBe(200);
  });

  it("refuses the ended session's token on a property's call whose body names the property, before validation", async () => {
    const token = await signIn('accountant');
    const search = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: invoiceApi.search.path,
        headers: { authorization: `Bearer ${token}` },
        payload: { lang: 'EN', ...body },
      });
    expect((await search({ propertyCode: 'RVS', pageSize: 20 })).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { authorization: `Bearer ${token}` },
      payload: { lang: 'EN' },
    });
    expect(out.statusCode).toBe(200);

    // The session is read before the property, the rights and the body's schema: 401 whatever else is wrong.
    for (const body of [{ propertyCode: 'RVS', pageSize: 20 }, { propertyCode: 'NOPE' }, { pageSize: 'x' }]) {
      const res = await search(body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'ST003' });
    }
  });

  it('is seen by every instance sharing the database', async () => {
    const second = await buildApp(t.config, t.database);
    await second.ready();
    try {
      const token = await t.tokenFor('manager');
      expect((await me(token, second)).statusCode).toBe(200);
      const out = await t.app.inject({
        method: 'POST',
        url: '/auth/logout',
        headers: { authorization: `Bearer ${token}` },
        payload: {},
      });
      expect(out.statusCode).toBe(200);
      expect((await me(token, second)).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });

  it('needs a signed-in caller', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/logout', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('also ends a session whose token was renewed: a renewal ends the session it replaces', async () => {
    const first = await signIn('manager');
    const renewed = await signIn('manager', 'demo1234', first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(renewed)).statusCode).toBe(200);
  });

  it('refuses an expired session even when the token is still signed and in date', async () => {
    const token = await t.tokenFor('manager');
    const id = await userId('manager');
    await t.database.db
      .update(userSession)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userSession.userId, id));
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe("changing one's own password", () => {
  const change = (token: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/manageuser/password/change',
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });

  it('needs the current password, follows the rule, and then ends every session of the user', async () => {
    const token = await signIn('accountant');
    const other = await t.tokenFor('accountant');

    const wrong = await change(token, {
      lang: 'EN',
      currentPassword: 'not-it',
      newPassword: 'Lotus pond 2026',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'ST106', message: 'The current password is incorrect.' });

    const common = await change(token, {
      lang: 'EN',
      currentPassword: 'demo1234',
      newPassword: 'qwertyuiop',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().fields[0]).toMatchObject({ path: 'newPassword', rule: 'passwordCommon' });
    const short = await change(token, { lang: 'TH', currentPassword: 'demo1234', newPassword: 'short' });
    expect(short.json().fields[0]).toMatchObject({
      path: 'newPassword',
      rule: 'password',
      message: 'รหัสผ่านต้องมีความยาว 10 ถึง 128 ตัวอักษร',
    });
    expect((await me(token)).statusCode).toBe(200);

    const ok = await change(token, {
      lang: 'EN',
      currentPassword: 'demo1234',
      newPassword: 'Lotus pond 2026',
    });
    expect(ok.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await signInThroughProvider(t.app, 'accountant', 'demo1234')).loginStatus).toBe(401);
    expect(await signIn('accountant', 'Lotus pond 2026')).toBeTruthy();
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'password-change'));
    expect(audits.map((a) => a.entityId)).toContain(await userId('accountant'));
  });
});

describe("an administrator's password reset", () => {
  const reset = (as: string, body: Record<string, unknown>) =>
    t.call({
      as,
      method: 'POST',
      url: '/manageuser/password/reset',
      payload: { propertyCode: 'RVS', ...body },
    });

  it("ends the user's sessions, and the user must choose a new password at the next sign-in", async () => {
    const viewer = await userId('viewer');
    const token = await signIn('viewer');

    const common = await reset('manager', { lang: 'EN', userId: viewer, password: 'password1' });
    expect(common.statusCode).toBe(400);
    expect(common.json().fields[0]).toMatchObject({ path: 'password', rule: 'password' });
    const named = await reset('manager', { lang: 'EN', userId: viewer, password: 'viewer-2026-x' });
    expect(named.json().fields[0]).toMatchObject({
      rule: 'passwordContainsUsername',
      message: 'The password must not be or contain the username.',
    });
    expect((await me(token)).statusCode).toBe(200);

    const ok = await reset('manager', { userId: viewer, password: 'Temporary pass 1' });
    expect(ok.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);

    // The correct (reset) password leads to the change step, in English on request.
    const step = await signInThroughProvider(t.app, 'viewer', 'Temporary pass 1', { lang: 'en' });
    expect(step.loginStatus).toBe(200);
    expect(step.idToken).toBeUndefined();
    expect(step.changePage).toContain('An administrator reset your password.');

    const mismatch = await signInThroughProvider(t.app, 'viewer', 'Temporary pass 1', {
      newPassword: 'Mango season 2026',
      confirm: 'Mango season 2027',
    });
    expect(mismatch.loginStatus).toBe(400);
    expect(mismatch.changePage).toContain('รหัสผ่านใหม่และการยืนยันไม่ตรงกัน');
    const common2 = await signInThroughProvider(t.app, 'viewer', 'Temporary pass 1', {
      newPassword: '1234567890',
      lang: 'en',
    });
    expect(common2.changePage).toContain('This password is too common');
    const same = await signInThroughProvider(t.app, 'viewer', 'Temporary pass 1', {
      newPassword: 'Temporary pass 1',
      lang: 'en',
    });
    expect(same.changePage).toContain('must be different from the current one');

    const done = await signInThroughProvider(t.app, 'viewer', 'Temporary pass 1', {
      newPassword: 'Mango season 2026',
    });
    expect(done.idToken).toBeTruthy();
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { idToken: done.idToken },
    });
    expect(login.statusCode).toBe(200);
    const again = await signInThroughProvider(t.app, 'viewer', 'Mango season 2026');
    expect(again.changePage).toBeUndefined();
    expect(again.idToken).toBeTruthy();
  });

  it('is for user admins only, and a wider account is reset by a system administrator only', async () => {
    const approver = await userId('approver');
    const refused = await reset('viewer', { userId: approver, password: 'Temporary pass 1' });
    expect(refused.statusCode).toBe(403);

    const [skv] = await t.database.db.select().from(property).where(eq(property.code, 'SKV'));
    await t.database.db
      .insert(userPropertyRole)
      .values({ userId: approver, propertyId: skv!.id, roleCode: 'APPROVER' });
    const wider = await reset('manager', { userId: approver, password: 'Temporary pass 1' });
    expect(wider.statusCode).toBe(403);
    await t.database.db.insert(signInFailure).values({
      key: 'user:approver',
      failures: 5,
      windowStartedAt: new Date(),
      lockedUntil: new Date(Date.now() + 600_000),
    });
    const byAdmin = await reset('admin', { userId: approver, password: 'Temporary pass 1' });
    expect(byAdmin.statusCode).toBe(200);
    // The reset lifts the lock of the name.
    expect(
      await t.database.db.select().from(signInFailure).where(eq(signInFailure.key, 'user:approver')),
    ).toEqual([]);
    const rows = await t.database.db.select().from(appUser).where(eq(appUser.id, approver));
    expect(rows[0]!.mustChangePassword).toBe(true);
  });
});

describe("the identity provider's own sign-in session", () => {
  it("ends with the user's sessions, so a silent renewal asks for the password again", async () => {
    const flow = await signInThroughProvider(t.app, 'manager', 'demo1234');
    expect((await silentAuthorize(t.app, flow.cookies)).get('code')).toBeTruthy();

    const token = await signIn('manager');
    const out = await t.app.inject({
      method: 'POST',
      url: '/manageuser/password/change',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: 'demo1234', newPassword: 'Lotus pond 2027' },
    });
    expect(out.statusCode).toBe(200);
    const after = await silentAuthorize(t.app, flow.cookies);
    expect(after.get('code')).toBeNull();
    expect(after.get('error')).toBe('login_required');
  });
});

describe('deactivating a member', () => {
  it("ends the user's sessions at once", async () => {
    const manager = await t.tokenFor('manager');
    const approver = await t.tokenFor('approver');
    expect((await me(approver)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/manageuser/activate',
      headers: { authorization: `Bearer ${manager}` },
      payload: { propertyCode: 'RVS', userId: await userId('approver'), active: 'N' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(approver)).statusCode).toBe(401);
  });
});

describe('session tokens checked once per process', () => {
  it('still refuses a remembered token once it expires, and a token altered after a good one was checked', async () => {
    const tokens = await createSessionTokens(t.database.db, 2);
    const { token } = await tokens.issue(await userId('viewer'));
    expect((await tokens.verify(token)).userId).toBe(await userId('viewer'));
    // The same token again is answered from memory; a byte changed in its signature is checked, and refused.
    expect((await tokens.verify(token)).userId).toBe(await userId('viewer'));
    const altered = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}${token.slice(-1)}`;
    await expect(tokens.verify(altered)).rejects.toMatchObject({ code: 'ST003' });
    await new Promise((r) => setTimeout(r, 2_100));
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'ST003' });
  });
});
