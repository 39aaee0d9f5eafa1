import { trialBalance, type AccountSums } from '@suanklang/accounting';
import {
  decimalStringToSatang,
  satangToDecimalString,
  type GlTrialBalance,
  type Lang,
} from '@suanklang/shared';
import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { glAccount } from '../config-account';
import {
  closedThrough,
  glPostEntry,
  journalEntry,
  journalLine,
  ledgerPeriodTotal,
  nextMonth,
} from '../ledger';

type Period = { from: string; to: string; postedOnly: boolean };

/**
 * Each account's sums for the trial balance. Closed months come from their totals (ledger_period_total, written
 * at the close; a closed month is all posted) and the open months since from their entries by date
 * (journal_entry_list) and each entry's lines: the cost follows the open months, not the years behind them.
 */
export async function accountSums(tx: Executor, propertyId: string, p: Period): Promise<AccountSums[]> {
  const end = `${nextMonth(p.to)}-01`;
  const through = await closedThrough(tx, propertyId, end);
  const sums: AccountSums[] = [];
  const add = (accountCode: string, opening: string, debit: string, credit: string) =>
    sums.push({
      accountCode,
      opening: decimalStringToSatang(opening),
      debit: decimalStringToSatang(debit),
      credit: decimalStringToSatang(credit),
    });

  if (through) {
    const before = sql`${ledgerPeriodTotal.period} < ${p.from}`;
    const closed = await tx
      .select({
        accountCode: ledgerPeriodTotal.accountCode,
        opening: sql<string>`coalesce(sum(${ledgerPeriodTotal.debit} - ${ledgerPeriodTotal.credit}) filter (where ${before}), 0)::text`,
        debit: sql<string>`coalesce(sum(${ledgerPeriodTotal.debit}) filter (where not ${before}), 0)::text`,
        credit: sql<string>`coalesce(sum(${ledgerPeriodTotal.credit}) filter (where not ${before}), 0)::text`,
      })
      .from(ledgerPeriodTotal)
      .where(and(eq(ledgerPeriodTotal.propertyId, propertyId), lte(ledgerPeriodTotal.period, through)))
      .groupBy(ledgerPeriodTotal.accountCode);
    for (const r of closed) add(r.accountCode, r.opening, r.debit, r.credit);
  }

  const start = `${p.from}-01`;
  const before = sql`${journalEntry.entryDate} < ${start}`;
  const open = await tx
    .select({
      accountCode: journalLine.accountCode,
      opening: sql<string>`coalesce(sum(${journalLine.debit} - ${journalLine.credit}) filter (where ${before}), 0)::text`,
      debit: sql<string>`coalesce(sum(${journalLine.debit}) filter (where not ${before}), 0)::text`,
      credit: sql<string>`coalesce(sum(${journalLine.credit}) filter (where not ${before}), 0)::text`,
    })
    .from(journalEntry)
    .innerJoin(
      journalLine,
      and(eq(journalLine.entryId, journalEntry.id), eq(journalLine.propertyId, journalEntry.propertyId)),
    )
    .where(
      and(
        eq(journalEntry.propertyId, propertyId),
        through ? gte(journalEntry.entryDate, `${nextMonth(through)}-01`) : undefined,
        lt(journalEntry.entryDate, end),
        p.postedOnly
          ? sql`exists (select 1 from ${glPostEntry} pe where pe.entry_id = ${journalEntry.id})`
          : undefined,
      ),
    )
    .groupBy(journalLine.accountCode);
  for (const r of open) add(r.accountCode, r.opening, r.debit, r.credit);
  return sums;
}

/** The trial balance of months `from`..`to` (YYYY-MM) with account names in the asked language. */
export async function trialBalanceOf(
  tx: Executor,
  propertyId: string,
  p: Period,
  lang: Lang,
): Promise<GlTrialBalance> {
  if (p.from > p.to) throw new AppError('GL014');
  const [sums, accounts] = await Promise.all([
    accountSums(tx, propertyId, p),
    tx
      .select({
        code: glAccount.code,
        nameTh: glAccount.nameTh,
        nameEn: glAccount.nameEn,
        category: glAccount.category,
      })
      .from(glAccount)
      .where(eq(glAccount.propertyId, propertyId)),
  ]);
  const names = new Map(accounts.map((a) => [a.code, a]));
  const tb = trialBalance(sums);
  const money = satangToDecimalString;
  return {
    periodFrom: p.from,
    periodTo: p.to,
    postedOnly: p.postedOnly,
    rows: tb.rows.map((r) => {
      const account = names.get(r.accountCode);
      return {
        accountCode: r.accountCode,
        accountName: account ? (lang === 'en' ? account.nameEn : account.nameTh) : '',
        category: account?.category ?? null,
        openingDebit: money(r.openingDebit),
        openingCredit: money(r.openingCredit),
        debit: money(r.debit),
        credit: money(r.credit),
        closingDebit: money(r.closingDebit),
        closingCredit: money(r.closingCredit),
      };
    }),
    totals: {
      openingDebit: money(tb.totals.openingDebit),
      openingCredit: money(tb.totals.openingCredit),
      debit: money(tb.totals.debit),
      credit: money(tb.totals.credit),
      closingDebit: money(tb.totals.closingDebit),
      closingCredit: money(tb.totals.closingCredit),
    },
    balanced: tb.balanced,
  };
}
