import { GL_BLOCKERS, GL_DOCUMENT_TYPES, GL_POST_STATUSES } from '../api/ledger/gl';
import { MANUAL_VOUCHER_STATUSES } from '../api/ledger/manual-voucher';
import { STATEMENT_KINDS, STATEMENT_SECTIONS } from '../api/ledger/statements';
import type { LabelsOf } from './types';

/** Code lists of the general ledger area. */
export const LEDGER_CODE_LISTS = {
  glDocumentType: GL_DOCUMENT_TYPES,
  glPostStatus: GL_POST_STATUSES,
  glBlocker: GL_BLOCKERS,
  manualVoucherStatus: MANUAL_VOUCHER_STATUSES,
  statementKind: STATEMENT_KINDS,
  statementSection: STATEMENT_SECTIONS,
} as const;

export const LEDGER_LABELS = {
  glDocumentType: {
    IN: { th: 'ใบแจ้งหนี้', en: 'Invoice' },
    RC: { th: 'ใบเสร็จรับเงิน', en: 'Receipt' },
    CN: { th: 'ใบลดหนี้', en: 'Credit note' },
    JV: { th: 'ใบนำฝาก / สมุดรายวันทั่วไป', en: 'Deposit / journal voucher' },
    CH: { th: 'เช็คคืน', en: 'Returned cheque' },
    WC: { th: 'คืนเงินกระเป๋าเงิน', en: 'Wallet refund' },
    YC: { th: 'ปิดบัญชีสิ้นปี', en: 'Year-end closing' },
    OB: { th: 'ยอดยกมาเริ่มใช้ระบบ', en: 'Opening balances' },
    RQ: { th: 'ใบขอเบิก / ตั้งหนี้', en: 'Request for payment' },
    PV: { th: 'ใบสำคัญจ่าย', en: 'Payment voucher' },
    WT: { th: 'นำส่งภาษีหัก ณ ที่จ่าย', en: 'Withholding tax remitted' },
  },
  glPostStatus: {
    UNPOSTED: { th: 'ยังไม่ผ่านรายการ', en: 'Not posted' },
    POSTED: { th: 'ผ่านรายการแล้ว', en: 'Posted' },
  },
  glBlocker: {
    UNPOSTED: { th: 'รายการบัญชียังไม่ผ่านรายการ', en: 'Journals not posted' },
    EARLIER_OPEN: { th: 'งวดก่อนหน้ายังไม่ปิด', en: 'An earlier month is open' },
    PENDING_APPROVAL: { th: 'เอกสารรออนุมัติ', en: 'Documents waiting for approval' },
    UNDEPOSITED: { th: 'เงินสดและเช็คยังไม่นำฝาก', en: 'Cash and cheques not deposited' },
  },
  manualVoucherStatus: {
    1: { th: 'รออนุมัติ', en: 'Waiting for approval' },
    2: { th: 'ไม่อนุมัติ', en: 'Rejected' },
    3: { th: 'ยกเลิก', en: 'Cancelled' },
    4: { th: 'อนุมัติแล้ว', en: 'Approved' },
  },
  statementKind: {
    FP: { th: 'งบแสดงฐานะการเงิน', en: 'Statement of financial position' },
    RE: { th: 'งบรายได้และค่าใช้จ่าย', en: 'Statement of revenue and expenses' },
  },
  statementSection: {
    ASSET: { th: 'สินทรัพย์', en: 'Assets' },
    LIABILITY: { th: 'หนี้สิน', en: 'Liabilities' },
    EQUITY: { th: 'ส่วนของกองทุน', en: 'Funds' },
    INCOME: { th: 'รายได้', en: 'Income' },
    EXPENSE: { th: 'ค่าใช้จ่าย', en: 'Expenses' },
  },
} as const satisfies { [K in keyof typeof LEDGER_CODE_LISTS]: LabelsOf<(typeof LEDGER_CODE_LISTS)[K]> };
