import type { Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import {
  BUDDHIST_ERA_OFFSET,
  STORAGE_KEYS,
  formatMoney,
  parseMoney,
  satangToDecimalString,
  type Lang,
} from '@suanklang/shared';
import { DEMO_PROPERTY } from './rights';
import { literal, text } from './texts';

/**
 * Steps on the billing screens: the month's expenses (apps/web/src/features/expenses: meter readings, preview,
 * billing run) and the invoices (apps/web/src/features/invoices: list, detail, print, manual draft, cancel), driven
 * through the screens' ids, the accessible names and the texts of the locale files.
 */

/**
 * How long a state the page is heading for may take to show (expect.poll's own default is 1 s, too short for a
 * re-render or a closing animation while the whole e2e suite loads the machine).
 */
export const PATIENCE = { timeout: 15_000 } as const;

// ---------------------------------------------------------------------------------------------------------------
// Dates and amounts as the office sees them

const DAY_MS = 86_400_000;
const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/** Today in Bangkok (UTC+7, no daylight saving), YYYY-MM-DD: the office's calendar, whatever the machine's zone. */
export function bangkokToday(now = Date.now()): string {
  return new Date(now + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** The billing month running in Bangkok now, YYYY-MM. */
export function bangkokMonth(now = Date.now()): string {
  return bangkokToday(now).slice(0, 7);
}

/** `month` (YYYY-MM) moved by `count` months. */
export function addMonths(month: string, count: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const moved = new Date(Date.UTC(year, mon - 1 + count, 1));
  return moved.toISOString().slice(0, 7);
}

/** `iso` (YYYY-MM-DD) moved by `count` days (calendar arithmetic in UTC: no zone can shift it). */
export function addDays(iso: string, count: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

function shownYear(lang: Lang, year: string): string {
  return lang === 'th' ? String(Number(year) + BUDDHIST_ERA_OFFSET) : year;
}

/** A billing month as the screens show it: MM/BBBB in Thai (Buddhist era), MM/YYYY in English. */
export function shownMonth(lang: Lang, month: string): string {
  const [year = '', mon = ''] = month.split('-');
  return `${mon}/${shownYear(lang, year)}`;
}

/** A date as the screens show and read it: DD/MM/BBBB in Thai, DD/MM/YYYY in English. */
export function shownDate(lang: Lang, iso: string): string {
  const [year = '', mon = '', day = ''] = iso.split('-');
  return `${day}/${mon}/${shownYear(lang, year)}`;
}

/** Decimal text ('1234.5') as every amount is shown: '1,234.50'. */
export function money(decimal: string | number): string {
  return formatMoney(parseMoney(decimal));
}

/** Decimal text as the API writes it, 2 places and no separators: 813 gives '813.00'. */
export function decimal(value: string | number): string {
  return satangToDecimalString(parseMoney(value));
}

/** A shown amount ('1,234.50') back to a number. */
export function amountOf(shown: string): number {
  const cleaned = shown.replace(/,/g, '').trim();
  expect(cleaned, `not an amount: ${shown}`).toMatch(/^-?\d+(\.\d+)?$/);
  return Number(cleaned);
}

/**
 * The `{{params}}` a shown text was filled with, read back against its locale text: `run.done` shown as
 * "สร้างใบแจ้งหนี้เรียบร้อย 208 ฉบับ ยอดรวม 405,506.00 บาท" gives { count: '208', total: '405,506.00' }.
 */
export function paramsOf(lang: Lang, key: string, shown: string): Record<string, string> {
  const template = text(lang, key);
  const names: string[] = [];
  const source = template
    .split(/\{\{(\w+)\}\}/)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part);
      return '(.+?)';
    })
    .join('');
  const match = new RegExp(`^${source}$`).exec(shown.trim());
  expect(match, `"${shown}" is not ${lang} ${key} ("${template}")`).not.toBeNull();
  return Object.fromEntries(names.map((name, index) => [name, match?.[index + 1] ?? '']));
}

// ---------------------------------------------------------------------------------------------------------------
// The app's own calls

/** Every response of `method path` the page receives from now on (a reply may come before anyone waits for it). */
export function watchResponses(page: Page, method: string, path: string): Response[] {
  const seen: Response[] = [];
  page.on('response', (response) => {
    if (response.request().method() === method && new URL(response.url()).pathname === path)
      seen.push(response);
  });
  return seen;
}

/** Waits until one of the watched responses matches, expects it 200 and gives its JSON `data`. */
export async function arrived<T = unknown>(
  seen: Response[],
  match: (response: Response) => boolean,
  what: string,
): Promise<T> {
  await expect.poll(() => seen.some(match), { timeout: 20_000, message: `no reply to ${what}` }).toBe(true);
  const response = [...seen].reverse().find(match)!;
  expect(response.status(), `${what}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** A query parameter of a response's request. */
export function queryOf(response: Response, name: string): string | null {
  return new URL(response.url()).searchParams.get(name);
}

/**
 * GET on the API as the signed-in user, with the app's own token and property (the call the screens make), for
 * what the screen itself cannot show (e.g. that a refused reading was not stored).
 */
export async function apiGet<T = unknown>(
  page: Page,
  lang: Lang,
  path: string,
  query: Record<string, string>,
): Promise<T> {
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token);
  expect(token, 'the app holds no token').toBeTruthy();
  const response = await page.request.get(path, {
    params: { lang: lang.toUpperCase(), propertyCode: DEMO_PROPERTY, ...query },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

// ---------------------------------------------------------------------------------------------------------------
// Pickers and tables

/**
 * Types a date or a month into an antd picker (DD/MM/BBBB or MM/BBBB in Thai) and leaves it with Tab, which
 * commits the typed value without pressing Enter (Enter would also submit a form that has a submit button).
 */
export async function typeInPicker(page: Page, input: Locator, shown: string) {
  await input.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(shown);
  await page.keyboard.press('Tab');
  await expect.poll(() => input.inputValue(), PATIENCE).toBe(shown);
}

/**
 * Opens an antd select by its input id, optionally types into its search (and waits for the search call it makes),
 * clicks the option whose title matches
 * (`title` exact, or `titleStart` as a prefix) in this select's own popup, and waits until the select shows it.
 * Returns the option's title.
 */
export async function chooseOption(
  page: Page,
  selectId: string,
  option: { title: string } | { titleStart: string },
  typed?: string,
  /** What the typing makes the app fetch (a server-side search): awaited before the options are looked at. */
  searched?: Promise<unknown>,
): Promise<string> {
  const select = page.locator('.ant-select').filter({ has: page.locator(`#${selectId}`) });
  await page.locator(`#${selectId}`).click();
  if (typed !== undefined) await page.keyboard.type(typed);
  await searched;
  const popup = page.locator('.ant-select-dropdown').filter({ has: page.locator(`#${selectId}_list`) });
  const css = 'title' in option ? `[title="${option.title}"]` : `[title^="${option.titleStart}"]`;
  const item = popup.locator(`.ant-select-item-option${css}`);
  await item.waitFor();
  const title = (await item.getAttribute('title')) ?? '';
  // On a busy machine a click that lands while the list is still opening can be lost: open it and click again.
  for (let attempt = 1; attempt <= 3; attempt++) {
    if (!(await item.isVisible())) await page.locator(`#${selectId}`).click();
    // A list that closes under the pointer (a drawer still moving in) is opened again, not waited on.
    const clicked = await item.click({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (!clicked) continue;
    const shown = await expect
      .poll(() => select.innerText(), { timeout: 5_000 })
      .toContain(title)
      .then(
        () => true,
        () => false,
      );
    if (shown) break;
  }
  await expect.poll(() => select.innerText(), PATIENCE).toContain(title);
  return title;
}

/** The rows (tbody) of a table, without antd's measure row and empty placeholder. */
export function tableRows(table: Locator): Locator {
  return table.locator('.ant-table-tbody tr.ant-table-row');
}

/** The row of a table whose rowKey is `key` (antd writes it as data-row-key). */
export function rowByKey(table: Locator, key: string): Locator {
  return table.locator(`.ant-table-tbody tr.ant-table-row[data-row-key="${key}"]`);
}

/** Index of a column by its header text (the table's own header, so a reordered column is still found). */
export async function columnIndex(table: Locator, header: string): Promise<number> {
  const headers = (await table.locator('.ant-table-thead th').allInnerTexts()).map((h) => h.trim());
  const index = headers.indexOf(header);
  expect(index, `no column "${header}" in ${JSON.stringify(headers)}`).toBeGreaterThanOrEqual(0);
  return index;
}

/** The text of one cell of a row, by column header. */
export async function cellText(table: Locator, row: Locator, header: string): Promise<string> {
  const index = await columnIndex(table, header);
  return (await row.locator(':scope > td').nth(index).innerText()).trim();
}

// ---------------------------------------------------------------------------------------------------------------
// Expense screen (/views/expense): meters and the billing run

export const METER_TYPE = 'WATER';

/** The expense screen's main area, its month picker and its meter table. */
export function expenseScreen(page: Page) {
  const main = page.locator('main').first();
  return {
    main,
    monthPicker: page.locator('#billing-month'),
    meterTable: main.locator('.ant-table').first(),
  };
}

/** The reply of GET /expenses/meter for `month` among the watched ones. */
export function metersOf(month: string) {
  return (response: Response) =>
    queryOf(response, 'month') === month && queryOf(response, 'meterTypeCode') === METER_TYPE;
}

export type MeterRow = {
  unitCode: string;
  previousMeter: string;
  currentMeter: string | null;
  using: string;
  billed: boolean;
};

/**
 * Shows `month` on the expense screen: the month picker already says so (the screen opens on the browser's
 * month) or it is typed into the picker. Resolves with the meter readings the screen got for that month, from a
 * reply after the `since`-th watched one (a reload's, not the earlier page's).
 */
export async function showExpenseMonth(
  page: Page,
  lang: Lang,
  meters: Response[],
  month: string,
  since = 0,
): Promise<MeterRow[]> {
  const { monthPicker } = expenseScreen(page);
  await monthPicker.waitFor();
  let from = since;
  if ((await monthPicker.inputValue()) !== shownMonth(lang, month)) {
    from = meters.length;
    await typeInPicker(page, monthPicker, shownMonth(lang, month));
  }
  return arrived<MeterRow[]>(
    meters,
    (r) => meters.indexOf(r) >= from && metersOf(month)(r),
    `GET /expenses/meter ${month}`,
  );
}

/** The current-reading cell of a unit (an autosaving input named after the unit). */
export function meterInput(page: Page, lang: Lang, unitCode: string): Locator {
  return page.getByRole('textbox', {
    name: text(lang, 'expenses:meter.currentOf', { unit: unitCode }),
    exact: true,
  });
}

/** The label of the focused element (to follow the focus down the meter column). */
export function focusedLabel(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
}

/** Opens a tab of the expense screen by its label. */
export async function openTab(page: Page, lang: Lang, key: string) {
  const tab = page.getByRole('tab', { name: text(lang, key), exact: true });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected'), PATIENCE).toBe('true');
}

/** An antd Statistic of the summary by its title: its shown value. */
export async function statistic(page: Page, title: string): Promise<string> {
  const box = page
    .locator('main')
    .first()
    .locator('.ant-statistic')
    .filter({ has: page.locator('.ant-statistic-title').getByText(title, { exact: true }) });
  return (await box.locator('.ant-statistic-content').innerText()).trim();
}

/** An antd Alert of the main area whose title is exactly `title`. */
export function alertTitled(page: Page, title: string): Locator {
  return page
    .locator('main')
    .first()
    .locator('.ant-alert')
    .filter({ has: page.locator('.ant-alert-title').getByText(title, { exact: true }) });
}

/** The confirmation dialog (components:dialog.yes / no) titled `title`: answers Yes. */
export async function confirmYes(page: Page, lang: Lang, title: string) {
  const dialog = page
    .locator('.ant-modal-confirm-confirm')
    .filter({ has: page.locator('.ant-modal-confirm-title').getByText(title, { exact: true }) });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: text(lang, 'components:dialog.yes'), exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

// ---------------------------------------------------------------------------------------------------------------
// Invoices (/views/invoice)

export type InvoiceRow = {
  invoiceId: string;
  invoiceNo: string | null;
  status: 'DRAFT' | 'ISSUED' | 'CANCELLED';
  /** BILLING, MANUAL, SURCHARGE or IMPORT. */
  source: string;
  unitCode: string;
  billingMonth: string;
  grandTotal: string;
};
export type InvoiceSearchReply = { data: InvoiceRow[]; paging: { total: number } };

/** The invoice list's table (the first table of the main area). */
export function invoiceTable(page: Page): Locator {
  return page.locator('main').first().locator('.ant-table').first();
}

/** A watched POST /invoices/search whose body asked for `wanted`. */
export function searchFor(wanted: Record<string, string | undefined>) {
  return (response: Response) => {
    const body = response.request().postDataJSON() as Record<string, unknown> | null;
    return Object.entries(wanted).every(([key, value]) => body?.[key] === value);
  };
}

/** Search results as the list got them (data and paging), from a watched POST /invoices/search. */
export async function searchResult(
  seen: Response[],
  wanted: Record<string, string | undefined>,
): Promise<InvoiceSearchReply> {
  await expect.poll(() => seen.some(searchFor(wanted)), { timeout: 20_000 }).toBe(true);
  const response = [...seen].reverse().find(searchFor(wanted))!;
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as InvoiceSearchReply;
}

/** Types a unit code into the invoice list's search and searches; resolves with the list's reply. */
export async function searchInvoicesOfUnit(
  page: Page,
  lang: Lang,
  seen: Response[],
  unitCode: string,
  billingMonth?: string,
) {
  const search = page.getByRole('search');
  await search
    .getByRole('textbox', { name: text(lang, 'invoices:field.unitCode'), exact: true })
    .fill(unitCode);
  const before = seen.length;
  await search.getByRole('button', { name: literal(text(lang, 'components:search.search')) }).click();
  await expect
    .poll(() => seen.slice(before).some(searchFor({ unitCode, billingMonth })), { timeout: 20_000 })
    .toBe(true);
  return searchResult(seen.slice(before), { unitCode, billingMonth });
}

/** The invoice detail drawer (the one holding the invoice's number or "draft" as its title). */
export function invoiceDrawer(page: Page, title: string): Locator {
  return page
    .locator('.ant-drawer')
    .filter({ has: page.locator('.ant-drawer-title').getByText(title, { exact: true }) });
}

/** The drawer's section table that follows a level-2 heading (lines, journal). */
export function tableAfterHeading(drawer: Locator, heading: string): Locator {
  return drawer
    .getByRole('heading', { level: 2, name: heading, exact: true })
    .locator('xpath=following-sibling::*[.//table][1]')
    .locator('.ant-table')
    .first();
}

/** The journal entries of the invoice drawer: each small table's rows and its total row (debit, credit). */
export async function journalTables(drawer: Locator, lang: Lang) {
  const heading = drawer.getByRole('heading', {
    level: 2,
    name: text(lang, 'invoices:journal.title'),
    exact: true,
  });
  await heading.waitFor();
  const tables = heading.locator('xpath=following-sibling::div[.//table]').locator('.ant-table');
  const count = await tables.count();
  const result: {
    lines: { debit: number; credit: number }[];
    total: { label: string; debit: number; credit: number };
  }[] = [];
  for (let i = 0; i < count; i++) {
    const table = tables.nth(i);
    const lines = [];
    for (const row of await tableRows(table).all()) {
      const [, debit = '', credit = ''] = (await row.locator(':scope > td').allInnerTexts()).map((c) =>
        c.trim(),
      );
      lines.push({ debit: debit === '' ? 0 : amountOf(debit), credit: credit === '' ? 0 : amountOf(credit) });
    }
    const [label = '', debit = '', credit = ''] = (
      await table.locator('.ant-table-summary tr').first().locator('td').allInnerTexts()
    ).map((c) => c.trim());
    result.push({ lines, total: { label, debit: amountOf(debit), credit: amountOf(credit) } });
  }
  return result;
}

/** Sum of amounts in satang (no floating-point drift). */
export function satangSum(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + Math.round(value * 100), 0);
}

/**
 * From now on keeps every Blob the page turns into an object URL, by URL (the page's own URL.createObjectURL is
 * still what makes the URL). A printed PDF is read by the app with blob(), which leaves Chromium no copy of the
 * body for response.body(), and the page's CSP (connect-src 'self') forbids fetching the blob: URL back.
 */
export async function keepObjectUrlBlobs(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __e2eBlobs?: Map<string, Blob> };
    if (w.__e2eBlobs) return;
    const blobs = new Map<string, Blob>();
    w.__e2eBlobs = blobs;
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = create(object);
      if (object instanceof Blob) blobs.set(url, object);
      return url;
    };
  });
}

/** The type, size and first 5 bytes (latin1) of the Blob behind an object URL kept by keepObjectUrlBlobs. */
export async function objectUrlBlob(
  page: Page,
  url: string,
): Promise<{ type: string; size: number; head: string }> {
  return page.evaluate(async (wanted) => {
    const blob = (window as unknown as { __e2eBlobs?: Map<string, Blob> }).__e2eBlobs?.get(wanted);
    if (!blob) throw new Error(`no blob kept for ${wanted}`);
    const head = new Uint8Array(await blob.slice(0, 5).arrayBuffer());
    return { type: blob.type, size: blob.size, head: String.fromCharCode(...head) };
  }, url);
}
