import dayjs, { type Dayjs } from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/th';
import type { Lang } from '@suanklang/shared';
import { formatMoney, parseMoney } from '@suanklang/shared/money';
import { formatThaiDate, type DateStyle } from '@suanklang/shared/thai/dates';

dayjs.extend(buddhistEra);
dayjs.extend(customParseFormat);

/** Display formats (001 section 9). Thai shows Buddhist-era years, English shows CE. */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';
export const MONTH_FORMAT = 'MM/YYYY';
/** Formats the API speaks (calendar search, cheque date). */
export const API_DATE_FORMAT = 'YYYY-MM-DD';
export const API_MONTH_FORMAT = 'YYYY-MM';

/**
 * Turns a CE display format into its Thai form: every `YYYY` token (outside `[literal]` brackets) becomes the
 * buddhistEra plugin's `BBBB`.
 */
export function toBuddhistFormat(format: string): string {
  return format.replace(/(\[[^\]]*])|YYYY/g, (match, literal: string | undefined) => literal ?? 'BBBB');
}

export function displayFormat(format: string, lang: Lang): string {
  return lang === 'th' ? toBuddhistFormat(format) : format;
}

const countFormatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A count of rows, items or documents: comma thousands (8,000), as amounts are written, in both languages. */
export function formatCount(value: number): string {
  return countFormatter.format(value);
}

const amountFormatter = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Money in baht: exactly 2 decimals, comma thousands, 0.00 when empty (001 section 9). Rounded half-up on the
 * number's decimal text by the shared money code, so 1.005 shows 1.01 as a person expects.
 */
export function formatAmount(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '0.00';
  try {
    return formatMoney(parseMoney(value));
  } catch {
    // Beyond the exact satang range (over 90 trillion baht) only an approximate display is possible.
    return amountFormatter.format(value);
  }
}

type DateInput = Dayjs | Date | string | null | undefined;

function formatWith(value: DateInput, style: DateStyle, format: string, lang: Lang): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'string') {
    try {
      // API text is ISO: the shared formatter reads it in Bangkok time, whatever the browser's time zone.
      return formatThaiDate(value, lang, style);
    } catch {
      // Text the server already formatted is shown as it came.
      return value;
    }
  }
  const d = dayjs.isDayjs(value) ? value : dayjs(value);
  return d.isValid() ? d.format(displayFormat(format, lang)) : '-';
}

/** DD/MM/YYYY, Buddhist-era year in Thai; '-' when empty. */
export function formatDate(value: DateInput, lang: Lang): string {
  return formatWith(value, 'date', DATE_FORMAT, lang);
}

/** DD/MM/YYYY HH:mm, Buddhist-era year in Thai; '-' when empty. */
export function formatDateTime(value: DateInput, lang: Lang): string {
  return formatWith(value, 'datetime', DATE_TIME_FORMAT, lang);
}

/** MM/YYYY, Buddhist-era year in Thai; '-' when empty. */
export function formatMonth(value: DateInput, lang: Lang): string {
  return formatWith(value, 'monthYear', MONTH_FORMAT, lang);
}
