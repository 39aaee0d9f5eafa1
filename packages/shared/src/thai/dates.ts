import type { Lang } from '../lang';

/**
 * Buddhist-era dates (thai-accounting.md s.8). The API and the database use ISO dates in the common era; only
 * what a person reads or types in Thai carries the BE year (CE + 543). Thai screens show DD/MM/BBBB, English
 * screens DD/MM/YYYY in CE. Thailand keeps UTC+7 all year, so instants are moved to Bangkok time by arithmetic
 * and nothing depends on the machine's time zone.
 */

export const BUDDHIST_ERA_OFFSET = 543;
const BANGKOK_OFFSET_MINUTES = 7 * 60;

export const THAI_SHORT_MONTHS = [
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
] as const;

export const THAI_MONTHS = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
] as const;

export const ENGLISH_SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'date' DD/MM/YYYY, 'datetime' DD/MM/YYYY HH:mm, 'monthYear' MM/YYYY, 'plain' DD MMM YYYY (001 s.9). */
export type DateStyle = 'date' | 'datetime' | 'monthYear' | 'plain';

export function toBuddhistYear(ceYear: number): number {
  return ceYear + BUDDHIST_ERA_OFFSET;
}

export function toCommonEraYear(beYear: number): number {
  return beYear - BUDDHIST_ERA_OFFSET;
}

export function isLeapYear(ceYear: number): boolean {
  return (ceYear % 4 === 0 && ceYear % 100 !== 0) || ceYear % 400 === 0;
}

export function daysInMonth(ceYear: number, month: number): number {
  if (month === 2) return isLeapYear(ceYear) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isRealDate(ceYear: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(ceYear, month);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (CE), the only form the API accepts. */
export function isIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  return m !== null && isRealDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(?:(Z)|([+-])(\d{2}):?(\d{2}))?$/i;

type WallTime = { year: number; month: number; day: number; hour: number; minute: number };

/** Reads an ISO date or date-time; a time with an offset (or Z) is moved to Bangkok wall time. */
function toBangkokWallTime(iso: string): WallTime {
  const m = ISO_DATE_TIME.exec(iso.trim());
  if (!m) throw new RangeError(`Not an ISO date: ${iso}`);
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [hour, minute] = [Number(m[4] ?? '0'), Number(m[5] ?? '0')];
  if (!isRealDate(year, month, day) || hour > 23 || minute > 59)
    throw new RangeError(`Not an ISO date: ${iso}`);
  const hasOffset = m[7] !== undefined || m[8] !== undefined;
  if (!hasOffset) return { year, month, day, hour, minute };
  const offsetMinutes =
    m[8] === undefined ? 0 : (m[8] === '-' ? -1 : 1) * (Number(m[9]) * 60 + Number(m[10]));
  const utc = Date.UTC(year, month - 1, day, hour, minute) - offsetMinutes * 60_000;
  const bangkok = new Date(utc + BANGKOK_OFFSET_MINUTES * 60_000);
  return {
    year: bangkok.getUTCFullYear(),
    month: bangkok.getUTCMonth() + 1,
    day: bangkok.getUTCDate(),
    hour: bangkok.getUTCHours(),
    minute: bangkok.getUTCMinutes(),
  };
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * Formats an ISO date or date-time for display: Thai gets the BE year (31/12/2568), English the CE year
 * (31/12/2025). An empty value gives '-', as empty dates are shown in tables. Throws on text that is not ISO,
 * because that means a bug upstream, not bad user input.
 */
export function formatThaiDate(
  iso: string | null | undefined,
  lang: Lang,
  style: DateStyle = 'date',
): string {
  if (iso === null || iso === undefined || iso.trim() === '') return '-';
  const t = toBangkokWallTime(iso);
  const year = lang === 'th' ? toBuddhistYear(t.year) : t.year;
  const date = `${pad2(t.day)}/${pad2(t.month)}/${year}`;
  switch (style) {
    case 'date':
      return date;
    case 'datetime':
      return `${date} ${pad2(t.hour)}:${pad2(t.minute)}`;
    case 'monthYear':
      return `${pad2(t.month)}/${year}`;
    case 'plain': {
      const months = lang === 'th' ? THAI_SHORT_MONTHS : ENGLISH_SHORT_MONTHS;
      return `${pad2(t.day)} ${months[t.month - 1] ?? ''} ${year}`;
    }
  }
}

/**
 * A month as a period is read: 'พ.ย. 2569' in Thai (Buddhist year), 'Nov 2026' in English. Takes 'YYYY-MM' or an
 * ISO date; other text is returned as it came.
 */
export function formatPeriodMonth(month: string, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})/.exec(month);
  const index = m ? Number(m[2]) - 1 : -1;
  if (!m || index < 0 || index > 11) return month;
  const year = Number(m[1]);
  return lang === 'th'
    ? `${THAI_SHORT_MONTHS[index]} ${toBuddhistYear(year)}`
    : `${ENGLISH_SHORT_MONTHS[index]} ${year}`;
}

const DISPLAY_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * Parses what a person typed, DD/MM/BBBB in Thai or DD/MM/YYYY in English, into an ISO CE date; null when it
 * is not a real date. The year is never guessed: 2025 typed on a Thai screen is BE 2025 (CE 1482), which is
 * why callers that accept old dates should also bound the year.
 */
export function parseDisplayDate(text: string, lang: Lang): string | null {
  const m = DISPLAY_DATE.exec(text.trim());
  if (!m) return null;
  const day = Number(m[1]);
  const month = Number(m[2]);
  const typedYear = Number(m[3]);
  const year = lang === 'th' ? toCommonEraYear(typedYear) : typedYear;
  if (year < 1 || !isRealDate(year, month, day)) return null;
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}
