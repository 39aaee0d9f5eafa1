import type { FormRule } from 'antd';
import { passwordRuleIssue, ruleMessage, type Lang } from '@suanklang/shared';

/**
 * The form's share of the password rule (packages/shared): length, and not the user name. The server also
 * refuses common passwords and answers with a field error the form shows under the field.
 */
export function passwordRules(lang: Lang, username: () => string | null | undefined): FormRule[] {
  return [
    {
      required: true,
      validator: async (_rule, value: unknown) => {
        const text = typeof value === 'string' ? value : '';
        if (text === '') throw new Error(ruleMessage(lang, 'required'));
        const issue = passwordRuleIssue(text, username());
        if (issue) throw new Error(ruleMessage(lang, issue.rule, issue.params));
      },
    },
  ];
}
