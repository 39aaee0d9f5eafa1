import {
  codeLabel,
  daysInMonth,
  formatThaiDate,
  type AccruedExpenseReport,
  type CashBankReport,
  type JournalReport,
  type Lang,
  type LedgerPage,
  type LedgerReport,
} from '@suanklang/shared';
import type { Column, ReportFile, Row, Table } from './report-files';

/** The four ledger reports as file models (report-files.ts writes them as Excel and PDF). */

const LABELS = {
  th: {
    ledger: 'บัญชีแยกประเภท',
    journal: 'สมุดรายวันทั่วไป',
    cashBank: 'รายงานเงินสดและเงินฝากธนาคาร',
    accrued: 'รายงานค่าใช้จ่ายค้างจ่าย',
    accruedEntries: 'รายการบัญชี',
    period: (from: string, to: string) => (from === to ? `งวด ${from}` : `ตั้งแต่งวด ${from} ถึงงวด ${to}`),
    asOf: (date: string) => `ณ วันที่ ${date}`,
    postedOnly: 'เฉพาะรายการบัญชีที่ผ่านรายการแล้ว',
    all: 'ทุกรายการบัญชี (รวมที่ยังไม่ผ่านรายการ)',
    accounts: (from: string, to: string) => (from === to ? `บัญชี ${from}` : `บัญชี ${from} ถึง ${to}`),
    allAccounts: 'ทุกบัญชี',
    type: (t: string) => `ประเภทเอกสาร ${t}`,
    allTypes: 'ทุกประเภทเอกสาร',
    date: 'วันที่',
    documentNo: 'เลขที่เอกสาร',
    description: 'รายการ',
    debit: 'เดบิต',
    credit: 'เครดิต',
    balance: 'ยอดคงเหลือ',
    code: 'รหัสบัญชี',
    name: 'ชื่อบัญชี',
    broughtForward: 'ยอดยกมา',
    carriedForward: 'ยอดยกไป',
    total: 'รวม',
    accountTotal: (code: string) => `รวมบัญชี ${code}`,
    opening: 'ยอดยกมา',
    received: 'รับ',
    paid: 'จ่าย',
    closing: 'ยอดคงเหลือ',
    accruedCol: 'ตั้งค้างจ่าย',
    paidCol: 'จ่ายชำระ',
    reversal: 'ยกเลิก',
  },
  en: {
    ledger: 'General Ledger',
    journal: 'General Journal',
    cashBank: 'Cash and Bank',
    accrued: 'Accrued Expenses',
    accruedEntries: 'Entries',
    period: (from: string, to: string) => (from === to ? `Period ${from}` : `Period ${from} to ${to}`),
    asOf: (date: string) => `As at ${date}`,
    postedOnly: 'Posted entries only',
    all: 'All entries (posted and not posted)',
    accounts: (from: string, to: string) => (from === to ? `Account ${from}` : `Accounts ${from} to ${to}`),
    allAccounts: 'All accounts',
    type: (t: string) => `Document type ${t}`,
    allTypes: 'All document types',
    date: 'Date',
    documentNo: 'Document no.',
    description: 'Description',
    debit: 'Debit',
    credit: 'Credit',
    balance: 'Balance',
    code: 'Account',
    name: 'Account name',
    broughtForward: 'Balance brought forward',
    carriedForward: 'Balance carried forward',
    total: 'Total',
    accountTotal: (code: string) => `Total ${code}`,
    opening: 'Opening balance',
    received: 'Received',
    paid: 'Paid',
    closing: 'Closing balance',
    accruedCol: 'Accrued',
    paidCol: 'Paid',
    reversal: 'Reversal',
  },
} as const;
type Labels = (typeof LABELS)[Lang];

/** A month YYYY-MM as MM/BBBB in Thai, MM/YYYY in English; a date as DD/MM/BBBB or DD/MM/YYYY. */
const monthText = (period: string, lang: Lang) => formatThaiDate(`${period}-01`, lang, 'monthYear');
const dateText = (date: string, lang: Lang) => formatThaiDate(date, lang);

type Period = { periodFrom: string; periodTo: string; postedOnly: boolean };
function conditionsOf(l: Labels, r: Period, lang: Lang): string[] {
  return [
    l.period(monthText(r.periodFrom, lang), monthText(r.periodTo, lang)),
    r.postedOnly ? l.postedOnly : l.all,
  ];
}

const text = (label: string, weight: number, excelWidth: number): Column => ({
  label,
  kind: 'text',
  weight,
  excelWidth,
});
const amount = (label: string, kind: 'money' | 'balance' = 'money'): Column => ({
  label,
  kind,
  weight: kind === 'balance' ? 100 : 88,
  excelWidth: 16,
});

/** The ledger's table: per account its heading, balance brought forward, lines with balances, and its totals. */
function ledgerTable(name: string, page: LedgerPage, l: Labels, lang: Lang): Table {
  const rows: Row[] = [];
  for (const a of page.accounts) {
    rows.push({
      style: 'heading',
      cells: [`${a.accountCode} ${a.accountName}`, null, null, null, null, null],
    });
    rows.push({ style: 'line', cells: [null, null, l.broughtForward, null, null, a.broughtForward] });
    for (const line of a.lines) {
      const description = [line.kind === 'REVERSAL' ? l.reversal : '', line.description ?? '']
        .filter(Boolean)
        .join(' ');
      rows.push({
        style: 'line',
        cells: [
          dateText(line.entryDate, lang),
          line.documentNo,
          description,
          line.debit,
          line.credit,
          line.balance,
        ],
      });
    }
    rows.push({
      style: 'total',
      cells: [
        null,
        null,
        `${l.accountTotal(a.accountCode)} · ${l.carriedForward}`,
        a.debit,
        a.credit,
        a.closing,
      ],
    });
  }
  rows.push({ style: 'total', cells: [l.total, null, null, page.totals.debit, page.totals.credit, null] });
  return {
    name,
    columns: [
      text(l.date, 62, 12),
      text(l.documentNo, 84, 16),
      text(l.description, 270, 50),
      amount(l.debit),
      amount(l.credit),
      amount(l.balance, 'balance'),
    ],
    rows,
  };
}

export function ledgerFile(r: LedgerReport, lang: Lang, propertyName: string): ReportFile {
  const l = LABELS[lang];
  const accounts = r.accountFrom && r.accountTo ? l.accounts(r.accountFrom, r.accountTo) : l.allAccounts;
  return {
    lang,
    propertyName,
    title: l.ledger,
    conditions: [...conditionsOf(l, r, lang), accounts],
    tables: [ledgerTable(l.ledger, r, l, lang)],
  };
}

export function journalFile(r: JournalReport, lang: Lang, propertyName: string): ReportFile {
  const l = LABELS[lang];
  const rows: Row[] = [];
  for (const e of r.entries) {
    const what = [
      codeLabel('glDocumentType', e.documentType, lang),
      e.kind === 'REVERSAL' ? l.reversal : '',
      e.description ?? '',
    ]
      .filter(Boolean)
      .join(' · ');
    rows.push({
      style: 'heading',
      cells: [dateText(e.entryDate, lang), e.documentNo, null, what, null, null],
    });
    for (const line of e.lines)
      rows.push({
        style: 'line',
        cells: [
          null,
          null,
          line.accountCode,
          [line.accountName, line.description ?? ''].filter(Boolean).join(' · '),
          line.debit,
          line.credit,
        ],
      });
  }
  rows.push({ style: 'total', cells: [l.total, null, null, null, r.totals.debit, r.totals.credit] });
  return {
    lang,
    propertyName,
    title: l.journal,
    conditions: [
      ...conditionsOf(l, r, lang),
      r.documentType ? l.type(codeLabel('glDocumentType', r.documentType, lang)) : l.allTypes,
    ],
    tables: [
      {
        name: l.journal,
        columns: [
          text(l.date, 62, 12),
          text(l.documentNo, 84, 16),
          text(l.code, 56, 10),
          text(l.description, 300, 50),
          amount(l.debit),
          amount(l.credit),
        ],
        rows,
      },
    ],
  };
}

export function cashBankFile(r: CashBankReport, lang: Lang, propertyName: string): ReportFile {
  const l = LABELS[lang];
  const rows: Row[] = r.rows.map((row) => ({
    style: 'line',
    cells: [
      row.accountCode,
      [row.accountName, ...row.bankAccounts].join(' · '),
      row.opening,
      row.debit,
      row.credit,
      row.closing,
    ],
  }));
  rows.push({
    style: 'total',
    cells: [l.total, null, r.totals.opening, r.totals.debit, r.totals.credit, r.totals.closing],
  });
  return {
    lang,
    propertyName,
    title: l.cashBank,
    conditions: conditionsOf(l, r, lang),
    tables: [
      {
        name: l.cashBank,
        columns: [
          text(l.code, 56, 10),
          text(l.name, 260, 44),
          amount(l.opening, 'balance'),
          amount(l.received),
          amount(l.paid),
          amount(l.closing, 'balance'),
        ],
        rows,
      },
    ],
  };
}

/** The last day of a month YYYY-MM. */
const monthEnd = (period: string) =>
  `${period}-${String(daysInMonth(Number(period.slice(0, 4)), Number(period.slice(5, 7)))).padStart(2, '0')}`;

export function accruedExpenseFile(r: AccruedExpenseReport, lang: Lang, propertyName: string): ReportFile {
  const l = LABELS[lang];
  const rows: Row[] = r.rows.map((row) => ({
    style: 'line',
    cells: [row.accountCode, row.accountName, row.opening, row.accrued, row.paid, row.closing],
  }));
  rows.push({
    style: 'total',
    cells: [l.total, null, r.totals.opening, r.totals.accrued, r.totals.paid, r.totals.closing],
  });
  return {
    lang,
    propertyName,
    title: l.accrued,
    conditions: [l.asOf(dateText(monthEnd(r.periodTo), lang)), ...conditionsOf(l, r, lang)],
    tables: [
      {
        name: l.accrued,
        columns: [
          text(l.code, 56, 10),
          text(l.name, 260, 44),
          amount(l.opening),
          amount(l.accruedCol),
          amount(l.paidCol),
          amount(l.closing),
        ],
        rows,
      },
      ledgerTable(l.accruedEntries, r.ledger, l, lang),
    ],
  };
}
