/**
 * Money is carried as INTEGER SATANG (1 baht = 100 satang) everywhere in code; decimal strings exist only at the
 * edges (user input, numeric(18,2) columns, display). Parsing and rounding are done on digit strings and bigint,
 * never on floats, because 1.005 * 100 === 100.49999999999999 in IEEE doubles.
 *
 * Safe range: a JS number holds integers exactly up to Number.MAX_SAFE_INTEGER = 9,007,199,254,740,991 satang,
 * i.e. ±90,071,992,547,409.91 baht. The numeric(18,2) column maximum 9,999,999,999,999,999.99 is beyond that, so
 * the number-returning helpers throw a RangeError outside the safe range instead of silently losing a satang;
 * `parseMoneyToBigInt` and the bigint overloads cover the full column range.
 */

/** The largest satang amount a JS number holds exactly (90,071,992,547,409.91 baht). */
export const MAX_SAFE_SATANG = Number.MAX_SAFE_INTEGER;

/** numeric(18,2) upper bound, in satang: 9,999,999,999,999,999.99 baht. */
export const MAX_NUMERIC_18_2_SATANG = 999_999_999_999_999_999n;

// Thousands separators must sit every three digits, so a slip like "1,23" is refused rather than read as 123.
const MONEY_TEXT = /^([+-])?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Parses a user or API amount into satang as a bigint: commas stripped, half-up at the third decimal
 * (half away from zero, so -1.005 becomes -1.01). Accepts JS number text such as 1e21 or 5e-7 because
 * `String(number)` produces it. Throws a TypeError on anything that is not a plain decimal amount.
 */
export function parseMoneyToBigInt(input: string | number): bigint {
  if (typeof input === 'number' && !Number.isFinite(input)) throw new TypeError(`Not an amount: ${input}`);
  const text = String(input).trim();
  const match = MONEY_TEXT.exec(text);
  const sign = match?.[1] ?? '';
  const whole = (match?.[2] ?? '').replaceAll(',', '');
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === '')) throw new TypeError(`Not an amount: ${text}`);
  // Exponents only come from `String(number)`; a person typing "1e3" into an amount field made a mistake.
  if (typeof input === 'string' && match[4] !== undefined) throw new TypeError(`Not an amount: ${text}`);
  const exponent = Number(match[4] ?? '0');
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 400)
    throw new TypeError(`Not an amount: ${text}`);

  // Shift the decimal point by the exponent on the digit string itself.
  let digits = whole + fraction;
  let pointAt = whole.length + exponent;
  if (pointAt < 0) {
    digits = '0'.repeat(-pointAt) + digits;
    pointAt = 0;
  }
  if (pointAt > digits.length) digits = digits + '0'.repeat(pointAt - digits.length);
  const integerPart = digits.slice(0, pointAt) || '0';
  const decimals = digits.slice(pointAt).padEnd(3, '0');

  let satang = BigInt(integerPart) * 100n + BigInt(decimals.slice(0, 2));
  if (Number(decimals[2]) >= 5) satang += 1n;
  return sign === '-' ? -satang : satang;
}

function toSafeNumber(satang: bigint): number {
  if (satang > BigInt(MAX_SAFE_SATANG) || satang < -BigInt(MAX_SAFE_SATANG)) {
    throw new RangeError(`Amount outside the safe satang range: ${satang}`);
  }
  // -0 would print as "-0.00" in some paths; normalise it.
  return Number(satang) || 0;
}

/** Parses an amount ("1,234.565", 1234.5, "-0.005") into integer satang; see `parseMoneyToBigInt`. */
export function parseMoney(input: string | number): number {
  return toSafeNumber(parseMoneyToBigInt(input));
}

function toExactBigInt(value: number | bigint): bigint {
  if (typeof value === 'bigint') return value;
  if (!Number.isSafeInteger(value)) throw new RangeError(`Expected a safe integer: ${value}`);
  return BigInt(value);
}

function splitSatang(satang: number | bigint): { negative: boolean; baht: string; satang: string } {
  const value = toExactBigInt(satang);
  const magnitude = value < 0n ? -value : value;
  return {
    negative: value < 0n,
    baht: (magnitude / 100n).toString(),
    satang: (magnitude % 100n).toString().padStart(2, '0'),
  };
}

/** '1,234.56', '-1,234.56', '0.00': two decimals and comma thousands, as every amount is shown (001 s.9). */
export function formatMoney(satang: number | bigint): string {
  const parts = splitSatang(satang);
  const grouped = parts.baht.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${parts.negative ? '-' : ''}${grouped}.${parts.satang}`;
}

/** '1234.56': the text a numeric(18,2) column takes, with no separators. */
export function satangToDecimalString(satang: number | bigint): string {
  const parts = splitSatang(satang);
  return `${parts.negative ? '-' : ''}${parts.baht}.${parts.satang}`;
}

const DECIMAL_COLUMN_TEXT = /^-?\d+(?:\.\d{1,2})?$/;
const TWO_PLACES_TEXT = /^-?\d{1,13}\.\d\d$/;

/** Reads a numeric(18,2) column value ('1234.56', '-0.5', '12') into satang. Refuses more than 2 decimals. */
export function decimalStringToSatang(text: string): number {
  // The column's own form ('1234.56', at most 13 digits before the point) is exact in a double once the point is
  // gone: read it directly. Lists and runs read thousands of amounts.
  if (TWO_PLACES_TEXT.test(text)) return Number(text.slice(0, -3) + text.slice(-2)) || 0;
  if (!DECIMAL_COLUMN_TEXT.test(text)) throw new TypeError(`Not a numeric(18,2) value: ${text}`);
  return parseMoney(text);
}

function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

/**
 * Integer division rounded half-up (half away from zero): roundHalfUp(5, 2) = 3, roundHalfUp(-5, 2) = -3.
 * Works in bigint internally so products such as amount x rate cannot overflow before dividing.
 */
export function roundHalfUp(numerator: number | bigint, denominator: number | bigint): number {
  return toSafeNumber(divideHalfUp(toExactBigInt(numerator), toExactBigInt(denominator)));
}

function checkRate(ratePermille: number): bigint {
  if (!Number.isSafeInteger(ratePermille) || ratePermille < 0) {
    throw new RangeError(`A rate is a non-negative whole number of per mille: ${ratePermille}`);
  }
  return BigInt(ratePermille);
}

export type VatSplit = { base: number; vat: number; total: number };

/**
 * Splits a VAT-inclusive amount: base = amount x 1000 / (1000 + rate), rounded half-up to the satang, and
 * VAT = amount - base so the two always add back to the amount (thai-accounting.md s.2). The rate is a
 * parameter in per mille (7% = 70) because VAT rates change by decree and are stored with effective dates.
 */
export function vatFromInclusive(amountSatang: number, ratePermille: number): VatSplit {
  const amount = toExactBigInt(amountSatang);
  const rate = checkRate(ratePermille);
  const base = divideHalfUp(amount * 1000n, 1000n + rate);
  return { base: toSafeNumber(base), vat: toSafeNumber(amount - base), total: toSafeNumber(amount) };
}

/** VAT on a VAT-exclusive base: VAT = base x rate / 1000, rounded half-up to the satang. */
export function vatExclusive(baseSatang: number, ratePermille: number): VatSplit {
  const base = toExactBigInt(baseSatang);
  const vat = divideHalfUp(base * checkRate(ratePermille), 1000n);
  return { base: toSafeNumber(base), vat: toSafeNumber(vat), total: toSafeNumber(base + vat) };
}
