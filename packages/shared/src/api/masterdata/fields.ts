import { z } from 'zod';
import { ruleIssue, type NumberInput, type RuleParams, type TextInput } from '../../validation/fields';
import type { MessageKey } from '../../validation/messages';
import { characterLength } from '../../validation/rules';
import { isValidThaiId } from '../../thai/id-card';

/**
 * Field builders of the master-data forms that the catalogue's `v` does not have: record codes, exact decimals
 * (areas, ownership ratios, meter quantities) and Y/N flags. They follow the `v` conventions: null and blank mean
 * "not filled in", every failure names a catalogue rule so the message is Thai or English, and optional
 * builders give back undefined for an empty value.
 */

type Fail = (rule: MessageKey, params?: RuleParams) => void;

function field<Out>(
  accepts: (value: unknown) => boolean,
  required: boolean,
  parse: (value: string | number, fail: Fail) => Out,
) {
  const schema = z
    .custom<string | number | null | undefined>(
      (value) => value === null || value === undefined || accepts(value),
      { params: { rule: 'invalidFormat' } },
    )
    .transform((raw, ctx): Out | undefined => {
      if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) {
        if (required) ctx.addIssue(ruleIssue('required'));
        return undefined;
      }
      return parse(raw, (rule, params) => ctx.addIssue(ruleIssue(rule, params)));
    });
  return required ? schema : schema.optional();
}

const isString = (value: unknown): boolean => typeof value === 'string';
const isStringOrNumber = (value: unknown): boolean => typeof value === 'string' || typeof value === 'number';

type Required = { required: true };
type Options = { required?: boolean };

// Codes are keys people type and print: A-Z, digits and hyphens, upper-cased as typed ("a-801" is "A-801").
const CODE = /^[A-Z0-9](?:[A-Z0-9-]*[A-Z0-9])?$/;
const THAI = /[\u0E00-\u0E7F]/;

export type CodeOptions = Options & { max: number };

/** A record code (unit, customer, supplier, account, expense type, budget item): A-Z, 0-9 and inner hyphens. */
function code(options: CodeOptions & Required): z.ZodType<string, TextInput>;
function code(options: CodeOptions): z.ZodType<string | undefined, TextInput>;
function code(options: CodeOptions): z.ZodType<string | undefined, TextInput> {
  return field(isString, options.required ?? false, (raw, fail) => {
    const value = String(raw).trim().toUpperCase();
    if (characterLength(value) > options.max) fail('max', { max: options.max });
    else if (THAI.test(value)) fail('textEng');
    else if (!CODE.test(value)) fail('allowDashAndSpace');
    return value;
  }) as z.ZodType<string | undefined, TextInput>;
}

export type DecimalOptions = Options & {
  /** Digits after the point the column keeps: 2 for areas, 6 for ownership ratios. */
  scale: number;
  /** Inclusive bounds as decimal text ('0', '100'). */
  min?: string;
  max?: string;
  /** Refuse zero (an area or ratio of 0 is a typing slip). */
  positive?: boolean;
  /** Accept a leading minus (a meter reading typed negative, which the server turns into 0). */
  signed?: boolean;
};

const DECIMAL = /^\d+(?:\.\d+)?$|^\.\d+$/;
const SIGNED_DECIMAL = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/;

/** Decimal text scaled to an integer: ('45.5', 2) -> 4550n. Exact, no floating point involved. */
export function scaleDecimal(text: string, scale: number): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt((whole || '0') + fraction.padEnd(scale, '0').slice(0, scale));
}

/** An integer scaled by 10^scale back to fixed decimal text: (4550n, 2) -> '45.50'. */
export function unscaleDecimal(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

/**
 * A non-negative exact decimal (area m2, ownership ratio, meter units) from text or a JSON number, given back as
 * fixed text with exactly `scale` decimals ('45.50'), ready for a numeric(p, scale) column.
 */
function decimal(options: DecimalOptions & Required): z.ZodType<string, NumberInput>;
function decimal(options: DecimalOptions): z.ZodType<string | undefined, NumberInput>;
function decimal(options: DecimalOptions): z.ZodType<string | undefined, NumberInput> {
  const { scale, min, max, positive = false, signed = false } = options;
  return field(isStringOrNumber, options.required ?? false, (raw, fail) => {
    const text = typeof raw === 'number' ? String(raw) : raw.trim().replaceAll(',', '');
    if (!(signed ? SIGNED_DECIMAL : DECIMAL).test(text)) {
      fail('number');
      return text;
    }
    const decimals = text.split('.')[1]?.length ?? 0;
    if (decimals > scale) {
      fail('decimal', { decimals: scale });
      return text;
    }
    const value = scaleDecimal(text, scale);
    if (positive && value === 0n) fail('zeroRequired');
    else if (min !== undefined && value < scaleDecimal(min, scale)) fail('min_value', { min });
    else if (max !== undefined && value > scaleDecimal(max, scale)) fail('max_value', { max });
    return unscaleDecimal(value, scale);
  });
}

/** A Y/N flag (the spec's active values); absent, null or blank is `fallback`. */
function flag(fallback: 'Y' | 'N') {
  return z
    .custom<TextInput>(
      (value) => value === null || value === undefined || value === '' || value === 'Y' || value === 'N',
      { params: { rule: 'oneOf' } },
    )
    .optional()
    .transform((value): 'Y' | 'N' => (value === 'Y' || value === 'N' ? value : fallback));
}

/** Digits only, of an exact length (branch numbers: 5, biller suffix: 2). */
function digits(length: number, options: Options & Required): z.ZodType<string, TextInput>;
function digits(length: number, options?: Options): z.ZodType<string | undefined, TextInput>;
function digits(length: number, options: Options = {}): z.ZodType<string | undefined, TextInput> {
  return field(isStringOrNumber, options.required ?? false, (raw, fail) => {
    const value = String(raw).trim();
    if (!new RegExp(`^\\d{${length}}$`).test(value)) fail('digits', { length });
    return value;
  }) as z.ZodType<string | undefined, TextInput>;
}

/** A bank account number: digits, typed with or without hyphens; 10 to 15 digits kept. */
function accountNo(options: Options & Required): z.ZodType<string, TextInput>;
function accountNo(options?: Options): z.ZodType<string | undefined, TextInput>;
function accountNo(options: Options = {}): z.ZodType<string | undefined, TextInput> {
  return field(isStringOrNumber, options.required ?? false, (raw, fail) => {
    const value = String(raw).replace(/[\s-]/g, '');
    if (!/^\d*$/.test(value)) fail('numericDash');
    else if (value.length < 10) fail('min', { min: 10 });
    else if (value.length > 15) fail('max', { max: 15 });
    return value;
  }) as z.ZodType<string | undefined, TextInput>;
}

/**
 * A PromptPay bill-payment biller ID (thai-accounting.md s.5): the 13-digit tax ID of the juristic person with
 * its check digit, then a 2-digit suffix the bank assigns.
 */
function billerId(options: Options = {}): z.ZodType<string | undefined, TextInput> {
  return field(isStringOrNumber, options.required ?? false, (raw, fail) => {
    const value = String(raw).replace(/[\s-]/g, '');
    if (!/^\d{15}$/.test(value)) fail('digits', { length: 15 });
    else if (!isValidThaiId(value.slice(0, 13))) fail('taxIdFormat');
    return value;
  }) as z.ZodType<string | undefined, TextInput>;
}

/** Builders of the master-data forms; use them with the catalogue's `v`. */
export const m = { code, decimal, flag, digits, accountNo, billerId } as const;
