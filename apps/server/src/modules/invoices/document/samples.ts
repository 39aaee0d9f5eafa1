import type { InvoiceDocument } from './types';

/** Example invoices for the tests and for eyeballing the layout (see the test that writes a sample PDF). */

export const SAMPLE_THAI_TAX_INVOICE: InvoiceDocument = {
  lang: 'th',
  property: {
    name: 'นิติบุคคลอาคารชุด สวนกลาง เรสซิเดนซ์',
    address: '99/9 ถนนสุขุมวิท แขวงคลองตันเหนือ เขตวัฒนา กรุงเทพมหานคร 10110',
    taxId: '0105555123456',
    branchNo: '00000',
    phone: '02-123-4567',
  },
  customer: {
    name: 'บริษัท ทดสอบการค้า จำกัด',
    address: '1 ซอยสุขุมวิท 31 แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพมหานคร 10110',
    taxId: '0105560000011',
    branchNo: '00001',
  },
  unitCode: 'A-1203',
  invoiceNo: 'INV2568000123',
  invoiceDate: '2025-11-01',
  dueDate: '2025-11-15',
  taxInvoice: true,
  status: 'ISSUED',
  lines: [
    {
      description: 'ค่าส่วนกลาง (อัตรา 45 บาทต่อตารางเมตร) สำหรับห้องชุดเลขที่ A-1203 ขนาด 35.50 ตารางเมตร',
      period: '11/2568',
      quantity: '35.50',
      unitPrice: 4500,
      amountExcludeVat: 159750,
      vat: 11183,
      amount: 170933,
    },
    {
      description: 'ค่าน้ำประปา',
      period: '10/2568',
      quantity: '12',
      unitPrice: 1800,
      amountExcludeVat: 21600,
      vat: 1512,
      amount: 23112,
    },
    {
      description: 'เงินเพิ่มกรณีชำระค่าส่วนกลางล่าช้า',
      period: null,
      quantity: null,
      unitPrice: null,
      amountExcludeVat: 5000,
      vat: 350,
      amount: 5350,
    },
  ],
  totals: { amountExcludeVat: 186350, vat: 13045, grandTotal: 199395 },
  payment: { billerId: '010555512345601', ref1: 'A1203', ref2: 'INV2568000123' },
  note: 'กรุณาชำระภายในวันครบกำหนด หากชำระแล้วโปรดเก็บหลักฐานการชำระเงินไว้',
};

export const SAMPLE_ENGLISH_INVOICE: InvoiceDocument = {
  lang: 'en',
  property: {
    name: 'Suanklang Residence Condominium Juristic Person',
    address: '99/9 Sukhumvit Road, Khlong Toei Nuea, Watthana, Bangkok 10110',
    taxId: '0105555123456',
    branchNo: null,
    phone: '+66 2 123 4567',
  },
  customer: { name: 'Mr. John Smith', address: null, taxId: null, branchNo: null },
  unitCode: 'B-0504',
  invoiceNo: 'INV2568000124',
  invoiceDate: '2025-11-01',
  dueDate: '2025-11-30',
  taxInvoice: false,
  status: 'ISSUED',
  lines: [
    {
      description: 'Common fee',
      period: 'Nov 2025',
      quantity: '42.00',
      unitPrice: 4000,
      amountExcludeVat: 168000,
      vat: 0,
      amount: 168000,
    },
    {
      description: 'ค่าที่จอดรถคันที่สอง (second parking space)',
      period: 'Nov 2025',
      quantity: '1',
      unitPrice: 150000,
      amountExcludeVat: 150000,
      vat: 0,
      amount: 150000,
    },
  ],
  totals: { amountExcludeVat: 318000, vat: 0, grandTotal: 318000 },
  payment: { billerId: '010555512345601', ref1: 'B0504', ref2: 'INV2568000124' },
  note: null,
};
