import type { FormInstance, FormProps } from 'antd';

/**
 * A refused save puts the keyboard on the first field that is wrong: a screen reader then reads its label and
 * the message under it (linked to the field by aria-describedby), instead of nothing from a Save that stays put.
 * Give it to every form's `scrollToFirstError`.
 */
export const FOCUS_FIRST_ERROR: FormProps['scrollToFirstError'] = { focus: true, block: 'center' };

type ValidateError = { errorFields?: { name: (string | number)[] }[] };

/** For a form checked with `validateFields()`: scrolls to the first field in error and focuses it. */
export function focusFirstError(form: FormInstance, error: unknown): void {
  const first = (error as ValidateError | null)?.errorFields?.[0];
  if (!first) return;
  form.scrollToField(first.name, { focus: true, block: 'center' });
}
