import {
  invoiceImportColumns,
  type InvoiceImportColumn,
  type InvoiceImportKind,
  type Lang,
} from '@suanklang/shared';

/**
 * What each template column means, as the template's second sheet explains it. `required` columns must be in
 * the file's header (and filled in every row); `numeric` columns are written as numeric cells in the files the
 * server makes (template, error file).
 */
type ColumnInfo = { required: boolean | 'SAP'; numeric: boolean; th: string; en: string };

export const COLUMN_INFO: Record<InvoiceImportColumn, ColumnInfo> = {
  propertyCode: {
    required: true,
    numeric: false,
    th: 'รหัสโครงการ ต้องเป็นโครงการที่เลือกอยู่',
    en: 'Property code: must be the selected property',
  },
  unitCode: { required: true, numeric: false, th: 'รหัสห้องชุดในโครงการ', en: 'Unit code of the property' },
  ownerType: {
    required: false,
    numeric: false,
    th: 'ผู้ที่ต้องชำระ: OWNER (เจ้าของ) CO_OWNER (เจ้าของร่วม) TENANT (ผู้เช่า) ว่าง = ผู้รับใบแจ้งหนี้ปกติของห้อง',
    en: "Who owes it: OWNER, CO_OWNER or TENANT; blank = the unit's usual billing customer",
  },
  expenseType: {
    required: true,
    numeric: false,
    th: 'รหัสประเภทค่าใช้จ่ายของโครงการ (ที่ใช้งานอยู่)',
    en: 'Code of an active expense type of the property',
  },
  dueDate: {
    required: 'SAP',
    numeric: false,
    th: 'วันครบกำหนดชำระ วว/ดด/ปปปป (พ.ศ. หรือ ค.ศ.) หรือ ปปปป-ดด-วว',
    en: 'Due date: DD/MM/YYYY (BE or CE year) or YYYY-MM-DD',
  },
  invoiceDate: {
    required: true,
    numeric: false,
    th: 'วันที่ใบแจ้งหนี้ ต้องไม่เกินวันนี้และไม่เกินวันครบกำหนดชำระ',
    en: 'Invoice date: not after today nor after the due date',
  },
  billingCycleMonth: {
    required: false,
    numeric: true,
    th: 'เดือนของรอบบิล (1-12) ว่าง = เดือนของวันที่ใบแจ้งหนี้',
    en: "Billing month (1-12); blank = the invoice date's month",
  },
  billingCycleYear: {
    required: false,
    numeric: true,
    th: 'ปีของรอบบิล (พ.ศ. ถ้ามากกว่า 2400 มิฉะนั้น ค.ศ.)',
    en: 'Billing year (BE when above 2400, else CE)',
  },
  billingCycleStartMonth: {
    required: false,
    numeric: true,
    th: 'เดือนเริ่มต้นของช่วงที่เรียกเก็บ ว่าง = เดือนของรอบบิล',
    en: 'First month the charge covers; blank = the billing month',
  },
  billingCycleStartYear: {
    required: false,
    numeric: true,
    th: 'ปีเริ่มต้นของช่วงที่เรียกเก็บ',
    en: 'Year of the first month covered',
  },
  billingCycleEndMonth: {
    required: false,
    numeric: true,
    th: 'เดือนสิ้นสุดของช่วงที่เรียกเก็บ ว่าง = เดือนเริ่มต้น',
    en: 'Last month the charge covers; blank = the first month',
  },
  billingCycleEndYear: {
    required: false,
    numeric: true,
    th: 'ปีสิ้นสุดของช่วงที่เรียกเก็บ',
    en: 'Year of the last month covered',
  },
  meterCode: {
    required: false,
    numeric: false,
    th: 'ประเภทมิเตอร์ (เช่น WATER) ต้องตรงกับประเภทค่าใช้จ่าย',
    en: "Meter type (e.g. WATER): must be the expense type's",
  },
  previousMeter: {
    required: false,
    numeric: true,
    th: 'เลขมิเตอร์ครั้งก่อน (ใส่คู่กับครั้งนี้)',
    en: 'Previous reading (with the current one)',
  },
  currentMeter: {
    required: false,
    numeric: true,
    th: 'เลขมิเตอร์ครั้งนี้ ต้องไม่น้อยกว่าครั้งก่อน',
    en: 'Current reading: not below the previous one',
  },
  amountExcludeVat: {
    required: true,
    numeric: true,
    th: 'จำนวนเงินก่อนภาษี มากกว่า 0 ทศนิยมไม่เกิน 2 ตำแหน่ง',
    en: 'Amount before VAT: more than 0, at most 2 decimals',
  },
  vat: {
    required: false,
    numeric: true,
    th: 'ภาษีมูลค่าเพิ่ม ว่าง = 0 (โครงการที่ไม่ได้จดทะเบียนภาษีต้องเป็น 0)',
    en: 'VAT; blank = 0 (must be 0 unless the property is VAT-registered)',
  },
  unitCodeCrm: {
    required: false,
    numeric: false,
    th: 'รหัสห้องในระบบ CRM (เก็บไว้อ้างอิง)',
    en: 'Unit code in the CRM (kept for reference)',
  },
  invoiceNo: {
    required: false,
    numeric: false,
    th: 'เลขที่ใบแจ้งหนี้เดิมที่ลูกค้าได้รับ (พิมพ์ในหมายเหตุ)',
    en: 'The original invoice number the customer received (shown in the remark)',
  },
  invoiceStatusDescription: {
    required: false,
    numeric: false,
    th: 'สถานะใบแจ้งหนี้ใน SAP (เก็บไว้อ้างอิง)',
    en: 'Invoice status text in SAP (kept for reference)',
  },
  customerNameTh: {
    required: false,
    numeric: false,
    th: 'ชื่อลูกค้าใน SAP (เก็บไว้อ้างอิง ใบแจ้งหนี้ออกให้ลูกค้าของห้อง)',
    en: "Customer name in SAP (kept for reference; the invoice goes to the unit's customer)",
  },
  customerNameEn: {
    required: false,
    numeric: false,
    th: 'ชื่อลูกค้าภาษาอังกฤษใน SAP (เก็บไว้อ้างอิง)',
    en: 'English customer name in SAP (kept for reference)',
  },
  expenseTypeDescriptionTh: {
    required: false,
    numeric: false,
    th: 'ชื่อประเภทค่าใช้จ่ายใน SAP (เก็บไว้อ้างอิง)',
    en: 'Expense type name in SAP (kept for reference)',
  },
  expenseTypeDescriptionEn: {
    required: false,
    numeric: false,
    th: 'ชื่อประเภทค่าใช้จ่ายภาษาอังกฤษใน SAP (เก็บไว้อ้างอิง)',
    en: 'English expense type name in SAP (kept for reference)',
  },
  accountCode: {
    required: false,
    numeric: false,
    th: 'รหัสบัญชีรายได้ใน SAP (เก็บไว้อ้างอิง บันทึกบัญชีตามประเภทค่าใช้จ่าย)',
    en: "Income account in SAP (kept for reference; posting uses the expense type's account)",
  },
  description: {
    required: false,
    numeric: false,
    th: 'รายละเอียดรายการในใบแจ้งหนี้ ว่าง = ชื่อประเภทค่าใช้จ่าย',
    en: "Line description on the invoice; blank = the expense type's name",
  },
  invoiceDueDate: {
    required: false,
    numeric: false,
    th: 'วันครบกำหนดชำระใน SAP ใช้เมื่อไม่ได้กรอก dueDate',
    en: 'Due date in SAP, used when dueDate is blank',
  },
  grandTotal: {
    required: 'SAP',
    numeric: true,
    th: 'ยอดรวม ต้องเท่ากับ amountExcludeVat + vat',
    en: 'Grand total: must equal amountExcludeVat + vat',
  },
  invoiceNoSap: {
    required: 'SAP',
    numeric: false,
    th: 'เลขที่เอกสาร SAP นำเข้าได้ครั้งเดียวต่อโครงการ',
    en: 'SAP document number: imported once per property',
  },
  status: {
    required: false,
    numeric: false,
    th: 'สถานะใน SAP (เก็บไว้อ้างอิง นำเข้าเฉพาะใบที่ยังค้างชำระ)',
    en: 'SAP status (kept for reference; import open invoices only)',
  },
};

/**
 * The columns a file of this kind must have in its header. dueDate is required for overdue debts; a SAP file may
 * give the due date as invoiceDueDate instead, so there it is checked per row.
 */
export function requiredColumns(kind: InvoiceImportKind): InvoiceImportColumn[] {
  return invoiceImportColumns(kind).filter((c) => {
    const r = COLUMN_INFO[c].required;
    if (c === 'dueDate') return kind !== 'SAP';
    return r === true || (r === 'SAP' && kind === 'SAP');
  });
}

export function columnDescription(column: InvoiceImportColumn, lang: Lang): string {
  return COLUMN_INFO[column][lang];
}
