import { and, asc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { cappedCount, keysetPage } from '../../platform/db/keyset';
import { appUser } from '../../platform/db/schema';
import { expenseType } from '../config-expense';
import { customer } from '../customers';
import { unit } from '../units';
import { invoice, invoiceLine, billedCharge } from './invoices.schema';
import { nameColumns } from '../../platform/user-name';

export type InvoiceFilter = {
  invoiceNo?: string | undefined;
  unitCode?: string | undefined;
  customerName?: string | undefined;
  status?: string | undefined;
  paymentStatus?: 'UNPAID' | 'PARTIAL' | 'PAID' | undefined;
  billingMonth?: string | undefined;
  invoiceDateFrom?: string | undefined;
  invoiceDateTo?: string | undefined;
  overdueOnly?: boolean | undefined;
  today: string;
};

const outstanding = sql`(${invoice.grandTotal} - ${invoice.paidAmount} - ${invoice.creditedAmount})`;

function where(propertyId: string, f: InvoiceFilter): SQL | undefined {
  const like = (text: string) => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return and(
    eq(invoice.propertyId, propertyId),
    f.invoiceNo ? ilike(invoice.invoiceNo, like(f.invoiceNo)) : undefined,
    // The unit's property named as well, so the planner reads this property's units and not every property's.
    f.unitCode ? and(eq(unit.propertyId, propertyId), ilike(unit.code, like(f.unitCode))) : undefined,
    f.customerName ? ilike(invoice.customerName, like(f.customerName)) : undefined,
    f.status ? eq(invoice.status, f.status) : undefined,
    f.billingMonth ? eq(invoice.billingMonth, f.billingMonth) : undefined,
    f.invoiceDateFrom ? gte(invoice.invoiceDate, f.invoiceDateFrom) : undefined,
    f.invoiceDateTo ? lte(invoice.invoiceDate, f.invoiceDateTo) : undefined,
    f.paymentStatus === 'PAID' ? sql`${outstanding} = 0` : undefined,
    f.paymentStatus === 'UNPAID'
      ? sql`${invoice.paidAmount} + ${invoice.creditedAmount} = 0 and ${invoice.grandTotal} > 0`
      : undefined,
    f.paymentStatus === 'PARTIAL'
      ? sql`${outstanding} > 0 and ${invoice.paidAmount} + ${invoice.creditedAmount} > 0`
      : undefined,
    // Written as the partial index invoice_open_due's predicate (the open items), so it is read from there.
    f.overdueOnly
      ? and(
          eq(invoice.status, 'ISSUED'),
          sql`${invoice.openAmount} > 0`,
          sql`${invoice.dueDate} < ${f.today}`,
        )
      : undefined,
  );
}

const rowColumns = { invoice, unitCode: unit.code, customerCode: customer.code };

/** The list's order, newest first, exactly as the index `invoice_list` is written (drafts have no number yet). */
const listKey = [invoice.invoiceDate, sql`coalesce(${invoice.invoiceNo}, '')`, invoice.id];

export async function searchInvoices(
  db: Executor,
  propertyId: string,
  f: InvoiceFilter,
  page: { cursor?: string | undefined; pageSize: number },
) {
  const condition = where(propertyId, f);
  // The unit is joined only to filter by its code; the count needs no customer.
  const counted = f.unitCode
    ? db
        .select({ one: sql`1` })
        .from(invoice)
        .innerJoin(unit, eq(unit.id, invoice.unitId))
    : db.select({ one: sql`1` }).from(invoice);
  return keysetPage({
    key: listKey,
    keyOf: (r) => [r.invoice.invoiceDate, r.invoice.invoiceNo ?? '', r.invoice.id],
    rows: (range: SQL | undefined, order: SQL[], limit: number) =>
      db
        .select(rowColumns)
        .from(invoice)
        .innerJoin(unit, eq(unit.id, invoice.unitId))
        .innerJoin(customer, eq(customer.id, invoice.customerId))
        .where(and(condition, range))
        .orderBy(...order)
        .limit(limit),
    count: cappedCount(db, counted.where(condition).$dynamic()),
    cursor: page.cursor,
    pageSize: page.pageSize,
  });
}
export type InvoiceRecord = Awaited<ReturnType<typeof searchInvoices>>['rows'][number];

export async function findInvoice(
  db: Executor,
  propertyId: string,
  id: string,
  opts: { lock?: boolean } = {},
) {
  const q = db
    .select({
      ...rowColumns,
      creator: nameColumns,
    })
    .from(invoice)
    .innerJoin(unit, eq(unit.id, invoice.unitId))
    .innerJoin(customer, eq(customer.id, invoice.customerId))
    .leftJoin(appUser, eq(appUser.id, invoice.createdBy))
    .where(and(eq(invoice.propertyId, propertyId), eq(invoice.id, id)));
  const [row] = opts.lock ? await q.for('update', { of: invoice }) : await q;
  return row ?? null;
}

export async function findInvoiceByNo(db: Executor, propertyId: string, invoiceNo: string) {
  const [row] = await db
    .select({ id: invoice.id })
    .from(invoice)
    .where(and(eq(invoice.propertyId, propertyId), eq(invoice.invoiceNo, invoiceNo.toUpperCase())));
  return row ?? null;
}

export async function linesOf(db: Executor, invoiceIds: string[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .select({
      line: invoiceLine,
      code: expenseType.code,
      nameTh: expenseType.nameTh,
      nameEn: expenseType.nameEn,
      category: expenseType.category,
      incomeAccountCode: expenseType.incomeAccountCode,
    })
    .from(invoiceLine)
    .innerJoin(expenseType, eq(expenseType.id, invoiceLine.expenseTypeId))
    .where(inArray(invoiceLine.invoiceId, invoiceIds))
    .orderBy(asc(invoiceLine.invoiceId), asc(invoiceLine.lineNo));
}
export type LineRecord = Awaited<ReturnType<typeof linesOf>>[number];

export async function issuedInMonth(db: Executor, propertyId: string, billingMonth: string) {
  return db
    .select({ id: invoice.id })
    .from(invoice)
    .innerJoin(unit, eq(unit.id, invoice.unitId))
    .where(
      and(
        eq(invoice.propertyId, propertyId),
        eq(invoice.billingMonth, billingMonth),
        eq(invoice.status, 'ISSUED'),
      ),
    )
    .orderBy(asc(unit.code));
}

export async function updateInvoice(db: Executor, id: string, values: Partial<typeof invoice.$inferInsert>) {
  await db
    .update(invoice)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(invoice.id, id));
}

/** Drafts only (never posted): the caller has checked the status under a row lock. */
export async function deleteDraft(db: Executor, invoiceId: string) {
  await db.delete(billedCharge).where(eq(billedCharge.invoiceId, invoiceId));
  await db.delete(invoiceLine).where(eq(invoiceLine.invoiceId, invoiceId));
  await db.delete(invoice).where(and(eq(invoice.id, invoiceId), eq(invoice.status, 'DRAFT')));
}

export async function releaseBilledCharges(db: Executor, invoiceId: string) {
  await db.delete(billedCharge).where(eq(billedCharge.invoiceId, invoiceId));
}

export async function bumpPrintCount(db: Executor, ids: string[]) {
  if (ids.length)
    await db
      .update(invoice)
      .set({ printCount: sql`${invoice.printCount} + 1` })
      .where(inArray(invoice.id, ids));
}
