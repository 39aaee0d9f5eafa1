import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/client';
import { appUser } from '../../platform/db/schema';
import { glAccount } from '../config-account';
import { budgetItem } from '../config-budget-item';
import { propertySetting } from '../property-settings';
import { journalEntry, journalLine } from '../ledger';
import { budgetHeader, budgetHistory, budgetLine } from './budgets.schema';

export type BudgetHeader = typeof budgetHeader.$inferSelect;

/** The header with its grid's total and who created it. */
const headerColumns = {
  header: budgetHeader,
  createdBy: appUser.username,
  total: sql<string>`coalesce((select sum(${budgetLine.amount}) from ${budgetLine} where ${budgetLine.headerId} = ${budgetHeader.id}), 0)::text`,
};

export async function listHeaders(
  db: Executor,
  propertyId: string,
  f: { year?: number | undefined; status?: string | undefined },
  page?: { page: number; pageSize: number },
) {
  const where: SQL | undefined = and(
    eq(budgetHeader.propertyId, propertyId),
    f.year !== undefined ? eq(budgetHeader.fiscalYear, f.year) : undefined,
    f.status ? eq(budgetHeader.status, f.status) : undefined,
  );
  const query = db
    .select(headerColumns)
    .from(budgetHeader)
    .leftJoin(appUser, eq(appUser.id, budgetHeader.createdBy))
    .where(where)
    .orderBy(desc(budgetHeader.fiscalYear));
  const rows = page ? await query.limit(page.pageSize).offset((page.page - 1) * page.pageSize) : await query;
  const total = await db.select({ n: count() }).from(budgetHeader).where(where);
  return { rows, total: total[0]?.n ?? 0 };
}
export type HeaderRow = Awaited<ReturnType<typeof listHeaders>>['rows'][number];

/** A header of the property by id (another property's id is not found), locked for update when asked. */
export async function findHeader(db: Executor, propertyId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(budgetHeader)
    .where(and(eq(budgetHeader.propertyId, propertyId), eq(budgetHeader.id, id)));
  const rows = lock ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export async function findHeaderRow(db: Executor, propertyId: string, id: string) {
  const rows = await db
    .select(headerColumns)
    .from(budgetHeader)
    .leftJoin(appUser, eq(appUser.id, budgetHeader.createdBy))
    .where(and(eq(budgetHeader.propertyId, propertyId), eq(budgetHeader.id, id)));
  return rows[0] ?? null;
}

export async function findHeaderOfYear(db: Executor, propertyId: string, year: number, lock = false) {
  const query = db
    .select()
    .from(budgetHeader)
    .where(and(eq(budgetHeader.propertyId, propertyId), eq(budgetHeader.fiscalYear, year)));
  const rows = lock ? await query.for('update') : await query;
  return rows[0] ?? null;
}

/** The property's budget items with their expense account names (all, or only the active ones). */
export async function itemsOf(db: Executor, propertyId: string, activeOnly: boolean) {
  return db
    .select({ item: budgetItem, accountTh: glAccount.nameTh, accountEn: glAccount.nameEn })
    .from(budgetItem)
    .innerJoin(
      glAccount,
      and(eq(glAccount.propertyId, budgetItem.propertyId), eq(glAccount.code, budgetItem.expenseAccountCode)),
    )
    .where(and(eq(budgetItem.propertyId, propertyId), activeOnly ? eq(budgetItem.active, 'Y') : undefined))
    .orderBy(asc(budgetItem.code));
}
export type ItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

export async function linesOf(db: Executor, headerId: string) {
  return db
    .select({ budgetItemId: budgetLine.budgetItemId, month: budgetLine.month, amount: budgetLine.amount })
    .from(budgetLine)
    .where(eq(budgetLine.headerId, headerId));
}

type HeaderKey = { id: string; propertyId: string };

export async function replaceLines(
  db: Executor,
  header: HeaderKey,
  cells: { budgetItemId: string; month: number; amount: string }[],
) {
  await db.delete(budgetLine).where(eq(budgetLine.headerId, header.id));
  if (cells.length > 0)
    await db
      .insert(budgetLine)
      .values(cells.map((c) => ({ ...c, headerId: header.id, propertyId: header.propertyId })));
}

/** Sets one cell (a transfer's side). */
export async function setCell(
  db: Executor,
  header: HeaderKey,
  budgetItemId: string,
  month: number,
  amount: string,
) {
  await db
    .insert(budgetLine)
    .values({ headerId: header.id, propertyId: header.propertyId, budgetItemId, month, amount })
    .onConflictDoUpdate({
      target: [budgetLine.headerId, budgetLine.budgetItemId, budgetLine.month],
      set: { amount },
    });
}

export async function insertHeader(db: Executor, values: typeof budgetHeader.$inferInsert) {
  const [row] = await db.insert(budgetHeader).values(values).returning();
  return row!;
}

export async function updateHeader(
  db: Executor,
  id: string,
  values: Partial<typeof budgetHeader.$inferInsert>,
) {
  const [row] = await db.update(budgetHeader).set(values).where(eq(budgetHeader.id, id)).returning();
  return row!;
}

export async function deleteHeader(db: Executor, id: string) {
  await db.delete(budgetHeader).where(eq(budgetHeader.id, id));
}

export async function insertHistory(db: Executor, values: typeof budgetHistory.$inferInsert) {
  await db.insert(budgetHistory).values(values);
}

export async function historyOf(db: Executor, headerId: string) {
  const fromItem = alias(budgetItem, 'from_item');
  const toItem = alias(budgetItem, 'to_item');
  return db
    .select({ h: budgetHistory, fromCode: fromItem.code, toCode: toItem.code, createdBy: appUser.username })
    .from(budgetHistory)
    .leftJoin(fromItem, eq(fromItem.id, budgetHistory.fromItemId))
    .leftJoin(toItem, eq(toItem.id, budgetHistory.toItemId))
    .leftJoin(appUser, eq(appUser.id, budgetHistory.createdBy))
    .where(eq(budgetHistory.headerId, headerId))
    .orderBy(asc(budgetHistory.createdAt), asc(budgetHistory.revision));
}

const ofItsEntry = and(
  eq(journalEntry.id, journalLine.entryId),
  eq(journalEntry.propertyId, journalLine.propertyId),
);
/**
 * The ledger lines a budget's actual is made of: the accounts chosen, between two dates, the year close (YC) left
 * out (it zeroes every expense account on the year's last day). Served by the index journal_line_account_date.
 */
function expenseLines(propertyId: string, accounts: SQL | undefined, fromDate: string, toDate: string) {
  return and(
    eq(journalLine.propertyId, propertyId),
    accounts,
    sql`${journalLine.entryDate} between ${fromDate} and ${toDate}`,
    ne(journalEntry.documentType, 'YC'),
  );
}

/**
 * Actual expense per account and month (YYYY-MM) between two dates: debits less credits of the ledger's lines,
 * every entry but the year's closing entry (YC), which takes expenses to zero on 31 December.
 */
export async function actualsOf(
  db: Executor,
  propertyId: string,
  accountCodes: string[],
  fromDate: string,
  toDate: string,
) {
  if (accountCodes.length === 0) return [];
  const period = sql<string>`to_char(${journalLine.entryDate}, 'YYYY-MM')`;
  return db
    .select({
      accountCode: journalLine.accountCode,
      period,
      amount: sql<string>`sum(${journalLine.debit} - ${journalLine.credit})::text`,
    })
    .from(journalLine)
    .innerJoin(journalEntry, ofItsEntry)
    .where(expenseLines(propertyId, inArray(journalLine.accountCode, accountCodes), fromDate, toDate))
    .groupBy(journalLine.accountCode, period);
}

/** Budget items some budget of the property uses (locks their codes). */
export async function budgetsUsingItem(db: Executor, propertyId: string, code: string) {
  return db
    .selectDistinct({ year: budgetHeader.fiscalYear })
    .from(budgetLine)
    .innerJoin(budgetHeader, eq(budgetHeader.id, budgetLine.headerId))
    .innerJoin(budgetItem, eq(budgetItem.id, budgetLine.budgetItemId))
    .where(and(eq(budgetHeader.propertyId, propertyId), eq(budgetItem.code, code)))
    .orderBy(asc(budgetHeader.fiscalYear));
}

/** The ledger lines of an account between two dates, oldest first (the lines actualsOf sums). */
export async function entriesOf(
  db: Executor,
  propertyId: string,
  accountCode: string,
  fromDate: string,
  toDate: string,
) {
  return db
    .select({
      entryDate: journalLine.entryDate,
      documentType: journalEntry.documentType,
      documentNo: journalEntry.documentNo,
      description: journalEntry.description,
      debit: journalLine.debit,
      credit: journalLine.credit,
    })
    .from(journalLine)
    .innerJoin(journalEntry, ofItsEntry)
    .where(expenseLines(propertyId, eq(journalLine.accountCode, accountCode), fromDate, toDate))
    .orderBy(asc(journalLine.entryDate), asc(journalEntry.documentNo));
}

/** The property's rule for spending over the available budget (no settings row: the default). */
export async function budgetControlOf(db: Executor, propertyId: string) {
  const [row] = await db
    .select({ control: propertySetting.budgetOverAvailable })
    .from(propertySetting)
    .where(eq(propertySetting.propertyId, propertyId));
  return row?.control ?? null;
}

/** The month the property's fiscal year starts (January when it has no settings row). */
export async function fiscalStartMonthOf(db: Executor, propertyId: string): Promise<number> {
  const [row] = await db
    .select({ month: propertySetting.fiscalYearStartMonth })
    .from(propertySetting)
    .where(eq(propertySetting.propertyId, propertyId));
  return row?.month ?? 1;
}
