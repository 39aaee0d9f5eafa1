import {
  decimalStringToSatang,
  type AccruedExpenseReport,
  type CashBankReport,
  type GlTrialBalance,
  type JournalReport,
  type LedgerAccount,
  type LedgerReport,
} from '@suanklang/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { property } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { postDocument } from '../ledger';
import { accruedExpenseFile, cashBankFile, journalFile, ledgerFile } from './ledger-reports-export';
import { createLedgerReports } from './ledger-reports.service';
import { renderReportPdf } from './report-files';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Months long ended, before anything else this file posts: January is the property's first month. */
const JAN = '2025-01';
const FEB = '2025-02';
const MAR = '2025-03';
const s = decimalStringToSatang;
const codeOf = (res: { json: () => unknown }) => (res.json() as { code?: string }).code;
const get = (url: string, as = 'accountant') => t.call({ as, method: 'GET', url });

async function data<T>(url: string, as = 'accountant'): Promise<T> {
  const res = await get(url, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: T }>().data;
}
const period = (from: string, to: string, postedOnly = 'N') =>
  `propertyCode=RVS&lang=EN&periodFrom=${from}&periodTo=${to}&postedOnly=${postedOnly}`;
const ledger = (from: string, to: string, extra = '', as = 'accountant') =>
  data<LedgerReport>(`/gl/ledger?${period(from, to)}${extra}`, as);

/** Issues an invoice of one line dated (and due) `invoiceDate`, as the accountant (as the G/L tests do). */
async function issueInvoice(unitCode: string, invoiceDate: string, price: string) {
  const res = await t.call({
    as: 'accountant',
    method: 'POST',
    url: '/invoices/save',
    payload: {
      lang: 'EN',
      propertyCode: 'RVS',
      unitCode,
      invoiceDate,
      dueDate: invoiceDate,
      issue: true,
      lines: [{ expenseTypeCode: 'KC', description: 'บัตรผ่าน', quantity: '1', unitPrice: price }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { invoiceId: string; invoiceNo: string } }>().data;
}

/** A manual voucher (JV) through the one posting path: `[account, side, satang]` lines. */
async function voucher(date: string, description: string, lines: [string, 'debit' | 'credit', number][]) {
  const [rvs] = await t.database.db.select().from(property).where(eq(property.code, 'RVS'));
  return t.database.db.transaction((tx) =>
    postDocument(tx, {
      propertyId: rvs!.id,
      userId: null,
      documentType: 'JV',
      date,
      journal: (documentNo) => ({
        draft: {
          documentType: 'JV',
          documentNo,
          date,
          lines: lines.map(([accountCode, side, amount]) => ({ accountCode, side, amount })),
        },
        sourceId: null,
        description,
      }),
      write: async () => null,
      audit: () => null,
    }),
  );
}

type TbRow = GlTrialBalance['rows'][number];
const net = (debit: string, credit: string) => s(debit) - s(credit);
async function trialBalance(from: string, to: string, postedOnly = 'N') {
  const tb = await data<GlTrialBalance>(`/gl/trial-balance?${period(from, to, postedOnly)}`);
  return { tb, byCode: new Map<string, TbRow>(tb.rows.map((r) => [r.accountCode, r])) };
}

/** Every page of the ledger, following `next`. */
async function allPages(from: string, to: string, extra: string) {
  const pages: LedgerReport[] = [];
  let cursor: string | null = null;
  do {
    const page: LedgerReport = await ledger(
      from,
      to,
      `${extra}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    pages.push(page);
    cursor = page.next;
    expect(pages.length).toBeLessThan(100);
  } while (cursor);
  return pages;
}

/** The ledger's accounts tie to the trial balance and each balance follows the one before it. */
function expectTiedToTrialBalance(accounts: LedgerAccount[], byCode: Map<string, TbRow>) {
  for (const a of accounts) {
    const tb = byCode.get(a.accountCode);
    expect(tb, a.accountCode).toBeDefined();
    expect(s(a.opening), a.accountCode).toBe(net(tb!.openingDebit, tb!.openingCredit));
    expect(s(a.debit), a.accountCode).toBe(s(tb!.debit));
    expect(s(a.credit), a.accountCode).toBe(s(tb!.credit));
    expect(s(a.closing), a.accountCode).toBe(net(tb!.closingDebit, tb!.closingCredit));
    let balance = s(a.broughtForward);
    for (const line of a.lines) {
      balance += s(line.debit) - s(line.credit);
      expect(s(line.balance), `${a.accountCode} ${line.documentNo}`).toBe(balance);
    }
    if (!a.more) expect(balance, a.accountCode).toBe(s(a.closing));
  }
  // Every account the trial balance shows is in the ledger.
  expect(accounts.map((a) => a.accountCode).sort()).toEqual([...byCode.keys()].sort());
}

let invoices: { invoiceNo: string }[] = [];
let accrual: { documentNo: string };
beforeAll(async () => {
  invoices = [
    await issueInvoice('A0101', `${JAN}-10`, '1000.00'),
    await issueInvoice('A0102', `${JAN}-20`, '250.50'),
  ];
  await voucher(`${JAN}-25`, 'รับเงินสด', [
    ['1111', 'debit', 50_000],
    ['1121', 'credit', 50_000],
  ]);
  accrual = await voucher(`${JAN}-31`, 'ตั้งค้างจ่ายค่าทำความสะอาด', [
    ['5120', 'debit', 300_000],
    ['2120', 'credit', 300_000],
  ]);
  await voucher(`${FEB}-05`, 'จ่ายค่าทำความสะอาด', [
    ['2120', 'debit', 300_000],
    ['1113', 'credit', 300_000],
  ]);
  await voucher(`${FEB}-10`, 'นำฝากเงินสด', [
    ['1113', 'debit', 40_000],
    ['1111', 'credit', 40_000],
  ]);
  await voucher(`${FEB}-28`, 'ตั้งค้างจ่ายค่าไฟฟ้า', [
    ['5210', 'debit', 120_075],
    ['2120', 'credit', 120_075],
  ]);
  invoices.push(await issueInvoice('A0103', `${FEB}-14`, '80.00'));
  invoices.push(await issueInvoice('A0104', `${MAR}-05`, '300.00'));
});

describe('the general ledger report', () => {
  it('shows each account from its opening through its lines to its closing, tied to the trial balance', async () => {
    const report = await ledger(JAN, MAR, '&pageSize=500');
    expect(report).toMatchObject({ periodFrom: JAN, periodTo: MAR, postedOnly: false, next: null });
    const { tb, byCode } = await trialBalance(JAN, MAR);
    expectTiedToTrialBalance(report.accounts, byCode);
    expect(report.totals.debit).toBe(tb.totals.debit);
    expect(report.totals.credit).toBe(tb.totals.credit);
    expect(report.totals.debit).toBe(report.totals.credit);

    const cash = report.accounts.find((a) => a.accountCode === '1111')!;
    expect(cash.lines.map((l) => [l.entryDate, l.debit, l.credit, l.balance])).toEqual([
      [`${JAN}-25`, '500.00', '0.00', '500.00'],
      [`${FEB}-10`, '0.00', '400.00', '100.00'],
    ]);
    expect(cash.lines[0]).toMatchObject({ documentType: 'JV', kind: 'POST', description: 'รับเงินสด' });
    const accrued = report.accounts.find((a) => a.accountCode === '2120')!;
    expect(accrued.lines.map((l) => l.balance)).toEqual(['-3000.00', '0.00', '-1200.75']);
    expect(accrued.closing).toBe('-1200.75');
    // Invoice lines carry their number; an entry's lines of one account keep its order.
    const income = report.accounts.find((a) => a.accountCode === '4110' || a.accountCode.startsWith('41'))!;
    expect(income.lines.map((l) => l.documentNo)).toEqual(
      expect.arrayContaining(invoices.map((i) => i.invoiceNo)),
    );
  });

  it('one account or a range; the balance carried in comes from the months before', async () => {
    const feb = await ledger(FEB, MAR, '&accountFrom=1111');
    expect(feb.accountFrom).toBe('1111');
    expect(feb.accountTo).toBe('1111');
    expect(feb.accounts).toHaveLength(1);
    expect(feb.accounts[0]).toMatchObject({ opening: '500.00', broughtForward: '500.00', closing: '100.00' });
    expect(feb.accounts[0]!.lines.map((l) => l.balance)).toEqual(['100.00']);

    const range = await ledger(JAN, MAR, '&accountFrom=1100&accountTo=1143');
    expect(range.accounts.every((a) => a.accountCode >= '1100' && a.accountCode <= '1143')).toBe(true);
    expect(range.accounts.map((a) => a.accountCode)).toEqual(
      expect.arrayContaining(['1111', '1113', '1121']),
    );
    const { byCode } = await trialBalance(JAN, MAR);
    const inRange = [...byCode].filter(([c]) => c >= '1100' && c <= '1143');
    expectTiedToTrialBalance(range.accounts, new Map(inRange));
  });

  it('pages by line with the balance carried across pages, the same as one page', async () => {
    const whole = await ledger(JAN, MAR, '&pageSize=500');
    const pages = await allPages(JAN, MAR, '&pageSize=3');
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages) expect(page.accounts.flatMap((a) => a.lines).length).toBeLessThanOrEqual(3);
    const merged = new Map<string, LedgerAccount>();
    for (const page of pages)
      for (const a of page.accounts) {
        const seen = merged.get(a.accountCode);
        if (seen) {
          // Continued on this page: it follows the last balance of the page before.
          expect(a.continued, a.accountCode).toBe(true);
          expect(seen.more, a.accountCode).toBe(true);
          expect(a.broughtForward).toBe(seen.lines.at(-1)!.balance);
          merged.set(a.accountCode, {
            ...a,
            lines: [...seen.lines, ...a.lines],
            broughtForward: seen.broughtForward,
          });
        } else {
          expect(a.continued, a.accountCode).toBe(false);
          merged.set(a.accountCode, a);
        }
      }
    expect([...merged.values()].map((a) => ({ ...a, more: false, continued: false }))).toEqual(
      whole.accounts.map((a) => ({ ...a, more: false, continued: false })),
    );
    expect(pages.every((p) => JSON.stringify(p.totals) === JSON.stringify(whole.totals))).toBe(true);
  });

  it('refuses bad input: months reversed, accounts reversed, an account not in the chart, a forged cursor', async () => {
    const reversed = await get(`/gl/ledger?${period(MAR, JAN)}`);
    expect(reversed.statusCode).toBe(400);
    expect(codeOf(reversed)).toBe('GL014');
    const accounts = await get(`/gl/ledger?${period(JAN, MAR)}&accountFrom=2000&accountTo=1000`);
    expect(accounts.statusCode).toBe(400);
    expect(codeOf(accounts)).toBe('LR001');
    const unknown = await get(`/gl/ledger?${period(JAN, MAR)}&accountFrom=9999`);
    expect(unknown.statusCode).toBe(400);
    expect(codeOf(unknown)).toBe('LR002');
    expect(unknown.json<{ message: string }>().message).toContain(
      "This account is not in the property's chart of accounts.",
    );
    const thai = await get(`/gl/ledger?${period(JAN, MAR).replace('lang=EN', 'lang=TH')}&accountFrom=9999`);
    expect(thai.json<{ message: string }>().message).toContain('ไม่พบรหัสบัญชีนี้ในผังบัญชีของโครงการ');
    const forged = await get(
      `/gl/ledger?${period(JAN, MAR)}&cursor=${Buffer.from('{"a":1}').toString('base64url')}`,
    );
    expect(codeOf(forged)).toBe('ST001');
    expect((await get(`/gl/ledger?${period(JAN, MAR)}&pageSize=0`)).statusCode).toBe(400);
    expect((await get(`/gl/ledger?${period(JAN, MAR)}&pageSize=501`)).statusCode).toBe(400);
    expect((await get(`/gl/ledger?${period(JAN, '2025-13')}`)).statusCode).toBe(400);
  });

  it("never shows another property's lines; read with the G/L screen's right as the trial balance is", async () => {
    expect((await get(`/gl/ledger?${period(JAN, MAR).replace('RVS', 'SKV')}`)).statusCode).toBe(403);
    const skv = await data<LedgerReport>(`/gl/ledger?${period(JAN, MAR).replace('RVS', 'SKV')}`, 'admin');
    expect(skv.accounts).toEqual([]);
    // A cursor of RVS's list sent for SKV holds only key values: it lists SKV's lines (none).
    const rvs = await ledger(JAN, MAR, '&pageSize=2');
    const crossed = await data<LedgerReport>(
      `/gl/ledger?${period(JAN, MAR).replace('RVS', 'SKV')}&cursor=${rvs.next}`,
      'admin',
    );
    expect(crossed.accounts.flatMap((a) => a.lines)).toEqual([]);
    const skvPeriod = period(JAN, MAR).replace('RVS', 'SKV');
    const skvJournal = await data<JournalReport>(`/gl/journal?${skvPeriod}`, 'admin');
    expect(skvJournal.entries).toEqual([]);
    expect(skvJournal.totals.entryCount).toBe(0);
    const skvCash = await data<CashBankReport>(`/gl/cash-bank?${skvPeriod}`, 'admin');
    expect(skvCash.rows.length).toBeGreaterThan(0);
    expect(skvCash.rows.every((r) => r.closing === '0.00' && r.debit === '0.00')).toBe(true);
    expect(skvCash.rows.flatMap((r) => r.bankAccounts).join(' ')).not.toContain('1234567890');
    const skvAccrued = await data<AccruedExpenseReport>(`/gl/accrued-expense?${skvPeriod}`, 'admin');
    expect(skvAccrued.totals.closing).toBe('0.00');
    expect(skvAccrued.ledger.accounts).toEqual([]);
    for (const url of ['/gl/ledger', '/gl/journal', '/gl/cash-bank', '/gl/accrued-expense']) {
      expect((await get(`${url}?${period(JAN, MAR)}`, 'approver')).statusCode, url).toBe(403);
      expect((await get(`${url}?${period(JAN, MAR)}`, 'viewer')).statusCode, url).toBe(200);
      expect((await get(`${url}?${period(JAN, MAR).replace('RVS', 'SKV')}`)).statusCode, url).toBe(403);
    }
  });
});

describe('the journal report', () => {
  it("lists the months' entries by date and number with their lines; totals tie to the trial balance", async () => {
    const report = await data<JournalReport>(`/gl/journal?${period(JAN, MAR)}&pageSize=200`);
    const { tb } = await trialBalance(JAN, MAR);
    expect(report.totals).toEqual({ entryCount: 9, debit: tb.totals.debit, credit: tb.totals.credit });
    expect(report.entries).toHaveLength(9);
    const keys = report.entries.map((e) => `${e.entryDate}|${e.documentNo}`);
    expect(keys).toEqual([...keys].sort());
    for (const e of report.entries) {
      expect(e.lines.length).toBeGreaterThanOrEqual(2);
      expect(e.debit).toBe(e.credit);
      expect(e.lines.every((l) => l.accountName !== '')).toBe(true);
    }
    expect(report.entries.find((e) => e.documentNo === accrual.documentNo)?.lines).toEqual([
      expect.objectContaining({ accountCode: '5120', debit: '3000.00', credit: '0.00' }),
      expect.objectContaining({ accountCode: '2120', debit: '0.00', credit: '3000.00' }),
    ]);

    const vouchers = await data<JournalReport>(`/gl/journal?${period(JAN, MAR)}&documentType=JV`);
    expect(vouchers.documentType).toBe('JV');
    expect(vouchers.entries.map((e) => e.documentType)).toEqual(['JV', 'JV', 'JV', 'JV', 'JV']);
    expect(vouchers.totals.entryCount).toBe(5);
  });

  it('pages by entry: the pages together are the whole; bad input is refused', async () => {
    const whole = await data<JournalReport>(`/gl/journal?${period(JAN, MAR)}`);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: JournalReport = await data<JournalReport>(
        `/gl/journal?${period(JAN, MAR)}&pageSize=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.entries.length).toBeLessThanOrEqual(2);
      expect(page.totals).toEqual(whole.totals);
      seen.push(...page.entries.map((e) => e.entryId));
      cursor = page.next;
    } while (cursor);
    expect(seen).toEqual(whole.entries.map((e) => e.entryId));
    expect(codeOf(await get(`/gl/journal?${period(MAR, JAN)}`))).toBe('GL014');
    expect((await get(`/gl/journal?${period(JAN, MAR)}&documentType=XX`)).statusCode).toBe(400);
    expect(codeOf(await get(`/gl/journal?${period(JAN, MAR)}&cursor=bm9wZQ`))).toBe('ST001');
  });
});

describe('the cash and bank report', () => {
  it('per cash and bank account: opening, received, paid, closing, tied to the trial balance', async () => {
    const report = await data<CashBankReport>(`/gl/cash-bank?${period(FEB, MAR)}`);
    const { byCode } = await trialBalance(FEB, MAR);
    expect(report.rows.map((r) => r.accountCode)).toEqual(
      expect.arrayContaining(['1111', '1112', '1113', '1114']),
    );
    expect(report.rows.every((r) => r.accountCode.startsWith('11'))).toBe(true);
    for (const r of report.rows) {
      const tb = byCode.get(r.accountCode);
      expect(s(r.opening), r.accountCode).toBe(tb ? net(tb.openingDebit, tb.openingCredit) : 0);
      expect(s(r.debit), r.accountCode).toBe(tb ? s(tb.debit) : 0);
      expect(s(r.credit), r.accountCode).toBe(tb ? s(tb.credit) : 0);
      expect(s(r.closing), r.accountCode).toBe(tb ? net(tb.closingDebit, tb.closingCredit) : 0);
    }
    expect(report.rows.find((r) => r.accountCode === '1111')).toMatchObject({
      opening: '500.00',
      debit: '0.00',
      credit: '400.00',
      closing: '100.00',
    });
    const bank = report.rows.find((r) => r.accountCode === '1113')!;
    expect(bank).toMatchObject({ opening: '0.00', debit: '400.00', credit: '3000.00', closing: '-2600.00' });
    expect(bank.bankAccounts.join(' ')).toContain('1234567890');
    expect(report.totals).toEqual({
      opening: '500.00',
      debit: '400.00',
      credit: '3400.00',
      closing: '-2500.00',
    });
  });
});

describe('the accrued expense report', () => {
  it('2120 and the accounts under it: owed at the start, accrued, paid, owed at the end, and the lines', async () => {
    const report = await data<AccruedExpenseReport>(`/gl/accrued-expense?${period(FEB, FEB)}`);
    expect(report.rows).toEqual([
      {
        accountCode: '2120',
        accountName: 'Accrued expenses',
        opening: '3000.00',
        accrued: '1200.75',
        paid: '3000.00',
        closing: '1200.75',
      },
    ]);
    expect(report.totals).toEqual({
      opening: '3000.00',
      accrued: '1200.75',
      paid: '3000.00',
      closing: '1200.75',
    });
    const { byCode } = await trialBalance(FEB, FEB);
    const tb = byCode.get('2120')!;
    expect(s(report.totals.closing)).toBe(-net(tb.closingDebit, tb.closingCredit));
    expect(report.ledger.accounts.map((a) => a.accountCode)).toEqual(['2120']);
    expect(report.ledger.accounts[0]!.lines.map((l) => [l.description, l.balance])).toEqual([
      ['จ่ายค่าทำความสะอาด', '0.00'],
      ['ตั้งค้างจ่ายค่าไฟฟ้า', '-1200.75'],
    ]);
    const paged = await data<AccruedExpenseReport>(`/gl/accrued-expense?${period(JAN, MAR)}&pageSize=1`);
    expect(paged.ledger.next).not.toBeNull();
    const second = await data<AccruedExpenseReport>(
      `/gl/accrued-expense?${period(JAN, MAR)}&pageSize=1&cursor=${paged.ledger.next}`,
    );
    expect(second.ledger.accounts[0]).toMatchObject({ continued: true, broughtForward: '-3000.00' });
    expect(second.ledger.accounts[0]!.lines[0]!.balance).toBe('0.00');
  });
});

describe('a period spanning a closed month', () => {
  it('gives the same reports once January is posted and closed (its figures then come from the month totals)', async () => {
    const before = {
      ledger: await ledger(JAN, MAR, '&pageSize=500'),
      later: await ledger(FEB, MAR, '&pageSize=500'),
      cash: await data<CashBankReport>(`/gl/cash-bank?${period(FEB, MAR)}`),
      accrued: await data<AccruedExpenseReport>(`/gl/accrued-expense?${period(FEB, MAR)}`),
    };
    for (const documentType of ['IN', 'JV']) {
      const posted = await t.call({
        as: 'accountant',
        method: 'POST',
        url: '/gl/post',
        payload: { lang: 'EN', propertyCode: 'RVS', period: JAN, documentType },
      });
      expect(posted.statusCode, posted.body).toBe(200);
    }
    const closed = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/gl/closed/month',
      payload: { lang: 'EN', propertyCode: 'RVS', period: JAN },
    });
    expect(closed.statusCode, closed.body).toBe(200);

    expect(await ledger(JAN, MAR, '&pageSize=500')).toEqual(before.ledger);
    expect(await ledger(FEB, MAR, '&pageSize=500')).toEqual(before.later);
    expect(await data<CashBankReport>(`/gl/cash-bank?${period(FEB, MAR)}`)).toEqual(before.cash);
    expect(await data<AccruedExpenseReport>(`/gl/accrued-expense?${period(FEB, MAR)}`)).toEqual(
      before.accrued,
    );
    const { byCode } = await trialBalance(FEB, MAR);
    expectTiedToTrialBalance(before.later.accounts, byCode);

    // Posted only: January's entries (posted by the close) count, February's and March's do not.
    const posted = await data<LedgerReport>(`/gl/ledger?${period(JAN, MAR, 'Y')}&pageSize=500`);
    expect(posted.postedOnly).toBe(true);
    expect(posted.accounts.flatMap((a) => a.lines).every((l) => l.entryDate < `${FEB}-01`)).toBe(true);
    expectTiedToTrialBalance(posted.accounts, (await trialBalance(JAN, MAR, 'Y')).byCode);
    const journal = await data<JournalReport>(`/gl/journal?${period(JAN, MAR, 'Y')}`);
    expect(journal.entries.every((e) => e.posted && e.entryDate < `${FEB}-01`)).toBe(true);
    expect(journal.totals.entryCount).toBe(4);
  });
});

/** A workbook cell's number in satang (the cells hold numbers with two decimals). */
const satangOf = (value: ExcelJS.CellValue) => Math.round(Number(value) * 100);
async function workbookOf(url: string) {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return { book, res };
}
const lastRow = (sheet: ExcelJS.Worksheet) => sheet.getRow(sheet.rowCount);

describe('the files', () => {
  it('the ledger workbook: property, title, conditions, numeric cells, totals equal to the report', async () => {
    const report = await ledger(JAN, MAR, '&pageSize=500');
    const { book, res } = await workbookOf(`/gl/ledger/excel?${period(JAN, MAR)}&docLang=th`);
    expect(res.headers['content-disposition']).toContain(`general-ledger-RVS-${JAN}-${MAR}.xlsx`);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(2).getCell(1).value).toBe('บัญชีแยกประเภท');
    expect(sheet.getRow(3).getCell(1).value).toBe('ตั้งแต่งวด 01/2568 ถึงงวด 03/2568');
    expect(sheet.getRow(4).getCell(1).value).toBe('ทุกรายการบัญชี (รวมที่ยังไม่ผ่านรายการ)');
    expect(sheet.getRow(5).getCell(1).value).toBe('ทุกบัญชี');
    const totals = lastRow(sheet);
    expect(totals.getCell(1).value).toBe('รวม');
    expect(typeof totals.getCell(4).value).toBe('number');
    expect(totals.getCell(4).numFmt).toBe('#,##0.00');
    expect(satangOf(totals.getCell(4).value)).toBe(s(report.totals.debit));
    expect(satangOf(totals.getCell(5).value)).toBe(s(report.totals.credit));
    // Each account's closing balance (its total row's last cell) is the report's, a signed number shown Dr/Cr.
    const closings: number[] = [];
    sheet.eachRow((row) => {
      const label = row.getCell(3).value;
      if (typeof label === 'string' && label.startsWith('รวมบัญชี'))
        closings.push(satangOf(row.getCell(6).value));
    });
    expect(closings).toEqual(report.accounts.map((a) => s(a.closing)));
    const dates: unknown[] = [];
    sheet.eachRow((row) => dates.push(row.getCell(1).value));
    expect(dates).toContain('25/01/2568');
  });

  it('the journal, cash and bank and accrued expense workbooks hold the report totals', async () => {
    const journal = await data<JournalReport>(`/gl/journal?${period(JAN, MAR)}`);
    const j = (await workbookOf(`/gl/journal/excel?${period(JAN, MAR)}`)).book.worksheets[0]!;
    expect(j.getRow(2).getCell(1).value).toBe('General Journal');
    expect(satangOf(lastRow(j).getCell(5).value)).toBe(s(journal.totals.debit));
    expect(satangOf(lastRow(j).getCell(6).value)).toBe(s(journal.totals.credit));

    const cash = await data<CashBankReport>(`/gl/cash-bank?${period(FEB, MAR)}`);
    const c = (await workbookOf(`/gl/cash-bank/excel?${period(FEB, MAR)}`)).book.worksheets[0]!;
    const ct = lastRow(c);
    expect([3, 4, 5, 6].map((i) => satangOf(ct.getCell(i).value))).toEqual(
      [cash.totals.opening, cash.totals.debit, cash.totals.credit, cash.totals.closing].map(s),
    );

    const accrued = await data<AccruedExpenseReport>(`/gl/accrued-expense?${period(FEB, FEB)}`);
    const { book } = await workbookOf(`/gl/accrued-expense/excel?${period(FEB, FEB)}`);
    expect(book.worksheets).toHaveLength(2);
    const at = lastRow(book.worksheets[0]!);
    expect([3, 4, 5, 6].map((i) => satangOf(at.getCell(i).value))).toEqual(
      [accrued.totals.opening, accrued.totals.accrued, accrued.totals.paid, accrued.totals.closing].map(s),
    );
  });

  it('prints A4 PDFs with the Thai headings, Buddhist-era dates and "page x of y"', async () => {
    for (const url of ['/gl/ledger/pdf', '/gl/journal/pdf', '/gl/cash-bank/pdf', '/gl/accrued-expense/pdf']) {
      const res = await get(`${url}?${period(JAN, MAR).replace('lang=EN', 'lang=TH')}`);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const property = 'นิติบุคคลอาคารชุด ริเวอร์ไซด์';
    const texts: string[] = [];
    const report = await data<LedgerReport>(
      `/gl/ledger?${period(JAN, MAR).replace('lang=EN', 'lang=TH')}&pageSize=500`,
    );
    // Enough accounts for a second page.
    const many = { ...report, accounts: [...report.accounts, ...report.accounts, ...report.accounts] };
    await renderReportPdf(ledgerFile(many, 'th', property), { onText: (x) => texts.push(x) });
    expect(texts).toEqual(
      expect.arrayContaining([
        property,
        'บัญชีแยกประเภท',
        'ตั้งแต่งวด 01/2568 ถึงงวด 03/2568 · ทุกรายการบัญชี (รวมที่ยังไม่ผ่านรายการ) · ทุกบัญชี',
        'วันที่',
        'ยอดยกมา',
        '25/01/2568',
        'รับเงินสด',
        '1111 เงินสดในมือ',
        '100.00 Dr',
      ]),
    );
    const pages = texts.filter((x) => /^หน้า \d+\/\d+$/.test(x));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages).toEqual(pages.map((_p, i) => `หน้า ${i + 1}/${pages.length}`));
    const english: string[] = [];
    const journal = await data<JournalReport>(`/gl/journal?${period(JAN, JAN, 'Y')}&documentType=JV`);
    await renderReportPdf(journalFile(journal, 'en', 'Riverside'), { onText: (x) => english.push(x) });
    expect(english).toEqual(
      expect.arrayContaining([
        'General Journal',
        'Period 01/2025 · Posted entries only · Document type Deposit / journal voucher',
        '25/01/2025',
        'Page 1 of 1',
      ]),
    );
    const cashTexts: string[] = [];
    const cash = await data<CashBankReport>(`/gl/cash-bank?${period(FEB, MAR)}`);
    await renderReportPdf(cashBankFile(cash, 'th', property), { onText: (x) => cashTexts.push(x) });
    expect(cashTexts).toEqual(
      expect.arrayContaining(['รายงานเงินสดและเงินฝากธนาคาร', 'รับ', 'จ่าย', '2,500.00 Cr']),
    );
    const accruedTexts: string[] = [];
    const accrued = await data<AccruedExpenseReport>(`/gl/accrued-expense?${period(FEB, FEB)}`);
    await renderReportPdf(accruedExpenseFile(accrued, 'th', property), {
      onText: (x) => accruedTexts.push(x),
    });
    expect(accruedTexts).toEqual(
      expect.arrayContaining([
        'รายงานค่าใช้จ่ายค้างจ่าย',
        'ณ วันที่ 28/02/2568 · งวด 02/2568 · ทุกรายการบัญชี (รวมที่ยังไม่ผ่านรายการ)',
        '1,200.75',
      ]),
    );
  });

  it('refuses a file beyond its line limit (LR003), and the files answer as the reports do', async () => {
    const [rvs] = await t.database.db.select().from(property).where(eq(property.code, 'RVS'));
    const reports = createLedgerReports(t.database.db, { timeoutMs: 0, exportLineLimit: 3 });
    const actor = { property: { id: rvs!.id, code: 'RVS', nameTh: '', nameEn: '' } };
    const q = { periodFrom: JAN, periodTo: MAR, postedOnly: 'N' as const, pageSize: 0 };
    await expect(reports.ledger(actor, q, 'th', true)).rejects.toMatchObject({ code: 'LR003' });
    await expect(reports.journal(actor, q, 'th', true)).rejects.toMatchObject({ code: 'LR003' });
    // Exactly at the limit is allowed: 2120 has three lines.
    const accrued = await reports.accruedExpense(actor, q, 'th', true);
    expect(accrued.ledger.accounts.flatMap((a) => a.lines)).toHaveLength(3);
    await expect(reports.ledger(actor, { ...q, accountFrom: '2120' }, 'th', true)).resolves.toBeTruthy();
    await expect(
      createLedgerReports(t.database.db, { timeoutMs: 0, exportLineLimit: 2 }).accruedExpense(
        actor,
        q,
        'th',
        true,
      ),
    ).rejects.toBeInstanceOf(AppError);
    const one = await reports.ledger(actor, { ...q, accountFrom: '5120' }, 'th', true);
    expect(one.accounts.flatMap((a) => a.lines)).toHaveLength(1);

    for (const kind of ['excel', 'pdf']) {
      expect((await get(`/gl/ledger/${kind}?${period(MAR, JAN)}`)).statusCode, kind).toBe(400);
      expect((await get(`/gl/ledger/${kind}?${period(JAN, MAR)}&accountFrom=9999`)).statusCode, kind).toBe(
        400,
      );
      expect((await get(`/gl/journal/${kind}?${period(JAN, MAR)}`, 'approver')).statusCode, kind).toBe(403);
      expect((await get(`/gl/cash-bank/${kind}?${period(JAN, MAR)}`, 'viewer')).statusCode, kind).toBe(200);
      const other = await get(`/gl/accrued-expense/${kind}?${period(JAN, MAR).replace('RVS', 'SKV')}`);
      expect(other.statusCode, kind).toBe(403);
    }
  });
});
