import { WHT_INCOME_ROWS, type WhtCertificate, type WhtIncomeRow } from '@suanklang/accounting';
import { formatMoney, formatThaiDate, type Lang } from '@suanklang/shared';
import { stampAcross, startA4Pdf, type Pen, type TextTrace } from '../invoices';

/**
 * The withholding-tax certificate (หนังสือรับรองการหักภาษี ณ ที่จ่าย ตามมาตรา 50 ทวิ แห่งประมวลรัษฎากร) as the
 * Revenue Department's form lays it out (thai-accounting.md s.3): book and number; the payer and the payee with
 * their 13-digit tax IDs, names and addresses; the payee's place in the return's attachment and the return's box
 * (ภ.ง.ด.3 or ภ.ง.ด.53 ticked); the six income rows with date, amount paid and tax; the totals with the tax in Thai
 * words; the condition (withheld at source); the issue date and the payer's signature. Two copies, one page each:
 * copy 1 for the payee to attach to his return, copy 2 for his records.
 */
export type PrintedWhtCertificate = {
  lang: Lang;
  bookNo: string;
  certificateNo: number;
  voucherNo: string;
  issueDate: string;
  payer: Party;
  payee: Party;
  /** The payee's row number in the month's attachment; null when the voucher is cancelled. */
  sequence: number | null;
  figures: WhtCertificate;
  cancelledReason: string | null;
};

type Party = { name: string; taxId: string | null; branchNo: string | null; address: string | null };

const FORM_BOXES = [
  ['PND1A', 'ภ.ง.ด.1ก', 'PND 1A'],
  ['PND1AS', 'ภ.ง.ด.1ก พิเศษ', 'PND 1A special'],
  ['PND2', 'ภ.ง.ด.2', 'PND 2'],
  ['PND3', 'ภ.ง.ด.3', 'PND 3'],
  ['PND2A', 'ภ.ง.ด.2ก', 'PND 2A'],
  ['PND3A', 'ภ.ง.ด.3ก', 'PND 3A'],
  ['PND53', 'ภ.ง.ด.53', 'PND 53'],
] as const;

const INCOME_ROWS: Record<WhtIncomeRow, { th: string; en: string }> = {
  '40(1)': {
    th: '1. เงินเดือน ค่าจ้าง เบี้ยเลี้ยง โบนัส ฯลฯ ตามมาตรา 40 (1)',
    en: '1. Salaries, wages, allowances, bonuses etc. under section 40 (1)',
  },
  '40(2)': {
    th: '2. ค่าธรรมเนียม ค่านายหน้า ฯลฯ ตามมาตรา 40 (2)',
    en: '2. Fees, commissions etc. under section 40 (2)',
  },
  '40(3)': {
    th: '3. ค่าแห่งลิขสิทธิ์ ฯลฯ ตามมาตรา 40 (3)',
    en: '3. Royalties etc. under section 40 (3)',
  },
  '40(4)': {
    th: '4. ดอกเบี้ย เงินปันผล ฯลฯ ตามมาตรา 40 (4)',
    en: '4. Interest, dividends etc. under section 40 (4)',
  },
  '5': {
    th: '5. การจ่ายเงินได้ที่ต้องหักภาษี ณ ที่จ่าย ตามคำสั่งกรมสรรพากรที่ออกตามมาตรา 3 เตรส เช่น ค่าจ้างทำของ ค่าบริการ ค่าเช่า ค่าขนส่ง ค่าโฆษณา',
    en: '5. Payments withheld on under the Revenue Department orders of section 3 tredecim: hire of work, services, rent, transport, advertising',
  },
  '6': { th: '6. อื่น ๆ (ระบุ)', en: '6. Others (specify)' },
};

const LABELS = {
  th: {
    title: 'หนังสือรับรองการหักภาษี ณ ที่จ่าย',
    law: 'ตามมาตรา 50 ทวิ แห่งประมวลรัษฎากร',
    copies: [
      'ฉบับที่ 1 (สำหรับผู้ถูกหักภาษี ณ ที่จ่าย ใช้แนบพร้อมกับแบบแสดงรายการภาษี)',
      'ฉบับที่ 2 (สำหรับผู้ถูกหักภาษี ณ ที่จ่าย เก็บไว้เป็นหลักฐาน)',
    ],
    book: 'เล่มที่',
    no: 'เลขที่',
    payer: 'ผู้มีหน้าที่หักภาษี ณ ที่จ่าย',
    payee: 'ผู้ถูกหักภาษี ณ ที่จ่าย',
    name: 'ชื่อ',
    taxId: 'เลขประจำตัวผู้เสียภาษีอากร (13 หลัก)',
    branch: (b: string) => (b === '00000' ? 'สำนักงานใหญ่' : `สาขาที่ ${b}`),
    address: 'ที่อยู่',
    sequence: 'ลำดับที่',
    inForm: 'ในแบบ',
    columns: ['ประเภทเงินได้พึงประเมินที่จ่าย', 'วัน เดือน หรือปีภาษี ที่จ่าย', 'จำนวนเงินที่จ่าย', 'ภาษีที่หักและนำส่งไว้'],
    total: 'รวมเงินที่จ่ายและภาษีที่หักนำส่ง',
    words: 'รวมเงินภาษีที่หักนำส่ง (ตัวอักษร)',
    payerKind: 'ผู้จ่ายเงิน',
    conditions: ['(1) หัก ณ ที่จ่าย', '(2) ออกให้ตลอดไป', '(3) ออกให้ครั้งเดียว', '(4) อื่น ๆ (ระบุ)'],
    certify: 'ขอรับรองว่าข้อความและตัวเลขดังกล่าวข้างต้นถูกต้องตรงกับความจริงทุกประการ',
    sign: 'ลงชื่อ ........................................................ ผู้จ่ายเงิน',
    issued: 'วัน เดือน ปี ที่ออกหนังสือรับรองฯ',
    voucher: 'อ้างอิงใบสำคัญจ่าย',
    cancelled: 'ยกเลิก',
    reason: 'เหตุผลที่ยกเลิก',
  },
  en: {
    title: 'Withholding Tax Certificate',
    law: 'under section 50 bis of the Revenue Code',
    copies: [
      'Copy 1 (for the payee, to attach to the tax return)',
      'Copy 2 (for the payee, to keep as evidence)',
    ],
    book: 'Book no.',
    no: 'No.',
    payer: 'Withholding agent (payer)',
    payee: 'Person subject to withholding (payee)',
    name: 'Name',
    taxId: 'Tax ID (13 digits)',
    branch: (b: string) => (b === '00000' ? 'Head office' : `Branch ${b}`),
    address: 'Address',
    sequence: 'Sequence no.',
    inForm: 'in form',
    columns: ['Type of income paid', 'Date paid', 'Amount paid', 'Tax withheld'],
    total: 'Total paid and tax remitted',
    words: 'Total tax remitted (in Thai words)',
    payerKind: 'Payer',
    conditions: [
      '(1) Withheld at source',
      '(2) Paid by the payer every time',
      '(3) Paid by the payer once',
      '(4) Other (specify)',
    ],
    certify: 'I certify that the statements and figures above are true and correct in every respect.',
    sign: 'Signed ........................................................ Payer',
    issued: 'Date of issue',
    voucher: 'Payment voucher',
    cancelled: 'CANCELLED',
    reason: 'Reason for cancelling',
  },
} as const;

const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 36;
const WIDTH = PAGE.width - 2 * MARGIN;
const BOX = 8;
const RED = '#C00000';
const GREY = '#999999';
const CONDITION_INDEX = { withheld: 0, paidAlways: 1, paidOnce: 2 } as const;

export async function renderWhtCertificatePdf(
  doc: PrintedWhtCertificate,
  options: { onText?: TextTrace } = {},
): Promise<Buffer> {
  const l = LABELS[doc.lang];
  const { pdf, pen, finished } = startA4Pdf({
    title: `${l.title} ${doc.bookNo}/${doc.certificateNo}`,
    margin: MARGIN,
    onText: options.onText,
  });
  for (const copy of l.copies) {
    pdf.addPage();
    page(pen, doc, copy);
    if (doc.cancelledReason !== null) stampAcross(pen, l.cancelled);
  }
  pdf.end();
  return finished;
}

function page(pen: Pen, doc: PrintedWhtCertificate, copy: string): void {
  const l = LABELS[doc.lang];
  const lh = pen.lineHeight();
  const pdf = pen.pdf;
  let y = MARGIN;
  pen.line(copy, MARGIN, y, WIDTH, { size: 8, color: '#555555' });
  y += pen.lineHeight({ size: 8 });
  pen.line(`${l.book} ${doc.bookNo}`, MARGIN, y, WIDTH, { align: 'right', bold: true });
  pen.line(l.title, MARGIN, y, WIDTH, { bold: true, size: 15, align: 'center' });
  y += pen.lineHeight({ size: 15 });
  pen.line(`${l.no} ${doc.certificateNo}`, MARGIN, y, WIDTH, { align: 'right', bold: true });
  pen.line(l.law, MARGIN, y, WIDTH, { align: 'center' });
  y += lh + 4;

  const party = (title: string, p: Party, top: number): number => {
    let at = top + 4;
    pen.line(title, MARGIN + 4, at, WIDTH / 2, { bold: true });
    pen.line(`${l.taxId} ${p.taxId ?? '-'}`, MARGIN + WIDTH / 2, at, WIDTH / 2 - 4, { align: 'right' });
    at += lh;
    const branch = p.branchNo ? ` (${l.branch(p.branchNo)})` : '';
    at += pen.paragraph(`${l.name} ${p.name}${branch}`, MARGIN + 4, at, WIDTH - 8);
    at += pen.paragraph(`${l.address} ${p.address ?? '-'}`, MARGIN + 4, at, WIDTH - 8);
    pdf
      .rect(MARGIN, top, WIDTH, at - top + 4)
      .strokeColor(GREY)
      .stroke();
    return at + 4;
  };
  y = party(l.payer, doc.payer, y);
  y = party(l.payee, doc.payee, y + 4);

  // The return's boxes, the one this tax goes on ticked, with the payee's place in its attachment.
  y += 6;
  const sequence = doc.sequence === null ? '......' : String(doc.sequence);
  const lead = `${l.sequence} ${sequence} ${l.inForm}`;
  pen.line(lead, MARGIN, y, WIDTH);
  y = boxes(
    pen,
    FORM_BOXES.map(([form, th, en]) => ({
      label: doc.lang === 'th' ? th : en,
      ticked: doc.figures.form === form,
    })),
    MARGIN + pen.width(lead) + 8,
    y,
  );
  y += 6;

  // The income rows: all six as on the form, amounts where the voucher paid such income.
  const widths = [WIDTH * 0.5, WIDTH * 0.16, WIDTH * 0.17, WIDTH * 0.17];
  const xs = widths.map((_w, i) => MARGIN + widths.slice(0, i).reduce((s, w) => s + w, 0));
  const rule = (at: number) =>
    pdf
      .moveTo(MARGIN, at)
      .lineTo(MARGIN + WIDTH, at)
      .strokeColor(GREY)
      .stroke();
  rule(y);
  l.columns.forEach((c, i) =>
    pen.line(c, xs[i]! + 2, y + 3, widths[i]! - 4, { bold: true, align: i >= 2 ? 'right' : 'left', size: 9 }),
  );
  y += lh + 4;
  rule(y);
  y += 3;
  // In the form's order (the digit keys '5' and '6' would come first in the object's own order).
  for (const incomeRow of WHT_INCOME_ROWS) {
    const row = doc.figures.rows.find((r) => r.incomeRow === incomeRow);
    const descriptions = row ? [...new Set(row.lines.map((n) => n.description))].join(', ') : '';
    const text = `${INCOME_ROWS[incomeRow][doc.lang]}${descriptions ? ` (${descriptions})` : ''}`;
    const height = pen.paragraph(text, xs[0]! + 2, y, widths[0]! - 4, { size: 9 });
    if (row) {
      pen.line(
        row.paidDates.map((d) => formatThaiDate(d, doc.lang)).join(', '),
        xs[1]! + 2,
        y,
        widths[1]! - 4,
        {
          size: 9,
        },
      );
      pen.line(formatMoney(row.baseSatang), xs[2]! + 2, y, widths[2]! - 4, { align: 'right' });
      pen.line(formatMoney(row.taxSatang), xs[3]! + 2, y, widths[3]! - 4, { align: 'right' });
    }
    y += Math.max(height, lh) + 2;
  }
  rule(y);
  y += 3;
  pen.line(l.total, xs[0]! + 2, y, widths[0]! + widths[1]! - 4, { bold: true, align: 'right' });
  pen.line(formatMoney(doc.figures.totalBaseSatang), xs[2]! + 2, y, widths[2]! - 4, {
    bold: true,
    align: 'right',
  });
  pen.line(formatMoney(doc.figures.totalTaxSatang), xs[3]! + 2, y, widths[3]! - 4, {
    bold: true,
    align: 'right',
  });
  y += lh + 2;
  rule(y);
  y += 4;
  y += pen.paragraph(`${l.words}: ${doc.figures.totalTaxInWords}`, MARGIN, y, WIDTH, { bold: true });
  y += 8;

  // The condition: this product only withholds at source (condition 1).
  pen.line(l.payerKind, MARGIN, y, 70, { bold: true });
  y = boxes(
    pen,
    l.conditions.map((label, i) => ({ label, ticked: CONDITION_INDEX[doc.figures.condition] === i })),
    MARGIN + 72,
    y,
  );
  y += 14;

  pen.line(l.certify, MARGIN, y, WIDTH, { align: 'center' });
  y += lh + 24;
  pen.line(l.sign, MARGIN, y, WIDTH, { align: 'center' });
  y += lh + 4;
  pen.line(`${l.issued} ${formatThaiDate(doc.issueDate, doc.lang)}`, MARGIN, y, WIDTH, { align: 'center' });
  y += lh + 10;
  pen.line(`${l.voucher} ${doc.voucherNo}`, MARGIN, y, WIDTH, { size: 8, color: '#555555' });
  if (doc.cancelledReason !== null) {
    y += lh;
    pen.paragraph(`${l.reason}: ${doc.cancelledReason}`, MARGIN, y, WIDTH, { bold: true, color: RED });
  }
}

/** Labelled check boxes in a row from `x`, wrapping under `x` at the margin; returns the y below them. */
function boxes(pen: Pen, items: { label: string; ticked: boolean }[], x: number, y: number): number {
  let at = x;
  for (const { label, ticked } of items) {
    const width = BOX + 3 + pen.width(label);
    if (at + width > MARGIN + WIDTH) {
      at = x;
      y += pen.lineHeight();
    }
    box(pen, at, y + 3, ticked);
    pen.line(label, at + BOX + 3, y, width);
    at += width + 8;
  }
  return y + pen.lineHeight();
}

/** A check box, crossed when ticked (drawn, not a glyph: the Thai fonts have no ballot box). */
function box(pen: Pen, x: number, y: number, ticked: boolean): void {
  const { pdf } = pen;
  pdf.rect(x, y, BOX, BOX).strokeColor('#000000').stroke();
  if (ticked)
    pdf
      .moveTo(x + 1.5, y + 1.5)
      .lineTo(x + BOX - 1.5, y + BOX - 1.5)
      .moveTo(x + BOX - 1.5, y + 1.5)
      .lineTo(x + 1.5, y + BOX - 1.5)
      .strokeColor('#000000')
      .stroke();
}
