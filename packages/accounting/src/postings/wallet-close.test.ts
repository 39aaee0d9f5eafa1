import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STANDARD_ACCOUNT_MAP } from '../accounts';
import { totals } from '../journal';
import { postReceipt, ReceiptMismatchError } from './receipt';
import { postWalletClose } from './wallet-close';

/** A customer's wallet closed (request-pay type 2): Dr the wallets' accounts / Cr accounts payable. */
const head = { documentType: 'RQ', documentNo: 'RQ691000002', date: '2026-10-15' };
const map = STANDARD_ACCOUNT_MAP;

describe('wallet closed (type 2)', () => {
  it('debits each wallet its own account and credits accounts payable the total, to the satang', () => {
    expect(
      postWalletClose(
        {
          ...head,
          wallets: [
            { walletType: 0, amount: 150_001 },
            { walletType: 1, amount: 2_499 },
          ],
        },
        map,
      ).lines,
    ).toEqual([
      { accountCode: '2151', side: 'debit', amount: 150_001 },
      { accountCode: '2152', side: 'debit', amount: 2_499 },
      { accountCode: '2110', side: 'credit', amount: 152_500 },
    ]);
  });

  it('merges two lines of one wallet into one debit', () => {
    const lines = postWalletClose(
      {
        ...head,
        wallets: [
          { walletType: 1, amount: 100 },
          { walletType: 1, amount: 250 },
        ],
      },
      map,
    ).lines;
    expect(lines.map((l) => [l.accountCode, l.side, l.amount])).toEqual([
      ['2152', 'debit', 350],
      ['2110', 'credit', 350],
    ]);
  });

  it('refuses no wallet, a zero, negative or fractional amount and an unknown wallet type', () => {
    expect(() => postWalletClose({ ...head, wallets: [] }, map)).toThrow(RangeError);
    expect(() => postWalletClose({ ...head, wallets: [{ walletType: 0, amount: 0 }] }, map)).toThrow(
      RangeError,
    );
    expect(() => postWalletClose({ ...head, wallets: [{ walletType: 0, amount: -1 }] }, map)).toThrow(
      RangeError,
    );
    expect(() => postWalletClose({ ...head, wallets: [{ walletType: 0, amount: 1.5 }] }, map)).toThrow(
      RangeError,
    );
    expect(() => postWalletClose({ ...head, wallets: [{ walletType: 2 as 0, amount: 100 }] }, map)).toThrow();
  });

  it('always balances', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            walletType: fc.constantFrom(0 as const, 1 as const),
            amount: fc.integer({ min: 1, max: 1e9 }),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        (wallets) => {
          const t = totals(postWalletClose({ ...head, wallets }, map).lines);
          const sum = wallets.reduce((s, w) => s + w.amount, 0);
          expect(t).toEqual({ debit: sum, credit: sum });
        },
      ),
    );
  });
});

/**
 * Invoices paid from the wallet (request-pay type 5) post through the receipts' own path: a receipt with the
 * wallets spent and no payment.
 */
describe('invoices paid from the wallet (type 5): a receipt of wallets alone', () => {
  const receipt = (walletUsed: { walletType: 0 | 1; amount: number }[]) =>
    postReceipt(
      {
        ...head,
        documentType: 'RC',
        payments: [],
        walletUsed,
        settled: [
          { category: 'COMMON_FEE', amount: 70_000, vat: 0 },
          { category: 'WATER', amount: 25_050, vat: 1_639 },
        ],
      },
      map,
    );

  it('debits the wallets and credits the receivables, VAT on the paid line becoming due', () => {
    expect(
      receipt([
        { walletType: 0, amount: 85_050 },
        { walletType: 1, amount: 10_000 },
      ]).lines.map((l) => [l.accountCode, l.side, l.amount]),
    ).toEqual([
      ['2131', 'debit', 1_639],
      ['2151', 'debit', 85_050],
      ['2152', 'debit', 10_000],
      ['1121', 'credit', 70_000],
      ['1122', 'credit', 25_050],
      ['2130', 'credit', 1_639],
    ]);
  });

  it('refuses wallets that do not add up to what the invoices are paid', () => {
    expect(() => receipt([{ walletType: 0, amount: 95_049 }])).toThrow(ReceiptMismatchError);
  });
});
