import {
  decimalStringToSatang,
  roundHalfUp,
  vatExclusive,
  vatFromInclusive,
  type RequestPayVatMode,
} from '@suanklang/shared';

export type LineMoney = { base: number; vat: number; wht: number; total: number };
export type RequestPayTotals = {
  amount: number;
  vat: number;
  total: number;
  wht: number;
  lines: LineMoney[];
};

/**
 * The VAT rate in force on a date, per mille (7.00% -> 70), as the server reads it: the latest non-zero VAT
 * rate whose effective date is on or before the date; 0 when none.
 */
export function vatPermilleOn(rates: readonly { taxRate: string; effectiveFrom: string }[], date: string) {
  const inForce = rates
    .filter((r) => decimalStringToSatang(r.taxRate) > 0 && r.effectiveFrom.slice(0, 10) <= date)
    .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))[0];
  // '7.00' is 700 hundredths of a percent; per mille is a tenth of that.
  return inForce ? roundHalfUp(decimalStringToSatang(inForce.taxRate), 10) : 0;
}

/** WHT estimate of a line: base x rate / 100 half-up to the satang, the arithmetic of `withholdingTax`. */
function whtOf(base: number, rate: string | undefined) {
  if (!rate) return 0;
  const hundredths = decimalStringToSatang(rate);
  return hundredths > 0 ? roundHalfUp(BigInt(base) * BigInt(hundredths), 10_000) : 0;
}

/**
 * The amounts the server will save, line by line (each line split by the VAT mode and rounded on its own, so the
 * totals are the sums of the lines' satang, never a total split again).
 */
export function requestPayTotals(
  lines: readonly { amount: number; whtRate?: string | undefined }[],
  mode: RequestPayVatMode,
  ratePermille: number,
): RequestPayTotals {
  const money = lines.map((l): LineMoney => {
    const split =
      mode === 'NONE' || ratePermille === 0
        ? { base: l.amount, vat: 0 }
        : mode === 'INCLUDE'
          ? vatFromInclusive(l.amount, ratePermille)
          : vatExclusive(l.amount, ratePermille);
    return {
      base: split.base,
      vat: split.vat,
      total: split.base + split.vat,
      wht: whtOf(split.base, l.whtRate),
    };
  });
  const sum = (pick: (l: LineMoney) => number) => money.reduce((s, l) => s + pick(l), 0);
  return {
    amount: sum((l) => l.base),
    vat: sum((l) => l.vat),
    total: sum((l) => l.total),
    wht: sum((l) => l.wht),
    lines: money,
  };
}
