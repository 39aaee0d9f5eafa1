import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decimalStringToSatang } from '@suanklang/shared';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bangkokToday } from '../../platform/clock';
import { property } from '../../platform/db/schema';
import type { Tx } from '../../platform/db/client';
import { postDocument } from '../ledger';
import { propertySetting } from '../property-settings';
import { budgetAvailable } from './budgets.service';
import { budgetHeader, budgetHistory } from './budgets.schema';

let t: TestApp;
let rvs: string;
beforeAll(async () => {
  t = await createTestApp();
  const [p] = await t.database.db.select().from(property).where(eq(property.code, 'RVS'));
  rvs = p!.id;
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
const post = (url: string, payload: Body, as = 'manager') =>
  t.call({ as, method: 'POST', url, payload: { lang: 'EN', propertyCode: 'RVS', ...payload } });
const put = (url: string, payload: Body, as = 'manager') =>
  t.call({ as, method: 'PUT', url, payload: { lang: 'EN', propertyCode: 'RVS', ...payload } });
const get = (url: string, as = 'viewer') => t.call({ as, method: 'GET', url });
const detail = async (id: string, as = 'viewer') =>
  (await get(`/budget/detail?propertyCode=RVS&lang=EN&budgetHeaderID=${id}`, as)).json().data;
const save = async (payload: Body, as = 'accountant') => {
  const res = await post('/budget/save', payload, as);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.budgetHeaderID as string;
};
const confirm = (id: string, as = 'manager') => put('/budget/confirm', { budgetHeaderID: id }, as);
const total = (d: { items: { total: string }[] }) =>
  d.items.reduce((s, i) => s + Math.round(Number(i.total) * 100), 0);

/** An expense the ledger holds: Dr the account, Cr cash, on the date. */
async function spend(accountCode: string, date: string, satang: number, in_?: Tx) {
  const run = (tx: Tx) =>
    postDocument(tx, {
      propertyId: rvs,
      userId: null,
      documentType: 'JV',
      date,
      journal: (no) => ({
        draft: {
          documentType: 'JV',
          documentNo: no,
          date,
          lines: [
            { accountCode, side: 'debit' as const, amount: satang },
            { accountCode: '1111', side: 'credit' as const, amount: satang },
          ],
        },
        sourceId: null,
      }),
      write: async () => {},
      audit: () => null,
    });
  await (in_ ? run(in_) : t.database.db.transaction(run));
}

describe('yearly budgets', () => {
  it('saves a draft from cells and annual amounts, the remainder satang in the last month', async () => {
    const id = await save({
      year: 2040,
      lines: [
        { budgetItemCode: 'BG-LIFT', month: 1, amount: '12,000.00' },
        { budgetItemCode: 'bg-lift', month: 2, amount: 500 },
      ],
      annual: [{ budgetItemCode: 'BG-SEC', amount: '1000.01' }],
    });
    const d = await detail(id);
    expect(d).toMatchObject({ year: 2040, status: 'DRAFT', revision: 0, total: '13500.01' });
    expect(d.monthList[0]).toEqual({ month: 1, period: '2040-01', display: 'Jan 2040' });
    const sec = d.items.find((i: { budgetItemCode: string }) => i.budgetItemCode === 'BG-SEC');
    expect(sec.months).toEqual([...Array(11).fill('83.33'), '83.38']);
    expect(sec.total).toBe('1000.01');
    expect(d.history).toEqual([expect.objectContaining({ action: 'SAVE', revision: 0 })]);
    const th = (await get(`/budget/propertyBudget?propertyCode=RVS&lang=TH&year=2040`)).json().data;
    expect(th).toMatchObject({ year: 2040, budgetHeaderID: id, status: 'DRAFT' });
    expect(th.monthList[11]).toEqual({ month: 12, period: '2040-12', display: 'ธ.ค. 2583' });

    // One budget per property and fiscal year, also when two saves race.
    const again = await post('/budget/save', { year: 2040, lines: [] }, 'accountant');
    expect(again.json()).toMatchObject({
      code: 'BG102',
      message: 'A budget for this fiscal year already exists.',
    });
    const race = await Promise.all([
      post('/budget/save', { year: 2041, lines: [] }, 'accountant'),
      post('/budget/save', { year: 2041, lines: [] }, 'manager'),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('moves draft -> confirmed -> closed, deletes only a draft, and refuses the wrong state', async () => {
    const id = await save({ year: 2042, lines: [{ budgetItemCode: 'BG-CLN', month: 3, amount: 100 }] });
    const draftModify = await post(
      '/budget/modify',
      {
        budgetHeaderID: id,
        lines: [{ budgetItemCode: 'BG-CLN', month: 3, amount: 200 }],
      },
      'accountant',
    );
    expect(draftModify.json().data).toMatchObject({ status: 'DRAFT', revision: 0 });
    expect((await put('/budget/close', { budgetHeaderID: id })).json().code).toBe('BG104');
    // The accountant edits but does not confirm.
    expect((await confirm(id, 'accountant')).json()).toMatchObject({ statusCode: 403, code: 'BG111' });
    expect((await confirm(id)).json().data).toMatchObject({ status: 'CONFIRMED', revision: 0 });
    expect((await confirm(id)).json().code).toBe('BG103');
    expect((await put('/budget/delete', { budgetHeaderID: id }, 'accountant')).json().code).toBe('BG103');
    expect((await put('/budget/close', { budgetHeaderID: id })).json().data.status).toBe('CLOSED');
    const closedModify = await post('/budget/modify', { budgetHeaderID: id, lines: [], reason: 'x' });
    expect(closedModify.json().code).toBe('BG109');
    const closedTransfer = await post('/budget/transfer', {
      budgetHeaderID: id,
      fromItemCode: 'BG-CLN',
      fromMonth: 3,
      toItemCode: 'BG-CLN',
      toMonth: 4,
      amount: 1,
      reason: 'x',
    });
    expect(closedTransfer.json().code).toBe('BG104');
    expect((await detail(id)).history.map((h: { action: string }) => h.action)).toEqual([
      'SAVE',
      'MODIFY',
      'CONFIRM',
      'CLOSE',
    ]);

    const draft = await save({ year: 2043, lines: [{ budgetItemCode: 'BG-CLN', month: 1, amount: 1 }] });
    expect((await put('/budget/delete', { budgetHeaderID: draft }, 'accountant')).statusCode).toBe(200);
    const gone = await get(`/budget/detail?propertyCode=RVS&lang=TH&budgetHeaderID=${draft}`);
    expect(gone.json()).toMatchObject({ statusCode: 404, code: 'BG101', message: 'ไม่พบงบประมาณ' });
  });

  it('revises a confirmed budget only with a reason, keeping every revision in the history', async () => {
    const id = await save({ year: 2044, lines: [{ budgetItemCode: 'BG-GDN', month: 1, amount: 1000 }] });
    await confirm(id);
    const lines = [{ budgetItemCode: 'BG-GDN', month: 1, amount: 1500 }];
    expect((await post('/budget/modify', { budgetHeaderID: id, lines })).json().code).toBe('BG105');
    const byAccountant = await post(
      '/budget/modify',
      { budgetHeaderID: id, lines, reason: 'r' },
      'accountant',
    );
    expect(byAccountant.json().code).toBe('BG111');
    const res = await post('/budget/modify', {
      budgetHeaderID: id,
      lines,
      reason: 'Garden contract renewed',
    });
    expect(res.json().data).toMatchObject({ status: 'CONFIRMED', revision: 1 });
    const d = await detail(id);
    expect(d).toMatchObject({ revision: 1, total: '1500.00' });
    expect(d.history).toEqual([
      expect.objectContaining({
        action: 'SAVE',
        revision: 0,
        lines: [{ budgetItemCode: 'BG-GDN', month: 1, amount: '1000.00' }],
      }),
      expect.objectContaining({ action: 'CONFIRM', revision: 0 }),
      expect.objectContaining({
        action: 'MODIFY',
        revision: 1,
        reason: 'Garden contract renewed',
        createdBy: 'manager',
        lines: [{ budgetItemCode: 'BG-GDN', month: 1, amount: '1500.00' }],
      }),
    ]);
  });

  it('transfers between items and months: the total stays, both sides in the history, the remainder guarded', async () => {
    const id = await save({
      year: 2045,
      lines: [
        { budgetItemCode: 'BG-LIFT', month: 3, amount: '10000.00' },
        { budgetItemCode: 'BG-REPAIR', month: 6, amount: '2000.00' },
      ],
    });
    await confirm(id);
    const before = total(await detail(id));
    await spend('5130', '2045-03-15', 300_000);
    const transfer = (over: Body, as = 'manager') =>
      post(
        '/budget/transfer',
        {
          budgetHeaderID: id,
          fromItemCode: 'BG-LIFT',
          fromMonth: 3,
          toItemCode: 'BG-REPAIR',
          toMonth: 7,
          amount: '5,000.00',
          reason: 'Roof leak',
          ...over,
        },
        as,
      );
    expect((await transfer({}, 'accountant')).json().code).toBe('BG111');
    expect((await transfer({ toItemCode: 'BG-LIFT', toMonth: 3 })).json().code).toBe('BG107');
    expect((await transfer({ reason: '' })).json().fields).toEqual([
      { path: 'reason', rule: 'required', message: 'This field is required.' },
    ]);
    expect((await transfer({})).statusCode).toBe(200);
    // 10,000 - 5,000 transferred - 3,000 spent leaves 2,000: 2,000.01 more is refused.
    const over = await transfer({ amount: '2000.01' });
    expect(over.json()).toMatchObject({ statusCode: 409, code: 'BG106' });
    expect((await transfer({ amount: '2000.00', toItemCode: 'BG-LIFT', toMonth: 4 })).statusCode).toBe(200);

    const d = await detail(id);
    expect(total(d)).toBe(before);
    const lift = d.items.find((i: { budgetItemCode: string }) => i.budgetItemCode === 'BG-LIFT');
    const repair = d.items.find((i: { budgetItemCode: string }) => i.budgetItemCode === 'BG-REPAIR');
    expect([lift.months[2], lift.months[3], repair.months[5], repair.months[6]]).toEqual([
      '3000.00',
      '2000.00',
      '2000.00',
      '5000.00',
    ]);
    expect(d.history.filter((h: { action: string }) => h.action === 'TRANSFER')).toEqual([
      expect.objectContaining({
        fromItemCode: 'BG-LIFT',
        fromMonth: 3,
        toItemCode: 'BG-REPAIR',
        toMonth: 7,
        amount: '5000.00',
        reason: 'Roof leak',
      }),
      expect.objectContaining({
        fromItemCode: 'BG-LIFT',
        toItemCode: 'BG-LIFT',
        toMonth: 4,
        amount: '2000.00',
      }),
    ]);
  });

  it('lets only one of two concurrent transfers take the last of a cell', async () => {
    const id = await save({
      year: 2055,
      lines: [{ budgetItemCode: 'BG-PEST', month: 1, amount: '5000.00' }],
    });
    await confirm(id);
    const transfer = (toMonth: number) =>
      post('/budget/transfer', {
        budgetHeaderID: id,
        fromItemCode: 'BG-PEST',
        fromMonth: 1,
        toItemCode: 'BG-PEST',
        toMonth,
        amount: '3000.00',
        reason: 'Re-phasing',
      });
    const results = await Promise.all([transfer(2), transfer(3)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const d = await detail(id);
    expect(d.items[0].months.slice(0, 3).sort()).toEqual(['0.00', '2000.00', '3000.00']);
    expect(total(d)).toBe(500_000);
  });

  it('builds next year from last year +5% (budget or actuals), rounding each cell half-up to the satang', async () => {
    const last = await save({
      year: 2046,
      lines: [
        { budgetItemCode: 'BG-NET', month: 1, amount: '100.01' },
        { budgetItemCode: 'BG-NET', month: 2, amount: '333.33' },
      ],
    });
    await confirm(last);
    const next = await save({ year: 2047, buildFrom: { source: 'BUDGET', percent: 5 } });
    const d = await detail(next);
    expect(d.items).toEqual([expect.objectContaining({ budgetItemCode: 'BG-NET', total: '455.01' })]);
    expect(d.items[0].months.slice(0, 2)).toEqual(['105.01', '350.00']);
    expect(d.history[0].reason).toBe('BUDGET 2046 +5%');
    expect(
      (await post('/budget/save', { year: 2049, buildFrom: { source: 'BUDGET', percent: 5 } })).json().code,
    ).toBe('BG110');

    await spend('5220', '2050-05-10', 123_457);
    await spend('5220', '2050-05-20', 100_000);
    const fromActual = await save({ year: 2051, buildFrom: { source: 'ACTUAL', percent: 5 } });
    const water = (await detail(fromActual)).items.find(
      (i: { budgetItemCode: string }) => i.budgetItemCode === 'BG-WATER',
    );
    // 2,234.57 x 1.05 = 2,346.2985 -> 2,346.30
    expect(water.months[4]).toBe('2346.30');
    expect(water.total).toBe('2346.30');
  });

  it("spreads an annual amount by last year's actual per month, or equally when last year had none", async () => {
    // 2052's water: 300.00 in March and 100.00 in August; the lift had no spending that year.
    await spend('5220', '2052-03-05', 30_000);
    await spend('5220', '2052-08-05', 10_000);
    const id = await save({
      year: 2053,
      annual: [
        { budgetItemCode: 'BG-WATER', amount: '1000.01', spread: 'PATTERN' },
        { budgetItemCode: 'BG-LIFT', amount: '120.00', spread: 'PATTERN' },
        { budgetItemCode: 'BG-SEC', amount: '12.00', spread: 'EQUAL' },
      ],
    });
    const items = new Map(
      (await detail(id)).items.map((i: { budgetItemCode: string; months: string[] }) => [
        i.budgetItemCode,
        i.months,
      ]),
    );
    const zero = '0.00';
    // 3:1 -> 750.0075 and 250.0025: the leftover satang to the larger fraction (March).
    expect(items.get('BG-WATER')).toEqual([
      zero,
      zero,
      '750.01',
      zero,
      zero,
      zero,
      zero,
      '250.00',
      zero,
      zero,
      zero,
      zero,
    ]);
    expect(items.get('BG-LIFT')).toEqual(Array(12).fill('10.00'));
    expect(items.get('BG-SEC')).toEqual(Array(12).fill('1.00'));
    const bad = await post(
      '/budget/save',
      { year: 2054, annual: [{ budgetItemCode: 'BG-SEC', amount: '1', spread: 'SEASON' }] },
      'accountant',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([expect.objectContaining({ path: 'annual.0.spread', rule: 'oneOf' })]);
  });

  it('answers the available amount of an item in a month; over it, refused or warned by the property rule', async () => {
    const id = await save({
      year: 2052,
      lines: [{ budgetItemCode: 'BG-AUDIT', month: 3, amount: '10000.00' }],
    });
    const asked = (amount: string, lang = 'TH') =>
      post(
        `/budget/check?lang=${lang}`,
        { budgetYear: 2052, budgetMonth: 3, budgetItemCode: 'bg-audit', amount },
        'viewer',
      );
    const check = async (amount: string) => (await asked(amount)).json().data;
    const rule = (control: 'REFUSE' | 'WARN') =>
      t.database.db
        .update(propertySetting)
        .set({ budgetOverAvailable: control })
        .where(eq(propertySetting.propertyId, rvs));
    // A draft is no budget yet: nothing is available, and by default a request over it is refused.
    const refused = await asked('1.00', 'EN');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'BG120',
      message: 'The total is more than the available budget. (The amount must not exceed 0.00.)',
    });
    await rule('WARN');
    expect(await check('1.00')).toMatchObject({
      budgetHeaderID: null,
      budget: '0.00',
      fits: false,
      control: 'WARN',
    });
    await rule('REFUSE');
    await confirm(id);
    await spend('5420', '2052-03-31', 250_000);
    await spend('5420', '2052-04-01', 99_999);
    expect(await check('7500.00')).toEqual({
      budgetItemCode: 'BG-AUDIT',
      budgetYear: 2052,
      budgetMonth: 3,
      period: '2052-03',
      budgetHeaderID: id,
      budget: '10000.00',
      committed: '0.00',
      actual: '2500.00',
      available: '7500.00',
      requested: '7500.00',
      fits: true,
      control: 'REFUSE',
    });
    expect((await asked('7500.01')).json()).toMatchObject({ code: 'BG120' });
    expect(JSON.stringify((await asked('7500.01')).json())).toContain('ไม่เกิน 7,500.00');
  });

  it('lets only one of two requests consume the last of a budget when they lock it', async () => {
    const id = await save({ year: 2056, lines: [{ budgetItemCode: 'BG-INS', month: 1, amount: '1000.00' }] });
    await confirm(id);
    const consume = () =>
      t.database.db.transaction(async (tx) => {
        const check = { budgetYear: 2056, budgetMonth: 1, budgetItemCode: 'BG-INS', amount: 100_000 };
        const a = await budgetAvailable(tx, rvs, check, { lock: true });
        if (!a.fits) return false;
        await new Promise((resolve) => setTimeout(resolve, 50));
        await spend('5430', '2056-01-10', 100_000, tx);
        return true;
      });
    expect((await Promise.all([consume(), consume()])).sort()).toEqual([false, true]);
    const after = await post('/budget/check', { budgetYear: 2056, budgetMonth: 1, budgetItemCode: 'BG-INS' });
    expect(after.json().data).toMatchObject({ actual: '1000.00', available: '0.00', fits: true });
  });

  it('sets budget against actual per item and month, the year and the year to date, tied to the ledger', async () => {
    const id = await save({
      year: 2058,
      lines: [
        { budgetItemCode: 'BG-LIFT', month: 1, amount: '3000.00' },
        { budgetItemCode: 'BG-LIFT', month: 2, amount: '3000.00' },
        { budgetItemCode: 'BG-SEC', month: 1, amount: '10000.00' },
      ],
    });
    await confirm(id);
    // Lift: 1,000.00 + 500.50 in January, 3,500.00 in February (over its month); security: nothing spent.
    await spend('5130', '2058-01-05', 100_000);
    await spend('5130', '2058-01-31', 50_050);
    await spend('5130', '2058-02-10', 350_000);
    // The year before and after do not count.
    await spend('5130', '2057-12-31', 77_700);
    await spend('5130', '2059-01-01', 77_700);
    const res = await get('/budget/summary?propertyCode=RVS&lang=EN&year=2058');
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json().data as {
      status: string;
      toDatePeriod: string;
      rows: {
        budgetItemCode: string;
        cells: {
          month: number;
          budget: string;
          actual: string;
          available: string;
          percentUsed: string | null;
        }[];
        year: Record<string, string | null>;
        yearToDate: Record<string, string | null>;
      }[];
      totals: { cells: { actual: string }[]; year: Record<string, string | null> };
    };
    expect(summary).toMatchObject({ status: 'CONFIRMED', toDatePeriod: '2058-12' });
    const lift = summary.rows.find((r) => r.budgetItemCode === 'BG-LIFT')!;
    expect(lift.cells[0]).toEqual({
      month: 1,
      budget: '3000.00',
      committed: '0.00',
      actual: '1500.50',
      available: '1499.50',
      // 1,500.50 / 3,000.00 = 50.0166..% -> 50.02
      percentUsed: '50.02',
    });
    expect(lift.cells[1]).toMatchObject({ actual: '3500.00', available: '-500.00', percentUsed: '116.67' });
    expect(lift.cells[2]).toMatchObject({ budget: '0.00', actual: '0.00', percentUsed: null });
    // 5,000.50 of 6,000.00 = 83.3416..% -> 83.34
    expect(lift.year).toEqual({
      budget: '6000.00',
      committed: '0.00',
      actual: '5000.50',
      available: '999.50',
      percentUsed: '83.34',
    });
    expect(lift.yearToDate).toEqual(lift.year);
    const sec = summary.rows.find((r) => r.budgetItemCode === 'BG-SEC')!;
    expect(sec.year).toMatchObject({
      budget: '10000.00',
      actual: '0.00',
      available: '10000.00',
      percentUsed: '0.00',
    });
    // The actual column is the ledger: the lift account's lines of the year, summed.
    expect(summary.totals.cells[0]!.actual).toBe('1500.50');
    expect(summary.totals.year).toMatchObject({ budget: '16000.00', actual: '5000.50' });

    // Drill down: the lines behind January's lift actual.
    const entries = await get(
      '/budget/summary/entries?propertyCode=RVS&lang=EN&year=2058&month=1&budgetItemCode=bg-lift',
    );
    expect(entries.statusCode, entries.body).toBe(200);
    expect(
      (entries.json().data as { entryDate: string; documentType: string; debit: string }[]).map((e) => [
        e.entryDate,
        e.documentType,
        e.debit,
      ]),
    ).toEqual([
      ['2058-01-05', 'JV', '1000.00'],
      ['2058-01-31', 'JV', '500.50'],
    ]);
    expect(
      (
        await get('/budget/summary/entries?propertyCode=RVS&lang=EN&year=2058&month=1&budgetItemCode=NOPE')
      ).json().code,
    ).toBe('BG108');
    // A user of this property does not read another one's.
    expect((await get('/budget/summary?propertyCode=SKV&lang=EN&year=2058', 'manager')).json().code).toBe(
      'ST004',
    );
  });

  it("gives the demo condominium a confirmed budget this year, whose summary's actual is the ledger for every item", async () => {
    const today = bangkokToday();
    const year = Number(today.slice(0, 4));
    await spend('5110', today, 123_456);
    const summary = (await get(`/budget/summary?propertyCode=RVS&lang=EN&year=${year}`)).json().data as {
      status: string;
      rows: { accountCode: string; year: { budget: string; actual: string } }[];
      totals: { year: { budget: string } };
    };
    expect(summary.status).toBe('CONFIRMED');
    // 504,500.00 a month for 13 items x 12, and insurance, audit and the general meeting once.
    expect(summary.totals.year.budget).toBe('6319000.00');
    const tb = await t.call({
      as: 'accountant',
      method: 'GET',
      url: `/gl/trial-balance?propertyCode=RVS&lang=EN&periodFrom=${year}-01&periodTo=${year}-12`,
    });
    const movement = new Map(
      (tb.json().data.rows as { accountCode: string; debit: string; credit: string }[]).map((r) => [
        r.accountCode,
        decimalStringToSatang(r.debit) - decimalStringToSatang(r.credit),
      ]),
    );
    expect(summary.rows.length).toBeGreaterThan(10);
    for (const row of summary.rows)
      expect(Math.round(Number(row.year.actual) * 100), row.accountCode).toBe(
        movement.get(row.accountCode) ?? 0,
      );
    expect(summary.rows.find((r) => r.accountCode === '5110')!.year.actual).not.toBe('0.00');
  });

  it("refuses another property's budget, a viewer's writes, and bad input in Thai and English", async () => {
    const skv = await t.call({
      as: 'admin',
      method: 'POST',
      url: '/budget/save',
      payload: {
        lang: 'EN',
        propertyCode: 'SKV',
        year: 2053,
        lines: [{ budgetItemCode: 'BG-SEC', month: 1, amount: 5 }],
      },
    });
    expect(skv.statusCode).toBe(201);
    const skvId = skv.json().data.budgetHeaderID as string;
    expect(
      (await get(`/budget/detail?propertyCode=RVS&budgetHeaderID=${skvId}`, 'manager')).json().code,
    ).toBe('BG101');
    expect(
      (await get(`/budget/detail?propertyCode=SKV&budgetHeaderID=${skvId}`, 'manager')).json().code,
    ).toBe('ST004');
    for (const res of [
      await confirm(skvId),
      await put('/budget/delete', { budgetHeaderID: skvId }),
      await post('/budget/modify', { budgetHeaderID: skvId, lines: [], reason: 'x' }),
    ])
      expect(res.json().code).toBe('BG101');
    expect(
      (await t.database.db.select().from(budgetHeader).where(eq(budgetHeader.id, skvId)))[0]?.status,
    ).toBe('DRAFT');
    expect(
      (await get('/budget/listBudget?propertyCode=RVS', 'manager'))
        .json()
        .data.map((b: { budgetHeaderID: string }) => b.budgetHeaderID),
    ).not.toContain(skvId);

    const historyBefore = (await t.database.db.select().from(budgetHistory)).length;
    const viewer = await post('/budget/save', { year: 2054, lines: [] }, 'viewer');
    expect(viewer.json()).toMatchObject({ statusCode: 403, code: 'ST005' });
    expect((await post('/budget/search', {}, 'approver')).json().code).toBe('ST005');

    const th = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/budget/save',
      payload: {
        lang: 'TH',
        propertyCode: 'RVS',
        lines: [{ budgetItemCode: 'BG-SEC', month: 13, amount: '-1' }],
      },
    });
    expect(th.statusCode).toBe(400);
    expect(th.json().fields).toEqual(
      expect.arrayContaining([
        { path: 'year', rule: 'required', message: 'กรุณากรอกข้อมูล' },
        { path: 'lines.0.month', rule: 'max_value', message: 'ค่าต้องไม่เกิน 12' },
        { path: 'lines.0.amount', rule: 'min_value', message: 'ค่าต้องไม่น้อยกว่า 0.00' },
      ]),
    );
    const en = await post('/budget/save', {
      year: 2054,
      lines: [
        { budgetItemCode: 'BG-SEC', month: 1, amount: 1 },
        { budgetItemCode: 'BG-SEC', month: 1, amount: 2 },
      ],
    });
    expect(en.json().fields).toEqual([expect.objectContaining({ path: 'lines.1', rule: 'uniqueValue' })]);
    const both = await post('/budget/save', {
      year: 2054,
      lines: [{ budgetItemCode: 'BG-SEC', month: 5, amount: 1 }],
      annual: [{ budgetItemCode: 'BG-SEC', amount: 12 }],
    });
    expect(both.json()).toMatchObject({
      code: 'ST001',
      fields: [{ path: 'annual.0', rule: 'uniqueValue', message: 'This value is a duplicate.' }],
    });
    const builtAndGiven = await post('/budget/save', {
      year: 2054,
      buildFrom: { source: 'BUDGET', percent: 5 },
      annual: [{ budgetItemCode: 'BG-SEC', amount: 12 }],
    });
    expect(builtAndGiven.json().fields).toEqual([
      expect.objectContaining({ path: 'buildFrom', rule: 'oneOf' }),
    ]);
    const unknown = await post('/budget/save', {
      year: 2054,
      lines: [{ budgetItemCode: 'NOPE', month: 1, amount: 1 }],
    });
    expect(unknown.json()).toMatchObject({ code: 'BG108', message: 'A budget item is unknown or inactive.' });
    expect((await t.database.db.select().from(budgetHistory)).length).toBe(historyBefore);
  });

  it('lists, searches and gives the latest budget, the usable items and the budget years', async () => {
    const as = (url: string) =>
      t.call({ as: 'admin', method: 'GET', url: `${url}?propertyCode=SKV&lang=EN` });
    const skvSave = (year: number) =>
      t.call({
        as: 'admin',
        method: 'POST',
        url: '/budget/save',
        payload: { propertyCode: 'SKV', year, annual: [{ budgetItemCode: 'BG-AGM', amount: '1200.00' }] },
      });
    for (const year of [2061, 2062]) expect((await skvSave(year)).statusCode).toBe(201);
    const years = (await as('/budget/listBudget')).json().data.map((b: { year: number }) => b.year);
    expect(years.slice(0, 2)).toEqual([2062, 2061]);
    const latest = (await as('/budget/latest')).json().data;
    expect(latest).toMatchObject({ year: 2062, status: 'DRAFT', total: '1200.00' });
    expect(latest.items[0].months[0]).toBe('100.00');
    const search = await t.call({
      as: 'admin',
      method: 'POST',
      url: '/budget/search',
      payload: { propertyCode: 'SKV', year: 2061, status: 'DRAFT', page: 1, pageSize: 10 },
    });
    expect(search.json()).toMatchObject({ data: [{ year: 2061 }], paging: { total: 1 } });
    const items = (await as('/budget/item')).json().data;
    expect(items.map((i: { budgetItemCode: string }) => i.budgetItemCode)).toContain('BG-AGM');
    expect(items.map((i: { budgetItemCode: string }) => i.budgetItemCode)).not.toContain('BG-LIFT');
    const budgetYears = (await as('/properties/budget')).json().data;
    expect(budgetYears[0]).toMatchObject({ year: 2062, status: 'DRAFT' });
    expect(budgetYears[0].monthList).toHaveLength(12);
    const none = (await as('/budget/propertyBudget')).json().data;
    expect(none).toMatchObject({ budgetHeaderID: null, status: null });
  });

  it('locks the code of a budget item a budget uses', async () => {
    const res = await get('/config/budgetitem/checkEditable/BG-LIFT?propertyCode=RVS');
    expect(res.json().data).toMatchObject({
      editable: false,
      usedBy: expect.arrayContaining([expect.objectContaining({ kind: 'BUDGET', code: '2040' })]),
    });
  });

  it("follows the property's fiscal year start: months, check, summary; a year reaching into another refused", async () => {
    const startMonth = (month: number) =>
      t.database.db
        .update(propertySetting)
        .set({ fiscalYearStartMonth: month })
        .where(eq(propertySetting.propertyId, rvs));
    const months = async (year: number) =>
      (await get(`/budget/propertyBudget?propertyCode=RVS&lang=EN&year=${year}`)).json().data.monthList as {
        period: string;
        display: string;
      }[];
    const calendar = await save({ year: 2071, lines: [] });
    await startMonth(10);
    try {
      expect((await months(2072)).map((m) => m.period)).toEqual([
        '2072-10',
        '2072-11',
        '2072-12',
        '2073-01',
        '2073-02',
        '2073-03',
        '2073-04',
        '2073-05',
        '2073-06',
        '2073-07',
        '2073-08',
        '2073-09',
      ]);
      expect((await months(2072))[0]!.display).toBe('Oct 2072');
      // A budget made before the change keeps its months.
      expect((await months(2071))[0]!.period).toBe('2071-01');
      // October 2070 to September 2071 would share nine months with the calendar year 2071.
      expect((await post('/budget/save', { year: 2070, lines: [] }, 'accountant')).json().code).toBe('BG121');
      const id = await save({
        year: 2072,
        lines: [{ budgetItemCode: 'BG-AUDIT', month: 1, amount: '100.00' }],
      });
      expect((await confirm(id)).statusCode).toBe(200);
      await spend('5420', '2072-10-15', 5_000);
      await spend('5420', '2072-09-30', 7_000); // fiscal year 2071's last month, not 2072's
      const check = await post(
        '/budget/check',
        { budgetYear: 2072, budgetMonth: 1, budgetItemCode: 'BG-AUDIT' },
        'viewer',
      );
      expect(check.json().data).toMatchObject({
        period: '2072-10',
        budget: '100.00',
        actual: '50.00',
        available: '50.00',
      });
      const summary = (await get('/budget/summary?propertyCode=RVS&lang=EN&year=2072')).json().data;
      expect(summary.monthList[0].period).toBe('2072-10');
      const audit = summary.rows.find((r: { budgetItemCode: string }) => r.budgetItemCode === 'BG-AUDIT');
      expect(audit.cells[0]).toMatchObject({ budget: '100.00', actual: '50.00' });
      expect(audit.year).toMatchObject({ budget: '100.00', actual: '50.00' });
      expect(calendar).not.toBe(id);
    } finally {
      await startMonth(1);
    }
  });
});
