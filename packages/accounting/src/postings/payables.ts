import type { WhtType } from '@suanklang/shared';
import { accountOf, type AccountMap } from '../accounts';
import { checkSatang } from '../decimal';
import type { JournalDraft, JournalLine } from '../journal';
import type { HeldAmount } from './banking';
import { buildDraft, type DocumentHeader } from './draft';

/**
 * Payables (issue 12, docs/decisions.md "Payables"): a request-pay recognises what the property owes when its
 * last approval step approves; a payment voucher pays it and keeps back the withholding tax. Amounts in satang.
 */

/** One line of a request: the account it charges (an expense, an asset, a liability it settles) and its VAT. */
export type RequestPayLine = {
  accountCode: string;
  /** Before VAT. */
  amount: number;
  vat: number;
  description?: string;
};

export class PayablesMismatchError extends Error {
  constructor(
    readonly documentNo: string,
    readonly expected: number,
    readonly actual: number,
  ) {
    super(
      `${documentNo}: the credits (${actual} satang) do not equal what the lines charge (${expected} satang)`,
    );
  }
}

export type RequestPayPosting = DocumentHeader & {
  lines: RequestPayLine[];
  /**
   * A VAT-registered property recovers input VAT (Dr input VAT); any other pays it as part of the cost, so it
   * is charged to the line's own account.
   */
  vatRecoverable: boolean;
  /**
   * Where the lines' grand total goes, adding up to it: accounts payable for a supplier's bill, petty cash for
   * a spending from the fund, advances for the clearing of an advance, or a refund and the damages kept when a
   * renovation deposit is returned.
   */
  credits: HeldAmount[];
};

function sumChecked(parts: readonly { amount: number }[], what: string): number {
  let total = 0;
  for (const p of parts) total += checkSatang(p.amount, what);
  return checkSatang(total, `${what} total`);
}

/** Request-pay on approval: Dr each line (and input VAT when recoverable) / Cr what it raises or settles. */
export function postRequestPay(doc: RequestPayPosting, map: AccountMap): JournalDraft {
  if (doc.lines.length === 0) throw new RangeError(`${doc.documentNo} has no lines`);
  const debits: JournalLine[] = [];
  let vatTotal = 0;
  for (const line of doc.lines) {
    const amount = checkSatang(line.amount, 'amount');
    const vat = checkSatang(line.vat, 'vat');
    vatTotal += vat;
    const charged = doc.vatRecoverable ? amount : amount + vat;
    debits.push({
      accountCode: line.accountCode,
      side: 'debit',
      amount: charged,
      ...(line.description ? { description: line.description } : {}),
    });
  }
  if (doc.vatRecoverable && vatTotal > 0)
    debits.push({ accountCode: accountOf(map, 'VAT_INPUT'), side: 'debit', amount: vatTotal });
  const expected = sumChecked(debits, 'debit');
  const actual = sumChecked(doc.credits, 'credit');
  if (actual !== expected) throw new PayablesMismatchError(doc.documentNo, expected, actual);
  const credits = doc.credits.map((c): JournalLine => ({
    accountCode: c.accountCode,
    side: 'credit',
    amount: c.amount,
  }));
  return buildDraft(doc, [...debits, ...credits]);
}

/** Tax kept back from a payee, on the return the payee's kind goes on. */
export type WithheldTax = { form: WhtType; amount: number };

const WHT_ROLE = { PND3: 'WHT_PAYABLE_PND3', PND53: 'WHT_PAYABLE_PND53' } as const;

export type PaymentVoucherPosting = DocumentHeader & {
  /** What the voucher settles: the payables of its requests (accounts payable, usually), at their grand totals. */
  settles: HeldAmount[];
  /** How it pays: cash, petty cash, the bank account of a transfer or of a cheque's book. */
  payments: HeldAmount[];
  withheld: WithheldTax[];
};

/**
 * Payment voucher: Dr the payables settled / Cr each payment's account / Cr WHT payable of the payee's form.
 * What is paid plus what is withheld must equal what is settled: a voucher never pays more or less than its
 * requests (the screen's "transaction total not equal to remain").
 */
export function postPaymentVoucher(doc: PaymentVoucherPosting, map: AccountMap): JournalDraft {
  const settled = sumChecked(doc.settles, 'settled');
  const paid = sumChecked(doc.payments, 'payment') + sumChecked(doc.withheld, 'withheld');
  if (paid !== settled) throw new PayablesMismatchError(doc.documentNo, settled, paid);
  const lines: JournalLine[] = [
    ...doc.settles.map((s): JournalLine => ({ accountCode: s.accountCode, side: 'debit', amount: s.amount })),
    ...doc.payments.map((p): JournalLine => ({
      accountCode: p.accountCode,
      side: 'credit',
      amount: p.amount,
    })),
    ...doc.withheld.map((w): JournalLine => {
      const role = (WHT_ROLE as Record<string, (typeof WHT_ROLE)[WhtType] | undefined>)[w.form];
      if (!role) throw new RangeError(`Unknown withholding-tax form: ${String(w.form)}`);
      return { accountCode: accountOf(map, role), side: 'credit', amount: w.amount };
    }),
  ];
  return buildDraft(doc, lines);
}
