import type { Lang } from '../lang';
import { isIsoDate, formatThaiDate } from '../thai/dates';

/**
 * Thai and English text for every rule of the catalogue and the message list of 001 s.5, keyed by the rule name
 * carried in validation issues. English is the key source; Thai must have exactly the same keys (the type refuses
 * a missing or extra key, and messages.test.ts checks it at run time too). Parameters are written {name}.
 */
const en = {
  // ----- rule dictionary -----
  required: 'This field is required.',
  zeroRequired: 'This field is required and cannot be zero.',
  min: 'Please enter at least {min} characters.',
  max: 'Please enter no more than {max} characters.',
  min_value: 'The value must be at least {min}.',
  max_value: 'The value must not be greater than {max}.',
  max_amount: 'The amount must not exceed {max}.',
  max_credit_note_amount: 'The credit note amount must not exceed {max}.',
  between: 'The value must be between {min} and {max}.',
  digits: 'Please enter exactly {length} digits.',
  decimal: 'Please enter a number with no more than {decimals} decimal places.',
  numeric: 'Please enter digits only.',
  integer: 'Please enter a whole number.',
  number: 'Please enter a number.',
  amount: 'Please enter a valid amount.',
  email: 'Please enter a valid email address.',
  url: 'Please enter a valid web address (http or https).',
  date_format: 'Please enter the date as DD/MM/YYYY.',
  date: 'Please enter a valid date.',
  after: 'The date must be after {date}.',
  before: 'The date must be before {date}.',
  min_date: 'The date of birth must be earlier than {date}.',
  confirmed: 'The confirmation does not match.',
  credit_card: 'The card number is not valid.',
  ip: 'Please enter a valid IP address.',

  // ----- custom rules -----
  textThai: 'Please enter Thai text; English letters are not allowed.',
  textEng: 'Please enter English text; Thai characters are not allowed.',
  textOther: 'Letters are not allowed in this field.',
  textThaiOnly: 'Please enter Thai letters only.',
  textEngOnly: 'Please enter English letters only.',
  textOtherOnly: 'Please enter digits only.',
  username:
    'A username may contain letters, digits, dots and underscores only, and cannot start or end with, or repeat, a dot or underscore.',
  propertyCode: 'The property code may contain uppercase letters, digits and hyphens only.',
  registrationNo: 'The registration number may contain Thai letters and digits only.',
  numericDash: 'Please enter digits and hyphens only.',
  allowDashAndSpace: 'Special characters are not allowed, except the hyphen.',
  idCard: 'The national ID or tax ID number is not valid.',
  isSQLInjectionDetected: 'Invalid data format.',
  uniqueValue: 'This value is a duplicate.',
  multiValueLength: 'Please select no more than {max} items.',
  minItems: 'Please select at least {min} items.',
  oneOf: 'Please select a valid option.',
  password: 'The password must be {min} to {max} characters long.',
  passwordContainsUsername: 'The password must not be or contain the username.',
  passwordCommon: 'This password is too common and easy to guess; please choose another.',
  passwordReused: 'The new password must be different from the current one.',
  phone: 'Please enter a valid phone number.',
  invalidFormat: 'Invalid data format.',
  invalid: 'The value is not valid.',
  controlCharacter: 'The text contains a control character (such as a NUL byte) that is not allowed.',
  unrecognizedKeys: 'This field is not accepted.',

  // ----- other rules -----
  meterGreaterThanPrevious: 'The meter reading must be greater than the previous reading ({previous}).',
  meterRollover:
    'The reading is below the previous one ({previous}): the {digits}-digit meter went past its last figure and used {usage} units. Please confirm.',
  meterUsageAboveAverage:
    'The use of {usage} units is more than {times} times the average of the last 6 months ({average}). Please confirm.',
  meterMonthAfterNextBilling: 'Readings can be entered up to the next billing month ({next}) only.',
  meterUsageAboveMaximum:
    'The use of {usage} units is above the most expected for this meter ({max}). Please confirm.',
  rangeEnd: 'The end of the range must not be less than its start.',
  accountRangeOverlap: 'These accounts are already on the line "{line}".',
  accountRangeEmpty: "No account of this heading's category falls in this range.",
  taxIdFormat: 'The tax ID is in the wrong format.',
  boardMemberUnique: 'Each board member can be added only once.',

  // ----- attachments -----
  fileDescriptionRequired: 'Please enter a description for the file.',
  fileRequired: 'No file selected. Please choose a file.',
  cannotAttachFileType: 'Cannot attach .{ext} files.',
  fileNameTooLong: 'The file name must not be longer than {max} characters.',
  fileTooLarge: 'The file is larger than {size}.',
  totalFileSizeTooLarge: 'The total file size must not exceed {size}.',
  tooManyFiles: 'You can attach no more than {max} files.',
  importTooLarge: 'The file holds more than {size} of data once unpacked.',
  importTooManyRows: 'The file has more than {max} rows.',
  importUnreadable: 'The file cannot be read as an Excel workbook.',

  // ----- message catalogue -----
  fillOutCompleteInformation: 'Please fill out all the required information.',
  invoiceDateAfterDueDate: 'The invoice date cannot be later than the due date.',
  billingCycleStartAfterEnd: 'The start of the billing cycle must not be later than its end.',
  chequeNoDigits: 'The cheque number must be 8 digits.',
  totalExceedsAvailableBalance: 'The total is more than the available balance.',
  totalExceedsPettyCash: 'The total is more than the petty cash.',
  totalExceedsRemain: 'The total is more than the remaining amount.',
  transactionTotalMoreThanRemain: 'The transaction total is more than the remaining amount.',
  transactionTotalLessThanRemain: 'The transaction total is less than the remaining amount.',
  transactionTotalNotEqualRemain: 'The transaction total is not equal to the remaining amount.',
  debitCreditNotEqual: 'Total debit and total credit are not equal.',
  debitOrCredit: 'Enter either a debit or a credit on each line, not both.',
  supplierMismatchPaymentVoucher: 'The supplier does not match the payment voucher.',
  selectAtLeastOneItem: 'Please select at least one item.',
  selectAtLeastOneInvoice: 'Please select at least one invoice.',
  selectAtLeastOneReceipt: 'Please select at least one receipt.',
  selectAtLeastOneTransaction: 'Please select at least one transaction.',
  mustAddAccount: 'Please add at least one account.',
  mustAddAdvance: 'Please add at least one advance.',
  advanceNoVat: 'An advance carries no VAT: choose "No VAT".',
  pettyCashFundNoVat: 'A petty cash fund carries no VAT: choose "No VAT".',
  pettyCashNoWithholding: 'Petty cash carries no withholding tax.',
  advanceNoWithholding:
    'An advance or its clearing takes no withholding tax (it is withheld when the vendor is paid).',
  damagesExceedDeposit: 'The damages kept cannot be more than the deposit returned.',
  depositNoTax: 'A renovation deposit returned carries no VAT or withholding tax: choose "No VAT".',
  walletNoTax:
    'Money refunded or paid from a wallet carries no VAT or withholding tax here: choose "No VAT".',
  claimNoTax: 'A claim pays back what a receipt earned: no VAT or withholding tax, choose "No VAT".',
  mustAddBoardMember: 'Please add at least one board member.',
  mustAddBudgetItem: 'Please add at least one budget item.',
  mustAddClaim: 'Please add at least one claim.',
  mustAddDecorate: 'Please add at least one decoration item.',
  mustAddExpense: 'Please add at least one expense.',
  mustAddFile: 'Please add at least one file.',
  mustAddOrder: 'Please add at least one order.',
  mustAddRequestPay: 'Please add at least one payment request.',
  mustAddDeduction: 'Please add at least one deduction.',
  mustAddPaymentVoucher: 'Please add at least one payment voucher.',
  mustAddTax: 'Please add at least one tax item.',
  mustAddWallet: 'Please add at least one wallet.',
  onlinePaymentMethodNotSelected: 'No online payment method has been selected.',
  noTaxInformation: 'There is no tax information.',
  noBankAccountNumber: 'No bank account number is set; please set the account number.',
  pendingItemExists: 'There is already an item pending.',
  printNeedsForm: 'Please specify a form before printing.',

  // ----- duplicate checks -----
  duplicateExpenseType: 'This expense type already exists.',
  duplicateMeterCode: 'This meter code already exists.',
  duplicatePropertyCode: 'This property code already exists.',
  duplicateAccountNumber: 'This account number already exists.',
  duplicateSurchargeRate: 'This surcharge rate already exists.',
  condoOverdueMonths:
    'For a condominium the higher rate may start only after {min} months or more in arrears (Condominium Act s.18/1).',
  duplicateSurchargeDescriptionTh: 'This surcharge description (Thai) already exists.',
  duplicateSurchargeDescriptionEn: 'This surcharge description (English) already exists.',
} as const;

export type MessageKey = keyof typeof en;

const th: Record<MessageKey, string> = {
  required: 'กรุณากรอกข้อมูล',
  zeroRequired: 'กรุณากรอกข้อมูล และต้องไม่เป็น 0',
  min: 'กรุณากรอกอย่างน้อย {min} ตัวอักษร',
  max: 'กรอกได้ไม่เกิน {max} ตัวอักษร',
  min_value: 'ค่าต้องไม่น้อยกว่า {min}',
  max_value: 'ค่าต้องไม่เกิน {max}',
  max_amount: 'จำนวนเงินต้องไม่เกิน {max}',
  max_credit_note_amount: 'จำนวนเงินลดหนี้ต้องไม่เกิน {max}',
  between: 'ค่าต้องอยู่ระหว่าง {min} ถึง {max}',
  digits: 'กรุณากรอกตัวเลข {length} หลัก',
  decimal: 'กรุณากรอกตัวเลขทศนิยมไม่เกิน {decimals} ตำแหน่ง',
  numeric: 'กรุณากรอกเฉพาะตัวเลข',
  integer: 'กรุณากรอกเป็นจำนวนเต็ม',
  number: 'กรุณากรอกเป็นตัวเลข',
  amount: 'กรุณากรอกจำนวนเงินให้ถูกต้อง',
  email: 'รูปแบบอีเมลไม่ถูกต้อง',
  url: 'รูปแบบที่อยู่เว็บไซต์ไม่ถูกต้อง (ต้องขึ้นต้นด้วย http หรือ https)',
  date_format: 'กรุณากรอกวันที่ในรูปแบบ วว/ดด/ปปปป',
  date: 'วันที่ไม่ถูกต้อง',
  after: 'วันที่ต้องอยู่หลังวันที่ {date}',
  before: 'วันที่ต้องอยู่ก่อนวันที่ {date}',
  min_date: 'วันเกิดต้องอยู่ก่อนวันที่ {date}',
  confirmed: 'ข้อมูลยืนยันไม่ตรงกัน',
  credit_card: 'หมายเลขบัตรไม่ถูกต้อง',
  ip: 'รูปแบบ IP Address ไม่ถูกต้อง',

  textThai: 'กรุณากรอกเป็นภาษาไทย ไม่สามารถใช้ตัวอักษรภาษาอังกฤษได้',
  textEng: 'กรุณากรอกเป็นภาษาอังกฤษ ไม่สามารถใช้อักขระภาษาไทยได้',
  textOther: 'ไม่สามารถกรอกตัวอักษรในช่องนี้ได้',
  textThaiOnly: 'กรุณากรอกเฉพาะตัวอักษรภาษาไทย',
  textEngOnly: 'กรุณากรอกเฉพาะตัวอักษรภาษาอังกฤษ',
  textOtherOnly: 'กรุณากรอกเฉพาะตัวเลข',
  username:
    'ชื่อผู้ใช้กรอกได้เฉพาะตัวอักษรภาษาอังกฤษ ตัวเลข จุด (.) และขีดล่าง (_) โดยห้ามขึ้นต้นหรือลงท้ายด้วยจุดหรือขีดล่าง และห้ามใช้ติดกัน',
  propertyCode: 'รหัสโครงการกรอกได้เฉพาะตัวอักษรภาษาอังกฤษพิมพ์ใหญ่ ตัวเลข และเครื่องหมายขีด (-)',
  registrationNo: 'เลขทะเบียนกรอกได้เฉพาะตัวอักษรภาษาไทยและตัวเลข',
  numericDash: 'กรุณากรอกเฉพาะตัวเลขและเครื่องหมายขีด (-)',
  allowDashAndSpace: 'ไม่สามารถใช้อักขระพิเศษได้ ยกเว้นเครื่องหมายขีด (-)',
  idCard: 'เลขประจำตัวประชาชนหรือเลขประจำตัวผู้เสียภาษีไม่ถูกต้อง',
  isSQLInjectionDetected: 'รูปแบบข้อมูลไม่ถูกต้อง',
  uniqueValue: 'ข้อมูลซ้ำ',
  multiValueLength: 'เลือกได้ไม่เกิน {max} รายการ',
  minItems: 'กรุณาเลือกอย่างน้อย {min} รายการ',
  oneOf: 'กรุณาเลือกรายการที่ถูกต้อง',
  password: 'รหัสผ่านต้องมีความยาว {min} ถึง {max} ตัวอักษร',
  passwordContainsUsername: 'รหัสผ่านต้องไม่ตรงกับชื่อผู้ใช้ และต้องไม่มีชื่อผู้ใช้อยู่ในรหัสผ่าน',
  passwordCommon: 'รหัสผ่านนี้ใช้กันทั่วไปและเดาได้ง่าย กรุณาเลือกรหัสผ่านอื่น',
  passwordReused: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านปัจจุบัน',
  phone: 'หมายเลขโทรศัพท์ไม่ถูกต้อง',
  invalidFormat: 'รูปแบบข้อมูลไม่ถูกต้อง',
  invalid: 'ข้อมูลไม่ถูกต้อง',
  controlCharacter: 'ข้อความมีอักขระควบคุม (เช่น NUL) ซึ่งไม่อนุญาตให้ใช้',
  unrecognizedKeys: 'ไม่สามารถรับข้อมูลในช่องนี้ได้',

  meterGreaterThanPrevious: 'เลขมิเตอร์ต้องมากกว่าเลขมิเตอร์ครั้งก่อน ({previous})',
  meterRollover:
    'เลขมิเตอร์น้อยกว่าครั้งก่อน ({previous}) แสดงว่ามิเตอร์ {digits} หลักวนกลับเริ่มนับใหม่ ใช้ไป {usage} หน่วย กรุณายืนยัน',
  meterUsageAboveAverage: 'ใช้ไป {usage} หน่วย มากกว่า {times} เท่าของค่าเฉลี่ย 6 เดือนที่ผ่านมา ({average}) กรุณายืนยัน',
  meterMonthAfterNextBilling: 'บันทึกเลขมิเตอร์ได้ไม่เกินเดือนที่จะออกใบแจ้งหนี้ถัดไป ({next})',
  meterUsageAboveMaximum: 'ใช้ไป {usage} หน่วย เกินค่าสูงสุดที่กำหนดของมิเตอร์นี้ ({max}) กรุณายืนยัน',
  rangeEnd: 'ค่าสิ้นสุดต้องไม่น้อยกว่าค่าเริ่มต้น',
  accountRangeOverlap: 'บัญชีช่วงนี้อยู่ในรายการ "{line}" แล้ว',
  accountRangeEmpty: 'ไม่มีบัญชีในหมวดของหัวข้อนี้อยู่ในช่วงที่ระบุ',
  taxIdFormat: 'รูปแบบเลขประจำตัวผู้เสียภาษีไม่ถูกต้อง',
  boardMemberUnique: 'รายชื่อกรรมการต้องไม่ซ้ำกัน',

  fileDescriptionRequired: 'กรุณาระบุคำอธิบายไฟล์',
  fileRequired: 'ไม่พบไฟล์ กรุณาเลือกไฟล์',
  cannotAttachFileType: 'ไม่สามารถแนบไฟล์ .{ext} ได้',
  fileNameTooLong: 'ชื่อไฟล์ต้องมีความยาวไม่เกิน {max} ตัวอักษร',
  fileTooLarge: 'ไฟล์มีขนาดเกิน {size}',
  totalFileSizeTooLarge: 'ขนาดไฟล์รวมต้องไม่เกิน {size}',
  tooManyFiles: 'แนบไฟล์ได้ไม่เกิน {max} ไฟล์',
  importTooLarge: 'ไฟล์มีข้อมูลเกิน {size} เมื่อแตกไฟล์',
  importTooManyRows: 'ไฟล์มีเกิน {max} แถว',
  importUnreadable: 'ไม่สามารถอ่านไฟล์นี้เป็นไฟล์ Excel ได้',

  fillOutCompleteInformation: 'กรุณากรอกข้อมูลให้ครบถ้วน',
  invoiceDateAfterDueDate: 'วันที่ใบแจ้งหนี้ต้องไม่มากกว่าวันครบกำหนดชำระ',
  billingCycleStartAfterEnd: 'วันเริ่มต้นรอบบิลต้องไม่มากกว่าวันสิ้นสุดรอบบิล',
  chequeNoDigits: 'เลขที่เช็คต้องเป็นตัวเลข 8 หลัก',
  totalExceedsAvailableBalance: 'ยอดรวมมากกว่ายอดคงเหลือที่ใช้ได้',
  totalExceedsPettyCash: 'ยอดรวมมากกว่ายอดเงินสดย่อย',
  totalExceedsRemain: 'ยอดรวมมากกว่ายอดคงเหลือ',
  transactionTotalMoreThanRemain: 'ยอดรวมของรายการมากกว่ายอดคงเหลือ',
  transactionTotalLessThanRemain: 'ยอดรวมของรายการน้อยกว่ายอดคงเหลือ',
  transactionTotalNotEqualRemain: 'ยอดรวมของรายการไม่เท่ากับยอดคงเหลือ',
  debitCreditNotEqual: 'ยอดรวมเดบิตและเครดิตไม่เท่ากัน',
  debitOrCredit: 'กรอกเดบิตหรือเครดิตอย่างใดอย่างหนึ่งในแต่ละรายการ ไม่ใช่ทั้งสองช่อง',
  supplierMismatchPaymentVoucher: 'ผู้จำหน่ายไม่ตรงกับใบสำคัญจ่าย',
  selectAtLeastOneItem: 'กรุณาเลือกอย่างน้อย 1 รายการ',
  selectAtLeastOneInvoice: 'กรุณาเลือกใบแจ้งหนี้อย่างน้อย 1 รายการ',
  selectAtLeastOneReceipt: 'กรุณาเลือกใบเสร็จรับเงินอย่างน้อย 1 รายการ',
  selectAtLeastOneTransaction: 'กรุณาเลือกรายการบัญชีอย่างน้อย 1 รายการ',
  mustAddAccount: 'กรุณาเพิ่มรายการบัญชีอย่างน้อย 1 รายการ',
  mustAddAdvance: 'กรุณาเพิ่มรายการเงินทดรองอย่างน้อย 1 รายการ',
  advanceNoVat: 'เงินทดรองจ่ายไม่มีภาษีมูลค่าเพิ่ม กรุณาเลือก "ไม่มีภาษี"',
  pettyCashFundNoVat: 'การตั้งวงเงินสดย่อยไม่มีภาษีมูลค่าเพิ่ม กรุณาเลือก "ไม่มีภาษี"',
  pettyCashNoWithholding: 'เงินสดย่อยไม่มีภาษีหัก ณ ที่จ่าย',
  advanceNoWithholding: 'เงินทดรองจ่ายและการเคลียร์เงินทดรองไม่มีภาษีหัก ณ ที่จ่าย (หักเมื่อจ่ายผู้ขาย)',
  damagesExceedDeposit: 'ค่าเสียหายที่หักไว้ต้องไม่เกินเงินประกันที่คืน',
  depositNoTax: 'การคืนเงินประกันการตกแต่งไม่มีภาษีมูลค่าเพิ่มหรือภาษีหัก ณ ที่จ่าย กรุณาเลือก "ไม่มีภาษี"',
  walletNoTax: 'การคืนเงินหรือชำระหนี้จากกระเป๋าเงินไม่มีภาษีมูลค่าเพิ่มหรือภาษีหัก ณ ที่จ่าย กรุณาเลือก "ไม่มีภาษี"',
  claimNoTax: 'การเคลมคืนยอดที่ใบเสร็จรับเงินรับไว้ไม่มีภาษีมูลค่าเพิ่มหรือภาษีหัก ณ ที่จ่าย กรุณาเลือก "ไม่มีภาษี"',
  mustAddBoardMember: 'กรุณาเพิ่มรายชื่อกรรมการอย่างน้อย 1 คน',
  mustAddBudgetItem: 'กรุณาเพิ่มรายการงบประมาณอย่างน้อย 1 รายการ',
  mustAddClaim: 'กรุณาเพิ่มรายการเบิกจ่ายอย่างน้อย 1 รายการ',
  mustAddDecorate: 'กรุณาเพิ่มรายการตกแต่งอย่างน้อย 1 รายการ',
  mustAddExpense: 'กรุณาเพิ่มรายการค่าใช้จ่ายอย่างน้อย 1 รายการ',
  mustAddFile: 'กรุณาเพิ่มไฟล์อย่างน้อย 1 ไฟล์',
  mustAddOrder: 'กรุณาเพิ่มรายการสั่งซื้ออย่างน้อย 1 รายการ',
  mustAddRequestPay: 'กรุณาเพิ่มรายการขอเบิกจ่ายอย่างน้อย 1 รายการ',
  mustAddDeduction: 'กรุณาเพิ่มรายการหักอย่างน้อย 1 รายการ',
  mustAddPaymentVoucher: 'กรุณาเพิ่มใบสำคัญจ่ายอย่างน้อย 1 รายการ',
  mustAddTax: 'กรุณาเพิ่มรายการภาษีอย่างน้อย 1 รายการ',
  mustAddWallet: 'กรุณาเพิ่มรายการกระเป๋าเงินอย่างน้อย 1 รายการ',
  onlinePaymentMethodNotSelected: 'ยังไม่ได้เลือกช่องทางการชำระเงินออนไลน์',
  noTaxInformation: 'ไม่มีข้อมูลภาษี',
  noBankAccountNumber: 'ยังไม่ได้ระบุเลขที่บัญชีธนาคาร กรุณาตั้งค่าเลขที่บัญชี',
  pendingItemExists: 'มีรายการที่รอดำเนินการอยู่แล้ว',
  printNeedsForm: 'กรุณาระบุแบบฟอร์มก่อนพิมพ์',

  duplicateExpenseType: 'ประเภทค่าใช้จ่ายนี้มีอยู่แล้ว',
  duplicateMeterCode: 'รหัสมิเตอร์นี้มีอยู่แล้ว',
  duplicatePropertyCode: 'รหัสโครงการนี้มีอยู่แล้ว',
  duplicateAccountNumber: 'เลขที่บัญชีนี้มีอยู่แล้ว',
  duplicateSurchargeRate: 'อัตราเงินเพิ่มนี้มีอยู่แล้ว',
  condoOverdueMonths: 'อาคารชุดเริ่มคิดอัตราที่สูงขึ้นได้เมื่อค้างชำระตั้งแต่ {min} เดือนขึ้นไป (พ.ร.บ.อาคารชุด มาตรา 18/1)',
  duplicateSurchargeDescriptionTh: 'คำอธิบายเงินเพิ่ม (ภาษาไทย) นี้มีอยู่แล้ว',
  duplicateSurchargeDescriptionEn: 'คำอธิบายเงินเพิ่ม (ภาษาอังกฤษ) นี้มีอยู่แล้ว',
};

export const validationMessages: Record<Lang, Record<MessageKey, string>> = { th, en };

export const MESSAGE_KEYS = Object.keys(en) as MessageKey[];

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

export type MessageParams = Readonly<Record<string, string | number>>;

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Whole numbers get thousands separators (4,000); an ISO date is shown as that language reads dates. */
function formatParam(value: string | number, lang: Lang): string {
  if (typeof value === 'number') {
    return Number.isSafeInteger(value)
      ? `${value < 0 ? '-' : ''}${groupThousands(String(Math.abs(value)))}`
      : String(value);
  }
  return isIsoDate(value) ? formatThaiDate(value, lang) : value;
}

/**
 * The message for a rule in the caller's language with {name} parameters filled in. An unknown key gives the
 * generic 'invalid' message, so a rule added on the server before its text still shows something sensible.
 * A parameter that was not supplied stays visible as {name} rather than disappearing from the sentence.
 */
export function ruleMessage(lang: Lang, key: MessageKey | (string & {}), params: MessageParams = {}): string {
  const template = validationMessages[lang][isMessageKey(key) ? key : 'invalid'];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : formatParam(value, lang);
  });
}
