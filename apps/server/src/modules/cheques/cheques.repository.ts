import { and, desc, eq, gt, gte, ilike, inArray, like, lte, sql, type SQL } from 'drizzle-orm';
import type { ChequeSearchBody } from '@suanklang/shared';
import type { Executor } from '../../platform/db/client';
import { cappedCount, keysetPage } from '../../platform/db/keyset';
import { propertyBankAccount } from '../property-settings';
import { refBank, refBankBranch } from '../reference-data';
import { cheque, chequeImport } from './cheques.schema';

export type ChequeRecord = typeof cheque.$inferSelect;
export type ChequeWithNames = {
  cheque: ChequeRecord;
  bankNameTh: string | null;
  bankNameEn: string | null;
  branchNameTh: string | null;
  branchNameEn: string | null;
};

const withNames = {
  cheque,
  bankNameTh: refBank.nameTh,
  bankNameEn: refBank.nameEn,
  branchNameTh: refBankBranch.nameTh,
  branchNameEn: refBankBranch.nameEn,
};

function selectWithNames(tx: Executor) {
  return tx
    .select(withNames)
    .from(cheque)
    .leftJoin(refBank, eq(refBank.code, cheque.bankCode))
    .leftJoin(
      refBankBranch,
      and(eq(refBankBranch.bankCode, cheque.bankCode), eq(refBankBranch.branchCode, cheque.branchCode)),
    );
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function search(tx: Executor, propertyId: string, f: ChequeSearchBody) {
  const where: SQL[] = [eq(cheque.propertyId, propertyId)];
  const digits = f.chequeNo?.replace(/[\s-]/g, '');
  if (digits) where.push(like(cheque.chequeNo, `${escapeLike(digits)}%`));
  if (f.chequeType) where.push(eq(cheque.direction, f.chequeType === 1 ? 'RECEIVED' : 'ISSUED'));
  if (f.status) where.push(eq(cheque.status, f.status));
  if (f.bankCode) where.push(eq(cheque.bankCode, f.bankCode));
  if (f.payerName) where.push(ilike(cheque.payerName, `%${escapeLike(f.payerName)}%`));
  if (f.chequeDateFrom) where.push(gte(cheque.chequeDate, f.chequeDateFrom));
  if (f.chequeDateTo) where.push(lte(cheque.chequeDate, f.chequeDateTo));
  return keysetPage({
    // Newest first, exactly as the index `cheque_list` is written.
    key: [cheque.chequeDate, cheque.chequeNo, cheque.id],
    keyOf: (r: ChequeWithNames) => [r.cheque.chequeDate, r.cheque.chequeNo, r.cheque.id],
    rows: (range: SQL | undefined, order: SQL[], limit: number): Promise<ChequeWithNames[]> =>
      selectWithNames(tx)
        .where(and(...where, range))
        .orderBy(...order)
        .limit(limit),
    count: cappedCount(
      tx,
      tx
        .select({ one: sql`1` })
        .from(cheque)
        .where(and(...where))
        .$dynamic(),
    ),
    cursor: f.cursor,
    pageSize: f.pageSize,
  });
}

/** ON_HAND cheques of one direction with something left to use, numbers starting with q. */
export async function usable(
  tx: Executor,
  propertyId: string,
  direction: 'RECEIVED' | 'ISSUED',
  q: string | undefined,
): Promise<ChequeWithNames[]> {
  const where: SQL[] = [
    eq(cheque.propertyId, propertyId),
    eq(cheque.direction, direction),
    eq(cheque.status, 'ON_HAND'),
    gt(cheque.balance, '0'),
  ];
  const digits = q?.replace(/[\s-]/g, '');
  if (digits) where.push(like(cheque.chequeNo, `${escapeLike(digits)}%`));
  return selectWithNames(tx)
    .where(and(...where))
    .orderBy(desc(cheque.chequeDate), cheque.chequeNo)
    .limit(100);
}

export async function byId(tx: Executor, propertyId: string, id: string): Promise<ChequeWithNames | null> {
  const [row] = await selectWithNames(tx).where(and(eq(cheque.propertyId, propertyId), eq(cheque.id, id)));
  return row ?? null;
}

export async function byNumber(
  tx: Executor,
  propertyId: string,
  chequeNo: string,
  filter: { direction?: 'RECEIVED' | 'ISSUED'; bankCode?: string },
): Promise<ChequeWithNames[]> {
  const where: SQL[] = [eq(cheque.propertyId, propertyId), eq(cheque.chequeNo, chequeNo)];
  if (filter.direction) where.push(eq(cheque.direction, filter.direction));
  if (filter.bankCode) where.push(eq(cheque.bankCode, filter.bankCode));
  return selectWithNames(tx)
    .where(and(...where))
    .limit(10);
}

/** The cheque row locked for a status change: concurrent actions on one cheque run one after the other. */
export async function lock(tx: Executor, propertyId: string, id: string): Promise<ChequeRecord | null> {
  const [row] = await tx
    .select()
    .from(cheque)
    .where(and(eq(cheque.propertyId, propertyId), eq(cheque.id, id)))
    .for('update');
  return row ?? null;
}

export async function bankExists(
  tx: Executor,
  bankCode: string,
  branchCode: string | null | undefined,
): Promise<boolean> {
  if (branchCode) {
    const [row] = await tx
      .select({ code: refBankBranch.branchCode })
      .from(refBankBranch)
      .where(and(eq(refBankBranch.bankCode, bankCode), eq(refBankBranch.branchCode, branchCode)));
    return !!row;
  }
  const [row] = await tx.select({ code: refBank.code }).from(refBank).where(eq(refBank.code, bankCode));
  return !!row;
}

/** Every known (bank, branch) pair and bank, for checking a whole import file in two queries. */
export async function banksAndBranches(tx: Executor, bankCodes: string[]) {
  if (bankCodes.length === 0) return { banks: new Set<string>(), branches: new Set<string>() };
  const banks = await tx.select({ code: refBank.code }).from(refBank).where(inArray(refBank.code, bankCodes));
  const branches = await tx
    .select({ bankCode: refBankBranch.bankCode, branchCode: refBankBranch.branchCode })
    .from(refBankBranch)
    .where(inArray(refBankBranch.bankCode, bankCodes));
  return {
    banks: new Set(banks.map((b) => b.code)),
    branches: new Set(branches.map((b) => `${b.bankCode}/${b.branchCode}`)),
  };
}

export async function bankAccountsOf(tx: Executor, propertyId: string) {
  return tx
    .select({
      accountCode: propertyBankAccount.accountCode,
      bankCode: propertyBankAccount.bankCode,
      branchCode: propertyBankAccount.bankBranchCode,
    })
    .from(propertyBankAccount)
    .where(and(eq(propertyBankAccount.propertyId, propertyId), eq(propertyBankAccount.active, 'Y')));
}

/** Existing (direction, bank, number) keys among `numbers`, for duplicate checks of an import. */
export async function existingKeys(
  tx: Executor,
  propertyId: string,
  numbers: string[],
): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await tx
    .select({ direction: cheque.direction, bankCode: cheque.bankCode, chequeNo: cheque.chequeNo })
    .from(cheque)
    .where(and(eq(cheque.propertyId, propertyId), inArray(cheque.chequeNo, numbers)));
  return new Set(rows.map((r) => `${r.direction}/${r.bankCode}/${r.chequeNo}`));
}

export type ChequeImportRecord = typeof chequeImport.$inferSelect;

export async function importById(
  tx: Executor,
  propertyId: string,
  id: string,
  forUpdate = false,
): Promise<ChequeImportRecord | null> {
  const q = tx
    .select()
    .from(chequeImport)
    .where(and(eq(chequeImport.propertyId, propertyId), eq(chequeImport.id, id)));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}
