import { daysInMonth, roundHalfUp } from '@suanklang/shared';
import { addMonthsToDate, dayNumber, isoDate } from './calendar';
import { add, checkSatang, compare, fraction, mul, parseDecimal, type Fraction } from './decimal';

/**
 * Late-payment surcharge (เงินเพิ่ม) on one overdue invoice, thai-accounting.md s.1: simple interest on the
 * outstanding principal, never on earlier surcharge (no compounding). The law sets caps (12%, and 20% after
 * 6 months' arrears, for condominiums) but no day count, so the method and both rates are property settings;
 * the caps are checked where the settings are saved, not here.
 */
export type SurchargeMethod = 'DAILY_365' | 'MONTHLY_RATE';

export type SurchargeSettingsInput = {
  /** DAILY_365: rate / 365 per day. MONTHLY_RATE: rate / 12 per month, a day being 1/(days in its month). */
  method: SurchargeMethod;
  /** % per year as text, '12.00'. */
  ratePerYear: string;
  /** % per year once the debt is overdueAfterMonths old, '20.00'. */
  overdueRatePerYear: string;
  overdueAfterMonths: number;
  /** OLDER_PART: the higher rate once this invoice is old enough; WHOLE_DEBT: once the unit's oldest debt is. */
  higherRateAppliesTo: 'OLDER_PART' | 'WHOLE_DEBT';
  graceDays: number;
};

/** A payment on the invoice's principal: the principal is lower from the day after `date`. */
export type SurchargePayment = { date: string; amount: number };

export type SurchargeInput = {
  /** Satang outstanding on the invoice now, after every payment in `payments`. */
  principal: number;
  /**
   * Payments on the principal, any order: the principal on a day is `principal` plus what was paid on or after
   * that day, so the payment date itself still bears the unpaid amount (the days late are payment date - due
   * date) and a fully paid invoice accrues nothing after its last payment. Payments before `from` change nothing.
   */
  payments?: readonly SurchargePayment[];
  dueDate: string;
  /** First day to charge, inclusive: the caller passes max(day after due date, day after last charged). */
  from: string;
  /** Last day to charge, inclusive. */
  to: string;
  /** The unit's oldest unpaid due date, for WHOLE_DEBT. */
  oldestDueDate: string;
  settings: SurchargeSettingsInput;
};

/** Consecutive days at one principal and one rate. */
export type SurchargeLine = {
  from: string;
  to: string;
  days: number;
  principal: number;
  ratePerYear: string;
  amount: number;
};
export type SurchargeResult = {
  amount: number;
  days: number;
  from: string;
  to: string;
  lines: SurchargeLine[];
};

function checkCount(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a non-negative whole number: ${value}`);
  return value;
}

/** Σ over the days first..last of 1/(days in that day's month): the months' worth of a MONTHLY_RATE line. */
function monthsOfDays(first: number, last: number): Fraction {
  // Whole months count 1 each, kept as a plain count; only the part months (at most two) need a fraction.
  let whole = 0n;
  let parts = fraction(0n);
  let day = first;
  while (day <= last) {
    const [y, m, d] = isoDate(day).split('-').map(Number) as [number, number, number];
    const length = daysInMonth(y, m);
    const count = Math.min(length - d + 1, last - day + 1);
    if (count === length) whole += 1n;
    else parts = add(parts, fraction(BigInt(count), BigInt(length)));
    day += count;
  }
  return add(parts, fraction(whole));
}

type CheckedSettings = { graceDays: number; afterMonths: number; normal: Fraction; higher: Fraction };
/**
 * Settings checked and their rates parsed once per settings object (a run passes the same one for every
 * invoice; settings objects are not changed in place once made).
 */
const checked = new WeakMap<SurchargeSettingsInput, CheckedSettings>();
function checkedSettings(settings: SurchargeSettingsInput): CheckedSettings {
  const known = checked.get(settings);
  if (known) return known;
  const graceDays = checkCount(settings.graceDays, 'graceDays');
  const afterMonths = checkCount(settings.overdueAfterMonths, 'overdueAfterMonths');
  if (settings.method !== 'DAILY_365' && settings.method !== 'MONTHLY_RATE')
    throw new RangeError(`Unknown surcharge method: ${String(settings.method)}`);
  if (settings.higherRateAppliesTo !== 'OLDER_PART' && settings.higherRateAppliesTo !== 'WHOLE_DEBT')
    throw new RangeError(`Unknown higherRateAppliesTo: ${String(settings.higherRateAppliesTo)}`);
  const result = {
    graceDays,
    afterMonths,
    normal: parseDecimal(settings.ratePerYear, 'ratePerYear'),
    higher: parseDecimal(settings.overdueRatePerYear, 'overdueRatePerYear'),
  };
  checked.set(settings, result);
  return result;
}

type Run = { first: number; last: number; rate: Fraction; text: string };
/** Adds the days first..last at `rate` to the runs, extending the last run when its rate is the same. */
function pushRun(runs: Run[], first: number, last: number, rate: Fraction, text: string): void {
  if (first > last) return;
  const previous = runs.at(-1);
  if (previous && compare(previous.rate, rate) === 0) previous.last = last;
  else runs.push({ first, last, rate, text });
}

/**
 * The surcharge for the days from..to (inclusive):
 * - The principal of a day is what was still unpaid on it (see `payments`); days on which nothing was owed are not
 *   charged, so the result ends on the last day something was owed (`to` of the result), at most `to`.
 * - Paid within grace, nothing: if that last day is not later than dueDate + graceDays the result is zero. Once
 *   past grace the days count from the day after the due date (the caller's `from`), not from the end of grace,
 *   at the principal each day had. A `from` on or before the due date is moved to the day after it.
 * - A day bears the higher rate when it is on or after dueDate + overdueAfterMonths months (OLDER_PART), or
 *   oldestDueDate + overdueAfterMonths months (WHOLE_DEBT); months are added clamping to the month's end.
 * - Consecutive days at the same principal and rate form one line, whose amount is exact (bigint) and rounded
 *   half-up once: DAILY_365 principal x rate% x days / 365; MONTHLY_RATE principal x rate% / 12 x Σ 1/(days in
 *   month).
 * - from > to gives zero.
 */
export function computeSurcharge(input: SurchargeInput): SurchargeResult {
  const { settings } = input;
  const owedNow = checkSatang(input.principal, 'principal');
  const due = dayNumber(input.dueDate, 'dueDate');
  const from = Math.max(dayNumber(input.from, 'from'), due + 1);
  const { graceDays, afterMonths, normal, higher } = checkedSettings(settings);
  const olderFrom = settings.higherRateAppliesTo === 'OLDER_PART' ? input.dueDate : input.oldestDueDate;
  dayNumber(olderFrom, 'oldestDueDate');
  const higherFrom = dayNumber(addMonthsToDate(olderFrom, afterMonths));

  // The payments that lower the principal within the days charged: from the day after each one's date.
  const steps = new Map<number, number>();
  let paidLater = 0;
  let lastPaid = -Infinity;
  for (const p of input.payments ?? []) {
    const day = dayNumber(p.date, 'payment date');
    const amount = checkSatang(p.amount, 'payment amount');
    if (day < from || amount === 0) continue;
    paidLater += amount;
    lastPaid = Math.max(lastPaid, day);
    steps.set(day, (steps.get(day) ?? 0) + amount);
  }
  if (!Number.isSafeInteger(owedNow + paidLater)) throw new RangeError('principal too large');
  // The last day anything was owed: to, or the last payment's date when it left nothing unpaid.
  const to = Math.min(dayNumber(input.to, 'to'), owedNow > 0 ? Infinity : lastPaid);

  if (to <= due + graceDays || from > to)
    return { amount: 0, days: 0, from: input.from, to: input.to, lines: [] };

  const lines: SurchargeLine[] = [];
  let principal = owedNow + paidLater;
  let first = from;
  for (const day of [...steps.keys()].filter((d) => d < to).sort((a, b) => a - b)) {
    pushLines(lines, first, day, principal, higherFrom, normal, higher, settings);
    principal -= steps.get(day)!;
    first = day + 1;
  }
  pushLines(lines, first, to, principal, higherFrom, normal, higher, settings);
  let amount = 0;
  let days = 0;
  for (const line of lines) {
    amount += line.amount;
    days += line.days;
  }
  return { amount, days, from: isoDate(from), to: isoDate(to), lines };
}

/** The lines of the days first..last at one principal: the normal-rate days, then the higher-rate ones. */
function pushLines(
  lines: SurchargeLine[],
  first: number,
  last: number,
  principal: number,
  higherFrom: number,
  normal: Fraction,
  higher: Fraction,
  settings: SurchargeSettingsInput,
): void {
  if (principal <= 0 || first > last) return;
  // At most two runs: normal days, then higher-rate days. Equal rates make one line.
  const runs: Run[] = [];
  pushRun(runs, first, Math.min(last, higherFrom - 1), normal, settings.ratePerYear);
  pushRun(runs, Math.max(first, higherFrom), last, higher, settings.overdueRatePerYear);
  const owed = BigInt(principal);
  for (const run of runs) {
    const days = run.last - run.first + 1;
    // Both methods as one fraction: principal x rate/100 x the share of a year the days make. DAILY_365's share is
    // days/365 as it stands (not reduced: the one division below rounds it the same).
    const year =
      settings.method === 'DAILY_365'
        ? { num: BigInt(days), den: 365n }
        : mul(monthsOfDays(run.first, run.last), fraction(1n, 12n));
    lines.push({
      from: isoDate(run.first),
      to: isoDate(run.last),
      days,
      principal,
      ratePerYear: run.text,
      amount: roundHalfUp(owed * run.rate.num * year.num, run.rate.den * 100n * year.den),
    });
  }
}
