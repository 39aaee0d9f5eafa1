export {
  computeCharge,
  type Charge,
  type ChargeOptions,
  type ChargeRule,
  type MeterTier,
  type UnitBasis,
} from './charge';
export { meterUsage } from './meter';
export {
  addMonths,
  billingPeriod,
  formatCycle,
  isBillingMonth,
  type BillingPeriod,
  type Month,
} from './cycles';
