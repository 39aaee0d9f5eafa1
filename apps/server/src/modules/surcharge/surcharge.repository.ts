import { and, asc, eq, gt, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
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
 * The last day of an invoice charged so far (null when never): one backward step of the unique end
 * (invoice_id, charged_to) per invoice. The scoped key makes the invoice's id enough: its charges are its
 * property's.
 */
const lastChargedTo = sql<
  string | null
>`(select max(${surchargeCharge.chargedTo})::text from ${surchargeCharge}
  where ${surchargeCharge.invoiceId} = ${invoice.id})`;

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
      chargedTo: lastChargedTo,
    })
    .from(invoice)
    .innerJoin(unit, eq(unit.id, invoice.unitId))
    .where(and(overdue(propertyId, asOf, unitIds), gt(invoice.surchargeOpen, '0')))
    .orderBy(asc(unit.code), asc(invoice.dueDate), asc(invoice.invoiceNo));
}
export type OverdueInvoice = Awaited<ReturnType<typeof overdueInvoices>>[number];

/** What a plan needs of an overdue invoice: its unit, due date, unpaid principal and last charged day. */
export type OverdueDue = Pick<OverdueInvoice, 'unitId' | 'unitCode' | 'dueDate' | 'principal' | 'chargedTo'>;

/**
 * The same invoices for the whole-property preview, which counts and sums them: no id, number or date, and one
 * row per unit carrying its invoices' due dates, principals and last charged days (text arrays, read alike by both
 * drivers): on a long book a preview reads hundreds of invoices, and each row or value returned costs more than
 * the sum made of it. The arrays are in no particular order but in the same one: one pass fills them all, so the
 * n-th entries belong together (no sort per array, which was most of the query).
 */
export async function overdueByUnit(db: Executor, propertyId: string, asOf: string): Promise<OverdueDue[]> {
  const rows = await db
    .select({
      unitId: invoice.unitId,
      unitCode: unit.code,
      dues: sql<string[]>`array_agg(${invoice.dueDate}::text)`,
      principals: sql<string[]>`array_agg(${invoice.surchargeOpen}::text)`,
      charged: sql<(string | null)[]>`array_agg(${lastChargedTo})`,
    })
    .from(invoice)
    .innerJoin(unit, eq(unit.id, invoice.unitId))
    .where(and(overdue(propertyId, asOf, undefined), gt(invoice.surchargeOpen, '0')))
    .groupBy(invoice.unitId, unit.code)
    .orderBy(asc(unit.code));
  return rows.flatMap((r) =>
    r.dues.map((dueDate, i) => ({
      unitId: r.unitId,
      unitCode: r.unitCode,
      dueDate,
      principal: r.principals[i]!,
      chargedTo: r.charged[i] ?? null,
    })),
  );
}

export async function insertCharges(tx: Executor, rows: (typeof surchargeCharge.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 1000)
    await tx.insert(surchargeCharge).values(rows.slice(i, i + 1000));
}
