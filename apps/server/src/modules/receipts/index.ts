/** The public face of the receipts module: other modules import only from here. */
// Whoever loads this module also gives the cheques module its receipts side (cheques/cheque-uses.ts).
import './cheque-receipts';
export { registerReceiptCancelGuard } from './cancel-guards';
export { cancelReceiptInTx } from './receipt-cancel';
export { writeReceipt } from './receipt-writer';
export type { Actor, ReceiptWrite } from './receipt-writer';
export { receipt, receiptInvoiceLine, receiptPayment } from './receipts.schema';
