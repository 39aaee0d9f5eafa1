import {
  decimalStringToSatang,
  formatMoney,
  formatThaiDate,
  type AccountStatementLine,
  type Lang,
} from '@suanklang/shared';

/** The words of the statement's PDF and Excel, in Thai and English. */
export const STATEMENT_LABELS = {
  th: {
    title: 'ใบแจ้งยอดบัญชี',
    period: 'ช่วงวันที่',
    printed: 'วันที่พิมพ์',
    customer: 'รหัสลูกค้า',
    unit: 'ห้องชุด',
    date: 'วันที่',
    documentNo: 'เลขที่เอกสาร',
    description: 'รายการ',
    debit: 'เดบิต (ตั้งหนี้)',
    credit: 'เครดิต (ชำระ/ลดหนี้)',
    balance: 'คงเหลือ',
    opening: 'ยอดยกมา',
    total: 'รวม',
    closing: 'ยอดคงเหลือ ณ วันที่',
    unpaid: 'ใบแจ้งหนี้ค้างชำระ ณ วันที่',
    invoiceNo: 'เลขที่ใบแจ้งหนี้',
    invoiceDate: 'วันที่ใบแจ้งหนี้',
    dueDate: 'วันครบกำหนด',
    daysOverdue: 'เกินกำหนด (วัน)',
    grandTotal: 'ยอดตามใบแจ้งหนี้',
    outstanding: 'ค้างชำระ',
    owed: 'ยอดค้างชำระทั้งสิ้น',
    overdue: 'ในจำนวนนี้เกินกำหนดชำระ',
    advance: 'เงินรับล่วงหน้าคงเหลือ (กระเป๋าเงิน)',
    none: 'ไม่มีรายการ',
    noUnpaid: 'ไม่มีใบแจ้งหนี้ค้างชำระ',
    kind: {
      INVOICE: 'ใบแจ้งหนี้',
      RECEIPT: 'รับชำระ',
      RECEIPT_CANCEL: 'ยกเลิกใบเสร็จรับเงิน',
      CREDIT_NOTE: 'ใบลดหนี้',
    },
    due: 'ครบกำหนด',
    cancelledLater: 'ยกเลิกแล้ว',
    toAdvance: 'เข้าเงินรับล่วงหน้า',
    fromAdvance: 'คืนจากเงินรับล่วงหน้า',
    page: (p: number, n: number) => `หน้า ${p}/${n}`,
  },
  en: {
    title: 'Statement of Account',
    period: 'Period',
    printed: 'Printed on',
    customer: 'Customer code',
    unit: 'Unit',
    date: 'Date',
    documentNo: 'Document no.',
    description: 'Description',
    debit: 'Debit (charged)',
    credit: 'Credit (paid/credited)',
    balance: 'Balance',
    opening: 'Balance brought forward',
    total: 'Total',
    closing: 'Balance on',
    unpaid: 'Unpaid invoices on',
    invoiceNo: 'Invoice no.',
    invoiceDate: 'Invoice date',
    dueDate: 'Due date',
    daysOverdue: 'Days overdue',
    grandTotal: 'Invoice total',
    outstanding: 'Outstanding',
    owed: 'Total owed',
    overdue: 'of which overdue',
    advance: 'Advance (wallet) balance',
    none: 'No transactions',
    noUnpaid: 'No unpaid invoices',
    kind: {
      INVOICE: 'Invoice',
      RECEIPT: 'Payment received',
      RECEIPT_CANCEL: 'Receipt cancelled',
      CREDIT_NOTE: 'Credit note',
    },
    due: 'due',
    cancelledLater: 'cancelled',
    toAdvance: 'to advance',
    fromAdvance: 'taken back from advance',
    page: (p: number, n: number) => `Page ${p} of ${n}`,
  },
} as const;

/** A line's description: its kind, the invoices it settled or its due date, a cancellation, the advance moved. */
export function lineDescription(line: AccountStatementLine, lang: Lang): string {
  const l = STATEMENT_LABELS[lang];
  const parts: string[] = [l.kind[line.kind]];
  if (line.kind === 'INVOICE' && line.dueDate) parts.push(`${l.due} ${formatThaiDate(line.dueDate, lang)}`);
  else if (line.reference) parts.push(line.reference);
  if (line.kind === 'RECEIPT' && line.cancelled) parts.push(`(${l.cancelledLater})`);
  if (line.kind === 'RECEIPT_CANCEL' && line.cancelReason) {
    const last = parts.pop() ?? '';
    parts.push(`${last}:`, line.cancelReason);
  }
  const advance = decimalStringToSatang(line.toAdvance);
  if (advance > 0) parts.push(`${l.toAdvance} ${formatMoney(advance)}`);
  if (advance < 0) parts.push(`${l.fromAdvance} ${formatMoney(-advance)}`);
  return parts.join(' ');
}
