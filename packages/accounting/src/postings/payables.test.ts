import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STANDARD_ACCOUNT_MAP } from '../accounts';
import { totals } from '../journal';
import { PayablesMismatchError, postPaymentVoucher, postRequestPay, type RequestPayLine } from './payables';

const head = { documentType: 'RQ', documentNo: 'RQ690300001', date: '2026-03-15' };
const pvHead = { documentType: 'PV', documentNo: 'PV690300001', date: '2026-03-20' };
const map = STANDARD_ACCOUNT_MAP;

describe('postRequestPay', () => {
  const lines: RequestPayLine[] = [
    { accountCode: '5210', amount: 100_000, vat: 7_000, description: 'ค่าทำความสะอาด' },
    { accountCode: '5220', amount: 50_000, vat: 3_500 },
  ];

  it('a VAT-registered property recovers input VAT: Dr expenses and 1142 / Cr accounts payable', () => {
    const draft = postRequestPay(
      { ...head, lines, vatRecoverable: true, credits: [{ accountCode: '2110', amount: 160_500 }] },
      map,
    );
    expect(draft.lines).toEqual([
      { accountCode: '1142', side: 'debit', amount: 10_500 },
      { accountCode: '5210', side: 'debit', amount: 100_000, description: 'ค่าทำความสะอาด' },
      { accountCode: '5220', side: 'debit', amount: 50_000 },
      { accountCode: '2110', side: 'credit', amount: 160_500 },
    ]);
  });

  it('any other property pays the VAT as part of the cost, on the line’s own account', () => {
    const draft = postRequestPay(
      { ...head, lines, vatRecoverable: false, credits: [{ accountCode: '2110', amount: 160_500 }] },
      map,
    );
    expect(draft.lines).toEqual([
      { accountCode: '5210', side: 'debit', amount: 107_000, description: 'ค่าทำความสะอาด' },
      { accountCode: '5220', side: 'debit', amount: 53_500 },
      { accountCode: '2110', side: 'credit', amount: 160_500 },
    ]);
  });

  it('a spending from petty cash credits petty cash the grand total, VAT recovered or not; never less', () => {
    const pettyCash = map.PETTY_CASH;
    for (const vatRecoverable of [true, false]) {
      const draft = postRequestPay(
        { ...head, lines, vatRecoverable, credits: [{ accountCode: pettyCash, amount: 160_500 }] },
        map,
      );
      expect(totals(draft.lines)).toEqual({ debit: 160_500, credit: 160_500 });
      expect(draft.lines.filter((l) => l.side === 'credit')).toEqual([
        { accountCode: '1112', side: 'credit', amount: 160_500 },
      ]);
    }
    expect(() =>
      postRequestPay(
        { ...head, lines, vatRecoverable: true, credits: [{ accountCode: pettyCash, amount: 150_000 }] },
        map,
      ),
    ).toThrow(PayablesMismatchError);
  });

  it('splits the credit as the type says: a renovation deposit returned less the damages kept', () => {
    const draft = postRequestPay(
      {
        ...head,
        lines: [{ accountCode: '2162', amount: 1_000_000, vat: 0 }],
        vatRecoverable: false,
        credits: [
          { accountCode: '2110', amount: 850_000 },
          { accountCode: '4190', amount: 150_000 },
        ],
      },
      map,
    );
    expect(totals(draft.lines)).toEqual({ debit: 1_000_000, credit: 1_000_000 });
    expect(draft.lines.filter((l) => l.side === 'credit').map((l) => l.accountCode)).toEqual([
      '2110',
      '4190',
    ]);
  });

  it('refuses credits that do not add up to what the lines charge, and a request without lines', () => {
    expect(() =>
      postRequestPay(
        { ...head, lines, vatRecoverable: true, credits: [{ accountCode: '2110', amount: 160_499 }] },
        map,
      ),
    ).toThrow(PayablesMismatchError);
    expect(() => postRequestPay({ ...head, lines: [], vatRecoverable: true, credits: [] }, map)).toThrow(
      RangeError,
    );
  });

  it('refuses fractional or negative satang', () => {
    expect(() =>
      postRequestPay(
        {
          ...head,
          lines: [{ accountCode: '5210', amount: 10.5, vat: 0 }],
          vatRecoverable: false,
          credits: [{ accountCode: '2110', amount: 10.5 }],
        },
        map,
      ),
    ).toThrow(RangeError);
    expect(() =>
      postRequestPay(
        {
          ...head,
          lines: [{ accountCode: '5210', amount: -100, vat: 0 }],
          vatRecoverable: false,
          credits: [{ accountCode: '2110', amount: -100 }],
        },
        map,
      ),
    ).toThrow(RangeError);
  });
});

describe('postPaymentVoucher', () => {
  it('pays the payable by cheque and keeps 3% back for PND 53: Dr 2110 / Cr bank, Cr 2143', () => {
    const draft = postPaymentVoucher(
      {
        ...pvHead,
        settles: [{ accountCode: '2110', amount: 107_000 }],
        payments: [{ accountCode: '1114', amount: 104_000 }],
        withheld: [{ form: 'PND53', amount: 3_000 }],
      },
      map,
    );
    expect(draft.lines).toEqual([
      { accountCode: '2110', side: 'debit', amount: 107_000 },
      { accountCode: '1114', side: 'credit', amount: 104_000 },
      { accountCode: '2143', side: 'credit', amount: 3_000 },
    ]);
  });

  it('an individual payee’s tax goes to PND 3 (2142)', () => {
    const draft = postPaymentVoucher(
      {
        ...pvHead,
        settles: [{ accountCode: '2110', amount: 50_000 }],
        payments: [{ accountCode: '1111', amount: 48_500 }],
        withheld: [{ form: 'PND3', amount: 1_500 }],
      },
      map,
    );
    expect(draft.lines.find((l) => l.side === 'credit' && l.accountCode === '2142')?.amount).toBe(1_500);
  });

  it('refuses a voucher paying more or less than it settles, and an unknown form', () => {
    const base = { ...pvHead, settles: [{ accountCode: '2110', amount: 10_000 }], withheld: [] };
    expect(() =>
      postPaymentVoucher({ ...base, payments: [{ accountCode: '1111', amount: 9_999 }] }, map),
    ).toThrow(PayablesMismatchError);
    expect(() =>
      postPaymentVoucher({ ...base, payments: [{ accountCode: '1111', amount: 10_001 }] }, map),
    ).toThrow(PayablesMismatchError);
    expect(() =>
      postPaymentVoucher(
        {
          ...base,
          payments: [{ accountCode: '1111', amount: 9_000 }],
          withheld: [{ form: 'PND1' as 'PND3', amount: 1_000 }],
        },
        map,
      ),
    ).toThrow(RangeError);
  });

  it('balances for any split of a settled total into payments and withheld tax (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10 ** 9 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.integer({ min: 0, max: 10 ** 7 }), { maxLength: 3 }),
        fc.constantFrom<'PND3' | 'PND53'>('PND3', 'PND53'),
        (settles, withheld, form) => {
          const settled = settles.reduce((s, x) => s + x, 0);
          const kept = Math.min(
            settled - 1,
            withheld.reduce((s, x) => s + x, 0),
          );
          const draft = postPaymentVoucher(
            {
              ...pvHead,
              settles: settles.map((amount) => ({ accountCode: '2110', amount })),
              payments: [{ accountCode: '1114', amount: settled - kept }],
              withheld: kept > 0 ? [{ form, amount: kept }] : [],
            },
            map,
          );
          const t = totals(draft.lines);
          expect(t.debit).toBe(settled);
          expect(t.credit).toBe(settled);
        },
      ),
    );
  });

  it('a request whose lines charge nothing does not post', () => {
    expect(() =>
      postRequestPay(
        { ...head, lines: [{ accountCode: '5210', amount: 0, vat: 0 }], vatRecoverable: false, credits: [] },
        map,
      ),
    ).toThrow(RangeError);
  });
});
