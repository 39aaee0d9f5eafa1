import type { InvoiceDocument } from './types';

type Labels = {
  invoice: string;
  taxInvoice: string;
  taxId: string;
  headOffice: string;
  branch: string;
  phone: string;
  invoiceNo: string;
  invoiceDate: string;
  dueDate: string;
  unit: string;
  customer: string;
  description: string;
  period: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  subtotal: string;
  vat: string;
  grandTotal: string;
  amountInWords: string;
  note: string;
  payHeading: string;
  scanHint: string;
  billerId: string;
  ref1: string;
  ref2: string;
  amountDue: string;
  baht: string;
  barcode: string;
  /** A metered line's readings and use, two short lines under its description. */
  meter: (previous: string, current: string, used: string) => [string, string];
  /** A line billed at the meter type's minimum charge: with a reading (the use priced below it) or without. */
  chargedMinimum: string;
  chargedMinimumNoReading: string;
  status: Record<Exclude<InvoiceDocument['status'], 'ISSUED'>, string>;
  notPayable: Record<Exclude<InvoiceDocument['status'], 'ISSUED'>, string>;
  page: (page: number, pages: number) => string;
};

export const LABELS: Record<InvoiceDocument['lang'], Labels> = {
  th: {
    invoice: 'ใบแจ้งหนี้',
    taxInvoice: 'ใบแจ้งหนี้/ใบกำกับภาษี',
    taxId: 'เลขประจำตัวผู้เสียภาษี',
    headOffice: 'สำนักงานใหญ่',
    branch: 'สาขา',
    phone: 'โทร.',
    invoiceNo: 'เลขที่',
    invoiceDate: 'วันที่',
    dueDate: 'วันครบกำหนดชำระ',
    unit: 'ห้องชุด',
    customer: 'ลูกค้า',
    description: 'รายการ',
    period: 'รอบบิล',
    quantity: 'จำนวน',
    unitPrice: 'ราคาต่อหน่วย',
    amount: 'จำนวนเงิน',
    subtotal: 'รวมเงินก่อนภาษีมูลค่าเพิ่ม',
    vat: 'ภาษีมูลค่าเพิ่ม',
    grandTotal: 'รวมทั้งสิ้น',
    amountInWords: 'จำนวนเงิน (ตัวอักษร)',
    note: 'หมายเหตุ',
    payHeading: 'ชำระเงินผ่าน Thai QR Payment (พร้อมเพย์) หรือที่เคาน์เตอร์ธนาคาร',
    scanHint: 'สแกนด้วยแอปธนาคารใดก็ได้',
    billerId: 'รหัสผู้รับชำระ (Biller ID)',
    ref1: 'รหัสอ้างอิง 1 (Ref.1)',
    ref2: 'รหัสอ้างอิง 2 (Ref.2)',
    amountDue: 'ยอดที่ต้องชำระ',
    baht: 'บาท',
    barcode: 'บาร์โค้ดสำหรับเคาน์เตอร์',
    meter: (previous, current, used) => [`เลขมิเตอร์ครั้งก่อน ${previous} ครั้งนี้ ${current}`, `ใช้ไป ${used} หน่วย`],
    chargedMinimum: 'ค่าบริการขั้นต่ำ (ค่าใช้จ่ายตามหน่วยที่ใช้ต่ำกว่าขั้นต่ำ)',
    chargedMinimumNoReading: 'ค่าบริการขั้นต่ำ (ไม่มีเลขมิเตอร์เดือนนี้)',
    status: { DRAFT: 'ฉบับร่าง', CANCELLED: 'ยกเลิก' },
    notPayable: {
      DRAFT: 'ฉบับร่าง: ยังไม่ใช่ใบแจ้งหนี้ ห้ามชำระเงินตามเอกสารนี้',
      CANCELLED: 'ใบแจ้งหนี้นี้ถูกยกเลิกแล้ว ห้ามชำระเงินตามเอกสารนี้',
    },
    page: (page, pages) => `หน้า ${page}/${pages}`,
  },
  en: {
    invoice: 'Invoice',
    taxInvoice: 'Invoice/Tax Invoice',
    taxId: 'Tax ID',
    headOffice: 'Head office',
    branch: 'Branch',
    phone: 'Tel.',
    invoiceNo: 'No.',
    invoiceDate: 'Date',
    dueDate: 'Due date',
    unit: 'Unit',
    customer: 'Customer',
    description: 'Description',
    period: 'Period',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    subtotal: 'Total before VAT',
    vat: 'VAT',
    grandTotal: 'Grand total',
    // Thai banks and the Revenue Department read the amount in Thai words, so English invoices print those too.
    amountInWords: 'Amount in Thai words',
    note: 'Note',
    payHeading: 'Pay by Thai QR Payment (PromptPay) or at a bank counter',
    scanHint: 'Scan with any Thai banking app',
    billerId: 'Biller ID',
    ref1: 'Ref.1',
    ref2: 'Ref.2',
    amountDue: 'Amount due',
    baht: 'THB',
    barcode: 'Counter barcode',
    meter: (previous, current, used) => [
      `Meter: previous ${previous}, current ${current}`,
      `Used: ${used} units`,
    ],
    chargedMinimum: 'Minimum charge (the use priced below the minimum)',
    chargedMinimumNoReading: 'Minimum charge (no meter reading this month)',
    status: { DRAFT: 'DRAFT', CANCELLED: 'CANCELLED' },
    notPayable: {
      DRAFT: 'DRAFT: not yet an invoice. Do not pay against this document.',
      CANCELLED: 'This invoice has been cancelled. Do not pay against this document.',
    },
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
};

/** 'สำนักงานใหญ่' for branch 00000 (or none given), else 'สาขา 00001': the form s.86/4 asks for. */
export function branchText(branchNo: string | null, lang: InvoiceDocument['lang']): string {
  const labels = LABELS[lang];
  if (branchNo === null || /^0*$/.test(branchNo.trim())) return labels.headOffice;
  return `${labels.branch} ${branchNo.trim().padStart(5, '0')}`;
}
