import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, type GlTrialBalance, type GlValidation, type Lang } from '@suanklang/shared';
import {
  addMonths,
  apiGet,
  bangkokMonth,
  chooseOption,
  confirmYes,
  PATIENCE,
  shownDate,
  typeInPicker,
  type InvoiceRow,
} from '../support/billing';
import { launch, openPage, signIn, type WatchedPage } from '../support/browser';
import { confirmSuccess } from '../support/masterdata';
import { apiPost } from '../support/payments';
import { DEMO_PASSWORD, DEMO_PROPERTY } from '../support/rights';
import { text } from '../support/texts';

/**
 * Issue 10's month and year close in the browser, as the accountant: the demo's first months are posted and closed
 * from the month check; a receipt dated in a closed month is refused at its date with the period's message; the
 * year is closed into the accumulated surplus (every income and expense account ends the year at zero) and the
 * close is cancelled, after which the year's trial balance is exactly what it was.
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

const lang: Lang = 'en';

/** The month check of `period`, opened from the G/L list. */
async function openMonthCheck(page: Page, period: string) {
  await page.goto(`/views/document?period=${period}`);
  await page.locator('#gl-month').click();
  // The month check is the drawer with the table of document types (a reason panel over it has none).
  const panel = page.locator('.ant-drawer-open').filter({ has: page.locator('.ant-table') });
  await panel.locator('#gl-close-month, #gl-reopen-month, #gl-reopen-by-year').first().waitFor(PATIENCE);
  return panel;
}

/** Posts every document type of the month that waits; nothing is left to block its close. */
async function postAll(page: Page, period: string) {
  const panel = await openMonthCheck(page, period);
  const check = await apiGet<GlValidation>(page, lang, '/gl/validate', { period });
  for (const type of check.types.filter((t) => t.entryCount > t.postedCount)) {
    await panel.locator(`#gl-post-${type.documentType}`).click();
    await confirmSuccess(page, lang, new RegExp(`${type.entryCount - type.postedCount}`));
  }
  const after = await apiGet<GlValidation>(page, lang, '/gl/validate', { period });
  expect(after.blockers, `what still blocks ${period}`).toEqual([]);
  return panel;
}

/** Posts the month's documents and closes it. */
async function postAndClose(page: Page, period: string) {
  const panel = await postAll(page, period);
  await expect.poll(() => panel.locator('#gl-close-month').isEnabled(), PATIENCE).toBe(true);
  await panel.locator('#gl-close-month').click();
  await confirmYes(page, lang, text(lang, 'general-ledger:month.closeConfirmTitle'));
  await confirmSuccess(page, lang, /./);
  await expect
    .poll(async () => (await apiGet<GlValidation>(page, lang, '/gl/validate', { period })).closed, PATIENCE)
    .toBe(true);
  return panel;
}

describe('Month and year close as the accountant', () => {
  it('closes the first months, refuses a receipt in them, closes the year and cancels that close exactly', async () => {
    const watched = await openPage(browser, lang);
    opened.push(watched);
    const page = watched.page;
    await signIn(page, 'accountant', DEMO_PASSWORD, '/views/document');
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.property), PATIENCE)
      .toBe(DEMO_PROPERTY);

    // The demo's first month: what the last month's check names as the earliest still open.
    const last = addMonths(bangkokMonth(), -1);
    const earliest = (await apiGet<GlValidation>(page, lang, '/gl/validate', { period: last })).blockers.find(
      (b) => b.blocker === 'EARLIER_OPEN',
    )?.period;
    expect(earliest, 'the demo has open months before last month').toBeDefined();
    const year = earliest!.slice(0, 4);
    const december = `${year}-12`;
    expect(december < last, 'the demo history holds a December').toBe(true);
    const yearQuery = { periodFrom: `${year}-01`, periodTo: december, postedOnly: 'N' };
    const before = await apiGet<GlTrialBalance>(page, lang, '/gl/trial-balance', yearQuery);

    // Post and close the months up to December, in order.
    for (let month = earliest!; month < december; month = addMonths(month, 1))
      await postAndClose(page, month);

    // A receipt dated in the first (closed) month is refused at its date, with the period's message.
    // A billed one: the demo's overdue units also owe their month-end surcharge.
    const [unpaid] = (
      await apiPost<InvoiceRow[]>(page, lang, '/invoices/search', {
        status: 'ISSUED',
        paymentStatus: 'UNPAID',
        pageSize: 50,
      })
    ).filter((i) => i.source !== 'SURCHARGE');
    expect(unpaid, 'the demo leaves an unpaid invoice').toBeDefined();
    await page.goto('/views/receipt');
    await page.locator('main .ant-table-row').first().waitFor(PATIENCE);
    await page.keyboard.press('Alt+KeyN');
    await chooseOption(page, 'receivePayment_unitCode', { titleStart: unpaid!.unitCode }, unpaid!.unitCode);
    const closedDay = `${earliest!}-15`;
    await typeInPicker(page, page.locator('#receivePayment_receiptDate'), shownDate(lang, closedDay));
    await page.locator('#add-invoice').click();
    const tick = text(lang, 'receipts:invoicePanel.tick', { invoiceNo: unpaid!.invoiceNo ?? '' });
    await page.getByRole('checkbox', { name: tick }).check();
    await page.keyboard.press('Control+KeyS');
    await page.locator('#add-cash').click();
    await page.locator('#cashEntry_accountCode').waitFor(PATIENCE);
    await page.keyboard.press('Control+KeyS');
    await expect.poll(() => page.getByTestId('remaining').innerText(), PATIENCE).toBe('0.00');
    const refused = page.waitForResponse(
      (r) => r.url().includes('/receipts/save') && r.request().method() === 'POST',
    );
    await page.locator('#receipt-save').click();
    expect((await refused).status()).toBe(409);
    const message = 'The accounting period is closed; the receipt cannot be saved or cancelled.';
    await page.getByText(message).first().waitFor(PATIENCE);

    // December: posted, then the year closed into the accumulated surplus (3200, offered first); December closes
    // with it.
    const panel = await postAll(page, december);
    await expect.poll(() => panel.locator('#gl-close-year').isEnabled(), PATIENCE).toBe(true);
    await panel.locator('#gl-close-year').click();
    await confirmYes(page, lang, text(lang, 'general-ledger:year.confirmTitle'));
    await confirmSuccess(page, lang, /YC\d+/);
    expect((await apiGet<GlValidation>(page, lang, '/gl/validate', { period: december })).closed).toBe(true);
    const closed = await apiGet<GlTrialBalance>(page, lang, '/gl/trial-balance', yearQuery);
    const profitAndLoss = closed.rows.filter((r) => r.category === 'INCOME' || r.category === 'EXPENSE');
    expect(profitAndLoss.length).toBeGreaterThan(0);
    for (const r of profitAndLoss)
      expect([r.accountCode, r.closingDebit, r.closingCredit]).toEqual([r.accountCode, '0.00', '0.00']);
    expect(closed.balanced).toBe(true);

    // Cancel the year's close: every account ends the year where it did, to the satang (the closing entry and its
    // reversal both stay in December's movements).
    await panel.locator('#gl-cancel-year').click();
    const reason = page.locator('.ant-drawer-open').filter({ has: page.locator('#gl-cancel-year-confirm') });
    await reason.locator('textarea').fill('ปิดปีก่อนตรวจสอบบัญชีเสร็จ');
    await reason.locator('#gl-cancel-year-confirm').click();
    await confirmSuccess(page, lang, /./);
    const restored = await apiGet<GlTrialBalance>(page, lang, '/gl/trial-balance', yearQuery);
    const closing = (tb: GlTrialBalance) =>
      tb.rows
        .filter((r) => r.closingDebit !== '0.00' || r.closingCredit !== '0.00')
        .map((r) => [r.accountCode, r.closingDebit, r.closingCredit]);
    expect(closing(restored)).toEqual(closing(before));
    expect([restored.totals.closingDebit, restored.totals.closingCredit]).toEqual([
      before.totals.closingDebit,
      before.totals.closingCredit,
    ]);
    // The one refused save is the browser's only complaint.
    expect(watched.errors.filter((e) => !e.includes('status of 409'))).toEqual([]);
    expect(watched.errors.filter((e) => e.includes('status of 409'))).toHaveLength(1);
  });
});
