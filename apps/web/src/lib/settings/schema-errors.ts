import type { z } from 'zod';
import { firstErrorByPath, localizeIssues, type Lang } from '@suanklang/shared';
import { toFormFieldErrors, type FieldSetter, type FormFieldError } from '../http/errors';

/**
 * Runs a whole request schema (its checks between fields included, which per-field rules cannot see) and gives
 * the first message of each field in `lang`, in antd's setFields form. Empty when the input is valid.
 */
export function schemaFieldErrors(schema: z.ZodType, input: unknown, lang: Lang): FormFieldError[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  const first = Object.values(firstErrorByPath(localizeIssues(result.error.issues, lang)));
  return toFormFieldErrors(first);
}

/** Marks the fields the whole schema refuses; true when the input passed. */
export function checkWholeSchema(form: FieldSetter, schema: z.ZodType, input: unknown, lang: Lang): boolean {
  const errors = schemaFieldErrors(schema, input, lang);
  if (errors.length === 0) return true;
  form.setFields(errors);
  return false;
}
