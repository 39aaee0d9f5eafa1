import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launch, openPage, signIn } from '../support/browser';
import { apiPost } from '../support/payments';
import { DEMO_PASSWORD } from '../support/rights';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('look', () => {
  it('request-pay', async () => {
    const { page } = await openPage(browser, 'th');
    await signIn(page, 'accountant', DEMO_PASSWORD, '/views/request-pay');
    await page.waitForTimeout(2500);
    const saved = await apiPost<{ requestPayNo: string }>(page, 'th', '/purchaseorders/save', {
      requestType: 3,
      requestPayDate: new Date().toISOString().slice(0, 10),
      supplierCode: 'SP-SEC',
      description: 'ค่ารักษาความปลอดภัย',
      vatMode: 'EXCLUDE',
      lines: [
        { expenseTypeCode: 'CF', accountCode: '5110', description: 'รปภ.', amount: '1000.00' },
        { expenseTypeCode: 'CF', accountCode: '5120', amount: '2500.55', whtRate: '3.00', whtIncomeRow: '5' },
      ],
    });
    await page.reload();
    await page.waitForTimeout(2500);
    await page.screenshot({ path: '/tmp/look-rq-list.png' });
    await page.getByText(saved.requestPayNo).first().click();
    await page.waitForTimeout(2000);
    await page.screenshot({ path: '/tmp/look-rq-detail.png' });
    await page.keyboard.press('Escape');
    await page.waitForTimeout(800);
    await page.getByRole('button', { name: /สร้างใบขอเบิกจ่าย/ }).click();
    await page.waitForTimeout(2000);
    await page.getByText('ขอเบิกตามประเภทค่าใช้จ่าย').last().click();
    await page.getByRole('button', { name: /เพิ่มรายการ/ }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: '/tmp/look-rq-form.png' });
  });
});
