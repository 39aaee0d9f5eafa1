import { satangToDecimalString, type ErrorCode, type MissingMeterChoice } from '@suanklang/shared';
import { and, eq, lt, sql } from 'drizzle-orm';
import { audit } from '../../platform/audit';
import type { Db } from '../../platform/db/client';
import { rootMessage } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import { jobProgress, type JobQueue } from '../../platform/jobs';
import { accountMapOf, ledgerError } from '../ledger';
import { billingRun, customerSnapshot, writeInvoices, type InvoiceDraft } from '../invoices';
import { planBilling } from './billing-plan';
import * as repo from './expenses.repository';

const BATCH = 1000;
/** The tables a billing run grows, whose rows its foreign-key checks look up. */
const GROWN_TABLES = ['journal_entry', 'journal_line', 'invoice', 'invoice_line', 'billed_charge'];

/** What runs failed by a restart were marked with before the code (shown as the code). */
export const INTERRUPTED_TEXT = 'interrupted by a restart';

/** The job a billing run is worked as (its id is the run's). */
export const BILLING_JOB = 'billing-run';

/**
 * At start-up of the embedded database (one process): runs this server had left RUNNING when it stopped rolled
 * back with it, so they are marked FAILED with EX006, whose message tells the user to run the month again.
 */
export async function failInterruptedRuns(db: Db): Promise<void> {
  const error: ErrorCode = 'EX006';
  await db
    .update(billingRun)
    .set({ status: 'FAILED', error, finishedAt: new Date() })
    .where(eq(billingRun.status, 'RUNNING'));
}

/**
 * At start-up: on the embedded database every RUNNING run was this process's and died with it. On PostgreSQL
 * another instance may be working a run, and a run whose instance died is retried by the queue, so only a run
 * the queue no longer holds (started before the queue existed, or its job lost) is marked FAILED; runs younger
 * than a minute are left alone, their job may be being sent.
 */
export async function recoverInterruptedRuns(db: Db, jobs: JobQueue): Promise<void> {
  if (jobs.kind === 'in-process') return failInterruptedRuns(db);
  const running = await db
    .select({ id: billingRun.id })
    .from(billingRun)
    .where(and(eq(billingRun.status, 'RUNNING'), lt(billingRun.createdAt, new Date(Date.now() - 60_000))));
  for (const { id } of running) if (!(await jobs.pending(BILLING_JOB, id))) await giveUpRun(db, id);
}

/** A run the queue gave up (its instances died on every attempt): FAILED with EX006, unless it finished. */
async function giveUpRun(db: Db, runId: string): Promise<void> {
  const error: ErrorCode = 'EX006';
  await db
    .update(billingRun)
    .set({ status: 'FAILED', error, finishedAt: new Date() })
    .where(and(eq(billingRun.id, runId), eq(billingRun.status, 'RUNNING')));
}

/**
 * Registers the billing run's job. On PostgreSQL the instance that takes it records itself as the run's worker
 * and writes the progress to the run's row through a connection of its own, outside the run's transaction, so
 * any instance answers a progress poll; on the embedded database the one connection is the transaction's, so
 * the progress stays in this process's memory (the only process there is).
 */
export async function defineBillingJob(db: Db, jobs: JobQueue): Promise<void> {
  await jobs.define<RunRequest>(
    BILLING_JOB,
    async (req) => {
      if (jobs.kind === 'in-process') return executeBillingRun(db, req);
      const claimed = await db
        .update(billingRun)
        .set({ worker: jobs.worker, progressDone: null, progressTotal: null })
        .where(and(eq(billingRun.id, req.runId), eq(billingRun.status, 'RUNNING')))
        .returning({ id: billingRun.id });
      // Finished already (an attempt that completed the run but died before the queue heard of it).
      if (claimed.length === 0) return;
      await executeBillingRun(db, req, {
        progress: (done, total) =>
          db
            .update(billingRun)
            .set({ progressDone: done, progressTotal: total })
            .where(eq(billingRun.id, req.runId))
            .then(
              () => undefined,
              // A progress bar that lags is no reason to fail the run.
              () => undefined,
            ),
      });
    },
    { onGiveUp: (req) => giveUpRun(db, req.runId) },
  );
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
 * the same time) bill nothing twice; a second attempt at the same run (a retry while the first is still rolling
 * back) waits for the first and does nothing once the run is finished. Progress is published per batch for
 * the progress bar (in this process's memory unless told where).
 */
export async function executeBillingRun(
  db: Db,
  req: RunRequest,
  opts: { progress?: (done: number, total: number) => Promise<void> } = {},
): Promise<void> {
  const progress =
    opts.progress ?? (async (done: number, total: number) => jobProgress.set(req.runId, done, total));
  try {
    const outcome = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${req.runId}, 0))`);
      const [current] = await tx
        .select({ status: billingRun.status })
        .from(billingRun)
        .where(eq(billingRun.id, req.runId));
      if (current?.status !== 'RUNNING') return null;
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
      await progress(0, drafts.length);
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
        await progress(Math.min(i + BATCH, drafts.length), drafts.length);
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
    // Unless another attempt finished the run meanwhile.
    await db
      .update(billingRun)
      .set({
        status: 'FAILED',
        error: known ? known.code : rootMessage(error).slice(0, 1000),
        finishedAt: new Date(),
      })
      .where(and(eq(billingRun.id, req.runId), eq(billingRun.status, 'RUNNING')));
  } finally {
    jobProgress.clear(req.runId);
  }
}
