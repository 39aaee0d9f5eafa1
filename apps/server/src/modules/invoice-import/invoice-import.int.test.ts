import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, OVERDUE_IMPORT_COLUMNS, SAP_IMPORT_COLUMNS, UPLOAD_LIMITS } from '@suanklang/shared';
import { createTestApp, type TestApp } from '../../../test/harness';
import { property } from '../../platform/db/schema';
import { multipartPayload } from '../../platform/files/test-support';
import { sheetWorkbook } from '../../platform/files/test-workbooks';
import { expenseType } from '../config-expense';
import { invoice, invoiceLine } from '../invoices';
import { accountingPeriod, journalEntry, journalLine } from '../ledger';
import { unit, unitOccupant } from '../units';
import { inProcessQueue } from '../../platform/jobs';
import { recoverInterruptedImports } from './invoice-import.service';
import { invoiceImport } from './invoice-import.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
type Row = Record<string, string | number>;

const csvCell = (v: string | number | undefined) => {
  const s = v === undefined ? '' : String(v);
  return /[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};
function csv(columns: readonly string[], rows: Row[]): string {
  return (
    [columns.join(','), ...rows.map((r) => columns.map((c) => csvCell(r[c])).join(','))].join('\r\n') + '\r\n'
  );
}
const overdue = (rows: Row[]) => csv(OVERDUE_IMPORT_COLUMNS, rows);
const sap = (rows: Row[]) => csv(SAP_IMPORT_COLUMNS, rows);

async function upload(
  name: string,
  data: Buffer | string,
  o: { kind?: string; as?: string; propertyCode?: string; url?: string; app?: TestApp } = {},
) {
  const { payload, headers } = await multipartPayload(
    o.kind === undefined ? { kind: 'OVERDUE' } : o.kind === '' ? {} : { kind: o.kind },
    [{ field: 'file', name, data }],
  );
  const url = o.url ?? '/invoices/v1/upload';
  return (o.app ?? t).call({
    as: o.as ?? 'accountant',
    method: 'POST',
    url: `${url}?lang=EN&propertyCode=${o.propertyCode ?? 'RVS'}`,
    payload,
    headers,
  });
}
type CallOptions = { as?: string; propertyCode?: string; url?: string; app?: TestApp };
const submit = (uploadId: string, o: CallOptions = {}) =>
  (o.app ?? t).call({
    as: o.as ?? 'accountant',
    method: 'POST',
    url: o.url ?? '/invoices/v1/upload/submit',
    payload: { lang: 'EN', propertyCode: o.propertyCode ?? 'RVS', uploadId },
  });
/** A submitted batch's commit as it stands (any member who sees invoices may ask). */
const commitStatus = (uploadId: string, o: CallOptions = {}) =>
  (o.app ?? t).call({
    as: o.as ?? 'viewer',
    method: 'GET',
    url: `/invoices/v1/upload/status?lang=EN&propertyCode=${o.propertyCode ?? 'RVS'}&uploadId=${uploadId}`,
  });
const errorFile = (
  uploadId: string,
  o: { as?: string; propertyCode?: string; url?: string; lang?: string } = {},
) =>
  t.call({
    as: o.as ?? 'viewer',
    method: 'GET',
    url: `${o.url ?? '/invoices/v1/upload/error'}?lang=${o.lang ?? 'EN'}&propertyCode=${o.propertyCode ?? 'RVS'}&uploadId=${uploadId}`,
  });

async function readBook(data: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  return book;
}
/** The first sheet as rows of cell values (1-based columns dropped). */
async function sheetRows(data: Buffer, index = 0) {
  const sheet = (await readBook(data)).worksheets[index]!;
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
}

async function propertyId(code: string) {
  const [p] = await t.database.db.select().from(property).where(eq(property.code, code));
  return p!.id;
}
async function importedInvoices(code = 'RVS') {
  return t.database.db
    .select()
    .from(invoice)
    .where(and(eq(invoice.propertyId, await propertyId(code)), eq(invoice.source, 'IMPORT')))
    .orderBy(asc(invoice.invoiceNo));
}
async function trialBalance(code = 'RVS') {
  const [row] = await t.database.db
    .select({
      debit: sql<string>`coalesce(sum(${journalLine.debit}), 0)`,
      credit: sql<string>`coalesce(sum(${journalLine.credit}), 0)`,
    })
    .from(journalLine)
    .where(eq(journalLine.propertyId, await propertyId(code)));
  return row!;
}
/** A unit of RVS with (or without) a current tenant. */
async function unitWithTenant(hasTenant: boolean) {
  const id = await propertyId('RVS');
  const tenants = await t.database.db
    .select({ unitId: unitOccupant.unitId })
    .from(unitOccupant)
    .where(
      and(
        eq(unitOccupant.propertyId, id),
        eq(unitOccupant.ownerType, 'TENANT'),
        isNull(unitOccupant.endDate),
      ),
    );
  const withTenant = new Set(tenants.map((x) => x.unitId));
  const units = await t.database.db
    .select()
    .from(unit)
    .where(eq(unit.propertyId, id))
    .orderBy(asc(unit.code));
  return units.filter((u) => u.active === 'Y' && withTenant.has(u.id) === hasTenant).at(-1)!.code;
}

const base: Row = { propertyCode: 'RVS', expenseType: 'CF' };

describe('overdue-debt import: a file with a bad row', () => {
  let uploadId = '';

  it('checks every row, says which and why, and keeps nothing but the batch', async () => {
    const file = overdue([
      {
        ...base,
        unitCode: 'A0201',
        invoiceDate: '01/03/2567',
        dueDate: '15/03/2567',
        amountExcludeVat: '1,500.00',
      },
      {
        ...base,
        unitCode: 'Z9999',
        invoiceDate: '01/03/2567',
        dueDate: '15/03/2567',
        amountExcludeVat: '12.345',
      },
      {
        ...base,
        propertyCode: 'SKV',
        unitCode: 'a0202',
        invoiceDate: '2024-03-20',
        dueDate: '2024-03-15',
        amountExcludeVat: '0',
        vat: '-1',
      },
      {
        ...base,
        unitCode: 'A0203',
        invoiceDate: '31/02/2567',
        dueDate: '15/03/2567',
        billingCycleStartMonth: 5,
        billingCycleStartYear: 2567,
        billingCycleEndMonth: 3,
        billingCycleEndYear: 2567,
        previousMeter: '20',
        currentMeter: '10',
        amountExcludeVat: '10',
      },
    ]);
    const res = await upload('debts.csv', file);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    uploadId = data.uploadId;
    expect(data).toMatchObject({
      kind: 'OVERDUE',
      status: 'FAILED',
      rowCount: 4,
      errorCount: 3,
      fileName: 'debts.csv',
    });
    const rows = data.rows as {
      rowNo: number;
      unitCode: string;
      errors: { column: string | null; code: string; message: string }[];
    }[];
    expect(rows.map((r) => r.rowNo)).toEqual([2, 3, 4, 5]);
    expect(rows[0]!.errors).toEqual([]);
    expect(rows[1]!.errors).toEqual(
      expect.arrayContaining([
        {
          column: 'amountExcludeVat',
          code: 'decimal',
          message: 'Please enter a number with no more than 2 decimal places.',
        },
        { column: 'unitCode', code: 'UN002', message: 'Unit not found.' },
      ]),
    );
    const codes = (n: number) => rows[n]!.errors.map((e) => `${e.column}:${e.code}`);
    expect(codes(2)).toEqual(
      expect.arrayContaining([
        'propertyCode:IN017',
        'dueDate:invoiceDateAfterDueDate',
        'amountExcludeVat:min_value',
        'vat:min_value',
      ]),
    );
    expect(rows[2]!.unitCode).toBe('A0202');
    expect(codes(3)).toEqual(
      expect.arrayContaining([
        'invoiceDate:date',
        'billingCycleEndMonth:billingCycleStartAfterEnd',
        'currentMeter:meterGreaterThanPrevious',
      ]),
    );
    expect(rows[3]!.errors.find((e) => e.code === 'meterGreaterThanPrevious')!.message).toContain('20.00');
    expect(await importedInvoices()).toEqual([]);
  });

  it('answers in Thai with the catalogue messages', async () => {
    const res = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/invoices/v1/upload/submit',
      payload: { lang: 'TH', propertyCode: 'RVS', uploadId },
    });
    expect(res.statusCode).toBe(409);
    const errors = res.json().data.rows[1].errors as { code: string; message: string }[];
    expect(errors.find((e) => e.code === 'UN002')!.message).toBe('ไม่พบห้องชุด');
  });

  it('refuses to commit it, and nothing is issued', async () => {
    const res = await submit(uploadId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'IN015',
      message: 'This import has rows with errors and cannot be committed; fix the file and upload it again.',
    });
    expect(res.json().data.errorCount).toBe(3);
    expect(await importedInvoices()).toEqual([]);
  });

  it('gives the rows with errors as an XLSX file, values as typed and the reasons', async () => {
    const res = await errorFile(uploadId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(String(res.headers['content-disposition'])).toContain('debts-errors.xlsx');
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual([...OVERDUE_IMPORT_COLUMNS, 'errors']);
    expect(rows).toHaveLength(4);
    const header = rows[0] as string[];
    const col = (name: string) => header.indexOf(name);
    expect(rows.slice(1).map((r) => r[col('unitCode')])).toEqual(['Z9999', 'a0202', 'A0203']);
    expect(String(rows[1]![col('errors')])).toContain('Row 3');
    expect(String(rows[1]![col('errors')])).toContain('unitCode: Unit not found.');
    // Amounts are numeric cells; text that could start a formula is not.
    expect(rows[1]![col('amountExcludeVat')]).toBe(12.345);
    expect(rows[2]![col('vat')]).toBe(-1);
  });

  it('takes the fixed error file back (its errors column is ignored)', async () => {
    const res = await errorFile(uploadId);
    const book = await readBook(res.rawPayload);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as string[]).slice(1);
    sheet.getRow(2).getCell(header.indexOf('unitCode') + 1).value = 'A0204';
    sheet.getRow(2).getCell(header.indexOf('amountExcludeVat') + 1).value = 12.35;
    // The other rows deleted: blank rows are skipped.
    for (const n of [3, 4]) sheet.getRow(n).eachCell((c) => (c.value = null));
    const again = await upload('debts-errors.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(again.json().data).toMatchObject({
      status: 'VALIDATED',
      rowCount: 1,
      errorCount: 0,
      grandTotal: '12.35',
    });
  });
});

describe('overdue-debt import: committing', () => {
  it('issues one posted invoice per row, numbered in its month, with balanced journals', async () => {
    const wt = (
      await t.database.db
        .select()
        .from(expenseType)
        .where(and(eq(expenseType.propertyId, await propertyId('RVS')), eq(expenseType.code, 'WT')))
    )[0]!;
    expect(wt.meterTypeCode).toBe('WATER');
    const file = overdue([
      {
        ...base,
        unitCode: 'A0301',
        invoiceDate: '01/01/2567',
        dueDate: '15/01/2567',
        billingCycleMonth: 1,
        billingCycleYear: 2567,
        amountExcludeVat: '1,500.00',
      },
      {
        ...base,
        unitCode: 'A0302',
        expenseType: 'wt',
        invoiceDate: '2024-01-05',
        dueDate: '2024-01-20',
        billingCycleMonth: 12,
        billingCycleYear: 2023,
        meterCode: 'WATER',
        previousMeter: '100',
        currentMeter: '112.5',
        amountExcludeVat: '225',
      },
      {
        ...base,
        unitCode: 'A0303',
        invoiceDate: '1/2/2024',
        dueDate: '29/2/2024',
        billingCycleStartMonth: 1,
        billingCycleStartYear: 2024,
        billingCycleEndMonth: 3,
        billingCycleEndYear: 2024,
        amountExcludeVat: '4500',
      },
    ]);
    const up = (await upload('debts.csv', file)).json().data;
    expect(up).toMatchObject({ status: 'VALIDATED', errorCount: 0, rowCount: 3, grandTotal: '6225.00' });
    expect(up.rows.map((r: { billingMonth: string }) => r.billingMonth)).toEqual([
      '2024-01',
      '2023-12',
      '2024-02',
    ]);
    const tbBefore = await trialBalance();

    const res = await submit(up.uploadId);
    expect(res.statusCode).toBe(200);
    const done = res.json().data;
    expect(done).toMatchObject({ uploadId: up.uploadId, invoiceCount: 3, grandTotal: '6225.00' });
    // BE 2567 = 2024: January's numbers start at IN6701..., February's at IN6702...
    expect(done.invoices.map((i: { invoiceNo: string }) => i.invoiceNo)).toEqual([
      'IN670100001',
      'IN670100002',
      'IN670200001',
    ]);

    const invoices = await importedInvoices();
    expect(invoices.map((i) => [i.status, i.invoiceDate, i.dueDate, i.billingMonth, i.grandTotal])).toEqual([
      ['ISSUED', '2024-01-01', '2024-01-15', '2024-01', '1500.00'],
      ['ISSUED', '2024-01-05', '2024-01-20', '2023-12', '225.00'],
      ['ISSUED', '2024-02-01', '2024-02-29', '2024-02', '4500.00'],
    ]);
    const lines = await t.database.db
      .select()
      .from(invoiceLine)
      .where(
        inArray(
          invoiceLine.invoiceId,
          invoices.map((i) => i.id),
        ),
      );
    const water = lines.find((l) => l.invoiceId === invoices[1]!.id)!;
    expect(water).toMatchObject({
      cycleStart: '2023-12',
      cycleEnd: '2023-12',
      previousMeter: '100.00',
      currentMeter: '112.50',
      amountExcludeVat: '225.00',
    });
    expect(lines.find((l) => l.invoiceId === invoices[2]!.id)).toMatchObject({
      cycleStart: '2024-01',
      cycleEnd: '2024-03',
    });

    // Each invoice has its own balanced journal (Dr receivable / Cr the expense type's income), and the ledger
    // as a whole still balances.
    for (const i of invoices) {
      const entryLines = await t.database.db
        .select()
        .from(journalLine)
        .where(eq(journalLine.entryId, i.journalEntryId!));
      const sum = (k: 'debit' | 'credit') =>
        entryLines.reduce((s, l) => s + Math.round(Number(l[k]) * 100), 0);
      expect(sum('debit')).toBe(sum('credit'));
      expect(sum('debit')).toBe(Math.round(Number(i.grandTotal) * 100));
    }
    const cf = await t.database.db
      .select()
      .from(journalLine)
      .where(eq(journalLine.entryId, invoices[0]!.journalEntryId!));
    expect(cf.find((l) => l.credit !== '0.00')?.accountCode).toBe('4110');
    const tb = await trialBalance();
    expect(tb.debit).toBe(tb.credit);
    expect(Number(tb.debit) - Number(tbBefore.debit)).toBe(6225);

    // They are overdue (due dates in the past) and open for surcharge and receipts.
    const search = await t.call({
      as: 'viewer',
      method: 'POST',
      url: '/invoices/search',
      payload: { lang: 'EN', propertyCode: 'RVS', overdueOnly: true, unitCode: 'A0301' },
    });
    expect(
      search.json().data.map((r: { invoiceNo: string; source: string }) => [r.invoiceNo, r.source]),
    ).toEqual([['IN670100001', 'IMPORT']]);

    // The batch is committed: submitting it again creates nothing.
    const again = await submit(up.uploadId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('IN016');
    expect(await importedInvoices()).toHaveLength(3);
    const [batch] = await t.database.db.select().from(invoiceImport).where(eq(invoiceImport.id, up.uploadId));
    expect(batch).toMatchObject({ status: 'COMMITTED', invoiceCount: 3 });

    // The same debts uploaded again are already on invoices.
    const dup = (await upload('debts.csv', file)).json().data;
    expect(dup.errorCount).toBe(3);
    expect(dup.rows[0].errors).toEqual([
      {
        column: 'expenseType',
        code: 'IN018',
        message: 'This charge is already on an invoice (imported or billed before).',
      },
    ]);
  });

  it('commits a batch once when it is submitted twice at the same time', async () => {
    const file = overdue([
      {
        ...base,
        unitCode: 'A0304',
        invoiceDate: '2024-04-01',
        dueDate: '2024-04-15',
        amountExcludeVat: '100',
      },
    ]);
    const up = (await upload('one.csv', file)).json().data;
    const results = await Promise.all([submit(up.uploadId), submit(up.uploadId)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('IN016');
    const invoices = (await importedInvoices()).filter((i) => i.invoiceDate === '2024-04-01');
    expect(invoices).toHaveLength(1);
  });

  it('works a commit as a job: a call that waits no longer answers the progress; the status follows it to the invoices', async () => {
    const quick = await createTestApp({ IMPORT_COMMIT_WAIT_MS: '0' });
    try {
      const file = overdue([
        {
          ...base,
          unitCode: 'A0501',
          invoiceDate: '2024-09-01',
          dueDate: '2024-09-15',
          amountExcludeVat: '250',
        },
        {
          ...base,
          unitCode: 'A0502',
          invoiceDate: '2024-09-01',
          dueDate: '2024-09-15',
          amountExcludeVat: '125.50',
        },
      ]);
      const up = (await upload('job.csv', file, { app: quick })).json().data;
      // A batch not yet submitted has no commit to look at.
      expect((await commitStatus(up.uploadId, { app: quick })).json().code).toBe('IN014');
      const started = await submit(up.uploadId, { app: quick });
      expect(started.statusCode).toBe(200);
      expect(started.json().data).toMatchObject({ uploadId: up.uploadId, status: 'COMMITTING', total: 2 });
      // Only the submit that started the commit follows it; another is refused at once.
      expect((await submit(up.uploadId, { app: quick })).json().code).toBe('IN016');
      // Another property's member does not find it.
      const other = await commitStatus(up.uploadId, { app: quick, propertyCode: 'SKV', as: 'admin' });
      expect(other.json().code).toBe('IN014');

      let outcome: {
        status: string;
        invoiceCount?: number;
        grandTotal?: string;
        invoices?: { rowNo: number }[];
      };
      for (let i = 0; ; i++) {
        const res = await commitStatus(up.uploadId, { app: quick });
        expect(res.statusCode).toBe(200);
        outcome = res.json().data;
        if (outcome.status !== 'COMMITTING' || i === 200) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(outcome).toMatchObject({ status: 'COMMITTED', invoiceCount: 2, grandTotal: '375.50' });
      expect(outcome.invoices!.map((i) => i.rowNo)).toEqual([2, 3]);
      const [batch] = await quick.database.db
        .select()
        .from(invoiceImport)
        .where(eq(invoiceImport.id, up.uploadId));
      expect(batch).toMatchObject({ status: 'COMMITTED', invoiceCount: 2, error: null });
    } finally {
      await quick.close();
    }
  });

  it('says a commit stopped by a restart (IN022) with nothing issued, and commits the batch again', async () => {
    const file = overdue([
      {
        ...base,
        unitCode: 'A0503',
        invoiceDate: '2024-09-01',
        dueDate: '2024-09-15',
        amountExcludeVat: '300',
      },
    ]);
    const up = (await upload('restart.csv', file)).json().data;
    // As a process that died in the middle of the commit leaves it: COMMITTING, its transaction rolled back.
    await t.database.db
      .update(invoiceImport)
      .set({ status: 'COMMITTING' })
      .where(eq(invoiceImport.id, up.uploadId));
    await recoverInterruptedImports(t.database.db, inProcessQueue());
    const stopped = await commitStatus(up.uploadId);
    expect(stopped.statusCode).toBe(500);
    expect(stopped.json()).toMatchObject({
      code: 'IN022',
      message:
        'Committing the import was stopped by a server restart; no invoice was made. Please commit it again.',
    });
    const mine = async () => (await importedInvoices()).filter((i) => i.invoiceDate === '2024-09-01');
    expect(await mine()).toEqual([]);

    const again = await submit(up.uploadId);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'COMMITTED', invoiceCount: 1, grandTotal: '300.00' });
    expect(await mine()).toHaveLength(1);
    expect((await commitStatus(up.uploadId)).json().data).toEqual(again.json().data);
  });

  it('checks the rows again at commit: a period closed since the upload fails the batch whole', async () => {
    const file = overdue([
      {
        ...base,
        unitCode: 'A0305',
        invoiceDate: '2024-05-01',
        dueDate: '2024-05-15',
        amountExcludeVat: '100',
      },
      {
        ...base,
        unitCode: 'A0306',
        invoiceDate: '2024-06-01',
        dueDate: '2024-06-15',
        amountExcludeVat: '100',
      },
    ]);
    const up = (await upload('later.csv', file)).json().data;
    expect(up.status).toBe('VALIDATED');
    await t.database.db
      .insert(accountingPeriod)
      .values({ propertyId: await propertyId('RVS'), period: '2024-06', closed: true });
    const res = await submit(up.uploadId);
    expect(res.statusCode).toBe(409);
    expect(res.json().data).toMatchObject({ status: 'FAILED', errorCount: 1 });
    expect(res.json().data.rows[1].errors).toEqual([
      { column: 'invoiceDate', code: 'GL001', message: 'This accounting period is closed.' },
    ]);
    expect(
      (await importedInvoices()).filter((i) => i.invoiceDate >= '2024-05-01' && i.invoiceDate < '2024-07-01'),
    ).toEqual([]);
    expect((await errorFile(up.uploadId)).statusCode).toBe(200);
  });

  it('reads XLSX files: numeric and date cells, Buddhist-era years', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('debts');
    sheet.addRow([...OVERDUE_IMPORT_COLUMNS]);
    const cells: Row = {
      ...base,
      unitCode: 'A0401',
      billingCycleMonth: 7,
      billingCycleYear: 2567,
      amountExcludeVat: 800.5,
      vat: 0,
    };
    sheet.addRow(
      OVERDUE_IMPORT_COLUMNS.map((c) =>
        c === 'invoiceDate'
          ? new Date(Date.UTC(2024, 6, 1))
          : c === 'dueDate'
            ? '15/07/2567'
            : (cells[c] ?? null),
      ),
    );
    const up = (await upload('debts.xlsx', Buffer.from(await book.xlsx.writeBuffer()))).json().data;
    expect(up).toMatchObject({ status: 'VALIDATED', errorCount: 0 });
    expect(up.rows[0]).toMatchObject({
      invoiceDate: '2024-07-01',
      dueDate: '2024-07-15',
      billingMonth: '2024-07',
      amountExcludeVat: '800.50',
      vat: '0.00',
    });
    expect((await submit(up.uploadId)).json().data.invoices[0].invoiceNo).toBe('IN670700001');
  });

  it('bills the owner type named in the row, and says when the unit has none', async () => {
    const withTenant = await unitWithTenant(true);
    const without = await unitWithTenant(false);
    const file = overdue([
      {
        ...base,
        unitCode: withTenant,
        ownerType: 'tenant',
        invoiceDate: '2024-08-01',
        dueDate: '2024-08-15',
        amountExcludeVat: '50',
      },
      {
        ...base,
        unitCode: without,
        ownerType: 'TENANT',
        invoiceDate: '2024-08-01',
        dueDate: '2024-08-15',
        amountExcludeVat: '50',
      },
      {
        ...base,
        unitCode: without,
        ownerType: 'LANDLORD',
        invoiceDate: '2024-09-01',
        dueDate: '2024-09-15',
        amountExcludeVat: '50',
        vat: '3.50',
      },
    ]);
    const up = (await upload('owners.csv', file)).json().data;
    expect(up.rows[0].errors).toEqual([]);
    expect(up.rows[1].errors.map((e: { code: string }) => e.code)).toEqual(['IN020']);
    // RVS is not VAT-registered: VAT must be 0.
    expect(up.rows[2].errors.map((e: { column: string; code: string }) => `${e.column}:${e.code}`)).toEqual([
      'ownerType:oneOf',
      'vat:max_value',
    ]);
  });
});

describe('SAP import', () => {
  const sapRow = (no: string, extra: Row = {}): Row => ({
    ...base,
    unitCode: 'B0101',
    invoiceDate: '01/09/2567',
    invoiceDueDate: '30/09/2567',
    amountExcludeVat: '1000',
    vat: '0',
    grandTotal: '1000.00',
    invoiceNoSap: no,
    invoiceNo: `INV-${no}`,
    customerNameTh: 'ลูกค้า SAP',
    accountCode: '41100000',
    status: 'OPEN',
    ...extra,
  });

  it('checks the grand total and duplicate SAP numbers, then commits through the second service', async () => {
    const bad = await upload(
      'sap.csv',
      sap([
        sapRow('5100000001'),
        sapRow('5100000002', { unitCode: 'B0102', grandTotal: '1070.00' }),
        sapRow('5100000001', { unitCode: 'B0103', expenseType: 'PK' }),
      ]),
      { kind: '', url: '/api/v1/invoices/sap/upload' },
    );
    expect(bad.statusCode).toBe(200);
    const rows = bad.json().data.rows as { errors: { column: string; code: string }[] }[];
    expect(bad.json().data.kind).toBe('SAP');
    expect(rows[1]!.errors).toEqual([expect.objectContaining({ column: 'grandTotal', code: 'IN019' })]);
    expect(rows[2]!.errors).toEqual([
      expect.objectContaining({ column: 'invoiceNoSap', code: 'uniqueValue' }),
    ]);
    const sapError = await errorFile(bad.json().data.uploadId, { url: '/api/v1/invoices/sap/upload/error' });
    expect((await sheetRows(sapError.rawPayload)).length).toBe(3);

    const good = (
      await upload(
        'sap.csv',
        sap([
          sapRow('5100000001'),
          sapRow('5100000002', { unitCode: 'B0102', description: 'ค่าส่วนกลาง ก.ย. 2567' }),
        ]),
        { kind: 'SAP' },
      )
    ).json().data;
    expect(good).toMatchObject({ status: 'VALIDATED', errorCount: 0 });
    expect(good.rows[0]).toMatchObject({
      dueDate: '2024-09-30',
      invoiceNoSap: '5100000001',
      grandTotal: '1000.00',
    });
    const res = await submit(good.uploadId, { url: '/api/v1/invoices/sap/upload/commit' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.invoiceCount).toBe(2);
    const [first] = await t.database.db
      .select()
      .from(invoice)
      .where(eq(invoice.id, res.json().data.invoices[0].invoiceId));
    expect(first!.remark).toBe('SAP 5100000001 (INV-5100000001)');
    const [line] = await t.database.db
      .select()
      .from(invoiceLine)
      .where(eq(invoiceLine.invoiceId, res.json().data.invoices[1].invoiceId));
    expect(line!.description).toBe('ค่าส่วนกลาง ก.ย. 2567');

    // A SAP number is imported once per property.
    const again = (
      await upload('sap2.csv', sap([sapRow('5100000002', { unitCode: 'B0104' })]), { kind: 'SAP' })
    ).json().data;
    expect(again.rows[0].errors).toEqual([
      expect.objectContaining({ column: 'invoiceNoSap', code: 'IN018' }),
    ]);
  });

  it('keeps the SAP calls to SAP batches, and refuses SAP columns in an overdue-debt file', async () => {
    const od = (
      await upload(
        'od.csv',
        overdue([
          {
            ...base,
            unitCode: 'B0201',
            invoiceDate: '2024-10-01',
            dueDate: '2024-10-15',
            amountExcludeVat: '5',
          },
        ]),
      )
    ).json().data;
    const viaSap = await submit(od.uploadId, { url: '/api/v1/invoices/sap/upload/commit' });
    expect(viaSap.statusCode).toBe(404);
    expect(viaSap.json().code).toBe('IN014');
    const wrongKind = await upload('sap.csv', sap([sapRow('5100000009')]), { kind: 'OVERDUE' });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().code).toBe('IN012');
    expect(wrongKind.json().fields.map((f: { path: string }) => f.path)).toEqual(
      expect.arrayContaining(['invoiceNoSap', 'grandTotal']),
    );
  });
});

describe('files, rights and property scope', () => {
  it('downloads the templates, whose example row passes the checks', async () => {
    const res = await t.call({
      as: 'viewer',
      method: 'GET',
      url: '/invoices/v1/download?lang=TH&propertyCode=RVS&kind=OVERDUE',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual([...OVERDUE_IMPORT_COLUMNS]);
    const example = Object.fromEntries(OVERDUE_IMPORT_COLUMNS.map((c, i) => [c, rows[1]![i]]));
    expect(example).toMatchObject({ propertyCode: 'RVS', expenseType: 'CF', amountExcludeVat: 1500 });
    expect(Number(example.billingCycleYear)).toBeGreaterThan(2500);
    expect((await sheetRows(res.rawPayload, 1)).length).toBe(OVERDUE_IMPORT_COLUMNS.length + 1);
    const up = (await upload('template.xlsx', res.rawPayload)).json().data;
    expect(up).toMatchObject({ status: 'VALIDATED', errorCount: 0 });

    const sapTemplate = await t.call({
      as: 'viewer',
      method: 'GET',
      url: '/invoices/v1/download?lang=EN&propertyCode=RVS&kind=SAP',
    });
    const sapRows = await sheetRows(sapTemplate.rawPayload);
    expect(sapRows[0]).toEqual([...SAP_IMPORT_COLUMNS]);
    expect(
      (await upload('sap-template.xlsx', sapTemplate.rawPayload, { kind: 'SAP' })).json().data.errorCount,
    ).toBe(0);
  });

  it('neutralises cells that would start a formula in the error file', async () => {
    const file = overdue([
      {
        ...base,
        unitCode: '=HYPERLINK("http://evil.example","x")',
        meterCode: '@SUM(A1)',
        invoiceDate: '+1',
        dueDate: '-2',
        amountExcludeVat: '=1+1',
        vat: '-2',
      },
    ]);
    const up = (await upload('evil.csv', file)).json().data;
    expect(up.errorCount).toBe(1);
    const rows = await sheetRows((await errorFile(up.uploadId)).rawPayload);
    const header = rows[0] as string[];
    const cell = (name: string) => rows[1]![header.indexOf(name)];
    expect(cell('unitCode')).toBe('\'=HYPERLINK("http://evil.example","x")');
    expect(cell('meterCode')).toBe("'@SUM(A1)");
    expect(cell('invoiceDate')).toBe("'+1");
    expect(cell('dueDate')).toBe("'-2");
    expect(cell('vat')).toBe(-2);
    expect(cell('amountExcludeVat')).toBe("'=1+1");
    const sheet = (await readBook((await errorFile(up.uploadId)).rawPayload)).worksheets[0]!;
    sheet.eachRow((row) => row.eachCell((c) => expect(c.type).not.toBe(ExcelJS.ValueType.Formula)));
  });

  it('refuses files that are not the template, empty files and other file types', async () => {
    const unknown = await upload(
      'x.csv',
      'propertyCode,unitCode,expenseType,invoiceDate,dueDate,amountExcludeVat,VATT\nRVS,A0101,CF,2024-01-01,2024-01-02,1,0\n',
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'IN012',
      fields: [{ path: 'VATT', rule: 'unrecognizedKeys' }],
    });
    const empty = await upload('x.csv', `${OVERDUE_IMPORT_COLUMNS.join(',')}\n`);
    expect(empty.json()).toMatchObject({ statusCode: 400, code: 'IN013' });
    const pdf = await upload('x.pdf', '%PDF-1.4');
    expect(pdf.json()).toMatchObject({ statusCode: 400, code: 'ST001' });
    const noKind = await upload('x.csv', overdue([{ ...base }]), { kind: 'BOTH' });
    expect(noKind.json()).toMatchObject({ statusCode: 400, code: 'ST001' });
  });

  it('refuses a 1 MB workbook that unpacks to 300 MB at once, stores nothing, and keeps answering others', async () => {
    const bomb = await sheetWorkbook({ header: OVERDUE_IMPORT_COLUMNS, bomb: { megabytes: 300 } });
    expect(bomb.length).toBeLessThan(UPLOAD_LIMITS.fileBytes);
    const batches = (await t.database.db.select().from(invoiceImport)).length;
    const before = process.memoryUsage().rss;
    const [refused, other] = await Promise.all([
      upload('bomb.xlsx', bomb),
      t.call({ as: 'viewer', method: 'GET', url: '/properties/detail?propertyCode=RVS' }),
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'ST001',
      fields: [
        {
          path: 'file',
          rule: 'importTooLarge',
          message: 'The file holds more than 50 MB of data once unpacked.',
        },
      ],
    });
    expect(other.statusCode).toBe(200);
    expect(process.memoryUsage().rss - before).toBeLessThan(256 * 1_048_576);
    expect((await t.database.db.select().from(invoiceImport)).length).toBe(batches);
  });

  it('reads a long workbook off the event loop: other calls are answered first, then the row limit refuses it', async () => {
    // Two columns, so it is under the unpacked-size limit and only the row count refuses it.
    const long = await sheetWorkbook({
      header: ['unitCode', 'amountExcludeVat'],
      rows: IMPORT_LIMITS.rows + 1,
    });
    const done: string[] = [];
    const [refused] = await Promise.all([
      upload('long.xlsx', long).then((res) => {
        done.push('upload');
        return res;
      }),
      t.call({ as: 'viewer', method: 'GET', url: '/properties/detail?propertyCode=RVS' }).then((res) => {
        expect(res.statusCode).toBe(200);
        done.push('other');
      }),
    ]);
    expect(done).toEqual(['other', 'upload']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([
      { path: 'file', rule: 'importTooManyRows', message: 'The file has more than 100,000 rows.' },
    ]);
  }, 60_000);

  it("treats another property's upload as not found", async () => {
    const skv = await upload(
      'skv.csv',
      overdue([
        {
          propertyCode: 'SKV',
          unitCode: 'X',
          expenseType: 'CF',
          invoiceDate: '2024-01-01',
          dueDate: '2024-01-31',
          amountExcludeVat: '1',
        },
      ]),
      {
        as: 'admin',
        propertyCode: 'SKV',
      },
    );
    expect(skv.statusCode).toBe(200);
    const uploadId = skv.json().data.uploadId as string;
    const res = await submit(uploadId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'IN014', message: 'Import not found.' });
    expect((await errorFile(uploadId)).json()).toMatchObject({ statusCode: 404, code: 'IN014' });
    // The accountant has no role on SKV at all.
    expect((await submit(uploadId, { propertyCode: 'SKV' })).statusCode).toBe(403);
  });

  it('lets the viewer read but not upload or commit', async () => {
    const file = overdue([
      { ...base, unitCode: 'B0301', invoiceDate: '2024-11-01', dueDate: '2024-11-15', amountExcludeVat: '5' },
    ]);
    const viewer = await upload('v.csv', file, { as: 'viewer' });
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().code).toBe('ST005');
    const up = (await upload('v.csv', file)).json().data;
    const commit = await submit(up.uploadId, { as: 'viewer' });
    expect(commit.statusCode).toBe(403);
    expect((await errorFile(up.uploadId, { as: 'viewer' })).statusCode).toBe(200);
    const [batch] = await t.database.db.select().from(invoiceImport).where(eq(invoiceImport.id, up.uploadId));
    expect(batch!.status).toBe('VALIDATED');
  });

  it('leaves the ledger balanced after all of it', async () => {
    const tb = await trialBalance();
    expect(tb.debit).toBe(tb.credit);
    const entries = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(journalEntry)
      .innerJoin(invoice, eq(invoice.journalEntryId, journalEntry.id))
      .where(eq(invoice.source, 'IMPORT'));
    expect(entries[0]!.n).toBe((await importedInvoices()).length);
  });
});
