import { describe, expect, it } from 'vitest';
import { STANDARD_LAYOUTS, type Layout } from './default-layout';
import { buildStatement, lineOf, rangesOverlap } from './statement-compute';
import { STANDARD_CHART } from '../config-account';

const fpLayout: Layout = { kind: 'FP', custom: false, headers: STANDARD_LAYOUTS.FP };
const reLayout: Layout = { kind: 'RE', custom: false, headers: STANDARD_LAYOUTS.RE };
const categoryOf = new Map(STANDARD_CHART.map((a) => [a.code, a.category as string]));

describe('the standard layouts', () => {
  it('put every postable account of the standard chart on exactly one line of its statement', () => {
    for (const a of STANDARD_CHART.filter((x) => x.postable)) {
      const layout = a.category === 'INCOME' || a.category === 'EXPENSE' ? reLayout : fpLayout;
      expect(lineOf(layout, a.category, a.code), a.code).not.toBeNull();
    }
  });
  it('have no two lines with overlapping ranges', () => {
    for (const layout of [fpLayout, reLayout]) {
      const ranges = layout.headers.flatMap((h) => h.lines.flatMap((l) => l.accounts.map((r) => ({ l, r }))));
      for (const a of ranges)
        for (const b of ranges)
          if (a.l !== b.l) expect(rangesOverlap(a.r, b.r), `${a.l.nameEn}/${b.l.nameEn}`).toBe(false);
    }
  });
});

describe('buildStatement', () => {
  it('sums lines on the section side, shows unmapped accounts, and the surplus ties assets to liabilities and funds', () => {
    const categories = new Map([...categoryOf, ['1900', 'ASSET'], ['9000', 'EXPENSE']]);
    // Cash 1,000 and an unmapped asset 50; a payable 300, the sinking fund 500; 250 surplus (income 400, costs 150).
    const column = new Map([
      ['1111', 100_000],
      ['1129', -2_000],
      ['1121', 2_000],
      ['1900', 5_000],
      ['2110', -30_000],
      ['3100', -50_000],
    ]);
    const out = buildStatement({
      layout: fpLayout,
      lang: 'en',
      categoryOf: categories,
      columns: [column, new Map()],
      surplus: { year: [25_000, 0], earlier: [0, 0] },
    });
    const row = (name: string) => out.rows.find((r) => r.name === name);
    expect(row('Cash and cash equivalents')?.amounts).toEqual([100_000, 0]);
    // The allowance (a contra asset) reduces the receivables.
    expect(row('Receivables - net')?.amounts).toEqual([0, 0]);
    expect(row('Receivables - net')?.accountCodes).toEqual(['1121', '1129']);
    expect(out.rows.find((r) => r.lineKind === 'UNMAPPED')).toMatchObject({
      section: 'ASSET',
      accountCodes: ['1900'],
      amounts: [5_000, 0],
    });
    expect(row('Accounts payable')?.amounts).toEqual([30_000, 0]);
    expect(out.sectionTotals.ASSET).toEqual([105_000, 0]);
    expect(out.sectionTotals.LIABILITY[0]! + out.sectionTotals.EQUITY[0]!).toBe(105_000);
    expect(out.rows.find((r) => r.lineKind === 'SURPLUS_EARLIER')).toBeUndefined();
    expect(out.rows.at(-1)).toMatchObject({ rowType: 'TOTAL', amounts: [105_000, 0] });
    // Sections in order, each closed by its total; header totals where a section has several headers.
    expect(out.rows.filter((r) => r.rowType === 'SECTION').map((r) => r.section)).toEqual([
      'ASSET',
      'LIABILITY',
      'EQUITY',
    ]);
    expect(out.rows.filter((r) => r.rowType === 'HEADER_TOTAL').map((r) => r.name)).toEqual([
      'Total current assets',
      'Total non-current assets',
      'Total funds',
      'Total accumulated surplus (deficit)',
    ]);
  });

  it('gives income less expense as the result, by column, and places a section with no header under its own', () => {
    const layout: Layout = { kind: 'RE', custom: true, headers: [reLayout.headers[0]!] };
    const out = buildStatement({
      layout,
      lang: 'th',
      categoryOf,
      columns: [
        new Map([
          ['4110', -10_000],
          ['5110', 4_000],
        ]),
        new Map([['4110', -1]]),
      ],
    });
    expect(out.sectionTotals.INCOME).toEqual([10_000, 1]);
    expect(out.sectionTotals.EXPENSE).toEqual([4_000, 0]);
    expect(out.rows.at(-1)).toMatchObject({
      rowType: 'TOTAL',
      name: 'รายได้สูง (ต่ำ) กว่าค่าใช้จ่าย',
      amounts: [6_000, 1],
    });
    const expense = out.rows.filter((r) => r.section === 'EXPENSE');
    expect(expense.map((r) => r.rowType)).toEqual(['SECTION', 'LINE', 'SECTION_TOTAL']);
    expect(expense[1]).toMatchObject({ lineKind: 'UNMAPPED', accountCodes: ['5110'] });
  });
});
