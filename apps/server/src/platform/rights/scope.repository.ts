import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { property, role, userPropertyRole } from '../db/schema';
import type { RoleGrant } from './rights';

/**
 * A property by its code with the user's active role in it (null: none), in one read: every property-scoped call
 * makes it, so it is one round trip, not two.
 */
export async function findPropertyWithGrant(db: Executor, code: string, userId: string) {
  const rows = await db
    .select({
      property,
      roleCode: userPropertyRole.roleCode,
      menuObjects: userPropertyRole.objects,
      roleObjects: role.objects,
      approvalTypes: role.approvalTypes,
      postGlTypes: role.postGlTypes,
      canCloseGl: role.canCloseGl,
    })
    .from(property)
    .leftJoin(
      userPropertyRole,
      and(
        eq(userPropertyRole.propertyId, property.id),
        eq(userPropertyRole.userId, userId),
        eq(userPropertyRole.active, 'Y'),
      ),
    )
    .leftJoin(role, eq(role.code, userPropertyRole.roleCode))
    .where(eq(property.code, code))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { property: found, roleCode, menuObjects, roleObjects, approvalTypes, postGlTypes, canCloseGl } = row;
  const grant: RoleGrant | null =
    roleCode !== null &&
    roleObjects !== null &&
    approvalTypes !== null &&
    postGlTypes !== null &&
    canCloseGl !== null
      ? { roleCode, menuObjects, roleObjects, approvalTypes, postGlTypes, canCloseGl }
      : null;
  return { property: found, grant };
}

export async function findRoleGrant(
  db: Executor,
  userId: string,
  propertyId: string,
): Promise<RoleGrant | null> {
  const rows = await db
    .select({
      roleCode: userPropertyRole.roleCode,
      menuObjects: userPropertyRole.objects,
      roleObjects: role.objects,
      approvalTypes: role.approvalTypes,
      postGlTypes: role.postGlTypes,
      canCloseGl: role.canCloseGl,
    })
    .from(userPropertyRole)
    .innerJoin(role, eq(role.code, userPropertyRole.roleCode))
    .where(
      and(
        eq(userPropertyRole.userId, userId),
        eq(userPropertyRole.propertyId, propertyId),
        eq(userPropertyRole.active, 'Y'),
      ),
    );
  return rows[0] ?? null;
}
