import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { STORAGE_KEYS, type Lang } from '@suanklang/shared';
import { DEMO_PROPERTY } from './rights';
import { literal } from './texts';

/** Helpers of the payment-side browser tests (receipts, cheques, deposits, credit notes, approvals). */

/** POST with the app's token, as the screens do; answers the reply's data. */
export async function apiPost<T>(
  page: Page,
  lang: Lang,
  path: string,
  body: Record<string, unknown>,
): Promise<T> {
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token);
  const response = await page.request.post(path, {
    data: { lang: lang.toUpperCase(), propertyCode: DEMO_PROPERTY, ...body },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), `POST ${path}: ${await response.text()}`).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

/** A button's accessible name also holds its icon's label: match the text at its end. */
export function buttonNamed(value: string): RegExp {
  return new RegExp(`(^|\\s)${literal(value).source}$`);
}

/** The open drawer titled `title`. */
export function drawerTitled(page: Page, title: string | RegExp) {
  return page.locator('.ant-drawer').filter({
    has: page.locator('.ant-drawer-title').getByText(title, { exact: typeof title === 'string' }),
  });
}

/** The text of the success dialog showing now (for a number the app made). */
export async function successText(page: Page): Promise<string> {
  const dialog = page.locator('.ant-modal-confirm-success .ant-modal-confirm-content');
  await dialog.waitFor();
  return dialog.innerText();
}
