import { describe, expect, it } from 'vitest';
import { STANDARD_ACCOUNT_MAP as MAP } from '../accounts';
import type { JournalLine } from '../journal';
import { postReceipt, ReceiptMismatchError, type ReceiptPosting } from '.';

const dr = (accountCode: string, amount: number): JournalLine => ({ accountCode, side: 'debit', amount });
const cr = (accountCode: string, amount: number): JournalLine => ({ accountCode, side: 'credit', amount });
const plain = (lines: JournalLine[]) =>
  lines.map(({ accountCode, side, amount }) => ({ accountCode, side, amount }));
const rc = (r: Omit<ReceiptPosting, 'documentType' | 'documentNo' | 'date'>): ReceiptPosting => ({
  documentType: 'RC',
  documentNo: 'RC691100001',
  date: '2026-11-20',
  ...r,
});

describe('postReceipt with deductions', () => {
  it.each<[string, ReceiptPosting, JournalLine[]]>([
    [
      'a bank fee deducted: Dr the chosen account with the payment',
      rc({
        payments: [{ accountCode: '1113', amount: 141_970 }],
        accountDeductions: [{ accountCode: '5190', amount: 30 }],
        settled: [{ category: 'COMMON_FEE', amount: 142_000, vat: 0 }],
      }),
      [dr('1113', 141_970), dr('5190', 30), cr('1121', 142_000)],
    ],
    [
      'tax withheld, wallet spent, an account item and an overpayment together',
      rc({
        payments: [{ accountCode: '1111', amount: 50_000 }],
        withholdingTax: 3_000,
        walletUsed: [{ walletType: 0, amount: 40_000 }],
        accountDeductions: [{ accountCode: '5190', amount: 7_000 }],
        settled: [{ category: 'COMMON_FEE', amount: 100_000, vat: 0 }],
        walletTopUp: [{ walletType: 1, amount: 0 }],
      }),
      [dr('1111', 50_000), dr('1143', 3_000), dr('2151', 40_000), dr('5190', 7_000), cr('1121', 100_000)],
    ],
    [
      'an overpayment goes to the wallet of its type',
      rc({
        payments: [{ accountCode: '1111', amount: 150_000 }],
        settled: [{ category: 'COMMON_FEE', amount: 142_000, vat: 0 }],
        walletTopUp: [{ walletType: 1, amount: 8_000 }],
      }),
      [dr('1111', 150_000), cr('1121', 142_000), cr('2152', 8_000)],
    ],
  ])('%s', (_name, doc, expected) => {
    const lines = plain(postReceipt(doc, MAP).lines);
    expect(lines).toEqual(expect.arrayContaining(expected));
    expect(lines).toHaveLength(expected.length);
  });

  it('refuses account deductions that do not add up, and a deduction without account', () => {
    expect(() =>
      postReceipt(
        rc({
          payments: [{ accountCode: '1111', amount: 100 }],
          accountDeductions: [{ accountCode: '5190', amount: 1 }],
          settled: [{ category: 'COMMON_FEE', amount: 100, vat: 0 }],
        }),
        MAP,
      ),
    ).toThrow(ReceiptMismatchError);
    expect(() =>
      postReceipt(
        rc({
          payments: [],
          accountDeductions: [{ accountCode: ' ', amount: 100 }],
          settled: [{ category: 'COMMON_FEE', amount: 100, vat: 0 }],
        }),
        MAP,
      ),
    ).toThrow(RangeError);
    expect(() =>
      postReceipt(
        rc({
          payments: [],
          accountDeductions: [{ accountCode: '5190', amount: -1 }],
          settled: [{ category: 'COMMON_FEE', amount: 100, vat: 0 }],
        }),
        MAP,
      ),
    ).toThrow(RangeError);
  });
});
