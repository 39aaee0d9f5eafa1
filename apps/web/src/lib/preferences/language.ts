import dayjs from 'dayjs';
import 'dayjs/locale/th';
import 'dayjs/locale/en';
import type { Lang } from '@suanklang/shared';
import { i18n, languageReady, loadLanguage } from '../../i18n';
import { storeLang } from './preferences';

/** The language last asked for: a slower download of an earlier choice does not override it. */
let wanted: Lang | null = null;

/**
 * Points every language-dependent piece (i18next, dayjs, the html lang attribute) at one language; the texts
 * switch once that language's texts have arrived.
 */
export function applyLanguage(lang: Lang): void {
  dayjs.locale(lang);
  document.documentElement.lang = lang;
  wanted = lang;
  if (i18n.language === lang) return;
  if (languageReady(lang)) {
    void i18n.changeLanguage(lang);
    return;
  }
  void loadLanguage(lang).then(
    () => (wanted === lang ? i18n.changeLanguage(lang) : undefined),
    () => undefined,
  );
}

export function changeLanguage(lang: Lang): void {
  storeLang(lang);
  applyLanguage(lang);
}
