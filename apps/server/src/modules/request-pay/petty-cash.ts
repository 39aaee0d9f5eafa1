import { accountOf, type AccountMap } from '@suanklang/accounting';
import {
  decimalStringToSatang,
  formatMoney,
  REQUEST_PAY_TYPE_PETTY_CASH,
  ruleMessage,
  type Lang,
  type PettyCashKind,
} from '@suanklang/shared';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { accountMapOf, accountsBalance, journalLine } from '../ledger';

/**
 * Petty cash (type 7, docs/decisions.md "Payables: petty cash, built"). A FUND raises the fund (its lines charge
 * petty cash, 1112; Cr accounts payable, paid to the custodian by a voucher); a SPEND pays expenses out of it
 * (Cr petty cash, nothing payable: stored with `payable` 0, which is also how it is told from a fund). The fund's
 * ledger balance never goes below zero through a request: a spending is checked on save, and again under the
 * property's petty cash lock when the last approval posts it; cancelling an approved fund is checked the same way.
 */

/** What a type 7 request is, from what it stores: a spending leaves nothing payable, a fund its grand total. */
export function pettyCashKindOf(r: { requestType: number; payable: string | null }): PettyCashKind | null {
  if (r.requestType !== REQUEST_PAY_TYPE_PETTY_CASH) return null;
  return r.payable !== null && decimalStringToSatang(r.payable) === 0 ? 'SPEND' : 'FUND';
}

/** The header's `payable` of a request being saved: 0 for a spending, the grand total (null) otherwise. */
export const pettyCashPayable = (input: { requestType: number; pettyCash?: PettyCashKind | undefined }) =>
  input.requestType === REQUEST_PAY_TYPE_PETTY_CASH && input.pettyCash === 'SPEND' ? '0.00' : null;

/**
 * Serialises what takes money out of one property's fund (spendings approved, funds cancelled) until the
 * transaction ends, so two of them never read the same balance.
 */
export async function lockPettyCash(tx: Executor, propertyId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`petty_cash:${propertyId}`}))`);
}

/**
 * What the fund can pay out on a date, in satang: the lowest ledger balance of petty cash from the end of that day
 * on (the balance as `accountsBalance` computes it, then each later day's movements), since taking money out on
 * a date lowers every balance after it too.
 */
export async function pettyCashAvailable(tx: Executor, propertyId: string, date: string) {
  const accountCode = accountOf(await accountMapOf(tx, propertyId), 'PETTY_CASH');
  let balance = await accountsBalance(tx, propertyId, [accountCode], date);
  let lowest = balance;
  const later = await tx
    .select({
      day: journalLine.entryDate,
      net: sql<string>`sum(${journalLine.debit} - ${journalLine.credit})::text`,
    })
    .from(journalLine)
    .where(
      and(
        eq(journalLine.propertyId, propertyId),
        eq(journalLine.accountCode, accountCode),
        gt(journalLine.entryDate, date),
      ),
    )
    .groupBy(journalLine.entryDate)
    .orderBy(asc(journalLine.entryDate));
  for (const { net } of later) {
    balance += decimalStringToSatang(net);
    lowest = Math.min(lowest, balance);
  }
  return { accountCode, available: lowest };
}

/** Refuses (RQ017, the field error says what is left) taking more out of the fund on a date than it holds. */
export async function checkPettyCash(
  tx: Executor,
  propertyId: string,
  amount: number,
  date: string,
  lang: Lang,
) {
  const { available } = await pettyCashAvailable(tx, propertyId, date);
  if (amount > available) {
    const max = formatMoney(Math.max(available, 0));
    throw new AppError('RQ017', [
      { path: 'lines', rule: 'max_amount', message: ruleMessage(lang, 'max_amount', { max }) },
    ]);
  }
}

/** Where a spending's total goes when approved: out of petty cash. */
export function spendCredits(grandTotal: number, map: AccountMap) {
  return [{ accountCode: accountOf(map, 'PETTY_CASH'), amount: grandTotal }];
}
