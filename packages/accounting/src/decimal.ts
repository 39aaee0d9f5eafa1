/**
 * Exact arithmetic on the decimal texts the database hands over ('35.50', '0.480769'). Everything that ends in
 * satang is computed as a fraction of bigints and rounded once, so no float ever touches money.
 */
export type Fraction = { num: bigint; den: bigint };

const DECIMAL_TEXT = /^\d+(?:\.\d+)?$/;

function gcd(a: bigint, b: bigint): bigint {
  // Plain locals, not a destructured pair: a surcharge run reduces a few fractions for each of its invoices.
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) {
    const r = x % y;
    x = y;
    y = r;
  }
  return x;
}

function reduce(num: bigint, den: bigint): Fraction {
  const g = gcd(num, den);
  return g > 1n ? { num: num / g, den: den / g } : { num, den };
}

/** A non-negative decimal text as a fraction; anything else (signs, exponents, commas) is a bug upstream. */
export function parseDecimal(text: string, what: string): Fraction {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (!DECIMAL_TEXT.test(trimmed))
    throw new RangeError(`${what} must be a non-negative decimal number: '${String(text)}'`);
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return reduce(BigInt(whole + fraction), 10n ** BigInt(fraction.length));
}

export const fraction = (num: bigint, den = 1n): Fraction => reduce(num, den);
export const add = (a: Fraction, b: Fraction): Fraction =>
  reduce(a.num * b.den + b.num * a.den, a.den * b.den);
export const sub = (a: Fraction, b: Fraction): Fraction =>
  reduce(a.num * b.den - b.num * a.den, a.den * b.den);
export const mul = (a: Fraction, b: Fraction): Fraction => reduce(a.num * b.num, a.den * b.den);
export const compare = (a: Fraction, b: Fraction): number => {
  const d = a.num * b.den - b.num * a.den;
  return d < 0n ? -1 : d > 0n ? 1 : 0;
};

/** Decimal text with `places` decimals, rounded half-up (only non-negative values reach here). */
export function formatDecimal(value: Fraction, places: number): string {
  const scale = 10n ** BigInt(places);
  const scaled = (value.num * scale * 2n + value.den) / (value.den * 2n);
  const digits = scaled.toString().padStart(places + 1, '0');
  return places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** Money inputs are whole, non-negative satang; 0.5 or NaN means someone skipped the parser. */
export function checkSatang(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative whole number of satang: ${value}`);
  }
  return value;
}
