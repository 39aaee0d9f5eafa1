import type { Lang } from '../lang';
import { parseDisplayDate } from '../thai/dates';
import { isValidThaiId, normalizeThaiId } from '../thai/id-card';
import { looksLikeSqlInjection } from './sql-injection';

/**
 * Pure predicates behind every rule of the catalogue (001 s.5). Each returns TRUE WHEN THE VALUE PASSES.
 * Format rules pass an empty value, as in the original forms: whether a value must be there is the `required`
 * rule's job, so "optional but well-formed if given" needs no special case.
 */

const isBlank = (value: string): boolean => value.trim() === '';

/** Length in characters as PostgreSQL varchar counts them (code points), not UTF-16 units. */
export function characterLength(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

// ----- character classes -----
const THAI_BLOCK = '\\u0E00-\\u0E7F';
// Consonants, vowels, tone marks, ฯ and ๆ; not Thai digits ๐-๙ nor the baht sign ฿.
const THAI_LETTERS = '\\u0E01-\\u0E3A\\u0E40-\\u0E4E';
// Printable ASCII punctuation and symbols: !"#$%&'()*+,-./:;<=>?@[\]^_`{|}~
const COMMON_SYMBOLS = '\\x21-\\x2F\\x3A-\\x40\\x5B-\\x60\\x7B-\\x7E';

const only = (chars: string): RegExp => new RegExp(`^[${chars}]*$`);

const PATTERNS = {
  textThai: only(`${THAI_BLOCK}0-9\\s${COMMON_SYMBOLS}`),
  textEng: only(`A-Za-z0-9\\s${COMMON_SYMBOLS}`),
  textOther: only(`0-9\\s${COMMON_SYMBOLS}`),
  textThaiOnly: only(`${THAI_LETTERS}\\s`),
  textEngOnly: only('A-Za-z\\s'),
  textOtherOnly: only('0-9\\s'),
  registrationNo: only(`${THAI_LETTERS}0-9 `),
  allowDashAndSpace: only(`A-Za-z0-9${THAI_BLOCK} \\-`),
  numericDash: /^[0-9-]*$/,
  propertyCode: /^[A-Z0-9-]*$/,
  // Runs of letters and digits joined by single dots or underscores.
  username: /^(?:[A-Za-z0-9]+(?:[._][A-Za-z0-9]+)*)?$/,
  numeric: /^\d*$/,
} as const;

// ----- formats -----
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

function isUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const IPV4_PART = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${IPV4_PART}(?:\\.${IPV4_PART}){3}$`);
const HEX_GROUP = /^[0-9A-Fa-f]{1,4}$/;

function isIpv6(value: string): boolean {
  const halves = value.split('::');
  if (halves.length > 2) return false;
  const groupsOf = (part: string): string[] => (part === '' ? [] : part.split(':'));
  const groups = halves.flatMap(groupsOf);
  // An embedded IPv4 tail (::ffff:192.0.2.1) stands for two groups.
  const last = groups.at(-1);
  const hasIpv4Tail = last !== undefined && last.includes('.');
  if (hasIpv4Tail && !IPV4.test(last)) return false;
  const hexGroups = hasIpv4Tail ? groups.slice(0, -1) : groups;
  if (!hexGroups.every((g) => HEX_GROUP.test(g))) return false;
  const width = hexGroups.length + (hasIpv4Tail ? 2 : 0);
  return halves.length === 2 ? width < 8 : width === 8;
}

function passesLuhn(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const DECIMAL_TEXT = /^[+-]?(?:\d+(?:\.(\d*))?|\.(\d+))$/;

function isZeroLike(value: unknown): boolean {
  if (typeof value === 'number') return value === 0;
  if (typeof value === 'bigint') return value === 0n;
  if (typeof value === 'string') return DECIMAL_TEXT.test(value.trim()) && /^[+-]?[0.]*$/.test(value.trim());
  return false;
}

type Comparable = string | number | null | undefined;
const isEmpty = (v: Comparable): v is null | undefined | '' =>
  v === null || v === undefined || (typeof v === 'string' && isBlank(v));

/** Compares two values of one kind (numbers, or ISO date strings which sort as text). Empty sides pass. */
function inOrder(first: Comparable, second: Comparable, strict: boolean): boolean {
  if (isEmpty(first) || isEmpty(second)) return true;
  return strict ? first < second : first <= second;
}

function normalizeForDuplicate(value: unknown): unknown {
  return typeof value === 'string' ? value.trim().toLowerCase() : value;
}

/**
 * Indexes of the entries that repeat an earlier one (strings compared trimmed and case-insensitively, so
 * "Somchai " and "somchai" are the same board member). Empty entries are not duplicates of each other.
 */
export function findDuplicateIndexes(values: readonly unknown[]): number[] {
  const seen = new Set<unknown>();
  const repeats: number[] = [];
  values.forEach((value, index) => {
    const key = normalizeForDuplicate(value);
    if (key === '' || key === null || key === undefined) return;
    if (seen.has(key)) repeats.push(index);
    else seen.add(key);
  });
  return repeats;
}

/** A negative current meter reading is taken as 0 (000 s.5), before it is compared with the previous one. */
export function normalizeMeterReading(reading: number): number {
  return reading < 0 ? 0 : reading;
}

export const checks = {
  // ----- rule dictionary -----
  /** Fails undefined, null, blank text and empty lists. */
  required: (value: unknown): boolean => {
    if (value === undefined || value === null) return false;
    if (typeof value === 'string') return !isBlank(value);
    if (Array.isArray(value)) return value.length > 0;
    return true;
  },
  /** zeroRequired: like required, and 0 ('0', '0.00', 0) counts as missing too. */
  zeroRequired: (value: unknown): boolean => checks.required(value) && !isZeroLike(value),
  minLength: (value: string, min: number): boolean => value === '' || characterLength(value) >= min,
  maxLength: (value: string, max: number): boolean => characterLength(value) <= max,
  minValue: (value: number, min: number): boolean => value >= min,
  maxValue: (value: number, max: number): boolean => value <= max,
  /** max_amount: both sides in satang. */
  maxAmount: (amountSatang: number, maxSatang: number): boolean => amountSatang <= maxSatang,
  /** max_credit_note_amount: a credit note cannot exceed what is left on the invoice; satang. */
  maxCreditNoteAmount: (amountSatang: number, remainingSatang: number): boolean =>
    amountSatang <= remainingSatang,
  between: (value: number, min: number, max: number): boolean => value >= min && value <= max,
  /** Exactly `length` digits. */
  digits: (value: string, length: number): boolean =>
    value === '' || new RegExp(`^\\d{${length}}$`).test(value),
  /** A decimal number with at most `decimals` places (2 for money). */
  decimal: (value: string, decimals = 2): boolean => {
    if (value === '') return true;
    const m = DECIMAL_TEXT.exec(value);
    return m !== null && (m[1] ?? m[2] ?? '').length <= decimals;
  },
  /** Digits only. */
  numeric: (value: string): boolean => PATTERNS.numeric.test(value),
  email: (value: string): boolean => value === '' || (characterLength(value) <= 254 && EMAIL.test(value)),
  /** An absolute http(s) address. */
  url: (value: string): boolean => value === '' || isUrl(value),
  /** DD/MM/YYYY and a real date; the year is BE on Thai screens, so 29/02/2567 is valid in Thai only. */
  dateFormat: (value: string, lang: Lang): boolean => value === '' || parseDisplayDate(value, lang) !== null,
  /** after: `date` is strictly later than `other` (ISO dates). */
  after: (date: Comparable, other: Comparable): boolean => inOrder(other, date, true),
  /** before: `date` is strictly earlier than `other` (ISO dates). */
  before: (date: Comparable, other: Comparable): boolean => inOrder(date, other, true),
  /** min_date: a birth date must be earlier than the limit (usually today). */
  minDate: (birthDate: Comparable, limit: Comparable): boolean => inOrder(birthDate, limit, true),
  confirmed: (value: unknown, confirmation: unknown): boolean => value === confirmation,
  /** credit_card: 12 to 19 digits (spaces and hyphens ignored) passing the Luhn check. */
  creditCard: (value: string): boolean => value === '' || passesLuhn(value),
  ip: (value: string): boolean => value === '' || IPV4.test(value) || isIpv6(value),

  // ----- custom rules and text helper checks -----
  /** Thai plus digits, spaces and common symbols; no English letters. */
  textThai: (value: string): boolean => PATTERNS.textThai.test(value),
  /** English plus digits, spaces and common symbols; no Thai. */
  textEng: (value: string): boolean => PATTERNS.textEng.test(value),
  /** No letters at all: digits, spaces and common symbols. */
  textOther: (value: string): boolean => PATTERNS.textOther.test(value),
  /** Thai letters (with vowels and tone marks) and spaces between words. */
  textThaiOnly: (value: string): boolean => PATTERNS.textThaiOnly.test(value),
  /** English letters and spaces between words. */
  textEngOnly: (value: string): boolean => PATTERNS.textEngOnly.test(value),
  /** Digits and spaces: textOther without the symbols. */
  textOtherOnly: (value: string): boolean => PATTERNS.textOtherOnly.test(value),
  /** Letters, digits, dot and underscore; no leading, trailing or doubled dot or underscore. */
  username: (value: string): boolean => PATTERNS.username.test(value),
  /** Uppercase letters, digits and hyphen. */
  propertyCode: (value: string): boolean => PATTERNS.propertyCode.test(value),
  /** A vehicle registration: Thai letters, digits and spaces (1กข 1234). */
  registrationNo: (value: string): boolean => PATTERNS.registrationNo.test(value),
  /** Digits and hyphens. */
  numericDash: (value: string): boolean => PATTERNS.numericDash.test(value),
  /** Letters (English or Thai), digits, spaces and hyphens; no other special characters. */
  allowDashAndSpace: (value: string): boolean => PATTERNS.allowDashAndSpace.test(value),
  /** idCard: empty passes; otherwise 13 digits (hyphens and spaces ignored) with a valid check digit. */
  idCard: (value: string): boolean => normalizeThaiId(value) === '' || isValidThaiId(value),
  /** The injection guard; fails the isSQLInjectionDetected rule when the text looks like SQL. */
  noSqlInjection: (value: string): boolean => !looksLikeSqlInjection(value),
  /** uniqueValue: no entry repeats another (see findDuplicateIndexes). */
  uniqueValue: (values: readonly unknown[]): boolean => findDuplicateIndexes(values).length === 0,
  /** multiValueLength: at most `max` selected. */
  multiValueLength: (values: readonly unknown[], max: number): boolean => values.length <= max,

  // ----- other rules -----
  /** The new meter reading must be greater than the previous one; no previous reading passes. */
  meterGreaterThanPrevious: (current: number, previous: number | null | undefined): boolean =>
    previous === null || previous === undefined || normalizeMeterReading(current) > previous,
  /** A range search end is at least its start (numbers, or ISO dates); an open end passes. */
  rangeEndNotBeforeStart: (start: Comparable, end: Comparable): boolean => inOrder(start, end, false),
  /** Tax ID: the identity-number rule (13 digits, check digit); empty passes. */
  taxId: (value: string): boolean => normalizeThaiId(value) === '' || isValidThaiId(value),
} as const;

/**
 * The rules a text field can name in `v.text({ rules })`, each mapped to its predicate. The key is the rule name
 * the message catalogue uses.
 */
export const TEXT_RULE_CHECKS = {
  textThai: checks.textThai,
  textEng: checks.textEng,
  textOther: checks.textOther,
  textThaiOnly: checks.textThaiOnly,
  textEngOnly: checks.textEngOnly,
  textOtherOnly: checks.textOtherOnly,
  username: checks.username,
  propertyCode: checks.propertyCode,
  registrationNo: checks.registrationNo,
  numericDash: checks.numericDash,
  allowDashAndSpace: checks.allowDashAndSpace,
  idCard: checks.idCard,
  taxIdFormat: checks.taxId,
  numeric: checks.numeric,
  decimal: (value: string) => checks.decimal(value),
  email: checks.email,
  url: checks.url,
  ip: checks.ip,
  credit_card: checks.creditCard,
  isSQLInjectionDetected: checks.noSqlInjection,
} as const satisfies Record<string, (value: string) => boolean>;

export type TextRuleName = keyof typeof TEXT_RULE_CHECKS;

/** Message parameters of the text rules whose message names a limit. */
export const TEXT_RULE_PARAMS: Partial<Record<TextRuleName, Record<string, number>>> = {
  decimal: { decimals: 2 },
};
