import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thaiIdCheckDigit, UPLOAD_LIMITS } from '@suanklang/shared';
import { createTestApp, type TestApp } from '../../../test/harness';
import { customer, property } from '../../platform/db/schema';
import { multipartPayload, SAMPLE, type TestFile } from '../../platform/files/test-support';
import { storedFile } from '../files';
import { customerChange } from './customers.schema';

let t: TestApp;
let filesDir: string;
beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'suanklang-files-'));
  // The files on disk are counted: the local store, whichever database runs the suite.
  t = await createTestApp({ FILES_DIR: filesDir, FILE_STORE: 'local' });
});
afterAll(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
});

/** A made-up national ID with a valid check digit. */
const validId = (first12: string) => first12 + String(thaiIdCheckDigit(first12));

const newCustomer = (over: Record<string, unknown> = {}) => ({
  lang: 'TH',
  propertyCode: 'RVS',
  ownerType: 'OWNER',
  titleCode: 'MRS',
  firstNameTh: 'มณีรัตน์',
  lastNameTh: 'ทองคำ',
  firstNameEn: 'Maneerat',
  lastNameEn: 'Thongkham',
  taxId: validId('110170012345'),
  nationalityCode: 'TH',
  genderCode: 'F',
  dateOfBirth: '1985-04-12',
  mobileNo: '081-234-5678',
  email: 'maneerat@example.co.th',
  line: 'maneerat85',
  ...over,
});

const rvsId = async () =>
  (await t.database.db.select().from(property).where(eq(property.code, 'RVS')))[0]!.id;
const countCustomers = async () =>
  (
    await t.database.db
      .select()
      .from(customer)
      .where(eq(customer.propertyId, await rvsId()))
  ).length;
const save = (payload: Record<string, unknown>, as = 'manager') =>
  t.call({ as, method: 'POST', url: '/masterdata/customer/save', payload });

async function modifyMultipart(
  fields: Record<string, string>,
  files: TestFile[],
  as = 'manager',
  query = 'propertyCode=RVS&lang=EN',
) {
  const { payload, headers } = await multipartPayload(fields, files);
  return t.call({ as, method: 'PUT', url: `/masterdata/customer/modify?${query}`, payload, headers });
}

describe('customer search and detail', () => {
  it("lists the property's customers with paging, names in the caller's language", async () => {
    const res = await t.call({
      as: 'viewer',
      method: 'POST',
      url: '/masterdata/customers/search',
      payload: { propertyCode: 'RVS', lang: 'EN', pageSize: 5 },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(5);
    expect(body.paging.total).toBeGreaterThan(200);
    expect(body.data[0]).toMatchObject({
      customerCode: 'C00001',
      ownerType: expect.any(String),
      units: expect.any(Array),
    });
  });

  it('finds customers of a unit', async () => {
    const res = await t.call({
      as: 'viewer',
      method: 'POST',
      url: '/masterdata/customers/search',
      payload: { propertyCode: 'RVS', unitCode: 'A0101' },
    });
    const rows = res.json().data as { units: string[]; ownerType: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.units.includes('A0101'))).toBe(true);
  });

  it('opens a customer with first and last name and the unit links', async () => {
    const res = await t.call({
      as: 'viewer',
      method: 'GET',
      url: '/masterdata/customer/C00001?propertyCode=RVS',
    });
    expect(res.statusCode).toBe(200);
    const c = res.json().data;
    expect(c.customerName).toBe(`${c.firstname} ${c.lastname}`);
    expect(c.unitLinks.length).toBeGreaterThan(0);
  });

  it("never shows another property's customer", async () => {
    // C00001 exists in SKV too; asked from RVS the code means RVS's customer, and an SKV-only code is not found.
    const skvOnly = await t.call({
      as: 'admin',
      method: 'POST',
      url: '/masterdata/customers/search',
      payload: { propertyCode: 'SKV', pageSize: 500 },
    });
    const rvsCodes = (
      await t.call({
        as: 'admin',
        method: 'POST',
        url: '/masterdata/customers/search',
        payload: { propertyCode: 'RVS', pageSize: 500 },
      })
    )
      .json()
      .data.map((c: { customerCode: string }) => c.customerCode);
    const skvName = skvOnly.json().data[0].customerName;
    const sameCode = await t.call({
      as: 'manager',
      method: 'GET',
      url: `/masterdata/customer/${skvOnly.json().data[0].customerCode}?propertyCode=RVS`,
    });
    expect(sameCode.json().data.customerName).not.toBe(skvName);
    const created = await save(
      newCustomer({ customerCode: 'SKV-ONLY', propertyCode: 'SKV', taxId: validId('110170099999') }),
      'admin',
    );
    expect(created.statusCode).toBe(201);
    expect(rvsCodes).not.toContain('SKV-ONLY');
    const res = await t.call({
      as: 'manager',
      method: 'GET',
      url: '/masterdata/customer/SKV-ONLY?propertyCode=RVS&lang=EN',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'CU003', message: 'Customer not found.' });
    const asSkv = await t.call({
      as: 'manager',
      method: 'GET',
      url: '/masterdata/customer/SKV-ONLY?propertyCode=SKV',
    });
    expect(asSkv.statusCode).toBe(403);
  });
});

describe('customer save', () => {
  it('refuses a bad national ID with the Thai message and saves nothing', async () => {
    const before = await countCustomers();
    const res = await save(newCustomer({ taxId: '1101700123457' })); // the check digit is 6
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('ST001');
    expect(res.json().fields).toContainEqual({
      path: 'taxId',
      rule: 'idCard',
      message: 'เลขประจำตัวประชาชนหรือเลขประจำตัวผู้เสียภาษีไม่ถูกต้อง',
    });
    expect(await countCustomers()).toBe(before);
  });

  it('refuses missing required fields with English messages and saves nothing', async () => {
    const before = await countCustomers();
    const res = await save(newCustomer({ lang: 'EN', firstNameTh: '', ownerType: undefined }));
    expect(res.statusCode).toBe(400);
    const fields = res.json().fields as { path: string; message: string }[];
    expect(fields.map((f) => f.path)).toEqual(expect.arrayContaining(['firstNameTh', 'ownerType']));
    expect(fields.find((f) => f.path === 'firstNameTh')!.message).toBe('This field is required.');
    expect(await countCustomers()).toBe(before);
  });

  it('asks a Thai person for the national ID and a foreigner for a passport', async () => {
    const thai = await save(newCustomer({ lang: 'EN', taxId: undefined }));
    expect(thai.json().fields).toContainEqual({
      path: 'taxId',
      rule: 'required',
      message: 'This field is required.',
    });
    const foreign = await save(newCustomer({ lang: 'EN', taxId: undefined, nationalityCode: 'JP' }));
    expect(foreign.json().fields).toContainEqual(
      expect.objectContaining({ path: 'passportId', rule: 'required' }),
    );
  });

  it('refuses a birth date that is not in the past, and an unknown nationality code', async () => {
    const future = await save(newCustomer({ lang: 'EN', dateOfBirth: '2999-01-01' }));
    expect(future.json().fields[0]).toMatchObject({ path: 'dateOfBirth', rule: 'min_date' });
    const unknown = await save(
      newCustomer({ lang: 'EN', nationalityCode: 'XX', taxId: validId('110170055555') }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'ST222',
      fields: [{ path: 'nationalityCode', rule: 'oneOf' }],
    });
  });

  it('saves with a generated code and an audit row; a foreigner with a passport too', async () => {
    const res = await save(newCustomer());
    expect(res.statusCode).toBe(201);
    expect(res.json().data.customerCode).toMatch(/^C\d{5}$/);
    const foreign = await save(
      newCustomer({
        taxId: undefined,
        nationalityCode: 'CN',
        passportId: 'e1234567',
        firstNameTh: 'หลิว',
        lastNameTh: 'หยาง',
        firstNameEn: 'Liu',
        lastNameEn: 'Yang',
        nameLocal: '杨柳',
      }),
    );
    expect(foreign.statusCode).toBe(201);
    const detail = await t.call({
      as: 'viewer',
      method: 'GET',
      url: `/masterdata/customer/${foreign.json().data.customerCode}?propertyCode=RVS&lang=EN`,
    });
    expect(detail.json().data).toMatchObject({
      passportId: 'E1234567',
      nationalityDescription: 'Chinese',
      customerName: 'Liu Yang',
    });
  });

  it('refuses a second customer with the same ID number or code', async () => {
    const sameId = await save(newCustomer({ lang: 'EN' }));
    expect(sameId.statusCode).toBe(409);
    expect(sameId.json()).toMatchObject({
      code: 'CU002',
      message: 'This ID number is already registered to another customer.',
    });
    const sameCode = await save(newCustomer({ customerCode: 'C00001', taxId: validId('110170077777') }));
    expect(sameCode.statusCode).toBe(409);
    expect(sameCode.json().code).toBe('CU001');
  });

  it('lets one of two concurrent saves of the same new code through', async () => {
    const results = await Promise.all([
      save(newCustomer({ customerCode: 'RACE-1', taxId: validId('110170011111') })),
      save(newCustomer({ customerCode: 'RACE-1', taxId: validId('110170022222') })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('CU001');
  });

  it('numbers concurrent saves without a code one after the other', async () => {
    const results = await Promise.all([
      save(newCustomer({ taxId: validId('110170033333') })),
      save(newCustomer({ taxId: validId('110170044444') })),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    const codes = results.map((r) => r.json().data.customerCode as string);
    expect(new Set(codes).size).toBe(2);
  });

  it('needs the customer edit right', async () => {
    const res = await save(newCustomer({ taxId: validId('110170066666') }), 'viewer');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ST005');
  });
});

describe('customer modify and change records', () => {
  let code: string;
  beforeAll(async () => {
    code = (
      await save(
        newCustomer({
          taxId: validId('310170012340'),
          firstNameEn: 'Somying',
          lastNameEn: 'Jaiyen',
          email: 'old@example.co.th',
        }),
      )
    ).json().data.customerCode;
  });

  it('writes a change record with before and after, readable by document number', async () => {
    const res = await t.call({
      as: 'manager',
      method: 'PUT',
      url: '/masterdata/customer/modify',
      payload: newCustomer({
        lang: 'EN',
        customerCode: code,
        taxId: validId('310170012340'),
        firstNameEn: 'Somying',
        lastNameEn: 'Jaiyen',
        mobileNo: '089-999-0000',
        email: 'new@example.co.th',
      }),
    });
    expect(res.statusCode).toBe(200);
    const documentNo = res.json().data.documentNo as string;
    expect(documentNo).toBe(`${code}-001`);
    const change = await t.call({
      as: 'viewer',
      method: 'GET',
      url: `/masterdata/customer/change?propertyCode=RVS&lang=EN&documentNo=${documentNo}`,
    });
    expect(change.statusCode).toBe(200);
    const data = change.json().data;
    expect(data.before).toMatchObject({
      email: 'old@example.co.th',
      mobileNo: '081-234-5678',
      nationalityDescription: 'Thai',
      nameEN: 'Mrs. Somying Jaiyen',
    });
    expect(data.after).toMatchObject({ email: 'new@example.co.th', mobileNo: '089-999-0000' });
    expect(data.before.nameTH).toBe('นางมณีรัตน์ ทองคำ');
    expect(data.rows.slice(0, 7).map((r: { field: string }) => r.field)).toEqual([
      'nameTH',
      'nameEN',
      'taxId',
      'passportId',
      'mobileNo',
      'email',
      'nationalityDescription',
    ]);
    expect(data.rows).toContainEqual({
      field: 'email',
      before: 'old@example.co.th',
      after: 'new@example.co.th',
      changed: true,
    });
    // Shown only when both sides exist: line is on both, occupation on neither.
    expect(data.rows.map((r: { field: string }) => r.field)).toContain('line');
    expect(data.rows.map((r: { field: string }) => r.field)).not.toContain('occupationDescription');
    expect(data.createdBy).toBe('วิภาวดี รุ่งเรือง');
    const detail = await t.call({
      as: 'viewer',
      method: 'GET',
      url: `/masterdata/customer/${code}?propertyCode=RVS`,
    });
    expect(detail.json().data.changes[0]).toMatchObject({ documentNo });
  });

  it('takes the change as multipart with files, which the DOWNLOAD right can fetch', async () => {
    const fields = {
      customerCode: code,
      ownerType: 'OWNER',
      titleCode: 'MRS',
      firstNameTh: 'มณีรัตน์',
      lastNameTh: 'ทองคำ-ใหม่',
      taxId: validId('310170012340'),
      nationalityCode: 'TH',
      mobileNo: '089-999-0000',
      facebook: 'maneerat.t',
    };
    const res = await modifyMultipart(fields, [
      { field: 'files[0].file', name: 'ทะเบียนสมรส.pdf', data: SAMPLE.pdf(), type: 'application/pdf' },
      { field: 'files[1].file', name: 'id-card.png', data: SAMPLE.png(), type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(200);
    const documentNo = res.json().data.documentNo as string;
    expect(documentNo).toBe(`${code}-002`);
    const change = (
      await t.call({
        as: 'viewer',
        method: 'GET',
        url: `/masterdata/customer/change?propertyCode=RVS&documentNo=${documentNo}`,
      })
    ).json().data;
    expect(change.before.nameTH).toBe('นางมณีรัตน์ ทองคำ');
    expect(change.after.nameTH).toBe('นางมณีรัตน์ ทองคำ-ใหม่');
    expect(change.customerFiles.map((f: { originalFileName: string }) => f.originalFileName)).toEqual([
      'ทะเบียนสมรส.pdf',
      'id-card.png',
    ]);
    const file = change.customerFiles[0] as { currentFileName: string; url: string };
    expect(file.currentFileName).toMatch(/^[0-9a-f-]{36}\.pdf$/);

    const download = await t.call({ as: 'approver', method: 'GET', url: `${file.url}?propertyCode=RVS` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''%E0%B8%97");
    expect(download.rawPayload.equals(SAMPLE.pdf())).toBe(true);

    const listed = await t.call({
      as: 'viewer',
      method: 'GET',
      url: `/api/v1/file/CU/${documentNo}?propertyCode=RVS`,
    });
    expect(listed.json().data.files).toHaveLength(2);
  });

  it('refuses the download to a user without the DOWNLOAD right, and from another property', async () => {
    const [row] = await t.database.db.select().from(storedFile).limit(1);
    const viewerId = (
      await t.call({
        as: 'manager',
        method: 'POST',
        url: '/manageuser/search',
        payload: { propertyCode: 'RVS', keyword: 'viewer' },
      })
    ).json().data[0].userId;
    await t.call({
      as: 'manager',
      method: 'PUT',
      url: '/manageuser/menu/modify',
      payload: { propertyCode: 'RVS', userId: viewerId, objectList: [{ objectID: 'SETTING_CUSTOMER' }] },
    });
    const refused = await t.call({
      as: 'viewer',
      method: 'GET',
      url: `/download/${row!.storedName}?propertyCode=RVS&lang=EN`,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ST005');
    const otherProperty = await t.call({
      as: 'admin',
      method: 'GET',
      url: `/download/${row!.storedName}?propertyCode=SKV`,
    });
    expect(otherProperty.statusCode).toBe(404);
  });

  it('refuses an .exe, a disguised program, a fourth file and an oversized file, saving nothing', async () => {
    const changesBefore = (await t.database.db.select().from(customerChange)).length;
    const filesBefore = readdirSync(filesDir, { recursive: true }).length;
    const fields = {
      customerCode: code,
      ownerType: 'OWNER',
      firstNameTh: 'มณีรัตน์',
      lastNameTh: 'ทองคำ',
      taxId: validId('310170012340'),
    };
    const exe = await modifyMultipart(fields, [
      { field: 'files[0].file', name: 'setup.exe', data: SAMPLE.exe() },
    ]);
    expect(exe.statusCode).toBe(400);
    expect(exe.json().fields).toContainEqual({
      path: 'files.0.file',
      rule: 'cannotAttachFileType',
      message: 'Cannot attach .exe files.',
    });
    const disguised = await modifyMultipart(
      fields,
      [{ field: 'files[0].file', name: 'receipt.pdf', data: SAMPLE.exe() }],
      'manager',
      'propertyCode=RVS&lang=TH',
    );
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().fields[0]).toMatchObject({
      rule: 'cannotAttachFileType',
      message: 'ไม่สามารถแนบไฟล์ .pdf ได้',
    });
    const four = await modifyMultipart(
      fields,
      [0, 1, 2, 3].map((i) => ({ field: `files[${i}].file`, name: `page${i}.pdf`, data: SAMPLE.pdf() })),
    );
    expect(four.statusCode).toBe(400);
    expect(four.json().fields).toContainEqual({
      path: 'files',
      rule: 'tooManyFiles',
      message: 'You can attach no more than 3 files.',
    });
    const big = Buffer.concat([SAMPLE.pdf(), Buffer.alloc(UPLOAD_LIMITS.fileBytes)]);
    const oversized = await modifyMultipart(fields, [
      { field: 'files[0].file', name: 'scan.pdf', data: big },
    ]);
    expect(oversized.statusCode).toBe(400);
    expect(oversized.json().fields).toContainEqual({
      path: 'files.0.file',
      rule: 'fileTooLarge',
      message: 'The file is larger than 5 MB.',
    });
    const longName = await modifyMultipart(fields, [
      { field: 'files[0].file', name: `${'a'.repeat(101)}.pdf`, data: SAMPLE.pdf() },
    ]);
    expect(longName.json().fields[0].rule).toBe('fileNameTooLong');
    expect((await t.database.db.select().from(customerChange)).length).toBe(changesBefore);
    expect(readdirSync(filesDir, { recursive: true }).length).toBe(filesBefore);
  });

  it('refuses a bad field in a multipart modify with the field message, nothing written', async () => {
    const changesBefore = (await t.database.db.select().from(customerChange)).length;
    const res = await modifyMultipart(
      {
        customerCode: code,
        ownerType: 'OWNER',
        firstNameTh: 'มณีรัตน์',
        lastNameTh: 'ทองคำ',
        taxId: '1234567890123',
        email: 'not-an-email',
      },
      [{ field: 'files[0].file', name: 'a.pdf', data: SAMPLE.pdf() }],
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { path: string }) => f.path)).toEqual(
      expect.arrayContaining(['taxId', 'email']),
    );
    expect((await t.database.db.select().from(customerChange)).length).toBe(changesBefore);
  });

  it('refuses a multipart form naming another property than the query', async () => {
    const res = await modifyMultipart(
      {
        customerCode: code,
        propertyCode: 'SKV',
        ownerType: 'OWNER',
        firstNameTh: 'x',
        lastNameTh: 'y',
        taxId: validId('310170012340'),
      },
      [],
    );
    expect(res.statusCode).toBe(403);
  });

  it("refuses to modify another property's customer", async () => {
    const res = await t.call({
      as: 'manager',
      method: 'PUT',
      url: '/masterdata/customer/modify',
      payload: newCustomer({ customerCode: 'SKV-ONLY', taxId: validId('110170099999') }),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('CU003');
    const change = await t.call({
      as: 'admin',
      method: 'GET',
      url: `/masterdata/customer/change?propertyCode=SKV&documentNo=${code}-001`,
    });
    expect(change.statusCode).toBe(404);
  });
});

describe('customer inactivation', () => {
  it('asks for a reason', async () => {
    const res = await t.call({
      as: 'manager',
      method: 'PUT',
      url: '/masterdata/customer/inactivate',
      payload: { propertyCode: 'RVS', lang: 'EN', customerCode: 'C00001', reason: ' ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0]).toMatchObject({ path: 'reason', message: 'This field is required.' });
  });

  it('refuses a customer who still owns a unit', async () => {
    const res = await t.call({
      as: 'manager',
      method: 'PUT',
      url: '/masterdata/customer/inactivate',
      payload: { propertyCode: 'RVS', customerCode: 'C00001', reason: 'ย้ายออก' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CU005');
  });

  it('inactivates with the reason, and activates again', async () => {
    const code = (await save(newCustomer({ taxId: validId('110170088888') }))).json().data
      .customerCode as string;
    const off = await t.call({
      as: 'manager',
      method: 'PUT',
      url: '/masterdata/customer/inactivate',
      payload: { propertyCode: 'RVS', customerCode: code, reason: 'ขายห้องชุดแล้ว' },
    });
    expect(off.statusCode).toBe(200);
    const detail = (
      await t.call({ as: 'viewer', method: 'GET', url: `/masterdata/customer/${code}?propertyCode=RVS` })
    ).json().data;
    expect(detail).toMatchObject({ active: 'N', inactiveReason: 'ขายห้องชุดแล้ว' });
    const rows = await t.database.db
      .select()
      .from(customer)
      .where(and(eq(customer.code, code), eq(customer.propertyId, await rvsId())));
    expect(rows[0]!.inactiveAt).toBeInstanceOf(Date);
    const on = await t.call({
      as: 'manager',
      method: 'PUT',
      url: '/masterdata/customer/activate',
      payload: { propertyCode: 'RVS', customerCode: code },
    });
    expect(on.statusCode).toBe(200);
  });
});

describe('customer dropdowns', () => {
  it("lists a unit's customers for any member of the property", async () => {
    for (const path of ['/properties/customer', '/masterdata/customers']) {
      const res = await t.call({
        as: 'approver',
        method: 'GET',
        url: `${path}?propertyCode=RVS&unitCode=A0101`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data[0]).toMatchObject({
        unitCode: 'A0101',
        ownerType: expect.stringMatching(/OWNER|TENANT/),
      });
    }
  });
});
