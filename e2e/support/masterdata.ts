import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import type { Lang } from '@suanklang/shared';
import { literal, text, textPattern, validationMessage } from './texts';

/**
 * Steps on the master-data settings screens (apps/web/src/features/{property-settings,units,customers,suppliers}),
 * driven as a user would: the forms' antd ids (`<form name>_<field>`), the screens' button ids and the texts of
 * the locale files.
 */

/** A suffix that makes codes and names of one run unique (uppercase letters and digits). */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();
}

/** A valid Thai national ID: 12 digits, then (11 - sum(d[i] * (13 - i)) % 11) % 10. */
export function thaiId(first12: string): string {
  if (!/^\d{12}$/.test(first12)) throw new Error(`12 digits expected: ${first12}`);
  const sum = [...first12].reduce((acc, d, i) => acc + Number(d) * (13 - i), 0);
  return `${first12}${(11 - (sum % 11)) % 10}`;
}

/** A random valid Thai ID (leading 1: a Thai citizen), and the same 12 digits with a wrong check digit. */
export function thaiIds(): { valid: string; badCheckDigit: string } {
  const first12 = `1${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`;
  const valid = thaiId(first12);
  const check = Number(valid.slice(-1));
  return { valid, badCheckDigit: `${first12}${(check + 1) % 10}` };
}

/** A small PDF file in a fresh temp dir. */
export function smallPdf(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'suanklang-e2e-pdf-'));
  const path = join(dir, name);
  writeFileSync(
    path,
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
  return path;
}

/** Records the requests to an API path (e.g. to prove a refused form sent nothing). */
export function recordRequests(page: Page, method: string, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname.endsWith(path)) seen.push(request);
  });
  return seen;
}

/** Waits for the reply of `method path` and expects it to be 2xx. */
export async function expectOk(page: Page, method: string, path: string, action: () => Promise<void>) {
  const reply = page.waitForResponse(
    (r) => r.request().method() === method && new URL(r.url()).pathname.endsWith(path),
  );
  await action();
  const response = await reply;
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response;
}

/** The success dialog (components:dialog.complete) with `message`; closes it with OK. */
export async function confirmSuccess(page: Page, lang: Lang, message: string | RegExp) {
  const dialog = page
    .locator('.ant-modal-confirm-success')
    .filter({ hasText: typeof message === 'string' ? literal(message) : message });
  await dialog
    .locator('.ant-modal-confirm-title')
    .getByText(text(lang, 'components:dialog.complete'), { exact: true })
    .waitFor();
  const ok = dialog.getByRole('button', { name: text(lang, 'components:dialog.ok'), exact: true });
  // A click that lands while the dialog is still zooming in can be lost on a busy machine: click until it closes.
  await expect
    .poll(async () => {
      if (await dialog.isVisible()) await ok.click({ timeout: 2_000 }).catch(() => undefined);
      return dialog.isVisible();
    })
    .toBe(false);
}

/**
 * The short message of a routine save (showSaved, 'saved' in docs/decisions.md), which goes by itself after a few
 * seconds: no dialog to close. Answers the message's text (a change record's number is read from it).
 */
export async function expectSavedMessage(page: Page, message: string | RegExp): Promise<string> {
  const notice = page.locator('.ant-message-notice').filter({ hasText: message }).first();
  await notice.waitFor();
  return (await notice.innerText()).trim();
}

/** A text pattern (textPattern) found anywhere in a longer text. */
export function unanchored(pattern: RegExp): RegExp {
  return new RegExp(pattern.source.replace(/^\^/, '').replace(/\$$/, ''));
}

/** The error message antd shows under a form field (`<form>_<field>_help`). */
export function fieldError(page: Page, fieldId: string, message: string): Locator {
  return page.locator(`#${fieldId}_help .ant-form-item-explain-error`).getByText(message, { exact: true });
}

/** The field has no error message under it (a message on its way out, fading to height 0, is gone). */
export async function expectNoFieldError(page: Page, fieldId: string) {
  const shown = page.locator(
    `#${fieldId}_help .ant-form-item-explain-error:not(.ant-form-show-help-item-leave)`,
  );
  await expect.poll(() => shown.count()).toBe(0);
}

/**
 * Opens an antd select by its input id and picks the option whose label matches (or the first one). The options
 * are looked for in this select's own popup (the one holding `<id>_list`), not in another one still fading out.
 */
export async function pickOption(page: Page, selectId: string, label?: string | RegExp): Promise<string> {
  await page.locator(`#${selectId}`).click();
  const popup = page.locator('.ant-select-dropdown').filter({ has: page.locator(`#${selectId}_list`) });
  const options = popup.locator('.ant-select-item-option');
  const option = label === undefined ? options.first() : options.filter({ hasText: label }).first();
  await option.waitFor();
  const chosen = (await option.getAttribute('title')) ?? (await option.innerText());
  // Closed once picked: hidden by antd's class, or already taken out of the page. On a busy machine a click that
  // lands while the list is still opening can be lost (the popup stays open): click the option again then.
  for (let attempt = 1; attempt <= 3; attempt++) {
    await option.click();
    const closed = await popup.waitFor({ state: 'hidden', timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (closed) break;
  }
  await popup.waitFor({ state: 'hidden' });
  return chosen.trim();
}

/** The antd select around an input id is disabled. */
export function isSelectDisabled(page: Page, selectId: string): Promise<boolean> {
  return page
    .locator('.ant-select')
    .filter({ has: page.locator(`#${selectId}`) })
    .evaluate((el) => el.classList.contains('ant-select-disabled'));
}

/**
 * Searches a settings list (ListFrame's search form) by keyword and waits for the search call's reply. On a busy
 * machine a keyword typed while the screen still settles (its form set up again after the first render) can be
 * lost, and the search goes without it: the keyword is typed and searched again (at most three tries).
 */
export async function searchList(
  page: Page,
  lang: Lang,
  keywordLabel: string,
  keyword: string,
  searchPath: string,
) {
  const search = page.getByRole('search');
  const box = search.getByRole('textbox', { name: keywordLabel, exact: true });
  for (let attempt = 1; ; attempt++) {
    await box.fill(keyword);
    await expect.poll(() => box.inputValue()).toBe(keyword);
    const reply = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname.endsWith(searchPath) &&
        (r.request().postDataJSON() as { keyword?: string } | null)?.keyword === keyword,
      { timeout: 8_000 },
    );
    await search.getByRole('button', { name: literal(text(lang, 'components:search.search')) }).click();
    const answered = await reply.then(
      (r) => r,
      (err: unknown) => {
        if (attempt === 3) throw err;
        console.warn(`searchList(${keyword}): no search with the keyword, try ${attempt + 1}`);
        return null;
      },
    );
    if (answered) {
      expect(answered.status()).toBe(200);
      return;
    }
  }
}

/** The list's rows (tbody), without antd's measure row and empty placeholder. */
export function listRows(page: Page): Locator {
  return page.locator('main').first().locator('.ant-table-tbody tr.ant-table-row');
}

// ---------------------------------------------------------------------------------------------------------------
// Property (settings project / projectDetail)

/**
 * The code prefix of the properties e2e tests create. It sorts after the demo properties, so a fresh browser,
 * which selects the first property it is offered, still lands on RVS in the other tests sharing the server.
 */
export const E2E_PROPERTY_PREFIX = 'Z-E2E-';

export type NewProperty = { code: string; nameTh: string; nameEn: string };

/**
 * Opens the new-property form from the properties list, types an existing code (the server's check says it is
 * taken and the save is refused, nothing posted), then the new code and the rest, and saves.
 */
export async function createProperty(page: Page, lang: Lang, property: NewProperty, existingCode: string) {
  const saves = recordRequests(page, 'POST', '/properties/save');
  await page.goto('/views/setting/project');
  await page.locator('#add-property').click();
  await page.waitForURL(
    (u) => u.pathname === '/views/setting/projectDetail' && u.searchParams.get('mode') === 'new',
  );

  await page.fill('#property_nameTh', property.nameTh);
  await page.fill('#property_nameEn', property.nameEn);
  await page
    .locator('#property_propertyType')
    .getByText(text(lang, 'property-settings:propertyType.CONDO'), { exact: true })
    .click();

  // An existing code: GET /properties/check answers "taken", and the field says so.
  const checked = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname.endsWith('/properties/check') &&
      new URL(r.url()).searchParams.get('newPropertyCode') === existingCode,
  );
  await page.fill('#property_newPropertyCode', existingCode.toLowerCase());
  const check = await checked;
  expect(check.status()).toBe(200);
  expect(await check.json()).toMatchObject({ data: { available: false } });
  const duplicate = validationMessage(lang, 'duplicatePropertyCode');
  await fieldError(page, 'property_newPropertyCode', duplicate).waitFor();
  await page.locator('#property-save').click();
  await fieldError(page, 'property_newPropertyCode', duplicate).waitFor();
  // Give a would-be save its chance to leave, then prove none did.
  await page.waitForTimeout(500);
  expect(saves).toEqual([]);
  expect(new URL(page.url()).searchParams.get('mode')).toBe('new');

  // A new code: free, no message, saved.
  await page.fill('#property_newPropertyCode', property.code);
  await expectNoFieldError(page, 'property_newPropertyCode');
  await expectOk(page, 'POST', '/properties/save', () => page.locator('#property-save').click());
  await expectSavedMessage(page, text(lang, 'property-settings:saved.created', { code: property.code }));
  await page.waitForURL(
    (u) =>
      u.pathname === '/views/setting/projectDetail' && u.searchParams.get('propertyCode') === property.code,
  );
  expect(saves).toHaveLength(1);
  const main = page.locator('main').first();
  await main.getByText(property.code, { exact: true }).waitFor();
}

// ---------------------------------------------------------------------------------------------------------------
// Unit (settings unit / unitDetail)

export type NewUnit = {
  unitCode: string;
  building: string;
  floor: string;
  area: string;
  ownershipRatio: string;
};

/** Adds a unit with the list's add-unit drawer; the app then opens its detail. Returns the unit type chosen. */
export async function createUnit(page: Page, lang: Lang, unit: NewUnit): Promise<string> {
  await page.goto('/views/setting/unit');
  await page.locator('#add-unit').click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: text(lang, 'units:add') });
  await drawer.locator('#unit_unitCode').waitFor();
  await page.fill('#unit_unitCode', unit.unitCode.toLowerCase());
  await page.fill('#unit_building', unit.building);
  await page.locator('#unit_building').press('Tab'); // closes the building suggestions (Escape would close the drawer)
  await page.fill('#unit_floor', unit.floor);
  const unitType = await pickOption(page, 'unit_unitTypeCode');
  await page.fill('#unit_area', unit.area);
  await page.fill('#unit_ownershipRatio', unit.ownershipRatio);
  expect(await page.inputValue('#unit_unitCode')).toBe(unit.unitCode);
  await expectOk(page, 'POST', '/masterdata/unit/save', () => page.locator('#add-unit-save').click());
  await expectSavedMessage(page, text(lang, 'units:saved.created', { code: unit.unitCode }));
  await page.waitForURL((u) => u.pathname === `/views/setting/unitDetail/${unit.unitCode}`);
  return unitType;
}

// ---------------------------------------------------------------------------------------------------------------
// Customer (settings customer / customerDetail)

export type NewCustomer = {
  firstNameTh: string;
  lastNameTh: string;
  firstNameEn: string;
  lastNameEn: string;
  taxId: string;
  mobileNo: string;
  email: string;
};

export const CUSTOMER_SEARCH = '/masterdata/customers/search';

/** Opens the empty customer form from the customers list. */
export async function openNewCustomer(page: Page) {
  await page.goto('/views/setting/customer');
  await page.locator('#add-customer').click();
  await page.waitForURL(
    (u) => u.pathname === '/views/setting/customerDetail' && !u.searchParams.has('customerCode'),
  );
  await page.locator('#customer_firstNameTh').waitFor();
}

/** Fills the customer form; fields left undefined are cleared. */
export async function fillCustomer(page: Page, customer: Partial<NewCustomer>) {
  for (const field of [
    'firstNameTh',
    'lastNameTh',
    'firstNameEn',
    'lastNameEn',
    'taxId',
    'mobileNo',
    'email',
  ] as const)
    await page.fill(`#customer_${field}`, customer[field] ?? '');
}

/** Saves a new customer; returns the code the server gave it (the detail's address). */
export async function saveNewCustomer(page: Page, lang: Lang): Promise<string> {
  await expectOk(page, 'POST', '/masterdata/customer/save', () => page.locator('#customer-save').click());
  await expectSavedMessage(page, unanchored(textPattern(lang, 'customers:saved.created', 'code')));
  await page.waitForURL(
    (u) => u.pathname === '/views/setting/customerDetail' && u.searchParams.has('customerCode'),
  );
  return new URL(page.url()).searchParams.get('customerCode') ?? '';
}

/** Attaches a file with its description through the files table's add-file dialog. */
export async function attachFile(page: Page, lang: Lang, path: string, description: string) {
  await page.getByRole('button', { name: literal(text(lang, 'components:files.add')) }).click();
  const dialog = page.getByRole('dialog', { name: text(lang, 'components:files.addTitle'), exact: true });
  await dialog.waitFor();
  // The dialog's form has no name, so its one text field is found by its place, not by an id.
  await dialog.locator('input.ant-input').fill(description);
  await dialog.locator('input[type=file]').setInputFiles(path);
  await dialog.getByRole('button', { name: text(lang, 'components:files.save'), exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

// ---------------------------------------------------------------------------------------------------------------
// Supplier (settings supplier / supplierDetail)

/** Creates a supplier with the new-supplier form; the app then opens its detail. */
export async function createSupplier(
  page: Page,
  lang: Lang,
  supplier: { code: string; nameTh: string; nameEn: string },
) {
  await page.goto('/views/setting/supplier');
  await page.locator('#add-supplier').click();
  await page.waitForURL((u) => u.pathname === '/views/setting/supplierDetail');
  await page.fill('#supplier_supplierCode', supplier.code);
  await page.fill('#supplier_nameTh', supplier.nameTh);
  await page.fill('#supplier_nameEn', supplier.nameEn);
  await expectOk(page, 'POST', '/config/supplier/save', () => page.locator('#supplier-save').click());
  await expectSavedMessage(page, text(lang, 'suppliers:saved.created', { code: supplier.code }));
  await page.waitForURL(
    (u) =>
      u.pathname === '/views/setting/supplierDetail' && u.searchParams.get('supplierCode') === supplier.code,
  );
}
