import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bahtText,
  decimalStringToSatang,
  STORAGE_KEYS,
  type GlTrialBalance,
  type Lang,
} from '@suanklang/shared';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiGet, chooseOption, PATIENCE } from '../support/billing';
import { launch, openPage, signIn, type WatchedPage } from '../support/browser';
import { attachFile, confirmSuccess, expectOk } from '../support/masterdata';
import { download, missingCharacters } from '../support/files';
import { apiPost, drawerTitled } from '../support/payments';
import { fillRequest, saveRequest, type RequestInput } from '../support/request-pay';
import { DEMO_PASSWORD, DEMO_PROPERTY } from '../support/rights';
import { text } from '../support/texts';

/**
 * Issue 12 in the browser: an expense request with two lines (one withholding 3%) and an attachment, raised on
 * its screen and approved on the pending-approval screen by the demo flow (manager, then approver), is paid by the accountant on the payment-voucher screen with a cheque from a book;
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

/** The demo's two approval steps on a request, through the call each approver's screen makes. */
async function approveRequest(approvers: WatchedPage[], documentNo: string) {
  for (const { page } of approvers) {
    const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token);
    const response = await page.request.put('/pendingapproval/approve', {
      data: { lang: 'TH', propertyCode: DEMO_PROPERTY, documentType: 'RQ', documentNo, action: 'approve' },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

describe('Payables as the accountant', () => {
  it('pays an approved expense request by cheque with 3% WHT, prints the voucher and the 50 ทวิ, files PND 53, cancels', async () => {
    const { page, errors } = await userOn('accountant', '/views/request-pay');

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

    // The request on its screen: two lines, the second withholding 3% (row 5, s.3 เตรส), dated the form's today
    // (the browser's, as the voucher's will be: a voucher never predates its requests), and the supplier's invoice
    // attached; then approved by the demo's two steps, each on the pending-approval screen.
    const form = await fillRequest(page, lang, {
      type: 3,
      supplier: 'SP-SEC',
      vatMode: 'EXCLUDE',
      description: 'ค่าบริการรักษาความปลอดภัย',
      lines: [
        { expenseType: 'CF', account: '5110', amount: '1000.00' },
        { expenseType: 'CF', account: '5120', amount: '2500.55', whtRate: '3', whtIncomeRow: '5' },
      ],
    });
    // 1,000.00 + 2,500.55 before VAT, 7% VAT 70.00 + 175.04 (per line, half up): 3,745.59.
    await expect.poll(() => form.getByTestId('request-pay-totals').innerText()).toContain('3,745.59');
    const saved = { requestPayNo: await saveRequest(page, lang, form) };
    // The saved request opens in its drawer, where its files are attached.
    const requestDrawer = drawerTitled(page, new RegExp(saved.requestPayNo));
    await requestDrawer.waitFor(PATIENCE);
    const file = join(tmpdir(), 'security-bill.pdf');
    await writeFile(file, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
    await attachFile(page, lang, file, 'ใบแจ้งหนี้ค่ารักษาความปลอดภัย');
    await expectOk(page, 'POST', '/purchaseorders/upload', () =>
      requestDrawer.locator('#upload-files').click(),
    );
    await requestDrawer.getByText('security-bill.pdf').waitFor(PATIENCE);
    for (const approverName of ['manager', 'approver']) {
      const approver = await userOn(approverName, '/views/pending-approval');
      await approver.page.getByRole('row').filter({ hasText: saved.requestPayNo }).click(PATIENCE);
      const pending = drawerTitled(approver.page, new RegExp(`${saved.requestPayNo}$`));
      await expectOk(approver.page, 'PUT', '/pendingapproval/approve', () =>
        pending.locator('#approve').click(PATIENCE),
      );
    }
    const approved = await apiGet<{ status: number }>(
      page,
      lang,
      `/purchaseorders/${saved.requestPayNo}`,
      {},
    );
    expect(approved.status).toBe(2);

    // The voucher on the screen: payee, the request ticked, a cheque from the book for what is left.
    await page.goto('/views/payment-voucher');
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

  it('keeps petty cash, an advance and its clearing, and a renovation deposit on the request screen; the books balance', async () => {
    const { page, errors } = await userOn('accountant', '/views/request-pay');
    const approvers = [
      await userOn('manager', '/views/pending-approval'),
      await userOn('approver', '/views/pending-approval'),
    ];
    const today = await page.evaluate(() => new Date().toISOString().slice(0, 10));
    /** A cash voucher paying one request of the payee in full. */
    const pay = (no: string, amount: string) =>
      apiPost(page, lang, '/paymentvoucher/save', {
        paymentVoucherDate: today,
        supplierCode: 'SP-CLN',
        description: `จ่าย ${no}`,
        requestPayNos: [no],
        payments: [{ method: 'CASH', amount }],
      });
    const pettyCash = async () =>
      decimalStringToSatang(
        (await apiGet<{ balance: string }>(page, lang, '/purchaseorders/pettycash', { date: today })).balance,
      );
    const start = await pettyCash();
    /** A request raised on the screen (its detail then closed) and approved by the demo's two steps. */
    const raiseApproved = async (input: RequestInput) => {
      const no = await saveRequest(page, lang, await fillRequest(page, lang, input));
      await page.keyboard.press('Escape');
      await approveRequest(approvers, no);
      return no;
    };

    // Petty cash: a fund of 5,000.00 paid to the custodian, 1,200.00 spent from it, the same topped up again.
    const fund = await raiseApproved({
      type: 7,
      pettyCash: 'FUND',
      supplier: 'SP-CLN',
      description: 'ตั้งวงเงินสดย่อยสำนักงาน',
      lines: [{ amount: '5000.00' }],
    });
    await pay(fund, '5000.00');
    expect(await pettyCash()).toBe(start + 500_000);
    await raiseApproved({
      type: 7,
      pettyCash: 'SPEND',
      supplier: 'SP-CLN',
      vatMode: 'NONE',
      description: 'ค่าวัสดุสิ้นเปลืองจากเงินสดย่อย',
      lines: [{ account: '5490', amount: '1200.00' }],
    });
    expect(await pettyCash()).toBe(start + 380_000);
    const topUp = await raiseApproved({
      type: 7,
      pettyCash: 'FUND',
      supplier: 'SP-CLN',
      description: 'เบิกชดเชยเงินสดย่อย',
      lines: [{ amount: '1200.00' }],
    });
    await pay(topUp, '1200.00');
    expect(await pettyCash()).toBe(start + 500_000);

    // An advance of 3,000.00, paid; cleared by 2,600.00 of expenses: 400.00 comes back.
    const advance = await raiseApproved({
      type: 8,
      supplier: 'SP-CLN',
      description: 'เงินทดรองซื้ออุปกรณ์ทำความสะอาด',
      lines: [{ amount: '3000.00' }],
    });
    await pay(advance, '3000.00');
    const clearing = await raiseApproved({
      type: 9,
      supplier: 'SP-CLN',
      vatMode: 'NONE',
      advance,
      description: 'เคลียร์เงินทดรองซื้ออุปกรณ์',
      lines: [{ account: '5490', amount: '2600.00' }],
    });
    const cleared = await apiGet<{ status: number; grandTotal: string }>(
      page,
      lang,
      `/purchaseorders/${clearing}`,
      {},
    );
    expect(cleared).toMatchObject({ status: 2, grandTotal: '2600.00' });
    // The refund needs no voucher: nothing of the clearing is payable.
    const payable = await apiGet<{ requestPayNo: string }[]>(page, lang, '/paymentvoucher/payable', {
      supplierCode: 'SP-CLN',
    });
    expect(payable.map((r) => r.requestPayNo)).not.toContain(clearing);

    // A renovation deposit of 10,000.00 returned to the owner less 500.00 of damages kept as income.
    const deposit = await raiseApproved({
      type: 11,
      supplier: 'SP-CLN',
      description: 'คืนเงินประกันการตกแต่งห้อง A0105',
      unit: 'A0105',
      damages: '500',
      damagesAccount: '4220',
      lines: [{ amount: '10000.00' }],
    });
    const owed = await apiGet<{ requestPayNo: string; remain: string }[]>(
      page,
      lang,
      '/paymentvoucher/payable',
      {
        supplierCode: 'SP-CLN',
      },
    );
    expect(owed.find((r) => r.requestPayNo === deposit)?.remain).toBe('9500.00');
    await pay(deposit, '9500.00');

    const month = today.slice(0, 7);
    const books = await apiGet<GlTrialBalance>(page, lang, '/gl/trial-balance', {
      periodFrom: month,
      periodTo: month,
      postedOnly: 'N',
    });
    expect(books.balanced).toBe(true);
    expect(errors).toEqual([]);
  });

  it("pays by transfer from a KTB account and writes the day's KTB bulk credit file from the voucher screen", async () => {
    // Administration: the property's KTB account with the company ID KTB gave for bulk payments.
    const admin = await userOn('admin', '/views/main-page');
    const current = await apiGet<Record<string, unknown> & { bankAccounts: Record<string, unknown>[] }>(
      admin.page,
      lang,
      '/properties/detail',
      {},
    );
    const accountNo = String(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999));
    const token = await admin.page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token);
    const modified = await admin.page.request.put('/properties/modify', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        lang: 'TH',
        propertyCode: DEMO_PROPERTY,
        ...Object.fromEntries(
          [
            'nameTh',
            'nameEn',
            'propertyType',
            'vatRegistered',
            'taxId',
            'branchNo',
            'addressTh',
            'addressEn',
            'phone',
            'email',
            'billerId',
            'surcharge',
            'creatorMayApprove',
            'budgetOverAvailable',
            'fiscalYearStartMonth',
          ].map((k) => [k, current[k]]),
        ),
        bankAccounts: [
          ...current.bankAccounts.map((a) => ({
            accountNoId: a.accountNoId,
            bankCode: a.bankCode,
            bankBranchCode: a.bankBranchCode,
            accountNo: a.realAccountNo,
            accountName: a.accountName,
            accountCode: a.accountCode,
            bulkCompanyId: a.bulkCompanyId,
            active: a.active,
          })),
          {
            bankCode: '006',
            bankBranchCode: '0001',
            accountNo,
            accountName: 'นิติบุคคลอาคารชุด เดอะ ริเวอร์ไซด์ คอนโดมิเนียม',
            accountCode: '1115',
            bulkCompanyId: `RVSKTB${accountNo}`,
            active: 'Y',
          },
        ],
        documentAccounts: (current.documentAccounts as Record<string, unknown>[]).map((d) => ({
          configDocumentAccount: d.configDocumentAccount,
          accountNo: d.accountNo,
        })),
      },
    });
    expect(modified.status(), await modified.text()).toBe(200);

    // An approved request of the security company (whose account is at KBank: another bank than KTB).
    const { page, errors } = await userOn('accountant', '/views/payment-voucher');
    const approvers = [
      await userOn('manager', '/views/pending-approval'),
      await userOn('approver', '/views/pending-approval'),
    ];
    const today = await page.evaluate(() => new Date().toISOString().slice(0, 10));
    const { requestPayNo } = await apiPost<{ requestPayNo: string }>(page, lang, '/purchaseorders/save', {
      requestType: 3,
      requestPayDate: today,
      supplierCode: 'SP-SEC',
      description: 'ค่าบริการรักษาความปลอดภัยเพิ่มเติม',
      vatMode: 'NONE',
      lines: [{ expenseTypeCode: 'CF', accountCode: '5110', amount: '2345.67' }],
    });
    await approveRequest(approvers, requestPayNo);

    // The voucher on the screen, paid by transfer from the KTB account.
    const ktb = (
      await apiGet<
        {
          accountNoId: string;
          accountCode: string;
          accountCodeName: string;
          bankCode: string;
          accountNo: string;
          accountName: string;
        }[]
      >(page, lang, '/paymentvoucher/bankaccounts', {})
    ).find((a) => a.bankCode === '006' && a.accountNo.replace(/\D/g, '').endsWith(accountNo.slice(-4)))!;
    expect(ktb, 'the KTB account is offered').toBeDefined();
    await page.reload();
    await page.locator('#add-payment-voucher').click();
    const drawer = drawerTitled(page, text(lang, 'payment-voucher:form.title'));
    await drawer.waitFor(PATIENCE);
    await chooseOption(page, 'paymentVoucher_supplierCode', { titleStart: 'SP-SEC' }, 'SP-SEC');
    await drawer.getByLabel(text(lang, 'payment-voucher:field.description')).fill('โอนจ่ายค่ารักษาความปลอดภัย');
    await drawer.getByLabel(requestPayNo).check(PATIENCE);
    await drawer.getByRole('button', { name: text(lang, 'payment-voucher:form.addPayment') }).click();
    const checked = page.waitForResponse((r) => new URL(r.url()).pathname === '/paymentvoucher/online/check');
    await chooseOption(page, 'paymentVoucher_payments_0_method', {
      title: text(lang, 'payment-voucher:methods.TRANSFER'),
    });
    expect((await checked).status()).toBe(200);
    await chooseOption(page, 'paymentVoucher_payments_0_accountCode', {
      title: `${ktb.accountCode} - ${ktb.accountCodeName}`,
    });
    await chooseOption(page, 'paymentVoucher_payments_0_accountNoId', {
      title: `${ktb.accountNo} ${ktb.accountName}`,
    });
    const reply = await expectOk(page, 'POST', '/paymentvoucher/save', () =>
      page.locator('#save-payment-voucher').click(),
    );
    const { paymentVoucherNo } = ((await reply.json()) as { data: { paymentVoucherNo: string } }).data;
    await confirmSuccess(page, lang, new RegExp(paymentVoucherNo));
    const { paymentVoucherDate } = await apiGet<{ paymentVoucherDate: string }>(
      page,
      lang,
      `/paymentvoucher/${paymentVoucherNo}`,
      {},
    );
    await page.keyboard.press('Escape');

    // The bank file from the voucher screen: the KTB account, the voucher's day, payees at other banks.
    await page.locator('#export-bank').click();
    const modal = page.getByRole('dialog', { name: text(lang, 'payment-voucher:bankExport.title') });
    await modal.waitFor(PATIENCE);
    await chooseOption(page, 'bankExport_accountNoId', { titleStart: `KTB ${ktb.accountNo}` });
    expect(paymentVoucherDate).toBe(today);
    const downloaded = page.waitForEvent('download');
    await modal.getByRole('button', { name: text(lang, 'payment-voucher:export.download') }).click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toContain(`KTB-${DEMO_PROPERTY}-${today}-other-banks`);
    const records = (await readFile(await file.path())).toString('latin1').split('\r\n').filter(Boolean);
    // A header and one detail record (plus any transfer of the day a rerun left): 2,345.67 in satang, the voucher.
    const detail = records.find((r) => r.slice(352, 370).trim() === paymentVoucherNo);
    expect(detail, records.join('\n')).toBeDefined();
    expect(Number(detail!.slice(57, 74))).toBe(234_567);
    expect(records.every((r) => r.length === 498)).toBe(true);
    expect(errors).toEqual([]);
  });
});
