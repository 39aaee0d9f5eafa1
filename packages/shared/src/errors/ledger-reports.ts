import { LEDGER_EXPORT_LINE_LIMIT } from '../api/ledger/ledger-limits';

const limit = LEDGER_EXPORT_LINE_LIMIT.toLocaleString('en-US');

/** LR codes of the ledger reports (general ledger, journal, cash and bank, accrued expense), merged into ERRORS. */
export const LEDGER_REPORT_ERRORS = {
  LR001: {
    status: 400,
    th: 'รหัสบัญชีเริ่มต้นต้องไม่อยู่หลังรหัสบัญชีสิ้นสุด',
    en: 'The first account must not come after the last account.',
  },
  LR002: {
    status: 400,
    th: 'ไม่พบรหัสบัญชีนี้ในผังบัญชีของโครงการ',
    en: "This account is not in the property's chart of accounts.",
  },
  LR003: {
    status: 400,
    th: `รายงานมีรายการเกิน ${limit} บรรทัด กรุณาเลือกช่วงงวดหรือช่วงรหัสบัญชีให้แคบลง`,
    en: `The report has more than ${limit} lines: choose fewer months or accounts.`,
  },
} as const;
