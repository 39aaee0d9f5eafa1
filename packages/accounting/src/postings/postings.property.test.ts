import { EXPENSE_CATEGORIES, type ExpenseCategory, type WalletType } from '@suanklang/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STANDARD_ACCOUNT_MAP, type AccountMap } from '../accounts';
import { assertBalanced, reverse, totals, type JournalDraft, type JournalLine } from '../journal';
import * as postings from '.';
import {
  postAdvanceClearing,
  postBillPaymentDeposit,
  postCashDeposit,
  postChequeClearing,
  postCreditNote,
  postInvoice,
  postManualVoucher,
  postOpeningBalances,
  postPaymentVoucher,
  postReceipt,
  postReceiptCreditNote,
  postRequestPay,
  postWhtRemittance,
  postWalletClose,
  postWalletRefund,
  postYearClose,
  type HeldAmount,
  type InvoicePosting,
  type ReceiptCreditNotePosting,
  type ReceiptPosting,
} from '.';

/** 1,000 random document sequences normally; ACCOUNTING_PROPERTY_RUNS=10000 for the long run. */
const RUNS = Number(process.env.ACCOUNTING_PROPERTY_RUNS ?? 1000);

const head = (n: number) => ({ documentNo: `D-${n}`, date: '2026-03-15' });
const amount = fc.integer({ min: 0, max: 10 ** 10 });
const category = fc.constantFrom<ExpenseCategory>(...EXPENSE_CATEGORIES);
const wallet = fc.constantFrom<WalletType>(0, 1);
const income = fc.constantFrom('4110', '4120', '4130', '4140', '4150', '4160', '3100', '2161');
const anyAccount = fc.constantFrom('1111', '1113', '1121', '2110', '2151', '4110', '5110', '5450');

/** Either the standard chart or one where several roles share an account, which merging must survive. */
const accountMap = fc.constantFrom<AccountMap>(STANDARD_ACCOUNT_MAP, {
  ...STANDARD_ACCOUNT_MAP,
  AR_WATER: '1121',
  AR_ELECTRICITY: '1121',
  WALLET_OTHER: '2151',
  VAT_OUTPUT: '2131',
});

const charges = fc
  .array(
    fc.record({
      category,
      incomeAccountCode: income,
      amountExcludeVat: amount,
      vat: fc.integer({ min: 0, max: 10 ** 9 }),
    }),
    { minLength: 1, maxLength: 8 },
  )
  // A document must move money: give an all-zero draw one satang.
  .map((lines) =>
    lines.some((l) => l.amountExcludeVat + l.vat > 0) ? lines : [{ ...lines[0]!, amountExcludeVat: 1 }],
  );

/** Payments, wallets and WHT drawn freely, then squared up by a top-up or a cash payment so the receipt adds up. */
const receiptParts = fc
  .record({
    payments: fc.array(
      fc.record({ accountCode: fc.constantFrom('1111', '1113', '1131', '1132', '1133'), amount }),
      { maxLength: 4 },
    ),
    settled: fc.array(
      fc
        .record({ category, base: amount, vat: fc.integer({ min: 0, max: 10 ** 9 }) })
        .map(({ category, base, vat }) => ({ category, amount: base + vat, vat })),
      { maxLength: 6 },
    ),
    walletUsed: fc.array(fc.record({ walletType: wallet, amount }), { maxLength: 2 }),
    walletTopUp: fc.array(fc.record({ walletType: wallet, amount }), { maxLength: 2 }),
    withholdingTax: fc.integer({ min: 0, max: 10 ** 8 }),
  })
  .map((r): Omit<ReceiptPosting, 'documentType' | 'documentNo' | 'date'> => {
    const sum = (xs: { amount: number }[]) => xs.reduce((s, x) => s + x.amount, 0);
    const gap = sum(r.payments) + sum(r.walletUsed) + r.withholdingTax - sum(r.settled) - sum(r.walletTopUp);
    const payments = gap < 0 ? [...r.payments, { accountCode: '1111', amount: -gap }] : r.payments;
    const walletTopUp = gap > 0 ? [...r.walletTopUp, { walletType: 1 as const, amount: gap }] : r.walletTopUp;
    // Nothing at all would be a zero receipt, which is refused: receive 1 satang into the wallet instead.
    const empty = sum(payments) + sum(r.walletUsed) + r.withholdingTax === 0;
    return empty
      ? { ...r, payments: [{ accountCode: '1111', amount: 1 }], walletTopUp: [{ walletType: 0, amount: 1 }] }
      : { ...r, payments, walletTopUp };
  });

const voucherLines = fc
  .array(
    fc.record({ debit: anyAccount, credit: anyAccount, amount: fc.integer({ min: 1, max: 10 ** 10 }) }),
    { minLength: 1, maxLength: 6 },
  )
  .map((pairs) =>
    pairs.flatMap((p): JournalLine[] => [
      { accountCode: p.debit, side: 'debit', amount: p.amount },
      { accountCode: p.credit, side: 'credit', amount: p.amount },
    ]),
  );

const positive = fc.integer({ min: 1, max: 10 ** 10 });
const held: fc.Arbitrary<HeldAmount[]> = fc
  .array(fc.record({ accountCode: fc.constantFrom('1111', '1112', '1131', '1133'), amount }), {
    minLength: 1,
    maxLength: 5,
  })
  .map((xs) => (xs.some((x) => x.amount > 0) ? xs : [{ ...xs[0]!, amount: 1 }]));
const bankAccount = fc.constantFrom('1113', '1114', '1115');
const creditNoteLines: fc.Arbitrary<ReceiptCreditNotePosting['lines']> = fc
  .array(
    fc.record({
      incomeAccountCode: income,
      amountExcludeVat: amount,
      vat: fc.integer({ min: 0, max: 10 ** 9 }),
      walletType: fc.constantFrom(0 as const, 1 as const),
    }),
    {
      minLength: 1,
      maxLength: 5,
    },
  )
  .map((xs) => (xs.some((x) => x.amountExcludeVat + x.vat > 0) ? xs : [{ ...xs[0]!, amountExcludeVat: 1 }]));

/** A request's lines, credited wholly to accounts payable (or split with an income account, as a returned deposit is). */
const requestLines = fc.array(
  fc.record({
    accountCode: fc.constantFrom('5210', '5220', '1144', '2162', '1112'),
    amount: positive,
    vat: fc.integer({ min: 0, max: 10 ** 8 }),
  }),
  { minLength: 1, maxLength: 5 },
);
/** A voucher's settled payables, paid partly by bank or cash and partly withheld. */
const voucherParts = fc.record({
  settles: fc.array(positive, { minLength: 1, maxLength: 4 }),
  withheldShare: fc.integer({ min: 0, max: 10 }),
  form: fc.constantFrom<'PND3' | 'PND53'>('PND3', 'PND53'),
  account: fc.constantFrom('1111', '1112', '1113', '1114'),
});

type Step =
  | { kind: 'IN' | 'CN'; lines: InvoicePosting['lines'] }
  | {
      kind: 'RQ';
      lines: { accountCode: string; amount: number; vat: number }[];
      vatRecoverable: boolean;
      kept: number;
    }
  | {
      kind: 'ADVCLEAR';
      lines: { accountCode: string; amount: number; vat: number }[];
      vatRecoverable: boolean;
      advance: number;
    }
  | {
      kind: 'PV';
      parts: { settles: number[]; withheldShare: number; form: 'PND3' | 'PND53'; account: string };
    }
  | { kind: 'CN2'; lines: ReceiptCreditNotePosting['lines'] }
  | { kind: 'DEPOSIT'; bankAccountCode: string; cash: HeldAmount[] }
  | { kind: 'CLEAR'; bankAccountCode: string; used: HeldAmount[] }
  | { kind: 'BILLPAY'; amount: number }
  | { kind: 'WT'; form: 'PND3' | 'PND53'; amount: number; bankAccountCode: string }
  | { kind: 'REFUND'; walletType: 0 | 1; amount: number; accountCode: string }
  | { kind: 'WALLETCLOSE'; wallets: { walletType: 0 | 1; amount: number }[] }
  | { kind: 'RC'; receipt: Omit<ReceiptPosting, 'documentType' | 'documentNo' | 'date'> }
  | { kind: 'JV'; lines: JournalLine[] }
  | { kind: 'OB'; lines: JournalLine[] }
  | { kind: 'REVERSE'; pick: number }
  | { kind: 'YC' };

const step: fc.Arbitrary<Step> = fc.oneof(
  charges.map((lines) => ({ kind: 'IN' as const, lines })),
  charges.map((lines) => ({ kind: 'CN' as const, lines })),
  receiptParts.map((receipt) => ({ kind: 'RC' as const, receipt })),
  voucherLines.map((lines) => ({ kind: 'JV' as const, lines })),
  voucherLines.map((lines) => ({ kind: 'OB' as const, lines })),
  fc.record({ kind: fc.constant('CN2' as const), lines: creditNoteLines }),
  fc.record({ kind: fc.constant('DEPOSIT' as const), bankAccountCode: bankAccount, cash: held }),
  fc.record({ kind: fc.constant('CLEAR' as const), bankAccountCode: bankAccount, used: held }),
  fc.record({ kind: fc.constant('BILLPAY' as const), amount: positive }),
  fc.record({
    kind: fc.constant('WT' as const),
    form: fc.constantFrom('PND3' as const, 'PND53' as const),
    amount: positive,
    bankAccountCode: bankAccount,
  }),
  fc.record({
    kind: fc.constant('WALLETCLOSE' as const),
    wallets: fc.array(fc.record({ walletType: wallet, amount: positive }), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    kind: fc.constant('REFUND' as const),
    walletType: wallet,
    amount: positive,
    accountCode: fc.constantFrom('1111', '1113'),
  }),
  fc.record({
    kind: fc.constant('RQ' as const),
    lines: requestLines,
    vatRecoverable: fc.boolean(),
    kept: fc.integer({ min: 0, max: 100 }),
  }),
  fc.record({
    kind: fc.constant('ADVCLEAR' as const),
    lines: requestLines,
    vatRecoverable: fc.boolean(),
    advance: positive,
  }),
  voucherParts.map((parts) => ({ kind: 'PV' as const, parts })),
  fc.nat().map((pick) => ({ kind: 'REVERSE' as const, pick })),
  fc.constant({ kind: 'YC' as const }),
);

/** Σ debit − Σ credit per account, in bigint so large random sequences stay exact. */
function balances(drafts: readonly JournalDraft[]): Map<string, bigint> {
  const net = new Map<string, bigint>();
  for (const line of drafts.flatMap((d) => d.lines)) {
    net.set(
      line.accountCode,
      (net.get(line.accountCode) ?? 0n) + (line.side === 'debit' ? 1n : -1n) * BigInt(line.amount),
    );
  }
  return net;
}

function post(s: Step, n: number, map: AccountMap, posted: readonly JournalDraft[]): JournalDraft | null {
  switch (s.kind) {
    case 'IN':
      return postInvoice({ documentType: 'IN', ...head(n), lines: s.lines }, map);
    case 'CN':
      return postCreditNote({ documentType: 'CN', ...head(n), lines: s.lines }, map);
    case 'RC':
      return postReceipt({ documentType: 'RC', ...head(n), ...s.receipt }, map);
    case 'JV':
      return postManualVoucher({ documentType: 'JV', ...head(n), lines: s.lines });
    case 'OB':
      return postOpeningBalances({
        documentType: 'OB',
        ...head(n),
        lines: s.lines.map((l) => ({
          accountCode: l.accountCode,
          debit: l.side === 'debit' ? l.amount : 0,
          credit: l.side === 'credit' ? l.amount : 0,
        })),
        receivables: { accounts: ['1121'], clearingAccount: '3900' },
      });
    case 'CN2':
      return postReceiptCreditNote({ documentType: 'CN', ...head(n), lines: s.lines }, map);
    case 'DEPOSIT':
      return postCashDeposit({
        documentType: 'JV',
        ...head(n),
        bankAccountCode: s.bankAccountCode,
        cash: s.cash,
      });
    case 'CLEAR':
      return postChequeClearing({
        documentType: 'CH',
        ...head(n),
        bankAccountCode: s.bankAccountCode,
        used: s.used,
      });
    case 'BILLPAY':
      return postBillPaymentDeposit({ documentType: 'JV', ...head(n), amount: s.amount }, map);
    case 'WALLETCLOSE':
      return postWalletClose({ documentType: 'RQ', ...head(n), wallets: s.wallets }, map);
    case 'REFUND':
      return postWalletRefund(
        {
          documentType: 'WC',
          ...head(n),
          walletType: s.walletType,
          amount: s.amount,
          accountCode: s.accountCode,
        },
        map,
      );
    case 'RQ': {
      // What the lines charge goes to accounts payable, less a share kept as income (a damaged deposit's).
      const charged = s.lines.reduce((t, l) => t + l.amount + l.vat, 0);
      const kept = Math.floor((charged * s.kept) / 100);
      return postRequestPay(
        {
          documentType: 'RQ',
          ...head(n),
          lines: s.lines,
          vatRecoverable: s.vatRecoverable,
          credits: [
            { accountCode: map.AP, amount: charged - kept },
            { accountCode: '4190', amount: kept },
          ],
        },
        map,
      );
    }
    case 'WT':
      return postWhtRemittance(
        {
          documentType: 'WT',
          ...head(n),
          form: s.form,
          amount: s.amount,
          bankAccountCode: s.bankAccountCode,
        },
        map,
      );
    case 'ADVCLEAR':
      return postAdvanceClearing(
        {
          documentType: 'RQ',
          ...head(n),
          lines: s.lines,
          vatRecoverable: s.vatRecoverable,
          advance: s.advance,
        },
        map,
      );
    case 'PV': {
      const settled = s.parts.settles.reduce((t, x) => t + x, 0);
      const withheld = Math.floor((settled * s.parts.withheldShare) / 100);
      return postPaymentVoucher(
        {
          documentType: 'PV',
          ...head(n),
          settles: s.parts.settles.map((amount) => ({ accountCode: map.AP, amount })),
          payments: [{ accountCode: s.parts.account, amount: settled - withheld }],
          withheld: withheld > 0 ? [{ form: s.parts.form, amount: withheld }] : [],
        },
        map,
      );
    }
    case 'YC': {
      // The revenue (4xxx) and expense (5xxx) balances so far closed to the accumulated surplus.
      const closing = [...balances(posted)]
        .filter(([code]) => /^[45]/.test(code))
        .map(([accountCode, balance]) => ({ accountCode, balance: Number(balance) }));
      const draft = postYearClose({
        documentType: 'YC',
        ...head(n),
        balances: closing,
        surplusAccountCode: '3200',
      });
      if (draft)
        expect([...balances([...posted, draft])].filter(([c, b]) => /^[45]/.test(c) && b !== 0n)).toEqual([]);
      return draft;
    }
    case 'REVERSE': {
      const original = posted[s.pick % Math.max(posted.length, 1)];
      return original
        ? reverse(original, { documentNo: `${original.documentNo}-C`, date: '2026-03-31' })
        : null;
    }
  }
}

function checkShape(draft: JournalDraft): void {
  const keys = draft.lines.map((l) => `${l.side === 'debit' ? 0 : 1}|${l.accountCode}`);
  expect(new Set(keys).size).toBe(keys.length); // merged per (account, side)
  expect([...keys].sort()).toEqual(keys); // debits first, then by code (codes are digits of one length here)
}

/** Every posting function of the package, by name: each is drawn by `step` above. */
const EVERY_POSTING = [
  'postInvoice',
  'postCreditNote',
  'postReceipt',
  'postManualVoucher',
  'postReceiptCreditNote',
  'postCashDeposit',
  'postChequeClearing',
  'postBillPaymentDeposit',
  'postWalletRefund',
  'postWalletClose',
  'postYearClose',
  'postOpeningBalances',
  'postRequestPay',
  'postAdvanceClearing',
  'postPaymentVoucher',
  'postWhtRemittance',
];

describe('postings: random document sequences', () => {
  it('covers every posting function the package exports', () => {
    const exported = Object.keys(postings).filter((k) => /^post[A-Z]/.test(k));
    expect(exported.sort()).toEqual([...EVERY_POSTING].sort());
  });

  it('every journal balances, is merged and ordered, and the trial balance is zero', () => {
    fc.assert(
      fc.property(accountMap, fc.array(step, { minLength: 1, maxLength: 15 }), (map, steps) => {
        const posted: JournalDraft[] = [];
        steps.forEach((s, n) => {
          const draft = post(s, n, map, posted);
          if (!draft) return;
          assertBalanced(draft);
          if (s.kind !== 'REVERSE') checkShape(draft);
          posted.push(draft);
        });
        const net = balances(posted);
        expect([...net.values()].reduce((a, b) => a + b, 0n)).toBe(0n);
        const all = totals(posted.flatMap((d) => d.lines));
        expect(all.debit).toBe(all.credit);
      }),
      { numRuns: RUNS },
    );
  });

  it('reversing any posted draft nets every account to zero', () => {
    fc.assert(
      fc.property(accountMap, step, (map, s) => {
        const draft = post(s, 1, map, []);
        if (!draft) return;
        const net = balances([draft, reverse(draft, { documentNo: 'R-1', date: '2026-04-01' })]);
        for (const value of net.values()) expect(value).toBe(0n);
      }),
      { numRuns: RUNS },
    );
  });

  it('an invoice paid in full leaves no receivable and no pending VAT, and all its VAT due', () => {
    fc.assert(
      fc.property(charges, fc.constantFrom('1111', '1113'), (lines, payAccount) => {
        const map = STANDARD_ACCOUNT_MAP;
        const invoice = postInvoice({ documentType: 'IN', ...head(1), lines }, map);
        const settled = lines.map((l) => ({
          category: l.category,
          amount: l.amountExcludeVat + l.vat,
          vat: l.vat,
        }));
        const total = settled.reduce((s, l) => s + l.amount, 0);
        const receipt = postReceipt(
          { documentType: 'RC', ...head(2), payments: [{ accountCode: payAccount, amount: total }], settled },
          map,
        );
        const net = balances([invoice, receipt]);
        for (const role of [
          'AR_COMMON_FEE',
          'AR_WATER',
          'AR_ELECTRICITY',
          'AR_SINKING_FUND',
          'AR_SURCHARGE',
          'AR_OTHER',
          'VAT_OUTPUT_PENDING',
        ] as const) {
          expect(net.get(map[role]) ?? 0n).toBe(0n);
        }
        const vat = lines.reduce((s, l) => s + l.vat, 0);
        expect(net.get(map.VAT_OUTPUT) ?? 0n).toBe(-BigInt(vat));
        expect(net.get(payAccount)).toBe(BigInt(total));
      }),
      { numRuns: RUNS },
    );
  });

  it('a credit note for the whole invoice cancels it account by account', () => {
    fc.assert(
      fc.property(accountMap, charges, (map, lines) => {
        const net = balances([
          postInvoice({ documentType: 'IN', ...head(1), lines }, map),
          postCreditNote({ documentType: 'CN', ...head(2), lines }, map),
        ]);
        for (const value of net.values()) expect(value).toBe(0n);
      }),
      { numRuns: RUNS },
    );
  });
});
