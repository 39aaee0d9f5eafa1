import type { JournalDraft } from '@suanklang/accounting';
import { audit, type AuditEntry } from '../../platform/audit';
import type { Executor } from '../../platform/db/client';
import { postJournals, reverseJournal } from './ledger.service';
import { allocateNumbers } from './numbering';

/** A document's journal, built by a pure `postX` of packages/accounting under the document's number, type and date. */
export type DocumentJournal = {
  draft: JournalDraft;
  /** The document row the entry belongs to. */
  sourceId: string | null;
  description?: string | null;
};

export type PostedDocument = { documentNo: string; entryId: string | null };

/** What the audit trail records; null only where the caller audits a larger whole the document is part of. */
export type DocumentAudit = Omit<AuditEntry, 'userId' | 'propertyId'> | null;

export type DocumentToPost<T> = {
  propertyId: string;
  userId: string | null;
  documentType: string;
  /** The document's date: its number's month and its journal's date. */
  date: string;
  /** The number the document was given when saved (a credit note posts on approval); otherwise one is taken. */
  documentNo?: string;
  /**
   * The journal under the document's number, or null when the document posts nothing (yet). Runs before anything
   * is posted, so it may still refuse the document.
   */
  journal: (documentNo: string) => DocumentJournal | null | Promise<DocumentJournal | null>;
  /** Writes the document's own rows; they may refer to the entry, which exists by then. */
  write: (posted: PostedDocument) => Promise<T>;
  audit: (posted: PostedDocument, written: T) => DocumentAudit;
};

function checkJournal(journal: DocumentJournal, documentType: string, documentNo: string, date: string) {
  const d = journal.draft;
  if (d.documentNo !== documentNo || d.documentType !== documentType || d.date !== date)
    throw new Error(
      `journal ${d.documentType} ${d.documentNo} ${d.date} does not match its document ${documentType} ${documentNo} ${date}`,
    );
}

/**
 * The one way a document posts, in the caller's transaction: numbering -> its journal -> the posting -> the
 * document's rows -> the audit row. Everything commits or rolls back together, so a number is never used without
 * its document (numbers stay gapless) and a journal never exists without its document and audit row.
 */
export async function postDocument<T>(
  tx: Executor,
  doc: DocumentToPost<T>,
): Promise<PostedDocument & { written: T }> {
  const documentNo =
    doc.documentNo ?? (await allocateNumbers(tx, doc.propertyId, doc.documentType, doc.date, 1))[0];
  if (!documentNo) throw new Error('no document number allocated');
  const journal = await doc.journal(documentNo);
  let entryId: string | null = null;
  if (journal) {
    checkJournal(journal, doc.documentType, documentNo, doc.date);
    [entryId = null] = await postJournals(tx, doc.propertyId, [{ ...journal, userId: doc.userId }]);
  }
  const posted = { documentNo, entryId };
  const written = await doc.write(posted);
  const entry = doc.audit(posted, written);
  if (entry) await audit(tx, { userId: doc.userId, propertyId: doc.propertyId, ...entry });
  return { ...posted, written };
}

export type DocumentsToPost<T> = {
  propertyId: string;
  userId: string | null;
  documentType: string;
  /** In the order their numbers are given (per month of their dates). */
  documents: { date: string; journal: (documentNo: string) => DocumentJournal }[];
  /** Writes every document's rows at once; `posted` is in the order of `documents`. */
  write: (posted: { documentNo: string; entryId: string }[]) => Promise<T>;
  audit: (posted: { documentNo: string; entryId: string }[], written: T) => DocumentAudit;
};

/**
 * postDocument for many documents of one type at once (billing runs, surcharges, imports): one counter update
 * per month for all their numbers and one bulk insert of all their journals, the same guarantees.
 */
export async function postDocuments<T>(
  tx: Executor,
  batch: DocumentsToPost<T>,
): Promise<{ posted: { documentNo: string; entryId: string }[]; written: T }> {
  const numbers: string[] = [];
  const byMonth = new Map<string, number[]>();
  batch.documents.forEach((d, i) => {
    const month = d.date.slice(0, 7);
    const indexes = byMonth.get(month);
    if (indexes) indexes.push(i);
    else byMonth.set(month, [i]);
  });
  for (const indexes of byMonth.values()) {
    const nos = await allocateNumbers(
      tx,
      batch.propertyId,
      batch.documentType,
      batch.documents[indexes[0]!]!.date,
      indexes.length,
    );
    indexes.forEach((index, n) => (numbers[index] = nos[n]!));
  }
  const journals = batch.documents.map((d, i) => {
    const journal = d.journal(numbers[i]!);
    checkJournal(journal, batch.documentType, numbers[i]!, d.date);
    return { ...journal, userId: batch.userId };
  });
  const entryIds = await postJournals(tx, batch.propertyId, journals);
  const posted = numbers.map((documentNo, i) => ({ documentNo, entryId: entryIds[i]! }));
  const written = await batch.write(posted);
  const entry = batch.audit(posted, written);
  if (entry) await audit(tx, { userId: batch.userId, propertyId: batch.propertyId, ...entry });
  return { posted, written };
}

/**
 * The one way a posted document's journal is undone: a reversal entry dated `date` under the same number
 * (nothing posted is ever deleted). The cancellation it belongs to is audited by its caller, as a whole.
 */
export async function postReversal(
  tx: Executor,
  reversal: {
    propertyId: string;
    entryId: string;
    date: string;
    userId: string | null;
    description?: string | null;
  },
): Promise<string> {
  return reverseJournal(tx, reversal.propertyId, reversal.entryId, {
    date: reversal.date,
    userId: reversal.userId,
    description: reversal.description ?? null,
  });
}
