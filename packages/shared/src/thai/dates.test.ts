import { describe, expect, it } from 'vitest';
import {
  THAI_SHORT_MONTHS,
  formatPeriodMonth,
  formatThaiDate,
  isIsoDate,
  parseDisplayDate,
  toBuddhistYear,
  toCommonEraYear,
  type DateStyle,
} from './dates';
import type { Lang } from '../lang';

describe('Buddhist-era years', () => {
  it('adds 543 to the common-era year and takes it back', () => {
    expect(toBuddhistYear(2025)).toBe(2568);
    expect(toCommonEraYear(2568)).toBe(2025);
  });

  it('has the twelve Thai short month names', () => {
    expect(THAI_SHORT_MONTHS).toEqual([
      'ม.ค.',
      'ก.พ.',
      'มี.ค.',
      'เม.ย.',
      'พ.ค.',
      'มิ.ย.',
      'ก.ค.',
      'ส.ค.',
      'ก.ย.',
      'ต.ค.',
      'พ.ย.',
      'ธ.ค.',
    ]);
  });
});

describe('showing dates', () => {
  it.each<[string, Lang, DateStyle, string]>([
    ['2025-12-31', 'th', 'date', '31/12/2568'],
    ['2025-12-31', 'en', 'date', '31/12/2025'],
    ['2025-01-05', 'th', 'monthYear', '01/2568'],
    ['2025-01-05', 'en', 'monthYear', '01/2025'],
    ['2025-01-05', 'th', 'plain', '05 ม.ค. 2568'],
    ['2025-01-05', 'en', 'plain', '05 Jan 2025'],
    ['2024-02-29T08:30:00', 'th', 'datetime', '29/02/2567 08:30'],
    ['2024-02-29', 'en', 'datetime', '29/02/2024 00:00'],
    // An instant is shown in Bangkok time (UTC+7): 17:30 UTC on 31 Dec is 00:30 on 1 Jan.
    ['2025-12-31T17:30:00Z', 'th', 'datetime', '01/01/2569 00:30'],
    ['2025-12-31T17:30:00.123Z', 'en', 'date', '01/01/2026'],
    ['2025-06-01T09:00:00+09:00', 'en', 'datetime', '01/06/2025 07:00'],
    ['2025-06-01T09:00:00+07:00', 'th', 'datetime', '01/06/2568 09:00'],
  ])('shows %s in %s as %s: %s', (iso, lang, style, text) => {
    expect(formatThaiDate(iso, lang, style)).toBe(text);
  });

  it.each([null, undefined, '', '  '])('shows an empty date %j as a dash', (iso) => {
    expect(formatThaiDate(iso, 'th')).toBe('-');
  });

  it.each(['31/12/2568', '2025-13-01', '2025-02-29', '2025-1-5', 'tomorrow', '2025-06-01T25:00'])(
    'refuses %j, which is not an ISO date (a bug upstream, not user input)',
    (iso) => {
      expect(() => formatThaiDate(iso, 'en')).toThrow(RangeError);
    },
  );
});

describe('reading typed dates', () => {
  it.each<[string, Lang, string | null]>([
    ['31/12/2568', 'th', '2025-12-31'],
    ['31/12/2025', 'en', '2025-12-31'],
    ['5/1/2568', 'th', '2025-01-05'],
    [' 01/06/2568 ', 'th', '2025-06-01'],
    // BE 2567 is CE 2024, a leap year; BE 2568 is CE 2025, which is not.
    ['29/02/2567', 'th', '2024-02-29'],
    ['29/02/2568', 'th', null],
    ['29/02/2024', 'en', '2024-02-29'],
    ['31/04/2568', 'th', null],
    ['00/01/2568', 'th', null],
    ['2025-12-31', 'en', null],
    ['31-12-2568', 'th', null],
    ['31/12/68', 'th', null],
    ['', 'th', null],
  ])('reads %j typed in %s as %j', (text, lang, iso) => {
    expect(parseDisplayDate(text, lang)).toBe(iso);
  });

  it('reads back what it shows', () => {
    for (const lang of ['th', 'en'] as const) {
      expect(parseDisplayDate(formatThaiDate('2026-03-15', lang), lang)).toBe('2026-03-15');
    }
  });
});

describe('ISO dates', () => {
  it.each([
    ['2025-12-31', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-12-31T00:00:00Z', false],
    ['31/12/2025', false],
    ['', false],
  ])('isIsoDate(%j) is %s', (text, valid) => {
    expect(isIsoDate(text)).toBe(valid);
  });
});

describe('formatPeriodMonth', () => {
  it('reads a month as a period: Thai short month and Buddhist year, English short month and CE year', () => {
    expect(formatPeriodMonth('2026-11', 'th')).toBe('พ.ย. 2569');
    expect(formatPeriodMonth('2026-11', 'en')).toBe('Nov 2026');
    expect(formatPeriodMonth('2027-01-31', 'en')).toBe('Jan 2027');
    expect(formatPeriodMonth('2026-13', 'en')).toBe('2026-13');
    expect(formatPeriodMonth('', 'th')).toBe('');
  });
});
