import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decimalStringToSatang, STORAGE_KEYS, type InvoiceRow, type Lang } from '@suanklang/shared';
import {
  addDays,
  apiGet,
  bangkokToday,
  chooseOption,
  confirmYes,
  PATIENCE,
  shownDate,
  typeInPicker,
} from '../support/billing';
import { launch, openPage, signIn, type WatchedPage } from '../support/browser';
import { confirmSuccess, expectOk, expectSavedMessage } from '../support/masterdata';
import { apiPost, buttonNamed, drawerTitled, successText } from '../support/payments';
import type { Page } from 'playwright-core';
import { billPaymentFile } from '../../apps/server/src/modules/deposits/bill-payment-fixture';
import { DEMO_PASSWORD, DEMO_PROPERTY } from '../support/rights';
import { text } from '../support/texts';

/**
 * The payment side as the accountant and the approver do it: a mixed payment for three invoices (cash, two new
 * cheques, a transfer), printed and cancelled; the same invoices paid again with those cheques and the cheques
 * deposited; a bank's bill-payment file with 20 payments of our invoices and 2 unknown ones; a credit note the
 * accountant saves and the approver approves (then it posts and reduces the invoice).
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
    // A billed one: the demo's overdue units also owe their month-end surcharge, whose lines are small.
    const unpaid = (
      await apiPost<Invoice[]>(page, lang, '/invoices/search', {
        status: 'ISSUED',
        paymentStatus: 'UNPAID',
        pageSize: 50,
      })
    ).filter((i) => i.source !== 'SURCHARGE');
    expect(unpaid.length, 'the demo leaves some invoices unpaid').toBeGreaterThan(0);
    const invoice = unpaid[0]!;
    const lines = await apiGet<OpenLine[]>(page, lang, '/creditnotes/invoice-lines', {
      unitCode: invoice.unitCode,
    });
    const line = lines.find((l) => l.invoiceNo === invoice.invoiceNo && Number(l.remaining) >= 100);
    expect(line).toBeDefined();

    await page.locator('#add-credit-note').click();
    const drawer = drawerTitled(page, text(lang, 'credit-notes:form.title'));
    await chooseOption(page, 'creditNote_unitCode', { titleStart: `${invoice.unitCode}` }, invoice.unitCode);
    await drawer.locator('#creditNote_description').fill('Water meter misread: 100.00 credited');
    await drawer
      .getByRole('checkbox', {
        name: text(lang, 'credit-notes:form.pick', { no: line!.invoiceNo, line: line!.lineNo }),
      })
      .check();
    const amount = drawer.getByRole('textbox', {
      name: text(lang, 'credit-notes:form.amountOf', { no: line!.invoiceNo, line: line!.lineNo }),
    });
    await amount.fill('100');
    await amount.press('Tab');
    await expectOk(page, 'POST', '/creditnotes/save', () => drawer.locator('#save-credit-note').click());
    const saved = /CN\d+/.exec(await successText(page))?.[0];
    expect(saved).toBeDefined();
    await confirmSuccess(page, lang, saved!);
    const [waiting] = await apiPost<CreditNoteRow[]>(page, lang, '/creditnotes/search', {
      creditNoteNo: saved,
    });
    expect(waiting).toMatchObject({ status: 1, grandTotal: '100.00' });

    const approver = await userOn('approver', lang, '/views/pending-approval');
    await approver.page.getByRole('row').filter({ hasText: saved! }).click();
    const detail = drawerTitled(approver.page, new RegExp(`${saved}$`));
    await detail.getByText(invoice.unitCode).first().waitFor();
    await expectOk(approver.page, 'PUT', '/pendingapproval/approve', () =>
      detail.locator('#approve').click(),
    );
    await confirmSuccess(approver.page, lang, text(lang, 'approvals:done.approvedAll', { no: saved! }));

    const [approved] = await apiPost<CreditNoteRow[]>(page, lang, '/creditnotes/search', {
      creditNoteNo: saved,
    });
    expect(approved?.status).toBe(4);
    const [after] = await apiPost<Invoice[]>(page, lang, '/invoices/search', {
      invoiceNo: invoice.invoiceNo,
    });
    expect(after).toMatchObject({ creditedAmount: '100.00' });
    expect(decimalStringToSatang(after!.outstanding)).toBe(
      decimalStringToSatang(invoice.outstanding) - 10_000,
    );
    expect(accountant.errors).toEqual([]);
    expect(approver.errors).toEqual([]);
  });
});

type Invoice = InvoiceRow;

/** Three issued invoices of 1,000.00, 2,000.00 and 3,000.00 for `unitCode`, made as the invoice screen makes them. */
async function threeInvoices(page: Page, lang: Lang, unitCode: string): Promise<Invoice[]> {
  const today = bangkokToday();
  const made: Invoice[] = [];
  for (const quantity of ['5', '10', '15']) {
    const saved = await apiPost<{ invoiceNo: string }>(page, lang, '/invoices/save', {
      unitCode,
      invoiceDate: today,
      dueDate: addDays(today, 15),
      lines: [{ expenseTypeCode: 'KC', description: 'บัตรผ่านเพิ่ม', quantity, unitPrice: '200.00' }],
      issue: true,
    });
    const [row] = await apiPost<Invoice[]>(page, lang, '/invoices/search', { invoiceNo: saved.invoiceNo });
    made.push(row!);
  }
  return made;
}

/** A payment panel: opened by its add button, filled by `fill`, saved; the transaction list then shows it. */
async function addEntry(
  page: Page,
  kind: string,
  fill: (panel: ReturnType<Page['locator']>) => Promise<void>,
  saveId: string,
) {
  await page.locator(`#add-${kind}`).click();
  const panel = page.locator('.ant-drawer-content-wrapper').filter({ has: page.locator(`#${saveId}`) });
  await fill(panel);
  await panel.locator(`#${saveId}`).click();
  await panel.waitFor({ state: 'hidden' });
}

async function typeAmount(panel: ReturnType<Page['locator']>, id: string, amount: string) {
  const input = panel.locator(`input[id$="${id}"]`);
  await input.fill(amount);
  await input.press('Tab');
}

/** Opens "receive payment" for the unit and picks the invoices (each paid in full). */
async function receiveFor(page: Page, lang: Lang, unitCode: string, invoices: Invoice[]) {
  await page.locator('#receive-payment').click();
  await drawerTitled(page, text(lang, 'receipts:form.newTitle')).waitFor();
  await chooseOption(page, 'receivePayment_unitCode', { titleStart: unitCode }, unitCode);
  await page.locator('#add-invoice').click();
  const panel = page
    .locator('.ant-drawer-content-wrapper')
    .filter({ has: page.locator('#invoice-panel-save') });
  for (const i of invoices)
    await panel
      .getByRole('checkbox', { name: text(lang, 'receipts:invoicePanel.tick', { invoiceNo: i.invoiceNo! }) })
      .check();
  await panel.locator('#invoice-panel-save').click();
  await panel.waitFor({ state: 'hidden' });
}

/** Saves the receipt; the drawer then shows its number with Print and Close. */
async function saveReceipt(page: Page): Promise<{ receiptNo: string; result: ReturnType<Page['locator']> }> {
  await expectOk(page, 'POST', '/receipts/save', () => page.locator('#receipt-save').click());
  const result = page.locator('.ant-drawer .ant-result-success');
  const receiptNo = /RC\d+/.exec(await result.locator('.ant-result-title').innerText())?.[0];
  expect(receiptNo).toBeDefined();
  return { receiptNo: receiptNo!, result };
}

type ReceiptRow = { receiptId: string; receiptNo: string; status: string; grandTotal: string };
type ChequeRow = { chequeNo: string; status: string; balance: string };

describe('Receipts, cheques and deposits as the accountant', () => {
  const unitCode = 'A0203';
  const chequeNos = [String(Date.now()).slice(-8), String(Date.now() + 1).slice(-8)];
  const state: { invoices?: Invoice[] } = {};

  it('receives cash 1,000.00 + two new cheques 1,500.00 and 2,000.00 + a transfer 1,500.00 for three invoices, prints the receipt, cancels it with a reason, and the invoices are open again', async () => {
    const lang: Lang = 'en';
    const { page, errors } = await userOn('accountant', lang, '/views/receipt');
    const invoices = await threeInvoices(page, lang, unitCode);
    state.invoices = invoices;
    await receiveFor(page, lang, unitCode, invoices);

    await addEntry(page, 'cash', (panel) => typeAmount(panel, 'price', '1000'), 'cash-save');
    for (const [n, amount] of [
      [0, '1500'],
      [1, '2000'],
    ] as const) {
      await addEntry(
        page,
        'createCheque',
        async (panel) => {
          await panel.locator('input[id$="chequeNo"]').fill(chequeNos[n]!);
          await typeInPicker(page, panel.locator('input[id$="chequeDate"]'), shownDate(lang, bangkokToday()));
          await chooseOption(page, 'createCheque_chequeBankId', { titleStart: 'KBANK' }, 'KBANK');
          await chooseOption(page, 'createCheque_chequeBankBranchId', { titleStart: '0052' });
          await panel.locator('input[id$="payerName"]').fill('Somchai Jaidee');
          await typeAmount(panel, 'chequeAmount', amount);
          await expect
            .poll(() => panel.locator('input[id$="chequeAmount"]').inputValue(), PATIENCE)
            .toContain(amount.slice(0, 1));
        },
        'create-cheque-save',
      );
      await expectSavedMessage(page, chequeNos[n]!);
    }
    // The transfer is offered what remains: 1,500.00.
    await addEntry(
      page,
      'transfer',
      async (panel) => {
        await typeInPicker(page, panel.locator('input[id$="date"]'), shownDate(lang, bangkokToday()));
        await expect
          .poll(() => panel.locator('input[id$="price"]').inputValue(), PATIENCE)
          .toMatch(/^1,?500(\.00)?$/);
      },
      'transfer-save',
    );
    const { receiptNo, result } = await saveReceipt(page);
    // Print from the saved receipt: its PDF.
    const printed = await expectOk(page, 'GET', '/print', () =>
      result.getByRole('button', { name: buttonNamed(text(lang, 'receipts:action.print')) }).click(),
    );
    expect(printed.headers()['content-type']).toContain('application/pdf');
    await result.getByRole('button', { name: buttonNamed(text(lang, 'receipts:entry.close')) }).click();

    const [saved] = await apiPost<ReceiptRow[]>(page, lang, '/receipts/search', { receiptNo });
    expect(saved).toMatchObject({ status: 'ISSUED', grandTotal: '6000.00' });
    for (const i of invoices) {
      const [paid] = await apiPost<Invoice[]>(page, lang, '/invoices/search', { invoiceNo: i.invoiceNo });
      expect(paid).toMatchObject({ paymentStatus: 'PAID', outstanding: '0.00' });
    }

    const row = page.getByRole('row').filter({ hasText: receiptNo });

    // Cancel with a reason: a reversal, and the invoices owe everything again.
    await row.getByRole('button', { name: text(lang, 'receipts:action.moreOf', { receiptNo }) }).click();
    await page.getByRole('menuitem', { name: text(lang, 'receipts:action.cancel') }).click();
    const cancel = drawerTitled(page, text(lang, 'receipts:cancel.title', { receiptNo }));
    await cancel.locator('textarea').fill('Customer paid the wrong unit');
    await cancel.locator('#cancel-confirm').click();
    await expectOk(page, 'PUT', '/receipts/cancel', () =>
      confirmYes(page, lang, text(lang, 'components:dialog.areYouSure')),
    );
    const [cancelled] = await apiPost<ReceiptRow[]>(page, lang, '/receipts/search', { receiptNo });
    expect(cancelled?.status).toBe('CANCELLED');
    for (const i of invoices) {
      const [open] = await apiPost<Invoice[]>(page, lang, '/invoices/search', { invoiceNo: i.invoiceNo });
      expect(open).toMatchObject({ paymentStatus: 'UNPAID', outstanding: i.grandTotal });
    }
    expect(errors).toEqual([]);
  });

  it("pays the invoices again with the two cheques (picked from the cheque list) and cash, then deposits the day's cheques", async () => {
    const lang: Lang = 'en';
    const { page, errors } = await userOn('accountant', lang, '/views/receipt');
    const invoices = state.invoices!;
    expect(invoices).toHaveLength(3);
    await receiveFor(page, lang, unitCode, invoices);
    await addEntry(
      page,
      'cheque',
      async (panel) => {
        for (const no of chequeNos) {
          await panel.locator('#cheque-search').fill(no);
          const tick = panel.getByRole('checkbox', {
            name: text(lang, 'receipts:entry.cheque.tick', { chequeNo: no }),
          });
          await tick.check();
        }
      },
      'cheque-save',
    );
    // Cash for the rest (6,000.00 - 3,500.00), offered by the panel.
    await addEntry(
      page,
      'cash',
      async (panel) => {
        await expect
          .poll(() => panel.locator('input[id$="price"]').inputValue(), PATIENCE)
          .toMatch(/^2,?500(\.00)?$/);
      },
      'cash-save',
    );
    await saveReceipt(page);

    // The day's cheques into the bank.
    await page.goto('/views/deposit');
    await page.locator('#add-deposit').click();
    const drawer = drawerTitled(page, text(lang, 'deposits:create.title'));
    for (const no of chequeNos)
      await drawer.getByRole('row').filter({ hasText: no }).getByRole('checkbox').check();
    await expect.poll(() => drawer.getByTestId('deposit-total').innerText(), PATIENCE).toContain('3,500.00');
    await chooseOption(page, 'createDeposit_bankAccountCode', { titleStart: '[1113]' });
    await expectOk(page, 'POST', '/deposits/save', () => drawer.locator('#save-deposit').click());
    const depositNo = /JV\d+/.exec(await successText(page))?.[0];
    expect(depositNo).toBeDefined();
    await confirmSuccess(page, lang, depositNo!);
    for (const no of chequeNos) {
      const [deposited] = await apiPost<ChequeRow[]>(page, lang, '/masterdata/cheques/search', {
        chequeNo: no,
      });
      expect(deposited).toMatchObject({ chequeNo: no, status: 'DEPOSITED', balance: '0.00' });
    }
    expect(errors).toEqual([]);
  });
});

describe('Bill-payment reconciliation', () => {
  it('a bank file of 20 invoice payments and 2 unknown ones: 20 matched, 2 unmatched with reasons; the commit makes 20 receipts and one deposit', async () => {
    const lang: Lang = 'th';
    const { page, errors } = await userOn('accountant', lang, '/views/deposit');
    // Twenty unpaid invoices, paid in full through the bank (Ref1 = unit, Ref2 = invoice number, as on the QR).
    const unpaid = await apiPost<Invoice[]>(page, lang, '/invoices/search', {
      status: 'ISSUED',
      paymentStatus: 'UNPAID',
      pageSize: 20,
    });
    expect(unpaid).toHaveLength(20);
    const today = bangkokToday();
    const file = billPaymentFile({
      encoding: 'TIS-620',
      lines: [
        ...unpaid.map((i, n) => ({
          paymentDate: today,
          paymentTime: `13${String(n).padStart(2, '0')}00`.slice(0, 6),
          customerName: i.customerName,
          ref1: i.unitCode,
          ref2: i.invoiceNo!,
          amountSatang: decimalStringToSatang(i.outstanding),
        })),
        {
          paymentDate: today,
          customerName: 'ไม่ทราบชื่อ',
          ref1: 'ZZ-404',
          ref2: 'IN000000000',
          amountSatang: 150_000,
        },
        {
          paymentDate: today,
          customerName: 'ไม่ทราบชื่อ',
          ref1: unpaid[0]!.unitCode,
          ref2: 'IN999999999',
          amountSatang: 99_00,
        },
      ],
    });

    await page.getByRole('tab', { name: text(lang, 'deposits:tab.billPayment') }).click();
    await expectOk(page, 'POST', '/deposits/mpay', () =>
      page
        .locator('#mpay-upload')
        .locator('xpath=ancestor::span[contains(@class,"ant-upload")]//input[@type="file"]')
        .setInputFiles({ name: 'billpay.txt', mimeType: 'text/plain', buffer: file }),
    );
    const results = page.getByRole('row');
    await expect
      .poll(() => results.filter({ hasText: text(lang, 'deposits:mpay.unmatched') }).count(), PATIENCE)
      .toBe(2);
    expect(await results.filter({ hasText: 'ZZ-404' }).innerText()).toContain(
      text(lang, 'deposits:mpay.unmatched'),
    );
    await page.locator('#mpay-commit').click();
    await expectOk(page, 'POST', '/deposits/mpay/commit', () =>
      confirmYes(page, lang, text(lang, 'deposits:mpay.confirmTitle')),
    );
    const done = await successText(page);
    expect(done).toContain(text(lang, 'deposits:mpay.committed', { count: 20, depositNo: '' }).trim());
    await confirmSuccess(page, lang, /JV\d+/);
    for (const i of unpaid) {
      const [paid] = await apiPost<Invoice[]>(page, lang, '/invoices/search', { invoiceNo: i.invoiceNo });
      expect(paid).toMatchObject({ paymentStatus: 'PAID', outstanding: '0.00' });
    }
    expect(errors).toEqual([]);
  });
});

describe('Aging', () => {
  it('the aging report, computed from the ledger, ties to the receivable control balance after all of the above', async () => {
    const lang: Lang = 'en';
    const { page, errors } = await userOn('accountant', lang, '/views/report');
    await page.locator('#open-aging').click();
    await expectOk(page, 'GET', '/reports/aging', () =>
      page.getByRole('button', { name: buttonNamed(text(lang, 'reports:aging.show')) }).click(),
    );
    await page.getByText(text(lang, 'reports:aging.tied'), { exact: false }).waitFor();
    const total = page
      .getByRole('row')
      .filter({ hasText: new RegExp(`^${text(lang, 'reports:aging.total')}`) })
      .last();
    await expect.poll(() => total.innerText(), PATIENCE).toMatch(/\d/);
    expect(errors).toEqual([]);
  });
});
