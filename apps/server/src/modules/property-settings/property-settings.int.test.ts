import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thaiIdCheckDigit } from '@suanklang/shared';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditLog, property, userPropertyRole } from '../../platform/db/schema';
import { glAccount } from '../config-account';
import { propertySetting } from './property-settings.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const taxId = (first12: string) => first12 + String(thaiIdCheckDigit(first12));
const wrongCheckDigit = (first12: string) => first12 + String((thaiIdCheckDigit(first12) + 1) % 10);
const newProperty = (over: Record<string, unknown> = {}) => ({
  lang: 'TH',
  propertyCode: 'RVS',
  newPropertyCode: 'PKT-01',
  nameTh: 'นิติบุคคลอาคารชุด ภูเก็ต บีช เรสซิเดนซ์',
  nameEn: 'Phuket Beach Residence Juristic Person',
  propertyType: 'CONDO',
  vatRegistered: 'N',
  taxId: taxId('099300012345'),
  branchNo: '00000',
  addressTh: '9 ถนนหาดป่าตอง ตำบลป่าตอง อำเภอกะทู้ จังหวัดภูเก็ต 83150',
  addressEn: '9 Patong Beach Road, Patong, Kathu, Phuket 83150',
  phone: '076-340-123',
  email: 'office@phuketbeach.example',
  billerId: `${taxId('099300012345')}01`,
  bankAccounts: [
    {
      bankCode: '014',
      bankBranchCode: '0044',
      accountNo: '123-4-56789-0',
      accountName: 'นิติบุคคลอาคารชุด ภูเก็ต บีช เรสซิเดนซ์',
      accountCode: '1113',
    },
  ],
  documentAccounts: [{ configDocumentAccount: 7, accountNo: '1234567890' }],
  surcharge: {
    method: 'DAILY_365',
    ratePerYear: '12',
    overdueRatePerYear: '20',
    overdueAfterMonths: 6,
    higherRateAppliesTo: 'OLDER_PART',
    graceDays: 0,
  },
  ...over,
});
const create = (payload: Record<string, unknown>, as = 'admin') =>
  t.call({ as, method: 'POST', url: '/properties/save', payload });
const countProperties = async () => (await t.database.db.select().from(property)).length;

describe('property detail and search', () => {
  it('opens the current property with its settings and bank accounts', async () => {
    const res = await t.call({
      as: 'viewer',
      method: 'GET',
      url: '/properties/detail?propertyCode=RVS&lang=EN',
    });
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({
      propertyCode: 'RVS',
      propertyType: 'CONDO',
      areaUnit: 'SQM',
      vatRegistered: 'N',
      branchNo: '00000',
    });
    expect(p.billerId).toBe(`${p.taxId}01`);
    expect(p.bankAccounts[0]).toMatchObject({
      bankCode: '004',
      bankName: 'Kasikornbank',
      accountCode: '1113',
      accountCodeName: 'Bank deposits - savings',
    });
    expect(p.documentAccounts).toEqual([expect.objectContaining({ configDocumentAccount: 7 })]);
    expect(p.surcharge).toMatchObject({
      ratePerYear: '12.00',
      overdueRatePerYear: '20.00',
      overdueAfterMonths: 6,
    });
  });

  it('lists only the properties whose settings the user may see', async () => {
    const manager = await t.call({
      as: 'manager',
      method: 'POST',
      url: '/properties/search',
      payload: { propertyCode: 'RVS' },
    });
    expect(manager.json().data.map((p: { propertyCode: string }) => p.propertyCode)).toEqual(['RVS']);
    expect(manager.json().data[0].unitCount).toBe(208);
    const admin = await t.call({
      as: 'admin',
      method: 'POST',
      url: '/properties/search',
      payload: { propertyCode: 'RVS', propertyType: 'VILLAGE' },
    });
    expect(admin.json().data.map((p: { propertyCode: string }) => p.propertyCode)).toEqual(['SKV']);
  });

  it('gives the online-payment bank account to any member', async () => {
    const res = await t.call({
      as: 'approver',
      method: 'GET',
      url: '/properties/document-account?propertyCode=RVS&configDocumentAccount=7',
    });
    expect(res.json().data.accountNos[0]).toMatchObject({
      accountCode: '1114',
      realAccountNo: '4051234567',
      bankCode: '014',
    });
  });

  it('lists the banks of the active accounts as card providers, each once, in the language asked', async () => {
    const th = await t.call({
      as: 'viewer',
      method: 'GET',
      url: '/properties/bank-providers?propertyCode=RVS',
    });
    expect(th.statusCode).toBe(200);
    const rows = th.json().data as { providerCode: string; providerName: string }[];
    expect(rows.map((r) => r.providerCode).sort()).toEqual(['002', '004', '014']);
    expect(rows.find((r) => r.providerCode === '004')?.providerName).toBe('ธนาคารกสิกรไทย');
    const en = await t.call({
      as: 'viewer',
      method: 'GET',
      url: '/properties/bank-providers?propertyCode=RVS&lang=EN',
    });
    const names = (en.json().data as { providerName: string }[]).map((r) => r.providerName);
    expect(names).toContain('Kasikornbank');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const other = await t.call({
      as: 'viewer',
      method: 'GET',
      url: '/properties/bank-providers?propertyCode=SKV',
    });
    expect(other.statusCode).toBe(403);
  });

  it("refuses another property's settings", async () => {
    const res = await t.call({ as: 'manager', method: 'GET', url: '/properties/detail?propertyCode=SKV' });
    expect(res.statusCode).toBe(403);
  });
});

describe('property code check', () => {
  it('says whether a new code is free', async () => {
    const taken = await t.call({
      as: 'admin',
      method: 'GET',
      url: '/properties/check?propertyCode=RVS&newPropertyCode=SKV',
    });
    expect(taken.json().data).toEqual({ newPropertyCode: 'SKV', available: false });
    const free = await t.call({
      as: 'admin',
      method: 'GET',
      url: '/properties/check?propertyCode=RVS&newPropertyCode=NEW-1',
    });
    expect(free.json().data).toEqual({ newPropertyCode: 'NEW-1', available: true });
    const bad = await t.call({
      as: 'admin',
      method: 'GET',
      url: '/properties/check?propertyCode=RVS&newPropertyCode=new%201&lang=EN',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0]).toMatchObject({ path: 'newPropertyCode', rule: 'propertyCode' });
  });

  it('tells nothing about taken codes to someone who may not create properties', async () => {
    for (const as of ['manager', 'accountant']) {
      const res = await t.call({
        as,
        method: 'GET',
        url: '/properties/check?propertyCode=RVS&newPropertyCode=SKV&lang=EN',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'PJ002' });
      expect(res.json()).not.toHaveProperty('data');
    }
  });
});

describe('property creation', () => {
  it('refuses bad input in Thai and English, nothing saved', async () => {
    const before = await countProperties();
    const th = await create(newProperty({ taxId: wrongCheckDigit('099300012345'), nameTh: '' }));
    expect(th.statusCode).toBe(400);
    expect(th.json().fields.map((f: { path: string }) => f.path)).toEqual(
      expect.arrayContaining(['taxId', 'nameTh']),
    );
    expect(th.json().fields.find((f: { path: string }) => f.path === 'taxId').message).toBe(
      'รูปแบบเลขประจำตัวผู้เสียภาษีไม่ถูกต้อง',
    );
    const en = await create(
      newProperty({
        lang: 'EN',
        billerId: '12345',
        bankAccounts: [{ bankCode: '14', accountNo: '12', accountName: '', accountCode: '1113' }],
      }),
    );
    expect(en.json().fields.map((f: { path: string; rule: string }) => [f.path, f.rule])).toEqual(
      expect.arrayContaining([
        ['billerId', 'digits'],
        ['bankAccounts.0.bankCode', 'digits'],
        ['bankAccounts.0.accountNo', 'min'],
        ['bankAccounts.0.accountName', 'required'],
      ]),
    );
    const cap = await create(newProperty({ lang: 'EN', surcharge: { ratePerYear: '15' } }));
    expect(cap.json().fields).toEqual([
      { path: 'surcharge.ratePerYear', rule: 'max_value', message: 'The value must not be greater than 12.' },
    ]);
    // The higher rate only after 6 months in arrears (Condominium Act s.18/1); a village may choose fewer.
    const early = await create(newProperty({ lang: 'EN', surcharge: { overdueAfterMonths: 3 } }));
    expect(early.json().fields).toEqual([
      {
        path: 'surcharge.overdueAfterMonths',
        rule: 'condoOverdueMonths',
        message:
          'For a condominium the higher rate may start only after 6 months or more in arrears (Condominium Act s.18/1).',
      },
    ]);
    expect(await countProperties()).toBe(before);
  });

  it('is for administrators only', async () => {
    const res = await create(newProperty({ lang: 'EN' }), 'manager');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'PJ002',
      message: 'Only administrators can create properties.',
    });
  });

  it("creates the property with its chart of accounts, unit types and the creator's role", async () => {
    const res = await create(newProperty());
    expect(res.statusCode).toBe(201);
    const [created] = await t.database.db.select().from(property).where(eq(property.code, 'PKT-01'));
    const accounts = await t.database.db
      .select()
      .from(glAccount)
      .where(eq(glAccount.propertyId, created!.id));
    expect(accounts.length).toBeGreaterThan(60);
    const roles = await t.database.db
      .select()
      .from(userPropertyRole)
      .where(eq(userPropertyRole.propertyId, created!.id));
    expect(roles.map((r) => r.roleCode)).toEqual(['ADMIN']);
    const detail = (
      await t.call({ as: 'admin', method: 'GET', url: '/properties/detail?propertyCode=PKT-01' })
    ).json().data;
    expect(detail.bankAccounts[0]).toMatchObject({ accountNo: '1234567890', bankBranchCode: '0044' });
    expect(detail.documentAccounts[0]).toMatchObject({ configDocumentAccount: 7, accountNo: '1234567890' });
    const types = await t.call({
      as: 'admin',
      method: 'GET',
      url: '/masterdata/unittypes?propertyCode=PKT-01',
    });
    expect(types.json().data.length).toBeGreaterThan(3);
  });

  it('refuses a code already taken, and lets one of two concurrent creations through', async () => {
    const dup = await create(newProperty({ lang: 'EN' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'PJ001', message: 'This property code already exists.' });
    const results = await Promise.all([
      create(newProperty({ newPropertyCode: 'PKT-02' })),
      create(newProperty({ newPropertyCode: 'PKT-02' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('PJ001');
  });
});

describe('property modify', () => {
  it('updates the settings and names of the current property, with the same code', async () => {
    const current = (
      await t.call({ as: 'manager', method: 'GET', url: '/properties/detail?propertyCode=RVS' })
    ).json().data;
    const res = await t.call({
      as: 'manager',
      method: 'PUT',
      url: '/properties/modify',
      payload: {
        propertyCode: 'RVS',
        nameTh: current.nameTh,
        nameEn: 'The Riverside Condominium Juristic Person',
        propertyType: 'CONDO',
        vatRegistered: 'Y',
        taxId: current.taxId,
        phone: '02-861-8899',
        bankAccounts: [
          ...current.bankAccounts.map((a: Record<string, unknown>) => ({ ...a, accountNo: a.realAccountNo })),
          {
            bankCode: '025',
            bankBranchCode: '0062',
            accountNo: '5550001112',
            accountName: 'นิติบุคคลอาคารชุด เดอะ ริเวอร์ไซด์ (ฝากประจำ)',
            accountCode: '1115',
          },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const after = (
      await t.call({ as: 'viewer', method: 'GET', url: '/properties/detail?propertyCode=RVS' })
    ).json().data;
    expect(after).toMatchObject({ vatRegistered: 'Y', phone: '02-861-8899' });
    expect(after.bankAccounts).toHaveLength(4);
    expect(after.documentAccounts).toEqual(current.documentAccounts);
  });

  it('refuses an unknown branch, a ledger account that is not an asset, and removing the online-payment account', async () => {
    const current = (
      await t.call({ as: 'manager', method: 'GET', url: '/properties/detail?propertyCode=RVS' })
    ).json().data;
    const base = {
      propertyCode: 'RVS',
      lang: 'EN',
      nameTh: current.nameTh,
      nameEn: current.nameEn,
      propertyType: 'CONDO',
    };
    const branch = await t.call({
      as: 'manager',
      method: 'PUT',
      url: '/properties/modify',
      payload: {
        ...base,
        bankAccounts: [
          {
            bankCode: '004',
            bankBranchCode: '9999',
            accountNo: '1234567890',
            accountName: 'x',
            accountCode: '1113',
          },
        ],
      },
    });
    expect(branch.json()).toMatchObject({
      code: 'ST221',
      message: 'The selected bank or branch does not exist.',
    });
    const ledger = await t.call({
      as: 'manager',
      method: 'PUT',
      url: '/properties/modify',
      payload: {
        ...base,
        bankAccounts: [{ bankCode: '004', accountNo: '1234567890', accountName: 'x', accountCode: '4110' }],
      },
    });
    expect(ledger.json().code).toBe('ST205');
    const online = current.bankAccounts
      .filter((a: { accountCode: string }) => a.accountCode !== '1114')
      .map((a: Record<string, unknown>) => ({ ...a, accountNo: a.realAccountNo }));
    const removing = await t.call({
      as: 'manager',
      method: 'PUT',
      url: '/properties/modify',
      payload: { ...base, bankAccounts: online },
    });
    expect(removing.statusCode).toBe(409);
    expect(removing.json().code).toBe('PJ004');
    const unchanged = (
      await t.call({ as: 'viewer', method: 'GET', url: '/properties/detail?propertyCode=RVS' })
    ).json().data;
    expect(unchanged.bankAccounts).toHaveLength(current.bankAccounts.length);
  });

  it('refuses turning a condominium with units into a housing estate', async () => {
    const current = (
      await t.call({ as: 'manager', method: 'GET', url: '/properties/detail?propertyCode=RVS' })
    ).json().data;
    const res = await t.call({
      as: 'manager',
      method: 'PUT',
      url: '/properties/modify',
      payload: {
        propertyCode: 'RVS',
        nameTh: current.nameTh,
        nameEn: current.nameEn,
        propertyType: 'VILLAGE',
      },
    });
    expect(res.json().code).toBe('PJ006');
    const [setting] = await t.database.db.select().from(propertySetting).limit(1);
    expect(setting).toBeTruthy();
  });

  it('keeps where money goes to managers and administrators, and audits each change with old and new values', async () => {
    const current = (
      await t.call({ as: 'manager', method: 'GET', url: '/properties/detail?propertyCode=RVS' })
    ).json().data;
    // The form sends back everything it shows; only the changed field differs.
    const same = {
      propertyCode: 'RVS',
      lang: 'EN',
      nameTh: current.nameTh,
      nameEn: current.nameEn,
      propertyType: current.propertyType,
      vatRegistered: current.vatRegistered,
      taxId: current.taxId,
      branchNo: current.branchNo,
      addressTh: current.addressTh,
      addressEn: current.addressEn,
      phone: current.phone,
      email: current.email,
      billerId: current.billerId,
      bankAccounts: current.bankAccounts.map((a: Record<string, unknown>) => ({
        accountNoId: a.accountNoId,
        bankCode: a.bankCode,
        bankBranchCode: a.bankBranchCode,
        accountNo: a.realAccountNo,
        accountName: a.accountName,
        accountCode: a.accountCode,
        active: a.active,
      })),
      documentAccounts: current.documentAccounts.map((d: Record<string, unknown>) => ({
        configDocumentAccount: d.configDocumentAccount,
        accountNo: d.accountNo,
      })),
      ...(current.surcharge ? { surcharge: current.surcharge } : {}),
    };
    const modify = (as: string, payload: Record<string, unknown>) =>
      t.call({ as, method: 'PUT', url: '/properties/modify', payload });

    // An accountant may still correct the address or the phone.
    const phone = await modify('accountant', { ...same, phone: '02-861-7777' });
    expect(phone.statusCode).toBe(200);

    const [first, ...others] = same.bankAccounts;
    const attempts: Record<string, unknown>[] = [
      { bankAccounts: [{ ...first, accountNo: '9999999999' }, ...others] },
      { bankAccounts: [...same.bankAccounts, { ...first, accountNoId: undefined, accountNo: '8888888888' }] },
      { billerId: `${current.taxId}02` },
      { billerId: current.billerId ? null : `${current.taxId}03` },
      { taxId: taxId('099300099999') },
      { vatRegistered: current.vatRegistered === 'Y' ? 'N' : 'Y' },
      { surcharge: { ...newProperty().surcharge, ratePerYear: '7.5' } },
      { documentAccounts: [] },
      { creatorMayApprove: 'Y' },
      { budgetOverAvailable: 'WARN' },
      { fiscalYearStartMonth: 10 },
    ];
    for (const change of attempts) {
      const res = await modify('accountant', { ...same, phone: '02-861-7777', ...change });
      expect({ change, status: res.statusCode, code: res.json().code }).toEqual({
        change,
        status: 403,
        code: 'PJ007',
      });
    }
    const unchanged = (
      await t.call({ as: 'viewer', method: 'GET', url: '/properties/detail?propertyCode=RVS' })
    ).json().data;
    expect({ ...unchanged, updatedDate: null }).toEqual({
      ...current,
      phone: '02-861-7777',
      updatedDate: null,
    });

    // The manager may, and the change is in the audit log with what it was and what it became.
    const newBiller = `${current.taxId}02`;
    const ok = await modify('manager', { ...same, phone: '02-861-7777', billerId: newBiller });
    expect(ok.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'property'), eq(auditLog.entityId, 'RVS')))
      .orderBy(desc(auditLog.at));
    expect(rows[0]).toMatchObject({
      action: 'modify',
      before: expect.objectContaining({ billerId: current.billerId }),
      after: expect.objectContaining({ billerId: newBiller }),
    });
  });

  it('needs the property edit right', async () => {
    const res = await t.call({
      as: 'viewer',
      method: 'PUT',
      url: '/properties/modify',
      payload: { propertyCode: 'RVS', nameTh: 'x', nameEn: 'x', propertyType: 'CONDO' },
    });
    expect(res.statusCode).toBe(403);
  });
});
