import { and, asc, desc, eq, isNull, lte, ne } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { expenseType } from '../config-expense';
import { customer, customerNameOf } from '../customers';
import { propertySetting } from '../property-settings';
import { refTax } from '../reference-data';
import { unit, unitOccupant } from '../units';

/**
 * What an invoice is written to and at: the unit, the customer it is billed to, the expense type and the VAT rate.
 * Single invoices, billing runs, surcharges, imports and receipts all read these, so they live with the invoice.
 */

export async function findUnitByCode(db: Executor, propertyId: string, code: string) {
  const [row] = await db
    .select({ id: unit.id, code: unit.code })
    .from(unit)
    .where(and(eq(unit.propertyId, propertyId), eq(unit.code, code.toUpperCase())));
  return row ?? null;
}

/** What an invoice prints of the customer it is billed to, read with the occupancy that makes them so. */
export const billedPartyColumns = {
  ownerType: unitOccupant.ownerType,
  id: customer.id,
  code: customer.code,
  firstNameTh: customer.firstNameTh,
  lastNameTh: customer.lastNameTh,
  firstNameEn: customer.firstNameEn,
  lastNameEn: customer.lastNameEn,
  taxId: customer.taxId,
  address: customer.address,
  province: customer.province,
  postalCode: customer.postalCode,
};

/**
 * Every current occupant of the property's units (or of one unit), earliest first, with what an invoice prints of
 * them.
 */
export async function currentOccupants(db: Executor, propertyId: string, unitId?: string) {
  return db
    .select({
      unitId: unitOccupant.unitId,
      ...billedPartyColumns,
    })
    .from(unitOccupant)
    .innerJoin(customer, eq(customer.id, unitOccupant.customerId))
    .where(
      and(
        eq(unitOccupant.propertyId, propertyId),
        isNull(unitOccupant.endDate),
        unitId === undefined ? undefined : eq(unitOccupant.unitId, unitId),
      ),
    )
    .orderBy(asc(unitOccupant.startDate), asc(unitOccupant.createdAt));
}
export type Occupant = Awaited<ReturnType<typeof currentOccupants>>[number];

/**
 * Who a unit's invoices go to: its current owner (the earliest current one), else co-owner, else tenant. For every
 * unit of the property, or only for unitId when given.
 */
export async function billedCustomers(db: Executor, propertyId: string, unitId?: string) {
  const rank = (t: string) => (t === 'OWNER' ? 0 : t === 'CO_OWNER' ? 1 : 2);
  const byUnit = new Map<string, Occupant>();
  for (const r of await currentOccupants(db, propertyId, unitId)) {
    const seen = byUnit.get(r.unitId);
    if (!seen || rank(r.ownerType) < rank(seen.ownerType)) byUnit.set(r.unitId, r);
  }
  return byUnit;
}
export type BilledCustomer = NonNullable<ReturnType<Awaited<ReturnType<typeof billedCustomers>>['get']>>;

export async function findExpenseTypeByCode(db: Executor, propertyId: string, code: string) {
  const [row] = await db
    .select()
    .from(expenseType)
    .where(and(eq(expenseType.propertyId, propertyId), eq(expenseType.code, code.toUpperCase())));
  return row ?? null;
}

export async function vatRatePermille(db: Executor, propertyId: string, onDate: string): Promise<number> {
  const [setting] = await db
    .select({ vat: propertySetting.vatRegistered })
    .from(propertySetting)
    .where(eq(propertySetting.propertyId, propertyId));
  if (setting?.vat !== 'Y') return 0;
  const [rate] = await db
    .select({ rate: refTax.rate })
    .from(refTax)
    .where(and(eq(refTax.taxType, 'VAT'), ne(refTax.rate, '0.00'), lte(refTax.effectiveFrom, onDate)))
    .orderBy(desc(refTax.effectiveFrom))
    .limit(1);
  // '7.00' per cent is 70 per mille.
  return rate ? Math.round(Number(rate.rate) * 10) : 0;
}

export function customerSnapshot(c: BilledCustomer) {
  const address = [c.address, c.province, c.postalCode].filter((p) => p && p.trim() !== '').join(' ');
  return {
    id: c.id,
    name: customerNameOf(c, 'th'),
    address: address || null,
    taxId: c.taxId,
    branchNo: null,
  };
}
