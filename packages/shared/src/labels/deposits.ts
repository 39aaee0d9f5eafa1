import { DEPOSIT_STATUSES } from '../api/payments/deposits';
import type { LabelsOf } from './types';

/** Code lists of the deposits area (payment types are the receipts area's `paymentType`). */
export const DEPOSIT_CODE_LISTS = { depositStatus: DEPOSIT_STATUSES } as const;

export const DEPOSIT_LABELS = {
  depositStatus: {
    POSTED: { th: 'บันทึกแล้ว', en: 'Posted' },
    CANCELLED: { th: 'ยกเลิก', en: 'Cancelled' },
  },
} as const satisfies { [K in keyof typeof DEPOSIT_CODE_LISTS]: LabelsOf<(typeof DEPOSIT_CODE_LISTS)[K]> };
