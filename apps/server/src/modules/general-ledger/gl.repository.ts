import { and, asc, eq, gte, ilike, inArray, isNull, lt, min, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/client';
import { cappedCount, keysetPage } from '../../platform/db/keyset';
import { likeOf } from '../../platform/db/like';
import { appUser, property } from '../../platform/db/schema';
import { glAccount } from '../config-account';
import {
  accountingPeriod,
  closedThrough,
  glPost,
  glPostEntry,
  journalEntry,
  journalLine,
  nextMonth,
} from '../ledger';

export type GlFilter = {
  period: string;
  documentType?: string | undefined;
  status?: 'POSTED' | 'UNPOSTED' | undefined;
  documentNo?: string | undefined;
  accountCode?: string | undefined;
  /** Decimal text. */
  amount?: string | undefined;
};

/** The first day of a month and of the month after it: entries of the month are in [from, to). */
export const monthRange = (period: string) => ({ from: `${period}-01`, to: `${nextMonth(period)}-01` });

const inMonth = (period: string) => {
  const { from, to } = monthRange(period);
  return and(gte(journalEntry.entryDate, from), lt(journalEntry.entryDate, to));
};

/** The sum of an entry's debits (= its credits). */
const entryAmount = sql<string>`(select coalesce(sum(jl.debit), 0) from ${journalLine} jl where jl.entry_id = ${journalEntry.id})`;
const isPosted = sql<boolean>`exists (select 1 from ${glPostEntry} pe where pe.entry_id = ${journalEntry.id})`;
const isReversed = sql<boolean>`exists (select 1 from ${journalEntry} r where r.reverses_id = ${journalEntry.id})`;

function entrySelect(tx: Executor) {
  return tx
    .select({
      entry: journalEntry,
      amount: sql<string>`${entryAmount}::text`,
      posted: isPosted,
      reversed: isReversed,
      createdBy: appUser.username,
    })
    .from(journalEntry)
    .leftJoin(appUser, eq(appUser.id, journalEntry.postedBy));
}
export type EntryRecord = Awaited<ReturnType<ReturnType<typeof entrySelect>['execute']>>[number];

/** One month's entries, newest first, paged on the index journal_entry_list. */
export async function searchEntries(
  tx: Executor,
  propertyId: string,
  f: GlFilter,
  page: { cursor?: string | undefined; pageSize: number },
) {
  const where = and(
    eq(journalEntry.propertyId, propertyId),
    inMonth(f.period),
    f.documentType ? eq(journalEntry.documentType, f.documentType) : undefined,
    f.documentNo ? ilike(journalEntry.documentNo, likeOf(f.documentNo)) : undefined,
    f.status === 'POSTED' ? isPosted : f.status === 'UNPOSTED' ? sql`not ${isPosted}` : undefined,
    f.accountCode
      ? sql`exists (select 1 from ${journalLine} al where al.entry_id = ${journalEntry.id} and al.account_code = ${f.accountCode})`
      : undefined,
    f.amount !== undefined ? sql`${entryAmount} = ${f.amount}::numeric` : undefined,
  );
  return keysetPage({
    key: [journalEntry.entryDate, journalEntry.documentNo, journalEntry.id],
    keyOf: (r: EntryRecord) => [r.entry.entryDate, r.entry.documentNo, r.entry.id],
    rows: (range: SQL | undefined, order: SQL[], limit: number) =>
      entrySelect(tx)
        .where(and(where, range))
        .orderBy(...order)
        .limit(limit),
    count: cappedCount(
      tx,
      tx
        .select({ one: sql`1` })
        .from(journalEntry)
        .where(where)
        .$dynamic(),
    ),
    cursor: page.cursor,
    pageSize: page.pageSize,
  });
}

export async function findEntry(tx: Executor, propertyId: string, id: string) {
  const [row] = await entrySelect(tx).where(
    and(eq(journalEntry.id, id), eq(journalEntry.propertyId, propertyId)),
  );
  return row ?? null;
}

export async function linesOf(tx: Executor, propertyId: string, entryId: string) {
  return tx
    .select({ line: journalLine, nameTh: glAccount.nameTh, nameEn: glAccount.nameEn })
    .from(journalLine)
    .leftJoin(
      glAccount,
      and(eq(glAccount.propertyId, journalLine.propertyId), eq(glAccount.code, journalLine.accountCode)),
    )
    .where(and(eq(journalLine.entryId, entryId), eq(journalLine.propertyId, propertyId)))
    .orderBy(asc(journalLine.lineNo));
}

/** The entry that reversed this one (null if none). */
export async function reversalOf(tx: Executor, entryId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: journalEntry.id })
    .from(journalEntry)
    .where(eq(journalEntry.reversesId, entryId));
  return row?.id ?? null;
}

const poster = alias(appUser, 'poster');

/** Who posted the entry to the general ledger, and when (null while unposted). */
export async function postingOf(tx: Executor, entryId: string) {
  const [row] = await tx
    .select({ postedAt: glPost.postedAt, postedBy: poster.username })
    .from(glPostEntry)
    .innerJoin(glPost, eq(glPost.id, glPostEntry.postId))
    .leftJoin(poster, eq(poster.id, glPost.postedBy))
    .where(eq(glPostEntry.entryId, entryId));
  return row ?? null;
}

/** Per document type: the month's entries, how many are posted, and the sum of their debits. */
export async function monthTypes(tx: Executor, propertyId: string, period: string) {
  return tx
    .select({
      documentType: journalEntry.documentType,
      entryCount: sql<number>`count(*)::int`,
      postedCount: sql<number>`count(*) filter (where ${isPosted})::int`,
      amount: sql<string>`coalesce(sum(${entryAmount}), 0)::text`,
    })
    .from(journalEntry)
    .where(and(eq(journalEntry.propertyId, propertyId), inMonth(period)))
    .groupBy(journalEntry.documentType)
    .orderBy(asc(journalEntry.documentType));
}

export async function periodRow(tx: Executor, propertyId: string, period: string) {
  const [row] = await tx
    .select({
      closed: accountingPeriod.closed,
      closedAt: accountingPeriod.closedAt,
      closedBy: appUser.username,
    })
    .from(accountingPeriod)
    .leftJoin(appUser, eq(appUser.id, accountingPeriod.closedBy))
    .where(and(eq(accountingPeriod.propertyId, propertyId), eq(accountingPeriod.period, period)));
  return row ?? null;
}

/**
 * The earliest month before `period`, from the property's first posting, that is not closed (months close in
 * order, empty ones too); null when every one is.
 */
export async function earliestOpenBefore(
  tx: Executor,
  propertyId: string,
  period: string,
): Promise<string | null> {
  const [first] = await tx
    .select({ date: min(journalEntry.entryDate) })
    .from(journalEntry)
    .where(eq(journalEntry.propertyId, propertyId));
  if (!first?.date) return null;
  const through = await closedThrough(tx, propertyId, `${period}-01`);
  const open = through ? nextMonth(through) : first.date.slice(0, 7);
  return open < period ? open : null;
}

/** The latest closed month after `period` (months reopen from the latest back). */
export async function laterClosed(tx: Executor, propertyId: string, period: string): Promise<string | null> {
  const [row] = await tx
    .select({ period: accountingPeriod.period })
    .from(accountingPeriod)
    .where(
      and(
        eq(accountingPeriod.propertyId, propertyId),
        eq(accountingPeriod.closed, true),
        sql`${accountingPeriod.period} > ${period}`,
      ),
    )
    .limit(1);
  return row?.period ?? null;
}

/**
 * Serialises the G/L acts of one property (post, cancel post, close, reopen): a lock on its row that plain
 * inserts referencing the property (which take KEY SHARE) do not wait for.
 */
export async function lockGlActs(tx: Executor, propertyId: string): Promise<void> {
  await tx.select({ id: property.id }).from(property).where(eq(property.id, propertyId)).for('no key update');
}

/** Posts the month's unposted entries of one type; returns how many. */
export async function postMonth(
  tx: Executor,
  propertyId: string,
  period: string,
  documentType: string,
  userId: string,
): Promise<{ postId: string; count: number } | null> {
  const unposted = and(
    eq(journalEntry.propertyId, propertyId),
    eq(journalEntry.documentType, documentType),
    inMonth(period),
    sql`not ${isPosted}`,
  );
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(journalEntry)
    .where(unposted);
  if (n === 0) return null;
  const [post] = await tx
    .insert(glPost)
    .values({ propertyId, period, documentType, entryCount: n, postedBy: userId })
    .returning({ id: glPost.id });
  await tx.execute(sql`
    insert into ${glPostEntry} (entry_id, property_id, post_id)
    select ${journalEntry.id}, ${journalEntry.propertyId}, ${post!.id}::uuid from ${journalEntry} where ${unposted}`);
  return { postId: post!.id, count: n };
}

/** Returns the month's posted entries of one type to unposted; the postings stay, marked cancelled. */
export async function cancelMonthPosts(
  tx: Executor,
  propertyId: string,
  period: string,
  documentType: string,
  userId: string,
  reason: string,
): Promise<number> {
  const live = and(
    eq(glPost.propertyId, propertyId),
    eq(glPost.period, period),
    eq(glPost.documentType, documentType),
    isNull(glPost.cancelledAt),
  );
  const removed = await tx
    .delete(glPostEntry)
    .where(inArray(glPostEntry.postId, tx.select({ id: glPost.id }).from(glPost).where(live)))
    .returning({ entryId: glPostEntry.entryId });
  await tx
    .update(glPost)
    .set({ cancelledAt: sql`now()`, cancelledBy: userId, cancelReason: reason })
    .where(live);
  return removed.length;
}

/** How many of the month's entries are not posted (a month closes with none). */
export async function unpostedCount(tx: Executor, propertyId: string, period: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(journalEntry)
    .where(and(eq(journalEntry.propertyId, propertyId), inMonth(period), sql`not ${isPosted}`));
  return row?.n ?? 0;
}

export async function closePeriod(tx: Executor, propertyId: string, period: string, userId: string) {
  await tx
    .insert(accountingPeriod)
    .values({ propertyId, period, closed: true, closedBy: userId, closedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [accountingPeriod.propertyId, accountingPeriod.period],
      set: { closed: true, closedBy: userId, closedAt: sql`now()` },
    });
}

export async function reopenPeriod(tx: Executor, propertyId: string, period: string) {
  await tx
    .update(accountingPeriod)
    .set({ closed: false, closedBy: null, closedAt: null })
    .where(and(eq(accountingPeriod.propertyId, propertyId), eq(accountingPeriod.period, period)));
}

/**
 * Whether every entry dated before `before` is posted. Closed months are (a month closes posted), so only the
 * open months since the closed run are read.
 */
export async function allPostedBefore(tx: Executor, propertyId: string, before: string): Promise<boolean> {
  const through = await closedThrough(tx, propertyId, before);
  const [row] = await tx
    .select({ one: sql`1` })
    .from(journalEntry)
    .where(
      and(
        eq(journalEntry.propertyId, propertyId),
        through ? gte(journalEntry.entryDate, `${nextMonth(through)}-01`) : undefined,
        lt(journalEntry.entryDate, before),
        sql`not ${isPosted}`,
      ),
    )
    .limit(1);
  return !row;
}
