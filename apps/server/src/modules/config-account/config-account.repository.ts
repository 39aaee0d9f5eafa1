import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { likeOf } from '../../platform/db/like';
import { glAccount, glAccountDocument } from './config-account.schema';

export type Account = typeof glAccount.$inferSelect;
export type AccountFilter = {
  keyword?: string | undefined;
  category?: string | undefined;
  postable?: string | undefined;
  active?: string | undefined;
};

/** `%text%` for ilike, with the caller's % and _ taken literally. */
function accountWhere(propertyId: string, f: AccountFilter): SQL | undefined {
  return and(
    eq(glAccount.propertyId, propertyId),
    f.keyword
      ? or(
          ilike(glAccount.code, likeOf(f.keyword)),
          ilike(glAccount.nameTh, likeOf(f.keyword)),
          ilike(glAccount.nameEn, likeOf(f.keyword)),
        )
      : undefined,
    f.category ? eq(glAccount.category, f.category) : undefined,
    f.postable ? eq(glAccount.postable, f.postable) : undefined,
    f.active ? eq(glAccount.active, f.active) : undefined,
  );
}

export async function searchAccounts(
  db: Executor,
  propertyId: string,
  f: AccountFilter,
  page?: { page: number; pageSize: number },
) {
  const where = accountWhere(propertyId, f);
  const query = db.select().from(glAccount).where(where).orderBy(asc(glAccount.code));
  const rows = page ? await query.limit(page.pageSize).offset((page.page - 1) * page.pageSize) : await query;
  const total = await db.select({ n: count() }).from(glAccount).where(where);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function findAccount(db: Executor, propertyId: string, code: string) {
  const rows = await db
    .select()
    .from(glAccount)
    .where(and(eq(glAccount.propertyId, propertyId), eq(glAccount.code, code)));
  return rows[0] ?? null;
}

export async function accountsByCode(db: Executor, propertyId: string, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return db
    .select()
    .from(glAccount)
    .where(and(eq(glAccount.propertyId, propertyId), inArray(glAccount.code, [...codes])));
}

export async function insertAccount(db: Executor, values: typeof glAccount.$inferInsert) {
  await db.insert(glAccount).values(values);
}

export async function updateAccount(
  db: Executor,
  propertyId: string,
  code: string,
  values: Partial<typeof glAccount.$inferInsert>,
) {
  await db
    .update(glAccount)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(glAccount.propertyId, propertyId), eq(glAccount.code, code)));
}

export async function childAccounts(db: Executor, propertyId: string, code: string) {
  return db
    .select()
    .from(glAccount)
    .where(and(eq(glAccount.propertyId, propertyId), eq(glAccount.parentCode, code)))
    .orderBy(asc(glAccount.code));
}

// ----- what uses an account (checkEditable) -----

export async function documentMappingsUsing(db: Executor, propertyId: string, code: string) {
  return db
    .select({ documentType: glAccountDocument.documentType, paymentType: glAccountDocument.paymentType })
    .from(glAccountDocument)
    .where(and(eq(glAccountDocument.propertyId, propertyId), eq(glAccountDocument.accountCode, code)));
}

// ----- accounts per document and payment type -----

export async function listDocumentAccounts(
  db: Executor,
  propertyId: string,
  f: { documentType?: string | undefined; paymentType?: number | undefined },
) {
  return db
    .select({
      documentType: glAccountDocument.documentType,
      paymentType: glAccountDocument.paymentType,
      accountCode: glAccountDocument.accountCode,
      nameTh: glAccount.nameTh,
      nameEn: glAccount.nameEn,
      active: glAccount.active,
    })
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
        f.documentType ? eq(glAccountDocument.documentType, f.documentType) : undefined,
        f.paymentType !== undefined ? eq(glAccountDocument.paymentType, f.paymentType) : undefined,
      ),
    )
    .orderBy(
      asc(glAccountDocument.documentType),
      asc(glAccountDocument.paymentType),
      asc(glAccountDocument.accountCode),
    );
}

export async function replaceDocumentAccounts(
  db: Executor,
  propertyId: string,
  documentType: string,
  paymentType: number,
  accountCodes: readonly string[],
) {
  await db
    .delete(glAccountDocument)
    .where(
      and(
        eq(glAccountDocument.propertyId, propertyId),
        eq(glAccountDocument.documentType, documentType),
        eq(glAccountDocument.paymentType, paymentType),
      ),
    );
  if (accountCodes.length > 0) {
    await db
      .insert(glAccountDocument)
      .values(accountCodes.map((accountCode) => ({ propertyId, documentType, paymentType, accountCode })));
  }
}
