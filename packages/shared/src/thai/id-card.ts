/**
 * Thai 13-digit identity numbers: the national ID of a person and the tax ID of a company (which starts with 0)
 * share one checksum (thai-accounting.md s.7): sum of digit[i] x (13 - i) for i = 0..11, and the check digit is
 * (11 - sum mod 11) mod 10. The company rule is not confirmed by the Revenue Department text we hold, so it is
 * assumed and tested on both kinds.
 */

export const THAI_ID_LENGTH = 13;

const THIRTEEN_DIGITS = /^\d{13}$/;
const TWELVE_DIGITS = /^\d{12}$/;

/** The check digit for the first 12 digits of an identity number. */
export function thaiIdCheckDigit(first12: string): number {
  if (!TWELVE_DIGITS.test(first12)) throw new TypeError(`Expected 12 digits: ${first12}`);
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (13 - i);
  return (11 - (sum % 11)) % 10;
}

/** Removes the hyphens and spaces people type in the printed layout 1-2345-67890-12-1. */
export function normalizeThaiId(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** True for exactly 13 digits (after `normalizeThaiId`) whose last digit is the right check digit. */
export function isValidThaiId(value: string): boolean {
  const digits = normalizeThaiId(value);
  if (!THIRTEEN_DIGITS.test(digits)) return false;
  return thaiIdCheckDigit(digits.slice(0, 12)) === Number(digits[12]);
}

/** The printed layout X-XXXX-XXXXX-XX-X; anything that is not 13 digits is returned unchanged. */
export function formatThaiId(value: string): string {
  const d = normalizeThaiId(value);
  if (!THIRTEEN_DIGITS.test(d)) return value;
  return `${d.slice(0, 1)}-${d.slice(1, 5)}-${d.slice(5, 10)}-${d.slice(10, 12)}-${d.slice(12)}`;
}
