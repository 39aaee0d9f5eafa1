import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertBalanced, reverse, totals, UnbalancedJournalError, type JournalDraft } from './journal';

const draft = (lines: JournalDraft['lines']): JournalDraft => ({
  documentType: 'IN',
  documentNo: 'IN-1',
  date: '2026-01-31',
  lines,
});

describe('journal drafts', () => {
  it('accepts a balanced entry', () => {
    const d = draft([
      { accountCode: '1130', side: 'debit', amount: 150_000 },
      { accountCode: '4110', side: 'credit', amount: 150_000 },
    ]);
    expect(assertBalanced(d)).toBe(d);
  });

  it.each([
    [
      'unequal sides',
      [
        { accountCode: 'a', side: 'debit', amount: 100 },
        { accountCode: 'b', side: 'credit', amount: 99 },
      ],
    ],
    ['a single line', [{ accountCode: 'a', side: 'debit', amount: 100 }]],
  ] as const)('refuses %s', (_name, lines) => {
    expect(() => assertBalanced(draft([...lines]))).toThrow(UnbalancedJournalError);
  });

  it.each([0, -1, 0.5, Number.MAX_SAFE_INTEGER + 1])('refuses the line amount %s', (amount) => {
    expect(() =>
      assertBalanced(
        draft([
          { accountCode: 'a', side: 'debit', amount },
          { accountCode: 'b', side: 'credit', amount },
        ]),
      ),
    ).toThrow(RangeError);
  });

  it('a reversal nets every account to zero with the original', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            code: fc.constantFrom('1110', '1130', '4110', '2150'),
            amount: fc.integer({ min: 1, max: 10 ** 12 }),
          }),
          {
            minLength: 1,
            maxLength: 20,
          },
        ),
        (rows) => {
          const lines = rows.flatMap((r) => [
            { accountCode: r.code, side: 'debit' as const, amount: r.amount },
            { accountCode: '9999', side: 'credit' as const, amount: r.amount },
          ]);
          const original = assertBalanced(draft(lines));
          const reversed = assertBalanced(reverse(original, { documentNo: 'IN-1-R', date: '2026-02-01' }));
          const net = new Map<string, number>();
          for (const l of [...original.lines, ...reversed.lines]) {
            net.set(
              l.accountCode,
              (net.get(l.accountCode) ?? 0) + (l.side === 'debit' ? l.amount : -l.amount),
            );
          }
          expect([...net.values()].every((v) => v === 0)).toBe(true);
          expect(totals(reversed.lines).debit).toBe(totals(original.lines).credit);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
