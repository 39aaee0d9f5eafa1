import { describe, expect, it } from 'vitest';
import { STANDARD_ACCOUNT_MAP as MAP } from '../accounts';
import { reverse, UnbalancedJournalError, type JournalLine } from '../journal';
import {
  postCreditNote,
  postInvoice,
  postManualVoucher,
  postOpeningBalances,
  postReceipt,
  ReceiptMismatchError,
  type InvoicePosting,
  type ReceiptPosting,
} from '.';

const head = { documentNo: 'X-1', date: '2026-01-31' };
const dr = (accountCode: string, amount: number): JournalLine => ({ accountCode, side: 'debit', amount });
const cr = (accountCode: string, amount: number): JournalLine => ({ accountCode, side: 'credit', amount });
const plain = (lines: JournalLine[]) =>
  lines.map(({ accountCode, side, amount }) => ({ accountCode, side, amount }));

type Charge = InvoicePosting['lines'][number];
const cf = (amountExcludeVat: number, vat = 0): Charge => ({
  category: 'COMMON_FEE',
  incomeAccountCode: '4110',
  amountExcludeVat,
  vat,
});

describe('postInvoice', () => {
  it.each<[string, Charge[], JournalLine[]]>([
    [
      'common fee 1,000.00 + VAT 70.00',
      [cf(100_000, 7_000)],
      [dr('1121', 107_000), cr('2131', 7_000), cr('4110', 100_000)],
    ],
    ['no VAT: the zero VAT line is dropped', [cf(142_000)], [dr('1121', 142_000), cr('4110', 142_000)]],
    [
      'lines merged per account, debits first then by code',
      [
        { category: 'WATER', incomeAccountCode: '4120', amountExcludeVat: 36_000, vat: 2_520 },
        cf(142_000, 9_940),
        { category: 'PARKING', incomeAccountCode: '4150', amountExcludeVat: 100_000, vat: 0 },
        { category: 'OTHER', incomeAccountCode: '4160', amountExcludeVat: 20_000, vat: 1_400 },
        { category: 'WATER', incomeAccountCode: '4120', amountExcludeVat: 4_000, vat: 280 },
      ],
      [
        dr('1121', 151_940),
        dr('1122', 42_800),
        dr('1126', 121_400), // parking and other share 1126 on the standard chart
        cr('2131', 14_140),
        cr('4110', 142_000),
        cr('4120', 40_000),
        cr('4150', 100_000),
        cr('4160', 20_000),
      ],
    ],
    [
      'surcharge invoice',
      [{ category: 'SURCHARGE', incomeAccountCode: MAP.SURCHARGE_INCOME, amountExcludeVat: 1_019, vat: 0 }],
      [dr('1125', 1_019), cr('4140', 1_019)],
    ],
    ['a zero line beside a real one', [cf(0), cf(5_000)], [dr('1121', 5_000), cr('4110', 5_000)]],
  ])('%s', (_name, lines, expected) => {
    const draft = postInvoice({ documentType: 'IN', ...head, lines }, MAP);
    expect(draft).toMatchObject({ documentType: 'IN', documentNo: 'X-1', date: '2026-01-31' });
    expect(plain(draft.lines)).toEqual(expected);
  });

  it('keeps a description shared by every merged part', () => {
    const draft = postInvoice(
      {
        documentType: 'IN',
        ...head,
        lines: [
          { ...cf(100), description: 'CF 01/2569' },
          { ...cf(200), description: 'CF 02/2569' },
        ],
      },
      MAP,
    );
    expect(draft.lines.map((l) => l.description)).toEqual([undefined, undefined]);
    const one = postInvoice(
      { documentType: 'IN', ...head, lines: [{ ...cf(100), description: 'CF 01/2569' }] },
      MAP,
    );
    expect(one.lines.map((l) => l.description)).toEqual(['CF 01/2569', 'CF 01/2569']);
  });

  it.each<[string, Charge[]]>([
    ['a negative amount', [cf(-100)]],
    ['a negative VAT', [cf(100, -7)]],
    ['a zero total', [cf(0, 0)]],
    ['no lines', []],
    ['a fractional satang', [cf(100.5)]],
    ['NaN', [cf(Number.NaN)]],
    ['no income account', [{ ...cf(100), incomeAccountCode: ' ' }]],
    ['an unknown category', [{ ...cf(100), category: 'RENT' as 'OTHER' }]],
  ])('refuses %s', (_name, lines) => {
    expect(() => postInvoice({ documentType: 'IN', ...head, lines }, MAP)).toThrow(RangeError);
  });

  it('refuses a bad header', () => {
    expect(() =>
      postInvoice({ documentType: 'IN', documentNo: 'X', date: '2026-02-30', lines: [cf(1)] }, MAP),
    ).toThrow(RangeError);
    expect(() =>
      postInvoice({ documentType: 'IN', documentNo: '', date: '2026-02-01', lines: [cf(1)] }, MAP),
    ).toThrow(RangeError);
  });

  it('posts to a renumbered chart', () => {
    const draft = postInvoice(
      { documentType: 'IN', ...head, lines: [cf(100, 7)] },
      { ...MAP, AR_COMMON_FEE: '11-CF', VAT_OUTPUT_PENDING: '21-VP' },
    );
    expect(plain(draft.lines)).toEqual([dr('11-CF', 107), cr('21-VP', 7), cr('4110', 100)]);
  });
});

describe('postCreditNote', () => {
  it('turns the invoice round', () => {
    const lines = [
      cf(100_000, 7_000),
      { category: 'WATER' as const, incomeAccountCode: '4120', amountExcludeVat: 5_000, vat: 350 },
    ];
    const draft = postCreditNote({ documentType: 'CN', ...head, lines }, MAP);
    expect(plain(draft.lines)).toEqual([
      dr('2131', 7_350),
      dr('4110', 100_000),
      dr('4120', 5_000),
      cr('1121', 107_000),
      cr('1122', 5_350),
    ]);
  });

  it.each([[[cf(-1)]], [[cf(0)]], [[cf(1.5)]]])('refuses %j', (lines) => {
    expect(() => postCreditNote({ documentType: 'CN', ...head, lines }, MAP)).toThrow(RangeError);
  });
});

describe('postReceipt', () => {
  const rc = (r: Omit<ReceiptPosting, 'documentType' | 'documentNo' | 'date'>): ReceiptPosting => ({
    documentType: 'RC',
    ...head,
    ...r,
  });

  it.each<[string, ReceiptPosting, JournalLine[]]>([
    [
      'cash for an invoice with VAT: VAT becomes due',
      rc({
        payments: [{ accountCode: '1111', amount: 107_000 }],
        settled: [{ category: 'COMMON_FEE', amount: 107_000, vat: 7_000 }],
      }),
      [dr('1111', 107_000), dr('2131', 7_000), cr('1121', 107_000), cr('2130', 7_000)],
    ],
    [
      'no VAT: no VAT lines',
      rc({
        payments: [{ accountCode: '1113', amount: 142_000 }],
        settled: [{ category: 'COMMON_FEE', amount: 142_000, vat: 0 }],
      }),
      [dr('1113', 142_000), cr('1121', 142_000)],
    ],
    [
      'split payment, wallet spent, overpayment to the other wallet',
      rc({
        payments: [
          { accountCode: '1113', amount: 100_000 },
          { accountCode: '1111', amount: 50_000 },
          { accountCode: '1113', amount: 10_000 },
        ],
        walletUsed: [{ walletType: 0, amount: 20_000 }],
        settled: [
          { category: 'COMMON_FEE', amount: 142_000, vat: 0 },
          { category: 'WATER', amount: 30_000, vat: 0 },
        ],
        walletTopUp: [{ walletType: 1, amount: 8_000 }],
      }),
      [
        dr('1111', 50_000),
        dr('1113', 110_000),
        dr('2151', 20_000),
        cr('1121', 142_000),
        cr('1122', 30_000),
        cr('2152', 8_000),
      ],
    ],
    [
      'company customer withholds 3%',
      rc({
        payments: [{ accountCode: '1113', amount: 104_000 }],
        withholdingTax: 3_000,
        settled: [{ category: 'COMMON_FEE', amount: 107_000, vat: 7_000 }],
      }),
      [dr('1113', 104_000), dr('1143', 3_000), dr('2131', 7_000), cr('1121', 107_000), cr('2130', 7_000)],
    ],
    [
      'advance payment only: all to the common wallet',
      rc({
        payments: [{ accountCode: '1133', amount: 500_000 }],
        settled: [],
        walletTopUp: [{ walletType: 0, amount: 500_000 }],
      }),
      [dr('1133', 500_000), cr('2151', 500_000)],
    ],
    [
      'paid wholly from the wallet',
      rc({
        payments: [],
        walletUsed: [{ walletType: 0, amount: 142_000 }],
        settled: [{ category: 'COMMON_FEE', amount: 142_000, vat: 0 }],
      }),
      [dr('2151', 142_000), cr('1121', 142_000)],
    ],
  ])('%s', (_name, doc, expected) => {
    expect(plain(postReceipt(doc, MAP).lines)).toEqual(expected);
  });

  it('skips the VAT move when the chart keeps pending and due VAT on one account', () => {
    const doc = rc({
      payments: [{ accountCode: '1111', amount: 107 }],
      settled: [{ category: 'COMMON_FEE', amount: 107, vat: 7 }],
    });
    expect(plain(postReceipt(doc, { ...MAP, VAT_OUTPUT_PENDING: '2130' }).lines)).toEqual([
      dr('1111', 107),
      cr('1121', 107),
    ]);
  });

  it('refuses a receipt that does not add up, saying why', () => {
    const doc = rc({
      payments: [{ accountCode: '1111', amount: 100_000 }],
      withholdingTax: 3_000,
      settled: [{ category: 'COMMON_FEE', amount: 107_000, vat: 7_000 }],
    });
    expect(() => postReceipt(doc, MAP)).toThrow(ReceiptMismatchError);
    expect(() => postReceipt(doc, MAP)).toThrow(
      'receipt X-1 does not add up: payments 1,000.00 + wallet used 0.00 + withholding tax 30.00 = 1,030.00, but settled 1,070.00 + wallet top-up 0.00 = 1,070.00',
    );
  });

  it.each<[string, Partial<ReceiptPosting>]>([
    [
      'a negative payment',
      {
        payments: [
          { accountCode: '1111', amount: -5 },
          { accountCode: '1111', amount: 10 },
        ],
        settled: [{ category: 'OTHER', amount: 5, vat: 0 }],
      },
    ],
    [
      'a fractional payment',
      {
        payments: [{ accountCode: '1111', amount: 0.5 }],
        settled: [{ category: 'OTHER', amount: 0.5, vat: 0 }],
      },
    ],
    [
      'VAT above its amount',
      { payments: [{ accountCode: '1111', amount: 5 }], settled: [{ category: 'OTHER', amount: 5, vat: 6 }] },
    ],
    [
      'a negative withholding tax',
      {
        payments: [{ accountCode: '1111', amount: 5 }],
        withholdingTax: -1,
        settled: [{ category: 'OTHER', amount: 4, vat: 0 }],
      },
    ],
    ['a zero receipt', { payments: [{ accountCode: '1111', amount: 0 }], settled: [] }],
    [
      'a payment without an account',
      { payments: [{ accountCode: '', amount: 5 }], settled: [{ category: 'OTHER', amount: 5, vat: 0 }] },
    ],
  ])('refuses %s', (_name, parts) => {
    expect(() => postReceipt(rc({ payments: [], settled: [], ...parts }), MAP)).toThrow(RangeError);
  });
});

describe('postManualVoucher', () => {
  const jv = (lines: JournalLine[]) => postManualVoucher({ documentType: 'JV', ...head, lines });

  it('merges, drops zero lines and orders', () => {
    expect(
      plain(jv([cr('1113', 300), dr('5450', 100), dr('5110', 0), dr('5450', 200), cr('1111', 0)]).lines),
    ).toEqual([dr('5450', 300), cr('1113', 300)]);
  });

  it('keeps debit and credit on one account apart', () => {
    expect(plain(jv([dr('1113', 50), cr('1113', 50)]).lines)).toEqual([dr('1113', 50), cr('1113', 50)]);
  });

  it.each<[string, JournalLine[], new (...args: never[]) => Error]>([
    ['unbalanced', [dr('5450', 100), cr('1113', 99)], UnbalancedJournalError],
    ['one-sided', [dr('5450', 100)], UnbalancedJournalError],
    ['negative', [dr('5450', -100), cr('1113', -100)], RangeError],
    ['fractional', [dr('5450', 1.5), cr('1113', 1.5)], RangeError],
    ['beyond the safe range', [dr('5450', 2 ** 53), cr('1113', 2 ** 53)], RangeError],
    [
      'a merged amount beyond the safe range',
      [dr('5450', 2 ** 52), dr('5450', 2 ** 52), cr('1113', 2 ** 52), cr('1113', 2 ** 52)],
      RangeError,
    ],
    ['all zero', [dr('5450', 0), cr('1113', 0)], RangeError],
    ['a bad side', [{ accountCode: '5450', side: 'left' as 'debit', amount: 1 }, cr('1113', 1)], RangeError],
    ['no account', [dr('', 1), cr('1113', 1)], RangeError],
  ])('refuses %s', (_name, lines, error) => {
    expect(() => jv(lines)).toThrow(error);
  });
});

describe('cancellation', () => {
  it('reverses a posted invoice line by line', () => {
    const draft = postInvoice({ documentType: 'IN', ...head, lines: [cf(100_000, 7_000)] }, MAP);
    expect(plain(reverse(draft, { documentNo: 'X-1', date: '2026-02-05' }).lines)).toEqual([
      cr('1121', 107_000),
      dr('2131', 7_000),
      dr('4110', 100_000),
    ]);
  });
});

describe('postOpeningBalances', () => {
  const ob = (lines: { accountCode: string; debit: number; credit: number }[]) =>
    postOpeningBalances({
      documentType: 'OB',
      ...head,
      lines,
      receivables: { accounts: ['1121', '1122'], clearingAccount: '3900' },
    });

  it('puts each balance on its side', () => {
    expect(
      plain(
        ob([
          { accountCode: '1113', debit: 150_000_00, credit: 0 },
          { accountCode: '2120', debit: 0, credit: 20_000_00 },
          { accountCode: '3100', debit: 0, credit: 130_000_00 },
        ]).lines,
      ),
    ).toEqual([dr('1113', 150_000_00), cr('2120', 20_000_00), cr('3100', 130_000_00)]);
  });

  it('puts the receivables of the previous system in the clearing account, where the opening debts meet them', () => {
    expect(
      plain(
        ob([
          { accountCode: '1113', debit: 100_000_00, credit: 0 },
          { accountCode: '1121', debit: 12_000_00, credit: 0 },
          { accountCode: '1122', debit: 850_50, credit: 0 },
          { accountCode: '3200', debit: 0, credit: 112_850_50 },
        ]).lines,
      ),
    ).toEqual([dr('1113', 100_000_00), dr('3900', 12_850_50), cr('3200', 112_850_50)]);
  });

  it('refuses a trial balance that does not balance', () => {
    expect(() =>
      ob([
        { accountCode: '1113', debit: 100, credit: 0 },
        { accountCode: '3100', debit: 0, credit: 99 },
      ]),
    ).toThrow(UnbalancedJournalError);
  });
});
