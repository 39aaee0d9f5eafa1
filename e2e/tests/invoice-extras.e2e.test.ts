import type { Browser, Locator } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, type InvoiceRow, type Lang } from '@suanklang/shared';
import {
  addDays,
  apiGet,
  bangkokToday,
  confirmYes,
  PATIENCE,
  shownDate,
  typeInPicker,
} from '../support/billing';
import { launch, openPage, signIn, type WatchedPage } from '../support/browser';
import { confirmSuccess, expectOk } from '../support/masterdata';
import { apiPost, buttonNamed, drawerTitled } from '../support/payments';
import { DEMO_PASSWORD, DEMO_PROPERTY } from '../support/rights';
import { expectScreen } from '../support/screens';
import { literal, text } from '../support/texts';

/**
 * The invoice screen's other two ways of making invoices: late-payment surcharges for overdue common fees (never
 * charged twice for the same days) and the overdue-debt import (a file with a bad row commits nothing; the
 * corrected file commits its invoices).
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

async function accountantOn(lang: Lang, path: string): Promise<WatchedPage> {
  const watched = await openPage(browser, lang);
  opened.push(watched);
  await signIn(watched.page, 'accountant', DEMO_PASSWORD, path);
  await expect
    .poll(() => watched.page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.property), PATIENCE)
    .toBe(DEMO_PROPERTY);
  return watched;
}

type SurchargePreview = {
  unitCount: number;
  units: { unitCode: string; amount: string; invoices: { days: number }[] }[];
};

describe('Surcharges and imports on the invoice screen', () => {
  it('creates the surcharge invoice of one overdue unit chosen in the preview; a second preview no longer charges those days', async () => {
    const lang: Lang = 'en';
    const { page, errors } = await accountantOn(lang, '/views/invoice');
    await expectScreen(page, lang, { titleKey: 'invoice' });
    const today = bangkokToday();
    const before = await apiGet<SurchargePreview>(page, lang, '/invoices/surcharge', { asOf: today });
    const unit = before.units.find((u) => Number(u.amount) > 0);
    expect(unit, 'the demo has overdue common fees').toBeDefined();

    await page.getByRole('button', { name: buttonNamed(text(lang, 'invoices:surcharge.button')) }).click();
    const drawer = drawerTitled(page, text(lang, 'invoices:surcharge.title'));
    await expectOk(page, 'GET', '/invoices/surcharge', () => drawer.locator('#surcharge-preview').click());
    // Every unit on every page is ticked at first: clear them all (the button above the table), tick one.
    const ticked = () => drawer.locator('.ant-table-tbody .ant-checkbox-checked').count();
    await expect.poll(ticked, PATIENCE).toBeGreaterThan(0);
    await drawer.getByRole('button', { name: text(lang, 'invoices:surcharge.selectNone') }).click();
    await expect.poll(ticked, PATIENCE).toBe(0);
    await drawer
      .getByRole('checkbox', { name: text(lang, 'invoices:surcharge.selectUnit', { unit: unit!.unitCode }) })
      .check();
    await typeInPicker(page, drawer.locator('input[id$="dueDate"]'), shownDate(lang, addDays(today, 15)));
    await drawer.locator('#surcharge-create').click();
    await expectOk(page, 'POST', '/invoices/surcharge', () =>
      confirmYes(page, lang, text(lang, 'invoices:surcharge.confirmTitle')),
    );
    await confirmSuccess(page, lang, /1 surcharge invoices have been created/);

    const after = await apiGet<SurchargePreview>(page, lang, '/invoices/surcharge', { asOf: today });
    const again = after.units.find((u) => u.unitCode === unit!.unitCode);
    expect(again === undefined || Number(again.amount) === 0).toBe(true);
    expect(after.units.length).toBe(before.units.length - 1);
    const made = await apiPost<InvoiceRow[]>(page, lang, '/invoices/search', {
      unitCode: unit!.unitCode,
      invoiceDateFrom: today,
      invoiceDateTo: today,
    });
    expect(made.filter((i) => i.source === 'SURCHARGE')).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('imports overdue debts: a file with one unknown unit shows the row error and commits nothing; the corrected file commits', async () => {
    const lang: Lang = 'th';
    const { page, errors } = await accountantOn(lang, '/views/invoice');
    await expectScreen(page, lang, { titleKey: 'invoice' });
    // Debts from before the demo history began (two years back), so no billed charge is in the way.
    const invoiceDate = addDays(bangkokToday(), -730);
    const dueDate = addDays(invoiceDate, 15);
    const header = 'propertyCode,unitCode,expenseType,invoiceDate,dueDate,amountExcludeVat,vat';
    const good = `${DEMO_PROPERTY},A0101,CF,${invoiceDate},${dueDate},1234.50,0`;
    const bad = `${DEMO_PROPERTY},ZZ-999,CF,${invoiceDate},${dueDate},500.00,0`;
    const search = () =>
      apiPost<InvoiceRow[]>(page, lang, '/invoices/search', {
        unitCode: 'A0101',
        invoiceDateFrom: invoiceDate,
        invoiceDateTo: invoiceDate,
      });
    expect(await search()).toHaveLength(0);

    await page.getByRole('button', { name: buttonNamed(text(lang, 'invoices:import.button')) }).click();
    const drawer = drawerTitled(page, text(lang, 'invoices:import.title'));
    await drawer.getByText(text(lang, 'invoices:import.kinds.OVERDUE'), { exact: true }).click();
    const upload = (name: string, csv: string) =>
      expectOk(page, 'POST', '/invoices/v1/upload', () =>
        drawer
          .locator('input[type=file]')
          .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(`${csv}\n`, 'utf8') }),
      );

    await upload('overdue-bad.csv', [header, good, bad].join('\n'));
    await drawer.getByText(text(lang, 'invoices:import.hasErrorsTitle'), { exact: true }).waitFor();
    // The bad row (row 2 of the data) says what is wrong with it; the good row is marked correct.
    const rows = drawer.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count(), PATIENCE).toBe(2);
    const badRow = rows.filter({ hasText: 'ZZ-999' });
    const goodRow = rows.filter({ hasText: 'A0101' });
    expect(await badRow.innerText()).not.toContain(text(lang, 'invoices:import.rowOk'));
    expect(await goodRow.innerText()).toContain(text(lang, 'invoices:import.rowOk'));
    expect(await drawer.locator('#import-commit').isDisabled()).toBe(true);
    expect(await search()).toHaveLength(0);

    await upload('overdue-good.csv', [header, good].join('\n'));
    await drawer.getByText(literal(text(lang, 'invoices:import.ready', { count: 1 }))).waitFor();
    await drawer.locator('#import-commit').click();
    await expectOk(page, 'POST', '/invoices/v1/upload/submit', () =>
      confirmYes(page, lang, text(lang, 'invoices:import.confirmTitle')),
    );
    await confirmSuccess(page, lang, text(lang, 'invoices:import.committed', { count: 1 }));
    const made = await search();
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ source: 'IMPORT', status: 'ISSUED', grandTotal: '1234.50' });
    expect(errors).toEqual([]);
  });

  it('prints a billing month as a job: its progress, then the PDF opened from the button once it is ready', async () => {
    const lang: Lang = 'en';
    const watched = await accountantOn(lang, '/views/invoice');
    const { page, errors } = watched;
    await expectScreen(page, lang, { titleKey: 'invoice' });
    // The newest invoice's billing month (the demo bills a month on its last day).
    const [newest] = await apiPost<InvoiceRow[]>(page, lang, '/invoices/search', { pageSize: 1 });
    const [year, month] = newest!.billingMonth.split('-');
    await page.locator('#print-month').click();
    const dialog = page.getByRole('dialog', { name: text(lang, 'invoices:printMonth.title') });
    await typeInPicker(page, dialog.locator('#printMonth_billingMonth'), `${month}/${year}`);
    await dialog.getByRole('button', { name: text(lang, 'invoices:printMonth.print'), exact: true }).click();
    // The demo's month: a couple of hundred invoices, made by a job while the modal shows how far it is.
    await dialog.getByRole('progressbar').waitFor(PATIENCE);
    const open = dialog.getByRole('button', { name: text(lang, 'components:export.open'), exact: true });
    await open.waitFor({ timeout: 120_000 });
    await expect.poll(() => dialog.getByText(text(lang, 'components:export.ready')).count()).toBe(1);
    const [tab] = await Promise.all([watched.context.waitForEvent('page'), open.click()]);
    expect(tab.url()).toMatch(/^blob:/);
    await expect.poll(() => dialog.count(), PATIENCE).toBe(0);
    expect(errors).toEqual([]);
  });

  it('at 1440x900, an invoice and a receipt open in drawers whose tables fit (no sideways scroll) with the receipt actions in view', async () => {
    const lang: Lang = 'en';
    const watched = await openPage(browser, lang, { width: 1440, height: 900 });
    opened.push(watched);
    const { page, errors } = watched;
    await signIn(page, 'accountant', DEMO_PASSWORD, '/views/invoice');
    /** Every table of a drawer: how many scroll sideways, and header cells ending outside the window. */
    const fitOf = (drawer: Locator) => () =>
      drawer.evaluate((root) => {
        const tables = Array.from(root.querySelectorAll('.ant-table-content, .ant-table-body'));
        const cells = Array.from(root.querySelectorAll('.ant-table-thead th'));
        return {
          tables: tables.length,
          overflowing: tables.filter((t) => t.scrollWidth > t.clientWidth + 1).length,
          outside: cells.filter((c) => c.getBoundingClientRect().right > window.innerWidth).length,
        };
      });
    for (const [path, list, title] of [
      ['/views/invoice', 'invoices:list', /^IN\d+/],
      ['/views/receipt', 'receipts:list', /RC\d+$/],
    ] as const) {
      if (path !== '/views/invoice') await page.goto(path);
      await page.getByRole('row').nth(1).click(PATIENCE);
      const drawer = drawerTitled(page, title);
      await drawer.locator('.ant-table-thead th').first().waitFor(PATIENCE);
      const fit = fitOf(drawer);
      await expect.poll(fit, PATIENCE).toEqual({ tables: expect.any(Number), overflowing: 0, outside: 0 });
      expect((await fit()).tables, list).toBeGreaterThan(0);
      if (path === '/views/receipt') {
        // The actions sit in the footer, in view without scrolling the drawer.
        const print = drawer.locator('.ant-drawer-footer button').first();
        await expect.poll(() => print.isVisible(), PATIENCE).toBe(true);
        const box = await print.boundingBox();
        expect(box!.y + box!.height).toBeLessThanOrEqual(900);
      }
      await page.keyboard.press('Escape');
    }
    expect(errors).toEqual([]);
  });
});
