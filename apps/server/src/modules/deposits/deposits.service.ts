import { randomUUID } from 'node:crypto';
import { postCashDeposit } from '@suanklang/accounting';
import {
  DEPOSIT_OVERDUE_DAYS,
  DEPOSIT_PAYMENT_TYPES,
  DEPOSIT_SOURCES,
  DEPOSIT_STATUSES,
  decimalStringToSatang,
  satangToDecimalString,
  type DepositDetail,
  type DepositItemRow,
  type DepositRow,
  type DepositSave,
  type DepositSearchBody,
  type Lang,
  type UndepositedRow,
  oneOf,
} from '@suanklang/shared';
import { audit } from '../../platform/audit';
import { bangkokToday } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { scoped } from '../../platform/request-context';
import {
  accountMapOf,
  journalsOf,
  ledgerError,
  postDocument,
  postReversal,
  type DocumentAudit,
  type DocumentJournal,
} from '../ledger';
import { findProperty } from '../property-settings';
import { renderDepositPdf } from './deposit-pdf';
// The cheques module reaches its deposits through this registration (cheques/cheque-uses.ts).
import './cheque-deposits';
import { deposit, depositItem } from './deposits.schema';
import * as repo from './deposits.repository';
import { eq, sql } from 'drizzle-orm';

export type Actor = ReturnType<typeof scoped>;

export function depositRowOf(r: repo.DepositRecord, lang: Lang): DepositRow {
  const d = r.deposit;
  const returned = decimalStringToSatang(r.returnedAmount);
  return {
    depositId: d.id,
    depositNo: d.depositNo,
    depositDate: d.depositDate,
    bankAccountCode: d.bankAccountCode,
    bankAccountDescription: (lang === 'en' ? r.bankAccountNameEn : r.bankAccountNameTh) ?? null,
    source: oneOf(DEPOSIT_SOURCES, d.source, 'COUNTER'),
    status: oneOf(DEPOSIT_STATUSES, d.status, 'POSTED'),
    amount: d.amount,
    cashAmount: satangToDecimalString(decimalStringToSatang(r.cashAmount)),
    chequeAmount: satangToDecimalString(decimalStringToSatang(r.chequeAmount)),
    returnedAmount: satangToDecimalString(returned),
    netAmount: satangToDecimalString(decimalStringToSatang(d.amount) - returned),
    itemCount: r.itemCount,
    remark: d.remark,
    printCount: d.printCount,
  };
}

function itemRowOf(p: repo.PaymentRecord): DepositItemRow {
  return {
    receiptPaymentId: p.receiptPaymentId,
    receiptId: p.receiptId,
    receiptNo: p.receiptNo,
    receiptDate: p.receiptDate,
    unitCode: p.unitCode,
    customerName: p.customerName,
    paymentType: oneOf(DEPOSIT_PAYMENT_TYPES, p.paymentType, 'CASH'),
    accountCode: p.accountCode,
    chequeNo: p.chequeNo,
    chequeStatus: p.chequeStatus,
    amount: p.amount,
    returnedAt: p.returnedAt,
  };
}

export async function inTransaction<T>(db: Db, work: (tx: Executor) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    throw ledgerError(error) ?? error;
  }
}

/** A deposit as written: its payments taken, before its number and journal. */
export type DepositTaken = {
  id: string;
  amount: number;
  taken: Awaited<ReturnType<typeof repo.takePayments>>;
};

/**
 * Writes a deposit of payments already chosen: takes them through one guarded update (all or nothing), then
 * numbers (JV, gapless), posts and keeps it through postDocument. Used by the counter deposit and by the
 * bill-payment commit, each with its journal (null: nothing to post) and audit row.
 */
export async function writeDeposit(
  tx: Executor,
  actor: Actor,
  input: {
    depositDate: string;
    bankAccountCode: string;
    paymentIds: string[];
    remark: string | null;
    source: 'COUNTER' | 'BILL_PAYMENT';
    journal: (
      depositNo: string,
      deposit: DepositTaken,
    ) => DocumentJournal | null | Promise<DocumentJournal | null>;
    audit: (depositNo: string, deposit: DepositTaken) => DocumentAudit;
  },
) {
  const propertyId = actor.property.id;
  const ids = [...new Set(input.paymentIds)];
  const id = randomUUID();
  const taken = await repo.takePayments(
    tx,
    propertyId,
    id,
    ids,
    input.source === 'COUNTER' ? repo.depositable(propertyId) : undefined,
  );
  if (taken.length !== ids.length || ids.length !== input.paymentIds.length) throw new AppError('JV102');
  const amount = taken.reduce((s, p) => s + decimalStringToSatang(p.amount), 0);
  const written = { id, amount, taken };
  const { documentNo: depositNo } = await postDocument(tx, {
    propertyId,
    userId: actor.user.id,
    documentType: repo.DOCUMENT_TYPE_DEPOSIT,
    date: input.depositDate,
    journal: (depositNo) => input.journal(depositNo, written),
    write: async ({ documentNo: depositNo, entryId }) => {
      await tx.insert(deposit).values({
        id,
        propertyId,
        depositNo,
        depositDate: input.depositDate,
        bankAccountCode: input.bankAccountCode,
        source: input.source,
        amount: satangToDecimalString(amount),
        remark: input.remark,
        journalEntryId: entryId,
        createdBy: actor.user.id,
      });
      await tx
        .insert(depositItem)
        .values(taken.map((p) => ({ propertyId, depositId: id, receiptPaymentId: p.id, amount: p.amount })));
    },
    audit: ({ documentNo: depositNo }) => input.audit(depositNo, written),
  });
  return { ...written, depositNo };
}

export function createDepositsService(db: Db) {
  async function load(tx: Executor, actor: Actor, id: string, lock = false) {
    const found = await repo.findDeposit(tx, actor.property.id, id, { lock });
    if (!found) throw new AppError('JV101');
    return found;
  }

  async function bankAccountsOf(tx: Executor, actor: Actor) {
    const map = await accountMapOf(tx, actor.property.id);
    return repo.bankAccounts(tx, actor.property.id, map.CASH);
  }

  return {
    async search(actor: Actor, q: DepositSearchBody) {
      const { rows, paging } = await repo.searchDeposits(db, actor.property.id, q, q);
      return { rows: rows.map((r) => depositRowOf(r, actor.lang)), paging };
    },

    async detail(actor: Actor, id: string): Promise<DepositDetail> {
      const r = await load(db, actor, id);
      const items = await repo.itemsOf(db, id, bangkokToday());
      const journals = await journalsOf(db, actor.property.id, [id], actor.lang);
      return {
        ...depositRowOf(r, actor.lang),
        items: items.map(itemRowOf),
        journals: journals.map(({ documentNo, kind, entryDate, lines }) => ({
          documentNo,
          kind,
          entryDate,
          lines,
        })),
        cancelReason: r.deposit.cancelReason,
        createdBy: r.createdBy,
        createdDate: r.deposit.createdAt.toISOString(),
      };
    },

    /** Cash and cheques on hand, oldest first; more than 3 days since the receipt is overdue (001). */
    async undeposited(actor: Actor): Promise<UndepositedRow[]> {
      const rows = await repo.undeposited(db, actor.property.id, bangkokToday());
      return rows.map((p) => ({
        ...itemRowOf(p),
        chequeDate: p.chequeDate,
        bankCode: p.bankCode,
        daysOnHand: p.daysOnHand,
        overdue: p.daysOnHand > DEPOSIT_OVERDUE_DAYS,
      }));
    },

    async bankAccounts(actor: Actor) {
      const rows = await bankAccountsOf(db, actor);
      return rows.map((a) => ({
        accountCode: a.code,
        description: actor.lang === 'en' ? a.nameEn : a.nameTh,
      }));
    },

    /**
     * Deposits cash and cheques. Journal for the cash only (Dr bank / Cr the cash account it was received in);
     * cheques are marked DEPOSITED and post Dr bank / Cr cheques on hand when they clear (cheques module).
     */
    async save(actor: Actor, input: DepositSave) {
      return inTransaction(db, async (tx) => {
        const propertyId = actor.property.id;
        const accounts = await bankAccountsOf(tx, actor);
        if (!accounts.some((a) => a.code === input.bankAccountCode)) throw new AppError('JV110');
        const cashOf = (taken: DepositTaken['taken']) => {
          const cash = new Map<string, number>();
          for (const p of taken)
            if (p.paymentType === 'CASH')
              cash.set(p.accountCode, (cash.get(p.accountCode) ?? 0) + decimalStringToSatang(p.amount));
          return cash;
        };
        const written = await writeDeposit(tx, actor, {
          depositDate: input.depositDate,
          bankAccountCode: input.bankAccountCode,
          paymentIds: input.receiptPaymentIds,
          remark: input.remark ?? null,
          source: 'COUNTER',
          journal: async (depositNo, { id, taken }) => {
            // Money is deposited after it was received, and not in the future.
            const latest = await repo.latestReceiptDate(
              tx,
              taken.map((p) => p.id),
            );
            if (input.depositDate > bangkokToday() || (latest !== null && input.depositDate < latest))
              throw new AppError('JV115');
            const cash = cashOf(taken);
            // Cheques only: they post when they clear (cheques module).
            if ([...cash.values()].reduce((s, a) => s + a, 0) === 0) return null;
            return {
              draft: postCashDeposit({
                documentType: repo.DOCUMENT_TYPE_DEPOSIT,
                documentNo: depositNo,
                date: input.depositDate,
                bankAccountCode: input.bankAccountCode,
                cash: [...cash].map(([accountCode, amount]) => ({ accountCode, amount })),
              }),
              sourceId: id,
              description: input.remark ?? null,
            };
          },
          audit: (depositNo, { id, amount, taken }) => ({
            action: 'deposit.save',
            entity: 'deposit',
            entityId: id,
            after: {
              depositNo,
              bankAccountCode: input.bankAccountCode,
              amount,
              payments: input.receiptPaymentIds,
              cash: [...cashOf(taken).values()].reduce((s, a) => s + a, 0),
            },
          }),
        });
        const chequeIds = [...new Set(written.taken.flatMap((p) => (p.chequeId ? [p.chequeId] : [])))];
        // A cheque goes to the bank whole: every receipt it paid must be in this deposit.
        if ((await repo.undepositedOfCheques(tx, propertyId, chequeIds)) > 0) throw new AppError('JV113');
        const moved = await repo.setChequesStatus(tx, propertyId, chequeIds, 'ON_HAND', {
          status: 'DEPOSITED',
          depositedAt: input.depositDate,
          userId: actor.user.id,
        });
        if (moved !== chequeIds.length) throw new AppError('JV102');
        return {
          depositId: written.id,
          depositNo: written.depositNo,
          amount: satangToDecimalString(written.amount),
        };
      });
    },

    /** Reversal (when it posted), payments back on hand, cheques back to ON_HAND; refused once a cheque cleared. */
    async cancel(actor: Actor, id: string, reason: string) {
      await inTransaction(db, async (tx) => {
        const propertyId = actor.property.id;
        const found = await load(tx, actor, id, true);
        const d = found.deposit;
        if (d.status === 'CANCELLED') throw new AppError('JV103');
        // Its receipts were made with it from the bank's file: they are cancelled, not the deposit alone.
        if (d.source === 'BILL_PAYMENT') throw new AppError('JV114');
        const cheques = await repo.chequesOfDeposit(tx, id);
        if (cheques.some((c) => c.status !== 'DEPOSITED')) throw new AppError('JV104');
        const today = bangkokToday();
        if (d.journalEntryId) {
          await postReversal(tx, {
            propertyId,
            entryId: d.journalEntryId,
            date: today > d.depositDate ? today : d.depositDate,
            userId: actor.user.id,
            description: reason,
          });
        }
        await repo.releasePayments(tx, id);
        const back = await repo.setChequesStatus(
          tx,
          propertyId,
          cheques.map((c) => c.id),
          'DEPOSITED',
          { status: 'ON_HAND', depositedAt: null, userId: actor.user.id },
        );
        if (back !== cheques.length) throw new AppError('JV104');
        await tx
          .update(deposit)
          .set({
            status: 'CANCELLED',
            cancelReason: reason,
            cancelledBy: actor.user.id,
            cancelledAt: new Date(),
          })
          .where(eq(deposit.id, id));
        await audit(tx, {
          userId: actor.user.id,
          propertyId,
          action: 'deposit.cancel',
          entity: 'deposit',
          entityId: id,
          before: { status: d.status },
          after: { status: 'CANCELLED', reason },
        });
      });
    },

    async pdf(actor: Actor, id: string, docLang: Lang): Promise<{ pdf: Buffer; fileName: string }> {
      const r = await load(db, actor, id);
      const items = await repo.itemsOf(db, id, bangkokToday());
      const found = await findProperty(db, actor.property.id);
      const pdf = await renderDepositPdf({
        lang: docLang,
        propertyName:
          (docLang === 'en' ? found?.property.nameEn : found?.property.nameTh) ?? actor.property.nameTh,
        deposit: depositRowOf(r, docLang),
        items: items.map(itemRowOf),
      });
      await db
        .update(deposit)
        .set({ printCount: sql`${deposit.printCount} + 1` })
        .where(eq(deposit.id, id));
      return { pdf, fileName: `${r.deposit.depositNo}.pdf` };
    },
  };
}
