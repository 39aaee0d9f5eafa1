import { and, asc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { glAccount, glAccountDocument } from '../config-account';
import { glPostEntry, journalEntry, journalLine } from '../ledger';
import { propertyBankAccount } from '../property-settings';
import { refBank } from '../reference-data';

/** The lines of months [start, end) (first days, YYYY-MM-DD), posted to the G/L only or all. */
export type LineWindow = { start: string; end: string; postedOnly: boolean };

/**
 * A ledger line's place in the report: account, date, then the line's id (the order lines were written: an
 * entry's lines together, entries of a day in the order they were made). Read from the index
 * journal_line_account_date (property, account, date).
 */
export type LineKey = { accountCode: string; entryDate: string; lineId: number };

const postedEntry = (entryId: SQL | typeof journalLine.entryId | typeof journalEntry.id) =>
  sql`exists (select 1 from ${glPostEntry} pe where pe.entry_id = ${entryId})`;

/** The property's chart: every account with its names, category and parent. */
export async function chartOf(tx: Executor, propertyId: string) {
  return tx
    .select({
      code: glAccount.code,
      nameTh: glAccount.nameTh,
      nameEn: glAccount.nameEn,
      category: glAccount.category,
      parentCode: glAccount.parentCode,
      postable: glAccount.postable,
    })
    .from(glAccount)
    .where(eq(glAccount.propertyId, propertyId))
    .orderBy(asc(glAccount.code));
}
export type ChartAccount = Awaited<ReturnType<typeof chartOf>>[number];

/**
 * One account's lines in the window after `after` (a key of that account), in report order, at most `limit`: a
 * range of the index journal_line_account_date (property, account, date), never the account's older history.
 */
export async function accountLines(
  tx: Executor,
  propertyId: string,
  w: LineWindow,
  accountCode: string,
  after: LineKey | null,
  limit: number,
) {
  return tx
    .select({
      lineId: journalLine.id,
      accountCode: journalLine.accountCode,
      entryDate: journalLine.entryDate,
      entryId: journalLine.entryId,
      lineNo: journalLine.lineNo,
      documentType: journalEntry.documentType,
      documentNo: journalEntry.documentNo,
      kind: journalEntry.kind,
      description: sql<string | null>`coalesce(${journalLine.description}, ${journalEntry.description})`,
      debit: journalLine.debit,
      credit: journalLine.credit,
    })
    .from(journalLine)
    .innerJoin(
      journalEntry,
      and(eq(journalEntry.id, journalLine.entryId), eq(journalEntry.propertyId, journalLine.propertyId)),
    )
    .where(
      and(
        eq(journalLine.propertyId, propertyId),
        eq(journalLine.accountCode, accountCode),
        gte(journalLine.entryDate, after && after.entryDate > w.start ? after.entryDate : w.start),
        lt(journalLine.entryDate, w.end),
        w.postedOnly ? postedEntry(journalLine.entryId) : undefined,
        after
          ? sql`(${journalLine.entryDate}, ${journalLine.id}) > (${after.entryDate}::date, ${after.lineId}::bigint)`
          : undefined,
      ),
    )
    .orderBy(asc(journalLine.entryDate), asc(journalLine.id))
    .limit(limit);
}
export type LedgerLineRecord = Awaited<ReturnType<typeof accountLines>>[number];

/** An account's debits and credits in the window before the line `key` (what a page's first line follows). */
export async function sumBefore(tx: Executor, propertyId: string, w: LineWindow, key: LineKey) {
  const [row] = await tx
    .select({
      debit: sql<string>`coalesce(sum(${journalLine.debit}), 0)::text`,
      credit: sql<string>`coalesce(sum(${journalLine.credit}), 0)::text`,
    })
    .from(journalLine)
    .where(
      and(
        eq(journalLine.propertyId, propertyId),
        eq(journalLine.accountCode, key.accountCode),
        gte(journalLine.entryDate, w.start),
        or(
          lt(journalLine.entryDate, key.entryDate),
          and(eq(journalLine.entryDate, key.entryDate), lt(journalLine.id, key.lineId)),
        ),
        w.postedOnly ? postedEntry(journalLine.entryId) : undefined,
      ),
    );
  return row ?? { debit: '0', credit: '0' };
}

/** The journal's order: date, number, id (the index journal_entry_list). */
export type EntryKey = { entryDate: string; documentNo: string; entryId: string };

export type EntryFilter = LineWindow & { documentType?: string | undefined };

function entriesWhere(propertyId: string, f: EntryFilter) {
  return and(
    eq(journalEntry.propertyId, propertyId),
    gte(journalEntry.entryDate, f.start),
    lt(journalEntry.entryDate, f.end),
    f.documentType ? eq(journalEntry.documentType, f.documentType) : undefined,
    f.postedOnly ? postedEntry(journalEntry.id) : undefined,
  );
}

/** The window's entries after `after`, oldest first, at most `limit`. */
export async function journalEntries(
  tx: Executor,
  propertyId: string,
  f: EntryFilter,
  after: EntryKey | null,
  limit: number,
) {
  return tx
    .select({
      entryId: journalEntry.id,
      entryDate: journalEntry.entryDate,
      documentType: journalEntry.documentType,
      documentNo: journalEntry.documentNo,
      kind: journalEntry.kind,
      description: journalEntry.description,
      posted: postedEntry(journalEntry.id).mapWith(Boolean),
    })
    .from(journalEntry)
    .where(
      and(
        entriesWhere(propertyId, f),
        after
          ? sql`(${journalEntry.entryDate}, ${journalEntry.documentNo}, ${journalEntry.id}) > (${after.entryDate}::date, ${after.documentNo}, ${after.entryId}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(journalEntry.entryDate), asc(journalEntry.documentNo), asc(journalEntry.id))
    .limit(limit);
}
export type JournalEntryRecord = Awaited<ReturnType<typeof journalEntries>>[number];

/** The lines of some entries with their account names, in entry and line order. */
export async function linesOfEntries(tx: Executor, propertyId: string, entryIds: readonly string[]) {
  if (entryIds.length === 0) return [];
  return tx
    .select({
      entryId: journalLine.entryId,
      lineNo: journalLine.lineNo,
      accountCode: journalLine.accountCode,
      nameTh: glAccount.nameTh,
      nameEn: glAccount.nameEn,
      description: journalLine.description,
      debit: journalLine.debit,
      credit: journalLine.credit,
    })
    .from(journalLine)
    .leftJoin(
      glAccount,
      and(eq(glAccount.propertyId, journalLine.propertyId), eq(glAccount.code, journalLine.accountCode)),
    )
    .where(and(eq(journalLine.propertyId, propertyId), inArray(journalLine.entryId, [...entryIds])))
    .orderBy(asc(journalLine.entryId), asc(journalLine.lineNo));
}

/** Every entry of the filter: how many, their lines, and the sums of their debits and credits. */
export async function journalTotals(tx: Executor, propertyId: string, f: EntryFilter) {
  const [row] = await tx
    .select({
      entryCount: sql<number>`count(distinct ${journalEntry.id})::int`,
      lineCount: sql<number>`count(*)::int`,
      debit: sql<string>`coalesce(sum(${journalLine.debit}), 0)::text`,
      credit: sql<string>`coalesce(sum(${journalLine.credit}), 0)::text`,
    })
    .from(journalEntry)
    .innerJoin(
      journalLine,
      and(eq(journalLine.entryId, journalEntry.id), eq(journalLine.propertyId, journalEntry.propertyId)),
    )
    .where(entriesWhere(propertyId, f));
  return row ?? { entryCount: 0, lineCount: 0, debit: '0', credit: '0' };
}

/** How many journal lines the filter's entries have, counting at most `cap`. */
export async function journalLineCount(tx: Executor, propertyId: string, f: EntryFilter, cap: number) {
  const matching = tx
    .select({ one: sql`1` })
    .from(journalEntry)
    .innerJoin(
      journalLine,
      and(eq(journalLine.entryId, journalEntry.id), eq(journalLine.propertyId, journalEntry.propertyId)),
    )
    .where(entriesWhere(propertyId, f))
    .limit(cap)
    .as('matching');
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(matching);
  return row?.n ?? 0;
}

/** The property's bank accounts (active or not) with the G/L account each is booked to. */
export async function bankAccountsOf(tx: Executor, propertyId: string) {
  return tx
    .select({
      accountCode: propertyBankAccount.accountCode,
      bank: refBank.shortName,
      accountNo: propertyBankAccount.accountNo,
      accountName: propertyBankAccount.accountName,
    })
    .from(propertyBankAccount)
    .leftJoin(refBank, eq(refBank.code, propertyBankAccount.bankCode))
    .where(eq(propertyBankAccount.propertyId, propertyId))
    .orderBy(asc(propertyBankAccount.accountCode), asc(propertyBankAccount.accountNo));
}

/**
 * The accounts money is received into or paid from by cash or transfer (payment types 1 and 2 of any document),
 * and those a deposit may go to (JV, the deposit screen's bank accounts).
 */
export async function cashDocumentAccounts(tx: Executor, propertyId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ code: glAccountDocument.accountCode })
    .from(glAccountDocument)
    .where(
      and(
        eq(glAccountDocument.propertyId, propertyId),
        or(eq(glAccountDocument.documentType, 'JV'), inArray(glAccountDocument.paymentType, [1, 2])),
      ),
    );
  return rows.map((r) => r.code);
}
