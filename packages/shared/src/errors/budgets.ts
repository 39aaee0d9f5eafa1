/** BG1xx codes of the yearly budgets (BG001-BG003 are the budget items', in errors.ts), merged into ERRORS. */
export const BUDGET_ERRORS = {
  BG101: { status: 404, th: 'ไม่พบงบประมาณ', en: 'Budget not found.' },
  BG102: {
    status: 409,
    th: 'มีงบประมาณของปีบัญชีนี้อยู่แล้ว',
    en: 'A budget for this fiscal year already exists.',
  },
  BG103: {
    status: 409,
    th: 'ทำรายการนี้ได้เฉพาะงบประมาณฉบับร่างเท่านั้น',
    en: 'Only a draft budget can take this action.',
  },
  BG104: {
    status: 409,
    th: 'ทำรายการนี้ได้เฉพาะงบประมาณที่ยืนยันแล้วเท่านั้น',
    en: 'Only a confirmed budget can take this action.',
  },
  BG105: {
    status: 400,
    th: 'กรุณาระบุเหตุผลในการแก้ไขงบประมาณที่ยืนยันแล้ว',
    en: 'Give a reason to modify a confirmed budget.',
  },
  BG106: {
    status: 409,
    th: 'ยอดงบประมาณคงเหลือของรายการต้นทางไม่เพียงพอสำหรับการโอน',
    en: "The source's remaining budget is not enough for this transfer.",
  },
  BG107: {
    status: 400,
    th: 'รายการและเดือนต้นทางต้องไม่ซ้ำกับปลายทาง',
    en: 'The source and the destination must differ (item or month).',
  },
  BG108: {
    status: 400,
    th: 'ไม่พบรายการงบประมาณ หรือรายการงบประมาณไม่ได้ใช้งาน',
    en: 'A budget item is unknown or inactive.',
  },
  BG109: {
    status: 409,
    th: 'งบประมาณที่ปิดแล้วไม่สามารถแก้ไขได้',
    en: 'A closed budget cannot be changed.',
  },
  BG110: {
    status: 404,
    th: 'ไม่พบงบประมาณของปีก่อนสำหรับใช้เป็นต้นแบบ',
    en: 'There is no budget of the previous year to build from.',
  },
  BG111: {
    status: 403,
    th: 'การยืนยัน ปิด หรือโอนงบประมาณ ต้องเป็นผู้จัดการนิติบุคคลเท่านั้น',
    en: 'Confirming, closing or transferring a budget needs the property manager.',
  },
  BG112: {
    status: 400,
    th: 'ไฟล์งบประมาณมีรายการที่ไม่ถูกต้อง ยังไม่ได้นำเข้าข้อมูลใด ๆ',
    en: 'The budget file has rows with errors; nothing was imported.',
  },
  BG113: {
    status: 400,
    th: 'ไม่พบรหัสรายการงบประมาณ หรือรายการงบประมาณไม่ได้ใช้งาน',
    en: 'The budget item code is unknown or inactive.',
  },
  BG114: {
    status: 400,
    th: 'จำนวนเงินงบประมาณต้องไม่ติดลบ',
    en: 'A budget amount cannot be negative.',
  },
  BG115: {
    status: 400,
    th: 'จำนวนเงินงบประมาณต้องเป็นตัวเลข',
    en: 'A budget amount must be a number.',
  },
  BG116: {
    status: 400,
    th: 'จำนวนเงินงบประมาณมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง',
    en: 'A budget amount has at most 2 decimals.',
  },
  BG117: {
    status: 400,
    th: 'รหัสรายการงบประมาณซ้ำกับแถวก่อนหน้าในไฟล์',
    en: 'The budget item code is already on an earlier row of the file.',
  },
  BG118: {
    status: 400,
    th: 'ไฟล์ไม่ใช่รูปแบบงบประมาณที่ส่งออกจากระบบ (ไม่พบหัวตารางรหัสรายการและ 12 เดือน)',
    en: 'The file is not in the layout of the budget export (no heading of item code and 12 months).',
  },
  BG119: {
    status: 400,
    th: 'จำนวนเงินงบประมาณสูงเกินไป (ไม่เกิน 13 หลักก่อนจุดทศนิยม)',
    en: 'A budget amount is too large (at most 13 digits before the point).',
  },
  BG120: {
    status: 409,
    th: 'ยอดรวมมากกว่างบประมาณคงเหลือ',
    en: 'The total is more than the available budget.',
  },
  BG121: {
    status: 409,
    th: 'เดือนของปีงบประมาณนี้ซ้ำกับงบประมาณปีอื่นที่มีอยู่ (เดือนเริ่มปีบัญชีถูกเปลี่ยน)',
    en: "This fiscal year's months overlap another year's budget (the fiscal year's first month was changed).",
  },
} as const;
