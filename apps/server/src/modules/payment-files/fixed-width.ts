import { isIsoDate } from '@suanklang/shared';
import { PaymentFileError } from './payment-file-error';

/**
 * Fields of the banks' fixed-width records. Widths count characters; in TIS-620 (the default) a character is one
 * byte, Thai vowels and tone marks included, so a record of N characters is N bytes, which is what a fixed-width
 * reader counts. In UTF-8 a Thai letter takes 3 bytes and the byte positions move: offered for a bank that asks
 * for it, not the default.
 */
export type FileEncoding = 'TIS-620' | 'UTF-8';

export type Where = { field: string; item: number | null };

// Printable ASCII, and the Thai letters TIS-620 has (U+0E3B..U+0E3E are not assigned in it).
const BANK_TEXT = /^[\u0020-\u007e\u0e01-\u0e3a\u0e3f-\u0e5b]*$/;

function checkBankText(value: string, where: Where): void {
  if (!BANK_TEXT.test(value)) {
    const bad = [...value].find((c) => !BANK_TEXT.test(c)) ?? '';
    throw new PaymentFileError('character', where.field, where.item, {
      codePoint: `U+${(bad.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`,
    });
  }
}

/**
 * Text left-justified in `width`, padded with spaces. A longer value is refused, unless `cut` (names only:
 * the bank pays the account, not the name, and the layouts cut names to their field).
 */
export function text(
  value: string | null | undefined,
  width: number,
  where: Where,
  opts: { cut?: boolean } = {},
): string {
  const v = (value ?? '').trim();
  checkBankText(v, where);
  if (v.length > width) {
    if (!opts.cut)
      throw new PaymentFileError('tooLong', where.field, where.item, { width, length: v.length });
    return v.slice(0, width);
  }
  return v.padEnd(width, ' ');
}

/** Digits right-justified in `width`, padded with zeros; anything but digits, or more of them, is refused. */
export function digits(value: string | null | undefined, width: number, where: Where): string {
  const v = (value ?? '').trim();
  if (!/^\d*$/.test(v)) throw new PaymentFileError('notDigits', where.field, where.item);
  if (v.length > width)
    throw new PaymentFileError('tooLong', where.field, where.item, { width, length: v.length });
  return v.padStart(width, '0');
}

/** A whole non-negative number right-justified in `width` with zeros; one that does not fit is refused. */
export function number(value: number | bigint, width: number, where: Where): string {
  if (typeof value === 'number' && (!Number.isSafeInteger(value) || value < 0)) {
    throw new PaymentFileError('amount', where.field, where.item, { value });
  }
  if (typeof value === 'bigint' && value < 0n) {
    throw new PaymentFileError('amount', where.field, where.item, { value: value.toString() });
  }
  const s = value.toString();
  if (s.length > width) throw new PaymentFileError('amount', where.field, where.item, { width, value: s });
  return s.padStart(width, '0');
}

/** A payment amount: a positive whole number of satang. */
export function checkAmount(satang: number, where: Where): number {
  if (!Number.isSafeInteger(satang) || satang <= 0) {
    throw new PaymentFileError('amount', where.field, where.item, { value: satang });
  }
  return satang;
}

function isoParts(iso: string, where: Where): { y: string; m: string; d: string } {
  if (typeof iso !== 'string' || !isIsoDate(iso)) {
    throw new PaymentFileError('date', where.field, where.item, { value: String(iso) });
  }
  return { y: iso.slice(0, 4), m: iso.slice(5, 7), d: iso.slice(8, 10) };
}

/** DDMMYYYY, common era. */
export function ddmmyyyy(iso: string, where: Where): string {
  const { y, m, d } = isoParts(iso, where);
  return `${d}${m}${y}`;
}

/** YYYYMMDD, common era. */
export function yyyymmdd(iso: string, where: Where): string {
  const { y, m, d } = isoParts(iso, where);
  return `${y}${m}${d}`;
}

/** DDMMBBBB, Buddhist era (CE + 543). */
export function ddmmbbbb(iso: string, where: Where): string {
  const { y, m, d } = isoParts(iso, where);
  return `${d}${m}${Number(y) + 543}`;
}

/**
 * Thai text to TIS-620 bytes: ASCII as is, U+0E01..U+0E5B to 0xA1..0xFB. Callers have checked every field, so a
 * character outside that range here is a bug, refused rather than written as '?'.
 */
export function encodeTis620(value: string): Uint8Array {
  const bytes = new Uint8Array(value.length);
  for (let i = 0; i < value.length; i += 1) {
    const cp = value.charCodeAt(i);
    if (cp < 0x80) bytes[i] = cp;
    else if ((cp >= 0x0e01 && cp <= 0x0e3a) || (cp >= 0x0e3f && cp <= 0x0e5b)) bytes[i] = cp - 0x0e00 + 0xa0;
    else throw new PaymentFileError('character', 'file', null, { codePoint: cp.toString(16) });
  }
  return bytes;
}

/** The records each ended with CRLF, as the banks' Windows tools write them, in the chosen encoding. */
export function encodeRecords(records: string[], encoding: FileEncoding): Buffer {
  const body = records.map((r) => `${r}\r\n`).join('');
  return encoding === 'TIS-620' ? Buffer.from(encodeTis620(body)) : Buffer.from(body, 'utf8');
}

/** Thai bank account numbers are typed with hyphens and spaces (123-4-56789-0); only the digits are the number. */
export function accountDigits(value: string | null | undefined, where: Where): string {
  const v = (value ?? '').replace(/[\s-]/g, '');
  if (v === '') throw new PaymentFileError('noBankAccount', where.field, where.item);
  if (!/^\d+$/.test(v)) throw new PaymentFileError('notDigits', where.field, where.item);
  return v;
}
