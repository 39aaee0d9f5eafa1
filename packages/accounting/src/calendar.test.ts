import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonthsToDate, dayNumber, isoDate } from './calendar';

describe('calendar', () => {
  it('day numbers agree with Date.UTC and round-trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: -700_000, max: 2_900_000 }), (day) => {
        const iso = isoDate(day);
        expect(iso).toBe(new Date(day * 86_400_000).toISOString().slice(0, 10));
        expect(dayNumber(iso)).toBe(day);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['2025-01-31', 6, '2025-07-31'],
    ['2025-08-31', 6, '2026-02-28'],
    ['2027-08-31', 6, '2028-02-29'],
    ['2025-10-15', 3, '2026-01-15'],
    ['2026-03-31', -1, '2026-02-28'],
  ])('%s + %i months = %s', (date, months, expected) => {
    expect(addMonthsToDate(date, months)).toBe(expected);
  });

  it('refuses dates that do not exist', () => {
    expect(() => dayNumber('2026-02-29')).toThrow(RangeError);
    expect(() => dayNumber('2026-1-01')).toThrow(RangeError);
  });
});
