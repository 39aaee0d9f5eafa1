import type { ActiveFlag } from '@suanklang/shared';

/**
 * Form.Item props for a Y/N flag edited with a Switch or a checkbox: the form holds 'Y' or 'N' (what the API and
 * the shared schemas speak), the control a boolean.
 */
export const flagItemProps = {
  valuePropName: 'checked',
  getValueProps: (value: unknown) => ({ checked: value === 'Y' }),
  getValueFromEvent: (checked: unknown): ActiveFlag => {
    if (typeof checked === 'boolean') return checked ? 'Y' : 'N';
    // A checkbox hands an event.
    const target = (checked as { target?: { checked?: boolean } } | null)?.target;
    return target?.checked ? 'Y' : 'N';
  },
} as const;
