import { DEDUCTION_KINDS, RECEIPT_STATUSES, RECEIPT_TYPES } from '../api/payments/receipts';
import { DEPOSIT_PAYMENT_TYPES } from '../api/payments/deposits';
import type { LabelsOf } from './types';

/** Code lists of the receipts area. Payment types are those a receipt records (and a deposit takes up). */
export const RECEIPT_CODE_LISTS = {
  receiptType: RECEIPT_TYPES,
  receiptStatus: RECEIPT_STATUSES,
  deductionKind: DEDUCTION_KINDS,
  paymentType: DEPOSIT_PAYMENT_TYPES,
} as const;

export const RECEIPT_LABELS = {
  receiptType: {
    '1': { th: 'ใบเสร็จรับเงิน', en: 'Receipt' },
    '2': { th: 'ใบเสร็จรับเงิน/ใบกำกับภาษี', en: 'Receipt/Tax invoice' },
  },
  receiptStatus: {
    ISSUED: { th: 'ออกแล้ว', en: 'Issued' },
    CANCELLED: { th: 'ยกเลิก', en: 'Cancelled' },
  },
  deductionKind: {
    invoiceItem: { th: 'ภาษีหัก ณ ที่จ่าย (รายการใบแจ้งหนี้)', en: 'Tax withheld on an invoice item' },
    account: { th: 'รายการหักตามรหัสบัญชี', en: 'Account item' },
    wallet: { th: 'หักจากกระเป๋าเงิน', en: 'Wallet' },
  },
  paymentType: {
    CASH: { th: 'เงินสด', en: 'Cash' },
    CHEQUE: { th: 'เช็ค', en: 'Cheque' },
    CARD: { th: 'บัตรเครดิต/เดบิต', en: 'Credit/debit card' },
    TRANSFER: { th: 'โอนเงิน', en: 'Transfer' },
    ONLINE: { th: 'ชำระออนไลน์', en: 'Online payment' },
    BILL_PAYMENT: { th: 'ชำระผ่านธนาคาร (Bill Payment)', en: 'Bill payment' },
  },
} as const satisfies { [K in keyof typeof RECEIPT_CODE_LISTS]: LabelsOf<(typeof RECEIPT_CODE_LISTS)[K]> };
