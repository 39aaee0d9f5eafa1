import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { likeOf } from '../../platform/db/like';
import { customerDirectory } from './customer-directory';
import { propertySetting } from '../property-settings';
import { unit, unitOccupant, unitType } from './units.schema';

export type Unit = typeof unit.$inferSelect;
export type NewUnit = typeof unit.$inferInsert;
export type UnitTypeRow = typeof unitType.$inferSelect;

export type UnitFilter = {
  keyword?: string | undefined;
  building?: string | undefined;
  floor?: string | undefined;
  unitTypeCode?: string | undefined;
  active?: string | undefined;
};

function unitWhere(propertyId: string, f: UnitFilter): SQL | undefined {
  return and(
    eq(unit.propertyId, propertyId),
    f.keyword ? or(ilike(unit.code, likeOf(f.keyword)), ilike(unit.houseNo, likeOf(f.keyword))) : undefined,
    f.building ? eq(unit.building, f.building) : undefined,
    f.floor ? eq(unit.floor, f.floor) : undefined,
    f.unitTypeCode ? eq(unit.unitTypeCode, f.unitTypeCode) : undefined,
    f.active ? eq(unit.active, f.active) : undefined,
  );
}

export async function searchUnits(
  db: Executor,
  propertyId: string,
  f: UnitFilter,
  page?: { page: number; pageSize: number },
) {
  const where = unitWhere(propertyId, f);
  const query = db
    .select({ unit, typeTh: unitType.nameTh, typeEn: unitType.nameEn })
    .from(unit)
    .innerJoin(unitType, and(eq(unitType.propertyId, unit.propertyId), eq(unitType.code, unit.unitTypeCode)))
    .where(where)
    .orderBy(asc(unit.code));
  const rows = page ? await query.limit(page.pageSize).offset((page.page - 1) * page.pageSize) : await query;
  const total = await db.select({ n: count() }).from(unit).where(where);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function findUnit(
  db: Executor,
  propertyId: string,
  code: string,
  opts: { lock?: boolean } = {},
) {
  const query = db
    .select({ unit, typeTh: unitType.nameTh, typeEn: unitType.nameEn })
    .from(unit)
    .innerJoin(unitType, and(eq(unitType.propertyId, unit.propertyId), eq(unitType.code, unit.unitTypeCode)))
    .where(and(eq(unit.propertyId, propertyId), eq(unit.code, code)));
  const rows = opts.lock ? await query.for('update', { of: unit }) : await query;
  return rows[0] ?? null;
}

export async function insertUnit(db: Executor, values: NewUnit) {
  const rows = await db.insert(unit).values(values).returning({ id: unit.id });
  return rows[0]!.id;
}

export async function updateUnit(db: Executor, propertyId: string, id: string, values: Partial<NewUnit>) {
  await db
    .update(unit)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(unit.propertyId, propertyId), eq(unit.id, id)));
}

/** Owners and tenants of the units given, with the customers' names; current ones only unless asked. */
async function occupantLinks(
  db: Executor,
  propertyId: string,
  unitIds: readonly string[],
  currentOnly: boolean,
) {
  return db
    .select({
      id: unitOccupant.id,
      unitId: unitOccupant.unitId,
      customerId: unitOccupant.customerId,
      ownerType: unitOccupant.ownerType,
      startDate: unitOccupant.startDate,
      endDate: unitOccupant.endDate,
    })
    .from(unitOccupant)
    .where(
      and(
        eq(unitOccupant.propertyId, propertyId),
        inArray(unitOccupant.unitId, [...unitIds]),
        currentOnly ? isNull(unitOccupant.endDate) : undefined,
      ),
    )
    .orderBy(desc(unitOccupant.startDate), asc(unitOccupant.createdAt));
}
export async function occupants(
  db: Executor,
  propertyId: string,
  unitIds: readonly string[],
  currentOnly: boolean,
) {
  if (unitIds.length === 0) return [];
  const links = await occupantLinks(db, propertyId, unitIds, currentOnly);
  const cards = await customerDirectory().byIds(db, propertyId, [...new Set(links.map((l) => l.customerId))]);
  const byId = new Map(cards.map((c) => [c.id, c]));
  return links.flatMap((l) => {
    const c = byId.get(l.customerId);
    return c
      ? [
          {
            ...l,
            customerCode: c.code,
            firstNameTh: c.firstNameTh,
            lastNameTh: c.lastNameTh,
            firstNameEn: c.firstNameEn,
            lastNameEn: c.lastNameEn,
          },
        ]
      : [];
  });
}
export type Occupant = Awaited<ReturnType<typeof occupants>>[number];

export async function insertOccupants(db: Executor, rows: (typeof unitOccupant.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(unitOccupant).values(rows);
}

export async function endOccupants(
  db: Executor,
  propertyId: string,
  ids: readonly string[],
  endDate: string,
) {
  if (ids.length === 0) return;
  await db
    .update(unitOccupant)
    .set({ endDate })
    .where(and(eq(unitOccupant.propertyId, propertyId), inArray(unitOccupant.id, [...ids])));
}

export async function areaUnitOf(db: Executor, propertyId: string) {
  const rows = await db.select().from(propertySetting).where(eq(propertySetting.propertyId, propertyId));
  return rows[0] ?? null;
}

export async function buildings(db: Executor, propertyId: string) {
  return db
    .select({ building: unit.building, unitCount: count() })
    .from(unit)
    .where(eq(unit.propertyId, propertyId))
    .groupBy(unit.building)
    .orderBy(asc(unit.building));
}

// ----- unit types -----

export async function listUnitTypes(db: Executor, propertyId: string) {
  return db.select().from(unitType).where(eq(unitType.propertyId, propertyId)).orderBy(asc(unitType.code));
}

export async function findUnitType(db: Executor, propertyId: string, code: string) {
  const rows = await db
    .select()
    .from(unitType)
    .where(and(eq(unitType.propertyId, propertyId), eq(unitType.code, code)));
  return rows[0] ?? null;
}

export async function insertUnitType(db: Executor, values: typeof unitType.$inferInsert) {
  await db.insert(unitType).values(values);
}

export async function updateUnitType(
  db: Executor,
  propertyId: string,
  code: string,
  values: Partial<typeof unitType.$inferInsert>,
) {
  await db
    .update(unitType)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(unitType.propertyId, propertyId), eq(unitType.code, code)));
}
