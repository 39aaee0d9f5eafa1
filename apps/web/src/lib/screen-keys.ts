import type screens from '../locales/th/screens.json';

type Screens = typeof screens;
export type ScreenTitleKey = keyof Screens['title'];
type MenuKey = keyof Screens['menu'];
type SearchKey = keyof Screens['search'];
type OptionKey = keyof Screens['option'];

/**
 * Keys of the `screens` namespace built from data the compiler cannot follow into the catalogue: the shared
 * screen table (packages/shared routes.ts) and the placeholder search fields. They are typed here, once, and
 * proven by locales/catalogue.test.ts, which fails when a screen, field or option has no text.
 */
export const screenKey = {
  /** A shared screen's title key, for its route handle. */
  titleKey: (titleKey: string) => titleKey as ScreenTitleKey,
  menu: (titleKey: string) => `menu.${titleKey}` as `menu.${MenuKey}`,
  title: (titleKey: string) => `title.${titleKey}` as `title.${ScreenTitleKey}`,
  search: (field: string) => `search.${field}` as `search.${SearchKey}`,
  option: (value: string) => `option.${value}` as `option.${OptionKey}`,
};
