import { SETTING_SCREENS, TOP_SCREENS, type RoleCode, type ScreenRoute } from '@suanklang/shared';
import { BUILT_IN_ROLES } from '../../apps/server/src/platform/rights/roles';

/** The demo accounts (apps/server/src/demo/seed.ts) and the role each has on the demo property RVS. */
export const DEMO_USERS = {
  admin: 'ADMIN',
  manager: 'MANAGER',
  accountant: 'ACCOUNTANT',
  approver: 'APPROVER',
  viewer: 'VIEWER',
} as const satisfies Record<string, RoleCode>;
export type DemoUser = keyof typeof DEMO_USERS;

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_PROPERTY = 'RVS';
/** The second demo property: only admin may use it. */
export const OTHER_PROPERTY = 'SKV';

function role(code: RoleCode) {
  const found = BUILT_IN_ROLES.find((r) => r.code === code);
  if (!found) throw new Error(`No built-in role ${code}`);
  return found;
}

/** The objects a built-in role grants (apps/server/src/platform/rights/roles.ts). */
export function roleObjects(code: RoleCode): ReadonlySet<string> {
  return new Set(role(code).objects);
}

export function roleDescription(code: RoleCode, lang: 'th' | 'en'): string {
  const r = role(code);
  return lang === 'th' ? r.descriptionTh : r.descriptionEn;
}

function allowed(screens: readonly ScreenRoute[], granted: ReadonlySet<string>): ScreenRoute[] {
  return screens.filter((screen) => screen.object === null || granted.has(screen.object));
}

/** What a role may see (000 section 6: an entry is shown only if its object is granted; routes.ts). */
export type ExpectedMenus = {
  /** Top-level screens of the main sidebar, in catalogue order. */
  top: ScreenRoute[];
  /** Settings screens of the settings sidebar, in catalogue order (empty: no settings entry at all). */
  settings: ScreenRoute[];
};

export function expectedMenus(code: RoleCode): ExpectedMenus {
  const granted = roleObjects(code);
  return { top: allowed(TOP_SCREENS, granted), settings: allowed(SETTING_SCREENS, granted) };
}

export function screenByPath(path: string): ScreenRoute {
  const found = [...TOP_SCREENS, ...SETTING_SCREENS].find((screen) => screen.path === path);
  if (!found) throw new Error(`${path} is not in the route catalogue`);
  return found;
}
