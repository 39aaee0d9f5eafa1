import {
  APPROVAL_DOCUMENT_TYPES,
  OBJECT_IDS,
  POST_GL_DOCUMENT_TYPES,
  isObjectId,
  type ObjectId,
} from '@suanklang/shared';

/** What a user may do on one property. */
export type Rights = {
  roleCode: string | null;
  objects: ReadonlySet<ObjectId>;
  approvalTypes: readonly string[];
  postGlTypes: readonly string[];
  canCloseGl: boolean;
};

export type RoleGrant = {
  roleCode: string;
  roleObjects: readonly string[];
  /** The user's modified menus on this property, replacing the role's objects when set. */
  menuObjects: readonly string[] | null;
  approvalTypes: readonly string[];
  postGlTypes: readonly string[];
  canCloseGl: boolean;
};

export const ADMIN_RIGHTS: Rights = {
  roleCode: 'ADMIN',
  objects: new Set(OBJECT_IDS),
  approvalTypes: [...APPROVAL_DOCUMENT_TYPES],
  postGlTypes: [...POST_GL_DOCUMENT_TYPES],
  canCloseGl: true,
};

/** Pure: the rights a user has on a property, or null when they have none there. */
export function resolveRights(isAdmin: boolean, grant: RoleGrant | null): Rights | null {
  if (isAdmin) return ADMIN_RIGHTS;
  if (!grant) return null;
  const source = grant.menuObjects ?? grant.roleObjects;
  return {
    roleCode: grant.roleCode,
    objects: new Set(source.filter(isObjectId)),
    approvalTypes: grant.approvalTypes,
    postGlTypes: grant.postGlTypes,
    canCloseGl: grant.canCloseGl,
  };
}
