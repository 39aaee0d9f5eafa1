import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, ruleMessage, type Lang } from '@suanklang/shared';
import {
  addDays,
  addMonths,
  alertTitled,
  amountOf,
  apiGet,
  arrived,
  bangkokMonth,
  bangkokToday,
  decimal,
  cellText,
  chooseOption,
  confirmYes,
  expenseScreen,
  focusedLabel,
  invoiceDrawer,
  invoiceTable,
  keepObjectUrlBlobs,
  objectUrlBlob,
  journalTables,
  meterInput,
  METER_TYPE,
  money,
  openTab,
  paramsOf,
  PATIENCE,
  queryOf,
  rowByKey,
  satangSum,
  searchInvoicesOfUnit,
  searchResult,
  shownDate,
  shownMonth,
  showExpenseMonth,
  statistic,
  tableAfterHeading,
  tableRows,
  typeInPicker,
  watchResponses,
  type InvoiceRow,
  type MeterRow,
} from '../support/billing';
import { launch, openPage, signIn, type WatchedPage } from '../support/browser';
import {
  confirmSuccess,
  expectNoFieldError,
  expectOk,
  expectSavedMessage,
  fieldError,
  recordRequests,
} from '../support/masterdata';
import { DEMO_PASSWORD, DEMO_PROPERTY } from '../support/rights';
import { expectScreen } from '../support/screens';
import { expectLanguage } from '../support/shell';
import { literal, text, validationMessage } from '../support/texts';

/**
 * The month's billing as the accountant does it: meter readings of the current month (Bangkok), the preview and
 * the billing run, the invoices it made (detail, journal, PDF), and a manual draft cancelled with a reason. The
 * tests run in order on one server: the run bills the reading typed in the first test, the later ones look at the
 * invoices of that run.
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

/** The billing month running in Bangkok now, and the one before it (billed by the demo history). */
const MONTH = bangkokMonth();
const LAST_MONTH = addMonths(MONTH, -1);

/** What the earlier tests left for the later ones (they run in order on one database). */
const state: {
  /** The first two units of the meter list: the first got a reading, the second a refused one. */
  units?: { first: MeterRow; second: MeterRow; reading: string };
  /** Invoices made by the billing run. */
  invoiceCount?: number;
} = {};

/** A fresh browser in `lang` signed in as the accountant through the real OpenID flow, landing on `path`. */
async function accountantOn(lang: Lang, path: string, before?: (page: Page) => void): Promise<WatchedPage> {
  const watched = await openPage(browser, lang);
  opened.push(watched);
  before?.(watched.page);
  await signIn(watched.page, 'accountant', DEMO_PASSWORD, path);
  await expectLanguage(watched.page, lang);
  // The accountant has one property, selected for them.
  await expect
    .poll(() => watched.page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.property), PATIENCE)
    .toBe(DEMO_PROPERTY);
  return watched;
}

/** The readings the meter autosave sent, as unit=reading (one Enter sends one save). */
function savedReadings(saves: readonly Request[]): string[] {
  return saves
    .map((r) => r.postDataJSON() as { unitCode: string; currentMeter: string | null })
    .map((body) => `${body.unitCode}=${body.currentMeter}`);
}

describe('Billing as the accountant', () => {
  it('meters of the current month (Bangkok): previous readings carried over from last month, a reading saved as typed (Enter goes to the next unit), one below the previous refused under its cell and not saved, the saved one still there after a reload', async () => {
    let meters: ReturnType<typeof watchResponses> = [];
    let saves: ReturnType<typeof recordRequests> = [];
    const { page, errors } = await accountantOn('th', '/views/expense', (p) => {
      meters = watchResponses(p, 'GET', '/expenses/meter');
      saves = recordRequests(p, 'PUT', '/expenses/autosave');
    });
    await expectScreen(page, 'th', { titleKey: 'expense' });
    const { meterTable } = expenseScreen(page);
    await page
      .getByRole('tab', { name: text('th', 'expenses:tab.meter'), exact: true, selected: true })
      .waitFor();

    // This month: nothing read yet, nothing billed.
    const now = await showExpenseMonth(page, 'th', meters, MONTH);
    expect(now.length).toBeGreaterThan(2);
    const [first, second] = now as [MeterRow, MeterRow];
    for (const unit of [first, second]) expect(unit).toMatchObject({ currentMeter: null, billed: false });

    // Last month (picked with the month picker): billed, read-only, its readings are this month's previous ones.
    const last = await showExpenseMonth(page, 'th', meters, LAST_MONTH);
    const lastOf = new Map(last.map((row) => [row.unitCode, row]));
    for (const unit of [first, second]) {
      const before = lastOf.get(unit.unitCode);
      expect(before?.billed).toBe(true);
      expect(before?.currentMeter).toBe(unit.previousMeter);
      const input = meterInput(page, 'th', unit.unitCode);
      await expect.poll(() => input.inputValue(), PATIENCE).toBe(money(unit.previousMeter));
      expect(await input.isDisabled()).toBe(true);
      await rowByKey(meterTable, unit.unitCode)
        .getByText(text('th', 'expenses:meter.billed'), { exact: true })
        .waitFor();
    }
    // The month is said billed when every unit of it is (a unit added since, without an owner, is not: the other
    // e2e files add such units to RVS).
    const monthBilled = alertTitled(page, text('th', 'expenses:meter.monthBilled'));
    if (last.every((row) => row.billed)) await monthBilled.waitFor();
    else expect(await monthBilled.count()).toBe(0);
    // Every unit: this month starts where last month ended.
    for (const row of now)
      expect(row.previousMeter, row.unitCode).toBe(lastOf.get(row.unitCode)?.currentMeter ?? '0.00');

    // Back to this month: the previous readings show, the current cells are empty and editable.
    await showExpenseMonth(page, 'th', meters, MONTH);
    for (const unit of [first, second]) {
      const row = rowByKey(meterTable, unit.unitCode);
      await expect
        .poll(() => cellText(meterTable, row, text('th', 'expenses:meter.previous')), PATIENCE)
        .toBe(money(unit.previousMeter));
      await expect.poll(() => meterInput(page, 'th', unit.unitCode).inputValue(), PATIENCE).toBe('');
      expect(await meterInput(page, 'th', unit.unitCode).isEnabled()).toBe(true);
    }

    // The first unit: previous + 12, Enter saves it and moves to the next unit.
    const reading = String(Number(first.previousMeter) + 12);
    const firstInput = meterInput(page, 'th', first.unitCode);
    await firstInput.click();
    await firstInput.fill(reading);
    const saved = await expectOk(page, 'PUT', '/expenses/autosave', () => firstInput.press('Enter'));
    expect(saved.request().postDataJSON()).toMatchObject({
      month: MONTH,
      meterTypeCode: METER_TYPE,
      unitCode: first.unitCode,
      currentMeter: decimal(reading),
    });
    expect(((await saved.json()) as { data: MeterRow }).data).toMatchObject({
      currentMeter: decimal(reading),
      using: '12.00',
    });
    const secondLabel = text('th', 'expenses:meter.currentOf', { unit: second.unitCode });
    await expect.poll(() => focusedLabel(page), PATIENCE).toBe(secondLabel);
    const firstRow = rowByKey(meterTable, first.unitCode);
    await firstRow.locator(`[aria-label="${text('th', 'expenses:autosave.saved')}"]`).waitFor();
    await expect
      .poll(() => cellText(meterTable, firstRow, text('th', 'expenses:meter.using')), PATIENCE)
      .toBe('12.00');
    expect(await firstInput.inputValue()).toBe(money(reading));

    // The second unit (focused by the Enter): below its previous reading, refused under the cell, nothing sent.
    const below = String(Number(second.previousMeter) - 5);
    const secondInput = meterInput(page, 'th', second.unitCode);
    await secondInput.fill(below);
    await secondInput.press('Enter');
    const message = ruleMessage('th', 'meterGreaterThanPrevious', { previous: money(second.previousMeter) });
    const secondRow = rowByKey(meterTable, second.unitCode);
    await secondRow.getByRole('alert').getByText(message, { exact: true }).waitFor();
    expect(await secondInput.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${await secondInput.getAttribute('aria-describedby')}`).innerText()).toBe(
      message,
    );
    // The refused value stays in the cell (shown as an amount once the focus has left it) to be corrected.
    expect(await secondInput.inputValue()).toBe(money(below));
    // Enter went on to the unit after it all the same.
    const third = now[2] as MeterRow;
    await expect
      .poll(() => focusedLabel(page), PATIENCE)
      .toBe(text('th', 'expenses:meter.currentOf', { unit: third.unitCode }));
    // A would-be save had its chance to leave: only the first reading was sent, and the server holds no second one.
    await page.waitForTimeout(500);
    expect(savedReadings(saves)).toEqual([`${first.unitCode}=${decimal(reading)}`]);
    const stored = await apiGet<MeterRow[]>(page, 'th', '/expenses/meter', {
      month: MONTH,
      meterTypeCode: METER_TYPE,
      keyword: second.unitCode,
    });
    expect(stored.find((row) => row.unitCode === second.unitCode)?.currentMeter).toBeNull();

    // After a reload: the first reading is still there, the second cell is empty and without a message.
    const reloaded = meters.length;
    await page.reload();
    const after = await showExpenseMonth(page, 'th', meters, MONTH, reloaded);
    expect(after.find((row) => row.unitCode === first.unitCode)).toMatchObject({
      currentMeter: decimal(reading),
      using: '12.00',
    });
    expect(after.find((row) => row.unitCode === second.unitCode)?.currentMeter).toBeNull();
    await expect
      .poll(() => meterInput(page, 'th', first.unitCode).inputValue(), PATIENCE)
      .toBe(money(reading));
    expect(
      await cellText(meterTable, rowByKey(meterTable, first.unitCode), text('th', 'expenses:meter.using')),
    ).toBe('12.00');
    expect(await meterInput(page, 'th', second.unitCode).inputValue()).toBe('');
    expect(await rowByKey(meterTable, second.unitCode).getByRole('alert').count()).toBe(0);
    expect(savedReadings(saves)).toEqual([`${first.unitCode}=${decimal(reading)}`]);

    state.units = { first, second, reading };
    expect(errors).toEqual([]);
  });

  it('summary: the preview shows the totals and the units without a reading; generating the invoices checks the due date against the invoice date, shows the progress and the result; a second preview has nothing left to bill', async () => {
    expect(state.units, 'the meter test runs first').toBeDefined();
    const { first, second } = state.units!;
    let meters: ReturnType<typeof watchResponses> = [];
    let summaries: ReturnType<typeof watchResponses> = [];
    let applies: ReturnType<typeof recordRequests> = [];
    let polls: ReturnType<typeof watchResponses> = [];
    const { page, errors } = await accountantOn('th', '/views/expense', (p) => {
      meters = watchResponses(p, 'GET', '/expenses/meter');
      summaries = watchResponses(p, 'GET', '/expenses/summary');
      applies = recordRequests(p, 'POST', '/expenses/apply');
      polls = watchResponses(p, 'GET', '/expenses/apply');
    });
    await showExpenseMonth(page, 'th', meters, MONTH);
    await openTab(page, 'th', 'expenses:tab.summary');
    const main = page.locator('main').first();
    await main.getByText(text('th', 'expenses:summary.notYet'), { exact: true }).waitFor();
    const generate = page.locator('#summary-apply');
    expect(await generate.isDisabled()).toBe(true);

    // Preview: totals, the charges by type, and the units whose reading is missing.
    type Summary = {
      unitCount: number;
      grandTotal: string;
      byExpenseType: { expenseTypeDescription: string; unitCount: number; grandTotal: string }[];
      warnings: { code: string; unitCode: string | null; detail: string }[];
      units: { unitCode: string; customerCode: string | null; charges: { billed: boolean }[] }[];
    };
    await page.locator('#summary-preview').click();
    const preview = await arrived<Summary>(
      summaries,
      (r) => queryOf(r, 'month') === MONTH,
      `GET /expenses/summary ${MONTH}`,
    );
    expect(preview.unitCount).toBeGreaterThan(0);
    expect(amountOf(preview.grandTotal)).toBeGreaterThan(0);
    await expect
      .poll(() => statistic(page, text('th', 'expenses:summary.unitCount')), PATIENCE)
      .toBe(String(preview.unitCount));
    expect(await statistic(page, text('th', 'expenses:summary.grandTotal'))).toBe(money(preview.grandTotal));
    const typeTable = tableAfterHeading(main, text('th', 'expenses:summary.byExpenseType'));
    for (const type of preview.byExpenseType) {
      const row = tableRows(typeTable).filter({
        has: page.getByRole('cell', { name: type.expenseTypeDescription, exact: true }),
      });
      expect((await row.locator('td').allInnerTexts()).map((c) => c.trim())).toEqual([
        type.expenseTypeDescription,
        String(type.unitCount),
        money(type.grandTotal),
      ]);
    }

    const missing = preview.warnings.filter((w) => w.code === 'MISSING_METER');
    // Only the first unit has this month's reading: every other unit is reported.
    expect(missing.length).toBeGreaterThan(preview.unitCount / 2);
    expect(missing.map((w) => w.unitCode)).toContain(second.unitCode);
    expect(missing.map((w) => w.unitCode)).not.toContain(first.unitCode);
    const warnings = alertTitled(
      page,
      text('th', 'expenses:summary.warnings', { count: preview.warnings.length }),
    );
    await warnings.waitFor();
    expect(await warnings.locator('li').count()).toBe(preview.warnings.length);
    await warnings
      .locator('li')
      .getByText(`${text('th', 'expenses:warning.MISSING_METER')} ${second.unitCode}: ${METER_TYPE}`, {
        exact: true,
      })
      .waitFor();
    expect(
      await warnings
        .locator('li')
        .getByText(`${text('th', 'expenses:warning.MISSING_METER')} ${first.unitCode}: ${METER_TYPE}`, {
          exact: true,
        })
        .count(),
    ).toBe(0);

    // Generate: the modal asks the invoice and due dates.
    await expect.poll(() => generate.isEnabled(), PATIENCE).toBe(true);
    await generate.click();
    const monthText = shownMonth('th', MONTH);
    const modal = page.getByRole('dialog', {
      name: text('th', 'expenses:apply.title', { month: monthText }),
      exact: true,
    });
    await modal.waitFor();
    await modal
      .getByText(
        text('th', 'expenses:apply.intro', { count: preview.unitCount, total: money(preview.grandTotal) }),
        { exact: true },
      )
      .waitFor();
    const invoiceDate = bangkokToday();
    await typeInPicker(page, page.locator('#apply_invoiceDate'), shownDate('th', invoiceDate));

    // A due date before the invoice date: the catalogue's message under it, and the run is not started.
    await typeInPicker(page, page.locator('#apply_dueDate'), shownDate('th', addDays(invoiceDate, -1)));
    await fieldError(page, 'apply_dueDate', validationMessage('th', 'invoiceDateAfterDueDate')).waitFor();
    await page.locator('#apply-start').click();
    await fieldError(page, 'apply_dueDate', validationMessage('th', 'invoiceDateAfterDueDate')).waitFor();
    const confirmTitle = text('th', 'expenses:apply.confirmTitle', { month: monthText });
    expect(
      await page.locator('.ant-modal-confirm-title').getByText(confirmTitle, { exact: true }).count(),
    ).toBe(0);

    // A valid due date: confirmed, the run starts.
    const dueDate = addDays(invoiceDate, 14);
    await typeInPicker(page, page.locator('#apply_dueDate'), shownDate('th', dueDate));
    await expectNoFieldError(page, 'apply_dueDate');
    // Units without a reading: the run asks what to do with them; billed without the meter line here.
    const missingUnits = new Set(missing.map((w) => w.unitCode)).size;
    await modal
      .getByText(text('th', 'expenses:apply.missingMeter', { count: missingUnits }), { exact: true })
      .waitFor();
    await modal.getByRole('radio', { name: text('th', 'expenses:apply.missingChoice.SKIP') }).check();
    await page.locator('#apply-start').click();
    const started = await expectOk(page, 'POST', '/expenses/apply', () =>
      confirmYes(page, 'th', confirmTitle),
    );
    expect(started.request().postDataJSON()).toMatchObject({
      month: MONTH,
      invoiceDate,
      dueDate,
      missingMeter: 'SKIP',
    });
    const run = ((await started.json()) as { data: { runId: string; status: string } }).data;
    expect(['RUNNING', 'DONE']).toContain(run.status);
    expect(applies).toHaveLength(1);
    await modal.waitFor({ state: 'hidden' });

    // The progress card: the bar, then the result. On the embedded database the run of a few hundred units is
    // usually done before the start call answers (it then says DONE and there is nothing to poll).
    const card = main
      .locator('.ant-card')
      .filter({ hasText: text('th', 'expenses:run.title', { month: monthText }) });
    await card.waitFor();
    const bar = card.getByRole('progressbar');
    await bar.waitFor();
    // Done with warnings, not "complete": the units billed without water are still to check.
    const done = card.locator('#run-done .ant-alert-title');
    if (run.status === 'RUNNING') {
      // Still running when it answered: the screen follows it (GET /expenses/apply?runId) until it is done.
      await expect
        .poll(
          async () => {
            const last = [...polls].reverse().find((r) => queryOf(r, 'runId') === run.runId);
            return last ? ((await last.json()) as { data: { status: string } }).data.status : null;
          },
          { timeout: 60_000 },
        )
        .toBe('DONE');
    }
    await done.waitFor({ timeout: 60_000 });
    await expect.poll(() => bar.getAttribute('aria-valuenow'), PATIENCE).toBe('100');
    const result = paramsOf('th', 'expenses:run.doneWarnings', await done.innerText());
    expect(Number(result.warnings)).toBe(preview.warnings.length);
    const invoiceCount = Number(result.count);
    expect(invoiceCount).toBeGreaterThan(0);
    // One invoice per unit the preview would bill, for the previewed total.
    expect(invoiceCount).toBe(preview.unitCount);
    expect(result.total).toBe(money(preview.grandTotal));
    expect(
      await card
        .getByRole('link', {
          name: text('th', 'expenses:run.viewInvoices', { month: monthText }),
          exact: true,
        })
        .getAttribute('href'),
    ).toBe(`/views/invoice?billingMonth=${encodeURIComponent(MONTH)}`);
    state.invoiceCount = invoiceCount;

    // Preview again: everything is billed, nothing is left to generate.
    const previewed = summaries.length;
    await page.locator('#summary-preview').click();
    const billed = await arrived<Summary>(
      summaries,
      (r) => summaries.indexOf(r) >= previewed && queryOf(r, 'month') === MONTH,
      `GET /expenses/summary ${MONTH} (again)`,
    );
    expect(billed).toMatchObject({ unitCount: 0, grandTotal: '0.00', byExpenseType: [] });
    await expect.poll(() => statistic(page, text('th', 'expenses:summary.unitCount')), PATIENCE).toBe('0');
    expect(await statistic(page, text('th', 'expenses:summary.grandTotal'))).toBe('0.00');
    // Every charge of a unit that has someone to bill is now billed.
    const withCustomer = billed.units.filter((unit) => unit.customerCode !== null);
    expect(withCustomer.length).toBe(preview.unitCount);
    expect(withCustomer.flatMap((unit) => unit.charges).every((charge) => charge.billed)).toBe(true);
    const alreadyBilled = alertTitled(
      page,
      text('th', 'expenses:summary.alreadyBilled', { month: monthText }),
    );
    // Nothing left to bill (units without a customer are never billed): the screen says so, no second run.
    await alreadyBilled.waitFor();
    expect(await generate.isDisabled()).toBe(true);
    expect(applies).toHaveLength(1);

    // The billed reading is now read-only on the meter tab.
    await openTab(page, 'th', 'expenses:tab.meter');
    const { meterTable } = expenseScreen(page);
    await rowByKey(meterTable, first.unitCode)
      .getByText(text('th', 'expenses:meter.billed'), { exact: true })
      .waitFor();
    await expect.poll(() => meterInput(page, 'th', first.unitCode).isDisabled(), PATIENCE).toBe(true);

    expect(errors).toEqual([]);
  });

  it("(English) the invoices of the month: the run's invoices listed; one opened shows its lines and a balanced journal; Print (English) fetches its PDF", async () => {
    expect(state.units && state.invoiceCount, 'the meter and summary tests run first').toBeTruthy();
    const { first, reading } = state.units!;
    let searches: ReturnType<typeof watchResponses> = [];
    let details: ReturnType<typeof watchResponses> = [];
    const { page, context, errors } = await accountantOn(
      'en',
      `/views/invoice?billingMonth=${MONTH}`,
      (p) => {
        searches = watchResponses(p, 'POST', '/invoices/search');
        details = [];
        p.on('response', (r) => {
          if (r.request().method() === 'GET' && /^\/invoices\/[0-9a-f-]{36}$/.test(new URL(r.url()).pathname))
            details.push(r);
        });
      },
    );
    await expectScreen(page, 'en', { titleKey: 'invoice' });

    // Opened filtered by the month: the search says so and lists the run's invoices, all of that month.
    const monthText = shownMonth('en', MONTH);
    const search = page.getByRole('search');
    await expect
      .poll(() =>
        search
          .locator('.ant-select')
          .filter({ has: page.locator('#billingMonth') })
          .innerText(),
      )
      .toBe(monthText);
    const listed = await searchResult(searches, { billingMonth: MONTH });
    expect(listed.paging.total).toBe(state.invoiceCount);
    expect(listed.data.every((row) => row.billingMonth === MONTH && row.status === 'ISSUED')).toBe(true);
    const table = invoiceTable(page);
    await expect.poll(() => tableRows(table).count(), PATIENCE).toBe(listed.data.length);
    const months = new Set<string>();
    for (const row of await tableRows(table).all())
      months.add(await cellText(table, row, text('en', 'invoices:field.billingMonth')));
    expect([...months]).toEqual([monthText]);

    // The first unit's invoice (it holds the water reading typed in the first test).
    const ofUnit = await searchInvoicesOfUnit(page, 'en', searches, first.unitCode, MONTH);
    expect(ofUnit.data).toHaveLength(1);
    const invoice = ofUnit.data[0] as InvoiceRow;
    expect(invoice.invoiceNo).toBeTruthy();
    const row = rowByKey(table, invoice.invoiceId);
    await row.waitFor();
    await expect.poll(() => tableRows(table).count(), PATIENCE).toBe(1);
    await row.click();
    type Detail = {
      invoiceId: string;
      grandTotal: string;
      lines: {
        expenseTypeDescription: string;
        grandTotal: string;
        previousMeter: string | null;
        quantity: string | null;
        currentMeter: string | null;
      }[];
    };
    const detail = await arrived<Detail>(
      details,
      (r) => new URL(r.url()).pathname === `/invoices/${invoice.invoiceId}`,
      'GET /invoices/<id>',
    );
    const drawer = invoiceDrawer(page, invoice.invoiceNo!);
    await drawer.waitFor();
    await drawer.getByText(text('en', 'invoices:status.ISSUED'), { exact: true }).waitFor();

    // Its lines: one row each, with the amounts; the water line shows the readings it billed.
    const lines = tableAfterHeading(drawer, text('en', 'invoices:detail.lines'));
    await expect.poll(() => tableRows(lines).count(), PATIENCE).toBe(detail.lines.length);
    expect(detail.lines.length).toBeGreaterThanOrEqual(2);
    for (const [index, line] of detail.lines.entries()) {
      const shown = tableRows(lines).nth(index);
      expect(await cellText(lines, shown, text('en', 'invoices:line.expenseType'))).toBe(
        line.expenseTypeDescription,
      );
      expect(await cellText(lines, shown, text('en', 'invoices:line.total'))).toBe(money(line.grandTotal));
    }
    const water = detail.lines.find((line) => line.currentMeter !== null);
    expect(water).toMatchObject({ previousMeter: first.previousMeter, currentMeter: decimal(reading) });
    await lines
      .getByText(
        text('en', 'invoices:line.meter', {
          previous: money(first.previousMeter),
          current: money(reading),
          used: water!.quantity ?? '-',
        }),
        { exact: true },
      )
      .waitFor();

    // The journal: debits equal credits, each side the invoice's total.
    const journals = await journalTables(drawer, 'en');
    expect(journals).toHaveLength(1);
    const [journal] = journals as [(typeof journals)[number]];
    expect(journal.total.label).toBe(text('en', 'invoices:journal.total'));
    expect(journal.total.debit).toBe(journal.total.credit);
    expect(Math.round(journal.total.debit * 100)).toBe(Math.round(amountOf(detail.grandTotal) * 100));
    expect(satangSum(journal.lines.map((l) => l.debit))).toBe(Math.round(journal.total.debit * 100));
    expect(satangSum(journal.lines.map((l) => l.credit))).toBe(Math.round(journal.total.credit * 100));

    // Print (English): the PDF is fetched with the app's token and opened in a new tab from a blob.
    const printButton = drawer.getByRole('button', {
      name: literal(text('en', 'invoices:print.button', { language: 'English' })),
    });
    const printed = page.waitForResponse(
      (r) => new URL(r.url()).pathname === `/invoices/${invoice.invoiceId}/print`,
    );
    const tab = context.waitForEvent('page');
    await keepObjectUrlBlobs(page);
    await printButton.click();
    const pdf = await printed;
    expect(pdf.status()).toBe(200);
    expect(queryOf(pdf, 'docLang')).toBe('en');
    expect(pdf.headers()['content-type']).toMatch(/^application\/pdf\b/);
    // Chromium keeps no copy of a body the page read with blob() (response.body() is empty), so the bytes are read
    // from the blob the app opened in the new tab: the reply's size, and a PDF.
    const opened = await tab;
    await expect.poll(() => opened.url(), PATIENCE).toMatch(/^blob:/);
    const blob = await objectUrlBlob(page, opened.url());
    expect(blob.type).toMatch(/^application\/pdf\b/);
    expect(blob.size).toBe(Number(pdf.headers()['content-length']));
    expect(blob.head).toBe('%PDF-');
    await opened.close();
    // The button is usable again once the PDF is out.
    await expect.poll(() => printButton.getAttribute('class'), PATIENCE).not.toMatch(/ant-btn-loading/);

    expect(errors).toEqual([]);
  });

  it('a manual draft (KC x 2 at 150) has no number and the status draft; cancelled with a reason it is cancelled; an issued invoice offers no cancel', async () => {
    expect(state.units && state.invoiceCount, 'the meter and summary tests run first').toBeTruthy();
    const unitCode = state.units!.second.unitCode;
    let searches: ReturnType<typeof watchResponses> = [];
    const { page, errors } = await accountantOn('th', '/views/invoice', (p) => {
      searches = watchResponses(p, 'POST', '/invoices/search');
    });
    await expectScreen(page, 'th', { titleKey: 'invoice', thaiData: true });
    await searchResult(searches, {});

    // The new-invoice drawer: the unit (its customer is shown), the dates and one line.
    await page.locator('#add-invoice').click();
    const form = page.locator('.ant-drawer').filter({
      has: page.locator('.ant-drawer-title').getByText(text('th', 'invoices:form.newTitle'), { exact: true }),
    });
    await form.waitFor();
    const unitInfo = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/invoices/unit' && queryOf(r, 'unitCode') === unitCode,
    );
    // The unit dropdown searches the server as one types (GET /properties/unit?keyword).
    const unitSearch = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/properties/unit' && queryOf(r, 'keyword') === unitCode,
    );
    await chooseOption(page, 'invoice_unitCode', { titleStart: `${unitCode} - ` }, unitCode, unitSearch);
    expect((await unitSearch).status()).toBe(200);
    expect((await unitInfo).status()).toBe(200);
    await form.getByText(text('th', 'invoices:form.billTo'), { exact: true }).waitFor();

    const invoiceDate = bangkokToday();
    await typeInPicker(page, page.locator('#invoice_invoiceDate'), shownDate('th', invoiceDate));
    await typeInPicker(page, page.locator('#invoice_dueDate'), shownDate('th', addDays(invoiceDate, 14)));
    await expectNoFieldError(page, 'invoice_dueDate');

    // KC: its description and its rate (200) come with it; quantity 2 at 150 instead.
    await chooseOption(page, 'invoice_lines_0_expenseTypeCode', { title: 'KC - ค่าบัตรผ่านเพิ่ม' }, 'KC');
    await expect.poll(() => page.inputValue('#invoice_lines_0_description'), PATIENCE).toBe('ค่าบัตรผ่านเพิ่ม');
    await expect.poll(() => page.inputValue('#invoice_lines_0_unitPrice'), PATIENCE).toBe(money('200'));
    await page.fill('#invoice_lines_0_quantity', '2');
    await page.fill('#invoice_lines_0_unitPrice', '150');
    await page.locator('#invoice_lines_0_unitPrice').blur();
    await form
      .getByText(text('th', 'invoices:form.total', { amount: money('300') }), { exact: true })
      .waitFor();

    // Saved as a draft: no number yet; the app opens it.
    const saved = await expectOk(page, 'POST', '/invoices/save', () =>
      page.locator('#invoice-save-draft').click(),
    );
    expect(saved.request().postDataJSON()).toMatchObject({
      unitCode,
      invoiceDate,
      issue: false,
      lines: [{ expenseTypeCode: 'KC', description: 'ค่าบัตรผ่านเพิ่ม', quantity: '2', unitPrice: 150 }],
    });
    const draft = (
      (await saved.json()) as { data: { invoiceId: string; invoiceNo: string | null; status: string } }
    ).data;
    expect(draft).toMatchObject({ invoiceNo: null, status: 'DRAFT' });
    await expectSavedMessage(page, text('th', 'invoices:saved.draft'));
    await form.waitFor({ state: 'hidden' });

    const noNumber = text('th', 'invoices:noNumber');
    const drawer = invoiceDrawer(page, noNumber);
    await drawer.waitFor();
    await drawer
      .locator('.ant-tag')
      .getByText(text('th', 'invoices:status.DRAFT'), { exact: true })
      .waitFor();
    const lines = tableAfterHeading(drawer, text('th', 'invoices:detail.lines'));
    await expect.poll(() => tableRows(lines).count(), PATIENCE).toBe(1);
    const line = tableRows(lines).first();
    expect(await cellText(lines, line, text('th', 'invoices:line.expenseType'))).toBe('ค่าบัตรผ่านเพิ่ม');
    expect(amountOf(await cellText(lines, line, text('th', 'invoices:line.quantity')))).toBe(2);
    expect(await cellText(lines, line, text('th', 'invoices:line.unitPrice'))).toBe(money('150'));
    expect(await cellText(lines, line, text('th', 'invoices:line.amount'))).toBe(money('300'));
    await drawer.getByText(text('th', 'invoices:journal.none'), { exact: true }).waitFor();
    await drawer.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });

    // In the list: the draft has no number and the status draft.
    const table = invoiceTable(page);
    const found = await searchInvoicesOfUnit(page, 'th', searches, unitCode);
    expect(found.data.find((row) => row.invoiceId === draft.invoiceId)).toMatchObject({
      invoiceNo: null,
      status: 'DRAFT',
    });
    const draftRow = rowByKey(table, draft.invoiceId);
    await draftRow.waitFor();
    expect(await cellText(table, draftRow, text('th', 'invoices:field.invoiceNo'))).toBe(noNumber);
    expect(await cellText(table, draftRow, text('th', 'invoices:field.status'))).toBe(
      text('th', 'invoices:status.DRAFT'),
    );

    // Cancel it: the reason is required, then given.
    await draftRow.click();
    await drawer.waitFor();
    await drawer.locator('#cancel-draft').click();
    const panel = page.locator('.ant-drawer').filter({
      has: page.locator('.ant-drawer-title').getByText(text('th', 'invoices:cancel.title'), { exact: true }),
    });
    await panel.waitFor();
    await panel.getByText(text('th', 'invoices:cancel.message'), { exact: true }).waitFor();
    const cancels = recordRequests(page, 'PUT', '/invoices/cancel');
    await page.locator('#cancel-confirm').click();
    await fieldError(page, 'cancelInvoice_reason', validationMessage('th', 'required')).waitFor();
    expect(cancels).toEqual([]);
    const reason = `ลูกค้าขอยกเลิก บัตรผ่านไม่ได้ใช้ ${Date.now().toString(36)}`;
    await page.fill('#cancelInvoice_reason', reason);
    const cancelled = await expectOk(page, 'PUT', '/invoices/cancel', () =>
      page.locator('#cancel-confirm').click(),
    );
    expect(cancelled.request().postDataJSON()).toMatchObject({ invoiceId: draft.invoiceId, reason });
    await confirmSuccess(page, 'th', text('th', 'invoices:cancel.done'));
    await panel.waitFor({ state: 'hidden' });
    await drawer.waitFor({ state: 'hidden' });

    // The list shows it cancelled, still without a number; its detail says why and offers no cancel.
    await expect
      .poll(() => cellText(table, draftRow, text('th', 'invoices:field.status')), { timeout: 15_000 })
      .toBe(text('th', 'invoices:status.CANCELLED'));
    expect(await cellText(table, draftRow, text('th', 'invoices:field.invoiceNo'))).toBe(noNumber);
    await draftRow.click();
    await drawer.waitFor();
    const note = drawer.locator('.ant-alert').filter({ hasText: text('th', 'invoices:detail.cancelled') });
    await note.getByText(reason, { exact: true }).waitFor();
    expect(await drawer.locator('#cancel-draft').count()).toBe(0);
    await drawer.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });

    // An issued invoice of the same unit (this month's run): no cancel, a note saying a credit note corrects it.
    const issued = found.data.find((row) => row.status === 'ISSUED' && row.billingMonth === MONTH);
    expect(issued?.invoiceNo).toBeTruthy();
    await rowByKey(table, issued!.invoiceId).click();
    const issuedDrawer = invoiceDrawer(page, issued!.invoiceNo!);
    await issuedDrawer.waitFor();
    await issuedDrawer
      .locator('.ant-alert')
      .getByText(text('th', 'invoices:cancel.issuedNote'), { exact: true })
      .waitFor();
    await issuedDrawer
      .locator('.ant-tag')
      .getByText(text('th', 'invoices:status.ISSUED'), { exact: true })
      .waitFor();
    expect(await issuedDrawer.locator('#cancel-draft').count()).toBe(0);
    expect(
      await issuedDrawer.getByRole('button', { name: literal(text('th', 'invoices:cancel.button')) }).count(),
    ).toBe(0);

    expect(errors).toEqual([]);
  });
});
