/** FS codes of the financial statements (layout settings and reports), merged into ERRORS (errors.ts). */
export const STATEMENT_ERRORS = {
  FS001: {
    status: 409,
    th: 'โครงการนี้มีรูปแบบงบการเงินของตนเองแล้ว',
    en: 'This property already has its own statement layout.',
  },
  FS002: {
    status: 409,
    th: 'โครงการนี้ใช้รูปแบบงบการเงินมาตรฐาน กรุณากดปรับรูปแบบเองก่อนแก้ไข',
    en: 'This property uses the standard layout: start its own layout before editing.',
  },
  FS003: { status: 404, th: 'ไม่พบหัวข้อหรือรายการของงบการเงิน', en: 'Statement heading or line not found.' },
  FS004: {
    status: 400,
    th: 'ช่วงบัญชีซ้ำกับรายการอื่นหรือไม่มีบัญชีในหมวดของหัวข้อ กรุณาตรวจสอบ',
    en: 'An account range overlaps another line or holds no account of the heading: please check.',
  },
  FS005: {
    status: 409,
    th: 'ลำดับที่ขอย้ายอยู่นอกรายการ',
    en: 'There is no place to move it to.',
  },
} as const;
