import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditLog } from '../../platform/db/schema';
import { glAccount } from './config-account.schema';
import { STANDARD_CHART } from './standard-chart';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newAccount = (over: Record<string, unknown> = {}) => ({
  lang: 'TH',
  propertyCode: 'RVS',
  accountCode: '5170',
  nameTh: 'ค่าบริการสระว่ายน้ำ',
  nameEn: 'Swimming pool service',
  category: 'EXPENSE',
  parentCode: '5100',
  ...over,
});
const saveAccount = (payload: Record<string, unknown>, as = 'accountant') =>
  t.call({ as, method: 'POST', url: '/config/account/save', payload });
const get = (url: string, as = 'viewer') => t.call({ as, method: 'GET', url });
const countAccounts = async () => (await t.database.db.select().from(glAccount)).length;

describe('standard chart of accounts', () => {
  it('is seeded for the property with headers and postable accounts', async () => {
    const res = await t.call({
      as: 'viewer',
      method: 'POST',
      url: '/config/account/search',
      payload: { propertyCode: 'RVS', lang: 'EN', pageSize: 500 },
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as {
      accountCode: string;
      category: string;
      postable: string;
      level: number;
      normalSide: string;
    }[];
    expect(rows).toHaveLength(STANDARD_CHART.length);
    const byCode = Object.fromEntries(rows.map((r) => [r.accountCode, r]));
    expect(byCode['1000']).toMatchObject({ category: 'ASSET', postable: 'N', level: 1 });
    expect(byCode['1111']).toMatchObject({ category: 'ASSET', postable: 'Y', level: 4, normalSide: 'D' });
    expect(byCode['1129']).toMatchObject({ normalSide: 'C' });
    expect(byCode['2151']).toMatchObject({ category: 'LIABILITY' });
    expect(byCode['3100']).toMatchObject({ category: 'EQUITY', postable: 'Y' });
    expect(byCode['4110']).toMatchObject({ category: 'INCOME', normalSide: 'C' });
  });

  it("filters by keyword and category, names in the caller's language", async () => {
    const res = await t.call({
      as: 'viewer',
      method: 'POST',
      url: '/config/account/search',
      payload: { propertyCode: 'RVS', keyword: 'ลิฟต์', category: 'EXPENSE' },
    });
    expect(res.json().data).toEqual([
      expect.objectContaining({ accountCode: '5130', description: 'ค่าบำรุงรักษาลิฟต์' }),
    ]);
  });

  it('answers categories, the dropdown and the document accounts', async () => {
    const categories = await get('/config/account/category?propertyCode=RVS&lang=EN');
    expect(categories.json().data).toContainEqual({
      category: 'INCOME',
      description: 'Income',
      normalSide: 'C',
    });
    const cash = await get('/masterdata/accounts?propertyCode=RVS&documentType=RC&paymentType=1', 'approver');
    expect(cash.json().data).toEqual([{ accountCode: '1111', description: 'เงินสดในมือ' }]);
    const cheque = await get('/masterdata/accounts?propertyCode=RVS&documentType=RC&paymentType=3&lang=EN');
    expect(cheque.json().data).toEqual([{ accountCode: '1131', description: 'Cheques on hand' }]);
    const income = await get('/config/account/account?propertyCode=RVS&category=INCOME');
    expect(income.json().data.every((a: { accountCode: string }) => a.accountCode.startsWith('4'))).toBe(
      true,
    );
    const one = await get('/masterdata/accountcode?propertyCode=RVS&accountCode=2130&lang=EN');
    expect(one.json().data).toMatchObject({ accountCode: '2130', description: 'Output VAT' });
  });
});

describe('account save', () => {
  it('refuses bad input in Thai and English, nothing saved', async () => {
    const before = await countAccounts();
    const th = await saveAccount(newAccount({ accountCode: '', category: 'STUFF' }));
    expect(th.statusCode).toBe(400);
    expect(th.json().fields.map((f: { path: string }) => f.path)).toEqual(
      expect.arrayContaining(['accountCode', 'category']),
    );
    expect(th.json().fields[0].message).toMatch(/[\u0E00-\u0E7F]/);
    const en = await saveAccount(newAccount({ lang: 'EN', nameEn: 'สระว่ายน้ำ' }));
    expect(en.json().fields).toEqual([
      {
        path: 'nameEn',
        rule: 'textEng',
        message: 'Please enter English text; Thai characters are not allowed.',
      },
    ]);
    expect(await countAccounts()).toBe(before);
  });

  it('creates a sub-account under a header of the same category, with an audit row', async () => {
    const res = await saveAccount(newAccount());
    expect(res.statusCode).toBe(201);
    const detail = await get('/config/account/detail/5170?propertyCode=RVS&lang=EN');
    expect(detail.json().data).toMatchObject({
      accountCode: '5170',
      level: 3,
      parentCode: '5100',
      parentDescription: 'Service contracts',
      normalSide: 'D',
      postable: 'Y',
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'gl_account'), eq(auditLog.entityId, '5170')));
    expect(audits).toHaveLength(1);
  });

  it('refuses a parent that is postable or of another category', async () => {
    const postableParent = await saveAccount(newAccount({ accountCode: '5171', parentCode: '5110' }));
    expect(postableParent.json().code).toBe('ST204');
    const otherCategory = await saveAccount(newAccount({ accountCode: '5171', parentCode: '4100' }));
    expect(otherCategory.json().code).toBe('ST204');
  });

  it('refuses a duplicate code, and lets one of two concurrent saves through', async () => {
    const dup = await saveAccount(newAccount({ lang: 'EN' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'ST201', message: 'This account code already exists.' });
    const results = await Promise.all([
      saveAccount(newAccount({ accountCode: '5180' })),
      saveAccount(newAccount({ accountCode: '5180' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('renames and retypes an account nothing uses', async () => {
    const res = await saveAccount(
      newAccount({ originalCode: '5180', accountCode: '5190', nameEn: 'Pool chemicals' }),
    );
    expect(res.statusCode).toBe(200);
    expect((await get('/config/account/detail/5190?propertyCode=RVS')).statusCode).toBe(200);
    expect((await get('/config/account/detail/5180?propertyCode=RVS')).statusCode).toBe(404);
  });

  it('needs the account edit right', async () => {
    const res = await saveAccount(newAccount({ accountCode: '5191' }), 'viewer');
    expect(res.statusCode).toBe(403);
  });
});

describe('checkEditable', () => {
  it('says the common-fee income account is used by an expense type and a mapping-free account is not', async () => {
    const used = await get('/config/account/checkEditable/4110?propertyCode=RVS&lang=EN');
    expect(used.statusCode).toBe(200);
    expect(used.json().data).toMatchObject({ code: '4110', editable: false });
    expect(used.json().data.usedBy).toContainEqual({
      kind: 'EXPENSE_TYPE',
      code: 'CF',
      description: 'Common fee',
    });
    const bank = await get('/config/account/checkEditable/1116?propertyCode=RVS');
    expect(bank.json().data.usedBy.map((u: { kind: string }) => u.kind)).toContain('PROPERTY_BANK_ACCOUNT');
    const header = await get('/config/account/checkEditable/5100?propertyCode=RVS');
    expect(header.json().data.usedBy.map((u: { kind: string }) => u.kind)).toContain('ACCOUNT');
    const free = await get('/config/account/checkEditable/5190?propertyCode=RVS');
    expect(free.json().data).toEqual({ code: '5190', editable: true, usedBy: [] });
  });

  it('refuses to rename or retype an account in use, but lets its names change', async () => {
    const rename = await saveAccount(
      newAccount({
        lang: 'EN',
        originalCode: '4110',
        accountCode: '4111',
        nameTh: 'รายได้ค่าส่วนกลาง',
        nameEn: 'Common fee income',
        category: 'INCOME',
        parentCode: '4100',
      }),
    );
    expect(rename.statusCode).toBe(409);
    expect(rename.json()).toMatchObject({
      code: 'ST203',
      message: 'This account is in use: its code and type cannot be changed.',
    });
    const header = await saveAccount(
      newAccount({
        originalCode: '5100',
        accountCode: '5100',
        nameTh: 'ค่าจ้างบริการ',
        nameEn: 'Service contracts',
        parentCode: '5000',
        postable: 'Y',
      }),
    );
    expect(header.json().code).toBe('ST206');
    const names = await saveAccount(
      newAccount({
        originalCode: '4110',
        accountCode: '4110',
        nameTh: 'รายได้ค่าส่วนกลาง (รายเดือน)',
        nameEn: 'Common fee income (monthly)',
        category: 'INCOME',
        parentCode: '4100',
      }),
    );
    expect(names.statusCode).toBe(200);
  });
});

describe('property scope', () => {
  it("never shows or changes another property's account", async () => {
    const created = await saveAccount(
      newAccount({ propertyCode: 'SKV', accountCode: '5175', parentCode: '5100' }),
      'admin',
    );
    expect(created.statusCode).toBe(201);
    const read = await get('/config/account/detail/5175?propertyCode=RVS&lang=EN', 'manager');
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ code: 'ST202' });
    const update = await saveAccount(newAccount({ originalCode: '5175', accountCode: '5175' }), 'manager');
    expect(update.statusCode).toBe(404);
    const asSkv = await get('/config/account/detail/5175?propertyCode=SKV', 'manager');
    expect(asSkv.statusCode).toBe(403);
  });
});

describe('document accounts', () => {
  it('replaces the accounts of a document and payment type, refusing a header account', async () => {
    const header = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/config/account/document',
      payload: { propertyCode: 'RVS', documentType: 'RC', paymentType: 2, accountCodes: ['1110'] },
    });
    expect(header.statusCode).toBe(400);
    expect(header.json().code).toBe('ST205');
    const res = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/config/account/document',
      payload: { propertyCode: 'RVS', documentType: 'RC', paymentType: 2, accountCodes: ['1113'] },
    });
    expect(res.statusCode).toBe(200);
    const list = await get('/config/account/document?propertyCode=RVS&documentType=RC&paymentType=2&lang=EN');
    expect(list.json().data).toEqual([
      {
        documentType: 'RC',
        paymentType: 2,
        paymentTypeDescription: 'Transfer',
        accountCode: '1113',
        description: 'Bank deposits - savings',
      },
    ]);
    const bad = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/config/account/document',
      payload: {
        propertyCode: 'RVS',
        lang: 'EN',
        documentType: 'XX',
        paymentType: 9,
        accountCodes: ['1113', '1113'],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { path: string }) => f.path)).toEqual(
      expect.arrayContaining(['documentType', 'paymentType', 'accountCodes.1']),
    );
  });
});
