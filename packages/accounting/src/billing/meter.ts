import { compare, formatDecimal, parseDecimal, sub } from '../decimal';

/**
 * Units used between two readings, as decimal text with 2 places. A current reading below the previous one is
 * an error the caller shows (meter replaced or mistyped): RangeError. Negative readings are the caller's to
 * clamp to 0 before calling; here they are refused like any other non-decimal.
 */
export function meterUsage(previous: string, current: string): string {
  const before = parseDecimal(previous, 'previous reading');
  const after = parseDecimal(current, 'current reading');
  if (compare(after, before) < 0)
    throw new RangeError(`current reading ${current} is below the previous reading ${previous}`);
  return formatDecimal(sub(after, before), 2);
}
