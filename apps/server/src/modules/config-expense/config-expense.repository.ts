import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { likeOf } from '../../platform/db/like';
import { glAccount } from '../config-account';
import { expenseType, expenseTypeTier } from './config-expense.schema';

export type ExpenseType = typeof expenseType.$inferSelect;
export type NewExpenseType = typeof expenseType.$inferInsert;

export type ExpenseFilter = {
  keyword?: string | undefined;
  category?: string | undefined;
  calcKind?: string | undefined;
  active?: string | undefined;
};

function expenseWhere(propertyId: string, f: ExpenseFilter): SQL | undefined {
  return and(
    eq(expenseType.propertyId, propertyId),
    f.keyword
      ? or(
          ilike(expenseType.code, likeOf(f.keyword)),
          ilike(expenseType.nameTh, likeOf(f.keyword)),
          ilike(expenseType.nameEn, likeOf(f.keyword)),
        )
      : undefined,
    f.category ? eq(expenseType.category, f.category) : undefined,
    f.calcKind ? eq(expenseType.calcKind, f.calcKind) : undefined,
    f.active ? eq(expenseType.active, f.active) : undefined,
  );
}

export async function searchExpenseTypes(
  db: Executor,
  propertyId: string,
  f: ExpenseFilter,
  page: { page: number; pageSize: number },
) {
  const where = expenseWhere(propertyId, f);
  const rows = await db
    .select()
    .from(expenseType)
    .where(where)
    .orderBy(asc(expenseType.code))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const total = await db.select({ n: count() }).from(expenseType).where(where);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function findExpenseType(db: Executor, propertyId: string, code: string) {
  const rows = await db
    .select({ expense: expenseType, accountTh: glAccount.nameTh, accountEn: glAccount.nameEn })
    .from(expenseType)
    .innerJoin(
      glAccount,
      and(
        eq(glAccount.propertyId, expenseType.propertyId),
        eq(glAccount.code, expenseType.incomeAccountCode),
      ),
    )
    .where(and(eq(expenseType.propertyId, propertyId), eq(expenseType.code, code)));
  return rows[0] ?? null;
}

export async function tiersOf(db: Executor, expenseTypeIds: readonly string[]) {
  if (expenseTypeIds.length === 0) return [];
  return db
    .select()
    .from(expenseTypeTier)
    .where(inArray(expenseTypeTier.expenseTypeId, [...expenseTypeIds]))
    .orderBy(asc(expenseTypeTier.seq));
}

export async function insertExpenseType(db: Executor, values: NewExpenseType) {
  const rows = await db.insert(expenseType).values(values).returning({ id: expenseType.id });
  return rows[0]!.id;
}

export async function updateExpenseType(
  db: Executor,
  propertyId: string,
  id: string,
  values: Partial<NewExpenseType>,
) {
  await db
    .update(expenseType)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(expenseType.propertyId, propertyId), eq(expenseType.id, id)));
}

export async function replaceTiers(
  db: Executor,
  expenseTypeId: string,
  tiers: { upTo: string | null; rate: string }[],
) {
  await db.delete(expenseTypeTier).where(eq(expenseTypeTier.expenseTypeId, expenseTypeId));
  if (tiers.length > 0)
    await db.insert(expenseTypeTier).values(tiers.map((t, seq) => ({ expenseTypeId, seq, ...t })));
}
