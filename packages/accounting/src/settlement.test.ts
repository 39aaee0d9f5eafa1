import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateInOrder, spreadByWeight, vatPart } from './settlement';

describe('vatPart: cumulative half-up', () => {
  it('splits a line paid in three odd parts so the parts add up to its VAT', () => {
    // 1,070.00 with 70.00 VAT paid as 333.33 + 333.33 + 403.34.
    const parts = [
      vatPart(107_000, 7_000, 0, 33_333),
      vatPart(107_000, 7_000, 33_333, 33_333),
      vatPart(107_000, 7_000, 66_666, 40_334),
    ];
    expect(parts).toEqual([2_181, 2_180, 2_639]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(7_000);
  });

  it('gives a 1-satang payment the VAT its rounding says, and the whole VAT to the payment that ends the line', () => {
    expect(vatPart(107, 7, 0, 1)).toBe(0); // 7/107 of a satang rounds to 0
    expect(vatPart(107, 7, 0, 8)).toBe(1); // 56/107 = 0.52 rounds up
    expect(vatPart(107, 7, 106, 1)).toBe(7 - Math.round((7 * 106) / 107));
    expect(vatPart(1, 1, 0, 1)).toBe(1);
  });

  it('carries no VAT on a zero-VAT line or a zero take', () => {
    expect(vatPart(100, 0, 0, 50)).toBe(0);
    expect(vatPart(107_000, 7_000, 5_000, 0)).toBe(0);
    expect(vatPart(0, 0, 0, 0)).toBe(0);
  });

  it('half a satang rounds up', () => {
    // 3 satang VAT on 6 satang: paying 1 is half a satang of VAT.
    expect(vatPart(6, 3, 0, 1)).toBe(1);
    expect(vatPart(6, 3, 1, 1)).toBe(0);
  });

  it('refuses fractions, negatives and VAT above the total', () => {
    expect(() => vatPart(100, 7, 0, 0.5)).toThrow(RangeError);
    expect(() => vatPart(100, 7, -1, 1)).toThrow(RangeError);
    expect(() => vatPart(5, 7, 0, 1)).toThrow(RangeError);
  });

  it('any sequence of parts that settles a line adds up to its VAT', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 100 }),
        fc.array(fc.integer({ min: 1, max: 10 ** 9 }), { minLength: 1, maxLength: 10 }),
        (total, vatPercent, cuts) => {
          const vat = Math.floor((total * vatPercent) / 100);
          let settled = 0;
          let sum = 0;
          for (const cut of [...cuts, total]) {
            const take = Math.min(cut, total - settled);
            const part = vatPart(total, vat, settled, take);
            expect(part).toBeGreaterThanOrEqual(0);
            expect(part).toBeLessThanOrEqual(take);
            sum += part;
            settled += take;
          }
          expect(sum).toBe(vat);
        },
      ),
    );
  });
});

describe('spreadByWeight', () => {
  it('spreads an odd amount over equal weights, the rounding falling where the cumulative share says', () => {
    expect(spreadByWeight(100, [1, 1, 1])).toEqual([33, 34, 33]);
    expect(spreadByWeight(1, [1, 1])).toEqual([1, 0]);
    expect(spreadByWeight(1, [1, 1, 1])).toEqual([0, 1, 0]);
  });

  it('puts everything on the first part when the weights are all zero, and nothing anywhere for zero', () => {
    expect(spreadByWeight(500, [0, 0])).toEqual([500, 0]);
    expect(spreadByWeight(0, [3, 4])).toEqual([0, 0]);
  });

  it('always adds up exactly, each part within a satang of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 11 }),
        fc.array(fc.integer({ min: 0, max: 10 ** 6 }), { minLength: 1, maxLength: 12 }),
        (amount, weights) => {
          const parts = spreadByWeight(amount, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
          const total = weights.reduce((a, b) => a + b, 0);
          if (total > 0)
            parts.forEach((p, i) =>
              expect(Math.abs(p - (amount * weights[i]!) / total)).toBeLessThanOrEqual(1),
            );
        },
      ),
    );
  });
});

describe('allocateInOrder', () => {
  it('pays lines in order, each part with its VAT, and says what is left', () => {
    const { parts, left } = allocateInOrder(60_000, [
      { total: 10_700, vat: 700, settled: 10_700 }, // already paid: skipped
      { total: 53_500, vat: 3_500, settled: 0 },
      { total: 10_000, vat: 0, settled: 0 },
    ]);
    expect(parts).toEqual([
      { index: 1, amount: 53_500, vat: 3_500, base: 50_000 },
      { index: 2, amount: 6_500, vat: 0, base: 6_500 },
    ]);
    expect(left).toBe(0);
    expect(allocateInOrder(101, [{ total: 100, vat: 7, settled: 0 }])).toEqual({
      parts: [{ index: 0, amount: 100, vat: 7, base: 93 }],
      left: 1,
    });
  });
});
