import {
  decimalStringToSatang as sat,
  satangToDecimalString as dec,
  type AccountStatement,
  type AccountStatementKind,
  type AccountStatementLine,
  type AccountStatementParty,
  type AccountStatementQuery,
  type Lang,
} from '@suanklang/shared';
import { bangkokToday } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/client';
import { inReportTransaction } from '../../platform/db/report-transaction';
import { AppError } from '../../platform/errors';
import type { scoped } from '../../platform/request-context';
import { customerNameOf } from '../customers';
import { billedCustomers, customerSnapshot, findUnitByCode } from '../invoices';
import { findProperty } from '../property-settings';
import { walletBalances } from '../wallets';
import * as repo from './account-statements.repository';
import { renderAccountStatementPdf, type StatementPrint } from './document/statement-pdf';
import { statementWorkbook } from './statement-excel';

type Actor = ReturnType<typeof scoped>;

type Party = repo.PartyRef & { code: string; name: string; address: string | null };

/** Same-day lines: what was charged first, then what took it off, then the reversals. */
const KIND_ORDER: Record<AccountStatementKind, number> = {
  INVOICE: 0,
  CREDIT_NOTE: 1,
  RECEIPT: 2,
  RECEIPT_CANCEL: 3,
};

type Movement = Omit<AccountStatementLine, 'debit' | 'credit' | 'toAdvance' | 'balance'> & {
  debit: number;
  credit: number;
  toAdvance: number;
};

const addressOf = (c: { address: string | null; province: string | null; postalCode: string | null }) =>
  [c.address, c.province, c.postalCode].filter((p) => p && p.trim() !== '').join(' ') || null;

/** The customer or unit of the property by its code; another property's code is not found. */
async function partyOf(
  tx: Executor,
  propertyId: string,
  kind: AccountStatementParty,
  code: string,
  lang: Lang,
): Promise<Party> {
  if (kind === 'customer') {
    const c = await repo.customerByCode(tx, propertyId, code);
    if (!c) throw new AppError('CU003');
    return {
      kind,
      id: c.id,
      code: c.code,
      name: customerNameOf(c, lang),
      address: addressOf(c),
    };
  }
  const u = await findUnitByCode(tx, propertyId, code);
  if (!u) throw new AppError('UN002');
  // A unit's statement is addressed to whom its invoices go now.
  const billed = (await billedCustomers(tx, propertyId, u.id)).get(u.id);
  const snapshot = billed ? customerSnapshot(billed) : null;
  return {
    kind,
    id: u.id,
    code: u.code,
    name: billed ? customerNameOf(billed, lang) : '',
    address: snapshot?.address ?? null,
  };
}

/**
 * Every movement of the party dated from `from` on (later than the statement's end too: the balance is walked back
 * from today's), in statement order. A receipt from before `from` appears only by its reversal within.
 */
async function movementsFrom(
  tx: Executor,
  propertyId: string,
  party: Party,
  from: string,
): Promise<Movement[]> {
  // One after the other: a transaction's queries share one connection.
  const invoices = await repo.invoicesFrom(tx, propertyId, party, from);
  const receipts = await repo.receiptsFrom(tx, propertyId, party, from);
  const notes = await repo.creditNotesFrom(tx, propertyId, party, from);
  const base = { cancelled: false, cancelReason: null, dueDate: null, reference: null, toAdvance: 0 };
  const out: Movement[] = invoices.map((i) => ({
    ...base,
    date: i.date,
    kind: 'INVOICE',
    documentNo: i.documentNo,
    unitCode: i.unitCode,
    dueDate: i.dueDate,
    debit: sat(i.amount),
    credit: 0,
  }));
  for (const r of receipts) {
    const settled = sat(r.settled);
    const toAdvance = sat(r.toAdvance);
    if (settled === 0 && toAdvance === 0) continue;
    const cancelled = r.status === 'CANCELLED';
    const line = {
      ...base,
      documentNo: r.documentNo,
      unitCode: r.unitCode,
      reference: r.invoiceNos,
      cancelled,
      cancelReason: cancelled ? r.cancelReason : null,
    };
    if (r.date >= from)
      out.push({ ...line, date: r.date, kind: 'RECEIPT', debit: 0, credit: settled, toAdvance });
    // The reversal, on the day it was posted (a receipt cancelled the same day nets to nothing that day).
    const reversedOn = cancelled ? (r.reversedOn ?? r.date) : null;
    if (reversedOn !== null && reversedOn >= from)
      out.push({
        ...line,
        date: reversedOn,
        kind: 'RECEIPT_CANCEL',
        debit: settled,
        credit: 0,
        toAdvance: -toAdvance,
      });
  }
  for (const n of notes) {
    const credited = sat(n.credited);
    const toAdvance = sat(n.toAdvance);
    if (credited === 0 && toAdvance === 0) continue;
    out.push({
      ...base,
      date: n.date,
      kind: 'CREDIT_NOTE',
      documentNo: n.documentNo,
      unitCode: n.unitCode,
      reference: n.type === 2 ? n.receiptNo : n.invoiceNos,
      debit: 0,
      credit: credited,
      toAdvance,
    });
  }
  return out.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      a.documentNo.localeCompare(b.documentNo),
  );
}

/** Whole days from `from` to `to` (ISO dates). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The statement of one customer or unit over [from, to], with what it owes today. */
export async function accountStatement(
  tx: Executor,
  propertyId: string,
  kind: AccountStatementParty,
  code: string,
  range: { from: string; to: string },
  lang: Lang,
): Promise<AccountStatement> {
  const party = await partyOf(tx, propertyId, kind, code, lang);
  // What is owed today is the party's open items; the balance at the statement's end is that less what moved
  // after it, and the opening that less what moved within. So only the range and after are read, however old the
  // book (the open items and the movements agree to the satang: account-statements.int.test.ts).
  const today = bangkokToday();
  const unpaid = (await repo.unpaidInvoices(tx, propertyId, party)).map((i) => ({
    ...i,
    daysOverdue: Math.max(0, daysBetween(i.dueDate, today)),
  }));
  const owed = unpaid.reduce((s, i) => s + sat(i.outstanding), 0);
  const overdue = unpaid.filter((i) => i.daysOverdue > 0).reduce((s, i) => s + sat(i.outstanding), 0);
  const movements = await movementsFrom(tx, propertyId, party, range.from);
  const net = (ms: Movement[]) => ms.reduce((s, m) => s + m.debit - m.credit, 0);
  const within = movements.filter((m) => m.date <= range.to);
  const opening = owed - net(movements.filter((m) => m.date > range.to)) - net(within);
  let balance = opening;
  let totalDebit = 0;
  let totalCredit = 0;
  const lines: AccountStatementLine[] = within.map((m) => {
    balance += m.debit - m.credit;
    totalDebit += m.debit;
    totalCredit += m.credit;
    return {
      ...m,
      debit: dec(m.debit),
      credit: dec(m.credit),
      toAdvance: dec(m.toAdvance),
      balance: dec(balance),
    };
  });
  const advance =
    kind === 'unit'
      ? (await walletBalances(tx, propertyId, party.id)).reduce((s, w) => s + w.balance, 0)
      : null;
  return {
    party: kind,
    code: party.code,
    name: party.name,
    address: party.address,
    from: range.from,
    to: range.to,
    opening: dec(opening),
    lines,
    totalDebit: dec(totalDebit),
    totalCredit: dec(totalCredit),
    closing: dec(opening + totalDebit - totalCredit),
    today,
    balance: dec(owed),
    overdue: dec(overdue),
    unpaid,
    advance: advance === null ? null : dec(advance),
  };
}

/** timeoutMs bounds each read on PostgreSQL (inReportTransaction): one snapshot for the lines and the balance. */
export function createAccountStatementsService(db: Db, opts: { timeoutMs: number }) {
  const read = (
    actor: Actor,
    kind: AccountStatementParty,
    code: string,
    q: AccountStatementQuery,
    lang: Lang,
  ) =>
    inReportTransaction(db, opts.timeoutMs, (tx) =>
      accountStatement(tx, actor.property.id, kind, code, { from: q.from, to: q.to }, lang),
    );

  return {
    statement(actor: Actor, kind: AccountStatementParty, code: string, q: AccountStatementQuery) {
      return read(actor, kind, code, q, actor.lang);
    },

    async pdf(
      actor: Actor,
      kind: AccountStatementParty,
      code: string,
      q: AccountStatementQuery,
      lang: Lang,
    ): Promise<{ pdf: Buffer; fileName: string }> {
      const statement = await read(actor, kind, code, q, lang);
      const found = await findProperty(db, actor.property.id);
      if (!found) throw new AppError('ST006');
      const { property, setting } = found;
      const doc: StatementPrint = {
        lang,
        property: {
          name: lang === 'en' ? property.nameEn : property.nameTh,
          address: (lang === 'en' ? setting?.addressEn : setting?.addressTh) ?? setting?.addressTh ?? null,
          taxId: setting?.taxId ?? null,
          branchNo: null,
          phone: setting?.phone ?? null,
        },
        statement,
      };
      return {
        pdf: await renderAccountStatementPdf(doc),
        fileName: `statement-${statement.code}-${q.from}-${q.to}.pdf`,
      };
    },

    async excel(
      actor: Actor,
      kind: AccountStatementParty,
      code: string,
      q: AccountStatementQuery,
      lang: Lang,
    ): Promise<{ data: Buffer; fileName: string }> {
      const statement = await read(actor, kind, code, q, lang);
      return {
        data: await statementWorkbook(statement, lang),
        fileName: `statement-${statement.code}-${q.from}-${q.to}.xlsx`,
      };
    },
  };
}
