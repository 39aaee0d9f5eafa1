import { readFile } from 'node:fs/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { BillingSummary } from '@suanklang/shared';
import { createTestApp, onPostgres, type TestApp } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-text';
import { inProcessQueue, postgresQueue } from '../../platform/jobs';
import { multipartPayload } from '../../platform/files/test-support';
import { property } from '../../platform/db/schema';
import { expenseType } from '../config-expense';
import { billingRun, invoice, invoiceLine } from '../invoices';
import { unit } from '../units';
import { failInterruptedRuns, INTERRUPTED_TEXT, recoverInterruptedRuns } from './billing-run';
import { accountingPeriod, journalEntry, journalLine } from '../ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The book billed up to June 2031 (a run with no invoices), so the months these tests read are open.
  await t.database.db.insert(billingRun).values({
    propertyId: await propertyId('RVS'),
    month: '2031-06',
    invoiceDate: '2031-06-01',
    dueDate: '2031-06-15',
    status: 'DONE',
  });
});
afterAll(() => t.close());

const RVS = { lang: 'EN', propertyCode: 'RVS' };
const qs = (o: Record<string, string>) => new URLSearchParams({ ...RVS, ...o }).toString();
const autosave = (payload: Record<string, unknown>, as = 'accountant') =>
  t.call({
    as,
    method: 'PUT',
    url: '/expenses/autosave',
    payload: { ...RVS, meterTypeCode: 'WATER', ...payload },
  });
const meters = (month: string, as = 'viewer') =>
  t.call({ as, method: 'GET', url: `/expenses/meter?${qs({ month, meterTypeCode: 'WATER' })}` });

async function propertyId(code: string) {
  const [p] = await t.database.db.select().from(property).where(eq(property.code, code));
  return p!.id;
}

/** Runs a month's billing; units without a reading are billed without the meter line unless told otherwise. */
async function runAndWait(
  month: string,
  invoiceDate: string,
  dueDate: string,
  missingMeter: 'SKIP' | 'MINIMUM' | null = 'SKIP',
) {
  const res = await t.call({
    as: 'accountant',
    method: 'POST',
    url: '/expenses/apply',
    payload: { ...RVS, month, invoiceDate, dueDate, ...(missingMeter ? { missingMeter } : {}) },
  });
  expect(res.statusCode).toBe(202);
  const runId = res.json().data.runId as string;
  for (let i = 0; i < 600; i += 1) {
    const r = await t.call({ as: 'viewer', method: 'GET', url: `/expenses/apply?${qs({ runId })}` });
    const run = r.json().data as {
      status: string;
      invoiceCount: number;
      grandTotal: string;
      error: string | null;
      done: number;
      unitCount: number;
      warningCount: number;
    };
    if (run.status !== 'RUNNING') return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('billing run did not finish');
}

async function trialBalance(propertyCode: string) {
  const id = await propertyId(propertyCode);
  const [row] = await t.database.db
    .select({
      debit: sql<string>`coalesce(sum(${journalLine.debit}), 0)`,
      credit: sql<string>`coalesce(sum(${journalLine.credit}), 0)`,
    })
    .from(journalLine)
    .where(eq(journalLine.propertyId, id));
  return row!;
}

describe('meter readings', () => {
  it('carries the previous reading over, computes the usage and refuses a reading below the previous', async () => {
    expect(
      (await autosave({ month: '2030-01', unitCode: 'A0101', previousMeter: '100', currentMeter: '112.5' }))
        .statusCode,
    ).toBe(200);
    const next = await autosave({ month: '2030-02', unitCode: 'A0101', currentMeter: '120' });
    expect(next.json().data).toMatchObject({
      previousMeter: '112.50',
      currentMeter: '120.00',
      using: '7.50',
    });

    const low = await autosave({ month: '2030-02', unitCode: 'A0101', currentMeter: '100' });
    expect(low.statusCode).toBe(400);
    expect(low.json().fields[0]).toMatchObject({ path: 'currentMeter', rule: 'meterGreaterThanPrevious' });
    expect(low.json().fields[0].message).toContain('112.50');
    const rows = (await meters('2030-02')).json().data as { unitCode: string; currentMeter: string | null }[];
    expect(rows.find((r) => r.unitCode === 'A0101')?.currentMeter).toBe('120.00');
  });

  it('turns a negative reading into 0 (then below a positive previous, refused) and accepts an unchanged meter', async () => {
    expect(
      (await autosave({ month: '2030-01', unitCode: 'A0102', previousMeter: '0', currentMeter: '-5' })).json()
        .data,
    ).toMatchObject({ currentMeter: '0.00', using: '0.00' });
    expect((await autosave({ month: '2030-02', unitCode: 'A0101', currentMeter: '-1' })).statusCode).toBe(
      400,
    );
    expect(
      (await autosave({ month: '2030-02', unitCode: 'A0101', currentMeter: '112.50' })).json().data.using,
    ).toBe('0.00');
  });

  it('refuses readings of months after the next billing month, by file too', async () => {
    // The latest run billed 2031-06: 2031-07 is the next billing month.
    expect((await autosave({ month: '2031-07', unitCode: 'A0105', currentMeter: null })).statusCode).toBe(
      200,
    );
    const late = await autosave({ month: '2031-08', unitCode: 'A0105', currentMeter: '5' });
    expect([late.statusCode, late.json().code]).toEqual([400, 'EX009']);
    expect(late.json().fields[0]).toMatchObject({
      path: 'month',
      message: 'Readings can be entered up to the next billing month (07/2031) only.',
    });
    const thai = await autosave({ lang: 'TH', month: '2031-08', unitCode: 'A0105', currentMeter: '5' });
    expect(thai.json().fields[0].message).toBe('บันทึกเลขมิเตอร์ได้ไม่เกินเดือนที่จะออกใบแจ้งหนี้ถัดไป (07/2574)');
    const { payload, headers } = await multipartPayload({ month: '2031-08', meterTypeCode: 'WATER' }, [
      { field: 'file', name: 'meters.csv', data: 'unitCode,currentMeter\nA0105,5\n' },
    ]);
    const file = await t.call({
      as: 'accountant',
      method: 'POST',
      url: `/expenses/meter?${qs({})}`,
      payload,
      headers,
    });
    expect(file.json().code).toBe('EX009');
    expect(
      (await meters('2031-08'))
        .json()
        .data.every((r: { currentMeter: string | null }) => r.currentMeter === null),
    ).toBe(true);
  });

  it('lists every active unit, the viewer may read but not save, and another property refuses', async () => {
    const rows = (await meters('2030-02')).json().data as unknown[];
    expect(rows.length).toBe(208);
    expect(
      (await autosave({ month: '2030-02', unitCode: 'A0103', currentMeter: '1' }, 'viewer')).statusCode,
    ).toBe(403);
    const other = await t.call({
      as: 'accountant',
      method: 'PUT',
      url: '/expenses/autosave',
      payload: {
        lang: 'EN',
        propertyCode: 'SKV',
        meterTypeCode: 'WATER',
        month: '2030-02',
        unitCode: 'A0101',
        currentMeter: '5',
      },
    });
    expect([403, 404]).toContain(other.statusCode);
  });
});

describe('meter rollover and unusual use', () => {
  const water = async (values: Partial<typeof expenseType.$inferInsert>) =>
    t.database.db
      .update(expenseType)
      .set(values)
      .where(and(eq(expenseType.propertyId, await propertyId('RVS')), eq(expenseType.code, 'WT')));
  type Row = { unitCode: string; previousMeter: string; currentMeter: string | null; using: string };
  const rowOf = async (month: string, unitCode: string) =>
    ((await meters(month)).json().data as (Row & { rolloverDigits: number | null })[]).find(
      (r) => r.unitCode === unitCode,
    )!;
  const plus = (decimal: string, n: number) => (Number(decimal) + n).toFixed(2);
  const rules = (res: { json: () => { fields?: { rule: string }[] } }) =>
    (res.json().fields ?? []).map((f) => f.rule);
  afterAll(() => water({ meterDigits: null, meterMaxUsage: null }));

  it('asks to confirm a use over 5 times the 6-month average, then a rollover of a 4-digit meter, and bills it', async () => {
    await water({ meterDigits: 4 });
    const start = (await rowOf('2031-01', 'A0301')).previousMeter;
    // Two usual months: 10 and 12 units (no history before them, so nothing to compare with).
    expect(
      (await autosave({ month: '2031-01', unitCode: 'A0301', currentMeter: plus(start, 10) })).statusCode,
    ).toBe(200);
    expect(
      (await autosave({ month: '2031-02', unitCode: 'A0301', currentMeter: plus(start, 22) })).statusCode,
    ).toBe(200);

    // Then up to 9990: thousands of units against an average of 11.00.
    const high = await autosave({ month: '2031-03', unitCode: 'A0301', currentMeter: '9990' });
    expect([high.statusCode, high.json().code]).toEqual([409, 'EX008']);
    expect(rules(high)).toEqual(['meterUsageAboveAverage']);
    expect(high.json().fields[0].message).toContain('(11.00)');
    expect((await rowOf('2031-03', 'A0301')).currentMeter).toBeNull();
    const thai = await autosave({ lang: 'TH', month: '2031-03', unitCode: 'A0301', currentMeter: '9990' });
    expect(thai.json().fields[0].message).toContain('มากกว่า 5 เท่าของค่าเฉลี่ย 6 เดือนที่ผ่านมา (11.00)');
    expect(
      (await autosave({ month: '2031-03', unitCode: 'A0301', currentMeter: '9990', confirmed: true })).json()
        .data,
    ).toMatchObject({ currentMeter: '9990.00', rolloverDigits: null });

    // 9990 -> 0015 on 4 digits: 25 units, shown and confirmed.
    const rolled = await autosave({ month: '2031-04', unitCode: 'A0301', currentMeter: '15' });
    expect([rolled.statusCode, rolled.json().code]).toEqual([409, 'EX008']);
    expect(rules(rolled)).toEqual(['meterRollover']);
    expect(rolled.json().fields[0].message).toContain('used 25.00 units');
    const saved = await autosave({
      month: '2031-04',
      unitCode: 'A0301',
      currentMeter: '15',
      confirmed: true,
    });
    expect(saved.json().data).toMatchObject({
      previousMeter: '9990.00',
      currentMeter: '15.00',
      using: '25.00',
      rolloverDigits: 4,
    });
    expect(await rowOf('2031-04', 'A0301')).toMatchObject({ using: '25.00', rolloverDigits: 4 });
    // The next month starts from 15.
    expect((await rowOf('2031-05', 'A0301')).previousMeter).toBe('15.00');

    // The month's bill charges the 25 units.
    const preview = (
      await t.call({ as: 'viewer', method: 'GET', url: `/expenses/summary?${qs({ month: '2031-04' })}` })
    ).json().data;
    const unitPlan = preview.units.find((u: { unitCode: string }) => u.unitCode === 'A0301');
    expect(
      unitPlan.charges.find((c: { expenseTypeCode: string }) => c.expenseTypeCode === 'WT'),
    ).toMatchObject({
      quantity: '25.00',
      amountExcludeVat: '450.00',
    });

    // Cleared, the reading is no rollover any more; typed forward again, it is an ordinary one.
    expect(
      (await autosave({ month: '2031-04', unitCode: 'A0301', currentMeter: null })).json().data,
    ).toMatchObject({ currentMeter: null, using: '0.00', rolloverDigits: null });
    expect(
      (await autosave({ month: '2031-04', unitCode: 'A0301', currentMeter: '9995' })).json().data,
    ).toMatchObject({ using: '5.00', rolloverDigits: null });
  });

  it('refuses a rollover the meter cannot show, and any reading below the previous without digits', async () => {
    await water({ meterDigits: 3 });
    const start = (await rowOf('2031-01', 'A0302')).previousMeter;
    // No history to compare with and no maximum: saved at once.
    const first = await autosave({ month: '2031-01', unitCode: 'A0302', currentMeter: plus(start, 1000) });
    expect(first.statusCode).toBe(200);
    // The previous reading has 4 digits: not something a 3-digit meter rolled over from.
    const low = await autosave({ month: '2031-02', unitCode: 'A0302', currentMeter: '5', confirmed: true });
    expect([low.statusCode, rules(low)]).toEqual([400, ['meterGreaterThanPrevious']]);
    await water({ meterDigits: null });
    const none = await autosave({ month: '2031-02', unitCode: 'A0302', currentMeter: '5', confirmed: true });
    expect([none.statusCode, rules(none)]).toEqual([400, ['meterGreaterThanPrevious']]);
  });

  it("asks to confirm a use above the meter type's maximum", async () => {
    await water({ meterDigits: null, meterMaxUsage: '40.00' });
    const start = (await rowOf('2031-01', 'A0303')).previousMeter;
    const over = await autosave({ month: '2031-01', unitCode: 'A0303', currentMeter: plus(start, 40.01) });
    expect([over.statusCode, rules(over)]).toEqual([409, ['meterUsageAboveMaximum']]);
    expect(over.json().fields[0].message).toContain('(40.00)');
    expect(
      (await autosave({ month: '2031-01', unitCode: 'A0303', currentMeter: plus(start, 40) })).statusCode,
    ).toBe(200);
  });

  it('lists the rows to confirm in an import and saves them only when the import confirms them', async () => {
    await water({ meterDigits: 4, meterMaxUsage: null });
    const send = async (csv: string, confirmed?: 'Y') => {
      const { payload, headers } = await multipartPayload(
        { month: '2031-05', meterTypeCode: 'WATER', ...(confirmed ? { confirmed } : {}) },
        [{ field: 'file', name: 'meters.csv', data: `unitCode,currentMeter\n${csv}` }],
      );
      return t.call({ as: 'accountant', method: 'POST', url: `/expenses/meter?${qs({})}`, payload, headers });
    };
    // 9995 -> 0014: a rollover of 19 units.
    const asked = await send('A0301,14\n');
    expect([asked.statusCode, asked.json().code]).toEqual([409, 'EX008']);
    expect(asked.json().data).toMatchObject({ saved: 0, errorCount: 0, confirmCount: 1 });
    expect(asked.json().data.rows[0].confirm[0]).toContain('used 19.00 units');
    expect((await rowOf('2031-05', 'A0301')).currentMeter).toBeNull();
    // A wrong row still refuses the whole file, confirmed or not.
    const bad = await send('A0301,14\nZ9999,1\n', 'Y');
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'EX004']);
    const done = await send('A0301,14\n', 'Y');
    expect(done.json().data).toMatchObject({ saved: 1, confirmCount: 1 });
    expect(await rowOf('2031-05', 'A0301')).toMatchObject({ using: '19.00', rolloverDigits: 4 });
  });
});

describe('meter import', () => {
  const upload = async (name: string, data: Buffer | string, month = '2030-09') => {
    const { payload, headers } = await multipartPayload({ month, meterTypeCode: 'WATER' }, [
      { field: 'file', name, data },
    ]);
    return t.call({ as: 'accountant', method: 'POST', url: `/expenses/meter?${qs({})}`, payload, headers });
  };

  it('refuses a file with a bad row, saying which and why, and saves nothing', async () => {
    const res = await upload('meters.csv', 'unitCode,currentMeter\nA0201,15\nZ9999,3\nA0202,abc\nA0201,16\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('EX004');
    const rows = res.json().data.rows as { rowNo: number; errors: string[] }[];
    expect(rows.map((r) => [r.rowNo, r.errors.length > 0])).toEqual([
      [2, false],
      [3, true],
      [4, true],
      [5, true],
    ]);
    expect(rows[1]!.errors[0]).toBe('Unit or expense type not found.');
    const saved = (await meters('2030-09'))
      .json()
      .data.find((r: { unitCode: string }) => r.unitCode === 'A0201');
    expect(saved.currentMeter).toBeNull();
  });

  it('saves a good CSV, and an XLSX file with the same columns', async () => {
    const ok = await upload('meters.csv', 'unitCode,currentMeter\r\nA0201,15\r\n"A0202","1,234.5"\r\n');
    expect(ok.json().data).toMatchObject({ saved: 2, errorCount: 0 });
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('meters');
    sheet.addRow(['unitCode', 'currentMeter']);
    sheet.addRow(['A0203', 21.25]);
    const xlsx = await upload('meters.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(xlsx.json().data).toMatchObject({ saved: 1 });
    const rows = (await meters('2030-09')).json().data as { unitCode: string; currentMeter: string | null }[];
    expect(
      rows.filter((r) => ['A0201', 'A0202', 'A0203'].includes(r.unitCode)).map((r) => r.currentMeter),
    ).toEqual(['15.00', '1234.50', '21.25']);
  });

  it('refuses a file type outside the import allowlist', async () => {
    const bad = await upload('meters.pdf', '%PDF-1.4');
    expect(bad.json()).toMatchObject({ statusCode: 400 });
  });
});

describe('billing run', () => {
  it('previews the month, generates one invoice per unit with balanced journals, and a re-run creates nothing', async () => {
    // Water readings for two units only: the others are warned about and billed without water.
    await autosave({ month: '2030-03', unitCode: 'A0101', currentMeter: '130' });
    const preview = (
      await t.call({ as: 'viewer', method: 'GET', url: `/expenses/summary?${qs({ month: '2030-03' })}` })
    ).json().data;
    expect(preview.unitCount).toBeGreaterThan(200);
    expect(preview.warnings.some((w: { code: string }) => w.code === 'MISSING_METER')).toBe(true);
    const a0101 = preview.units.find((u: { unitCode: string }) => u.unitCode === 'A0101');
    const water = a0101.charges.find((c: { expenseTypeCode: string }) => c.expenseTypeCode === 'WT');
    // 17.5 units (130 - 112.50) at 18.00, minimum 100.00.
    expect(water).toMatchObject({ quantity: '17.50', amountExcludeVat: '315.00', billed: false });

    // The expense types by their names in the request's language; Thai for a type without an English name.
    const namesIn = async (lang: string) => {
      const p = (
        await t.call({
          as: 'viewer',
          method: 'GET',
          url: `/expenses/summary?${qs({ month: '2030-03', lang })}`,
        })
      ).json().data as BillingSummary;
      const names = (rows: { expenseTypeCode: string; expenseTypeDescription: string }[]) =>
        Object.fromEntries(
          rows
            .filter((r) => ['CF', 'WT'].includes(r.expenseTypeCode))
            .map((r) => [r.expenseTypeCode, r.expenseTypeDescription]),
        );
      const unit = p.units.find((u) => u.unitCode === 'A0101');
      return { charges: names(unit!.charges), byType: names(p.byExpenseType) };
    };
    const english = { CF: 'Common fee', WT: 'Water' };
    expect(await namesIn('EN')).toEqual({ charges: english, byType: english });
    const thai = { CF: 'ค่าส่วนกลาง', WT: 'ค่าน้ำประปา' };
    expect(await namesIn('TH')).toEqual({ charges: thai, byType: thai });
    const rvsId = await propertyId('RVS');
    const waterType = and(eq(expenseType.propertyId, rvsId), eq(expenseType.code, 'WT'));
    await t.database.db.update(expenseType).set({ nameEn: '' }).where(waterType);
    try {
      const fallback = { CF: 'Common fee', WT: 'ค่าน้ำประปา' };
      expect(await namesIn('EN')).toEqual({ charges: fallback, byType: fallback });
    } finally {
      await t.database.db.update(expenseType).set({ nameEn: 'Water' }).where(waterType);
    }

    // Units lack a reading: a run not told what to do with them bills nothing and says why.
    const refused = await runAndWait('2030-03', '2030-03-01', '2030-03-15', null);
    expect(refused).toMatchObject({ status: 'FAILED', error: 'EX007', invoiceCount: 0 });
    const id0 = await propertyId('RVS');
    const none = await t.database.db
      .select()
      .from(invoice)
      .where(and(eq(invoice.propertyId, id0), eq(invoice.billingMonth, '2030-03')));
    expect(none).toHaveLength(0);

    const run = await runAndWait('2030-03', '2030-03-01', '2030-03-15');
    expect(run.error).toBeNull();
    expect(run).toMatchObject({
      status: 'DONE',
      invoiceCount: preview.unitCount,
      grandTotal: preview.grandTotal,
      // Done with warnings: the units billed without water are still to check.
      warningCount: preview.warnings.length,
    });
    expect(run.warningCount).toBeGreaterThan(0);

    const id = await propertyId('RVS');
    const invoices = await t.database.db
      .select()
      .from(invoice)
      .where(and(eq(invoice.propertyId, id), eq(invoice.billingMonth, '2030-03')));
    expect(invoices.length).toBe(preview.unitCount);
    const numbers = invoices.map((i) => i.invoiceNo!).sort();
    // Gapless: IN + 73 (2573 BE) + 03 + 00001...
    expect(numbers[0]).toBe('IN730300001');
    expect(numbers.at(-1)).toBe(`IN7303${String(numbers.length).padStart(5, '0')}`);
    const tb = await trialBalance('RVS');
    expect(tb.debit).toBe(tb.credit);

    const again = await runAndWait('2030-03', '2030-03-01', '2030-03-15');
    expect(again).toMatchObject({ status: 'DONE', invoiceCount: 0, grandTotal: '0.00' });
    const after = await t.database.db
      .select()
      .from(invoice)
      .where(and(eq(invoice.propertyId, id), eq(invoice.billingMonth, '2030-03')));
    expect(after.length).toBe(invoices.length);
    const summary = (
      await t.call({ as: 'viewer', method: 'GET', url: `/expenses/summary?${qs({ month: '2030-03' })}` })
    ).json().data;
    expect(summary.unitCount).toBe(0);
  });

  it('bills the minimum charge to units without a reading when told MINIMUM, without meter figures', async () => {
    await autosave({ month: '2030-11', unitCode: 'A0101', currentMeter: '140' });
    // A first reading whose use, 3 units at 18.00 = 54.00, is below the minimum of 100.00.
    await autosave({ month: '2030-11', unitCode: 'A0104', previousMeter: '1500', currentMeter: '1503' });
    const run = await runAndWait('2030-11', '2030-11-01', '2030-11-15', 'MINIMUM');
    expect(run).toMatchObject({ status: 'DONE', error: null });
    expect(run.warningCount).toBeGreaterThan(0);
    const id = await propertyId('RVS');
    const waterOf = async (unitCode: string) => {
      const rows = await t.database.db
        .select({
          invoiceId: invoice.id,
          amount: invoiceLine.amountExcludeVat,
          previousMeter: invoiceLine.previousMeter,
          currentMeter: invoiceLine.currentMeter,
          chargedMinimum: invoiceLine.chargedMinimum,
        })
        .from(invoiceLine)
        .innerJoin(invoice, eq(invoice.id, invoiceLine.invoiceId))
        .innerJoin(unit, eq(unit.id, invoice.unitId))
        .innerJoin(expenseType, eq(expenseType.id, invoiceLine.expenseTypeId))
        .where(
          and(
            eq(invoice.propertyId, id),
            eq(invoice.billingMonth, '2030-11'),
            eq(unit.code, unitCode),
            eq(expenseType.code, 'WT'),
          ),
        );
      return rows;
    };
    // No reading: the water type's minimum (100.00), no meter figures on the line, and it says it is a minimum.
    expect(await waterOf('A0102')).toEqual([
      {
        invoiceId: expect.any(String),
        amount: '100.00',
        previousMeter: null,
        currentMeter: null,
        chargedMinimum: true,
      },
    ]);
    // A reading: billed on its use as ever (140 - 130 = 10 units at 18.00 = 180.00), not a minimum.
    expect((await waterOf('A0101'))[0]).toMatchObject({
      amount: '180.00',
      currentMeter: '140.00',
      chargedMinimum: false,
    });
    // A reading whose use priced below the minimum: the minimum, with its readings, marked.
    const [low] = await waterOf('A0104');
    expect(low).toMatchObject({
      amount: '100.00',
      previousMeter: '1500.00',
      currentMeter: '1503.00',
      chargedMinimum: true,
    });

    // The invoice's detail says so, and in English names the water line by its expense type's English name.
    const detail = (
      await t.call({ as: 'viewer', method: 'GET', url: `/invoices/${low!.invoiceId}?${qs({})}` })
    ).json().data as { lines: Record<string, unknown>[] };
    expect(detail.lines.find((l) => l.expenseTypeCode === 'WT')).toMatchObject({
      expenseTypeDescription: 'Water',
      description: 'ค่าน้ำประปา',
      displayDescription: 'Water',
      quantity: '3.00',
      unitPrice: '18.00',
      amountExcludeVat: '100.00',
      chargedMinimum: true,
    });
    expect(detail.lines.filter((l) => l.chargedMinimum)).toHaveLength(1);
    const thaiDetail = (
      await t.call({
        as: 'viewer',
        method: 'GET',
        url: `/invoices/${low!.invoiceId}?${qs({ lang: 'TH' })}`,
      })
    ).json().data as { lines: Record<string, unknown>[] };
    expect(thaiDetail.lines.find((l) => l.expenseTypeCode === 'WT')).toMatchObject({
      expenseTypeDescription: 'ค่าน้ำประปา',
      displayDescription: 'ค่าน้ำประปา',
    });

    // The PDF: readings, units used and the minimum under the water line, in Thai and in English.
    const print = async (id: string, docLang: 'th' | 'en') => {
      const res = await t.call({
        as: 'viewer',
        method: 'GET',
        url: `/invoices/${id}/print?${qs({ docLang })}`,
      });
      expect(res.statusCode).toBe(200);
      return pdfText(res.rawPayload);
    };
    const th = await print(low!.invoiceId, 'th');
    expect(th).toContain('ค่าน้ำประปา');
    expect(th).toContain('เลขมิเตอร์ครั้งก่อน 1,500.00 ครั้งนี้ 1,503.00');
    expect(th).toContain('ใช้ไป 3.00 หน่วย');
    expect(th).toContain('ค่าบริการขั้นต่ำ (ค่าใช้จ่ายตามหน่วยที่ใช้ต่ำกว่าขั้นต่ำ)');
    const en = await print(low!.invoiceId, 'en');
    expect(en).toContain('Water');
    expect(en).not.toContain('ค่าน้ำประปา');
    expect(en).toContain('Meter: previous 1,500.00, current 1,503.00');
    expect(en).toContain('Used: 3.00 units');
    expect(en).toContain('Minimum charge (the use priced below the minimum)');
    // Without a reading: a minimum with no meter figures.
    const unread = await print((await waterOf('A0102'))[0]!.invoiceId, 'en');
    expect(unread).toContain('Minimum charge (no meter reading this month)');
    expect(unread).not.toContain('Meter: previous');
    // Priced on its use: readings, no minimum.
    const priced = await print((await waterOf('A0101'))[0]!.invoiceId, 'en');
    expect(priced).toContain('Meter: previous 130.00, current 140.00');
    expect(priced).toContain('Used: 10.00 units');
    expect(priced).not.toContain('Minimum charge');

    // Lines billed before the flag existed get it from migration 0037's backfill, by the same rule.
    const lineIds = async () =>
      (
        await t.database.db
          .select({ id: invoiceLine.id })
          .from(invoiceLine)
          .innerJoin(invoice, eq(invoice.id, invoiceLine.invoiceId))
          .where(and(eq(invoice.propertyId, id), eq(invoice.billingMonth, '2030-11')))
      ).map((r) => r.id);
    const before = await t.database.db
      .select({ id: invoiceLine.id, chargedMinimum: invoiceLine.chargedMinimum })
      .from(invoiceLine)
      .where(inArray(invoiceLine.id, await lineIds()));
    expect(before.filter((l) => l.chargedMinimum).length).toBeGreaterThan(1);
    await t.database.db
      .update(invoiceLine)
      .set({ chargedMinimum: false })
      .where(inArray(invoiceLine.id, await lineIds()));
    const migration = await readFile(
      new URL('../../../drizzle/0037_invoice_line_charged_minimum.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint')[1]!;
    await t.database.db.execute(sql.raw(backfill));
    const after = await t.database.db
      .select({ id: invoiceLine.id, chargedMinimum: invoiceLine.chargedMinimum })
      .from(invoiceLine)
      .where(inArray(invoiceLine.id, await lineIds()));
    expect(new Map(after.map((l) => [l.id, l.chargedMinimum]))).toEqual(
      new Map(before.map((l) => [l.id, l.chargedMinimum])),
    );
  });

  it('bills a reading entered after the run in a later run, and a billed month refuses meter changes', async () => {
    expect((await autosave({ month: '2030-03', unitCode: 'A0101', currentMeter: '131' })).json().code).toBe(
      'EX002',
    );
    await autosave({ month: '2030-03', unitCode: 'A0102', currentMeter: '9' });
    const run = await runAndWait('2030-03', '2030-03-20', '2030-04-05');
    expect(run).toMatchObject({ status: 'DONE', invoiceCount: 1, grandTotal: '162.00' });
  });

  it('a run into a closed period fails whole and leaves nothing behind', async () => {
    const id = await propertyId('RVS');
    await t.database.db.insert(accountingPeriod).values({ propertyId: id, period: '2030-05', closed: true });
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(journalEntry);
    const run = await runAndWait('2030-05', '2030-05-01', '2030-05-15');
    expect(run.status).toBe('FAILED');
    expect(run.error).toBe('GL001');
    const invoices = await t.database.db
      .select()
      .from(invoice)
      .where(and(eq(invoice.propertyId, id), eq(invoice.billingMonth, '2030-05')));
    expect(invoices).toEqual([]);
    const afterCount = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(journalEntry);
    expect(afterCount[0]!.n).toBe(before[0]!.n);
    const runs = (
      await t.call({
        as: 'viewer',
        method: 'GET',
        url: `/expenses/status/invoice?${qs({ month: '2030-05' })}`,
      })
    ).json().data;
    expect(runs[0]).toMatchObject({ status: 'FAILED', invoiceCount: 0 });
  });

  it('refuses a second run while one is running, and the viewer cannot start one', async () => {
    const id = await propertyId('RVS');
    const [row] = await t.database.db
      .insert(billingRun)
      .values({
        propertyId: id,
        month: '2030-07',
        invoiceDate: '2030-07-01',
        dueDate: '2030-07-15',
        status: 'RUNNING',
      })
      .returning();
    const res = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/expenses/apply',
      payload: { ...RVS, month: '2030-07', invoiceDate: '2030-07-01', dueDate: '2030-07-15' },
    });
    expect(res.json().code).toBe('EX001');
    await t.database.db.update(billingRun).set({ status: 'FAILED' }).where(eq(billingRun.id, row!.id));
    const viewer = await t.call({
      as: 'viewer',
      method: 'POST',
      url: '/expenses/apply',
      payload: { ...RVS, month: '2030-07', invoiceDate: '2030-07-01', dueDate: '2030-07-15' },
    });
    expect(viewer.statusCode).toBe(403);
  });

  it('marks a run a restart interrupted FAILED with EX006 (older rows with the English text read as EX006)', async () => {
    const id = await propertyId('RVS');
    const month = { propertyId: id, invoiceDate: '2030-09-01', dueDate: '2030-09-15' };
    const [left] = await t.database.db
      .insert(billingRun)
      .values({ ...month, month: '2030-09', status: 'RUNNING' })
      .returning();
    const [older] = await t.database.db
      .insert(billingRun)
      .values({
        ...month,
        month: '2030-09',
        status: 'FAILED',
        error: INTERRUPTED_TEXT,
        finishedAt: new Date(),
      })
      .returning();
    const [done] = await t.database.db
      .select({ id: billingRun.id, error: billingRun.error, finishedAt: billingRun.finishedAt })
      .from(billingRun)
      .where(and(eq(billingRun.propertyId, id), eq(billingRun.status, 'DONE')))
      .limit(1);
    await failInterruptedRuns(t.database.db);
    const [stored] = await t.database.db.select().from(billingRun).where(eq(billingRun.id, left!.id));
    expect(stored).toMatchObject({ status: 'FAILED', error: 'EX006' });
    expect(stored!.finishedAt).not.toBeNull();
    // A finished run is left as it was.
    const [still] = await t.database.db
      .select({ error: billingRun.error, finishedAt: billingRun.finishedAt })
      .from(billingRun)
      .where(eq(billingRun.id, done!.id));
    expect(still).toEqual({ error: done!.error, finishedAt: done!.finishedAt });
    const runs = (
      await t.call({
        as: 'viewer',
        method: 'GET',
        url: `/expenses/status/invoice?${qs({ month: '2030-09' })}`,
      })
    ).json().data as { runId: string; status: string; error: string | null }[];
    expect(runs.map((r) => [r.runId, r.status, r.error]).sort()).toEqual(
      [
        [left!.id, 'FAILED', 'EX006'],
        [older!.id, 'FAILED', 'EX006'],
      ].sort(),
    );
    // What the message asks for works: the month bills again.
    const again = await runAndWait('2030-09', '2030-09-01', '2030-09-15');
    expect(again).toMatchObject({ status: 'DONE', error: null });
  });

  it('at start-up fails only the runs no instance will finish (on PostgreSQL, not a run just started)', async () => {
    const id = await propertyId('RVS');
    const base = { propertyId: id, month: '2030-10', invoiceDate: '2030-10-01', dueDate: '2030-10-15' };
    const [orphan] = await t.database.db
      .insert(billingRun)
      .values({ ...base, status: 'RUNNING', createdAt: new Date(Date.now() - 5 * 60_000) })
      .returning();
    const [young] = await t.database.db
      .insert(billingRun)
      .values({ ...base, status: 'RUNNING' })
      .returning();
    const jobs = onPostgres
      ? await postgresQueue(t.database.url!, {
          heartbeatSeconds: 30,
          superviseSeconds: 10,
          onError: (error) => {
            throw error;
          },
        })
      : inProcessQueue();
    try {
      await recoverInterruptedRuns(t.database.db, jobs);
    } finally {
      await jobs.stop();
    }
    const statusOf = async (runId: string) =>
      (
        await t.database.db
          .select({ status: billingRun.status, error: billingRun.error })
          .from(billingRun)
          .where(eq(billingRun.id, runId))
      )[0];
    // No queue holds the old run's job (started before the queue, or lost): nothing will finish it.
    expect(await statusOf(orphan!.id)).toEqual({ status: 'FAILED', error: 'EX006' });
    // On PostgreSQL a run younger than a minute may be having its job sent by another instance; the embedded
    // database's runs were all this process's.
    expect(await statusOf(young!.id)).toEqual(
      onPostgres ? { status: 'RUNNING', error: null } : { status: 'FAILED', error: 'EX006' },
    );
    await t.database.db.update(billingRun).set({ status: 'FAILED' }).where(eq(billingRun.id, young!.id));
  });

  it('refuses a due date before the invoice date with the catalogue rule', async () => {
    const res = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/expenses/apply',
      payload: { ...RVS, month: '2030-08', invoiceDate: '2030-08-10', dueDate: '2030-08-01' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0]).toMatchObject({ path: 'dueDate', rule: 'invoiceDateAfterDueDate' });
  });
});
