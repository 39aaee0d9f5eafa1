import {
  bahtText,
  codeLabel,
  decimalStringToSatang,
  formatMoney,
  formatThaiDate,
  type Lang,
  type ManualVoucherDetail,
  type ManualVoucherStatus,
} from '@suanklang/shared';
import { drawVoucherHead, stampAcross, startA4Pdf, type Pen, type TextTrace } from '../invoices';

/**
 * The printed journal voucher (ใบสำคัญทั่วไป): what the accountant files with the supporting papers and what the
 * checker and the approver sign. A4 portrait in the Thai font: the property's name, address and tax ID, the
 * number and date, the description, the lines with their totals and the amount in Thai words, the state when the
 * voucher does not stand approved, and three signature boxes. Money arrives as decimal text and is summed in
 * satang.
 */

export type PrintedVoucherLine = {
  accountCode: string;
  accountName: string;
  description: string | null;
  unitCode: string | null;
  /** Decimal text; one of the two is zero. */
  debit: string;
  credit: string;
};

export type PrintedVoucher = {
  lang: Lang;
  property: { name: string; address: string | null; taxId: string | null };
  voucherNo: string;
  voucherDate: string;
  description: string;
  status: ManualVoucherStatus;
  reason: string | null;
  /** The entry that reversed the posting of a voucher cancelled after approval. */
  reversal: { documentNo: string; date: string } | null;
  lines: PrintedVoucherLine[];
  /** Who typed it and when (ISO date-time). */
  preparedBy: { name: string | null; at: string };
  /** The last approver and when, once the approval flow approved it; null leaves the box to be signed by hand. */
  approvedBy: { name: string | null; at: string | null } | null;
};

/** The voucher as the detail call answers it, with what only the print needs: the property and the reversal. */
export function printedVoucher(
  detail: ManualVoucherDetail,
  context: {
    lang: Lang;
    property: PrintedVoucher['property'];
    reversal: PrintedVoucher['reversal'];
  },
): PrintedVoucher {
  const flow = detail.approval;
  const approved =
    flow?.status === 'APPROVED' ? flow.details.filter((d) => d.status === 1).at(-1) : undefined;
  return {
    lang: context.lang,
    property: context.property,
    voucherNo: detail.voucherNo,
    voucherDate: detail.voucherDate,
    description: detail.description,
    status: detail.status,
    reason: detail.reason,
    reversal: context.reversal,
    lines: detail.lines.map((l) => ({
      accountCode: l.accountCode,
      accountName: l.accountName,
      description: l.description,
      unitCode: l.unitCode,
      debit: l.debit,
      credit: l.credit,
    })),
    preparedBy: { name: detail.createdBy, at: detail.createdDate },
    approvedBy: approved ? { name: approved.approver, at: approved.processDate } : null,
  };
}

const LABELS = {
  th: {
    title: 'ใบสำคัญทั่วไป',
    no: 'เลขที่',
    date: 'วันที่',
    taxId: 'เลขประจำตัวผู้เสียภาษีอากร',
    description: 'คำอธิบาย',
    cols: ['รหัสบัญชี', 'ชื่อบัญชี', 'คำอธิบายรายการ', 'ห้องชุด', 'เดบิต', 'เครดิต'],
    total: 'รวม',
    words: 'จำนวนเงิน (ตัวอักษร)',
    status: 'สถานะ',
    notPosted: 'ยังไม่ได้บันทึกบัญชี',
    reason: 'เหตุผล',
    withdrawn: 'ยกเลิกก่อนอนุมัติ ไม่มีการบันทึกบัญชี',
    reversal: (no: string, date: string) => `กลับรายการด้วยรายการบัญชีเลขที่ ${no} ลงวันที่ ${date}`,
    mark: { 2: 'ไม่อนุมัติ', 3: 'ยกเลิก' } as Partial<Record<ManualVoucherStatus, string>>,
    signatures: ['ผู้จัดทำ', 'ผู้ตรวจสอบ', 'ผู้อนุมัติ'],
    page: (p: number, n: number) => `หน้า ${p}/${n}`,
  },
  en: {
    title: 'Journal Voucher',
    no: 'No.',
    date: 'Date',
    taxId: 'Tax ID',
    description: 'Description',
    cols: ['Account', 'Account name', 'Line description', 'Unit', 'Debit', 'Credit'],
    total: 'Total',
    words: 'Amount in Thai words',
    status: 'Status',
    notPosted: 'not yet posted to the books',
    reason: 'Reason',
    withdrawn: 'Withdrawn before approval: nothing was posted',
    reversal: (no: string, date: string) => `Reversed by journal entry ${no} dated ${date}`,
    mark: { 2: 'REJECTED', 3: 'CANCELLED' } as Partial<Record<ManualVoucherStatus, string>>,
    signatures: ['Prepared by', 'Checked by', 'Approved by'],
    page: (p: number, n: number) => `Page ${p} of ${n}`,
  },
} as const;

const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 36;
const WIDTH = PAGE.width - 2 * MARGIN;
/** Below this the page number sits. */
const BOTTOM = PAGE.height - MARGIN - 20;
const GREY = '#555555';
const RED = '#C00000';
const CODE_WIDTH = 50;
const UNIT_WIDTH = 48;
const MONEY_WIDTH = 76;
const SIGNATURE_HEIGHT = 92;
const SIGNATURE_GAP = 12;

/** A line's amount: its zero side is left blank, as on a journal sheet. */
const lineAmount = (text: string) => {
  const satang = decimalStringToSatang(text);
  return satang === 0 ? '' : formatMoney(satang);
};

/** The table's columns: the unit's only when a line names one, its width going to the texts otherwise. */
function columnsOf(doc: PrintedVoucher) {
  const withUnit = doc.lines.some((l) => l.unitCode);
  const texts = WIDTH - CODE_WIDTH - 2 * MONEY_WIDTH - (withUnit ? UNIT_WIDTH : 0);
  const nameWidth = Math.round(texts / 2);
  const widths = [
    CODE_WIDTH,
    nameWidth,
    texts - nameWidth,
    withUnit ? UNIT_WIDTH : 0,
    MONEY_WIDTH,
    MONEY_WIDTH,
  ];
  const xs = widths.map((_w, i) => MARGIN + widths.slice(0, i).reduce((s, w) => s + w, 0));
  return { withUnit, widths, xs };
}

export async function renderVoucherPdf(
  doc: PrintedVoucher,
  options: { onText?: TextTrace } = {},
): Promise<Buffer> {
  const l = LABELS[doc.lang];
  const { pdf, pen, finished } = startA4Pdf({
    title: `${l.title} ${doc.voucherNo}`,
    margin: MARGIN,
    onText: options.onText,
  });
  const lh = pen.lineHeight();
  const rule = (y: number, color = '#999999') =>
    pdf
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .strokeColor(color)
      .stroke();
  const { withUnit, widths, xs } = columnsOf(doc);
  const shown = (i: number) => i !== 3 || withUnit;
  const align = (i: number) => (i >= 4 ? 'right' : 'left');

  /** The property, the title, the number and the date, on every page. */
  const header = (): number => {
    return drawVoucherHead(pen, {
      property: doc.property,
      taxIdLabel: l.taxId,
      title: l.title,
      no: `${l.no} ${doc.voucherNo}`,
      date: `${l.date} ${formatThaiDate(doc.voucherDate, doc.lang)}`,
    });
  };

  const titles = (top: number): number => {
    let y = top;
    rule(y);
    y += 4;
    l.cols.forEach((c, i) => {
      if (shown(i)) pen.line(c, xs[i]! + 2, y, widths[i]! - 4, { bold: true, align: align(i) });
    });
    y += lh;
    rule(y);
    return y + 4;
  };

  /** What the voucher's state means for the books, when it does not stand approved. */
  const stateLines = (): string[] => {
    if (doc.status === 4) return [];
    const state = `${l.status}: ${codeLabel('manualVoucherStatus', doc.status, doc.lang)}`;
    if (doc.status === 1) return [`${state} (${l.notPosted})`];
    const lines = [doc.reason ? `${state} · ${l.reason}: ${doc.reason}` : state];
    if (doc.status === 3)
      lines.push(
        doc.reversal
          ? l.reversal(doc.reversal.documentNo, formatThaiDate(doc.reversal.date, doc.lang))
          : l.withdrawn,
      );
    return lines;
  };

  let y = header();
  y += pen.paragraph(`${l.description}: ${doc.description}`, MARGIN, y, WIDTH);
  for (const text of stateLines()) y += pen.paragraph(text, MARGIN, y, WIDTH, { bold: true, color: RED });
  y = titles(y + 4);

  let debit = 0;
  let credit = 0;
  for (const line of doc.lines) {
    debit += decimalStringToSatang(line.debit);
    credit += decimalStringToSatang(line.credit);
    const cells = [
      [line.accountCode],
      pen.lines(line.accountName, widths[1]! - 4),
      pen.lines(line.description ?? '', widths[2]! - 4),
      [line.unitCode ?? ''],
      [lineAmount(line.debit)],
      [lineAmount(line.credit)],
    ];
    const height = Math.max(1, ...cells.map((c) => c.length)) * lh;
    if (y + height > BOTTOM) y = titles(header());
    cells.forEach((texts, i) => {
      if (shown(i))
        texts.forEach((text, n) =>
          pen.line(text, xs[i]! + 2, y + n * lh, widths[i]! - 4, { align: align(i) }),
        );
    });
    y += height;
  }

  // The totals, the amount in words and the signatures stay together: the signatures sign those figures.
  const words = pen.lines(`${l.words}: ${bahtText(debit)}`, WIDTH);
  const closing = (2 + words.length) * lh + 12 + 2 * SIGNATURE_GAP + SIGNATURE_HEIGHT;
  if (y + closing > BOTTOM) y = titles(header());
  rule(y);
  y += 4;
  pen.line(l.total, xs[1]! + 2, y, widths[1]! - 4, { bold: true });
  pen.line(formatMoney(debit), xs[4]! + 2, y, widths[4]! - 4, { bold: true, align: 'right' });
  pen.line(formatMoney(credit), xs[5]! + 2, y, widths[5]! - 4, { bold: true, align: 'right' });
  y += lh;
  rule(y, '#000000');
  rule(y + 2, '#000000');
  y += 8;
  words.forEach((text) => {
    pen.line(text, MARGIN, y, WIDTH, { bold: true });
    y += lh;
  });

  signatures(pen, doc, y + SIGNATURE_GAP * 2);

  const range = pdf.bufferedPageRange();
  const mark = l.mark[doc.status];
  for (let i = 0; i < range.count; i++) {
    pdf.switchToPage(range.start + i);
    if (mark) stampAcross(pen, mark);
    pen.line(l.page(i + 1, range.count), MARGIN, PAGE.height - MARGIN - 10, WIDTH, {
      size: 8,
      color: GREY,
      align: 'right',
    });
  }
  pdf.end();
  return finished;
}

/** Prepared by (the creator), checked by (signed by hand), approved by (the approver once approved). */
function signatures(pen: Pen, doc: PrintedVoucher, top: number): void {
  const l = LABELS[doc.lang];
  const width = (WIDTH - 2 * SIGNATURE_GAP) / 3;
  const dots = '..................................';
  const people = [
    { name: doc.preparedBy.name, at: doc.preparedBy.at },
    { name: null, at: null },
    { name: doc.approvedBy?.name ?? null, at: doc.approvedBy?.at ?? null },
  ];
  people.forEach((person, i) => {
    const x = MARGIN + i * (width + SIGNATURE_GAP);
    pen.pdf.rect(x, top, width, SIGNATURE_HEIGHT).strokeColor('#999999').stroke();
    pen.line(l.signatures[i]!, x, top + 6, width, { bold: true, align: 'center' });
    pen.line(dots, x, top + 40, width, { align: 'center', color: GREY });
    pen.line(`(${person.name ?? dots})`, x, top + 40 + pen.lineHeight(), width, { align: 'center' });
    const date = person.at ? formatThaiDate(person.at, doc.lang) : '......../......../........';
    pen.line(`${l.date} ${date}`, x, top + 40 + 2 * pen.lineHeight(), width, { align: 'center' });
  });
}
