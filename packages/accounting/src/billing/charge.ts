import { CALC_KINDS, roundHalfUp, vatExclusive, type CalcKind } from '@suanklang/shared';
import { add, checkSatang, compare, fraction, mul, parseDecimal, sub, type Fraction } from '../decimal';

/** A meter tier: units up to `upTo` (cumulative, inclusive) cost `rate` satang each; null = the open last tier. */
export type MeterTier = { upTo: string | null; rate: number };

export type ChargeRule = {
  calcKind: CalcKind;
  /** Satang: per area unit (AREA), per unit (FIXED), the total to share (RATIO), per meter unit (METER). */
  rate: number;
  /** METER only: the least a unit pays for the cycle. */
  minimumCharge?: number | null;
  /** METER only; without tiers every used unit costs `rate`. */
  tiers?: MeterTier[];
  vatApplicable: boolean;
};

export type UnitBasis = {
  /** Decimal text, m² or square wah: '35.50'. */
  area: string;
  /** Percent with 6 decimals: '0.480769'. */
  ownershipRatio: string;
  /** Decimal multiplier (e.g. number of cars), default '1'. */
  factor?: string;
};

export type ChargeOptions = {
  /** METER: used units as decimal text (see meterUsage). */
  usage?: string;
  /** 0 when the property is not VAT-registered. */
  vatRatePermille: number;
};

/**
 * `minimumApplied`: the METER minimum charge raised the amount above the priced use, so quantity x price no longer
 * gives the amount and the invoice line has to say it is a minimum.
 */
export type Charge = { amountExcludeVat: number; vat: number; quantity: string; minimumApplied: boolean };

/**
 * Prices usage through cumulative tiers: each tier bills the units between the previous bound and its own.
 * Units beyond a closed last tier are billed at that tier's rate, as if it were open: under-billing silently
 * would be worse, and the settings screen already asks for the last bound to be left empty.
 */
function tieredPrice(usage: Fraction, tiers: readonly MeterTier[]): Fraction {
  let total = fraction(0n);
  let lower = fraction(0n);
  tiers.forEach((tier, index) => {
    const rate = fraction(BigInt(checkSatang(tier.rate, 'tier rate')));
    const last = index === tiers.length - 1;
    if (tier.upTo === null && !last) throw new RangeError('only the last meter tier may be open');
    const upper = tier.upTo === null ? null : parseDecimal(tier.upTo, 'tier upTo');
    if (upper !== null && compare(upper, lower) <= 0) throw new RangeError('meter tier bounds must increase');
    const top = upper === null || last || compare(usage, upper) < 0 ? usage : upper;
    if (compare(top, lower) > 0) total = add(total, mul(sub(top, lower), rate));
    if (upper !== null) lower = upper;
  });
  return total;
}

/**
 * What a unit owes for one expense type in one billing cycle, in satang. The exact amount is a fraction of
 * bigints (area x rate x factor, ...) rounded half-up once, so '35.50' x 40.00 is 1,420.00 and never 1,419.99.
 * VAT is exclusive, added on top of the rounded amount per charge line (thai-accounting.md s.2).
 */
export function computeCharge(rule: ChargeRule, unit: UnitBasis, opts: ChargeOptions): Charge {
  if (!CALC_KINDS.includes(rule.calcKind))
    throw new RangeError(`Unknown calculation kind: ${String(rule.calcKind)}`);
  const rate = fraction(BigInt(checkSatang(rule.rate, 'rate')));
  const factor = parseDecimal(unit.factor ?? '1', 'factor');

  let exact: Fraction;
  let quantity: string;
  switch (rule.calcKind) {
    case 'AREA':
      exact = mul(parseDecimal(unit.area, 'area'), rate);
      quantity = unit.area.trim();
      break;
    case 'FIXED':
      exact = rate;
      quantity = '1';
      break;
    case 'RATIO':
      // The ratio is a percentage: a unit with 0.480769% pays that share of the total.
      exact = mul(mul(parseDecimal(unit.ownershipRatio, 'ownershipRatio'), rate), fraction(1n, 100n));
      quantity = unit.ownershipRatio.trim();
      break;
    case 'METER': {
      if (opts.usage === undefined) throw new RangeError('a meter charge needs the usage');
      const usage = parseDecimal(opts.usage, 'usage');
      exact = rule.tiers && rule.tiers.length > 0 ? tieredPrice(usage, rule.tiers) : mul(usage, rate);
      quantity = opts.usage.trim();
      break;
    }
  }

  const priced = roundHalfUp(exact.num * factor.num, exact.den * factor.den);
  let amount = priced;
  if (rule.calcKind === 'METER' && rule.minimumCharge != null) {
    amount = Math.max(amount, checkSatang(rule.minimumCharge, 'minimumCharge'));
  }
  const minimumApplied = amount > priced;
  if (!Number.isSafeInteger(opts.vatRatePermille) || opts.vatRatePermille < 0)
    throw new RangeError(`vatRatePermille must be a non-negative whole number: ${opts.vatRatePermille}`);
  const vat =
    rule.vatApplicable && opts.vatRatePermille > 0 ? vatExclusive(amount, opts.vatRatePermille).vat : 0;
  return { amountExcludeVat: amount, vat, quantity, minimumApplied };
}
