import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeCharge, meterUsage, type ChargeRule, type UnitBasis } from '.';

const unit: UnitBasis = { area: '35.50', ownershipRatio: '0.480769' };
const rule = (r: Partial<ChargeRule>): ChargeRule => ({
  calcKind: 'AREA',
  rate: 4_000,
  vatApplicable: false,
  ...r,
});
const noVat = { vatRatePermille: 0 };
const tiers = [
  { upTo: '10.00', rate: 1_000 },
  { upTo: '30.00', rate: 1_500 },
  { upTo: null, rate: 2_000 },
];

describe('computeCharge', () => {
  it.each<
    [
      string,
      ChargeRule,
      UnitBasis,
      string | undefined,
      { amountExcludeVat: number; quantity: string; minimumApplied?: boolean },
    ]
  >([
    ['AREA 35.50 m² x 40.00', rule({}), unit, undefined, { amountExcludeVat: 142_000, quantity: '35.50' }],
    [
      'AREA with factor 1.5',
      rule({}),
      { ...unit, factor: '1.5' },
      undefined,
      { amountExcludeVat: 213_000, quantity: '35.50' },
    ],
    [
      'AREA half a satang rounds up',
      rule({ rate: 1 }),
      { ...unit, area: '0.5' },
      undefined,
      { amountExcludeVat: 1, quantity: '0.5' },
    ],
    [
      'AREA just under half rounds down',
      rule({ rate: 1 }),
      { ...unit, area: '0.4999' },
      undefined,
      { amountExcludeVat: 0, quantity: '0.4999' },
    ],
    [
      'FIXED 1,000.00',
      rule({ calcKind: 'FIXED', rate: 100_000 }),
      unit,
      undefined,
      { amountExcludeVat: 100_000, quantity: '1' },
    ],
    [
      'FIXED x factor 2 (two cars)',
      rule({ calcKind: 'FIXED', rate: 100_000 }),
      { ...unit, factor: '2' },
      undefined,
      { amountExcludeVat: 200_000, quantity: '1' },
    ],
    // 2,500,000.00 x 0.480769% = 12,019.225 -> 12,019.23 (half-up at the third decimal)
    [
      'RATIO of 2.5 M baht',
      rule({ calcKind: 'RATIO', rate: 250_000_000 }),
      unit,
      undefined,
      { amountExcludeVat: 1_201_923, quantity: '0.480769' },
    ],
    [
      'RATIO with factor 0.5',
      rule({ calcKind: 'RATIO', rate: 250_000_000 }),
      { ...unit, factor: '0.5' },
      undefined,
      { amountExcludeVat: 600_961, quantity: '0.480769' },
    ],
    [
      'METER 12.5 units x 18.00',
      rule({ calcKind: 'METER', rate: 1_800 }),
      unit,
      '12.5',
      { amountExcludeVat: 22_500, quantity: '12.5' },
    ],
    [
      'METER tiers 45 units = 100 + 300 + 300',
      rule({ calcKind: 'METER', rate: 9_999, tiers }),
      unit,
      '45.00',
      { amountExcludeVat: 70_000, quantity: '45.00' },
    ],
    [
      'METER tiers inside the first tier',
      rule({ calcKind: 'METER', rate: 0, tiers }),
      unit,
      '7.25',
      { amountExcludeVat: 7_250, quantity: '7.25' },
    ],
    [
      'METER tiers exactly on a bound',
      rule({ calcKind: 'METER', rate: 0, tiers }),
      unit,
      '30',
      { amountExcludeVat: 40_000, quantity: '30' },
    ],
    [
      'METER tiers with a fractional crossing',
      rule({ calcKind: 'METER', rate: 0, tiers }),
      unit,
      '10.01',
      { amountExcludeVat: 10_015, quantity: '10.01' },
    ],
    [
      'METER closed last tier: the excess at its rate',
      rule({
        calcKind: 'METER',
        rate: 0,
        tiers: [
          { upTo: '10', rate: 1_000 },
          { upTo: '20', rate: 2_000 },
        ],
      }),
      unit,
      '25',
      { amountExcludeVat: 40_000, quantity: '25' },
    ],
    [
      'METER under the minimum pays the minimum',
      rule({ calcKind: 'METER', rate: 1_800, minimumCharge: 10_000 }),
      unit,
      '3.00',
      { amountExcludeVat: 10_000, quantity: '3.00', minimumApplied: true },
    ],
    [
      'METER over the minimum pays the usage',
      rule({ calcKind: 'METER', rate: 1_800, minimumCharge: 10_000 }),
      unit,
      '6.00',
      { amountExcludeVat: 10_800, quantity: '6.00' },
    ],
    [
      'METER priced exactly at the minimum is not a minimum',
      rule({ calcKind: 'METER', rate: 1_800, minimumCharge: 10_800 }),
      unit,
      '6.00',
      { amountExcludeVat: 10_800, quantity: '6.00' },
    ],
    [
      'METER tiers under the minimum pay the minimum',
      rule({ calcKind: 'METER', rate: 0, tiers, minimumCharge: 15_000 }),
      unit,
      '12',
      { amountExcludeVat: 15_000, quantity: '12', minimumApplied: true },
    ],
    [
      'METER zero usage pays the minimum',
      rule({ calcKind: 'METER', rate: 1_800, minimumCharge: 10_000 }),
      unit,
      '0',
      { amountExcludeVat: 10_000, quantity: '0', minimumApplied: true },
    ],
    [
      'METER minimum null',
      rule({ calcKind: 'METER', rate: 1_800, minimumCharge: null }),
      unit,
      '0.00',
      { amountExcludeVat: 0, quantity: '0.00' },
    ],
    [
      'METER factor before the minimum',
      rule({ calcKind: 'METER', rate: 1_800, minimumCharge: 10_000 }),
      { ...unit, factor: '2' },
      '3',
      { amountExcludeVat: 10_800, quantity: '3' },
    ],
    [
      'minimum is METER only',
      rule({ calcKind: 'FIXED', rate: 100, minimumCharge: 10_000 }),
      unit,
      undefined,
      { amountExcludeVat: 100, quantity: '1' },
    ],
  ])('%s', (_name, r, u, usage, expected) => {
    expect(computeCharge(r, u, { ...noVat, ...(usage === undefined ? {} : { usage }) })).toEqual({
      minimumApplied: false,
      ...expected,
      vat: 0,
    });
  });

  it.each([
    // 1,420.00 x 7% = 99.40
    [142_000, 9_940],
    // 123.45 x 7% = 8.6415 -> 8.64; 123.50 x 7% = 8.645 -> 8.65 (half-up)
    [12_345, 864],
    [12_350, 865],
  ])('adds 7%% VAT exclusive on %i satang', (rate, vat) => {
    const charge = computeCharge(rule({ calcKind: 'FIXED', rate, vatApplicable: true }), unit, {
      vatRatePermille: 70,
    });
    expect(charge).toEqual({ amountExcludeVat: rate, vat, quantity: '1', minimumApplied: false });
  });

  it('adds no VAT when the type is exempt or the property is not registered', () => {
    expect(computeCharge(rule({ vatApplicable: false }), unit, { vatRatePermille: 70 }).vat).toBe(0);
    expect(computeCharge(rule({ vatApplicable: true }), unit, { vatRatePermille: 0 }).vat).toBe(0);
  });

  it.each<[string, ChargeRule, UnitBasis, { usage?: string; vatRatePermille: number }]>([
    ['a fractional rate', rule({ rate: 40.5 }), unit, noVat],
    ['a negative rate', rule({ rate: -1 }), unit, noVat],
    ['a negative area', rule({}), { ...unit, area: '-35.50' }, noVat],
    ['an area with a comma', rule({}), { ...unit, area: '1,035.50' }, noVat],
    ['an empty factor', rule({}), { ...unit, factor: '' }, noVat],
    ['a meter without usage', rule({ calcKind: 'METER' }), unit, noVat],
    [
      'an open tier before the last',
      rule({
        calcKind: 'METER',
        tiers: [
          { upTo: null, rate: 1 },
          { upTo: '5', rate: 2 },
        ],
      }),
      unit,
      { usage: '1', vatRatePermille: 0 },
    ],
    [
      'tiers going down',
      rule({
        calcKind: 'METER',
        tiers: [
          { upTo: '10', rate: 1 },
          { upTo: '5', rate: 2 },
        ],
      }),
      unit,
      { usage: '1', vatRatePermille: 0 },
    ],
    [
      'a fractional minimum',
      rule({ calcKind: 'METER', minimumCharge: 0.5 }),
      unit,
      { usage: '1', vatRatePermille: 0 },
    ],
    ['a fractional VAT rate', rule({ vatApplicable: true }), unit, { vatRatePermille: 7.5 }],
    [
      'an amount beyond the safe satang range',
      rule({ calcKind: 'FIXED', rate: Number.MAX_SAFE_INTEGER }),
      { ...unit, factor: '2' },
      noVat,
    ],
    ['an unknown calculation', rule({ calcKind: 'PER_HEAD' as 'AREA' }), unit, noVat],
  ])('refuses %s', (_name, r, u, opts) => {
    expect(() => computeCharge(r, u, opts)).toThrow(RangeError);
  });
});

/** Reference: the same charge from first principles, as num/den of bigints built from the digit strings. */
function frac(text: string): [bigint, bigint] {
  const [w = '0', f = ''] = text.split('.');
  return [BigInt(w + f), 10n ** BigInt(f.length)];
}
function halfUp(num: bigint, den: bigint): number {
  return Number((2n * num + den) / (2n * den));
}

const decimalText = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 8n }), fc.integer({ min: 0, max: 6 }))
  .map(([digits, scale]) => {
    const s = digits.toString().padStart(scale + 1, '0');
    return scale === 0 ? s : `${s.slice(0, -scale)}.${s.slice(-scale)}`;
  });

describe('computeCharge is exact', () => {
  it('equals a bigint-fraction reference on awkward decimals', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ChargeRule['calcKind']>('AREA', 'FIXED', 'RATIO', 'METER'),
        fc.integer({ min: 0, max: 1_000_000 }),
        decimalText,
        decimalText,
        decimalText,
        fc.constantFrom('1', '0.5', '2', '1.333333', '0.07'),
        fc.constantFrom(0, 70, 100),
        (calcKind, rate, area, ratio, usage, factor, vatRatePermille) => {
          const got = computeCharge(
            { calcKind, rate, vatApplicable: true },
            { area, ownershipRatio: ratio, factor },
            { usage, vatRatePermille },
          );
          const [fn, fd] = frac(factor);
          const [rn, rd] = frac(ratio);
          const quantities: Record<ChargeRule['calcKind'], [bigint, bigint]> = {
            AREA: frac(area),
            FIXED: [1n, 1n],
            RATIO: [rn, rd * 100n], // the ratio is a percentage
            METER: frac(usage),
          };
          const [qn, qd] = quantities[calcKind];
          const amount = halfUp(qn * BigInt(rate) * fn, qd * fd);
          expect(got.amountExcludeVat).toBe(amount);
          expect(got.vat).toBe(halfUp(BigInt(amount) * BigInt(vatRatePermille), 1000n));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('tiers equal a unit-by-hundredth walk through the tiers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6_000 }), (hundredths) => {
        const usage = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
        let expected = 0n; // in satang x 100: each hundredth of a unit at its tier's rate
        for (let h = 1; h <= hundredths; h++)
          expected += BigInt(h <= 1_000 ? 1_000 : h <= 3_000 ? 1_500 : 2_000);
        const got = computeCharge(rule({ calcKind: 'METER', tiers }), unit, { usage, vatRatePermille: 0 });
        expect(got.amountExcludeVat).toBe(halfUp(expected, 100n));
      }),
      { numRuns: 300 },
    );
  });
});

describe('meterUsage', () => {
  it.each([
    ['100.00', '145.00', '45.00'],
    ['100', '100', '0.00'],
    ['99.99', '100.1', '0.11'],
    ['0.005', '0.01', '0.01'], // 0.005 rounds half-up
    ['123456.78', '123457', '0.22'],
  ])('%s -> %s uses %s', (previous, current, used) => {
    expect(meterUsage(previous, current)).toBe(used);
  });

  it.each([
    ['9990', '15', 4, '25.00'],
    ['9999.99', '0', 4, '0.01'],
    ['999990.50', '10.25', 6, '19.75'],
    // A reading that went forward is not a rollover, digits or not.
    ['100', '145', 4, '45.00'],
  ])('%s -> %s on a %i-digit meter uses %s', (previous, current, digits, used) => {
    expect(meterUsage(previous, current, digits)).toBe(used);
  });

  it('refuses a rollover the meter cannot show, and bad digits', () => {
    expect(() => meterUsage('10000', '15', 4)).toThrow(RangeError);
    expect(() => meterUsage('9990', '15', 0)).toThrow(RangeError);
    expect(() => meterUsage('9990', '15', 2.5)).toThrow(RangeError);
    expect(() => meterUsage('9990', '15', null)).toThrow(RangeError);
  });

  it('refuses a reading that went backwards or is not a number', () => {
    expect(() => meterUsage('100.00', '99.99')).toThrow(RangeError);
    expect(() => meterUsage('-1', '5')).toThrow(RangeError);
    expect(() => meterUsage('abc', '5')).toThrow(RangeError);
  });
});
