import { ACCOUNT_ROLES } from '@suanklang/accounting';
import {
  decimalStringToSatang,
  parseAgingBuckets,
  satangToDecimalString,
  type AgingBucket,
  type AgingReport,
  type Lang,
} from '@suanklang/shared';
import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../platform/db/client';
import { inReportTransaction } from '../../platform/db/report-transaction';
import { AppError } from '../../platform/errors';
import type { scoped } from '../../platform/request-context';
import { expenseType } from '../config-expense';
import { writeWorkbook } from '../invoice-import';
import { invoice, invoiceLine, openInvoice, openLinesOfInvoice } from '../invoices';
import { accountsBalance, journalLine, accountMapOf } from '../ledger';
import { unit } from '../units';

type Actor = ReturnType<typeof scoped>;

/** The property's receivable accounts: every AR_* role of its account map. */
export async function receivableAccounts(tx: Executor, propertyId: string): Promise<string[]> {
  const map = await accountMapOf(tx, propertyId);
  return [...new Set(ACCOUNT_ROLES.filter((r) => r.startsWith('AR_')).map((r) => map[r]))];
}

/** Receivable lines posted after asOf: what to take back from today's balances to see them as of asOf. */
const postedAfter = (propertyId: string, accounts: string[], asOf: string) =>
  and(
    eq(journalLine.propertyId, propertyId),
    inArray(journalLine.accountCode, accounts),
    gt(journalLine.entryDate, asOf),
  );

/** Balance of the AR control accounts in the ledger at the end of asOf, in satang. */
export async function arControlBalance(tx: Executor, propertyId: string, asOf: string): Promise<number> {
  return accountsBalance(tx, propertyId, await receivableAccounts(tx, propertyId), asOf);
}

/** Bucket columns for limits [30, 60, 90]: not yet due, 1-30, 31-60, 61-90, over 90. */
export function bucketsOf(limits: number[]): AgingBucket[] {
  const out: AgingBucket[] = [{ from: 0, to: 0 }];
  let from = 1;
  for (const to of limits) {
    out.push({ from, to });
    from = to + 1;
  }
  out.push({ from, to: null });
  return out;
}

export function bucketIndex(buckets: AgingBucket[], daysOverdue: number): number {
  if (daysOverdue <= 0) return 0;
  const i = buckets.findIndex(
    (b, n) => n > 0 && daysOverdue >= b.from && (b.to === null || daysOverdue <= b.to),
  );
  return i < 0 ? buckets.length - 1 : i;
}

/**
 * What each invoice line owed at the end of asOf, from open items: what it owes now (the settled amounts the
 * posting paths keep on it), plus the receivable movements dated after asOf taken back (a receipt after asOf was
 * still owed on asOf; an invoice posted after asOf was not owed yet). Today's aging reads only the open invoices
 * (index invoice_open_due) and the few entries dated after today; a past asOf also reads the receivable lines of
 * the entries since then (index journal_line_account_date), so its cost grows with how far back it goes, never with the
 * whole history.
 */
export function openLinesAsOf(tx: Executor, propertyId: string, accounts: string[], asOf: string) {
  const line = openLinesOfInvoice(tx);
  const openNow = tx
    .select({
      lineId: sql<string>`${line.lineId}`.as('line_id'),
      amount: sql<string>`${line.amount}`.as('amount'),
    })
    .from(invoice)
    .innerJoinLateral(line, sql`true`)
    .where(openInvoice(propertyId));
  const movedSince = tx
    .select({
      lineId: sql<string>`${journalLine.invoiceLineId}`.as('line_id'),
      amount: sql<string>`(${journalLine.credit} - ${journalLine.debit})`.as('amount'),
    })
    .from(journalLine)
    .where(and(postedAfter(propertyId, accounts, asOf), isNotNull(journalLine.invoiceLineId)));
  const moves = unionAll(openNow, movedSince).as('moves');
  return tx
    .select({ lineId: moves.lineId, balance: sql<string>`sum(${moves.amount})`.as('balance') })
    .from(moves)
    .groupBy(moves.lineId)
    .having(sql`sum(${moves.amount}) <> 0`)
    .as('open_line');
}

/**
 * The aging from open items (openLinesAsOf), aged by each invoice's due date, then added up by unit and expense
 * type; with the AR control balance of the ledger beside it, which it equals (open-items.int.test.ts proves it).
 */
export async function agingReport(
  tx: Executor,
  propertyId: string,
  asOf: string,
  limits: number[],
  lang: Lang,
): Promise<AgingReport> {
  const accounts = await receivableAccounts(tx, propertyId);
  const open = openLinesAsOf(tx, propertyId, accounts, asOf);
  const rows = await tx
    .select({
      unitCode: unit.code,
      customerName: invoice.customerName,
      invoiceDate: invoice.invoiceDate,
      expenseTypeCode: expenseType.code,
      nameTh: expenseType.nameTh,
      nameEn: expenseType.nameEn,
      daysOverdue: sql<number>`(${asOf}::date - ${invoice.dueDate})::int`,
      balance: sql<string>`${open.balance}::text`,
    })
    .from(open)
    .innerJoin(invoiceLine, eq(invoiceLine.id, open.lineId))
    .innerJoin(invoice, eq(invoice.id, invoiceLine.invoiceId))
    .innerJoin(unit, eq(unit.id, invoice.unitId))
    .innerJoin(expenseType, eq(expenseType.id, invoiceLine.expenseTypeId))
    .where(eq(invoiceLine.propertyId, propertyId))
    .orderBy(asc(unit.code), asc(expenseType.code), asc(invoice.invoiceDate));

  const buckets = bucketsOf(limits);
  type Acc = {
    unitCode: string;
    customerName: string;
    latest: string;
    code: string;
    description: string;
    amounts: number[];
  };
  const groups = new Map<string, Acc>();
  for (const r of rows) {
    const key = `${r.unitCode}\u0000${r.expenseTypeCode}`;
    let g = groups.get(key);
    if (!g) {
      g = {
        unitCode: r.unitCode,
        customerName: r.customerName,
        latest: r.invoiceDate,
        code: r.expenseTypeCode,
        description: lang === 'en' ? r.nameEn : r.nameTh,
        amounts: buckets.map(() => 0),
      };
      groups.set(key, g);
    }
    // The unit's current billing name: that of its latest invoice.
    if (r.invoiceDate >= g.latest) {
      g.latest = r.invoiceDate;
      g.customerName = r.customerName;
    }
    g.amounts[bucketIndex(buckets, r.daysOverdue)]! += decimalStringToSatang(r.balance);
  }
  const totals = buckets.map(() => 0);
  const out = [...groups.values()].map((g) => {
    g.amounts.forEach((a, i) => (totals[i]! += a));
    return {
      unitCode: g.unitCode,
      customerName: g.customerName,
      expenseTypeCode: g.code,
      expenseTypeDescription: g.description,
      amounts: g.amounts.map(satangToDecimalString),
      total: satangToDecimalString(g.amounts.reduce((s, a) => s + a, 0)),
    };
  });
  return {
    asOf,
    buckets,
    rows: out,
    totals: {
      amounts: totals.map(satangToDecimalString),
      total: satangToDecimalString(totals.reduce((s, a) => s + a, 0)),
    },
    arControl: satangToDecimalString(await arControlBalance(tx, propertyId, asOf)),
  };
}

export function bucketLabel(b: AgingBucket, lang: Lang): string {
  if (b.from === 0 && b.to === 0) return lang === 'en' ? 'Not yet due' : 'ยังไม่ถึงกำหนด';
  if (b.to === null) return lang === 'en' ? `Over ${b.from - 1} days` : `เกิน ${b.from - 1} วัน`;
  return lang === 'en' ? `${b.from}-${b.to} days` : `${b.from}-${b.to} วัน`;
}

/** timeoutMs bounds each report on PostgreSQL (inReportTransaction). */
export function createAgingService(db: Db, opts: { timeoutMs: number }) {
  function limitsOf(text: string | undefined): number[] {
    const limits = parseAgingBuckets(text);
    if (!limits) throw new AppError('ST001');
    return limits;
  }
  return {
    async report(actor: Actor, asOf: string, buckets: string | undefined): Promise<AgingReport> {
      const limits = limitsOf(buckets);
      return inReportTransaction(db, opts.timeoutMs, (tx) =>
        agingReport(tx, actor.property.id, asOf, limits, actor.lang),
      );
    },

    async excel(
      actor: Actor,
      asOf: string,
      buckets: string | undefined,
      lang: Lang,
    ): Promise<{ data: Buffer; fileName: string }> {
      const limits = limitsOf(buckets);
      const report = await inReportTransaction(db, opts.timeoutMs, (tx) =>
        agingReport(tx, actor.property.id, asOf, limits, lang),
      );
      const labels = report.buckets.map((b) => bucketLabel(b, lang));
      const head =
        lang === 'en'
          ? ['Unit', 'Customer', 'Expense type', 'Description']
          : ['ห้อง', 'ลูกค้า', 'ประเภทค่าใช้จ่าย', 'รายละเอียด'];
      const totalLabel = lang === 'en' ? 'Total' : 'รวม';
      const data = await writeWorkbook([
        {
          name: lang === 'en' ? `Aging ${asOf}` : `อายุลูกหนี้ ${asOf}`,
          columns: [...head, ...labels, totalLabel],
          widths: [10, 30, 14, 26, ...labels.map(() => 16), 16],
          rows: [
            ...report.rows.map((r) => [
              r.unitCode,
              r.customerName,
              r.expenseTypeCode,
              r.expenseTypeDescription,
              ...r.amounts.map(Number),
              Number(r.total),
            ]),
            [totalLabel, null, null, null, ...report.totals.amounts.map(Number), Number(report.totals.total)],
          ],
        },
      ]);
      return { data, fileName: `aging-${actor.property.code}-${asOf}.xlsx` };
    },
  };
}
