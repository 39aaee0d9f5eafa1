import { formatCycle } from '@suanklang/accounting';
import {
  codeLabel,
  codeOptions,
  decimalStringToSatang,
  isCodeOf,
  formatThaiDate,
  RECEIPT_SOURCES,
  RECEIPT_STATUSES,
  type DeductionKind,
  type Lang,
  type PaymentEntry,
  type ReceiptDetail,
  type ReceiptRow,
  type ReceiptSave,
  type ReceiptSearchBody,
  personName,
  oneOf,
} from '@suanklang/shared';
import { audit } from '../../platform/audit';
import type { Db, Executor } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import { customerSnapshot } from '../expenses';
import * as expensesRepo from '../expenses';
import { journalsOf, ledgerError } from '../ledger';
import { expenseTypeName, lineDescription } from '../invoices';
import { findProperty } from '../property-settings';
import { occupants as unitOccupants } from '../units';
// The cheques module reaches its receipts through this registration (cheques/cheque-uses.ts).
import './cheque-receipts';
import { renderReceiptsPdf, type ReceiptDocument } from './document/receipt-pdf';
import { checkReceiptCancel } from './cancel-guards';
import { cancelReceiptInTx } from './receipt-cancel';
import {
  receiptOfKey,
  TAX_INVOICE_RECEIPT_TYPE,
  writeReceipt,
  type Actor,
  type ReceiptDeductionWrite,
  type ReceiptPaymentWrite,
  type ReceiptWritten,
} from './receipt-writer';
import * as repo from './receipts.repository';

const KIND_OF: Record<string, DeductionKind> = {
  INVOICE_ITEM: 'invoiceItem',
  ACCOUNT: 'account',
  WALLET: 'wallet',
};
const ENTRY_TYPE_OF = {
  CASH: 'cash',
  CHEQUE: 'cheque',
  CARD: 'creditdebit',
  TRANSFER: 'transfer',
  ONLINE: 'online',
  BILL_PAYMENT: 'billpayment',
} as const;

const typeDescription = (code: string, lang: Lang) =>
  isCodeOf('receiptType', code) ? codeLabel('receiptType', code, lang) : code;

function toRow(r: repo.ReceiptRecord, lang: Lang): ReceiptRow {
  const x = r.receipt;
  return {
    receiptId: x.id,
    receiptNo: x.receiptNo,
    receiptType: x.receiptType,
    receiptTypeDescription: typeDescription(x.receiptType, lang),
    status: oneOf(RECEIPT_STATUSES, x.status, 'ISSUED'),
    source: oneOf(RECEIPT_SOURCES, x.source, 'COUNTER'),
    unitCode: r.unitCode,
    customerCode: r.customerCode,
    customerName: x.customerName,
    receiptDate: x.receiptDate,
    grandTotal: x.grandTotal,
    paidTotal: x.paidTotal,
    deductionTotal: x.deductionTotal,
    walletTopUp: x.walletTopUp,
    printCount: x.printCount,
  };
}

/**
 * The save form's payment entries as the writer takes them; card numbers are cut to their last four digits. A card,
 * or a cheque without an account, is left without one: the writer books it to the property's card clearing or
 * cheques on hand account.
 */
function paymentsOf(entries: PaymentEntry[]): ReceiptPaymentWrite[] {
  return entries.map((e): ReceiptPaymentWrite => {
    switch (e.type) {
      case 'cash':
        return { paymentType: 'CASH', accountCode: e.accountCode, amount: e.price };
      case 'cheque':
        return {
          paymentType: 'CHEQUE',
          accountCode: e.accountCode ?? '',
          amount: e.price,
          chequeId: e.id,
        };
      case 'creditdebit':
        return {
          paymentType: 'CARD',
          accountCode: '',
          amount: e.price,
          cardNoLast4: e.cardNo.replace(/\D/g, '').slice(-4),
          cardProviderCode: e.cardHolderNameCode,
          cardName: e.cardName,
        };
      case 'transfer':
        return { paymentType: 'TRANSFER', accountCode: e.accountCode, amount: e.price, paymentDate: e.date };
      case 'online':
        return {
          paymentType: 'ONLINE',
          accountCode: e.accountCode,
          amount: e.price,
          paymentDate: e.date,
          accountNo: e.accountNo ?? null,
        };
    }
  });
}

export function createReceiptsService(db: Db) {
  async function inTransaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      const mapped = error instanceof AppError ? error : ledgerError(error);
      if (mapped?.code === 'GL001') throw new AppError('RC011');
      throw mapped ?? error;
    }
  }

  async function load(tx: Executor, actor: Actor, id: string, lock = false) {
    const found = await repo.findReceipt(tx, actor.property.id, id, { lock });
    if (!found) throw new AppError('RC001');
    return found;
  }

  async function documentOf(actor: Actor, id: string, lang: Lang, copy: boolean): Promise<ReceiptDocument> {
    const found = await findProperty(db, actor.property.id);
    if (!found) throw new AppError('ST006');
    const { property, setting } = found;
    const vatRegistered = setting?.vatRegistered === 'Y';
    const r = await load(db, actor, id);
    const x = r.receipt;
    const lines = await repo.paidLinesOf(db, id);
    const payments = await repo.paymentsOf(db, actor.property.id, id);
    const deductions = await repo.deductionsOf(db, id);
    return {
      lang,
      property: {
        name: lang === 'en' ? property.nameEn : property.nameTh,
        address: (lang === 'en' ? setting?.addressEn : setting?.addressTh) ?? setting?.addressTh ?? null,
        taxId: setting?.taxId ?? null,
        branchNo: vatRegistered ? (setting?.branchNo ?? '00000') : null,
        phone: setting?.phone ?? null,
      },
      customer: {
        name: x.customerName,
        address: x.customerAddress,
        taxId: x.customerTaxId,
        branchNo: x.customerBranchNo,
      },
      unitCode: r.unitCode,
      receiptNo: x.receiptNo,
      receiptDate: x.receiptDate,
      taxInvoice: vatRegistered && x.receiptType === TAX_INVOICE_RECEIPT_TYPE,
      copy,
      cancelled: x.status === 'CANCELLED',
      lines: lines.map((l) => ({
        invoiceNo: l.invoiceNo ?? '',
        description: lineDescription(l, lang),
        period: formatCycle({ start: l.cycleStart, end: l.cycleEnd }, lang),
        amountExcludeVat: decimalStringToSatang(l.paid.amountExcludeVat),
        vat: decimalStringToSatang(l.paid.vat),
        amount: decimalStringToSatang(l.paid.amount),
      })),
      payments: payments.map(({ payment: p, chequeNo }) => {
        const what = isCodeOf('paymentType', p.paymentType)
          ? codeLabel('paymentType', p.paymentType, lang)
          : p.paymentType;
        const detail =
          chequeNo ??
          (p.cardNoLast4
            ? `xxxx-${p.cardNoLast4}`
            : p.paymentDate
              ? formatThaiDate(p.paymentDate, lang)
              : '');
        return { label: detail ? `${what} ${detail}` : what, amount: decimalStringToSatang(p.amount) };
      }),
      deductions: deductions.map(({ deduction: d, invoiceNo, lineNo }) => {
        const kind = KIND_OF[d.kind];
        const what = kind ? codeLabel('deductionKind', kind, lang) : d.kind;
        return {
          label: `${what}${invoiceNo ? ` ${invoiceNo}/${lineNo}` : ''}${d.accountCode ? ` ${d.accountCode}` : ''}`,
          amount: decimalStringToSatang(d.amount),
        };
      }),
      totals: {
        amountExcludeVat: decimalStringToSatang(x.amountExcludeVat),
        vat: decimalStringToSatang(x.vat),
        grandTotal: decimalStringToSatang(x.grandTotal),
        walletTopUp: decimalStringToSatang(x.walletTopUp),
        received: decimalStringToSatang(x.grandTotal) + decimalStringToSatang(x.walletTopUp),
      },
      note: x.remark,
    };
  }

  return {
    types(actor: Actor, vatRegistered: boolean) {
      return codeOptions('receiptType', actor.lang).map((t) => {
        const taxInvoice = t.code === TAX_INVOICE_RECEIPT_TYPE;
        return { ...t, taxInvoice, available: !taxInvoice || vatRegistered };
      });
    },

    async receiptTypes(actor: Actor) {
      const found = await findProperty(db, actor.property.id);
      return this.types(actor, found?.setting?.vatRegistered === 'Y');
    },

    deductionTypes(lang: Lang) {
      return codeOptions('deductionKind', lang);
    },

    async search(actor: Actor, q: ReceiptSearchBody) {
      const { rows, paging } = await repo.searchReceipts(db, actor.property.id, q, q);
      return { rows: rows.map((r) => toRow(r, actor.lang)), paging };
    },

    async detail(actor: Actor, id: string): Promise<ReceiptDetail> {
      const r = await load(db, actor, id);
      const x = r.receipt;
      const [lines, deductions, payments, journals] = [
        await repo.paidLinesOf(db, id),
        await repo.deductionsOf(db, id),
        await repo.paymentsOf(db, actor.property.id, id),
        await journalsOf(db, actor.property.id, [id], actor.lang),
      ];
      return {
        ...toRow(r, actor.lang),
        unitId: x.unitId,
        customerAddress: x.customerAddress,
        customerTaxId: x.customerTaxId,
        customerBranchNo: x.customerBranchNo,
        amountExcludeVat: x.amountExcludeVat,
        vat: x.vat,
        remark: x.remark,
        cancelReason: x.cancelReason,
        lines: lines.map((l) => ({
          invoiceId: l.paid.invoiceId,
          invoiceNo: l.invoiceNo ?? '',
          lineNo: l.lineNo,
          expenseTypeCode: l.code,
          expenseTypeDescription: expenseTypeName(l, actor.lang),
          description: l.description,
          displayDescription: lineDescription(l, actor.lang),
          billingStart: l.cycleStart,
          billingEnd: l.cycleEnd,
          amountExcludeVat: l.paid.amountExcludeVat,
          vat: l.paid.vat,
          amount: l.paid.amount,
        })),
        deductions: deductions.map(({ deduction: d, invoiceNo, lineNo }) => ({
          kind: KIND_OF[d.kind] ?? 'account',
          invoiceNo: invoiceNo ?? null,
          lineNo: lineNo ?? null,
          accountCode: d.accountCode,
          // The column holds the two wallet types (0 general, 1 other).
          walletType: d.walletType === null ? null : d.walletType === 1 ? 1 : 0,
          description: d.description,
          amount: d.amount,
        })),
        payments: payments.map(({ payment: p, chequeNo, nameTh, nameEn }) => ({
          lineNo: p.lineNo,
          type: ENTRY_TYPE_OF[p.paymentType as keyof typeof ENTRY_TYPE_OF] ?? 'cash',
          accountCode: p.accountCode,
          accountCodeDescription: (actor.lang === 'en' ? nameEn : nameTh) ?? null,
          amount: p.amount,
          chequeId: p.chequeId,
          chequeNo: chequeNo ?? null,
          cardNoLast4: p.cardNoLast4,
          cardHolderNameCode: p.cardProviderCode,
          cardName: p.cardName,
          date: p.paymentDate,
          accountNo: p.accountNo,
          reference: p.reference,
          deposited: p.depositId !== null,
        })),
        journals: journals.map(({ documentNo, kind, entryDate, lines: jl }) => ({
          documentNo,
          kind,
          entryDate,
          lines: jl,
        })),
        createdBy: personName(r.creator, actor.lang),
        createdDate: x.createdAt.toISOString(),
        updatedDate: x.updatedAt?.toISOString() ?? null,
      };
    },

    /** POST /receipts/save: the form mapped onto writeReceipt, in one transaction. */
    async save(
      actor: Actor,
      input: ReceiptSave,
    ): Promise<{ receiptId: string; receiptNo: string; walletTopUp: string; replayed: boolean }> {
      const propertyId = actor.property.id;
      const answer = (r: ReceiptWritten) => ({
        receiptId: r.id,
        receiptNo: r.receiptNo,
        walletTopUp: r.walletTopUp,
        replayed: r.replayed,
      });
      try {
        const written = await inTransaction(async (tx) => {
          const u = await expensesRepo.findUnitByCode(tx, propertyId, input.unitCode);
          if (!u) throw new AppError('RC012');
          const found = await repo.invoicesByNo(
            tx,
            propertyId,
            input.invoices.map((i) => i.invoiceNo),
          );
          const idOf = (no: string) => {
            const hit = found.find((f) => f.invoiceNo === no.toUpperCase());
            if (!hit) throw new AppError('RC002');
            return hit.id;
          };
          const invoices = input.invoices.map((i) => ({
            invoiceId: idOf(i.invoiceNo),
            payAmount: i.payAmount,
          }));
          const deductions: ReceiptDeductionWrite[] = [];
          for (const d of input.deductions) {
            if (d.kind === 'invoiceItem') {
              if (!input.invoices.some((i) => i.invoiceNo.toUpperCase() === d.invoiceNo.toUpperCase()))
                throw new AppError('RC018');
              const line = await repo.invoiceLineByNo(tx, idOf(d.invoiceNo), d.lineNo);
              if (!line) throw new AppError('RC016');
              deductions.push({
                kind: 'INVOICE_ITEM',
                invoiceLineId: line.id,
                amount: d.amount,
                description: d.description ?? null,
              });
            } else if (d.kind === 'account') {
              deductions.push({
                kind: 'ACCOUNT',
                accountCode: d.accountCode,
                amount: d.amount,
                description: d.description ?? null,
              });
            } else {
              deductions.push({ kind: 'WALLET', walletType: d.walletType, amount: d.amount });
            }
          }
          return writeReceipt(tx, actor, {
            unitId: u.id,
            receiptType: input.receiptType,
            receiptDate: input.receiptDate,
            remark: input.remark ?? null,
            source: 'COUNTER',
            idempotencyKey: input.idempotencyKey,
            invoices,
            deductions,
            payments: paymentsOf(input.transactions),
            overpaymentWalletType: input.overpaymentWalletType,
          });
        });
        return answer(written);
      } catch (error) {
        // Two identical saves that raced past each other: the loser answers the winner's receipt.
        if (isUniqueViolation(error)) {
          const existing = await receiptOfKey(db, propertyId, input.idempotencyKey);
          if (existing) return answer(existing);
        }
        throw error;
      }
    },

    async cancel(actor: Actor, id: string, reason: string) {
      await inTransaction(async (tx) => {
        await checkReceiptCancel(tx, actor.property.id, id);
        await cancelReceiptInTx(tx, actor, id, reason);
      });
      const r = await load(db, actor, id);
      return {
        receiptId: id,
        receiptNo: r.receipt.receiptNo,
        status: 'CANCELLED' as const,
        printCount: r.receipt.printCount,
      };
    },

    /** Header texts only: the amounts, lines and customer of a posted receipt never change here. */
    async update(
      actor: Actor,
      input: { receiptId: string; remark?: string | undefined; customerAddress?: string | undefined },
    ) {
      return inTransaction(async (tx) => {
        const r = await load(tx, actor, input.receiptId, true);
        if (r.receipt.status !== 'ISSUED') throw new AppError('RC008');
        const after = { remark: input.remark ?? null, customerAddress: input.customerAddress ?? null };
        await repo.updateReceipt(tx, r.receipt.id, after);
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: 'receipt.update',
          entity: 'receipt',
          entityId: r.receipt.id,
          before: { remark: r.receipt.remark, customerAddress: r.receipt.customerAddress },
          after,
        });
        return {
          receiptId: r.receipt.id,
          receiptNo: r.receipt.receiptNo,
          status: 'ISSUED' as const,
          printCount: r.receipt.printCount,
        };
      });
    },

    /** The receipt goes to another current customer of its unit (after a resale), by customer code. */
    async rename(actor: Actor, receiptNo: string, customerCode: string) {
      return inTransaction(async (tx) => {
        const ref = await repo.findReceiptByNo(tx, actor.property.id, receiptNo);
        if (!ref) throw new AppError('RC001');
        const r = await load(tx, actor, ref.id, true);
        if (r.receipt.status !== 'ISSUED') throw new AppError('RC008');
        const list = await unitOccupants(tx, actor.property.id, [r.receipt.unitId], true);
        const next = list.find((o) => o.customerCode === customerCode.toUpperCase());
        if (!next) throw new AppError('RC015');
        const c = (await expensesRepo.billedCustomers(tx, actor.property.id)).get(r.receipt.unitId);
        const snapshot =
          c && c.id === next.customerId
            ? customerSnapshot(c)
            : {
                id: next.customerId,
                name: `${next.firstNameTh} ${next.lastNameTh ?? ''}`.trim(),
                address: null,
                taxId: null,
                branchNo: null,
              };
        await repo.updateReceipt(tx, r.receipt.id, {
          customerId: snapshot.id,
          customerName: snapshot.name,
          customerAddress: snapshot.address,
          customerTaxId: snapshot.taxId,
          customerBranchNo: snapshot.branchNo,
        });
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: 'receipt.rename',
          entity: 'receipt',
          entityId: r.receipt.id,
          before: { customerId: r.receipt.customerId },
          after: { customerId: snapshot.id },
        });
        return {
          receiptId: r.receipt.id,
          receiptNo: r.receipt.receiptNo,
          status: oneOf(RECEIPT_STATUSES, r.receipt.status, 'ISSUED'),
          printCount: r.receipt.printCount,
        };
      });
    },

    /** Records why a copy is printed; the copy itself comes from GET print, which counts it. */
    async reprint(actor: Actor, id: string, reason: string) {
      return inTransaction(async (tx) => {
        const r = await load(tx, actor, id);
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: 'receipt.reprint',
          entity: 'receipt',
          entityId: id,
          after: { reason, printCount: r.receipt.printCount },
        });
        return {
          receiptId: id,
          receiptNo: r.receipt.receiptNo,
          status: oneOf(RECEIPT_STATUSES, r.receipt.status, 'ISSUED'),
          printCount: r.receipt.printCount,
        };
      });
    },

    async document(actor: Actor, id: string, lang: Lang, copy = false) {
      return documentOf(actor, id, lang, copy);
    },

    /** The PDF; every print counts, and every print after the first is marked as a copy. */
    async pdf(actor: Actor, id: string, docLang: Lang): Promise<{ pdf: Buffer; fileName: string }> {
      const r = await load(db, actor, id);
      const doc = await documentOf(actor, id, docLang, r.receipt.printCount > 0);
      const pdf = await renderReceiptsPdf([doc]);
      await repo.bumpPrintCount(db, id);
      return { pdf, fileName: `${doc.receiptNo}.pdf` };
    },
  };
}
