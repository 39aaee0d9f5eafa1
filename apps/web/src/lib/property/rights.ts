import type { ObjectId, PropertyConfig, ScreenRoute } from '@suanklang/shared';
import { usePropertyConfig } from './get-property-config';

/** The object IDs the property config grants. */
export function grantedObjects(config: Pick<PropertyConfig, 'objectList'> | undefined): ReadonlySet<string> {
  return new Set((config?.objectList ?? []).map((item) => item.objectID));
}

/** A screen is reachable when it needs no object or its object is granted. */
export function isScreenAllowed(screen: Pick<ScreenRoute, 'object'>, granted: ReadonlySet<string>): boolean {
  return screen.object === null || granted.has(screen.object);
}

/** Menu entries the user may see (000 section 6: a menu entry is shown only if its object is granted). */
export function allowedScreens<T extends Pick<ScreenRoute, 'object'>>(
  screens: readonly T[],
  granted: ReadonlySet<string>,
): T[] {
  return screens.filter((screen) => isScreenAllowed(screen, granted));
}

export type Rights = {
  status: 'pending' | 'error' | 'success';
  config: PropertyConfig | undefined;
  granted: ReadonlySet<string>;
  can: (object: ObjectId | null) => boolean;
};

/** The selected property's rights. Before the config arrives nothing guarded is allowed. */
export function useRights(): Rights {
  const query = usePropertyConfig();
  const granted = grantedObjects(query.data);
  return {
    status: query.status,
    config: query.data,
    granted,
    can: (object) => object === null || granted.has(object),
  };
}

/** Whether the property config lets the user post a document type's journals to the general ledger (postGLList). */
export function canPostGl(
  config: Pick<PropertyConfig, 'postGLList'> | undefined,
  documentType: string,
): boolean {
  return (config?.postGLList ?? []).some((item) => item.documentType === documentType);
}

/** Whether the property config lets the user close and reopen accounting months (closeGLList not empty). */
export function canCloseGl(config: Pick<PropertyConfig, 'closeGLList'> | undefined): boolean {
  return (config?.closeGLList ?? []).length > 0;
}
