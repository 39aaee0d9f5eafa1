import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Lang } from '@suanklang/shared';
import { documentTitle, literal, text, THAI_SCRIPT } from './texts';

/**
 * How a screen shows its title. Most screens have it as their one h1; a few show it otherwise (see the report on
 * headings): the help screen in its card's title, the main page only in the tab (its heading is the welcome), the
 * maintenance screen as its result title, a user's detail with the user's name as h1.
 */
export type HeadingKind = 'h1' | 'card-title' | 'welcome' | 'result-title' | { h1: string };

export type ScreenCheck = {
  /** The page title key: `screens:title.<titleKey>` unless it holds a namespace. */
  titleKey: string;
  heading?: HeadingKind;
  /** Appended to the h1 (a unit code, an invoice number). */
  reference?: string;
  /** Data on the screen may be Thai whatever the language (names of people). */
  thaiData?: boolean;
};

function titleOf(lang: Lang, titleKey: string): string {
  return text(lang, titleKey.includes(':') ? titleKey : `screens:title.${titleKey}`);
}

/** A missing translation of a code (`customerType.PERSON`): i18next shows the key itself. */
const I18N_ENUM_KEY = /\b[a-z][A-Za-z]*\.[A-Z][A-Z0-9_]*\b/;

/** What an error page says: none of it may be on a working screen. */
function errorTexts(lang: Lang): string[] {
  return [
    'shell:forbidden',
    'shell:notFound',
    'shell:loadError.title',
    'shell:configError',
    'shell:propertiesError',
  ].map((key) => text(lang, key));
}

/**
 * The screen shows its page title in `lang` (tab and heading), it is not blank, not a 403/404/load-error page,
 * and in English it shows no Thai text of its own.
 */
export async function expectScreen(page: Page, lang: Lang, check: ScreenCheck) {
  const title = titleOf(lang, check.titleKey);
  await expect.poll(() => page.title(), { timeout: 15_000 }).toBe(documentTitle(lang, title));

  const heading = check.heading ?? 'h1';
  const area = heading === 'result-title' ? page.locator('body') : page.locator('main').first();
  if (heading === 'h1') {
    const name = check.reference ? `${title} ${check.reference}` : title;
    await area.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  } else if (heading === 'card-title') {
    await area.locator('.ant-card-head-title').getByText(title, { exact: true }).waitFor();
  } else if (heading === 'welcome') {
    await area.getByRole('heading', { name: text(lang, 'screens:mainPage.welcome'), exact: true }).waitFor();
  } else if (heading === 'result-title') {
    await area.locator('.ant-result-title').getByText(title, { exact: true }).waitFor();
  } else {
    await area.getByRole('heading', { level: 1, name: heading.h1, exact: true }).waitFor();
  }

  const shown = await area.innerText();
  expect(shown.trim().length, `${page.url()} is blank`).toBeGreaterThan(0);
  for (const error of errorTexts(lang))
    expect(shown, `${page.url()} shows an error page`).not.toContain(error);
  if (heading !== 'result-title') {
    expect(
      await area.locator('.ant-result-403, .ant-result-404, .ant-result-error, .ant-result-500').count(),
    ).toBe(0);
  }
  const lines = shown.split('\n').map((line) => line.trim());
  const keys = lines.filter((line) => I18N_ENUM_KEY.test(line));
  expect(keys, `${page.url()} shows translation keys instead of texts`).toEqual([]);
  if (lang === 'en' && !check.thaiData) {
    // Rows of a list are data (names of people and places are Thai in either language); the rest is the UI.
    const data = new Set(
      (await area.locator('.ant-table-tbody').allInnerTexts()).flatMap((t) =>
        t.split('\n').map((l) => l.trim()),
      ),
    );
    const thai = lines.filter((line) => THAI_SCRIPT.test(line) && !data.has(line));
    expect(thai, `${page.url()} shows untranslated Thai text`).toEqual([]);
  }
}

/** The 403 page of the screen gate: no access to this screen on the selected property. */
export async function expectForbidden(page: Page, lang: Lang) {
  const main = page.locator('main').first();
  await main.locator('.ant-result-403').waitFor();
  await main.getByText(literal(text(lang, 'shell:forbidden'))).waitFor();
}
