import { postYearClose } from '@suanklang/accounting';
import { and, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { appUser } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { glAccount } from '../config-account';
import { accountingPeriod, glYearClose, postDocument, postReversal } from '../ledger';
import * as repo from './gl.repository';
import { accountSums } from './trial-balance';

export const DOCUMENT_TYPE_YEAR_CLOSE = 'YC';

type Who = { propertyId: string; userId: string };

/** The live (not cancelled) close of a year, if any, with who closed it. */
export async function liveClose(tx: Executor, propertyId: string, year: number) {
  const [row] = await tx
    .select({ close: glYearClose, closedByName: appUser.username })
    .from(glYearClose)
    .leftJoin(appUser, eq(appUser.id, glYearClose.closedBy))
    .where(
      and(
        eq(glYearClose.propertyId, propertyId),
        eq(glYearClose.year, year),
        isNull(glYearClose.cancelledAt),
      ),
    );
  return row ? { ...row.close, closedByName: row.closedByName } : null;
}

/** Each revenue and expense account's balance (debit less credit, satang) at the end of the year. */
async function resultBalances(tx: Executor, propertyId: string, year: number) {
  const sums = await accountSums(tx, propertyId, { from: `${year}-01`, to: `${year}-12`, postedOnly: false });
  const accounts = await tx
    .select({ code: glAccount.code })
    .from(glAccount)
    .where(and(eq(glAccount.propertyId, propertyId), inArray(glAccount.category, ['INCOME', 'EXPENSE'])));
  const pnl = new Set(accounts.map((a) => a.code));
  const balances = new Map<string, number>();
  for (const s of sums)
    if (pnl.has(s.accountCode))
      balances.set(s.accountCode, (balances.get(s.accountCode) ?? 0) + s.opening + s.debit - s.credit);
  return [...balances].map(([accountCode, balance]) => ({ accountCode, balance }));
}

/**
 * Closes the year (in the caller's transaction, the G/L acts' lock held): the closing entry dated 31 December
 * posted and released to the G/L, then December closed as any month (its check must find nothing outstanding).
 * `closeMonth` is the month close of the service, so the year's December passes the same checks.
 */
export async function closeYear(
  tx: Executor,
  who: Who,
  year: number,
  surplusAccountCode: string,
  closeMonth: (tx: Executor, period: string) => Promise<void>,
) {
  if (await liveClose(tx, who.propertyId, year)) throw new AppError('GL015');
  const [surplus] = await tx
    .select()
    .from(glAccount)
    .where(and(eq(glAccount.propertyId, who.propertyId), eq(glAccount.code, surplusAccountCode)));
  if (!surplus || surplus.category !== 'EQUITY' || surplus.postable !== 'Y' || surplus.active !== 'Y')
    throw new AppError('GL018');
  const december = `${year}-12`;
  const state = await repo.periodRow(tx, who.propertyId, december);
  if (state?.closed) throw new AppError('GL001');

  const balances = await resultBalances(tx, who.propertyId, year);
  const date = `${year}-12-31`;
  const { documentNo, entryId } = await postDocument(tx, {
    propertyId: who.propertyId,
    userId: who.userId,
    documentType: DOCUMENT_TYPE_YEAR_CLOSE,
    date,
    journal: (no) => {
      const draft = postYearClose({
        documentType: DOCUMENT_TYPE_YEAR_CLOSE,
        documentNo: no,
        date,
        balances,
        surplusAccountCode,
      });
      return draft ? { draft, sourceId: null, description: `ปิดบัญชีสิ้นปี ${year + 543}` } : null;
    },
    write: async ({ documentNo: no, entryId: id }) => {
      await tx.insert(glYearClose).values({
        propertyId: who.propertyId,
        year,
        documentNo: no,
        surplusAccountCode,
        entryId: id,
        closedBy: who.userId,
      });
    },
    audit: ({ documentNo: no, entryId: id }) => ({
      action: 'GL_YEAR_CLOSE',
      entity: 'gl_year_close',
      entityId: String(year),
      after: { year, documentNo: no, entryId: id, surplusAccountCode },
    }),
  });
  if (entryId) await repo.postMonth(tx, who.propertyId, december, DOCUMENT_TYPE_YEAR_CLOSE, who.userId);
  await closeMonth(tx, december);
  return { documentNo, accountCount: balances.filter((b) => b.balance !== 0).length };
}

/**
 * Cancels the year's close exactly: December reopened, the closing entry's posting cancelled and the entry
 * reversed (dated 31 December), while the next year has no closed month.
 */
export async function cancelYear(tx: Executor, who: Who, year: number, reason: string) {
  const close = await liveClose(tx, who.propertyId, year);
  if (!close) throw new AppError('GL016');
  const [nextClosed] = await tx
    .select({ period: accountingPeriod.period })
    .from(accountingPeriod)
    .where(
      and(
        eq(accountingPeriod.propertyId, who.propertyId),
        eq(accountingPeriod.closed, true),
        gte(accountingPeriod.period, `${year + 1}-01`),
        lte(accountingPeriod.period, `${year + 1}-12`),
      ),
    )
    .limit(1);
  if (nextClosed) throw new AppError('GL017');
  const december = `${year}-12`;
  if ((await repo.periodRow(tx, who.propertyId, december))?.closed)
    await repo.reopenPeriod(tx, who.propertyId, december);
  let reversalEntryId: string | null = null;
  if (close.entryId) {
    await repo.cancelMonthPosts(tx, who.propertyId, december, DOCUMENT_TYPE_YEAR_CLOSE, who.userId, reason);
    reversalEntryId = await postReversal(tx, {
      propertyId: who.propertyId,
      entryId: close.entryId,
      date: `${year}-12-31`,
      userId: who.userId,
      description: reason,
    });
  }
  await tx
    .update(glYearClose)
    .set({ cancelledAt: new Date(), cancelledBy: who.userId, cancelReason: reason, reversalEntryId })
    .where(eq(glYearClose.id, close.id));
  return { documentNo: close.documentNo, accountCount: 0 };
}
