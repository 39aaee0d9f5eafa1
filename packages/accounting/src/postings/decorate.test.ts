import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STANDARD_ACCOUNT_MAP } from '../accounts';
import { totals } from '../journal';
import { PayablesMismatchError, postRequestPay } from './payables';

/** A renovation deposit returned (request-pay type 11): Dr 2162 / Cr accounts payable the refund / Cr income. */
const head = { documentType: 'RQ', documentNo: 'RQ691000011', date: '2026-10-15' };
const map = STANDARD_ACCOUNT_MAP;
const returned = (deposit: number, damages: number) =>
  postRequestPay(
    {
      ...head,
      lines: [{ accountCode: '2162', amount: deposit, vat: 0 }],
      vatRecoverable: true,
      credits: [
        { accountCode: '2110', amount: deposit - damages },
        { accountCode: '4220', amount: damages },
      ],
    },
    map,
  );

describe('renovation deposit returned (type 11)', () => {
  it('less damages: the refund payable, the damages income, to the satang', () => {
    expect(returned(1_000_000, 125_051).lines).toEqual([
      { accountCode: '2162', side: 'debit', amount: 1_000_000 },
      { accountCode: '2110', side: 'credit', amount: 874_949 },
      { accountCode: '4220', side: 'credit', amount: 125_051 },
    ]);
  });

  it('damages taking it all leave no payable line; none leave no income line', () => {
    expect(returned(50_000, 50_000).lines.map((l) => l.accountCode)).toEqual(['2162', '4220']);
    expect(returned(50_000, 0).lines.map((l) => l.accountCode)).toEqual(['2162', '2110']);
  });

  it('refuses credits that do not add up to the deposit', () => {
    expect(() =>
      postRequestPay(
        {
          ...head,
          lines: [{ accountCode: '2162', amount: 100, vat: 0 }],
          vatRecoverable: true,
          credits: [{ accountCode: '2110', amount: 99 }],
        },
        map,
      ),
    ).toThrow(PayablesMismatchError);
  });

  it('always balances for any deposit and damages up to it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (deposit, pct) => {
          const damages = Math.floor((deposit * pct) / 100);
          const t = totals(returned(deposit, damages).lines);
          expect(t).toEqual({ debit: deposit, credit: deposit });
        },
      ),
    );
  });
});
