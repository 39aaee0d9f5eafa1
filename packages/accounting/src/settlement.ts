/**
 * Settlement: how money paid or credited against documents is allocated over their lines, and how much of it is
 * VAT. Amounts are integer satang.
 *
 * One rounding rule everywhere (docs/decisions.md, "Settlement rounding"): CUMULATIVE HALF-UP. A part's share is
 * the rounded share of everything settled up to and including it, minus the rounded share of everything before
 * it. So the parts of a whole always add up to the whole exactly, the same part gets the same share whichever
 * document (receipt, credit note) settles it, and a line settled in full carries all of its VAT.
 */
import { roundHalfUp } from '@suanklang/shared';
import { checkSatang } from './decimal';

/** `value × numerator / denominator`, rounded half-up, exact in bigint. */
const share = (value: number, numerator: number, denominator: number): number =>
  roundHalfUp(BigInt(value) * BigInt(numerator), BigInt(denominator));

/**
 * The VAT carried by a settlement of `take` on a line of `lineTotal` (VAT included) whose VAT is `lineVat`, when
 * `before` of the line was already settled (paid or credited). Settling the line to its end gives the rest of
 * its VAT, so successive parts always add up to `lineVat`.
 */
export function vatPart(lineTotal: number, lineVat: number, before: number, take: number): number {
  checkSatang(lineTotal, 'lineTotal');
  checkSatang(lineVat, 'lineVat');
  checkSatang(before, 'before');
  checkSatang(take, 'take');
  if (lineTotal === 0 || lineVat === 0) return 0;
  if (lineVat > lineTotal) throw new RangeError(`VAT ${lineVat} exceeds the line total ${lineTotal}`);
  const upTo = (settled: number) => (settled >= lineTotal ? lineVat : share(lineVat, settled, lineTotal));
  return upTo(before + take) - upTo(before);
}

/**
 * Spreads `amount` over parts in proportion to `weights`, cumulative half-up: the parts add up to `amount`
 * exactly. All-zero weights put everything on the first part.
 */
export function spreadByWeight(amount: number, weights: readonly number[]): number[] {
  checkSatang(amount, 'amount');
  if (weights.length === 0) throw new RangeError('nothing to spread over');
  weights.forEach((w) => checkSatang(w, 'weight'));
  const total = weights.reduce((s, w) => s + w, 0);
  if (total === 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  let cumulative = 0;
  let given = 0;
  return weights.map((w) => {
    cumulative += w;
    const upTo = cumulative === total ? amount : share(amount, cumulative, total);
    const part = upTo - given;
    given = upTo;
    return part;
  });
}

/** An invoice line as settlement sees it: its total (VAT included), its VAT, and what was settled before. */
export type OpenLine = { total: number; vat: number; settled: number };

/** What a payment takes from one line: `amount` (VAT included), of which `vat`; `base` is the rest. */
export type LineSettlement = { index: number; amount: number; vat: number; base: number };

/**
 * Allocates a payment over lines IN ORDER (the first line is paid off before the next gets anything), each
 * part with its VAT by `vatPart`. Returns the parts (lines that take nothing are left out) and what is left
 * over when the lines owe less than `amount`.
 */
export function allocateInOrder(
  amount: number,
  lines: readonly OpenLine[],
): { parts: LineSettlement[]; left: number } {
  let left = checkSatang(amount, 'amount');
  const parts: LineSettlement[] = [];
  lines.forEach((line, index) => {
    if (left === 0) return;
    const open = line.total - line.settled;
    const take = Math.min(open, left);
    if (take <= 0) return;
    const vat = vatPart(line.total, line.vat, line.settled, take);
    parts.push({ index, amount: take, vat, base: take - vat });
    left -= take;
  });
  return { parts, left };
}
