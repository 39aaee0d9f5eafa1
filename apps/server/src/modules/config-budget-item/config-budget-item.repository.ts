import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { likeOf } from '../../platform/db/like';
import { glAccount } from '../config-account';
import { budgetItem } from './config-budget-item.schema';

export type NewBudgetItem = typeof budgetItem.$inferInsert;

const columns = { item: budgetItem, accountTh: glAccount.nameTh, accountEn: glAccount.nameEn };
const withAccount = and(
  eq(glAccount.propertyId, budgetItem.propertyId),
  eq(glAccount.code, budgetItem.expenseAccountCode),
);

function itemWhere(
  propertyId: string,
  f: { keyword?: string | undefined; active?: string | undefined },
): SQL | undefined {
  return and(
    eq(budgetItem.propertyId, propertyId),
    f.keyword
      ? or(
          ilike(budgetItem.code, likeOf(f.keyword)),
          ilike(budgetItem.descriptionTh, likeOf(f.keyword)),
          ilike(budgetItem.descriptionEn, likeOf(f.keyword)),
        )
      : undefined,
    f.active ? eq(budgetItem.active, f.active) : undefined,
  );
}

export async function searchBudgetItems(
  db: Executor,
  propertyId: string,
  f: { keyword?: string | undefined; active?: string | undefined },
  page: { page: number; pageSize: number },
) {
  const where = itemWhere(propertyId, f);
  const rows = await db
    .select(columns)
    .from(budgetItem)
    .innerJoin(glAccount, withAccount)
    .where(where)
    .orderBy(asc(budgetItem.code))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const total = await db.select({ n: count() }).from(budgetItem).where(where);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function findBudgetItem(db: Executor, propertyId: string, code: string) {
  const rows = await db
    .select(columns)
    .from(budgetItem)
    .innerJoin(glAccount, withAccount)
    .where(and(eq(budgetItem.propertyId, propertyId), eq(budgetItem.code, code)));
  return rows[0] ?? null;
}
export type BudgetItemWithAccount = NonNullable<Awaited<ReturnType<typeof findBudgetItem>>>;

export async function insertBudgetItem(db: Executor, values: NewBudgetItem) {
  await db.insert(budgetItem).values(values);
}

export async function updateBudgetItem(
  db: Executor,
  propertyId: string,
  id: string,
  values: Partial<NewBudgetItem>,
) {
  await db
    .update(budgetItem)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(budgetItem.propertyId, propertyId), eq(budgetItem.id, id)));
}
