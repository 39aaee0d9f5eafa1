import { and, asc, desc, eq, gte, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { cappedCount, keysetPage } from '../../platform/db/keyset';
import { appUser } from '../../platform/db/schema';
import { expenseType } from '../config-expense';
import { invoice, invoiceLine } from '../invoices';
import { receipt, receiptInvoiceLine } from '../receipts';
import { unit } from '../units';
import { creditNote, creditNoteLine } from './credit-notes.schema';
import { nameColumns } from '../../platform/user-name';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

export type CreditNoteFilter = {
  creditNoteNo?: string | undefined;
  unitCode?: string | undefined;
  creditNoteType?: number | undefined;
  status?: number | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
};

const rowColumns = {
  note: creditNote,
  unitCode: unit.code,
  receiptNo: receipt.receiptNo,
  creator: nameColumns,
};

function baseQuery(db: Executor) {
  return db
    .select(rowColumns)
    .from(creditNote)
    .innerJoin(unit, eq(unit.id, creditNote.unitId))
    .leftJoin(receipt, eq(receipt.id, creditNote.receiptId))
    .leftJoin(appUser, eq(appUser.id, creditNote.createdBy));
}
export type CreditNoteRecord = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

export async function search(
  db: Executor,
  propertyId: string,
  f: CreditNoteFilter,
  page: { cursor?: string | undefined; pageSize: number },
) {
  const where = and(
    eq(creditNote.propertyId, propertyId),
    f.creditNoteNo ? sql`${creditNote.creditNoteNo} ilike ${`%${escapeLike(f.creditNoteNo)}%`}` : undefined,
    f.unitCode ? sql`${unit.code} ilike ${`%${escapeLike(f.unitCode)}%`}` : undefined,
    f.creditNoteType ? eq(creditNote.creditNoteType, f.creditNoteType) : undefined,
    f.status ? eq(creditNote.status, f.status) : undefined,
    f.dateFrom ? gte(creditNote.creditNoteDate, f.dateFrom) : undefined,
    f.dateTo ? lte(creditNote.creditNoteDate, f.dateTo) : undefined,
  );
  return keysetPage({
    // Newest first, exactly as the index `credit_note_list` is written.
    key: [creditNote.creditNoteDate, creditNote.creditNoteNo, creditNote.id],
    keyOf: (r) => [r.note.creditNoteDate, r.note.creditNoteNo, r.note.id],
    rows: (range: SQL | undefined, order: SQL[], limit: number) =>
      baseQuery(db)
        .where(and(where, range))
        .orderBy(...order)
        .limit(limit),
    count: cappedCount(
      db,
      db
        .select({ one: sql`1` })
        .from(creditNote)
        .innerJoin(unit, eq(unit.id, creditNote.unitId))
        .where(where)
        .$dynamic(),
    ),
    cursor: page.cursor,
    pageSize: page.pageSize,
  });
}

export async function findById(db: Executor, propertyId: string, id: string) {
  const [row] = await baseQuery(db).where(and(eq(creditNote.propertyId, propertyId), eq(creditNote.id, id)));
  return row ?? null;
}

export async function findByNo(db: Executor, propertyId: string, no: string) {
  const [row] = await baseQuery(db).where(
    and(eq(creditNote.propertyId, propertyId), eq(creditNote.creditNoteNo, no.toUpperCase())),
  );
  return row ?? null;
}

/** The credit note row under a row lock (status changes and file uploads serialise on it). */
export async function lockNote(db: Executor, propertyId: string, id: string) {
  const [row] = await db
    .select()
    .from(creditNote)
    .where(and(eq(creditNote.propertyId, propertyId), eq(creditNote.id, id)))
    .for('update');
  return row ?? null;
}

export async function linesOf(db: Executor, creditNoteIds: string[]) {
  if (creditNoteIds.length === 0) return [];
  return db
    .select({
      line: creditNoteLine,
      invoiceNo: invoice.invoiceNo,
      lineNo: invoiceLine.lineNo,
      cycleStart: invoiceLine.cycleStart,
      cycleEnd: invoiceLine.cycleEnd,
      expenseNameTh: expenseType.nameTh,
      expenseNameEn: expenseType.nameEn,
      category: expenseType.category,
      incomeAccountCode: expenseType.incomeAccountCode,
      description: invoiceLine.description,
    })
    .from(creditNoteLine)
    .innerJoin(invoice, eq(invoice.id, creditNoteLine.invoiceId))
    .innerJoin(invoiceLine, eq(invoiceLine.id, creditNoteLine.invoiceLineId))
    .innerJoin(expenseType, eq(expenseType.id, invoiceLine.expenseTypeId))
    .where(inArray(creditNoteLine.creditNoteId, creditNoteIds))
    .orderBy(asc(invoice.invoiceNo), asc(invoiceLine.lineNo));
}

/** An issued invoice line of the unit, by invoice number and line number, locked for the credit. */
export async function findOpenLine(
  db: Executor,
  propertyId: string,
  unitId: string,
  invoiceNo: string,
  lineNo: number,
) {
  const [row] = await db
    .select({ line: invoiceLine, invoice })
    .from(invoiceLine)
    .innerJoin(invoice, eq(invoice.id, invoiceLine.invoiceId))
    .where(
      and(
        eq(invoice.propertyId, propertyId),
        eq(invoice.unitId, unitId),
        eq(invoice.status, 'ISSUED'),
        eq(invoice.invoiceNo, invoiceNo.toUpperCase()),
        eq(invoiceLine.lineNo, lineNo),
      ),
    )
    .for('update', { of: invoiceLine });
  return row ?? null;
}

/** The unit's issued invoice lines that still owe something. */
export async function openLinesOfUnit(db: Executor, propertyId: string, unitId: string) {
  return db
    .select({
      line: invoiceLine,
      invoiceNo: invoice.invoiceNo,
      invoiceDate: invoice.invoiceDate,
      nameTh: expenseType.nameTh,
      nameEn: expenseType.nameEn,
      category: expenseType.category,
    })
    .from(invoiceLine)
    .innerJoin(invoice, eq(invoice.id, invoiceLine.invoiceId))
    .innerJoin(expenseType, eq(expenseType.id, invoiceLine.expenseTypeId))
    .where(
      and(
        eq(invoice.propertyId, propertyId),
        eq(invoice.unitId, unitId),
        eq(invoice.status, 'ISSUED'),
        sql`${invoiceLine.grandTotal} - ${invoiceLine.paidAmount} - ${invoiceLine.creditedAmount} > 0`,
      ),
    )
    .orderBy(asc(invoice.invoiceDate), asc(invoice.invoiceNo), asc(invoiceLine.lineNo));
}

/**
 * Raises what a line has been credited, only while it still owes that much: false when a receipt or another
 * credit note got there first.
 */
export async function creditLine(db: Executor, lineId: string, amount: string): Promise<boolean> {
  const rows = await db
    .update(invoiceLine)
    .set({ creditedAmount: sql`${invoiceLine.creditedAmount} + ${amount}::numeric` })
    .where(
      and(
        eq(invoiceLine.id, lineId),
        sql`${invoiceLine.grandTotal} - ${invoiceLine.paidAmount} - ${invoiceLine.creditedAmount} >= ${amount}::numeric`,
      ),
    )
    .returning({ id: invoiceLine.id });
  return rows.length === 1;
}

export async function creditInvoice(db: Executor, invoiceId: string, amount: string): Promise<boolean> {
  const rows = await db
    .update(invoice)
    .set({ creditedAmount: sql`${invoice.creditedAmount} + ${amount}::numeric`, updatedAt: new Date() })
    .where(
      and(
        eq(invoice.id, invoiceId),
        sql`${invoice.grandTotal} - ${invoice.paidAmount} - ${invoice.creditedAmount} >= ${amount}::numeric`,
      ),
    )
    .returning({ id: invoice.id });
  return rows.length === 1;
}

export async function findReceipt(
  db: Executor,
  propertyId: string,
  unitId: string,
  receiptNo: string,
  lock = false,
) {
  const q = db
    .select()
    .from(receipt)
    .where(
      and(
        eq(receipt.propertyId, propertyId),
        eq(receipt.unitId, unitId),
        eq(receipt.receiptNo, receiptNo.toUpperCase()),
        eq(receipt.status, 'ISSUED'),
      ),
    );
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function receiptById(db: Executor, id: string) {
  const [row] = await db.select().from(receipt).where(eq(receipt.id, id));
  return row ?? null;
}

/** What pending and approved credit notes already take of a receipt, except one. */
export async function creditedOnReceipts(db: Executor, receiptIds: string[], exceptId?: string) {
  if (receiptIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({
      receiptId: creditNote.receiptId,
      total: sql<string>`sum(${creditNote.grandTotal})::numeric(18,2)::text`,
    })
    .from(creditNote)
    .where(
      and(
        inArray(creditNote.receiptId, receiptIds),
        inArray(creditNote.status, [1, 4]),
        exceptId ? ne(creditNote.id, exceptId) : undefined,
      ),
    )
    .groupBy(creditNote.receiptId);
  return new Map(rows.map((r) => [r.receiptId!, r.total]));
}

export async function receiptsOfUnit(db: Executor, propertyId: string, unitId: string) {
  return db
    .select()
    .from(receipt)
    .where(and(eq(receipt.propertyId, propertyId), eq(receipt.unitId, unitId), eq(receipt.status, 'ISSUED')))
    .orderBy(desc(receipt.receiptDate), desc(receipt.receiptNo));
}

/** The income accounts a receipt settled, with the base and VAT per line and the invoice each came from. */
export async function receiptIncome(db: Executor, receiptId: string) {
  return db
    .select({
      amountExcludeVat: receiptInvoiceLine.amountExcludeVat,
      vat: receiptInvoiceLine.vat,
      incomeAccountCode: expenseType.incomeAccountCode,
      walletType: expenseType.walletType,
      description: invoiceLine.description,
      nameTh: expenseType.nameTh,
      nameEn: expenseType.nameEn,
      category: expenseType.category,
      cycleStart: invoiceLine.cycleStart,
      cycleEnd: invoiceLine.cycleEnd,
      invoiceNo: invoice.invoiceNo,
      invoiceDate: invoice.invoiceDate,
    })
    .from(receiptInvoiceLine)
    .innerJoin(invoiceLine, eq(invoiceLine.id, receiptInvoiceLine.invoiceLineId))
    .innerJoin(invoice, eq(invoice.id, invoiceLine.invoiceId))
    .innerJoin(expenseType, eq(expenseType.id, invoiceLine.expenseTypeId))
    .where(eq(receiptInvoiceLine.receiptId, receiptId))
    .orderBy(asc(receiptInvoiceLine.id));
}

export async function unitByCode(db: Executor, propertyId: string, code: string) {
  const [row] = await db
    .select({ id: unit.id, code: unit.code })
    .from(unit)
    .where(and(eq(unit.propertyId, propertyId), eq(unit.code, code.toUpperCase())));
  return row ?? null;
}

/** Credit notes dated in [from, to) still waiting for approval (a month's close waits for them). */
export async function pendingBetween(db: Executor, propertyId: string, from: string, to: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(creditNote)
    .where(
      and(
        eq(creditNote.propertyId, propertyId),
        eq(creditNote.status, 1),
        gte(creditNote.creditNoteDate, from),
        lt(creditNote.creditNoteDate, to),
      ),
    );
  return row?.n ?? 0;
}

/** The invoices a type-1 credit note reduces, as issued (number, date, value, buyer's tax details). */
export async function invoicesOfNote(db: Executor, creditNoteId: string) {
  return db
    .selectDistinct({
      id: invoice.id,
      invoiceNo: invoice.invoiceNo,
      invoiceDate: invoice.invoiceDate,
      amountExcludeVat: invoice.amountExcludeVat,
      customerTaxId: invoice.customerTaxId,
      customerBranchNo: invoice.customerBranchNo,
    })
    .from(creditNoteLine)
    .innerJoin(invoice, eq(invoice.id, creditNoteLine.invoiceId))
    .where(eq(creditNoteLine.creditNoteId, creditNoteId))
    .orderBy(asc(invoice.invoiceNo), asc(invoice.id));
}

/** Before VAT, what approved credit notes saved before `note` took off these invoices. */
export async function earlierCreditsOnInvoices(
  db: Executor,
  note: { id: string; createdAt: Date },
  invoiceIds: string[],
): Promise<string> {
  if (invoiceIds.length === 0) return '0.00';
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${creditNoteLine.amountExcludeVat}), 0)::numeric(18,2)::text` })
    .from(creditNoteLine)
    .innerJoin(creditNote, eq(creditNote.id, creditNoteLine.creditNoteId))
    .where(
      and(
        inArray(creditNoteLine.invoiceId, invoiceIds),
        eq(creditNote.status, 4),
        ne(creditNote.id, note.id),
        lt(creditNote.createdAt, note.createdAt),
      ),
    );
  return row?.total ?? '0.00';
}

/** Before VAT, what approved credit notes saved before `note` took off the same receipt. */
export async function earlierCreditsOnReceipt(
  db: Executor,
  note: { id: string; createdAt: Date },
  receiptId: string,
): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${creditNote.amountExcludeVat}), 0)::numeric(18,2)::text` })
    .from(creditNote)
    .where(
      and(
        eq(creditNote.receiptId, receiptId),
        eq(creditNote.status, 4),
        ne(creditNote.id, note.id),
        lt(creditNote.createdAt, note.createdAt),
      ),
    );
  return row?.total ?? '0.00';
}

/** Counts a print of the approved document; returns the new count. */
export async function bumpPrintCount(db: Executor, id: string): Promise<number> {
  const [row] = await db
    .update(creditNote)
    .set({ printCount: sql`${creditNote.printCount} + 1` })
    .where(eq(creditNote.id, id))
    .returning({ printCount: creditNote.printCount });
  return row?.printCount ?? 0;
}
