/**
 * RP codes of the reports, merged into ERRORS (errors.ts). RP001 travels as 504, not 503: the web client reads 503
 * as "under maintenance" and leaves for the maintenance page.
 */
export const REPORT_ERRORS = {
  RP001: {
    status: 504,
    th: 'รายงานใช้เวลานานเกินกำหนดจึงถูกยกเลิก กรุณาเลือกวันที่ใกล้ปัจจุบันมากขึ้น หรือลองใหม่ภายหลัง',
    en: 'The report took too long and was stopped. Choose a more recent date, or try again later.',
  },
} as const;
