import ExcelJS from 'exceljs';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpeningBalanceCheck } from '@suanklang/shared';
import { createTestApp, type TestApp } from '../../../test/harness';
import { property } from '../../platform/db/schema';
import { multipartPayload } from '../../platform/files/test-support';
import { invoice } from '../invoices';
import { journalEntry, journalLine } from '../ledger';
import { issueInvoiceOn, RVS } from './gl-test-support';

/**
 * Opening balances at go-live: the template lists the usable accounts, a filled file is checked row by row with
 * nothing kept, and the reviewed rows post as one balanced OB entry, once, dated before the book's first entry.
 * Receivables come per unit and invoice from the opening-debt import; the trial balance's receivable rows wait in
 * the clearing account 3900 until those debts meet them.
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
  { accountCode: '1121', debit: '3000.00' },
  { accountCode: '2120', credit: '12500.50' },
  { accountCode: '3100', credit: '143000.00' },
];

/** Uploads and commits opening debts (invoice import OPENING), as the accountant. */
async function importOpeningDebts(rows: string[]) {
  const columns = 'propertyCode,unitCode,expenseType,invoiceDate,dueDate,amountExcludeVat,vat';
  const form = await multipartPayload({ kind: 'OPENING' }, [
    { field: 'file', name: 'debts.csv', data: `${[columns, ...rows].join('\n')}\n`, type: 'text/csv' },
  ]);
  const res = await t.call({
    as: 'accountant',
    method: 'POST',
    url: '/invoices/v1/upload?propertyCode=RVS&lang=EN',
    ...form,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    uploadId: string;
    status: string;
    rows: { rowNo: number; errors: { message: string }[] }[];
  };
}

describe('opening balances', () => {
  it('gives a template of the usable accounts, without the clearing account', async () => {
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
    expect(codes).toContain('1121');
    expect(codes).not.toContain('3900');
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
        '3900,Clearing,,50',
        '5110,Both,10,10',
        '1113,Twice,5,',
        '2120,Bad amount,,abc',
      ].join('\n'),
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as OpeningBalanceCheck;
    expect(data.rowCount).toBe(7);
    expect(data.committable).toBe(false);
    const rowOf = (n: number) => data.rows.find((r) => r.rowNo === n)!;
    const errorsOf = (n: number) => rowOf(n).errors.map((e) => e.message);
    expect(errorsOf(2)).toEqual([]);
    expect(rowOf(2).postsTo).toBeNull();
    expect(errorsOf(3)).toEqual(['Please select a valid option.']);
    // A receivable waits in the clearing account for the debts per unit; the clearing account is not the file's.
    expect(errorsOf(4)).toEqual([]);
    expect(rowOf(4).postsTo).toBe('3900');
    expect(data.receivables).toBe('50.00');
    expect(errorsOf(5)[0]).toContain('The opening balances clearing account only matches');
    expect(errorsOf(6)).toEqual(['Enter either a debit or a credit on each line, not both.']);
    expect(errorsOf(7)).toEqual(['This value is a duplicate.']);
    expect(errorsOf(8).length).toBeGreaterThan(0);
    const good = await check(
      [
        'accountCode,debit,credit',
        ...GOOD.map((l) => `${l.accountCode},${l.debit ?? ''},${l.credit ?? ''}`),
      ].join('\n'),
    );
    expect(good.json().data).toMatchObject({
      committable: true,
      debit: '155500.50',
      credit: '155500.50',
      receivables: '3000.00',
    });
    expect((await check('accountCode,debit,credit\n1113,1,', 'viewer')).statusCode).toBe(403);
    const [rvs] = await t.database.db.select().from(property).where(eq(property.code, 'RVS'));
    const entries = await t.database.db
      .select()
      .from(journalEntry)
      .where(and(eq(journalEntry.propertyId, rvs!.id), eq(journalEntry.documentType, 'OB')));
    expect(entries).toHaveLength(0);
  });

  it('refuses VAT on opening debts: output VAT not yet due is in the trial balance already', async () => {
    const res = await importOpeningDebts(['RVS,A0103,CF,01/12/2566,15/12/2566,1000.00,70.00']);
    expect(res.status).toBe('FAILED');
    expect(res.rows[0]!.errors.map((e) => e.message)).toEqual([
      'Opening debts carry no separate VAT: output VAT not yet due stays in the opening balance of its account.',
    ]);
  });

  it('posts the reviewed rows once, as one balanced entry dated before the first one; the debts per unit meet the receivables', async () => {
    // The debts per unit, issued by the previous system before go-live: receivable against the clearing account.
    const debts = await importOpeningDebts([
      'RVS,A0101,CF,01/12/2566,15/12/2566,1000.00,',
      'RVS,A0102,CF,2024-01-01,2024-01-15,2000.00,',
    ]);
    expect(debts.status, JSON.stringify(debts.rows)).toBe('VALIDATED');
    const submitted = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/invoices/v1/upload/submit',
      payload: { ...RVS, uploadId: debts.uploadId },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const [rvs] = await t.database.db.select().from(property).where(eq(property.code, 'RVS'));
    const debtInvoices = await t.database.db
      .select()
      .from(invoice)
      .where(and(eq(invoice.propertyId, rvs!.id), eq(invoice.source, 'OPENING')));
    expect(debtInvoices.map((i) => [i.status, i.openAmount]).sort()).toEqual([
      ['ISSUED', '1000.00'],
      ['ISSUED', '2000.00'],
    ]);
    const debtLines = await t.database.db
      .select({ accountCode: journalLine.accountCode, debit: journalLine.debit, credit: journalLine.credit })
      .from(journalLine)
      .innerJoin(journalEntry, eq(journalEntry.id, journalLine.entryId))
      .where(
        inArray(
          journalEntry.sourceId,
          debtInvoices.map((i) => i.id),
        ),
      );
    expect(debtLines.map((l) => [l.accountCode, l.debit, l.credit]).sort()).toEqual([
      ['1121', '1000.00', '0.00'],
      ['1121', '2000.00', '0.00'],
      ['3900', '0.00', '1000.00'],
      ['3900', '0.00', '2000.00'],
    ]);

    await issueInvoiceOn(t, 'A0101', '2024-03-10', '100.00');
    expect((await post({ openingDate: '2024-03-01', lines: GOOD.slice(0, 3) })).statusCode).toBe(400);
    expect(codeOf(await post({ openingDate: '2024-03-15', lines: GOOD }))).toBe('GL024');
    expect(
      codeOf(
        await post({
          openingDate: '2024-02-29',
          lines: [...GOOD.slice(0, 4), { accountCode: '3900', credit: '143000.00' }],
        }),
      ),
    ).toBe('ST001');
    expect((await post({ openingDate: '2024-02-29', lines: GOOD }, 'viewer')).statusCode).toBe(403);
    // Dated after the opening debts (December and January), which do not start the book.
    const res = await post({ openingDate: '2024-02-29', lines: GOOD });
    expect(res.statusCode, res.body).toBe(201);
    const done = res.json().data as { documentNo: string; entryId: string; total: string };
    expect(done.total).toBe('155500.50');
    expect(done.documentNo).toMatch(/^OB/);
    const lines = await t.database.db.select().from(journalLine).where(eq(journalLine.entryId, done.entryId));
    expect(lines.map((l) => [l.accountCode, l.debit, l.credit]).sort()).toEqual([
      ['1113', '150000.00', '0.00'],
      ['1131', '2500.50', '0.00'],
      ['2120', '0.00', '12500.50'],
      ['3100', '0.00', '143000.00'],
      ['3900', '3000.00', '0.00'],
    ]);
    expect(codeOf(await post({ openingDate: '2024-02-29', lines: GOOD }))).toBe('GL023');
    // The trial balance of the month opens with them.
    const tb = await t.call({
      as: 'accountant',
      method: 'GET',
      url: '/gl/trial-balance?propertyCode=RVS&lang=EN&periodFrom=2024-03&periodTo=2024-03',
    });
    const rows = tb.json().data.rows as {
      accountCode: string;
      openingDebit: string;
      openingCredit: string;
    }[];
    expect(rows.find((r) => r.accountCode === '1113')?.openingDebit).toBe('150000.00');
    // The receivables are the open debts per unit, and the clearing account is empty.
    expect(rows.find((r) => r.accountCode === '1121')?.openingDebit).toBe('3000.00');
    const clearing = rows.find((r) => r.accountCode === '3900');
    expect(
      clearing === undefined || (clearing.openingDebit === '0.00' && clearing.openingCredit === '0.00'),
    ).toBe(true);
  });
});
