import { decimalStringToSatang, satangToDecimalString, SURCHARGE_CATEGORIES } from '@suanklang/shared';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bangkokToday } from '../../platform/clock';
import { appUser, property } from '../../platform/db/schema';
import { invoice, invoiceLine } from '../invoices';
import { journalEntry, journalLine } from '../ledger';
import { cancelReceiptInTx, receipt, writeReceipt } from '../receipts';
import { unit } from '../units';
import { agingReport, arControlBalance, openLinesAsOf, receivableAccounts } from './aging.service';

/**
 * Aging from open items against the ledger: after every step of a random mix of invoices, receipts (partial, full,
 * over several invoices and lines), credit notes and cancelled receipts, the aging total equals the AR control
 * balance, and each invoice line's open amount equals the sum of its receivable journal lines (the aging's former
 * query, kept here as the oracle), as of today and as of past dates.
 */

let t: TestApp;
let actor: Parameters<typeof writeReceipt>[1];
let propertyId = '';
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [rvs] = await db.select().from(property).where(eq(property.code, 'RVS'));
  const [user] = await db.select().from(appUser).where(eq(appUser.username, 'accountant'));
  propertyId = rvs!.id;
  actor = {
    user: { id: user!.id, username: 'accountant', firstName: '', lastName: '', email: null, isAdmin: false },
    property: { id: rvs!.id, code: 'RVS', nameTh: rvs!.nameTh, nameEn: rvs!.nameEn },
    rights: null as never,
    lang: 'en',
  };
}, 120_000);
afterAll(() => t.close());

const today = bangkokToday();
const daysAgo = (n: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const PAST = [daysAgo(7), daysAgo(35)];

/** A small deterministic generator (mulberry32), so a failure replays the same steps. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** The former aging query: receivable journal lines summed per invoice line up to asOf. */
async function ledgerPerLine(asOf: string): Promise<Map<string, number>> {
  const accounts = await receivableAccounts(t.database.db, propertyId);
  const rows = await t.database.db
    .select({
      lineId: journalLine.invoiceLineId,
      balance: sql<string>`sum(${journalLine.debit} - ${journalLine.credit})::text`,
    })
    .from(journalLine)
    .innerJoin(journalEntry, eq(journalEntry.id, journalLine.entryId))
    .where(
      and(
        eq(journalLine.propertyId, propertyId),
        inArray(journalLine.accountCode, accounts),
        lte(journalEntry.entryDate, asOf),
      ),
    )
    .groupBy(journalLine.invoiceLineId)
    .having(sql`sum(${journalLine.debit} - ${journalLine.credit}) <> 0`);
  return new Map(rows.map((r) => [r.lineId!, decimalStringToSatang(r.balance)]));
}

async function openPerLine(asOf: string): Promise<Map<string, number>> {
  const db = t.database.db;
  const open = openLinesAsOf(db, propertyId, await receivableAccounts(db, propertyId), asOf);
  const rows = await db
    .select({ lineId: open.lineId, balance: sql<string>`${open.balance}::text` })
    .from(open);
  return new Map(rows.map((r) => [r.lineId, decimalStringToSatang(r.balance)]));
}

/** The AR control balance as the ledger states it: receivable lines of entries dated up to asOf. */
async function ledgerControl(asOf: string): Promise<number> {
  const accounts = await receivableAccounts(t.database.db, propertyId);
  const [row] = await t.database.db
    .select({ balance: sql<string>`coalesce(sum(${journalLine.debit} - ${journalLine.credit}), 0)::text` })
    .from(journalLine)
    .innerJoin(journalEntry, eq(journalEntry.id, journalLine.entryId))
    .where(
      and(
        eq(journalLine.propertyId, propertyId),
        inArray(journalLine.accountCode, accounts),
        lte(journalEntry.entryDate, asOf),
      ),
    );
  return decimalStringToSatang(row!.balance);
}

const sorted = (m: Map<string, number>) => [...m.entries()].sort(([a], [b]) => (a < b ? -1 : 1));

async function expectTiedToLedger(step: string) {
  for (const asOf of [today, ...PAST]) {
    const report = await agingReport(t.database.db, propertyId, asOf, [30, 60, 90], 'en');
    const control = await ledgerControl(asOf);
    expect(await arControlBalance(t.database.db, propertyId, asOf)).toBe(control);
    expect(`${step} ${asOf}: ${report.totals.total}`).toBe(
      `${step} ${asOf}: ${satangToDecimalString(control)}`,
    );
    expect(report.arControl).toBe(report.totals.total);
    expect(sorted(await openPerLine(asOf))).toEqual(sorted(await ledgerPerLine(asOf)));
  }
  // Each invoice's settled amounts are those of its lines (the open-item index reads the invoice's).
  const [drift] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoice)
    .where(
      and(
        eq(invoice.propertyId, propertyId),
        sql`exists (select 1 from invoice_line l where l.invoice_id = ${invoice.id} group by l.invoice_id having sum(l.paid_amount) <> ${invoice.paidAmount} or sum(l.credited_amount) <> ${invoice.creditedAmount})`,
      ),
    );
  expect(drift?.n).toBe(0);
  // The surcharge's principal the database keeps per invoice equals its surcharge-bearing lines' open amounts.
  const bearing = SURCHARGE_CATEGORIES.map((c) => `'${c}'`).join(', ');
  const result = await t.database.db.execute(
    sql.raw(`select count(*) filter (where i.surcharge_open <> coalesce(s.open, 0))::int as n,
                    count(*) filter (where i.surcharge_open > 0)::int as bearing
               from invoice i
               left join (select l.invoice_id, sum(l.grand_total - l.paid_amount - l.credited_amount) as open
                            from invoice_line l join expense_type et on et.id = l.expense_type_id
                           where et.category in (${bearing}) group by l.invoice_id) s on s.invoice_id = i.id
              where i.property_id = '${propertyId}'`),
  );
  const [stale] = (result as { rows: { n: number; bearing: number }[] }).rows;
  expect(`${step}: ${stale!.n} stale`).toBe(`${step}: 0 stale`);
  mostBearing = Math.max(mostBearing, stale!.bearing);
}
/** The most invoices with a surcharge principal seen at once: the check above compared real amounts. */
let mostBearing = 0;

type Open = { invoiceId: string; invoiceNo: string; unitId: string; invoiceDate: string; owed: number };

async function openInvoicesOf(unitIds: string[]): Promise<Open[]> {
  const rows = await t.database.db
    .select({
      invoiceId: invoice.id,
      invoiceNo: invoice.invoiceNo,
      unitId: invoice.unitId,
      invoiceDate: invoice.invoiceDate,
      owed: sql<string>`(${invoice.grandTotal} - ${invoice.paidAmount} - ${invoice.creditedAmount})::text`,
    })
    .from(invoice)
    .where(
      and(
        eq(invoice.propertyId, propertyId),
        eq(invoice.status, 'ISSUED'),
        inArray(invoice.unitId, unitIds),
        sql`${invoice.grandTotal} > ${invoice.paidAmount} + ${invoice.creditedAmount}`,
      ),
    )
    .orderBy(invoice.invoiceNo);
  return rows.map((r) => ({ ...r, invoiceNo: r.invoiceNo!, owed: decimalStringToSatang(r.owed) }));
}

describe('aging from open items equals the ledger', () => {
  it('after random invoices, receipts, credit notes and cancelled receipts, as of today and past dates', async () => {
    const rnd = random(20261126);
    const pick = <T>(list: T[]): T => list[Math.floor(rnd() * list.length)]!;
    const codes = ['A0101', 'A0102', 'B0101', 'B0102'];
    const units = await t.database.db
      .select({ id: unit.id, code: unit.code })
      .from(unit)
      .where(and(eq(unit.propertyId, propertyId), inArray(unit.code, codes)));
    expect(units).toHaveLength(codes.length);
    const unitIds = units.map((u) => u.id);
    const receipts: { id: string; date: string }[] = [];
    const done = { invoice: 0, receipt: 0, partial: 0, multi: 0, credit: 0, cancel: 0 };

    await expectTiedToLedger('start');
    for (let step = 0; step < 36; step++) {
      const open = await openInvoicesOf(unitIds);
      const roll = rnd();
      if (open.length < 3 || roll < 0.25) {
        // An invoice of one to three lines, dated up to 60 days back, due 15 days later.
        const age = Math.floor(rnd() * 60);
        const lineCount = 1 + Math.floor(rnd() * 3);
        const res = await t.call({
          as: 'accountant',
          method: 'POST',
          url: '/invoices/save',
          payload: {
            lang: 'EN',
            propertyCode: 'RVS',
            unitCode: pick(units).code,
            invoiceDate: daysAgo(age),
            dueDate: daysAgo(age - 15),
            issue: true,
            lines: Array.from({ length: lineCount }, (_, i) => ({
              expenseTypeCode: ['CF', 'PK', 'KC'][i],
              description: `line ${i + 1}`,
              quantity: '1',
              unitPrice: `${100 + Math.floor(rnd() * 900)}.${String(Math.floor(rnd() * 100)).padStart(2, '0')}`,
            })),
          },
        });
        expect(res.statusCode).toBe(201);
        done.invoice++;
      } else if (roll < 0.65) {
        // A receipt on one or two invoices of a unit: the whole of what is owed, or part of it.
        const first = pick(open);
        const sameUnit = open.filter((o) => o.unitId === first.unitId);
        const chosen = sameUnit.length > 1 && rnd() < 0.4 ? sameUnit.slice(0, 2) : [first];
        const pays = chosen.map((o) => ({
          invoiceId: o.invoiceId,
          payAmount: rnd() < 0.5 ? o.owed : Math.max(1, Math.floor(o.owed * rnd())),
        }));
        const latest = chosen.reduce((d, o) => (o.invoiceDate > d ? o.invoiceDate : d), '');
        const back = Math.floor(rnd() * 40);
        const date = daysAgo(back) > latest ? daysAgo(back) : latest;
        const total = pays.reduce((s, p) => s + p.payAmount, 0);
        const written = await t.database.db.transaction((tx) =>
          writeReceipt(tx, actor, {
            unitId: first.unitId,
            receiptType: '1',
            receiptDate: date,
            source: 'COUNTER',
            invoices: pays,
            payments: [{ paymentType: 'CASH', accountCode: '1111', amount: total }],
          }),
        );
        receipts.push({ id: written.id, date });
        done.receipt++;
        if (pays.some((p, i) => p.payAmount < chosen[i]!.owed)) done.partial++;
        if (chosen.length > 1) done.multi++;
      } else if (roll < 0.85) {
        // A credit note on part of what one line still owes (approved at once: no approval step on RVS).
        const target = pick(open);
        const [line] = await t.database.db
          .select({
            lineNo: invoiceLine.lineNo,
            owed: sql<string>`(${invoiceLine.grandTotal} - ${invoiceLine.paidAmount} - ${invoiceLine.creditedAmount})::text`,
          })
          .from(invoiceLine)
          .where(
            and(
              eq(invoiceLine.invoiceId, target.invoiceId),
              sql`${invoiceLine.grandTotal} > ${invoiceLine.paidAmount} + ${invoiceLine.creditedAmount}`,
            ),
          )
          .orderBy(invoiceLine.lineNo)
          .limit(1);
        const amount = Math.max(1, Math.floor(decimalStringToSatang(line!.owed) * (0.2 + 0.8 * rnd())));
        const unitCode = units.find((u) => u.id === target.unitId)!.code;
        const res = await t.call({
          as: 'accountant',
          method: 'POST',
          url: '/creditnotes/save',
          payload: {
            lang: 'EN',
            propertyCode: 'RVS',
            creditNoteType: 1,
            unitCode,
            creditNoteDate: target.invoiceDate > daysAgo(3) ? target.invoiceDate : daysAgo(3),
            description: 'random credit',
            lines: [
              { invoiceNo: target.invoiceNo, lineNo: line!.lineNo, amount: satangToDecimalString(amount) },
            ],
          },
        });
        expect(res.statusCode).toBe(201);
        expect(res.json().data.status).toBe(4);
        done.credit++;
      } else if (receipts.length > 0) {
        // A cancelled receipt: its reversal is dated today (or on the receipt's own date when later).
        const [r] = receipts.splice(Math.floor(rnd() * receipts.length), 1);
        await t.database.db.transaction((tx) => cancelReceiptInTx(tx, actor, r!.id, 'random cancel'));
        const [row] = await t.database.db.select().from(receipt).where(eq(receipt.id, r!.id));
        expect(row!.status).toBe('CANCELLED');
        done.cancel++;
      }
      await expectTiedToLedger(`step ${step}`);
    }
    // The mix exercised every kind of step.
    expect(Object.values(done).every((n) => n > 0)).toBe(true);
    expect(mostBearing).toBeGreaterThan(0);
  }, 600_000);
});
