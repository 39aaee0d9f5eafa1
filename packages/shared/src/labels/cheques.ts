import { CHEQUE_STATUSES } from '../api/payments/cheques';
import type { LabelsOf } from './types';

/** Code lists of the cheques area. */
export const CHEQUE_CODE_LISTS = { chequeStatus: CHEQUE_STATUSES } as const;

export const CHEQUE_LABELS = {
  chequeStatus: {
    ON_HAND: { th: 'เช็คในมือ', en: 'On hand' },
    DEPOSITED: { th: 'นำฝากแล้ว', en: 'Deposited' },
    PASSED: { th: 'เช็คผ่าน', en: 'Passed' },
    RETURNED: { th: 'เช็คคืน', en: 'Returned' },
    CANCELLED: { th: 'ยกเลิก', en: 'Cancelled' },
  },
} as const satisfies { [K in keyof typeof CHEQUE_CODE_LISTS]: LabelsOf<(typeof CHEQUE_CODE_LISTS)[K]> };
