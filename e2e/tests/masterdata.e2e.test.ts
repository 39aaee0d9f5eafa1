import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '@suanklang/shared';
import { launch, openPage, signIn, type WatchedPage } from '../support/browser';
import {
  CUSTOMER_SEARCH,
  E2E_PROPERTY_PREFIX,
  attachFile,
  createProperty,
  createSupplier,
  createUnit,
  expectNoFieldError,
  expectOk,
  expectSavedMessage,
  fieldError,
  fillCustomer,
  isSelectDisabled,
  listRows,
  openNewCustomer,
  pickOption,
  recordRequests,
  saveNewCustomer,
  searchList,
  smallPdf,
  thaiIds,
  uniqueTag,
  unanchored,
} from '../support/masterdata';
import { DEMO_PASSWORD, DEMO_PROPERTY } from '../support/rights';
import { expectScreen } from '../support/screens';
import { expectLanguage, pickProperty } from '../support/shell';
import { text, textPattern, validationMessage } from '../support/texts';

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

/** A fresh browser in `lang`, signed in as admin through the real OpenID flow, on the demo property RVS. */
async function adminOn(lang: Lang): Promise<WatchedPage> {
  const watched = await openPage(browser, lang);
  opened.push(watched);
  await signIn(watched.page, 'admin', DEMO_PASSWORD);
  await expectLanguage(watched.page, lang);
  await pickProperty(watched.page, DEMO_PROPERTY);
  return watched;
}

/** A second tab of the same signed-in browser, watched for errors too. */
async function secondTab(watched: WatchedPage): Promise<Page> {
  const page = await watched.context.newPage();
  page.on('console', (msg) => {
    if (msg.type() === 'error') watched.errors.push(`${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => watched.errors.push(`${page.url()}: ${err.message}`));
  return page;
}

const LANGS: Lang[] = ['th', 'en'];

describe.each(LANGS)('Master data settings as admin, in %s', (lang) => {
  it('creates a property with a unique code (an existing code is refused by the server check) and a unit in RVS', async () => {
    const { page, errors } = await adminOn(lang);
    const tag = uniqueTag();
    // After RVS and SKV in the selector: a fresh browser selects the first property, which must stay the demo one.
    const code = `${E2E_PROPERTY_PREFIX}${tag}`.slice(0, 20);
    await createProperty(
      page,
      lang,
      { code, nameTh: `นิติบุคคลอาคารชุด ทดสอบ ${tag}`, nameEn: `E2E Test Condominium ${tag}` },
      DEMO_PROPERTY,
    );
    await expectScreen(page, lang, { titleKey: 'settingProjectDetail', thaiData: true });

    // The new property is in the list.
    await page.goto('/views/setting/project');
    await searchList(page, lang, text(lang, 'property-settings:search.keyword'), code, '/properties/search');
    await expect.poll(() => listRows(page).count()).toBe(1);
    await listRows(page).getByRole('cell', { name: code, exact: true }).waitFor();

    // A unit in RVS with a new code.
    const unitCode = `Z9${lang === 'th' ? '1' : '2'}${String(Date.now()).slice(-2)}`;
    await createUnit(page, lang, {
      unitCode,
      building: 'Z',
      floor: '99',
      area: '35.50',
      ownershipRatio: '0.1',
    });
    await expectScreen(page, lang, { titleKey: 'settingUnitDetail', reference: unitCode, thaiData: true });
    await page.goto('/views/setting/unit');
    await searchList(page, lang, text(lang, 'units:search.keyword'), unitCode, '/config/unit/search');
    await expect.poll(() => listRows(page).count()).toBe(1);
    await listRows(page).getByRole('cell', { name: unitCode, exact: true }).waitFor();

    expect(errors).toEqual([]);
  });

  it('customer: a bad national ID and missing required fields show the messages under the fields and save nothing; valid data saves; an edit with a PDF shows before/after and the file in the change history; inactivation with a reason', async () => {
    const watched = await adminOn(lang);
    const { page, errors } = watched;
    const tag = uniqueTag();
    const ids = thaiIds();
    const customer = {
      firstNameTh: `ทดสอบ${tag}`,
      lastNameTh: `อีทูอี${tag}`,
      firstNameEn: `Test${tag}`,
      lastNameEn: 'Etoe',
      taxId: ids.valid,
      mobileNo: '0812345678',
      email: `e2e.${tag.toLowerCase()}@riverside.example`,
    };
    const saves = recordRequests(page, 'POST', '/masterdata/customer/save');

    // 1. A wrong check digit and no Thai first name: both messages at once, nothing sent.
    await openNewCustomer(page);
    await fillCustomer(page, { ...customer, firstNameTh: undefined, taxId: ids.badCheckDigit });
    await page.locator('#customer-save').click();
    await fieldError(page, 'customer_taxId', validationMessage(lang, 'idCard')).waitFor();
    await fieldError(page, 'customer_firstNameTh', validationMessage(lang, 'required')).waitFor();
    for (const valid of ['lastNameTh', 'firstNameEn', 'mobileNo', 'email'])
      await expectNoFieldError(page, `customer_${valid}`);

    // 2. The ID put right, the Thai first name given, the Thai last name taken away: the whole-form check says so.
    await fillCustomer(page, { ...customer, lastNameTh: undefined });
    await expectNoFieldError(page, 'customer_taxId');
    await expectNoFieldError(page, 'customer_firstNameTh');
    await page.locator('#customer-save').click();
    await fieldError(page, 'customer_lastNameTh', validationMessage(lang, 'required')).waitFor();
    await page.waitForTimeout(500);
    expect(saves).toEqual([]);

    // The customers list has nobody of that name (searched in a second tab; this form keeps its typing).
    const list = await secondTab(watched);
    await list.goto('/views/setting/customer');
    for (const keyword of [customer.firstNameTh, customer.lastNameTh]) {
      await searchList(list, lang, text(lang, 'customers:search.keyword'), keyword, CUSTOMER_SEARCH);
      await list
        .locator('main')
        .first()
        .locator('.ant-empty-description')
        .getByText(text(lang, 'components:empty.noData'), { exact: true })
        .waitFor();
      expect(await listRows(list).count()).toBe(0);
    }

    // 3. Valid: saved, and the list finds it.
    await page.fill('#customer_lastNameTh', customer.lastNameTh);
    await expectNoFieldError(page, 'customer_lastNameTh');
    const customerCode = await saveNewCustomer(page, lang);
    expect(customerCode).not.toBe('');
    expect(saves).toHaveLength(1);
    await expectScreen(page, lang, { titleKey: 'settingCustomerDetail', thaiData: true });
    expect(await page.inputValue('#customer_taxId')).toBe(customer.taxId);

    await searchList(
      list,
      lang,
      text(lang, 'customers:search.keyword'),
      customer.firstNameTh,
      CUSTOMER_SEARCH,
    );
    await expect.poll(() => listRows(list).count()).toBe(1);
    await listRows(list).getByRole('cell', { name: customerCode, exact: true }).waitFor();
    await list.close();

    // 4. Edit the email and the mobile with a small PDF attached; the change record shows before/after and the file.
    const newEmail = `changed.${tag.toLowerCase()}@riverside.example`;
    const newMobile = '0899999999';
    await page.fill('#customer_email', newEmail);
    await page.fill('#customer_mobileNo', newMobile);
    const pdfName = `id-card-${tag.toLowerCase()}.pdf`;
    const fileDescription = lang === 'th' ? 'สำเนาบัตรประชาชน' : 'ID card copy';
    await attachFile(page, lang, smallPdf(pdfName), fileDescription);
    await page.locator('main').first().getByText(pdfName, { exact: true }).waitFor();
    await expectOk(page, 'PUT', '/masterdata/customer/modify', () => page.locator('#customer-save').click());
    const savedWithRecord = textPattern(lang, 'customers:saved.modifiedWithRecord', 'documentNo');
    const savedText = await expectSavedMessage(page, unanchored(savedWithRecord));
    expect(savedText).toMatch(savedWithRecord);
    const documentNo = documentNoOf(savedText, lang);
    expect(documentNo).toMatch(/\S/);

    const open = page.getByRole('button', {
      name: text(lang, 'customers:history.open', { documentNo }),
      exact: true,
    });
    await open.click();
    const panel = page
      .locator('.ant-drawer')
      .filter({ hasText: text(lang, 'customers:change.title', { documentNo }) });
    await panel.waitFor();
    const changed = text(lang, 'customers:change.changed');
    for (const [field, before, after] of [
      ['email', customer.email, newEmail],
      ['mobileNo', customer.mobileNo, newMobile],
    ] as const) {
      const row = panel.getByRole('row').filter({
        has: page.getByRole('cell', { name: text(lang, `customers:change.fields.${field}`), exact: true }),
      });
      await row.waitFor();
      const cells = (await row.getByRole('cell').allInnerTexts()).map((c) => c.replace(/\s+/g, ' ').trim());
      expect(cells).toEqual([text(lang, `customers:change.fields.${field}`), before, `${after} ${changed}`]);
    }
    // An unchanged field shows the same value on both sides, without the tag.
    const taxRow = panel.getByRole('row').filter({
      has: page.getByRole('cell', { name: text(lang, 'customers:change.fields.taxId'), exact: true }),
    });
    expect((await taxRow.getByRole('cell').allInnerTexts()).map((c) => c.trim())).toEqual([
      text(lang, 'customers:change.fields.taxId'),
      customer.taxId,
      customer.taxId,
    ]);
    const fileRow = panel.getByRole('row').filter({ hasText: pdfName });
    await fileRow.waitFor();
    expect((await fileRow.getByRole('cell').allInnerTexts()).map((c) => c.trim())).toEqual([
      pdfName,
      fileDescription,
    ]);
    await panel.locator('#change-panel-close').click();
    await panel.waitFor({ state: 'hidden' });

    // 5. Inactivate with a reason: the dialog asks for it, then the customer shows inactive and read-only.
    const reason = lang === 'th' ? `ย้ายออกจากโครงการ ${tag}` : `Moved out ${tag}`;
    await page.locator('#customer-inactivate').click();
    const dialog = page.getByRole('dialog').filter({ has: page.locator('#inactivateCustomer_reason') });
    await dialog.waitFor();
    await dialog.getByText(text(lang, 'customers:inactivate.message'), { exact: true }).waitFor();
    // The reason is required.
    await page.locator('#inactivate-confirm').click();
    await fieldError(page, 'inactivateCustomer_reason', validationMessage(lang, 'required')).waitFor();
    await page.fill('#inactivateCustomer_reason', reason);
    await expectOk(page, 'PUT', '/masterdata/customer/inactivate', () =>
      page.locator('#inactivate-confirm').click(),
    );
    await expectSavedMessage(page, text(lang, 'customers:inactivate.done'));
    await dialog.waitFor({ state: 'hidden' });

    const main = page.locator('main').first();
    await main.getByText(text(lang, 'customers:inactive.reason', { reason }), { exact: true }).waitFor();
    await main.locator('.ant-tag').getByText(text(lang, 'settings:active.N'), { exact: true }).waitFor();
    await main.locator('#customer-activate').waitFor();
    expect(await main.locator('#customer-save').count()).toBe(0);
    expect(await main.locator('#customer-inactivate').count()).toBe(0);
    expect(await page.locator('#customer_email').isDisabled()).toBe(true);

    // The list shows the customer inactive.
    await page.goto('/views/setting/customer');
    await searchList(
      page,
      lang,
      text(lang, 'customers:search.keyword'),
      customer.firstNameTh,
      CUSTOMER_SEARCH,
    );
    const row = listRows(page).filter({ has: page.getByRole('cell', { name: customerCode, exact: true }) });
    await row.getByText(text(lang, 'settings:active.N'), { exact: true }).waitFor();

    expect(errors).toEqual([]);
  });

  it('supplier with a bank account: the branch stays disabled until a bank is chosen', async () => {
    const { page, errors } = await adminOn(lang);
    const tag = uniqueTag();
    const code = `E2ES${tag}`.slice(0, 20);
    const nameTh = `บริษัท ทดสอบ ${tag} จำกัด`;
    await createSupplier(page, lang, { code, nameTh, nameEn: `E2E Supplier ${tag} Co., Ltd.` });
    await expectScreen(page, lang, { titleKey: 'settingSupplierDetail', thaiData: true });

    await page.locator('#add-supplier-bank-account').click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: text(lang, 'suppliers:bank.addTitle') });
    await drawer.waitFor();
    const bank = 'supplierBank_bankAccountInfo_bankCode';
    const branch = 'supplierBank_bankAccountInfo_bankBranchCode';
    await page.locator(`#${bank}`).waitFor();
    expect(await isSelectDisabled(page, branch)).toBe(true);
    await drawer.getByText(text(lang, 'settings:bank.chooseBankFirst'), { exact: true }).waitFor();
    expect(await page.inputValue('#supplierBank_bankAccountInfo_accountName')).toBe(nameTh);

    const bankLabel = await pickOption(page, bank);
    await expect.poll(() => isSelectDisabled(page, branch)).toBe(false);
    const branchLabel = await pickOption(page, branch);
    const accountNo = `${String(Date.now()).slice(-9)}${lang === 'th' ? '1' : '2'}`;
    await page.fill('#supplierBank_bankAccountInfo_accountNo', accountNo);
    await expectOk(page, 'POST', '/config/supplier/manage/bank-account', () =>
      page.locator('#bank-account-save').click(),
    );
    await expectSavedMessage(page, text(lang, 'suppliers:bank.saved'));
    await drawer.waitFor({ state: 'hidden' });

    const row = page
      .locator('main')
      .first()
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: accountNo, exact: true }) });
    await row.waitFor();
    const cells = (await row.getByRole('cell').allInnerTexts()).map((c) => c.trim());
    // "<short> - <bank name>" in the dropdown; the table shows the bank's name and the branch's name.
    expect(bankLabel).toContain(cells[0]);
    expect(branchLabel).toContain(cells[1]);
    expect(cells.slice(2, 5)).toEqual([accountNo, nameTh, text(lang, 'settings:active.Y')]);

    expect(errors).toEqual([]);
  });
});

/** The change record's number out of the "saved (change record X)" message. */
function documentNoOf(message: string, lang: Lang): string {
  const [before = '', after = ''] = text(lang, 'customers:saved.modifiedWithRecord', {
    documentNo: '\u0000',
  }).split('\u0000');
  expect(message.startsWith(before) && message.endsWith(after), message).toBe(true);
  return message.slice(before.length, message.length - after.length).trim();
}
