import { describe, expect, it } from 'vitest';
import { requestPayTotals, vatPermilleOn } from './request-pay-totals';

const RATES = [
  { taxRate: '0.00', effectiveFrom: '2000-01-01' },
  { taxRate: '7.00', effectiveFrom: '2020-01-01' },
  { taxRate: '10.00', effectiveFrom: '2027-10-01' },
];

describe('request-pay totals', () => {
  it('takes the VAT rate in force on the date, never a zero rate', () => {
    expect(vatPermilleOn(RATES, '2026-03-10')).toBe(70);
    expect(vatPermilleOn(RATES, '2027-10-01')).toBe(100);
    expect(vatPermilleOn(RATES, '2019-12-31')).toBe(0);
  });

  it('splits VAT included line by line: two 10.00 lines are 18.70 + 1.30, not 18.69 + 1.31', () => {
    const t = requestPayTotals([{ amount: 1000 }, { amount: 1000 }], 'INCLUDE', 70);
    expect(t).toMatchObject({ amount: 1870, vat: 130, total: 2000, wht: 0 });
  });

  it('adds VAT on top with EXCLUDE, half-up per line, and none with NONE', () => {
    // 0.07 x 7% = 0.0049 -> 0.00 per line; on the 0.14 total it would be 0.01.
    expect(requestPayTotals([{ amount: 7 }, { amount: 7 }], 'EXCLUDE', 70)).toMatchObject({
      amount: 14,
      vat: 0,
      total: 14,
    });
    expect(requestPayTotals([{ amount: 1050 }], 'EXCLUDE', 70)).toMatchObject({ vat: 74, total: 1124 });
    expect(requestPayTotals([{ amount: 1050 }], 'NONE', 70)).toMatchObject({ vat: 0, total: 1050 });
  });

  it('estimates WHT on the base before VAT, half-up per line', () => {
    // Two 1,000.50 lines at 3% are 30.02 + 30.02 (docs/decisions.md, withholding tax).
    const t = requestPayTotals(
      [
        { amount: 100050, whtRate: '3.00' },
        { amount: 100050, whtRate: '3.00' },
      ],
      'EXCLUDE',
      70,
    );
    expect(t.wht).toBe(6004);
    expect(requestPayTotals([{ amount: 1000, whtRate: '0.00' }], 'NONE', 70).wht).toBe(0);
  });
});
