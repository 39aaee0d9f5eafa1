import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { role, userPropertyRole } from '../db/schema';
import type { RoleGrant } from './rights';

/** The columns a role grant is read from (user_property_role joined to role). */
export const grantColumns = {
  roleCode: userPropertyRole.roleCode,
  menuObjects: userPropertyRole.objects,
  roleObjects: role.objects,
  approvalTypes: role.approvalTypes,
  postGlTypes: role.postGlTypes,
  canCloseGl: role.canCloseGl,
};

export async function findRoleGrant(
  db: Executor,
  userId: string,
  propertyId: string,
): Promise<RoleGrant | null> {
  const rows = await db
    .select(grantColumns)
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
