import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  decimalStringToSatang,
  STORAGE_KEYS,
  type FinancialPosition,
  type GlTrialBalance,
  type Lang,
} from '@suanklang/shared';
import { apiGet, bangkokMonth, chooseOption, PATIENCE } from '../support/billing';
import { launch, openPage, signIn, type WatchedPage } from '../support/browser';
import { attachFile, confirmSuccess, expectOk } from '../support/masterdata';
import { download, missingCharacters } from '../support/files';
import { drawerTitled, successText } from '../support/payments';
import { DEMO_PASSWORD, DEMO_PROPERTY } from '../support/rights';
import { text } from '../support/texts';

/**
 * Issue 10 in the browser: the accountant enters a journal voucher with an attached file, the approver approves
 * it from the pending-approval screen, the trial balance shows it; the trial balance and the financial position
 * download as Excel (read back with exceljs, totals compared with the API) and PDF (the Thai headings found in
 * the fonts' text maps).
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

/** A workbook's numbers, in satang. */
async function workbookNumbers(bytes: Buffer): Promise<number[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const numbers: number[] = [];
  book.worksheets[0]!.eachRow((row) =>
    row.eachCell((cell) => {
      if (typeof cell.value === 'number') numbers.push(Math.round(cell.value * 100));
    }),
  );
  return numbers;
}

const debitOf = (tb: GlTrialBalance, account: string) =>
  decimalStringToSatang(tb.rows.find((r) => r.accountCode === account)?.debit ?? '0');

describe('Journal vouchers and the statements', () => {
  it('an accrual with a file waits for the approver, posts on approval and shows in the trial balance; TB and financial position download', async () => {
    const lang: Lang = 'en';
    const month = bangkokMonth();
    const accountant = await userOn('accountant', lang, '/views/document');
    const page = accountant.page;
    const tbQuery = { periodFrom: month, periodTo: month, postedOnly: 'N' };
    const before = await apiGet<GlTrialBalance>(page, lang, '/gl/trial-balance', tbQuery);

    await page.locator('#new-voucher').click();
    const drawer = drawerTitled(page, text(lang, 'general-ledger:voucher.newTitle'));
    await drawer.locator('#journalVoucher_description').fill('Security service accrued for the month');
    await chooseOption(page, 'journalVoucher_lines_0_accountCode', { titleStart: '[5110]' }, '5110');
    await drawer.locator('#journalVoucher_lines_0_debit').fill('1250.75');
    await chooseOption(page, 'journalVoucher_lines_1_accountCode', { titleStart: '[2120]' }, '2120');
    await drawer.locator('#journalVoucher_lines_1_credit').fill('1250.75');
    await drawer.locator('#journalVoucher_lines_1_credit').press('Tab');
    await drawer.getByText('Debit 1,250.75 · Credit 1,250.75').waitFor(PATIENCE);
    const file = join(tmpdir(), 'security-invoice.pdf');
    await writeFile(file, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
    await attachFile(page, lang, file, 'Security company invoice');
    await expectOk(page, 'POST', '/gl/manualvoucher/save', () => drawer.locator('#jv-save').click());
    const voucherNo = /JV\d+/.exec(await successText(page))?.[0];
    expect(voucherNo, 'the saved voucher number').toBeDefined();
    await confirmSuccess(page, lang, text(lang, 'general-ledger:voucher.savedPending', { no: voucherNo! }));
    // Waiting: nothing in the trial balance yet.
    const waiting = await apiGet<GlTrialBalance>(page, lang, '/gl/trial-balance', tbQuery);
    expect(debitOf(waiting, '5110')).toBe(debitOf(before, '5110'));

    const approver = await userOn('approver', lang, '/views/pending-approval');
    await approver.page.getByRole('row').filter({ hasText: voucherNo! }).click();
    const detail = drawerTitled(approver.page, new RegExp(`${voucherNo}$`));
    await detail.getByText('[5110]').first().waitFor(PATIENCE);
    // In English the step and the people show their English names (issue 21 section 5).
    await detail.getByText('Committee approves').first().waitFor(PATIENCE);
    await detail.getByText('Kanokporn Srisuk').first().waitFor(PATIENCE);
    const bell = approver.page.getByRole('button', { name: /items pending approval/ });
    const waitingCount = async () => Number(/(\d+)/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
    await expect.poll(waitingCount, PATIENCE).toBeGreaterThan(0);
    const countBefore = await waitingCount();
    await expectOk(approver.page, 'PUT', '/pendingapproval/approve', () =>
      detail.locator('#approve').click(),
    );
    await confirmSuccess(approver.page, lang, text(lang, 'approvals:done.approvedAll', { no: voucherNo! }));
    // The menu's count goes down at once, without a reload.
    await expect.poll(waitingCount, PATIENCE).toBe(countBefore - 1);

    const after = await apiGet<GlTrialBalance>(page, lang, '/gl/trial-balance', tbQuery);
    expect(debitOf(after, '5110') - debitOf(before, '5110')).toBe(125075);
    expect(after.balanced).toBe(true);

    // The entry in the G/L list, with the voucher's state and its file.
    await page.reload();
    await page.locator('main #documentNo').fill(voucherNo!);
    await page.locator('main #documentNo').press('Enter');
    const row = page.locator('main .ant-table-row').filter({ hasText: voucherNo! });
    await row.click(PATIENCE);
    const entry = page.locator('.ant-drawer-open');
    await entry.getByText('security-invoice.pdf').waitFor(PATIENCE);
    expect(await entry.innerText()).toContain(text(lang, 'general-ledger:voucher.title'));

    // The trial balance and the financial position as files: the numbers are the API's, the PDFs speak Thai.
    const tbBook = await workbookNumbers(
      await download(page, '/gl/trial-balance/excel', { ...tbQuery, docLang: 'th' }),
    );
    expect(tbBook).toContain(debitOf(after, '5110'));
    expect(tbBook).toContain(decimalStringToSatang(after.totals.debit));
    const tbPdf = await download(page, '/gl/trial-balance/pdf', { ...tbQuery, docLang: 'th' });
    expect(tbPdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(missingCharacters(tbPdf, 'งบทดลอง')).toEqual([]);

    const position = await apiGet<FinancialPosition>(page, lang, '/reports/financial-position', {
      asOf: month,
    });
    expect(position.balanced).toBe(true);
    const fpBook = await workbookNumbers(
      await download(page, '/reports/financial-position/excel', { asOf: month, docLang: 'th' }),
    );
    expect(fpBook).toContain(decimalStringToSatang(position.totals.assets[0]!));
    expect(fpBook).toContain(decimalStringToSatang(position.totals.liabilitiesAndFunds[0]!));
    const fpPdf = await download(page, '/reports/financial-position/pdf', { asOf: month, docLang: 'th' });
    expect(missingCharacters(fpPdf, 'งบแสดงฐานะการเงิน')).toEqual([]);
    expect(accountant.errors).toEqual([]);
    expect(approver.errors).toEqual([]);
  });
});
