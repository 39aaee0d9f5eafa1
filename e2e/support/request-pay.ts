import type { Locator, Page } from 'playwright-core';
import type { Lang } from '@suanklang/shared';
import { chooseOption, PATIENCE } from './billing';
import { confirmSuccess, expectOk } from './masterdata';
import { drawerTitled } from './payments';
import { text } from './texts';

export type RequestLine = {
  /** Type 3: the expense type's code. */
  expenseType?: string;
  /** Type 6: the budget item's code. */
  budgetItem?: string;
  /** Types 1 and 3: the account's code. */
  account?: string;
  description?: string;
  /** As typed: '2500.55'. */
  amount: string;
  whtRate?: string;
  whtIncomeRow?: string;
};

export type RequestInput = {
  type: number;
  supplier: string;
  /** Left out where the type fixes it (an advance, a fund, a deposit returned). */
  vatMode?: 'EXCLUDE' | 'INCLUDE' | 'NONE';
  description: string;
  lines: RequestLine[];
  /** Type 7: a fund (or its top-up) or a spending from it. */
  pettyCash?: 'FUND' | 'SPEND';
  /** Type 9: the advance cleared, by its number. */
  advance?: string;
  /** Type 11: the unit whose renovation deposit is returned, and the damages kept to an income account. */
  unit?: string;
  damages?: string;
  damagesAccount?: string;
};

/**
 * Opens the new-request drawer on /views/request-pay (the page is there) and fills it as a clerk does: the type,
 * the payee, the VAT mode, the description, what the type asks (petty cash kind, advance, unit and damages) and
 * each line (the date is the form's today). Answers the drawer; the
 * caller saves it (#save-request-pay) and reads what follows.
 */
export async function fillRequest(page: Page, lang: Lang, r: RequestInput) {
  await page.locator('#add-request-pay').click();
  const drawer = drawerTitled(page, text(lang, 'request-pay:form.title'));
  await drawer.waitFor(PATIENCE);
  await drawer.locator(`#requestPay_requestType input[value="${r.type}"]`).check(PATIENCE);
  if (r.pettyCash) await drawer.locator(`#requestPay_pettyCash input[value="${r.pettyCash}"]`).check();
  await chooseOption(page, 'requestPay_supplierCode', { titleStart: r.supplier }, r.supplier);
  if (r.vatMode) await drawer.locator(`#requestPay_vatMode input[value="${r.vatMode}"]`).check();
  await drawer.locator('#requestPay_description').fill(r.description);
  if (r.advance) await chooseOption(page, 'requestPay_advanceRequestPayNo', { titleStart: r.advance });
  if (r.unit) await chooseOption(page, 'requestPay_unitCode', { titleStart: r.unit }, r.unit);
  if (r.damages) await drawer.locator('#requestPay_damages').fill(r.damages);
  if (r.damagesAccount)
    await chooseOption(
      page,
      'requestPay_damagesAccountCode',
      { titleStart: `[${r.damagesAccount}]` },
      r.damagesAccount,
    );
  for (const [i, line] of r.lines.entries()) {
    if (i > 0) await drawer.getByRole('button', { name: text(lang, 'request-pay:form.addLine') }).click();
    const id = (field: string) => `requestPay_lines_${i}_${field}`;
    await drawer.locator(`#${id('amount')}`).waitFor(PATIENCE);
    if (line.expenseType)
      await chooseOption(page, id('expenseTypeCode'), { titleStart: `${line.expenseType} ` });
    if (line.budgetItem)
      await chooseOption(page, id('budgetItemCode'), { titleStart: `${line.budgetItem} ` }, line.budgetItem);
    if (line.account)
      await chooseOption(page, id('accountCode'), { titleStart: `[${line.account}]` }, line.account);
    if (line.description) await drawer.locator(`#${id('description')}`).fill(line.description);
    await drawer.locator(`#${id('amount')}`).fill(line.amount);
    if (line.whtRate) await drawer.locator(`#${id('whtRate')}`).fill(line.whtRate);
    if (line.whtIncomeRow) await chooseOption(page, id('whtIncomeRow'), { title: line.whtIncomeRow });
  }
  return drawer;
}

/** Saves the filled drawer; answers the new request's number once the app says it is saved. */
export async function saveRequest(page: Page, lang: Lang, drawer: Locator): Promise<string> {
  const reply = await expectOk(page, 'POST', '/purchaseorders/save', () =>
    drawer.locator('#save-request-pay').click(),
  );
  const { requestPayNo } = ((await reply.json()) as { data: { requestPayNo: string } }).data;
  await confirmSuccess(page, lang, text(lang, 'request-pay:form.saved', { no: requestPayNo }));
  return requestPayNo;
}
