import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { likeOf } from '../../platform/db/like';
import { glAccount } from '../config-account';
import { supplier, supplierBankAccount, supplierDocumentAccount } from './suppliers.schema';

export type Supplier = typeof supplier.$inferSelect;
export type NewSupplier = typeof supplier.$inferInsert;
export type SupplierBankAccountRow = typeof supplierBankAccount.$inferSelect;

export type SupplierFilter = {
  keyword?: string | undefined;
  whtType?: string | undefined;
  active?: string | undefined;
};

function supplierWhere(propertyId: string, f: SupplierFilter): SQL | undefined {
  const like = f.keyword ? likeOf(f.keyword) : null;
  return and(
    eq(supplier.propertyId, propertyId),
    like
      ? or(
          ilike(supplier.code, like),
          ilike(supplier.nameTh, like),
          ilike(supplier.nameEn, like),
          ilike(supplier.taxId, like),
        )
      : undefined,
    f.whtType ? eq(supplier.whtType, f.whtType) : undefined,
    f.active ? eq(supplier.active, f.active) : undefined,
  );
}

export async function searchSuppliers(
  db: Executor,
  propertyId: string,
  f: SupplierFilter,
  page: { page: number; pageSize: number },
) {
  const where = supplierWhere(propertyId, f);
  const rows = await db
    .select()
    .from(supplier)
    .where(where)
    .orderBy(asc(supplier.code))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const total = await db.select({ n: count() }).from(supplier).where(where);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function findSupplier(db: Executor, propertyId: string, code: string) {
  const rows = await db
    .select()
    .from(supplier)
    .where(and(eq(supplier.propertyId, propertyId), eq(supplier.code, code)));
  return rows[0] ?? null;
}

export async function insertSupplier(db: Executor, values: NewSupplier) {
  await db.insert(supplier).values(values);
}

export async function updateSupplier(
  db: Executor,
  propertyId: string,
  id: string,
  values: Partial<NewSupplier>,
) {
  await db
    .update(supplier)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(supplier.propertyId, propertyId), eq(supplier.id, id)));
}

export async function bankAccountsOf(db: Executor, propertyId: string, supplierId: string) {
  return db
    .select()
    .from(supplierBankAccount)
    .where(
      and(eq(supplierBankAccount.propertyId, propertyId), eq(supplierBankAccount.supplierId, supplierId)),
    )
    .orderBy(asc(supplierBankAccount.createdAt));
}

export async function findBankAccount(db: Executor, propertyId: string, supplierId: string, id: string) {
  const rows = await db
    .select()
    .from(supplierBankAccount)
    .where(
      and(
        eq(supplierBankAccount.propertyId, propertyId),
        eq(supplierBankAccount.supplierId, supplierId),
        eq(supplierBankAccount.id, id),
      ),
    );
  return rows[0] ?? null;
}

export async function insertBankAccount(db: Executor, values: typeof supplierBankAccount.$inferInsert) {
  const rows = await db.insert(supplierBankAccount).values(values).returning({ id: supplierBankAccount.id });
  return rows[0]!.id;
}

export async function updateBankAccount(
  db: Executor,
  propertyId: string,
  id: string,
  values: Partial<typeof supplierBankAccount.$inferInsert>,
) {
  await db
    .update(supplierBankAccount)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(supplierBankAccount.propertyId, propertyId), eq(supplierBankAccount.id, id)));
}

export async function documentAccountsOf(
  db: Executor,
  propertyId: string,
  supplierId: string,
  configId?: number,
) {
  return db
    .select({
      configId: supplierDocumentAccount.configId,
      bankAccountId: supplierDocumentAccount.bankAccountId,
      accountCode: supplierDocumentAccount.accountCode,
      accountNameTh: glAccount.nameTh,
      accountNameEn: glAccount.nameEn,
      accountNo: supplierBankAccount.accountNo,
      bankCode: supplierBankAccount.bankCode,
    })
    .from(supplierDocumentAccount)
    .innerJoin(supplierBankAccount, eq(supplierBankAccount.id, supplierDocumentAccount.bankAccountId))
    .innerJoin(
      glAccount,
      and(
        eq(glAccount.propertyId, supplierDocumentAccount.propertyId),
        eq(glAccount.code, supplierDocumentAccount.accountCode),
      ),
    )
    .where(
      and(
        eq(supplierDocumentAccount.propertyId, propertyId),
        eq(supplierDocumentAccount.supplierId, supplierId),
        configId !== undefined ? eq(supplierDocumentAccount.configId, configId) : undefined,
      ),
    )
    .orderBy(asc(supplierDocumentAccount.configId));
}

export async function upsertDocumentAccount(
  db: Executor,
  values: typeof supplierDocumentAccount.$inferInsert,
) {
  await db
    .insert(supplierDocumentAccount)
    .values(values)
    .onConflictDoUpdate({
      target: [supplierDocumentAccount.supplierId, supplierDocumentAccount.configId],
      set: { bankAccountId: values.bankAccountId, accountCode: values.accountCode },
    });
}
