import { decimalStringToSatang } from '@suanklang/shared';

/** A typed baht amount in satang (the input keeps two decimals); blank or not a number counts as 0. */
export const satangOf = (v: number | null | undefined): number =>
  v === null || v === undefined || !Number.isFinite(v) ? 0 : decimalStringToSatang(v.toFixed(2));

/**
 * What the voucher must pay (the ticked requests' remains, each the grand total less the tax withheld), what the
 * payments add up to, and what is left to pay: all in satang, exact.
 */
export function voucherTotals(
  remains: readonly string[],
  amounts: readonly (number | null | undefined)[],
): { remaining: number; paid: number; left: number } {
  const remaining = remains.reduce((sum, r) => sum + decimalStringToSatang(r), 0);
  const paid = amounts.reduce<number>((sum, a) => sum + satangOf(a), 0);
  return { remaining, paid, left: remaining - paid };
}
