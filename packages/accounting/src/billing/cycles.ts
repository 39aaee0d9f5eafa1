import { BILLING_CYCLES, formatPeriodMonth, type BillingCycle, type Lang } from '@suanklang/shared';

/** A billing month 'YYYY-MM' (CE). */
export type Month = string;
export type BillingPeriod = { start: Month; end: Month };

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Months since year 0, so month differences are plain subtraction. */
function monthIndex(month: Month, what = 'month'): number {
  const m = typeof month === 'string' ? MONTH.exec(month) : null;
  if (!m) throw new RangeError(`${what} must be YYYY-MM: '${String(month)}'`);
  return Number(m[1]) * 12 + Number(m[2]) - 1;
}

function monthOf(index: number): Month {
  const year = Math.floor(index / 12);
  if (year < 1 || year > 9999) throw new RangeError(`month out of range: year ${year}`);
  return `${String(year).padStart(4, '0')}-${String(index - year * 12 + 1).padStart(2, '0')}`;
}

export function addMonths(month: Month, n: number): Month {
  if (!Number.isSafeInteger(n)) throw new RangeError(`months to add must be a whole number: ${n}`);
  return monthOf(monthIndex(month) + n);
}

function checkCycle(cycle: BillingCycle): void {
  if (!BILLING_CYCLES.includes(cycle)) throw new RangeError(`Unknown billing cycle: ${String(cycle)}`);
}

function cycleLength(cycleMonths: number | null | undefined): number {
  if (cycleMonths == null || !Number.isSafeInteger(cycleMonths) || cycleMonths < 1)
    throw new RangeError(`EVERY_N_MONTHS needs cycleMonths of at least 1: ${String(cycleMonths)}`);
  return cycleMonths;
}

/**
 * Whether an expense type bills in `month`. EVERY_N_MONTHS bills every N months counted from the anchor (never
 * before it); YEARLY in the anchor's calendar month from the anchor year on. ONE_TIME is always "due": the caller
 * bills it once per unit and remembers that it did.
 */
export function isBillingMonth(
  cycle: BillingCycle,
  month: Month,
  opts: { anchorMonth: Month; cycleMonths?: number | null },
): boolean {
  checkCycle(cycle);
  const since = monthIndex(month) - monthIndex(opts.anchorMonth, 'anchorMonth');
  switch (cycle) {
    case 'MONTHLY':
    case 'ONE_TIME':
      return true;
    case 'EVERY_N_MONTHS':
      return since >= 0 && since % cycleLength(opts.cycleMonths) === 0;
    case 'YEARLY':
      return since >= 0 && since % 12 === 0;
  }
}

/** The months a bill issued in `month` covers: the bill is issued at the start of its period. */
export function billingPeriod(cycle: BillingCycle, month: Month, cycleMonths?: number | null): BillingPeriod {
  checkCycle(cycle);
  monthIndex(month);
  const length = cycle === 'EVERY_N_MONTHS' ? cycleLength(cycleMonths) : cycle === 'YEARLY' ? 12 : 1;
  return { start: month, end: addMonths(month, length - 1) };
}

/**
 * A period as invoice lines show it: 'ม.ค. 2569 - ธ.ค. 2569' in Thai (Buddhist era), 'Jan 2026 - Dec 2026' in
 * English; one month alone ('พ.ย. 2569', 'Nov 2026') when the period is a single month.
 */
export function formatCycle(period: BillingPeriod, lang: Lang): string {
  monthIndex(period.start, 'start');
  monthIndex(period.end, 'end');
  const start = formatPeriodMonth(period.start, lang);
  return period.end === period.start ? start : `${start} - ${formatPeriodMonth(period.end, lang)}`;
}
