import type { JournalDraft } from '@suanklang/accounting';
import { audit, type AuditEntry } from '../../platform/audit';
import type { Executor } from '../../platform/db/client';
import { postJournal } from './ledger.service';
import { allocateNumbers } from './numbering';

export type DocumentToPost = {
  propertyId: string;
  userId: string | null;
  documentType: string;
  /** The document's date: its number's month and its journal's date. */
  date: string;
  /**
   * Writes the document's own rows under its new number and gives the journal to post, built by a pure `postX`
   * of packages/accounting with that same number, type and date.
   */
  write: (documentNo: string) => Promise<{
    draft: JournalDraft;
    /** The document row the entry belongs to. */
    sourceId: string | null;
    description?: string | null;
  }>;
  /** What the audit trail records, knowing the number and the entry. */
  audit: (posted: PostedDocument) => Omit<AuditEntry, 'userId' | 'propertyId'>;
};

export type PostedDocument = { documentNo: string; entryId: string };

/**
 * The one way a document posts, in the caller's transaction: numbering -> the document and its draft -> the
 * journal -> the audit row. Everything commits or rolls back together, so a number is never used without its
 * journal (numbers stay gapless) and a journal never exists without its audit row.
 */
export async function postDocument(tx: Executor, doc: DocumentToPost): Promise<PostedDocument> {
  const [documentNo] = await allocateNumbers(tx, doc.propertyId, doc.documentType, doc.date, 1);
  if (!documentNo) throw new Error('no document number allocated');
  const { draft, sourceId, description } = await doc.write(documentNo);
  if (draft.documentNo !== documentNo || draft.documentType !== doc.documentType || draft.date !== doc.date)
    throw new Error(
      `journal ${draft.documentType} ${draft.documentNo} ${draft.date} does not match its document ${doc.documentType} ${documentNo} ${doc.date}`,
    );
  const entryId = await postJournal(tx, doc.propertyId, {
    draft,
    sourceId,
    userId: doc.userId,
    description: description ?? null,
  });
  const posted = { documentNo, entryId };
  await audit(tx, { userId: doc.userId, propertyId: doc.propertyId, ...doc.audit(posted) });
  return posted;
}
