import { add, compare, formatDecimal, fraction, parseDecimal, sub } from '../decimal';

/**
 * Units used between two readings, as decimal text with 2 places. A current reading below the previous one is a
 * rollover when the reading says so (`rolloverDigits`, the meter's whole digits: 9990 -> 0015 on 4 digits uses
 * 25); otherwise it is an error the caller shows (meter replaced or mistyped): RangeError. Negative readings are
 * the caller's to clamp to 0 before calling; here they are refused like any other non-decimal.
 */
export function meterUsage(previous: string, current: string, rolloverDigits?: number | null): string {
  const before = parseDecimal(previous, 'previous reading');
  const after = parseDecimal(current, 'current reading');
  if (compare(after, before) >= 0) return formatDecimal(sub(after, before), 2);
  if (rolloverDigits === undefined || rolloverDigits === null)
    throw new RangeError(`current reading ${current} is below the previous reading ${previous}`);
  const wrap = rolloverWrap(rolloverDigits);
  if (compare(before, wrap) >= 0)
    throw new RangeError(`previous reading ${previous} does not fit a ${rolloverDigits}-digit meter`);
  return formatDecimal(sub(add(after, wrap), before), 2);
}

/** 10^digits: where a meter of that many whole digits starts again at 0. */
function rolloverWrap(digits: number) {
  if (!Number.isInteger(digits) || digits < 1 || digits > 12)
    throw new RangeError(`meter digits must be a whole number from 1 to 12: ${digits}`);
  return fraction(10n ** BigInt(digits));
}
