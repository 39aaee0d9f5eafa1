/**
 * The public face of the ledger module: other modules import only from here. Documents number and post only
 * through postDocument / postDocuments, and undo a posting only through postReversal (one-posting-path.test.ts).
 */
export { accountRoleMap, accountingPeriod, journalEntry, journalLine } from './ledger.schema';
export { accountMapOf, journalsOf, ledgerError } from './ledger.service';
export { postDocument, postDocuments, postReversal } from './post-document';
export type {
  DocumentAudit,
  DocumentJournal,
  DocumentToPost,
  DocumentsToPost,
  PostedDocument,
} from './post-document';
