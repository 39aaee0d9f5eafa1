/** CH codes of the cheques area, merged into ERRORS (errors.ts). */
export const CHEQUE_ERRORS = {
  CH001: { status: 404, th: 'ไม่พบเช็ค', en: 'Cheque not found.' },
  CH002: {
    status: 409,
    th: 'มีเช็คเลขที่นี้ของธนาคารนี้อยู่แล้ว',
    en: 'A cheque with this number and bank already exists.',
  },
  CH003: {
    status: 409,
    th: 'ไม่สามารถเปลี่ยนสถานะเช็คจากสถานะปัจจุบันได้',
    en: 'The cheque cannot go to this status from its current status.',
  },
  CH004: {
    status: 409,
    th: 'เช็คนี้ถูกใช้ในใบเสร็จรับเงินแล้ว',
    en: 'This cheque is already used by a receipt.',
  },
  CH005: { status: 400, th: 'ไม่พบธนาคารหรือสาขาที่เลือก', en: 'The selected bank or branch does not exist.' },
  CH006: {
    status: 400,
    th: 'ไม่พบบัญชีธนาคารของโครงการสำหรับรหัสบัญชีนี้',
    en: 'The property has no bank account with this account code.',
  },
  CH007: {
    status: 409,
    th: 'มีเช็คเลขที่นี้มากกว่าหนึ่งใบ กรุณาระบุธนาคาร',
    en: 'Several cheques have this number; please give the bank.',
  },
  CH008: { status: 404, th: 'ไม่พบรายการนำเข้าเช็ค', en: 'Cheque import not found.' },
  CH009: {
    status: 409,
    th: 'รายการนำเข้ามีข้อผิดพลาด กรุณาแก้ไขแล้วนำเข้าใหม่',
    en: 'The import has rows with errors; fix the file and upload it again.',
  },
  CH010: { status: 409, th: 'รายการนำเข้านี้บันทึกไปแล้ว', en: 'This import has already been committed.' },
  CH011: {
    status: 400,
    th: 'ไฟล์ไม่มีรายการเช็คหรือมีรายการมากเกินไป',
    en: 'The file has no cheque rows or too many rows.',
  },
  CH012: {
    status: 400,
    th: 'วันที่ต้องไม่ก่อนวันที่ของขั้นตอนก่อนหน้า',
    en: 'The date cannot be earlier than the date of the previous step.',
  },
  CH013: {
    status: 409,
    th: 'ไม่สามารถยกเลิกใบเสร็จรับเงินที่ใช้เช็คนี้ได้',
    en: 'A receipt paid with this cheque could not be cancelled.',
  },
  CH014: {
    status: 400,
    th: 'ข้อมูลในไฟล์ไม่ถูกต้อง',
    en: 'A value in the file is not valid.',
  },
  CH015: {
    status: 409,
    th: 'เช็คนี้จ่ายตามใบสำคัญจ่าย กรุณายกเลิกที่ใบสำคัญจ่าย',
    en: 'This cheque pays a payment voucher; cancel the voucher instead.',
  },
} as const satisfies Record<string, { status: number; th: string; en: string }>;
