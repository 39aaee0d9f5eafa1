import { SURCHARGE_CATEGORIES } from '@suanklang/shared';
import { and, asc, eq, gt, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { expenseType } from '../config-expense';
import { invoice, invoiceLine, openInvoice } from '../invoices';
import { propertySetting } from '../property-settings';
import { receipt, receiptInvoiceLine } from '../receipts';
import { unit } from '../units';
import { surchargeCharge, surchargeThrough } from './surcharge.schema';

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
 * invoices waits here until the first commits, then sees its surcharge_charge rows. A receipt or its
 * cancellation writes the invoice too, so it waits for the run or the run for it.
 */
export async function lockInvoices(tx: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: invoice.id })
    .from(invoice)
    .where(inArray(invoice.id, ids))
    .orderBy(asc(invoice.id))
    .for('update');
  return new Set(rows.map((r) => r.id));
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

const surchargeCategories = sql.join(
  SURCHARGE_CATEGORIES.map((c) => sql`${c}`),
  sql`, `,
);

/**
 * The receipts (not cancelled) that paid the invoice's surcharge-bearing lines after its last charged day (or its
 * due date), as 'date=amount' joined by commas: the principal of a day not charged yet is what is unpaid now plus
 * these payments dated on or after it. One probe of receipt_invoice_line_invoice per invoice that receipts paid
 * something of (paid_amount, which a cancelled receipt gives back): a debtor's unpaid invoices need none.
 */
const laterPayments = sql<
  string | null
>`case when ${invoice.paidAmount} > 0 then (select string_agg(${receipt.receiptDate}::text || '=' || ${receiptInvoiceLine.amount}::text, ',')
  from ${receiptInvoiceLine}
  join ${receipt} on ${receipt.id} = ${receiptInvoiceLine.receiptId}
  join ${invoiceLine} on ${invoiceLine.id} = ${receiptInvoiceLine.invoiceLineId}
  join ${expenseType} on ${expenseType.id} = ${invoiceLine.expenseTypeId}
  where ${receiptInvoiceLine.invoiceId} = ${invoice.id} and ${receipt.status} = 'ISSUED'
    and ${expenseType.category} in (${surchargeCategories})
    and ${receipt.receiptDate} > coalesce(${lastChargedTo}::date, ${invoice.dueDate})) end`;

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
      payments: laterPayments,
    })
    .from(invoice)
    .innerJoin(unit, eq(unit.id, invoice.unitId))
    .where(and(overdue(propertyId, asOf, unitIds), gt(invoice.surchargeOpen, '0')))
    .orderBy(asc(unit.code), asc(invoice.dueDate), asc(invoice.invoiceNo));
}

const NEVER_READ = '0001-01-01';

/**
 * Of the units in scope, the earliest day up to which a run has read their payments (surcharge_through): receipts
 * dated on or before it have been charged. A unit never run has none, and then the whole history is read.
 */
function readThrough(propertyId: string, unitIds: string[] | undefined): SQL {
  return sql`(select coalesce(min(coalesce(${surchargeThrough.through}, ${NEVER_READ}::date)), ${NEVER_READ}::date)
    from ${unit} left join ${surchargeThrough} on ${surchargeThrough.unitId} = ${unit.id}
    where ${unit.propertyId} = ${propertyId}${unitIds ? sql` and ${inArray(unit.id, unitIds)}` : sql``})`;
}

/** The invoice's unit's own read-through day: a receipt dated on or before it was read by a run. */
const unitThrough = sql`coalesce((select ${surchargeThrough.through} from ${surchargeThrough}
  where ${surchargeThrough.unitId} = ${invoice.unitId}), ${NEVER_READ}::date)`;

/**
 * Gives every unit in scope a read-through row (at 0001-01-01, "never read", when it had none), before a run locks
 * them: an invoice issued meanwhile for a unit without one inserts the same key, so one waits for the other.
 */
export async function ensureThrough(tx: Executor, propertyId: string, unitIds: string[] | undefined) {
  await tx.execute(sql`insert into ${surchargeThrough} (property_id, unit_id, through)
    select ${unit.propertyId}, ${unit.id}, ${NEVER_READ}::date from ${unit}
     where ${unit.propertyId} = ${propertyId}${unitIds ? sql` and ${inArray(unit.id, unitIds)}` : sql``}
     order by ${unit.id}
    on conflict (unit_id) do nothing`);
}

/**
 * The same day for a run, its units' rows locked (in unit order) until it commits: an invoice issued meanwhile with
 * an earlier due date waits to lower its unit's day, or the run waits for it and then reads it.
 */
export async function lockThrough(
  tx: Executor,
  propertyId: string,
  unitIds: string[] | undefined,
): Promise<string> {
  const rows = await tx
    .select({ through: surchargeThrough.through })
    .from(surchargeThrough)
    .where(
      and(
        eq(surchargeThrough.propertyId, propertyId),
        unitIds ? inArray(surchargeThrough.unitId, unitIds) : undefined,
      ),
    )
    .orderBy(asc(surchargeThrough.unitId))
    .for('update');
  return rows.reduce((min, r) => (r.through < min ? r.through : min), '9999-12-31');
}

/**
 * Invoices whose surcharge-bearing lines are paid (nothing of them unpaid now) by a receipt dated after the due
 * date plus grace and after the last charged day: days owed before that payment are not charged yet. Read from
 * the property's receipts (not cancelled) dated after the units' read-through day (the receipt_list index) and the
 * lines they paid; same columns as overdueInvoices.
 */
export async function paidLateInvoices(
  db: Executor,
  propertyId: string,
  asOf: string,
  unitIds: string[] | undefined,
  graceDays: number,
  /** The read-through day a run locked (lockThrough); the preview reads it here. */
  readFrom?: string,
) {
  const late = db
    .selectDistinct({ id: receiptInvoiceLine.invoiceId })
    .from(receipt)
    .innerJoin(receiptInvoiceLine, eq(receiptInvoiceLine.receiptId, receipt.id))
    .innerJoin(invoice, eq(invoice.id, receiptInvoiceLine.invoiceId))
    .innerJoin(invoiceLine, eq(invoiceLine.id, receiptInvoiceLine.invoiceLineId))
    .innerJoin(expenseType, eq(expenseType.id, invoiceLine.expenseTypeId))
    .where(
      and(
        eq(receipt.propertyId, propertyId),
        sql`${receipt.receiptDate} > ${readFrom ? sql`${readFrom}::date` : readThrough(propertyId, unitIds)}`,
        sql`${receipt.receiptDate} > ${unitThrough}`,
        eq(receipt.status, 'ISSUED'),
        sql`${expenseType.category} in (${surchargeCategories})`,
        eq(invoice.status, 'ISSUED'),
        ne(invoice.source, 'SURCHARGE'),
        lt(invoice.dueDate, asOf),
        eq(invoice.surchargeOpen, '0'),
        unitIds ? inArray(invoice.unitId, unitIds) : undefined,
        sql`${receipt.receiptDate} > ${invoice.dueDate} + ${graceDays}::int`,
        sql`${receipt.receiptDate} > coalesce(${lastChargedTo}::date, ${invoice.dueDate})`,
      ),
    );
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
      payments: laterPayments,
    })
    .from(invoice)
    .innerJoin(unit, eq(unit.id, invoice.unitId))
    .where(and(eq(invoice.propertyId, propertyId), inArray(invoice.id, late)))
    .orderBy(asc(unit.code), asc(invoice.dueDate), asc(invoice.invoiceNo));
}
export type OverdueInvoice = Awaited<ReturnType<typeof overdueInvoices>>[number];

/**
 * What a plan needs of an overdue invoice: its unit, due date, unpaid principal, last charged day and the payments
 * after it.
 */
export type OverdueDue = Pick<
  OverdueInvoice,
  'unitId' | 'unitCode' | 'dueDate' | 'principal' | 'chargedTo' | 'payments'
>;

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
      payments: sql<(string | null)[]>`array_agg(${laterPayments})`,
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
      payments: r.payments[i] ?? null,
    })),
  );
}

export async function insertCharges(tx: Executor, rows: (typeof surchargeCharge.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 1000)
    await tx.insert(surchargeCharge).values(rows.slice(i, i + 1000));
}

/**
 * Records that a run as of asOf read the payments of these units (every unit of the property when none are
 * named) up to asOf: an earlier day never moves it back.
 */
export async function recordThrough(
  tx: Executor,
  propertyId: string,
  unitIds: string[] | undefined,
  asOf: string,
) {
  await tx.execute(sql`insert into ${surchargeThrough} (property_id, unit_id, through)
    select ${unit.propertyId}, ${unit.id}, ${asOf}::date from ${unit}
     where ${unit.propertyId} = ${propertyId}${unitIds ? sql` and ${inArray(unit.id, unitIds)}` : sql``}
    on conflict (unit_id) do update set through = greatest(${surchargeThrough}.through, excluded.through)`);
}
