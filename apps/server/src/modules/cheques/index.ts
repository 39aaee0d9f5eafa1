/** The public face of the cheques module: other modules import only from here. */
export { cheque } from './cheques.schema';
export { registerChequeDeposits, registerChequeReceipts } from './cheque-uses';
export type { ChequeDeposits, ChequeReceipts } from './cheque-uses';
