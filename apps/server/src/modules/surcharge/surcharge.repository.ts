import { and, asc, eq, gt, inArray, lt, max, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { expenseType } from '../config-expense';
import { invoice, openInvoice } from '../invoices';
import { propertySetting } from '../property-settings';
import { unit } from '../units';
import { surchargeCharge } from './surcharge.schema';

export async function settingOf(db: Executor, propertyId: string) {
  const [row] = await db
    .select({ propertyType: propertySetting.propertyType, surcharge: propertySetting.surcharge })
    .from(propertySetting)
    .where(eq(propertySetting.propertyId, propertyId));
  return row ?? null;
}

/** The active expense type surcharge invoices are written under (the lowest code if there are several). */
export async function surchargeExpenseType(db: Executor, propertyId: string) {
  const [row] = await db
    .select()
    .from(expenseType)
    .where(
      and(
        eq(expenseType.propertyId, propertyId),
        eq(expenseType.category, 'SURCHARGE'),
        eq(expenseType.active, 'Y'),
      ),
    )
    .orderBy(asc(expenseType.code))
    .limit(1);
  return row ?? null;
}

export async function unitsByCodes(db: Executor, propertyId: string, codes: string[]) {
  if (codes.length === 0) return [];
  return db
    .select({ id: unit.id, code: unit.code })
    .from(unit)
    .where(and(eq(unit.propertyId, propertyId), inArray(unit.code, codes)));
}

/**
 * Issued, not a surcharge invoice, due before asOf and not settled: the invoices a run may charge, read through
 * the open-item index (property, due date) rather than every invoice of the property.
 */
function overdue(propertyId: string, asOf: string, unitIds: string[] | undefined): SQL | undefined {
  return and(
    openInvoice(propertyId),
    ne(invoice.source, 'SURCHARGE'),
    lt(invoice.dueDate, asOf),
    unitIds ? inArray(invoice.unitId, unitIds) : undefined,
  );
}

/**
 * Locks the invoices a run may charge (in id order, so two runs never deadlock): a second run for the same
 * invoices waits here until the first commits, then sees its surcharge_charge rows.
 */
export async function lockOverdue(
  tx: Executor,
  propertyId: string,
  asOf: string,
  unitIds: string[] | undefined,
) {
  const rows = await tx
    .select({ id: invoice.id })
    .from(invoice)
    .where(overdue(propertyId, asOf, unitIds))
    .orderBy(asc(invoice.id))
    .for('update');
  return rows.map((r) => r.id);
}

/**
 * Overdue invoices with their unpaid surcharge-bearing amount (invoice.surcharge_open, which the database keeps
 * from the common-fee lines), oldest first per unit: the open-item index alone, however many lines they have.
 */
export async function overdueInvoices(
  db: Executor,
  propertyId: string,
  asOf: string,
  unitIds: string[] | undefined,
) {
  return db
    .select({
      invoiceId: invoice.id,
      invoiceNo: invoice.invoiceNo,
      invoiceDate: invoice.invoiceDate,
      dueDate: invoice.dueDate,
      unitId: invoice.unitId,
      unitCode: unit.code,
      principal: invoice.surchargeOpen,
    })
    .from(invoice)
    .innerJoin(unit, eq(unit.id, invoice.unitId))
    .where(and(overdue(propertyId, asOf, unitIds), gt(invoice.surchargeOpen, '0')))
    .orderBy(asc(unit.code), asc(invoice.dueDate), asc(invoice.invoiceNo));
}
export type OverdueInvoice = Awaited<ReturnType<typeof overdueInvoices>>[number];

/**
 * The same invoices, without number or date, as one row per unit carrying its invoices' ids, due dates and
 * principals in due order (text arrays, read alike by both drivers): the whole-property preview reads hundreds of
 * invoices, and on the embedded database each row returned costs more than the values in it.
 */
export async function overdueByUnit(
  db: Executor,
  propertyId: string,
  asOf: string,
): Promise<OverdueInvoice[]> {
  const order = sql`order by ${invoice.dueDate}, ${invoice.invoiceNo}`;
  const rows = await db
    .select({
      unitId: invoice.unitId,
      unitCode: unit.code,
      ids: sql<string[]>`array_agg(${invoice.id}::text ${order})`,
      dues: sql<string[]>`array_agg(${invoice.dueDate}::text ${order})`,
      principals: sql<string[]>`array_agg(${invoice.surchargeOpen}::text ${order})`,
    })
    .from(invoice)
    .innerJoin(unit, eq(unit.id, invoice.unitId))
    .where(and(overdue(propertyId, asOf, undefined), gt(invoice.surchargeOpen, '0')))
    .groupBy(invoice.unitId, unit.code)
    .orderBy(asc(unit.code));
  return rows.flatMap((r) =>
    r.ids.map((invoiceId, i) => ({
      invoiceId,
      invoiceNo: null,
      invoiceDate: '',
      dueDate: r.dues[i]!,
      unitId: r.unitId,
      unitCode: r.unitCode,
      principal: r.principals[i]!,
    })),
  );
}

/**
 * The last day charged so far, per invoice a run may charge as of asOf: the charges of the open invoices only
 * (index surcharge_charge_property), never those of every invoice the property ever charged.
 */
export async function lastCharged(
  db: Executor,
  propertyId: string,
  asOf: string,
  unitIds: string[] | undefined,
) {
  const open = db
    .select({ id: invoice.id })
    .from(invoice)
    .where(overdue(propertyId, asOf, unitIds));
  const rows = await db
    .select({ invoiceId: surchargeCharge.invoiceId, chargedTo: max(surchargeCharge.chargedTo) })
    .from(surchargeCharge)
    .where(and(eq(surchargeCharge.propertyId, propertyId), inArray(surchargeCharge.invoiceId, open)))
    .groupBy(surchargeCharge.invoiceId);
  return new Map(rows.flatMap((r) => (r.chargedTo ? [[r.invoiceId, r.chargedTo] as const] : [])));
}

export async function insertCharges(tx: Executor, rows: (typeof surchargeCharge.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 1000)
    await tx.insert(surchargeCharge).values(rows.slice(i, i + 1000));
}
