import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidThaiId, scaleDecimal } from '@suanklang/shared';
import { createTestApp, type TestApp } from '../../test/harness';
import { customer, property } from '../platform/db/schema';
import { glAccount } from '../modules/config-account/config-account.schema';
import { budgetItem } from '../modules/config-budget-item/config-budget-item.schema';
import { expenseType } from '../modules/config-expense/config-expense.schema';
import { supplier } from '../modules/suppliers/suppliers.schema';
import { unit, unitOccupant } from '../modules/units/units.schema';
import { ownershipRatios, seedMasterdata } from './masterdata';

let t: TestApp;
let rvs: string;
let skv: string;
beforeAll(async () => {
  t = await createTestApp();
  const props = await t.database.db.select().from(property);
  rvs = props.find((p) => p.code === 'RVS')!.id;
  skv = props.find((p) => p.code === 'SKV')!.id;
});
afterAll(() => t.close());

const db = () => t.database.db;

describe('demo condominium RVS', () => {
  it('has at least 200 units over buildings A and B, ratios adding up to exactly 100%', async () => {
    const units = await db().select().from(unit).where(eq(unit.propertyId, rvs));
    expect(units.length).toBeGreaterThanOrEqual(200);
    expect([...new Set(units.map((u) => u.building))].sort()).toEqual(['A', 'B']);
    const total = units.reduce((sum, u) => sum + scaleDecimal(u.ownershipRatio, 6), 0n);
    expect(total).toBe(100_000_000n);
    const byType = (type: string) => units.filter((u) => u.unitTypeCode === type).map((u) => Number(u.area));
    expect(Math.min(...byType('STUDIO'))).toBeGreaterThanOrEqual(28);
    expect(Math.max(...byType('STUDIO'))).toBeLessThanOrEqual(35);
    expect(Math.min(...byType('1BR'))).toBeGreaterThanOrEqual(40);
    expect(Math.max(...byType('2BR'))).toBeLessThanOrEqual(85);
  });

  it('has an owner for every unit, tenants, and valid Thai IDs or passports for everyone', async () => {
    const people = await db().select().from(customer).where(eq(customer.propertyId, rvs));
    for (const p of people) {
      if (p.nationalityCode === 'TH') expect(isValidThaiId(p.taxId!), p.code).toBe(true);
      else expect(p.passportId, p.code).toMatch(/^[A-Z0-9]{6,20}$/);
    }
    expect(
      people.filter((p) => p.nationalityCode !== 'TH' && p.ownerType === 'OWNER').length,
    ).toBeGreaterThanOrEqual(10);
    const current = await db()
      .select()
      .from(unitOccupant)
      .where(and(eq(unitOccupant.propertyId, rvs), isNull(unitOccupant.endDate)));
    const units = await db().select().from(unit).where(eq(unit.propertyId, rvs));
    for (const u of units)
      expect(
        current.some((o) => o.unitId === u.id && o.ownerType === 'OWNER'),
        u.code,
      ).toBe(true);
    expect(current.filter((o) => o.ownerType === 'TENANT').length).toBeGreaterThanOrEqual(30);
  });

  it('has the suppliers, chart of accounts, expense types and budget items', async () => {
    const suppliers = await db().select().from(supplier).where(eq(supplier.propertyId, rvs));
    expect(suppliers.map((s) => s.code)).toEqual(
      expect.arrayContaining(['SP-SEC', 'SP-CLN', 'SP-LIFT', 'SP-MWA', 'SP-MEA', 'SP-GDN']),
    );
    const accounts = await db().select().from(glAccount).where(eq(glAccount.propertyId, rvs));
    expect(accounts.length).toBeGreaterThan(60);
    const expenses = await db().select().from(expenseType).where(eq(expenseType.propertyId, rvs));
    expect(
      Object.fromEntries(expenses.map((e) => [e.code, [e.calcKind, e.rate, e.billingCycle]])),
    ).toMatchObject({
      CF: ['AREA', '40.00', 'MONTHLY'],
      WT: ['METER', '18.00', 'MONTHLY'],
      SF: ['AREA', '500.00', 'ONE_TIME'],
      PK: ['FIXED', '1000.00', 'MONTHLY'],
    });
    expect(expenses.find((e) => e.code === 'WT')!.minimumCharge).toBe('100.00');
    expect(
      (await db().select().from(budgetItem).where(eq(budgetItem.propertyId, rvs))).length,
    ).toBeGreaterThanOrEqual(10);
  });
});

describe('demo housing estate SKV', () => {
  it('has 40 houses measured in square wah, with owners', async () => {
    const houses = await db().select().from(unit).where(eq(unit.propertyId, skv));
    expect(houses).toHaveLength(40);
    const detail = await t.call({
      as: 'admin',
      method: 'GET',
      url: '/config/unit/detail/H001?propertyCode=SKV&lang=EN',
    });
    expect(detail.json().data).toMatchObject({ unitCode: 'H001', areaUnit: 'SQW' });
    expect(detail.json().data.owners.length).toBeGreaterThan(0);
  });
});

describe('seeding', () => {
  it('does nothing the second time', async () => {
    expect(await seedMasterdata(db())).toEqual({ properties: 0, units: 0, customers: 0, suppliers: 0 });
  });

  it('splits ownership ratios exactly by area', () => {
    expect(ownershipRatios(['30.00', '30.00', '30.00'])).toEqual(['33.333334', '33.333333', '33.333333']);
    expect(ownershipRatios(['50.00', '150.00'])).toEqual(['25.000000', '75.000000']);
  });
});
