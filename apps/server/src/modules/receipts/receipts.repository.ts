import { and, asc, eq, gte, ilike, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { cappedCount, keysetPage } from '../../platform/db/keyset';
import { appUser } from '../../platform/db/schema';
import { cheque } from '../cheques';
import { glAccount } from '../config-account';
import { expenseType } from '../config-expense';
import { customer } from '../customers';
import { billedPartyColumns, invoice, invoiceLine } from '../invoices';
import { unit, unitOccupant } from '../units';
import { receipt, receiptDeduction, receiptInvoiceLine, receiptPayment } from './receipts.schema';
import { nameColumns } from '../../platform/user-name';

export type ReceiptFilter = {
  receiptNo?: string | undefined;
  unitCode?: string | undefined;
  customerName?: string | undefined;
  status?: string | undefined;
  receiptDateFrom?: string | undefined;
  receiptDateTo?: string | undefined;
};

const like = (text: string) => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

function where(propertyId: string, f: ReceiptFilter): SQL | undefined {
  return and(
    eq(receipt.propertyId, propertyId),
    f.receiptNo ? ilike(receipt.receiptNo, like(f.receiptNo)) : undefined,
    // The unit's property named as well, so the planner reads this property's units and not every property's.
    f.unitCode ? and(eq(unit.propertyId, propertyId), ilike(unit.code, like(f.unitCode))) : undefined,
    f.customerName ? ilike(receipt.customerName, like(f.customerName)) : undefined,
    f.status ? eq(receipt.status, f.status) : undefined,
    f.receiptDateFrom ? gte(receipt.receiptDate, f.receiptDateFrom) : undefined,
    f.receiptDateTo ? lte(receipt.receiptDate, f.receiptDateTo) : undefined,
  );
}

const rowColumns = { receipt, unitCode: unit.code, customerCode: customer.code };

/** The list's order, newest first, exactly as the index `receipt_list` is written. */
const listKey = [receipt.receiptDate, receipt.receiptNo, receipt.id];

export async function searchReceipts(
  db: Executor,
  propertyId: string,
  f: ReceiptFilter,
  page: { cursor?: string | undefined; pageSize: number },
) {
  const condition = where(propertyId, f);
  // The unit is joined only to filter by its code.
  const counted = f.unitCode
    ? db
        .select({ one: sql`1` })
        .from(receipt)
        .innerJoin(unit, eq(unit.id, receipt.unitId))
    : db.select({ one: sql`1` }).from(receipt);
  return keysetPage({
    key: listKey,
    keyOf: (r) => [r.receipt.receiptDate, r.receipt.receiptNo, r.receipt.id],
    rows: (range: SQL | undefined, order: SQL[], limit: number) =>
      db
        .select(rowColumns)
        .from(receipt)
        .innerJoin(unit, eq(unit.id, receipt.unitId))
        .innerJoin(customer, eq(customer.id, receipt.customerId))
        .where(and(condition, range))
        .orderBy(...order)
        .limit(limit),
    count: cappedCount(db, counted.where(condition).$dynamic()),
    cursor: page.cursor,
    pageSize: page.pageSize,
  });
}
export type ReceiptRecord = Awaited<ReturnType<typeof searchReceipts>>['rows'][number];

export async function findReceipt(
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
    .from(receipt)
    .innerJoin(unit, eq(unit.id, receipt.unitId))
    .innerJoin(customer, eq(customer.id, receipt.customerId))
    .leftJoin(appUser, eq(appUser.id, receipt.createdBy))
    .where(and(eq(receipt.propertyId, propertyId), eq(receipt.id, id)));
  const [row] = opts.lock ? await q.for('update', { of: receipt }) : await q;
  return row ?? null;
}

export async function findReceiptByNo(db: Executor, propertyId: string, receiptNo: string) {
  const [row] = await db
    .select({ id: receipt.id })
    .from(receipt)
    .where(and(eq(receipt.propertyId, propertyId), eq(receipt.receiptNo, receiptNo.toUpperCase())));
  return row ?? null;
}

/** The invoice lines a receipt paid, in invoice and line order. */
export async function paidLinesOf(db: Executor, receiptId: string) {
  return db
    .select({
      paid: receiptInvoiceLine,
      invoiceNo: invoice.invoiceNo,
      lineNo: invoiceLine.lineNo,
      description: invoiceLine.description,
      cycleStart: invoiceLine.cycleStart,
      cycleEnd: invoiceLine.cycleEnd,
      code: expenseType.code,
      nameTh: expenseType.nameTh,
      nameEn: expenseType.nameEn,
      category: expenseType.category,
    })
    .from(receiptInvoiceLine)
    .innerJoin(invoice, eq(invoice.id, receiptInvoiceLine.invoiceId))
    .innerJoin(invoiceLine, eq(invoiceLine.id, receiptInvoiceLine.invoiceLineId))
    .innerJoin(expenseType, eq(expenseType.id, invoiceLine.expenseTypeId))
    .where(eq(receiptInvoiceLine.receiptId, receiptId))
    .orderBy(asc(invoice.invoiceNo), asc(invoiceLine.lineNo));
}

export async function deductionsOf(db: Executor, receiptId: string) {
  return db
    .select({ deduction: receiptDeduction, invoiceNo: invoice.invoiceNo, lineNo: invoiceLine.lineNo })
    .from(receiptDeduction)
    .leftJoin(invoiceLine, eq(invoiceLine.id, receiptDeduction.invoiceLineId))
    .leftJoin(invoice, eq(invoice.id, invoiceLine.invoiceId))
    .where(eq(receiptDeduction.receiptId, receiptId))
    .orderBy(asc(receiptDeduction.kind), asc(receiptDeduction.amount));
}

export async function paymentsOf(db: Executor, propertyId: string, receiptId: string) {
  return db
    .select({
      payment: receiptPayment,
      chequeNo: cheque.chequeNo,
      nameTh: glAccount.nameTh,
      nameEn: glAccount.nameEn,
    })
    .from(receiptPayment)
    .leftJoin(cheque, eq(cheque.id, receiptPayment.chequeId))
    .leftJoin(
      glAccount,
      and(eq(glAccount.propertyId, propertyId), eq(glAccount.code, receiptPayment.accountCode)),
    )
    .where(eq(receiptPayment.receiptId, receiptId))
    .orderBy(asc(receiptPayment.lineNo));
}

/** Issued invoices of the property by number (numbers as typed, upper-cased). */
export async function invoicesByNo(db: Executor, propertyId: string, numbers: string[]) {
  if (numbers.length === 0) return [];
  return db
    .select({ id: invoice.id, invoiceNo: invoice.invoiceNo })
    .from(invoice)
    .where(
      and(
        eq(invoice.propertyId, propertyId),
        inArray(
          invoice.invoiceNo,
          numbers.map((n) => n.toUpperCase()),
        ),
      ),
    );
}

export async function invoiceLineByNo(db: Executor, invoiceId: string, lineNo: number) {
  const [row] = await db
    .select({ id: invoiceLine.id })
    .from(invoiceLine)
    .where(and(eq(invoiceLine.invoiceId, invoiceId), eq(invoiceLine.lineNo, lineNo)));
  return row ?? null;
}

export async function updateReceipt(db: Executor, id: string, values: Partial<typeof receipt.$inferInsert>) {
  await db
    .update(receipt)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(receipt.id, id));
}

export async function bumpPrintCount(db: Executor, id: string): Promise<number> {
  const [row] = await db
    .update(receipt)
    .set({ printCount: sql`${receipt.printCount} + 1` })
    .where(eq(receipt.id, id))
    .returning({ printCount: receipt.printCount });
  return row?.printCount ?? 0;
}

/**
 * Who the unit's receipts go to, chosen as its invoices are (expenses billedCustomers): the earliest current
 * owner, else co-owner, else tenant; read for the one unit only.
 */
export async function billedCustomerOf(db: Executor, propertyId: string, unitId: string) {
  const rows = await db
    .select({
      unitId: unitOccupant.unitId,
      unitCode: unit.code,
      ...billedPartyColumns,
    })
    .from(unitOccupant)
    .innerJoin(customer, eq(customer.id, unitOccupant.customerId))
    .innerJoin(unit, eq(unit.id, unitOccupant.unitId))
    .where(
      and(
        eq(unitOccupant.propertyId, propertyId),
        eq(unit.propertyId, propertyId),
        eq(unitOccupant.unitId, unitId),
        isNull(unitOccupant.endDate),
      ),
    )
    .orderBy(asc(unitOccupant.startDate), asc(unitOccupant.createdAt));
  const rank = (t: string) => (t === 'OWNER' ? 0 : t === 'CO_OWNER' ? 1 : 2);
  let best: (typeof rows)[number] | null = null;
  for (const r of rows) if (!best || rank(r.ownerType) < rank(best.ownerType)) best = r;
  return best;
}
