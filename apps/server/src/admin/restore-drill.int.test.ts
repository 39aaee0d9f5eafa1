import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onPostgres, type TestApp } from '../../test/harness';
import { cashReceipt } from '../../test/receivables';

/**
 * The operations guide's restore drill (scripts/restore-drill.mjs) on a book with posted documents: the dump
 * restores into a new database with the same entries and totals, every entry balanced and the trial balance at
 * zero; the drill's own database is dropped afterwards. PostgreSQL only (pg_dump and pg_restore).
 */
const script = fileURLToPath(new URL('../../../../scripts/restore-drill.mjs', import.meta.url));
const RVS = { lang: 'EN', propertyCode: 'RVS' } as const;
let t: TestApp;

beforeAll(async () => {
  if (onPostgres) t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

describe.skipIf(!onPostgres)('restore drill', () => {
  it('restores a dump of a book with an invoice and its receipt and finds it whole and balanced', async () => {
    const invoice = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/invoices/save',
      payload: {
        ...RVS,
        unitCode: 'A0105',
        invoiceDate: '2031-03-03',
        dueDate: '2031-03-18',
        issue: true,
        lines: [{ expenseTypeCode: 'KC', description: 'บัตรผ่านเพิ่ม', quantity: '3', unitPrice: '150.25' }],
      },
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    const receipt = await cashReceipt(t, {
      unitCode: 'A0105',
      invoiceNo: invoice.json().data.invoiceNo,
      amount: '200.00',
      receiptDate: '2031-03-05',
    });
    expect(receipt.statusCode, receipt.body).toBe(201);

    const url = t.database.url!;
    const { stdout } = await promisify(execFile)(process.execPath, [script, url], { timeout: 120_000 });
    expect(stdout).toContain('restore drill passed');
    expect(stdout).toMatch(/ok {3}trial balance of RVS: debit (\d+\.\d\d) = credit \1/);
    expect(stdout).toContain('ok   every journal entry is balanced');
    const restored = /restored: (\{.*\})/.exec(stdout)?.[1];
    expect(JSON.parse(restored!)).toMatchObject({ invoices: 1, receipts: 1 });
    // The drill leaves no database behind.
    const name = /restored into (\S+)/.exec(stdout)?.[1];
    const left = await t.database.db.execute(sql`select 1 from pg_database where datname = ${name!}`);
    expect((left as { rows: unknown[] }).rows).toEqual([]);
  }, 180_000);

  it('fails, and says so, when the database cannot be dumped', async () => {
    const url = new URL(t.database.url!);
    url.pathname = '/no_such_database_for_the_drill';
    const run = promisify(execFile)(process.execPath, [script, url.toString()], { timeout: 60_000 });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringContaining('restore drill FAILED'),
    });
  });
});
