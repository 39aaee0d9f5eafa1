import {
  bahtText,
  decimalStringToSatang,
  formatMoney,
  formatThaiDate,
  type DepositItemRow,
  type DepositRow,
  type Lang,
} from '@suanklang/shared';
import { startA4Pdf } from '../invoices';

export type DepositDocument = {
  lang: Lang;
  propertyName: string;
  deposit: DepositRow;
  items: DepositItemRow[];
};

const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 36;
const WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - MARGIN - 14;

const LABELS = {
  th: {
    title: 'ใบนำฝากเงิน',
    no: 'เลขที่',
    date: 'วันที่',
    bank: 'บัญชีธนาคาร',
    cancelled: 'ยกเลิก',
    cols: ['ลำดับ', 'เลขที่ใบเสร็จ', 'วันที่', 'ห้อง', 'ประเภท', 'เลขที่เช็ค', 'จำนวนเงิน'],
    types: {
      CASH: 'เงินสด',
      CHEQUE: 'เช็ค',
      CARD: 'บัตร',
      TRANSFER: 'โอน',
      ONLINE: 'ออนไลน์',
      BILL_PAYMENT: 'ชำระผ่านธนาคาร',
    },
    total: 'รวมทั้งสิ้น',
    depositor: 'ผู้นำฝาก',
    checker: 'ผู้ตรวจสอบ',
  },
  en: {
    title: 'Bank Deposit',
    no: 'No.',
    date: 'Date',
    bank: 'Bank account',
    cancelled: 'CANCELLED',
    cols: ['#', 'Receipt no.', 'Date', 'Unit', 'Type', 'Cheque no.', 'Amount'],
    types: {
      CASH: 'Cash',
      CHEQUE: 'Cheque',
      CARD: 'Card',
      TRANSFER: 'Transfer',
      ONLINE: 'Online',
      BILL_PAYMENT: 'Bill payment',
    },
    total: 'Total',
    depositor: 'Deposited by',
    checker: 'Checked by',
  },
} as const;

const WIDTHS = [30, 95, 75, 70, 85, 80, WIDTH - 30 - 95 - 75 - 70 - 85 - 80];

/** The deposit slip: header, one row per payment, total in figures and words, signatures. */
export async function renderDepositPdf(doc: DepositDocument): Promise<Buffer> {
  const { pdf, pen, finished } = startA4Pdf({ title: doc.deposit.depositNo, margin: MARGIN });
  const l = LABELS[doc.lang];
  const d = doc.deposit;

  const header = (): number => {
    pdf.addPage();
    let y = MARGIN;
    pen.line(doc.propertyName, MARGIN, y, WIDTH, { bold: true, size: 14 });
    y += pen.lineHeight({ size: 14 });
    pen.line(l.title + (d.status === 'CANCELLED' ? ` (${l.cancelled})` : ''), MARGIN, y, WIDTH, {
      bold: true,
      size: 16,
      align: 'center',
    });
    y += pen.lineHeight({ size: 16 }) + 4;
    pen.line(`${l.no} ${d.depositNo}`, MARGIN, y, WIDTH / 2);
    pen.line(`${l.date} ${formatThaiDate(d.depositDate, doc.lang)}`, MARGIN + WIDTH / 2, y, WIDTH / 2, {
      align: 'right',
    });
    y += pen.lineHeight();
    pen.line(`${l.bank} ${d.bankAccountCode} ${d.bankAccountDescription ?? ''}`, MARGIN, y, WIDTH);
    y += pen.lineHeight() + 6;
    let x = MARGIN;
    l.cols.forEach((c, i) => {
      pen.line(c, x + 2, y, WIDTHS[i]! - 4, {
        bold: true,
        align: i === l.cols.length - 1 ? 'right' : 'left',
      });
      x += WIDTHS[i]!;
    });
    y += pen.lineHeight();
    pdf
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .strokeColor('#999999')
      .stroke();
    return y + 4;
  };

  let y = header();
  doc.items.forEach((item, n) => {
    if (y + pen.lineHeight() > BOTTOM - 80) y = header();
    const cells = [
      String(n + 1),
      item.receiptNo,
      formatThaiDate(item.receiptDate, doc.lang),
      item.unitCode,
      l.types[item.paymentType],
      item.chequeNo ?? '',
      formatMoney(decimalStringToSatang(item.amount)),
    ];
    let x = MARGIN;
    cells.forEach((c, i) => {
      pen.line(c, x + 2, y, WIDTHS[i]! - 4, { align: i === cells.length - 1 ? 'right' : 'left' });
      x += WIDTHS[i]!;
    });
    y += pen.lineHeight();
  });
  pdf
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .strokeColor('#999999')
    .stroke();
  y += 4;
  const total = decimalStringToSatang(d.amount);
  pen.line(l.total, MARGIN, y, WIDTH - 120, { bold: true, align: 'right' });
  pen.line(formatMoney(total), MARGIN + WIDTH - 120, y, 118, { bold: true, align: 'right' });
  y += pen.lineHeight();
  if (doc.lang === 'th') pen.line(`(${bahtText(total)})`, MARGIN, y, WIDTH, { align: 'right' });
  y += pen.lineHeight() * 4;
  pen.line(`${l.depositor} ........................................`, MARGIN, y, WIDTH / 2);
  pen.line(`${l.checker} ........................................`, MARGIN + WIDTH / 2, y, WIDTH / 2, {
    align: 'right',
  });
  pdf.end();
  return finished;
}
