import { describe, expect, it } from 'vitest';
import { accruedAccounts } from './ledger-reports.service';

const chart = (rows: [code: string, parent: string | null][]) =>
  new Map(rows.map(([code, parentCode]) => [code, { parentCode }]));

describe('the accrued-expense accounts', () => {
  it('are 2120 and every account under it, at any depth, in code order', () => {
    const accounts = chart([
      ['2000', null],
      ['2100', '2000'],
      ['2110', '2100'],
      ['2120', '2100'],
      ['2122', '2120'],
      ['2121', '2120'],
      ['21211', '2121'],
      ['2130', '2100'],
    ]);
    expect(accruedAccounts(accounts)).toEqual(['2120', '2121', '21211', '2122']);
  });

  it('are none on a chart without 2120, and a loop in the parents does not hang', () => {
    expect(accruedAccounts(chart([['2110', '2100']]))).toEqual([]);
    expect(
      accruedAccounts(
        chart([
          ['A', 'B'],
          ['B', 'A'],
        ]),
      ),
    ).toEqual([]);
  });
});
