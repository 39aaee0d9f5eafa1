import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { codeLabel, parseLang, type CodeKind, type CodeOf } from '@suanklang/shared';

/**
 * The label of a code (status, document or payment type) in the interface language, from the shared catalogue
 * the server's replies use, so a tag and a reply cannot name the same code differently.
 */
export function useCodeLabel(): <K extends CodeKind>(kind: K, code: CodeOf<K>) => string {
  const { i18n } = useTranslation();
  const lang = parseLang(i18n.language);
  return useCallback(<K extends CodeKind>(kind: K, code: CodeOf<K>) => codeLabel(kind, code, lang), [lang]);
}
