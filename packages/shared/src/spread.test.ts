import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spreadByPattern, spreadEqually } from './spread';

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

describe('spreadEqually', () => {
  it('puts the remainder satang in the last month', () => {
    expect(spreadEqually(100_001)).toEqual([...Array<number>(11).fill(8333), 8338]);
    expect(spreadEqually(0)).toEqual(Array<number>(12).fill(0));
  });

  it('refuses fractions and negatives', () => {
    expect(() => spreadEqually(1.5)).toThrow(RangeError);
    expect(() => spreadEqually(-1)).toThrow(RangeError);
  });
});

describe('spreadByPattern', () => {
  it('follows the shares of last year: a pattern twice as heavy in the hot months', () => {
    const pattern = [1, 1, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1].map((x) => x * 10_000);
    expect(spreadByPattern(1_500_000, pattern)).toEqual([
      100_000, 100_000, 200_000, 200_000, 200_000, 100_000, 100_000, 100_000, 100_000, 100_000, 100_000,
      100_000,
    ]);
  });

  it('gives the satang left over to the largest fractions, the earlier month on a tie', () => {
    // 100 satang in thirds over three months: 33.33.. each, one satang left, to the first of the tied months.
    expect(spreadByPattern(100, [0, 5, 0, 5, 0, 5, 0, 0, 0, 0, 0, 0])).toEqual([
      0, 34, 0, 33, 0, 33, 0, 0, 0, 0, 0, 0,
    ]);
    // 10 satang as 1:2 -> 3.33 and 6.66: the larger fraction (the second) takes the extra satang.
    expect(spreadByPattern(10, [1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])).toEqual([
      3, 7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
  });

  it('counts a month of net credit as nothing, and spreads equally when there is no pattern', () => {
    expect(spreadByPattern(1200, [-500, 100, 100, 0, 0, 0, 0, 0, 0, 0, 0, 0])).toEqual([
      0, 600, 600, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
    expect(spreadByPattern(1200, Array<number>(12).fill(0))).toEqual(spreadEqually(1200));
    expect(spreadByPattern(1200, Array<number>(12).fill(-3))).toEqual(spreadEqually(1200));
  });

  it('refuses a pattern of other than 12 months or with fractions', () => {
    expect(() => spreadByPattern(100, [1, 2, 3])).toThrow(RangeError);
    expect(() => spreadByPattern(100, [0.5, ...Array<number>(11).fill(1)])).toThrow(RangeError);
  });

  it('always adds back to the annual amount, never below zero, with large amounts and weights (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.array(fc.integer({ min: -(10 ** 12), max: 10 ** 12 }), { minLength: 12, maxLength: 12 }),
        (annual, pattern) => {
          const months = spreadByPattern(annual, pattern);
          expect(sum(months)).toBe(annual);
          for (const m of months) expect(m).toBeGreaterThanOrEqual(0);
          pattern.forEach((w, i) => {
            if (w <= 0 && pattern.some((x) => x > 0)) expect(months[i]).toBe(0);
          });
        },
      ),
      { numRuns: 500 },
    );
  });
});
