/** Languages the product speaks. Thai is the default everywhere. */
export const LANGS = ['th', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'th';

/** Calls carry `lang` upper- or lower-case (the client sends TH/EN); anything else falls back to Thai. */
export function parseLang(value: unknown): Lang {
  const v = typeof value === 'string' ? value.toLowerCase() : '';
  return v === 'en' ? 'en' : 'th';
}

/** Local-storage keys of the web app (000 section 9). */
export const STORAGE_KEYS = {
  language: 'language',
  glMonthYear: 'glMonthYear',
  property: 'property',
  propertyOption: 'propertyOption',
  token: 'token',
  username: 'username',
} as const;
