import type { FormRule } from 'antd';
import dayjs from 'dayjs';
import type { z } from 'zod';
import { localizeIssues, ruleMessage, type Lang } from '@suanklang/shared';
import { API_DATE_FORMAT } from './format';

export type ZodRuleOptions = {
  /**
   * Turns the form's value into what the schema reads. By default a dayjs (a date picker's value) becomes
   * 'YYYY-MM-DD', the only date form the shared schemas accept; anything else is passed as it is.
   */
  toInput?: (value: unknown) => unknown;
};

function defaultInput(value: unknown): unknown {
  return dayjs.isDayjs(value) ? value.format(API_DATE_FORMAT) : value;
}

/** Whether the schema refuses an empty field, so the form marks the field required. */
function refusesEmpty(schema: z.ZodType): boolean {
  try {
    return !schema.safeParse(undefined).success;
  } catch {
    // A schema with async checks cannot be probed synchronously; leave the asterisk off rather than guess.
    return false;
  }
}

/**
 * An antd Form rule that runs the field's zod schema (the same one the server runs) and rejects with the first
 * message of the shared validation catalogue in `lang`, which antd shows under the field.
 */
export function zodRule(schema: z.ZodType, lang: Lang, options: ZodRuleOptions = {}): FormRule {
  const toInput = options.toInput ?? defaultInput;
  return {
    required: refusesEmpty(schema),
    validator: async (_rule, value: unknown) => {
      const result = await schema.safeParseAsync(toInput(value));
      if (result.success) return;
      const [first] = localizeIssues(result.error.issues, lang);
      throw new Error(first?.message ?? ruleMessage(lang, 'invalid'));
    },
  };
}

/**
 * Rules for every field of an antd Form built from a z.object: `<Form.Item name="amount" rules={rules.amount}>`.
 * Checks between fields (an object-level refine) are not per field; the page runs the whole schema on submit.
 */
export function formRulesFrom<Shape extends z.core.$ZodShape>(
  objectSchema: z.ZodObject<Shape>,
  lang: Lang,
  options: ZodRuleOptions = {},
): Record<keyof Shape & string, FormRule[]> {
  const rules = {} as Record<keyof Shape & string, FormRule[]>;
  for (const name of Object.keys(objectSchema.shape) as (keyof Shape & string)[]) {
    rules[name] = [zodRule(objectSchema.shape[name] as unknown as z.ZodType, lang, options)];
  }
  return rules;
}
