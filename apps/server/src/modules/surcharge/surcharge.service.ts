import { computeSurcharge, type SurchargeLine, type SurchargeSettingsInput } from '@suanklang/accounting';
import {
  dayAfter,
  formatThaiDate,
  ruleMessage,
  satangToDecimalString,
  decimalStringToSatang,
  scaleDecimal,
  SURCHARGE_CAPS,
  SURCHARGE_PREVIEW_MAX_UNITS,
  vatExclusive,
  type SurchargeCreate,
  type SurchargeCreated,
  type SurchargePreview,
} from '@suanklang/shared';
import { z } from 'zod';
import { audit } from '../../platform/audit';
import { bangkokToday } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/client';
import { constraintName, isUniqueViolation, sqlState } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import type { scoped } from '../../platform/request-context';
import { customerNameOf } from '../customers';
import { customerSnapshot } from '../expenses';
import * as expensesRepo from '../expenses';
import { writeInvoices, type InvoiceDraft } from '../invoices';
import { accountMapOf, ledgerError } from '../ledger';
import * as repo from './surcharge.repository';

type Actor = ReturnType<typeof scoped>;

const rate = z.string().regex(/^\d{1,3}(\.\d{1,2})?$/);
/** `property_setting.surcharge` as the run needs it: every field present (the settings form allows gaps). */
const completeSettings = z.object({
  method: z.enum(['DAILY_365', 'MONTHLY_RATE']),
  ratePerYear: rate,
  overdueRatePerYear: rate,
  overdueAfterMonths: z.number().int().min(1).max(60),
  higherRateAppliesTo: z.enum(['OLDER_PART', 'WHOLE_DEBT']),
  graceDays: z.number().int().min(0).max(90),
});

/** The settings, complete and (for a condominium) within the legal caps, else IN008: nothing is guessed. */
async function settingsOf(db: Executor, propertyId: string): Promise<SurchargeSettingsInput> {
  const row = await repo.settingOf(db, propertyId);
  const parsed = completeSettings.safeParse(row?.surcharge ?? null);
  if (!row || !parsed.success) throw new AppError('IN008');
  const s = parsed.data;
  if (row.propertyType === 'CONDO') {
    const caps = SURCHARGE_CAPS.CONDO;
    if (
      scaleDecimal(s.ratePerYear, 2) > scaleDecimal(caps.ratePerYear, 2) ||
      scaleDecimal(s.overdueRatePerYear, 2) > scaleDecimal(caps.overdueRatePerYear, 2) ||
      s.overdueAfterMonths < caps.overdueAfterMonthsMin
    ) {
      throw new AppError('IN008');
    }
  }
  return s;
}

type PlannedInvoice<T extends repo.OverdueDue = repo.OverdueInvoice> = {
  invoice: T;
  principal: number;
  from: string;
  to: string;
  days: number;
  amount: number;
  lines: SurchargeLine[];
};
type PlannedUnit<T extends repo.OverdueDue = repo.OverdueInvoice> = {
  unitId: string;
  unitCode: string;
  invoices: PlannedInvoice<T>[];
};

/**
 * What each unit owes in surcharge for the days up to asOf not charged yet: per overdue invoice from the day
 * after its last charged day (or after its due date) to asOf. Invoices whose surcharge rounds to 0 (within grace,
 * or already charged to asOf) are left out and keep their days for a later run.
 */
function plan<T extends repo.OverdueDue>(
  overdue: T[],
  settings: SurchargeSettingsInput,
  asOf: string,
): PlannedUnit<T>[] {
  const oldestDue = new Map<string, string>();
  for (const o of overdue) {
    const seen = oldestDue.get(o.unitId);
    if (!seen || o.dueDate < seen) oldestDue.set(o.unitId, o.dueDate);
  }
  const units = new Map<string, PlannedUnit<T>>();
  for (const o of overdue) {
    const last = o.chargedTo;
    // Never charged: from the due date, which computeSurcharge moves to the day after (no date arithmetic here).
    const from = last && last > o.dueDate ? dayAfter(last) : o.dueDate;
    if (from > asOf) continue;
    const principal = decimalStringToSatang(o.principal);
    const result = computeSurcharge({
      principal,
      dueDate: o.dueDate,
      from,
      to: asOf,
      oldestDueDate: oldestDue.get(o.unitId)!,
      settings,
    });
    if (result.amount <= 0) continue;
    const u = units.get(o.unitId) ?? { unitId: o.unitId, unitCode: o.unitCode, invoices: [] };
    u.invoices.push({
      invoice: o,
      principal,
      from: result.from,
      to: result.to,
      days: result.days,
      amount: result.amount,
      lines: result.lines,
    });
    units.set(o.unitId, u);
  }
  return [...units.values()].sort((a, b) => (a.unitCode < b.unitCode ? -1 : a.unitCode > b.unitCode ? 1 : 0));
}

/** One invoice of a one-unit preview, as the reply shows it. */
const invoiceDetail = (i: PlannedInvoice) => ({
  invoiceId: i.invoice.invoiceId,
  invoiceNo: i.invoice.invoiceNo ?? '',
  invoiceDate: i.invoice.invoiceDate,
  dueDate: i.invoice.dueDate,
  principal: satangToDecimalString(i.principal),
  from: i.from,
  to: i.to,
  days: i.days,
  amount: satangToDecimalString(i.amount),
  lines: i.lines.map((l) => ({
    from: l.from,
    to: l.to,
    days: l.days,
    ratePerYear: l.ratePerYear,
    amount: satangToDecimalString(l.amount),
  })),
});

const vatOf = (amount: number, ratePermille: number) =>
  ratePermille > 0 ? vatExclusive(amount, ratePermille).vat : 0;

/** 'เงินเพิ่ม IN690100001 (01/02/2569-28/02/2569)': invoices are printed in Thai, dates in the Buddhist era. */
const lineDescription = (p: PlannedInvoice) =>
  `เงินเพิ่ม ${p.invoice.invoiceNo ?? ''} (${formatThaiDate(p.from, 'th')}-${formatThaiDate(p.to, 'th')})`;

/** The guards of surcharge_charge (key, unique end, overlap trigger), by the names the database raises. */
const SURCHARGE_GUARDS = new Set([
  'surcharge_charge_invoice_id_charged_from_pk',
  'surcharge_charge_to',
  'surcharge_charge_no_overlap',
]);

export function createSurchargeService(db: Db) {
  async function unitIdsOf(
    tx: Executor,
    actor: Actor,
    codes: string[] | undefined,
  ): Promise<string[] | undefined> {
    if (!codes) return undefined;
    const found = await repo.unitsByCodes(tx, actor.property.id, codes);
    if (found.length !== new Set(codes).size) throw new AppError('IN010');
    return found.map((u) => u.id);
  }

  return {
    /**
     * The run as of asOf for every overdue unit (counts and totals), listing the first `limit` units by code
     * without their invoices: the reply stays small however many units owe and however long. With `unitCode`,
     * that unit alone with its invoices. A run for those listed, then another preview, reaches the rest.
     */
    async preview(
      actor: Actor,
      asOf: string,
      limit = SURCHARGE_PREVIEW_MAX_UNITS,
      unitCode?: string,
    ): Promise<SurchargePreview> {
      const propertyId = actor.property.id;
      const settings = await settingsOf(db, propertyId);
      const unitIds = await unitIdsOf(db, actor, unitCode ? [unitCode] : undefined);
      // One unit: its invoices with their detail. Every unit: counts and totals, from a lighter read.
      const [type, detailed, customers] = await Promise.all([
        repo.surchargeExpenseType(db, propertyId),
        unitIds
          ? repo.overdueInvoices(db, propertyId, asOf, unitIds).then((o) => plan(o, settings, asOf))
          : null,
        expensesRepo.billedCustomers(db, propertyId, unitIds?.[0]),
      ]);
      const planned: PlannedUnit<repo.OverdueDue>[] =
        detailed ?? plan(await repo.overdueByUnit(db, propertyId, asOf), settings, asOf);
      const vatRate =
        type?.vatApplicable === 'Y' ? await expensesRepo.vatRatePermille(db, propertyId, asOf) : 0;
      const units = planned.map((u) => {
        const c = customers.get(u.unitId);
        const amount = u.invoices.reduce((s, i) => s + i.amount, 0);
        const vat = u.invoices.reduce((s, i) => s + vatOf(i.amount, vatRate), 0);
        return {
          unitCode: u.unitCode,
          customerCode: c?.code ?? null,
          customerName: c ? customerNameOf(c, actor.lang) : null,
          invoiceCount: u.invoices.length,
          invoices: (detailed?.find((d) => d.unitId === u.unitId)?.invoices ?? []).map(invoiceDetail),
          amount,
          vat,
        };
      });
      const amount = units.reduce((s, u) => s + u.amount, 0);
      const vat = units.reduce((s, u) => s + u.vat, 0);
      return {
        asOf,
        settings: { ...settings },
        expenseTypeCode: type?.code ?? null,
        units: units.slice(0, limit).map(({ invoices, ...u }) => ({
          ...u,
          ...(unitCode ? { invoices } : {}),
          amount: satangToDecimalString(u.amount),
          vat: satangToDecimalString(u.vat),
          total: satangToDecimalString(u.amount + u.vat),
        })),
        more: units.length > limit,
        unitCount: units.length,
        invoiceCount: units.reduce((s, u) => s + u.invoiceCount, 0),
        amount: satangToDecimalString(amount),
        vat: satangToDecimalString(vat),
        grandTotal: satangToDecimalString(amount + vat),
      };
    },

    /**
     * One issued surcharge invoice per unit, and the days it charges, in one transaction. The overdue invoices
     * are locked first, so a second run at the same time waits and then finds the days charged: re-running for
     * the same asOf creates nothing.
     */
    async create(actor: Actor, input: SurchargeCreate): Promise<SurchargeCreated> {
      const propertyId = actor.property.id;
      // Days still to come are not overdue yet (the debtor may pay before): the preview may look ahead, a run not.
      const today = bangkokToday();
      if (input.asOf > today)
        throw new AppError('ST001', [
          {
            path: 'asOf',
            rule: 'before',
            message: ruleMessage(actor.lang, 'before', { date: dayAfter(today) }),
          },
        ]);
      const settings = await settingsOf(db, propertyId);
      const type = await repo.surchargeExpenseType(db, propertyId);
      if (!type) throw new AppError('IN009');
      try {
        return await db.transaction(async (tx) => {
          const unitIds = await unitIdsOf(tx, actor, input.unitCodes);
          const locked = new Set(await repo.lockOverdue(tx, propertyId, input.asOf, unitIds));
          const overdue = (await repo.overdueInvoices(tx, propertyId, input.asOf, unitIds)).filter((o) =>
            locked.has(o.invoiceId),
          );
          const units = plan(overdue, settings, input.asOf);
          if (units.length === 0) return { invoiceCount: 0, grandTotal: '0.00', invoices: [] };

          const customers = await expensesRepo.billedCustomers(tx, propertyId);
          const vatRate =
            type.vatApplicable === 'Y'
              ? await expensesRepo.vatRatePermille(tx, propertyId, input.invoiceDate)
              : 0;
          const drafts: InvoiceDraft[] = units.map((u) => {
            const c = customers.get(u.unitId);
            if (!c) throw new AppError('IN004');
            return {
              source: 'SURCHARGE',
              unitId: u.unitId,
              customer: customerSnapshot(c),
              invoiceDate: input.invoiceDate,
              dueDate: input.dueDate,
              billingMonth: input.invoiceDate.slice(0, 7),
              remark: null,
              lines: u.invoices.map((i) => ({
                expenseTypeId: type.id,
                category: 'SURCHARGE',
                incomeAccountCode: type.incomeAccountCode,
                description: lineDescription(i),
                cycleStart: i.from.slice(0, 7),
                cycleEnd: i.to.slice(0, 7),
                quantity: null,
                unitPrice: null,
                amountExcludeVat: i.amount,
                vat: vatOf(i.amount, vatRate),
              })),
            };
          });
          const written = await writeInvoices(tx, propertyId, actor.user.id, drafts, {
            issue: true,
            accountMap: await accountMapOf(tx, propertyId),
          });
          await repo.insertCharges(
            tx,
            units.flatMap((u, n) =>
              u.invoices.map((i) => ({
                propertyId,
                invoiceId: i.invoice.invoiceId,
                chargedFrom: i.from,
                chargedTo: i.to,
                principal: satangToDecimalString(i.principal),
                amount: satangToDecimalString(i.amount),
                surchargeInvoiceId: written[n]!.id,
              })),
            ),
          );
          const totals = drafts.map((d) => d.lines.reduce((s, l) => s + l.amountExcludeVat + l.vat, 0));
          const invoices = written.map((w, n) => ({
            invoiceId: w.id,
            invoiceNo: w.invoiceNo!,
            unitCode: units[n]!.unitCode,
            grandTotal: satangToDecimalString(totals[n]!),
          }));
          const grandTotal = satangToDecimalString(totals.reduce((s, t) => s + t, 0));
          await audit(tx, {
            userId: actor.user.id,
            propertyId,
            action: 'invoice.surcharge',
            entity: 'invoice',
            entityId: null,
            after: {
              asOf: input.asOf,
              invoiceDate: input.invoiceDate,
              dueDate: input.dueDate,
              unitCodes: input.unitCodes ?? null,
              invoiceCount: invoices.length,
              grandTotal,
              invoiceNos: invoices.map((i) => i.invoiceNo),
            },
          });
          return { invoiceCount: invoices.length, grandTotal, invoices };
        });
      } catch (error) {
        // The guards of surcharge_charge (key, unique end, overlap trigger): these days were charged meanwhile.
        if (
          (isUniqueViolation(error) || sqlState(error) === '23P01') &&
          SURCHARGE_GUARDS.has(constraintName(error) ?? '')
        )
          throw new AppError('IN011');
        throw ledgerError(error) ?? error;
      }
    },
  };
}
