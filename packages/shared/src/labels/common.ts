import { LANGS } from '../lang';
import type { LabelsOf } from './types';

/** Code lists used across areas: the languages a document can be printed in. */
export const COMMON_CODE_LISTS = { language: LANGS } as const;

export const COMMON_LABELS = {
  language: {
    th: { th: 'ภาษาไทย', en: 'Thai' },
    en: { th: 'ภาษาอังกฤษ', en: 'English' },
  },
} as const satisfies { [K in keyof typeof COMMON_CODE_LISTS]: LabelsOf<(typeof COMMON_CODE_LISTS)[K]> };
