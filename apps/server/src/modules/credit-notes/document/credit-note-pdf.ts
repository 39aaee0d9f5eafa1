import { bahtText, formatMoney, formatThaiDate } from '@suanklang/shared';
import { drawPageHeader, startA4Pdf, type Pen, type TextStyle, type TextTrace } from '../../invoices';
import type { InvoiceDocumentParty } from '../../invoices';

/** What the credit-note PDF prints; money is integer satang, dates ISO (CE). */
export type CreditNoteDocument = {
  lang: 'th' | 'en';
  property: InvoiceDocumentParty & { phone: string | null };
  customer: InvoiceDocumentParty;
  unitCode: string;
  creditNoteNo: string;
  creditNoteDate: string;
  /** The property is VAT-registered: printed as ใบลดหนี้/ใบกำกับภาษี with the branch numbers (s.86/10). */
  taxInvoice: boolean;
  /** APPROVED prints plainly; the others carry a stamp (as a draft or cancelled invoice does). */
  status: 'APPROVED' | 'PENDING' | 'REJECTED' | 'CANCELLED';
  /** A reprint of the approved document: marked สำเนา / COPY. */
  copy: boolean;
  /** Why the value is reduced (the credit note's description). */
  reason: string;
  /** The documents whose value this credit note reduces: the invoices, or the receipt and what it paid. */
  originals: { kind: 'invoice' | 'receipt'; documentNo: string; date: string }[];
  lines: {
    documentNo: string;
    description: string;
    period: string;
    amountExcludeVat: number;
    vat: number;
    amount: number;
  }[];
  totals: {
    /** The value before VAT of the original documents. */
    original: number;
    /** What they are worth once this and earlier approved credit notes are taken off. */
    correct: number;
    /** This credit note before VAT. */
    difference: number;
    vat: number;
    grandTotal: number;
  };
};

type Labels = {
  creditNote: string;
  taxCreditNote: string;
  copy: string;
  status: Record<Exclude<CreditNoteDocument['status'], 'APPROVED'>, string>;
  taxId: string;
  phone: string;
  no: string;
  date: string;
  unit: string;
  customer: string;
  originals: string;
  kind: Record<CreditNoteDocument['originals'][number]['kind'], string>;
  originalDate: string;
  reason: string;
  documentNo: string;
  description: string;
  period: string;
  amount: string;
  original: string;
  correct: string;
  difference: string;
  vat: string;
  grandTotal: string;
  words: string;
  issuer: string;
  receiver: string;
  page: (p: number, n: number) => string;
};

const LABELS: Record<CreditNoteDocument['lang'], Labels> = {
  th: {
    creditNote: 'ใบลดหนี้',
    taxCreditNote: 'ใบลดหนี้/ใบกำกับภาษี',
    copy: 'สำเนา / COPY',
    status: { PENDING: 'รออนุมัติ', REJECTED: 'ไม่อนุมัติ', CANCELLED: 'ยกเลิก' },
    taxId: 'เลขประจำตัวผู้เสียภาษี',
    phone: 'โทร.',
    no: 'เลขที่',
    date: 'วันที่',
    unit: 'ห้องชุด',
    customer: 'ลูกค้า',
    originals: 'อ้างอิงเอกสารเดิม',
    kind: { invoice: 'ใบแจ้งหนี้เดิม', receipt: 'ใบเสร็จรับเงินเดิม' },
    originalDate: 'ลงวันที่',
    reason: 'เหตุผลในการลดหนี้',
    documentNo: 'เอกสารเดิม',
    description: 'รายการ',
    period: 'รอบบิล',
    amount: 'จำนวนเงิน',
    original: 'มูลค่าตามเอกสารเดิม',
    correct: 'มูลค่าที่ถูกต้อง',
    difference: 'ผลต่าง',
    vat: 'ภาษีมูลค่าเพิ่ม',
    grandTotal: 'รวมลดหนี้ทั้งสิ้น',
    words: 'จำนวนเงิน (ตัวอักษร)',
    issuer: 'ผู้ออกเอกสาร',
    receiver: 'ผู้รับเอกสาร',
    page: (p, n) => `หน้า ${p}/${n}`,
  },
  en: {
    creditNote: 'Credit Note',
    taxCreditNote: 'Credit Note / Tax Invoice',
    copy: 'COPY',
    status: { PENDING: 'PENDING APPROVAL', REJECTED: 'REJECTED', CANCELLED: 'CANCELLED' },
    taxId: 'Tax ID',
    phone: 'Tel.',
    no: 'No.',
    date: 'Date',
    unit: 'Unit',
    customer: 'Customer',
    originals: 'Original documents',
    kind: { invoice: 'Original invoice', receipt: 'Original receipt' },
    originalDate: 'dated',
    reason: 'Reason for the credit',
    documentNo: 'Document',
    description: 'Description',
    period: 'Period',
    amount: 'Amount',
    original: 'Value originally charged',
    correct: 'Correct value',
    difference: 'Difference',
    vat: 'VAT',
    grandTotal: 'Total credited',
    // Thai banks and the Revenue Department read amounts in Thai words, so English documents print those too.
    words: 'Amount in Thai words',
    issuer: 'Issued by',
    receiver: 'Received by',
    page: (p, n) => `Page ${p} of ${n}`,
  },
};

const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 36;
const WIDTH = PAGE.width - 2 * MARGIN;
const RIGHT = PAGE.width - MARGIN;
const BOTTOM = PAGE.height - MARGIN - 14;
const CELL_PAD = 4;
const GREY = '#555555';
const RULE = '#999999';
const COLS = [
  { key: 'documentNo', width: 95, numeric: false },
  { key: 'description', width: WIDTH - 95 - 115 - 95, numeric: false },
  { key: 'period', width: 115, numeric: false },
  { key: 'amount', width: 95, numeric: true },
] as const;

/**
 * Renders credit notes into one A4 PDF, each on its own pages, with the fields Revenue Code s.86/10 asks of a
 * ใบลดหนี้: the words ใบลดหนี้, seller and buyer, number and date, the original documents' numbers and dates, the
 * value originally charged, the correct value, the difference, VAT on the difference and the reason.
 */
export async function renderCreditNotesPdf(
  docs: CreditNoteDocument[],
  options: { onText?: TextTrace } = {},
): Promise<Buffer> {
  if (docs.length === 0) throw new RangeError('No credit note to render');
  const { pdf, pen, finished } = startA4Pdf({
    title: docs[0]!.creditNoteNo,
    margin: MARGIN,
    onText: options.onText,
  });
  for (const doc of docs) renderCreditNote(pen, doc);
  pdf.end();
  return finished;
}

/** Letterhead, title, the credit note's facts and the customer; returns where the body starts. */
function pageHeader(pen: Pen, doc: CreditNoteDocument): number {
  const l = LABELS[doc.lang];
  const other = LABELS[doc.lang === 'th' ? 'en' : 'th'];
  // s.86/10 wants the Thai word ใบลดหนี้ on the document, so an English one carries it under its title.
  return drawPageHeader(pen, {
    lang: doc.lang,
    taxInvoice: doc.taxInvoice,
    seller: doc.property,
    buyer: doc.customer,
    titles: doc.taxInvoice ? [l.taxCreditNote, other.taxCreditNote] : [l.creditNote, other.creditNote],
    marks: [doc.copy ? l.copy : '', doc.status === 'APPROVED' ? '' : l.status[doc.status]]
      .filter(Boolean)
      .join('  '),
    facts: [
      [l.no, doc.creditNoteNo],
      [l.date, formatThaiDate(doc.creditNoteDate, doc.lang)],
      [l.unit, doc.unitCode],
    ],
  });
}

/** The original documents and the reason, above the lines. */
function references(pen: Pen, doc: CreditNoteDocument, top: number): number {
  const l = LABELS[doc.lang];
  let y = top;
  pen.line(l.originals, MARGIN, y, WIDTH, { size: 9, color: GREY });
  y += pen.lineHeight({ size: 9 });
  for (const o of doc.originals) {
    const text = `${l.kind[o.kind]} ${l.no} ${o.documentNo}  ${l.originalDate} ${formatThaiDate(o.date, doc.lang)}`;
    y += pen.paragraph(text, MARGIN, y, WIDTH, { bold: true });
  }
  y += 4;
  pen.line(l.reason, MARGIN, y, WIDTH, { size: 9, color: GREY });
  y += pen.lineHeight({ size: 9 });
  y += pen.paragraph(doc.reason, MARGIN, y, WIDTH);
  return y + 8;
}

function columnX(index: number): number {
  return MARGIN + COLS.slice(0, index).reduce((sum, c) => sum + c.width, 0);
}

function tableHeader(pen: Pen, doc: CreditNoteDocument, y: number): number {
  const l = LABELS[doc.lang];
  const style: TextStyle = { bold: true, size: 9 };
  const height = pen.lineHeight(style) + 2 * CELL_PAD;
  pen.pdf.save().rect(MARGIN, y, WIDTH, height).fill('#EEEEEE').restore();
  COLS.forEach((c, i) =>
    pen.line(l[c.key], columnX(i) + CELL_PAD, y + CELL_PAD, c.width - 2 * CELL_PAD, {
      ...style,
      align: c.numeric ? 'right' : 'left',
    }),
  );
  return y + height;
}

/** A tax credit note shows values before VAT, with VAT on the difference in the totals (as the invoice does). */
function rowCells(pen: Pen, doc: CreditNoteDocument, line: CreditNoteDocument['lines'][number]): string[][] {
  const texts: Record<(typeof COLS)[number]['key'], string> = {
    documentNo: line.documentNo,
    description: line.description,
    period: line.period,
    amount: formatMoney(doc.taxInvoice ? line.amountExcludeVat : line.amount),
  };
  return COLS.map((c) => pen.lines(texts[c.key], c.width - 2 * CELL_PAD));
}

function totalRows(doc: CreditNoteDocument): [label: string, satang: number][] {
  const l = LABELS[doc.lang];
  return [
    [l.original, doc.totals.original],
    [l.correct, doc.totals.correct],
    [l.difference, doc.totals.difference],
    [l.vat, doc.totals.vat],
    [l.grandTotal, doc.totals.grandTotal],
  ];
}

const TOTALS_WIDTH = 260;

function drawTotals(pen: Pen, doc: CreditNoteDocument, top: number): number {
  const l = LABELS[doc.lang];
  const x = RIGHT - TOTALS_WIDTH;
  let y = top;
  const rows = totalRows(doc);
  rows.forEach(([label, satang], i) => {
    const last = i === rows.length - 1;
    const style: TextStyle = { size: last ? 11 : 10, bold: last };
    if (last)
      pen.pdf.save().moveTo(x, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(RULE).stroke().restore();
    pen.line(label, x, y + 2, TOTALS_WIDTH, style);
    pen.line(formatMoney(satang), x, y + 2, TOTALS_WIDTH - CELL_PAD, { ...style, align: 'right' });
    y += pen.lineHeight({ size: 11 });
  });
  y += 6;
  pen.line(l.words, MARGIN, y, WIDTH, { size: 9, color: GREY });
  y += pen.lineHeight({ size: 9 });
  y += pen.paragraph(`(${bahtText(doc.totals.grandTotal)})`, MARGIN, y, WIDTH, { bold: true });
  return y + 8;
}

const TOTALS_HEIGHT = 5 * 16 + 60;
const SIGN_HEIGHT = 60;

function signatures(pen: Pen, doc: CreditNoteDocument, top: number): void {
  const l = LABELS[doc.lang];
  const y = top + 36;
  const width = 180;
  for (const [x, label] of [
    [MARGIN, l.receiver],
    [RIGHT - width, l.issuer],
  ] as const) {
    pen.pdf
      .save()
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke()
      .restore();
    pen.line(label, x, y + 4, width, { size: 9, align: 'center' });
  }
}

function renderCreditNote(pen: Pen, doc: CreditNoteDocument): void {
  const first = pen.pdf.bufferedPageRange().count;
  let y = tableHeader(pen, doc, references(pen, doc, pageHeader(pen, doc)));
  for (const line of doc.lines) {
    const cells = rowCells(pen, doc, line);
    const height = Math.max(...cells.map((c) => c.length)) * pen.lineHeight() + 2 * CELL_PAD;
    if (y + height > BOTTOM) y = tableHeader(pen, doc, pageHeader(pen, doc));
    cells.forEach((lines, i) => {
      const c = COLS[i]!;
      lines.forEach((text, n) =>
        pen.line(text, columnX(i) + CELL_PAD, y + CELL_PAD + n * pen.lineHeight(), c.width - 2 * CELL_PAD, {
          align: c.numeric ? 'right' : 'left',
        }),
      );
    });
    y += height;
    pen.pdf
      .save()
      .moveTo(MARGIN, y)
      .lineTo(RIGHT, y)
      .lineWidth(0.3)
      .strokeColor('#CCCCCC')
      .stroke()
      .restore();
  }
  if (y + TOTALS_HEIGHT + SIGN_HEIGHT > BOTTOM) y = pageHeader(pen, doc);
  y = drawTotals(pen, doc, y + 6);
  signatures(pen, doc, y);
  finishPages(pen, doc, first);
}

/** Page numbers and, on a credit note not approved, a diagonal stamp across every page. */
function finishPages(pen: Pen, doc: CreditNoteDocument, first: number): void {
  const l = LABELS[doc.lang];
  const pages = pen.pdf.bufferedPageRange().count - first;
  for (let i = 0; i < pages; i += 1) {
    pen.pdf.switchToPage(first + i);
    const footer = `${doc.creditNoteNo}  ·  ${l.page(i + 1, pages)}`;
    pen.line(footer, MARGIN, PAGE.height - MARGIN, WIDTH, { size: 8, color: GREY, align: 'right' });
    if (doc.status !== 'APPROVED') stamp(pen, l.status[doc.status], doc.status !== 'PENDING');
  }
}

function stamp(pen: Pen, text: string, closed: boolean): void {
  const style: TextStyle = { bold: true, size: 72, color: closed ? '#C62828' : '#757575' };
  const width = pen.width(text, style);
  const cx = PAGE.width / 2;
  const cy = PAGE.height / 2;
  pen.pdf
    .save()
    .rotate(-35, { origin: [cx, cy] })
    .fillOpacity(0.14);
  pen.line(text, cx - width / 2, cy - pen.lineHeight(style) / 2, width, style);
  pen.pdf.restore();
}
