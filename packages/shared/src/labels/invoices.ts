import { INVOICE_STATUSES, PAYMENT_STATUSES } from '../api/billing/invoices';
import type { LabelsOf } from './types';

/** Code lists of the invoices area. */
export const INVOICE_CODE_LISTS = {
  invoiceStatus: INVOICE_STATUSES,
  invoicePaymentStatus: PAYMENT_STATUSES,
} as const;

export const INVOICE_LABELS = {
  invoiceStatus: {
    DRAFT: { th: 'ฉบับร่าง', en: 'Draft' },
    ISSUED: { th: 'ออกแล้ว', en: 'Issued' },
    CANCELLED: { th: 'ยกเลิก', en: 'Cancelled' },
  },
  invoicePaymentStatus: {
    UNPAID: { th: 'ค้างชำระ', en: 'Unpaid' },
    PARTIAL: { th: 'ชำระบางส่วน', en: 'Partly paid' },
    PAID: { th: 'ชำระแล้ว', en: 'Paid' },
  },
} as const satisfies { [K in keyof typeof INVOICE_CODE_LISTS]: LabelsOf<(typeof INVOICE_CODE_LISTS)[K]> };
