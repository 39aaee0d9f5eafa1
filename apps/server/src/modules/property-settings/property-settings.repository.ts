import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { property, role, userPropertyRole } from '../../platform/db/schema';
import { likeOf } from '../../platform/db/like';
import { grantColumns } from '../../platform/rights/scope.repository';
import { glAccount } from '../config-account';
import { propertyBankAccount, propertyDocumentAccount, propertySetting } from './property-settings.schema';

export type PropertyRow = typeof property.$inferSelect;
export type Setting = typeof propertySetting.$inferSelect;
export type BankAccount = typeof propertyBankAccount.$inferSelect;

/** The user's active memberships with their role's objects, to decide which properties' settings they may see. */
export async function memberships(db: Executor, userId: string) {
  return db
    .select({ propertyId: userPropertyRole.propertyId, ...grantColumns })
    .from(userPropertyRole)
    .innerJoin(role, eq(role.code, userPropertyRole.roleCode))
    .where(and(eq(userPropertyRole.userId, userId), eq(userPropertyRole.active, 'Y')));
}

export type PropertyFilter = {
  keyword?: string | undefined;
  propertyType?: string | undefined;
  active?: string | undefined;
};

/** Properties among `ids` (null: all, for administrators) matching the filter, with their settings. */
export async function searchProperties(
  db: Executor,
  ids: readonly string[] | null,
  f: PropertyFilter,
  page: { page: number; pageSize: number },
) {
  if (ids !== null && ids.length === 0) return { rows: [], total: 0 };
  const where = and(
    ids === null ? undefined : inArray(property.id, [...ids]),
    f.keyword
      ? or(
          ilike(property.code, likeOf(f.keyword)),
          ilike(property.nameTh, likeOf(f.keyword)),
          ilike(property.nameEn, likeOf(f.keyword)),
        )
      : undefined,
    f.propertyType ? eq(propertySetting.propertyType, f.propertyType) : undefined,
    f.active ? eq(property.active, f.active) : undefined,
  );
  const rows = await db
    .select({ property, setting: propertySetting })
    .from(property)
    .leftJoin(propertySetting, eq(propertySetting.propertyId, property.id))
    .where(where)
    .orderBy(asc(property.code))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const total = await db
    .select({ n: count() })
    .from(property)
    .leftJoin(propertySetting, eq(propertySetting.propertyId, property.id))
    .where(where);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function findProperty(db: Executor, propertyId: string) {
  const rows = await db
    .select({ property, setting: propertySetting })
    .from(property)
    .leftJoin(propertySetting, eq(propertySetting.propertyId, property.id))
    .where(eq(property.id, propertyId));
  return rows[0] ?? null;
}

export async function propertyCodeTaken(db: Executor, code: string): Promise<boolean> {
  const rows = await db.select({ id: property.id }).from(property).where(eq(property.code, code));
  return rows.length > 0;
}

export async function insertProperty(db: Executor, values: typeof property.$inferInsert) {
  const rows = await db.insert(property).values(values).returning({ id: property.id });
  return rows[0]!.id;
}

export async function updatePropertyNames(
  db: Executor,
  propertyId: string,
  values: { nameTh: string; nameEn: string },
) {
  await db
    .update(property)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(property.id, propertyId));
}

export async function upsertSetting(db: Executor, values: typeof propertySetting.$inferInsert) {
  const { propertyId: _id, createdAt: _created, ...changes } = values;
  await db
    .insert(propertySetting)
    .values(values)
    .onConflictDoUpdate({ target: propertySetting.propertyId, set: { ...changes, updatedAt: new Date() } });
}

export async function bankAccounts(db: Executor, propertyId: string) {
  return db
    .select({ account: propertyBankAccount, glNameTh: glAccount.nameTh, glNameEn: glAccount.nameEn })
    .from(propertyBankAccount)
    .innerJoin(
      glAccount,
      and(
        eq(glAccount.propertyId, propertyBankAccount.propertyId),
        eq(glAccount.code, propertyBankAccount.accountCode),
      ),
    )
    .where(eq(propertyBankAccount.propertyId, propertyId))
    .orderBy(asc(propertyBankAccount.createdAt), asc(propertyBankAccount.accountNo));
}

export async function insertBankAccount(db: Executor, values: typeof propertyBankAccount.$inferInsert) {
  await db.insert(propertyBankAccount).values(values);
}

export async function updateBankAccount(
  db: Executor,
  propertyId: string,
  id: string,
  values: Partial<typeof propertyBankAccount.$inferInsert>,
) {
  await db
    .update(propertyBankAccount)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(propertyBankAccount.propertyId, propertyId), eq(propertyBankAccount.id, id)));
}

export async function deleteBankAccounts(db: Executor, propertyId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db
    .delete(propertyBankAccount)
    .where(and(eq(propertyBankAccount.propertyId, propertyId), inArray(propertyBankAccount.id, [...ids])));
}

export async function documentAccounts(db: Executor, propertyId: string, configId?: number) {
  return db
    .select({
      configId: propertyDocumentAccount.configId,
      bankAccountId: propertyDocumentAccount.bankAccountId,
    })
    .from(propertyDocumentAccount)
    .where(
      and(
        eq(propertyDocumentAccount.propertyId, propertyId),
        configId !== undefined ? eq(propertyDocumentAccount.configId, configId) : undefined,
      ),
    );
}

export async function replaceDocumentAccounts(
  db: Executor,
  propertyId: string,
  rows: { configId: number; bankAccountId: string }[],
) {
  await db.delete(propertyDocumentAccount).where(eq(propertyDocumentAccount.propertyId, propertyId));
  if (rows.length > 0)
    await db.insert(propertyDocumentAccount).values(rows.map((r) => ({ ...r, propertyId })));
}
