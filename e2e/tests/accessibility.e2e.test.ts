import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '@suanklang/shared';
import { countByImpact, describeBlocking, runAxe, type AxeFinding } from '../support/axe';
import { PATIENCE } from '../support/billing';
import { launch, openPage, submitProviderForm, type WatchedPage } from '../support/browser';
import { DEMO_PASSWORD, DEMO_USERS, expectedMenus } from '../support/rights';
import { openMenu, openSettingsMenu } from '../support/shell';
import { literal, text, textPattern } from '../support/texts';

/**
 * Every screen kind, drawer kind and dialog kind checked by axe-core against WCAG 2.1 A and AA (issue 24), in Thai
 * and in English, at the laptop size the office works at (1366x768). Any serious or critical finding fails its
 * screen; the counts of every screen (all impacts) are printed as one table at the end.
 */

const LAPTOP = { width: 1366, height: 768 } as const;

let browser: Browser;
const counts: Record<string, string | number>[] = [];

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  console.log('axe-core, WCAG 2.1 A/AA: nodes per screen and impact');
  console.table(counts);
});

/** Runs axe on the page as it is, records its counts, and fails on a serious or critical finding. */
async function check(page: Page, lang: Lang, screen: string) {
  const findings: AxeFinding[] = await runAxe(page);
  const byImpact = countByImpact(findings);
  counts.push({
    screen,
    lang,
    ...byImpact,
    rules: [...new Set(findings.map((f) => f.rule))].join(' '),
  });
  expect.soft(describeBlocking(findings), `${screen} (${lang})`).toEqual([]);
}

/** The list screens of issue 24, one of each kind the product has: name, menu entry and address. */
type ListScreen = { name: string; titleKey: string; path: string };
const LISTS: ListScreen[] = [
  { name: 'invoices', titleKey: 'invoice', path: '/views/invoice' },
  { name: 'receipts', titleKey: 'receipt', path: '/views/receipt' },
  { name: 'cheques', titleKey: 'cheque', path: '/views/cheque' },
  { name: 'deposits', titleKey: 'deposit', path: '/views/deposit' },
  { name: 'credit notes', titleKey: 'creditNote', path: '/views/credit-note' },
  { name: 'pending approval', titleKey: 'pendingApproval', path: '/views/pending-approval' },
  { name: 'units', titleKey: 'settingUnit', path: '/views/setting/unit' },
  { name: 'customers', titleKey: 'settingCustomer', path: '/views/setting/customer' },
  { name: 'users', titleKey: 'settingUser', path: '/views/setting/main-user' },
  { name: 'reports', titleKey: 'report', path: '/views/report' },
  { name: 'G/L list', titleKey: 'document', path: '/views/document' },
];
const listAt = (path: string) => LISTS.find((l) => l.path === path)!;

/** Where the admin's settings entry of the main sidebar leads: the first settings screen. */
const FIRST_SETTING = expectedMenus(DEMO_USERS.admin).settings[0]!.path;

/**
 * Opens a list screen as a user does, with the sidebars (no page load: the whole suite stays in one page), and
 * waits until its rows (or its empty note) have arrived. Already there, it stays.
 */
async function openList(page: Page, lang: Lang, list: ListScreen) {
  if (new URL(page.url()).pathname !== list.path) {
    if (list.path.startsWith('/views/setting/')) {
      if (!new URL(page.url()).pathname.startsWith('/views/setting/'))
        await openMenu(page, lang, 'setting', FIRST_SETTING);
      if (list.path !== FIRST_SETTING) await openSettingsMenu(page, lang, list.titleKey, list.path);
    } else {
      await openMenu(page, lang, list.titleKey, list.path);
    }
  }
  const main = page.locator('main').first();
  // Its own title (the previous screen's may still be drawn for a moment).
  const title = text(lang, `screens:title.${list.titleKey}`);
  await main.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  const table = main.locator('.ant-table').first();
  if ((await table.count()) > 0)
    await table.locator('.ant-table-row, .ant-table-placeholder').first().waitFor(PATIENCE);
}

describe.each<Lang>(['th', 'en'])('axe in %s', (lang) => {
  let watched: WatchedPage;
  let page: Page;

  beforeAll(async () => {
    watched = await openPage(browser, lang, LAPTOP);
    page = watched.page;
  });
  afterAll(async () => {
    await watched?.context.close();
  });

  it('the sign-in page and the provider page', async () => {
    await page.goto('/views/main-page');
    await page.waitForURL(/\/login/);
    const signIn = page.getByRole('button', { name: literal(text(lang, 'auth:signIn')) });
    await signIn.waitFor();
    await check(page, lang, 'sign-in');
    await signIn.click();
    await page.waitForURL(/\/interaction\//);
    await page.locator('#username').waitFor();
    await check(page, lang, 'provider sign-in');
    await submitProviderForm(page, 'admin', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname.startsWith('/views/'), { timeout: 30_000 });
  });

  it('the main page; its first Tab stop is the skip link, which moves focus to the main area', async () => {
    await page.locator('main').first().getByRole('heading').first().waitFor();
    await check(page, lang, 'main page');

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: text(lang, 'shell:skipToContent'), exact: true });
    await expect.poll(() => skip.evaluate((el) => el === document.activeElement)).toBe(true);
    // Shown while focused, with the focus ring (global.css): 2 px solid, in the primary blue.
    const box = await skip.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(await skip.evaluate((el) => getComputedStyle(el).outline)).toBe('rgb(21, 101, 192) solid 2px');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    expect(new URL(page.url()).pathname).toBe('/views/main-page');
  });

  it.each(LISTS)('the $name list', async (list) => {
    await openList(page, lang, list);
    await check(page, lang, list.name);
  });

  it('a document drawer: the invoice detail', async () => {
    await openList(page, lang, listAt('/views/invoice'));
    await page.locator('main .ant-table-row').first().click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.locator('.ant-table-row').first().waitFor(PATIENCE);
    await check(page, lang, 'invoice drawer');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
  });

  it('an action drawer with a form: the new receipt', async () => {
    await openList(page, lang, listAt('/views/receipt'));
    await page.locator('#receive-payment').click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.locator('#receivePayment_unitCode').waitFor();
    await check(page, lang, 'new receipt');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
  });

  it('a reason panel: cancelling a receipt', async () => {
    await openList(page, lang, listAt('/views/receipt'));
    // The first issued receipt's row menu (a cancelled one offers no cancel).
    const issued = page
      .locator('main .ant-table-row')
      .filter({ hasText: text(lang, 'receipts:status.ISSUED') })
      .first();
    await issued
      .getByRole('button', { name: textPattern(lang, 'receipts:action.moreOf', 'receiptNo') })
      .click();
    await page.getByRole('menuitem', { name: text(lang, 'receipts:action.cancel') }).click();
    const panel = page.locator('.ant-drawer-open').filter({ has: page.locator('#cancel-confirm') });
    await panel.locator('textarea').waitFor();
    await check(page, lang, 'reason panel');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
  });

  it("a check drawer with actions: the G/L month's check", async () => {
    await openList(page, lang, listAt('/views/document'));
    await page.locator('#gl-month').click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.locator('#gl-close-month, #gl-reopen-month').first().waitFor(PATIENCE);
    await check(page, lang, 'G/L month check');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
  });

  it('an editor with lines and files: the new journal voucher', async () => {
    await openList(page, lang, listAt('/views/document'));
    await page.locator('#new-voucher').click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.locator('#journalVoucher_lines_1_accountCode').waitFor(PATIENCE);
    await check(page, lang, 'journal voucher form');
    // Nothing typed: it closes without asking.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
  });

  it('a statement shown: the financial position', async () => {
    await openList(page, lang, listAt('/views/report'));
    await page.locator('#open-financial-position').click();
    await page.locator('#financial-position-show').click();
    await page
      .locator('[data-testid^="TOTAL-"], [data-testid^="SECTION_TOTAL-"], .ant-table-row')
      .first()
      .waitFor(PATIENCE);
    await check(page, lang, 'financial position');
    await page.goto('/views/report');
  });

  it('a confirmation dialog: leaving a new unit with changes', async () => {
    await openList(page, lang, listAt('/views/setting/unit'));
    await page.locator('#add-unit').click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.locator('#unit_unitCode').fill('Z9999');
    await drawer.getByRole('button', { name: literal(text(lang, 'common:cancel')) }).click();
    const dialog = page.locator('.ant-modal-confirm');
    await dialog
      .locator('.ant-modal-confirm-title')
      .getByText(text(lang, 'settings:unsaved.title'), { exact: true })
      .waitFor();
    await check(page, lang, 'discard dialog');
    // Escape is "keep editing", whatever the buttons say: the page closes with the test.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(watched.errors).toEqual([]);
  });
});
