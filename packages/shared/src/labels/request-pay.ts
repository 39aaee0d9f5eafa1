import { REQUEST_PAY_STATUSES, REQUEST_PAY_TYPES } from '../api/payables/request-pay';
import type { LabelsOf } from './types';

/** Code lists of the request-pay area. */
export const REQUEST_PAY_CODE_LISTS = {
  requestPayType: REQUEST_PAY_TYPES,
  requestPayStatus: REQUEST_PAY_STATUSES,
} as const;

export const REQUEST_PAY_LABELS = {
  requestPayType: {
    1: { th: 'ขอเบิกตามรหัสบัญชี', en: 'Account list' },
    2: { th: 'ปิดบัญชีเงินฝากของลูกค้า', en: 'Close a customer deposit (wallet)' },
    3: { th: 'ขอเบิกตามประเภทค่าใช้จ่าย', en: 'Expense list' },
    4: { th: 'ขอเบิกตามใบสั่งซื้อ', en: 'Order list' },
    5: { th: 'ชำระใบแจ้งหนี้จากเงินมัดจำ', en: 'Pay invoices from a deposit' },
    6: { th: 'ขอเบิกตามงบประมาณ', en: 'Budget list' },
    7: { th: 'เงินสดย่อย', en: 'Petty cash' },
    8: { th: 'เงินทดรองจ่าย', en: 'Advance' },
    9: { th: 'เคลียร์เงินทดรองจ่าย', en: 'Clear an advance' },
    10: { th: 'ค่าสินไหม', en: 'Claim' },
    11: { th: 'คืนเงินประกันการตกแต่ง', en: 'Decoration deposit refund' },
  },
  requestPayStatus: {
    1: { th: 'รออนุมัติ', en: 'Waiting for approval' },
    2: { th: 'อนุมัติแล้ว', en: 'Approved' },
    3: { th: 'ไม่อนุมัติ', en: 'Rejected' },
    4: { th: 'จ่ายแล้ว', en: 'Paid' },
    6: { th: 'ยกเลิก', en: 'Cancelled' },
  },
} as const satisfies {
  [K in keyof typeof REQUEST_PAY_CODE_LISTS]: LabelsOf<(typeof REQUEST_PAY_CODE_LISTS)[K]>;
};
