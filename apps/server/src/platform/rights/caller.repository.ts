import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appUser, property, role, userPropertyRole, userSession } from '../db/schema';
import type { SessionClaims } from '../auth/session';
import type { CurrentUser } from '../request-context';
import { nameColumns } from '../user-name';
import type { RoleGrant } from './rights';
import { grantColumns } from './scope.repository';

export type Caller = {
  user: CurrentUser & { active: string };
  /** The property the call names, when it exists (whatever the user's rights on it). */
  property: { id: string; code: string; nameTh: string; nameEn: string } | null;
  /** The user's active role on that property, when there is one. */
  grant: RoleGrant | null;
};

/**
 * Who calls, and on which property, in ONE read made by every signed-in call: the session the token names (open,
 * not expired) with its user, and the named property with the user's active role there. A prepared statement
 * (planned once per connection), so the per-call cost is one round trip and no planning.
 * Returns null when the session is not open.
 */
export function callerReader(db: Db) {
  const read = db
    .select({
      userId: appUser.id,
      username: appUser.username,
      ...nameColumns,
      email: appUser.email,
      isAdmin: appUser.isAdmin,
      active: appUser.active,
      propertyId: property.id,
      propertyCode: property.code,
      nameTh: property.nameTh,
      nameEn: property.nameEn,
      ...grantColumns,
    })
    .from(userSession)
    .innerJoin(appUser, eq(appUser.id, userSession.userId))
    // No code (an unscoped call) matches no property: the joins add nothing.
    .leftJoin(property, eq(property.code, sql.placeholder('code')))
    .leftJoin(
      userPropertyRole,
      and(
        eq(userPropertyRole.propertyId, property.id),
        eq(userPropertyRole.userId, appUser.id),
        eq(userPropertyRole.active, 'Y'),
      ),
    )
    .leftJoin(role, eq(role.code, userPropertyRole.roleCode))
    .where(
      and(
        eq(userSession.id, sql.placeholder('sessionId')),
        eq(userSession.userId, sql.placeholder('userId')),
        isNull(userSession.revokedAt),
        gt(userSession.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('caller_read');

  return async (claims: SessionClaims, propertyCode: string | null): Promise<Caller | null> => {
    const [row] = await read.execute({
      sessionId: claims.sessionId,
      userId: claims.userId,
      code: propertyCode,
      now: new Date(),
    });
    if (!row) return null;
    const { roleCode, menuObjects, roleObjects, approvalTypes, postGlTypes, canCloseGl } = row;
    return {
      user: {
        id: row.userId,
        username: row.username,
        firstName: row.firstName,
        lastName: row.lastName,
        firstNameEn: row.firstNameEn,
        lastNameEn: row.lastNameEn,
        email: row.email,
        isAdmin: row.isAdmin,
        active: row.active,
      },
      property:
        row.propertyId !== null && row.propertyCode !== null && row.nameTh !== null && row.nameEn !== null
          ? { id: row.propertyId, code: row.propertyCode, nameTh: row.nameTh, nameEn: row.nameEn }
          : null,
      grant:
        roleCode !== null &&
        roleObjects !== null &&
        approvalTypes !== null &&
        postGlTypes !== null &&
        canCloseGl !== null
          ? { roleCode, menuObjects, roleObjects, approvalTypes, postGlTypes, canCloseGl }
          : null,
    };
  };
}
