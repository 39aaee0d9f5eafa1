import { describe, expect, it } from 'vitest';
import { gridAfter, type HistoryRow } from './budget-revisions';

const row = (over: Partial<HistoryRow>): HistoryRow => ({
  revision: 0,
  action: 'SAVE',
  reason: null,
  fromItemCode: null,
  fromMonth: null,
  toItemCode: null,
  toMonth: null,
  amount: null,
  lines: null,
  createdBy: 'manager',
  createdDate: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('a budget revision as it was', () => {
  const save = row({
    lines: [
      { budgetItemCode: 'BG-SEC', month: 1, amount: '85000.00' },
      { budgetItemCode: 'BG-LIFT', month: 3, amount: '18000.00' },
    ],
  });
  const confirm = row({ action: 'CONFIRM', createdDate: '2026-01-02T00:00:00.000Z' });
  const transfer = row({
    action: 'TRANSFER',
    revision: 0,
    fromItemCode: 'BG-LIFT',
    fromMonth: 3,
    toItemCode: 'BG-REPAIR',
    toMonth: 7,
    amount: '5000.00',
    createdDate: '2026-02-01T00:00:00.000Z',
  });
  const modify = row({
    action: 'MODIFY',
    revision: 1,
    reason: 'Lift contract renewed',
    lines: [{ budgetItemCode: 'BG-SEC', month: 1, amount: '90000.00' }],
    createdDate: '2026-03-01T00:00:00.000Z',
  });
  // Newest first, as the screen lists them: the replay orders them itself.
  const history = [modify, transfer, confirm, save];

  it('replays saves, transfers and modifications oldest first', () => {
    expect(Object.fromEntries(gridAfter(history, save).cells)).toEqual({
      'BG-SEC|1': 8_500_000,
      'BG-LIFT|3': 1_800_000,
    });
    const moved = gridAfter(history, transfer);
    expect(Object.fromEntries(moved.cells)).toEqual({
      'BG-SEC|1': 8_500_000,
      'BG-LIFT|3': 1_300_000,
      'BG-REPAIR|7': 500_000,
    });
    expect([...moved.changed].sort()).toEqual(['BG-LIFT|3', 'BG-REPAIR|7']);
    // A transfer keeps the total.
    const total = (cells: Map<string, number>) => [...cells.values()].reduce((s, v) => s + v, 0);
    expect(total(moved.cells)).toBe(total(gridAfter(history, save).cells));
  });

  it('names what a row changed: nothing for a confirmation, every differing cell for a modification', () => {
    expect(gridAfter(history, confirm).changed.size).toBe(0);
    const after = gridAfter(history, modify);
    expect(Object.fromEntries(after.cells)).toEqual({ 'BG-SEC|1': 9_000_000 });
    expect([...after.changed].sort()).toEqual(['BG-LIFT|3', 'BG-REPAIR|7', 'BG-SEC|1']);
  });
});
