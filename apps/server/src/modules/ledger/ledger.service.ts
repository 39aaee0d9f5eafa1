import { randomUUID } from 'node:crypto';
import { assertBalanced, reverse, type JournalDraft } from '@suanklang/accounting';
import { satangToDecimalString, decimalStringToSatang, type Lang } from '@suanklang/shared';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { bulkInsert, type BulkColumn } from '../../platform/db/bulk';
import { constraintName, sqlState } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import { glAccount } from '../config-account';
import { journalEntry, journalLine } from './ledger.schema';

export type Posting = {
  draft: JournalDraft;
  /** The document row the entry belongs to. */
  sourceId: string | null;
  userId: string | null;
  description?: string | null;
  kind?: 'POST' | 'REVERSAL';
  reversesId?: string | null;
};

type EntryRow = typeof journalEntry.$inferInsert;
type LineRow = typeof journalLine.$inferInsert;
const ENTRY_COLUMNS: BulkColumn<EntryRow>[] = [
  { name: 'id', type: 'uuid', value: (r) => r.id },
  { name: 'property_id', type: 'uuid', value: (r) => r.propertyId },
  { name: 'document_type', type: 'varchar', value: (r) => r.documentType },
  { name: 'document_no', type: 'varchar', value: (r) => r.documentNo },
  { name: 'kind', type: 'varchar', value: (r) => r.kind },
  { name: 'entry_date', type: 'date', value: (r) => r.entryDate },
  { name: 'description', type: 'varchar', value: (r) => r.description },
  { name: 'source_id', type: 'uuid', value: (r) => r.sourceId },
  { name: 'reverses_id', type: 'uuid', value: (r) => r.reversesId },
  { name: 'posted_by', type: 'uuid', value: (r) => r.postedBy },
];
const LINE_COLUMNS: BulkColumn<LineRow>[] = [
  { name: 'entry_id', type: 'uuid', value: (r) => r.entryId },
  { name: 'property_id', type: 'uuid', value: (r) => r.propertyId },
  { name: 'line_no', type: 'int', value: (r) => r.lineNo },
  { name: 'account_code', type: 'varchar', value: (r) => r.accountCode },
  { name: 'debit', type: 'numeric', value: (r) => r.debit },
  { name: 'credit', type: 'numeric', value: (r) => r.credit },
  { name: 'description', type: 'varchar', value: (r) => r.description },
  { name: 'invoice_line_id', type: 'uuid', value: (r) => r.invoiceLineId },
  { name: 'entry_date', type: 'date', value: (r) => r.entryDate },
];

/**
 * Writes journal entries with their lines (many at once for billing runs). Each draft is checked here, and the
 * database checks again at commit: unbalanced, closed-period or changed entries never get in.
 */
export async function postJournals(tx: Executor, propertyId: string, postings: Posting[]): Promise<string[]> {
  const ids = postings.map(() => randomUUID());
  const entries = postings.map((p, i) => {
    assertBalanced(p.draft);
    return {
      id: ids[i]!,
      propertyId,
      documentType: p.draft.documentType,
      documentNo: p.draft.documentNo,
      kind: p.kind ?? 'POST',
      entryDate: p.draft.date,
      description: p.description ?? null,
      sourceId: p.sourceId,
      reversesId: p.reversesId ?? null,
      postedBy: p.userId,
    };
  });
  const lines = postings.flatMap((p, i) =>
    p.draft.lines.map((l, n) => ({
      entryId: ids[i]!,
      propertyId,
      lineNo: n + 1,
      accountCode: l.accountCode,
      debit: l.side === 'debit' ? satangToDecimalString(l.amount) : '0',
      credit: l.side === 'credit' ? satangToDecimalString(l.amount) : '0',
      description: l.description ?? null,
      invoiceLineId: l.invoiceLineId ?? null,
      entryDate: p.draft.date,
    })),
  );
  try {
    await bulkInsert(tx, 'journal_entry', ENTRY_COLUMNS, entries);
    await bulkInsert(tx, 'journal_line', LINE_COLUMNS, lines);
  } catch (error) {
    throw ledgerError(error) ?? error;
  }
  return ids;
}

export async function postJournal(tx: Executor, propertyId: string, posting: Posting): Promise<string> {
  const [id] = await postJournals(tx, propertyId, [posting]);
  return id!;
}

/** The draft of a stored entry, in satang. */
async function loadDraft(
  tx: Executor,
  propertyId: string,
  entryId: string,
): Promise<{ draft: JournalDraft; sourceId: string | null }> {
  const [entry] = await tx
    .select()
    .from(journalEntry)
    .where(and(eq(journalEntry.id, entryId), eq(journalEntry.propertyId, propertyId)));
  if (!entry) throw new AppError('ST006');
  const lines = await tx
    .select()
    .from(journalLine)
    .where(eq(journalLine.entryId, entryId))
    .orderBy(asc(journalLine.lineNo));
  return {
    sourceId: entry.sourceId,
    draft: {
      documentType: entry.documentType,
      documentNo: entry.documentNo,
      date: entry.entryDate,
      lines: lines.map((l) => {
        const debit = decimalStringToSatang(l.debit);
        return {
          accountCode: l.accountCode,
          side: debit > 0 ? ('debit' as const) : ('credit' as const),
          amount: debit > 0 ? debit : decimalStringToSatang(l.credit),
          ...(l.description ? { description: l.description } : {}),
          ...(l.invoiceLineId ? { invoiceLineId: l.invoiceLineId } : {}),
        };
      }),
    },
  };
}

/** Cancelling a posted document: a reversal entry dated `date`, under the same document number. */
export async function reverseJournal(
  tx: Executor,
  propertyId: string,
  entryId: string,
  opts: { date: string; userId: string | null; description?: string | null },
): Promise<string> {
  const { draft, sourceId } = await loadDraft(tx, propertyId, entryId);
  return postJournal(tx, propertyId, {
    draft: reverse(draft, { documentNo: draft.documentNo, date: opts.date }),
    sourceId,
    userId: opts.userId,
    description: opts.description ?? null,
    kind: 'REVERSAL',
    reversesId: entryId,
  });
}

/** Journals of documents, with account names, for the document screens ("see the posting"). */
export async function journalsOf(tx: Executor, propertyId: string, sourceIds: string[], lang: Lang) {
  if (sourceIds.length === 0) return [];
  const entries = await tx
    .select()
    .from(journalEntry)
    .where(and(eq(journalEntry.propertyId, propertyId), inArray(journalEntry.sourceId, sourceIds)))
    .orderBy(asc(journalEntry.postedAt));
  if (entries.length === 0) return [];
  const lines = await tx
    .select({ line: journalLine, nameTh: glAccount.nameTh, nameEn: glAccount.nameEn })
    .from(journalLine)
    .innerJoin(
      glAccount,
      and(eq(glAccount.propertyId, journalLine.propertyId), eq(glAccount.code, journalLine.accountCode)),
    )
    .where(or(...entries.map((e) => eq(journalLine.entryId, e.id))))
    .orderBy(asc(journalLine.entryId), asc(journalLine.lineNo));
  return entries.map((e) => ({
    entryId: e.id,
    sourceId: e.sourceId,
    documentNo: e.documentNo,
    kind: e.kind === 'REVERSAL' ? ('REVERSAL' as const) : ('POST' as const),
    entryDate: e.entryDate,
    lines: lines
      .filter((l) => l.line.entryId === e.id)
      .map((l) => ({
        accountCode: l.line.accountCode,
        accountDescription: lang === 'en' ? l.nameEn : l.nameTh,
        debit: l.line.debit,
        credit: l.line.credit,
      })),
  }));
}

/**
 * The database's ledger guards as functional errors (closed period, unbalanced journal, changed entry), told
 * apart by the name each guard raises with (migration 0007) and its SQLSTATE, never by the message's wording.
 */
export function ledgerError(error: unknown): AppError | null {
  const state = sqlState(error);
  const name = constraintName(error);
  if (state === '55000' && name === 'journal_entry_open_period') return new AppError('GL001');
  if (state === '55000' && name === 'journal_entry_unposted_reversal') return new AppError('GL006');
  if (state === '23514' && name === 'journal_entry_balanced') return new AppError('GL002');
  if (state === '55000' && (name === 'journal_entry_immutable' || name === 'journal_line_immutable'))
    return new AppError('GL003');
  return null;
}
