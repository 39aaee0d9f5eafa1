/** PV codes of the payment-voucher area (issue 12), merged into ERRORS (errors.ts). */
export const PAYMENT_VOUCHER_ERRORS = {
  PV001: { status: 404, th: 'ไม่พบใบสำคัญจ่าย', en: 'Payment voucher not found.' },
  PV002: {
    status: 409,
    th: 'ใบขอเบิกในใบสำคัญจ่ายนี้ยังไม่อนุมัติหรือจ่ายไปแล้ว',
    en: 'A request on this voucher is not approved or has already been paid.',
  },
  PV003: {
    status: 409,
    th: 'สมุดเช็คนี้ใช้หมดแล้วหรือปิดการใช้งานแล้ว',
    en: 'This cheque book is used up or no longer in use.',
  },
  PV004: {
    status: 409,
    th: 'เช็คของใบสำคัญจ่ายนี้ผ่านบัญชีแล้ว ไม่สามารถยกเลิกได้',
    en: 'A cheque of this voucher has already cleared; the voucher cannot be cancelled.',
  },
  PV005: { status: 409, th: 'ใบสำคัญจ่ายนี้ถูกยกเลิกแล้ว', en: 'This payment voucher is already cancelled.' },
  PV006: {
    status: 409,
    th: 'เลขที่เช็คซ้ำกับสมุดเช็คเล่มอื่นของบัญชีนี้',
    en: 'The cheque numbers overlap another book of this account.',
  },
  PV007: {
    status: 400,
    th: 'ข้อมูลผู้รับเงินไม่ครบสำหรับไฟล์ภาษี กรุณาแก้ไขข้อมูลผู้ขายที่ระบุ',
    en: 'A payee lacks what the tax file needs; correct the supplier named.',
  },
  PV008: {
    status: 404,
    th: 'ไม่มีภาษีหัก ณ ที่จ่ายของแบบนี้ในเดือนที่เลือก',
    en: 'No tax was withheld on this form in the chosen month.',
  },
  PV009: {
    status: 400,
    th: 'วันที่ใบสำคัญจ่ายต้องไม่ก่อนวันที่ของใบขอเบิกที่จ่าย',
    en: 'The voucher cannot be dated before the requests it pays.',
  },
  PV010: {
    status: 404,
    th: 'ใบสำคัญจ่ายนี้ไม่มีภาษีหัก ณ ที่จ่าย จึงไม่มีหนังสือรับรอง 50 ทวิ',
    en: 'This voucher withheld no tax, so it has no 50 bis certificate.',
  },
  PV011: {
    status: 400,
    th: 'ธนาคารของบัญชีนี้ยังไม่มีรูปแบบไฟล์จ่ายเงิน (รองรับ KTB และ SCB)',
    en: "There is no payment file layout for this account's bank (KTB and SCB are supported).",
  },
  PV012: {
    status: 400,
    th: 'บัญชีนี้ยังไม่มีรหัสบริษัทสำหรับไฟล์จ่ายเงิน ผู้ดูแลระบบกำหนดได้ที่บัญชีธนาคารของโครงการ',
    en: "This account has no company ID for payment files; an administrator sets it in the property's bank accounts.",
  },
  PV013: {
    status: 404,
    th: 'ไม่มีรายการโอนเงินจากบัญชีนี้ในวันที่เลือก',
    en: 'No transfers were paid from this account on the chosen date.',
  },
  PV015: {
    status: 409,
    th: 'ยื่นแบบภาษีหัก ณ ที่จ่ายของเดือนนี้แล้ว ไม่สามารถเพิ่มหรือยกเลิกใบสำคัญจ่ายที่หักภาษีในเดือนนี้ได้',
    en: "This month's withholding-tax return is filed: its vouchers with tax can no longer be added or cancelled.",
  },
  PV016: {
    status: 409,
    th: 'แบบของเดือนนี้ไม่ได้รอการยื่น (ส่งออกไฟล์ก่อน หรือยื่นแล้ว)',
    en: "This month's return is not waiting to be filed (export its file first, or it is already filed).",
  },
  PV014: {
    status: 400,
    th: 'ไม่สามารถสร้างไฟล์จ่ายเงินได้ กรุณาแก้ไขข้อมูลผู้รับเงินที่ระบุ',
    en: 'The payment file cannot be written; correct the payee named.',
  },
} as const;
