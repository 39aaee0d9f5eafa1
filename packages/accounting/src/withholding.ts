import { bahtText, isIsoDate, roundHalfUp, type WhtType } from '@suanklang/shared';
import { checkSatang } from './decimal';

/**
 * Withholding tax (ภาษีหัก ณ ที่จ่าย) on payment-voucher lines and the 50 ทวิ certificate that groups them
 * (thai-accounting.md s.3). Pure: typed lines in, satang out.
 *
 * The rounding rule: tax = base x rate / 100, rounded half-up to the satang ON EACH LINE. No statutory rounding
 * rule was found; per line is what a voucher shows line by line, and a certificate's figures are then plain sums
 * of what the lines show, so the voucher, the certificate and the PND attachment never disagree by a satang. The
 * base is the amount before VAT. Rates are data (decimal text as the voucher line stores it, '3.00'), never
 * constants here: the law's usual rates (services 3, rent 5, transport 1, advertising 2) belong to settings.
 */

/**
 * The income rows of the 50 ทวิ: sections 40(1) to 40(4) of the Revenue Code, row 5 the payments of s.3 เตรส
 * (services, hire of work, rent, transport, advertising: what a juristic person usually pays) and row 6 other.
 */
export const WHT_INCOME_ROWS = ['40(1)', '40(2)', '40(3)', '40(4)', '5', '6'] as const;
export type WhtIncomeRow = (typeof WHT_INCOME_ROWS)[number];

/** Who is paid: the return the tax is filed on follows from it (`whtForm`). */
export type WhtPayeeKind = 'individual' | 'company';

/**
 * The certificate's condition box: 1 withheld at source, 2 paid by the payer every time (ออกให้ตลอดไป),
 * 3 paid by the payer once (ออกให้ครั้งเดียว).
 */
export const WHT_CONDITIONS = ['withheld', 'paidAlways', 'paidOnce'] as const;
export type WhtCondition = (typeof WHT_CONDITIONS)[number];
export const WHT_CONDITION_NUMBERS: Record<WhtCondition, 1 | 2 | 3> = {
  withheld: 1,
  paidAlways: 2,
  paidOnce: 3,
};

/** 1,000 baht: payments from this amount up are withheld on (smaller ones only under a continuing contract). */
export const WHT_THRESHOLD_SATANG = 100_000;

/**
 * Whether tax is withheld on a payment whose base totals `totalBaseSatang`: from 1,000 baht, or any amount under
 * a continuing contract (a monthly cleaning or security contract, rent). Whether a contract continues is the
 * caller's decision (a supplier or contract setting); nothing here guesses it, and a line's tax is never
 * dropped silently: the caller asks this and then leaves the WHT lines off the voucher.
 */
export function whtApplies(totalBaseSatang: number, continuingContract: boolean): boolean {
  checkSatang(totalBaseSatang, 'The base');
  if (totalBaseSatang === 0) return false;
  return continuingContract || totalBaseSatang >= WHT_THRESHOLD_SATANG;
}

/** PND3 (ภ.ง.ด.3) for an individual payee, PND53 (ภ.ง.ด.53) for a company or partnership. */
export function whtForm(payeeKind: WhtPayeeKind): WhtType {
  return payeeKind === 'individual' ? 'PND3' : 'PND53';
}

const RATE_TEXT = /^(\d{1,3})(?:\.(\d{1,4}))?$/;

/** A rate in % as decimal text, 0 to 100 with at most 4 decimals: the whole number of its smallest units. */
function parseRate(rate: string): { units: bigint; scale: bigint } {
  const match = typeof rate === 'string' ? RATE_TEXT.exec(rate.trim()) : null;
  if (!match)
    throw new RangeError(`A withholding rate is a percentage as decimal text ('3.00'): '${String(rate)}'`);
  const decimals = match[2] ?? '';
  const units = BigInt(`${match[1]}${decimals}`);
  const scale = 10n ** BigInt(decimals.length);
  if (units > 100n * scale) throw new RangeError(`A withholding rate is at most 100%: '${rate}'`);
  return { units, scale };
}

/** Tax on one line: base x rate / 100, half-up to the satang (2,000.50 at 3% -> 60.015 -> 60.02). */
export function withholdingTax(baseSatang: number, rate: string): number {
  checkSatang(baseSatang, 'The base');
  const { units, scale } = parseRate(rate);
  return roundHalfUp(BigInt(baseSatang) * units, 100n * scale);
}

export type WhtLineInput = {
  /** Satang before VAT. */
  baseSatang: number;
  /** % as decimal text, '3.00'. */
  rate: string;
  incomeRow: WhtIncomeRow;
  /** What was paid for, as the certificate and the PND attachment print it (ค่าบริการทำความสะอาด). */
  description: string;
  /** ISO date the amount was paid. */
  paidDate: string;
};

export type WhtLine = WhtLineInput & { taxSatang: number };

/** One voucher line with its tax. */
export function whtLine(input: WhtLineInput): WhtLine {
  if (!WHT_INCOME_ROWS.includes(input.incomeRow))
    throw new RangeError(`Unknown income row: ${input.incomeRow}`);
  if (!isIsoDate(input.paidDate)) throw new RangeError(`The paid date is not an ISO date: ${input.paidDate}`);
  return { ...input, taxSatang: withholdingTax(input.baseSatang, input.rate) };
}

export type WhtCertificateRow = {
  incomeRow: WhtIncomeRow;
  /** The distinct paid dates of the row's lines, earliest first. */
  paidDates: string[];
  baseSatang: number;
  /** The sum of the row's lines' rounded tax. */
  taxSatang: number;
  lines: WhtLine[];
};

export type WhtCertificate = {
  form: WhtType;
  condition: WhtCondition;
  /** Only the rows that have lines, in the form's order (40(1) first, row 6 last). */
  rows: WhtCertificateRow[];
  totalBaseSatang: number;
  /** The sum of every line's rounded tax (never the total base x a rate rounded again). */
  totalTaxSatang: number;
  /** The total tax in Thai words, as the certificate prints it. */
  totalTaxInWords: string;
};

export type WhtCertificateInput = {
  payeeKind: WhtPayeeKind;
  condition: WhtCondition;
  lines: WhtLineInput[];
};

/**
 * The 50 ทวิ figures for one payee and one payment: each line's tax rounded on its own, lines grouped by income
 * row, and every total the sum of the lines' rounded tax, so the certificate adds up to the voucher exactly.
 */
export function whtCertificate(input: WhtCertificateInput): WhtCertificate {
  if (!WHT_CONDITIONS.includes(input.condition))
    throw new RangeError(`Unknown condition: ${input.condition}`);
  if (input.lines.length === 0) throw new RangeError('A certificate needs at least one line');
  const lines = input.lines.map(whtLine);
  const rows: WhtCertificateRow[] = [];
  for (const incomeRow of WHT_INCOME_ROWS) {
    const rowLines = lines.filter((l) => l.incomeRow === incomeRow);
    if (rowLines.length === 0) continue;
    rows.push({
      incomeRow,
      paidDates: [...new Set(rowLines.map((l) => l.paidDate))].sort(),
      baseSatang: sum(rowLines.map((l) => l.baseSatang)),
      taxSatang: sum(rowLines.map((l) => l.taxSatang)),
      lines: rowLines,
    });
  }
  const totalTaxSatang = sum(rows.map((r) => r.taxSatang));
  return {
    form: whtForm(input.payeeKind),
    condition: input.condition,
    rows,
    totalBaseSatang: sum(rows.map((r) => r.baseSatang)),
    totalTaxSatang,
    totalTaxInWords: bahtText(totalTaxSatang),
  };
}

function sum(values: number[]): number {
  const total = values.reduce((s, v) => s + v, 0);
  if (!Number.isSafeInteger(total)) throw new RangeError(`A total outside the safe satang range: ${total}`);
  return total;
}
