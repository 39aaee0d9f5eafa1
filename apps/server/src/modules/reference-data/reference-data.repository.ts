import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { refBank, refBankBranch, refLookup, refTax } from './reference-data.schema';

/** Reference data is global: no property filter here, and nothing in it belongs to a property. */

export async function listBanks(db: Executor) {
  return db
    .select()
    .from(refBank)
    .where(eq(refBank.active, 'Y'))
    .orderBy(asc(refBank.sort), asc(refBank.code));
}

export async function listBranches(db: Executor, bankCode: string) {
  return db
    .select()
    .from(refBankBranch)
    .where(and(eq(refBankBranch.bankCode, bankCode), eq(refBankBranch.active, 'Y')))
    .orderBy(asc(refBankBranch.branchCode));
}

export async function listLookup(db: Executor, category: string) {
  return db
    .select()
    .from(refLookup)
    .where(and(eq(refLookup.category, category), eq(refLookup.active, 'Y')))
    .orderBy(asc(refLookup.sort), asc(refLookup.code));
}

/** Lookups of several categories at once, for turning a record's codes into descriptions. */
export async function lookupsOf(db: Executor, categories: readonly string[]) {
  return db
    .select()
    .from(refLookup)
    .where(inArray(refLookup.category, [...categories]));
}

export async function listTaxes(db: Executor, taxType: string | undefined) {
  return db
    .select()
    .from(refTax)
    .where(taxType ? eq(refTax.taxType, taxType) : undefined)
    .orderBy(asc(refTax.sort));
}

export async function banksByCode(db: Executor, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return db
    .select()
    .from(refBank)
    .where(inArray(refBank.code, [...codes]));
}

export async function branchesOf(db: Executor, bankCodes: readonly string[]) {
  if (bankCodes.length === 0) return [];
  return db
    .select()
    .from(refBankBranch)
    .where(inArray(refBankBranch.bankCode, [...bankCodes]));
}
