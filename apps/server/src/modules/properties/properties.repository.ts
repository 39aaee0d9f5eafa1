import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { property, userPropertyRole } from '../../platform/db/schema';

/** Properties a user may pick: all active ones for an admin, else those with an active role. */
export async function listPropertiesForUser(db: Executor, userId: string, isAdmin: boolean) {
  const columns = { code: property.code, nameTh: property.nameTh, nameEn: property.nameEn };
  if (isAdmin) {
    return db.select(columns).from(property).where(eq(property.active, 'Y')).orderBy(asc(property.code));
  }
  return db
    .select(columns)
    .from(property)
    .innerJoin(userPropertyRole, eq(userPropertyRole.propertyId, property.id))
    .where(
      and(eq(userPropertyRole.userId, userId), eq(userPropertyRole.active, 'Y'), eq(property.active, 'Y')),
    )
    .orderBy(asc(property.code));
}
