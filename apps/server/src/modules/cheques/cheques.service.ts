import {
  CHEQUE_STATUSES,
  chequeTypeOf,
  decimalStringToSatang,
  directionOf,
  satangToDecimalString,
  type ChequeCreatePay,
  type ChequeCreateReceipt,
  type ChequeDetail,
  type ChequeDirection,
  type ChequeListQuery,
  type ChequeRow,
  type ChequeSearchBody,
  type ChequeStatus,
  type ChequeType,
  type ChequeUpdate,
  type Lang,
} from '@suanklang/shared';
import { and, eq, sql } from 'drizzle-orm';
import { postChequeClearing, type HeldAmount } from '@suanklang/accounting';
import { audit } from '../../platform/audit';
import { bangkokToday } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { isUuid } from '../../platform/ids';
import { AppError } from '../../platform/errors';
import type { scoped } from '../../platform/request-context';
import { accountMapOf, journalsOf, ledgerError, postDocument, postReversal, journalEntry } from '../ledger';
import { nextStatus, type ChequeAction } from './cheque-state';
import { chequeDeposits, chequeReceipts, chequeVouchers } from './cheque-uses';
import * as repo from './cheques.repository';
import { cheque } from './cheques.schema';

export type Actor = ReturnType<typeof scoped>;

/** Journal document type of cheque clearing entries (gapless per property and month). */
export const DOCUMENT_TYPE_CHEQUE = 'CH';

const pickStatus = (s: string): ChequeStatus =>
  (CHEQUE_STATUSES as readonly string[]).includes(s) ? (s as ChequeStatus) : 'ON_HAND';
const pickDirection = (d: string): ChequeDirection => (d === 'ISSUED' ? 'ISSUED' : 'RECEIVED');

export function toRow(r: repo.ChequeWithNames, lang: Lang): ChequeRow {
  const c = r.cheque;
  const direction = pickDirection(c.direction);
  const bankName = (lang === 'en' ? r.bankNameEn : r.bankNameTh) ?? c.bankCode;
  const branchName = lang === 'en' ? r.branchNameEn : r.branchNameTh;
  return {
    id: c.id,
    chequeId: c.id,
    chequeNo: c.chequeNo,
    chequeType: chequeTypeOf(direction),
    direction,
    status: pickStatus(c.status),
    chequeDate: c.chequeDate,
    bankCode: c.bankCode,
    bankName,
    branchCode: c.branchCode,
    bankBranchDesc: branchName ?? c.branchCode,
    payerName: c.payerName,
    amount: satangToDecimalString(decimalStringToSatang(c.amount)),
    grandTotal: satangToDecimalString(decimalStringToSatang(c.amount)),
    balance: satangToDecimalString(decimalStringToSatang(c.balance)),
    accountCode: c.accountCode,
    bookNo: c.bookNo,
    remark: c.remark,
    depositedAt: c.depositedAt,
    passedAt: c.passedAt,
    returnedAt: c.returnedAt,
    statusReason: c.statusReason,
    createdDate: c.createdAt.toISOString(),
  };
}

/** A new cheque, whichever way it came in (form or import); money in satang. */
export type ChequeDraft = {
  direction: ChequeDirection;
  chequeNo: string;
  chequeDate: string;
  bankCode: string;
  branchCode: string | null;
  payerName: string;
  amount: number;
  balance: number;
  accountCode: string | null;
  bookNo: string | null;
  remark: string | null;
};

export function insertValues(propertyId: string, userId: string, d: ChequeDraft): typeof cheque.$inferInsert {
  return {
    propertyId,
    direction: d.direction,
    chequeNo: d.chequeNo,
    chequeDate: d.chequeDate,
    bankCode: d.bankCode,
    branchCode: d.branchCode,
    payerName: d.payerName,
    amount: satangToDecimalString(d.amount),
    balance: satangToDecimalString(d.balance),
    accountCode: d.accountCode,
    bookNo: d.bookNo,
    remark: d.remark,
    createdBy: userId,
  };
}

/** The (direction, bank, number) key the database keeps unique per property. */
export const chequeKey = (d: { direction: string; bankCode: string; chequeNo: string }) =>
  `${d.direction}/${d.bankCode}/${d.chequeNo}`;

async function requireBank(tx: Executor, bankCode: string, branchCode: string | null): Promise<void> {
  if (!(await repo.bankExists(tx, bankCode, branchCode))) throw new AppError('CH005');
}

/** What a payment voucher's cheque may not go through by itself. */
const VOUCHER_OWNED: readonly ChequeAction[] = ['update', 'cancel', 'reset'];

function transition(current: string, action: ChequeAction): ChequeStatus {
  const next = nextStatus(pickStatus(current), action);
  if (!next) throw new AppError('CH003');
  return next;
}

export function createChequesService(db: Db) {
  async function inTx<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CH002');
      throw ledgerError(error) ?? error;
    }
  }

  async function rowOf(tx: Executor, actor: Actor, id: string): Promise<ChequeRow> {
    const found = await repo.byId(tx, actor.property.id, id);
    if (!found) throw new AppError('CH001');
    return toRow(found, actor.lang);
  }

  async function create(actor: Actor, draft: ChequeDraft, action: string): Promise<ChequeRow> {
    return inTx(async (tx) => {
      await requireBank(tx, draft.bankCode, draft.branchCode);
      const [created] = await tx
        .insert(cheque)
        .values(insertValues(actor.property.id, actor.user.id, draft))
        .returning({ id: cheque.id });
      const id = created!.id;
      await audit(tx, {
        userId: actor.user.id,
        propertyId: actor.property.id,
        action,
        entity: 'cheque',
        entityId: id,
        after: draft,
      });
      return rowOf(tx, actor, id);
    });
  }

  /** Locks the cheque, checks the action is allowed from its status, and gives back the row and the new status. */
  async function begin(tx: Executor, actor: Actor, id: string, action: ChequeAction) {
    const found = await repo.lock(tx, actor.property.id, id);
    if (!found) throw new AppError('CH001');
    const next = transition(found.status, action);
    // A cheque a live payment voucher wrote changes with the voucher (its cancel voids it); only clearing is here.
    if (
      found.direction === 'ISSUED' &&
      VOUCHER_OWNED.includes(action) &&
      (await chequeVouchers().liveVoucherOf(tx, actor.property.id, id))
    )
      throw new AppError('CH015');
    return { found, next };
  }

  async function setStatus(tx: Executor, actor: Actor, id: string, set: Partial<typeof cheque.$inferInsert>) {
    await tx
      .update(cheque)
      .set({ ...set, updatedBy: actor.user.id, updatedAt: new Date() })
      .where(and(eq(cheque.propertyId, actor.property.id), eq(cheque.id, id)));
  }

  /**
   * What issued receipts used of the cheque, per on-hand account they debited (postChequeClearing credits each
   * back and debits the bank). A deposit (JV) posts the cash only and leaves the
   * cheques to clear here, so deposited payments count too.
   */
  async function usedOnHand(tx: Executor, actor: Actor, chequeId: string): Promise<HeldAmount[]> {
    const parts = await chequeReceipts().usedOnHand(tx, actor.property.id, chequeId);
    return parts
      .map((p) => ({ accountCode: p.accountCode, amount: decimalStringToSatang(p.total) }))
      .filter((p) => p.amount > 0);
  }

  return {
    async search(actor: Actor, f: ChequeSearchBody) {
      const { rows, paging } = await repo.search(db, actor.property.id, f);
      return { rows: rows.map((r) => toRow(r, actor.lang)), paging };
    },

    async usable(actor: Actor, q: ChequeListQuery): Promise<ChequeRow[]> {
      const rows = await repo.usable(db, actor.property.id, directionOf(q.chequeType), q.q);
      return rows.map((r) => toRow(r, actor.lang));
    },

    /** By id, or by number (narrowed by type and bank when several banks share it). */
    async detail(
      actor: Actor,
      no: string,
      filter: { chequeType?: ChequeType; bankCode?: string },
    ): Promise<ChequeDetail> {
      let found: repo.ChequeWithNames | null;
      if (isUuid(no)) found = await repo.byId(db, actor.property.id, no);
      else {
        const digits = no.replace(/[\s-]/g, '');
        if (!/^\d{8}$/.test(digits)) throw new AppError('CH001');
        const matches = await repo.byNumber(db, actor.property.id, digits, {
          ...(filter.chequeType ? { direction: directionOf(filter.chequeType) } : {}),
          ...(filter.bankCode ? { bankCode: filter.bankCode } : {}),
        });
        if (matches.length > 1) throw new AppError('CH007');
        found = matches[0] ?? null;
      }
      if (!found) throw new AppError('CH001');
      const receipts = await chequeReceipts().receiptsOf(db, actor.property.id, found.cheque.id);
      const journals = await journalsOf(db, actor.property.id, [found.cheque.id], actor.lang);
      return {
        ...toRow(found, actor.lang),
        receipts: receipts.map((r) => ({
          receiptId: r.receiptId,
          receiptNo: r.receiptNo,
          receiptDate: r.receiptDate,
          status: r.status,
          unitCode: r.unitCode,
          customerName: r.customerName,
          payAmount: satangToDecimalString(decimalStringToSatang(r.payAmount)),
        })),
        journals: journals.map((j) => ({
          documentNo: j.documentNo,
          kind: j.kind,
          entryDate: j.entryDate,
          lines: j.lines,
        })),
      };
    },

    createReceived(actor: Actor, b: ChequeCreateReceipt): Promise<ChequeRow> {
      return create(
        actor,
        {
          direction: 'RECEIVED',
          chequeNo: b.chequeNo,
          chequeDate: b.chequeDate,
          bankCode: b.chequeBankId,
          branchCode: b.chequeBankBranchId,
          payerName: b.payerName,
          amount: b.chequeAmount,
          balance: b.chequeBalance ?? b.chequeAmount,
          accountCode: null,
          bookNo: null,
          remark: b.remark ?? null,
        },
        'cheque.create.receipt',
      );
    },

    async createIssued(actor: Actor, b: ChequeCreatePay): Promise<ChequeRow> {
      const accounts = await repo.bankAccountsOf(db, actor.property.id);
      const account = accounts.find(
        (a) => a.accountCode === b.accountCode && (!b.bankCode || a.bankCode === b.bankCode),
      );
      if (!account) throw new AppError('CH006');
      return create(
        actor,
        {
          direction: 'ISSUED',
          chequeNo: b.chequeNo,
          chequeDate: b.chequeDate,
          bankCode: account.bankCode,
          branchCode: b.branchCode ?? account.branchCode ?? null,
          payerName: b.payeeName,
          amount: b.amount,
          balance: b.amount,
          accountCode: b.accountCode,
          bookNo: b.bookNo,
          remark: b.remark ?? null,
        },
        'cheque.create.pay',
      );
    },

    /** Only an ON_HAND cheque no receipt has used; its balance becomes the (new) amount. */
    update(actor: Actor, b: ChequeUpdate): Promise<ChequeRow> {
      return inTx(async (tx) => {
        const { found } = await begin(tx, actor, b.chequeId, 'update');
        if (
          found.balance !== found.amount ||
          (await chequeReceipts().activeReceiptIds(tx, actor.property.id, found.id)).length > 0
        )
          throw new AppError('CH004');
        if (found.direction === 'ISSUED') {
          const accounts = await repo.bankAccountsOf(tx, actor.property.id);
          const code = b.accountCode ?? found.accountCode;
          if (!accounts.some((a) => a.accountCode === code && a.bankCode === b.bankCode))
            throw new AppError('CH006');
        }
        const branchCode = b.branchCode ?? null;
        await requireBank(tx, b.bankCode, branchCode);
        const after = {
          chequeNo: b.chequeNo,
          chequeDate: b.chequeDate,
          bankCode: b.bankCode,
          branchCode,
          payerName: b.payerName,
          amount: satangToDecimalString(b.amount),
          balance: satangToDecimalString(b.amount),
          accountCode: found.direction === 'ISSUED' ? (b.accountCode ?? found.accountCode) : null,
          bookNo: found.direction === 'ISSUED' ? (b.bookNo ?? found.bookNo) : null,
          remark: b.remark ?? null,
        };
        await setStatus(tx, actor, found.id, after);
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: 'cheque.update',
          entity: 'cheque',
          entityId: found.id,
          before: found,
          after,
        });
        return rowOf(tx, actor, found.id);
      });
    },

    /** Deposited at the bank: no journal yet, the money is not cleared. */
    send(actor: Actor, id: string, date: string): Promise<ChequeRow> {
      return inTx(async (tx) => {
        const { found, next } = await begin(tx, actor, id, 'send');
        if (date < found.chequeDate) throw new AppError('CH012');
        await setStatus(tx, actor, id, { status: next, depositedAt: date });
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: 'cheque.send',
          entity: 'cheque',
          entityId: id,
          before: { status: found.status },
          after: { status: next, date },
        });
        return rowOf(tx, actor, id);
      });
    },

    /**
     * Cleared. A received cheque moves what receipts used of it from cheques on hand to the bank (CH entry);
     * an unused part, or an issued cheque (its payment voucher does the posting), posts nothing.
     */
    passed(actor: Actor, id: string, date: string, bankAccountCode?: string): Promise<ChequeRow> {
      return inTx(async (tx) => {
        const { found, next } = await begin(tx, actor, id, 'passed');
        if (date < found.chequeDate || (found.depositedAt && date < found.depositedAt))
          throw new AppError('CH012');
        let bankAccount: string | null = null;
        if (bankAccountCode) {
          const accounts = await repo.bankAccountsOf(tx, actor.property.id);
          if (!accounts.some((a) => a.accountCode === bankAccountCode)) throw new AppError('CH006');
          bankAccount = bankAccountCode;
        }
        const passedAudit = (documentNo: string | null) => ({
          action: 'cheque.passed',
          entity: 'cheque',
          entityId: id,
          before: { status: found.status },
          after: { status: next, date, documentNo },
        });
        const setPassed = () => setStatus(tx, actor, id, { status: next, passedAt: date });
        const used = found.direction === 'RECEIVED' ? await usedOnHand(tx, actor, id) : [];
        if (used.length > 0) {
          // The account chosen, else the one a deposit took the cheque into, else the property's BANK account.
          const target =
            bankAccount ??
            (await chequeDeposits().depositAccountOf(tx, actor.property.id, id)) ??
            (await accountMapOf(tx, actor.property.id)).BANK;
          await postDocument(tx, {
            propertyId: actor.property.id,
            userId: actor.user.id,
            documentType: DOCUMENT_TYPE_CHEQUE,
            date,
            journal: (documentNo) => ({
              draft: postChequeClearing({
                documentType: DOCUMENT_TYPE_CHEQUE,
                documentNo,
                date,
                bankAccountCode: target,
                used,
              }),
              sourceId: id,
              description: `cheque ${found.chequeNo} cleared`,
            }),
            write: setPassed,
            audit: ({ documentNo }) => passedAudit(documentNo),
          });
        } else {
          await setPassed();
          await audit(tx, { userId: actor.user.id, propertyId: actor.property.id, ...passedAudit(null) });
        }
        return rowOf(tx, actor, id);
      });
    },

    /** Only while no issued receipt uses it. */
    cancel(actor: Actor, id: string, reason: string): Promise<ChequeRow> {
      return inTx(async (tx) => {
        const { found, next } = await begin(tx, actor, id, 'cancel');
        if (
          (await chequeReceipts().activeReceiptIds(tx, actor.property.id, id)).length > 0 ||
          found.balance !== found.amount
        )
          throw new AppError('CH004');
        await setStatus(tx, actor, id, { status: next, statusReason: reason });
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: 'cheque.cancel',
          entity: 'cheque',
          entityId: id,
          before: { status: found.status },
          after: { status: next, reason },
        });
        return rowOf(tx, actor, id);
      });
    },

    /**
     * The bank returned the cheque: the clearing entry (if passed) is reversed, every issued receipt it paid
     * is cancelled so its invoices are open again, and the deposit that took it marks its items returned (the slip
     * stays as presented; its net amount leaves them out). All or nothing.
     */
    reset(actor: Actor, id: string, reason: string, date = bangkokToday()): Promise<ChequeRow> {
      return inTx(async (tx) => {
        const { found, next } = await begin(tx, actor, id, 'reset');
        const reversed: string[] = [];
        if (found.status === 'PASSED') {
          const posted = await tx
            .select({ id: journalEntry.id })
            .from(journalEntry)
            .where(
              and(
                eq(journalEntry.propertyId, actor.property.id),
                eq(journalEntry.sourceId, id),
                eq(journalEntry.documentType, DOCUMENT_TYPE_CHEQUE),
                eq(journalEntry.kind, 'POST'),
                sql`not exists (select 1 from journal_entry r where r.reverses_id = ${journalEntry.id})`,
              ),
            );
          for (const p of posted)
            reversed.push(
              await postReversal(tx, {
                propertyId: actor.property.id,
                entryId: p.id,
                date,
                userId: actor.user.id,
                description: reason,
              }),
            );
        }
        const receiptIds = await chequeReceipts().activeReceiptIds(tx, actor.property.id, id);
        for (const receiptId of receiptIds) await chequeReceipts().cancel(tx, actor, receiptId, reason, date);
        const deposits = await chequeDeposits().markReturned(tx, actor.property.id, id, date);
        await setStatus(tx, actor, id, { status: next, returnedAt: date, statusReason: reason });
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: 'cheque.reset',
          entity: 'cheque',
          entityId: id,
          before: { status: found.status },
          after: {
            status: next,
            reason,
            date,
            reversedEntries: reversed,
            cancelledReceipts: receiptIds,
            deposits,
          },
        });
        return rowOf(tx, actor, id);
      });
    },
  };
}
export type ChequesService = ReturnType<typeof createChequesService>;
