import ExcelJS from 'exceljs';
import { z } from 'zod';
import {
  CHEQUE_IMPORT_COLUMNS,
  CHEQUE_IMPORT_MAX_ROWS,
  ERRORS,
  errorMessage,
  isMessageKey,
  m,
  issueRule,
  MIN_CHEQUE_SATANG,
  ruleMessage,
  satangToDecimalString,
  v,
  type ChequeImportColumn,
  type ChequeImportCommitted,
  type ChequeImportResult,
  type ChequeImportRow,
  type ErrorCode,
  type Lang,
} from '@suanklang/shared';
import { and, eq } from 'drizzle-orm';
import { audit } from '../../platform/audit';
import type { Db, Executor } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import type { ImportRow } from '../../platform/files/table-import';
import * as repo from './cheques.repository';
import { chequeImport, cheque } from './cheques.schema';
import { chequeKey, insertValues, type Actor, type ChequeDraft } from './cheques.service';

/** A problem as stored: the catalogue rule or CH code and its parameters, put into words when read. */
type StoredIssue = { column: string | null; key: string; params?: Record<string, string | number> };
/** A row as stored in cheque_import.rows: the file's text per column, the normalised draft when it is right. */
type StoredRow = {
  rowNo: number;
  values: Record<ChequeImportColumn, string>;
  draft: ChequeDraft | null;
  issues: StoredIssue[];
};

const rowSchema = z.object({
  chequeType: z.union([z.literal('1'), z.literal('2')], {
    error: () => ({ message: 'oneOf', params: { rule: 'oneOf' } }),
  }),
  chequeNo: v.chequeNo({ required: true }),
  chequeDate: v.date({ required: true }),
  bankCode: m.digits(3, { required: true }),
  branchCode: m.code({ max: 10 }),
  payerName: v.text({ required: true, max: 300 }),
  amount: v.money({ required: true, min: MIN_CHEQUE_SATANG }),
  balance: v.money({ min: MIN_CHEQUE_SATANG }),
  accountCode: m.code({ max: 20 }),
  bookNo: v.text({ max: 20 }),
  remark: v.text({ max: 500 }),
});

const clean = (s: string | undefined) => (s ?? '').replace(/^\uFEFF/, '').trim();

/** The file's columns by name (any case); unknown columns are ignored, missing ones read as empty. */
function cellsOf(row: ImportRow): Record<ChequeImportColumn, string> {
  const byLower = new Map(Object.entries(row.values).map(([k, val]) => [clean(k).toLowerCase(), clean(val)]));
  return Object.fromEntries(
    CHEQUE_IMPORT_COLUMNS.map((c) => [c, byLower.get(c.toLowerCase()) ?? '']),
  ) as Record<ChequeImportColumn, string>;
}

/** Checks every row: its fields, the banks, the property's bank accounts, repeats in the file and existing cheques. */
async function checkRows(
  tx: Executor,
  propertyId: string,
  rows: { rowNo: number; values: Record<ChequeImportColumn, string> }[],
): Promise<StoredRow[]> {
  const parsed = rows.map((r) => {
    const issues: StoredIssue[] = [];
    const result = rowSchema.safeParse(r.values);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const { rule, params } = issueRule(issue);
        issues.push({ column: String(issue.path[0] ?? '') || null, key: rule, params: { ...params } });
      }
      return { rowNo: r.rowNo, values: r.values, draft: null, issues };
    }
    const d = result.data;
    const direction = d.chequeType === '1' ? ('RECEIVED' as const) : ('ISSUED' as const);
    const balance = direction === 'ISSUED' ? d.amount : (d.balance ?? d.amount);
    if (balance > d.amount)
      issues.push({ column: 'balance', key: 'max_amount', params: { max: satangToDecimalString(d.amount) } });
    if (direction === 'ISSUED') {
      if (!d.accountCode) issues.push({ column: 'accountCode', key: 'required' });
      if (!d.bookNo) issues.push({ column: 'bookNo', key: 'required' });
    }
    const draft: ChequeDraft = {
      direction,
      chequeNo: d.chequeNo,
      chequeDate: d.chequeDate,
      bankCode: d.bankCode,
      branchCode: d.branchCode ?? null,
      payerName: d.payerName,
      amount: d.amount,
      balance,
      accountCode: direction === 'ISSUED' ? (d.accountCode ?? null) : null,
      bookNo: direction === 'ISSUED' ? (d.bookNo ?? null) : null,
      remark: d.remark ?? null,
    };
    return { rowNo: r.rowNo, values: r.values, draft, issues };
  });

  const drafts = parsed.flatMap((p) => (p.draft ? [p.draft] : []));
  const { banks, branches } = await repo.banksAndBranches(tx, [...new Set(drafts.map((d) => d.bankCode))]);
  const accounts = await repo.bankAccountsOf(tx, propertyId);
  const existing = await repo.existingKeys(tx, propertyId, [...new Set(drafts.map((d) => d.chequeNo))]);
  const seen = new Set<string>();
  for (const p of parsed) {
    const d = p.draft;
    if (!d) continue;
    if (!banks.has(d.bankCode)) p.issues.push({ column: 'bankCode', key: 'CH005' });
    else if (d.branchCode && !branches.has(`${d.bankCode}/${d.branchCode}`))
      p.issues.push({ column: 'branchCode', key: 'CH005' });
    if (
      d.direction === 'ISSUED' &&
      d.accountCode &&
      !accounts.some((a) => a.accountCode === d.accountCode && a.bankCode === d.bankCode)
    ) {
      p.issues.push({ column: 'accountCode', key: 'CH006' });
    }
    const key = chequeKey(d);
    if (existing.has(key) || seen.has(key)) p.issues.push({ column: 'chequeNo', key: 'CH002' });
    seen.add(key);
  }
  return parsed.map((p) => ({ ...p, draft: p.issues.length > 0 ? null : p.draft }));
}

function issueText(issue: StoredIssue, lang: Lang): string {
  if (isMessageKey(issue.key)) return ruleMessage(lang, issue.key, issue.params ?? {});
  if (Object.hasOwn(ERRORS, issue.key)) return errorMessage(issue.key as ErrorCode, lang);
  return ruleMessage(lang, 'invalid');
}

function rowOut(r: StoredRow, lang: Lang): ChequeImportRow {
  const d = r.draft;
  return {
    rowNo: r.rowNo,
    ...r.values,
    ...(d
      ? {
          chequeNo: d.chequeNo,
          amount: satangToDecimalString(d.amount),
          balance: satangToDecimalString(d.balance),
        }
      : {}),
    errors: r.issues.map((i) => ({ column: i.column, code: i.key, message: issueText(i, lang) })),
  };
}

function resultOf(batch: repo.ChequeImportRecord, lang: Lang): ChequeImportResult {
  const rows = batch.rows as unknown as StoredRow[];
  const total = rows.reduce((sum, r) => sum + (r.draft?.amount ?? 0), 0);
  return {
    importId: batch.id,
    status: batch.status === 'COMMITTED' ? 'COMMITTED' : batch.status === 'FAILED' ? 'FAILED' : 'VALIDATED',
    fileName: batch.fileName,
    rowCount: batch.rowCount,
    errorCount: batch.errorCount,
    totalAmount: satangToDecimalString(total),
    rows: rows.map((r) => rowOut(r, lang)),
  };
}

const errorCountOf = (rows: StoredRow[]) => rows.filter((r) => r.issues.length > 0).length;

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
const safeText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

export type CommitOutcome = { committed: ChequeImportCommitted } | { refused: ChequeImportResult };

export function createChequeImportService(db: Db) {
  async function load(tx: Executor, actor: Actor, id: string, forUpdate = false) {
    const batch = await repo.importById(tx, actor.property.id, id, forUpdate);
    if (!batch) throw new AppError('CH008');
    return batch;
  }

  return {
    /** Reads and checks the file, keeps it as a batch (even with errors, so the screen can list them). */
    async upload(actor: Actor, fileName: string, table: ImportRow[]): Promise<ChequeImportResult> {
      if (table.length === 0 || table.length > CHEQUE_IMPORT_MAX_ROWS) throw new AppError('CH011');
      const rows = await checkRows(
        db,
        actor.property.id,
        table.map((r) => ({ rowNo: r.rowNo, values: cellsOf(r) })),
      );
      const errorCount = errorCountOf(rows);
      const [batch] = await db
        .insert(chequeImport)
        .values({
          propertyId: actor.property.id,
          status: errorCount > 0 ? 'FAILED' : 'VALIDATED',
          fileName: fileName.slice(0, 255),
          rowCount: rows.length,
          errorCount,
          rows: rows,
          createdBy: actor.user.id,
        })
        .returning();
      return resultOf(batch!, actor.lang);
    },

    async get(actor: Actor, id: string): Promise<ChequeImportResult> {
      return resultOf(await load(db, actor, id), actor.lang);
    },

    /** All or nothing: the rows are checked again (cheques may have been added since), then inserted together. */
    async commit(actor: Actor, id: string): Promise<CommitOutcome> {
      try {
        return await db.transaction(async (tx) => {
          const batch = await load(tx, actor, id, true);
          if (batch.status === 'COMMITTED') throw new AppError('CH010');
          const stored = batch.rows as unknown as StoredRow[];
          const rows = await checkRows(
            tx,
            actor.property.id,
            stored.map((r) => ({ rowNo: r.rowNo, values: r.values })),
          );
          const errorCount = errorCountOf(rows);
          if (errorCount > 0) {
            const [failed] = await tx
              .update(chequeImport)
              .set({ status: 'FAILED', errorCount, rows: rows })
              .where(eq(chequeImport.id, batch.id))
              .returning();
            return { refused: resultOf(failed!, actor.lang) };
          }
          const values = rows.map((r) => insertValues(actor.property.id, actor.user.id, r.draft!));
          for (let i = 0; i < values.length; i += 500)
            await tx.insert(cheque).values(values.slice(i, i + 500));
          await tx
            .update(chequeImport)
            .set({ status: 'COMMITTED', committedAt: new Date() })
            .where(and(eq(chequeImport.id, batch.id), eq(chequeImport.propertyId, actor.property.id)));
          const total = rows.reduce((sum, r) => sum + r.draft!.amount, 0);
          await audit(tx, {
            userId: actor.user.id,
            propertyId: actor.property.id,
            action: 'cheque.import.commit',
            entity: 'cheque_import',
            entityId: batch.id,
            after: { chequeCount: rows.length, totalAmount: satangToDecimalString(total) },
          });
          return {
            committed: {
              importId: batch.id,
              chequeCount: rows.length,
              totalAmount: satangToDecimalString(total),
            },
          };
        });
      } catch (error) {
        // A cheque added by someone else between the check and the insert.
        if (isUniqueViolation(error)) throw new AppError('CH002');
        throw error;
      }
    },

    /** The batch as a workbook: the file's columns, then the row's status and problems. */
    async excel(actor: Actor, id: string): Promise<{ data: Buffer; fileName: string }> {
      const result = resultOf(await load(db, actor, id), actor.lang);
      const book = new ExcelJS.Workbook();
      book.creator = 'Suanklang';
      const sheet = book.addWorksheet('cheques', { views: [{ state: 'frozen', ySplit: 1 }] });
      const status = actor.lang === 'en' ? 'result' : 'ผลการตรวจสอบ';
      sheet.addRow(['rowNo', ...CHEQUE_IMPORT_COLUMNS, status, 'errors']);
      sheet.getRow(1).font = { bold: true };
      const okText = actor.lang === 'en' ? 'OK' : 'ถูกต้อง';
      const badText = actor.lang === 'en' ? 'Error' : 'ไม่ถูกต้อง';
      for (const r of result.rows) {
        sheet.addRow([
          r.rowNo,
          ...CHEQUE_IMPORT_COLUMNS.map((c) => {
            const text = r[c];
            if ((c === 'amount' || c === 'balance') && /^\d{1,15}\.\d{2}$/.test(text)) return Number(text);
            return text === '' ? null : safeText(text);
          }),
          r.errors.length > 0 ? badText : okText,
          safeText(r.errors.map((e) => (e.column ? `${e.column}: ${e.message}` : e.message)).join('; ')),
        ]);
      }
      sheet.columns.forEach((c) => {
        c.width = 16;
      });
      const base = result.fileName.replace(/\.[^.]+$/, '');
      return { data: Buffer.from(await book.xlsx.writeBuffer()), fileName: `${base}-result.xlsx` };
    },
  };
}
