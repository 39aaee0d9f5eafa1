import { randomUUID } from 'node:crypto';
import { accountOf, postPaymentVoucher } from '@suanklang/accounting';
import {
  decimalStringToSatang,
  formatMoney,
  satangToDecimalString,
  type ChequeBookSave,
  type Lang,
  type PaymentMethod,
  type PaymentVoucherDetail,
  type PaymentVoucherSave,
  type PaymentVoucherSearch,
  type PaymentVoucherStatus,
  type WhtType,
} from '@suanklang/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { audit } from '../../platform/audit';
import { bangkokToday } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import type { scoped } from '../../platform/request-context';
import { cheque, registerChequeVouchers } from '../cheques';
import { accountMapOf, ledgerError, nextMonth, postDocument, postReversal } from '../ledger';
import { findProperty } from '../property-settings';
import { PaymentFileError, rdPrepFile, rdPrepPayee, type RdPrepCertificate } from '../payment-files';
import {
  lockPettyCash,
  lockRequests,
  markPaid,
  markPayable,
  payableOf,
  payableRequests,
  pettyCashAvailable,
} from '../request-pay';
import * as repo from './payment-vouchers.repository';
import { renderPaymentVoucherPdf } from './voucher-pdf';
import { bankFile, onlineCheck, type BankExportQuery } from './bank-export';
import { fieldErrors, fileRefusal } from './refusals';
import { certificatePdf, numberCertificate } from './wht-certificate';
import { assertReturnOpen, failFiling, filingStatus, markExported, submitFiling } from './wht-filing';
import {
  chequeBook,
  paymentVoucher,
  paymentVoucherPayment,
  paymentVoucherRequest,
} from './payment-vouchers.schema';
import { userNameById } from '../../platform/user-name';

type Actor = ReturnType<typeof scoped>;
export const DOCUMENT_TYPE_PAYMENT_VOUCHER = 'PV';

// The cheque register leaves a voucher's cheque to the voucher: only its clearing happens there.
registerChequeVouchers({ liveVoucherOf: repo.liveVoucherOfCheque });

const dec = satangToDecimalString;
const amountOf = decimalStringToSatang;
const chequeNoOf = (n: number) => String(n).padStart(8, '0');

/** A payment resolved to the account it credits and, for a cheque, the book and number it takes. */
type Payment = {
  method: PaymentMethod;
  accountCode: string;
  amount: number;
  bankAccountId: string | null;
  book: { id: string; bookNo: string; bankCode: string; branchCode: string | null; chequeNo: string } | null;
  chequeDate: string | null;
};

function bookRow(r: NonNullable<Awaited<ReturnType<typeof repo.bookById>>>) {
  const { book, account } = r;
  const used = book.nextNo > book.lastNo;
  return {
    chequeBookId: book.id,
    accountNoId: account.id,
    accountCode: account.accountCode,
    accountNo: account.accountNo,
    bookNumber: book.bookNo,
    firstNo: chequeNoOf(book.firstNo),
    lastNo: chequeNoOf(book.lastNo),
    nextChequeNo: used ? null : chequeNoOf(book.nextNo),
    remaining: used ? 0 : book.lastNo - book.nextNo + 1,
    active: book.active,
  };
}

export function createPaymentVoucherService(db: Db) {
  async function inTransaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      throw ledgerError(error) ?? error;
    }
  }

  /**
   * Each payment's account: the property's cash or petty-cash account, the ledger account of the bank account a
   * transfer leaves, or of the book a cheque is drawn from (the next numbers of the book, taken under its lock).
   */
  async function resolvePayments(tx: Executor, actor: Actor, input: PaymentVoucherSave): Promise<Payment[]> {
    const pid = actor.property.id;
    const map = await accountMapOf(tx, pid);
    const transferIds = input.payments.flatMap((p) =>
      p.method === 'TRANSFER' && p.accountNoId ? [p.accountNoId] : [],
    );
    const accounts = new Map(
      (await repo.bankAccountsById(tx, pid, transferIds.filter(isUuid))).map((a) => [a.id, a]),
    );
    const nextOfBook = new Map<string, number>();
    const errors: { path: string; rule: string }[] = [];
    const out: Payment[] = [];
    for (const [i, p] of input.payments.entries()) {
      const base = { method: p.method, amount: p.amount, bankAccountId: null, book: null, chequeDate: null };
      if (p.method === 'CASH') out.push({ ...base, accountCode: accountOf(map, 'CASH') });
      else if (p.method === 'PETTY_CASH') out.push({ ...base, accountCode: accountOf(map, 'PETTY_CASH') });
      else if (p.method === 'TRANSFER') {
        const account = accounts.get(p.accountNoId ?? '');
        if (!account || account.active !== 'Y')
          errors.push({ path: `payments.${i}.accountNoId`, rule: 'oneOf' });
        else out.push({ ...base, accountCode: account.accountCode, bankAccountId: account.id });
      } else {
        const found = isUuid(p.chequeBookId ?? '')
          ? await repo.bookById(tx, pid, p.chequeBookId!, true)
          : null;
        if (!found || found.account.active !== 'Y') {
          errors.push({ path: `payments.${i}.chequeBookId`, rule: 'oneOf' });
          continue;
        }
        const next = nextOfBook.get(found.book.id) ?? found.book.nextNo;
        if (!found.book.active || next > found.book.lastNo) throw new AppError('PV003');
        nextOfBook.set(found.book.id, next + 1);
        out.push({
          ...base,
          accountCode: found.account.accountCode,
          bankAccountId: found.account.id,
          book: {
            id: found.book.id,
            bookNo: found.book.bookNo,
            bankCode: found.account.bankCode,
            branchCode: found.account.bankBranchCode,
            chequeNo: chequeNoOf(next),
          },
          chequeDate: p.chequeDate ?? input.paymentVoucherDate,
        });
      }
    }
    if (errors.length) throw fieldErrors(actor.lang, errors);
    for (const [id, next] of nextOfBook)
      await tx.update(chequeBook).set({ nextNo: next }).where(eq(chequeBook.id, id));
    return out;
  }

  return {
    /**
     * Pays one supplier's approved requests: every request must be the supplier's, approved and unpaid (locked in
     * id order, so of two vouchers saved at once for one request the second finds it paid); what is paid plus
     * the tax withheld equals the requests' grand totals. Numbered and posted in one transaction.
     */
    async save(actor: Actor, input: PaymentVoucherSave) {
      return inTransaction(async (tx) => {
        const pid = actor.property.id;
        const payee = await repo.supplierByCode(tx, pid, input.supplierCode);
        if (!payee || payee.active !== 'Y')
          throw fieldErrors(actor.lang, [{ path: 'supplierCode', rule: 'oneOf' }]);
        const requests = await lockRequests(tx, pid, input.requestPayNos);
        const byNo = new Map(requests.map((r) => [r.requestPayNo, r]));
        const errors: { path: string; rule: string }[] = [];
        input.requestPayNos.forEach((no, i) => {
          const r = byNo.get(no.toUpperCase());
          if (!r) errors.push({ path: `requestPayNos.${i}`, rule: 'oneOf' });
          else if (r.supplierId !== payee.id)
            errors.push({ path: `requestPayNos.${i}`, rule: 'supplierMismatchPaymentVoucher' });
        });
        if (errors.length) throw fieldErrors(actor.lang, errors);
        if (requests.some((r) => r.status !== 'APPROVED' || r.paymentVoucherId)) throw new AppError('PV002');
        // A payable is settled on or after the day it was raised, never before.
        if (requests.some((r) => r.requestPayDate > input.paymentVoucherDate)) throw new AppError('PV009');

        // What accounts payable holds for each request (a clearing's top-up is less than its grand total).
        const settled = requests.reduce((s, r) => s + payableOf(r).amount, 0);
        const wht = requests.reduce((s, r) => s + payableOf(r).wht, 0);
        const payments = await resolvePayments(tx, actor, input);
        // Paid out of petty cash: the fund never goes below zero, under the lock its spendings take.
        const fromFund = payments.filter((p) => p.method === 'PETTY_CASH').reduce((s, p) => s + p.amount, 0);
        if (fromFund > 0) {
          await lockPettyCash(tx, pid);
          const { available } = await pettyCashAvailable(tx, pid, input.paymentVoucherDate);
          if (fromFund > available)
            throw fieldErrors(
              actor.lang,
              [
                {
                  path: 'payments',
                  rule: 'max_amount',
                  params: { max: formatMoney(Math.max(available, 0)) },
                },
              ],
              'RQ017',
            );
        }
        const paid = payments.reduce((s, p) => s + p.amount, 0);
        if (paid !== settled - wht)
          throw fieldErrors(actor.lang, [{ path: 'payments', rule: 'transactionTotalNotEqualRemain' }]);
        const whtForm = payee.whtType as WhtType;
        if (wht > 0) await assertReturnOpen(tx, pid, input.paymentVoucherDate, whtForm);
        const map = await accountMapOf(tx, pid);
        // The journal names its source before the row is written.
        const voucherId = randomUUID();

        const { documentNo } = await postDocument(tx, {
          propertyId: pid,
          userId: actor.user.id,
          documentType: DOCUMENT_TYPE_PAYMENT_VOUCHER,
          date: input.paymentVoucherDate,
          journal: (no) => ({
            draft: postPaymentVoucher(
              {
                documentType: DOCUMENT_TYPE_PAYMENT_VOUCHER,
                documentNo: no,
                date: input.paymentVoucherDate,
                settles: [{ accountCode: accountOf(map, 'AP'), amount: settled }],
                payments: payments.map((p) => ({ accountCode: p.accountCode, amount: p.amount })),
                withheld: wht > 0 ? [{ form: whtForm, amount: wht }] : [],
              },
              map,
            ),
            sourceId: voucherId,
            description: input.description,
          }),
          write: async ({ documentNo: no, entryId }) => {
            const [voucher] = await tx
              .insert(paymentVoucher)
              .values({
                id: voucherId,
                propertyId: pid,
                paymentVoucherNo: no,
                paymentVoucherDate: input.paymentVoucherDate,
                supplierId: payee.id,
                description: input.description,
                settled: dec(settled),
                wht: dec(wht),
                paid: dec(paid),
                whtForm,
                ...(wht > 0 ? await numberCertificate(tx, pid, input.paymentVoucherDate) : {}),
                journalEntryId: entryId!,
                createdBy: actor.user.id,
              })
              .returning();
            const id = voucher!.id;
            await tx.insert(paymentVoucherRequest).values(
              requests.map((r) => ({
                propertyId: pid,
                paymentVoucherId: id,
                requestPayId: r.id,
                amount: dec(payableOf(r).amount),
                wht: r.wht,
              })),
            );
            const chequeIds: (string | null)[] = [];
            for (const p of payments) {
              if (!p.book) {
                chequeIds.push(null);
                continue;
              }
              const [issued] = await tx
                .insert(cheque)
                .values({
                  propertyId: pid,
                  direction: 'ISSUED',
                  chequeNo: p.book.chequeNo,
                  chequeDate: p.chequeDate!,
                  bankCode: p.book.bankCode,
                  branchCode: p.book.branchCode,
                  payerName: payee.nameTh,
                  amount: dec(p.amount),
                  balance: dec(p.amount),
                  accountCode: p.accountCode,
                  bookNo: p.book.bookNo,
                  remark: no,
                  createdBy: actor.user.id,
                })
                .returning({ id: cheque.id });
              chequeIds.push(issued!.id);
            }
            await tx.insert(paymentVoucherPayment).values(
              payments.map((p, i) => ({
                propertyId: pid,
                paymentVoucherId: id,
                lineNo: i + 1,
                method: p.method,
                accountCode: p.accountCode,
                amount: dec(p.amount),
                bankAccountId: p.bankAccountId,
                chequeBookId: p.book?.id ?? null,
                chequeId: chequeIds[i] ?? null,
              })),
            );
            await markPaid(
              tx,
              pid,
              requests.map((r) => r.id),
              id,
            );
            return voucher!;
          },
          audit: ({ documentNo: no }, voucher) => ({
            action: 'paymentVoucher.save',
            entity: 'payment_voucher',
            entityId: voucher.id,
            after: { ...input, paymentVoucherNo: no },
          }),
        });
        return {
          paymentVoucherId: voucherId,
          paymentVoucherNo: documentNo,
          status: 'ISSUED' as const,
          chequeNos: payments.flatMap((p) => (p.book ? [p.book.chequeNo] : [])),
        };
      });
    },

    /**
     * Posts the reversal (dated today, or the voucher's date when later), voids its cheques and makes its
     * requests payable again. A cheque that has cleared the bank cannot be unwritten: such a voucher stays.
     */
    async cancel(actor: Actor, no: string, reason: string) {
      return inTransaction(async (tx) => {
        const pid = actor.property.id;
        const found = await repo.findByNo(tx, pid, no, true);
        if (!found) throw new AppError('PV001');
        if (found.status === 'CANCELLED') throw new AppError('PV005');
        if (decimalStringToSatang(found.wht) > 0)
          await assertReturnOpen(tx, pid, found.paymentVoucherDate, found.whtForm as WhtType);
        const cheques = await repo.lockChequesOf(tx, pid, found.id);
        if (cheques.some((c) => c.status !== 'ON_HAND')) throw new AppError('PV004');
        const today = bangkokToday();
        const reversalEntryId = await postReversal(tx, {
          propertyId: pid,
          entryId: found.journalEntryId,
          date: found.paymentVoucherDate > today ? found.paymentVoucherDate : today,
          userId: actor.user.id,
          description: reason,
        });
        await tx
          .update(paymentVoucher)
          .set({
            status: 'CANCELLED',
            reversalEntryId,
            reason,
            cancelledBy: actor.user.id,
            cancelledAt: new Date(),
          })
          .where(eq(paymentVoucher.id, found.id));
        await tx
          .update(paymentVoucherRequest)
          .set({ live: false })
          .where(eq(paymentVoucherRequest.paymentVoucherId, found.id));
        const chequeIds = cheques.map((c) => c.id);
        if (chequeIds.length)
          await tx
            .update(cheque)
            .set({
              status: 'CANCELLED',
              statusReason: reason,
              updatedBy: actor.user.id,
              updatedAt: new Date(),
            })
            .where(and(eq(cheque.propertyId, pid), inArray(cheque.id, chequeIds)));
        await markPayable(tx, pid, found.id);
        await audit(tx, {
          userId: actor.user.id,
          propertyId: pid,
          action: 'paymentVoucher.cancel',
          entity: 'payment_voucher',
          entityId: found.id,
          before: { status: found.status },
          after: { status: 'CANCELLED', reason, voidedCheques: chequeIds.length },
        });
        return {
          paymentVoucherId: found.id,
          paymentVoucherNo: found.paymentVoucherNo,
          status: 'CANCELLED' as const,
          chequeNos: [],
        };
      });
    },

    async search(actor: Actor, body: PaymentVoucherSearch) {
      const { rows, paging } = await repo.search(
        db,
        actor.property.id,
        {
          paymentVoucherNo: body.paymentVoucherNo,
          supplierCode: body.supplierCode,
          status: body.status,
          dateFrom: body.dateFrom,
          dateTo: body.dateTo,
        },
        { cursor: body.cursor, pageSize: body.pageSize },
      );
      return { rows: rows.map((r) => rowOf(r, actor.lang)), paging };
    },

    async detail(actor: Actor, no: string): Promise<PaymentVoucherDetail> {
      const record = await repo.recordByNo(db, actor.property.id, no);
      if (!record) throw new AppError('PV001');
      const v = record.voucher;
      const requests = await repo.requestsOf(db, actor.property.id, v.id);
      const payments = await repo.paymentsOf(db, actor.property.id, v.id);
      return {
        ...rowOf(record, actor.lang),
        requests: requests.map(({ link, request }) => ({
          requestPayNo: request.requestPayNo,
          requestPayDate: request.requestPayDate,
          description: request.description,
          amount: link.amount,
          wht: link.wht,
        })),
        payments: payments.map(({ payment, cheque: c, bookNo }) => ({
          lineNo: payment.lineNo,
          method: payment.method as PaymentMethod,
          accountCode: payment.accountCode,
          amount: payment.amount,
          bookNo: bookNo ?? null,
          chequeNo: c?.chequeNo ?? null,
          chequeDate: c?.chequeDate ?? null,
          chequeStatus: c?.status ?? null,
        })),
        journalEntryId: v.journalEntryId,
        reversalEntryId: v.reversalEntryId,
        reason: v.reason,
        whtCertificate:
          v.whtBookNo !== null && v.whtCertificateNo !== null
            ? { bookNo: v.whtBookNo, no: v.whtCertificateNo }
            : null,
      };
    },

    /** Every month of the year, both returns, with the tax withheld and where each return stands. */
    async taxStatus(actor: Actor, year: number) {
      return filingStatus(db, actor, year);
    },

    /** The exported return was filed and its tax paid: the remittance posted, the reference kept. */
    async taxSubmit(actor: Actor, input: Parameters<typeof submitFiling>[2]) {
      return inTransaction((tx) => submitFiling(tx, actor, input));
    },

    /** The Revenue Department refused the file: FAILED with the reason, to export again. */
    async taxFail(actor: Actor, input: Parameters<typeof failFiling>[2]) {
      return inTransaction((tx) => failFiling(tx, actor, input));
    },

    /** Whether a transfer to the supplier can be paid online (both accounts known; e-mails reported). */
    async onlineCheck(actor: Actor, supplierCode: string) {
      return onlineCheck(db, actor, supplierCode);
    },

    /** The day's transfers from one property bank account as that bank's bulk credit file. */
    async bankFile(actor: Actor, query: BankExportQuery) {
      return bankFile(db, actor, query);
    },

    /** The 50 ทวิ of a voucher that withheld tax, in `lang`. */
    async certificatePdf(actor: Actor, no: string, lang: Lang) {
      return certificatePdf(db, actor, no, lang);
    },

    /**
     * The month's PND 3 or PND 53 attachment (RD Prep text, `rdPrepFile`): one certificate per live voucher of
     * that form with tax withheld, a line per request line withheld from. A payee whose record cannot fill its
     * row (no valid tax ID, no address, no title for a person) is named in the refusal.
     */
    async taxFile(actor: Actor, month: string, form: WhtType) {
      const rows = await repo.withheldBetween(
        db,
        actor.property.id,
        form,
        `${month}-01`,
        `${nextMonth(month)}-01`,
      );
      if (rows.length === 0) throw new AppError('PV008');
      const byVoucher = new Map<string, { supplierCode: string; certificate: RdPrepCertificate }>();
      for (const r of rows) {
        let entry = byVoucher.get(r.voucherId);
        if (!entry) {
          entry = {
            supplierCode: r.supplierCode,
            certificate: {
              payee: rdPrepPayee(form, r.nameTh),
              taxId: r.taxId ?? '',
              branchNo: r.branchNo,
              address: { street: r.address ?? '', province: r.province, postalCode: r.postalCode },
              date: r.date,
              condition: 'withheld',
              lines: [],
            },
          };
          byVoucher.set(r.voucherId, entry);
        }
        entry.certificate.lines.push({
          description: r.lineDescription || r.requestDescription,
          rate: r.rate ?? '0',
          baseSatang: amountOf(r.base),
          taxSatang: amountOf(r.tax),
        });
      }
      const entries = [...byVoucher.values()];
      try {
        const file = rdPrepFile(
          form,
          entries.map((e) => e.certificate),
        );
        await db.transaction((tx) => markExported(tx, actor, month, form));
        return { data: file.bytes, fileName: `${form}-${actor.property.code}-${month}.txt` };
      } catch (error) {
        if (!(error instanceof PaymentFileError)) throw error;
        throw fileRefusal(actor.lang, error, (item) => entries[item - 1]?.supplierCode, 'PV007');
      }
    },

    /** The printed voucher in `lang`: the property, the payee's tax ID and address, who prepared it. */
    async pdf(actor: Actor, no: string, lang: Lang): Promise<{ pdf: Buffer; fileName: string }> {
      const voucher = await this.detail({ ...actor, lang }, no);
      const setting = (await findProperty(db, actor.property.id))?.setting;
      const payee = await repo.supplierByCode(db, actor.property.id, voucher.supplierCode);
      const record = await repo.findByNo(db, actor.property.id, no);
      const pdf = await renderPaymentVoucherPdf({
        lang,
        property: {
          name: lang === 'en' ? actor.property.nameEn : actor.property.nameTh,
          address: (lang === 'en' ? setting?.addressEn : setting?.addressTh) ?? setting?.addressTh ?? null,
          taxId: setting?.taxId ?? null,
        },
        voucher,
        payee: {
          taxId: payee?.taxId ?? null,
          address: payee
            ? [payee.address, payee.province, payee.postalCode]
                .filter((p) => p && p.trim() !== '')
                .join(' ') || null
            : null,
        },
        preparedBy: await userNameById(db, record?.createdBy ?? null, lang),
      });
      return { pdf, fileName: `${voucher.paymentVoucherNo}.pdf` };
    },

    /** The supplier's approved, unpaid requests, with what a voucher would pay out for each. */
    async payable(actor: Actor, supplierCode: string) {
      const payee = await repo.supplierByCode(db, actor.property.id, supplierCode);
      if (!payee) return [];
      return (await payableRequests(db, actor.property.id, payee.id)).map((r) => ({
        requestPayNo: r.requestPayNo,
        requestPayDate: r.requestPayDate,
        description: r.description,
        grandTotal: r.grandTotal,
        wht: r.wht,
        remain: dec(payableOf(r).amount - payableOf(r).wht),
      }));
    },

    async bankAccounts(actor: Actor) {
      return (await repo.activeBankAccounts(db, actor.property.id)).map(({ account, nameTh, nameEn }) => ({
        accountNoId: account.id,
        accountCode: account.accountCode,
        accountCodeName: (actor.lang === 'en' ? nameEn : nameTh) ?? '',
        bankCode: account.bankCode,
        accountNo: account.accountNo,
        accountName: account.accountName,
      }));
    },

    async chequeBooks(actor: Actor, accountCode?: string) {
      return (await repo.books(db, actor.property.id, accountCode)).map(bookRow);
    },

    /** A new cheque book of one of the property's bank accounts; its numbers may not meet another book's. */
    async saveChequeBook(actor: Actor, input: ChequeBookSave) {
      return inTransaction(async (tx) => {
        const pid = actor.property.id;
        const [account] = isUuid(input.accountNoId)
          ? await repo.bankAccountsById(tx, pid, [input.accountNoId])
          : [];
        if (!account || account.active !== 'Y')
          throw fieldErrors(actor.lang, [{ path: 'accountNoId', rule: 'oneOf' }]);
        const first = Number(input.firstNo);
        const last = Number(input.lastNo);
        if ((await repo.overlappingBooks(tx, pid, account.id, first, last)).length)
          throw new AppError('PV006');
        const [book] = await tx
          .insert(chequeBook)
          .values({
            propertyId: pid,
            bankAccountId: account.id,
            bookNo: input.bookNumber.toUpperCase(),
            firstNo: first,
            lastNo: last,
            nextNo: first,
            createdBy: actor.user.id,
          })
          .returning();
        await audit(tx, {
          userId: actor.user.id,
          propertyId: pid,
          action: 'chequeBook.save',
          entity: 'cheque_book',
          entityId: book!.id,
          after: { ...input },
        });
        return bookRow({ book: book!, account });
      });
    },
  };
}

function rowOf(r: repo.PaymentVoucherRecord, lang: Lang) {
  const v = r.voucher;
  return {
    paymentVoucherId: v.id,
    paymentVoucherNo: v.paymentVoucherNo,
    paymentVoucherDate: v.paymentVoucherDate,
    status: v.status as PaymentVoucherStatus,
    supplierCode: r.supplierCode,
    supplierName: (lang === 'en' ? r.supplierNameEn : null) ?? r.supplierNameTh,
    description: v.description,
    settled: v.settled,
    wht: v.wht,
    paid: v.paid,
    whtForm: v.whtForm,
  };
}

export type PaymentVoucherService = ReturnType<typeof createPaymentVoucherService>;
