import {
  bahtText,
  decimalStringToSatang,
  formatMoney,
  formatThaiDate,
  type Lang,
  type PaymentMethod,
  type PaymentVoucherDetail,
} from '@suanklang/shared';
import { drawVoucherHead, stampAcross, startA4Pdf, type Pen, type TextTrace } from '../invoices';

/**
 * The printed payment voucher (ใบสำคัญจ่าย): what is filed with the supplier's bill and signed by who prepared,
 * who approved and who received the money. A4 portrait: the property, the number and date, the payee with tax ID
 * and address, the requests paid with the tax withheld from each, how it was paid (cheque book and number), the
 * amount paid in Thai words, three signature boxes; a cancelled voucher says so across the page.
 */
export type PrintedPaymentVoucher = {
  lang: Lang;
  property: { name: string; address: string | null; taxId: string | null };
  voucher: PaymentVoucherDetail;
  payee: { taxId: string | null; address: string | null };
  preparedBy: string | null;
};

const LABELS = {
  th: {
    title: 'ใบสำคัญจ่าย',
    no: 'เลขที่',
    date: 'วันที่',
    taxId: 'เลขประจำตัวผู้เสียภาษีอากร',
    payee: 'จ่ายให้',
    description: 'รายละเอียด',
    requests: ['เลขที่ใบขอเบิก', 'วันที่', 'รายการ', 'จำนวนเงิน', 'ภาษีหัก ณ ที่จ่าย'],
    payments: ['วิธีจ่าย', 'บัญชี', 'สมุดเช็ค / เลขที่เช็ค', 'วันที่เช็ค', 'จำนวนเงิน'],
    method: { CASH: 'เงินสด', PETTY_CASH: 'เงินสดย่อย', TRANSFER: 'โอนเงิน', CHEQUE: 'เช็ค' } as Record<
      PaymentMethod,
      string
    >,
    settled: 'รวมจำนวนเงิน',
    wht: (form: string) => `หัก ภาษี ณ ที่จ่าย (${form === 'PND3' ? 'ภ.ง.ด.3' : 'ภ.ง.ด.53'})`,
    paid: 'จ่ายสุทธิ',
    words: 'จำนวนเงิน (ตัวอักษร)',
    cancelled: 'ยกเลิก',
    reason: 'เหตุผลที่ยกเลิก',
    signatures: ['ผู้จัดทำ', 'ผู้อนุมัติ', 'ผู้รับเงิน'],
  },
  en: {
    title: 'Payment Voucher',
    no: 'No.',
    date: 'Date',
    taxId: 'Tax ID',
    payee: 'Paid to',
    description: 'Description',
    requests: ['Request', 'Date', 'Description', 'Amount', 'Tax withheld'],
    payments: ['Method', 'Account', 'Book / cheque no.', 'Cheque date', 'Amount'],
    method: { CASH: 'Cash', PETTY_CASH: 'Petty cash', TRANSFER: 'Transfer', CHEQUE: 'Cheque' } as Record<
      PaymentMethod,
      string
    >,
    settled: 'Total',
    wht: (form: string) => `Less tax withheld (${form === 'PND3' ? 'PND 3' : 'PND 53'})`,
    paid: 'Net paid',
    words: 'Amount in Thai words',
    cancelled: 'CANCELLED',
    reason: 'Reason for cancelling',
    signatures: ['Prepared by', 'Approved by', 'Received by'],
  },
} as const;

const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 36;
const WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - MARGIN - 20;
const GREY = '#555555';
const RED = '#C00000';
const SIGNATURE_HEIGHT = 92;
const SIGNATURE_GAP = 12;

/** Columns as fractions of the width; the last ones are money, right-aligned. */
function columns(fractions: number[]) {
  const widths = fractions.map((f) => Math.round(WIDTH * f));
  const xs = widths.map((_w, i) => MARGIN + widths.slice(0, i).reduce((s, w) => s + w, 0));
  return { widths, xs };
}

const money = (text: string) => formatMoney(decimalStringToSatang(text));

export async function renderPaymentVoucherPdf(
  doc: PrintedPaymentVoucher,
  options: { onText?: TextTrace } = {},
): Promise<Buffer> {
  const l = LABELS[doc.lang];
  const v = doc.voucher;
  const { pdf, pen, finished } = startA4Pdf({
    title: `${l.title} ${v.paymentVoucherNo}`,
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

  const header = (): number => {
    return drawVoucherHead(pen, {
      property: doc.property,
      taxIdLabel: l.taxId,
      title: l.title,
      no: `${l.no} ${v.paymentVoucherNo}`,
      date: `${l.date} ${formatThaiDate(v.paymentVoucherDate, doc.lang)}`,
    });
  };

  /** A table: titles, then rows of cells (wrapped), a new page with the titles again when one does not fit. */
  const table = (
    top: number,
    titles: readonly string[],
    fractions: number[],
    rows: string[][],
    money = 2,
  ) => {
    const { widths, xs } = columns(fractions);
    const align = (i: number) => (i >= titles.length - money ? 'right' : 'left');
    const heading = (at: number) => {
      rule(at);
      titles.forEach((c, i) =>
        pen.line(c, xs[i]! + 2, at + 4, widths[i]! - 4, { bold: true, align: align(i) }),
      );
      rule(at + 4 + lh);
      return at + 8 + lh;
    };
    let y = heading(top);
    for (const row of rows) {
      const cells = row.map((text, i) => pen.lines(text, widths[i]! - 4));
      const height = Math.max(1, ...cells.map((c) => c.length)) * lh;
      if (y + height > BOTTOM) y = heading(header());
      cells.forEach((texts, i) =>
        texts.forEach((text, n) =>
          pen.line(text, xs[i]! + 2, y + n * lh, widths[i]! - 4, { align: align(i) }),
        ),
      );
      y += height;
    }
    return y;
  };

  let y = header();
  y += pen.paragraph(`${l.payee}: ${v.supplierCode} ${v.supplierName}`, MARGIN, y, WIDTH, { bold: true });
  if (doc.payee.taxId) y += pen.paragraph(`${l.taxId} ${doc.payee.taxId}`, MARGIN, y, WIDTH);
  if (doc.payee.address) y += pen.paragraph(doc.payee.address, MARGIN, y, WIDTH);
  y += pen.paragraph(`${l.description}: ${v.description}`, MARGIN, y, WIDTH);
  if (v.status === 'CANCELLED' && v.reason)
    y += pen.paragraph(`${l.reason}: ${v.reason}`, MARGIN, y, WIDTH, { bold: true, color: RED });

  y = table(
    y + 6,
    l.requests,
    [0.18, 0.14, 0.38, 0.15, 0.15],
    v.requests.map((r) => [
      r.requestPayNo,
      formatThaiDate(r.requestPayDate, doc.lang),
      r.description,
      money(r.amount),
      money(r.wht),
    ]),
  );

  // The totals: what the requests owed, the tax kept back, what was paid.
  const totals: [string, string, boolean][] = [
    [l.settled, money(v.settled), false],
    [l.wht(v.whtForm), money(v.wht), false],
    [l.paid, money(v.paid), true],
  ];
  rule(y);
  y += 4;
  for (const [label, amount, bold] of totals) {
    if (y + lh > BOTTOM) y = header();
    pen.line(label, MARGIN + WIDTH * 0.4, y, WIDTH * 0.45 - 4, { bold, align: 'right' });
    pen.line(amount, MARGIN + WIDTH * 0.85, y, WIDTH * 0.15 - 2, { bold, align: 'right' });
    y += lh;
  }

  y = table(
    y + 8,
    l.payments,
    [0.14, 0.16, 0.3, 0.2, 0.2],
    v.payments.map((p) => [
      l.method[p.method],
      p.accountCode,
      p.chequeNo ? `${p.bookNo ?? ''} / ${p.chequeNo}` : '',
      p.chequeDate ? formatThaiDate(p.chequeDate, doc.lang) : '',
      money(p.amount),
    ]),
    1,
  );

  const words = pen.lines(`${l.words}: ${bahtText(decimalStringToSatang(v.paid))}`, WIDTH);
  if (y + words.length * lh + 2 * SIGNATURE_GAP + SIGNATURE_HEIGHT + 8 > BOTTOM) y = header();
  rule(y, '#000000');
  y += 6;
  for (const text of words) {
    pen.line(text, MARGIN, y, WIDTH, { bold: true });
    y += lh;
  }
  signatures(pen, l.signatures, doc.preparedBy, y + SIGNATURE_GAP * 2, doc.lang);

  const range = pdf.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    pdf.switchToPage(range.start + i);
    if (v.status === 'CANCELLED') stampAcross(pen, l.cancelled);
  }
  pdf.end();
  return finished;
}

function signatures(pen: Pen, titles: readonly string[], preparedBy: string | null, top: number, lang: Lang) {
  const width = (WIDTH - 2 * SIGNATURE_GAP) / 3;
  const dots = '..................................';
  const date = lang === 'th' ? 'วันที่' : 'Date';
  titles.forEach((title, i) => {
    const x = MARGIN + i * (width + SIGNATURE_GAP);
    pen.pdf.rect(x, top, width, SIGNATURE_HEIGHT).strokeColor('#999999').stroke();
    pen.line(title, x, top + 6, width, { bold: true, align: 'center' });
    pen.line(dots, x, top + 40, width, { align: 'center', color: GREY });
    pen.line(`(${(i === 0 ? preparedBy : null) ?? dots})`, x, top + 40 + pen.lineHeight(), width, {
      align: 'center',
    });
    pen.line(`${date} ......../......../........`, x, top + 40 + 2 * pen.lineHeight(), width, {
      align: 'center',
    });
  });
}
