import { postManualVoucher } from '@suanklang/accounting';
import {
  decimalStringToSatang,
  type FinancialPosition,
  type GlTrialBalance,
  type RevenueExpense,
  type StatementLineKind,
  type StatementRow,
} from '@suanklang/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { property } from '../../platform/db/schema';
import { postDocument } from '../ledger';

let t: TestApp;
let propertyId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [rvs] = await t.database.db.select().from(property).where(eq(property.code, 'RVS'));
  propertyId = rvs!.id;
});
afterAll(() => t.close());

const RVS = { lang: 'EN', propertyCode: 'RVS' } as const;
const s = decimalStringToSatang;
const get = (url: string, as = 'accountant') => t.call({ as, method: 'GET', url });
const act = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
  t.call({ as: 'accountant', method, url, payload: { ...RVS, ...payload } });

async function invoice(unitCode: string, date: string, price: string) {
  const res = await act('POST', '/invoices/save', {
    unitCode,
    invoiceDate: date,
    dueDate: date,
    issue: true,
    lines: [{ expenseTypeCode: 'KC', description: 'บัตรผ่าน', quantity: '1', unitPrice: price }],
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** A journal voucher moving `satang` from `credit` to `debit` (an expense paid in cash, by default). */
async function voucher(date: string, satang: number, debit = '5110', credit = '1111') {
  await t.database.db.transaction((tx) =>
    postDocument(tx, {
      propertyId,
      userId: null,
      documentType: 'JV',
      date,
      journal: (no) => ({
        draft: postManualVoucher({
          documentType: 'JV',
          documentNo: no,
          date,
          lines: [
            { accountCode: debit, side: 'debit', amount: satang },
            { accountCode: credit, side: 'credit', amount: satang },
          ],
        }),
        sourceId: null,
      }),
      write: async () => undefined,
      audit: () => null,
    }),
  );
}

async function fp(asOf: string, postedOnly = 'N', as = 'accountant'): Promise<FinancialPosition> {
  const res = await get(
    `/reports/financial-position?propertyCode=RVS&lang=EN&asOf=${asOf}&postedOnly=${postedOnly}`,
    as,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as FinancialPosition;
}
async function re(period: string, postedOnly = 'N'): Promise<RevenueExpense> {
  const res = await get(
    `/reports/revenue-expense?propertyCode=RVS&lang=EN&period=${period}&postedOnly=${postedOnly}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as RevenueExpense;
}
async function tb(from: string, to: string): Promise<GlTrialBalance> {
  const res = await get(`/gl/trial-balance?propertyCode=RVS&lang=EN&periodFrom=${from}&periodTo=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as GlTrialBalance;
}

const lineOf = (rows: StatementRow[], kind: StatementLineKind, section?: string) =>
  rows.find((r) => r.lineKind === kind && (section === undefined || r.section === section));
const amountsOf = (row: StatementRow | undefined) => (row ? row.amounts.map(s) : undefined);
/** Satang of a totals entry, column i. */
const at = (amounts: string[], i = 0) => s(amounts[i]!);

/** Posts every type of the month and closes it, as the accountant does from the month's check. */
async function postAndClose(period: string) {
  const check = await get(`/gl/validate?propertyCode=RVS&period=${period}`);
  for (const type of (
    check.json().data as { types: { documentType: string; entryCount: number; postedCount: number }[] }
  ).types)
    if (type.postedCount < type.entryCount)
      expect((await act('POST', '/gl/post', { period, documentType: type.documentType })).statusCode).toBe(
        200,
      );
  const closed = await act('POST', '/gl/closed/month', { period });
  expect(closed.statusCode, closed.body).toBe(200);
}

describe('the financial statements', () => {
  beforeAll(async () => {
    // Accounts outside every line of the standard layouts: an asset and an expense.
    for (const account of [
      { accountCode: '1900', nameTh: 'สินทรัพย์อื่น', nameEn: 'Other asset', category: 'ASSET' },
      { accountCode: '6100', nameTh: 'ค่าใช้จ่ายพิเศษ', nameEn: 'Special expense', category: 'EXPENSE' },
    ]) {
      const res = await act('POST', '/config/account/save', account);
      expect(res.statusCode, res.body).toBe(201);
    }
    // Last year: billed and spent in June. This year: March and April.
    await invoice('A0101', '2023-06-10', '500.00');
    await voucher('2023-06-20', 10_000);
    await invoice('A0101', '2024-03-10', '1000.00');
    await voucher('2024-03-15', 30_000);
    await invoice('A0102', '2024-04-05', '450.25');
    await voucher('2024-04-06', 12_345, '6100');
    await voucher('2024-04-07', 7_000, '1900');
  });

  it('balances: assets equal liabilities and funds, now and a year earlier, and tie to the trial balance', async () => {
    const report = await fp('2024-04');
    expect(report.columns).toEqual([
      { from: '2024-04', to: '2024-04' },
      { from: '2023-04', to: '2023-04' },
    ]);
    expect(report.balanced).toBe(true);
    expect(report.customLayout).toBe(false);
    for (const i of [0, 1])
      expect(at(report.totals.assets, i)).toBe(at(report.totals.liabilitiesAndFunds, i));
    expect(at(report.totals.assets)).toBeGreaterThan(0);
    // A year earlier nothing was posted yet.
    expect(at(report.totals.assets, 1)).toBe(0);

    // The trial balance of the year to April: assets are the asset accounts' closing balances.
    const trial = await tb('2024-01', '2024-04');
    const net = (category: string, part: 'closing' | 'movement' | 'opening') =>
      trial.rows
        .filter((r) => r.category === category)
        .reduce(
          (sum, r) =>
            sum +
            (part === 'closing'
              ? s(r.closingDebit) - s(r.closingCredit)
              : part === 'movement'
                ? s(r.debit) - s(r.credit)
                : s(r.openingDebit) - s(r.openingCredit)),
          0,
        );
    expect(at(report.totals.assets)).toBe(net('ASSET', 'closing'));
    expect(at(report.totals.liabilities)).toBe(0 - net('LIABILITY', 'closing'));
    // This year's surplus: revenue less expense of January to April; last year's (not closed) carried in.
    const year = -(net('INCOME', 'movement') + net('EXPENSE', 'movement'));
    const earlier = -(net('INCOME', 'opening') + net('EXPENSE', 'opening'));
    expect(amountsOf(lineOf(report.rows, 'SURPLUS_YEAR'))?.[0]).toBe(year);
    expect(amountsOf(lineOf(report.rows, 'SURPLUS_EARLIER'))?.[0]).toBe(earlier);
    expect(earlier).toBeGreaterThan(0);

    // Every row on the section's side: the cash line is the cash accounts' balance.
    const cash = report.rows.find((r) => r.name === 'Cash and cash equivalents')!;
    expect(cash.accountCodes).toContain('1111');
    const cashAccounts = trial.rows.filter((r) => r.accountCode >= '1110' && r.accountCode <= '1119');
    expect(s(cash.amounts[0]!)).toBe(
      cashAccounts.reduce((sum, r) => sum + s(r.closingDebit) - s(r.closingCredit), 0),
    );
  });

  it('shows the accounts no line maps on their section\'s "other" line', async () => {
    const position = await fp('2024-04');
    const asset = lineOf(position.rows, 'UNMAPPED', 'ASSET');
    expect(asset?.accountCodes).toEqual(['1900']);
    expect(amountsOf(asset)).toEqual([7_000, 0]);
    expect(lineOf(position.rows, 'UNMAPPED', 'LIABILITY')).toBeUndefined();
    const statement = await re('2024-04');
    const expense = lineOf(statement.rows, 'UNMAPPED', 'EXPENSE');
    expect(expense?.accountCodes).toEqual(['6100']);
    expect(amountsOf(expense)).toEqual([12_345, 12_345, 0, 0]);
  });

  it("revenue and expense: month, year to date, last year's; the result is the change in the funds", async () => {
    const april = await re('2024-04');
    expect(april.columns).toEqual([
      { from: '2024-04', to: '2024-04' },
      { from: '2024-01', to: '2024-04' },
      { from: '2023-04', to: '2023-04' },
      { from: '2023-01', to: '2023-04' },
    ]);
    const result = april.totals.result.map(s);
    for (const i of [0, 1, 2, 3])
      expect(result[i]).toBe(at(april.totals.income, i) - at(april.totals.expense, i));
    expect(at(april.totals.expense, 0)).toBe(12_345);
    expect(at(april.totals.expense, 1)).toBe(30_000 + 12_345);

    // The month's result is the change of the funds from March's end to April's.
    const [march, aprilFp] = [await fp('2024-03'), await fp('2024-04')];
    expect(at(aprilFp.totals.funds) - at(march.totals.funds)).toBe(result[0]);
    // The year to date is this year's surplus line.
    expect(amountsOf(lineOf(aprilFp.rows, 'SURPLUS_YEAR'))?.[0]).toBe(result[1]);
    // Last year's columns are last year's statement.
    const june = await re('2023-06');
    const lastYear = await re('2024-06');
    expect(lastYear.totals.result.slice(2)).toEqual(june.totals.result.slice(0, 2));
    expect(at(june.totals.result)).toBeGreaterThan(0);
    // The income lines are by category: the access cards are other services.
    const services = april.rows.find((r) => r.name === 'Other services and rentals')!;
    expect(services.accountCodes).toEqual(['4160']);
    expect(s(services.amounts[0]!)).toBe(at(april.totals.income, 0));
  });

  it('counts posted entries only when asked', async () => {
    expect(at((await fp('2024-04', 'Y')).totals.assets)).toBe(0);
    expect(at((await re('2024-04', 'Y')).totals.result, 1)).toBe(0);
    for (const period of ['2023-06', '2024-03'])
      for (const type of ['IN', 'JV'])
        expect((await act('POST', '/gl/post', { period, documentType: type })).statusCode).toBe(200);
    const posted = await fp('2024-04', 'Y');
    expect(posted.balanced).toBe(true);
    expect(at(posted.totals.assets)).toBe(at((await fp('2024-03')).totals.assets));
    expect(at(posted.totals.assets)).not.toBe(at((await fp('2024-04')).totals.assets));
    expect((await re('2024-04', 'Y')).totals.result[1]).toBe((await re('2024-03')).totals.result[1]);
  });

  it('after the year close: December leaves the closing entry out, and its result is the change in accumulated surplus', async () => {
    await invoice('A0103', '2024-12-20', '99.75');
    const before = await re('2024-12');
    const fundsBefore = at((await fp('2023-12')).totals.funds);
    // Close from the property's first month (June last year) to November, then the year.
    for (let m = 6; m <= 12; m++) await postAndClose(`2023-${String(m).padStart(2, '0')}`);
    for (let m = 1; m <= 11; m++) await postAndClose(`2024-${String(m).padStart(2, '0')}`);
    expect((await act('POST', '/gl/post', { period: '2024-12', documentType: 'IN' })).statusCode).toBe(200);
    const closed = await act('POST', '/api/v1/gl/closed/year', { year: 2024, surplusAccountCode: '3200' });
    expect(closed.statusCode, closed.body).toBe(200);

    const after = await re('2024-12');
    expect(after.totals).toEqual(before.totals);
    expect(at(after.totals.income, 0)).toBeGreaterThan(0);
    const december = await fp('2024-12');
    expect(december.balanced).toBe(true);
    // The close took this year's result and the earlier years' not yet closed to the accumulated surplus.
    expect(amountsOf(lineOf(december.rows, 'SURPLUS_YEAR'))?.[0]).toBe(0);
    expect(lineOf(december.rows, 'SURPLUS_EARLIER')).toBeUndefined();
    const accumulated = december.rows.find(
      (r) => r.name === 'Accumulated surplus (deficit)' && r.rowType === 'LINE',
    )!;
    expect(accumulated.accountCodes).toEqual(['3200']);
    const lastYear = at((await re('2023-12')).totals.result, 1);
    expect(s(accumulated.amounts[0]!)).toBe(at(after.totals.result, 1) + lastYear);
    // The year's result is the change in the funds from last December's end.
    expect(at(december.totals.funds) - fundsBefore).toBe(at(after.totals.result, 1));
    // Last year's statement is untouched (its December was closed as a month only).
    expect(amountsOf(lineOf((await fp('2023-12')).rows, 'SURPLUS_YEAR'))?.[0]).toBe(lastYear);
  });

  it('is refused to another property, to a user without the report screen, and for a bad month', async () => {
    const other = await get('/reports/financial-position?propertyCode=SKV&lang=EN&asOf=2024-04');
    expect(other.statusCode).toBe(403);
    const approver = await get(
      '/reports/revenue-expense?propertyCode=RVS&lang=EN&period=2024-04',
      'approver',
    );
    expect(approver.statusCode).toBe(403);
    expect((await fp('2024-04', 'N', 'viewer')).balanced).toBe(true);
    const bad = await get('/reports/revenue-expense?propertyCode=RVS&lang=EN&period=2024-13');
    expect(bad.statusCode).toBe(400);
  });
});
