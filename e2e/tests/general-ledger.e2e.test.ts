import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { codeLabel, STORAGE_KEYS, type GlRow, type GlValidation, type Lang } from '@suanklang/shared';
import { apiGet, bangkokToday, PATIENCE, typeInPicker } from '../support/billing';
import { launch, openPage, signIn, type WatchedPage } from '../support/browser';
import { confirmSuccess } from '../support/masterdata';
import { apiPost } from '../support/payments';
import { DEMO_PASSWORD, DEMO_PROPERTY } from '../support/rights';
import { literal, text } from '../support/texts';

/**
 * The G/L list (issue 10) in the browser as the accountant: a receipt's journal found from its number, the month's
 * check, posting the month's receipts and cancelling that posting with a reason.
 */

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

/** Last month, YYYY-MM (the demo's history has receipts in it). */
function lastMonth(): string {
  const [y, m] = bangkokToday().split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}
/** A month as the month picker shows it: MM/BBBB in Thai, MM/YYYY in English. */
const shownMonth = (lang: Lang, period: string) =>
  `${period.slice(5)}/${lang === 'th' ? Number(period.slice(0, 4)) + 543 : period.slice(0, 4)}`;

describe('The G/L list as the accountant', () => {
  it("finds a receipt's journal from its number, posts the month's receipts, then cancels that posting with a reason", async () => {
    const lang: Lang = 'en';
    const watched = await openPage(browser, lang);
    opened.push(watched);
    const page = watched.page;
    await signIn(page, 'accountant', DEMO_PASSWORD, '/views/document');
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.property), PATIENCE)
      .toBe(DEMO_PROPERTY);
    const period = lastMonth();
    const [receipt] = await apiPost<GlRow[]>(page, lang, '/gl/search', { period, documentType: 'RC' });
    expect(receipt, `a receipt journal in ${period}`).toBeDefined();

    // Search it as a person does: the month, then the number.
    const main = page.locator('main');
    await typeInPicker(page, main.locator('#period'), shownMonth(lang, period));
    await main.locator('#documentNo').fill(receipt!.documentNo);
    await main.getByRole('button', { name: literal(text(lang, 'components:search.search')) }).click();
    const row = main.locator('.ant-table-row').filter({ hasText: receipt!.documentNo });
    await row.waitFor(PATIENCE);
    await expect.poll(() => main.locator('.ant-table-row').count(), PATIENCE).toBe(1);
    // The month searched is remembered for the next visit.
    expect(await page.evaluate(() => localStorage.getItem('glMonthYear'))).toBe(period);

    await row.click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByText(text(lang, 'general-ledger:detail.balanced')).waitFor(PATIENCE);
    expect(await drawer.innerText()).toContain(receipt!.documentNo);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    // The month's check: the receipts wait to be posted; post them.
    const before = await apiGet<GlValidation>(page, lang, '/gl/validate', { period });
    const receipts = before.types.find((t) => t.documentType === 'RC')!;
    const unposted = receipts.entryCount - receipts.postedCount;
    expect(unposted).toBeGreaterThan(0);
    await page.locator('#gl-month').click();
    const check = page.locator('.ant-drawer-open').filter({ has: page.locator('#gl-post-RC') });
    await check.waitFor(PATIENCE);
    await check.locator('#gl-post-RC').click();
    await confirmSuccess(
      page,
      lang,
      text(lang, 'general-ledger:month.posted', {
        count: unposted,
        type: codeLabel('glDocumentType', 'RC', lang),
      }),
    );
    await expect
      .poll(
        async () =>
          (await apiGet<GlValidation>(page, lang, '/gl/validate', { period })).types.find(
            (t) => t.documentType === 'RC',
          )?.postedCount,
        PATIENCE,
      )
      .toBe(receipts.entryCount);
    // The list says so.
    await expect.poll(() => row.innerText(), PATIENCE).toContain(codeLabel('glPostStatus', 'POSTED', lang));

    // Cancel the posting, with a reason; the month's receipts are unposted again.
    await page.locator('#gl-cancel-post-RC').click();
    const panel = page.locator('.ant-drawer-open').filter({ has: page.locator('#gl-cancel-post-confirm') });
    await panel.locator('textarea').fill('ตรวจทานอีกครั้ง');
    await panel.locator('#gl-cancel-post-confirm').click();
    await confirmSuccess(page, lang, new RegExp(`${receipts.entryCount}`));
    const after = await apiGet<GlValidation>(page, lang, '/gl/validate', { period });
    expect(after.types.find((t) => t.documentType === 'RC')?.postedCount).toBe(0);
    expect(watched.errors).toEqual([]);
  });
});
