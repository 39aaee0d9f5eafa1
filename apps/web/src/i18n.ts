import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, STORAGE_KEYS, parseLang, type Lang } from '@suanklang/shared';

/** Every `locales/<lang>/<namespace>.json` is bundled; one namespace per area. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });

export const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, mod] of Object.entries(files)) {
  const [, lang, ns] = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  if (!lang || !ns) continue;
  (resources[lang] ??= {})[ns] = mod.default;
}

export function storedLang(): Lang {
  try {
    return parseLang(localStorage.getItem(STORAGE_KEYS.language) ?? DEFAULT_LANG);
  } catch {
    return DEFAULT_LANG;
  }
}

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLang(),
  fallbackLng: false,
  defaultNS: 'common',
  ns: Object.keys(resources[DEFAULT_LANG] ?? {}),
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

export { i18n };
