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

/** A request body as a form sends it: the schema's input less the language and property the client adds. */
export type FormBody<S extends z.ZodType> = Omit<z.input<S>, 'lang' | 'propertyCode'>;

/** Stands in for the current property, which the client adds to every call, while a form checks its body. */
const ANY_PROPERTY = 'P';

/**
 * Checks a form's body against the whole request schema before it is sent. When it passes, gives the body back
 * typed as the call takes it (the values as the form made them, not the parse's output: the server parses them
 * itself); otherwise marks the refused fields and gives null. The body may name its property (a property's own
 * settings); without one, a stand-in is checked.
 */
export function checkWholeSchema<S extends z.ZodType>(
  form: FieldSetter,
  schema: S,
  body: object,
  lang: Lang,
): FormBody<S> | null {
  const errors = schemaFieldErrors(schema, { propertyCode: ANY_PROPERTY, ...body }, lang);
  if (errors.length > 0) {
    form.setFields(errors);
    return null;
  }
  // The schema accepted these values (with the stand-in property), so they are of its input type.
  return body as FormBody<S>;
}
