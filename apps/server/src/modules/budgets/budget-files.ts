import {
  decimalStringToSatang,
  errorMessage,
  formatThaiDate,
  satangToDecimalString,
  toBuddhistYear,
  type BudgetDetail,
  type BudgetFigures,
  type BudgetImportCell,
  type BudgetImportRow,
  type BudgetStatus,
  type BudgetSummary,
  type ErrorCode,
  type Lang,
} from '@suanklang/shared';
import { bangkokToday } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { renderReportPdf, reportWorkbook, type Column, type ReportFile, type Row } from '../ledger-reports';
import { budgetSummary } from './budget-summary';
import { createBudgetService, type Actor } from './budgets.service';

/**
 * The budget's files: the grid of one budget (items x 12 months and the year) as Excel and PDF, the operating
 * budget report (the figures of /budget/summary, never computed again here) as Excel and PDF, and the reading of
 * an edited grid workbook back into cells for the screen to review. The grid workbook is the import's layout:
 * the headings, then a row whose first cell is the item code's title, then one row per item (code, description,
 * account, months 1..12, year), then the totals.
 */

const LABELS = {
  th: {
    gridTitle: 'งบประมาณประจำปี',
    summaryTitle: 'รายงานงบประมาณดำเนินงาน',
    year: (y: number) => `ปีงบประมาณ ${toBuddhistYear(y)}`,
    status: { DRAFT: 'ฉบับร่าง', CONFIRMED: 'ยืนยันแล้ว', CLOSED: 'ปิดแล้ว' } as Record<BudgetStatus, string>,
    statusOf: (s: string) => `สถานะ ${s}`,
    noBudget: 'ยังไม่มีงบประมาณ',
    revision: (r: number) => `ฉบับแก้ไขครั้งที่ ${r}`,
    toDate: (month: string) => `สะสมถึง ${month}`,
    printed: (date: string) => `พิมพ์วันที่ ${date}`,
    code: 'รหัสรายการ',
    description: 'รายการงบประมาณ',
    account: 'รหัสบัญชี',
    yearTotal: 'รวมทั้งปี',
    total: 'รวม',
    budget: 'งบประมาณ',
    committed: 'ผูกพัน',
    actual: 'ใช้จริง',
    available: 'คงเหลือ',
    percentUsed: '% ใช้ไป',
    yearOf: (what: string) => `${what} ทั้งปี`,
    toDateOf: (what: string) => `${what} สะสม`,
  },
  en: {
    gridTitle: 'Annual budget',
    summaryTitle: 'Operating budget',
    year: (y: number) => `Fiscal year ${y}`,
    status: { DRAFT: 'Draft', CONFIRMED: 'Confirmed', CLOSED: 'Closed' } as Record<BudgetStatus, string>,
    statusOf: (s: string) => `Status ${s}`,
    noBudget: 'No budget yet',
    revision: (r: number) => `Revision ${r}`,
    toDate: (month: string) => `Year to date to ${month}`,
    printed: (date: string) => `Printed ${date}`,
    code: 'Item code',
    description: 'Budget item',
    account: 'Account',
    yearTotal: 'Year total',
    total: 'Total',
    budget: 'Budget',
    committed: 'Committed',
    actual: 'Actual',
    available: 'Available',
    percentUsed: '% used',
    yearOf: (what: string) => `${what} (year)`,
    toDateOf: (what: string) => `YTD ${what}`,
  },
} as const;

const text = (label: string, weight: number, excelWidth: number): Column => ({
  label,
  kind: 'text',
  weight,
  excelWidth,
});
const money = (label: string, weight = 60): Column => ({ label, kind: 'money', weight, excelWidth: 15 });
const percent = (label: string, weight = 44): Column => ({ label, kind: 'percent', weight, excelWidth: 10 });

const printedLine = (lang: Lang) => LABELS[lang].printed(formatThaiDate(bangkokToday(), lang));
const sumText = (values: readonly string[]) =>
  satangToDecimalString(values.reduce((s, v) => s + decimalStringToSatang(v), 0));

/** One item row of a budget grid: its code, description, account and 12 months (decimal text). */
export type GridItem = {
  budgetItemCode: string;
  budgetItemDescription: string;
  expenseAccountCode: string;
  months: string[];
};

/**
 * The grid of one budget as a file. Every row the screen's grid shows: the active items (zeros where the budget
 * has none, so the file is also the form to fill) and the budget's items no longer active.
 */
export function budgetGridFile(
  detail: BudgetDetail,
  rows: GridItem[],
  lang: Lang,
  propertyName: string,
  pdf: boolean,
): ReportFile {
  const l = LABELS[lang];
  const months = detail.monthList.map((m) => m.display);
  const totals = months.map((_m, i) => sumText(rows.map((r) => r.months[i] ?? '0')));
  const body: Row[] = rows.map((r) => ({
    style: 'line',
    cells: pdf
      ? [`${r.budgetItemCode} ${r.budgetItemDescription}`, ...r.months, sumText(r.months)]
      : [r.budgetItemCode, r.budgetItemDescription, r.expenseAccountCode, ...r.months, sumText(r.months)],
  }));
  body.push({
    style: 'total',
    cells: pdf ? [l.total, ...totals, sumText(totals)] : [l.total, null, null, ...totals, sumText(totals)],
  });
  // The PDF's 14 amount columns fit an A4 landscape in a small size, code and description in one column.
  const columns = pdf
    ? [text(l.description, 130, 40), ...months.map((m) => money(m, 48)), money(l.yearTotal, 56)]
    : [
        text(l.code, 50, 12),
        text(l.description, 130, 36),
        text(l.account, 50, 12),
        ...months.map((m) => money(m)),
        money(l.yearTotal),
      ];
  return {
    lang,
    propertyName,
    title: l.gridTitle,
    conditions: [
      l.year(detail.year),
      l.statusOf(l.status[detail.status]),
      l.revision(detail.revision),
      printedLine(lang),
    ],
    tables: [{ name: l.gridTitle, columns, rows: body }],
    ...(pdf ? { fontSize: 6.5 } : {}),
  };
}

const figureCells = (f: BudgetFigures) => [f.budget, f.committed, f.actual, f.available, f.percentUsed];

/**
 * The operating budget report from the summary's own figures (decimal text as the summary gives them). Excel:
 * per item each month's budget and actual, then the year's and the year to date's five figures. PDF: per item
 * the year's budget, the year to date's budget and actual, and the year's committed, available and share used.
 */
export function operatingBudgetFile(
  s: BudgetSummary,
  lang: Lang,
  propertyName: string,
  pdf: boolean,
): ReportFile {
  const l = LABELS[lang];
  const toDateMonth = s.monthList.find((m) => m.period === s.toDatePeriod)?.display ?? s.toDatePeriod;
  const conditions = [
    l.year(s.year),
    l.statusOf(s.status ? l.status[s.status] : l.noBudget),
    l.toDate(toDateMonth),
    printedLine(lang),
  ];
  type Line = Omit<BudgetSummary['rows'][number], 'budgetItemCode' | 'description' | 'accountCode'>;
  /** One row per item (code, description, account, then its figures) and the totals row. */
  const itemRows = (figures: (r: Line) => (string | null)[]): Row[] => [
    ...s.rows.map((r): Row => ({
      style: 'line',
      cells: [r.budgetItemCode, r.description, r.accountCode, ...figures(r)],
    })),
    { style: 'total', cells: [l.total, null, null, ...figures(s.totals)] },
  ];
  if (pdf) {
    const figures = (r: Line) => [
      r.year.budget,
      r.yearToDate.budget,
      r.yearToDate.actual,
      r.year.committed,
      r.year.available,
      r.year.percentUsed,
    ];
    const rows = itemRows(figures);
    return {
      lang,
      propertyName,
      title: l.summaryTitle,
      conditions,
      tables: [
        {
          name: l.summaryTitle,
          columns: [
            text(l.code, 50, 12),
            text(l.description, 170, 36),
            text(l.account, 50, 12),
            money(l.yearOf(l.budget), 80),
            money(l.toDateOf(l.budget), 80),
            money(l.toDateOf(l.actual), 80),
            money(l.yearOf(l.committed), 80),
            money(l.yearOf(l.available), 80),
            percent(l.yearOf(l.percentUsed), 60),
          ],
          rows,
        },
      ],
      fontSize: 8,
    };
  }
  const figures = (r: Line) => [
    ...r.cells.flatMap((c) => [c.budget, c.actual]),
    ...figureCells(r.year),
    ...figureCells(r.yearToDate),
  ];
  const rows = itemRows(figures);
  const five = (of: (what: string) => string) => [
    money(of(l.budget)),
    money(of(l.committed)),
    money(of(l.actual)),
    money(of(l.available)),
    percent(of(l.percentUsed)),
  ];
  return {
    lang,
    propertyName,
    title: l.summaryTitle,
    conditions,
    tables: [
      {
        name: l.summaryTitle,
        columns: [
          text(l.code, 50, 12),
          text(l.description, 130, 36),
          text(l.account, 50, 12),
          ...s.monthList.flatMap((m) => [
            money(`${m.display} ${l.budget}`),
            money(`${m.display} ${l.actual}`),
          ]),
          ...five(l.yearOf),
          ...five(l.toDateOf),
        ],
        rows,
      },
    ],
  };
}

// ---- Reading an edited grid workbook back ----

/** The grid workbook's columns: code, description, account, then the 12 months (the year's total is not read). */
const FIRST_MONTH_COLUMN = 3;
const MONTHS = 12;
const normal = (t: string) => t.trim().toLowerCase();
const CODE_TITLES = new Set([LABELS.th.code, LABELS.en.code].map(normal));
const TOTAL_TITLES = new Set([LABELS.th.total, LABELS.en.total].map(normal));
/** 13 digits of baht: far above any budget, and well inside the safe integers of satang. */
const AMOUNT = /^(-)?(\d+)(?:\.(\d+))?$/;
const MAX_BAHT_DIGITS = 13;

type AmountRead = { satang: number } | { code: ErrorCode };

/** A cell's amount: empty is zero; thousands separators are allowed; decimals beyond two only as zeros. */
export function readAmount(cell: string): AmountRead {
  const t = cell.trim().replace(/,/g, '');
  if (t === '') return { satang: 0 };
  const m = AMOUNT.exec(t);
  if (!m) return { code: 'BG115' };
  const baht = m[2]!.replace(/^0+(?=\d)/, '');
  const fraction = (m[3] ?? '').replace(/0+$/, '');
  const zero = /^0+$/.test(baht) && fraction === '';
  if (m[1] && !zero) return { code: 'BG114' };
  if (fraction.length > 2) return { code: 'BG116' };
  if (baht.length > MAX_BAHT_DIGITS) return { code: 'BG119' };
  return { satang: decimalStringToSatang(`${baht}.${fraction.padEnd(2, '0')}`) };
}

export type GridRead = { cells: BudgetImportCell[] } | { rows: BudgetImportRow[]; errorCount: number };

/**
 * The cells of a grid workbook (its first sheet as text, row 1 first): every month of every item row, zeros too,
 * so the screen knows which items the file holds. Item codes must be of the property's active items (`usable`),
 * once each. Any bad row refuses the whole file: the bad rows come back with what is wrong, in `lang`.
 */
export function readBudgetGrid(grid: string[][], usable: ReadonlySet<string>, lang: Lang): GridRead {
  const headerAt = grid.findIndex(
    (r) => CODE_TITLES.has(normal(r[0] ?? '')) && r.length >= FIRST_MONTH_COLUMN + MONTHS,
  );
  if (headerAt < 0) throw new AppError('BG118');
  const titles = grid[headerAt]!;
  const cells: BudgetImportCell[] = [];
  const bad: BudgetImportRow[] = [];
  const seen = new Set<string>();
  grid.forEach((r, index) => {
    if (index <= headerAt || r.every((c) => c.trim() === '')) return;
    const code = (r[0] ?? '').trim().toUpperCase();
    if (TOTAL_TITLES.has(normal(code))) return;
    const errors: BudgetImportRow['errors'] = [];
    const problem = (column: string | undefined, code: ErrorCode) =>
      errors.push({ column: column?.trim() || null, code, message: errorMessage(code, lang) });
    if (!usable.has(code)) problem(titles[0], 'BG113');
    else if (seen.has(code)) problem(titles[0], 'BG117');
    seen.add(code);
    const amounts = Array.from({ length: MONTHS }, (_m, i) => {
      const read = readAmount(r[FIRST_MONTH_COLUMN + i] ?? '');
      if ('code' in read) problem(titles[FIRST_MONTH_COLUMN + i], read.code);
      return 'satang' in read ? read.satang : 0;
    });
    if (errors.length > 0) bad.push({ rowNo: index + 1, budgetItemCode: code, errors });
    else
      amounts.forEach((satang, i) =>
        cells.push({ budgetItemCode: code, month: i + 1, amount: satangToDecimalString(satang) }),
      );
  });
  return bad.length > 0 ? { rows: bad, errorCount: bad.length } : { cells };
}

// ---- The files of a property's budget ----

const nameOf = (actor: Actor, lang: Lang) => (lang === 'en' ? actor.property.nameEn : actor.property.nameTh);
// The report reads the budget and the ledger of the same moment.
const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

export type BudgetFileKind = 'excel' | 'pdf';
export type MadeFile = { kind: BudgetFileKind; data: Buffer; fileName: string };

const write = async (file: ReportFile, kind: BudgetFileKind, base: string): Promise<MadeFile> => ({
  kind,
  data: kind === 'excel' ? await reportWorkbook(file) : await renderReportPdf(file),
  fileName: `${base}.${kind === 'excel' ? 'xlsx' : 'pdf'}`,
});

export function createBudgetFiles(db: Db) {
  const budgets = createBudgetService(db);
  return {
    /** One budget's grid; another property's budget is not found (BG101), as /budget/detail. */
    async grid(actor: Actor, budgetHeaderID: string, lang: Lang, kind: BudgetFileKind) {
      const inLang = { ...actor, lang };
      const detail = await budgets.detail(inLang, budgetHeaderID);
      const saved = new Map(detail.items.map((i) => [i.budgetItemCode, i]));
      const usable = await budgets.items(inLang);
      const zeros = Array.from({ length: MONTHS }, () => '0.00');
      const rows: GridItem[] = [
        ...usable.map((i) => ({ ...i, months: saved.get(i.budgetItemCode)?.months ?? zeros })),
        ...detail.items.filter((i) => !usable.some((u) => u.budgetItemCode === i.budgetItemCode)),
      ];
      return write(
        budgetGridFile(detail, rows, lang, nameOf(actor, lang), kind === 'pdf'),
        kind,
        `budget-${actor.property.code}-${detail.year}`,
      );
    },

    /** The operating budget report of a fiscal year (default: the one today is in). */
    async summary(actor: Actor, year: number | undefined, lang: Lang, kind: BudgetFileKind) {
      const s = await db.transaction((tx) => budgetSummary(tx, actor.property.id, year, lang), SNAPSHOT);
      return write(
        operatingBudgetFile(s, lang, nameOf(actor, lang), kind === 'pdf'),
        kind,
        `operating-budget-${actor.property.code}-${s.year}`,
      );
    },

    /** An edited grid workbook read back against the property's active items; nothing is saved. */
    async read(actor: Actor, grid: string[][]): Promise<GridRead> {
      const usable = new Set((await budgets.items(actor)).map((i) => i.budgetItemCode.toUpperCase()));
      return readBudgetGrid(grid, usable, actor.lang);
    },
  };
}
