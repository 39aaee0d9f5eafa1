import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trialBalance, type AccountSums } from './trial-balance';

const ACCOUNTS = ['1111', '1121', '2101', '3100', '4101', '5101'];

/** A balanced entry: debits on some accounts, the same total credited to others. */
const entry = fc
  .record({
    before: fc.boolean(),
    amounts: fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 4 }),
    debitAccounts: fc.array(fc.constantFrom(...ACCOUNTS), { minLength: 4, maxLength: 4 }),
    creditAccount: fc.constantFrom(...ACCOUNTS),
  })
  .map(({ before, amounts, debitAccounts, creditAccount }) => ({
    before,
    lines: [
      ...amounts.map((amount, i) => ({ accountCode: debitAccounts[i]!, debit: amount, credit: 0 })),
      { accountCode: creditAccount, debit: 0, credit: amounts.reduce((s, a) => s + a, 0) },
    ],
  }));

/** Sums per account as the ledger gives them (one row per line, merged by the function). */
function sumsOf(
  entries: { before: boolean; lines: { accountCode: string; debit: number; credit: number }[] }[],
) {
  return entries.flatMap((e) =>
    e.lines.map((l): AccountSums =>
      e.before
        ? { accountCode: l.accountCode, opening: l.debit - l.credit, debit: 0, credit: 0 }
        : { accountCode: l.accountCode, opening: 0, debit: l.debit, credit: l.credit },
    ),
  );
}

describe('trial balance', () => {
  it('balances every pair of columns for any balanced ledger, and closing = opening + debit - credit', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), (entries) => {
        const tb = trialBalance(sumsOf(entries));
        expect(tb.balanced).toBe(true);
        for (const r of tb.rows) {
          const net = r.openingDebit - r.openingCredit + r.debit - r.credit;
          expect(r.closingDebit - r.closingCredit).toBe(net);
          expect(Math.min(r.openingDebit, r.openingCredit)).toBe(0);
          expect(Math.min(r.closingDebit, r.closingCredit)).toBe(0);
        }
      }),
    );
  });

  it('shows a credit balance on the credit side, merges rows of one account and sorts by code', () => {
    const tb = trialBalance([
      { accountCode: '4101', opening: -50_000, debit: 0, credit: 20_000 },
      { accountCode: '1121', opening: 50_000, debit: 20_000, credit: 0 },
      { accountCode: '1121', opening: 0, debit: 0, credit: 5_000 },
      { accountCode: '1111', opening: 0, debit: 5_000, credit: 0 },
    ]);
    expect(tb.rows.map((r) => r.accountCode)).toEqual(['1111', '1121', '4101']);
    expect(tb.rows[2]).toEqual({
      accountCode: '4101',
      openingDebit: 0,
      openingCredit: 50_000,
      debit: 0,
      credit: 20_000,
      closingDebit: 0,
      closingCredit: 70_000,
    });
    expect(tb.rows[1]).toMatchObject({ closingDebit: 65_000, closingCredit: 0 });
    expect(tb.totals).toEqual({
      openingDebit: 50_000,
      openingCredit: 50_000,
      debit: 25_000,
      credit: 25_000,
      closingDebit: 70_000,
      closingCredit: 70_000,
    });
    expect(tb.balanced).toBe(true);
  });

  it('leaves out accounts with nothing to show unless asked to keep them, and says when a side is off', () => {
    const tb = trialBalance([{ accountCode: '2101', opening: 0, debit: 0, credit: 0 }], ['3100']);
    expect(tb.rows.map((r) => r.accountCode)).toEqual(['3100']);
    const off = trialBalance([{ accountCode: '1111', opening: 0, debit: 100, credit: 0 }]);
    expect(off.balanced).toBe(false);
  });
});
