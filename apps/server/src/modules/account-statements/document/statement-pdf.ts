import {
  decimalStringToSatang as sat,
  formatMoney,
  formatThaiDate,
  type AccountStatement,
} from '@suanklang/shared';
import { drawPageHeader, startA4Pdf, type Pen, type TextStyle, type TextTrace } from '../../invoices';
import type { InvoiceDocumentParty } from '../../invoices';
import { lineDescription, STATEMENT_LABELS } from './statement-labels';

/** What the statement PDF prints: the statement as the screen shows it, and the property's letterhead. */
export type StatementPrint = {
  lang: 'th' | 'en';
  property: InvoiceDocumentParty & { phone: string | null };
  statement: AccountStatement;
};

const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 36;
const WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - MARGIN - 14;
const CELL_PAD = 3;
const GREY = '#555555';
const SIZE = 8.5;

type Column = { width: number; numeric: boolean };
type Table = { head: string[]; columns: Column[] };

/** Lines: date, document, description, unit, debit, credit, balance. */
const LINE_WIDTHS = [52, 78, 0, 42, 66, 66, 70] as const;
const LINE_COLUMNS: Column[] = LINE_WIDTHS.map((w, i) => ({
  width: w === 0 ? WIDTH - LINE_WIDTHS.reduce((s: number, x) => s + x, 0) : w,
  numeric: i >= 4,
}));
/** Unpaid invoices: number, unit, invoice date, due date, days overdue, total, outstanding. */
const UNPAID_WIDTHS = [0, 50, 70, 70, 60, 75, 75] as const;
const UNPAID_COLUMNS: Column[] = UNPAID_WIDTHS.map((w, i) => ({
  width: w === 0 ? WIDTH - UNPAID_WIDTHS.reduce((s: number, x) => s + x, 0) : w,
  numeric: i >= 4,
}));

/**
 * The statement of account (ใบแจ้งยอดบัญชี) of a customer or unit on A4: the property's letterhead and the party,
 * the balance brought forward, every line with its running balance, the totals and the closing balance, then the
 * invoices unpaid today with what is owed and overdue (and a unit's advance). Not a tax document.
 */
export async function renderAccountStatementPdf(
  doc: StatementPrint,
  options: { onText?: TextTrace } = {},
): Promise<Buffer> {
  const s = doc.statement;
  const l = STATEMENT_LABELS[doc.lang];
  const { pdf, pen, finished } = startA4Pdf({
    title: `${l.title} ${s.code}`,
    margin: MARGIN,
    onText: options.onText,
  });
  const date = (iso: string) => formatThaiDate(iso, doc.lang);
  const newPage = () =>
    drawPageHeader(pen, {
      lang: doc.lang,
      taxInvoice: false,
      seller: doc.property,
      buyer: { name: s.name || s.code, address: s.address, taxId: null, branchNo: null },
      titles: [l.title, STATEMENT_LABELS[doc.lang === 'th' ? 'en' : 'th'].title],
      marks: '',
      facts: [
        [s.party === 'unit' ? l.unit : l.customer, s.code],
        [l.period, `${date(s.from)} - ${date(s.to)}`],
        [l.printed, date(s.today)],
      ],
    });

  const lines: Table = {
    head: [l.date, l.documentNo, l.description, l.unit, l.debit, l.credit, l.balance],
    columns: LINE_COLUMNS,
  };
  let y = header(pen, lines, newPage());
  const rowOf = (cells: string[], table: Table, style: TextStyle = {}) => {
    const page = table;
    // A row whose first cell says what it is (a total, the balance) lets that cell run over the empty ones.
    const rest = cells.slice(1).findIndex((c) => c !== '');
    const span = cells[0] === '' ? 1 : rest === -1 ? cells.length : rest + 1;
    if (span > 1) {
      table = {
        head: [],
        columns: [
          { width: table.columns.slice(0, span).reduce((sum, c) => sum + c.width, 0), numeric: false },
          ...table.columns.slice(span),
        ],
      };
      cells = [cells[0]!, ...cells.slice(span)];
    }
    const wrapped = cells.map((c, i) =>
      pen.lines(c, table.columns[i]!.width - 2 * CELL_PAD, { size: SIZE, ...style }),
    );
    const height = Math.max(...wrapped.map((w) => w.length)) * pen.lineHeight({ size: SIZE }) + 2 * CELL_PAD;
    if (y + height > BOTTOM) y = header(pen, page, newPage());
    drawRow(pen, table, wrapped, y, style);
    y += height;
  };

  rowOf([l.opening, '', '', '', '', '', formatMoney(sat(s.opening))], lines, { bold: true });
  if (s.lines.length === 0) rowOf([l.none, '', '', '', '', '', ''], lines);
  for (const line of s.lines) {
    rowOf(
      [
        date(line.date),
        line.documentNo,
        lineDescription(line, doc.lang),
        line.unitCode,
        line.kind === 'INVOICE' || line.kind === 'RECEIPT_CANCEL' ? formatMoney(sat(line.debit)) : '',
        line.kind === 'INVOICE' || line.kind === 'RECEIPT_CANCEL' ? '' : formatMoney(sat(line.credit)),
        formatMoney(sat(line.balance)),
      ],
      lines,
    );
  }
  rowOf([l.total, '', '', '', formatMoney(sat(s.totalDebit)), formatMoney(sat(s.totalCredit)), ''], lines, {
    bold: true,
  });
  rowOf([`${l.closing} ${date(s.to)}`, '', '', '', '', '', formatMoney(sat(s.closing))], lines, {
    bold: true,
  });

  // What is owed today, invoice by invoice.
  const unpaid: Table = {
    head: [l.invoiceNo, l.unit, l.invoiceDate, l.dueDate, l.daysOverdue, l.grandTotal, l.outstanding],
    columns: UNPAID_COLUMNS,
  };
  y += 14;
  if (y + 80 > BOTTOM) y = newPage();
  pen.line(`${l.unpaid} ${date(s.today)}`, MARGIN, y, WIDTH, { bold: true, size: 11 });
  y = header(pen, unpaid, y + pen.lineHeight({ size: 11 }));
  if (s.unpaid.length === 0) rowOf([l.noUnpaid, '', '', '', '', '', ''], unpaid);
  for (const i of s.unpaid) {
    rowOf(
      [
        i.invoiceNo,
        i.unitCode,
        date(i.invoiceDate),
        date(i.dueDate),
        String(i.daysOverdue),
        formatMoney(sat(i.grandTotal)),
        formatMoney(sat(i.outstanding)),
      ],
      unpaid,
    );
  }
  rowOf([l.owed, '', '', '', '', '', formatMoney(sat(s.balance))], unpaid, { bold: true });
  rowOf([l.overdue, '', '', '', '', '', formatMoney(sat(s.overdue))], unpaid);
  if (s.advance !== null) rowOf([l.advance, '', '', '', '', '', formatMoney(sat(s.advance))], unpaid);

  const pages = pdf.bufferedPageRange().count;
  for (let i = 0; i < pages; i += 1) {
    pdf.switchToPage(i);
    pen.line(`${s.code}  ·  ${l.page(i + 1, pages)}`, MARGIN, PAGE.height - MARGIN, WIDTH, {
      size: 8,
      color: GREY,
      align: 'right',
    });
  }
  pdf.end();
  return finished;
}

function columnX(table: Table, index: number): number {
  return MARGIN + table.columns.slice(0, index).reduce((sum, c) => sum + c.width, 0);
}

function header(pen: Pen, table: Table, y: number): number {
  const style: TextStyle = { bold: true, size: SIZE };
  const wrapped = table.head.map((h, i) => pen.lines(h, table.columns[i]!.width - 2 * CELL_PAD, style));
  const height = Math.max(...wrapped.map((w) => w.length)) * pen.lineHeight(style) + 2 * CELL_PAD;
  pen.pdf.save().rect(MARGIN, y, WIDTH, height).fill('#EEEEEE').restore();
  drawRow(pen, table, wrapped, y, style);
  return y + height;
}

function drawRow(pen: Pen, table: Table, cells: string[][], y: number, style: TextStyle): void {
  const lineHeight = pen.lineHeight({ size: SIZE });
  cells.forEach((lines, i) => {
    const c = table.columns[i]!;
    lines.forEach((text, n) =>
      pen.line(text, columnX(table, i) + CELL_PAD, y + CELL_PAD + n * lineHeight, c.width - 2 * CELL_PAD, {
        size: SIZE,
        ...style,
        align: c.numeric ? 'right' : 'left',
      }),
    );
  });
  const bottom = y + Math.max(...cells.map((c) => c.length)) * lineHeight + 2 * CELL_PAD;
  pen.pdf
    .save()
    .moveTo(MARGIN, bottom)
    .lineTo(MARGIN + WIDTH, bottom)
    .lineWidth(0.3)
    .strokeColor('#CCCCCC')
    .stroke()
    .restore();
}
