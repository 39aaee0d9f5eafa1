/**
 * The public face of the payment-files module: pure writers of the files a payment voucher run hands to the
 * Revenue Department (RD Prep PND 3 / PND 53 attachment) and to the banks (KTB and SCB bulk direct credit).
 * Typed data in, bytes out, or a PaymentFileError naming the field and the payee; no database here.
 */
export { PaymentFileError, type PaymentFileProblem } from './payment-file-error';
export type { FileEncoding } from './fixed-width';
export type { BulkPayee, BulkPaymentFile, PayeeBankAccount } from './bulk-payee';
export { rdPrepPayee } from './rd-payee';
export {
  rdPrepFile,
  type RdPrepAddress,
  type RdPrepCertificate,
  type RdPrepFile,
  type RdPrepLine,
  type RdPrepPayee,
} from './rd-prep';
export {
  KTB_BANK_TYPES,
  KTB_RECORD_LENGTH,
  KTB_SERVICE_TYPES,
  ktbBulkFile,
  type KtbBankType,
  type KtbBulkInput,
} from './ktb-bulk';
export {
  SCB_PRODUCTS,
  SCB_RECORD_LENGTHS,
  SCB_SERVICE_TYPES,
  scbBulkFile,
  type ScbBulkInput,
  type ScbInvoice,
  type ScbPayee,
  type ScbProduct,
  type ScbWht,
} from './scb-bulk';
