import {
  billingPeriod,
  computeCharge,
  isBillingMonth,
  meterUsage,
  type ChargeRule,
} from '@suanklang/accounting';
import {
  decimalStringToSatang,
  type BillingCycle,
  type CalcKind,
  type ExpenseCategory,
  type Lang,
  type MissingMeterChoice,
} from '@suanklang/shared';
import type { Executor } from '../../platform/db/client';
import { expenseTypeName, type InvoiceLineDraft } from '../invoices';
import * as repo from './expenses.repository';

/** A one-time charge (the sinking fund) is reserved under this cycle start, so it is billed once per unit ever. */
export const ONE_TIME_KEY = '0000-00';
/** EVERY_N_MONTHS cycles count from January 2000 (N = 3: January, April, July, October); YEARLY bills in January. */
export const CYCLE_ANCHOR = '2000-01';

export type PlannedCharge = InvoiceLineDraft & {
  expenseTypeCode: string;
  expenseTypeDescription: string;
  billed: boolean;
};
export type UnitPlan = {
  unit: repo.ActiveUnit;
  customer: repo.BilledCustomer | null;
  charges: PlannedCharge[];
};
export type PlanWarning = {
  code: 'MISSING_METER' | 'NO_CUSTOMER' | 'PREVIOUS_MONTH_NOT_BILLED';
  unitCode: string | null;
  detail: string;
};

function ruleOf(t: repo.BillingExpenseType): ChargeRule {
  return {
    calcKind: t.calcKind as CalcKind,
    rate: decimalStringToSatang(t.rate),
    minimumCharge: t.minimumCharge === null ? null : decimalStringToSatang(t.minimumCharge),
    tiers: t.tiers.map((x) => ({ upTo: x.upTo, rate: decimalStringToSatang(x.rate) })),
    vatApplicable: t.vatApplicable === 'Y',
  };
}

/**
 * What every active unit owes for `month`: each active expense type whose cycle bills that month, priced by the
 * pure billing rules. Charges already on an invoice are marked billed (a run skips them); meter charges without
 * a current reading are left out with a warning, to be billed by a later run once the reading is in, or, when the
 * run is told MINIMUM, charged with no use (the type's minimum charge, if it has one) and still warned about.
 */
export async function planBilling(
  db: Executor,
  propertyId: string,
  month: string,
  lang: Lang,
  opts: { missingMeter?: MissingMeterChoice | undefined } = {},
) {
  // One after the other: inside a run's transaction they share one connection.
  const units = await repo.activeUnits(db, propertyId);
  const customers = await repo.billedCustomers(db, propertyId);
  const types = await repo.activeExpenseTypes(db, propertyId);
  const allFactors = await repo.factors(db, propertyId);
  const vatRatePermille = await repo.vatRatePermille(db, propertyId, `${month}-01`);
  const due = types.filter(
    (t) =>
      t.autoBill === 'Y' &&
      isBillingMonth(t.billingCycle as BillingCycle, month, {
        anchorMonth: CYCLE_ANCHOR,
        cycleMonths: t.cycleMonths,
      }),
  );
  const periods = new Map(
    due.map((t) => [t.id, billingPeriod(t.billingCycle as BillingCycle, month, t.cycleMonths)]),
  );
  const cycleKey = (t: repo.BillingExpenseType) =>
    t.billingCycle === 'ONE_TIME' ? ONE_TIME_KEY : periods.get(t.id)!.start;
  const billed = await repo.billedKeys(db, propertyId, [...new Set([ONE_TIME_KEY, ...due.map(cycleKey)])]);
  const factorOf = new Map(allFactors.map((f) => [`${f.unitId}/${f.expenseTypeId}`, f.factor]));

  const meterTypes = [
    ...new Set(due.filter((t) => t.calcKind === 'METER' && t.meterTypeCode).map((t) => t.meterTypeCode!)),
  ];
  const readingOf = new Map<
    string,
    { previous: string; current: string | null; wrapDigits: number | null }
  >();
  for (const code of meterTypes) {
    for (const r of await repo.readings(db, propertyId, code, month)) readingOf.set(`${r.unitId}/${code}`, r);
  }

  const warnings: PlanWarning[] = [];
  const plans: UnitPlan[] = units.map((u) => {
    const customer = customers.get(u.id) ?? null;
    if (!customer) warnings.push({ code: 'NO_CUSTOMER', unitCode: u.code, detail: u.code });
    const charges: PlannedCharge[] = [];
    for (const t of due) {
      const period = periods.get(t.id)!;
      let usage: string | undefined;
      let reading: { previous: string; current: string | null; wrapDigits: number | null } | undefined;
      if (t.calcKind === 'METER') {
        reading = readingOf.get(`${u.id}/${t.meterTypeCode}`);
        if (!reading?.current) {
          warnings.push({ code: 'MISSING_METER', unitCode: u.code, detail: t.meterTypeCode ?? '' });
          if (opts.missingMeter !== 'MINIMUM' || t.minimumCharge === null) continue;
          // No reading, no use: the line carries no meter figures and the amount is the minimum charge.
          reading = undefined;
          usage = '0';
        } else usage = meterUsage(reading.previous, reading.current, reading.wrapDigits);
      }
      const factor = factorOf.get(`${u.id}/${t.id}`);
      const charge = computeCharge(
        ruleOf(t),
        { area: u.area, ownershipRatio: u.ownershipRatio, ...(factor ? { factor } : {}) },
        { ...(usage !== undefined ? { usage } : {}), vatRatePermille },
      );
      if (charge.amountExcludeVat + charge.vat === 0) continue;
      const key = cycleKey(t);
      charges.push({
        expenseTypeId: t.id,
        expenseTypeCode: t.code,
        expenseTypeDescription: expenseTypeName(t, lang),
        category: t.category as ExpenseCategory,
        incomeAccountCode: t.incomeAccountCode,
        description: t.nameTh,
        cycleStart: period.start,
        cycleEnd: period.end,
        quantity: charge.quantity,
        unitPrice:
          t.calcKind === 'RATIO' || (t.calcKind === 'METER' && t.tiers.length > 0)
            ? null
            : decimalStringToSatang(t.rate),
        previousMeter: reading?.previous ?? null,
        currentMeter: reading?.current ?? null,
        chargedMinimum: charge.minimumApplied,
        amountExcludeVat: charge.amountExcludeVat,
        vat: charge.vat,
        billedKey: { unitId: u.id, cycleStart: key },
        billed: billed.has(`${u.id}/${t.id}/${key}`),
      });
    }
    return { unit: u, customer, charges };
  });
  return { plans, warnings, types: due };
}
