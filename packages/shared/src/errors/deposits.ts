/** JV codes of the deposits area, merged into ERRORS (errors.ts). */
export const DEPOSIT_ERRORS = {
  JV101: { status: 404, th: 'ไม่พบรายการนำฝาก', en: 'Deposit not found.' },
  JV102: {
    status: 409,
    th: 'มีรายการรับชำระที่ถูกนำฝากแล้วหรือไม่พบ กรุณาโหลดรายการใหม่',
    en: 'Some payments were already deposited or cannot be found; please reload the list.',
  },
  JV103: { status: 409, th: 'รายการนำฝากนี้ถูกยกเลิกแล้ว', en: 'This deposit is already cancelled.' },
  JV104: {
    status: 409,
    th: 'ไม่สามารถยกเลิกได้ เนื่องจากมีเช็คที่ผ่านเรียกเก็บแล้ว',
    en: 'The deposit cannot be cancelled: one of its cheques has already cleared.',
  },
  JV105: { status: 400, th: 'ไฟล์รับชำระผ่านธนาคารไม่ถูกต้อง', en: 'The bill-payment file is not valid.' },
  JV106: {
    status: 409,
    th: 'ไฟล์นี้ถูกนำเข้าและบันทึกแล้ว',
    en: 'This file has already been imported and committed.',
  },
  JV107: { status: 404, th: 'ไม่พบรายการนำเข้าไฟล์รับชำระ', en: 'Bill-payment import not found.' },
  JV108: { status: 409, th: 'รายการนำเข้านี้ถูกบันทึกแล้ว', en: 'This import has already been committed.' },
  JV109: { status: 400, th: 'ไม่มีรายการที่ตรงกันให้บันทึก', en: 'There are no matched lines to commit.' },
  JV110: {
    status: 400,
    th: 'บัญชีธนาคารที่เลือกไม่สามารถใช้นำฝากได้',
    en: 'The selected bank account cannot take deposits.',
  },
  JV111: {
    status: 409,
    th: 'ยอดค้างชำระของใบแจ้งหนี้เปลี่ยนไปหลังตรวจสอบไฟล์ กรุณานำเข้าไฟล์ใหม่',
    en: 'An invoice changed after the file was checked; please upload the file again.',
  },
  JV112: {
    status: 503,
    th: 'ระบบบันทึกใบเสร็จยังไม่พร้อมใช้งาน',
    en: 'Receipt saving is not available yet.',
  },
  JV113: {
    status: 409,
    th: 'เช็คหนึ่งใบต้องนำฝากพร้อมกันทุกใบเสร็จที่ใช้เช็คนั้น',
    en: 'A cheque is deposited whole: select every receipt payment it made.',
  },
  JV114: {
    status: 409,
    th: 'รายการนำฝากจากไฟล์รับชำระผ่านธนาคารยกเลิกไม่ได้ กรุณายกเลิกที่ใบเสร็จ',
    en: 'A bill-payment deposit cannot be cancelled here; cancel its receipts instead.',
  },
  JV115: {
    status: 400,
    th: 'วันที่นำฝากต้องไม่ก่อนวันที่ใบเสร็จ และต้องไม่เกินวันนี้',
    en: 'The deposit date cannot be before a receipt date or after today.',
  },
} as const satisfies Record<string, { status: number; th: string; en: string }>;
