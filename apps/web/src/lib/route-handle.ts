import type { ScreenObject } from '@suanklang/shared';
import { useMatches } from 'react-router';
import type { ScreenTitleKey } from './screen-keys';

/**
 * What a route declares about itself: the object that guards it (null: any signed-in user) and the key of its
 * page title in the `screens` namespace (`title.<titleKey>`).
 */
export type ScreenHandle = { object: ScreenObject | null; titleKey: ScreenTitleKey };

function isScreenHandle(value: unknown): value is ScreenHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    'titleKey' in value &&
    typeof value.titleKey === 'string' &&
    'object' in value
  );
}

/** The deepest matched route's screen handle, if any. */
export function useScreenHandle(): ScreenHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isScreenHandle(handle)) return handle;
  }
  return null;
}
