import { bahtText, decimalStringToSatang, formatMoney, formatThaiDate } from '@suanklang/shared';
import { drawCode128 } from './code128';
import { LABELS } from './labels';
import { drawPageHeader } from './page-header';
import { invoicePayment, type InvoicePayment } from './payment';
import { startA4Pdf, type Pen, type TextStyle, type TextTrace } from './pen';
import { drawQr } from './qr';
import type { InvoiceDocument, InvoiceDocumentLine } from './types';

export type { InvoiceDocument, InvoiceDocumentLine, InvoiceDocumentParty } from './types';
export { invoicePayment, type InvoicePayment } from './payment';

export type RenderOptions = {
  onText?: TextTrace;
  /** Called after each invoice is drawn (1-based): a long print reports progress and lets other calls run. */
  onInvoice?: (rendered: number) => Promise<void>;
};

// A4 in points, with 12.7 mm margins.
const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 36;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const RIGHT = PAGE.width - MARGIN;
/** Content stops here; the page footer sits below. */
const BOTTOM = PAGE.height - MARGIN - 14;
const CELL_PAD = 4;
const PAYMENT_HEIGHT = 168;
const GREY = '#555555';
const RULE = '#999999';

type Column = {
  key: 'description' | 'period' | 'quantity' | 'unitPrice' | 'amount';
  width: number;
  numeric: boolean;
};
const COLUMNS: Column[] = [
  { key: 'description', width: CONTENT_WIDTH - 90 - 50 - 85 - 90, numeric: false },
  { key: 'period', width: 90, numeric: false },
  { key: 'quantity', width: 50, numeric: true },
  { key: 'unitPrice', width: 85, numeric: true },
  { key: 'amount', width: 90, numeric: true },
];

/**
 * Renders invoices into one A4 PDF, each starting on a new page (long ones run over several, with the header
 * repeated). Thai text is wrapped at word boundaries and set in the embedded Sarabun face.
 */
export async function renderInvoicesPdf(
  docs: InvoiceDocument[],
  options: RenderOptions = {},
): Promise<Buffer> {
  if (docs.length === 0) throw new RangeError('No invoice to render');
  const { pdf, pen, finished } = startA4Pdf({
    title: docs.length === 1 ? (docs[0]?.invoiceNo ?? '') : `Invoices (${docs.length})`,
    margin: MARGIN,
    onText: options.onText,
  });
  for (const [i, doc] of docs.entries()) {
    renderInvoice(pen, doc);
    await options.onInvoice?.(i + 1);
  }
  pdf.end();
  return finished;
}

function renderInvoice(pen: Pen, doc: InvoiceDocument): void {
  const firstPage = pen.pdf.bufferedPageRange().count;
  const startPage = (): number => tableHeader(pen, doc, pageHeader(pen, doc));

  let y = startPage();
  for (const line of doc.lines) {
    const cells = rowCells(pen, doc, line);
    const height = rowHeight(pen, cells);
    if (y + height > BOTTOM) y = startPage();
    drawRow(pen, cells, y);
    y += height;
  }

  const totalsHeight = measureTotals(pen, doc);
  if (y + totalsHeight > BOTTOM) y = pageHeader(pen, doc);
  y = drawTotals(pen, doc, y + 6);

  if (doc.payment !== null) {
    const payment = invoicePayment(doc);
    const height = payment === null ? 48 : PAYMENT_HEIGHT;
    if (y + height > BOTTOM) y = pageHeader(pen, doc);
    // Anchored to the foot of the page, where a tear-off payment slip is expected.
    const top = BOTTOM - height;
    if (payment === null) notPayable(pen, doc, top);
    else paymentSection(pen, doc, payment, top);
  }

  finishPages(pen, doc, firstPage);
}

/** Letterhead, title, invoice facts and customer; returns where the table starts. */
function pageHeader(pen: Pen, doc: InvoiceDocument): number {
  const labels = LABELS[doc.lang];
  const other = LABELS[doc.lang === 'th' ? 'en' : 'th'];
  // The other language's title too: s.86/4 wants the Thai words ใบกำกับภาษี even on an English tax invoice.
  return drawPageHeader(pen, {
    lang: doc.lang,
    taxInvoice: doc.taxInvoice,
    seller: doc.property,
    buyer: doc.customer,
    titles: doc.taxInvoice ? [labels.taxInvoice, other.taxInvoice] : [labels.invoice, other.invoice],
    marks: doc.status === 'ISSUED' ? '' : labels.status[doc.status],
    facts: [
      [labels.invoiceNo, doc.invoiceNo],
      [labels.invoiceDate, formatThaiDate(doc.invoiceDate, doc.lang)],
      [labels.dueDate, formatThaiDate(doc.dueDate, doc.lang)],
      [labels.unit, doc.unitCode],
    ],
  });
}

function rule(pen: Pen, y: number, dash = false): void {
  const pdf = pen.pdf;
  pdf.save().moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.5);
  if (dash) pdf.dash(4, { space: 3 });
  pdf.strokeColor(RULE).stroke().restore();
}

function columnX(index: number): number {
  return MARGIN + COLUMNS.slice(0, index).reduce((sum, c) => sum + c.width, 0);
}

function tableHeader(pen: Pen, doc: InvoiceDocument, y: number): number {
  const labels = LABELS[doc.lang];
  const style: TextStyle = { bold: true, size: 9 };
  const height = pen.lineHeight(style) + 2 * CELL_PAD;
  pen.pdf.save().rect(MARGIN, y, CONTENT_WIDTH, height).fill('#EEEEEE').restore();
  COLUMNS.forEach((column, i) => {
    pen.line(labels[column.key], columnX(i) + CELL_PAD, y + CELL_PAD, column.width - 2 * CELL_PAD, {
      ...style,
      align: column.numeric ? 'right' : 'left',
    });
  });
  return y + height;
}

/** A cell's wrapped lines, each with its style (the description's notes are smaller and grey). */
type CellLine = { text: string; style: TextStyle };
const NOTE: TextStyle = { size: 8, color: GREY };

/** '1234.00' -> '1,234.00': a meter reading as the amounts beside it are written. */
function reading(text: string): string {
  return formatMoney(decimalStringToSatang(text));
}

/** What the description cell says under the description: the meter readings, and that a line is a minimum. */
function notesOf(doc: InvoiceDocument, line: InvoiceDocumentLine): string[] {
  const labels = LABELS[doc.lang];
  const notes: string[] = [];
  if (line.meter)
    notes.push(...labels.meter(reading(line.meter.previous), reading(line.meter.current), line.meter.used));
  if (line.chargedMinimum) notes.push(line.meter ? labels.chargedMinimum : labels.chargedMinimumNoReading);
  return notes;
}

/** The wrapped text of each cell. A tax invoice shows values before VAT, with VAT in the totals (s.86/4). */
function rowCells(pen: Pen, doc: InvoiceDocument, line: InvoiceDocumentLine): CellLine[][] {
  const texts: Record<Column['key'], string> = {
    description: line.description,
    period: line.period ?? '',
    quantity: line.quantity ?? '',
    unitPrice: line.unitPrice === null ? '' : formatMoney(line.unitPrice),
    amount: formatMoney(doc.taxInvoice ? line.amountExcludeVat : line.amount),
  };
  return COLUMNS.map((c) => {
    const width = c.width - 2 * CELL_PAD;
    const own = pen.lines(texts[c.key], width).map((text) => ({ text, style: {} }));
    if (c.key !== 'description') return own;
    const notes = notesOf(doc, line).flatMap((note) =>
      pen.lines(note, width, NOTE).map((text) => ({ text, style: NOTE })),
    );
    return [...own, ...notes];
  });
}

function cellHeight(pen: Pen, cell: CellLine[]): number {
  return cell.reduce((sum, l) => sum + pen.lineHeight(l.style), 0);
}

function rowHeight(pen: Pen, cells: CellLine[][]): number {
  return Math.max(...cells.map((c) => cellHeight(pen, c))) + 2 * CELL_PAD;
}

function drawRow(pen: Pen, cells: CellLine[][], y: number): void {
  cells.forEach((lines, i) => {
    const column = COLUMNS[i];
    if (!column) return;
    let top = y + CELL_PAD;
    for (const { text, style } of lines) {
      pen.line(text, columnX(i) + CELL_PAD, top, column.width - 2 * CELL_PAD, {
        ...style,
        align: column.numeric ? 'right' : 'left',
      });
      top += pen.lineHeight(style);
    }
  });
  const height = rowHeight(pen, cells);
  pen.pdf
    .save()
    .moveTo(MARGIN, y + height)
    .lineTo(RIGHT, y + height)
    .lineWidth(0.3)
    .strokeColor('#CCCCCC')
    .stroke()
    .restore();
}

const TOTALS_WIDTH = 240;
const WORDS_WIDTH = CONTENT_WIDTH - TOTALS_WIDTH - 16;

function totalRows(doc: InvoiceDocument): [label: string, satang: number][] {
  const labels = LABELS[doc.lang];
  return doc.taxInvoice
    ? [
        [labels.subtotal, doc.totals.amountExcludeVat],
        [labels.vat, doc.totals.vat],
        [labels.grandTotal, doc.totals.grandTotal],
      ]
    : [[labels.grandTotal, doc.totals.grandTotal]];
}

function wordsAndNote(pen: Pen, doc: InvoiceDocument): { words: string[]; note: string[] } {
  return {
    words: pen.lines(`(${bahtText(doc.totals.grandTotal)})`, WORDS_WIDTH, { size: 10 }),
    note: doc.note ? pen.lines(doc.note, WORDS_WIDTH, { size: 9 }) : [],
  };
}

function measureTotals(pen: Pen, doc: InvoiceDocument): number {
  const { words, note } = wordsAndNote(pen, doc);
  const left =
    pen.lineHeight({ size: 9 }) * (1 + (note.length > 0 ? note.length + 1 : 0)) +
    words.length * pen.lineHeight();
  return Math.max(left, totalRows(doc).length * pen.lineHeight({ size: 11 })) + 12;
}

function drawTotals(pen: Pen, doc: InvoiceDocument, top: number): number {
  const labels = LABELS[doc.lang];
  const { words, note } = wordsAndNote(pen, doc);
  let left = top;
  pen.line(labels.amountInWords, MARGIN, left, WORDS_WIDTH, { size: 9, color: GREY });
  left += pen.lineHeight({ size: 9 });
  for (const text of words) {
    pen.line(text, MARGIN, left, WORDS_WIDTH, { bold: true });
    left += pen.lineHeight();
  }
  if (note.length > 0) {
    left += 4;
    pen.line(labels.note, MARGIN, left, WORDS_WIDTH, { size: 9, color: GREY });
    left += pen.lineHeight({ size: 9 });
    for (const text of note) {
      pen.line(text, MARGIN, left, WORDS_WIDTH, { size: 9 });
      left += pen.lineHeight({ size: 9 });
    }
  }

  const x = RIGHT - TOTALS_WIDTH;
  let right = top;
  const rows = totalRows(doc);
  rows.forEach(([label, satang], i) => {
    const last = i === rows.length - 1;
    const style: TextStyle = { size: last ? 11 : 10, bold: last };
    if (last && rows.length > 1) {
      pen.pdf
        .save()
        .moveTo(x, right)
        .lineTo(RIGHT, right)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke()
        .restore();
    }
    pen.line(label, x, right + 2, TOTALS_WIDTH, style);
    pen.line(formatMoney(satang), x, right + 2, TOTALS_WIDTH - CELL_PAD, { ...style, align: 'right' });
    right += pen.lineHeight({ size: 11 });
  });
  return Math.max(left, right) + 8;
}

function paymentSection(pen: Pen, doc: InvoiceDocument, payment: InvoicePayment, top: number): void {
  const labels = LABELS[doc.lang];
  rule(pen, top, true);
  let y = top + 6;
  pen.line(labels.payHeading, MARGIN, y, CONTENT_WIDTH, { bold: true, size: 10 });
  y += pen.lineHeight({ size: 10 }) + 4;

  // The QR's white quiet zone overhangs the margin so the dark modules line up with the text; the hint sits
  // below the quiet zone, never in it.
  const qrSize = 118;
  const quiet = 8;
  drawQr(pen.pdf, payment.qrPayload, MARGIN - quiet, y - quiet / 2, qrSize);
  pen.line(labels.scanHint, MARGIN - quiet, y + qrSize - 2, qrSize, {
    size: 7,
    color: GREY,
    align: 'center',
  });

  const x = MARGIN + qrSize + 8;
  const width = 300;
  const facts: [string, string][] = [
    [labels.billerId, payment.billerId],
    [labels.ref1, payment.ref1],
    [labels.ref2, payment.ref2],
    [labels.amountDue, `${formatMoney(payment.amount)} ${labels.baht}`],
  ];
  for (const [label, value] of facts) {
    pen.line(label, x, y, width, { size: 10, color: GREY });
    pen.line(value, x, y, width, { size: 10, bold: true, align: 'right' });
    y += pen.lineHeight();
  }

  y += 6;
  pen.line(labels.barcode, x, y, width, { size: 8, color: GREY });
  y += pen.lineHeight({ size: 8 });
  drawCode128(pen.pdf, payment.barcode, x - 10, y, width + 20, 34);
  y += 36;
  // CR separates the fields inside the barcode; people read them with spaces.
  pen.line(payment.barcode.replaceAll('\r', '  '), x, y, width, { size: 8, align: 'center' });
}

function notPayable(pen: Pen, doc: InvoiceDocument, top: number): void {
  if (doc.status === 'ISSUED') return;
  rule(pen, top, true);
  pen.paragraph(LABELS[doc.lang].notPayable[doc.status], MARGIN, top + 12, CONTENT_WIDTH, {
    bold: true,
    size: 11,
    color: '#C62828',
    align: 'center',
  });
}

/** Page numbers and, on a draft or cancelled invoice, a diagonal stamp across every page. */
function finishPages(pen: Pen, doc: InvoiceDocument, firstPage: number): void {
  const labels = LABELS[doc.lang];
  const pages = pen.pdf.bufferedPageRange().count - firstPage;
  for (let i = 0; i < pages; i += 1) {
    pen.pdf.switchToPage(firstPage + i);
    const footer = `${doc.invoiceNo}  ·  ${labels.page(i + 1, pages)}`;
    pen.line(footer, MARGIN, PAGE.height - MARGIN, CONTENT_WIDTH, { size: 8, color: GREY, align: 'right' });
    if (doc.status !== 'ISSUED') stamp(pen, labels.status[doc.status], doc.status === 'CANCELLED');
  }
}

function stamp(pen: Pen, text: string, cancelled: boolean): void {
  const style: TextStyle = { bold: true, size: 96, color: cancelled ? '#C62828' : '#757575' };
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
