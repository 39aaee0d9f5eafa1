import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SETTING_SCREENS, STORAGE_KEYS, TOP_SCREENS, type Lang } from '@suanklang/shared';
import { baseUrl, launch, openPage, signIn, submitProviderForm, type WatchedPage } from '../support/browser';
import { E2E_PROPERTY_PREFIX, expectSavedMessage } from '../support/masterdata';
import {
  DEMO_PASSWORD,
  DEMO_PROPERTY,
  DEMO_USERS,
  OTHER_PROPERTY,
  expectedMenus,
  roleDescription,
  type DemoUser,
} from '../support/rights';
import { expectForbidden, expectScreen, type HeadingKind } from '../support/screens';
import {
  expectLanguage,
  expectMenu,
  openMenu,
  openSettingsMenu,
  pickProperty,
  selectedProperty,
  signOut,
  switchLanguage,
  type MenuLink,
} from '../support/shell';
import { documentTitle, literal, text, textPattern, THAI_SCRIPT, validationMessage } from '../support/texts';

let browser: Browser;
const opened: WatchedPage[] = [];

beforeAll(async () => {
  browser = await launch();
});
afterEach(async () => {
  // A new browser context per test: no cookie, token or preference leaks from one test into the next.
  await Promise.all(opened.splice(0).map((w) => w.context.close()));
});
afterAll(async () => {
  await browser?.close();
});

async function freshBrowser(lang: Lang = 'th'): Promise<WatchedPage> {
  const watched = await openPage(browser, lang);
  opened.push(watched);
  return watched;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** What the sidebars must show for a role: derived from roles.ts (objects) and routes.ts (screens). */
function menusFor(user: DemoUser, lang: Lang) {
  const { top, settings } = expectedMenus(DEMO_USERS[user]);
  const label = (titleKey: string) => text(lang, `screens:menu.${titleKey}`);
  const main: MenuLink[] = top.map((s) => ({ path: s.path, label: label(s.titleKey) }));
  // One settings entry when any settings screen is allowed; it opens the first allowed one.
  if (settings[0]) main.push({ path: settings[0].path, label: label('setting') });
  const settingLinks: MenuLink[] = settings.map((s) => ({ path: s.path, label: label(s.titleKey) }));
  return { top, settings, main, settingLinks };
}

/** The sidebars show exactly what the role grants; returns the expected screens for further checks. */
async function expectMenusOf(page: Page, lang: Lang, user: DemoUser) {
  const menus = menusFor(user, lang);
  await expectMenu(page, lang, 'main', menus.main);
  if (menus.settings[0]) {
    await openMenu(page, lang, 'setting', menus.settings[0].path);
    await expectMenu(page, lang, 'settings', menus.settingLinks);
  }
  return menus;
}

async function propertyOptions(page: Page): Promise<string[]> {
  await page.locator('#property-selector').click();
  const options = page.locator('.ant-select-dropdown .ant-select-item-option');
  await options.first().waitFor();
  const titles = await options.evaluateAll((els) => els.map((el) => el.getAttribute('title') ?? ''));
  await page.keyboard.press('Escape');
  return titles;
}

describe('Sign-in and the route guard (000 section 2)', () => {
  it.each([
    '/views/invoice?invoiceNo=IN0001&status=unpaid',
    '/views/setting/unitDetail/A0101?tab=meter&q=ห้อง 1',
  ])(
    'a signed-out visit to %s lands on /login?redirect=<encoded full path incl. query>; after signing in the user lands on exactly that path',
    async (wanted) => {
      const { page, errors } = await freshBrowser('th');
      const url = new URL(wanted, baseUrl());
      const full = `${url.pathname}${url.search}`;

      await page.goto(wanted);
      await page.waitForURL((u) => u.pathname === '/login');
      expect(new URL(page.url()).search).toBe(`?redirect=${encodeURIComponent(full)}`);
      expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token)).toBeNull();

      await page.getByRole('button', { name: literal(text('th', 'auth:signIn')) }).click();
      await page.waitForURL(/\/interaction\//);
      await submitProviderForm(page, 'admin', DEMO_PASSWORD);
      await page.waitForURL((u) => u.pathname.startsWith('/views/'), { timeout: 30_000 });

      expect(pathOf(page)).toBe(full);
      const unit = url.pathname.startsWith('/views/setting/unitDetail/');
      await expectScreen(
        page,
        'th',
        unit ? { titleKey: 'settingUnitDetail', reference: 'A0101' } : { titleKey: 'invoice' },
      );
      expect(pathOf(page)).toBe(full);
      expect(errors).toEqual([]);
    },
  );

  it('/ sends a signed-out visitor to /login, which offers the sign-in button', async () => {
    const { page, errors } = await freshBrowser('th');
    await page.goto('/');
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByRole('button', { name: literal(text('th', 'auth:signIn')) }).waitFor();
    expect(await page.title()).toBe(documentTitle('th', text('th', 'auth:title')));
    expect(errors).toEqual([]);
  });
});

/** Screens whose title is not an h1 (see screens.ts). */
const TOP_HEADINGS: Record<string, HeadingKind> = {
  '/views/main-page': 'welcome',
  '/views/help': 'card-title',
};

/** The settings children reached by address (000 section 2), besides the sidebar's screens. */
const SETTING_DETAILS: { path: string; titleKey: string; reference?: string }[] = [
  { path: '/views/setting/projectDetail', titleKey: 'settingProjectDetail' },
  { path: '/views/setting/customerDetail', titleKey: 'settingCustomerDetail' },
  { path: '/views/setting/unitDetail/A0101', titleKey: 'settingUnitDetail', reference: 'A0101' },
  { path: '/views/setting/budgetDetail', titleKey: 'settingBudgetDetail' },
  { path: '/views/setting/budgetSummary', titleKey: 'settingBudgetSummary' },
  { path: '/views/setting/supplierDetail', titleKey: 'settingSupplierDetail' },
];

/** Picks the other property and back to RVS with the selector, checking the main page follows each time. */
async function pickDemoProperty(page: Page, lang: Lang) {
  await openMenu(page, lang, 'mainPage', '/views/main-page');
  for (const code of [OTHER_PROPERTY, DEMO_PROPERTY]) {
    await pickProperty(page, code);
    await page
      .locator('main')
      .first()
      .getByRole('heading', { name: literal(`(${code})`) })
      .waitFor();
  }
  const shown = await selectedProperty(page);
  expect(shown.startsWith(`${DEMO_PROPERTY} - `)).toBe(true);
  if (lang === 'en') {
    expect(shown).toContain('The Riverside Condominium');
    expect(shown).not.toMatch(THAI_SCRIPT);
  }
}

/** Opens every route of 000 section 2 and checks each shows its title, not a blank or error page. */
async function visitEveryRoute(page: Page, lang: Lang) {
  await expectMenusOf(page, lang, 'admin');

  for (const screen of TOP_SCREENS) {
    await openMenu(page, lang, screen.titleKey, screen.path);
    await expectScreen(page, lang, { titleKey: screen.titleKey, heading: TOP_HEADINGS[screen.path] });
  }
  await page.goto('/views/debtor-status-history/IN0001');
  await expectScreen(page, lang, { titleKey: 'debtorStatusHistory', reference: 'IN0001' });

  await openMenu(page, lang, 'setting', '/views/setting/project');
  for (const screen of SETTING_SCREENS) {
    await openSettingsMenu(page, lang, screen.titleKey, screen.path);
    await expectScreen(page, lang, { titleKey: screen.titleKey, thaiData: screen.object === 'SETTING_USER' });
  }

  // main-user/detail?userId=<a real id>: opened from the users list, then again by its address.
  await openSettingsMenu(page, lang, 'settingUser', '/views/setting/main-user');
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'manager', exact: true }) });
  const name = (await row.getByRole('cell').nth(1).innerText()).trim();
  expect(name.length).toBeGreaterThan(0);
  await row.click();
  await page.waitForURL(
    (u) => u.pathname === '/views/setting/main-user/detail' && UUID.test(u.searchParams.get('userId') ?? ''),
  );
  const userDetail = pathOf(page);
  const detailCheck = { titleKey: 'settingUserDetail', heading: { h1: name }, thaiData: true } as const;
  await expectScreen(page, lang, detailCheck);
  await page.goto(userDetail);
  await expectScreen(page, lang, detailCheck);

  for (const detail of SETTING_DETAILS) {
    await page.goto(detail.path);
    await expectScreen(page, lang, { titleKey: detail.titleKey, reference: detail.reference });
  }

  await page.goto('/views/setting');
  await page.waitForURL((u) => u.pathname === '/views/setting/project');
  await expectScreen(page, lang, { titleKey: 'settingProject' });

  await page.goto('/views');
  await page.waitForURL((u) => u.pathname === '/views/main-page');
  await expectScreen(page, lang, { titleKey: 'mainPage', heading: 'welcome' });

  await page.goto('/underMaintenance');
  await expectScreen(page, lang, { titleKey: 'shell:maintenance.title', heading: 'result-title' });
}

describe('Every route of 000 section 2, as admin on the demo property RVS', () => {
  it('in Thai (the default): each screen shows its Thai title and the whole run logs no console or page error', async () => {
    const { page, errors } = await freshBrowser('th');
    await signIn(page, 'admin', DEMO_PASSWORD);
    await expectLanguage(page, 'th');
    await pickDemoProperty(page, 'th');
    await visitEveryRoute(page, 'th');
    expect(errors).toEqual([]);
  });

  it('in English, chosen with the language switch and kept after a reload: each screen shows its English title and no console or page error', async () => {
    const { page, errors } = await freshBrowser('th');
    await signIn(page, 'admin', DEMO_PASSWORD);
    await expectLanguage(page, 'th');
    await switchLanguage(page, 'th', 'en');
    await page.reload();
    await expectLanguage(page, 'en');
    await pickDemoProperty(page, 'en');
    await visitEveryRoute(page, 'en');
    // Still English after all those page loads.
    await page.goto('/views/main-page');
    await expectLanguage(page, 'en');
    expect(errors).toEqual([]);
  });
});

describe('Each demo user sees exactly the menus their role grants (roles.ts + routes.ts)', () => {
  const paths = (screens: { path: string }[]) => screens.map((s) => s.path);

  async function signedIn(user: DemoUser) {
    const watched = await freshBrowser('th');
    await signIn(watched.page, user, DEMO_PASSWORD);
    return watched;
  }

  async function expectApprovalBell(page: Page, shown: boolean) {
    const bell = page
      .getByRole('banner')
      .getByRole('button', { name: textPattern('th', 'shell:pendingApprovals', 'count') });
    await expect.poll(() => bell.count()).toBe(shown ? 1 : 0);
  }

  it('admin sees every screen and every settings screen, on RVS and on SKV', async () => {
    const { page, errors } = await signedIn('admin');
    const menus = await expectMenusOf(page, 'th', 'admin');
    expect(paths(menus.top)).toEqual(paths(TOP_SCREENS));
    expect(paths(menus.settings)).toEqual(paths(SETTING_SCREENS));
    const options = await propertyOptions(page);
    // Properties the master-data tests create on the shared server (masterdata.ts) are not demo data.
    const codes = options.map((o) => o.split(' - ')[0]).filter((c) => !c?.startsWith(E2E_PROPERTY_PREFIX));
    expect(codes).toEqual([DEMO_PROPERTY, OTHER_PROPERTY]);
    await pickProperty(page, OTHER_PROPERTY);
    await expectMenusOf(page, 'th', 'admin');
    expect(errors).toEqual([]);
  });

  it('approver sees only main page, pending approval and help, and no settings; only RVS is offered', async () => {
    const { page, errors } = await signedIn('approver');
    const menus = await expectMenusOf(page, 'th', 'approver');
    expect(paths(menus.top)).toEqual(['/views/main-page', '/views/pending-approval', '/views/help']);
    expect(menus.settings).toEqual([]);
    await expectMenu(page, 'th', 'settings', []);
    await expectApprovalBell(page, true);
    expect((await propertyOptions(page)).map((o) => o.split(' - ')[0])).toEqual([DEMO_PROPERTY]);
    await page.goto('/views/setting/project');
    await expectForbidden(page, 'th');
    await page.goto('/views/invoice');
    await expectForbidden(page, 'th');
    expect(errors).toEqual([]);
  });

  it('viewer sees the screens but has no SETTING_USER: main-user is not in the menu and opening it directly shows the 403 page', async () => {
    const { page, errors } = await signedIn('viewer');
    const menus = await expectMenusOf(page, 'th', 'viewer');
    expect(paths(menus.top)).toContain('/views/invoice');
    expect(paths(menus.top)).not.toContain('/views/pending-approval');
    expect(paths(menus.settings)).toContain('/views/setting/project');
    expect(paths(menus.settings)).not.toContain('/views/setting/main-user');
    await expectApprovalBell(page, false);
    await page.goto('/views/setting/main-user');
    await expectForbidden(page, 'th');
    expect(await page.locator('#add-user').count()).toBe(0);
    expect(await page.getByRole('button', { name: literal(text('th', 'users:add.button')) }).count()).toBe(0);
    await page.goto('/views/setting/main-user/detail?userId=00000000-0000-4000-8000-000000000000');
    await expectForbidden(page, 'th');
    expect(errors).toEqual([]);
  });

  it('accountant sees invoice and the other accounting screens but not pending approval and not main-user', async () => {
    const { page, errors } = await signedIn('accountant');
    const menus = await expectMenusOf(page, 'th', 'accountant');
    expect(paths(menus.top)).toContain('/views/invoice');
    expect(paths(menus.top)).not.toContain('/views/pending-approval');
    expect(paths(menus.settings)).not.toContain('/views/setting/main-user');
    await expectApprovalBell(page, false);
    await page.goto('/views/pending-approval');
    await expectForbidden(page, 'th');
    await page.goto('/views/setting/main-user');
    await expectForbidden(page, 'th');
    expect(errors).toEqual([]);
  });

  it('manager sees main-user with the add-user button', async () => {
    const { page, errors } = await signedIn('manager');
    const menus = await expectMenusOf(page, 'th', 'manager');
    expect(paths(menus.settings)).toContain('/views/setting/main-user');
    expect(paths(menus.top)).toContain('/views/pending-approval');
    await expectApprovalBell(page, true);
    await openSettingsMenu(page, 'th', 'settingUser', '/views/setting/main-user');
    await expectScreen(page, 'th', { titleKey: 'settingUser' });
    await page.getByRole('button', { name: literal(text('th', 'users:add.button')) }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('The main sidebar in a 1280x720 window', () => {
  /** Sidebar entries that cannot be clicked even with the sidebar scrolled: something else gets the click. */
  function coveredEntries(page: Page, menuName: string): Promise<string[]> {
    return page.evaluate((name) => {
      const menu = document.querySelector(`[role=menu][aria-label="${name}"]`);
      const covered: string[] = [];
      for (const item of menu ? Array.from(menu.querySelectorAll('[role=menuitem]')) : []) {
        // As far up as the sidebar scrolls: the best a user can do.
        item.scrollIntoView({ block: 'center' });
        const box = item.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!hit || !item.contains(hit)) covered.push(item.textContent?.trim() ?? '');
      }
      return covered;
    }, menuName);
  }

  // At 1280x720 the sidebar's last entry must stay clear of antd's collapse trigger.
  it('every entry of the admin sidebar can be clicked in a 1280x720 window', async () => {
    const watched = await openPage(browser, 'th', { width: 1280, height: 720 });
    opened.push(watched);
    const { page, errors } = watched;
    await signIn(page, 'admin', DEMO_PASSWORD);
    await expectMenu(page, 'th', 'main', menusFor('admin', 'th').main);
    expect(await coveredEntries(page, text('th', 'screens:menu.ariaLabel'))).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('Users screen (settings main-user) as manager, in Thai', () => {
  const SAVE_PATH = '/manageuser/nonldap/save';
  const SEARCH_PATH = '/manageuser/search';

  async function openAddForm(page: Page) {
    await page.getByRole('button', { name: literal(text('th', 'users:add.button')) }).click();
    const drawer = page.getByRole('dialog', { name: text('th', 'users:add.title'), exact: true });
    await drawer.waitFor();
    return drawer;
  }

  async function pickRole(page: Page, description: string) {
    await page.locator('#nonDirectoryUser_roleCode').click();
    await page
      .locator(`.ant-select-dropdown .ant-select-item-option[title="${description}"]`)
      .filter({ visible: true })
      .click();
  }

  async function searchUsers(page: Page, keyword: string) {
    const search = page.getByRole('search');
    await search
      .getByRole('textbox', { name: text('th', 'users:search.keyword'), exact: true })
      .fill(keyword);
    const reply = page.waitForResponse(
      (r) =>
        r.url().includes(SEARCH_PATH) &&
        (r.request().postDataJSON() as { keyword?: string } | null)?.keyword === keyword,
    );
    await search.getByRole('button', { name: literal(text('th', 'components:search.search')) }).click();
    expect((await reply).status()).toBe(200);
  }

  function usernameCells(page: Page, username: string) {
    return page.locator('main').first().getByRole('cell', { name: username, exact: true });
  }

  it('a bad username and an empty first name show the Thai rule messages under those fields and save nothing; valid data saves a user who can then sign in with the accountant menus', async () => {
    const { page, errors } = await freshBrowser('th');
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes(SAVE_PATH))
        saves.push(request.postData() ?? '');
    });

    await signIn(page, 'manager', DEMO_PASSWORD, '/views/setting/main-user');
    await expectScreen(page, 'th', { titleKey: 'settingUser', thaiData: true });

    // 1. Invalid: the form refuses, with the catalogue's Thai messages under the two fields.
    let drawer = await openAddForm(page);
    await page.fill('#nonDirectoryUser_username', '.bad..name');
    await page.fill('#nonDirectoryUser_password', 'Passw0rd!x');
    await page.fill('#nonDirectoryUser_lastName', 'ทดสอบ');
    await page.fill('#nonDirectoryUser_email', 'bad.name@riverside.example');
    await pickRole(page, roleDescription('ACCOUNTANT', 'th'));
    await drawer.getByRole('button', { name: text('th', 'common:save'), exact: true }).click();

    await page
      .locator('#nonDirectoryUser_username_help')
      .getByText(validationMessage('th', 'username'), { exact: true })
      .waitFor();
    await page
      .locator('#nonDirectoryUser_firstName_help')
      .getByText(validationMessage('th', 'required'), { exact: true })
      .waitFor();
    for (const valid of ['password', 'lastName', 'email', 'roleCode']) {
      await expect
        .poll(() => page.locator(`#nonDirectoryUser_${valid}_help .ant-form-item-explain-error`).count())
        .toBe(0);
    }
    await drawer.getByRole('button', { name: text('th', 'common:cancel'), exact: true }).click();
    await drawer.waitFor({ state: 'hidden' });

    // Nothing was sent, and the list has no such user.
    expect(saves).toEqual([]);
    await searchUsers(page, 'bad');
    await page
      .locator('main')
      .first()
      .getByText(text('th', 'components:empty.noData'), { exact: true })
      .waitFor();
    expect(await usernameCells(page, '.bad..name').count()).toBe(0);

    // 2. Valid: saved, listed.
    const username = `e2e.user.${Date.now().toString(36)}`;
    const password = 'Passw0rd!x';
    const [firstName, lastName] = ['ทดสอบ', 'ผู้ใช้ภายนอก'];
    drawer = await openAddForm(page);
    await page.fill('#nonDirectoryUser_username', username);
    await page.fill('#nonDirectoryUser_password', password);
    await page.fill('#nonDirectoryUser_firstName', firstName);
    await page.fill('#nonDirectoryUser_lastName', lastName);
    await page.fill('#nonDirectoryUser_email', `${username}@riverside.example`);
    await pickRole(page, roleDescription('ACCOUNTANT', 'th'));
    const saved = page.waitForResponse((r) => r.url().includes(SAVE_PATH));
    await drawer.getByRole('button', { name: text('th', 'common:save'), exact: true }).click();
    expect((await saved).ok()).toBe(true);
    expect(saves).toHaveLength(1);

    await expectSavedMessage(page, text('th', 'users:add.saved', { username }));
    await drawer.waitFor({ state: 'hidden' });

    await searchUsers(page, username);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: username, exact: true }) });
    await row.waitFor();
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells.map((c) => c.trim())).toEqual(
      expect.arrayContaining([
        username,
        `${firstName} ${lastName}`,
        `${username}@riverside.example`,
        roleDescription('ACCOUNTANT', 'th'),
        text('th', 'users:type.nonDirectory'),
        text('th', 'users:active.Y'),
      ]),
    );

    // 3. The new user signs in at the built-in provider and gets the accountant's menus.
    expect(errors).toEqual([]);
    const refused: string[] = [];
    const onResponse = (response: Response) => {
      if (response.status() === 401) refused.push(new URL(response.url()).pathname);
    };
    page.on('response', onResponse);
    await signOut(page, 'th');
    page.off('response', onResponse);
    // Signing out sends no call without a token: no 401, no console error.
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);

    await signIn(page, username, password);
    expect(pathOf(page)).toBe('/views/main-page');
    await page.locator('#user-menu').getByText(`${firstName} ${lastName}`, { exact: true }).waitFor();
    await expectMenusOf(page, 'th', 'accountant');
    expect(errors).toEqual([]);
  });
});

describe("The built-in provider's sign-in page", () => {
  it("has an English link that shows 'Sign in'; a wrong password shows the error message and goes nowhere", async () => {
    const { page, errors } = await freshBrowser('th');
    await page.goto('/login');
    await page.getByRole('button', { name: literal(text('th', 'auth:signIn')) }).click();
    await page.waitForURL(/\/interaction\//);
    await page.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบ', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('th');

    await page.getByRole('link', { name: 'English', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('lang') === 'en');
    await page.getByRole('heading', { level: 1, name: 'Sign in', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.locator('main').innerText()).not.toContain('เข้าสู่ระบบ');
    const formPage = new URL(page.url()).pathname;

    await submitProviderForm(page, 'admin', 'not-the-password1');
    await page.getByRole('alert').getByText('Incorrect username or password.', { exact: true }).waitFor();
    const after = new URL(page.url());
    expect(after.pathname).toBe(`${formPage}/login`);
    await page.getByRole('heading', { level: 1, name: 'Sign in', exact: true }).waitFor();
    expect(await page.inputValue('#username')).toBe('admin');
    expect(await page.inputValue('#password')).toBe('');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token)).toBeNull();
    // The provider answers the refused form with 401, which the browser logs; nothing else may be logged.
    expect(errors.filter((e) => !(e.includes(`${formPage}/login`) && e.includes('401')))).toEqual([]);

    // The right password from the same page still signs in.
    await submitProviderForm(page, 'admin', DEMO_PASSWORD);
    await page.waitForURL((u) => u.pathname === '/views/main-page', { timeout: 30_000 });
  });
});
