import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thaiIdCheckDigit } from '@suanklang/shared';
import { createTestApp, type TestApp } from '../../../test/harness';
import { multipartPayload, SAMPLE } from '../../platform/files/test-support';
import { supplier, supplierBankAccount } from './suppliers.schema';

let t: TestApp;
let filesDir: string;
beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'suanklang-files-'));
  // The files go in the database on PostgreSQL, in this directory on PGlite (the default stores).
  t = await createTestApp({ FILES_DIR: filesDir });
});
afterAll(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const taxId = (first12: string) => first12 + String(thaiIdCheckDigit(first12));
const newSupplier = (over: Record<string, unknown> = {}) => ({
  lang: 'TH',
  propertyCode: 'RVS',
  supplierCode: 'SP-POOL',
  nameTh: 'บริษัท บลู พูล เซอร์วิส จำกัด',
  nameEn: 'Blue Pool Service Co., Ltd.',
  whtType: 'PND53',
  taxId: taxId('010555012345'),
  branchNo: '00000',
  address: '12/3 ถนนพระราม 3',
  province: 'กรุงเทพมหานคร',
  postalCode: '10120',
  phone: '02-294-5566',
  email: 'service@bluepool.example.co.th',
  contactName: 'คุณสมพร',
  ...over,
});
const saveSupplier = (payload: Record<string, unknown>, as = 'accountant') =>
  t.call({ as, method: 'POST', url: '/config/supplier/save', payload });
const get = (url: string, as = 'viewer') => t.call({ as, method: 'GET', url });

describe('supplier search, detail and lookup', () => {
  it('lists the demo suppliers and finds the lift company', async () => {
    const res = await t.call({
      as: 'viewer',
      method: 'POST',
      url: '/config/supplier/search',
      payload: { propertyCode: 'RVS', lang: 'EN', keyword: 'lift' },
    });
    expect(res.json().data).toEqual([
      expect.objectContaining({
        supplierCode: 'SP-LIFT',
        whtType: 'PND53',
        supplierName: 'Siam Lift and Escalator Co., Ltd.',
      }),
    ]);
  });

  it('opens a supplier with its bank account and online-payment account', async () => {
    const res = await get('/config/supplier/detail/SP-SEC?propertyCode=RVS&lang=EN');
    const s = res.json().data;
    expect(s.bankAccounts[0].bankAccountInfo).toMatchObject({
      bankCode: '004',
      bankName: 'Kasikornbank',
      accountNo: expect.stringMatching(/^\d{10}$/),
    });
    expect(s.documentAccounts[0]).toMatchObject({
      supplierDocumentAccount: 7,
      account: { accountCode: '2110', accountCodeDescription: 'Accounts payable' },
    });
  });

  it('answers the lookup with the address', async () => {
    const res = await get('/masterdata/suppliers?propertyCode=RVS&q=ประปา', 'approver');
    expect(res.json().data).toEqual([
      expect.objectContaining({
        supplierCode: 'SP-MWA',
        supplierName: 'การประปานครหลวง',
        address: expect.stringContaining('กรุงเทพมหานคร'),
      }),
    ]);
  });
});

describe('supplier save', () => {
  it('refuses bad input in Thai and English, nothing saved', async () => {
    const before = (await t.database.db.select().from(supplier)).length;
    const th = await saveSupplier(newSupplier({ taxId: '0105550123450', whtType: 'PND1' }));
    expect(th.statusCode).toBe(400);
    expect(th.json().fields.map((f: { path: string }) => f.path)).toEqual(
      expect.arrayContaining(['whtType']),
    );
    expect(th.json().fields[0].message).toMatch(/[\u0E00-\u0E7F]/);
    const en = await saveSupplier(newSupplier({ lang: 'EN', nameTh: '', email: 'x@', postalCode: '1012' }));
    expect(en.json().fields).toEqual(
      expect.arrayContaining([
        { path: 'nameTh', rule: 'required', message: 'This field is required.' },
        { path: 'email', rule: 'email', message: 'Please enter a valid email address.' },
        { path: 'postalCode', rule: 'digits', message: 'Please enter exactly 5 digits.' },
      ]),
    );
    expect((await t.database.db.select().from(supplier)).length).toBe(before);
  });

  it('saves, refuses the code twice, and lets one of two concurrent saves through', async () => {
    expect((await saveSupplier(newSupplier())).statusCode).toBe(201);
    const dup = await saveSupplier(newSupplier({ lang: 'EN' }));
    expect(dup.json()).toMatchObject({ code: 'SP001', message: 'This supplier code already exists.' });
    const results = await Promise.all([
      saveSupplier(newSupplier({ supplierCode: 'SP-RACE' })),
      saveSupplier(newSupplier({ supplierCode: 'SP-RACE' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('updates and renames a supplier nothing uses', async () => {
    expect((await get('/config/supplier/checkEditable/SP-RACE?propertyCode=RVS')).json().data).toEqual({
      code: 'SP-RACE',
      editable: true,
      usedBy: [],
    });
    const res = await saveSupplier(
      newSupplier({
        originalCode: 'SP-RACE',
        supplierCode: 'SP-POOL2',
        whtType: 'PND3',
        nameTh: 'นายสมพร น้ำใส',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect((await get('/config/supplier/detail/SP-POOL2?propertyCode=RVS')).json().data).toMatchObject({
      whtType: 'PND3',
    });
  });

  it("never shows or changes another property's supplier", async () => {
    expect(
      (await saveSupplier(newSupplier({ propertyCode: 'SKV', supplierCode: 'SP-SKV-ONLY' }), 'admin'))
        .statusCode,
    ).toBe(201);
    const read = await get('/config/supplier/detail/SP-SKV-ONLY?propertyCode=RVS&lang=EN', 'manager');
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ code: 'SP002', message: 'Supplier not found.' });
    const update = await saveSupplier(
      newSupplier({ originalCode: 'SP-SKV-ONLY', supplierCode: 'SP-SKV-ONLY' }),
      'manager',
    );
    expect(update.statusCode).toBe(404);
    expect((await get('/config/supplier/detail/SP-SKV-ONLY?propertyCode=SKV', 'manager')).statusCode).toBe(
      403,
    );
  });
});

describe('supplier bank accounts', () => {
  it('adds a bank account sent as JSON', async () => {
    const res = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/config/supplier/manage/bank-account',
      payload: {
        propertyCode: 'RVS',
        supplierCode: 'SP-POOL',
        bankAccountInfo: {
          bankCode: '004',
          bankBranchCode: '0052',
          accountNo: '012-3-45678-9',
          accountName: 'บริษัท บลู พูล เซอร์วิส จำกัด',
        },
      },
    });
    expect(res.statusCode).toBe(201);
    const list = await get(
      '/config/supplier/manage/bank-account?propertyCode=RVS&supplierCode=SP-POOL&lang=EN',
    );
    expect(list.json().data).toEqual([
      expect.objectContaining({
        supplierCode: 'SP-POOL',
        bankAccountInfo: expect.objectContaining({
          bankName: 'Kasikornbank',
          bankBranchName: 'Sukhumvit 33',
          accountNo: '0123456789',
        }),
        files: [],
      }),
    ]);
  });

  it('adds one sent as multipart with nested names and a bank-book copy', async () => {
    const { payload, headers } = await multipartPayload(
      {
        supplierCode: 'SP-POOL',
        'bankAccountInfo[bankCode]': '014',
        'bankAccountInfo[bankBranchCode]': '0044',
        'bankAccountInfo[accountNo]': '4441234567',
        'bankAccountInfo[accountName]': 'บริษัท บลู พูล เซอร์วิส จำกัด',
        'files[0].description': 'หน้าสมุดบัญชี',
      },
      [{ field: 'files[0].file', name: 'bookbank.jpg', data: SAMPLE.jpg(), type: 'image/jpeg' }],
    );
    const res = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/config/supplier/manage/bank-account?propertyCode=RVS',
      payload,
      headers,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.bankAccountId as string;
    const list = (
      await get('/config/supplier/manage/bank-account?propertyCode=RVS&supplierCode=SP-POOL')
    ).json().data;
    const added = list.find((a: { bankAccountId: string }) => a.bankAccountId === id);
    expect(added.files).toEqual([
      expect.objectContaining({
        originalFileName: 'bookbank.jpg',
        description: 'หน้าสมุดบัญชี',
        contentType: 'image/jpeg',
      }),
    ]);
    const download = await t.call({
      as: 'viewer',
      method: 'GET',
      url: `${added.files[0].url}?propertyCode=RVS`,
    });
    expect(download.rawPayload.equals(SAMPLE.jpg())).toBe(true);
  });

  it('refuses a duplicate account number, an unknown bank and a bad file, nothing saved', async () => {
    const before = (await t.database.db.select().from(supplierBankAccount)).length;
    const dup = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/config/supplier/manage/bank-account',
      payload: {
        propertyCode: 'RVS',
        lang: 'EN',
        supplierCode: 'SP-POOL',
        bankAccountInfo: { bankCode: '004', accountNo: '0123456789', accountName: 'x' },
      },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: 'SP003',
      message: 'This account number already exists for this supplier.',
    });
    const bank = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/config/supplier/manage/bank-account',
      payload: {
        propertyCode: 'RVS',
        supplierCode: 'SP-POOL',
        bankAccountInfo: { bankCode: '999', accountNo: '0123456789', accountName: 'x' },
      },
    });
    expect(bank.json().code).toBe('ST221');
    const { payload, headers } = await multipartPayload(
      {
        supplierCode: 'SP-POOL',
        'bankAccountInfo[bankCode]': '006',
        'bankAccountInfo[accountNo]': '9990001112',
        'bankAccountInfo[accountName]': 'x',
      },
      [{ field: 'files[0].file', name: 'virus.exe', data: SAMPLE.exe() }],
    );
    const file = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/config/supplier/manage/bank-account?propertyCode=RVS&lang=EN',
      payload,
      headers,
    });
    expect(file.statusCode).toBe(400);
    expect(file.json().fields).toEqual([
      { path: 'files.0.file', rule: 'cannotAttachFileType', message: 'Cannot attach .exe files.' },
    ]);
    expect((await t.database.db.select().from(supplierBankAccount)).length).toBe(before);
  });

  it('updates a bank account, and refuses one of another supplier', async () => {
    const [first] = (
      await get('/config/supplier/manage/bank-account?propertyCode=RVS&supplierCode=SP-POOL')
    ).json().data as { bankAccountId: string }[];
    const res = await t.call({
      as: 'accountant',
      method: 'PUT',
      url: '/config/supplier/manage/bank-account',
      payload: {
        propertyCode: 'RVS',
        supplierCode: 'SP-POOL',
        bankAccountId: first!.bankAccountId,
        bankAccountInfo: {
          bankCode: '004',
          accountNo: '0123456789',
          accountName: 'บลู พูล (บัญชีหลัก)',
          active: 'Y',
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const other = await t.call({
      as: 'accountant',
      method: 'PUT',
      url: '/config/supplier/manage/bank-account',
      payload: {
        propertyCode: 'RVS',
        supplierCode: 'SP-LIFT',
        bankAccountId: first!.bankAccountId,
        bankAccountInfo: { bankCode: '004', accountNo: '0123456789', accountName: 'x' },
      },
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('SP004');
  });
});

describe('supplier document account', () => {
  it('sets and reads the online-payment account (7)', async () => {
    const [account] = (
      await get('/config/supplier/manage/bank-account?propertyCode=RVS&supplierCode=SP-POOL')
    ).json().data as { bankAccountId: string }[];
    const save = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/config/supplier/manage/document-account',
      payload: {
        propertyCode: 'RVS',
        supplierCode: 'SP-POOL',
        supplierDocumentAccount: 7,
        accountNoId: account!.bankAccountId,
        accountCode: '2110',
      },
    });
    expect(save.statusCode).toBe(200);
    const read = await get(
      '/config/supplier/manage/document-account?propertyCode=RVS&supplierCode=SP-POOL&supplierDocumentAccount=7&lang=EN',
      'approver',
    );
    expect(read.json().data).toMatchObject({
      supplierDocumentAccount: 7,
      account: {
        accountNoId: account!.bankAccountId,
        accountCode: '2110',
        accountCodeDescription: 'Accounts payable',
        realAccountNo: '0123456789',
      },
    });
    const none = await get(
      '/config/supplier/manage/document-account?propertyCode=RVS&supplierCode=SP-POOL2&supplierDocumentAccount=7',
    );
    expect(none.json().data.account).toBeNull();
  });

  it("refuses an unknown purpose, a header ledger account and another supplier's bank account", async () => {
    const [account] = (
      await get('/config/supplier/manage/bank-account?propertyCode=RVS&supplierCode=SP-POOL')
    ).json().data as { bankAccountId: string }[];
    const base = {
      propertyCode: 'RVS',
      lang: 'EN',
      supplierCode: 'SP-POOL',
      supplierDocumentAccount: 7,
      accountNoId: account!.bankAccountId,
      accountCode: '2110',
    };
    const purpose = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/config/supplier/manage/document-account',
      payload: { ...base, supplierDocumentAccount: 3 },
    });
    expect(purpose.json().fields[0]).toMatchObject({ path: 'supplierDocumentAccount', rule: 'oneOf' });
    const header = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/config/supplier/manage/document-account',
      payload: { ...base, accountCode: '2100' },
    });
    expect(header.json().code).toBe('ST205');
    const other = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/config/supplier/manage/document-account',
      payload: { ...base, supplierCode: 'SP-LIFT' },
    });
    expect(other.json().code).toBe('SP004');
  });
});
