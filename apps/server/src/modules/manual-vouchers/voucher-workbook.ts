import ExcelJS from 'exceljs';
import {
  codeLabel,
  decimalStringToSatang,
  formatThaiDate,
  satangToDecimalString,
  type Lang,
  type ManualVoucherStatus,
} from '@suanklang/shared';
import { safeText } from '../invoice-import';

/**
 * A month's journal vouchers as a workbook: the property and the month at the top, then every voucher's lines
 * with the voucher's number, date, status and description on each line (so the sheet filters by any of them),
 * a total row per voucher and the grand total of the vouchers that stand. Debits and credits are numeric cells
 * `#,##0.00`; every text is written as text, never as a formula.
 */

export type VoucherSheetLine = {
  accountCode: string;
  accountName: string;
  description: string | null;
  unitCode: string | null;
  /** Decimal text. */
  debit: string;
  credit: string;
};
export type VoucherSheetVoucher = {
  voucherNo: string;
  voucherDate: string;
  status: ManualVoucherStatus;
  description: string;
  lines: VoucherSheetLine[];
};
export type VoucherWorkbook = {
  lang: Lang;
  propertyName: string;
  /** YYYY-MM (CE). */
  period: string;
  vouchers: VoucherSheetVoucher[];
};

/** Rejected and cancelled vouchers are listed but left out of the grand total: they are not in the books. */
const VOID: readonly ManualVoucherStatus[] = [2, 3];

const LABELS = {
  th: {
    sheet: 'ใบสำคัญทั่วไป',
    title: 'ใบสำคัญทั่วไป',
    period: (month: string) => `งวด ${month}`,
    cols: ['เลขที่', 'วันที่', 'สถานะ', 'คำอธิบาย', 'รหัสบัญชี', 'ชื่อบัญชี', 'คำอธิบายรายการ', 'ห้องชุด', 'เดบิต', 'เครดิต'],
    voucherTotal: 'รวมใบสำคัญ',
    grandTotal: 'รวมทั้งสิ้น',
    grandTotalNote: 'ไม่รวมใบสำคัญที่ยกเลิกหรือไม่อนุมัติ',
    none: 'ไม่มีใบสำคัญทั่วไปในงวดนี้',
  },
  en: {
    sheet: 'Journal vouchers',
    title: 'Journal Vouchers',
    period: (month: string) => `Period ${month}`,
    cols: [
      'No.',
      'Date',
      'Status',
      'Description',
      'Account',
      'Account name',
      'Line description',
      'Unit',
      'Debit',
      'Credit',
    ],
    voucherTotal: 'Voucher total',
    grandTotal: 'Grand total',
    grandTotalNote: 'cancelled and rejected vouchers left out',
    none: 'No journal vouchers in this period',
  },
} as const;

const MONEY_FORMAT = '#,##0.00';
const WIDTHS = [16, 12, 14, 36, 11, 30, 30, 10, 16, 16];
const DEBIT = 9;
const CREDIT = 10;

/** Decimal text as the cell's number: Number() of it is the value written, never arithmetic on it. */
const amount = (satang: number) => Number(satangToDecimalString(satang));

export async function vouchersWorkbook(doc: VoucherWorkbook): Promise<Buffer> {
  const l = LABELS[doc.lang];
  const book = new ExcelJS.Workbook();
  book.creator = 'Suanklang';
  const sheet = book.addWorksheet(l.sheet, {
    views: [{ state: 'frozen', ySplit: 4 }],
    pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.addRow([safeText(doc.propertyName)]).font = { bold: true, size: 14 };
  sheet.addRow([l.title]).font = { bold: true, size: 12 };
  sheet.addRow([l.period(formatThaiDate(`${doc.period}-01`, doc.lang, 'monthYear'))]);
  const head = sheet.addRow([...l.cols]);
  head.font = { bold: true };
  head.alignment = { horizontal: 'center', vertical: 'middle' };

  let grandDebit = 0;
  let grandCredit = 0;
  for (const v of doc.vouchers) {
    const status = codeLabel('manualVoucherStatus', v.status, doc.lang);
    const date = formatThaiDate(v.voucherDate, doc.lang);
    let debit = 0;
    let credit = 0;
    for (const line of v.lines) {
      const d = decimalStringToSatang(line.debit);
      const c = decimalStringToSatang(line.credit);
      debit += d;
      credit += c;
      sheet.addRow([
        safeText(v.voucherNo),
        date,
        status,
        safeText(v.description),
        safeText(line.accountCode),
        safeText(line.accountName),
        line.description ? safeText(line.description) : null,
        line.unitCode ? safeText(line.unitCode) : null,
        amount(d),
        amount(c),
      ]);
    }
    const total = sheet.addRow([
      safeText(v.voucherNo),
      date,
      status,
      l.voucherTotal,
      null,
      null,
      null,
      null,
      amount(debit),
      amount(credit),
    ]);
    total.font = { bold: true };
    total.eachCell((cell) => (cell.border = { top: { style: 'thin' } }));
    if (!VOID.includes(v.status)) {
      grandDebit += debit;
      grandCredit += credit;
    }
  }
  if (doc.vouchers.length === 0) sheet.addRow([l.none]);
  const grand = sheet.addRow([
    l.grandTotal,
    null,
    null,
    l.grandTotalNote,
    null,
    null,
    null,
    null,
    amount(grandDebit),
    amount(grandCredit),
  ]);
  grand.font = { bold: true };
  grand.eachCell((cell) => (cell.border = { top: { style: 'thin' }, bottom: { style: 'double' } }));

  WIDTHS.forEach((w, i) => (sheet.getColumn(i + 1).width = w));
  for (const c of [DEBIT, CREDIT]) sheet.getColumn(c).numFmt = MONEY_FORMAT;
  return Buffer.from(await book.xlsx.writeBuffer());
}
