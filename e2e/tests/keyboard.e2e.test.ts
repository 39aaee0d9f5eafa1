import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, type InvoiceRow, type Lang } from '@suanklang/shared';
import { apiGet, PATIENCE } from '../support/billing';
import { launch, openPage, signIn, type WatchedPage } from '../support/browser';
import {
  announced,
  countMousePresses,
  expectFocusOn,
  focused,
  mousePresses,
  resetMousePresses,
  tabTo,
} from '../support/keyboard';
import { expectOk } from '../support/masterdata';
import { apiPost } from '../support/payments';
import { DEMO_PASSWORD, DEMO_PROPERTY } from '../support/rights';
import { text } from '../support/texts';

/**
 * Daily entry without the mouse (issue 24, section 2): after signing in, the accountant receives a cash payment,
 * writes a credit note and cancels the receipt with the keyboard alone, and after each save and close the focus
 * is somewhere that shows it (never the page body) and the save is said in the live region.
 */

const lang: Lang = 'th';
let browser: Browser;
let watched: WatchedPage;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await watched?.context.close();
  await browser?.close();
});

/** Inside the open row menu (the list or one of its items). */
const MENU_FOCUS =
  '.ant-dropdown:not(.ant-dropdown-hidden) [role="menu"], .ant-dropdown:not(.ant-dropdown-hidden) [role="menu"] *';

type OpenLine = { invoiceNo: string; lineNo: number; remaining: string };

/** Types into the focused unit picker and takes the option of `unitCode` with Enter, once the search shows it. */
async function pickUnit(page: Page, selectId: string, unitCode: string) {
  await page.keyboard.type(unitCode, { delay: 20 });
  const popup = page.locator('.ant-select-dropdown').filter({ has: page.locator(`#${selectId}_list`) });
  await popup.locator(`.ant-select-item-option-active[title^="${unitCode}"]`).waitFor();
  await page.keyboard.press('Enter');
  const select = page.locator('.ant-select').filter({ has: page.locator(`#${selectId}`) });
  await expect
    .poll(() => select.locator('.ant-select-content').getAttribute('title'), PATIENCE)
    .toMatch(new RegExp(`^${unitCode}`));
  // Closed, its animation ended: until then the list takes the next Escape for itself.
  await popup.waitFor({ state: 'hidden' });
}

/** Unpaid issued invoices of distinct units (the demo leaves some). */
async function unpaidUnits(page: Page, count: number): Promise<InvoiceRow[]> {
  const rows = await apiPost<InvoiceRow[]>(page, lang, '/invoices/search', {
    status: 'ISSUED',
    paymentStatus: 'UNPAID',
    pageSize: 50,
  });
  const byUnit = new Map<string, InvoiceRow>();
  // Billed ones: the demo's overdue units also owe their month-end surcharge.
  for (const row of rows)
    if (row.source !== 'SURCHARGE' && !byUnit.has(row.unitCode)) byUnit.set(row.unitCode, row);
  const picked = [...byUnit.values()].slice(0, count);
  expect(picked, 'the demo leaves unpaid invoices of several units').toHaveLength(count);
  return picked;
}

async function expectNotOnBody(page: Page, why: string) {
  const now = await focused(page);
  expect(now.tag, `${why}: ${JSON.stringify(now)}`).not.toBe('body');
}

describe('keyboard-only daily entry', () => {
  it('receives cash, writes a credit note and cancels the receipt without the mouse; focus and the live region follow', async () => {
    watched = await openPage(browser, lang);
    const { page, context } = watched;
    await countMousePresses(context);
    await signIn(page, 'accountant', DEMO_PASSWORD, '/views/receipt');
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.property), PATIENCE)
      .toBe(DEMO_PROPERTY);
    const [forReceipt, forCreditNote] = await unpaidUnits(page, 2);
    await page.locator('.ant-table-row').first().waitFor();
    await resetMousePresses(page);

    // ---- A cash receipt --------------------------------------------------------------------------------------
    await page.keyboard.press('Alt+KeyN');
    await expectFocusOn(page, '#receivePayment_unitCode', 'Alt+N opens a new receipt on its unit');
    await pickUnit(page, 'receivePayment_unitCode', forReceipt!.unitCode);

    // The unit alone is a change: Escape asks, and the question's focused answer keeps the work.
    await page.keyboard.press('Escape');
    await expectFocusOn(page, '#keep-editing', 'the discard question focuses "keep editing"');
    expect((await focused(page)).text).toBe(text(lang, 'components:dialog.keepEditing'));
    await page.keyboard.press('Enter');
    await page.locator('.ant-modal-confirm').waitFor({ state: 'detached' });
    await expectFocusOn(page, '#receivePayment_unitCode', 'keeping the work goes back to the field');
    await expect.poll(() => page.locator('#receipt-save').isVisible(), PATIENCE).toBe(true);

    await tabTo(page, '#add-invoice:not([disabled])');
    await page.keyboard.press('Enter');
    const tick = text(lang, 'receipts:invoicePanel.tick', { invoiceNo: forReceipt!.invoiceNo ?? '' });
    await page.getByRole('checkbox', { name: tick }).waitFor();
    await tabTo(page, `input[aria-label="${tick}"]`);
    await page.keyboard.press('Space');
    await page.keyboard.press('Control+KeyS');
    await expectFocusOn(page, '#add-invoice', 'the invoice panel gives the focus back to its button');

    await tabTo(page, '#add-cash');
    await page.keyboard.press('Enter');
    await expectFocusOn(page, '#cashEntry_accountCode', 'the cash panel opens on its first field');
    await page.keyboard.press('Control+KeyS');
    await expectFocusOn(page, '#add-cash', 'the cash panel gives the focus back to its button');
    await expect.poll(() => page.getByTestId('remaining').innerText(), PATIENCE).toBe('0.00');

    const saved = await expectOk(page, 'POST', '/receipts/save', () => page.keyboard.press('Control+KeyS'));
    const { receiptNo } = ((await saved.json()) as { data: { receiptNo: string } }).data;
    await expectFocusOn(page, '#receipt-saved', 'the saved receipt takes the focus');
    await expect.poll(() => announced(page), PATIENCE).toBe(text(lang, 'receipts:form.saved', { receiptNo }));
    await page.keyboard.press('Escape');
    await expectFocusOn(page, '#receive-payment', 'closing the saved receipt goes back to its button');

    // ---- A credit note ---------------------------------------------------------------------------------------
    await page.goto('/views/credit-note');
    // The list may be empty: its new button is what the screen shows once ready.
    await page.locator('#add-credit-note').waitFor();
    const lines = await apiGet<OpenLine[]>(page, lang, '/creditnotes/invoice-lines', {
      unitCode: forCreditNote!.unitCode,
    });
    const line = lines.find((l) => l.invoiceNo === forCreditNote!.invoiceNo)!;
    expect(line).toBeDefined();
    await page.keyboard.press('Alt+KeyN');
    await expectFocusOn(page, '#creditNote_unitCode', 'Alt+N opens a new credit note on its unit');
    await pickUnit(page, 'creditNote_unitCode', forCreditNote!.unitCode);
    // A refused save puts the focus on the first field in error (its message is read with it).
    await page.keyboard.press('Control+Enter');
    await expectFocusOn(page, '#creditNote_description', 'a refused save focuses the missing description');
    expect(
      await page.locator('#creditNote_description').getAttribute('aria-describedby'),
      'the message is tied to the field',
    ).toContain('creditNote_description_help');
    await page.keyboard.type('Keyboard-only credit: meter misread');
    const pick = text(lang, 'credit-notes:form.pick', { no: line.invoiceNo, line: line.lineNo });
    await tabTo(page, `input[aria-label="${pick}"]`);
    await page.keyboard.press('Space');
    const reply = await expectOk(page, 'POST', '/creditnotes/save', () =>
      page.keyboard.press('Control+KeyS'),
    );
    const { creditNoteNo } = ((await reply.json()) as { data: { creditNoteNo: string } }).data;
    const said = text(lang, 'credit-notes:form.saved', { no: creditNoteNo });
    await expect.poll(() => announced(page), PATIENCE).toBe(said);
    // The success dialog has the focus on OK; Enter closes it onto the saved credit note.
    await expect.poll(async () => (await focused(page)).dialogButton, PATIENCE).toBe(true);
    await page.keyboard.press('Enter');
    await expectFocusOn(page, '.ant-drawer-open .ant-drawer-title', 'the credit note opened has the focus');
    expect((await focused(page)).text).toContain(creditNoteNo);
    await page.keyboard.press('Escape');
    await expectFocusOn(page, '#add-credit-note', 'closing the credit note goes back to the new button');

    // ---- Cancel the receipt from its row menu ----------------------------------------------------------------
    await page.goto('/views/receipt');
    await page.locator('.ant-table-row').first().waitFor();
    await page.keyboard.press('Slash');
    await expectFocusOn(page, '#receiptNo', '/ goes to the search');
    await page.keyboard.type(receiptNo);
    await page.keyboard.press('Enter');
    const more = text(lang, 'receipts:action.moreOf', { receiptNo });
    await page.getByRole('button', { name: more }).waitFor();
    await expect.poll(() => page.locator('.ant-table-row').count(), PATIENCE).toBe(1);
    await tabTo(page, `button[aria-label="${more}"]`);
    // Escape closes the open menu onto its button.
    await page.keyboard.press('Enter');
    await expectFocusOn(page, MENU_FOCUS, 'the opened menu has the focus');
    await page.keyboard.press('Escape');
    await expectFocusOn(
      page,
      `button[aria-label="${more}"]`,
      'Escape gives the focus back to the menu button',
    );
    // The arrows move in the menu; Enter chooses.
    await page.keyboard.press('Enter');
    await expectFocusOn(page, MENU_FOCUS, 'the opened menu has the focus');
    const cancelItem = text(lang, 'receipts:action.cancel');
    // Enter acts on the focused item; the menu highlights the next item first and focuses it a moment later.
    const focusedItem = () =>
      page.evaluate(() => {
        const item = document.activeElement?.closest('.ant-dropdown-menu-item-active');
        return item instanceof HTMLElement ? item.innerText.trim() : '';
      });
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('ArrowDown');
      await expect.poll(focusedItem, PATIENCE).not.toBe('');
      if ((await focusedItem()) === cancelItem) break;
    }
    await page.keyboard.press('Enter');
    await expectFocusOn(page, '#cancelReceipt_reason', 'the cancel panel opens on its reason');
    await page.keyboard.type('Keyboard-only test: paid twice');
    await page.keyboard.press('Control+Enter');
    // Are you sure? The dialog takes the focus onto one of its buttons (Yes as it opens; No when something else had
    // the focus for a moment and the dialog's focus trap brought it back to its first button): Tab reaches Yes.
    await expect.poll(async () => (await focused(page)).dialogButton, PATIENCE).toBe(true);
    await tabTo(page, '.ant-modal-confirm-btns .ant-btn-primary', 4);
    await expectOk(page, 'PUT', '/receipts/cancel', () => page.keyboard.press('Enter'));
    const done = text(lang, 'receipts:cancel.done', { receiptNo });
    await expect.poll(() => announced(page), PATIENCE).toBe(done);
    await page.locator('.ant-modal-confirm-success').waitFor();
    await expect.poll(async () => (await focused(page)).dialogButton, PATIENCE).toBe(true);
    await page.keyboard.press('Enter');
    await page.locator('.ant-modal-confirm-success').waitFor({ state: 'detached' });
    await expectFocusOn(
      page,
      `button[aria-label="${more}"]`,
      'after the cancel, focus is back on the row menu',
    );
    await expectNotOnBody(page, 'after the cancel');

    expect(await mousePresses(page), 'no mouse was used after signing in').toBe(0);
    expect(watched.errors).toEqual([]);
  });
});
