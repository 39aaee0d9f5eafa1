import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpeningBalanceCheck } from '@suanklang/shared';
import { createTestApp, type TestApp } from '../../../test/harness';
import { property } from '../../platform/db/schema';
import { multipartPayload } from '../../platform/files/test-support';
import { journalEntry, journalLine } from '../ledger';
import { issueInvoiceOn, RVS } from './gl-test-support';

/**
 * Opening balances at go-live: the template lists the usable accounts, a filled file is checked row by row with
 * nothing kept, and the reviewed rows post as one balanced OB entry, once, dated before the book's first entry.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

const codeOf = (res: { json: () => unknown }) => (res.json() as { code?: string }).code;

async function check(csv: string, as = 'accountant') {
  const form = await multipartPayload({}, [
    { field: 'file', name: 'opening.csv', data: `${csv}\n`, type: 'text/csv' },
  ]);
  return t.call({ as, method: 'POST', url: '/gl/opening/check?propertyCode=RVS&lang=EN', ...form });
}
const post = (payload: Record<string, unknown>, as = 'accountant') =>
  t.call({ as, method: 'POST', url: '/gl/opening/post', payload: { ...RVS, ...payload } });

const GOOD = [
  { accountCode: '1113', debit: '150000.00' },
  { accountCode: '1131', debit: '2500.50' },
  { accountCode: '2120', credit: '12500.50' },
  { accountCode: '3100', credit: '140000.00' },
];

describe('opening balances', () => {
  it('gives a template of the usable accounts, without the receivable control accounts', async () => {
    const res = await t.call({
      as: 'accountant',
      method: 'GET',
      url: '/gl/opening/template?propertyCode=RVS&lang=EN',
    });
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'accountCode', 'accountName', 'debit', 'credit']);
    const codes: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) codes.push(String(row.getCell(1).value));
    });
    expect(codes).toContain('1113');
    expect(codes).not.toContain('1121');
    expect(codes).not.toContain('1100'); // a heading
    expect(
      (await t.call({ as: 'viewer', method: 'GET', url: '/gl/opening/template?propertyCode=RVS' }))
        .statusCode,
    ).toBe(403);
  });

  it('checks a file row by row and keeps nothing', async () => {
    const res = await check(
      [
        'accountCode,accountName,debit,credit',
        '1113,Bank,1000.00,',
        '9999,Nothing,,1000',
        '1121,Receivable,50,',
        '5110,Both,10,10',
        '1113,Twice,5,',
        '2120,Bad amount,,abc',
      ].join('\n'),
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as OpeningBalanceCheck;
    expect(data.rowCount).toBe(6);
    expect(data.committable).toBe(false);
    const errorsOf = (n: number) => data.rows.find((r) => r.rowNo === n)!.errors.map((e) => e.message);
    expect(errorsOf(2)).toEqual([]);
    expect(errorsOf(3)).toEqual(['Please select a valid option.']);
    expect(errorsOf(4)[0]).toContain('Open receivables are brought in per unit');
    expect(errorsOf(5)).toEqual(['Enter either a debit or a credit on each line, not both.']);
    expect(errorsOf(6)).toEqual(['This value is a duplicate.']);
    expect(errorsOf(7).length).toBeGreaterThan(0);
    const good = await check(
      [
        'accountCode,debit,credit',
        ...GOOD.map((l) => `${l.accountCode},${l.debit ?? ''},${l.credit ?? ''}`),
      ].join('\n'),
    );
    expect(good.json().data).toMatchObject({ committable: true, debit: '152500.50', credit: '152500.50' });
    expect((await check('accountCode,debit,credit\n1113,1,', 'viewer')).statusCode).toBe(403);
    const [rvs] = await t.database.db.select().from(property).where(eq(property.code, 'RVS'));
    const entries = await t.database.db
      .select()
      .from(journalEntry)
      .where(and(eq(journalEntry.propertyId, rvs!.id), eq(journalEntry.documentType, 'OB')));
    expect(entries).toHaveLength(0);
  });

  it('posts the reviewed rows once, as one balanced entry dated before the first one', async () => {
    await issueInvoiceOn(t, 'A0101', '2024-03-10', '100.00');
    expect((await post({ openingDate: '2024-03-01', lines: GOOD.slice(0, 3) })).statusCode).toBe(400);
    expect(codeOf(await post({ openingDate: '2024-03-15', lines: GOOD }))).toBe('GL024');
    expect(
      codeOf(
        await post({
          openingDate: '2024-02-29',
          lines: [...GOOD.slice(0, 3), { accountCode: '1121', credit: '140000.00' }],
        }),
      ),
    ).toBe('ST001');
    expect((await post({ openingDate: '2024-02-29', lines: GOOD }, 'viewer')).statusCode).toBe(403);
    const res = await post({ openingDate: '2024-02-29', lines: GOOD });
    expect(res.statusCode, res.body).toBe(201);
    const done = res.json().data as { documentNo: string; entryId: string; total: string };
    expect(done.total).toBe('152500.50');
    expect(done.documentNo).toMatch(/^OB/);
    const lines = await t.database.db.select().from(journalLine).where(eq(journalLine.entryId, done.entryId));
    expect(lines.map((l) => [l.accountCode, l.debit, l.credit]).sort()).toEqual([
      ['1113', '150000.00', '0.00'],
      ['1131', '2500.50', '0.00'],
      ['2120', '0.00', '12500.50'],
      ['3100', '0.00', '140000.00'],
    ]);
    expect(codeOf(await post({ openingDate: '2024-02-29', lines: GOOD }))).toBe('GL023');
    // The trial balance of the month opens with them.
    const tb = await t.call({
      as: 'accountant',
      method: 'GET',
      url: '/gl/trial-balance?propertyCode=RVS&lang=EN&periodFrom=2024-03&periodTo=2024-03',
    });
    const row = (tb.json().data.rows as { accountCode: string; openingDebit: string }[]).find(
      (r) => r.accountCode === '1113',
    );
    expect(row?.openingDebit).toBe('150000.00');
  });
});
