import { LEDGER_EXPORT_LINE_LIMIT } from '../api/ledger/ledger-limits';

const exportLimit = LEDGER_EXPORT_LINE_LIMIT.toLocaleString('en-US');

/**
 * GL codes of the general ledger area (GL001-GL003 are the database's guards, in errors.ts), and JV116-JV129 of the
 * journal vouchers typed by the accountant (JV101-JV115 are the deposits'), merged into ERRORS.
 */
export const LEDGER_ERRORS = {
  GL004: { status: 404, th: 'ไม่พบรายการบัญชี', en: 'Journal entry not found.' },
  GL005: {
    status: 409,
    th: 'ยังปิดงวดบัญชีเดือนนี้ไม่ได้ กรุณาตรวจสอบรายการที่ค้างอยู่ก่อน',
    en: 'This month cannot be closed yet: check what is still outstanding first.',
  },
  GL006: {
    status: 409,
    th: 'เอกสารนี้ผ่านรายการบัญชีแยกประเภทแล้ว กรุณายกเลิกการผ่านรายการก่อน',
    en: 'This document is posted to the general ledger: cancel the posting first.',
  },
  GL007: {
    status: 409,
    th: 'ต้องเปิดงวดบัญชีเดือนหลังก่อน จึงจะเปิดงวดเดือนนี้ได้',
    en: 'A later month is closed: reopen it first.',
  },
  GL008: { status: 409, th: 'ไม่มีรายการที่รอผ่านบัญชี', en: 'There is nothing to post.' },
  GL009: {
    status: 403,
    th: 'คุณไม่มีสิทธิ์ผ่านรายการบัญชีของเอกสารประเภทนี้',
    en: 'You may not post this document type to the general ledger.',
  },
  GL010: { status: 403, th: 'คุณไม่มีสิทธิ์ปิดงวดบัญชี', en: 'You may not close accounting periods.' },
  GL011: { status: 409, th: 'งวดบัญชีนี้ยังไม่ได้ปิด', en: 'This accounting period is not closed.' },
  GL012: {
    status: 409,
    th: 'ไม่มีรายการที่ผ่านบัญชีแล้วให้ยกเลิก',
    en: 'There is no posting to cancel.',
  },
  GL013: {
    status: 409,
    th: 'ปิดงวดบัญชีได้เมื่อสิ้นเดือนนั้นแล้วเท่านั้น',
    en: 'A month can be closed only after it has ended.',
  },
  GL014: {
    status: 400,
    th: 'เดือนเริ่มต้นต้องไม่อยู่หลังเดือนสิ้นสุด',
    en: 'The first month must not be after the last month.',
  },
  GL015: { status: 409, th: 'ปีบัญชีนี้ปิดแล้ว', en: 'This year is already closed.' },
  GL016: { status: 409, th: 'ปีบัญชีนี้ยังไม่ได้ปิด', en: 'This year is not closed.' },
  GL017: {
    status: 409,
    th: 'ปีถัดไปมีงวดบัญชีที่ปิดแล้ว กรุณาเปิดงวดเหล่านั้นก่อน',
    en: 'The next year has a closed month: reopen it first.',
  },
  GL018: {
    status: 400,
    th: 'บัญชีรายได้สูง (ต่ำ) กว่าค่าใช้จ่ายสะสมต้องเป็นบัญชีหมวดส่วนของเจ้าของที่ใช้งานอยู่',
    en: 'The accumulated surplus account must be an active equity account.',
  },
  GL019: { status: 404, th: 'ไม่พบใบสำคัญทั่วไป', en: 'Journal voucher not found.' },
  GL020: {
    status: 409,
    th: 'สถานะของใบสำคัญทั่วไปไม่อนุญาตให้ทำรายการนี้',
    en: 'The journal voucher status does not allow this action.',
  },
  GL021: {
    status: 409,
    th: 'ใบสำคัญทั่วไปที่ไม่อนุมัติหรือยกเลิกแล้วไม่สามารถแนบไฟล์เพิ่มได้',
    en: 'Files cannot be added to a rejected or cancelled journal voucher.',
  },
  GL022: {
    status: 400,
    th: 'บัญชีลูกหนี้บันทึกผ่านใบแจ้งหนี้ ใบเสร็จรับเงิน และใบลดหนี้เท่านั้น กรุณาใช้ใบลดหนี้แทน',
    en: 'Receivable accounts are kept by invoices, receipts and credit notes: use a credit note instead.',
  },
  GL023: {
    status: 409,
    th: 'บันทึกยอดยกมาเริ่มใช้ระบบแล้ว แก้ไขด้วยใบสำคัญทั่วไป',
    en: 'The opening balances are already posted: correct them with a journal voucher.',
  },
  GL024: {
    status: 400,
    th: 'วันที่ยอดยกมาต้องไม่หลังรายการบัญชีแรกของโครงการ',
    en: "The opening balances must be dated on or before the property's first journal entry.",
  },
  GL025: {
    status: 400,
    th: 'บัญชีพักยอดยกมาใช้จับคู่ยอดลูกหนี้ยกมากับหนี้ค้างชำระรายห้องชุดเท่านั้น ไม่ใส่ในไฟล์ยอดยกมา',
    en: 'The opening balances clearing account only matches the receivables brought in with the debts per unit: leave it out of the file.',
  },
  JV116: {
    status: 400,
    th: `ใบสำคัญทั่วไปของเดือนนี้มีรายการเกิน ${exportLimit} บรรทัด ไม่สามารถส่งออกเป็นไฟล์เดียวได้`,
    en: `This month's journal vouchers have more than ${exportLimit} lines: too many for one file.`,
  },
} as const;
