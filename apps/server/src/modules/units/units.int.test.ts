import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thaiIdCheckDigit } from '@suanklang/shared';
import { createTestApp, type TestApp } from '../../../test/harness';
import { unitUsage } from './units.service';
import { unit } from './units.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const validId = (first12: string) => first12 + String(thaiIdCheckDigit(first12));
const newUnit = (over: Record<string, unknown> = {}) => ({
  lang: 'TH',
  propertyCode: 'RVS',
  unitCode: 'A0901',
  building: 'A',
  floor: '9',
  houseNo: '88/209',
  unitTypeCode: 'STUDIO',
  area: '30.50',
  ownershipRatio: '0.250000',
  ...over,
});
const saveUnit = (payload: Record<string, unknown>, as = 'manager') =>
  t.call({ as, method: 'POST', url: '/masterdata/unit/save', payload });
const modifyUnit = (payload: Record<string, unknown>, as = 'manager') =>
  t.call({ as, method: 'PUT', url: '/masterdata/unit/modify', payload });
const detail = async (code: string, propertyCode = 'RVS') =>
  (
    await t.call({
      as: 'viewer',
      method: 'GET',
      url: `/config/unit/detail/${code}?propertyCode=${propertyCode}&lang=EN`,
    })
  ).json().data;

async function newCustomer(code: string, first12: string, ownerType = 'OWNER') {
  const res = await t.call({
    as: 'manager',
    method: 'POST',
    url: '/masterdata/customer/save',
    payload: {
      propertyCode: 'RVS',
      customerCode: code,
      ownerType,
      firstNameTh: 'ทดสอบ',
      lastNameTh: code,
      taxId: validId(first12),
    },
  });
  expect(res.statusCode).toBe(201);
  return code;
}

const countUnits = async () => (await t.database.db.select().from(unit)).length;

describe('unit search and detail', () => {
  it('lists the units with area, ratio as exact text, owner and tenant names', async () => {
    const res = await t.call({
      as: 'viewer',
      method: 'POST',
      url: '/config/unit/search',
      payload: { propertyCode: 'RVS', lang: 'EN', building: 'B', pageSize: 500 },
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as {
      unitCode: string;
      area: string;
      ownershipRatio: string;
      areaUnit: string;
      ownerName: string | null;
    }[];
    expect(rows).toHaveLength(104);
    expect(rows[0]).toMatchObject({
      unitCode: 'B0101',
      areaUnit: 'SQM',
      area: expect.stringMatching(/^\d+\.\d{2}$/),
      ownershipRatio: expect.stringMatching(/^\d+\.\d{6}$/),
    });
    expect(rows.every((r) => r.ownerName)).toBe(true);
  });

  it('opens a unit with its owners, tenants and history', async () => {
    const u = await detail('A0101');
    expect(u).toMatchObject({ unitCode: 'A0101', building: 'A', floor: '1', unitTypeCode: 'STUDIO' });
    expect(u.owners[0]).toMatchObject({ ownerType: 'OWNER', endDate: null });
    expect(u.history.length).toBeGreaterThanOrEqual(u.owners.length + u.tenants.length);
  });

  it("never opens another property's unit", async () => {
    const res = await t.call({
      as: 'manager',
      method: 'GET',
      url: '/config/unit/detail/H001?propertyCode=RVS&lang=EN',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'UN002', message: 'Unit not found.' });
    const skv = await t.call({
      as: 'manager',
      method: 'GET',
      url: '/config/unit/detail/H001?propertyCode=SKV',
    });
    expect(skv.statusCode).toBe(403);
  });

  it('answers the dropdowns, buildings, unit types and address', async () => {
    const lookup = await t.call({
      as: 'approver',
      method: 'GET',
      url: '/properties/unit?propertyCode=RVS&building=A',
    });
    expect(lookup.json().data).toHaveLength(104);
    expect(lookup.json().data[0].unitCodeDescription).toMatch(/^A0101 - /);
    const buildings = await t.call({
      as: 'viewer',
      method: 'GET',
      url: '/masterdata/buildings?propertyCode=RVS',
    });
    expect(buildings.json().data).toEqual([
      { building: 'A', unitCount: 104 },
      { building: 'B', unitCount: 104 },
    ]);
    const types = await t.call({
      as: 'viewer',
      method: 'GET',
      url: '/masterdata/unittypes?propertyCode=RVS&lang=EN',
    });
    expect(types.json().data.map((x: { unitTypeCode: string }) => x.unitTypeCode)).toEqual(
      expect.arrayContaining(['STUDIO', '1BR', '2BR']),
    );
    const address = await t.call({
      as: 'viewer',
      method: 'GET',
      url: '/config/unit/address?propertyCode=RVS&unitCode=A0101',
    });
    expect(address.json().data.addressTh).toContain('88/1');
  });
});

describe('unit save and modify', () => {
  it('refuses bad area, ratio and code in Thai and English, nothing saved', async () => {
    const before = await countUnits();
    const th = await saveUnit(newUnit({ area: '0', ownershipRatio: '100.5', unitCode: 'A 09/01' }));
    expect(th.statusCode).toBe(400);
    const fields = th.json().fields as { path: string; rule: string; message: string }[];
    expect(fields.map((f) => [f.path, f.rule])).toEqual(
      expect.arrayContaining([
        ['unitCode', 'allowDashAndSpace'],
        ['area', 'zeroRequired'],
        ['ownershipRatio', 'max_value'],
      ]),
    );
    expect(fields[0]!.message).toMatch(/[\u0E00-\u0E7F]/);
    const en = await saveUnit(newUnit({ lang: 'EN', area: '30.123', building: '' }));
    expect(en.json().fields).toEqual(
      expect.arrayContaining([
        {
          path: 'area',
          rule: 'decimal',
          message: 'Please enter a number with no more than 2 decimal places.',
        },
        { path: 'building', rule: 'required', message: 'This field is required.' },
      ]),
    );
    expect(await countUnits()).toBe(before);
  });

  it('saves a unit with its owner and tenant, keeping area and ratio exact', async () => {
    const owner = await newCustomer('U-OWNER-1', '110170010001');
    const tenant = await newCustomer('U-TENANT-1', '110170010002', 'TENANT');
    const res = await saveUnit(
      newUnit({
        area: 30.5,
        ownerCustomerCodes: [owner],
        ownerStartDate: '2024-01-15',
        tenantCustomerCodes: [tenant],
      }),
    );
    expect(res.statusCode).toBe(201);
    const u = await detail('A0901');
    expect(u).toMatchObject({ area: '30.50', ownershipRatio: '0.250000' });
    expect(u.owners).toEqual([
      expect.objectContaining({ customerCode: owner, ownerType: 'OWNER', startDate: '2024-01-15' }),
    ]);
    expect(u.tenants).toEqual([expect.objectContaining({ customerCode: tenant, ownerType: 'TENANT' })]);
  });

  it('refuses a duplicate code, and lets only one of two concurrent saves through', async () => {
    const dup = await saveUnit(newUnit({ lang: 'EN' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'UN001', message: 'This unit code already exists.' });
    const results = await Promise.all([
      saveUnit(newUnit({ unitCode: 'A0902' })),
      saveUnit(newUnit({ unitCode: 'A0902' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it("refuses an unknown unit type and another property's customer as owner", async () => {
    const type = await saveUnit(newUnit({ unitCode: 'A0903', unitTypeCode: 'CASTLE' }));
    expect(type.json().code).toBe('UN006');
    const skvCustomer = await t.call({
      as: 'admin',
      method: 'POST',
      url: '/masterdata/customer/save',
      payload: {
        propertyCode: 'SKV',
        customerCode: 'SKV-OWN',
        ownerType: 'OWNER',
        firstNameTh: 'ก',
        lastNameTh: 'ข',
        taxId: validId('110170010009'),
      },
    });
    expect(skvCustomer.statusCode).toBe(201);
    const foreign = await saveUnit(newUnit({ unitCode: 'A0903', ownerCustomerCodes: ['SKV-OWN'] }));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('CU003');
  });

  it('changes the tenant, ending the old tenancy, and refuses an owner change outside resale', async () => {
    const next = await newCustomer('U-TENANT-2', '110170010003', 'TENANT');
    const res = await modifyUnit(
      newUnit({ area: '31.00', ownerCustomerCodes: ['U-OWNER-1'], tenantCustomerCodes: [next] }),
    );
    expect(res.statusCode).toBe(200);
    const u = await detail('A0901');
    expect(u.area).toBe('31.00');
    expect(u.tenants.map((x: { customerCode: string }) => x.customerCode)).toEqual([next]);
    expect(u.history.find((x: { customerCode: string }) => x.customerCode === 'U-TENANT-1').endDate).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    const other = await newCustomer('U-OWNER-X', '110170010004');
    const refused = await modifyUnit(newUnit({ lang: 'EN', ownerCustomerCodes: [other] }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'UN003',
      message: 'A change of owner must be made through a resale.',
    });
  });

  it('renames a unit that nothing uses, and refuses when a later area uses it', async () => {
    const renamed = await modifyUnit(newUnit({ unitCode: 'A0902-X', originalCode: 'A0902' }));
    expect(renamed.statusCode).toBe(200);
    expect(
      (
        await t.call({
          as: 'viewer',
          method: 'GET',
          url: '/config/unit/checkEditable/A0902-X?propertyCode=RVS',
        })
      ).json().data,
    ).toEqual({ code: 'A0902-X', editable: true, usedBy: [] });
    // What the invoice area will do: register that its documents use the unit.
    unitUsage.register(async (_db, _propertyId, code) =>
      code === 'A0902-X' ? [{ kind: 'INVOICE', code: 'IN2611-0001', description: 'invoice' }] : [],
    );
    const check = await t.call({
      as: 'viewer',
      method: 'GET',
      url: '/config/unit/checkEditable/A0902-X?propertyCode=RVS',
    });
    expect(check.json().data).toMatchObject({
      editable: false,
      usedBy: [{ kind: 'INVOICE', code: 'IN2611-0001' }],
    });
    const refused = await modifyUnit(newUnit({ unitCode: 'A0902-Y', originalCode: 'A0902-X' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('UN005');
  });
});

describe('resale', () => {
  it('changes the owner on the transfer date and keeps the previous owner in history', async () => {
    const buyer = await newCustomer('U-BUYER-1', '110170010005');
    const spouse = await newCustomer('U-BUYER-2', '110170010006');
    const res = await t.call({
      as: 'manager',
      method: 'POST',
      url: '/config/unit/resale/save',
      payload: {
        propertyCode: 'RVS',
        unitCode: 'A0901',
        transferDate: '2025-06-30',
        ownerCustomerCodes: [buyer, spouse],
        remark: 'โอนกรรมสิทธิ์ที่สำนักงานที่ดิน',
      },
    });
    expect(res.statusCode).toBe(200);
    const u = await detail('A0901');
    expect(
      u.owners.map((o: { customerCode: string; ownerType: string }) => [o.customerCode, o.ownerType]),
    ).toEqual([
      [buyer, 'OWNER'],
      [spouse, 'CO_OWNER'],
    ]);
    expect(u.history).toContainEqual(
      expect.objectContaining({ customerCode: 'U-OWNER-1', startDate: '2024-01-15', endDate: '2025-06-30' }),
    );
    // The lease survives the sale.
    expect(u.tenants.map((x: { customerCode: string }) => x.customerCode)).toEqual(['U-TENANT-2']);
  });

  it('refuses a transfer before the current owner took over, and the same owners again', async () => {
    const early = await t.call({
      as: 'manager',
      method: 'POST',
      url: '/config/unit/resale/save',
      payload: {
        propertyCode: 'RVS',
        lang: 'EN',
        unitCode: 'A0901',
        transferDate: '2025-01-01',
        ownerCustomerCodes: ['U-OWNER-X'],
      },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().code).toBe('UN004');
    const same = await t.call({
      as: 'manager',
      method: 'POST',
      url: '/config/unit/resale/save',
      payload: {
        propertyCode: 'RVS',
        unitCode: 'A0901',
        transferDate: '2025-07-01',
        ownerCustomerCodes: ['U-BUYER-2', 'U-BUYER-1'],
      },
    });
    expect(same.json().code).toBe('UN008');
  });

  it("refuses bad input with field messages, and another property's unit", async () => {
    const bad = await t.call({
      as: 'manager',
      method: 'POST',
      url: '/config/unit/resale/save',
      payload: {
        propertyCode: 'RVS',
        lang: 'EN',
        unitCode: 'A0901',
        transferDate: '30/06/2025',
        ownerCustomerCodes: [],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { path: string; rule: string }) => [f.path, f.rule])).toEqual(
      expect.arrayContaining([
        ['transferDate', 'date'],
        ['ownerCustomerCodes', 'minItems'],
      ]),
    );
    const foreign = await t.call({
      as: 'manager',
      method: 'POST',
      url: '/config/unit/resale/save',
      payload: {
        propertyCode: 'RVS',
        unitCode: 'H001',
        transferDate: '2025-07-01',
        ownerCustomerCodes: ['U-OWNER-X'],
      },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('unit types', () => {
  it('adds a type, refuses its code twice, and renames it with its units following', async () => {
    const add = await t.call({
      as: 'manager',
      method: 'POST',
      url: '/masterdata/unittypes/save',
      payload: { propertyCode: 'RVS', unitTypeCode: 'DUPLEX', nameTh: 'ดูเพล็กซ์', nameEn: 'Duplex' },
    });
    expect(add.statusCode).toBe(201);
    const again = await t.call({
      as: 'manager',
      method: 'POST',
      url: '/masterdata/unittypes/save',
      payload: { propertyCode: 'RVS', unitTypeCode: 'DUPLEX', nameTh: 'ดูเพล็กซ์', nameEn: 'Duplex' },
    });
    expect(again.json().code).toBe('UN007');
    await saveUnit(newUnit({ unitCode: 'A0910', unitTypeCode: 'DUPLEX' }));
    const rename = await t.call({
      as: 'manager',
      method: 'POST',
      url: '/masterdata/unittypes/save',
      payload: {
        propertyCode: 'RVS',
        originalCode: 'DUPLEX',
        unitTypeCode: 'LOFT',
        nameTh: 'ลอฟต์',
        nameEn: 'Loft',
      },
    });
    expect(rename.statusCode).toBe(200);
    expect((await detail('A0910')).unitTypeCode).toBe('LOFT');
    const rows = await t.database.db.select().from(unit).where(eq(unit.code, 'A0910'));
    expect(rows[0]!.unitTypeCode).toBe('LOFT');
  });
});
