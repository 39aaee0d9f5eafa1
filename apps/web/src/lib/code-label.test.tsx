import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CODE_LISTS, codeLabel, isCodeOf, LANGS, type CodeKind } from '@suanklang/shared';
import { i18n, resources } from '../i18n';
import { useCodeLabel } from './code-label';

afterEach(async () => {
  await act(() => i18n.changeLanguage('th'));
});

describe('useCodeLabel', () => {
  it('gives the shared label in the interface language and follows a language change', async () => {
    await act(() => i18n.changeLanguage('th'));
    const { result } = renderHook(() => useCodeLabel());
    expect(result.current('chequeStatus', 'RETURNED')).toBe('เช็คคืน');
    await act(() => i18n.changeLanguage('en'));
    expect(result.current('chequeStatus', 'RETURNED')).toBe('Returned');
    expect(result.current('invoicePaymentStatus', 'PARTIAL')).toBe('Partly paid');
  });
});

/**
 * Screens still build their pick lists and columns from these locale keys; until they read the catalogue too,
 * the two must say the same thing.
 */
const SCREEN_KEYS: [CodeKind, string][] = [
  ['chequeStatus', 'cheques:status'],
  ['depositStatus', 'deposits:status'],
  ['receiptStatus', 'receipts:status'],
  ['invoiceStatus', 'invoices:status'],
  ['invoicePaymentStatus', 'invoices:paymentStatus'],
  ['creditNoteType', 'credit-notes:types'],
  ['creditNoteStatus', 'credit-notes:status'],
  ['approvalDocumentType', 'approvals:documentType'],
];

describe('code texts the screens still keep in locale files', () => {
  it.each(SCREEN_KEYS)('match the catalogue for %s', (kind, key) => {
    const [ns = '', group = ''] = key.split(':');
    for (const lng of LANGS) {
      const texts = resources[lng]?.[ns]?.[group] as Record<string, unknown> | undefined;
      const expected = Object.fromEntries(
        CODE_LISTS[kind].map((code) => [
          String(code),
          isCodeOf(kind, code) ? codeLabel(kind, code, lng) : '',
        ]),
      );
      expect(texts, `${lng}:${key}`).toEqual(expected);
    }
  });
});
