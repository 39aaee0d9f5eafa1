import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { likeOf } from '../../platform/db/like';
import { unit, unitOccupant } from '../units';
import { customer } from '../../platform/db/schema';
import { customerChange } from './customers.schema';

export type Customer = typeof customer.$inferSelect;
export type NewCustomer = typeof customer.$inferInsert;
export type CustomerChange = typeof customerChange.$inferSelect;

export type CustomerFilter = {
  keyword?: string | undefined;
  ownerType?: string | undefined;
  unitCode?: string | undefined;
  active?: string | undefined;
};

function customerWhere(propertyId: string, f: CustomerFilter, ofUnit: string[] | null): SQL | undefined {
  const like = f.keyword ? likeOf(f.keyword) : null;
  return and(
    eq(customer.propertyId, propertyId),
    like
      ? or(
          ilike(customer.code, like),
          ilike(customer.firstNameTh, like),
          ilike(customer.lastNameTh, like),
          ilike(customer.firstNameEn, like),
          ilike(customer.lastNameEn, like),
          ilike(customer.taxId, like),
          ilike(customer.passportId, like),
          ilike(customer.mobileNo, like),
          ilike(customer.email, like),
        )
      : undefined,
    f.ownerType ? eq(customer.ownerType, f.ownerType) : undefined,
    f.active ? eq(customer.active, f.active) : undefined,
    ofUnit ? (ofUnit.length > 0 ? inArray(customer.id, ofUnit) : sql`false`) : undefined,
  );
}

/** Customers linked now (no end date) to the unit with that code. */
async function currentCustomersOfUnit(db: Executor, propertyId: string, unitCode: string): Promise<string[]> {
  const rows = await db
    .select({ id: unitOccupant.customerId })
    .from(unitOccupant)
    .innerJoin(unit, eq(unit.id, unitOccupant.unitId))
    .where(and(eq(unit.propertyId, propertyId), eq(unit.code, unitCode), isNull(unitOccupant.endDate)));
  return rows.map((r) => r.id);
}

export async function searchCustomers(
  db: Executor,
  propertyId: string,
  f: CustomerFilter,
  page: { page: number; pageSize: number },
) {
  const ofUnit = f.unitCode ? await currentCustomersOfUnit(db, propertyId, f.unitCode) : null;
  const where = customerWhere(propertyId, f, ofUnit);
  const rows = await db
    .select()
    .from(customer)
    .where(where)
    .orderBy(asc(customer.code))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const total = await db.select({ n: count() }).from(customer).where(where);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function findCustomer(
  db: Executor,
  propertyId: string,
  code: string,
  opts: { lock?: boolean } = {},
) {
  const query = db
    .select()
    .from(customer)
    .where(and(eq(customer.propertyId, propertyId), eq(customer.code, code)));
  const rows = opts.lock ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export async function customersByCode(db: Executor, propertyId: string, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return db
    .select()
    .from(customer)
    .where(and(eq(customer.propertyId, propertyId), inArray(customer.code, [...codes])));
}

/** Another customer of the property with this ID number, if any. */
export async function customerWithTaxId(db: Executor, propertyId: string, taxId: string, exceptId?: string) {
  const rows = await db
    .select({ code: customer.code })
    .from(customer)
    .where(
      and(
        eq(customer.propertyId, propertyId),
        eq(customer.taxId, taxId),
        exceptId ? ne(customer.id, exceptId) : undefined,
      ),
    );
  return rows[0] ?? null;
}

/** The highest generated code (C00001...) of the property, to number the next one. */
export async function lastGeneratedCode(db: Executor, propertyId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<string | null>`max(cast(substring(${customer.code} from 2) as integer))` })
    .from(customer)
    .where(and(eq(customer.propertyId, propertyId), sql`${customer.code} ~ '^C[0-9]{1,9}$'`));
  return Number(rows[0]?.n ?? 0);
}

export async function insertCustomer(db: Executor, values: NewCustomer) {
  const rows = await db.insert(customer).values(values).returning({ id: customer.id });
  return rows[0]!.id;
}

export async function updateCustomer(
  db: Executor,
  propertyId: string,
  id: string,
  values: Partial<NewCustomer>,
) {
  await db
    .update(customer)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(customer.propertyId, propertyId), eq(customer.id, id)));
}

/** Unit links (current and past) of the customers given, with the unit codes. */
export async function unitLinks(
  db: Executor,
  propertyId: string,
  customerIds: readonly string[],
  currentOnly = false,
) {
  if (customerIds.length === 0) return [];
  return db
    .select({
      customerId: unitOccupant.customerId,
      unitCode: unit.code,
      ownerType: unitOccupant.ownerType,
      startDate: unitOccupant.startDate,
      endDate: unitOccupant.endDate,
    })
    .from(unitOccupant)
    .innerJoin(unit, eq(unit.id, unitOccupant.unitId))
    .where(
      and(
        eq(unitOccupant.propertyId, propertyId),
        inArray(unitOccupant.customerId, [...customerIds]),
        currentOnly ? isNull(unitOccupant.endDate) : undefined,
      ),
    )
    .orderBy(asc(unit.code), desc(unitOccupant.startDate));
}

export async function insertChange(db: Executor, values: typeof customerChange.$inferInsert) {
  await db.insert(customerChange).values(values);
}

export async function findChange(db: Executor, propertyId: string, documentNo: string) {
  const rows = await db
    .select({ change: customerChange, customerCode: customer.code })
    .from(customerChange)
    .innerJoin(customer, eq(customer.id, customerChange.customerId))
    .where(and(eq(customerChange.propertyId, propertyId), eq(customerChange.documentNo, documentNo)));
  return rows[0] ?? null;
}

export async function changesOf(db: Executor, propertyId: string, customerIds: readonly string[]) {
  if (customerIds.length === 0) return [];
  return db
    .select({
      customerId: customerChange.customerId,
      documentNo: customerChange.documentNo,
      createdByName: customerChange.createdByName,
      createdAt: customerChange.createdAt,
    })
    .from(customerChange)
    .where(
      and(eq(customerChange.propertyId, propertyId), inArray(customerChange.customerId, [...customerIds])),
    )
    .orderBy(desc(customerChange.revision));
}

/** The dropdown rows: active customers, with a current unit link when they have one. */
export async function lookupCustomers(
  db: Executor,
  propertyId: string,
  f: { keyword?: string | undefined; unitCode?: string | undefined; ownerType?: string | undefined },
) {
  const like = f.keyword ? likeOf(f.keyword) : null;
  return db
    .select({
      code: customer.code,
      firstNameTh: customer.firstNameTh,
      lastNameTh: customer.lastNameTh,
      firstNameEn: customer.firstNameEn,
      lastNameEn: customer.lastNameEn,
      customerOwnerType: customer.ownerType,
      linkOwnerType: unitOccupant.ownerType,
      unitCode: unit.code,
    })
    .from(customer)
    .leftJoin(unitOccupant, and(eq(unitOccupant.customerId, customer.id), isNull(unitOccupant.endDate)))
    .leftJoin(unit, eq(unit.id, unitOccupant.unitId))
    .where(
      and(
        eq(customer.propertyId, propertyId),
        eq(customer.active, 'Y'),
        like
          ? or(
              ilike(customer.code, like),
              ilike(customer.firstNameTh, like),
              ilike(customer.lastNameTh, like),
              ilike(customer.firstNameEn, like),
              ilike(customer.lastNameEn, like),
              ilike(unit.code, like),
            )
          : undefined,
        f.unitCode ? eq(unit.code, f.unitCode) : undefined,
        f.ownerType
          ? or(
              eq(unitOccupant.ownerType, f.ownerType),
              and(isNull(unitOccupant.ownerType), eq(customer.ownerType, f.ownerType)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(unit.code), asc(customer.code))
    .limit(200);
}
