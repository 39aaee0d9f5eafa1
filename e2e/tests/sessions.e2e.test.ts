import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@suanklang/shared';
import { launch, openPage, signIn, submitProviderForm, type WatchedPage } from '../support/browser';
import { DEMO_PASSWORD, DEMO_PROPERTY } from '../support/rights';
import { signOut } from '../support/shell';
import { literal, text } from '../support/texts';

let browser: Browser;
const opened: WatchedPage[] = [];

beforeAll(async () => {
  browser = await launch();
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((w) => w.context.close()));
});
afterAll(async () => {
  await browser?.close();
});

async function freshBrowser(): Promise<WatchedPage> {
  const watched = await openPage(browser, 'th');
  opened.push(watched);
  return watched;
}

const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token);

/** A call of the API with a given token, from the page's origin. */
function callWith(page: Page, token: string, method: string, path: string, body?: object): Promise<number> {
  return page.evaluate(
    async ({ token, method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body ? JSON.stringify(body) : null,
      });
      return res.status;
    },
    { token, method, path, body },
  );
}

describe('Sessions end on the server', () => {
  it('a token taken before signing out is refused afterwards', async () => {
    const { page, errors } = await freshBrowser();
    await signIn(page, 'viewer', DEMO_PASSWORD);
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    expect(await callWith(page, token!, 'GET', '/manageuser/me')).toBe(200);

    await signOut(page, 'th');
    expect(errors).toEqual([]);
    expect(await callWith(page, token!, 'GET', '/manageuser/me')).toBe(401);
  });

  it('a user changes their password from the profile and signs in again with it', async () => {
    // A user of this test's own, so the demo users keep their documented password.
    const { page: admin } = await freshBrowser();
    await signIn(admin, 'admin', DEMO_PASSWORD);
    const username = `e2e.pw.${Date.now().toString(36)}`;
    const created = await callWith(admin, (await storedToken(admin))!, 'POST', '/manageuser/nonldap/save', {
      propertyCode: DEMO_PROPERTY,
      username,
      password: 'First password 1',
      firstName: 'ทดสอบ',
      lastName: 'รหัสผ่าน',
      email: `${username}@riverside.example`,
      roleCode: 'VIEWER',
    });
    expect(created).toBe(201);

    const { page, errors } = await freshBrowser();
    await signIn(page, username, 'First password 1');
    await page.locator('#user-menu').click();
    await page.getByRole('menuitem', { name: literal(text('th', 'shell:profile.title')) }).click();
    await page.fill('#changePassword_currentPassword', 'First password 1');
    await page.fill('#changePassword_newPassword', 'Second password 2');
    await page.fill('#changePassword_confirmPassword', 'Second password 2');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('dialog').getByText(text('th', 'shell:password.changed'), { exact: true }).waitFor();

    expect(errors).toEqual([]);

    // The old password no longer signs in (the form answers 401); the new one does.
    await page.goto('/views/main-page');
    await page.waitForURL(/\/login/);
    await page.getByRole('button', { name: /เข้าสู่ระบบ|Sign in/ }).click();
    await page.waitForURL(/\/interaction\//);
    await submitProviderForm(page, username, 'First password 1');
    await page.getByRole('alert').waitFor();
    await submitProviderForm(page, username, 'Second password 2');
    await page.waitForURL((url) => url.pathname.startsWith('/views/'), { timeout: 30_000 });
    expect(errors).toEqual([expect.stringMatching(/\/interaction\/.*\/login: .* 401/)]);
  });
});
