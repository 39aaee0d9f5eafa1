import { AppError } from '../../platform/errors';
import type { Db, Executor } from '../../platform/db/client';
import { ruleMessage, type Lang, type LookupRow } from '@suanklang/shared';
import * as repo from './reference-data.repository';

type Named = { nameTh: string; nameEn: string };
const nameIn = (row: Named, lang: Lang) => (lang === 'th' ? row.nameTh : row.nameEn);

/** Turns reference codes into names in one language; used by the areas that store those codes. */
export type Names = {
  bank: (code: string) => string;
  branch: (bankCode: string, branchCode: string | null) => string | null;
  lookup: (category: string, code: string | null) => string | null;
};

/** Bank and branch names for the codes given, in one query each. */
export async function bankNames(
  db: Executor,
  bankCodes: readonly string[],
  lang: Lang,
): Promise<Pick<Names, 'bank' | 'branch'>> {
  const unique = [...new Set(bankCodes)];
  const banks = new Map((await repo.banksByCode(db, unique)).map((b) => [b.code, nameIn(b, lang)]));
  const branches = new Map(
    (await repo.branchesOf(db, unique)).map((b) => [`${b.bankCode}/${b.branchCode}`, nameIn(b, lang)]),
  );
  return {
    bank: (code) => banks.get(code) ?? code,
    branch: (bankCode, branchCode) =>
      branchCode ? (branches.get(`${bankCode}/${branchCode}`) ?? branchCode) : null,
  };
}

/** Descriptions of lookup codes of the given categories. */
export async function lookupNames(
  db: Executor,
  categories: readonly string[],
  lang: Lang,
): Promise<Names['lookup']> {
  const rows = await repo.lookupsOf(db, categories);
  const names = new Map(rows.map((r) => [`${r.category}/${r.code}`, nameIn(r, lang)]));
  return (category, code) => (code ? (names.get(`${category}/${code}`) ?? code) : null);
}

/**
 * Refuses codes that are not in their reference list (400 ST222 naming the field), so a stored code always has a
 * description. Null and undefined pass: whether a field is required is the schema's job.
 */
export async function assertLookups(
  db: Executor,
  lang: Lang,
  checks: { category: string; code: string | null | undefined; field: string }[],
) {
  const wanted = checks.filter((c) => c.code);
  if (wanted.length === 0) return;
  const rows = await repo.lookupsOf(db, [...new Set(wanted.map((c) => c.category))]);
  const known = new Set(rows.filter((r) => r.active === 'Y').map((r) => `${r.category}/${r.code}`));
  const missing = wanted.filter((c) => !known.has(`${c.category}/${c.code}`));
  if (missing.length > 0) {
    throw new AppError(
      'ST222',
      missing.map((c) => ({ path: c.field, rule: 'oneOf', message: ruleMessage(lang, 'oneOf') })),
    );
  }
}

/** Refuses an unknown bank, or a branch that is not one of the bank's. */
export async function assertBankBranch(
  db: Executor,
  bankCode: string,
  branchCode: string | null | undefined,
) {
  const banks = await repo.banksByCode(db, [bankCode]);
  if (banks.length === 0) throw new AppError('ST221');
  if (branchCode) {
    const branches = await repo.branchesOf(db, [bankCode]);
    if (!branches.some((b) => b.branchCode === branchCode)) throw new AppError('ST221');
  }
}

export function createReferenceDataService(db: Db) {
  const toLookup = (row: Named & { code: string }, lang: Lang): LookupRow => ({
    code: row.code,
    description: nameIn(row, lang),
    descriptionTh: row.nameTh,
    descriptionEn: row.nameEn,
  });
  return {
    async banks(lang: Lang) {
      return (await repo.listBanks(db)).map((b) => ({
        bankCode: b.code,
        bankName: nameIn(b, lang),
        bankNameTh: b.nameTh,
        bankNameEn: b.nameEn,
        shortName: b.shortName,
        swiftCode: b.swiftCode,
      }));
    },
    async branches(bankCode: string, lang: Lang) {
      return (await repo.listBranches(db, bankCode)).map((b) => ({
        bankCode: b.bankCode,
        branchCode: b.branchCode,
        branchName: nameIn(b, lang),
        branchNameTh: b.nameTh,
        branchNameEn: b.nameEn,
      }));
    },
    async lookup(category: string, lang: Lang) {
      return (await repo.listLookup(db, category)).map((r) => toLookup(r, lang));
    },
    async taxes(taxType: string | undefined, lang: Lang) {
      return (await repo.listTaxes(db, taxType)).map((t) => ({
        taxCode: t.code,
        taxType: t.taxType === 'VAT' ? ('VAT' as const) : ('WHT' as const),
        taxDescription: nameIn(t, lang),
        taxRate: t.rate,
        effectiveFrom: t.effectiveFrom,
      }));
    },
  };
}
