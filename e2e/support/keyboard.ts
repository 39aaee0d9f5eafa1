import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { PATIENCE } from './billing';

/** Helpers of the keyboard-only browser test: where the focus is, Tab until it is somewhere, what was said. */

/** What has the focus now, described for an assertion message. */
export type Focused = {
  tag: string;
  id: string;
  label: string | null;
  className: string;
  text: string;
  /** Inside an open drawer's title (the heading focus goes to after a save). */
  drawerTitle: boolean;
  /** Inside a dialog's button row. */
  dialogButton: boolean;
};

export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return {
      tag: active?.tagName.toLowerCase() ?? 'none',
      id: active?.id ?? '',
      label: active?.getAttribute('aria-label') ?? null,
      className: String(active?.className ?? '').slice(0, 60),
      text: (active?.innerText ?? '').trim().slice(0, 80),
      drawerTitle: active?.closest('.ant-drawer-open .ant-drawer-title') !== null,
      dialogButton: active?.closest('.ant-modal-confirm-btns') !== null,
    };
  });
}

/** Waits until the focused element matches the CSS `selector`. */
export async function expectFocusOn(page: Page, selector: string, why: string) {
  await expect
    .poll(
      async () =>
        (await page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector))
          ? selector
          : JSON.stringify(await focused(page)),
      { ...PATIENCE, message: why },
    )
    .toBe(selector);
}

/**
 * Presses Tab (Shift+Tab with `back`) until the focused element matches `selector`; fails after `max` presses.
 * The keyboard user's way of reaching a control.
 */
export async function tabTo(page: Page, selector: string, max = 40, back = false) {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(
    `${max} Tab presses did not reach ${selector}; focus is on ${JSON.stringify(await focused(page))}`,
  );
}

/** What the app's polite live region says now. */
export function announced(page: Page): Promise<string> {
  return page.evaluate(() => {
    const region = document.querySelector('[role="status"][aria-live="polite"]#app-announcer');
    return region?.textContent ?? '';
  });
}

/**
 * Counts the pointer presses the page receives (from the next page on): the test asserts there were none, so a
 * step that needs the mouse cannot slip in.
 */
export async function countMousePresses(context: BrowserContext) {
  await context.addInitScript(() => {
    const key = 'keyboardTest.mousePresses';
    window.addEventListener(
      'pointerdown',
      (event) => {
        if (!event.isTrusted) return;
        sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key) ?? '0') + 1));
      },
      true,
    );
  });
}

export function mousePresses(page: Page): Promise<number> {
  return page.evaluate(() => Number(sessionStorage.getItem('keyboardTest.mousePresses') ?? '0'));
}

export function resetMousePresses(page: Page): Promise<void> {
  return page.evaluate(() => sessionStorage.setItem('keyboardTest.mousePresses', '0'));
}
