import { describe, expect, it } from 'vitest';
import { STANDARD_ACCOUNT_MAP as MAP } from '../accounts';
import { postReceiptCreditNote } from '.';

const head = { documentType: 'CN', documentNo: 'CN690100001', date: '2026-01-31' };
const plain = (lines: { accountCode: string; side: string; amount: number }[]) =>
  lines.map(({ accountCode, side, amount }) => ({ accountCode, side, amount }));

describe('postReceiptCreditNote', () => {
  it('takes back income and due VAT and credits the common wallet', () => {
    const draft = postReceiptCreditNote(
      {
        ...head,
        lines: [
          { incomeAccountCode: '4110', amountExcludeVat: 100_000, vat: 7_000, walletType: 0 },
          { incomeAccountCode: '4110', amountExcludeVat: 10_000, vat: 700, walletType: 0 },
        ],
      },
      MAP,
    );
    expect(plain(draft.lines)).toEqual([
      { accountCode: MAP.VAT_OUTPUT, side: 'debit', amount: 7_700 },
      { accountCode: '4110', side: 'debit', amount: 110_000 },
      { accountCode: MAP.WALLET_COMMON, side: 'credit', amount: 117_700 },
    ]);
    // No receivable line: the receipt already settled it.
    expect(draft.lines.some((l) => l.invoiceLineId !== undefined)).toBe(false);
  });

  it("returns each line's share, VAT included, to that line's wallet", () => {
    const draft = postReceiptCreditNote(
      {
        ...head,
        lines: [
          { incomeAccountCode: '4110', amountExcludeVat: 100_000, vat: 7_000, walletType: 0 },
          { incomeAccountCode: '4120', amountExcludeVat: 10_000, vat: 700, walletType: 1 },
          { incomeAccountCode: '4160', amountExcludeVat: 1, vat: 0, walletType: 1 },
        ],
      },
      MAP,
    );
    expect(plain(draft.lines)).toEqual([
      { accountCode: MAP.VAT_OUTPUT, side: 'debit', amount: 7_700 },
      { accountCode: '4110', side: 'debit', amount: 100_000 },
      { accountCode: '4120', side: 'debit', amount: 10_000 },
      { accountCode: '4160', side: 'debit', amount: 1 },
      { accountCode: MAP.WALLET_COMMON, side: 'credit', amount: 107_000 },
      { accountCode: MAP.WALLET_OTHER, side: 'credit', amount: 10_701 },
    ]);
  });

  it('uses the other wallet for wallet type 1 and drops a zero VAT line', () => {
    const draft = postReceiptCreditNote(
      { ...head, lines: [{ incomeAccountCode: '4160', amountExcludeVat: 1, vat: 0, walletType: 1 }] },
      MAP,
    );
    expect(plain(draft.lines)).toEqual([
      { accountCode: '4160', side: 'debit', amount: 1 },
      { accountCode: MAP.WALLET_OTHER, side: 'credit', amount: 1 },
    ]);
  });

  it.each([
    ['no lines', []],
    ['a zero total', [{ incomeAccountCode: '4110', amountExcludeVat: 0, vat: 0, walletType: 0 as const }]],
    [
      'a negative amount',
      [{ incomeAccountCode: '4110', amountExcludeVat: -1, vat: 0, walletType: 0 as const }],
    ],
    [
      'a fraction of a satang',
      [{ incomeAccountCode: '4110', amountExcludeVat: 1.5, vat: 0, walletType: 0 as const }],
    ],
    [
      'no income account',
      [{ incomeAccountCode: ' ', amountExcludeVat: 100, vat: 0, walletType: 0 as const }],
    ],
    ['an unknown wallet', [{ incomeAccountCode: '4110', amountExcludeVat: 100, vat: 0, walletType: 2 as 0 }]],
  ])('refuses %s', (_name, lines) => {
    expect(() => postReceiptCreditNote({ ...head, lines }, MAP)).toThrow(RangeError);
  });
});
