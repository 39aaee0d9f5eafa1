import ExcelJS from 'exceljs';
import {
  decimalStringToSatang,
  formatMoney,
  formatThaiDate,
  type GlTrialBalance,
  type GlTrialBalanceQuery,
  type Lang,
} from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import type { PropertyScope } from '../../platform/request-context';
import { safeText } from '../invoice-import';
import { startA4Pdf, type TextTrace } from '../invoices';
import { trialBalanceOf } from './trial-balance';

/**
 * The trial balance as files: an Excel workbook (numeric cells, `#,##0.00`) and an A4 landscape PDF with the
 * Thai font, both with the property, the months, whether only posted entries count, the six money columns per
 * account and the totals row.
 */

export type TrialBalanceDocument = { lang: Lang; propertyName: string; report: GlTrialBalance };

/** The six money columns, in the order shown. */
const MONEY = ['openingDebit', 'openingCredit', 'debit', 'credit', 'closingDebit', 'closingCredit'] as const;

const LABELS = {
  th: {
    title: 'งบทดลอง',
    period: (from: string, to: string) => (from === to ? `งวด ${from}` : `ตั้งแต่งวด ${from} ถึงงวด ${to}`),
    postedOnly: 'เฉพาะรายการบัญชีที่ผ่านรายการแล้ว',
    all: 'ทุกรายการบัญชี (รวมที่ยังไม่ผ่านรายการ)',
    code: 'รหัสบัญชี',
    name: 'ชื่อบัญชี',
    groups: ['ยอดยกมา', 'ระหว่างงวด', 'ยอดคงเหลือ'],
    sides: ['เดบิต', 'เครดิต'],
    total: 'รวม',
    unbalanced: 'ยอดรวมเดบิตและเครดิตไม่เท่ากัน กรุณาตรวจสอบ',
    page: (p: number, n: number) => `หน้า ${p}/${n}`,
  },
  en: {
    title: 'Trial Balance',
    period: (from: string, to: string) => (from === to ? `Period ${from}` : `Period ${from} to ${to}`),
    postedOnly: 'Posted entries only',
    all: 'All entries (posted and not posted)',
    code: 'Account',
    name: 'Account name',
    groups: ['Opening balance', 'Movement', 'Closing balance'],
    sides: ['Debit', 'Credit'],
    total: 'Total',
    unbalanced: 'Debits and credits do not balance: please check',
    page: (p: number, n: number) => `Page ${p} of ${n}`,
  },
} as const;

/** A month YYYY-MM as MM/BBBB in Thai, MM/YYYY in English. */
const monthText = (period: string, lang: Lang) => formatThaiDate(`${period}-01`, lang, 'monthYear');

function headings(doc: TrialBalanceDocument) {
  const l = LABELS[doc.lang];
  const r = doc.report;
  return {
    l,
    period: l.period(monthText(r.periodFrom, doc.lang), monthText(r.periodTo, doc.lang)),
    entries: r.postedOnly ? l.postedOnly : l.all,
  };
}

const MONEY_FORMAT = '#,##0.00';

/** The workbook: the title lines, two heading rows (balance groups, then debit/credit), a row per account, totals. */
export async function trialBalanceWorkbook(doc: TrialBalanceDocument): Promise<Buffer> {
  const { l, period, entries } = headings(doc);
  const book = new ExcelJS.Workbook();
  book.creator = 'Suanklang';
  const sheet = book.addWorksheet(l.title, {
    views: [{ state: 'frozen', ySplit: 6 }],
    pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.addRow([safeText(doc.propertyName)]).font = { bold: true, size: 14 };
  sheet.addRow([l.title]).font = { bold: true, size: 12 };
  sheet.addRow([period]);
  sheet.addRow([entries]);
  const groups = sheet.addRow([l.code, l.name, l.groups[0], null, l.groups[1], null, l.groups[2], null]);
  const sides = sheet.addRow([null, null, ...l.groups.flatMap(() => l.sides)]);
  for (const row of [groups, sides]) {
    row.font = { bold: true };
    row.alignment = { horizontal: 'center', vertical: 'middle' };
  }
  const g = groups.number;
  sheet.mergeCells(g, 1, g + 1, 1);
  sheet.mergeCells(g, 2, g + 1, 2);
  for (const c of [3, 5, 7]) sheet.mergeCells(g, c, g, c + 1);

  // Amounts are decimal text from the report: Number() of it is the cell's value, never arithmetic on it.
  for (const r of doc.report.rows)
    sheet.addRow([safeText(r.accountCode), safeText(r.accountName), ...MONEY.map((k) => Number(r[k]))]);
  const totals = sheet.addRow([l.total, null, ...MONEY.map((k) => Number(doc.report.totals[k]))]);
  totals.font = { bold: true };
  totals.eachCell((cell) => (cell.border = { top: { style: 'thin' }, bottom: { style: 'double' } }));
  if (!doc.report.balanced) sheet.addRow([l.unbalanced]).font = { bold: true, color: { argb: 'FFC00000' } };

  sheet.getColumn(1).width = 12;
  sheet.getColumn(2).width = 40;
  for (let c = 3; c <= 8; c++) {
    sheet.getColumn(c).width = 16;
    sheet.getColumn(c).numFmt = MONEY_FORMAT;
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const PAGE = { width: 841.89, height: 595.28 } as const;
const MARGIN = 36;
const WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - MARGIN - 14;
const GREY = '#555555';
const CODE_WIDTH = 64;
const MONEY_WIDTH = 84;
const NAME_WIDTH = WIDTH - CODE_WIDTH - 6 * MONEY_WIDTH;

/** An amount as the PDF shows it: 1,234.50; a zero of an account row is left blank, as on a ledger sheet. */
const shown = (text: string, blankZero: boolean) => {
  const satang = decimalStringToSatang(text);
  return blankZero && satang === 0 ? '' : formatMoney(satang);
};

/** The PDF: A4 landscape, the headings repeated on each page, "page x of y" at the foot of each. */
export async function renderTrialBalancePdf(
  doc: TrialBalanceDocument,
  options: { onText?: TextTrace } = {},
): Promise<Buffer> {
  const { l, period, entries } = headings(doc);
  const { pdf, pen, finished } = startA4Pdf({
    title: `${l.title} ${period}`,
    margin: MARGIN,
    landscape: true,
    onText: options.onText,
  });
  const rule = (y: number) =>
    pdf
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .strokeColor('#999999')
      .stroke();
  const moneyX = (i: number) => MARGIN + CODE_WIDTH + NAME_WIDTH + i * MONEY_WIDTH;

  const header = (): number => {
    pdf.addPage();
    let y = MARGIN;
    pen.line(doc.propertyName, MARGIN, y, WIDTH, { bold: true, size: 14, align: 'center' });
    y += pen.lineHeight({ size: 14 });
    pen.line(l.title, MARGIN, y, WIDTH, { bold: true, size: 13, align: 'center' });
    y += pen.lineHeight({ size: 13 });
    pen.line(`${period} · ${entries}`, MARGIN, y, WIDTH, { align: 'center' });
    y += pen.lineHeight() + 6;
    rule(y);
    y += 4;
    pen.line(l.code, MARGIN + 2, y, CODE_WIDTH - 4, { bold: true });
    pen.line(l.name, MARGIN + CODE_WIDTH + 2, y, NAME_WIDTH - 4, { bold: true });
    l.groups.forEach((group, i) =>
      pen.line(group, moneyX(2 * i) + 2, y, 2 * MONEY_WIDTH - 4, { bold: true, align: 'center' }),
    );
    y += pen.lineHeight();
    MONEY.forEach((_k, i) =>
      pen.line(l.sides[i % 2]!, moneyX(i) + 2, y, MONEY_WIDTH - 4, { bold: true, align: 'right' }),
    );
    y += pen.lineHeight();
    rule(y);
    return y + 4;
  };

  let y = header();
  for (const r of doc.report.rows) {
    const names = pen.lines(r.accountName, NAME_WIDTH - 4);
    const height = Math.max(1, names.length) * pen.lineHeight();
    if (y + height > BOTTOM - pen.lineHeight() * 2) y = header();
    pen.line(r.accountCode, MARGIN + 2, y, CODE_WIDTH - 4);
    names.forEach((name, i) =>
      pen.line(name, MARGIN + CODE_WIDTH + 2, y + i * pen.lineHeight(), NAME_WIDTH - 4),
    );
    MONEY.forEach((k, i) =>
      pen.line(shown(r[k], true), moneyX(i) + 2, y, MONEY_WIDTH - 4, { align: 'right' }),
    );
    y += height;
  }
  rule(y);
  y += 4;
  pen.line(l.total, MARGIN + CODE_WIDTH + 2, y, NAME_WIDTH - 4, { bold: true });
  MONEY.forEach((k, i) =>
    pen.line(shown(doc.report.totals[k], false), moneyX(i) + 2, y, MONEY_WIDTH - 4, {
      bold: true,
      align: 'right',
    }),
  );
  y += pen.lineHeight();
  rule(y);
  pdf
    .moveTo(MARGIN, y + 2)
    .lineTo(MARGIN + WIDTH, y + 2)
    .stroke();
  if (!doc.report.balanced) pen.line(l.unbalanced, MARGIN, y + 8, WIDTH, { bold: true, color: '#C00000' });

  const range = pdf.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    pdf.switchToPage(range.start + i);
    pen.line(l.page(i + 1, range.count), MARGIN, PAGE.height - MARGIN - 10, WIDTH, {
      size: 8,
      color: GREY,
      align: 'right',
    });
  }
  pdf.end();
  return finished;
}

type Actor = { property: PropertyScope };

/** The trial balance (trialBalanceOf) with account names in the file's language, made into a workbook or a PDF. */
export function createTrialBalanceExports(db: Db) {
  async function documentOf(actor: Actor, q: GlTrialBalanceQuery, lang: Lang): Promise<TrialBalanceDocument> {
    const report = await trialBalanceOf(
      db,
      actor.property.id,
      { from: q.periodFrom, to: q.periodTo, postedOnly: q.postedOnly === 'Y' },
      lang,
    );
    return {
      lang,
      propertyName: lang === 'en' ? actor.property.nameEn : actor.property.nameTh,
      report,
    };
  }
  const baseName = (actor: Actor, q: GlTrialBalanceQuery) =>
    `trial-balance-${actor.property.code}-${q.periodFrom}-${q.periodTo}`;
  return {
    async excel(
      actor: Actor,
      q: GlTrialBalanceQuery,
      lang: Lang,
    ): Promise<{ data: Buffer; fileName: string }> {
      const data = await trialBalanceWorkbook(await documentOf(actor, q, lang));
      return { data, fileName: `${baseName(actor, q)}.xlsx` };
    },
    async pdf(actor: Actor, q: GlTrialBalanceQuery, lang: Lang): Promise<{ pdf: Buffer; fileName: string }> {
      const pdf = await renderTrialBalancePdf(await documentOf(actor, q, lang));
      return { pdf, fileName: `${baseName(actor, q)}.pdf` };
    },
  };
}
