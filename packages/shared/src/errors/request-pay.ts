/** RQ codes of the request-pay area (issue 12), merged into ERRORS (errors.ts). */
export const REQUEST_PAY_ERRORS = {
  RQ001: { status: 404, th: 'ไม่พบใบขอเบิก', en: 'Request for payment not found.' },
  RQ002: {
    status: 400,
    th: 'ประเภทใบขอเบิกนี้ยังไม่เปิดให้ใช้งาน',
    en: 'This request type is not available yet.',
  },
  RQ003: {
    status: 409,
    th: 'สถานะของใบขอเบิกไม่อนุญาตให้ทำรายการนี้',
    en: 'The request status does not allow this action.',
  },
  RQ004: {
    status: 409,
    th: 'ใบขอเบิกนี้จ่ายแล้ว กรุณายกเลิกใบสำคัญจ่ายก่อน',
    en: 'This request has been paid; cancel its payment voucher first.',
  },
  RQ005: {
    status: 409,
    th: 'ใบขอเบิกที่จ่ายแล้วหรือยกเลิกแล้วไม่สามารถแนบไฟล์ได้',
    en: 'A paid or cancelled request takes no more files.',
  },
  RQ006: {
    status: 409,
    th: 'ใบขอเบิกผ่านการอนุมัติบางขั้นแล้ว ไม่สามารถแก้ไขได้ กรุณายกเลิกและสร้างใหม่',
    en: 'An approval step has already approved this request; cancel it and raise a new one.',
  },
  RQ007: {
    status: 400,
    th: 'ไม่สามารถเปลี่ยนประเภทของใบขอเบิกที่บันทึกแล้ว',
    en: 'The type of a saved request cannot be changed.',
  },
  RQ008: {
    status: 400,
    th: 'บัญชีของรายการต้องไม่ใช่บัญชีลูกหนี้หรือเจ้าหนี้ที่ระบบดูแล',
    en: "A line cannot charge a receivable or payable control account (kept by the system's documents).",
  },
  RQ009: {
    status: 400,
    th: 'เดือนงบประมาณต้องเป็นเดือนเดียวกับวันที่ของใบขอเบิก',
    en: "The budget month must be the month of the request's date (the expense is posted then).",
  },
  RQ010: {
    status: 400,
    th: 'วันที่ของใบขอเบิกเปลี่ยนได้เฉพาะภายในเดือนของเลขที่เอกสาร',
    en: "A request's date can change only within the month of its number.",
  },
  RQ011: {
    status: 400,
    th: 'ไม่พบใบขอเบิกเงินทดรองจ่ายที่ระบุ',
    en: 'The advance named is not an advance request of this property.',
  },
  RQ012: {
    status: 400,
    th: 'ผู้รับเงินของการเคลียร์เงินทดรองต้องเป็นผู้รับเงินทดรองเดียวกัน',
    en: "A clearing's payee must be the payee of the advance it clears.",
  },
  RQ013: {
    status: 409,
    th: 'เงินทดรองจ่ายนี้ยังไม่ได้จ่าย (ต้องจ่ายด้วยใบสำคัญจ่ายก่อนจึงเคลียร์ได้)',
    en: 'This advance has not been paid; only an advance paid by a payment voucher can be cleared.',
  },
  RQ014: {
    status: 409,
    th: 'เงินทดรองจ่ายนี้มีการเคลียร์อยู่แล้ว',
    en: 'This advance already has a clearing.',
  },
  RQ015: {
    status: 409,
    th: 'เงินทดรองจ่ายนี้มีการเคลียร์อยู่ กรุณายกเลิกการเคลียร์ก่อน',
    en: 'This advance has a clearing; cancel the clearing first.',
  },
  RQ016: {
    status: 400,
    th: 'วันที่เคลียร์เงินทดรองต้องไม่ก่อนวันที่ของเงินทดรองจ่าย',
    en: 'A clearing cannot be dated before the advance it clears.',
  },
  RQ017: {
    status: 409,
    th: 'ยอดรวมมากกว่ายอดเงินสดย่อยคงเหลือ',
    en: 'The total is more than the petty cash balance.',
  },
  RQ018: {
    status: 409,
    th: 'ยอดเงินในกระเป๋าเงินของห้องไม่พอสำหรับการคืนเงิน',
    en: "The unit's wallet balance is less than the refund.",
  },
  RQ019: {
    status: 409,
    th: 'ใบแจ้งหนี้ค้างชำระน้อยกว่ายอดที่ขอชำระจากกระเป๋าเงิน',
    en: 'An invoice owes less than the request pays of it from the wallet.',
  },
  RQ020: {
    status: 409,
    th: 'ยอดเคลมมากกว่ายอดที่ใบเสร็จรับเงินรับไว้ในบัญชีนั้นซึ่งยังไม่ได้เคลม',
    en: 'The claim is more than the receipt earned on that account and has not been claimed yet.',
  },
  RQ021: {
    status: 409,
    th: 'ใบเสร็จรับเงินที่เคลมถูกยกเลิกแล้ว',
    en: 'A receipt the claim names has been cancelled.',
  },
  RQ022: {
    status: 409,
    th: 'ใบเสร็จรับเงินนี้มีใบขอเบิกจ่ายอ้างอิงอยู่ ให้ยกเลิกใบขอเบิกจ่ายก่อน',
    en: 'A request for payment stands on this receipt: cancel the request first.',
  },
} as const;
