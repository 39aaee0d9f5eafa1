import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { cappedCount, keysetPage } from '../../platform/db/keyset';
import { appUser } from '../../platform/db/schema';
import { cheque } from '../cheques';
import { glAccount, glAccountDocument } from '../config-account';
import { invoice } from '../invoices';
import { receipt, receiptPayment } from '../receipts';
import { unit } from '../units';
import { billPaymentImport, deposit, depositItem } from './deposits.schema';

export const DOCUMENT_TYPE_DEPOSIT = 'JV';

export type DepositFilter = {
  depositNo?: string | undefined;
  status?: string | undefined;
  source?: string | undefined;
  depositDateFrom?: string | undefined;
  depositDateTo?: string | undefined;
};

const itemSums = (depositId: SQL | typeof deposit.id) => ({
  cashAmount: sql<string>`coalesce((select sum(rp.amount) from deposit_item di join receipt_payment rp on rp.id = di.receipt_payment_id where di.deposit_id = ${depositId} and rp.payment_type = 'CASH'), 0)::text`,
  chequeAmount: sql<string>`coalesce((select sum(rp.amount) from deposit_item di join receipt_payment rp on rp.id = di.receipt_payment_id where di.deposit_id = ${depositId} and rp.payment_type = 'CHEQUE'), 0)::text`,
  returnedAmount: sql<string>`coalesce((select sum(di.amount) from deposit_item di where di.deposit_id = ${depositId} and di.returned_at is not null), 0)::text`,
  itemCount: sql<number>`(select count(*) from deposit_item di where di.deposit_id = ${depositId})::int`,
});

function depositSelect(tx: Executor) {
  return tx
    .select({
      deposit,
      bankAccountNameTh: glAccount.nameTh,
      bankAccountNameEn: glAccount.nameEn,
      createdBy: appUser.username,
      ...itemSums(deposit.id),
    })
    .from(deposit)
    .leftJoin(
      glAccount,
      and(eq(glAccount.propertyId, deposit.propertyId), eq(glAccount.code, deposit.bankAccountCode)),
    )
    .leftJoin(appUser, eq(appUser.id, deposit.createdBy));
}
export type DepositRecord = Awaited<ReturnType<ReturnType<typeof depositSelect>['execute']>>[number];

export async function searchDeposits(
  tx: Executor,
  propertyId: string,
  f: DepositFilter,
  page: { cursor?: string | undefined; pageSize: number },
) {
  const where = and(
    eq(deposit.propertyId, propertyId),
    f.depositNo ? ilike(deposit.depositNo, `%${f.depositNo.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
    f.status ? eq(deposit.status, f.status) : undefined,
    f.source ? eq(deposit.source, f.source) : undefined,
    f.depositDateFrom ? gte(deposit.depositDate, f.depositDateFrom) : undefined,
    f.depositDateTo ? lte(deposit.depositDate, f.depositDateTo) : undefined,
  );
  return keysetPage({
    // Newest first, exactly as the index `deposit_list` is written.
    key: [deposit.depositDate, deposit.depositNo, deposit.id],
    keyOf: (r) => [r.deposit.depositDate, r.deposit.depositNo, r.deposit.id],
    rows: (range: SQL | undefined, order: SQL[], limit: number) =>
      depositSelect(tx)
        .where(and(where, range))
        .orderBy(...order)
        .limit(limit),
    count: cappedCount(
      tx,
      tx
        .select({ one: sql`1` })
        .from(deposit)
        .where(where)
        .$dynamic(),
    ),
    cursor: page.cursor,
    pageSize: page.pageSize,
  });
}

export async function findDeposit(
  tx: Executor,
  propertyId: string,
  id: string,
  opts: { lock?: boolean } = {},
) {
  if (opts.lock) {
    // Lock the row first (a join cannot be locked FOR UPDATE through the nullable side), then read it whole.
    const locked = await tx
      .select({ id: deposit.id })
      .from(deposit)
      .where(and(eq(deposit.id, id), eq(deposit.propertyId, propertyId)))
      .for('update');
    if (locked.length === 0) return null;
  }
  const [row] = await depositSelect(tx).where(and(eq(deposit.id, id), eq(deposit.propertyId, propertyId)));
  return row ?? null;
}

/**
 * Payment rows with their receipt, unit and cheque, as deposit items and the undeposited list show them; as items
 * of `depositId`, with the day their cheque came back returned.
 */
function paymentSelect(tx: Executor, today: string, depositId?: string) {
  return tx
    .select({
      receiptPaymentId: receiptPayment.id,
      receiptId: receipt.id,
      receiptNo: receipt.receiptNo,
      receiptDate: receipt.receiptDate,
      unitCode: unit.code,
      customerName: receipt.customerName,
      paymentType: receiptPayment.paymentType,
      accountCode: receiptPayment.accountCode,
      chequeId: receiptPayment.chequeId,
      chequeNo: cheque.chequeNo,
      chequeStatus: cheque.status,
      chequeDate: cheque.chequeDate,
      bankCode: sql<string | null>`coalesce(${cheque.bankCode}, ${receiptPayment.bankCode})`,
      amount: receiptPayment.amount,
      daysOnHand: sql<number>`(${today}::date - ${receipt.receiptDate})::int`,
      returnedAt: depositId
        ? sql<
            string | null
          >`(select di.returned_at::text from deposit_item di where di.deposit_id = ${depositId} and di.receipt_payment_id = ${receiptPayment.id})`
        : sql<string | null>`null`,
    })
    .from(receiptPayment)
    .innerJoin(receipt, eq(receipt.id, receiptPayment.receiptId))
    .innerJoin(unit, eq(unit.id, receipt.unitId))
    .leftJoin(cheque, eq(cheque.id, receiptPayment.chequeId));
}
export type PaymentRecord = Awaited<ReturnType<ReturnType<typeof paymentSelect>['execute']>>[number];

export async function itemsOf(tx: Executor, depositId: string, today: string): Promise<PaymentRecord[]> {
  return paymentSelect(tx, today, depositId)
    .innerJoin(depositItem, eq(depositItem.receiptPaymentId, receiptPayment.id))
    .where(eq(depositItem.depositId, depositId))
    .orderBy(asc(receipt.receiptNo), asc(receiptPayment.lineNo));
}

/** Condition of a payment a counter deposit may take: cash or a cheque still on hand, of an issued receipt. */
export const depositable = (propertyId: string) =>
  and(
    eq(receiptPayment.propertyId, propertyId),
    isNull(receiptPayment.depositId),
    inArray(receiptPayment.paymentType, ['CASH', 'CHEQUE']),
    sql`exists (select 1 from receipt r where r.id = ${receiptPayment.receiptId} and r.status = 'ISSUED')`,
    sql`(${receiptPayment.chequeId} is null or exists (select 1 from cheque c where c.id = ${receiptPayment.chequeId} and c.status = 'ON_HAND'))`,
  );

export async function undeposited(tx: Executor, propertyId: string, today: string): Promise<PaymentRecord[]> {
  return paymentSelect(tx, today)
    .where(depositable(propertyId))
    .orderBy(asc(receipt.receiptDate), asc(receipt.receiptNo), asc(receiptPayment.lineNo));
}

/**
 * Takes the payments for a deposit: one guarded update, so a payment already taken by another deposit (or not
 * depositable, or another property's) is not updated and the caller sees fewer rows than it asked for.
 */
export async function takePayments(
  tx: Executor,
  propertyId: string,
  depositId: string,
  ids: string[],
  where: SQL | undefined,
) {
  return tx
    .update(receiptPayment)
    .set({ depositId })
    .where(
      and(
        inArray(receiptPayment.id, ids),
        isNull(receiptPayment.depositId),
        eq(receiptPayment.propertyId, propertyId),
        where,
      ),
    )
    .returning({
      id: receiptPayment.id,
      paymentType: receiptPayment.paymentType,
      accountCode: receiptPayment.accountCode,
      amount: receiptPayment.amount,
      chequeId: receiptPayment.chequeId,
    });
}

/** The latest receipt date among these payments. */
export async function latestReceiptDate(tx: Executor, paymentIds: string[]): Promise<string | null> {
  if (paymentIds.length === 0) return null;
  const [row] = await tx
    .select({ d: sql<string | null>`max(${receipt.receiptDate})::text` })
    .from(receiptPayment)
    .innerJoin(receipt, eq(receipt.id, receiptPayment.receiptId))
    .where(inArray(receiptPayment.id, paymentIds));
  return row?.d ?? null;
}

/** Payments of these cheques still waiting on hand (a cheque is deposited whole). */
export async function undepositedOfCheques(tx: Executor, propertyId: string, chequeIds: string[]) {
  if (chequeIds.length === 0) return 0;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(receiptPayment)
    .innerJoin(receipt, eq(receipt.id, receiptPayment.receiptId))
    .where(
      and(
        eq(receiptPayment.propertyId, propertyId),
        inArray(receiptPayment.chequeId, chequeIds),
        isNull(receiptPayment.depositId),
        eq(receipt.status, 'ISSUED'),
      ),
    );
  return row?.n ?? 0;
}

export async function setChequesStatus(
  tx: Executor,
  propertyId: string,
  ids: string[],
  from: string,
  to: { status: string; depositedAt: string | null; userId: string },
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .update(cheque)
    .set({ status: to.status, depositedAt: to.depositedAt, updatedBy: to.userId, updatedAt: new Date() })
    .where(and(inArray(cheque.id, ids), eq(cheque.propertyId, propertyId), eq(cheque.status, from)))
    .returning({ id: cheque.id });
  return rows.length;
}

export async function chequesOfDeposit(tx: Executor, depositId: string) {
  // FOR UPDATE cannot go with DISTINCT: lock the rows, then drop the repeats (one cheque may pay several receipts).
  const rows = await tx
    .select({ id: cheque.id, status: cheque.status })
    .from(depositItem)
    .innerJoin(receiptPayment, eq(receiptPayment.id, depositItem.receiptPaymentId))
    .innerJoin(cheque, eq(cheque.id, receiptPayment.chequeId))
    .where(eq(depositItem.depositId, depositId))
    .for('update', { of: cheque });
  return [...new Map(rows.map((r) => [r.id, r])).values()];
}

/**
 * The bank returned a cheque: the items of its payments in the deposits that hold them now are dated returned
 * (once; a later call changes nothing). Gives back the deposits touched.
 */
export async function markChequeReturned(tx: Executor, propertyId: string, chequeId: string, date: string) {
  const rows = await tx
    .update(depositItem)
    .set({ returnedAt: date })
    .where(
      and(
        eq(depositItem.propertyId, propertyId),
        isNull(depositItem.returnedAt),
        sql`(${depositItem.depositId}, ${depositItem.receiptPaymentId}) in (select rp.deposit_id, rp.id from receipt_payment rp where rp.property_id = ${propertyId} and rp.cheque_id = ${chequeId} and rp.deposit_id is not null)`,
      ),
    )
    .returning({ depositId: depositItem.depositId });
  return [...new Set(rows.map((r) => r.depositId))];
}

export async function releasePayments(tx: Executor, depositId: string) {
  await tx.update(receiptPayment).set({ depositId: null }).where(eq(receiptPayment.depositId, depositId));
}

/** The accounts a deposit may go into: the chart's JV accounts (document type JV), other than cash on hand. */
export async function bankAccounts(tx: Executor, propertyId: string, cashCode: string) {
  return tx
    .selectDistinct({ code: glAccount.code, nameTh: glAccount.nameTh, nameEn: glAccount.nameEn })
    .from(glAccountDocument)
    .innerJoin(
      glAccount,
      and(
        eq(glAccount.propertyId, glAccountDocument.propertyId),
        eq(glAccount.code, glAccountDocument.accountCode),
      ),
    )
    .where(
      and(
        eq(glAccountDocument.propertyId, propertyId),
        eq(glAccountDocument.documentType, DOCUMENT_TYPE_DEPOSIT),
        eq(glAccount.postable, 'Y'),
        eq(glAccount.active, 'Y'),
        ne(glAccount.code, cashCode),
      ),
    )
    .orderBy(asc(glAccount.code));
}

// ----- bill-payment imports -----

export async function unitsOf(tx: Executor, propertyId: string) {
  return tx.select({ id: unit.id, code: unit.code }).from(unit).where(eq(unit.propertyId, propertyId));
}

export async function invoicesByNo(
  tx: Executor,
  propertyId: string,
  numbers: string[],
  opts: { lock?: boolean } = {},
) {
  if (numbers.length === 0) return [];
  const q = tx
    .select({
      id: invoice.id,
      invoiceNo: invoice.invoiceNo,
      unitId: invoice.unitId,
      status: invoice.status,
      grandTotal: invoice.grandTotal,
      paidAmount: invoice.paidAmount,
      creditedAmount: invoice.creditedAmount,
    })
    .from(invoice)
    .where(and(eq(invoice.propertyId, propertyId), inArray(invoice.invoiceNo, numbers)))
    .orderBy(asc(invoice.id));
  return opts.lock ? q.for('update') : q;
}

export async function committedImportOfHash(tx: Executor, propertyId: string, fileHash: string) {
  const [row] = await tx
    .select({ id: billPaymentImport.id })
    .from(billPaymentImport)
    .where(
      and(
        eq(billPaymentImport.propertyId, propertyId),
        eq(billPaymentImport.fileHash, fileHash),
        eq(billPaymentImport.status, 'COMMITTED'),
      ),
    );
  return row ?? null;
}

const importSelect = (tx: Executor) =>
  tx
    .select({ import: billPaymentImport, depositNo: deposit.depositNo })
    .from(billPaymentImport)
    .leftJoin(deposit, eq(deposit.id, billPaymentImport.depositId));
export type ImportRecord = Awaited<ReturnType<ReturnType<typeof importSelect>['execute']>>[number];

export async function findImport(
  tx: Executor,
  propertyId: string,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<ImportRecord | null> {
  if (opts.lock) {
    const locked = await tx
      .select({ id: billPaymentImport.id })
      .from(billPaymentImport)
      .where(and(eq(billPaymentImport.id, id), eq(billPaymentImport.propertyId, propertyId)))
      .for('update');
    if (locked.length === 0) return null;
  }
  const [row] = await importSelect(tx).where(
    and(eq(billPaymentImport.id, id), eq(billPaymentImport.propertyId, propertyId)),
  );
  return row ?? null;
}

export async function listImports(tx: Executor, propertyId: string, limit = 200): Promise<ImportRecord[]> {
  return importSelect(tx)
    .where(eq(billPaymentImport.propertyId, propertyId))
    .orderBy(desc(billPaymentImport.createdAt))
    .limit(limit);
}

/** Cash and cheques still on hand from receipts dated before `before` (a month's close waits for them). */
export async function undepositedBefore(tx: Executor, propertyId: string, before: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(receiptPayment)
    .innerJoin(receipt, eq(receipt.id, receiptPayment.receiptId))
    .where(and(depositable(propertyId), lt(receipt.receiptDate, before)));
  return row?.n ?? 0;
}
