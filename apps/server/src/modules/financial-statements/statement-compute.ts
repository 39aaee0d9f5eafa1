import {
  codeLabel,
  SECTIONS_OF_KIND,
  type Lang,
  type StatementLineKind,
  type StatementRowType,
  type StatementSection,
} from '@suanklang/shared';
import type { Layout, LayoutHeader, LayoutLine } from './default-layout';

/**
 * The pure part of the statements: which line each account belongs to, and the rows with their amounts and
 * totals. No database, no clock: the callers hand in each column's balances (debit less credit, satang).
 */

/** Sections whose amounts read credit less debit (a positive liability, fund or income). */
const CREDIT_SECTIONS: readonly StatementSection[] = ['LIABILITY', 'EQUITY', 'INCOME'];
export const signOf = (section: StatementSection) => (CREDIT_SECTIONS.includes(section) ? -1 : 1);

/** Codes compare as text (the database's check uses the C collation, the same order). */
export const inRange = (code: string, r: { from: string; to: string }) => code >= r.from && code <= r.to;
export const rangesOverlap = (a: { from: string; to: string }, b: { from: string; to: string }) =>
  a.from <= b.to && b.from <= a.to;

/**
 * The line an account belongs to: the first line, in layout order, of a header of the account's category whose
 * ranges hold its code. The layout settings refuse overlapping ranges, so "first" only matters for a layout
 * written by hand. Null: no line maps it (the statement shows it on the section's "other" line).
 */
export function lineOf(layout: Layout, category: string, code: string): LayoutLine | null {
  for (const h of layout.headers)
    if (h.section === category)
      for (const l of h.lines) if (l.accounts.some((r) => inRange(code, r))) return l;
  return null;
}

export type StatementRowOut = {
  rowType: StatementRowType;
  lineKind: StatementLineKind | null;
  section: StatementSection | null;
  lineId: string | null;
  name: string;
  accountCodes: string[];
  /** Satang per column, on the section's side. */
  amounts: number[];
};

export type StatementInput = {
  layout: Layout;
  lang: Lang;
  /** Each account's category (the chart's). */
  categoryOf: ReadonlyMap<string, string>;
  /** Per column, each account's balance, debit less credit. */
  columns: ReadonlyMap<string, number>[];
  /**
   * The financial position only: revenue less expense not yet closed to the accumulated surplus, per column,
   * this year's and earlier years' (credit less debit: a surplus is positive).
   */
  surplus?: { year: number[]; earlier: number[] };
};

export type StatementOut = {
  rows: StatementRowOut[];
  sectionTotals: Record<StatementSection, number[]>;
};

const TEXT = {
  unmapped: { th: 'อื่น ๆ (บัญชีที่ยังไม่ได้จัดเข้ารายการ)', en: 'Other (accounts not in the layout)' },
  surplusYear: {
    th: 'รายได้สูง (ต่ำ) กว่าค่าใช้จ่ายปีปัจจุบัน (ยังไม่ปิดบัญชี)',
    en: 'Surplus (deficit) for the year to date (not yet closed)',
  },
  surplusEarlier: {
    th: 'รายได้สูง (ต่ำ) กว่าค่าใช้จ่ายปีก่อนที่ยังไม่ปิดบัญชี',
    en: 'Surplus (deficit) of earlier years not yet closed',
  },
  headerTotal: { th: (n: string) => `รวม${n}`, en: (n: string) => `Total ${n.toLowerCase()}` },
  sectionTotal: {
    ASSET: { th: 'รวมสินทรัพย์', en: 'Total assets' },
    LIABILITY: { th: 'รวมหนี้สิน', en: 'Total liabilities' },
    EQUITY: { th: 'รวมส่วนของกองทุน', en: 'Total funds' },
    INCOME: { th: 'รวมรายได้', en: 'Total income' },
    EXPENSE: { th: 'รวมค่าใช้จ่าย', en: 'Total expenses' },
  },
  liabilitiesAndFunds: { th: 'รวมหนี้สินและส่วนของกองทุน', en: 'Total liabilities and funds' },
  result: { th: 'รายได้สูง (ต่ำ) กว่าค่าใช้จ่าย', en: 'Surplus (deficit) of income over expenses' },
} as const;

const nameOf = (x: { nameTh: string; nameEn: string }, lang: Lang) => (lang === 'en' ? x.nameEn : x.nameTh);
const zeros = (n: number) => Array.from({ length: n }, () => 0);
const add = (a: number[], b: number[]) => a.map((x, i) => x + (b[i] ?? 0));

/**
 * The statement's rows: per section in the statement's order (assets, liabilities, funds; income, expenses), its
 * title, its headers in layout order with their lines, the section's "other" line for the accounts no line maps
 * (only when one of them has a balance), the financial position's surplus lines in the funds, header totals when
 * a section has several headers, the section's total; and the closing total (liabilities and funds; the result).
 * Every account of the statement's categories with a balance is on exactly one row, so the totals tie to the
 * trial balance.
 */
export function buildStatement(input: StatementInput): StatementOut {
  const { layout, lang, categoryOf, columns } = input;
  const n = columns.length;
  const sections = SECTIONS_OF_KIND[layout.kind];

  // Each account with a balance in some column, placed on its line or its section's "other" line.
  const placed = new Map<LayoutLine, Set<string>>();
  const unmapped = new Map<StatementSection, Set<string>>();
  const codes = new Set(columns.flatMap((c) => [...c].filter(([, b]) => b !== 0).map(([code]) => code)));
  for (const code of [...codes].sort()) {
    const category = categoryOf.get(code);
    const section = sections.find((s) => s === category);
    if (!section) continue;
    const l = lineOf(layout, section, code);
    const into = l ? placed.get(l) : unmapped.get(section);
    if (into) into.add(code);
    else if (l) placed.set(l, new Set([code]));
    else unmapped.set(section, new Set([code]));
  }
  const amountsOf = (section: StatementSection, accounts: Iterable<string>) => {
    const sign = signOf(section);
    const out = zeros(n);
    for (const code of accounts) columns.forEach((c, i) => (out[i]! += sign * (c.get(code) ?? 0)));
    return out;
  };

  const rows: StatementRowOut[] = [];
  const row = (r: Omit<StatementRowOut, 'lineKind' | 'lineId' | 'accountCodes'> & Partial<StatementRowOut>) =>
    rows.push({ lineKind: null, lineId: null, accountCodes: [], ...r });
  const sectionTotals = {} as Record<StatementSection, number[]>;

  for (const section of sections) {
    const headers: LayoutHeader[] = layout.headers.filter((h) => h.section === section);
    const others = unmapped.get(section);
    const surplus = section === 'EQUITY' ? input.surplus : undefined;
    // The computed lines need a header to sit under: the section's last one, or one named after the section.
    const extra = (others && others.size > 0) || surplus !== undefined;
    if (headers.length === 0 && extra) headers.push({ id: null, section, nameTh: '', nameEn: '', lines: [] });
    row({ rowType: 'SECTION', section, name: codeLabel('statementSection', section, lang), amounts: [] });
    let total = zeros(n);
    headers.forEach((h, hi) => {
      const named = h.nameTh !== '' || h.nameEn !== '';
      if (named) row({ rowType: 'HEADER', section, lineId: h.id, name: nameOf(h, lang), amounts: [] });
      let headerTotal = zeros(n);
      for (const l of h.lines) {
        const accounts = [...(placed.get(l) ?? [])];
        const amounts = amountsOf(section, accounts);
        headerTotal = add(headerTotal, amounts);
        row({
          rowType: 'LINE',
          lineKind: 'LINE',
          section,
          lineId: l.id,
          name: nameOf(l, lang),
          accountCodes: accounts,
          amounts,
        });
      }
      if (hi === headers.length - 1) {
        if (others && others.size > 0) {
          const amounts = amountsOf(section, others);
          headerTotal = add(headerTotal, amounts);
          row({
            rowType: 'LINE',
            lineKind: 'UNMAPPED',
            section,
            name: TEXT.unmapped[lang],
            accountCodes: [...others],
            amounts,
          });
        }
        if (surplus) {
          headerTotal = add(headerTotal, surplus.year);
          row({
            rowType: 'LINE',
            lineKind: 'SURPLUS_YEAR',
            section,
            name: TEXT.surplusYear[lang],
            amounts: surplus.year,
          });
          if (surplus.earlier.some((x) => x !== 0)) {
            headerTotal = add(headerTotal, surplus.earlier);
            row({
              rowType: 'LINE',
              lineKind: 'SURPLUS_EARLIER',
              section,
              name: TEXT.surplusEarlier[lang],
              amounts: surplus.earlier,
            });
          }
        }
      }
      if (headers.length > 1 && named)
        row({
          rowType: 'HEADER_TOTAL',
          section,
          lineId: h.id,
          name: TEXT.headerTotal[lang](nameOf(h, lang)),
          amounts: headerTotal,
        });
      total = add(total, headerTotal);
    });
    sectionTotals[section] = total;
    row({ rowType: 'SECTION_TOTAL', section, name: TEXT.sectionTotal[section][lang], amounts: total });
  }

  if (layout.kind === 'FP') {
    const amounts = add(sectionTotals.LIABILITY, sectionTotals.EQUITY);
    row({ rowType: 'TOTAL', section: null, name: TEXT.liabilitiesAndFunds[lang], amounts });
  } else {
    const amounts = sectionTotals.INCOME.map((x, i) => x - sectionTotals.EXPENSE[i]!);
    row({ rowType: 'TOTAL', section: null, name: TEXT.result[lang], amounts });
  }
  return { rows, sectionTotals };
}
