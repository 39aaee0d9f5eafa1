import dayjs from 'dayjs';
import 'dayjs/locale/th';
import 'dayjs/locale/en';
import type { Lang } from '@suanklang/shared';
import { i18n } from '../../i18n';
import { storeLang } from './preferences';

/** Points every language-dependent piece (i18next, dayjs, the html lang attribute) at one language. */
export function applyLanguage(lang: Lang): void {
  dayjs.locale(lang);
  document.documentElement.lang = lang;
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
}

export function changeLanguage(lang: Lang): void {
  storeLang(lang);
  applyLanguage(lang);
}
