import { CREDIT_NOTE_STATUSES, CREDIT_NOTE_TYPES } from '../api/payments/credit-notes';
import type { LabelsOf } from './types';

/** Code lists of the credit-notes area. */
export const CREDIT_NOTE_CODE_LISTS = {
  creditNoteType: CREDIT_NOTE_TYPES,
  creditNoteStatus: CREDIT_NOTE_STATUSES,
} as const;

export const CREDIT_NOTE_LABELS = {
  creditNoteType: {
    1: { th: 'ลดหนี้จากใบแจ้งหนี้', en: 'Invoice-based' },
    2: { th: 'ลดหนี้จากใบเสร็จรับเงิน', en: 'Receipt-based' },
  },
  creditNoteStatus: {
    1: { th: 'รออนุมัติ', en: 'Waiting for approval' },
    2: { th: 'ไม่อนุมัติ', en: 'Rejected' },
    3: { th: 'ยกเลิก', en: 'Cancelled' },
    4: { th: 'อนุมัติ', en: 'Approved' },
  },
} as const satisfies {
  [K in keyof typeof CREDIT_NOTE_CODE_LISTS]: LabelsOf<(typeof CREDIT_NOTE_CODE_LISTS)[K]>;
};
