/** The public face of the receipts module: other modules import only from here. */
export { cancelReceiptInTx } from './receipt-cancel';
export { writeReceipt } from './receipt-writer';
export type { Actor, ReceiptWrite } from './receipt-writer';
export { receipt, receiptInvoiceLine, receiptPayment } from './receipts.schema';
