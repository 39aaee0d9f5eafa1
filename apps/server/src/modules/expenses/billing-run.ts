import { satangToDecimalString, type ErrorCode, type MissingMeterChoice } from '@suanklang/shared';
import { eq, sql } from 'drizzle-orm';
import { audit } from '../../platform/audit';
import type { Db } from '../../platform/db/client';
import { rootMessage } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import { jobProgress } from '../../platform/jobs';
import { accountMapOf, ledgerError } from '../ledger';
import { billingRun, customerSnapshot, writeInvoices, type InvoiceDraft } from '../invoices';
import { planBilling } from './billing-plan';
import * as repo from './expenses.repository';

const BATCH = 1000;
/** The tables a billing run grows, whose rows its foreign-key checks look up. */
const GROWN_TABLES = ['journal_entry', 'journal_line', 'invoice', 'invoice_line', 'billed_charge'];

/** What runs failed by a restart were marked with before the code (shown as the code). */
export const INTERRUPTED_TEXT = 'interrupted by a restart';

/**
 * At start-up: runs this server had left RUNNING when it stopped rolled back with it, so they are marked FAILED
 * with EX006, whose message tells the user to run the month again (one server per database; with replicas, a
 * run's owner would have to be recorded first).
 */
export async function failInterruptedRuns(db: Db): Promise<void> {
  const error: ErrorCode = 'EX006';
  await db
    .update(billingRun)
    .set({ status: 'FAILED', error, finishedAt: new Date() })
    .where(eq(billingRun.status, 'RUNNING'));
}

export type RunRequest = {
  runId: string;
  propertyId: string;
  userId: string;
  month: string;
  invoiceDate: string;
  dueDate: string;
  missingMeter?: MissingMeterChoice | undefined;
};

/**
 * Generates a month's invoices in ONE transaction: every unit's unbilled charges become one issued invoice with
 * its journal, or, if anything fails, nothing at all. The billed-charge keys make a re-run (or a second run at
 * the same time) bill nothing twice. Progress is published per batch for the progress bar.
 */
export async function executeBillingRun(db: Db, req: RunRequest): Promise<void> {
  try {
    const outcome = await db.transaction(async (tx) => {
      const { plans, warnings } = await planBilling(tx, req.propertyId, req.month, 'th', {
        missingMeter: req.missingMeter,
      });
      // Units without a reading are billed only as the user chose (the screen asks before the run starts).
      if (!req.missingMeter && warnings.some((w) => w.code === 'MISSING_METER')) throw new AppError('EX007');
      const drafts: InvoiceDraft[] = plans.flatMap((p) => {
        const lines = p.charges.filter((c) => !c.billed);
        if (!p.customer || lines.length === 0) return [];
        return [
          {
            source: 'BILLING' as const,
            unitId: p.unit.id,
            customer: customerSnapshot(p.customer),
            invoiceDate: req.invoiceDate,
            dueDate: req.dueDate,
            billingMonth: req.month,
            billingRunId: req.runId,
            lines,
          },
        ];
      });
      jobProgress.set(req.runId, 0, drafts.length);
      const accountMap = await accountMapOf(tx, req.propertyId);
      // The run writes thousands of rows into tables its own foreign-key checks read (one lookup per row). Those
      // lookups keep cached plans (re-planning each one was most of a run's time), and the tables the run grows
      // are analysed once the first batch is in, so the plans cached from then on are index lookups even on a
      // database whose statistics were stale or missing (the ledger's own guards plan each call themselves).
      await tx.execute(sql`set local plan_cache_mode = auto`);
      let grandTotal = 0;
      for (let i = 0; i < drafts.length; i += BATCH) {
        const batch = drafts.slice(i, i + BATCH);
        await writeInvoices(tx, req.propertyId, req.userId, batch, { issue: true, accountMap });
        for (const d of batch) for (const l of d.lines) grandTotal += l.amountExcludeVat + l.vat;
        jobProgress.set(req.runId, Math.min(i + BATCH, drafts.length), drafts.length);
        if (i === 0 && drafts.length > BATCH) await tx.execute(sql.raw(`analyze ${GROWN_TABLES.join(', ')}`));
      }
      const result = {
        unitCount: drafts.length,
        invoiceCount: drafts.length,
        grandTotal: satangToDecimalString(grandTotal),
        warningCount: warnings.length,
      };
      await repo.updateRun(tx, req.runId, { status: 'DONE', ...result, finishedAt: new Date() });
      await audit(tx, {
        userId: req.userId,
        propertyId: req.propertyId,
        action: 'billing.run',
        entity: 'billing_run',
        entityId: req.runId,
        after: { month: req.month, invoiceDate: req.invoiceDate, dueDate: req.dueDate, ...result },
      });
      return result;
    });
    return void outcome;
  } catch (error) {
    const known = error instanceof AppError ? error : ledgerError(error);
    await repo.updateRun(db, req.runId, {
      status: 'FAILED',
      error: known ? known.code : rootMessage(error).slice(0, 1000),
      finishedAt: new Date(),
    });
  } finally {
    jobProgress.clear(req.runId);
  }
}
