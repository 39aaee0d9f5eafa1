import { and, asc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { cappedCount, keysetPage } from '../../platform/db/keyset';
import { cheque } from '../cheques';
import { glAccount } from '../config-account';
import { propertyBankAccount } from '../property-settings';
import { requestPay, requestPayLine } from '../request-pay';
import { supplier } from '../suppliers';
import {
  chequeBook,
  paymentVoucher,
  paymentVoucherPayment,
  paymentVoucherRequest,
} from './payment-vouchers.schema';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

export async function supplierByCode(db: Executor, propertyId: string, code: string) {
  const [row] = await db
    .select()
    .from(supplier)
    .where(and(eq(supplier.propertyId, propertyId), eq(supplier.code, code.toUpperCase())));
  return row ?? null;
}

export async function bankAccountsById(db: Executor, propertyId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(propertyBankAccount)
    .where(and(eq(propertyBankAccount.propertyId, propertyId), inArray(propertyBankAccount.id, ids)));
}

/** The book with its bank account, locked when a cheque is to be taken from it. */
export async function bookById(db: Executor, propertyId: string, id: string, lock = false) {
  const query = db
    .select({ book: chequeBook, account: propertyBankAccount })
    .from(chequeBook)
    .innerJoin(propertyBankAccount, eq(propertyBankAccount.id, chequeBook.bankAccountId))
    .where(and(eq(chequeBook.propertyId, propertyId), eq(chequeBook.id, id)));
  const [row] = lock ? await query.for('update', { of: chequeBook }) : await query;
  return row ?? null;
}

/** The books of the property's bank accounts, of one ledger account when given. */
export async function books(db: Executor, propertyId: string, accountCode?: string) {
  return db
    .select({ book: chequeBook, account: propertyBankAccount })
    .from(chequeBook)
    .innerJoin(propertyBankAccount, eq(propertyBankAccount.id, chequeBook.bankAccountId))
    .where(
      and(
        eq(chequeBook.propertyId, propertyId),
        accountCode ? eq(propertyBankAccount.accountCode, accountCode) : undefined,
      ),
    )
    .orderBy(asc(propertyBankAccount.accountNo), asc(chequeBook.bookNo));
}

/** Books of one bank account whose numbers meet [first, last] (a number is one cheque, whatever the book). */
export async function overlappingBooks(
  db: Executor,
  propertyId: string,
  bankAccountId: string,
  first: number,
  last: number,
) {
  return db
    .select({ id: chequeBook.id })
    .from(chequeBook)
    .where(
      and(
        eq(chequeBook.propertyId, propertyId),
        eq(chequeBook.bankAccountId, bankAccountId),
        lte(chequeBook.firstNo, last),
        gte(chequeBook.lastNo, first),
      ),
    );
}

export async function findByNo(db: Executor, propertyId: string, no: string, lock = false) {
  const query = db
    .select()
    .from(paymentVoucher)
    .where(
      and(eq(paymentVoucher.propertyId, propertyId), eq(paymentVoucher.paymentVoucherNo, no.toUpperCase())),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function requestsOf(db: Executor, propertyId: string, paymentVoucherId: string) {
  return db
    .select({ link: paymentVoucherRequest, request: requestPay })
    .from(paymentVoucherRequest)
    .innerJoin(requestPay, eq(requestPay.id, paymentVoucherRequest.requestPayId))
    .where(
      and(
        eq(paymentVoucherRequest.propertyId, propertyId),
        eq(paymentVoucherRequest.paymentVoucherId, paymentVoucherId),
      ),
    )
    .orderBy(asc(requestPay.requestPayNo));
}

export async function paymentsOf(db: Executor, propertyId: string, paymentVoucherId: string) {
  return db
    .select({ payment: paymentVoucherPayment, cheque, bookNo: chequeBook.bookNo })
    .from(paymentVoucherPayment)
    .leftJoin(cheque, eq(cheque.id, paymentVoucherPayment.chequeId))
    .leftJoin(chequeBook, eq(chequeBook.id, paymentVoucherPayment.chequeBookId))
    .where(
      and(
        eq(paymentVoucherPayment.propertyId, propertyId),
        eq(paymentVoucherPayment.paymentVoucherId, paymentVoucherId),
      ),
    )
    .orderBy(asc(paymentVoucherPayment.lineNo));
}

/** The voucher's issued cheques, locked: a cheque cleared or voided meanwhile decides whether it may be cancelled. */
export async function lockChequesOf(tx: Executor, propertyId: string, paymentVoucherId: string) {
  return tx
    .select({ id: cheque.id, status: cheque.status })
    .from(cheque)
    .where(
      and(
        eq(cheque.propertyId, propertyId),
        inArray(
          cheque.id,
          tx
            .select({ id: paymentVoucherPayment.chequeId })
            .from(paymentVoucherPayment)
            .where(eq(paymentVoucherPayment.paymentVoucherId, paymentVoucherId)),
        ),
      ),
    )
    .orderBy(asc(cheque.id))
    .for('update');
}

export type PaymentVoucherFilter = {
  paymentVoucherNo?: string | undefined;
  supplierCode?: string | undefined;
  status?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
};

function baseQuery(db: Executor) {
  return db
    .select({
      voucher: paymentVoucher,
      supplierCode: supplier.code,
      supplierNameTh: supplier.nameTh,
      supplierNameEn: supplier.nameEn,
    })
    .from(paymentVoucher)
    .innerJoin(supplier, eq(supplier.id, paymentVoucher.supplierId));
}
export type PaymentVoucherRecord = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

export async function recordByNo(db: Executor, propertyId: string, no: string) {
  const [row] = await baseQuery(db).where(
    and(eq(paymentVoucher.propertyId, propertyId), eq(paymentVoucher.paymentVoucherNo, no.toUpperCase())),
  );
  return row ?? null;
}

export async function search(
  db: Executor,
  propertyId: string,
  f: PaymentVoucherFilter,
  page: { cursor?: string | undefined; pageSize: number },
) {
  const where = and(
    eq(paymentVoucher.propertyId, propertyId),
    f.paymentVoucherNo
      ? sql`${paymentVoucher.paymentVoucherNo} ilike ${`%${escapeLike(f.paymentVoucherNo)}%`}`
      : undefined,
    f.supplierCode ? sql`${supplier.code} ilike ${`%${escapeLike(f.supplierCode)}%`}` : undefined,
    f.status ? eq(paymentVoucher.status, f.status) : undefined,
    f.dateFrom ? gte(paymentVoucher.paymentVoucherDate, f.dateFrom) : undefined,
    f.dateTo ? lte(paymentVoucher.paymentVoucherDate, f.dateTo) : undefined,
  );
  return keysetPage({
    // Newest first, exactly as the index `payment_voucher_list` is written.
    key: [paymentVoucher.paymentVoucherDate, paymentVoucher.paymentVoucherNo, paymentVoucher.id],
    keyOf: (r: PaymentVoucherRecord) => [
      r.voucher.paymentVoucherDate,
      r.voucher.paymentVoucherNo,
      r.voucher.id,
    ],
    rows: (range: SQL | undefined, order: SQL[], limit: number) =>
      baseQuery(db)
        .where(and(where, range))
        .orderBy(...order)
        .limit(limit),
    count: cappedCount(
      db,
      db
        .select({ one: sql`1` })
        .from(paymentVoucher)
        .innerJoin(supplier, eq(supplier.id, paymentVoucher.supplierId))
        .where(where)
        .$dynamic(),
    ),
    cursor: page.cursor,
    pageSize: page.pageSize,
  });
}

/**
 * The request lines with tax withheld on the live vouchers of one form dated in [from, to), with their payee:
 * one 50 ทวิ per voucher, in date and number order.
 */
export async function withheldBetween(
  db: Executor,
  propertyId: string,
  form: string,
  from: string,
  to: string,
) {
  return db
    .select({
      voucherId: paymentVoucher.id,
      date: paymentVoucher.paymentVoucherDate,
      supplierCode: supplier.code,
      nameTh: supplier.nameTh,
      taxId: supplier.taxId,
      branchNo: supplier.branchNo,
      address: supplier.address,
      province: supplier.province,
      postalCode: supplier.postalCode,
      requestDescription: requestPay.description,
      lineDescription: requestPayLine.description,
      base: requestPayLine.amountExcludeVat,
      rate: requestPayLine.whtRate,
      tax: requestPayLine.wht,
    })
    .from(paymentVoucher)
    .innerJoin(supplier, eq(supplier.id, paymentVoucher.supplierId))
    .innerJoin(
      paymentVoucherRequest,
      and(
        eq(paymentVoucherRequest.paymentVoucherId, paymentVoucher.id),
        eq(paymentVoucherRequest.live, true),
      ),
    )
    .innerJoin(requestPay, eq(requestPay.id, paymentVoucherRequest.requestPayId))
    .innerJoin(requestPayLine, eq(requestPayLine.requestPayId, requestPay.id))
    .where(
      and(
        eq(paymentVoucher.propertyId, propertyId),
        eq(paymentVoucher.status, 'ISSUED'),
        eq(paymentVoucher.whtForm, form),
        gte(paymentVoucher.paymentVoucherDate, from),
        lt(paymentVoucher.paymentVoucherDate, to),
        gt(requestPayLine.wht, '0'),
      ),
    )
    .orderBy(
      asc(paymentVoucher.paymentVoucherDate),
      asc(paymentVoucher.paymentVoucherNo),
      asc(requestPay.requestPayNo),
      asc(requestPayLine.lineNo),
    );
}

/** The number of the live voucher that wrote this cheque, if one did. */
export async function liveVoucherOfCheque(db: Executor, propertyId: string, chequeId: string) {
  const [row] = await db
    .select({ no: paymentVoucher.paymentVoucherNo })
    .from(paymentVoucherPayment)
    .innerJoin(paymentVoucher, eq(paymentVoucher.id, paymentVoucherPayment.paymentVoucherId))
    .where(
      and(
        eq(paymentVoucherPayment.propertyId, propertyId),
        eq(paymentVoucherPayment.chequeId, chequeId),
        eq(paymentVoucher.status, 'ISSUED'),
      ),
    );
  return row?.no ?? null;
}

/** The property's active bank accounts with the name of the ledger account each posts to. */
export async function activeBankAccounts(db: Executor, propertyId: string) {
  return db
    .select({ account: propertyBankAccount, nameTh: glAccount.nameTh, nameEn: glAccount.nameEn })
    .from(propertyBankAccount)
    .leftJoin(
      glAccount,
      and(eq(glAccount.propertyId, propertyId), eq(glAccount.code, propertyBankAccount.accountCode)),
    )
    .where(and(eq(propertyBankAccount.propertyId, propertyId), eq(propertyBankAccount.active, 'Y')))
    .orderBy(asc(propertyBankAccount.accountCode), asc(propertyBankAccount.accountNo));
}
