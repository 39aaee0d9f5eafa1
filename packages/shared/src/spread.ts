/**
 * An annual amount over the 12 months of a budget, in whole satang that always add back to it: equally, or in
 * the shares of a pattern (last year's actual per month), so a budget follows the seasons the property had.
 */

const MONTHS = 12;

function checkAmount(satang: number): void {
  if (!Number.isSafeInteger(satang) || satang < 0)
    throw new RangeError(`An annual amount is a non-negative whole number of satang: ${satang}`);
}

/** 12 equal months of whole satang; the remainder satang go to the last month (1,000.01 -> 11 x 83.33 + 83.38). */
export function spreadEqually(annualSatang: number): number[] {
  checkAmount(annualSatang);
  const each = Math.floor(annualSatang / MONTHS);
  return [...Array<number>(MONTHS - 1).fill(each), annualSatang - each * (MONTHS - 1)];
}

/**
 * The annual amount in proportion to the 12 weights (negative ones count as nothing: a month whose actual was a
 * net credit gets no share). Each month gets the whole satang of its share; the satang left over go one each to
 * the months with the largest fractions (earlier month first on a tie), so the months add up exactly. No weight
 * at all (a new item, a year without spending) spreads equally.
 */
export function spreadByPattern(annualSatang: number, weights: readonly number[]): number[] {
  checkAmount(annualSatang);
  if (weights.length !== MONTHS) throw new RangeError(`A pattern has ${MONTHS} months: ${weights.length}`);
  const w = weights.map((x) => {
    if (!Number.isSafeInteger(x)) throw new RangeError(`A pattern's month is a whole number of satang: ${x}`);
    return BigInt(Math.max(0, x));
  });
  const total = w.reduce((s, x) => s + x, 0n);
  if (total === 0n) return spreadEqually(annualSatang);
  const amount = BigInt(annualSatang);
  const shares = w.map((x, month) => ({ month, whole: (amount * x) / total, rest: (amount * x) % total }));
  let left = amount - shares.reduce((s, x) => s + x.whole, 0n);
  const months = shares.map((x) => x.whole);
  const byRest = [...shares].sort((a, b) =>
    a.rest === b.rest ? a.month - b.month : a.rest > b.rest ? -1 : 1,
  );
  for (const s of byRest) {
    if (left === 0n) break;
    months[s.month] = months[s.month]! + 1n;
    left -= 1n;
  }
  return months.map(Number);
}
