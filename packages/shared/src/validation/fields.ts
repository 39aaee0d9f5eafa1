import { z } from 'zod';
import { formatMoney, MAX_SAFE_SATANG, parseMoneyToBigInt } from '../money';
import { isIsoDate } from '../thai/dates';
import { isValidThaiId, normalizeThaiId } from '../thai/id-card';
import type { MessageKey } from './messages';
import {
  characterLength,
  checks,
  findDuplicateIndexes,
  TEXT_RULE_CHECKS,
  TEXT_RULE_PARAMS,
  type TextRuleName,
} from './rules';
import { looksLikeSqlInjection } from './sql-injection';

/**
 * Field builders shared by the web forms and the server. Every failure is a zod `custom` issue whose
 * `params.rule` names the catalogue rule (a MessageKey) and whose other params fill the message, e.g.
 * `{ code: 'custom', path: ['firstName'], params: { rule: 'max', max: 100 } }`. The issue carries no message of
 * its own: `localizeIssues(issues, lang)` or the parse option `{ error: validationErrorMap(lang) }` turn the rule
 * into Thai or English, so the server never sends hard-coded text.
 *
 * Checks run in the order a person should fix them and only the first message is shown: type, then required
 * (which stops the field), then length, then format rules, then the injection guard.
 */

/** Text as forms and JSON send it; null and '' both mean "not filled in". */
export type TextInput = string | null | undefined;
/** An amount or number as forms (text) and JSON (number) send it. */
export type NumberInput = string | number | null | undefined;

export type RuleParams = Record<string, string | number>;

/** The default maximum length of a text input (001 s.9). */
export const DEFAULT_TEXT_MAX = 4000;

export type RuleIssue = {
  code: 'custom';
  params: { rule: MessageKey } & RuleParams;
  path?: PropertyKey[];
};

/**
 * A catalogue issue for `ctx.addIssue` in an object-level check, for rules between fields:
 * `ctx.addIssue(ruleIssue('invoiceDateAfterDueDate', {}, ['invoiceDate']))`.
 */
export function ruleIssue(rule: MessageKey, params: RuleParams = {}, path?: PropertyKey[]): RuleIssue {
  return path === undefined
    ? { code: 'custom', params: { ...params, rule } }
    : { code: 'custom', params: { ...params, rule }, path };
}

type Fail = (rule: MessageKey, params?: RuleParams) => void;
type FieldOptions = { required?: boolean };
type Required = { required: true };

function isMissingText(raw: string): boolean {
  return raw.trim() === '';
}

/**
 * The common shape of every builder: accept the raw type, treat null/blank as missing (an issue when
 * required, undefined otherwise), then let `parse` check and convert the value.
 */
function field<Raw, Out>(
  accepts: (value: unknown) => boolean,
  required: boolean,
  parse: (value: Raw, fail: Fail) => Out,
) {
  const schema = z
    .custom<Raw | null | undefined>((value) => value === null || value === undefined || accepts(value), {
      params: { rule: 'invalidFormat' },
    })
    .transform((raw, ctx): Out | undefined => {
      if (raw === null || raw === undefined || (typeof raw === 'string' && isMissingText(raw))) {
        if (required) ctx.addIssue(ruleIssue('required'));
        return undefined;
      }
      return parse(raw, (rule, params) => ctx.addIssue(ruleIssue(rule, params)));
    });
  // zod refuses an absent object key unless the schema is optional, even when it would accept undefined.
  return required ? schema : schema.optional();
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringOrNumber = (value: unknown): boolean => typeof value === 'string' || typeof value === 'number';

/** Text builders return string for required fields and string | undefined otherwise. */
type TextField<Out = string> = z.ZodType<Out, TextInput>;
type OptionalTextField<Out = string> = z.ZodType<Out | undefined, TextInput>;

function stringField<Out>(required: boolean, parse: (text: string, fail: Fail) => Out, trim = true) {
  return field<string, Out>(isString, required, (raw, fail) => parse(trim ? raw.trim() : raw, fail));
}

export type TextOptions = FieldOptions & {
  min?: number;
  /** Defaults to 4000, the spec's default maximum length. */
  max?: number;
  /** Catalogue format rules checked in this order after the length. */
  rules?: readonly TextRuleName[];
  /** Turns the injection guard off, for text such as notes that legitimately quote (') or use --. */
  allowSqlLike?: boolean;
};

function text(options: TextOptions & Required): TextField;
function text(options?: TextOptions): OptionalTextField;
function text(options: TextOptions = {}): OptionalTextField {
  const { min, max = DEFAULT_TEXT_MAX, rules = [], allowSqlLike = false } = options;
  return stringField(options.required ?? false, (value, fail) => {
    if (min !== undefined && !checks.minLength(value, min)) fail('min', { min });
    if (!checks.maxLength(value, max)) fail('max', { max });
    for (const rule of rules) if (!TEXT_RULE_CHECKS[rule](value)) fail(rule, TEXT_RULE_PARAMS[rule]);
    if (!allowSqlLike && !rules.includes('isSQLInjectionDetected') && looksLikeSqlInjection(value)) {
      fail('isSQLInjectionDetected');
    }
    return value;
  });
}

/** Usernames are at most 50 characters. */
export const USERNAME_MAX = 50;

function username(options: Required): TextField;
function username(options?: FieldOptions): OptionalTextField;
function username(options: FieldOptions = {}): OptionalTextField {
  return stringField(options.required ?? false, (value, fail) => {
    if (!checks.maxLength(value, USERNAME_MAX)) fail('max', { max: USERNAME_MAX });
    else if (!checks.username(value)) fail('username');
    return value;
  });
}

export const PASSWORD_LENGTH = { min: 10, max: 128 } as const;

/** A user name shorter than this is only refused as the whole password, not as a part of it. */
const USERNAME_IN_PASSWORD_MIN = 3;

/**
 * The password rule (one definition for the web and the server): 10 to 128 characters, and neither the user
 * name nor containing it (case-insensitive). The server also refuses the common passwords it ships a list of.
 * No composition rule (letter + digit): length and the list keep guessable passwords out better.
 */
export function passwordRuleIssue(
  password: string,
  username?: string | null,
): { rule: MessageKey; params: RuleParams } | null {
  const length = characterLength(password);
  if (length < PASSWORD_LENGTH.min || length > PASSWORD_LENGTH.max)
    return { rule: 'password', params: { ...PASSWORD_LENGTH } };
  const name = username?.trim().toLowerCase() ?? '';
  const lower = password.toLowerCase();
  if (name && (lower === name || (name.length >= USERNAME_IN_PASSWORD_MIN && lower.includes(name))))
    return { rule: 'passwordContainsUsername', params: {} };
  return null;
}

/** A password is never trimmed: spaces are part of it. */
function password(options: Required): TextField;
function password(options?: FieldOptions): OptionalTextField;
function password(options: FieldOptions = {}): OptionalTextField {
  return field<string, string>(isString, options.required ?? false, (value, fail) => {
    const issue = passwordRuleIssue(value);
    if (issue) fail(issue.rule, issue.params);
    return value;
  });
}

/** RFC 5321 limit of an address. */
export const EMAIL_MAX = 254;

function email(options: Required): TextField;
function email(options?: FieldOptions): OptionalTextField;
function email(options: FieldOptions = {}): OptionalTextField {
  return stringField(options.required ?? false, (value, fail) => {
    if (!checks.maxLength(value, EMAIL_MAX)) fail('max', { max: EMAIL_MAX });
    else if (!checks.email(value)) fail('email');
    return value;
  });
}

function oneOf<const T extends readonly string[]>(values: T, options: Required): TextField<T[number]>;
function oneOf<const T extends readonly string[]>(
  values: T,
  options?: FieldOptions,
): OptionalTextField<T[number]>;
function oneOf<const T extends readonly string[]>(
  values: T,
  options: FieldOptions = {},
): OptionalTextField<T[number]> {
  const allowed: readonly string[] = values;
  const isAllowed = (value: string): value is T[number] => allowed.includes(value);
  return stringField(options.required ?? false, (value, fail): T[number] => {
    if (isAllowed(value)) return value;
    fail('oneOf');
    // Never reaches the caller: the issue above fails the parse.
    return value;
  });
}

/** The identity-number fields give back the 13 digits without the hyphens people type. */
function identityNumber(rule: 'idCard' | 'taxIdFormat', required: boolean): OptionalTextField {
  return stringField(required, (value, fail) => {
    const digits = normalizeThaiId(value);
    if (!isValidThaiId(digits)) fail(rule);
    return digits;
  });
}

function idCard(options: Required): TextField;
function idCard(options?: FieldOptions): OptionalTextField;
function idCard(options: FieldOptions = {}): OptionalTextField {
  return identityNumber('idCard', options.required ?? false);
}

function taxId(options: Required): TextField;
function taxId(options?: FieldOptions): OptionalTextField;
function taxId(options: FieldOptions = {}): OptionalTextField {
  return identityNumber('taxIdFormat', options.required ?? false);
}

/** Matches the propertyCode column and the request envelope (max 20). */
export const PROPERTY_CODE_MAX = 20;

function propertyCode(options: Required): TextField;
function propertyCode(options?: FieldOptions): OptionalTextField;
function propertyCode(options: FieldOptions = {}): OptionalTextField {
  return stringField(options.required ?? false, (value, fail) => {
    if (!checks.maxLength(value, PROPERTY_CODE_MAX)) fail('max', { max: PROPERTY_CODE_MAX });
    else if (!checks.propertyCode(value)) fail('propertyCode');
    return value;
  });
}

export type MoneyOptions = FieldOptions & {
  /** Lowest amount in SATANG (1 = 0.01 baht, the minimum payment). */
  min?: number;
  /** Highest amount in SATANG, e.g. the cheque's balance or the row's reference amount. */
  max?: number;
  /** The rule named when above max: max_amount, or max_credit_note_amount for credit notes. */
  maxRule?: 'max_amount' | 'max_credit_note_amount' | 'max_value';
  /** zeroRequired: 0 counts as not filled in. */
  nonZero?: boolean;
};

type MoneyField = z.ZodType<number, NumberInput>;
type OptionalMoneyField = z.ZodType<number | undefined, NumberInput>;

/**
 * An amount typed as text ("1,234.565") or sent as a JSON number, returned as INTEGER SATANG rounded half-up
 * at the third decimal (123457). Limits are satang too; messages show them as baht (1,234.57).
 */
function money(options: MoneyOptions & Required): MoneyField;
function money(options?: MoneyOptions): OptionalMoneyField;
function money(options: MoneyOptions = {}): OptionalMoneyField {
  const { min, max, maxRule = 'max_amount', nonZero = false } = options;
  return field<string | number, number>(isStringOrNumber, options.required ?? false, (raw, fail) => {
    let parsed: bigint;
    try {
      parsed = parseMoneyToBigInt(raw);
    } catch {
      fail('amount');
      return 0;
    }
    const safe = BigInt(MAX_SAFE_SATANG);
    if (parsed > safe) {
      fail('max_value', { max: formatMoney(MAX_SAFE_SATANG) });
      return 0;
    }
    if (parsed < -safe) {
      fail('min_value', { min: formatMoney(-MAX_SAFE_SATANG) });
      return 0;
    }
    const satang = Number(parsed) || 0;
    if (nonZero && satang === 0) fail('zeroRequired');
    else if (min !== undefined && satang < min) fail('min_value', { min: formatMoney(min) });
    else if (max !== undefined && satang > max) fail(maxRule, { max: formatMoney(max) });
    return satang;
  });
}

export type NumberOptions = FieldOptions & { min?: number; max?: number; integer?: boolean };

const NUMBER_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A plain number (counts, meter readings, rates) from a JSON number or text; commas are ignored. */
function number(options: NumberOptions & Required): z.ZodType<number, NumberInput>;
function number(options?: NumberOptions): z.ZodType<number | undefined, NumberInput>;
function number(options: NumberOptions = {}): z.ZodType<number | undefined, NumberInput> {
  const { min, max, integer = false } = options;
  return field<string | number, number>(isStringOrNumber, options.required ?? false, (raw, fail) => {
    const text = typeof raw === 'string' ? raw.trim().replaceAll(',', '') : '';
    const value = typeof raw === 'number' ? raw : NUMBER_TEXT.test(text) ? Number(text) : Number.NaN;
    if (!Number.isFinite(value)) fail('number');
    else if (integer && !Number.isInteger(value)) fail('integer');
    else if (min !== undefined && value < min) fail('min_value', { min });
    else if (max !== undefined && value > max) fail('max_value', { max });
    return value;
  });
}

/** An ISO date, YYYY-MM-DD in the common era: the API never carries BE years or display formats. */
function date(options: Required): TextField;
function date(options?: FieldOptions): OptionalTextField;
function date(options: FieldOptions = {}): OptionalTextField {
  return stringField(options.required ?? false, (value, fail) => {
    if (!isIsoDate(value)) fail('date');
    return value;
  });
}

export const CHEQUE_NO_LENGTH = 8;

/** Eight digits; a hyphen or spaces from the masked input are dropped. */
function chequeNo(options: Required): TextField;
function chequeNo(options?: FieldOptions): OptionalTextField;
function chequeNo(options: FieldOptions = {}): OptionalTextField {
  return stringField(options.required ?? false, (value, fail) => {
    const digits = value.replace(/[\s-]/g, '');
    if (!checks.digits(digits, CHEQUE_NO_LENGTH)) fail('chequeNoDigits');
    return digits;
  });
}

export const CARD_NO_MAX = 16;

/** Up to 16 digits (001 s.5); spaces and hyphens are dropped. No Luhn check: receipts may record a partial number. */
function cardNo(options: Required): TextField;
function cardNo(options?: FieldOptions): OptionalTextField;
function cardNo(options: FieldOptions = {}): OptionalTextField {
  return stringField(options.required ?? false, (value, fail) => {
    const digits = value.replace(/[\s-]/g, '');
    if (!checks.numeric(digits)) fail('numeric');
    else if (!checks.maxLength(digits, CARD_NO_MAX)) fail('max', { max: CARD_NO_MAX });
    return digits;
  });
}

const PHONE_CHARACTERS = /^\+?[0-9\s()-]+$/;

/**
 * A Thai number (0 then 8 or 9 digits: 02-123-4567, 081-234-5678) or an international one (+ then 8 to 15
 * digits) for foreign co-owners; spaces, hyphens and brackets are allowed and kept as typed.
 */
export function isPhoneNumber(value: string): boolean {
  if (!PHONE_CHARACTERS.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  if (value.startsWith('+')) return digits.length >= 8 && digits.length <= 15;
  return digits.startsWith('0') && (digits.length === 9 || digits.length === 10);
}

function phone(options: Required): TextField;
function phone(options?: FieldOptions): OptionalTextField;
function phone(options: FieldOptions = {}): OptionalTextField {
  return stringField(options.required ?? false, (value, fail) => {
    if (!isPhoneNumber(value)) fail('phone');
    return value;
  });
}

export const URL_MAX = 2048;

function url(options: Required): TextField;
function url(options?: FieldOptions): OptionalTextField;
function url(options: FieldOptions = {}): OptionalTextField {
  return stringField(options.required ?? false, (value, fail) => {
    if (!checks.maxLength(value, URL_MAX)) fail('max', { max: URL_MAX });
    else if (!checks.url(value)) fail('url');
    return value;
  });
}

export type ListOptions<Item> = {
  /** At least this many entries; the issue names `minRule` (e.g. selectAtLeastOneInvoice) or minItems. */
  min?: number;
  minRule?: MessageKey;
  /** multiValueLength: at most this many. */
  max?: number;
  /** uniqueValue: entries must differ by this key; repeats are reported at their own index. */
  uniqueBy?: (item: Item) => unknown;
  uniqueRule?: MessageKey;
};

/** A list of rows or selected values with the catalogue's count and uniqueness rules. */
function list<T extends z.ZodType>(item: T, options: ListOptions<z.output<T>> = {}) {
  const { min, minRule = 'minItems', max, uniqueBy, uniqueRule = 'uniqueValue' } = options;
  return z.array(item).superRefine((rows, ctx) => {
    if (min !== undefined && rows.length < min) ctx.addIssue(ruleIssue(minRule, { min }));
    if (max !== undefined && !checks.multiValueLength(rows, max))
      ctx.addIssue(ruleIssue('multiValueLength', { max }));
    if (uniqueBy) {
      for (const index of findDuplicateIndexes(rows.map(uniqueBy)))
        ctx.addIssue(ruleIssue(uniqueRule, {}, [index]));
    }
  });
}

/** The catalogue's field builders: `v.text({ required: true, max: 100 })`, `v.money({ min: 1 })`, ... */
export const v = {
  text,
  username,
  password,
  email,
  oneOf,
  idCard,
  taxId,
  propertyCode,
  money,
  number,
  date,
  chequeNo,
  cardNo,
  phone,
  url,
  list,
} as const;
