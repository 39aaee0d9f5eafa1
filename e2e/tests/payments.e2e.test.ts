import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decimalStringToSatang, STORAGE_KEYS, type Lang } from '@suanklang/shared';
import { apiGet, chooseOption, PATIENCE, type InvoiceSearchReply } from '../support/billing';
import { launch, openPage, signIn, type WatchedPage } from '../support/browser';
import { confirmSuccess, expectOk } from '../support/masterdata';
import { apiPost, drawerTitled, successText } from '../support/payments';
import { DEMO_PASSWORD, DEMO_PROPERTY } from '../support/rights';
import { text } from '../support/texts';

/**
 * The payment side as the accountant and the approver do it: a credit note the accountant saves and the approver
 * approves (then it posts and reduces the invoice).
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

async function userOn(username: string, lang: Lang, path: string): Promise<WatchedPage> {
  const watched = await openPage(browser, lang);
  opened.push(watched);
  await signIn(watched.page, username, DEMO_PASSWORD, path);
  await expect
    .poll(() => watched.page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.property), PATIENCE)
    .toBe(DEMO_PROPERTY);
  return watched;
}

type OpenLine = { invoiceNo: string; lineNo: number; remaining: string };
type CreditNoteRow = { creditNoteNo: string; status: number; grandTotal: string };

describe('Credit notes with approval', () => {
  it('the accountant credits 100.00 of an unpaid invoice line; it waits for the approver, who approves it; then the invoice owes 100.00 less', async () => {
    const lang: Lang = 'en';
    const accountant = await userOn('accountant', lang, '/views/credit-note');
    const page = accountant.page;
    const unpaid = await apiPost<InvoiceSearchReply['data']>(page, lang, '/invoices/search', { status: 'ISSUED', paymentStatus: 'UNPAID', pageSize: 1 });
    expect(unpaid.length, 'the demo leaves some invoices unpaid').toBe(1);
    const invoice = unpaid[0]!;
    const lines = await apiGet<OpenLine[]>(page, lang, '/creditnotes/invoice-lines', { unitCode: invoice.unitCode });
    const line = lines.find((l) => l.invoiceNo === invoice.invoiceNo && Number(l.remaining) >= 100);
    expect(line).toBeDefined();

    await page.locator('#add-credit-note').click();
    const drawer = drawerTitled(page, text(lang, 'credit-notes:form.title'));
    await chooseOption(page, 'creditNote_unitCode', { titleStart: `${invoice.unitCode}` }, invoice.unitCode);
    await drawer.locator('#creditNote_description').fill('Water meter misread: 100.00 credited');
    await drawer.getByRole('checkbox', { name: text(lang, 'credit-notes:form.pick', { no: line!.invoiceNo, line: line!.lineNo }) }).check();
    const amount = drawer.getByRole('textbox', { name: text(lang, 'credit-notes:form.amountOf', { no: line!.invoiceNo, line: line!.lineNo }) });
    await amount.fill('100');
    await amount.press('Tab');
    await expectOk(page, 'POST', '/creditnotes/save', () => drawer.locator('#save-credit-note').click());
    const saved = /CN\d+/.exec(await successText(page))?.[0];
    expect(saved).toBeDefined();
    await confirmSuccess(page, lang, saved!);
    const [waiting] = await apiPost<CreditNoteRow[]>(page, lang, '/creditnotes/search', { creditNoteNo: saved });
    expect(waiting).toMatchObject({ status: 1, grandTotal: '100.00' });

    const approver = await userOn('approver', lang, '/views/pending-approval');
    await approver.page.getByRole('row').filter({ hasText: saved! }).click();
    const detail = drawerTitled(approver.page, new RegExp(`${saved}$`));
    await detail.getByText(invoice.unitCode).first().waitFor();
    await expectOk(approver.page, 'PUT', '/pendingapproval/approve', () => detail.locator('#approve').click());
    await confirmSuccess(approver.page, lang, text(lang, 'approvals:done.approvedAll', { no: saved! }));

    const [approved] = await apiPost<CreditNoteRow[]>(page, lang, '/creditnotes/search', { creditNoteNo: saved });
    expect(approved?.status).toBe(4);
    const [after] = await apiPost<InvoiceSearchReply['data']>(page, lang, '/invoices/search', { invoiceNo: invoice.invoiceNo });
    expect(after).toMatchObject({ creditedAmount: '100.00' });
    expect(decimalStringToSatang(after!.outstanding)).toBe(decimalStringToSatang(invoice.outstanding) - 10_000);
    expect(accountant.errors).toEqual([]);
    expect(approver.errors).toEqual([]);
  });
});
