import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { budgetItem } from './config-budget-item.schema';
import { budgetItemUsage } from './config-budget-item.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newItem = (over: Record<string, unknown> = {}) => ({
  lang: 'TH',
  propertyCode: 'RVS',
  budgetItemCode: 'BG-POOL',
  descriptionTh: 'ค่าดูแลสระว่ายน้ำ',
  descriptionEn: 'Swimming pool care',
  expenseAccountCode: '5320',
  ...over,
});
const saveItem = (payload: Record<string, unknown>, as = 'accountant') =>
  t.call({ as, method: 'POST', url: '/config/budgetitem/save', payload });
const get = (url: string, as = 'viewer') => t.call({ as, method: 'GET', url });

describe('budget items', () => {
  it('lists the demo budget items with their expense accounts', async () => {
    const res = await t.call({
      as: 'viewer',
      method: 'POST',
      url: '/config/budgetitem/search',
      payload: { propertyCode: 'RVS', lang: 'EN', keyword: 'lift' },
    });
    expect(res.json().data).toEqual([
      expect.objectContaining({
        budgetItemCode: 'BG-LIFT',
        budgetItemDescription: 'Lift maintenance',
        expenseAccountCode: '5130',
        expenseAccountDescription: 'Lift maintenance',
      }),
    ]);
  });

  it('refuses bad input in Thai and English, nothing saved', async () => {
    const before = (await t.database.db.select().from(budgetItem)).length;
    const th = await saveItem(newItem({ descriptionTh: '', budgetItemCode: 'งบ' }));
    expect(th.statusCode).toBe(400);
    expect(th.json().fields.map((f: { path: string; rule: string }) => [f.path, f.rule])).toEqual(
      expect.arrayContaining([
        ['budgetItemCode', 'textEng'],
        ['descriptionTh', 'required'],
      ]),
    );
    const en = await saveItem(newItem({ lang: 'EN', expenseAccountCode: undefined }));
    expect(en.json().fields).toEqual([
      { path: 'expenseAccountCode', rule: 'required', message: 'This field is required.' },
    ]);
    expect((await t.database.db.select().from(budgetItem)).length).toBe(before);
  });

  it('needs a postable expense account', async () => {
    const income = await saveItem(newItem({ expenseAccountCode: '4110' }));
    expect(income.json().code).toBe('ST205');
  });

  it('saves, refuses the code twice, and lets one of two concurrent saves through', async () => {
    expect((await saveItem(newItem())).statusCode).toBe(201);
    const dup = await saveItem(newItem({ lang: 'EN' }));
    expect(dup.json()).toMatchObject({ code: 'BG001', message: 'This budget item code already exists.' });
    const results = await Promise.all([
      saveItem(newItem({ budgetItemCode: 'BG-X' })),
      saveItem(newItem({ budgetItemCode: 'BG-X' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await get('/config/budgetitem/detail/bg-pool?propertyCode=RVS')).json().data).toMatchObject({
      budgetItemCode: 'BG-POOL',
      active: 'Y',
    });
  });

  it('locks the code once a budget uses the item', async () => {
    expect(
      (await get('/config/budgetitem/checkEditable/BG-POOL?propertyCode=RVS')).json().data.editable,
    ).toBe(true);
    budgetItemUsage.register(async (_db, _propertyId, code) =>
      code === 'BG-POOL' ? [{ kind: 'BUDGET', code: '2026', description: 'budget 2026' }] : [],
    );
    expect(
      (await get('/config/budgetitem/checkEditable/BG-POOL?propertyCode=RVS')).json().data,
    ).toMatchObject({ editable: false, usedBy: [{ kind: 'BUDGET', code: '2026' }] });
    const rename = await saveItem(newItem({ originalCode: 'BG-POOL', budgetItemCode: 'BG-POOL2' }));
    expect(rename.json().code).toBe('BG003');
    const renamedText = await saveItem(
      newItem({ originalCode: 'BG-POOL', descriptionEn: 'Pool care and chemicals', active: 'N' }),
    );
    expect(renamedText.statusCode).toBe(200);
  });

  it("never shows another property's budget item", async () => {
    expect(
      (await saveItem(newItem({ propertyCode: 'SKV', budgetItemCode: 'BG-SKV-ONLY' }), 'admin')).statusCode,
    ).toBe(201);
    const res = await get('/config/budgetitem/detail/BG-SKV-ONLY?propertyCode=RVS', 'manager');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('BG002');
  });
});
