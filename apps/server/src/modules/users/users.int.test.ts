import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser, auditLog } from '../../platform/db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signInThroughProvider } from '../../../test/oidc-flow';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newUser = (over: Record<string, unknown> = {}) => ({
  lang: 'TH',
  propertyCode: 'RVS',
  username: 'somsri.k',
  password: 'Secret2024',
  firstName: 'สมศรี',
  lastName: 'กล้าหาญ',
  email: 'somsri@riverside.example',
  position: 'เจ้าหน้าที่การเงิน',
  roleCode: 'ACCOUNTANT',
  ...over,
});

async function countUsers() {
  return (await t.database.db.select().from(appUser)).length;
}

async function memberId(username: string) {
  const res = await t.call({
    as: 'manager',
    method: 'POST',
    url: '/manageuser/search',
    payload: { propertyCode: 'RVS', keyword: username },
  });
  return (res.json().data as { userId: string; username: string }[]).find((u) => u.username === username)!
    .userId;
}

describe('users screen: search and detail', () => {
  it('lists the members of the property with paging', async () => {
    const res = await t.call({
      as: 'manager',
      method: 'POST',
      url: '/manageuser/search',
      payload: { propertyCode: 'RVS', lang: 'EN', page: 1, pageSize: 2 },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(2);
    expect(body.paging).toEqual({ page: 1, pageSize: 2, total: 4 });
    expect(body.data[0]).not.toHaveProperty('passwordHash');
  });

  it('filters by keyword and role', async () => {
    const res = await t.call({
      as: 'manager',
      method: 'POST',
      url: '/manageuser/search',
      payload: { propertyCode: 'RVS', keyword: 'กนก', roleCode: 'ACCOUNTANT' },
    });
    expect(res.json().data.map((u: { username: string }) => u.username)).toEqual(['accountant']);
  });

  it('opens a member and refuses a user of another property', async () => {
    const id = await memberId('viewer');
    const res = await t.call({ as: 'manager', method: 'GET', url: `/manageuser/${id}?propertyCode=RVS` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ username: 'viewer', roleCode: 'VIEWER', active: 'Y' });
    const admin = await t.database.db.select().from(appUser).where(eq(appUser.username, 'admin'));
    const notMember = await t.call({
      as: 'manager',
      method: 'GET',
      url: `/manageuser/${admin[0]!.id}?propertyCode=RVS&lang=EN`,
    });
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json()).toMatchObject({ code: 'ST102', message: 'User not found.' });
    // An id that is not a uuid is refused before it reaches the database.
    const notId = await t.call({
      as: 'manager',
      method: 'GET',
      url: '/manageuser/not-an-id?propertyCode=RVS',
    });
    expect(notId.statusCode).toBe(400);
    expect(notId.json()).toMatchObject({ code: 'ST001' });
  });
});

describe('non-directory user save', () => {
  it('refuses a bad username with the Thai message and saves nothing', async () => {
    const before = await countUsers();
    const res = await t.call({
      as: 'manager',
      method: 'POST',
      url: '/manageuser/nonldap/save',
      payload: newUser({ username: '.bad..name' }),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('ST001');
    expect(body.fields.find((f: { path: string }) => f.path === 'username')).toBeTruthy();
    expect(body.message).toMatch(/[\u0E00-\u0E7F]/); // Thai
    expect(await countUsers()).toBe(before);
  });

  it('refuses missing required fields with English messages', async () => {
    const res = await t.call({
      as: 'manager',
      method: 'POST',
      url: '/manageuser/nonldap/save',
      payload: newUser({ lang: 'EN', firstName: '', email: undefined }),
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['firstName', 'email']));
    expect(res.json().fields[0].message).toMatch(/required/i);
  });

  it('refuses text that looks like SQL injection', async () => {
    const res = await t.call({
      as: 'manager',
      method: 'POST',
      url: '/manageuser/nonldap/save',
      payload: newUser({ lastName: "x' OR 1=1 --" }),
    });
    expect(res.statusCode).toBe(400);
  });

  it('saves the user, audits it, and the user signs in with the password', async () => {
    const res = await t.call({
      as: 'manager',
      method: 'POST',
      url: '/manageuser/nonldap/save',
      payload: newUser(),
    });
    expect(res.statusCode).toBe(201);
    const userId = res.json().data.userId as string;
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, userId)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0]!.after)).not.toContain('Secret2024');
    const flow = await signInThroughProvider(t.app, 'somsri.k', 'Secret2024');
    expect(flow.idToken).toBeTruthy();
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { idToken: flow.idToken },
    });
    const token = login.json().data.token as string;
    const config = await t.app.inject({
      method: 'GET',
      url: '/properties/config?propertyCode=RVS',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(config.json().data.objectList).toContainEqual({ objectID: 'INVOICE_EDIT' });
  });

  it('refuses a duplicate username in any letter case', async () => {
    const res = await t.call({
      as: 'manager',
      method: 'POST',
      url: '/manageuser/nonldap/save',
      payload: newUser({ username: 'SOMSRI.K', lang: 'EN' }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ST101', message: 'This username already exists.' });
  });

  it('lets only one of two concurrent saves of the same username through', async () => {
    const payload = newUser({ username: 'race.user' });
    const results = await Promise.all([
      t.call({ as: 'manager', method: 'POST', url: '/manageuser/nonldap/save', payload }),
      t.call({ as: 'manager', method: 'POST', url: '/manageuser/nonldap/save', payload }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses a role with rights the saver does not hold', async () => {
    // The manager removes their own user-admin rights... no: give the accountant user-edit only, then try ADMIN.
    const id = await memberId('accountant');
    const grant = await t.call({
      as: 'manager',
      method: 'PUT',
      url: '/manageuser/menu/modify',
      payload: {
        propertyCode: 'RVS',
        userId: id,
        objectList: [{ objectID: 'SETTING_USER' }, { objectID: 'SETTING_USER_EDIT' }],
      },
    });
    expect(grant.statusCode).toBe(200);
    const res = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/manageuser/nonldap/save',
      payload: newUser({ username: 'escalate', roleCode: 'MANAGER' }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ST005');
  });
});

describe('modify, activate, menus', () => {
  it('modifies names and role, with an audit row', async () => {
    const id = await memberId('viewer');
    const res = await t.call({
      as: 'manager',
      method: 'POST',
      url: '/manageuser/modify',
      payload: {
        propertyCode: 'RVS',
        userId: id,
        firstName: 'อรุณี',
        lastName: 'แสงทองดี',
        email: 'arunee@riverside.example',
        roleCode: 'VIEWER',
      },
    });
    expect(res.statusCode).toBe(200);
    const detail = await t.call({ as: 'manager', method: 'GET', url: `/manageuser/${id}?propertyCode=RVS` });
    expect(detail.json().data.lastName).toBe('แสงทองดี');
  });

  it('deactivates a member, who then loses the property; refuses self-deactivation', async () => {
    const id = await memberId('viewer');
    const off = await t.call({
      as: 'manager',
      method: 'POST',
      url: '/manageuser/activate',
      payload: { propertyCode: 'RVS', userId: id, active: 'N' },
    });
    expect(off.statusCode).toBe(200);
    const denied = await t.call({ as: 'viewer', method: 'GET', url: '/properties/config?propertyCode=RVS' });
    expect(denied.statusCode).toBe(403);
    const on = await t.call({
      as: 'manager',
      method: 'POST',
      url: '/manageuser/activate',
      payload: { propertyCode: 'RVS', userId: id, active: 'Y' },
    });
    expect(on.statusCode).toBe(200);
    const self = await memberId('manager');
    const selfOff = await t.call({
      as: 'manager',
      method: 'POST',
      url: '/manageuser/activate',
      payload: { propertyCode: 'RVS', userId: self, active: 'N' },
    });
    expect(selfOff.statusCode).toBe(400);
    expect(selfOff.json().code).toBe('ST103');
  });

  it('modified menus replace the role objects in the config', async () => {
    const id = await memberId('viewer');
    const list = await t.call({
      as: 'manager',
      method: 'GET',
      url: `/manageuser/menu/list?propertyCode=RVS&userId=${id}`,
    });
    const invoice = list.json().data.find((m: { objectID: string }) => m.objectID === 'INVOICE');
    expect(invoice).toEqual({ objectID: 'INVOICE', fromRole: true, granted: true });
    const res = await t.call({
      as: 'manager',
      method: 'PUT',
      url: '/manageuser/menu/modify',
      payload: {
        propertyCode: 'RVS',
        userId: id,
        objectList: [{ objectID: 'INVOICE' }, { objectID: 'RECEIPT' }],
      },
    });
    expect(res.statusCode).toBe(200);
    const config = await t.call({ as: 'viewer', method: 'GET', url: '/properties/config?propertyCode=RVS' });
    expect(config.json().data.objectList).toEqual([{ objectID: 'INVOICE' }, { objectID: 'RECEIPT' }]);
  });

  it('refuses an unknown object id', async () => {
    const id = await memberId('viewer');
    const res = await t.call({
      as: 'manager',
      method: 'PUT',
      url: '/manageuser/menu/modify',
      payload: { propertyCode: 'RVS', userId: id, objectList: [{ objectID: 'EVERYTHING' }] },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the password rule on user creation', () => {
  it.each([
    ['EN', 'password1', 'password', 'The password must be 10 to 128 characters long.'],
    ['TH', 'short', 'password', 'รหัสผ่านต้องมีความยาว 10 ถึง 128 ตัวอักษร'],
    ['EN', 'Rule.Tester', 'passwordContainsUsername', 'The password must not be or contain the username.'],
    ['TH', 'rule.tester-2026', 'passwordContainsUsername', 'รหัสผ่านต้องไม่ตรงกับชื่อผู้ใช้ และต้องไม่มีชื่อผู้ใช้อยู่ในรหัสผ่าน'],
    [
      'EN',
      'qwertyuiop',
      'passwordCommon',
      'This password is too common and easy to guess; please choose another.',
    ],
    ['TH', 'Password123', 'passwordCommon', 'รหัสผ่านนี้ใช้กันทั่วไปและเดาได้ง่าย กรุณาเลือกรหัสผ่านอื่น'],
  ])('%s: refuses %s (%s) and saves nothing', async (lang, password, rule, message) => {
    const before = await countUsers();
    const res = await t.call({
      as: 'manager',
      method: 'POST',
      url: '/manageuser/nonldap/save',
      payload: newUser({ lang, username: 'rule.tester', password }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ path: 'password', rule, message }]);
    expect(await countUsers()).toBe(before);
  });

  it('accepts a good password', async () => {
    const res = await t.call({
      as: 'manager',
      method: 'POST',
      url: '/manageuser/nonldap/save',
      payload: newUser({ username: 'rule.tester', password: 'Riverside gate 7' }),
    });
    expect(res.statusCode).toBe(201);
  });

  it('tells a caller without the user-admin right nothing about which names exist', async () => {
    const res = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/manageuser/nonldap/save',
      payload: newUser({ lang: 'EN', username: 'manager', password: 'Riverside gate 8' }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ST005');
  });
});
