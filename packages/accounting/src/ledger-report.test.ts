import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { movementOf, movementTotals, owedOf, owedTotals, runningBalances } from './ledger-report';

const line = fc
  .tuple(fc.boolean(), fc.integer({ min: 1, max: 100_000_000_00 }))
  .map(([debit, amount]) => (debit ? { debit: amount, credit: 0 } : { debit: 0, credit: amount }));

describe('ledger report arithmetic', () => {
  it('a running balance moves by each line and ends at brought forward + debits - credits', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.array(line, { maxLength: 60 }), (bf, lines) => {
        const balances = runningBalances(bf, lines);
        expect(balances).toHaveLength(lines.length);
        lines.forEach((l, i) =>
          expect(balances[i]! - (i === 0 ? bf : balances[i - 1]!)).toBe(l.debit - l.credit),
        );
        const debit = lines.reduce((s, l) => s + l.debit, 0);
        const credit = lines.reduce((s, l) => s + l.credit, 0);
        expect(balances.at(-1) ?? bf).toBe(bf + debit - credit);
      }),
    );
  });

  it('pages of a ledger give the same balances as the whole (each page from the last balance before it)', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 60 }), fc.integer({ min: 1, max: 10 }), (lines, size) => {
        const whole = runningBalances(500, lines);
        const paged: number[] = [];
        for (let i = 0; i < lines.length; i += size)
          paged.push(...runningBalances(i === 0 ? 500 : paged.at(-1)!, lines.slice(i, i + size)));
        expect(paged).toEqual(whole);
      }),
    );
  });

  it('movements close at opening + debit - credit; totals add the columns; a liability is owed credit positive', () => {
    const cash = movementOf({ opening: 150_000, debit: 20_050, credit: 70_000 });
    expect(cash).toEqual({ opening: 150_000, debit: 20_050, credit: 70_000, closing: 100_050 });
    const bank = movementOf({ opening: -1, debit: 0, credit: 0 });
    expect(movementTotals([cash, bank])).toEqual({
      opening: 149_999,
      debit: 20_050,
      credit: 70_000,
      closing: 100_049,
    });
    expect(movementTotals([])).toEqual({ opening: 0, debit: 0, credit: 0, closing: 0 });

    const accrued = owedOf(movementOf({ opening: -300_000, debit: 300_000, credit: 450_025 }));
    expect(accrued).toEqual({ opening: 300_000, accrued: 450_025, paid: 300_000, closing: 450_025 });
    expect(owedTotals([accrued, accrued]).closing).toBe(900_050);
    expect(owedTotals([]).paid).toBe(0);
  });
});
