import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { postYearClose } from './year-close';

const header = { documentType: 'YC', documentNo: 'YC691200001', date: '2026-12-31' };
const SURPLUS = '3200';

/** Balances after the draft is applied: debit adds, credit subtracts. */
function after(
  balances: { accountCode: string; balance: number }[],
  draft: ReturnType<typeof postYearClose>,
) {
  const out = new Map(balances.map((b) => [b.accountCode, b.balance]));
  out.set(SURPLUS, 0);
  for (const l of draft?.lines ?? [])
    out.set(l.accountCode, (out.get(l.accountCode) ?? 0) + (l.side === 'debit' ? l.amount : -l.amount));
  return out;
}

describe('year close', () => {
  it('zeroes every revenue and expense account and moves the net to the surplus account (any ledger)', () => {
    const account = fc.constantFrom('4110', '4120', '4130', '5110', '5120', '5130', '5140');
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ accountCode: account, balance: fc.integer({ min: -1e11, max: 1e11 }) }), {
          selector: (b) => b.accountCode,
        }),
        (balances) => {
          const draft = postYearClose({ ...header, balances, surplusAccountCode: SURPLUS });
          const net = balances.reduce((s, b) => s + b.balance, 0);
          if (balances.every((b) => b.balance === 0)) {
            expect(draft).toBeNull();
            return;
          }
          const result = after(balances, draft);
          for (const b of balances) expect(result.get(b.accountCode), b.accountCode).toBe(0);
          // The surplus carries the year's result: revenue (credit) above expenses is a credit balance.
          expect(result.get(SURPLUS)).toBe(net);
          const debits = draft!.lines.filter((l) => l.side === 'debit').reduce((s, l) => s + l.amount, 0);
          const credits = draft!.lines.filter((l) => l.side === 'credit').reduce((s, l) => s + l.amount, 0);
          expect(debits).toBe(credits);
        },
      ),
    );
  });

  it('a surplus year credits the surplus account; the surplus account itself is never closed', () => {
    const draft = postYearClose({
      ...header,
      balances: [
        { accountCode: '4110', balance: -1_000_000 },
        { accountCode: '5110', balance: 600_000 },
      ],
      surplusAccountCode: SURPLUS,
    });
    expect(draft!.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ accountCode: '4110', side: 'debit', amount: 1_000_000 }),
        expect.objectContaining({ accountCode: '5110', side: 'credit', amount: 600_000 }),
        expect.objectContaining({ accountCode: SURPLUS, side: 'credit', amount: 400_000 }),
      ]),
    );
    expect(() =>
      postYearClose({
        ...header,
        balances: [{ accountCode: SURPLUS, balance: 5 }],
        surplusAccountCode: SURPLUS,
      }),
    ).toThrow(RangeError);
    expect(postYearClose({ ...header, balances: [], surplusAccountCode: SURPLUS })).toBeNull();
  });
});
