import { bahtText, formatMoney, formatThaiDate } from '@suanklang/shared';
import { branchText, startA4Pdf, type Pen, type TextStyle, type TextTrace } from '../../invoices';
import type { InvoiceDocumentParty } from '../../invoices';

/** What the receipt PDF prints; money is integer satang, dates ISO (CE). */
export type ReceiptDocument = {
  lang: 'th' | 'en';
  property: InvoiceDocumentParty & { phone: string | null };
  customer: InvoiceDocumentParty;
  unitCode: string;
  receiptNo: string;
  receiptDate: string;
  /** Receipt type 2 of a VAT-registered property: printed as ใบเสร็จรับเงิน/ใบกำกับภาษี with s.86/4 fields. */
  taxInvoice: boolean;
  /** A reprint: marked สำเนา / COPY. */
  copy: boolean;
  cancelled: boolean;
  lines: {
    invoiceNo: string;
    description: string;
    period: string;
    amountExcludeVat: number;
    vat: number;
    amount: number;
  }[];
  payments: { label: string; amount: number }[];
  deductions: { label: string; amount: number }[];
  totals: {
    amountExcludeVat: number;
    vat: number;
    grandTotal: number;
    walletTopUp: number;
    received: number;
  };
  note: string | null;
};

const LABELS = {
  th: {
    receipt: 'ใบเสร็จรับเงิน',
    taxInvoice: 'ใบเสร็จรับเงิน/ใบกำกับภาษี',
    copy: 'สำเนา',
    cancelled: 'ยกเลิก',
    taxId: 'เลขประจำตัวผู้เสียภาษี',
    phone: 'โทร.',
    no: 'เลขที่',
    date: 'วันที่',
    unit: 'ห้องชุด',
    customer: 'ได้รับเงินจาก',
    invoiceNo: 'ใบแจ้งหนี้',
    description: 'รายการ',
    period: 'รอบบิล',
    amount: 'จำนวนเงิน',
    subtotal: 'รวมเงินก่อนภาษีมูลค่าเพิ่ม',
    vat: 'ภาษีมูลค่าเพิ่ม',
    grandTotal: 'รวมชำระหนี้',
    walletTopUp: 'เงินรับล่วงหน้า (เข้ากระเป๋าเงิน)',
    received: 'รวมรับทั้งสิ้น',
    payments: 'ชำระโดย',
    deductions: 'รายการหัก',
    words: 'จำนวนเงิน (ตัวอักษร)',
    note: 'หมายเหตุ',
    collector: 'ผู้รับเงิน',
    page: (p: number, n: number) => `หน้า ${p}/${n}`,
  },
  en: {
    receipt: 'Receipt',
    taxInvoice: 'Receipt / Tax invoice',
    copy: 'COPY',
    cancelled: 'CANCELLED',
    taxId: 'Tax ID',
    phone: 'Tel.',
    no: 'No.',
    date: 'Date',
    unit: 'Unit',
    customer: 'Received from',
    invoiceNo: 'Invoice',
    description: 'Description',
    period: 'Period',
    amount: 'Amount',
    subtotal: 'Amount before VAT',
    vat: 'VAT',
    grandTotal: 'Invoices paid',
    walletTopUp: 'Advance kept in the wallet',
    received: 'Total received',
    payments: 'Paid by',
    deductions: 'Deductions',
    words: 'Amount in words',
    note: 'Remark',
    collector: 'Collector',
    page: (p: number, n: number) => `Page ${p} of ${n}`,
  },
} as const;

const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 36;
const WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - MARGIN - 14;
const GREY = '#555555';
const COLS = [
  { key: 'invoiceNo', width: 95 },
  { key: 'description', width: WIDTH - 95 - 80 - 90 },
  { key: 'period', width: 80 },
  { key: 'amount', width: 90 },
] as const;

/** Renders receipts into one A4 PDF (one or more pages each), with the invoice documents' fonts and pen. */
export async function renderReceiptsPdf(
  docs: ReceiptDocument[],
  options: { onText?: TextTrace } = {},
): Promise<Buffer> {
  if (docs.length === 0) throw new RangeError('No receipt to render');
  const { pdf, pen, finished } = startA4Pdf({
    title: docs[0]!.receiptNo,
    margin: MARGIN,
    onText: options.onText,
  });
  for (const doc of docs) renderReceipt(pen, doc);
  pdf.end();
  return finished;
}

function header(pen: Pen, doc: ReceiptDocument): number {
  const l = LABELS[doc.lang];
  pen.pdf.addPage();
  const small: TextStyle = { size: 9, color: GREY };
  let y = MARGIN;
  y += pen.paragraph(doc.property.name, MARGIN, y, 300, { bold: true, size: 14 });
  if (doc.property.address) y += pen.paragraph(doc.property.address, MARGIN, y, 300, small);
  if (doc.property.taxId) {
    const tax = doc.taxInvoice
      ? `${l.taxId} ${doc.property.taxId}  ${branchText(doc.property.branchNo, doc.lang)}`
      : `${l.taxId} ${doc.property.taxId}`;
    pen.line(tax, MARGIN, y, 300, small);
    y += pen.lineHeight(small);
  }
  if (doc.property.phone) {
    pen.line(`${l.phone} ${doc.property.phone}`, MARGIN, y, 300, small);
    y += pen.lineHeight(small);
  }
  const right = MARGIN + WIDTH - 200;
  let r = MARGIN;
  pen.line(doc.taxInvoice ? l.taxInvoice : l.receipt, right, r, 200, {
    bold: true,
    size: 16,
    align: 'right',
  });
  r += pen.lineHeight({ size: 16 });
  const marks = [
    doc.copy ? (doc.lang === 'th' ? `${l.copy} / COPY` : l.copy) : '',
    doc.cancelled ? l.cancelled : '',
  ]
    .filter(Boolean)
    .join('  ');
  if (marks) {
    pen.line(marks, right, r, 200, { bold: true, size: 12, color: '#b00020', align: 'right' });
    r += pen.lineHeight({ size: 12 });
  }
  for (const [label, value] of [
    [l.no, doc.receiptNo],
    [l.date, formatThaiDate(doc.receiptDate, doc.lang)],
    [l.unit, doc.unitCode],
  ] as const) {
    pen.line(`${label} ${value}`, right, r, 200, { align: 'right' });
    r += pen.lineHeight();
  }
  y = Math.max(y, r) + 8;
  pen.line(l.customer, MARGIN, y, WIDTH, { bold: true });
  y += pen.lineHeight();
  y += pen.paragraph(doc.customer.name, MARGIN, y, WIDTH);
  if (doc.customer.address) y += pen.paragraph(doc.customer.address, MARGIN, y, WIDTH, small);
  if (doc.customer.taxId) {
    pen.line(
      `${l.taxId} ${doc.customer.taxId}${doc.taxInvoice ? `  ${branchText(doc.customer.branchNo, doc.lang)}` : ''}`,
      MARGIN,
      y,
      WIDTH,
      small,
    );
    y += pen.lineHeight(small);
  }
  y += 6;
  let x = MARGIN;
  for (const c of COLS) {
    pen.line(l[c.key], x + 4, y + 4, c.width - 8, {
      bold: true,
      align: c.key === 'amount' ? 'right' : 'left',
    });
    x += c.width;
  }
  y += pen.lineHeight() + 8;
  pen.pdf
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .strokeColor('#999999')
    .stroke();
  return y + 2;
}

function renderReceipt(pen: Pen, doc: ReceiptDocument): void {
  const l = LABELS[doc.lang];
  const first = pen.pdf.bufferedPageRange().count;
  let y = header(pen, doc);
  for (const line of doc.lines) {
    const cells = [
      [line.invoiceNo],
      pen.lines(line.description, COLS[1].width - 8),
      [line.period],
      [formatMoney(line.amount)],
    ];
    const height = Math.max(...cells.map((c) => c.length)) * pen.lineHeight() + 8;
    if (y + height > BOTTOM) y = header(pen, doc);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const col = COLS[i]!;
      cell.forEach((text, n) =>
        pen.line(text, x + 4, y + 4 + n * pen.lineHeight(), col.width - 8, {
          align: col.key === 'amount' ? 'right' : 'left',
        }),
      );
      x += col.width;
    });
    y += height;
  }
  const rows: [string, number, boolean][] = [];
  if (doc.taxInvoice)
    rows.push([l.subtotal, doc.totals.amountExcludeVat, false], [l.vat, doc.totals.vat, false]);
  rows.push([l.grandTotal, doc.totals.grandTotal, false]);
  if (doc.totals.walletTopUp > 0) rows.push([l.walletTopUp, doc.totals.walletTopUp, false]);
  rows.push([l.received, doc.totals.received, true]);
  const section = (rows.length + doc.payments.length + doc.deductions.length + 8) * pen.lineHeight() + 60;
  if (y + section > BOTTOM) y = header(pen, doc);
  y += 6;
  for (const [label, amount, bold] of rows) {
    pen.line(label, MARGIN + WIDTH - 300, y, 200, { bold, align: 'right' });
    pen.line(formatMoney(amount), MARGIN + WIDTH - 94, y, 90, { bold, align: 'right' });
    y += pen.lineHeight();
  }
  y += 4;
  pen.line(`${l.words}: ${bahtText(doc.totals.received)}`, MARGIN, y, WIDTH, { bold: true });
  y += pen.lineHeight() + 6;
  for (const [title, list] of [
    [l.payments, doc.payments],
    [l.deductions, doc.deductions],
  ] as const) {
    if (list.length === 0) continue;
    pen.line(title, MARGIN, y, WIDTH, { bold: true });
    y += pen.lineHeight();
    for (const p of list) {
      pen.line(p.label, MARGIN + 10, y, WIDTH - 110);
      pen.line(formatMoney(p.amount), MARGIN + WIDTH - 94, y, 90, { align: 'right' });
      y += pen.lineHeight();
    }
    y += 4;
  }
  if (doc.note) y += pen.paragraph(`${l.note}: ${doc.note}`, MARGIN, y, WIDTH, { size: 9, color: GREY });
  const signY = Math.min(BOTTOM - 30, y + 40);
  pen.pdf
    .moveTo(MARGIN + WIDTH - 180, signY)
    .lineTo(MARGIN + WIDTH, signY)
    .strokeColor('#999999')
    .stroke();
  pen.line(l.collector, MARGIN + WIDTH - 180, signY + 4, 180, { align: 'center' });

  const range = pen.pdf.bufferedPageRange();
  const pages = range.start + range.count - first;
  for (let i = 0; i < pages; i++) {
    pen.pdf.switchToPage(first + i);
    pen.line(l.page(i + 1, pages), MARGIN, PAGE.height - MARGIN - 10, WIDTH, {
      size: 8,
      color: GREY,
      align: 'right',
    });
  }
}
