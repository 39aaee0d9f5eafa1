import dayjs from 'dayjs';
import { decimalStringToSatang, formatMoney, formatPeriodMonth, type Lang } from '@suanklang/shared';
import { API_MONTH_FORMAT, formatMonth } from '../components/format';

const MONTH = /^\d{4}-\d{2}$/;

/** This month as the API writes it (YYYY-MM, CE). */
export function currentMonth(): string {
  return dayjs().format(API_MONTH_FORMAT);
}

/** A billing month 'YYYY-MM' (or an ISO date) shown MM/BBBB in Thai, MM/YYYY in English. */
export function formatBillingMonth(month: string | null | undefined, lang: Lang): string {
  if (!month) return '-';
  return formatMonth(MONTH.test(month) ? `${month}-01` : month, lang);
}

/**
 * A billing cycle as a period is read: 'พ.ย. 2569' in Thai, 'Nov 2026' in English; two months when it spans
 * several ('ต.ค. 2569 - พ.ย. 2569').
 */
export function formatBillingCycle(start: string, end: string, lang: Lang): string {
  if (!start) return '-';
  const first = formatPeriodMonth(start, lang);
  return !end || end.slice(0, 7) === start.slice(0, 7) ? first : `${first} - ${formatPeriodMonth(end, lang)}`;
}

/** The months a search can pick, newest first: a few ahead, two years back. */
export function monthOptions(lang: Lang, back = 24, ahead = 3): { value: string; label: string }[] {
  const start = dayjs().startOf('month').add(ahead, 'month');
  return Array.from({ length: back + ahead + 1 }, (_v, index) => {
    const value = start.subtract(index, 'month').format(API_MONTH_FORMAT);
    return { value, label: formatBillingMonth(value, lang) };
  });
}

/** Decimal text from the API ('1420.5') as money, exactly: 2 decimals, comma thousands; other text as it is. */
export function money(text: string | null | undefined): string {
  if (text === null || text === undefined || text === '') return '0.00';
  try {
    return formatMoney(decimalStringToSatang(text));
  } catch {
    return text;
  }
}
