import { act } from '@testing-library/react';
import { i18n } from '../i18n';

/** Switches the interface language inside act(), as the language menu does. For tests only. */
export async function inLanguage(lang: 'th' | 'en'): Promise<void> {
  await act(async () => {
    await i18n.changeLanguage(lang);
  });
}
