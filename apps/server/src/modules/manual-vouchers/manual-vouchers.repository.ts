import { ACCOUNT_ROLES } from '@suanklang/accounting';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { glAccount } from '../config-account';
import { accountingPeriod, accountMapOf, journalEntry } from '../ledger';
import { unit } from '../units';
import { manualVoucher, manualVoucherLine } from './manual-vouchers.schema';

export async function findByNo(db: Executor, propertyId: string, no: string, lock = false) {
  const query = db
    .select()
    .from(manualVoucher)
    .where(and(eq(manualVoucher.propertyId, propertyId), eq(manualVoucher.voucherNo, no.toUpperCase())));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findById(db: Executor, propertyId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(manualVoucher)
    .where(and(eq(manualVoucher.propertyId, propertyId), eq(manualVoucher.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The lines in order, with the account's name and the unit's code. */
export async function linesOf(db: Executor, propertyId: string, voucherId: string) {
  return linesOfVouchers(db, propertyId, [voucherId]);
}

/** The lines of several vouchers, each voucher's in order, with the account's name and the unit's code. */
export async function linesOfVouchers(db: Executor, propertyId: string, voucherIds: string[]) {
  if (voucherIds.length === 0) return [];
  return db
    .select({
      line: manualVoucherLine,
      nameTh: glAccount.nameTh,
      nameEn: glAccount.nameEn,
      unitCode: unit.code,
    })
    .from(manualVoucherLine)
    .leftJoin(
      glAccount,
      and(eq(glAccount.propertyId, propertyId), eq(glAccount.code, manualVoucherLine.accountCode)),
    )
    .leftJoin(unit, eq(unit.id, manualVoucherLine.unitId))
    .where(
      and(eq(manualVoucherLine.propertyId, propertyId), inArray(manualVoucherLine.voucherId, voucherIds)),
    )
    .orderBy(asc(manualVoucherLine.voucherId), asc(manualVoucherLine.lineNo));
}

/** The vouchers dated in [from, to), every status, by date and number. */
export async function datedBetween(db: Executor, propertyId: string, from: string, to: string) {
  return db
    .select()
    .from(manualVoucher)
    .where(
      and(
        eq(manualVoucher.propertyId, propertyId),
        gte(manualVoucher.voucherDate, from),
        lt(manualVoucher.voucherDate, to),
      ),
    )
    .orderBy(asc(manualVoucher.voucherDate), asc(manualVoucher.voucherNo));
}

/** How many lines the vouchers dated in [from, to) hold: a file's bound is checked before they are read. */
export async function lineCountBetween(db: Executor, propertyId: string, from: string, to: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(manualVoucherLine)
    .innerJoin(
      manualVoucher,
      and(
        eq(manualVoucher.propertyId, manualVoucherLine.propertyId),
        eq(manualVoucher.id, manualVoucherLine.voucherId),
      ),
    )
    .where(
      and(
        eq(manualVoucher.propertyId, propertyId),
        gte(manualVoucher.voucherDate, from),
        lt(manualVoucher.voucherDate, to),
      ),
    );
  return row?.n ?? 0;
}

/** A journal entry's number and date (the reversal that cancelled an approved voucher). */
export async function entryOf(db: Executor, propertyId: string, entryId: string) {
  const [row] = await db
    .select({ documentNo: journalEntry.documentNo, entryDate: journalEntry.entryDate })
    .from(journalEntry)
    .where(and(eq(journalEntry.propertyId, propertyId), eq(journalEntry.id, entryId)));
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

export async function unitsByCode(db: Executor, propertyId: string, codes: string[]) {
  if (codes.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: unit.id, code: unit.code })
    .from(unit)
    .where(and(eq(unit.propertyId, propertyId), inArray(unit.code, codes)));
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** The receivable control accounts: kept by invoices, receipts and credit notes only (the aging ties to them). */
export async function receivableAccounts(db: Executor, propertyId: string): Promise<Set<string>> {
  const map = await accountMapOf(db, propertyId);
  return new Set(ACCOUNT_ROLES.filter((r) => r.startsWith('AR_')).map((r) => map[r]));
}

/** Vouchers dated in [from, to) still waiting for approval: they block the month's close. */
export async function pendingBetween(db: Executor, propertyId: string, from: string, to: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(manualVoucher)
    .where(
      and(
        eq(manualVoucher.propertyId, propertyId),
        eq(manualVoucher.status, 1),
        gte(manualVoucher.voucherDate, from),
        lt(manualVoucher.voucherDate, to),
      ),
    );
  return row?.n ?? 0;
}

export async function monthClosed(db: Executor, propertyId: string, date: string) {
  const [row] = await db
    .select({ closed: accountingPeriod.closed })
    .from(accountingPeriod)
    .where(and(eq(accountingPeriod.propertyId, propertyId), eq(accountingPeriod.period, date.slice(0, 7))));
  return row?.closed === true;
}

/** The voucher number when a JV entry (its own or its reversal) is a manual voucher's, else null (a deposit's). */
export async function manualVoucherNoOf(db: Executor, propertyId: string, documentNo: string) {
  const found = await findByNo(db, propertyId, documentNo);
  return found?.voucherNo ?? null;
}
