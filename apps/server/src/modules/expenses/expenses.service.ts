import {
  satangToDecimalString,
  type ApplyBody,
  type BillingRunRow,
  type BillingSummary,
  type BillingTypeRow,
  type BillingCycle,
  type CalcKind,
  type ExpenseCategory,
} from '@suanklang/shared';
import { audit } from '../../platform/audit';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { jobProgress, type JobQueue } from '../../platform/jobs';
import type { scoped } from '../../platform/request-context';
import { customerNameOf } from '../customers';
import { expenseTypeName } from '../invoices';
import { planBilling } from './billing-plan';
import { BILLING_JOB, INTERRUPTED_TEXT, type RunRequest } from './billing-run';
import * as repo from './expenses.repository';

type Actor = ReturnType<typeof scoped>;
type RunRecord = NonNullable<Awaited<ReturnType<typeof repo.findRun>>>;

function runRow({ run, createdBy }: RunRecord): BillingRunRow {
  // In this process's memory on the embedded database, in the run's row on PostgreSQL (any instance's run).
  const live =
    jobProgress.get(run.id) ??
    (run.progressTotal === null ? null : { done: run.progressDone ?? 0, total: run.progressTotal });
  const status = run.status === 'DONE' || run.status === 'FAILED' ? run.status : 'RUNNING';
  return {
    runId: run.id,
    month: run.month,
    invoiceDate: run.invoiceDate,
    dueDate: run.dueDate,
    status,
    done: status === 'RUNNING' ? (live?.done ?? 0) : run.unitCount,
    unitCount: status === 'RUNNING' ? (live?.total ?? 0) : run.unitCount,
    invoiceCount: run.invoiceCount,
    grandTotal: run.grandTotal,
    warningCount: run.warningCount,
    // Runs failed by a restart before the code existed carry its old English text.
    error: run.error === INTERRUPTED_TEXT ? 'EX006' : run.error,
    createdBy,
    createdDate: run.createdAt.toISOString(),
    finishedDate: run.finishedAt?.toISOString() ?? null,
  };
}

/** The billing run is a job of the queue (the caller registers its handler: defineBillingJob). */
export function createExpensesService(db: Db, jobs: JobQueue) {
  return {
    async types(actor: Actor): Promise<BillingTypeRow[]> {
      const types = await repo.activeExpenseTypes(db, actor.property.id);
      return types.map((t) => ({
        expenseTypeCode: t.code,
        expenseTypeDescription: expenseTypeName(t, actor.lang),
        category: t.category as ExpenseCategory,
        calcKind: t.calcKind as CalcKind,
        billingCycle: t.billingCycle as BillingCycle,
        meterTypeCode: t.meterTypeCode,
        meterDigits: t.calcKind === 'METER' ? t.meterDigits : null,
        rate: t.rate,
      }));
    },

    async factors(actor: Actor, expenseTypeCode: string) {
      const t = await repo.findExpenseTypeByCode(db, actor.property.id, expenseTypeCode);
      if (!t) throw new AppError('EX003');
      return (await repo.factors(db, actor.property.id, t.id)).map((f) => ({
        unitCode: f.unitCode,
        factor: f.factor,
      }));
    },

    async saveFactor(actor: Actor, input: { expenseTypeCode: string; unitCode: string; factor: string }) {
      const propertyId = actor.property.id;
      await db.transaction(async (tx) => {
        const t = await repo.findExpenseTypeByCode(tx, propertyId, input.expenseTypeCode);
        const u = await repo.findUnitByCode(tx, propertyId, input.unitCode);
        if (!t || !u) throw new AppError('EX003');
        await repo.upsertFactor(tx, { propertyId, unitId: u.id, expenseTypeId: t.id, factor: input.factor });
        await audit(tx, {
          userId: actor.user.id,
          propertyId,
          action: 'factor.save',
          entity: 'expense_factor',
          entityId: u.id,
          after: input,
        });
      });
      return { unitCode: input.unitCode.toUpperCase(), factor: input.factor };
    },

    async summary(actor: Actor, month: string): Promise<BillingSummary> {
      const { plans, warnings } = await planBilling(db, actor.property.id, month, actor.lang);
      const byType = new Map<
        string,
        { expenseTypeCode: string; expenseTypeDescription: string; unitCount: number; total: number }
      >();
      let grandTotal = 0;
      let unitCount = 0;
      const units = plans.map((p) => {
        const open = p.charges.filter((c) => !c.billed);
        const total = open.reduce((s, c) => s + c.amountExcludeVat + c.vat, 0);
        if (open.length > 0 && p.customer) {
          unitCount += 1;
          grandTotal += total;
          for (const c of open) {
            const t = byType.get(c.expenseTypeCode) ?? {
              expenseTypeCode: c.expenseTypeCode,
              expenseTypeDescription: c.expenseTypeDescription,
              unitCount: 0,
              total: 0,
            };
            t.unitCount += 1;
            t.total += c.amountExcludeVat + c.vat;
            byType.set(c.expenseTypeCode, t);
          }
        }
        return {
          unitCode: p.unit.code,
          customerCode: p.customer?.code ?? null,
          customerName: p.customer ? customerNameOf(p.customer, actor.lang) : null,
          charges: p.charges.map((c) => ({
            expenseTypeCode: c.expenseTypeCode,
            expenseTypeDescription: c.expenseTypeDescription,
            billingStart: c.cycleStart,
            billingEnd: c.cycleEnd,
            quantity: c.quantity ?? '',
            amountExcludeVat: satangToDecimalString(c.amountExcludeVat),
            vat: satangToDecimalString(c.vat),
            grandTotal: satangToDecimalString(c.amountExcludeVat + c.vat),
            billed: c.billed,
          })),
          grandTotal: satangToDecimalString(total),
        };
      });
      return {
        month,
        units,
        byExpenseType: [...byType.values()].map(({ total, ...t }) => ({
          ...t,
          grandTotal: satangToDecimalString(total),
        })),
        unitCount,
        grandTotal: satangToDecimalString(grandTotal),
        warnings,
      };
    },

    /** Starts the month's billing run in the background and answers at once with its row. */
    async apply(
      actor: Actor,
      body: ApplyBody & { month: string; invoiceDate: string; dueDate: string },
    ): Promise<BillingRunRow> {
      const propertyId = actor.property.id;
      if (await repo.runningRun(db, propertyId)) throw new AppError('EX001');
      const run = await repo.insertRun(db, {
        propertyId,
        month: body.month,
        invoiceDate: body.invoiceDate,
        dueDate: body.dueDate,
        status: 'RUNNING',
        missingMeter: body.missingMeter ?? null,
        createdBy: actor.user.id,
      });
      const request: RunRequest = {
        runId: run.id,
        propertyId,
        userId: actor.user.id,
        month: body.month,
        invoiceDate: body.invoiceDate,
        dueDate: body.dueDate,
        missingMeter: body.missingMeter,
      };
      try {
        await jobs.send(BILLING_JOB, run.id, request);
      } catch (error) {
        await repo.updateRun(db, run.id, { status: 'FAILED', error: 'EX006', finishedAt: new Date() });
        throw error;
      }
      const found = await repo.findRun(db, propertyId, run.id);
      return runRow(found!);
    },

    async run(actor: Actor, runId: string): Promise<BillingRunRow> {
      const found = await repo.findRun(db, actor.property.id, runId);
      if (!found) throw new AppError('EX005');
      return runRow(found);
    },

    async runs(
      actor: Actor,
      q: { month?: string | undefined; status?: string | undefined; page: number; pageSize: number },
    ) {
      const { rows, total } = await repo.searchRuns(db, actor.property.id, q, q);
      return { rows: rows.map(runRow), paging: { page: q.page, pageSize: q.pageSize, total } };
    },

    /** Resolves when every run this process is working has finished. */
    async drain(): Promise<void> {
      await jobs.drain();
    },
  };
}
export type ExpensesService = ReturnType<typeof createExpensesService>;
