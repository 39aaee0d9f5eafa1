import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  STORAGE_KEYS,
  decimalStringToSatang,
  errorMessage,
  formatMoney,
  ruleMessage,
  satangToDecimalString,
  type BudgetCheckResult,
  type BudgetDetail,
  type BudgetEntryRow,
  type BudgetHeaderRow,
  type BudgetSummary,
  type GlTrialBalance,
  type Lang,
} from '@suanklang/shared';
import {
  apiGet,
  bangkokToday,
  cellText,
  chooseOption,
  confirmYes,
  PATIENCE,
  rowByKey,
} from '../support/billing';
import { launch, openPage, signIn, type WatchedPage } from '../support/browser';
import { confirmSuccess, expectSavedMessage } from '../support/masterdata';
import { apiPost, drawerTitled } from '../support/payments';
import { fillRequest } from '../support/request-pay';
import { DEMO_PASSWORD, DEMO_PROPERTY } from '../support/rights';
import { text } from '../support/texts';

/**
 * Issue 11's yearly budget in the browser, as the property manager: next year's budget is built from this year's
 * actual expenses +5 % in the "New budget" drawer and opens as a draft grid; it is confirmed, 5,000.00 is moved
 * between two item-months with a reason (the total stays, the history says so); the summary of that year shows the
 * move; the budget check refuses an amount 0.01 over what is available (BG120, the property's default rule
 * REFUSE), and so does the request-pay screen for a budget request; and this year's summary shows, for every item, the actual expense the ledger holds.
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

const lang: Lang = 'en';
const TRANSFER = 500_000; // 5,000.00 in satang
const REASON = 'ย้ายงบซ่อมแซมไปค่าไฟฟ้าช่วงหน้าร้อน';

const satang = (decimal: string) => decimalStringToSatang(decimal);

/** `amount` satang times (100 + percent) %, rounded half-up to the satang, in integers only. */
function scaledHalfUp(amount: number, percent: number): number {
  const scaled = BigInt(amount) * BigInt(100 + percent);
  return Number((scaled + 50n) / 100n);
}

/** A shown amount ('1,234.50', a cell input's text) as satang. */
function shownSatang(shown: string): number {
  return satang(shown.replace(/,/g, '').trim());
}

/** POST /budget/check as the signed-in user, whatever its status (a refusal is the point). */
async function budgetCheck(page: Page, body: Record<string, unknown>) {
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token);
  const response = await page.request.post('/budget/check', {
    data: { lang: lang.toUpperCase(), propertyCode: DEMO_PROPERTY, ...body },
    headers: { Authorization: `Bearer ${token}` },
  });
  return {
    status: response.status(),
    body: (await response.json()) as {
      code?: string;
      message?: string;
      fields?: { path: string; message: string }[];
      data?: BudgetCheckResult;
    },
  };
}

/** The summary screen of `year` showing the whole year; answers the preview table once its rows are in. */
async function showWholeYear(page: Page, year: number): Promise<Locator> {
  await page.goto(`/views/setting/budgetSummary?year=${year}`);
  await page.locator('#budget-summary_span').waitFor(PATIENCE);
  await chooseOption(page, 'budget-summary_span', { title: text(lang, 'budget-summary:span.YEAR') });
  // The figures of every span come in one reply (the page's own, fetched on opening): Show only changes the span.
  await page.locator('#budget-summary-show').click();
  const heading = text(lang, 'budget-summary:heading', {
    year: String(year),
    span: text(lang, 'budget-summary:span.YEAR'),
  });
  await page.getByText(heading, { exact: true }).waitFor(PATIENCE);
  const table = page.locator('main .ant-table').first();
  await table.locator('.ant-table-tbody tr.ant-table-row').first().waitFor(PATIENCE);
  return table;
}

/** PUT on the API as the user signed in on `page`; answers the reply's data. */
async function apiPut<T>(page: Page, path: string, body: Record<string, unknown>): Promise<T> {
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token);
  const response = await page.request.put(path, {
    data: { lang: lang.toUpperCase(), propertyCode: DEMO_PROPERTY, ...body },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), `PUT ${path}: ${await response.text()}`).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

/**
 * Expenses in the ledger on `date`: one journal voucher debiting each expense account, crediting accrued expenses
 * (2120), saved on `page` (the manager's) and approved by the demo approver in a browser of its own, which posts it.
 */
async function recordExpenses(page: Page, date: string, lines: { account: string; amount: string }[]) {
  const total = lines.reduce((s, l) => s + satang(l.amount), 0);
  const saved = await apiPost<{ voucherNo: string }>(page, lang, '/gl/manualvoucher/save', {
    voucherDate: date,
    description: 'ค่าใช้จ่ายค้างจ่ายประจำเดือน',
    lines: [
      ...lines.map((l) => ({ accountCode: l.account, debit: l.amount })),
      { accountCode: '2120', credit: satangToDecimalString(total) },
    ],
  });
  const approver = await openPage(browser, lang);
  try {
    await signIn(approver.page, 'approver', DEMO_PASSWORD, '/views/pending-approval');
    await expect
      .poll(() => approver.page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.property), PATIENCE)
      .toBe(DEMO_PROPERTY);
    await apiPut(approver.page, '/pendingapproval/approve', {
      documentType: 'JV',
      documentNo: saved.voucherNo,
      action: 'approve',
    });
    expect(approver.errors).toEqual([]);
  } finally {
    await approver.context.close();
  }
}

describe('Yearly budget as the manager', () => {
  it('builds next year from actuals +5 %, confirms, transfers, shows it in the summary and controls a request', async () => {
    const watched = await openPage(browser, lang);
    opened.push(watched);
    const page = watched.page;
    await signIn(page, 'manager', DEMO_PASSWORD, '/views/setting/budget');
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.property), PATIENCE)
      .toBe(DEMO_PROPERTY);

    // This year (the demo's confirmed budget) and next year, the one built. The demo seeds no budget after this
    // year. Not "the next free year" when next year is taken: a budget built from actuals takes those of the year
    // before its own, so only next year's is built from this year's; a draft of next year left by an earlier run
    // on a shared server is deleted first, and a confirmed one leaves nothing to build.
    const thisYear = Number(bangkokToday().slice(0, 4));
    const target = thisYear + 1;
    const existing = (await apiGet<BudgetHeaderRow[]>(page, lang, '/budget/listBudget', {})).find(
      (b) => b.year === target,
    );
    expect(existing?.status ?? 'none', `${target} already has a budget`).toMatch(/^(none|DRAFT)$/);
    if (existing)
      await apiPut(page, '/budget/delete', { budgetHeaderID: existing.budgetHeaderID, reason: 'test rerun' });

    // The demo's ledger holds its billing and receipts but no expense: record this year's expenses for two items
    // as the office does, a journal voucher (saved by the manager, approved by the demo approver). The electricity
    // amount's +5 % ends in exactly half a satang, which rounds up.
    const expenses = [
      { account: '5110', amount: '85123.45' },
      { account: '5210', amount: '120000.10' },
    ];
    await recordExpenses(page, bangkokToday(), expenses);

    // The cell to check: this year's actual of an item-month with expense, preferring one whose +5 % has a half
    // satang or more to round up (so half-up rounding is what the cell shows).
    const current = await apiGet<BudgetSummary>(page, lang, '/budget/summary', { year: String(thisYear) });
    const withExpense = current.rows.flatMap((row) =>
      row.cells
        .filter((c) => satang(c.actual) > 0)
        .map((c) => ({ code: row.budgetItemCode, month: c.month, actual: satang(c.actual) })),
    );
    expect(withExpense.length, 'this year has expenses').toBeGreaterThan(1);
    const sample =
      withExpense.find((c) => (c.actual * 105) % 100 >= 50) ??
      withExpense.find((c) => (c.actual * 105) % 100 !== 0) ??
      withExpense[0]!;

    // 1. The "New budget" drawer: the year, last year's actual expenses, +5 %.
    await page.locator('#add-budget').click();
    const drawer = drawerTitled(page, text(lang, 'budgets:drawer.add'));
    await drawer.locator('#newBudget_year').waitFor(PATIENCE);
    await chooseOption(page, 'newBudget_year', { title: String(target) });
    await drawer.getByText(text(lang, 'budgets:build.ACTUAL'), { exact: true }).click();
    await drawer.locator('#newBudget_buildFrom_percent').fill('5');
    await drawer.locator('#budget-create').click();
    await expectSavedMessage(page, text(lang, 'budgets:done.created', { year: String(target) }));
    await page.waitForURL(`**/views/setting/budgetDetail?year=${target}`, PATIENCE);
    await page.getByText(text(lang, 'budgets:status.DRAFT'), { exact: true }).first().waitFor(PATIENCE);
    const cell = page.locator(`#budget-cell-${sample.code}-${sample.month}`);
    await cell.waitFor(PATIENCE);
    expect(shownSatang(await cell.inputValue()), `${sample.code} month ${sample.month}`).toBe(
      scaledHalfUp(sample.actual, 5),
    );
    const { budgetHeaderID, status } = await apiGet<{ budgetHeaderID: string; status: string }>(
      page,
      lang,
      '/budget/propertyBudget',
      { year: String(target) },
    );
    expect(status).toBe('DRAFT');

    // 2. Confirm: asked first.
    await page.locator('#budget-confirm').click();
    await confirmYes(page, lang, text(lang, 'budgets:action.confirm'));
    await confirmSuccess(page, lang, text(lang, 'budgets:done.confirm', { year: String(target) }));
    await page.getByText(text(lang, 'budgets:status.CONFIRMED'), { exact: true }).first().waitFor(PATIENCE);
    const confirmed = await apiGet<BudgetDetail>(page, lang, '/budget/detail', { budgetHeaderID });
    expect(confirmed.status).toBe('CONFIRMED');

    // 3. Transfer 5,000.00 from the largest item-month to another item's first month.
    const cells = confirmed.items.flatMap((item) =>
      item.months.map((amount, i) => ({ code: item.budgetItemCode, month: i + 1, amount: satang(amount) })),
    );
    const from = cells.reduce((a, b) => (b.amount > a.amount ? b : a));
    expect(from.amount).toBeGreaterThanOrEqual(TRANSFER);
    const to = {
      code: confirmed.items.find((i) => i.budgetItemCode !== from.code)!.budgetItemCode,
      month: 1,
    };
    const before = await apiGet<BudgetSummary>(page, lang, '/budget/summary', { year: String(target) });
    const yearBudget = (code: string) =>
      satang(before.rows.find((r) => r.budgetItemCode === code)!.year.budget);
    const grandTotal = page.getByTestId('grand-total');
    const totalShown = await grandTotal.innerText();
    expect(shownSatang(totalShown)).toBe(satang(confirmed.total));

    await page.locator('#budget-transfer').click();
    const panel = drawerTitled(page, text(lang, 'budgets:transfer.title'));
    await panel.locator('#budgetTransfer_fromItemCode').waitFor(PATIENCE);
    const monthText = (month: number) => confirmed.monthList.find((m) => m.month === month)!.display;
    // The lists are virtual (a few options drawn at a time): each is searched for its option first.
    await chooseOption(page, 'budgetTransfer_fromItemCode', { titleStart: `${from.code} ` }, from.code);
    await chooseOption(
      page,
      'budgetTransfer_fromMonth',
      { title: monthText(from.month) },
      monthText(from.month),
    );
    await chooseOption(page, 'budgetTransfer_toItemCode', { titleStart: `${to.code} ` }, to.code);
    await chooseOption(page, 'budgetTransfer_toMonth', { title: monthText(to.month) }, monthText(to.month));
    await panel.locator('#budgetTransfer_amount').fill('5000');
    await panel.locator('#budgetTransfer_reason').fill(REASON);
    await panel.locator('#budget-transfer-submit').click();
    await expectSavedMessage(page, text(lang, 'budgets:done.transfer'));

    // The total stays; the two cells moved; the history shows the transfer with its reason.
    await expect
      .poll(() => page.locator(`#budget-cell-${to.code}-${to.month}`).inputValue(), PATIENCE)
      .toBe(formatMoney(cells.find((c) => c.code === to.code && c.month === to.month)!.amount + TRANSFER));
    expect(shownSatang(await page.locator(`#budget-cell-${from.code}-${from.month}`).inputValue())).toBe(
      from.amount - TRANSFER,
    );
    expect(await grandTotal.innerText()).toBe(totalShown);
    const transferred = await apiGet<BudgetDetail>(page, lang, '/budget/detail', { budgetHeaderID });
    expect(transferred.total).toBe(confirmed.total);
    const history = page.locator('section[aria-labelledby="budget-history-title"]');
    const line = text(lang, 'budgets:history.transferLine', {
      from: from.code,
      fromMonth: monthText(from.month),
      to: to.code,
      toMonth: monthText(to.month),
      amount: formatMoney(TRANSFER),
    });
    const transferRow = history.locator('tr.ant-table-row').filter({ hasText: line });
    await transferRow.waitFor(PATIENCE);
    await expect.poll(() => transferRow.innerText()).toContain(REASON);
    await expect
      .poll(() => transferRow.innerText())
      .toContain(text(lang, 'budgets:history.actions.TRANSFER'));

    // 4. The summary of that year, whole year: the two items moved by -/+ 5,000.00, the total budget stays.
    let table = await showWholeYear(page, target);
    const budgetHeader = text(lang, 'budget-summary:column.budget');
    expect(shownSatang(await cellText(table, rowByKey(table, from.code), budgetHeader))).toBe(
      yearBudget(from.code) - TRANSFER,
    );
    expect(shownSatang(await cellText(table, rowByKey(table, to.code), budgetHeader))).toBe(
      yearBudget(to.code) + TRANSFER,
    );
    expect(shownSatang(await page.getByTestId('budget-summary-total-budget').innerText())).toBe(
      satang(before.totals.year.budget),
    );
    expect(satang(before.totals.year.budget)).toBe(satang(confirmed.total));

    // 5. The check: an amount 0.01 over what is available is refused (BG120); the amount available fits.
    const asked = { budgetYear: target, budgetMonth: to.month, budgetItemCode: to.code };
    const available = await apiPost<BudgetCheckResult>(page, lang, '/budget/check', {
      ...asked,
      amount: '0',
    });
    expect(available.control).toBe('REFUSE');
    expect(satang(available.available)).toBe(
      satang(available.budget) - satang(available.committed) - satang(available.actual),
    );
    expect(satang(available.budget)).toBe(
      cells.find((c) => c.code === to.code && c.month === to.month)!.amount + TRANSFER,
    );
    const over = await budgetCheck(page, {
      ...asked,
      amount: satangToDecimalString(satang(available.available) + 1),
    });
    // The catalogue's message, and under the amount how much at most.
    const max = ruleMessage(lang, 'max_amount', { max: formatMoney(satang(available.available)) });
    expect([over.status, over.body.code]).toEqual([409, 'BG120']);
    expect(over.body.message?.startsWith(errorMessage('BG120', lang)), over.body.message).toBe(true);
    expect(over.body.fields).toEqual([expect.objectContaining({ path: 'amount', message: max })]);
    const exact = await apiPost<BudgetCheckResult>(page, lang, '/budget/check', {
      ...asked,
      amount: available.available,
    });
    expect([exact.fits, exact.requested]).toEqual([true, available.available]);
    // The Thai message of the same refusal.
    const overTh = await page.request.post('/budget/check', {
      data: {
        lang: 'TH',
        propertyCode: DEMO_PROPERTY,
        ...asked,
        amount: satangToDecimalString(satang(available.available) + 1),
      },
      headers: {
        Authorization: `Bearer ${await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token)}`,
      },
    });
    expect(overTh.status()).toBe(409);
    const thai = ((await overTh.json()) as { message: string }).message;
    expect(thai.startsWith('ยอดรวมมากกว่างบประมาณคงเหลือ'), thai).toBe(true);

    // 5b. A budget request (type 6) on its screen for more than an item has left this month is refused with the
    // message, and nothing is saved. The form dates it the browser's today: that month's budget is read.
    const browserToday = await page.evaluate(() => new Date().toISOString().slice(0, 10));
    const month = Number(browserToday.slice(5, 7));
    const left = await apiPost<BudgetCheckResult>(page, lang, '/budget/check', {
      budgetYear: Number(browserToday.slice(0, 4)),
      budgetMonth: month,
      budgetItemCode: 'BG-MISC',
      amount: '0',
    }).catch(() => null);
    const room = left ? satang(left.available) : 0;
    expect(room, 'BG-MISC has budget left this month').toBeGreaterThan(0);
    await page.goto('/views/request-pay');
    const form = await fillRequest(page, lang, {
      type: 6,
      supplier: 'SP-SEC',
      vatMode: 'NONE',
      description: 'ค่าใช้จ่ายเบ็ดเตล็ด',
      lines: [{ budgetItem: 'BG-MISC', amount: satangToDecimalString(room + 1) }],
    });
    const refusal = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/purchaseorders/save',
    );
    await form.locator('#save-request-pay').click();
    const refused = await refusal;
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe('BG120');
    const dialog = page.locator('.ant-modal-confirm');
    await dialog.locator('.ant-modal-confirm-title').getByText(errorMessage('BG120', lang)).waitFor(PATIENCE);
    expect(await dialog.innerText()).toContain(ruleMessage(lang, 'max_amount', { max: formatMoney(room) }));
    await dialog.locator('.ant-btn-primary').click();
    // The drawer keeps what was typed.
    expect(await form.locator('#requestPay_lines_0_amount').inputValue()).toBe(formatMoney(room + 1));

    // 6. This year's summary: every item's actual on the screen is the ledger's (the trial balance's movement of
    // its account over the year), and for two items with expense the sum of the drill-down's lines month by month.
    table = await showWholeYear(page, thisYear);
    const summary = await apiGet<BudgetSummary>(page, lang, '/budget/summary', { year: String(thisYear) });
    const ledger = await apiGet<GlTrialBalance>(page, lang, '/gl/trial-balance', {
      periodFrom: `${thisYear}-01`,
      periodTo: `${thisYear}-12`,
      postedOnly: 'N',
    });
    const movement = (account: string) => {
      const row = ledger.rows.find((r) => r.accountCode === account);
      return row ? satang(row.debit) - satang(row.credit) : 0;
    };
    const actualHeader = text(lang, 'budget-summary:column.actual');
    expect(summary.rows.length).toBeGreaterThan(0);
    for (const row of summary.rows) {
      const shown = shownSatang(await cellText(table, rowByKey(table, row.budgetItemCode), actualHeader));
      expect([row.budgetItemCode, shown]).toEqual([row.budgetItemCode, movement(row.accountCode)]);
      expect([row.budgetItemCode, shown]).toEqual([row.budgetItemCode, satang(row.year.actual)]);
    }
    const spent = summary.rows.filter((r) => satang(r.year.actual) > 0).slice(0, 2);
    expect(spent.length, 'two items with expense this year').toBe(2);
    for (const row of spent) {
      let net = 0;
      for (const c of row.cells) {
        const lines = await apiGet<BudgetEntryRow[]>(page, lang, '/budget/summary/entries', {
          year: String(thisYear),
          month: String(c.month),
          budgetItemCode: row.budgetItemCode,
        });
        net += lines.reduce((s, l) => s + satang(l.debit) - satang(l.credit), 0);
      }
      expect([row.budgetItemCode, net]).toEqual([row.budgetItemCode, satang(row.year.actual)]);
    }
    const shownTotal = shownSatang(await page.getByTestId('budget-summary-total-actual').innerText());
    expect(shownTotal).toBe(summary.rows.reduce((s, r) => s + satang(r.year.actual), 0));

    // The only error the browser saw is the refused request's 409.
    expect(watched.errors.filter((e) => !e.includes('409'))).toEqual([]);
  });
});
