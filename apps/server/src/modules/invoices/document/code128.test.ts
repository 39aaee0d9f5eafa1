import { describe, expect, it } from 'vitest';
import { code128Modules, code128Values } from './code128';

// The printed barcode was also checked by decoding a rendered page with zbarimg (CODE-128, CRs intact).

function withChecksum(values: number[]): number[] {
  return [...values, values.reduce((sum, v, i) => sum + v * Math.max(i, 1), 0) % 103];
}

describe('code128Values', () => {
  it('switches sets for the BOT bill barcode: B for |, C for digit runs, A or SHIFT for CR', () => {
    expect(code128Values('|0105\rA1\r\r0')).toEqual(
      // Start B, '|', CODE C, 01, 05, CODE A, CR, 'A', '1', CR, CR, '0'
      withChecksum([104, 92, 99, 1, 5, 101, 77, 33, 17, 77, 77, 16]),
    );
    // From set B a lone CR costs one SHIFT instead of a set change.
    expect(code128Values('|X\rY')).toEqual(withChecksum([104, 92, 56, 98, 77, 57]));
  });

  it('starts in set C for a leading digit run and leaves an odd digit to set B', () => {
    expect(code128Values('12345')).toEqual(withChecksum([105, 12, 34, 100, 21]));
  });

  it('refuses text outside ASCII', () => {
    expect(() => code128Values('ก')).toThrow(RangeError);
  });
});

describe('code128Modules', () => {
  it('gives 11 modules a symbol and 13 for the stop, starting and ending with a bar', () => {
    const text = '|010555512345601\rA1203\rINV2568000123\r199395';
    const modules = code128Modules(text);
    const symbols = code128Values(text).length;
    expect(modules.reduce((a, b) => a + b, 0)).toBe(symbols * 11 + 13);
    // 6 elements a symbol plus 7 for the stop: an odd count, so bar first and bar last.
    expect(modules).toHaveLength(symbols * 6 + 7);
    expect(modules.every((m) => m >= 1 && m <= 4)).toBe(true);
  });
});
