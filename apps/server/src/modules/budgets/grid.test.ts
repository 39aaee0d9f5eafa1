import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  basisPointsOf,
  fiscalYearDates,
  fiscalYearOf,
  monthList,
  periodOf,
  scaleByBasisPoints,
  startPeriodOf,
  yearsOverlap,
} from './grid';
import { spreadEqually } from '@suanklang/shared';

describe('budget grid arithmetic', () => {
  it('spreads an annual amount over 12 whole-satang months, the remainder in the last', () => {
    expect(spreadEqually(100_001)).toEqual([...Array<number>(11).fill(8333), 8338]);
    expect(spreadEqually(11)).toEqual([...Array<number>(11).fill(0), 11]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e15 }), (annual) => {
        const months = spreadEqually(annual);
        expect(months.reduce((s, a) => s + a, 0)).toBe(annual);
        expect(months.every((m) => Number.isSafeInteger(m) && m >= 0)).toBe(true);
        expect(months[11]! - months[0]!).toBeLessThan(12);
      }),
    );
  });

  it('changes a cell by a percentage, half-up to the satang, never below zero', () => {
    expect(scaleByBasisPoints(10_001, basisPointsOf(5))).toBe(10_501); // 10,501.05
    expect(scaleByBasisPoints(33_333, basisPointsOf(5))).toBe(35_000); // 34,999.65
    expect(scaleByBasisPoints(10, basisPointsOf(5))).toBe(11); // 10.5
    expect(scaleByBasisPoints(10_000, basisPointsOf(-100))).toBe(0);
    expect(scaleByBasisPoints(-500, 0)).toBe(0);
    expect(basisPointsOf(5.25)).toBe(525);
    expect(basisPointsOf(-2.5)).toBe(-250);
  });

  it('names the months of a fiscal year', () => {
    expect(periodOf('2027-10', 4)).toBe('2028-01');
    expect(fiscalYearDates('2028-01')).toEqual({ from: '2028-01-01', to: '2028-12-31' });
    expect(monthList('2027-01', 'th')[1]).toEqual({ month: 2, period: '2027-02', display: 'ก.พ. 2570' });
    expect(monthList('2027-01', 'en')[1]!.display).toBe('Feb 2027');
  });

  it("runs a fiscal year from the property's first month, named by the year it starts in", () => {
    expect(startPeriodOf(2026, 10)).toBe('2026-10');
    expect(fiscalYearOf('2026-09', 10)).toBe(2025);
    expect(fiscalYearOf('2026-10', 10)).toBe(2026);
    expect(fiscalYearOf('2027-09', 10)).toBe(2026);
    expect(fiscalYearOf('2026-01', 1)).toBe(2026);
    expect(fiscalYearDates('2026-10')).toEqual({ from: '2026-10-01', to: '2027-09-30' });
    expect(monthList('2026-10', 'th').map((m) => m.display)).toEqual([
      'ต.ค. 2569',
      'พ.ย. 2569',
      'ธ.ค. 2569',
      'ม.ค. 2570',
      'ก.พ. 2570',
      'มี.ค. 2570',
      'เม.ย. 2570',
      'พ.ค. 2570',
      'มิ.ย. 2570',
      'ก.ค. 2570',
      'ส.ค. 2570',
      'ก.ย. 2570',
    ]);
    // The twelve months before October 2026 start in October 2025.
    expect(periodOf('2026-10', -11)).toBe('2025-10');
    expect(yearsOverlap('2026-01', '2026-10')).toBe(true);
    expect(yearsOverlap('2026-01', '2027-01')).toBe(false);
    expect(yearsOverlap('2027-10', '2026-10')).toBe(false);
    expect(yearsOverlap('2027-09', '2026-10')).toBe(true);
  });
});
