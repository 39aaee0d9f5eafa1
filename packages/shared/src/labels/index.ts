import type { Lang } from '../lang';
import { APPROVAL_CODE_LISTS, APPROVAL_LABELS } from './approvals';
import { COMMON_CODE_LISTS, COMMON_LABELS } from './common';
import { CHEQUE_CODE_LISTS, CHEQUE_LABELS } from './cheques';
import { CREDIT_NOTE_CODE_LISTS, CREDIT_NOTE_LABELS } from './credit-notes';
import { DEPOSIT_CODE_LISTS, DEPOSIT_LABELS } from './deposits';
import { INVOICE_CODE_LISTS, INVOICE_LABELS } from './invoices';
import { LEDGER_CODE_LISTS, LEDGER_LABELS } from './ledger';
import { RECEIPT_CODE_LISTS, RECEIPT_LABELS } from './receipts';
import { REQUEST_PAY_CODE_LISTS, REQUEST_PAY_LABELS } from './request-pay';
import type { CodeText } from './types';

export type { CodeText } from './types';
export { APPROVAL_RESULTS } from './approvals';

/**
 * Labels of codes (statuses, document and payment types) in Thai and English, one catalogue for the server's
 * replies and the web's tags, beside the error catalogue (errors.ts). Each kind is tied to the code list it
 * labels, so a code added to a list without its label fails the type check and the catalogue test.
 */
export const CODE_LISTS = {
  ...COMMON_CODE_LISTS,
  ...INVOICE_CODE_LISTS,
  ...RECEIPT_CODE_LISTS,
  ...DEPOSIT_CODE_LISTS,
  ...CHEQUE_CODE_LISTS,
  ...CREDIT_NOTE_CODE_LISTS,
  ...APPROVAL_CODE_LISTS,
  ...LEDGER_CODE_LISTS,
  ...REQUEST_PAY_CODE_LISTS,
} as const;

export const CODE_LABELS = {
  ...COMMON_LABELS,
  ...INVOICE_LABELS,
  ...RECEIPT_LABELS,
  ...DEPOSIT_LABELS,
  ...CHEQUE_LABELS,
  ...CREDIT_NOTE_LABELS,
  ...APPROVAL_LABELS,
  ...LEDGER_LABELS,
  ...REQUEST_PAY_LABELS,
} as const;

export type CodeKind = keyof typeof CODE_LISTS;
/** The codes of one kind, as its code list types them (string or number). */
export type CodeOf<K extends CodeKind> = (typeof CODE_LISTS)[K][number];

/** Whether a stored value is one of the codes of `kind` (database columns are plain text or integers). */
export function isCodeOf<K extends CodeKind>(kind: K, value: unknown): value is CodeOf<K> {
  return (CODE_LISTS[kind] as readonly unknown[]).includes(value);
}

/**
 * `value` when it is one of `list`, else `fallback`: a code read back from a plain text column, typed as its list
 * (an unknown one, which the database's checks keep out, still answers something the screens can show).
 */
export function oneOf<T extends string>(list: readonly T[], value: string, fallback: T): T {
  return (list as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The label of a known code in the given language. */
export function codeLabel<K extends CodeKind>(kind: K, code: CodeOf<K>, lang: Lang): string {
  const labels = CODE_LABELS[kind] as Record<CodeOf<K>, CodeText>;
  return labels[code][lang];
}

/** Every code of `kind` in list order with its label, for pick lists (`{ code, description }` replies). */
export function codeOptions<K extends CodeKind>(
  kind: K,
  lang: Lang,
): { code: CodeOf<K>; description: string }[] {
  return (CODE_LISTS[kind] as readonly CodeOf<K>[]).map((code) => ({
    code,
    description: codeLabel(kind, code, lang),
  }));
}
