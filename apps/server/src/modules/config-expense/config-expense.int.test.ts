import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { expenseType } from './config-expense.schema';
import { expenseTypeUsage } from './config-expense.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newExpense = (over: Record<string, unknown> = {}) => ({
  lang: 'TH',
  propertyCode: 'RVS',
  expenseTypeCode: 'EL',
  nameTh: 'ค่าไฟฟ้า',
  nameEn: 'Electricity',
  category: 'ELECTRICITY',
  calcKind: 'METER',
  rate: '5.50',
  billingCycle: 'MONTHLY',
  meterTypeCode: 'ELECTRIC',
  minimumCharge: 50,
  meterDigits: 5,
  meterMaxUsage: '2000',
  tiers: [{ upTo: '150', rate: '4.20' }, { upTo: '400', rate: '5.00' }, { rate: '5.80' }],
  incomeAccountCode: '4130',
  ...over,
});
const saveExpense = (payload: Record<string, unknown>, as = 'accountant') =>
  t.call({ as, method: 'POST', url: '/config/expense/save', payload });
const get = (url: string, as = 'viewer') => t.call({ as, method: 'GET', url });
const countExpenses = async () => (await t.database.db.select().from(expenseType)).length;

describe('expense type search and detail', () => {
  it('lists the demo expense types with rates as exact text', async () => {
    const res = await t.call({
      as: 'viewer',
      method: 'POST',
      url: '/config/expense/search',
      payload: { propertyCode: 'RVS', lang: 'EN' },
    });
    const rows = res.json().data as {
      expenseTypeCode: string;
      rate: string;
      expenseTypeDescription: string;
    }[];
    expect(rows.map((r) => r.expenseTypeCode)).toEqual(expect.arrayContaining(['CF', 'WT', 'SF', 'PK']));
    expect(rows.find((r) => r.expenseTypeCode === 'CF')).toMatchObject({
      rate: '40.00',
      expenseTypeDescription: 'Common fee',
      calcKind: 'AREA',
    });
  });

  it('opens the water meter with its minimum charge and the sinking fund booked to the fund', async () => {
    const wt = await get('/config/expense/detail/WT?propertyCode=RVS&lang=EN');
    expect(wt.json().data).toMatchObject({
      calcKind: 'METER',
      meterTypeCode: 'WATER',
      minimumCharge: '100.00',
      incomeAccountDescription: 'Water income',
    });
    const sf = await get('/config/expense/detail/sf?propertyCode=RVS');
    expect(sf.json().data).toMatchObject({
      billingCycle: 'ONE_TIME',
      incomeAccountCode: '3100',
      incomeAccountDescription: 'เงินกองทุน',
    });
  });

  it('answers the categories and wallet types', async () => {
    const categories = await get('/config/expense/category?propertyCode=RVS&lang=EN');
    expect(categories.json().data).toContainEqual({ category: 'COMMON_FEE', description: 'Common fee' });
    const wallets = await get('/config/expense/wallet?propertyCode=RVS');
    expect(wallets.json().data).toEqual([
      { walletType: 0, walletTypeDescription: 'กระเป๋าเงินค่าส่วนกลาง' },
      { walletType: 1, walletTypeDescription: 'กระเป๋าเงินอื่น' },
    ]);
  });
});

describe('expense type save', () => {
  it('refuses bad input in Thai and English, nothing saved', async () => {
    const before = await countExpenses();
    const th = await saveExpense(newExpense({ rate: 'abc', calcKind: 'GUESS' }));
    expect(th.statusCode).toBe(400);
    expect(th.json().fields.map((f: { path: string }) => f.path)).toEqual(
      expect.arrayContaining(['rate', 'calcKind']),
    );
    expect(th.json().fields[0].message).toMatch(/[\u0E00-\u0E7F]/);
    const en = await saveExpense(
      newExpense({
        lang: 'EN',
        billingCycle: 'EVERY_N_MONTHS',
        tiers: [{ upTo: '400', rate: '5' }, { upTo: '150', rate: '5' }, { rate: 1 }],
      }),
    );
    expect(en.json().fields).toEqual(
      expect.arrayContaining([
        { path: 'cycleMonths', rule: 'required', message: 'This field is required.' },
        {
          path: 'tiers.1.upTo',
          rule: 'rangeEnd',
          message: 'The end of the range must not be less than its start.',
        },
      ]),
    );
    expect(await countExpenses()).toBe(before);
  });

  it('refuses an income account that is an expense or a header, and an unknown meter type', async () => {
    const expense = await saveExpense(newExpense({ lang: 'EN', incomeAccountCode: '5210' }));
    expect(expense.json()).toMatchObject({
      code: 'ST205',
      message: 'The selected account cannot be used here.',
    });
    const header = await saveExpense(newExpense({ incomeAccountCode: '4100' }));
    expect(header.json().code).toBe('ST205');
    const meter = await saveExpense(newExpense({ meterTypeCode: 'GAS' }));
    expect(meter.json()).toMatchObject({ code: 'ST222', fields: [{ path: 'meterTypeCode' }] });
  });

  it('saves a tiered meter type with money as exact decimals', async () => {
    const res = await saveExpense(newExpense());
    expect(res.statusCode).toBe(201);
    const detail = (await get('/config/expense/detail/EL?propertyCode=RVS')).json().data;
    expect(detail).toMatchObject({
      rate: '5.50',
      minimumCharge: '50.00',
      meterDigits: 5,
      meterMaxUsage: '2000.00',
      vatApplicable: 'N',
      walletType: 0,
    });
    expect(detail.tiers).toEqual([
      { upTo: '150.00', rate: '4.20' },
      { upTo: '400.00', rate: '5.00' },
      { upTo: null, rate: '5.80' },
    ]);
  });

  it('refuses a duplicate code, and lets one of two concurrent saves through', async () => {
    const dup = await saveExpense(newExpense({ lang: 'EN' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'ST211', message: 'This expense type already exists.' });
    const every = newExpense({
      expenseTypeCode: 'LIFT-FUND',
      calcKind: 'RATIO',
      rate: '120000',
      billingCycle: 'EVERY_N_MONTHS',
      cycleMonths: 6,
      incomeAccountCode: '3100',
      category: 'SINKING_FUND',
    });
    const results = await Promise.all([saveExpense(every), saveExpense(every)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const saved = (await get('/config/expense/detail/LIFT-FUND?propertyCode=RVS')).json().data;
    // Meter settings are dropped for a calculation that has no meter.
    expect(saved).toMatchObject({
      calcKind: 'RATIO',
      cycleMonths: 6,
      meterTypeCode: null,
      minimumCharge: null,
      meterDigits: null,
      meterMaxUsage: null,
      tiers: [],
    });
  });

  it('refuses meter digits outside 3-10 and a maximum use that is not positive', async () => {
    const digits = await saveExpense(newExpense({ expenseTypeCode: 'EL2', meterDigits: 2 }));
    expect(digits.statusCode).toBe(400);
    expect(digits.json().fields.map((f: { path: string }) => f.path)).toEqual(['meterDigits']);
    const max = await saveExpense(
      newExpense({ expenseTypeCode: 'EL2', meterDigits: 11, meterMaxUsage: '0' }),
    );
    expect(
      max
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['meterDigits', 'meterMaxUsage']);
  });

  it('checkEditable lets an unused type be renamed, and refuses once a later area uses it', async () => {
    expect((await get('/config/expense/checkEditable/EL?propertyCode=RVS')).json().data).toEqual({
      code: 'EL',
      editable: true,
      usedBy: [],
    });
    const renamed = await saveExpense(newExpense({ originalCode: 'EL', expenseTypeCode: 'ELEC' }));
    expect(renamed.statusCode).toBe(200);
    // The invoice area registers that its invoices use an expense type.
    expenseTypeUsage.register(async (_db, _propertyId, code) =>
      code === 'ELEC' ? [{ kind: 'INVOICE', code: 'IN2611-0007', description: 'invoice' }] : [],
    );
    const check = (await get('/config/expense/checkEditable/ELEC?propertyCode=RVS')).json().data;
    expect(check).toMatchObject({ editable: false, usedBy: [{ kind: 'INVOICE' }] });
    const rename = await saveExpense(newExpense({ originalCode: 'ELEC', expenseTypeCode: 'EL2' }));
    expect(rename.json().code).toBe('ST213');
    const recalc = await saveExpense(
      newExpense({ originalCode: 'ELEC', expenseTypeCode: 'ELEC', calcKind: 'FIXED' }),
    );
    expect(recalc.json().code).toBe('ST213');
    // A used type's category is fixed too: it decided what its invoice lines are (surcharge-bearing or not).
    const recategorised = await saveExpense(
      newExpense({ originalCode: 'ELEC', expenseTypeCode: 'ELEC', category: 'COMMON_FEE' }),
    );
    expect(recategorised.json().code).toBe('ST213');
    const names = await saveExpense(
      newExpense({ originalCode: 'ELEC', expenseTypeCode: 'ELEC', nameEn: 'Electricity (units)' }),
    );
    expect(names.statusCode).toBe(200);
  });

  it("never shows or changes another property's expense type", async () => {
    // SKV has GB (garbage), RVS does not.
    const read = await get('/config/expense/detail/GB?propertyCode=RVS&lang=EN', 'manager');
    expect(read.statusCode).toBe(404);
    expect(read.json().code).toBe('ST212');
    const update = await saveExpense(newExpense({ originalCode: 'GB', expenseTypeCode: 'GB' }), 'manager');
    expect(update.statusCode).toBe(404);
    expect((await get('/config/expense/detail/GB?propertyCode=SKV', 'manager')).statusCode).toBe(403);
  });
});
