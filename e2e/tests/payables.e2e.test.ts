import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bahtText, STORAGE_KEYS, type GlTrialBalance, type Lang } from '@suanklang/shared';
import { addDays, apiGet, bangkokToday, chooseOption, PATIENCE } from '../support/billing';
import { launch, openPage, signIn, type WatchedPage } from '../support/browser';
import { confirmSuccess, expectOk } from '../support/masterdata';
import { download, missingCharacters } from '../support/files';
import { apiPost, drawerTitled } from '../support/payments';
import { DEMO_PASSWORD, DEMO_PROPERTY } from '../support/rights';
import { text } from '../support/texts';

/**
 * Issue 12 in the browser: an expense request with two lines (one withholding 3%) approved by the demo flow
 * (manager, then approver) is paid by the accountant on the payment-voucher screen with a cheque from a book;
 * the voucher and its 50 ทวิ print, the month's PND 53 file carries the payee, and cancelling the voucher makes
 * the request payable again; the trial balance stays balanced.
 */

const lang: Lang = 'th';
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

async function userOn(username: string, path: string): Promise<WatchedPage> {
  const watched = await openPage(browser, lang);
  opened.push(watched);
  await signIn(watched.page, username, DEMO_PASSWORD, path);
  await expect
    .poll(() => watched.page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.property), PATIENCE)
    .toBe(DEMO_PROPERTY);
  return watched;
}

async function apiPut(page: Page, path: string, body: Record<string, unknown>) {
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token);
  const response = await page.request.put(path, {
    data: { lang: 'TH', propertyCode: DEMO_PROPERTY, ...body },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), `PUT ${path}: ${await response.text()}`).toBeLessThan(300);
}

describe('Payables as the accountant', () => {
  it('pays an approved expense request by cheque with 3% WHT, prints the voucher and the 50 ทวิ, files PND 53, cancels', async () => {
    // The request is dated yesterday in Bangkok: the voucher form proposes the browser's today, which in a UTC
    // browser is still the day before just after midnight in Bangkok, and a voucher never predates its requests.
    const today = addDays(bangkokToday(), -1);
    const { page, errors } = await userOn('accountant', '/views/payment-voucher');

    // A cheque book of the property's first bank account (administration: the admin makes it).
    const admin = await userOn('admin', '/views/main-page');
    const accounts = await apiGet<{ accountNoId: string; accountCode: string; accountCodeName: string }[]>(
      admin.page,
      lang,
      '/paymentvoucher/bankaccounts',
      {},
    );
    const account = accounts[0]!;
    const first = 20_000_000 + Math.floor(Math.random() * 70_000_000);
    const book = await apiPost<{ bookNumber: string }>(admin.page, lang, '/paymentvoucher/chequebook/save', {
      accountNoId: account.accountNoId,
      bookNumber: `E${String(first).slice(-5)}`,
      firstNo: String(first),
      lastNo: String(first + 49),
    });

    // The request: two lines, the second withholding 3% (row 5, s.3 เตรส), approved by the demo's two steps.
    const saved = await apiPost<{ requestPayNo: string }>(page, lang, '/purchaseorders/save', {
      requestType: 3,
      requestPayDate: today,
      supplierCode: 'SP-SEC',
      description: 'ค่าบริการรักษาความปลอดภัย',
      vatMode: 'EXCLUDE',
      lines: [
        { expenseTypeCode: 'CF', accountCode: '5110', amount: '1000.00' },
        { expenseTypeCode: 'CF', accountCode: '5120', amount: '2500.55', whtRate: '3.00', whtIncomeRow: '5' },
      ],
    });
    for (const approverName of ['manager', 'approver']) {
      const approver = await userOn(approverName, '/views/pending-approval');
      await apiPut(approver.page, '/pendingapproval/approve', {
        documentType: 'RQ',
        documentNo: saved.requestPayNo,
        action: 'approve',
      });
    }

    // The voucher on the screen: payee, the request ticked, a cheque from the book for what is left.
    await page.reload();
    await page.locator('#add-payment-voucher').click();
    const drawer = drawerTitled(page, text(lang, 'payment-voucher:form.title'));
    await drawer.waitFor(PATIENCE);
    await chooseOption(page, 'paymentVoucher_supplierCode', { titleStart: 'SP-SEC' }, 'SP-SEC');
    await drawer.getByLabel(text(lang, 'payment-voucher:field.description')).fill('จ่ายค่ารักษาความปลอดภัย');
    await drawer.getByLabel(saved.requestPayNo).check(PATIENCE);
    await drawer.getByRole('button', { name: text(lang, 'payment-voucher:form.addPayment') }).click();
    await chooseOption(page, 'paymentVoucher_payments_0_method', {
      title: text(lang, 'payment-voucher:methods.CHEQUE'),
    });
    await chooseOption(page, 'paymentVoucher_payments_0_accountCode', {
      title: `${account.accountCode} - ${account.accountCodeName}`,
    });
    await chooseOption(page, 'paymentVoucher_payments_0_chequeBookId', { titleStart: book.bookNumber });
    const reply = await expectOk(page, 'POST', '/paymentvoucher/save', () =>
      page.locator('#save-payment-voucher').click(),
    );
    const { paymentVoucherNo, chequeNos } = (
      (await reply.json()) as {
        data: { paymentVoucherNo: string; chequeNos: string[] };
      }
    ).data;
    expect(chequeNos).toEqual([String(first)]);
    await confirmSuccess(page, lang, new RegExp(paymentVoucherNo));
    // The voucher's own date (the form's today) decides the certificate's book and the PND month.
    const { paymentVoucherDate } = await apiGet<{ paymentVoucherDate: string }>(
      page,
      lang,
      `/paymentvoucher/${paymentVoucherNo}`,
      {},
    );
    const month = paymentVoucherDate.slice(0, 7);
    const tbQuery = { periodFrom: month, periodTo: month, postedOnly: 'N' };

    // The detail: the certificate's book (this year in BE) and both prints.
    const detail = drawerTitled(page, `${text(lang, 'payment-voucher:detail.title')} ${paymentVoucherNo}`);
    await detail.waitFor(PATIENCE);
    await detail.getByText(new RegExp(`เล่มที่ ${Number(month.slice(0, 4)) + 543} เลขที่ \\d+`)).waitFor(PATIENCE);
    const popup = page.waitForEvent('popup');
    await page.locator('#print-wht-certificate').click();
    await (await popup).close();
    const certificate = await download(page, `/paymentvoucher/${paymentVoucherNo}/certificate/pdf`, {
      docLang: 'th',
    });
    expect(certificate.subarray(0, 5).toString()).toBe('%PDF-');
    // 3% of 2,500.55 = 75.02: the certificate's fonts carry its title and the tax in Thai words.
    expect(missingCharacters(certificate, `${bahtText(7502)}หนังสือรับรองการหักภาษี`)).toEqual([]);
    const voucherPdf = await download(page, `/paymentvoucher/${paymentVoucherNo}/pdf`, { docLang: 'th' });
    expect(voucherPdf.subarray(0, 5).toString()).toBe('%PDF-');

    // The month's PND 53 attachment names the payee with the tax withheld.
    const pnd = (await download(page, '/paymentvoucher/tax/export', { month, form: 'PND53' })).toString(
      'utf8',
    );
    const row = pnd.split('\n').find((r) => r.includes('การ์ดดี') && r.includes('|75.02|'));
    expect(row, pnd).toMatch(/^\d+\|\d{13}\|/);

    // Cancelled with a reason: the cheque voided, the request payable again; the books still balance.
    await page.locator('#cancel-payment-voucher').click();
    await page.locator('#cancelPaymentVoucher_reason').fill('จ่ายผิดงวด');
    await page.locator('#cancel-confirm').click();
    await page.locator('.ant-modal-confirm-confirm .ant-btn-primary').click();
    await confirmSuccess(page, lang, new RegExp(paymentVoucherNo));
    const payable = await apiGet<{ requestPayNo: string }[]>(page, lang, '/paymentvoucher/payable', {
      supplierCode: 'SP-SEC',
    });
    expect(payable.map((r) => r.requestPayNo)).toContain(saved.requestPayNo);
    const after = await apiGet<GlTrialBalance>(page, lang, '/gl/trial-balance', tbQuery);
    expect(after.balanced).toBe(true);
    expect(errors).toEqual([]);
  });
});
