import { useTranslation } from 'react-i18next';
import { parseLang, type Lang } from '@suanklang/shared';

/** The interface language as the product's `Lang` (anything but English reads as Thai, the default). */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return parseLang(i18n.language);
}
