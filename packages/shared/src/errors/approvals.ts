/**
 * Codes of the approvals engine, merged into ERRORS (errors.ts). ST101-ST105 and ST2xx are taken by users and
 * settings (a later spread would silently replace them), so the engine's codes start at ST301.
 */
export const APPROVAL_ERRORS = {
  ST301: { status: 404, th: 'ไม่พบเอกสารที่รออนุมัติ', en: 'No document waiting for approval was found.' },
  ST302: {
    status: 403,
    th: 'คุณไม่ใช่ผู้อนุมัติของขั้นตอนปัจจุบันของเอกสารนี้',
    en: 'You are not an approver of the current step of this document.',
  },
  ST303: {
    status: 409,
    th: 'เอกสารนี้ได้รับการดำเนินการไปแล้ว กรุณาโหลดข้อมูลใหม่',
    en: 'This document has already been processed; please reload it.',
  },
  ST304: { status: 400, th: 'กรุณาระบุเหตุผลที่ไม่อนุมัติ', en: 'Please give the reason for rejecting.' },
  ST305: {
    status: 400,
    th: 'ผู้อนุมัติต้องเป็นผู้ใช้ของโครงการนี้ที่มีสิทธิ์อนุมัติเอกสารประเภทนี้',
    en: 'Approvers must be users of this property with the right to approve this document type.',
  },
  ST306: { status: 404, th: 'ไม่พบขั้นตอนการอนุมัติ', en: 'The approval step was not found.' },
  ST307: {
    status: 400,
    th: 'ประเภทเอกสารนี้ไม่ต้องผ่านการอนุมัติ',
    en: 'This document type does not go through approval.',
  },
  ST308: {
    status: 403,
    th: 'ผู้สร้างเอกสารไม่สามารถอนุมัติเอกสารของตนเองได้ ต้องให้ผู้อนุมัติท่านอื่นอนุมัติ',
    en: 'You created this document, so someone else must approve it.',
  },
} as const satisfies Record<string, { status: number; th: string; en: string }>;
