/** The public face of the cheques module: other modules import only from here. */
export { cheque } from './cheques.schema';
export { registerChequeDeposits, registerChequeReceipts, registerChequeVouchers } from './cheque-uses';
export type { ChequeDeposits, ChequeReceipts, ChequeVouchers } from './cheque-uses';
