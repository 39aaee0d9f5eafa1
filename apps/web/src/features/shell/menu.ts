import { SETTING_SCREENS, TOP_SCREENS, type ScreenRoute } from '@suanklang/shared';
import { allowedScreens } from '../../lib/property/rights';

export const SETTINGS_PATH = '/views/setting';
export const SETTING_GROUPS = ['data', 'main', 'other'] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

/** A sidebar entry: a screen, or the settings entry standing for every allowed settings screen. */
export type MenuEntry = { key: string; path: string; titleKey: string; object: ScreenRoute['object'] };

/**
 * The main sidebar: top-level screens whose object is granted (or that need none), then one settings entry when
 * at least one settings screen is allowed. The settings entry opens the first allowed settings screen.
 */
export function mainMenuEntries(granted: ReadonlySet<string>): MenuEntry[] {
  const entries: MenuEntry[] = allowedScreens(TOP_SCREENS, granted).map((screen) => ({
    key: screen.path,
    path: screen.path,
    titleKey: screen.titleKey,
    object: screen.object,
  }));
  const firstSetting = allowedScreens(SETTING_SCREENS, granted)[0];
  if (firstSetting) {
    entries.push({ key: SETTINGS_PATH, path: firstSetting.path, titleKey: 'setting', object: null });
  }
  return entries;
}

export type SettingsMenuGroup = { group: SettingGroup; screens: ScreenRoute[] };

/** The settings sidebar: its three groups in order (Other is empty today), each with its allowed screens. */
export function settingsMenuGroups(granted: ReadonlySet<string>): SettingsMenuGroup[] {
  const allowed = allowedScreens(SETTING_SCREENS, granted);
  return SETTING_GROUPS.map((group) => ({
    group,
    screens: allowed.filter((screen) => (screen.group ?? 'other') === group),
  }));
}

/** Which main-menu entry a location belongs to (detail screens light up their list's entry). */
export function selectedMainKey(pathname: string, object: ScreenRoute['object'] | undefined): string | null {
  if (pathname === SETTINGS_PATH || pathname.startsWith(`${SETTINGS_PATH}/`)) return SETTINGS_PATH;
  const byPath = TOP_SCREENS.find(
    (screen) => pathname === screen.path || pathname.startsWith(`${screen.path}/`),
  );
  if (byPath) return byPath.path;
  const byObject = object ? TOP_SCREENS.find((screen) => screen.object === object) : undefined;
  return byObject?.path ?? null;
}

export function selectedSettingKey(
  pathname: string,
  object: ScreenRoute['object'] | undefined,
): string | null {
  const byPath = SETTING_SCREENS.find((screen) => pathname === screen.path);
  if (byPath) return byPath.path;
  const byObject = object ? SETTING_SCREENS.find((screen) => screen.object === object) : undefined;
  return byObject?.path ?? null;
}
