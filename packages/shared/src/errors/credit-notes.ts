/** CN codes of the credit-notes area, merged into ERRORS (errors.ts). */
export const CREDIT_NOTE_ERRORS = {
  CN001: { status: 404, th: 'ไม่พบใบลดหนี้', en: 'Credit note not found.' },
  CN002: {
    status: 400,
    th: 'จำนวนเงินลดหนี้เกินยอดคงค้างของรายการ',
    en: 'The credit amount is more than what is still owed on the line.',
  },
  CN003: {
    status: 409,
    th: 'สถานะของใบลดหนี้ไม่อนุญาตให้ทำรายการนี้',
    en: 'The credit note status does not allow this action.',
  },
  CN004: {
    status: 409,
    th: 'ไม่สามารถยกเลิกใบลดหนี้ที่อนุมัติแล้ว',
    en: 'An approved credit note cannot be cancelled.',
  },
  CN005: {
    status: 400,
    th: 'ไม่พบใบเสร็จรับเงินของห้องชุดนี้ หรือใบเสร็จถูกยกเลิกแล้ว',
    en: 'The receipt does not exist for this unit or is cancelled.',
  },
  CN006: {
    status: 400,
    th: 'ไม่พบรายการใบแจ้งหนี้ของห้องชุดนี้ที่ยังค้างชำระ',
    en: 'The invoice line does not exist for this unit or is not open.',
  },
  CN007: {
    status: 409,
    th: 'ใบลดหนี้ที่ไม่อนุมัติหรือยกเลิกแล้วไม่สามารถแนบไฟล์เพิ่มได้',
    en: 'Files cannot be added to a rejected or cancelled credit note.',
  },
  CN008: {
    status: 400,
    th: 'จำนวนเงินลดหนี้เกินยอดที่ชำระในใบเสร็จหักใบลดหนี้ก่อนหน้า',
    en: 'The credit amount is more than the receipt paid less earlier credit notes on it.',
  },
  CN009: { status: 400, th: 'ไม่พบห้องชุด', en: 'Unit not found.' },
  CN010: {
    status: 409,
    th: 'พิมพ์สำเนาได้เฉพาะใบลดหนี้ที่อนุมัติแล้ว',
    en: 'Only an approved credit note can be printed as a copy.',
  },
} as const satisfies Record<string, { status: number; th: string; en: string }>;
