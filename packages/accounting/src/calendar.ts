import { daysInMonth, isIsoDate } from '@suanklang/shared';

/**
 * Calendar arithmetic on ISO dates as day numbers (days since 1970-01-01), without Date objects or time zones:
 * a due date is a calendar day in Bangkok, not an instant.
 */

/**
 * Day numbers and ISO dates already worked out. A run computes the same few hundred dates (monthly due dates,
 * one as-of day) for thousands of invoices; parsing and validating each again was most of a surcharge preview.
 * Cleared whole when full, so it never grows past a bound.
 */
const DATE_CACHE_LIMIT = 20_000;
const dayNumbers = new Map<string, number>();
const isoDates = new Map<number, string>();
function remember<K, V>(cache: Map<K, V>, key: K, value: V): V {
  if (cache.size >= DATE_CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

/** Day number of an ISO 'YYYY-MM-DD' date (proleptic Gregorian, H. Hinnant's days_from_civil). */
export function dayNumber(iso: string, what = 'date'): number {
  const known = typeof iso === 'string' ? dayNumbers.get(iso) : undefined;
  if (known !== undefined) return known;
  if (typeof iso !== 'string' || !isIsoDate(iso))
    throw new RangeError(`${what} must be an ISO date YYYY-MM-DD: '${String(iso)}'`);
  const [y0, m, d] = iso.split('-').map(Number) as [number, number, number];
  const y = m <= 2 ? y0 - 1 : y0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return remember(dayNumbers, iso, era * 146097 + doe - 719468);
}

/** The ISO date of a day number (civil_from_days). */
export function isoDate(day: number): string {
  const known = isoDates.get(day);
  if (known !== undefined) return known;
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return remember(
    isoDates,
    day,
    `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
  );
}

const monthsLater = new Map<string, string>();
/** Same day n months later, clamped to the month's end (31 Aug + 6 months = 28/29 Feb), as people count. */
export function addMonthsToDate(iso: string, months: number): string {
  const key = `${iso}+${months}`;
  const known = monthsLater.get(key);
  if (known !== undefined) return known;
  dayNumber(iso);
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const day = Math.min(d, daysInMonth(year, month));
  return remember(
    monthsLater,
    key,
    `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  );
}
