import { describe, expect, it } from 'vitest';
import { LANGS } from '../lang';
import { CODE_LABELS, CODE_LISTS, codeLabel, codeOptions, isCodeOf, oneOf, type CodeKind } from './index';

const kinds = Object.keys(CODE_LISTS) as CodeKind[];

describe('code label catalogue', () => {
  it('has the same kinds as the code lists', () => {
    expect(Object.keys(CODE_LABELS).sort()).toEqual([...kinds].sort());
  });

  it.each(kinds)('labels every code of %s, and nothing else, in Thai and English', (kind) => {
    const labels: Record<string, Record<string, unknown>> = CODE_LABELS[kind];
    const codes = CODE_LISTS[kind].map(String);
    expect(Object.keys(labels).sort()).toEqual([...codes].sort());
    for (const code of codes) {
      for (const lang of LANGS) {
        const text = labels[code]?.[lang];
        expect(typeof text === 'string' && text.trim() !== '', `${kind}.${code}.${lang}`).toBe(true);
      }
      expect(Object.keys(labels[code] ?? {}).sort()).toEqual([...LANGS].sort());
    }
  });

  it('gives a code its label in the asked language', () => {
    expect(codeLabel('paymentType', 'CHEQUE', 'th')).toBe('เช็ค');
    expect(codeLabel('paymentType', 'CHEQUE', 'en')).toBe('Cheque');
    expect(codeLabel('creditNoteStatus', 4, 'en')).toBe('Approved');
  });

  it('tells a known stored code from an unknown one, keeping number and text apart', () => {
    expect(isCodeOf('creditNoteStatus', 3)).toBe(true);
    expect(isCodeOf('creditNoteStatus', '3')).toBe(false);
    expect(isCodeOf('approvalResult', 0)).toBe(false);
    expect(isCodeOf('receiptType', '2')).toBe(true);
  });

  it('lists the options of a kind in the order of its code list', () => {
    expect(codeOptions('approvalDocumentType', 'en')).toEqual([
      { code: 'CN', description: 'Credit note' },
      { code: 'JV', description: 'Journal voucher' },
      { code: 'RQ', description: 'Request pay' },
      { code: 'PV', description: 'Payment voucher' },
    ]);
  });
});

describe('code label types', () => {
  it('accept only a known kind and one of its codes', () => {
    // Never called: the type checker is what refuses these.
    const refused = [
      // @ts-expect-error a deposit status is not a cheque status
      () => codeLabel('chequeStatus', 'POSTED', 'th'),
      // @ts-expect-error credit-note statuses are numbers, not text
      () => codeLabel('creditNoteStatus', '1', 'th'),
      // @ts-expect-error not a kind of the catalogue
      () => codeLabel('colour', 'RED', 'th'),
    ];
    expect(refused).toHaveLength(3);
  });
});

describe('oneOf', () => {
  it('answers a stored value of the list as it is, and anything else as the fallback', () => {
    const kinds = ['WATER', 'OTHER'] as const;
    expect(oneOf(kinds, 'WATER', 'OTHER')).toBe('WATER');
    expect(oneOf(kinds, 'water', 'OTHER')).toBe('OTHER');
    expect(oneOf(kinds, '', 'OTHER')).toBe('OTHER');
  });
});
