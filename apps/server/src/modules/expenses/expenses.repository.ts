import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { appUser } from '../../platform/db/schema';
import { expenseType, expenseTypeTier } from '../config-expense';
import { billedCharge, billingRun } from '../invoices';
import { unit } from '../units';
import { expenseFactor, meterReading } from './expenses.schema';

/** The billed party's lookups are the invoices module's; the billing screens read them through this repository. */
export {
  billedCustomers,
  currentOccupants,
  findExpenseTypeByCode,
  findUnitByCode,
  vatRatePermille,
  type BilledCustomer,
  type Occupant,
} from '../invoices';

export async function activeUnits(db: Executor, propertyId: string, keyword?: string) {
  return db
    .select({
      id: unit.id,
      code: unit.code,
      building: unit.building,
      floor: unit.floor,
      area: unit.area,
      ownershipRatio: unit.ownershipRatio,
    })
    .from(unit)
    .where(
      and(
        eq(unit.propertyId, propertyId),
        eq(unit.active, 'Y'),
        keyword ? sql`${unit.code} ilike ${`%${keyword}%`}` : undefined,
      ),
    )
    .orderBy(asc(unit.code));
}
export type ActiveUnit = Awaited<ReturnType<typeof activeUnits>>[number];

export async function activeExpenseTypes(db: Executor, propertyId: string) {
  const types = await db
    .select()
    .from(expenseType)
    .where(and(eq(expenseType.propertyId, propertyId), eq(expenseType.active, 'Y')))
    .orderBy(asc(expenseType.code));
  const tiers = types.length
    ? await db
        .select()
        .from(expenseTypeTier)
        .where(
          inArray(
            expenseTypeTier.expenseTypeId,
            types.map((t) => t.id),
          ),
        )
        .orderBy(asc(expenseTypeTier.seq))
    : [];
  return types.map((t) => ({ ...t, tiers: tiers.filter((x) => x.expenseTypeId === t.id) }));
}
export type BillingExpenseType = Awaited<ReturnType<typeof activeExpenseTypes>>[number];

export async function factors(db: Executor, propertyId: string, expenseTypeId?: string) {
  return db
    .select({
      unitId: expenseFactor.unitId,
      expenseTypeId: expenseFactor.expenseTypeId,
      factor: expenseFactor.factor,
      unitCode: unit.code,
    })
    .from(expenseFactor)
    .innerJoin(unit, eq(unit.id, expenseFactor.unitId))
    .where(
      and(
        eq(expenseFactor.propertyId, propertyId),
        expenseTypeId ? eq(expenseFactor.expenseTypeId, expenseTypeId) : undefined,
      ),
    )
    .orderBy(asc(unit.code));
}

export async function upsertFactor(db: Executor, values: typeof expenseFactor.$inferInsert) {
  await db
    .insert(expenseFactor)
    .values(values)
    .onConflictDoUpdate({
      target: [expenseFactor.unitId, expenseFactor.expenseTypeId],
      set: { factor: values.factor, updatedAt: new Date() },
    });
}

/** Readings of a month, and the latest earlier reading of each unit (the carried-over "previous"). */
export async function readings(db: Executor, propertyId: string, meterTypeCode: string, month: string) {
  return db
    .select()
    .from(meterReading)
    .where(
      and(
        eq(meterReading.propertyId, propertyId),
        eq(meterReading.meterTypeCode, meterTypeCode),
        eq(meterReading.month, month),
      ),
    );
}

export async function latestBefore(db: Executor, propertyId: string, meterTypeCode: string, month: string) {
  return db
    .selectDistinctOn([meterReading.unitId], {
      unitId: meterReading.unitId,
      current: meterReading.current,
      previous: meterReading.previous,
      meterNo: meterReading.meterNo,
    })
    .from(meterReading)
    .where(
      and(
        eq(meterReading.propertyId, propertyId),
        eq(meterReading.meterTypeCode, meterTypeCode),
        sql`${meterReading.month} < ${month}`,
      ),
    )
    .orderBy(meterReading.unitId, desc(meterReading.month));
}

export async function upsertReading(db: Executor, values: typeof meterReading.$inferInsert) {
  const [row] = await db
    .insert(meterReading)
    .values(values)
    .onConflictDoUpdate({
      target: [meterReading.propertyId, meterReading.unitId, meterReading.meterTypeCode, meterReading.month],
      set: {
        previous: values.previous,
        current: values.current,
        // Cleared or forward again: no longer a rollover.
        wrapDigits: values.wrapDigits ?? null,
        meterNo: values.meterNo,
        updatedBy: values.updatedBy,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row!;
}

/** Charges already on an invoice, as "unitId/expenseTypeId/cycleStart" keys. */
export async function billedKeys(db: Executor, propertyId: string, cycleStarts: string[]) {
  const rows = await db
    .select({
      unitId: billedCharge.unitId,
      expenseTypeId: billedCharge.expenseTypeId,
      cycleStart: billedCharge.cycleStart,
    })
    .from(billedCharge)
    .where(and(eq(billedCharge.propertyId, propertyId), inArray(billedCharge.cycleStart, cycleStarts)));
  return new Set(rows.map((r) => `${r.unitId}/${r.expenseTypeId}/${r.cycleStart}`));
}

export async function isMeterMonthBilled(
  db: Executor,
  propertyId: string,
  unitId: string,
  meterTypeCode: string,
  month: string,
) {
  const [row] = await db
    .select({ n: sql<number>`1` })
    .from(billedCharge)
    .innerJoin(expenseType, eq(expenseType.id, billedCharge.expenseTypeId))
    .where(
      and(
        eq(billedCharge.propertyId, propertyId),
        eq(billedCharge.unitId, unitId),
        eq(billedCharge.cycleStart, month),
        eq(expenseType.calcKind, 'METER'),
        eq(expenseType.meterTypeCode, meterTypeCode),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function billedMeterUnits(
  db: Executor,
  propertyId: string,
  meterTypeCode: string,
  month: string,
) {
  const rows = await db
    .select({ unitId: billedCharge.unitId })
    .from(billedCharge)
    .innerJoin(expenseType, eq(expenseType.id, billedCharge.expenseTypeId))
    .where(
      and(
        eq(billedCharge.propertyId, propertyId),
        eq(billedCharge.cycleStart, month),
        eq(expenseType.calcKind, 'METER'),
        eq(expenseType.meterTypeCode, meterTypeCode),
      ),
    );
  return new Set(rows.map((r) => r.unitId));
}

export async function insertRun(db: Executor, values: typeof billingRun.$inferInsert) {
  const [row] = await db.insert(billingRun).values(values).returning();
  return row!;
}

export async function updateRun(db: Executor, id: string, values: Partial<typeof billingRun.$inferInsert>) {
  await db.update(billingRun).set(values).where(eq(billingRun.id, id));
}

const runColumns = {
  run: billingRun,
  createdBy: sql<string | null>`${appUser.firstName} || ' ' || ${appUser.lastName}`,
};

export async function findRun(db: Executor, propertyId: string, id: string) {
  const [row] = await db
    .select(runColumns)
    .from(billingRun)
    .leftJoin(appUser, eq(appUser.id, billingRun.createdBy))
    .where(and(eq(billingRun.propertyId, propertyId), eq(billingRun.id, id)));
  return row ?? null;
}

export async function runningRun(db: Executor, propertyId: string) {
  const [row] = await db
    .select({ id: billingRun.id })
    .from(billingRun)
    .where(and(eq(billingRun.propertyId, propertyId), eq(billingRun.status, 'RUNNING')))
    .limit(1);
  return row ?? null;
}

export async function searchRuns(
  db: Executor,
  propertyId: string,
  f: { month?: string | undefined; status?: string | undefined },
  page: { page: number; pageSize: number },
) {
  const where = and(
    eq(billingRun.propertyId, propertyId),
    f.month ? eq(billingRun.month, f.month) : undefined,
    f.status ? eq(billingRun.status, f.status) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(runColumns)
      .from(billingRun)
      .leftJoin(appUser, eq(appUser.id, billingRun.createdBy))
      .where(where)
      .orderBy(desc(billingRun.createdAt))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(billingRun)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** The meter settings of a meter type: those of its active METER expense type (the lowest code when several). */
export async function meterSettings(db: Executor, propertyId: string, meterTypeCode: string) {
  const [row] = await db
    .select({ digits: expenseType.meterDigits, maxUsage: expenseType.meterMaxUsage })
    .from(expenseType)
    .where(
      and(
        eq(expenseType.propertyId, propertyId),
        eq(expenseType.meterTypeCode, meterTypeCode),
        eq(expenseType.calcKind, 'METER'),
        eq(expenseType.active, 'Y'),
      ),
    )
    .orderBy(asc(expenseType.code))
    .limit(1);
  return { digits: row?.digits ?? null, maxUsage: row?.maxUsage ?? null };
}

/** The units' readings with a current of the months in [from, to): what each used lately. */
export async function readingsBetween(
  db: Executor,
  propertyId: string,
  meterTypeCode: string,
  from: string,
  to: string,
  unitIds?: string[],
) {
  return db
    .select({
      unitId: meterReading.unitId,
      previous: meterReading.previous,
      current: meterReading.current,
      wrapDigits: meterReading.wrapDigits,
    })
    .from(meterReading)
    .where(
      and(
        eq(meterReading.propertyId, propertyId),
        eq(meterReading.meterTypeCode, meterTypeCode),
        sql`${meterReading.month} >= ${from}`,
        sql`${meterReading.month} < ${to}`,
        sql`${meterReading.current} is not null`,
        unitIds ? inArray(meterReading.unitId, unitIds) : undefined,
      ),
    );
}

/** The latest month a billing run finished, or null before the first. */
export async function latestBilledMonth(db: Executor, propertyId: string): Promise<string | null> {
  const [row] = await db
    .select({ month: sql<string | null>`max(${billingRun.month})` })
    .from(billingRun)
    .where(and(eq(billingRun.propertyId, propertyId), eq(billingRun.status, 'DONE')));
  return row?.month ?? null;
}
