import { describe, expect, it } from 'vitest';
import {
  MAX_NUMERIC_18_2_SATANG,
  MAX_SAFE_SATANG,
  decimalStringToSatang,
  formatMoney,
  parseMoney,
  parseMoneyToBigInt,
  roundHalfUp,
  satangToDecimalString,
  vatExclusive,
  vatFromInclusive,
} from './money';

describe('parsing an amount into satang', () => {
  it.each([
    ['0', 0],
    ['0.00', 0],
    ['0.005', 1],
    ['0.004', 0],
    ['1.005', 101],
    ['1.0049', 100],
    ['1.015', 102],
    ['2.675', 268],
    ['1234.56', 123456],
    ['1,234.56', 123456],
    ['1,234,567.891', 123456789],
    ['  12.5 ', 1250],
    ['.5', 50],
    ['5.', 500],
    ['+3', 300],
    ['-1.005', -101],
    ['-0.004', 0],
    ['-1,234.56', -123456],
    ['90,071,992,547,409.91', MAX_SAFE_SATANG],
  ])('reads %j as %d satang', (input, satang) => {
    expect(parseMoney(input)).toBe(satang);
  });

  it.each([
    [1.005, 101],
    [0.1 + 0.2, 30],
    [1234.5, 123450],
    [-2.675, -268],
    [5e-7, 0],
    [0.005, 1],
    [1e6, 100000000],
  ])('reads the JS number %d through its decimal text, never float maths, as %d', (input, satang) => {
    expect(parseMoney(input)).toBe(satang);
  });

  it.each(['', ' ', 'abc', '1.2.3', '1,23', '12,34.5', '1e3', '฿100', '--1', '1-', '.', ',', 'NaN'])(
    'refuses %j',
    (input) => {
      expect(() => parseMoney(input)).toThrow(TypeError);
    },
  );

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('refuses the number %d', (input) => {
    expect(() => parseMoney(input)).toThrow(TypeError);
  });

  it('refuses an amount beyond the safe satang range instead of losing a satang', () => {
    expect(() => parseMoney('90,071,992,547,409.92')).toThrow(RangeError);
    expect(() => parseMoney('9,999,999,999,999,999.99')).toThrow(RangeError);
  });

  it('reads the numeric(18,2) maximum exactly as a bigint', () => {
    expect(parseMoneyToBigInt('9,999,999,999,999,999.99')).toBe(MAX_NUMERIC_18_2_SATANG);
    expect(parseMoneyToBigInt('9999999999999999.995')).toBe(MAX_NUMERIC_18_2_SATANG + 1n);
    expect(parseMoneyToBigInt(1e21)).toBe(10n ** 23n);
  });
});

describe('formatting satang for display', () => {
  it.each([
    [0, '0.00'],
    [-0, '0.00'],
    [1, '0.01'],
    [5, '0.05'],
    [100, '1.00'],
    [123456, '1,234.56'],
    [-123456, '-1,234.56'],
    [-5, '-0.05'],
    [100000000, '1,000,000.00'],
    [MAX_SAFE_SATANG, '90,071,992,547,409.91'],
    [MAX_NUMERIC_18_2_SATANG, '9,999,999,999,999,999.99'],
  ])('shows %d satang as %s', (satang, text) => {
    expect(formatMoney(satang)).toBe(text);
  });

  it.each([1.5, Number.NaN, MAX_SAFE_SATANG + 1])('refuses %d, which is not whole satang', (satang) => {
    expect(() => formatMoney(satang)).toThrow(RangeError);
  });
});

describe('numeric(18,2) column text', () => {
  it.each([
    [123456, '1234.56'],
    [0, '0.00'],
    [-5, '-0.05'],
    [100, '1.00'],
    [MAX_NUMERIC_18_2_SATANG, '9999999999999999.99'],
  ])('writes %d satang as %s', (satang, text) => {
    expect(satangToDecimalString(satang)).toBe(text);
  });

  it.each([
    ['1234.56', 123456],
    ['1234.5', 123450],
    ['12', 1200],
    ['-0.05', -5],
    ['0.00', 0],
    ['-0.00', 0],
    ['-1234.50', -123450],
    ['0012.34', 1234],
    ['9999999999999.99', 999999999999999],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
  ])('reads %s as %d satang', (text, satang) => {
    expect(decimalStringToSatang(text)).toBe(satang);
  });

  it.each(['1,234.56', '1.234', '', 'abc', '1e3', ' 1.00'])('refuses column text %j', (text) => {
    expect(() => decimalStringToSatang(text)).toThrow(TypeError);
  });
});

describe('integer division rounded half-up', () => {
  it.each([
    [5, 2, 3],
    [4, 2, 2],
    [7, 3, 2],
    [8, 3, 3],
    [-5, 2, -3],
    [5, -2, -3],
    [-7, 3, -2],
    [0, 7, 0],
    [1, 3, 0],
    [2, 3, 1],
  ])('roundHalfUp(%d, %d) is %d', (numerator, denominator, result) => {
    expect(roundHalfUp(numerator, denominator)).toBe(result);
  });

  it('does not overflow when the product is beyond the safe range', () => {
    expect(roundHalfUp(BigInt(MAX_SAFE_SATANG) * 70n, 70n)).toBe(MAX_SAFE_SATANG);
  });

  it('refuses division by zero and fractions', () => {
    expect(() => roundHalfUp(1, 0)).toThrow(RangeError);
    expect(() => roundHalfUp(1.5, 2)).toThrow(RangeError);
  });
});

describe('VAT', () => {
  it.each([
    // [inclusive amount, rate per mille, base, vat]
    [100000, 70, 93458, 6542],
    [107, 70, 100, 7],
    [1, 70, 1, 0],
    [10000, 0, 10000, 0],
    [10000, 100, 9091, 909],
    [-100000, 70, -93458, -6542],
  ])('splits a VAT-inclusive %d satang at %d per mille into %d + %d', (amount, rate, base, vat) => {
    expect(vatFromInclusive(amount, rate)).toEqual({ base, vat, total: amount });
  });

  it('splits 1,000.00 inclusive at 7% into 934.58 + 65.42 (thai-accounting.md s.2)', () => {
    const split = vatFromInclusive(parseMoney('1,000.00'), 70);
    expect([formatMoney(split.base), formatMoney(split.vat)]).toEqual(['934.58', '65.42']);
  });

  it.each([
    [93458, 70, 6542],
    [100, 70, 7],
    [50, 70, 4], // 3.5 satang rounds half-up
    [7, 70, 0],
    [10000, 0, 0],
  ])('adds VAT to a base of %d satang at %d per mille: %d', (base, rate, vat) => {
    expect(vatExclusive(base, rate)).toEqual({ base, vat, total: base + vat });
  });

  it.each([-1, 7.5, Number.NaN])('refuses a rate of %d per mille', (rate) => {
    expect(() => vatExclusive(100, rate)).toThrow(RangeError);
    expect(() => vatFromInclusive(100, rate)).toThrow(RangeError);
  });
});
