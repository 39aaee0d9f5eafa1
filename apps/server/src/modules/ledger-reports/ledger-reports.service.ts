import {
  movementOf,
  movementTotals,
  owedOf,
  owedTotals,
  runningBalances,
  type Movement,
} from '@suanklang/accounting';
import {
  decimalStringToSatang,
  isCodeOf,
  LEDGER_EXPORT_LINE_LIMIT,
  satangToDecimalString,
  type AccruedExpenseReport,
  type CashBankReport,
  type GlDocumentType,
  type JournalReport,
  type Lang,
  type LedgerAccount,
  type LedgerPage,
  type LedgerReport,
} from '@suanklang/shared';
import { z } from 'zod';
import type { Db, Executor } from '../../platform/db/client';
import { inReportTransaction } from '../../platform/db/report-transaction';
import { AppError } from '../../platform/errors';
import type { PropertyScope } from '../../platform/request-context';
import { accountSums } from '../general-ledger';
import { accountMapOf, nextMonth } from '../ledger';
import * as repo from './ledger-reports.repository';

type Actor = { property: PropertyScope };
type Period = { periodFrom: string; periodTo: string; postedOnly: 'Y' | 'N' };

/**
 * The accrued-expense liability account of the standard chart (ค่าใช้จ่ายค้างจ่าย): the report shows it and every
 * account a property adds under it.
 */
export const ACCRUED_EXPENSE_ROOT = '2120';

const money = satangToDecimalString;
const satang = decimalStringToSatang;
/** A stored document type the reports do not know yet is shown as a journal voucher (as the G/L list does). */
const typeOf = (code: string): GlDocumentType => (isCodeOf('glDocumentType', code) ? code : 'JV');
const kindOf = (kind: string) => (kind === 'REVERSAL' ? ('REVERSAL' as const) : ('POST' as const));

// ----- cursors: the key of the last row shown, opaque to the screen -----

const lineCursor = z.object({ a: z.string().max(20), d: z.iso.date(), i: z.number().int().positive() });
const entryCursor = z.object({ d: z.iso.date(), n: z.string().max(30), e: z.uuid() });

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
/** A cursor this server did not write is bad input (ST001), as the document lists' cursors are. */
function decode<T>(text: string | undefined, shape: z.ZodType<T>): T | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const cursor = shape.safeParse(parsed);
  if (!cursor.success) throw new AppError('ST001', [{ path: 'cursor', rule: 'cursor', message: 'cursor' }]);
  return cursor.data;
}

// ----- what every report reads -----

/** The months as a window of lines; a first month after the last is refused as the trial balance refuses it. */
function windowOf(p: Period): repo.LineWindow {
  if (p.periodFrom > p.periodTo) throw new AppError('GL014');
  return {
    start: `${p.periodFrom}-01`,
    end: `${nextMonth(p.periodTo)}-01`,
    postedOnly: p.postedOnly === 'Y',
  };
}

/**
 * Each account's movement over the months: the trial balance's own sums (closed months from their totals, open
 * months from their lines), so every report here ties to it.
 */
async function movementsOf(tx: Executor, propertyId: string, p: Period): Promise<Map<string, Movement>> {
  const sums = await accountSums(tx, propertyId, {
    from: p.periodFrom,
    to: p.periodTo,
    postedOnly: p.postedOnly === 'Y',
  });
  const merged = new Map<string, { opening: number; debit: number; credit: number }>();
  for (const s of sums) {
    const m = merged.get(s.accountCode) ?? { opening: 0, debit: 0, credit: 0 };
    merged.set(s.accountCode, {
      opening: m.opening + s.opening,
      debit: m.debit + s.debit,
      credit: m.credit + s.credit,
    });
  }
  return new Map([...merged].map(([code, m]) => [code, movementOf(m)]));
}

const NONE: Movement = { opening: 0, debit: 0, credit: 0, closing: 0 };
const moves = (m: Movement) => m.opening !== 0 || m.debit !== 0 || m.credit !== 0;

type Chart = Map<string, repo.ChartAccount>;
async function chartMap(tx: Executor, propertyId: string): Promise<Chart> {
  return new Map((await repo.chartOf(tx, propertyId)).map((a) => [a.code, a]));
}
const nameIn = (chart: Chart, code: string, lang: Lang) => {
  const a = chart.get(code);
  return a ? (lang === 'en' ? a.nameEn : a.nameTh) : '';
};

/**
 * One page of ledger lines of `codes` (the accounts asked for, in code order) and the accounts it reaches:
 * from the account after the previous page's last line (or that account again when its lines go on) to this
 * page's last line's account (to the end on the last page), so accounts with a balance and no line in the months
 * show too, once. `whole` reads every line in one page and refuses more than the files' limit (LR003).
 */
async function ledgerPageOf(
  tx: Executor,
  ctx: {
    propertyId: string;
    lang: Lang;
    window: repo.LineWindow;
    codes: readonly string[];
    movements: Map<string, Movement>;
    chart: Chart;
  },
  page: { cursor?: string | undefined; pageSize: number; whole?: boolean },
): Promise<LedgerPage> {
  const cursor = decode(page.cursor, lineCursor);
  const after = cursor ? { accountCode: cursor.a, entryDate: cursor.d, lineId: cursor.i } : null;
  // Only accounts that moved in the months have lines in them (a line is never zero): each is read alone, from
  // the cursor on, until the page (and one line more, to tell whether a page follows) is full.
  const fetched: repo.LedgerLineRecord[] = [];
  for (const code of ctx.codes) {
    const m = ctx.movements.get(code);
    if (!m || (m.debit === 0 && m.credit === 0) || (after && code < after.accountCode)) continue;
    const want = page.pageSize + 1 - fetched.length;
    if (want <= 0) break;
    fetched.push(
      ...(await repo.accountLines(
        tx,
        ctx.propertyId,
        ctx.window,
        code,
        after?.accountCode === code ? after : null,
        want,
      )),
    );
  }
  const hasMore = fetched.length > page.pageSize;
  if (hasMore && page.whole) throw new AppError('LR003');
  const lines = fetched.slice(0, page.pageSize);
  const first = lines[0];
  const last = lines.at(-1);
  const continuing = after && first?.accountCode === after.accountCode ? after.accountCode : null;
  const endCode = hasMore ? last!.accountCode : null;

  const reached = new Set(lines.map((l) => l.accountCode));
  for (const code of ctx.codes)
    if (
      moves(ctx.movements.get(code) ?? NONE) &&
      (after === null || code > after.accountCode || code === continuing) &&
      (endCode === null || code <= endCode)
    )
      reached.add(code);

  const accounts: LedgerAccount[] = [];
  for (const code of [...reached].sort()) {
    const m = ctx.movements.get(code) ?? NONE;
    const own = lines.filter((l) => l.accountCode === code);
    let broughtForward = m.opening;
    if (code === continuing && first) {
      const before = await repo.sumBefore(tx, ctx.propertyId, ctx.window, {
        accountCode: code,
        entryDate: first.entryDate,
        lineId: first.lineId,
      });
      broughtForward += satang(before.debit) - satang(before.credit);
    }
    const sided = own.map((l) => ({ debit: satang(l.debit), credit: satang(l.credit) }));
    const balances = runningBalances(broughtForward, sided);
    const account = ctx.chart.get(code);
    accounts.push({
      accountCode: code,
      accountName: nameIn(ctx.chart, code, ctx.lang),
      category: account?.category ?? null,
      opening: money(m.opening),
      broughtForward: money(broughtForward),
      lines: own.map((l, i) => ({
        entryId: l.entryId,
        lineNo: l.lineNo,
        entryDate: l.entryDate,
        documentType: typeOf(l.documentType),
        documentNo: l.documentNo,
        kind: kindOf(l.kind),
        description: l.description,
        debit: money(sided[i]!.debit),
        credit: money(sided[i]!.credit),
        balance: money(balances[i]!),
      })),
      continued: code === continuing,
      more: hasMore && code === endCode && fetched[page.pageSize]!.accountCode === code,
      debit: money(m.debit),
      credit: money(m.credit),
      closing: money(m.closing),
    });
  }
  const totals = movementTotals(ctx.codes.map((c) => ctx.movements.get(c) ?? NONE));
  return {
    accounts,
    next: hasMore ? encode({ a: last!.accountCode, d: last!.entryDate, i: last!.lineId }) : null,
    totals: {
      opening: money(totals.opening),
      debit: money(totals.debit),
      credit: money(totals.credit),
      closing: money(totals.closing),
    },
  };
}

export type LedgerReportQuery = Period & {
  accountFrom?: string | undefined;
  accountTo?: string | undefined;
  cursor?: string | undefined;
  pageSize: number;
};
export type JournalReportQuery = Period & {
  documentType?: GlDocumentType | undefined;
  cursor?: string | undefined;
  pageSize: number;
};
export type AccruedReportQuery = Period & { cursor?: string | undefined; pageSize: number };

/** `exportLineLimit`: the most lines a file holds (LEDGER_EXPORT_LINE_LIMIT; smaller in tests). */
export function createLedgerReports(db: Db, options: { timeoutMs: number; exportLineLimit?: number }) {
  const fileLimit = options.exportLineLimit ?? LEDGER_EXPORT_LINE_LIMIT;
  const read = <T>(work: (tx: Executor) => Promise<T>) => inReportTransaction(db, options.timeoutMs, work);

  async function ledger(
    actor: Actor,
    q: LedgerReportQuery,
    lang: Lang,
    whole = false,
  ): Promise<LedgerReport> {
    const window = windowOf(q);
    // One account named: that account alone.
    const from = q.accountFrom ?? q.accountTo;
    const to = q.accountTo ?? q.accountFrom;
    if (from && to && from > to) throw new AppError('LR001');
    return read(async (tx) => {
      const propertyId = actor.property.id;
      const chart = await chartMap(tx, propertyId);
      for (const [path, code] of [
        ['accountFrom', from],
        ['accountTo', to],
      ] as const)
        if (code && !chart.has(code))
          throw new AppError('LR002', [{ path, rule: 'account', message: 'account' }]);
      const movements = await movementsOf(tx, propertyId, q);
      const inRange = (c: string) => (!from || c >= from) && (!to || c <= to);
      const codes = [...new Set([...chart.keys(), ...movements.keys()])].filter(inRange).sort();
      const page = await ledgerPageOf(
        tx,
        { propertyId, lang, window, codes, movements, chart },
        whole ? { pageSize: fileLimit, whole } : { cursor: q.cursor, pageSize: q.pageSize },
      );
      return {
        periodFrom: q.periodFrom,
        periodTo: q.periodTo,
        postedOnly: q.postedOnly === 'Y',
        accountFrom: from ?? null,
        accountTo: to ?? null,
        ...page,
      };
    });
  }

  async function journal(
    actor: Actor,
    q: JournalReportQuery,
    lang: Lang,
    whole = false,
  ): Promise<JournalReport> {
    const window = windowOf(q);
    const filter: repo.EntryFilter = { ...window, documentType: q.documentType };
    return read(async (tx) => {
      const propertyId = actor.property.id;
      if (whole) {
        const lines = await repo.journalLineCount(tx, propertyId, filter, fileLimit + 1);
        if (lines > fileLimit) throw new AppError('LR003');
      }
      const cursor = decode(q.cursor, entryCursor);
      const after = cursor ? { entryDate: cursor.d, documentNo: cursor.n, entryId: cursor.e } : null;
      // Each entry has two lines or more: the files' line limit bounds their entries too.
      const pageSize = whole ? fileLimit : q.pageSize;
      const [fetched, totals] = await Promise.all([
        repo.journalEntries(tx, propertyId, filter, after, pageSize + 1),
        repo.journalTotals(tx, propertyId, filter),
      ]);
      const hasMore = fetched.length > pageSize;
      const entries = fetched.slice(0, pageSize);
      const lines = await repo.linesOfEntries(
        tx,
        propertyId,
        entries.map((e) => e.entryId),
      );
      const byEntry = new Map<string, typeof lines>();
      for (const l of lines) byEntry.set(l.entryId, [...(byEntry.get(l.entryId) ?? []), l]);
      const last = entries.at(-1);
      return {
        periodFrom: q.periodFrom,
        periodTo: q.periodTo,
        postedOnly: q.postedOnly === 'Y',
        documentType: q.documentType ?? null,
        entries: entries.map((e) => {
          const own = byEntry.get(e.entryId) ?? [];
          return {
            entryId: e.entryId,
            entryDate: e.entryDate,
            documentType: typeOf(e.documentType),
            documentNo: e.documentNo,
            kind: kindOf(e.kind),
            description: e.description,
            posted: e.posted,
            lines: own.map((l) => ({
              lineNo: l.lineNo,
              accountCode: l.accountCode,
              accountName: (lang === 'en' ? l.nameEn : l.nameTh) ?? '',
              description: l.description,
              debit: money(satang(l.debit)),
              credit: money(satang(l.credit)),
            })),
            debit: money(own.reduce((s, l) => s + satang(l.debit), 0)),
            credit: money(own.reduce((s, l) => s + satang(l.credit), 0)),
          };
        }),
        next: hasMore && last ? encode({ d: last.entryDate, n: last.documentNo, e: last.entryId }) : null,
        totals: {
          entryCount: totals.entryCount,
          debit: money(satang(totals.debit)),
          credit: money(satang(totals.credit)),
        },
      };
    });
  }

  async function cashBank(actor: Actor, q: Period, lang: Lang): Promise<CashBankReport> {
    windowOf(q);
    return read(async (tx) => {
      const propertyId = actor.property.id;
      const [chart, roles, banks, documentAccounts, movements] = await Promise.all([
        chartMap(tx, propertyId),
        accountMapOf(tx, propertyId),
        repo.bankAccountsOf(tx, propertyId),
        repo.cashDocumentAccounts(tx, propertyId),
        movementsOf(tx, propertyId, q),
      ]);
      const codes = [
        ...new Set([roles.CASH, roles.BANK, ...banks.map((b) => b.accountCode), ...documentAccounts]),
      ]
        .filter((c) => chart.get(c)?.category === 'ASSET')
        .sort();
      const rows = codes.map((code) => ({ code, m: movements.get(code) ?? NONE }));
      const totals = movementTotals(rows.map((r) => r.m));
      return {
        periodFrom: q.periodFrom,
        periodTo: q.periodTo,
        postedOnly: q.postedOnly === 'Y',
        rows: rows.map(({ code, m }) => ({
          accountCode: code,
          accountName: nameIn(chart, code, lang),
          bankAccounts: banks
            .filter((b) => b.accountCode === code)
            .map((b) => [b.bank, b.accountNo, b.accountName].filter(Boolean).join(' ')),
          opening: money(m.opening),
          debit: money(m.debit),
          credit: money(m.credit),
          closing: money(m.closing),
        })),
        totals: {
          opening: money(totals.opening),
          debit: money(totals.debit),
          credit: money(totals.credit),
          closing: money(totals.closing),
        },
      };
    });
  }

  async function accruedExpense(
    actor: Actor,
    q: AccruedReportQuery,
    lang: Lang,
    whole = false,
  ): Promise<AccruedExpenseReport> {
    const window = windowOf(q);
    return read(async (tx) => {
      const propertyId = actor.property.id;
      const [chart, movements] = await Promise.all([
        chartMap(tx, propertyId),
        movementsOf(tx, propertyId, q),
      ]);
      const codes = accruedAccounts(chart);
      const ledgerPage = await ledgerPageOf(
        tx,
        { propertyId, lang, window, codes, movements, chart },
        whole ? { pageSize: fileLimit, whole } : { cursor: q.cursor, pageSize: q.pageSize },
      );
      const rows = codes
        .map((code) => ({ code, owed: owedOf(movements.get(code) ?? NONE) }))
        .filter((r) => chart.get(r.code)?.postable === 'Y' || moves(movements.get(r.code) ?? NONE));
      const totals = owedTotals(rows.map((r) => r.owed));
      const text = (o: ReturnType<typeof owedOf>) => ({
        opening: money(o.opening),
        accrued: money(o.accrued),
        paid: money(o.paid),
        closing: money(o.closing),
      });
      return {
        periodFrom: q.periodFrom,
        periodTo: q.periodTo,
        postedOnly: q.postedOnly === 'Y',
        rows: rows.map((r) => ({
          accountCode: r.code,
          accountName: nameIn(chart, r.code, lang),
          ...text(r.owed),
        })),
        totals: text(totals),
        ledger: ledgerPage,
      };
    });
  }

  return { ledger, journal, cashBank, accruedExpense };
}

/** 2120 and every account under it in the property's chart, in code order (none when the chart lacks 2120). */
export function accruedAccounts(chart: ReadonlyMap<string, { parentCode: string | null }>): string[] {
  const under = (code: string): boolean => {
    const seen = new Set<string>();
    for (let c: string | null = code; c !== null && !seen.has(c); c = chart.get(c)?.parentCode ?? null) {
      if (c === ACCRUED_EXPENSE_ROOT) return true;
      seen.add(c);
    }
    return false;
  };
  return [...chart.keys()].filter(under).sort();
}
