import { describe, expect, it } from 'vitest';
import { STANDARD_ACCOUNT_MAP } from '../accounts';
import { totals } from '../journal';
import { PayablesMismatchError, postRequestPay } from './payables';

/**
 * A claim (request-pay type 10): what receipts earned on income accounts claimed back, Dr each account / Cr
 * accounts payable; no VAT on the request (the receipt's VAT stays as it was).
 */
const head = { documentType: 'RQ', documentNo: 'RQ691000010', date: '2026-10-15' };
const map = STANDARD_ACCOUNT_MAP;

describe('claim (type 10)', () => {
  it('debits each income account claimed and credits accounts payable the total, lines of one account merged', () => {
    const draft = postRequestPay(
      {
        ...head,
        lines: [
          { accountCode: '4160', amount: 40_050, vat: 0 },
          { accountCode: '4150', amount: 10_000, vat: 0 },
          { accountCode: '4160', amount: 9_950, vat: 0 },
        ],
        vatRecoverable: true,
        credits: [{ accountCode: map.AP, amount: 60_000 }],
      },
      map,
    );
    expect(draft.lines.map((l) => [l.accountCode, l.side, l.amount])).toEqual([
      ['4150', 'debit', 10_000],
      ['4160', 'debit', 50_000],
      ['2110', 'credit', 60_000],
    ]);
    expect(totals(draft.lines)).toEqual({ debit: 60_000, credit: 60_000 });
  });

  it('refuses a payable that is not what the lines claim', () => {
    expect(() =>
      postRequestPay(
        {
          ...head,
          lines: [{ accountCode: '4160', amount: 100, vat: 0 }],
          vatRecoverable: true,
          credits: [{ accountCode: map.AP, amount: 101 }],
        },
        map,
      ),
    ).toThrow(PayablesMismatchError);
  });
});
