import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

export async function launch(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/** A page that records every console error and uncaught exception, to assert there were none. */
export type WatchedPage = { page: Page; context: BrowserContext; errors: string[] };

/**
 * A desktop window tall enough for the whole main sidebar of an admin (18 entries + the collapse trigger): at
 * Playwright's default 1280x720 the last entry sits under the sider's collapse trigger (a product bug, pinned by
 * its own test in platform.e2e.test.ts).
 */
export const DESKTOP = { width: 1280, height: 1024 } as const;

export async function openPage(
  browser: Browser,
  lang: 'th' | 'en' = 'th',
  viewport: { width: number; height: number } = DESKTOP,
): Promise<WatchedPage> {
  const context = await browser.newContext({
    locale: lang === 'th' ? 'th-TH' : 'en-US',
    baseURL: baseUrl(),
    viewport,
  });
  await context.addInitScript((l) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', l);
  }, lang);
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`${page.url()}: ${err.message}`));
  return { page, context, errors };
}

/** The built-in provider's own form (/interaction/:uid): username, password, submit. */
export async function submitProviderForm(page: Page, username: string, password: string) {
  await page.fill('#username', username);
  await page.fill('#password', password);
  await page.click('button[type=submit]');
}

/**
 * Signs in through the real OpenID flow: `path` (a protected route) sends a signed-out browser to /login, the
 * app's sign-in button goes to the provider's form, and the provider sends the browser back into the app.
 */
export async function signIn(page: Page, username: string, password = 'demo1234', path = '/views/main-page') {
  await page.goto(path);
  await page.waitForURL(/\/login/);
  // The login screen's one button (its accessible name also holds the icon's label, "login").
  await page.getByRole('button', { name: /เข้าสู่ระบบ|Sign in/ }).click();
  await page.waitForURL(/\/interaction\//);
  await submitProviderForm(page, username, password);
  await page.waitForURL((url) => url.pathname.startsWith('/views/'), { timeout: 30_000 });
}
