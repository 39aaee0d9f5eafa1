import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { appUser, role, userPropertyRole } from '../../platform/db/schema';

/** Users are global; every query here goes through the membership of ONE property. */
const memberColumns = {
  userId: appUser.id,
  username: appUser.username,
  firstName: appUser.firstName,
  lastName: appUser.lastName,
  firstNameEn: appUser.firstNameEn,
  lastNameEn: appUser.lastNameEn,
  email: appUser.email,
  position: appUser.position,
  isDirectory: appUser.isDirectory,
  roleCode: userPropertyRole.roleCode,
  menuObjects: userPropertyRole.objects,
  active: userPropertyRole.active,
  createdAt: appUser.createdAt,
  updatedAt: appUser.updatedAt,
};

export type MemberFilter = {
  keyword?: string | undefined;
  roleCode?: string | undefined;
  active?: string | undefined;
};

function memberWhere(propertyId: string, f: MemberFilter): SQL | undefined {
  const like = f.keyword ? `%${f.keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  return and(
    eq(userPropertyRole.propertyId, propertyId),
    like
      ? or(
          ilike(appUser.username, like),
          ilike(appUser.firstName, like),
          ilike(appUser.lastName, like),
          ilike(appUser.email, like),
        )
      : undefined,
    f.roleCode ? eq(userPropertyRole.roleCode, f.roleCode) : undefined,
    f.active ? eq(userPropertyRole.active, f.active) : undefined,
  );
}

export async function searchMembers(
  db: Executor,
  propertyId: string,
  filter: MemberFilter,
  page: { page: number; pageSize: number },
) {
  const where = memberWhere(propertyId, filter);
  const rows = await db
    .select(memberColumns)
    .from(userPropertyRole)
    .innerJoin(appUser, eq(appUser.id, userPropertyRole.userId))
    .where(where)
    .orderBy(asc(appUser.username))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const total = await db
    .select({ n: count() })
    .from(userPropertyRole)
    .innerJoin(appUser, eq(appUser.id, userPropertyRole.userId))
    .where(where);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function findMember(db: Executor, propertyId: string, userId: string) {
  const rows = await db
    .select(memberColumns)
    .from(userPropertyRole)
    .innerJoin(appUser, eq(appUser.id, userPropertyRole.userId))
    .where(and(eq(userPropertyRole.propertyId, propertyId), eq(userPropertyRole.userId, userId)));
  return rows[0] ?? null;
}
export type Member = NonNullable<Awaited<ReturnType<typeof findMember>>>;

export async function usernameTaken(db: Executor, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(sql`lower(${appUser.username}) = lower(${username})`);
  return rows.length > 0;
}

export async function insertUser(db: Executor, values: typeof appUser.$inferInsert) {
  const rows = await db.insert(appUser).values(values).returning({ id: appUser.id });
  return rows[0]!.id;
}

export async function updateUser(db: Executor, userId: string, values: Partial<typeof appUser.$inferInsert>) {
  await db
    .update(appUser)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(appUser.id, userId));
}

export async function insertMembership(db: Executor, values: typeof userPropertyRole.$inferInsert) {
  await db.insert(userPropertyRole).values(values);
}

export async function updateMembership(
  db: Executor,
  propertyId: string,
  userId: string,
  values: Partial<typeof userPropertyRole.$inferInsert>,
) {
  await db
    .update(userPropertyRole)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(userPropertyRole.propertyId, propertyId), eq(userPropertyRole.userId, userId)));
}

export async function findRole(db: Executor, code: string) {
  const rows = await db.select().from(role).where(eq(role.code, code));
  return rows[0] ?? null;
}

export async function listRoles(db: Executor) {
  return db.select().from(role).orderBy(asc(role.code));
}

export async function listPositions(db: Executor, propertyId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ position: appUser.position })
    .from(appUser)
    .innerJoin(userPropertyRole, eq(userPropertyRole.userId, appUser.id))
    .where(and(eq(userPropertyRole.propertyId, propertyId), sql`${appUser.position} is not null`));
  return rows.map((r) => r.position!).sort();
}

export async function findUserById(db: Executor, userId: string) {
  const rows = await db.select().from(appUser).where(eq(appUser.id, userId));
  return rows[0] ?? null;
}

/** Whether the user is a member of any property other than this one. */
export async function hasMembershipElsewhere(
  db: Executor,
  userId: string,
  propertyId: string,
): Promise<boolean> {
  const rows = await db
    .select({ propertyId: userPropertyRole.propertyId })
    .from(userPropertyRole)
    .where(and(eq(userPropertyRole.userId, userId), ne(userPropertyRole.propertyId, propertyId)))
    .limit(1);
  return rows.length > 0;
}
