import { APPROVAL_DETAIL_STATUS } from '../api/payments/approvals';
import { APPROVAL_DOCUMENT_TYPES } from '../objects';
import type { LabelsOf } from './types';

/** A step's result once it is no longer waiting: approved, rejected, or no longer needed. */
export const APPROVAL_RESULTS = [
  APPROVAL_DETAIL_STATUS.approved,
  APPROVAL_DETAIL_STATUS.rejected,
  APPROVAL_DETAIL_STATUS.inactive,
] as const;

/** Code lists of the approvals area. */
export const APPROVAL_CODE_LISTS = {
  approvalDocumentType: APPROVAL_DOCUMENT_TYPES,
  approvalResult: APPROVAL_RESULTS,
} as const;

export const APPROVAL_LABELS = {
  approvalDocumentType: {
    CN: { th: 'ใบลดหนี้', en: 'Credit note' },
    JV: { th: 'ใบสำคัญทั่วไป', en: 'Journal voucher' },
    RQ: { th: 'ใบขอเบิกจ่าย', en: 'Request pay' },
    PV: { th: 'ใบสำคัญจ่าย', en: 'Payment voucher' },
  },
  approvalResult: {
    1: { th: 'อนุมัติ', en: 'Approved' },
    2: { th: 'ไม่อนุมัติ', en: 'Rejected' },
    4: { th: 'ไม่ต้องดำเนินการ', en: 'Not required' },
  },
} as const satisfies { [K in keyof typeof APPROVAL_CODE_LISTS]: LabelsOf<(typeof APPROVAL_CODE_LISTS)[K]> };
