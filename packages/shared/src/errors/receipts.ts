/** RC codes of the receipts area (receipts and customer wallets), merged into ERRORS (errors.ts). */
export const RECEIPT_ERRORS = {
  RC001: { status: 404, th: 'ไม่พบใบเสร็จรับเงิน', en: 'Receipt not found.' },
  RC002: {
    status: 404,
    th: 'ไม่พบใบแจ้งหนี้ที่ค้างชำระของห้องชุดนี้',
    en: 'No open invoice of this unit with that number.',
  },
  RC003: {
    status: 409,
    th: 'ยอดชำระมากกว่ายอดค้างชำระของใบแจ้งหนี้',
    en: 'The amount paid is more than what the invoice still owes.',
  },
  RC004: {
    status: 409,
    th: 'ยอดรวมรายการชำระน้อยกว่ายอดคงเหลือ',
    en: 'The transaction total is less than the remaining amount.',
  },
  RC005: {
    status: 409,
    th: 'ไม่พบเช็ครับในมือ หรือยอดคงเหลือของเช็คไม่พอ',
    en: 'The cheque is not on hand or its balance is not enough.',
  },
  RC006: { status: 409, th: 'ยอดเงินในกระเป๋าเงินไม่พอ', en: 'The wallet balance is not enough.' },
  RC007: {
    status: 409,
    th: 'ใบแจ้งหนี้ถูกชำระไปแล้วในระหว่างนี้ กรุณาโหลดข้อมูลใหม่',
    en: 'The invoice was paid meanwhile; please reload it.',
  },
  RC008: { status: 409, th: 'ใบเสร็จรับเงินนี้ถูกยกเลิกแล้ว', en: 'This receipt has already been cancelled.' },
  RC009: {
    status: 409,
    th: 'ไม่สามารถยกเลิกได้ เนื่องจากมีรายการชำระที่นำฝากธนาคารแล้ว',
    en: 'It cannot be cancelled: a payment of it has been deposited.',
  },
  RC010: {
    status: 409,
    th: 'ไม่สามารถยกเลิกได้ เนื่องจากเงินที่เข้ากระเป๋าเงินถูกใช้ไปแล้ว',
    en: 'It cannot be cancelled: the wallet top-up has already been spent.',
  },
  RC011: {
    status: 409,
    th: 'งวดบัญชีปิดแล้ว ไม่สามารถบันทึกหรือยกเลิกใบเสร็จรับเงินได้',
    en: 'The accounting period is closed; the receipt cannot be saved or cancelled.',
  },
  RC012: { status: 404, th: 'ไม่พบห้องชุดหรือผู้ชำระเงินของห้องชุด', en: 'The unit or its customer was not found.' },
  RC013: { status: 400, th: 'ประเภทใบเสร็จไม่ถูกต้อง', en: 'Invalid receipt type.' },
  RC014: {
    status: 400,
    th: 'รหัสบัญชีไม่ถูกต้องหรือไม่สามารถบันทึกบัญชีได้',
    en: 'The account code is not a postable account of this property.',
  },
  RC015: {
    status: 404,
    th: 'ไม่พบลูกค้ารายนี้ในห้องชุดของใบเสร็จ',
    en: "That customer is not a current customer of the receipt's unit.",
  },
  RC016: {
    status: 404,
    th: 'ไม่พบรายการในใบแจ้งหนี้สำหรับการหักภาษี ณ ที่จ่าย',
    en: 'The invoice line of the withholding-tax deduction was not found.',
  },
  RC017: {
    status: 409,
    th: 'ภาษีหัก ณ ที่จ่ายมากกว่ายอดที่ชำระของรายการ',
    en: 'The tax withheld is more than what this receipt pays of the line.',
  },
  RC018: {
    status: 400,
    th: 'ต้องเลือกใบแจ้งหนี้ก่อนบันทึกการหักภาษี ณ ที่จ่าย',
    en: 'Pick the invoice before deducting tax withheld on it.',
  },
} as const satisfies Record<string, { status: number; th: string; en: string }>;
