import { formatCycle } from '@suanklang/accounting';
import {
  codeOptions,
  decimalStringToSatang,
  EXPENSE_CATEGORIES,
  INVOICE_SOURCES,
  roundHalfUp,
  satangToDecimalString,
  vatExclusive,
  type InvoiceDetail,
  type InvoiceRow,
  type InvoiceSave,
  type InvoiceSearchBody,
  type Lang,
  personName,
  oneOf,
} from '@suanklang/shared';
import { audit } from '../../platform/audit';
import { bangkokToday } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { scoped } from '../../platform/request-context';
import { accountMapOf, journalsOf, ledgerError, postDocument, type DocumentAudit } from '../ledger';
import { findProperty } from '../property-settings';
import { occupants as unitOccupants } from '../units';
import { renderInvoicesPdf, type InvoiceDocument } from './document/invoice-pdf';
import {
  DOCUMENT_TYPE_INVOICE,
  invoiceJournal,
  writeInvoices,
  type InvoiceDraft,
  type InvoiceLineDraft,
} from './invoice-writer';
import * as billedParty from './billed-party';
import { customerSnapshot } from './billed-party';
import * as repo from './invoices.repository';
import { expenseTypeName, lineDescription } from './line-text';
import { openInvoicesOfUnit } from './open-items';

type Actor = ReturnType<typeof scoped>;
/** What reading an invoice needs of its caller: the property (a job has no request, only the export's). */
type PropertyRef = { property: { id: string } };
function paymentStatus(i: { grandTotal: string; paidAmount: string; creditedAmount: string }) {
  const settled = decimalStringToSatang(i.paidAmount) + decimalStringToSatang(i.creditedAmount);
  if (settled === 0) return 'UNPAID' as const;
  return settled >= decimalStringToSatang(i.grandTotal) ? ('PAID' as const) : ('PARTIAL' as const);
}

function toRow(r: repo.InvoiceRecord): InvoiceRow {
  const i = r.invoice;
  return {
    invoiceId: i.id,
    invoiceNo: i.invoiceNo,
    status: oneOf(['DRAFT', 'ISSUED', 'CANCELLED'] as const, i.status, 'DRAFT'),
    paymentStatus: paymentStatus(i),
    source: oneOf(INVOICE_SOURCES, i.source, 'MANUAL'),
    unitCode: r.unitCode,
    customerCode: r.customerCode,
    customerName: i.customerName,
    invoiceDate: i.invoiceDate,
    dueDate: i.dueDate,
    billingMonth: i.billingMonth,
    grandTotal: i.grandTotal,
    paidAmount: i.paidAmount,
    creditedAmount: i.creditedAmount,
    outstanding: satangToDecimalString(
      i.status === 'ISSUED'
        ? decimalStringToSatang(i.grandTotal) -
            decimalStringToSatang(i.paidAmount) -
            decimalStringToSatang(i.creditedAmount)
        : 0,
    ),
    printCount: i.printCount,
  };
}

function lineDraftOf(l: repo.LineRecord): InvoiceLineDraft {
  return {
    expenseTypeId: l.line.expenseTypeId,
    category: oneOf(EXPENSE_CATEGORIES, l.category, 'OTHER'),
    incomeAccountCode: l.incomeAccountCode,
    description: l.line.description,
    cycleStart: l.line.cycleStart,
    cycleEnd: l.line.cycleEnd,
    quantity: l.line.quantity,
    unitPrice: l.line.unitPrice === null ? null : decimalStringToSatang(l.line.unitPrice),
    amountExcludeVat: decimalStringToSatang(l.line.amountExcludeVat),
    vat: decimalStringToSatang(l.line.vat),
  };
}

/** '67.000000' -> '67.00', '17.500000' -> '17.50', '0.480769' stays: at least 2 decimals, no trailing zeros beyond. */
export function displayQuantity(quantity: string | null): string | null {
  if (quantity === null) return null;
  const [whole, fraction = ''] = quantity.split('.');
  return `${whole}.${fraction.replace(/0+$/, '').padEnd(2, '0')}`;
}

/** A metered line's readings and the units used (its quantity: a rolled-over meter's use is not current - previous). */
function meterOf(line: {
  previousMeter: string | null;
  currentMeter: string | null;
  quantity: string | null;
}): { previous: string; current: string; used: string } | null {
  if (line.previousMeter === null || line.currentMeter === null || line.quantity === null) return null;
  return { previous: line.previousMeter, current: line.currentMeter, used: displayQuantity(line.quantity)! };
}

/** quantity (decimal text, up to 4 places) x unit price (satang), rounded half-up once. */
function lineAmount(quantity: string, unitPrice: number): number {
  const [whole = '0', fraction = ''] = quantity.split('.');
  const scaled = BigInt(`${whole}${fraction.padEnd(4, '0').slice(0, 4)}`);
  return roundHalfUp(scaled * BigInt(unitPrice), 10_000n);
}

export function createInvoicesService(db: Db) {
  async function load(tx: Executor, actor: PropertyRef, id: string, lock = false) {
    const found = await repo.findInvoice(tx, actor.property.id, id, { lock });
    if (!found) throw new AppError('IN002');
    return found;
  }

  async function inTransaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      throw ledgerError(error) ?? error;
    }
  }

  /** The manual invoice's draft from the form: prices typed, VAT added when the type and property carry it. */
  async function draftOf(
    tx: Executor,
    actor: Actor,
    input: InvoiceSave & { invoiceDate: string; dueDate: string },
  ): Promise<InvoiceDraft> {
    const propertyId = actor.property.id;
    const u = await billedParty.findUnitByCode(tx, propertyId, input.unitCode);
    if (!u) throw new AppError('EX003');
    const customer = (await billedParty.billedCustomers(tx, propertyId)).get(u.id);
    if (!customer) throw new AppError('IN004');
    const vatRate = await billedParty.vatRatePermille(tx, propertyId, input.invoiceDate);
    const month = input.invoiceDate.slice(0, 7);
    const lines: InvoiceLineDraft[] = [];
    for (const l of input.lines ?? []) {
      const t = await billedParty.findExpenseTypeByCode(tx, propertyId, String(l.expenseTypeCode));
      if (!t || t.active !== 'Y') throw new AppError('IN006');
      const unitPrice = Number(l.unitPrice);
      const amount = lineAmount(String(l.quantity), unitPrice);
      const vat = t.vatApplicable === 'Y' && vatRate > 0 ? vatExclusive(amount, vatRate).vat : 0;
      lines.push({
        expenseTypeId: t.id,
        category: oneOf(EXPENSE_CATEGORIES, t.category, 'OTHER'),
        incomeAccountCode: t.incomeAccountCode,
        description: String(l.description),
        cycleStart: month,
        cycleEnd: month,
        quantity: String(l.quantity),
        unitPrice,
        amountExcludeVat: amount,
        vat,
      });
    }
    if (lines.reduce((s, l) => s + l.amountExcludeVat + l.vat, 0) <= 0) {
      throw new AppError('ST001', [
        {
          path: 'lines',
          rule: 'min_value',
          message:
            actor.lang === 'en' ? 'The invoice total must be more than 0.' : 'ยอดรวมใบแจ้งหนี้ต้องมากกว่า 0',
        },
      ]);
    }
    return {
      source: 'MANUAL',
      unitId: u.id,
      customer: customerSnapshot(customer),
      invoiceDate: input.invoiceDate,
      dueDate: input.dueDate,
      billingMonth: month,
      remark: input.remark ?? null,
      lines,
    };
  }

  /** Numbers and posts a draft in the caller's transaction, with the audit row the caller words. */
  async function issueDraft(
    tx: Executor,
    actor: Actor,
    found: NonNullable<Awaited<ReturnType<typeof load>>>,
    auditOf: (invoiceNo: string) => DocumentAudit,
  ) {
    const i = found.invoice;
    const lines = await repo.linesOf(tx, [i.id]);
    const draft: InvoiceDraft = {
      source: 'MANUAL',
      unitId: i.unitId,
      customer: {
        id: i.customerId,
        name: i.customerName,
        address: i.customerAddress,
        taxId: i.customerTaxId,
        branchNo: i.customerBranchNo,
      },
      invoiceDate: i.invoiceDate,
      dueDate: i.dueDate,
      billingMonth: i.billingMonth,
      lines: lines.map((l) => ({ ...lineDraftOf(l), id: l.line.id })),
    };
    const map = await accountMapOf(tx, actor.property.id);
    const { documentNo } = await postDocument(tx, {
      propertyId: actor.property.id,
      userId: actor.user.id,
      documentType: DOCUMENT_TYPE_INVOICE,
      date: i.invoiceDate,
      journal: (invoiceNo) => invoiceJournal(invoiceNo, draft, map, i.id),
      write: ({ documentNo: invoiceNo, entryId }) =>
        repo.updateInvoice(tx, i.id, { invoiceNo, status: 'ISSUED', journalEntryId: entryId }),
      audit: ({ documentNo: invoiceNo }) => auditOf(invoiceNo),
    });
    return documentNo;
  }

  async function documentsOf(
    actor: PropertyRef,
    ids: string[],
    lang: Lang,
    onDocument?: (gathered: number) => Promise<void>,
  ): Promise<InvoiceDocument[]> {
    const found = await findProperty(db, actor.property.id);
    if (!found) throw new AppError('ST006');
    const { property, setting } = found;
    const vatRegistered = setting?.vatRegistered === 'Y';
    const allLines = await repo.linesOf(db, ids);
    const docs: InvoiceDocument[] = [];
    for (const id of ids) {
      const r = await load(db, actor, id);
      const i = r.invoice;
      docs.push({
        lang,
        property: {
          name: lang === 'en' ? property.nameEn : property.nameTh,
          address: (lang === 'en' ? setting?.addressEn : setting?.addressTh) ?? setting?.addressTh ?? null,
          taxId: setting?.taxId ?? null,
          branchNo: vatRegistered ? (setting?.branchNo ?? '00000') : null,
          phone: setting?.phone ?? null,
        },
        customer: {
          name: i.customerName,
          address: i.customerAddress,
          taxId: i.customerTaxId,
          branchNo: i.customerBranchNo,
        },
        unitCode: r.unitCode,
        invoiceNo: i.invoiceNo ?? '',
        invoiceDate: i.invoiceDate,
        dueDate: i.dueDate,
        taxInvoice: vatRegistered,
        status: oneOf(['DRAFT', 'ISSUED', 'CANCELLED'] as const, i.status, 'DRAFT'),
        lines: allLines
          .filter((l) => l.line.invoiceId === id)
          .map((l) => ({
            description: lineDescription({ ...l, description: l.line.description }, lang),
            meter: meterOf(l.line),
            chargedMinimum: l.line.chargedMinimum,
            period: formatCycle({ start: l.line.cycleStart, end: l.line.cycleEnd }, lang),
            quantity: displayQuantity(l.line.quantity),
            unitPrice: l.line.unitPrice === null ? null : decimalStringToSatang(l.line.unitPrice),
            amountExcludeVat: decimalStringToSatang(l.line.amountExcludeVat),
            vat: decimalStringToSatang(l.line.vat),
            amount: decimalStringToSatang(l.line.grandTotal),
          })),
        totals: {
          amountExcludeVat: decimalStringToSatang(i.amountExcludeVat),
          vat: decimalStringToSatang(i.vat),
          grandTotal: decimalStringToSatang(i.grandTotal),
        },
        payment:
          setting?.billerId && i.invoiceNo && i.status === 'ISSUED'
            ? {
                billerId: setting.billerId,
                ref1: r.unitCode.replace(/[^A-Z0-9]/gi, '').toUpperCase(),
                ref2: i.invoiceNo,
              }
            : null,
        note: i.remark,
      });
      await onDocument?.(docs.length);
    }
    return docs;
  }

  return {
    async search(actor: Actor, q: InvoiceSearchBody) {
      const { rows, paging } = await repo.searchInvoices(
        db,
        actor.property.id,
        { ...q, today: bangkokToday() },
        q,
      );
      return { rows: rows.map(toRow), paging };
    },

    async detail(actor: Actor, id: string): Promise<InvoiceDetail> {
      const r = await load(db, actor, id);
      const lines = await repo.linesOf(db, [id]);
      const journals = await journalsOf(db, actor.property.id, [id], actor.lang);
      const i = r.invoice;
      return {
        ...toRow(r),
        customerAddress: i.customerAddress,
        customerTaxId: i.customerTaxId,
        customerBranchNo: i.customerBranchNo,
        amountExcludeVat: i.amountExcludeVat,
        vat: i.vat,
        remark: i.remark,
        cancelReason: i.cancelReason,
        lines: lines.map((l) => ({
          lineNo: l.line.lineNo,
          expenseTypeCode: l.code,
          expenseTypeDescription: expenseTypeName(l, actor.lang),
          category: oneOf(EXPENSE_CATEGORIES, l.category, 'OTHER'),
          description: l.line.description,
          displayDescription: lineDescription({ ...l, description: l.line.description }, actor.lang),
          billingStart: l.line.cycleStart,
          billingEnd: l.line.cycleEnd,
          quantity: displayQuantity(l.line.quantity),
          unitPrice: l.line.unitPrice,
          previousMeter: l.line.previousMeter,
          currentMeter: l.line.currentMeter,
          chargedMinimum: l.line.chargedMinimum,
          amountExcludeVat: l.line.amountExcludeVat,
          vat: l.line.vat,
          grandTotal: l.line.grandTotal,
          paidAmount: l.line.paidAmount,
          creditedAmount: l.line.creditedAmount,
        })),
        journals: journals.map(({ documentNo, kind, entryDate, lines: jl }) => ({
          documentNo,
          kind,
          entryDate,
          lines: jl,
        })),
        createdBy: personName(r.creator, actor.lang),
        createdDate: i.createdAt.toISOString(),
        updatedDate: i.updatedAt?.toISOString() ?? null,
      };
    },

    async unitInfo(actor: Actor, unitCode: string) {
      const u = await billedParty.findUnitByCode(db, actor.property.id, unitCode);
      if (!u) throw new AppError('EX003');
      const c = (await billedParty.billedCustomers(db, actor.property.id, u.id)).get(u.id);
      const open = (await openInvoicesOfUnit(db, actor.property.id, u.id)).map(toRow);
      const snapshot = c ? customerSnapshot(c) : null;
      return {
        unitCode: u.code,
        customerCode: c?.code ?? null,
        customerName: snapshot?.name ?? null,
        customerAddress: snapshot?.address ?? null,
        outstanding: satangToDecimalString(
          open.reduce((s, r) => s + decimalStringToSatang(r.outstanding), 0),
        ),
        openInvoices: open,
      };
    },

    /** Creates or replaces a manual draft; with issue, numbers and posts it in the same transaction. */
    async save(actor: Actor, input: InvoiceSave & { invoiceDate: string; dueDate: string }) {
      return inTransaction(async (tx) => {
        const draft = await draftOf(tx, actor, input);
        let ids: string[] | undefined;
        if (input.invoiceId) {
          const found = await load(tx, actor, input.invoiceId, true);
          if (found.invoice.status !== 'DRAFT') throw new AppError('IN003');
          // A draft is not posted: its rows are replaced whole, under the same id.
          await repo.deleteDraft(tx, found.invoice.id);
          ids = [found.invoice.id];
        }
        const [created] = await writeInvoices(tx, actor.property.id, actor.user.id, [draft], {
          issue: false,
          accountMap: await accountMapOf(tx, actor.property.id),
          ...(ids ? { ids } : {}),
        });
        const id = created!.id;
        const auditOf = (invoiceNo: string | null) => ({
          action: input.issue ? 'invoice.issue' : 'invoice.save',
          entity: 'invoice',
          entityId: id,
          after: { ...input, invoiceNo },
        });
        let invoiceNo: string | null = null;
        if (input.issue) invoiceNo = await issueDraft(tx, actor, await load(tx, actor, id, true), auditOf);
        else await audit(tx, { userId: actor.user.id, propertyId: actor.property.id, ...auditOf(null) });
        return { invoiceId: id, invoiceNo, status: input.issue ? ('ISSUED' as const) : ('DRAFT' as const) };
      });
    },

    /** The draft's charges replaced; its header as it is. */
    async saveExpenses(actor: Actor, input: { invoiceId: string; lines: InvoiceSave['lines'] }) {
      const found = await load(db, actor, input.invoiceId);
      const i = found.invoice;
      if (i.status !== 'DRAFT') throw new AppError('IN003');
      return this.save(actor, {
        propertyCode: actor.property.code,
        invoiceId: i.id,
        unitCode: found.unitCode,
        invoiceDate: i.invoiceDate,
        dueDate: i.dueDate,
        remark: i.remark ?? undefined,
        lines: input.lines,
        issue: false,
      });
    },

    async issue(actor: Actor, id: string) {
      return inTransaction(async (tx) => {
        const found = await load(tx, actor, id, true);
        if (found.invoice.status !== 'DRAFT') throw new AppError('IN003');
        const invoiceNo = await issueDraft(tx, actor, found, (invoiceNo) => ({
          action: 'invoice.issue',
          entity: 'invoice',
          entityId: id,
          after: { invoiceNo },
        }));
        return { invoiceId: id, invoiceNo, status: 'ISSUED' as const };
      });
    },

    /** Only a draft can be cancelled (000 s.4): an invoice with a number is corrected by a credit note. */
    async cancel(actor: Actor, id: string, reason: string) {
      await inTransaction(async (tx) => {
        const found = await load(tx, actor, id, true);
        if (found.invoice.invoiceNo || found.invoice.status === 'ISSUED') throw new AppError('IN001');
        if (found.invoice.status === 'CANCELLED') throw new AppError('IN003');
        await repo.updateInvoice(tx, id, {
          status: 'CANCELLED',
          cancelReason: reason,
          cancelledBy: actor.user.id,
          cancelledAt: new Date(),
        });
        await repo.releaseBilledCharges(tx, id);
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: 'invoice.cancel',
          entity: 'invoice',
          entityId: id,
          before: { status: found.invoice.status },
          after: { status: 'CANCELLED', reason },
        });
      });
    },

    /**
     * The billing name and address printed on the invoice. On an issued tax invoice the buyer cannot change
     * (Revenue Code s.86/4: a new tax invoice replaces it); other invoices may be corrected, and are audited.
     */
    async customerDetail(
      actor: Actor,
      input: {
        invoiceId: string;
        customerName: string;
        customerAddress?: string | undefined;
        customerTaxId?: string | undefined;
        customerBranchNo?: string | undefined;
      },
    ) {
      await inTransaction(async (tx) => {
        const found = await load(tx, actor, input.invoiceId, true);
        const i = found.invoice;
        if (i.status === 'CANCELLED') throw new AppError('IN003');
        const setting = await findProperty(tx, actor.property.id);
        if (i.status === 'ISSUED' && setting?.setting?.vatRegistered === 'Y') throw new AppError('IN005');
        const after = {
          customerName: input.customerName,
          customerAddress: input.customerAddress ?? null,
          customerTaxId: input.customerTaxId ?? null,
          customerBranchNo: input.customerBranchNo ?? null,
        };
        await repo.updateInvoice(tx, i.id, after);
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: 'invoice.customerDetail',
          entity: 'invoice',
          entityId: i.id,
          before: {
            customerName: i.customerName,
            customerAddress: i.customerAddress,
            customerTaxId: i.customerTaxId,
            customerBranchNo: i.customerBranchNo,
          },
          after,
        });
      });
    },

    /** Bill an invoice to another current customer of its unit (after a resale), by customer code. */
    async rename(actor: Actor, invoiceNo: string, customerCode: string) {
      await inTransaction(async (tx) => {
        const ref = await repo.findInvoiceByNo(tx, actor.property.id, invoiceNo);
        if (!ref) throw new AppError('IN002');
        const found = await load(tx, actor, ref.id, true);
        const setting = await findProperty(tx, actor.property.id);
        if (found.invoice.status === 'ISSUED' && setting?.setting?.vatRegistered === 'Y')
          throw new AppError('IN005');
        const occupants = await unitOccupants(tx, actor.property.id, [found.invoice.unitId], true);
        const next = occupants.find((o) => o.customerCode === customerCode.toUpperCase());
        if (!next) throw new AppError('IN007');
        const c = (await billedParty.billedCustomers(tx, actor.property.id)).get(found.invoice.unitId);
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
        await repo.updateInvoice(tx, found.invoice.id, {
          customerId: snapshot.id,
          customerName: snapshot.name,
          customerAddress: snapshot.address,
          customerTaxId: snapshot.taxId,
        });
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: 'invoice.rename',
          entity: 'invoice',
          entityId: found.invoice.id,
          before: { customerId: found.invoice.customerId },
          after: { customerId: snapshot.id },
        });
      });
    },

    printOptions(lang: Lang) {
      return codeOptions('language', lang);
    },

    async pdf(actor: Actor, id: string, docLang: Lang): Promise<{ pdf: Buffer; fileName: string }> {
      const docs = await documentsOf(actor, [id], docLang);
      const pdf = await renderInvoicesPdf(docs);
      await repo.bumpPrintCount(db, [id]);
      return { pdf, fileName: `${docs[0]?.invoiceNo || 'draft'}.pdf` };
    },

    /** The ids of the month's issued invoices, in print order. */
    async monthInvoiceIds(propertyId: string, billingMonth: string): Promise<string[]> {
      return (await repo.issuedInMonth(db, propertyId, billingMonth)).map((r) => r.id);
    },

    /**
     * Every issued invoice of the month in one PDF. `progress` hears steps done of total (each invoice read, then
     * each drawn), and the drawing gives way to other calls after each invoice: a thousand pages take a while.
     */
    async monthPdf(
      actor: PropertyRef,
      billingMonth: string,
      docLang: Lang,
      progress?: (done: number, total: number) => Promise<void>,
    ): Promise<{ pdf: Buffer; fileName: string }> {
      const ids = (await repo.issuedInMonth(db, actor.property.id, billingMonth)).map((r) => r.id);
      if (ids.length === 0) throw new AppError('IN002');
      const total = ids.length * 2;
      const every = Math.max(1, Math.floor(ids.length / 50));
      const step = async (done: number) => {
        if (done % every === 0 || done === total) await progress?.(done, total);
      };
      const docs = await documentsOf(actor, ids, docLang, progress && step);
      const pdf = await renderInvoicesPdf(docs, {
        onInvoice: progress
          ? async (rendered) => {
              await new Promise((resolve) => setImmediate(resolve));
              await step(ids.length + rendered);
            }
          : undefined,
      });
      await repo.bumpPrintCount(db, ids);
      return { pdf, fileName: `invoices-${billingMonth}.pdf` };
    },
  };
}
