import {
  formatCycle,
  postCreditNote,
  postReceiptCreditNote,
  spreadByWeight,
  vatPart,
} from '@suanklang/accounting';
import {
  ATTACH_FILE_POLICY,
  codeLabel,
  codeOptions,
  CREDIT_NOTE_CANCEL_STATUSES,
  CREDIT_NOTE_FOLDER,
  decimalStringToSatang,
  EXPENSE_CATEGORIES,
  isCodeOf,
  satangToDecimalString,
  type CreditNoteApprovalDetail,
  type CreditNoteDetail,
  type CreditNoteRow,
  type CreditNoteSave,
  type Lang,
  type WalletType,
  personName,
  oneOf,
} from '@suanklang/shared';
import { eq } from 'drizzle-orm';
import { audit } from '../../platform/audit';
import type { Db, Executor } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { checkUploads, type Upload } from '../../platform/files/uploads';
import type { scoped } from '../../platform/request-context';
import { act, approvalFlowOf, cancelRequest, registerApprovalHandler, submitForApproval } from '../approvals';
import type { FileStore } from '../files';
import { listFiles } from '../files';
import { accountMapOf, ledgerError, postDocument } from '../ledger';
import { expenseTypeName, lineDescription } from '../invoices';
import { findProperty } from '../property-settings';
import { moveWallet } from '../wallets';
import { creditNote, creditNoteLine } from './credit-notes.schema';
import * as repo from './credit-notes.repository';
import { renderCreditNotesPdf, type CreditNoteDocument } from './document/credit-note-pdf';

type Actor = ReturnType<typeof scoped>;
export const DOCUMENT_TYPE_CREDIT_NOTE = 'CN';

const sat = decimalStringToSatang;
const dec = satangToDecimalString;

/**
 * What a receipt-based credit note takes back of each line the receipt paid: its base spread over the lines by
 * what each paid before VAT, its VAT by the VAT each paid, and the wallet of the line's expense type the share
 * goes back to. The posting, the wallets and the printed lines all come from here.
 */
async function receiptShares(
  db: Executor,
  note: { receiptId: string | null; amountExcludeVat: string; vat: string },
) {
  if (note.receiptId === null) return [];
  const income = await repo.receiptIncome(db, note.receiptId);
  if (income.length === 0) return [];
  const parts = spreadByWeight(
    sat(note.amountExcludeVat),
    income.map((i) => sat(i.amountExcludeVat)),
  );
  const vats = spreadByWeight(
    sat(note.vat),
    income.map((i) => sat(i.vat)),
  );
  return income.map((i, n) => ({
    ...i,
    walletType: i.walletType === 1 ? (1 as const) : (0 as const),
    amountExcludeVat: parts[n]!,
    vat: vats[n]!,
    amount: parts[n]! + vats[n]!,
  }));
}

/** Runs in the transaction of the last approval: checks the amounts again, posts, and credits. */
async function onApproved(
  tx: Executor,
  ctx: { propertyId: string; documentId: string; documentNo: string; userId: string },
) {
  const note = await repo.lockNote(tx, ctx.propertyId, ctx.documentId);
  if (!note) throw new AppError('CN001');
  if (note.status !== 1) throw new AppError('CN003');
  const map = await accountMapOf(tx, ctx.propertyId);
  const header = {
    documentType: DOCUMENT_TYPE_CREDIT_NOTE,
    documentNo: note.creditNoteNo,
    date: note.creditNoteDate,
  };
  let draft;
  /** What each wallet gets back (receipt-based only). */
  const toWallets = new Map<WalletType, number>();
  if (note.creditNoteType === 1) {
    const lines = await repo.linesOf(tx, [note.id]);
    const perInvoice = new Map<string, number>();
    for (const l of lines) {
      // Guarded: a receipt may have paid the line since the credit note was saved.
      if (!(await repo.creditLine(tx, l.line.invoiceLineId, l.line.amount))) throw new AppError('CN002');
      perInvoice.set(l.line.invoiceId, (perInvoice.get(l.line.invoiceId) ?? 0) + sat(l.line.amount));
    }
    for (const [invoiceId, amount] of perInvoice) {
      if (!(await repo.creditInvoice(tx, invoiceId, dec(amount)))) throw new AppError('CN002');
    }
    draft = postCreditNote(
      {
        ...header,
        lines: lines.map((l) => ({
          category: oneOf(EXPENSE_CATEGORIES, l.category, 'OTHER'),
          incomeAccountCode: l.incomeAccountCode,
          amountExcludeVat: sat(l.line.amountExcludeVat),
          vat: sat(l.line.vat),
          description: l.description,
          invoiceLineId: l.line.invoiceLineId,
        })),
      },
      map,
    );
  } else {
    const rc = await repo.receiptById(tx, note.receiptId!);
    if (!rc || rc.status !== 'ISSUED') throw new AppError('CN005');
    const locked = await repo.findReceipt(tx, ctx.propertyId, note.unitId, rc.receiptNo, true);
    if (!locked) throw new AppError('CN005');
    const others = sat((await repo.creditedOnReceipts(tx, [rc.id], note.id)).get(rc.id) ?? '0');
    if (sat(note.grandTotal) > sat(rc.grandTotal) - others) throw new AppError('CN008');
    const shares = await receiptShares(tx, note);
    if (shares.length === 0) throw new AppError('CN005');
    for (const l of shares) toWallets.set(l.walletType, (toWallets.get(l.walletType) ?? 0) + l.amount);
    draft = postReceiptCreditNote(
      {
        ...header,
        lines: shares.map((l) => ({
          incomeAccountCode: l.incomeAccountCode,
          amountExcludeVat: l.amountExcludeVat,
          vat: l.vat,
          walletType: l.walletType,
          description: l.description,
        })),
      },
      map,
    );
  }
  // Numbered when saved; posted now, under that number.
  await postDocument(tx, {
    propertyId: ctx.propertyId,
    userId: ctx.userId,
    documentType: DOCUMENT_TYPE_CREDIT_NOTE,
    date: note.creditNoteDate,
    documentNo: note.creditNoteNo,
    journal: () => ({ draft, sourceId: note.id, description: note.description }),
    write: async ({ entryId }) => {
      // A receipt's credit goes back to its customer's wallets, each line's share to its own.
      for (const [walletType, amount] of toWallets) {
        if (amount === 0) continue;
        await moveWallet(tx, {
          propertyId: ctx.propertyId,
          unitId: note.unitId,
          customerId: note.customerId,
          walletType,
          amount,
          sourceType: 'CN',
          sourceId: note.id,
          documentNo: note.creditNoteNo,
          description: note.description,
          userId: ctx.userId,
        });
      }
      await tx
        .update(creditNote)
        .set({ status: 4, journalEntryId: entryId, closedBy: ctx.userId, closedAt: new Date() })
        .where(eq(creditNote.id, note.id));
    },
    audit: ({ entryId }) => ({
      action: 'creditNote.approve',
      entity: 'credit_note',
      entityId: note.id,
      before: { status: 1 },
      after: { status: 4, journalEntryId: entryId },
    }),
  });
}

async function onRejected(
  tx: Executor,
  ctx: { propertyId: string; documentId: string; userId: string; reason: string },
) {
  const note = await repo.lockNote(tx, ctx.propertyId, ctx.documentId);
  if (!note) throw new AppError('CN001');
  if (note.status !== 1) throw new AppError('CN003');
  await tx
    .update(creditNote)
    .set({ status: 2, reason: ctx.reason, closedBy: ctx.userId, closedAt: new Date() })
    .where(eq(creditNote.id, note.id));
  await audit(tx, {
    userId: ctx.userId,
    propertyId: ctx.propertyId,
    action: 'creditNote.reject',
    entity: 'credit_note',
    entityId: note.id,
    before: { status: 1 },
    after: { status: 2, reason: ctx.reason },
  });
}

registerApprovalHandler('CN', {
  onApproved,
  onRejected,
  async summaries(db, propertyId, ids, _lang: Lang) {
    const out = new Map<string, { description: string | null; amount: number | null }>();
    for (const id of ids) {
      const r = await repo.findById(db, propertyId, id);
      if (r)
        out.set(id, { description: `${r.unitCode} ${r.note.description}`, amount: sat(r.note.grandTotal) });
    }
    return out;
  },
});

function toRow(r: repo.CreditNoteRecord, lang: Lang): CreditNoteRow {
  const n = r.note;
  return {
    creditNoteId: n.id,
    creditNoteNo: n.creditNoteNo,
    creditNoteType: n.creditNoteType as 1 | 2,
    creditNoteTypeDescription: isCodeOf('creditNoteType', n.creditNoteType)
      ? codeLabel('creditNoteType', n.creditNoteType, lang)
      : '',
    status: n.status as 1 | 2 | 3 | 4,
    statusDescription: isCodeOf('creditNoteStatus', n.status)
      ? codeLabel('creditNoteStatus', n.status, lang)
      : '',
    creditNoteDate: n.creditNoteDate,
    unitCode: r.unitCode,
    customerName: n.customerName,
    description: n.description,
    receiptNo: r.receiptNo,
    amountExcludeVat: n.amountExcludeVat,
    vat: n.vat,
    grandTotal: n.grandTotal,
    createdBy: personName(r.creator, lang),
    createdDate: n.createdAt.toISOString(),
  };
}

export function createCreditNotesService(db: Db, files: FileStore) {
  async function inTransaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      throw ledgerError(error) ?? error;
    }
  }

  async function approvalDetail(
    tx: Executor,
    actor: Actor,
    r: repo.CreditNoteRecord,
  ): Promise<CreditNoteApprovalDetail> {
    const n = r.note;
    const lines = n.creditNoteType === 1 ? await repo.linesOf(tx, [n.id]) : [];
    const rc = n.receiptId ? await repo.receiptById(tx, n.receiptId) : null;
    return {
      creditNoteId: n.id,
      creditNoteNo: n.creditNoteNo,
      creditNoteType: n.creditNoteType as 1 | 2,
      creditNoteDate: n.creditNoteDate,
      status: n.status as 1 | 2 | 3 | 4,
      unitCodeDescription: r.unitCode,
      customerName: n.customerName,
      description: n.description,
      customerAddress: n.customerAddress,
      invoiceList: lines.map((l) => ({
        invoiceNo: l.invoiceNo ?? '',
        lineNo: l.lineNo,
        expenseTypeDescription: expenseTypeName(
          { nameTh: l.expenseNameTh, nameEn: l.expenseNameEn },
          actor.lang,
        ),
        billingStart: l.cycleStart,
        billingEnd: l.cycleEnd,
        amountExcludeVat: l.line.amountExcludeVat,
        vat: l.line.vat,
        payAmount: l.line.amount,
      })),
      receipt: rc
        ? {
            receiptNo: rc.receiptNo,
            payAmountExcludeVat: n.amountExcludeVat,
            payAmountVat: n.vat,
            payAmountGrandtotal: n.grandTotal,
          }
        : null,
      grandTotal: n.grandTotal,
    };
  }

  async function saveInvoiceBased(tx: Executor, actor: Actor, unitId: string, input: CreditNoteSave) {
    const lines: { invoiceId: string; invoiceLineId: string; amount: number; vat: number }[] = [];
    let customer: { id: string; name: string; address: string | null } | null = null;
    for (const l of input.lines ?? []) {
      const found = await repo.findOpenLine(tx, actor.property.id, unitId, l.invoiceNo, l.lineNo);
      if (!found) throw new AppError('CN006');
      const owed = sat(found.line.grandTotal) - sat(found.line.paidAmount) - sat(found.line.creditedAmount);
      if (l.amount > owed)
        throw new AppError('CN002', [
          {
            path: `lines.${lines.length}.amount`,
            rule: 'max_amount',
            message: actor.lang === 'en' ? `At most ${dec(owed)}` : `ไม่เกิน ${dec(owed)}`,
          },
        ]);
      lines.push({
        invoiceId: found.invoice.id,
        invoiceLineId: found.line.id,
        amount: l.amount,
        // The same rule as a receipt paying that part of the line (settlement: cumulative half-up).
        vat: vatPart(
          sat(found.line.grandTotal),
          sat(found.line.vat),
          sat(found.line.paidAmount) + sat(found.line.creditedAmount),
          l.amount,
        ),
      });
      customer ??= {
        id: found.invoice.customerId,
        name: found.invoice.customerName,
        address: found.invoice.customerAddress,
      };
    }
    return {
      lines,
      customer: customer!,
      receiptId: null,
      total: lines.reduce((s, l) => s + l.amount, 0),
      vat: lines.reduce((s, l) => s + l.vat, 0),
    };
  }

  async function saveReceiptBased(tx: Executor, actor: Actor, unitId: string, input: CreditNoteSave) {
    const rc = await repo.findReceipt(tx, actor.property.id, unitId, input.receiptNo ?? '', true);
    if (!rc || sat(rc.grandTotal) <= 0) throw new AppError('CN005');
    const amount = input.amount ?? 0;
    const already = sat((await repo.creditedOnReceipts(tx, [rc.id])).get(rc.id) ?? '0');
    if (amount > sat(rc.grandTotal) - already) throw new AppError('CN008');
    return {
      lines: [],
      customer: { id: rc.customerId, name: rc.customerName, address: rc.customerAddress },
      receiptId: rc.id,
      total: amount,
      vat: vatPart(sat(rc.grandTotal), sat(rc.vat), already, amount),
    };
  }

  const PRINT_STATUS = { 1: 'PENDING', 2: 'REJECTED', 3: 'CANCELLED', 4: 'APPROVED' } as const;

  /** What the PDF prints: the s.86/10 fields, read from the original documents as they were issued. */
  async function documentOf(
    actor: Actor,
    r: repo.CreditNoteRecord,
    lang: Lang,
    copy: boolean,
  ): Promise<CreditNoteDocument> {
    const found = await findProperty(db, actor.property.id);
    if (!found) throw new AppError('ST006');
    const { property, setting } = found;
    const vatRegistered = setting?.vatRegistered === 'Y';
    const n = r.note;
    const period = (start: string, end: string) => formatCycle({ start, end }, lang);
    let buyer: { taxId: string | null; branchNo: string | null } = { taxId: null, branchNo: null };
    let originals: CreditNoteDocument['originals'];
    let lines: CreditNoteDocument['lines'];
    let original: number;
    let earlier: number;
    if (n.creditNoteType === 1) {
      const invoices = await repo.invoicesOfNote(db, n.id);
      const first = invoices[0];
      if (first) buyer = { taxId: first.customerTaxId, branchNo: first.customerBranchNo };
      originals = invoices.map((i) => ({
        kind: 'invoice',
        documentNo: i.invoiceNo ?? '',
        date: i.invoiceDate,
      }));
      original = invoices.reduce((sum, i) => sum + sat(i.amountExcludeVat), 0);
      earlier = sat(
        await repo.earlierCreditsOnInvoices(
          db,
          n,
          invoices.map((i) => i.id),
        ),
      );
      lines = (await repo.linesOf(db, [n.id])).map((l) => ({
        documentNo: l.invoiceNo ?? '',
        description: lineDescription({ ...l, nameTh: l.expenseNameTh, nameEn: l.expenseNameEn }, lang),
        period: period(l.cycleStart, l.cycleEnd),
        amountExcludeVat: sat(l.line.amountExcludeVat),
        vat: sat(l.line.vat),
        amount: sat(l.line.amount),
      }));
    } else {
      const rc = await repo.receiptById(db, n.receiptId!);
      if (!rc) throw new AppError('CN005');
      buyer = { taxId: rc.customerTaxId, branchNo: rc.customerBranchNo };
      const shares = await receiptShares(db, n);
      const paid = new Map(shares.map((l) => [l.invoiceNo ?? '', l.invoiceDate]));
      originals = [
        { kind: 'receipt', documentNo: rc.receiptNo, date: rc.receiptDate },
        ...[...paid].map(([no, date]) => ({ kind: 'invoice' as const, documentNo: no, date })),
      ];
      original = sat(rc.amountExcludeVat);
      earlier = sat(await repo.earlierCreditsOnReceipt(db, n, rc.id));
      lines = shares.map((l) => ({
        documentNo: l.invoiceNo ?? '',
        description: lineDescription(l, lang),
        period: period(l.cycleStart, l.cycleEnd),
        amountExcludeVat: l.amountExcludeVat,
        vat: l.vat,
        amount: l.amount,
      }));
    }
    const difference = sat(n.amountExcludeVat);
    return {
      lang,
      property: {
        name: lang === 'en' ? property.nameEn : property.nameTh,
        address: (lang === 'en' ? setting?.addressEn : setting?.addressTh) ?? setting?.addressTh ?? null,
        taxId: setting?.taxId ?? null,
        branchNo: vatRegistered ? (setting?.branchNo ?? '00000') : null,
        phone: setting?.phone ?? null,
      },
      customer: { name: n.customerName, address: n.customerAddress, ...buyer },
      unitCode: r.unitCode,
      creditNoteNo: n.creditNoteNo,
      creditNoteDate: n.creditNoteDate,
      taxInvoice: vatRegistered,
      status: isCodeOf('creditNoteStatus', n.status) ? PRINT_STATUS[n.status] : 'PENDING',
      copy,
      reason: n.description,
      originals,
      lines,
      totals: {
        original,
        correct: original - earlier - difference,
        difference,
        vat: sat(n.vat),
        grandTotal: sat(n.grandTotal),
      },
    };
  }

  async function loadById(tx: Executor, actor: Actor, id: string) {
    const r = await repo.findById(tx, actor.property.id, id);
    if (!r) throw new AppError('CN001');
    return r;
  }

  async function loadByNo(tx: Executor, actor: Actor, no: string) {
    const r = await repo.findByNo(tx, actor.property.id, no);
    if (!r) throw new AppError('CN001');
    return r;
  }

  return {
    async search(actor: Actor, q: repo.CreditNoteFilter & { cursor?: string | undefined; pageSize: number }) {
      const { rows, paging } = await repo.search(db, actor.property.id, q, q);
      return { rows: rows.map((r) => toRow(r, actor.lang)), paging };
    },

    async detail(actor: Actor, id: string): Promise<CreditNoteDetail> {
      const r = await loadById(db, actor, id);
      const row = toRow(r, actor.lang);
      return {
        ...(await approvalDetail(db, actor, r)),
        printCount: r.note.printCount,
        statusDescription: row.statusDescription,
        creditNoteTypeDescription: row.creditNoteTypeDescription,
        amountExcludeVat: r.note.amountExcludeVat,
        vat: r.note.vat,
        reason: r.note.reason,
        createdBy: row.createdBy,
        createdDate: row.createdDate,
        approval: await approvalFlowOf(db, actor, 'CN', r.note.creditNoteNo),
        files: await files.list(db, actor.property.id, CREDIT_NOTE_FOLDER, [r.note.creditNoteNo]),
      };
    },

    /**
     * The PDF in `docLang`. Prints of an approved credit note are counted and every one after the first is a
     * copy; one still waiting, rejected or cancelled prints with its stamp and is not counted.
     */
    async pdf(actor: Actor, id: string, docLang: Lang): Promise<{ pdf: Buffer; fileName: string }> {
      const r = await loadById(db, actor, id);
      const approved = r.note.status === 4;
      const doc = await documentOf(actor, r, docLang, approved && r.note.printCount > 0);
      const pdf = await renderCreditNotesPdf([doc]);
      if (approved) await repo.bumpPrintCount(db, id);
      return { pdf, fileName: `${doc.creditNoteNo}.pdf` };
    },

    /** Records why a copy is printed (audited); the copy itself comes from GET print, which counts it. */
    async reprint(actor: Actor, id: string, reason: string) {
      return inTransaction(async (tx) => {
        const r = await loadById(tx, actor, id);
        if (r.note.status !== 4) throw new AppError('CN010');
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: 'creditNote.reprint',
          entity: 'credit_note',
          entityId: id,
          after: { reason, printCount: r.note.printCount },
        });
        return {
          creditNoteId: id,
          creditNoteNo: r.note.creditNoteNo,
          status: 4 as const,
          printCount: r.note.printCount,
        };
      });
    },

    async approvalDetailByNo(actor: Actor, no: string) {
      return approvalDetail(db, actor, await loadByNo(db, actor, no));
    },

    types(lang: Lang, only?: number) {
      return codeOptions('creditNoteType', lang).filter((t) => only === undefined || t.code === only);
    },

    async receipts(actor: Actor, unitCode: string) {
      const u = await repo.unitByCode(db, actor.property.id, unitCode);
      if (!u) throw new AppError('CN009');
      const rows = await repo.receiptsOfUnit(db, actor.property.id, u.id);
      const credited = await repo.creditedOnReceipts(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => {
        const c = sat(credited.get(r.id) ?? '0');
        return {
          receiptNo: r.receiptNo,
          receiptDate: r.receiptDate,
          customerName: r.customerName,
          grandTotal: r.grandTotal,
          creditedAmount: dec(c),
          remaining: dec(Math.max(0, sat(r.grandTotal) - c)),
        };
      });
    },

    async openLines(actor: Actor, unitCode: string) {
      const u = await repo.unitByCode(db, actor.property.id, unitCode);
      if (!u) throw new AppError('CN009');
      return (await repo.openLinesOfUnit(db, actor.property.id, u.id)).map((l) => ({
        invoiceNo: l.invoiceNo ?? '',
        invoiceDate: l.invoiceDate,
        lineNo: l.line.lineNo,
        expenseTypeDescription: expenseTypeName(l, actor.lang),
        description: l.line.description,
        displayDescription: lineDescription({ ...l, description: l.line.description }, actor.lang),
        billingStart: l.line.cycleStart,
        billingEnd: l.line.cycleEnd,
        grandTotal: l.line.grandTotal,
        remaining: dec(sat(l.line.grandTotal) - sat(l.line.paidAmount) - sat(l.line.creditedAmount)),
      }));
    },

    /** Numbers the credit note, stores it (status 1) and sends it for approval, all in one transaction. */
    async save(actor: Actor, input: CreditNoteSave) {
      return inTransaction(async (tx) => {
        const u = await repo.unitByCode(tx, actor.property.id, input.unitCode);
        if (!u) throw new AppError('CN009');
        const built =
          input.creditNoteType === 1
            ? await saveInvoiceBased(tx, actor, u.id, input)
            : await saveReceiptBased(tx, actor, u.id, input);
        const { documentNo: no, written: note } = await postDocument(tx, {
          propertyId: actor.property.id,
          userId: actor.user.id,
          documentType: DOCUMENT_TYPE_CREDIT_NOTE,
          date: input.creditNoteDate,
          // Posted when approved (onApproved), under the number it takes now.
          journal: () => null,
          write: async ({ documentNo }) => {
            const [note] = await tx
              .insert(creditNote)
              .values({
                propertyId: actor.property.id,
                creditNoteNo: documentNo,
                creditNoteType: input.creditNoteType,
                status: 1,
                creditNoteDate: input.creditNoteDate,
                unitId: u.id,
                customerId: built.customer.id,
                customerName: built.customer.name,
                customerAddress: built.customer.address,
                description: input.description,
                receiptId: built.receiptId,
                amountExcludeVat: dec(built.total - built.vat),
                vat: dec(built.vat),
                grandTotal: dec(built.total),
                createdBy: actor.user.id,
              })
              .returning();
            if (built.lines.length) {
              await tx.insert(creditNoteLine).values(
                built.lines.map((l) => ({
                  creditNoteId: note!.id,
                  propertyId: actor.property.id,
                  invoiceId: l.invoiceId,
                  invoiceLineId: l.invoiceLineId,
                  amountExcludeVat: dec(l.amount - l.vat),
                  vat: dec(l.vat),
                  amount: dec(l.amount),
                })),
              );
            }
            return note!;
          },
          audit: ({ documentNo }, note) => ({
            action: 'creditNote.save',
            entity: 'credit_note',
            entityId: note.id,
            after: { ...input, creditNoteNo: documentNo },
          }),
        });
        await submitForApproval(
          tx,
          { userId: actor.user.id, propertyId: actor.property.id },
          { documentType: 'CN', documentId: note.id, documentNo: no },
        );
        const [after] = await tx
          .select({ status: creditNote.status })
          .from(creditNote)
          .where(eq(creditNote.id, note.id));
        return { creditNoteId: note.id, creditNoteNo: no, status: after!.status as 1 | 2 | 3 | 4 };
      });
    },

    /** Approve or reject through the approval engine (its candidate and right checks apply). */
    async act(actor: Actor, creditNoteNo: string, action: 'approve' | 'reject', reason?: string) {
      return inTransaction(async (tx) => {
        const r = await loadByNo(tx, actor, creditNoteNo);
        await act(tx, actor, { documentType: 'CN', documentNo: r.note.creditNoteNo, action, reason });
        const [after] = await tx
          .select({ status: creditNote.status })
          .from(creditNote)
          .where(eq(creditNote.id, r.note.id));
        return {
          creditNoteId: r.note.id,
          creditNoteNo: r.note.creditNoteNo,
          status: after!.status as 1 | 2 | 3 | 4,
        };
      });
    },

    /** The creator side withdraws a credit note still waiting for approval. */
    async cancel(actor: Actor, creditNoteNo: string, reason: string) {
      return inTransaction(async (tx) => {
        const r = await loadByNo(tx, actor, creditNoteNo);
        const note = await repo.lockNote(tx, actor.property.id, r.note.id);
        if (note!.status === 4) throw new AppError('CN004');
        if (note!.status !== 1) throw new AppError('CN003');
        await tx
          .update(creditNote)
          .set({ status: 3, reason, closedBy: actor.user.id, closedAt: new Date() })
          .where(eq(creditNote.id, note!.id));
        await cancelRequest(tx, actor.property.id, { documentType: 'CN', documentNo: note!.creditNoteNo });
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: 'creditNote.cancel',
          entity: 'credit_note',
          entityId: note!.id,
          before: { status: 1 },
          after: { status: 3, reason },
        });
        return { creditNoteId: note!.id, creditNoteNo: note!.creditNoteNo, status: 3 as const };
      });
    },

    /** Attachments under the CN folder; refused once rejected or cancelled, and within the attach-file limits. */
    async upload(actor: Actor, creditNoteNo: string, uploads: Upload[]) {
      const r = await loadByNo(db, actor, creditNoteNo);
      if (CREDIT_NOTE_CANCEL_STATUSES.includes(r.note.status)) throw new AppError('CN007');
      if (uploads.length === 0)
        throw new AppError('ST001', [
          {
            path: 'files',
            rule: 'fileRequired',
            message: actor.lang === 'en' ? 'Please choose a file.' : 'กรุณาเลือกไฟล์',
          },
        ]);
      const written = await files.write(actor.property.id, CREDIT_NOTE_FOLDER, actor.user, uploads);
      try {
        await inTransaction(async (tx) => {
          const note = await repo.lockNote(tx, actor.property.id, r.note.id);
          if (!note || CREDIT_NOTE_CANCEL_STATUSES.includes(note.status)) throw new AppError('CN007');
          const existing = await listFiles(tx, actor.property.id, CREDIT_NOTE_FOLDER, [note.creditNoteNo]);
          const errors = checkUploads(uploads, ATTACH_FILE_POLICY, actor.lang, {
            alreadyAttached: existing.map((f) => ({ size: f.size })),
          });
          if (errors.length) throw new AppError('ST001', errors);
          await files.record(tx, written.rows(note.creditNoteNo));
          await audit(tx, {
            userId: actor.user.id,
            propertyId: actor.property.id,
            action: 'creditNote.upload',
            entity: 'credit_note',
            entityId: note.id,
            after: { files: uploads.map((u) => u.fileName) },
          });
        });
      } catch (error) {
        await written.discard();
        throw error;
      }
      return { files: await files.list(db, actor.property.id, CREDIT_NOTE_FOLDER, [r.note.creditNoteNo]) };
    },
  };
}
