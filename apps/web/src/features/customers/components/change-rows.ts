import { CHANGE_ALWAYS, CHANGE_WHEN_BOTH, type ChangeField, type ChangeSnapshot } from '@suanklang/shared';

export type ChangeValue = ChangeSnapshot[ChangeField];
export type ChangeRow = { field: ChangeField; before: ChangeValue; after: ChangeValue; changed: boolean };

const present = (value: ChangeValue | undefined): boolean =>
  value !== null && value !== undefined && value !== '';

/**
 * The rows of the customer change panel (001 section 3): the names, IDs, mobile, email and nationality always,
 * with their before and after values; every other pair only when both the before and the after value exist.
 */
export function changeRows(before: ChangeSnapshot, after: ChangeSnapshot): ChangeRow[] {
  const row = (field: ChangeField): ChangeRow => ({
    field,
    before: before[field] ?? null,
    after: after[field] ?? null,
    changed: (before[field] ?? null) !== (after[field] ?? null),
  });
  return [
    ...CHANGE_ALWAYS.map(row),
    ...CHANGE_WHEN_BOTH.filter((field) => present(before[field]) && present(after[field])).map(row),
  ];
}
