import { describe, expect, it } from 'vitest';
import { satangOf, voucherTotals } from './payment-voucher-totals';

describe('voucherTotals', () => {
  it('adds remains and payments to the satang, where floats would drift', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floats.
    expect(voucherTotals(['0.10', '0.20'], [0.1, 0.2])).toEqual({ remaining: 30, paid: 30, left: 0 });
    expect(voucherTotals(['1040.00', '0.30'], [1000, 40.29])).toEqual({
      remaining: 104030,
      paid: 104029,
      left: 1,
    });
  });

  it('counts blank and non-numbers as nothing paid, and an overpayment as a negative left', () => {
    expect(voucherTotals(['10.00'], [null, undefined, Number.NaN])).toEqual({
      remaining: 1000,
      paid: 0,
      left: 1000,
    });
    expect(voucherTotals(['10.00'], [10.01]).left).toBe(-1);
    expect(voucherTotals([], []).remaining).toBe(0);
  });

  it('reads a typed amount as two decimals', () => {
    expect(satangOf(1040.3)).toBe(104030);
    expect(satangOf(0.01)).toBe(1);
    expect(satangOf(Number.POSITIVE_INFINITY)).toBe(0);
  });
});
