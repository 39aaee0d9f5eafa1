import { ACCOUNT_ROLES } from '@suanklang/accounting';
import { and, asc, desc, eq, gte, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { cappedCount, keysetPage } from '../../platform/db/keyset';
import { appUser } from '../../platform/db/schema';
import { glAccount } from '../config-account';
import { invoice } from '../invoices';
import { budgetItem } from '../config-budget-item';
import { expenseType } from '../config-expense';
import { accountingPeriod, accountMapOf } from '../ledger';
import { propertySetting } from '../property-settings';
import { refTax } from '../reference-data';
import { supplier } from '../suppliers';
import { unit } from '../units';
import { requestPay, requestPayLine } from './request-pay.schema';
import { nameColumns } from '../../platform/user-name';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

export async function findByNo(db: Executor, propertyId: string, no: string, lock = false) {
  const query = db
    .select()
    .from(requestPay)
    .where(and(eq(requestPay.propertyId, propertyId), eq(requestPay.requestPayNo, no.toUpperCase())));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findById(db: Executor, propertyId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(requestPay)
    .where(and(eq(requestPay.propertyId, propertyId), eq(requestPay.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The lines in order, with the account's name and the codes of their expense type and budget item. */
export async function linesOf(db: Executor, propertyId: string, requestPayId: string) {
  return db
    .select({
      line: requestPayLine,
      nameTh: glAccount.nameTh,
      nameEn: glAccount.nameEn,
      expenseTypeCode: expenseType.code,
      budgetItemCode: budgetItem.code,
    })
    .from(requestPayLine)
    .leftJoin(
      glAccount,
      and(eq(glAccount.propertyId, propertyId), eq(glAccount.code, requestPayLine.accountCode)),
    )
    .leftJoin(expenseType, eq(expenseType.id, requestPayLine.expenseTypeId))
    .leftJoin(budgetItem, eq(budgetItem.id, requestPayLine.budgetItemId))
    .where(and(eq(requestPayLine.propertyId, propertyId), eq(requestPayLine.requestPayId, requestPayId)))
    .orderBy(asc(requestPayLine.lineNo));
}

export async function supplierByCode(db: Executor, propertyId: string, code: string) {
  const [row] = await db
    .select()
    .from(supplier)
    .where(and(eq(supplier.propertyId, propertyId), eq(supplier.code, code.toUpperCase())));
  return row ?? null;
}

export async function supplierById(db: Executor, id: string) {
  const [row] = await db.select().from(supplier).where(eq(supplier.id, id));
  return row ?? null;
}

/** The property's accounts among these codes, to check each line's account is active and postable. */
export async function accountsByCode(db: Executor, propertyId: string, codes: string[]) {
  if (codes.length === 0) return [];
  return db
    .select({ code: glAccount.code, active: glAccount.active, postable: glAccount.postable })
    .from(glAccount)
    .where(and(eq(glAccount.propertyId, propertyId), inArray(glAccount.code, codes)));
}

export async function expenseTypesByCode(db: Executor, propertyId: string, codes: string[]) {
  if (codes.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: expenseType.id, code: expenseType.code, active: expenseType.active })
    .from(expenseType)
    .where(and(eq(expenseType.propertyId, propertyId), inArray(expenseType.code, codes)));
  return new Map(rows.filter((r) => r.active === 'Y').map((r) => [r.code, r.id]));
}

export async function budgetItemsByCode(db: Executor, propertyId: string, codes: string[]) {
  if (codes.length === 0) return new Map<string, { id: string; accountCode: string }>();
  const rows = await db
    .select({
      id: budgetItem.id,
      code: budgetItem.code,
      active: budgetItem.active,
      accountCode: budgetItem.expenseAccountCode,
    })
    .from(budgetItem)
    .where(and(eq(budgetItem.propertyId, propertyId), inArray(budgetItem.code, codes)));
  return new Map(rows.filter((r) => r.active === 'Y').map((r) => [r.code, r]));
}

/**
 * The accounts documents of their own keep: the receivable controls (invoices, receipts, credit notes; the aging
 * ties to them) and accounts payable (what the requests raise and the payment vouchers settle).
 */
export async function controlAccounts(db: Executor, propertyId: string): Promise<Set<string>> {
  const map = await accountMapOf(db, propertyId);
  return new Set(ACCOUNT_ROLES.filter((r) => r.startsWith('AR_') || r === 'AP').map((r) => map[r]));
}

export async function vatRegistered(db: Executor, propertyId: string): Promise<boolean> {
  const [row] = await db
    .select({ vat: propertySetting.vatRegistered })
    .from(propertySetting)
    .where(eq(propertySetting.propertyId, propertyId));
  return row?.vat === 'Y';
}

/**
 * The VAT rate in force on a date, in per mille (7% = 70). A supplier's VAT is charged whether or not the property
 * is VAT-registered (registration only decides whether it is recovered), so unlike invoices this is not zero for
 * an unregistered property.
 */
export async function vatRatePermille(db: Executor, onDate: string): Promise<number> {
  const [rate] = await db
    .select({ rate: refTax.rate })
    .from(refTax)
    .where(and(eq(refTax.taxType, 'VAT'), ne(refTax.rate, '0.00'), lte(refTax.effectiveFrom, onDate)))
    .orderBy(desc(refTax.effectiveFrom))
    .limit(1);
  if (!rate) return 0;
  const [whole, fraction = ''] = rate.rate.split('.');
  return Number(whole) * 10 + Number((fraction + '0').slice(0, 1));
}

export async function monthClosed(db: Executor, propertyId: string, date: string) {
  const [row] = await db
    .select({ closed: accountingPeriod.closed })
    .from(accountingPeriod)
    .where(and(eq(accountingPeriod.propertyId, propertyId), eq(accountingPeriod.period, date.slice(0, 7))));
  return row?.closed === true;
}

export type RequestPayFilter = {
  requestPayNo?: string | undefined;
  supplierCode?: string | undefined;
  requestType?: number | undefined;
  status?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
};

const rowColumns = {
  request: requestPay,
  supplierCode: supplier.code,
  supplierNameTh: supplier.nameTh,
  supplierNameEn: supplier.nameEn,
  creator: nameColumns,
};

function baseQuery(db: Executor) {
  return db
    .select(rowColumns)
    .from(requestPay)
    .innerJoin(supplier, eq(supplier.id, requestPay.supplierId))
    .leftJoin(appUser, eq(appUser.id, requestPay.createdBy));
}
export type RequestPayRecord = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

export async function search(
  db: Executor,
  propertyId: string,
  f: RequestPayFilter,
  page: { cursor?: string | undefined; pageSize: number },
) {
  const where = and(
    eq(requestPay.propertyId, propertyId),
    f.requestPayNo ? sql`${requestPay.requestPayNo} ilike ${`%${escapeLike(f.requestPayNo)}%`}` : undefined,
    f.supplierCode ? sql`${supplier.code} ilike ${`%${escapeLike(f.supplierCode)}%`}` : undefined,
    f.requestType ? eq(requestPay.requestType, f.requestType) : undefined,
    f.status ? eq(requestPay.status, f.status) : undefined,
    f.dateFrom ? gte(requestPay.requestPayDate, f.dateFrom) : undefined,
    f.dateTo ? lte(requestPay.requestPayDate, f.dateTo) : undefined,
  );
  return keysetPage({
    // Newest first, exactly as the index `request_pay_list` is written.
    key: [requestPay.requestPayDate, requestPay.requestPayNo, requestPay.id],
    keyOf: (r: RequestPayRecord) => [r.request.requestPayDate, r.request.requestPayNo, r.request.id],
    rows: (range: SQL | undefined, order: SQL[], limit: number) =>
      baseQuery(db)
        .where(and(where, range))
        .orderBy(...order)
        .limit(limit),
    count: cappedCount(
      db,
      db
        .select({ one: sql`1` })
        .from(requestPay)
        .innerJoin(supplier, eq(supplier.id, requestPay.supplierId))
        .where(where)
        .$dynamic(),
    ),
    cursor: page.cursor,
    pageSize: page.pageSize,
  });
}

export async function recordByNo(db: Executor, propertyId: string, no: string) {
  const [row] = await baseQuery(db).where(
    and(eq(requestPay.propertyId, propertyId), eq(requestPay.requestPayNo, no.toUpperCase())),
  );
  return row ?? null;
}

/** Requests dated in [from, to) still waiting for approval: they block the month's close (they post on its date). */
export async function pendingBetween(db: Executor, propertyId: string, from: string, to: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(requestPay)
    .where(
      and(
        eq(requestPay.propertyId, propertyId),
        eq(requestPay.status, 'PENDING'),
        gte(requestPay.requestPayDate, from),
        lt(requestPay.requestPayDate, to),
      ),
    );
  return row?.n ?? 0;
}

/** The active budget items and expense types, for the lines' dropdowns. */
export async function activeBudgetItems(db: Executor, propertyId: string) {
  return db
    .select()
    .from(budgetItem)
    .where(and(eq(budgetItem.propertyId, propertyId), eq(budgetItem.active, 'Y')))
    .orderBy(asc(budgetItem.code));
}

export async function activeExpenseTypes(db: Executor, propertyId: string) {
  return db
    .select()
    .from(expenseType)
    .where(and(eq(expenseType.propertyId, propertyId), eq(expenseType.active, 'Y')))
    .orderBy(asc(expenseType.code));
}

export async function unitCodeOf(db: Executor, propertyId: string, unitId: string) {
  const [row] = await db
    .select({ code: unit.code })
    .from(unit)
    .where(and(eq(unit.propertyId, propertyId), eq(unit.id, unitId)));
  return row?.code ?? null;
}

/** A line's charge when approved: before VAT, plus the VAT when the property does not recover it. */
async function chargeOf(db: Executor, propertyId: string) {
  return (await vatRegistered(db, propertyId))
    ? sql<string>`sum(${requestPayLine.amountExcludeVat})::text`
    : sql<string>`sum(${requestPayLine.amountExcludeVat} + ${requestPayLine.vat})::text`;
}

type PendingQuery = { accountCodes: string[]; from: string; to: string; except?: string };

function pendingLines(propertyId: string, q: PendingQuery) {
  return and(
    eq(requestPay.propertyId, propertyId),
    eq(requestPay.status, 'PENDING'),
    gte(requestPay.requestPayDate, q.from),
    lte(requestPay.requestPayDate, q.to),
    inArray(requestPayLine.accountCode, q.accountCodes),
    q.except ? ne(requestPay.id, q.except) : undefined,
  );
}

const ofItsRequest = and(
  eq(requestPay.propertyId, requestPayLine.propertyId),
  eq(requestPay.id, requestPayLine.requestPayId),
);

/**
 * What pending requests will charge each account per month of their date when approved (as the approval posts
 * it). Cancelled, rejected and approved requests are not pending: the last have posted and count as actual.
 */
export async function pendingCharges(db: Executor, propertyId: string, q: PendingQuery) {
  const period = sql<string>`to_char(${requestPay.requestPayDate}, 'YYYY-MM')`;
  return db
    .select({ accountCode: requestPayLine.accountCode, period, amount: await chargeOf(db, propertyId) })
    .from(requestPayLine)
    .innerJoin(requestPay, ofItsRequest)
    .where(pendingLines(propertyId, q))
    .groupBy(requestPayLine.accountCode, period);
}

/** The same per pending request: the documents behind a committed figure. */
export async function pendingChargesByRequest(db: Executor, propertyId: string, q: PendingQuery) {
  return db
    .select({
      requestPayNo: requestPay.requestPayNo,
      date: requestPay.requestPayDate,
      description: requestPay.description,
      amount: await chargeOf(db, propertyId),
    })
    .from(requestPayLine)
    .innerJoin(requestPay, ofItsRequest)
    .where(pendingLines(propertyId, q))
    .groupBy(requestPay.requestPayNo, requestPay.requestPayDate, requestPay.description);
}

/** The numbers of these invoices of the property, by id. */
export async function invoiceNosOf(db: Executor, propertyId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: invoice.id, invoiceNo: invoice.invoiceNo })
    .from(invoice)
    .where(and(eq(invoice.propertyId, propertyId), inArray(invoice.id, ids)));
  return new Map(rows.map((r) => [r.id, r.invoiceNo ?? '']));
}
