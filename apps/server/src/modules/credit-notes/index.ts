/** The public face of the credit-notes module: other modules import only from here. */
export { pendingBetween as pendingCreditNotesBetween } from './credit-notes.repository';
export { creditNote, creditNoteLine } from './credit-notes.schema';
