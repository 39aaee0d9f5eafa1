import type { z } from 'zod';
import type { FieldError } from '../api/common';
import type { Lang } from '../lang';
import { formatFileSize } from './attachments';
import { type MessageKey, type MessageParams, ruleMessage } from './messages';

/**
 * Turning zod issues into the catalogue's { path, rule, message }. Issues from the `v` builders name their rule
 * in `params.rule`; issues from plain zod schemas are mapped to the nearest catalogue rule so every field error
 * the user sees is in their language.
 */

/** The parts of a zod issue this mapping reads; both finished issues and the raw ones error maps see fit it. */
type IssueLike = {
  readonly code?: string | undefined;
  readonly input?: unknown;
  readonly params?: Record<string, unknown> | undefined;
  readonly origin?: string | undefined;
  readonly minimum?: number | bigint | undefined;
  readonly maximum?: number | bigint | undefined;
  readonly format?: string | undefined;
  readonly keys?: readonly string[] | undefined;
};

/** `string & {}` keeps editor completion of the catalogue keys while allowing rules the catalogue lacks. */
export type IssueRule = { rule: MessageKey | (string & {}); params: MessageParams };

function toParam(value: number | bigint | undefined): number {
  return typeof value === 'bigint' ? Number(value) : (value ?? 0);
}

function ruleParams(params: Record<string, unknown>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (name !== 'rule' && (typeof value === 'string' || typeof value === 'number')) out[name] = value;
  }
  return out;
}

const FORMAT_RULES: Readonly<Record<string, MessageKey>> = {
  email: 'email',
  url: 'url',
  ipv4: 'ip',
  ipv6: 'ip',
  date: 'date',
  datetime: 'date',
};

/** The catalogue rule an issue stands for, with its message parameters. */
export function issueRule(issue: IssueLike): IssueRule {
  switch (issue.code) {
    case 'custom': {
      const rule = issue.params?.['rule'];
      return typeof rule === 'string'
        ? { rule, params: ruleParams(issue.params ?? {}) }
        : { rule: 'invalid', params: {} };
    }
    case 'invalid_type':
      // Finished issues drop the input, and a missing field is by far the usual cause, so no input reads as missing.
      return 'input' in issue && issue.input !== undefined && issue.input !== null
        ? { rule: 'invalidFormat', params: {} }
        : { rule: 'required', params: {} };
    case 'too_small': {
      const min = toParam(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? { rule: 'required', params: {} } : { rule: 'min', params: { min } };
      if (issue.origin === 'array' || issue.origin === 'set') return { rule: 'minItems', params: { min } };
      return { rule: 'min_value', params: { min } };
    }
    case 'too_big': {
      const max = toParam(issue.maximum);
      if (issue.origin === 'string') return { rule: 'max', params: { max } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { rule: 'multiValueLength', params: { max } };
      if (issue.origin === 'file') return { rule: 'fileTooLarge', params: { size: formatFileSize(max) } };
      return { rule: 'max_value', params: { max } };
    }
    case 'invalid_format':
      return { rule: FORMAT_RULES[issue.format ?? ''] ?? 'invalidFormat', params: {} };
    case 'invalid_value':
      return { rule: 'oneOf', params: {} };
    case 'unrecognized_keys':
      return { rule: 'unrecognizedKeys', params: {} };
    case 'not_multiple_of':
      return { rule: 'invalidFormat', params: {} };
    default:
      return { rule: 'invalid', params: {} };
  }
}

const joinPath = (path: readonly PropertyKey[]): string => path.map((part) => String(part)).join('.');

/**
 * Field errors in the caller's language, in issue order (so the first error of a path is the one to show).
 * An unknown key gets one error per key, on that key's own path.
 */
export function localizeIssues(issues: readonly z.core.$ZodIssue[], lang: Lang): FieldError[] {
  return issues.flatMap((issue): FieldError[] => {
    const { rule, params } = issueRule(issue);
    const message = ruleMessage(lang, rule, params);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: joinPath([...issue.path, key]), rule, message }));
    }
    return [{ path: joinPath(issue.path), rule, message }];
  });
}

/** The first error of each path, which is the one a form shows under the field. */
export function firstErrorByPath(errors: readonly FieldError[]): Record<string, FieldError> {
  const first: Record<string, FieldError> = {};
  for (const error of errors) first[error.path] ??= error;
  return first;
}

/**
 * A zod error map in one language, for `schema.safeParse(data, { error: validationErrorMap(lang) })` or
 * `z.config({ customError: validationErrorMap(lang) })`, so issue.message is already localised.
 */
export function validationErrorMap(lang: Lang): (issue: IssueLike) => string {
  return (issue) => {
    const { rule, params } = issueRule(issue);
    return ruleMessage(lang, rule, params);
  };
}
