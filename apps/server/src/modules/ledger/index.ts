/** The public face of the ledger module: other modules import only from here. */
export { accountRoleMap, accountingPeriod, journalEntry, journalLine } from './ledger.schema';
export {
  accountMapOf,
  journalsOf,
  ledgerError,
  postJournal,
  postJournals,
  reverseJournal,
} from './ledger.service';
export type { Posting } from './ledger.service';
export { allocateNumbers } from './numbering';
export { postDocument } from './post-document';
