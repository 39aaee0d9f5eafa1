import { formatPeriodMonth, roundHalfUp, type Lang } from '@suanklang/shared';

/**
 * The fiscal year starts in the property's `fiscalYearStartMonth` (January unless set) and is named by the calendar
 * year of its first month: with October, fiscal year 2026 runs from October 2026 to September 2027. The lines keep
 * months 1..12 of the fiscal year and the header its first month, so a later change of the setting moves no line.
 */
/** The calendar month (YYYY-MM) of month `m` (1..12) of a fiscal year starting at `startPeriod`. */
export function periodOf(startPeriod: string, m: number): string {
  const index = Number(startPeriod.slice(0, 4)) * 12 + Number(startPeriod.slice(5, 7)) - 1 + (m - 1);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function startPeriodOf(year: number, startMonth: number): string {
  return `${year}-${String(startMonth).padStart(2, '0')}`;
}

/** The fiscal year a calendar month belongs to. */
export function fiscalYearOf(period: string, startMonth: number): number {
  const y = Number(period.slice(0, 4));
  return Number(period.slice(5, 7)) >= startMonth ? y : y - 1;
}

/** Whether two fiscal years given by their first months share a month. */
export function yearsOverlap(startA: string, startB: string): boolean {
  const index = (p: string) => Number(p.slice(0, 4)) * 12 + Number(p.slice(5, 7));
  return Math.abs(index(startA) - index(startB)) < 12;
}

/** The first and last day of a fiscal year. */
export function fiscalYearDates(startPeriod: string): { from: string; to: string } {
  const last = periodOf(startPeriod, 12);
  const [y, mm] = [Number(last.slice(0, 4)), Number(last.slice(5, 7))];
  const lastDay = new Date(Date.UTC(y, mm, 0)).getUTCDate();
  return { from: `${startPeriod}-01`, to: `${last}-${String(lastDay).padStart(2, '0')}` };
}

/** The 12 months with their text: ม.ค. 2570 in Thai (Buddhist year), Jan 2027 in English. */
export function monthList(startPeriod: string, lang: Lang) {
  return Array.from({ length: 12 }, (_, i) => {
    const period = periodOf(startPeriod, i + 1);
    return { month: i + 1, period, display: formatPeriodMonth(period, lang) };
  });
}

/**
 * A cell changed by a percentage given in basis points (5% = 500): amount x (10000 + bp) / 10000 in whole satang,
 * rounded half-up per cell; never below zero.
 */
export function scaleByBasisPoints(satang: number, basisPoints: number): number {
  return Math.max(0, roundHalfUp(BigInt(satang) * BigInt(10000 + basisPoints), 10000));
}

/** A percentage with at most two decimals, as basis points (5.25 -> 525). */
export function basisPointsOf(percent: number): number {
  return Math.round(percent * 100);
}
