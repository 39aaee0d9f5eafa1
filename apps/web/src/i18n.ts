import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, STORAGE_KEYS, parseLang, type Lang } from '@suanklang/shared';

/**
 * Every `locales/<lang>/<namespace>.json`, one chunk per language (vite.config.ts): a page downloads the texts of
 * the language it shows, and the other language's when the user switches to it.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');
const FILE = /\.\/locales\/(\w+)\/([\w-]+)\.json$/;

/** The texts loaded so far, by language and namespace. */
export const resources: Record<string, Record<string, Record<string, unknown>>> = {};
const loading = new Map<Lang, Promise<void>>();
const ready = new Set<Lang>();

/** Whether a language's texts are all there (switching to it needs no download). */
export function languageReady(lang: Lang): boolean {
  return ready.has(lang);
}

/** Loads a language's texts (once); the app shows a language only after this resolves. */
export function loadLanguage(lang: Lang): Promise<void> {
  let loaded = loading.get(lang);
  if (!loaded) {
    const namespaces = Object.entries(files).flatMap(([path, load]) => {
      const [, fileLang, ns] = FILE.exec(path) ?? [];
      return fileLang === lang && ns ? [{ ns, load }] : [];
    });
    loaded = Promise.all(
      namespaces.map(async ({ ns, load }) => {
        const texts = (await load()).default;
        (resources[lang] ??= {})[ns] = texts;
        i18n.addResourceBundle(lang, ns, texts);
      }),
    ).then(
      () => {
        ready.add(lang);
      },
      (error: unknown) => {
        // A failed download (offline, a new deployment) is tried again at the next call.
        loading.delete(lang);
        throw error;
      },
    );
    loading.set(lang, loaded);
  }
  return loaded;
}

export function storedLang(): Lang {
  try {
    return parseLang(localStorage.getItem(STORAGE_KEYS.language) ?? DEFAULT_LANG);
  } catch {
    return DEFAULT_LANG;
  }
}

void i18n.use(initReactI18next).init({
  resources: {},
  lng: storedLang(),
  fallbackLng: false,
  defaultNS: 'common',
  ns: Object.keys(files).flatMap((path) => {
    const [, lang, ns] = FILE.exec(path) ?? [];
    return lang === DEFAULT_LANG && ns ? [ns] : [];
  }),
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

export { i18n };
