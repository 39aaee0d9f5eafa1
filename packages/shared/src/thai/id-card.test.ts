import { describe, expect, it } from 'vitest';
import { formatThaiId, isValidThaiId, normalizeThaiId, thaiIdCheckDigit } from './id-card';

/** The rule written out independently of the code under test (thai-accounting.md s.7). */
function withCheckDigit(first12: string): string {
  const sum = [...first12].reduce((total, digit, i) => total + Number(digit) * (13 - i), 0);
  return `${first12}${(11 - (sum % 11)) % 10}`;
}

const PEOPLE = ['1101700230708', '3100600123450', '1234567890121', '3500100112234'];
const COMPANIES = ['0105557123457', '0994000159218', '0107537000017', '0105561000003'];

describe('Thai identity numbers', () => {
  it.each([...PEOPLE, ...COMPANIES])('accepts %s, a valid personal or company (leading 0) number', (id) => {
    expect(isValidThaiId(id)).toBe(true);
  });

  it.each([
    '110170023070', // 12 digits
    '5',
    '',
    '11017002307081', // 14 digits
    '110170023070X',
    '1101700230709', // check digit off by one
    '0105557123458',
    '0105557123456',
    '3100600123451',
    '๑๑๐๑๗๐๐๒๓๐๗๐๘', // Thai digits are not accepted
  ])('refuses %j', (id) => {
    expect(isValidThaiId(id)).toBe(false);
  });

  it('accepts the printed layout with hyphens or spaces', () => {
    expect(isValidThaiId('1-1017-00230-70-8')).toBe(true);
    expect(isValidThaiId('0 1055 57123 45 7')).toBe(true);
    expect(normalizeThaiId('1-1017-00230-70-8')).toBe('1101700230708');
  });

  it.each(['110170023070', '010555712345', '000000000000', '999999999999', '123456789012', '010000000001'])(
    'computes the check digit of %s as the rule does',
    (first12) => {
      expect(`${first12}${thaiIdCheckDigit(first12)}`).toBe(withCheckDigit(first12));
    },
  );

  it.each([
    ['010000000000', 0], // sum 12, 12 mod 11 = 1, 11 - 1 = 10, 10 mod 10 = 0
    ['000000000000', 1], // sum 0, 11 - 0 = 11, 11 mod 10 = 1
    ['000000000001', 9], // sum 2, 11 - 2 = 9
  ])('wraps the check digit of %s to %d', (first12, digit) => {
    expect(thaiIdCheckDigit(first12)).toBe(digit);
  });

  it('refuses to compute a check digit from anything but 12 digits', () => {
    expect(() => thaiIdCheckDigit('12345')).toThrow(TypeError);
  });

  it('formats 13 digits as X-XXXX-XXXXX-XX-X and leaves anything else alone', () => {
    expect(formatThaiId('1101700230708')).toBe('1-1017-00230-70-8');
    expect(formatThaiId('12345')).toBe('12345');
  });
});
