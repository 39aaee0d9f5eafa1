import { describe, expect, it } from 'vitest';
import { STANDARD_ACCOUNT_MAP } from '../accounts';
import { postWhtRemittance } from './wht-remittance';

const header = { documentType: 'WT', documentNo: 'WT690900001', date: '2026-09-07' };

describe('postWhtRemittance', () => {
  it('pays the PND 53 payable from the bank: Dr 2143 / Cr bank, to the satang', () => {
    const draft = postWhtRemittance(
      { ...header, form: 'PND53', amount: 1_234_567, bankAccountCode: '1113' },
      STANDARD_ACCOUNT_MAP,
    );
    expect(draft.lines.map((l) => [l.accountCode, l.side, l.amount])).toEqual([
      ['2143', 'debit', 1_234_567],
      ['1113', 'credit', 1_234_567],
    ]);
  });

  it('pays PND 3 from its own payable', () => {
    const draft = postWhtRemittance(
      { ...header, form: 'PND3', amount: 1, bankAccountCode: '1114' },
      STANDARD_ACCOUNT_MAP,
    );
    expect(draft.lines.map((l) => [l.accountCode, l.side])).toEqual([
      ['2142', 'debit'],
      ['1114', 'credit'],
    ]);
  });

  it('refuses nothing to pay, a fraction of a satang, an unknown form', () => {
    const base = { ...header, form: 'PND53' as const, bankAccountCode: '1113' };
    expect(() => postWhtRemittance({ ...base, amount: 0 }, STANDARD_ACCOUNT_MAP)).toThrow(RangeError);
    expect(() => postWhtRemittance({ ...base, amount: 1.5 }, STANDARD_ACCOUNT_MAP)).toThrow();
    expect(() =>
      postWhtRemittance({ ...base, form: 'PND1' as never, amount: 100 }, STANDARD_ACCOUNT_MAP),
    ).toThrow(/Unknown/);
  });
});
