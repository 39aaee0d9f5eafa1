import { postManualVoucher } from '@suanklang/accounting';
import { decimalStringToSatang, type GlTrialBalance } from '@suanklang/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { property } from '../../platform/db/schema';
import { postDocument } from '../ledger';
import { issueInvoiceOn, RVS } from './gl-test-support';

let t: TestApp;
let propertyId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [rvs] = await t.database.db.select().from(property).where(eq(property.code, 'RVS'));
  propertyId = rvs!.id;
});
afterAll(() => t.close());

const YEAR = 2024;
const act = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
  t.call({ as: 'accountant', method, url, payload: { ...RVS, ...payload } });
const codeOf = (res: { json: () => unknown }) => (res.json() as { code?: string }).code;

/** An expense paid in cash (a journal voucher), as payables will write them. */
async function expense(date: string, satang: number) {
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
            { accountCode: '5110', side: 'debit', amount: satang },
            { accountCode: '1111', side: 'credit', amount: satang },
          ],
        }),
        sourceId: null,
      }),
      write: async () => undefined,
      audit: () => null,
    }),
  );
}

async function tb(from: string, to: string): Promise<GlTrialBalance> {
  const res = await t.call({
    as: 'accountant',
    method: 'GET',
    url: `/gl/trial-balance?propertyCode=RVS&lang=EN&periodFrom=${from}&periodTo=${to}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as GlTrialBalance;
}
/** Each account's closing balance (debit less credit), accounts at zero left out. */
const closing = (report: GlTrialBalance) =>
  new Map(
    report.rows
      .map(
        (r) =>
          [
            r.accountCode,
            decimalStringToSatang(r.closingDebit) - decimalStringToSatang(r.closingCredit),
          ] as const,
      )
      .filter(([, balance]) => balance !== 0),
  );

/** Posts every type of the month and closes it, as the accountant does from the month's check. */
async function postAndClose(period: string) {
  const check = await t.call({
    as: 'accountant',
    method: 'GET',
    url: `/gl/validate?propertyCode=RVS&period=${period}`,
  });
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

describe('year close', () => {
  it('moves every revenue and expense balance to the surplus account; next year opens with balance-sheet accounts only; cancel restores it exactly', async () => {
    await issueInvoiceOn(t, 'A0101', `${YEAR}-03-10`, '1000.00');
    await issueInvoiceOn(t, 'A0102', `${YEAR}-07-15`, '450.25');
    await issueInvoiceOn(t, 'A0103', `${YEAR}-12-20`, '99.75');
    await expense(`${YEAR}-05-05`, 30_000);
    await expense(`${YEAR}-12-28`, 12_345);
    const before = closing(await tb(`${YEAR}-01`, `${YEAR}-12`));

    // December is still open and the months before it are not closed: the year's close refuses.
    const early = await act('POST', '/api/v1/gl/closed/year', { year: YEAR, surplusAccountCode: '3200' });
    expect(early.statusCode).toBe(409);
    expect(codeOf(early)).toBe('GL005');
    for (let m = 3; m <= 11; m++) await postAndClose(`${YEAR}-${String(m).padStart(2, '0')}`);
    for (const type of ['IN', 'JV'])
      expect((await act('POST', '/gl/post', { period: `${YEAR}-12`, documentType: type })).statusCode).toBe(
        200,
      );

    const notEquity = await act('POST', '/api/v1/gl/closed/year', { year: YEAR, surplusAccountCode: '1111' });
    expect(codeOf(notEquity)).toBe('GL018');
    const closed = await act('POST', '/api/v1/gl/closed/year', { year: YEAR, surplusAccountCode: '3200' });
    expect(closed.statusCode, closed.body).toBe(200);
    const reply = closed.json().data as { documentNo: string; accountCount: number; closed: boolean };
    expect(reply.documentNo).toMatch(/^YC6712\d{5}$/);
    expect(reply.accountCount).toBeGreaterThanOrEqual(2);
    expect(
      codeOf(await act('POST', '/api/v1/gl/closed/year', { year: YEAR, surplusAccountCode: '3200' })),
    ).toBe('GL015');

    // The year ends with every revenue and expense account at zero and the result in the surplus account.
    const after = closing(await tb(`${YEAR}-01`, `${YEAR}-12`));
    const categories = new Map(
      (await tb(`${YEAR}-01`, `${YEAR}-12`)).rows.map((r) => [r.accountCode, r.category]),
    );
    let result = 0;
    for (const [code, balance] of before)
      if (categories.get(code) === 'INCOME' || categories.get(code) === 'EXPENSE') {
        result += balance;
        expect(after.get(code) ?? 0, code).toBe(0);
      } else if (code !== '3200') expect(after.get(code), code).toBe(balance);
    expect(after.get('3200')).toBe((before.get('3200') ?? 0) + result);
    // 1,550.00 billed (net of VAT where any) less 423.45 spent: a surplus, on the credit side.
    expect(result).toBeLessThan(0);
    // Next year opens with balance-sheet accounts only.
    const next = await tb(`${YEAR + 1}-01`, `${YEAR + 1}-01`);
    for (const r of next.rows)
      if (r.category === 'INCOME' || r.category === 'EXPENSE')
        expect([r.openingDebit, r.openingCredit], r.accountCode).toEqual(['0.00', '0.00']);
    const december = await t.call({
      as: 'accountant',
      method: 'GET',
      url: `/gl/validate?propertyCode=RVS&period=${YEAR}-12`,
    });
    expect(december.json().data.closed).toBe(true);

    // A closed month in the next year holds the close; reopened, the close is cancelled exactly.
    expect((await act('POST', '/gl/closed/month', { period: `${YEAR + 1}-01` })).statusCode).toBe(200);
    const held = await act('PUT', '/api/v1/gl/closed/year/cancel', { year: YEAR, reason: 'ตรวจใหม่' });
    expect(codeOf(held)).toBe('GL017');
    expect(
      (await act('PUT', '/gl/closed/month/cancel', { period: `${YEAR + 1}-01`, reason: 'แก้ไข' })).statusCode,
    ).toBe(200);
    const cancelled = await act('PUT', '/api/v1/gl/closed/year/cancel', { year: YEAR, reason: 'ตรวจใหม่' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(closing(await tb(`${YEAR}-01`, `${YEAR}-12`))).toEqual(before);
    expect(codeOf(await act('PUT', '/api/v1/gl/closed/year/cancel', { year: YEAR, reason: 'อีกครั้ง' }))).toBe(
      'GL016',
    );

    // And the year closes again (the reversal is posted with December's check like any entry).
    const again = await act('POST', '/api/v1/gl/closed/year', { year: YEAR, surplusAccountCode: '3200' });
    expect(again.statusCode, again.body).toBe(200);
    expect(closing(await tb(`${YEAR}-01`, `${YEAR}-12`))).toEqual(after);
  });

  it('refuses a year not yet ended and a user who may not close', async () => {
    const now = Number(new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 4));
    const res = await act('POST', '/api/v1/gl/closed/year', { year: now, surplusAccountCode: '3200' });
    expect(codeOf(res)).toBe('GL013');
    const viewer = await t.call({
      as: 'viewer',
      method: 'POST',
      url: '/api/v1/gl/closed/year',
      payload: { ...RVS, year: YEAR - 1, surplusAccountCode: '3200' },
    });
    expect(viewer.statusCode).toBe(403);
  });
});
