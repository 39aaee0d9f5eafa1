/**
 * The trial balance from each account's sums (satang): what it carried in (opening, debit less credit before the
 * period), what moved in the period, and what it carries out, each shown on its debit or credit side. Pure: the
 * sums come from the ledger (month totals of closed months and the lines since).
 */

export type AccountSums = {
  accountCode: string;
  /** Debit less credit of everything before the period. */
  opening: number;
  /** The period's debits and credits. */
  debit: number;
  credit: number;
};

export type TrialBalanceRow = {
  accountCode: string;
  openingDebit: number;
  openingCredit: number;
  debit: number;
  credit: number;
  closingDebit: number;
  closingCredit: number;
};

export type TrialBalanceTotals = Omit<TrialBalanceRow, 'accountCode'>;

export type TrialBalance = {
  rows: TrialBalanceRow[];
  totals: TrialBalanceTotals;
  /** Each pair of columns adds up the same on both sides (always, for a ledger whose entries balance). */
  balanced: boolean;
};

/** A net balance on the side it falls: positive is a debit balance. */
const sides = (net: number): [debit: number, credit: number] => (net >= 0 ? [net, 0] : [0, -net]);

/**
 * One row per account with anything to show (a balance or a movement), in account code order, and the column
 * totals. `keep` names accounts shown even when all zero (the chart's accounts, when asked for).
 */
export function trialBalance(sums: readonly AccountSums[], keep: readonly string[] = []): TrialBalance {
  const byCode = new Map<string, AccountSums>();
  for (const s of sums) {
    const seen = byCode.get(s.accountCode);
    byCode.set(
      s.accountCode,
      seen
        ? {
            accountCode: s.accountCode,
            opening: seen.opening + s.opening,
            debit: seen.debit + s.debit,
            credit: seen.credit + s.credit,
          }
        : { ...s },
    );
  }
  for (const code of keep)
    if (!byCode.has(code)) byCode.set(code, { accountCode: code, opening: 0, debit: 0, credit: 0 });

  const rows: TrialBalanceRow[] = [];
  for (const s of [...byCode.values()].sort((a, b) => (a.accountCode < b.accountCode ? -1 : 1))) {
    const shown = s.opening !== 0 || s.debit !== 0 || s.credit !== 0 || keep.includes(s.accountCode);
    if (!shown) continue;
    const [openingDebit, openingCredit] = sides(s.opening);
    const [closingDebit, closingCredit] = sides(s.opening + s.debit - s.credit);
    rows.push({
      accountCode: s.accountCode,
      openingDebit,
      openingCredit,
      debit: s.debit,
      credit: s.credit,
      closingDebit,
      closingCredit,
    });
  }
  const totals: TrialBalanceTotals = {
    openingDebit: 0,
    openingCredit: 0,
    debit: 0,
    credit: 0,
    closingDebit: 0,
    closingCredit: 0,
  };
  for (const r of rows) {
    totals.openingDebit += r.openingDebit;
    totals.openingCredit += r.openingCredit;
    totals.debit += r.debit;
    totals.credit += r.credit;
    totals.closingDebit += r.closingDebit;
    totals.closingCredit += r.closingCredit;
  }
  const balanced =
    totals.openingDebit === totals.openingCredit &&
    totals.debit === totals.credit &&
    totals.closingDebit === totals.closingCredit;
  return { rows, totals, balanced };
}
