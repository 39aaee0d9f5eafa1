export { buildDraft, type DocumentHeader } from './draft';
export {
  postInvoice,
  postCreditNote,
  type ChargeLine,
  type InvoicePosting,
  type CreditNotePosting,
} from './invoice';
export { postReceipt, ReceiptMismatchError, type ReceiptPosting } from './receipt';
export { postManualVoucher, type ManualVoucherPosting } from './manual-voucher';
export { postReceiptCreditNote, type ReceiptCreditNotePosting } from './credit-note';
export {
  postCashDeposit,
  postChequeClearing,
  postBillPaymentDeposit,
  postWalletRefund,
  type HeldAmount,
  type CashDepositPosting,
  type ChequeClearingPosting,
  type BillPaymentDepositPosting,
  type WalletRefundPosting,
} from './banking';
export { postYearClose, type YearClosePosting } from './year-close';
export { postOpeningBalances, type OpeningBalancePosting } from './opening-balances';
export {
  postRequestPay,
  postPaymentVoucher,
  PayablesMismatchError,
  type RequestPayLine,
  type RequestPayPosting,
  type PaymentVoucherPosting,
  type WithheldTax,
} from './payables';
export { advanceDifference, postAdvanceClearing, type AdvanceClearingPosting } from './advance-clearing';
export { postWhtRemittance, type WhtRemittancePosting } from './wht-remittance';
export { postWalletClose, type WalletClosePosting } from './wallet-close';
