import {
  ERRORS,
  EXPENSE_CATEGORIES,
  errorMessage,
  formatThaiDate,
  INVOICE_IMPORT_ERROR_COLUMN,
  INVOICE_IMPORT_MAX_ROWS,
  invoiceImportColumns,
  isMessageKey,
  ruleMessage,
  satangToDecimalString,
  type ErrorCode,
  type FieldError,
  type InvoiceImportColumn,
  type InvoiceImportCommitOutcome,
  type InvoiceImportIssue,
  type InvoiceImportKind,
  type InvoiceImportResult,
  type InvoiceImportRow,
  type InvoiceImportStatus,
  type Lang,
  oneOf,
} from '@suanklang/shared';
import { accountOf, type AccountMap } from '@suanklang/accounting';
import { and, eq, sql } from 'drizzle-orm';
import { audit } from '../../platform/audit';
import { bangkokToday } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/client';
import { constraintName, isUniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import { jobProgress, type JobQueue } from '../../platform/jobs';
import type { ImportRow } from '../../platform/files/table-import';
import type { scoped } from '../../platform/request-context';
import { customerSnapshot, ONE_TIME_KEY } from '../expenses';
import { writeInvoices, type InvoiceDraft } from '../invoices';
import { accountMapOf, ledgerError } from '../ledger';
import { COLUMN_INFO, columnDescription, requiredColumns } from './columns';
import * as repo from './invoice-import.repository';
import { invoiceImport, type StoredIssue } from './invoice-import.schema';
import { parseRow, type ParsedRow } from './parse';
import { writeWorkbook } from './workbook';

type Actor = ReturnType<typeof scoped>;
type Cells = Record<string, string>;
type Input = { rowNo: number; values: Cells };
type Resolved = { unitId: string; type: repo.ImportExpenseType; customer: repo.Occupant; cycleKey: string };
type Checked = Input & { row: ParsedRow; issues: StoredIssue[]; resolved: Resolved | null };
export type CommitOutcome = { committed: InvoiceImportCommitOutcome } | { refused: InvoiceImportResult };

const OWNER_RANK: Record<string, number> = { OWNER: 0, CO_OWNER: 1, TENANT: 2 };
const OVERDUE_REMARK = 'ยอดหนี้ค้างชำระยกมา / Overdue balance brought forward';
const TEMPLATE_SHEET: Record<InvoiceImportKind, Record<Lang, string>> = {
  OVERDUE: { th: 'ยอดหนี้ค้างชำระ', en: 'Overdue debts' },
  OPENING: { th: 'ยอดหนี้ยกมา', en: 'Opening debts' },
  SAP: { th: 'SAP', en: 'SAP' },
};
const OPENING_REMARK = 'ยอดหนี้ยกมาเริ่มใช้ระบบ / Opening debt at go-live';

// ----- reading the file -----

/** Strips what PostgreSQL text and jsonb cannot hold (NUL) and the spaces around each cell. */
const clean = (text: string) => text.replaceAll('\u0000', '').trim();

/**
 * The file's rows keyed by the template's column names (headers are matched without regard to case). A header
 * that is not a column of the kind, or a missing required column, refuses the file (IN012): a misspelt "vat"
 * column must not silently import every debt without VAT. The error file's own column is allowed, so a fixed
 * error file can be uploaded as it is.
 */
export function mapColumns(kind: InvoiceImportKind, table: ImportRow[], lang: Lang): Input[] {
  if (table.length === 0 || table.length > INVOICE_IMPORT_MAX_ROWS) throw new AppError('IN013');
  const known = new Map<string, InvoiceImportColumn>(
    invoiceImportColumns(kind).map((c) => [c.toLowerCase(), c]),
  );
  const headers = Object.keys(table[0]!.values).filter((h) => clean(h) !== '');
  const fields: FieldError[] = [];
  const byHeader = new Map<string, InvoiceImportColumn>();
  for (const h of headers) {
    const column = known.get(clean(h).toLowerCase());
    if (column) byHeader.set(h, column);
    else if (clean(h).toLowerCase() !== INVOICE_IMPORT_ERROR_COLUMN)
      fields.push({
        path: clean(h),
        rule: 'unrecognizedKeys',
        message: ruleMessage(lang, 'unrecognizedKeys'),
      });
  }
  const present = new Set(byHeader.values());
  for (const c of requiredColumns(kind))
    if (!present.has(c)) fields.push({ path: c, rule: 'required', message: ruleMessage(lang, 'required') });
  if (fields.length > 0) throw new AppError('IN012', fields);
  return table.map((r) => {
    const values: Cells = {};
    for (const [h, column] of byHeader) values[column] = clean(r.values[h] ?? '');
    return { rowNo: r.rowNo, values };
  });
}

// ----- messages -----

function issueText(issue: StoredIssue, lang: Lang): string {
  if (isMessageKey(issue.key)) return ruleMessage(lang, issue.key, issue.params ?? {});
  if (Object.hasOwn(ERRORS, issue.key)) return errorMessage(issue.key as ErrorCode, lang);
  return ruleMessage(lang, 'invalid');
}

function issuesOut(issues: StoredIssue[], lang: Lang): InvoiceImportIssue[] {
  return issues.map((i) => ({ column: i.column, code: i.key, message: issueText(i, lang) }));
}

/** The row as the screen lists it: what could be read, else the text as it was in the file. */
function rowOut(kind: InvoiceImportKind, r: repo.ImportRowInsert, lang: Lang): InvoiceImportRow {
  const v = r.values;
  return {
    rowNo: r.rowNo,
    unitCode: r.unitCode ?? v.unitCode ?? '',
    expenseType: r.expenseTypeCode ?? v.expenseType ?? '',
    invoiceDate: r.invoiceDate ?? v.invoiceDate ?? '',
    dueDate: r.dueDate ?? (v.dueDate || v.invoiceDueDate || ''),
    billingMonth: r.billingMonth ?? null,
    amountExcludeVat: r.amountExcludeVat ?? v.amountExcludeVat ?? '',
    vat: r.vat ?? (v.vat || (r.amountExcludeVat ? '0.00' : '')),
    grandTotal: r.grandTotal ?? (v.grandTotal || null),
    invoiceNoSap: kind === 'SAP' ? (r.referenceNo ?? v.invoiceNoSap ?? '') : null,
    errors: issuesOut(r.errors, lang),
  };
}

function resultOut(batch: repo.ImportRecord, rows: repo.ImportRowInsert[], lang: Lang): InvoiceImportResult {
  const kind = batch.kind as InvoiceImportKind;
  return {
    uploadId: batch.id,
    kind,
    status: batch.status as InvoiceImportStatus,
    fileName: batch.fileName,
    rowCount: batch.rowCount,
    errorCount: batch.errorCount,
    grandTotal: batch.grandTotal,
    rows: rows.map((r) => rowOut(kind, r, lang)),
  };
}

/** What is stored of a checked row: its cells, what they mean, its problems. */
function stored(importId: string, propertyId: string, c: Checked): repo.ImportRowInsert {
  const money = (n: number | null) => (n === null ? null : satangToDecimalString(n));
  return {
    importId,
    rowNo: c.rowNo,
    propertyId,
    values: c.values,
    errors: c.issues,
    unitCode: c.row.unitCode,
    expenseTypeCode: c.row.expenseTypeCode,
    ownerType: c.row.ownerType,
    invoiceDate: c.row.invoiceDate,
    dueDate: c.row.dueDate,
    billingMonth: c.row.billingMonth,
    cycleStart: c.row.cycleStart,
    cycleEnd: c.row.cycleEnd,
    meterCode: c.row.meterCode,
    previousMeter: c.row.previousMeter,
    currentMeter: c.row.currentMeter,
    amountExcludeVat: money(c.row.amountExcludeVat),
    vat: money(c.row.amountExcludeVat === null ? null : c.row.vat),
    grandTotal: money(c.row.grandTotal),
    referenceNo: c.row.referenceNo,
    invoiceId: null,
  };
}

// ----- checking the rows -----

/**
 * Reads every row and checks it against the property: unit, expense type, customer, VAT registration, closed
 * periods, charges already on an invoice (billed_charge: a billing run's or an earlier import's), SAP numbers
 * already imported, and duplicates within the file. Runs one query after the other (inside a transaction they
 * share one connection).
 */
async function checkRows(
  tx: Executor,
  actor: Committer,
  kind: InvoiceImportKind,
  inputs: Input[],
): Promise<Checked[]> {
  const propertyId = actor.property.id;
  const today = bangkokToday();
  const parsed = inputs.map((i) => ({
    ...i,
    ...parseRow(kind, i.values, { propertyCode: actor.property.code, today }),
  }));

  const units = new Map((await repo.allUnits(tx, propertyId)).map((u) => [u.code, u]));
  const types = new Map((await repo.allExpenseTypes(tx, propertyId)).map((t) => [t.code, t]));
  const occupants = new Map<string, repo.Occupant[]>();
  for (const o of await repo.currentOccupants(tx, propertyId))
    occupants.set(o.unitId, [...(occupants.get(o.unitId) ?? []), o]);
  const vatRegistered = await repo.isVatRegistered(tx, propertyId);
  const closed = await repo.closedPeriods(tx, propertyId);
  const cycleKeyOf = (t: repo.ImportExpenseType, cycleStart: string) =>
    t.billingCycle === 'ONE_TIME' ? ONE_TIME_KEY : cycleStart;
  const keys = new Set<string>([ONE_TIME_KEY]);
  for (const p of parsed) if (p.row.cycleStart) keys.add(p.row.cycleStart);
  const billed = await repo.billedKeys(tx, propertyId, [...keys]);
  const refs = parsed.flatMap((p) => (p.row.referenceNo ? [p.row.referenceNo] : []));
  const imported = await repo.importedReferences(tx, propertyId, [...new Set(refs)]);

  const seenCharges = new Set<string>();
  const seenRefs = new Set<string>();
  return parsed.map((p) => {
    const { row } = p;
    const issues = [...p.issues];
    const note = (
      column: InvoiceImportColumn | null,
      key: string,
      params?: Record<string, string | number>,
    ) => issues.push(params ? { column, key, params } : { column, key });

    const u = row.unitCode ? units.get(row.unitCode) : undefined;
    if (row.unitCode && !u) note('unitCode', 'UN002');
    else if (u && u.active !== 'Y') note('unitCode', 'UN009');
    const t = row.expenseTypeCode ? types.get(row.expenseTypeCode) : undefined;
    if (row.expenseTypeCode && (!t || t.active !== 'Y')) note('expenseType', 'IN006');
    if (t && t.active === 'Y' && row.meterCode && t.meterTypeCode !== row.meterCode)
      note('meterCode', 'oneOf');

    let customer: repo.Occupant | undefined;
    if (u && u.active === 'Y') {
      const list = occupants.get(u.id) ?? [];
      if (row.ownerType) {
        customer = list.find((o) => o.ownerType === row.ownerType);
        if (!customer) note('ownerType', 'IN020');
      } else {
        customer = [...list].sort(
          (a, b) => (OWNER_RANK[a.ownerType] ?? 3) - (OWNER_RANK[b.ownerType] ?? 3),
        )[0];
        if (!customer) note('unitCode', 'IN004');
      }
    }
    if (kind === 'OPENING' && row.vat !== null && row.vat > 0) note('vat', 'IN021');
    else if (!vatRegistered && row.vat !== null && row.vat > 0) note('vat', 'max_value', { max: '0.00' });
    if (row.invoiceDate && closed.has(row.invoiceDate.slice(0, 7))) note('invoiceDate', 'GL001');

    let cycleKey: string | null = null;
    if (u && t && t.active === 'Y' && row.cycleStart) {
      cycleKey = cycleKeyOf(t, row.cycleStart);
      const key = `${u.id}/${t.id}/${cycleKey}`;
      if (billed.has(key)) note('expenseType', 'IN018');
      else if (seenCharges.has(key)) note('expenseType', 'uniqueValue');
      seenCharges.add(key);
    }
    if (row.referenceNo) {
      if (imported.has(row.referenceNo)) note('invoiceNoSap', 'IN018');
      else if (seenRefs.has(row.referenceNo)) note('invoiceNoSap', 'uniqueValue');
      seenRefs.add(row.referenceNo);
    }
    const resolved =
      issues.length === 0 && u && t && customer && cycleKey
        ? { unitId: u.id, type: t, customer, cycleKey }
        : null;
    // Every way a row can fail to resolve notes a reason above; this keeps a row without one from being committed.
    if (issues.length === 0 && !resolved) note(null, 'invalid');
    return { rowNo: p.rowNo, values: p.values, row, issues, resolved };
  });
}

/**
 * The invoice of a row. Opening debts (OPENING) credit the opening balances clearing account instead of the expense
 * type's income: the income was the previous system's, and the receivables of the opening trial balance were posted
 * to that account, so the two meet there.
 */
function draftOf(kind: InvoiceImportKind, c: Checked, accountMap: AccountMap): InvoiceDraft {
  const { row } = c;
  const r = c.resolved!;
  const category = oneOf(EXPENSE_CATEGORIES, r.type.category, 'OTHER');
  return {
    source: kind === 'OPENING' ? 'OPENING' : 'IMPORT',
    unitId: r.unitId,
    customer: customerSnapshot(r.customer),
    invoiceDate: row.invoiceDate!,
    dueDate: row.dueDate!,
    billingMonth: row.billingMonth!,
    remark:
      kind === 'SAP'
        ? `SAP ${row.referenceNo!}${row.originalNo ? ` (${row.originalNo})` : ''}`
        : kind === 'OPENING'
          ? OPENING_REMARK
          : OVERDUE_REMARK,
    lines: [
      {
        expenseTypeId: r.type.id,
        category,
        incomeAccountCode:
          kind === 'OPENING' ? accountOf(accountMap, 'OPENING_CLEARING') : r.type.incomeAccountCode,
        description: row.description ?? r.type.nameTh,
        cycleStart: row.cycleStart!,
        cycleEnd: row.cycleEnd!,
        quantity: null,
        unitPrice: null,
        previousMeter: row.previousMeter,
        currentMeter: row.currentMeter,
        amountExcludeVat: row.amountExcludeVat!,
        vat: row.vat ?? 0,
        // Reserves the charge, so a billing run (or another import) never bills it again.
        billedKey: { unitId: r.unitId, cycleStart: r.cycleKey },
      },
    ],
  };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The file name for Content-Disposition: without path or control characters. */
function baseName(fileName: string): string {
  const name = [...fileName.replace(/\.[^.]*$/, '')]
    .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '_' : c))
    .join('');
  return name.slice(0, 80) || 'import';
}

/** A charge already billed, or a SAP number already imported: the unique keys that say so. */
const TAKEN_GUARDS = new Set([
  'billed_charge_unit_id_expense_type_id_cycle_start_pk',
  'invoice_import_row_reference',
]);

/** The job that commits a batch (its id is the batch's). */
export const INVOICE_IMPORT_JOB = 'invoice-import';
/** How often a waiting submit looks at its commit. */
const COMMIT_POLL_MS = 100;
/** Rows written between two progress reports. */
const COMMIT_BATCH = 1000;
/** The tables a large commit grows, whose rows its foreign-key checks look up (as a billing run's). */
const GROWN_TABLES = ['journal_entry', 'journal_line', 'invoice', 'invoice_line', 'billed_charge'];

type CommitJob = { importId: string; propertyId: string; propertyCode: string; userId: string };
/** Whose rows a check reads: the property (an Actor, or a commit's job). */
type Committer = { property: { id: string; code: string } };

/** What a submitted batch answers now: its invoices, its progress, its refused rows, or why its commit stopped. */
async function outcomeOfBatch(db: Db, batch: repo.ImportRecord, lang: Lang): Promise<CommitOutcome> {
  switch (batch.status) {
    case 'COMMITTED': {
      const invoices = (await repo.committedInvoices(db, batch.id)).map((i) => ({
        ...i,
        invoiceNo: i.invoiceNo ?? '',
      }));
      return {
        committed: {
          uploadId: batch.id,
          status: 'COMMITTED',
          invoiceCount: batch.invoiceCount,
          grandTotal: batch.grandTotal,
          invoices,
        },
      };
    }
    case 'COMMITTING': {
      // In this process's memory on the embedded database, in the batch's row on PostgreSQL.
      const live =
        jobProgress.get(batch.id) ??
        (batch.progressTotal === null ? null : { done: batch.progressDone ?? 0, total: batch.progressTotal });
      return {
        committed: {
          uploadId: batch.id,
          status: 'COMMITTING',
          done: live?.done ?? 0,
          total: live?.total ?? batch.rowCount,
        },
      };
    }
    case 'FAILED':
      return { refused: resultOut(batch, await repo.rowsOf(db, batch.id), lang) };
    default:
      throw new AppError((batch.error as ErrorCode | null) ?? 'IN022');
  }
}

/**
 * Issues one invoice per row of a COMMITTING batch, all or nothing, in one transaction under a lock on the batch
 * (a retried job waits for an attempt still rolling back, then finds the batch done and does nothing). The rows
 * are checked again against the data as it is now (a unit sold, a period closed, the same debts committed from
 * another file meanwhile): if any is wrong now, the batch becomes FAILED with the new reasons and nothing is
 * issued. A commit that fails as a whole leaves the batch VALIDATED with the error, to be committed again.
 */
async function commitBatch(
  db: Db,
  job: CommitJob,
  progress: (done: number, total: number) => Promise<void>,
): Promise<void> {
  const { importId, propertyId } = job;
  const committer: Committer = { property: { id: propertyId, code: job.propertyCode } };
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${importId}, 0))`);
      const batch = await repo.findImport(tx, propertyId, importId);
      if (batch?.status !== 'COMMITTING') return;
      const kind = batch.kind as InvoiceImportKind;
      const rows = await repo.rowsOf(tx, batch.id);
      const checked = await checkRows(
        tx,
        committer,
        kind,
        rows.map((r) => ({ rowNo: r.rowNo, values: r.values })),
      );
      const errorCount = checked.filter((c) => c.issues.length > 0).length;
      if (errorCount > 0) {
        await repo.setRowErrors(
          tx,
          batch.id,
          checked.map((c) => ({ rowNo: c.rowNo, errors: c.issues })),
        );
        await repo.updateImport(tx, batch.id, { status: 'FAILED', errorCount });
        return;
      }

      const accountMap = await accountMapOf(tx, propertyId);
      const drafts = checked.map((c) => draftOf(kind, c, accountMap));
      await progress(0, drafts.length);
      await tx.execute(sql`set local plan_cache_mode = auto`);
      const written: Awaited<ReturnType<typeof writeInvoices>> = [];
      for (let i = 0; i < drafts.length; i += COMMIT_BATCH) {
        const part = drafts.slice(i, i + COMMIT_BATCH);
        written.push(...(await writeInvoices(tx, propertyId, job.userId, part, { issue: true, accountMap })));
        await progress(Math.min(i + COMMIT_BATCH, drafts.length), drafts.length);
        if (i === 0 && drafts.length > COMMIT_BATCH)
          await tx.execute(sql.raw(`analyze ${GROWN_TABLES.join(', ')}`));
      }
      await repo.setRowInvoices(
        tx,
        batch.id,
        written.map((w, i) => ({ rowNo: checked[i]!.rowNo, invoiceId: w.id })),
      );
      const total = drafts.reduce(
        (s, d) => s + d.lines.reduce((x, l) => x + l.amountExcludeVat + l.vat, 0),
        0,
      );
      const grandTotal = satangToDecimalString(total);
      await repo.updateImport(tx, batch.id, {
        status: 'COMMITTED',
        grandTotal,
        invoiceCount: written.length,
        committedBy: job.userId,
        committedAt: new Date(),
      });
      await audit(tx, {
        userId: job.userId,
        propertyId,
        action: 'invoice.import.commit',
        entity: 'invoice_import',
        entityId: batch.id,
        after: {
          kind,
          invoiceCount: written.length,
          grandTotal,
          firstNo: written[0]?.invoiceNo ?? null,
          lastNo: written.at(-1)?.invoiceNo ?? null,
        },
      });
    });
  } catch (error) {
    // A billing run, or another import, took the same charge or SAP number between our check and our insert.
    const code: ErrorCode =
      isUniqueViolation(error) && TAKEN_GUARDS.has(constraintName(error) ?? '')
        ? 'IN018'
        : error instanceof AppError
          ? error.code
          : (ledgerError(error)?.code ?? 'ST010');
    await stopCommit(db, importId, code);
  } finally {
    jobProgress.clear(importId);
  }
}

/** A commit that stopped as a whole: the batch is VALIDATED again, with why. */
async function stopCommit(db: Db, importId: string, code: ErrorCode): Promise<void> {
  await db
    .update(invoiceImport)
    .set({ status: 'VALIDATED', error: code, progressDone: null, progressTotal: null })
    .where(and(eq(invoiceImport.id, importId), eq(invoiceImport.status, 'COMMITTING')));
}

/**
 * Registers the commit's job. On PostgreSQL the progress goes to the batch's row through a connection of its
 * own, outside the commit's transaction, so any instance answers a progress poll; on the embedded database (one
 * connection, the transaction's) it stays in this process's memory. A job given up (its instances died on every
 * attempt) leaves the batch VALIDATED with IN022.
 */
export async function defineInvoiceImportJob(db: Db, jobs: JobQueue): Promise<void> {
  await jobs.define<CommitJob>(
    INVOICE_IMPORT_JOB,
    (job) =>
      commitBatch(db, job, async (done, total) => {
        if (jobs.kind === 'in-process') return jobProgress.set(job.importId, done, total);
        await db
          .update(invoiceImport)
          .set({ progressDone: done, progressTotal: total })
          .where(eq(invoiceImport.id, job.importId))
          .then(
            () => undefined,
            // A progress bar that lags is no reason to fail the commit.
            () => undefined,
          );
      }),
    { onGiveUp: (job) => stopCommit(db, job.importId, 'IN022') },
  );
}

/**
 * At start-up: batches left COMMITTING by a process that stopped (its transaction rolled back with it) are
 * VALIDATED again with IN022, unless the queue still holds their job (PostgreSQL: another instance, or a retry).
 */
export async function recoverInterruptedImports(db: Db, jobs: JobQueue): Promise<void> {
  const open = await db
    .select({ id: invoiceImport.id })
    .from(invoiceImport)
    .where(eq(invoiceImport.status, 'COMMITTING'));
  for (const { id } of open) {
    if (jobs.kind === 'postgres' && (await jobs.pending(INVOICE_IMPORT_JOB, id))) continue;
    await stopCommit(db, id, 'IN022');
  }
}

/** `waitMs`: how long a submit waits for its commit before it answers with the progress instead. */
export function createInvoiceImportService(db: Db, jobs: JobQueue, opts: { waitMs: number }) {
  const outcomeOf = (batch: repo.ImportRecord, lang: Lang) => outcomeOfBatch(db, batch, lang);
  return {
    /** Checks every row of the file and keeps the batch; rows with errors make it FAILED (it can't be committed). */
    async upload(
      actor: Actor,
      input: { kind: InvoiceImportKind; fileName: string; table: ImportRow[] },
    ): Promise<InvoiceImportResult> {
      const inputs = mapColumns(input.kind, input.table, actor.lang);
      const propertyId = actor.property.id;
      return db.transaction(async (tx) => {
        const checked = await checkRows(tx, actor, input.kind, inputs);
        const errorCount = checked.filter((c) => c.issues.length > 0).length;
        const total = checked.reduce((s, c) => s + (c.row.grandTotal ?? 0), 0);
        const batch = await repo.insertImport(tx, {
          propertyId,
          kind: input.kind,
          status: errorCount > 0 ? 'FAILED' : 'VALIDATED',
          fileName: input.fileName.slice(0, 255),
          rowCount: checked.length,
          errorCount,
          grandTotal: satangToDecimalString(total),
          createdBy: actor.user.id,
        });
        const rows = checked.map((c) => stored(batch.id, propertyId, c));
        await repo.insertRows(tx, rows);
        await audit(tx, {
          userId: actor.user.id,
          propertyId,
          action: 'invoice.import.upload',
          entity: 'invoice_import',
          entityId: batch.id,
          after: {
            kind: input.kind,
            fileName: batch.fileName,
            rowCount: batch.rowCount,
            errorCount,
            grandTotal: batch.grandTotal,
          },
        });
        return resultOut(batch, rows, actor.lang);
      });
    },

    /**
     * Commits a checked batch as a job: the batch becomes COMMITTING and the job issues one invoice per row, all
     * or nothing (`commitBatch`). Answers what the job made once it is done, or its progress when it takes longer
     * than a call waits; `commitStatus` answers later asks. Only the submit that moved the batch to COMMITTING
     * waits on it: a second submit of the same batch (at the same time, or after) is IN016.
     */
    async commit(
      actor: Actor,
      uploadId: string,
      only: { kind?: InvoiceImportKind } = {},
    ): Promise<CommitOutcome> {
      const propertyId = actor.property.id;
      const batch = await repo.findImport(db, propertyId, uploadId, { kind: only.kind });
      if (!batch) throw new AppError('IN014');
      if (batch.status === 'COMMITTED' || batch.status === 'COMMITTING') throw new AppError('IN016');
      if (batch.status === 'FAILED') return outcomeOf(batch, actor.lang);
      const [claimed] = await db
        .update(invoiceImport)
        .set({ status: 'COMMITTING', error: null, progressDone: null, progressTotal: null })
        .where(and(eq(invoiceImport.id, batch.id), eq(invoiceImport.status, 'VALIDATED')))
        .returning();
      if (!claimed) throw new AppError('IN016');
      const job: CommitJob = {
        importId: batch.id,
        propertyId,
        propertyCode: actor.property.code,
        userId: actor.user.id,
      };
      await jobs.send(INVOICE_IMPORT_JOB, batch.id, job);
      const until = Date.now() + opts.waitMs;
      let now = claimed;
      while (Date.now() < until) {
        await new Promise((r) => setTimeout(r, Math.min(COMMIT_POLL_MS, until - Date.now())));
        now = (await repo.findImport(db, propertyId, batch.id)) ?? claimed;
        if (now.status !== 'COMMITTING') break;
      }
      return outcomeOf(now, actor.lang);
    },

    /** A submitted batch's commit as it stands (see `commit`); a batch never submitted is not found (IN014). */
    async commitStatus(actor: Actor, uploadId: string): Promise<CommitOutcome> {
      const batch = await repo.findImport(db, actor.property.id, uploadId);
      if (!batch || (batch.status === 'VALIDATED' && !batch.error)) throw new AppError('IN014');
      return outcomeOf(batch, actor.lang);
    },

    /** The rows with errors, as they were in the file plus a column saying what is wrong, to fix and upload again. */
    async errorFile(
      actor: Actor,
      uploadId: string,
      opts: { kind?: InvoiceImportKind } = {},
    ): Promise<{ data: Buffer; fileName: string }> {
      const batch = await repo.findImport(db, actor.property.id, uploadId, { kind: opts.kind });
      if (!batch) throw new AppError('IN014');
      const kind = batch.kind as InvoiceImportKind;
      const rows = await repo.rowsOf(db, batch.id, { withErrorsOnly: true });
      const columns = [...invoiceImportColumns(kind), INVOICE_IMPORT_ERROR_COLUMN];
      const rowWord = actor.lang === 'en' ? 'Row' : 'แถว';
      const data = await writeWorkbook([
        {
          name: actor.lang === 'en' ? 'Errors' : 'รายการที่ผิดพลาด',
          columns,
          rows: rows.map((r) => [
            ...invoiceImportColumns(kind).map((c) => r.values[c] ?? ''),
            `${rowWord} ${r.rowNo}: ${r.errors.map((i) => `${i.column ? `${i.column}: ` : ''}${issueText(i, actor.lang)}`).join('; ')}`,
          ]),
          widths: columns.map((c) => (c === INVOICE_IMPORT_ERROR_COLUMN ? 80 : Math.max(12, c.length + 4))),
        },
      ]);
      return { data, fileName: `${baseName(batch.fileName)}-errors.xlsx` };
    },

    /**
     * The template of a kind: the columns, one example row made from the property's own data (a unit, an expense
     * type, last month), and a second sheet explaining each column in the caller's language.
     */
    async template(actor: Actor, kind: InvoiceImportKind): Promise<{ data: Buffer; fileName: string }> {
      const lang = actor.lang;
      const propertyId = actor.property.id;
      const unit = (await repo.allUnits(db, propertyId)).find((u) => u.active === 'Y');
      const types = (await repo.allExpenseTypes(db, propertyId)).filter((t) => t.active === 'Y');
      const type = types.find((t) => t.category === 'COMMON_FEE') ?? types[0];
      const vatRegistered = await repo.isVatRegistered(db, propertyId);
      const today = bangkokToday();
      const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
      const month = m === 1 ? `${y - 1}-12` : `${y}-${pad2(m - 1)}`;
      const year = Number(month.slice(0, 4)) + (lang === 'th' ? 543 : 0);
      const monthNo = Number(month.slice(5, 7));
      const invoiceDate = formatThaiDate(`${month}-01`, lang);
      const dueDate = formatThaiDate(`${month}-15`, lang);
      const amount = 150_000;
      const vat = vatRegistered && type?.vatApplicable === 'Y' ? 10_500 : 0;
      const example: Record<InvoiceImportColumn, string | number> = {
        propertyCode: actor.property.code,
        unitCode: unit?.code ?? '',
        ownerType: '',
        expenseType: type?.code ?? '',
        dueDate,
        invoiceDate,
        billingCycleMonth: monthNo,
        billingCycleYear: year,
        billingCycleStartMonth: monthNo,
        billingCycleStartYear: year,
        billingCycleEndMonth: monthNo,
        billingCycleEndYear: year,
        meterCode: '',
        previousMeter: '',
        currentMeter: '',
        amountExcludeVat: satangToDecimalString(amount),
        vat: satangToDecimalString(vat),
        unitCodeCrm: unit ? `CRM-${unit.code}` : '',
        invoiceNo: 'INV000001',
        invoiceStatusDescription: lang === 'en' ? 'Open' : 'ค้างชำระ',
        customerNameTh: '',
        customerNameEn: '',
        expenseTypeDescriptionTh: type?.nameTh ?? '',
        expenseTypeDescriptionEn: type?.nameEn ?? '',
        accountCode: type?.incomeAccountCode ?? '',
        description: type?.nameTh ?? '',
        invoiceDueDate: dueDate,
        grandTotal: satangToDecimalString(amount + vat),
        invoiceNoSap: '1800000001',
        status: 'OPEN',
      };
      const columns = [...invoiceImportColumns(kind)];
      const yes = lang === 'en' ? 'required' : 'ต้องกรอก';
      const eitherDue = lang === 'en' ? 'dueDate or invoiceDueDate' : 'dueDate หรือ invoiceDueDate';
      const requiredText = (c: InvoiceImportColumn) =>
        kind === 'SAP' && (c === 'dueDate' || c === 'invoiceDueDate')
          ? eitherDue
          : requiredColumns(kind).includes(c)
            ? yes
            : '';
      const data = await writeWorkbook([
        {
          name: TEMPLATE_SHEET[kind][lang],
          columns,
          rows: [
            columns.map((c) =>
              typeof example[c] === 'string' && COLUMN_INFO[c].numeric && example[c] !== ''
                ? Number(example[c])
                : example[c],
            ),
          ],
        },
        {
          name: lang === 'en' ? 'Columns' : 'คำอธิบาย',
          columns: ['column', lang === 'en' ? 'required' : 'จำเป็น', lang === 'en' ? 'meaning' : 'ความหมาย'],
          rows: columns.map((c) => [c, requiredText(c), columnDescription(c, lang)]),
          widths: [28, 26, 90],
        },
      ]);
      return {
        data,
        fileName: `${kind === 'SAP' ? 'sap-invoice' : `${kind.toLowerCase()}-debt`}-template.xlsx`,
      };
    },
  };
}

export type InvoiceImportService = ReturnType<typeof createInvoiceImportService>;
