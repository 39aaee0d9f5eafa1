import {
  computeSurcharge,
  type SurchargeLine,
  type SurchargePayment,
  type SurchargeSettingsInput,
} from '@suanklang/accounting';
import {
  dayAfter,
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
import { surchargeLineText, writeInvoices, type InvoiceDraft } from '../invoices';
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
  /** Unpaid on the first day charged (the most the invoice owed in the days charged). */
  principal: number;
  /** Unpaid now: 0 for an invoice paid in full late. */
  owed: number;
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

/** 'date=amount,...' as the repository reads it. */
function paymentsOf(text: string | null): SurchargePayment[] {
  if (!text) return [];
  return text.split(',').map((p) => {
    const [date, amount] = p.split('=') as [string, string];
    return { date, amount: decimalStringToSatang(amount) };
  });
}

/** An invoice as the plan reads it: its first day not charged and the last day it owed anything. */
type Reading<T> = { o: T; from: string; owed: number; payments: SurchargePayment[]; lastOwed: string };

/**
 * The oldest due date among the unit's invoices still owing something on `day` (WHOLE_DEBT): an invoice paid in
 * full before that day no longer makes the unit's debt old.
 */
function oldestOwedOn(readings: Reading<repo.OverdueDue>[], day: string, own: string): string {
  let oldest = own;
  for (const r of readings) if (r.o.dueDate < oldest && r.lastOwed >= day) oldest = r.o.dueDate;
  return oldest;
}

/**
 * What each unit owes in surcharge for the days up to asOf not charged yet: per invoice from the day after its
 * last charged day (or after its due date) to asOf or, paid in full, to its last payment, each day on what was
 * unpaid that day (the receipts after the last charged day give it back). Invoices whose surcharge rounds to 0
 * (within grace, or already charged to asOf) are left out and keep their days for a later run.
 */
function plan<T extends repo.OverdueDue>(
  overdue: T[],
  settings: SurchargeSettingsInput,
  asOf: string,
): PlannedUnit<T>[] {
  const byUnit = new Map<string, Reading<T>[]>();
  for (const o of overdue) {
    const last = o.chargedTo;
    // Never charged: from the due date, which computeSurcharge moves to the day after (no date arithmetic here).
    const from = last && last > o.dueDate ? dayAfter(last) : o.dueDate;
    const owed = decimalStringToSatang(o.principal);
    const payments = paymentsOf(o.payments);
    const lastOwed = owed > 0 ? asOf : payments.reduce((m, p) => (p.date > m ? p.date : m), '');
    const readings = byUnit.get(o.unitId) ?? [];
    readings.push({ o, from, owed, payments, lastOwed });
    byUnit.set(o.unitId, readings);
  }
  const units: PlannedUnit<T>[] = [];
  for (const readings of byUnit.values()) {
    const planned: PlannedInvoice<T>[] = [];
    for (const r of readings) {
      if (r.from > asOf) continue;
      const result = computeSurcharge({
        principal: r.owed,
        payments: r.payments,
        dueDate: r.o.dueDate,
        from: r.from,
        to: asOf,
        oldestDueDate:
          settings.higherRateAppliesTo === 'WHOLE_DEBT'
            ? oldestOwedOn(readings, r.from, r.o.dueDate)
            : r.o.dueDate,
        settings,
      });
      if (result.amount <= 0) continue;
      planned.push({
        invoice: r.o,
        principal: result.lines[0]!.principal,
        owed: r.owed,
        from: result.from,
        to: result.to,
        days: result.days,
        amount: result.amount,
        lines: result.lines,
      });
    }
    if (planned.length === 0) continue;
    // Oldest first, as the surcharge invoice lists them (open and paid-late invoices are read apart).
    planned.sort((a, b) => compareText(a.invoice.dueDate, b.invoice.dueDate));
    units.push({ unitId: readings[0]!.o.unitId, unitCode: readings[0]!.o.unitCode, invoices: planned });
  }
  return units.sort((a, b) => compareText(a.unitCode, b.unitCode));
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The days of one planned invoice as surcharge_charge keeps them: one row per principal (the days charged on one
 * unpaid amount, whatever their rates), so the record says on what each day was charged.
 */
function chargeRows(i: PlannedInvoice<repo.OverdueDue>) {
  const rows: { from: string; to: string; principal: number; amount: number }[] = [];
  for (const line of i.lines) {
    const last = rows.at(-1);
    if (last && last.principal === line.principal) {
      last.to = line.to;
      last.amount += line.amount;
    } else rows.push({ from: line.from, to: line.to, principal: line.principal, amount: line.amount });
  }
  return rows;
}

/** One invoice of a one-unit preview, as the reply shows it. */
const invoiceDetail = (i: PlannedInvoice) => ({
  invoiceId: i.invoice.invoiceId,
  invoiceNo: i.invoice.invoiceNo ?? '',
  invoiceDate: i.invoice.invoiceDate,
  dueDate: i.invoice.dueDate,
  principal: satangToDecimalString(i.principal),
  owed: satangToDecimalString(i.owed),
  from: i.from,
  to: i.to,
  days: i.days,
  amount: satangToDecimalString(i.amount),
  lines: i.lines.map((l) => ({
    from: l.from,
    to: l.to,
    days: l.days,
    principal: satangToDecimalString(l.principal),
    ratePerYear: l.ratePerYear,
    amount: satangToDecimalString(l.amount),
  })),
});

const vatOf = (amount: number, ratePermille: number) =>
  ratePermille > 0 ? vatExclusive(amount, ratePermille).vat : 0;

/**
 * 'เงินเพิ่ม IN690100001 (01/02/2569-28/02/2569)': stored in Thai (the default), dates in the Buddhist era; English
 * screens and documents read it back in English (lineDescription of the invoices module).
 */
const lineDescription = (p: PlannedInvoice) =>
  surchargeLineText(p.invoice.invoiceNo ?? '', p.from, p.to, 'th');

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
      // Invoices paid in full late are read apart (from the receipts), in both forms.
      const [type, detailed, customers, paidLate] = await Promise.all([
        repo.surchargeExpenseType(db, propertyId),
        unitIds ? repo.overdueInvoices(db, propertyId, asOf, unitIds) : null,
        expensesRepo.billedCustomers(db, propertyId, unitIds?.[0]),
        repo.paidLateInvoices(db, propertyId, asOf, unitIds, settings.graceDays),
      ]);
      const detail = detailed ? plan([...detailed, ...paidLate], settings, asOf) : null;
      const planned: PlannedUnit<repo.OverdueDue>[] =
        detail ?? plan([...(await repo.overdueByUnit(db, propertyId, asOf)), ...paidLate], settings, asOf);
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
          invoices: (detail?.find((d) => d.unitId === u.unitId)?.invoices ?? []).map(invoiceDetail),
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
          // The units' read-through days first, their rows locked until this run commits: the receipts dated after
          // them are read below; this run's day is recorded once it has read them.
          await repo.ensureThrough(tx, propertyId, unitIds);
          const readFrom = await repo.lockThrough(tx, propertyId, unitIds);
          // Lock what may be charged, then read it again: a run that waited finds the days charged meanwhile.
          const read = async () => [
            ...(await repo.overdueInvoices(tx, propertyId, input.asOf, unitIds)),
            ...(await repo.paidLateInvoices(
              tx,
              propertyId,
              input.asOf,
              unitIds,
              settings.graceDays,
              readFrom,
            )),
          ];
          const locked = await repo.lockInvoices(
            tx,
            (await read()).map((o) => o.invoiceId),
          );
          const overdue = (await read()).filter((o) => locked.has(o.invoiceId));
          // Every payment of these units dated up to asOf is now charged (or charges nothing).
          await repo.recordThrough(tx, propertyId, unitIds, input.asOf);
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
              u.invoices.flatMap((i) =>
                chargeRows(i).map((row) => ({
                  propertyId,
                  invoiceId: i.invoice.invoiceId,
                  chargedFrom: row.from,
                  chargedTo: row.to,
                  principal: satangToDecimalString(row.principal),
                  amount: satangToDecimalString(row.amount),
                  surchargeInvoiceId: written[n]!.id,
                })),
              ),
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
