import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { STORAGE_KEYS, type Lang } from '@suanklang/shared';
import { literal, text } from './texts';

/** One link of a sidebar: where it goes and what it says. */
export type MenuLink = { path: string; label: string };

function sidebar(page: Page, lang: Lang, which: 'main' | 'settings') {
  const key = which === 'main' ? 'screens:menu.ariaLabel' : 'screens:settingGroup.ariaLabel';
  return page.getByRole('menu', { name: text(lang, key), exact: true });
}

async function links(page: Page, lang: Lang, which: 'main' | 'settings'): Promise<MenuLink[]> {
  const menu = sidebar(page, lang, which);
  if ((await menu.count()) === 0) return [];
  return menu.getByRole('link').evaluateAll((anchors) =>
    anchors.map((a) => ({
      path: a.getAttribute('href') ?? '',
      // The label is the link's first text; a pending-approval badge may follow it.
      label: (a.firstChild?.textContent ?? '').trim(),
    })),
  );
}

/** The entries of the main sidebar, as they are once the property's rights have arrived. */
export function mainMenu(page: Page, lang: Lang): Promise<MenuLink[]> {
  return links(page, lang, 'main');
}

/** The entries of the settings sidebar (empty when the page has none). */
export function settingsMenu(page: Page, lang: Lang): Promise<MenuLink[]> {
  return links(page, lang, 'settings');
}

/**
 * Waits until a sidebar shows exactly `expected`. The menu first draws the screens every user has and grows when
 * the property's rights arrive, so the final state is what counts.
 */
export async function expectMenu(page: Page, lang: Lang, which: 'main' | 'settings', expected: MenuLink[]) {
  await expect.poll(() => links(page, lang, which), { timeout: 15_000, interval: 200 }).toEqual(expected);
}

/**
 * Opens a screen by clicking its entry in the main sidebar, and waits for its address. The entry's name is its
 * label, then the pending-approval badge's count when documents wait (the demo's request-pay does).
 */
export async function openMenu(page: Page, lang: Lang, menuKey: string, expectedPath: string) {
  const label = literal(text(lang, `screens:menu.${menuKey}`)).source;
  await sidebar(page, lang, 'main')
    .getByRole('link', { name: new RegExp(`^${label}(\\s+\\d+)?$`) })
    .click();
  await page.waitForURL((url) => url.pathname === expectedPath);
}

/** Opens a settings screen by clicking its entry in the settings sidebar, and waits for its address. */
export async function openSettingsMenu(page: Page, lang: Lang, menuKey: string, expectedPath: string) {
  await sidebar(page, lang, 'settings')
    .getByRole('link', { name: text(lang, `screens:menu.${menuKey}`), exact: true })
    .click();
  await page.waitForURL((url) => url.pathname === expectedPath);
}

/**
 * Picks a property with the header's property selector, as a keyboard user would (type its code, Enter), and waits
 * until the app works on it. On a loaded machine a pick made while the screen still re-renders after the last
 * switch can be lost with the closing list; the pick is then made again (at most three tries, each checked).
 */
export async function pickProperty(page: Page, code: string) {
  const picked = new RegExp(`^${code} - `);
  for (let attempt = 1; ; attempt++) {
    await page.locator('#property-selector').click();
    await page.locator('#property-selector').fill(`${code} - `);
    await page.locator(`.ant-select-dropdown .ant-select-item-option-active[title^="${code} - "]`).waitFor();
    await page.keyboard.press('Enter');
    try {
      await expect.poll(() => selectedProperty(page), { timeout: 5_000 }).toMatch(picked);
      break;
    } catch (err) {
      if (attempt === 3) throw err;
      console.warn(`pickProperty(${code}): the pick was lost, try ${attempt + 1}`);
      await page.keyboard.press('Escape');
    }
  }
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.property), { timeout: 15_000 })
    .toBe(code);
}

/** The property the header's selector shows, e.g. `RVS - The Riverside Condominium Juristic Person`. */
export async function selectedProperty(page: Page): Promise<string> {
  const selector = page
    .getByRole('banner')
    .locator('.ant-select')
    .filter({ has: page.locator('#property-selector') });
  return (await selector.innerText()).trim();
}

/** Switches the language with the header's TH | EN switch and waits until the whole page follows. */
export async function switchLanguage(page: Page, from: Lang, to: Lang) {
  await page
    .getByRole('radiogroup', { name: text(from, 'shell:language'), exact: true })
    .getByText(to.toUpperCase(), { exact: true })
    .click();
  await expectLanguage(page, to);
}

/** The page is in `lang`: html lang, the switch, the stored preference and the sidebar's name. */
export async function expectLanguage(page: Page, lang: Lang) {
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.language))
    .toBe(lang);
  const radio = page
    .getByRole('radiogroup', { name: text(lang, 'shell:language'), exact: true })
    .getByRole('radio', { name: lang.toUpperCase(), exact: true });
  await expect.poll(() => radio.isChecked()).toBe(true);
  await sidebar(page, lang, 'main').waitFor();
}

/** Signs out with the user menu; the built-in provider asks to confirm, then the browser is back on /login. */
export async function signOut(page: Page, lang: Lang) {
  await page.locator('#user-menu').click();
  await page.getByRole('menuitem', { name: literal(text(lang, 'shell:signOut')) }).click();
  await page.waitForURL((url) => url.pathname !== '/views/' && !url.pathname.startsWith('/views/'));
  if (!page.url().includes('/login')) await page.locator('button[name=logout][value=yes]').click();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByRole('button', { name: literal(text(lang, 'auth:signIn')) }).waitFor();
}
