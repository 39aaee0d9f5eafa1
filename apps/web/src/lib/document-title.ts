import { useEffect } from 'react';
import { i18n } from '../i18n';

/** `<page> · ส่วนกลาง` in the tab, following the language. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    const product = i18n.t('common:productName');
    document.title = title ? `${title} · ${product}` : product;
  }, [title]);
}
