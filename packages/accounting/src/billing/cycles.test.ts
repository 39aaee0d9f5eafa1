import { describe, expect, it } from 'vitest';
import { addMonths, billingPeriod, formatCycle, isBillingMonth } from '.';

const months = (from: string, count: number) => Array.from({ length: count }, (_, i) => addMonths(from, i));
const billed = (
  cycle: Parameters<typeof isBillingMonth>[0],
  opts: Parameters<typeof isBillingMonth>[2],
  from: string,
  count: number,
) => months(from, count).filter((m) => isBillingMonth(cycle, m, opts));

describe('addMonths', () => {
  it.each([
    ['2026-01', 1, '2026-02'],
    ['2025-12', 1, '2026-01'],
    ['2026-01', -1, '2025-12'],
    ['2026-11', 14, '2028-01'],
    ['2026-03', 0, '2026-03'],
    ['2026-03', -27, '2023-12'],
  ])('%s + %i = %s', (month, n, expected) => {
    expect(addMonths(month, n)).toBe(expected);
  });

  it('refuses bad months', () => {
    expect(() => addMonths('2026-13', 1)).toThrow(RangeError);
    expect(() => addMonths('2026-1', 1)).toThrow(RangeError);
    expect(() => addMonths('2026-01', 1.5)).toThrow(RangeError);
  });
});

describe('isBillingMonth', () => {
  it('MONTHLY and ONE_TIME bill every month', () => {
    expect(billed('MONTHLY', { anchorMonth: '2026-06' }, '2026-01', 12)).toHaveLength(12);
    expect(billed('ONE_TIME', { anchorMonth: '2026-06' }, '2026-01', 12)).toHaveLength(12);
  });

  it('EVERY_N_MONTHS counts from the anchor across the year boundary, never before it', () => {
    expect(billed('EVERY_N_MONTHS', { anchorMonth: '2025-11', cycleMonths: 3 }, '2025-06', 14)).toEqual([
      '2025-11',
      '2026-02',
      '2026-05',
    ]);
    expect(billed('EVERY_N_MONTHS', { anchorMonth: '2025-12', cycleMonths: 5 }, '2025-12', 24)).toEqual([
      '2025-12',
      '2026-05',
      '2026-10',
      '2027-03',
      '2027-08',
    ]);
  });

  it('YEARLY bills in the anchor month of every year from the anchor', () => {
    expect(billed('YEARLY', { anchorMonth: '2025-04' }, '2024-01', 48)).toEqual([
      '2025-04',
      '2026-04',
      '2027-04',
    ]);
  });

  it('EVERY_N_MONTHS needs a positive cycle', () => {
    expect(() => isBillingMonth('EVERY_N_MONTHS', '2026-01', { anchorMonth: '2026-01' })).toThrow(RangeError);
    expect(() =>
      isBillingMonth('EVERY_N_MONTHS', '2026-01', { anchorMonth: '2026-01', cycleMonths: 0 }),
    ).toThrow(RangeError);
    expect(() => isBillingMonth('WEEKLY' as 'MONTHLY', '2026-01', { anchorMonth: '2026-01' })).toThrow(
      RangeError,
    );
  });
});

describe('billingPeriod and formatCycle', () => {
  it.each([
    ['MONTHLY', '2026-01', undefined, { start: '2026-01', end: '2026-01' }, 'ม.ค. 2569', 'Jan 2026'],
    ['ONE_TIME', '2026-05', undefined, { start: '2026-05', end: '2026-05' }, 'พ.ค. 2569', 'May 2026'],
    [
      'EVERY_N_MONTHS',
      '2025-11',
      3,
      { start: '2025-11', end: '2026-01' },
      'พ.ย. 2568 - ม.ค. 2569',
      'Nov 2025 - Jan 2026',
    ],
    [
      'YEARLY',
      '2026-01',
      undefined,
      { start: '2026-01', end: '2026-12' },
      'ม.ค. 2569 - ธ.ค. 2569',
      'Jan 2026 - Dec 2026',
    ],
    [
      'YEARLY',
      '2025-07',
      null,
      { start: '2025-07', end: '2026-06' },
      'ก.ค. 2568 - มิ.ย. 2569',
      'Jul 2025 - Jun 2026',
    ],
  ] as const)('%s from %s', (cycle, month, n, period, th, en) => {
    const got = billingPeriod(cycle, month, n);
    expect(got).toEqual(period);
    expect(formatCycle(got, 'th')).toBe(th);
    expect(formatCycle(got, 'en')).toBe(en);
  });

  it('refuses an EVERY_N_MONTHS period without N', () => {
    expect(() => billingPeriod('EVERY_N_MONTHS', '2026-01')).toThrow(RangeError);
    expect(() => formatCycle({ start: '2026-00', end: '2026-01' }, 'th')).toThrow(RangeError);
  });
});
