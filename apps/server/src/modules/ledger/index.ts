/**
 * The public face of the ledger module: other modules import only from here. Documents number and post only
 * through postDocument / postDocuments, and undo a posting only through postReversal (one-posting-path.test.ts).
 */
export {
  accountingPeriod,
  glPost,
  glPostEntry,
  glYearClose,
  journalEntry,
  journalLine,
  ledgerPeriodTotal,
} from './ledger.schema';
export { accountsBalance, closedThrough, nextMonth } from './balances';
export { journalsOf, ledgerError } from './ledger.service';
/** The posting accounts are configured with the chart (config-account); documents read them with the ledger's API. */
export { accountMapOf, accountRoleMap } from '../config-account';
export { postDocument, postDocuments, postReversal } from './post-document';
export { allocateYearlyNumber, formatDocumentNo } from './numbering';
export type {
  DocumentAudit,
  DocumentJournal,
  DocumentToPost,
  DocumentsToPost,
  PostedDocument,
} from './post-document';
