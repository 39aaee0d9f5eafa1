import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STANDARD_ACCOUNT_MAP } from '../accounts';
import { totals } from '../journal';
import { advanceDifference, postAdvanceClearing } from './advance-clearing';
import { postRequestPay, type RequestPayLine } from './payables';

const head = { documentType: 'RQ', documentNo: 'RQ690300009', date: '2026-03-15' };
const map = STANDARD_ACCOUNT_MAP;
const lines: RequestPayLine[] = [
  { accountCode: '5210', amount: 100_050, vat: 7_004, description: 'ค่าวัสดุ' },
  { accountCode: '5220', amount: 20_001, vat: 0 },
];
// 1,270.55 baht of expenses.
const EXPENSES = 127_055;

describe('advance (type 8)', () => {
  it('Dr advances to staff / Cr accounts payable, to the satang', () => {
    const draft = postRequestPay(
      {
        ...head,
        lines: [{ accountCode: '1144', amount: 500_001, vat: 0 }],
        vatRecoverable: true,
        credits: [{ accountCode: '2110', amount: 500_001 }],
      },
      map,
    );
    expect(draft.lines).toEqual([
      { accountCode: '1144', side: 'debit', amount: 500_001 },
      { accountCode: '2110', side: 'credit', amount: 500_001 },
    ]);
  });
});

describe('postAdvanceClearing (type 9)', () => {
  it('expenses below the advance: the payee returns the difference in cash, the advance cleared in full', () => {
    const draft = postAdvanceClearing({ ...head, lines, vatRecoverable: true, advance: 200_000 }, map);
    expect(draft.lines).toEqual([
      { accountCode: '1111', side: 'debit', amount: 72_945 },
      { accountCode: '1142', side: 'debit', amount: 7_004 },
      { accountCode: '5210', side: 'debit', amount: 100_050, description: 'ค่าวัสดุ' },
      { accountCode: '5220', side: 'debit', amount: 20_001 },
      { accountCode: '1144', side: 'credit', amount: 200_000 },
    ]);
    expect(totals(draft.lines)).toEqual({ debit: 200_000, credit: 200_000 });
  });

  it('expenses above the advance: accounts payable holds the difference, the payee is paid it by a voucher', () => {
    const draft = postAdvanceClearing({ ...head, lines, vatRecoverable: false, advance: 100_000 }, map);
    expect(draft.lines).toEqual([
      { accountCode: '5210', side: 'debit', amount: 107_054, description: 'ค่าวัสดุ' },
      { accountCode: '5220', side: 'debit', amount: 20_001 },
      { accountCode: '1144', side: 'credit', amount: 100_000 },
      { accountCode: '2110', side: 'credit', amount: 27_055 },
    ]);
  });

  it('expenses equal to the advance: no cash, nothing payable', () => {
    const draft = postAdvanceClearing({ ...head, lines, vatRecoverable: true, advance: EXPENSES }, map);
    expect(draft.lines.map((l) => l.accountCode)).toEqual(['1142', '5210', '5220', '1144']);
    expect(advanceDifference(EXPENSES, EXPENSES)).toEqual({ refund: 0, topUp: 0 });
  });

  it('refuses amounts that are not whole satang', () => {
    expect(() =>
      postAdvanceClearing({ ...head, lines, vatRecoverable: true, advance: 100.5 }, map),
    ).toThrow();
    expect(() =>
      postAdvanceClearing(
        { ...head, lines: [{ accountCode: '5210', amount: 0.1, vat: 0 }], vatRecoverable: true, advance: 1 },
        map,
      ),
    ).toThrow();
  });

  it('always balances, credits the whole advance, and one of refund or top-up is zero', () => {
    const line = fc.record({
      accountCode: fc.constantFrom('5210', '5220', '5300'),
      amount: fc.integer({ min: 1, max: 10_000_000 }),
      vat: fc.integer({ min: 0, max: 700_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 50_000_000 }),
        (ls, vatRecoverable, advance) => {
          const draft = postAdvanceClearing({ ...head, lines: ls, vatRecoverable, advance }, map);
          const t = totals(draft.lines);
          expect(t.debit).toBe(t.credit);
          const expenses = ls.reduce((s, l) => s + l.amount + l.vat, 0);
          const { refund, topUp } = advanceDifference(expenses, advance);
          expect(refund === 0 || topUp === 0).toBe(true);
          const credit = (code: string) =>
            draft.lines
              .filter((l) => l.side === 'credit' && l.accountCode === code)
              .reduce((s, l) => s + l.amount, 0);
          expect(credit('1144')).toBe(advance);
          expect(credit('2110')).toBe(topUp);
          expect(expenses + refund).toBe(advance + topUp);
        },
      ),
    );
  });
});
