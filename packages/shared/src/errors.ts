import type { Lang } from './lang';
import { APPROVAL_ERRORS } from './errors/approvals';
import { BUDGET_ERRORS } from './errors/budgets';
import { CHEQUE_ERRORS } from './errors/cheques';
import { CREDIT_NOTE_ERRORS } from './errors/credit-notes';
import { DEPOSIT_ERRORS } from './errors/deposits';
import { LEDGER_ERRORS } from './errors/ledger';
import { LEDGER_REPORT_ERRORS } from './errors/ledger-reports';
import { RECEIPT_ERRORS } from './errors/receipts';
import { PAYMENT_VOUCHER_ERRORS } from './errors/payment-voucher';
import { REQUEST_PAY_ERRORS } from './errors/request-pay';
import { REPORT_ERRORS } from './errors/reports';
import { STATEMENT_ERRORS } from './errors/statements';

/**
 * Functional error codes. Each has a stable code (prefix per area as in the spec: ST platform and settings,
 * PJ property, CU customer, UN unit, ...), the HTTP status it travels with, and its Thai and English message.
 * The server never sends a hard-coded message: it sends the code's text in the caller's language.
 */
export const ERRORS = {
  ST001: { status: 400, th: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบ', en: 'Invalid data, please check the fields.' },
  ST002: { status: 401, th: 'กรุณาเข้าสู่ระบบ', en: 'Please sign in.' },
  ST003: {
    status: 401,
    th: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่',
    en: 'Your session has expired, please sign in again.',
  },
  ST004: {
    status: 403,
    th: 'คุณไม่มีสิทธิ์เข้าถึงโครงการนี้',
    en: 'You do not have access to this property.',
  },
  ST005: {
    status: 403,
    th: 'คุณไม่มีสิทธิ์ทำรายการนี้',
    en: 'You do not have permission for this action.',
  },
  ST006: { status: 404, th: 'ไม่พบข้อมูล', en: 'Not found.' },
  ST007: { status: 429, th: 'มีการเรียกใช้งานมากเกินไป กรุณารอสักครู่', en: 'Too many requests, please wait.' },
  ST008: { status: 503, th: 'ระบบอยู่ระหว่างปรับปรุง', en: 'The system is under maintenance.' },
  ST009: { status: 409, th: 'ข้อมูลซ้ำ', en: 'Duplicate data.' },
  ST010: {
    status: 500,
    th: 'เกิดข้อผิดพลาดในระบบ กรุณาลองใหม่อีกครั้ง',
    en: 'Something went wrong, please try again.',
  },
  ST011: { status: 400, th: 'กรุณาเลือกโครงการ', en: 'Please select a property.' },
  ST012: {
    status: 401,
    th: 'ไม่สามารถยืนยันตัวตนจากผู้ให้บริการเข้าสู่ระบบได้',
    en: 'The sign-in token could not be verified.',
  },
  ST013: {
    status: 403,
    th: 'บัญชีผู้ใช้นี้ถูกระงับการใช้งาน',
    en: 'This user account is inactive.',
  },
  ST014: { status: 400, th: 'ไฟล์หรือคำขอมีขนาดใหญ่เกินกำหนด', en: 'The request or file is too large.' },
  ST015: { status: 409, th: 'ไฟล์ยังไม่พร้อม กรุณารอสักครู่', en: 'The file is not ready yet, please wait.' },
  ST016: {
    status: 500,
    th: 'การสร้างไฟล์ถูกหยุดเพราะระบบเริ่มทำงานใหม่ กรุณาสั่งพิมพ์อีกครั้ง',
    en: 'Making the file was stopped by a server restart. Please ask for it again.',
  },
  ST101: { status: 409, th: 'ชื่อผู้ใช้นี้มีอยู่แล้ว', en: 'This username already exists.' },
  ST102: { status: 404, th: 'ไม่พบผู้ใช้', en: 'User not found.' },
  ST103: {
    status: 400,
    th: 'ไม่สามารถระงับบัญชีของตนเองได้',
    en: 'You cannot deactivate your own account.',
  },
  ST104: { status: 400, th: 'ไม่พบบทบาทที่เลือก', en: 'The selected role does not exist.' },
  ST105: {
    status: 400,
    th: 'ผู้ใช้จากระบบไดเรกทอรีไม่สามารถตั้งรหัสผ่านได้',
    en: 'Directory users cannot have a password here.',
  },
  ST106: { status: 400, th: 'รหัสผ่านปัจจุบันไม่ถูกต้อง', en: 'The current password is incorrect.' },
  ST107: {
    status: 403,
    th: 'กรุณาเปลี่ยนรหัสผ่านก่อนเข้าใช้งาน',
    en: 'Please change your password before continuing.',
  },
  // ----- settings: chart of accounts, expense types, reference data -----
  ST201: { status: 409, th: 'รหัสบัญชีนี้มีอยู่แล้ว', en: 'This account code already exists.' },
  ST202: { status: 404, th: 'ไม่พบรหัสบัญชี', en: 'Account not found.' },
  ST203: {
    status: 409,
    th: 'บัญชีนี้ถูกใช้งานอยู่ ไม่สามารถแก้ไขรหัสหรือประเภทได้',
    en: 'This account is in use: its code and type cannot be changed.',
  },
  ST204: {
    status: 400,
    th: 'บัญชีแม่ต้องเป็นบัญชีคุมที่ไม่ใช่บัญชีย่อยและอยู่ในหมวดเดียวกัน',
    en: 'The parent must be a header account of the same category.',
  },
  ST205: {
    status: 400,
    th: 'บัญชีที่เลือกไม่สามารถใช้กับรายการนี้ได้',
    en: 'The selected account cannot be used here.',
  },
  ST206: {
    status: 409,
    th: 'บัญชีนี้มีบัญชีย่อยอยู่ ต้องเป็นบัญชีคุม',
    en: 'This account has sub-accounts, so it must stay a header account.',
  },
  ST211: { status: 409, th: 'ประเภทค่าใช้จ่ายนี้มีอยู่แล้ว', en: 'This expense type already exists.' },
  ST212: { status: 404, th: 'ไม่พบประเภทค่าใช้จ่าย', en: 'Expense type not found.' },
  ST213: {
    status: 409,
    th: 'ประเภทค่าใช้จ่ายนี้ถูกใช้งานอยู่ ไม่สามารถแก้ไขรหัส หมวด หรือวิธีคำนวณได้',
    en: 'This expense type is in use: its code, category and calculation cannot be changed.',
  },
  ST221: { status: 400, th: 'ไม่พบธนาคารหรือสาขาที่เลือก', en: 'The selected bank or branch does not exist.' },
  ST222: { status: 400, th: 'ไม่พบรายการที่เลือก', en: 'The selected option does not exist.' },
  // ----- property -----
  PJ001: { status: 409, th: 'รหัสโครงการนี้มีอยู่แล้ว', en: 'This property code already exists.' },
  PJ002: {
    status: 403,
    th: 'เฉพาะผู้ดูแลระบบเท่านั้นที่สร้างโครงการได้',
    en: 'Only administrators can create properties.',
  },
  PJ003: { status: 404, th: 'ไม่พบบัญชีธนาคารของโครงการ', en: 'Property bank account not found.' },
  PJ004: {
    status: 409,
    th: 'บัญชีธนาคารนี้ถูกใช้งานอยู่ ไม่สามารถลบได้',
    en: 'This bank account is in use and cannot be removed.',
  },
  PJ005: {
    status: 409,
    th: 'เลขที่บัญชีธนาคารนี้มีอยู่แล้ว',
    en: 'This bank account number already exists.',
  },
  PJ006: {
    status: 409,
    th: 'ไม่สามารถเปลี่ยนประเภทโครงการได้ เนื่องจากมีห้องชุดแล้ว',
    en: 'The property type cannot change once the property has units.',
  },
  PJ007: {
    status: 403,
    th: 'เฉพาะผู้จัดการหรือผู้ดูแลระบบเท่านั้นที่แก้ไขบัญชีธนาคาร Biller ID ข้อมูลภาษี หรือเงินเพิ่มของโครงการได้',
    en: "Only a manager or an administrator can change the property's bank accounts, biller ID, tax details or surcharge rules.",
  },
  // ----- customer -----
  CU001: { status: 409, th: 'รหัสลูกค้านี้มีอยู่แล้ว', en: 'This customer code already exists.' },
  CU002: {
    status: 409,
    th: 'เลขประจำตัวนี้ลงทะเบียนเป็นลูกค้ารายอื่นแล้ว',
    en: 'This ID number is already registered to another customer.',
  },
  CU003: { status: 404, th: 'ไม่พบลูกค้า', en: 'Customer not found.' },
  CU004: { status: 400, th: 'ลูกค้ารายนี้ถูกระงับการใช้งาน', en: 'This customer is inactive.' },
  CU005: {
    status: 409,
    th: 'ลูกค้ารายนี้ยังเป็นเจ้าของหรือผู้เช่าห้องชุดอยู่ ไม่สามารถระงับได้',
    en: 'This customer still owns or rents a unit and cannot be made inactive.',
  },
  CU006: { status: 404, th: 'ไม่พบประวัติการแก้ไข', en: 'Change record not found.' },
  CU007: {
    status: 409,
    th: 'ข้อมูลลูกค้าถูกแก้ไขพร้อมกัน กรุณาโหลดข้อมูลใหม่',
    en: 'The customer was changed at the same time by someone else, please reload.',
  },
  // ----- unit -----
  UN001: { status: 409, th: 'รหัสห้องชุดนี้มีอยู่แล้ว', en: 'This unit code already exists.' },
  UN002: { status: 404, th: 'ไม่พบห้องชุด', en: 'Unit not found.' },
  UN003: {
    status: 400,
    th: 'การเปลี่ยนเจ้าของต้องทำผ่านการขายต่อ (โอนกรรมสิทธิ์)',
    en: 'A change of owner must be made through a resale.',
  },
  UN004: {
    status: 400,
    th: 'วันที่โอนต้องไม่ก่อนวันที่เจ้าของปัจจุบันเริ่มถือกรรมสิทธิ์',
    en: 'The transfer date cannot be before the current owner took over.',
  },
  UN005: {
    status: 409,
    th: 'ห้องชุดนี้ถูกใช้งานอยู่ ไม่สามารถแก้ไขรหัสหรือประเภทได้',
    en: 'This unit is in use: its code and type cannot be changed.',
  },
  UN006: { status: 400, th: 'ไม่พบประเภทห้องชุด', en: 'Unit type not found.' },
  UN007: { status: 409, th: 'รหัสประเภทห้องชุดนี้มีอยู่แล้ว', en: 'This unit type code already exists.' },
  UN008: {
    status: 400,
    th: 'ผู้ซื้อเป็นเจ้าของปัจจุบันอยู่แล้ว',
    en: 'The buyers are already the current owners.',
  },
  UN009: { status: 400, th: 'ห้องชุดนี้ถูกระงับการใช้งาน', en: 'This unit is inactive.' },
  // ----- supplier -----
  SP001: { status: 409, th: 'รหัสผู้จำหน่ายนี้มีอยู่แล้ว', en: 'This supplier code already exists.' },
  SP002: { status: 404, th: 'ไม่พบผู้จำหน่าย', en: 'Supplier not found.' },
  SP003: {
    status: 409,
    th: 'เลขที่บัญชีนี้มีอยู่แล้วสำหรับผู้จำหน่ายรายนี้',
    en: 'This account number already exists for this supplier.',
  },
  SP004: { status: 404, th: 'ไม่พบบัญชีธนาคารของผู้จำหน่าย', en: 'Supplier bank account not found.' },
  SP005: {
    status: 409,
    th: 'ผู้จำหน่ายนี้ถูกใช้งานอยู่ ไม่สามารถแก้ไขรหัสได้',
    en: 'This supplier is in use: its code cannot be changed.',
  },
  // ----- budget item -----
  BG001: { status: 409, th: 'รหัสรายการงบประมาณนี้มีอยู่แล้ว', en: 'This budget item code already exists.' },
  BG002: { status: 404, th: 'ไม่พบรายการงบประมาณ', en: 'Budget item not found.' },
  BG003: {
    status: 409,
    th: 'รายการงบประมาณนี้ถูกใช้งานอยู่ ไม่สามารถแก้ไขรหัสได้',
    en: 'This budget item is in use: its code cannot be changed.',
  },
  EX001: {
    status: 409,
    th: 'กำลังสร้างใบแจ้งหนี้ของเดือนนี้อยู่ กรุณารอสักครู่',
    en: 'The invoices of this month are being generated, please wait.',
  },
  EX002: {
    status: 409,
    th: 'เดือนนี้ออกใบแจ้งหนี้แล้ว ไม่สามารถแก้ไขเลขมิเตอร์ได้',
    en: 'This month has been billed: its meter readings can no longer change.',
  },
  EX003: { status: 404, th: 'ไม่พบห้องชุดหรือประเภทค่าใช้จ่าย', en: 'Unit or expense type not found.' },
  EX004: {
    status: 400,
    th: 'ไฟล์มีรายการที่ไม่ถูกต้อง ไม่ได้บันทึกข้อมูลใด ๆ',
    en: 'The file has rows with errors; nothing was saved.',
  },
  EX005: { status: 404, th: 'ไม่พบรายการสร้างใบแจ้งหนี้', en: 'Billing run not found.' },
  // Stored on a billing run, not answered by a call (its status is never sent).
  EX006: {
    status: 500,
    th: 'การสร้างใบแจ้งหนี้ถูกหยุดเพราะระบบเริ่มทำงานใหม่ ไม่มีใบแจ้งหนี้ใดถูกสร้าง กรุณาสร้างใบแจ้งหนี้ของเดือนนี้อีกครั้ง',
    en: "The billing run was stopped by a server restart and billed nothing. Run this month's billing again.",
  },
  // Stored on a billing run started without saying what to do with the units that have no reading.
  EX007: {
    status: 400,
    th: 'มีห้องชุดที่ยังไม่มีเลขมิเตอร์ กรุณาเลือกว่าจะออกใบแจ้งหนี้โดยไม่มีรายการมิเตอร์หรือคิดค่าขั้นต่ำ ไม่มีใบแจ้งหนี้ใดถูกสร้าง',
    en: 'Some units have no meter reading: choose to bill them without the meter line or at the minimum charge. Nothing was billed.',
  },
  // A reading that rolled over or is far above the unit's usual use: saved only once the clerk confirms it.
  EX008: {
    status: 409,
    th: 'เลขมิเตอร์นี้ต้องได้รับการยืนยันก่อนบันทึก',
    en: 'This meter reading needs to be confirmed before it is saved.',
  },
  EX009: {
    status: 400,
    th: 'บันทึกเลขมิเตอร์ได้ไม่เกินเดือนที่จะออกใบแจ้งหนี้ถัดไป',
    en: 'Meter readings can be entered up to the next billing month only.',
  },
  IN001: {
    status: 409,
    th: 'ใบแจ้งหนี้ที่มีเลขที่แล้วไม่สามารถยกเลิกได้ กรุณาออกใบลดหนี้',
    en: 'An invoice that has a number cannot be cancelled; issue a credit note instead.',
  },
  IN002: { status: 404, th: 'ไม่พบใบแจ้งหนี้', en: 'Invoice not found.' },
  IN003: {
    status: 409,
    th: 'แก้ไขได้เฉพาะใบแจ้งหนี้ฉบับร่าง',
    en: 'Only a draft invoice can be changed.',
  },
  IN004: { status: 400, th: 'ห้องชุดนี้ไม่มีเจ้าของหรือผู้เช่าที่จะออกใบแจ้งหนี้', en: 'This unit has no customer to bill.' },
  IN005: {
    status: 409,
    th: 'ใบกำกับภาษีที่ออกแล้วไม่สามารถแก้ไขข้อมูลผู้ซื้อได้',
    en: 'The buyer of an issued tax invoice cannot be changed.',
  },
  IN006: {
    status: 400,
    th: 'ไม่พบประเภทค่าใช้จ่ายหรือไม่ได้ใช้งาน',
    en: 'The expense type does not exist or is inactive.',
  },
  IN007: {
    status: 400,
    th: 'ลูกค้ารายนี้ไม่ได้เป็นเจ้าของหรือผู้เช่าห้องชุดนี้',
    en: 'This customer is not an owner or tenant of the unit.',
  },
  GL001: { status: 409, th: 'งวดบัญชีนี้ปิดแล้ว', en: 'This accounting period is closed.' },
  GL002: { status: 500, th: 'รายการบัญชีไม่สมดุล', en: 'The journal does not balance.' },
  GL003: {
    status: 409,
    th: 'รายการที่ผ่านบัญชีแล้วไม่สามารถแก้ไขหรือลบได้',
    en: 'Posted entries cannot be changed or deleted.',
  },
  IN008: {
    status: 409,
    th: 'ยังไม่ได้ตั้งค่าเงินเพิ่มของโครงการ หรือตั้งค่าไม่ครบ (วิธีคำนวณ อัตรา จำนวนเดือน และวันผ่อนผัน)',
    en: "The property's surcharge settings are missing or incomplete (method, rates, months and grace days).",
  },
  IN009: {
    status: 409,
    th: 'ไม่พบประเภทค่าใช้จ่ายหมวดเงินเพิ่มที่ใช้งานอยู่ กรุณาเพิ่มในการตั้งค่าประเภทค่าใช้จ่าย',
    en: 'There is no active expense type of category Surcharge; add one in the expense type settings.',
  },
  IN010: {
    status: 404,
    th: 'ไม่พบห้องชุดที่เลือกในโครงการนี้',
    en: 'One or more of the selected units are not in this property.',
  },
  IN011: {
    status: 409,
    th: 'เงินเพิ่มของช่วงวันนี้ถูกสร้างไปแล้ว กรุณาตรวจสอบอีกครั้ง',
    en: 'A surcharge for these days has already been created; refresh and try again.',
  },
  // ----- invoice imports (overdue debts, SAP) -----
  IN012: {
    status: 400,
    th: 'ไฟล์ไม่ตรงกับแบบฟอร์ม (ขาดคอลัมน์ที่ต้องมี หรือมีคอลัมน์ที่ไม่รู้จัก) กรุณาดาวน์โหลดแบบฟอร์ม',
    en: 'The file does not match the template (required columns missing or unknown columns); please download the template.',
  },
  IN013: {
    status: 400,
    th: 'ไฟล์ต้องมีข้อมูลอย่างน้อย 1 แถว และไม่เกิน 10,000 แถว',
    en: 'The file must have at least 1 and at most 10,000 rows.',
  },
  IN014: { status: 404, th: 'ไม่พบรายการนำเข้า', en: 'Import not found.' },
  IN015: {
    status: 409,
    th: 'รายการนำเข้านี้มีแถวที่ไม่ถูกต้อง ไม่สามารถบันทึกได้ กรุณาแก้ไขไฟล์แล้วนำเข้าใหม่',
    en: 'This import has rows with errors and cannot be committed; fix the file and upload it again.',
  },
  IN016: { status: 409, th: 'รายการนำเข้านี้บันทึกไปแล้ว', en: 'This import has already been committed.' },
  IN017: {
    status: 400,
    th: 'รหัสโครงการไม่ตรงกับโครงการที่เลือก',
    en: 'The property code is not the selected property.',
  },
  IN018: {
    status: 409,
    th: 'รายการนี้มีใบแจ้งหนี้อยู่แล้ว (นำเข้าหรือออกใบแจ้งหนี้ไปแล้ว)',
    en: 'This charge is already on an invoice (imported or billed before).',
  },
  IN019: {
    status: 400,
    th: 'ยอดรวมไม่เท่ากับจำนวนเงินก่อนภาษีบวกภาษีมูลค่าเพิ่ม',
    en: 'The grand total is not the amount before VAT plus VAT.',
  },
  IN020: {
    status: 400,
    th: 'ห้องชุดนี้ไม่มีลูกค้าปัจจุบันประเภทนี้',
    en: 'The unit has no current customer of this owner type.',
  },
  IN021: {
    status: 400,
    th: 'ยอดหนี้ยกมาไม่มีภาษีมูลค่าเพิ่มแยก ภาษีขายที่ยังไม่ถึงกำหนดชำระอยู่ในยอดยกมาของบัญชีภาษีขายแล้ว',
    en: 'Opening debts carry no separate VAT: output VAT not yet due stays in the opening balance of its account.',
  },
  IN022: {
    status: 500,
    th: 'การบันทึกรายการนำเข้าถูกหยุดเพราะระบบเริ่มทำงานใหม่ ยังไม่มีใบแจ้งหนี้ใดถูกสร้าง กรุณากดบันทึกอีกครั้ง',
    en: 'Committing the import was stopped by a server restart; no invoice was made. Please commit it again.',
  },
  // Areas with their own files (one owner each).
  ...RECEIPT_ERRORS,
  ...CHEQUE_ERRORS,
  ...APPROVAL_ERRORS,
  ...CREDIT_NOTE_ERRORS,
  ...DEPOSIT_ERRORS,
  ...LEDGER_ERRORS,
  ...LEDGER_REPORT_ERRORS,
  ...REPORT_ERRORS,
  ...STATEMENT_ERRORS,
  ...BUDGET_ERRORS,
  ...REQUEST_PAY_ERRORS,
  ...PAYMENT_VOUCHER_ERRORS,
} as const satisfies Record<string, { status: number; th: string; en: string }>;

export type ErrorCode = keyof typeof ERRORS;

export function errorMessage(code: ErrorCode, lang: Lang): string {
  return ERRORS[code][lang];
}

/** Whether a stored text is one of the codes (a billing run's error is a code, or older free text). */
export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERRORS, value);
}
