import { decimalStringToSatang } from '@suanklang/shared';
import { and, asc, eq, gte, inArray, lt, lte, min, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { accountingPeriod, journalEntry, journalLine, ledgerPeriodTotal } from './ledger.schema';

/** '2026-12' -> '2027-01'. */
export function nextMonth(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * The last month of the property's unbroken run of closed months from its first posting, before asOf's month:
 * up to there the month totals hold every line (ledger_period_total); null when its first month is open.
 */
export async function closedThrough(tx: Executor, propertyId: string, asOf: string): Promise<string | null> {
  const [first] = await tx
    .select({ date: min(journalEntry.entryDate) })
    .from(journalEntry)
    .where(eq(journalEntry.propertyId, propertyId));
  if (!first?.date) return null;
  const closed = await tx
    .select({ period: accountingPeriod.period })
    .from(accountingPeriod)
    .where(
      and(
        eq(accountingPeriod.propertyId, propertyId),
        eq(accountingPeriod.closed, true),
        gte(accountingPeriod.period, first.date.slice(0, 7)),
        lt(accountingPeriod.period, asOf.slice(0, 7)),
      ),
    )
    .orderBy(asc(accountingPeriod.period));
  let expected = first.date.slice(0, 7);
  let through: string | null = null;
  for (const { period } of closed) {
    if (period !== expected) break;
    through = period;
    expected = nextMonth(period);
  }
  return through;
}

/**
 * Debit less credit of the accounts at the end of asOf, in satang. The closed months come from their totals and
 * the lines since from the index journal_line_account_date alone, so a book whose past is closed costs what its
 * open months cost; with no closed month, every line of the accounts up to asOf, from that index too.
 */
export async function accountsBalance(
  tx: Executor,
  propertyId: string,
  accounts: string[],
  asOf: string,
): Promise<number> {
  if (accounts.length === 0) return 0;
  const through = await closedThrough(tx, propertyId, asOf);
  const [lines] = await tx
    .select({ balance: sql<string>`coalesce(sum(${journalLine.debit} - ${journalLine.credit}), 0)::text` })
    .from(journalLine)
    .where(
      and(
        eq(journalLine.propertyId, propertyId),
        inArray(journalLine.accountCode, accounts),
        through ? gte(journalLine.entryDate, `${nextMonth(through)}-01`) : undefined,
        lte(journalLine.entryDate, asOf),
      ),
    );
  const open = decimalStringToSatang(lines?.balance ?? '0');
  if (!through) return open;
  const [totals] = await tx
    .select({
      balance: sql<string>`coalesce(sum(${ledgerPeriodTotal.debit} - ${ledgerPeriodTotal.credit}), 0)::text`,
    })
    .from(ledgerPeriodTotal)
    .where(
      and(
        eq(ledgerPeriodTotal.propertyId, propertyId),
        inArray(ledgerPeriodTotal.accountCode, accounts),
        lte(ledgerPeriodTotal.period, through),
      ),
    );
  return decimalStringToSatang(totals?.balance ?? '0') + open;
}
