/** The public face of the general-ledger module: other modules import only from here. */
export { allPostedBefore } from './gl.repository';
export { accountSums } from './trial-balance';
export { registerPendingDocuments } from './pending-documents';
export type { PendingDocuments } from './pending-documents';
