import { postManualVoucher } from '@suanklang/accounting';
import {
  ATTACH_FILE_POLICY,
  codeLabel,
  decimalStringToSatang,
  LEDGER_EXPORT_LINE_LIMIT,
  MANUAL_VOUCHER_CLOSED_STATUSES,
  MANUAL_VOUCHER_FOLDER,
  ruleMessage,
  satangToDecimalString,
  type FieldError,
  type Lang,
  type ManualVoucherDetail,
  type ManualVoucherSave,
  type ManualVoucherStatus,
} from '@suanklang/shared';
import { eq } from 'drizzle-orm';
import { audit } from '../../platform/audit';
import { bangkokToday } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { checkUploads, type Upload } from '../../platform/files/uploads';
import type { scoped } from '../../platform/request-context';
import {
  act as approvalAct,
  approvalFlowOf,
  cancelRequest,
  registerApprovalHandler,
  submitForApproval,
} from '../approvals';
import { listFiles, type FileStore } from '../files';
import { ledgerError, nextMonth, postDocument, postReversal } from '../ledger';
import { findProperty } from '../property-settings';
import * as repo from './manual-vouchers.repository';
import { manualVoucher, manualVoucherLine } from './manual-vouchers.schema';
import { printedVoucher, renderVoucherPdf } from './voucher-pdf';
import { vouchersWorkbook } from './voucher-workbook';
import { userNameById } from '../../platform/user-name';

type Actor = ReturnType<typeof scoped>;
/** Manual vouchers number in the JV series, with the deposits: one book of journal vouchers. */
export const DOCUMENT_TYPE_JOURNAL_VOUCHER = 'JV';

const dec = satangToDecimalString;
const amountOf = decimalStringToSatang;

/** Runs in the transaction of the last approval: posts the voucher's lines as typed, under its number. */
async function onApproved(
  tx: Executor,
  ctx: { propertyId: string; documentId: string; documentNo: string; userId: string },
) {
  const voucher = await repo.findById(tx, ctx.propertyId, ctx.documentId, true);
  if (!voucher) throw new AppError('GL019');
  if (voucher.status !== 1) throw new AppError('GL020');
  const lines = await repo.linesOf(tx, ctx.propertyId, voucher.id);
  const draft = postManualVoucher({
    documentType: DOCUMENT_TYPE_JOURNAL_VOUCHER,
    documentNo: voucher.voucherNo,
    date: voucher.voucherDate,
    lines: lines.map(({ line }) => {
      const debit = amountOf(line.debit);
      return {
        accountCode: line.accountCode,
        side: debit > 0 ? ('debit' as const) : ('credit' as const),
        amount: debit > 0 ? debit : amountOf(line.credit),
        ...(line.description ? { description: line.description } : {}),
      };
    }),
  });
  await postDocument(tx, {
    propertyId: ctx.propertyId,
    userId: ctx.userId,
    documentType: DOCUMENT_TYPE_JOURNAL_VOUCHER,
    date: voucher.voucherDate,
    documentNo: voucher.voucherNo,
    journal: () => ({ draft, sourceId: voucher.id, description: voucher.description }),
    write: async ({ entryId }) => {
      await tx
        .update(manualVoucher)
        .set({ status: 4, journalEntryId: entryId, closedBy: ctx.userId, closedAt: new Date() })
        .where(eq(manualVoucher.id, voucher.id));
    },
    audit: ({ entryId }) => ({
      action: 'manualVoucher.approve',
      entity: 'manual_voucher',
      entityId: voucher.id,
      before: { status: 1 },
      after: { status: 4, journalEntryId: entryId },
    }),
  });
}

async function onRejected(
  tx: Executor,
  ctx: { propertyId: string; documentId: string; userId: string; reason: string },
) {
  const voucher = await repo.findById(tx, ctx.propertyId, ctx.documentId, true);
  if (!voucher) throw new AppError('GL019');
  if (voucher.status !== 1) throw new AppError('GL020');
  await tx
    .update(manualVoucher)
    .set({ status: 2, reason: ctx.reason, closedBy: ctx.userId, closedAt: new Date() })
    .where(eq(manualVoucher.id, voucher.id));
  await audit(tx, {
    userId: ctx.userId,
    propertyId: ctx.propertyId,
    action: 'manualVoucher.reject',
    entity: 'manual_voucher',
    entityId: voucher.id,
    before: { status: 1 },
    after: { status: 2, reason: ctx.reason },
  });
}

registerApprovalHandler('JV', {
  onApproved,
  onRejected,
  async summaries(db, propertyId, ids) {
    const out = new Map<string, { description: string | null; amount: number | null }>();
    for (const id of ids) {
      const v = await repo.findById(db, propertyId, id);
      if (v) out.set(id, { description: v.description, amount: amountOf(v.total) });
    }
    return out;
  },
});

export function createManualVouchersService(db: Db, files: FileStore) {
  async function inTransaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      throw ledgerError(error) ?? error;
    }
  }

  /**
   * Every line's account must be one of the property's active posting accounts, and not a receivable control
   * account (kept by invoices, receipts and credit notes, to which the aging ties); a unit must be the property's.
   */
  async function checkLines(tx: Executor, actor: Actor, input: ManualVoucherSave) {
    const codes = [...new Set(input.lines.map((l) => l.accountCode))];
    const accounts = new Map(
      (await repo.accountsByCode(tx, actor.property.id, codes)).map((a) => [a.code, a]),
    );
    const receivable = await repo.receivableAccounts(tx, actor.property.id);
    const units = await repo.unitsByCode(tx, actor.property.id, [
      ...new Set(input.lines.flatMap((l) => (l.unitCode ? [l.unitCode] : []))),
    ]);
    const errors: FieldError[] = [];
    input.lines.forEach((l, i) => {
      const a = accounts.get(l.accountCode);
      if (!a || a.active !== 'Y' || a.postable !== 'Y')
        errors.push({
          path: `lines.${i}.accountCode`,
          rule: 'oneOf',
          message: ruleMessage(actor.lang, 'oneOf'),
        });
      if (l.unitCode && !units.has(l.unitCode))
        errors.push({
          path: `lines.${i}.unitCode`,
          rule: 'oneOf',
          message: ruleMessage(actor.lang, 'oneOf'),
        });
    });
    if (errors.length) throw new AppError('ST001', errors);
    if (input.lines.some((l) => receivable.has(l.accountCode))) throw new AppError('GL022');
    return units;
  }

  async function load(tx: Executor, actor: Actor, no: string, lock = false) {
    const voucher = await repo.findByNo(tx, actor.property.id, no, lock);
    if (!voucher) throw new AppError('GL019');
    return voucher;
  }

  async function statusOf(tx: Executor, id: string) {
    const [row] = await tx
      .select({ status: manualVoucher.status })
      .from(manualVoucher)
      .where(eq(manualVoucher.id, id));
    return row!.status as ManualVoucherStatus;
  }

  /** The voucher with its lines, state, approval flow and files: the G/L readers and the approvers read it. */
  async function detail(actor: Actor, no: string): Promise<ManualVoucherDetail> {
    if (!actor.rights.objects.has('DOCUMENT') && !actor.rights.objects.has('PENDING_APPROVAL'))
      throw new AppError('ST005');
    const voucher = await load(db, actor, no);
    const lines = await repo.linesOf(db, actor.property.id, voucher.id);
    return {
      voucherId: voucher.id,
      voucherNo: voucher.voucherNo,
      voucherDate: voucher.voucherDate,
      description: voucher.description,
      status: voucher.status as ManualVoucherStatus,
      statusDescription: codeLabel('manualVoucherStatus', voucher.status as ManualVoucherStatus, actor.lang),
      total: voucher.total,
      lines: lines.map(({ line, nameTh, nameEn, unitCode }) => ({
        lineNo: line.lineNo,
        accountCode: line.accountCode,
        accountName: (actor.lang === 'en' ? nameEn : nameTh) ?? '',
        description: line.description,
        debit: line.debit,
        credit: line.credit,
        unitCode: unitCode ?? null,
      })),
      journalEntryId: voucher.journalEntryId,
      reversalEntryId: voucher.reversalEntryId,
      reason: voucher.reason,
      createdBy: await userNameById(db, voucher.createdBy, actor.lang),
      createdDate: voucher.createdAt.toISOString(),
      approval: await approvalFlowOf(db, actor, 'JV', voucher.voucherNo),
      files: await files.list(db, actor.property.id, MANUAL_VOUCHER_FOLDER, [voucher.voucherNo]),
    };
  }

  return {
    /** Numbers the voucher, stores it (status 1) and sends it for approval, in one transaction. */
    async save(actor: Actor, input: ManualVoucherSave) {
      return inTransaction(async (tx) => {
        // Posted only when approved, so the database's period guard would speak too late: a closed month
        // refuses the voucher now, as it refuses every document dated in it.
        if (await repo.monthClosed(tx, actor.property.id, input.voucherDate)) throw new AppError('GL001');
        const units = await checkLines(tx, actor, input);
        const total = input.lines.reduce((s, l) => s + (l.debit ?? 0), 0);
        const { documentNo: no, written: voucher } = await postDocument(tx, {
          propertyId: actor.property.id,
          userId: actor.user.id,
          documentType: DOCUMENT_TYPE_JOURNAL_VOUCHER,
          date: input.voucherDate,
          // Posted when approved (onApproved), under the number it takes now.
          journal: () => null,
          write: async ({ documentNo }) => {
            const [row] = await tx
              .insert(manualVoucher)
              .values({
                propertyId: actor.property.id,
                voucherNo: documentNo,
                voucherDate: input.voucherDate,
                description: input.description,
                total: dec(total),
                createdBy: actor.user.id,
              })
              .returning();
            await tx.insert(manualVoucherLine).values(
              input.lines.map((l, i) => ({
                propertyId: actor.property.id,
                voucherId: row!.id,
                lineNo: i + 1,
                accountCode: l.accountCode,
                description: l.description || null,
                debit: dec(l.debit ?? 0),
                credit: dec(l.credit ?? 0),
                unitId: l.unitCode ? (units.get(l.unitCode) ?? null) : null,
              })),
            );
            return row!;
          },
          audit: ({ documentNo }, row) => ({
            action: 'manualVoucher.save',
            entity: 'manual_voucher',
            entityId: row.id,
            after: { ...input, voucherNo: documentNo },
          }),
        });
        await submitForApproval(
          tx,
          { userId: actor.user.id, propertyId: actor.property.id },
          { documentType: 'JV', documentId: voucher.id, documentNo: no },
        );
        return { voucherId: voucher.id, voucherNo: no, status: await statusOf(tx, voucher.id) };
      });
    },

    /**
     * Withdraws a voucher still waiting for approval (nothing was posted), or cancels an approved one by posting
     * the reversal of its entry, dated today (or on the voucher's date when that is later). A reversal of an entry
     * posted to the general ledger is refused until that posting is cancelled (GL006), and a closed month
     * refuses it (GL001), both by the database.
     */
    async cancel(actor: Actor, voucherNo: string, reason: string) {
      return inTransaction(async (tx) => {
        const voucher = await load(tx, actor, voucherNo, true);
        if (voucher.status === 1) {
          await tx
            .update(manualVoucher)
            .set({ status: 3, reason, closedBy: actor.user.id, closedAt: new Date() })
            .where(eq(manualVoucher.id, voucher.id));
          await cancelRequest(tx, actor.property.id, { documentType: 'JV', documentNo: voucher.voucherNo });
        } else if (voucher.status === 4 && voucher.journalEntryId) {
          const today = bangkokToday();
          const reversalEntryId = await postReversal(tx, {
            propertyId: actor.property.id,
            entryId: voucher.journalEntryId,
            date: voucher.voucherDate > today ? voucher.voucherDate : today,
            userId: actor.user.id,
            description: reason,
          });
          await tx
            .update(manualVoucher)
            .set({ status: 3, reason, reversalEntryId, closedBy: actor.user.id, closedAt: new Date() })
            .where(eq(manualVoucher.id, voucher.id));
        } else {
          throw new AppError('GL020');
        }
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: 'manualVoucher.cancel',
          entity: 'manual_voucher',
          entityId: voucher.id,
          before: { status: voucher.status },
          after: { status: 3, reason },
        });
        return { voucherId: voucher.id, voucherNo: voucher.voucherNo, status: 3 as const };
      });
    },

    detail,

    /** The voucher printed (A4) in `lang`: read with the detail's rights, and not found on another property. */
    async pdf(actor: Actor, no: string, lang: Lang): Promise<{ pdf: Buffer; fileName: string }> {
      const shown = await detail({ ...actor, lang }, no);
      const found = await findProperty(db, actor.property.id);
      const setting = found?.setting;
      const reversal = shown.reversalEntryId
        ? await repo.entryOf(db, actor.property.id, shown.reversalEntryId)
        : null;
      const pdf = await renderVoucherPdf(
        printedVoucher(shown, {
          lang,
          property: {
            name: lang === 'en' ? actor.property.nameEn : actor.property.nameTh,
            address: (lang === 'en' ? setting?.addressEn : setting?.addressTh) ?? setting?.addressTh ?? null,
            taxId: setting?.taxId ?? null,
          },
          reversal: reversal && { documentNo: reversal.documentNo, date: reversal.entryDate },
        }),
      );
      return { pdf, fileName: `${shown.voucherNo}.pdf` };
    },

    /** Every voucher dated in the month, whatever its status, with its lines, as a workbook in `lang`. */
    async excel(actor: Actor, period: string, lang: Lang): Promise<{ data: Buffer; fileName: string }> {
      const from = `${period}-01`;
      const to = `${nextMonth(period)}-01`;
      if ((await repo.lineCountBetween(db, actor.property.id, from, to)) > LEDGER_EXPORT_LINE_LIMIT)
        throw new AppError('JV116');
      const vouchers = await repo.datedBetween(db, actor.property.id, from, to);
      const rows = await repo.linesOfVouchers(
        db,
        actor.property.id,
        vouchers.map((v) => v.id),
      );
      const linesOf = new Map<string, typeof rows>();
      for (const row of rows) {
        const own = linesOf.get(row.line.voucherId);
        if (own) own.push(row);
        else linesOf.set(row.line.voucherId, [row]);
      }
      const data = await vouchersWorkbook({
        lang,
        propertyName: lang === 'en' ? actor.property.nameEn : actor.property.nameTh,
        period,
        vouchers: vouchers.map((v) => ({
          voucherNo: v.voucherNo,
          voucherDate: v.voucherDate,
          status: v.status as ManualVoucherStatus,
          description: v.description,
          lines: (linesOf.get(v.id) ?? []).map(({ line, nameTh, nameEn, unitCode }) => ({
            accountCode: line.accountCode,
            accountName: (lang === 'en' ? nameEn : nameTh) ?? '',
            description: line.description,
            unitCode,
            debit: line.debit,
            credit: line.credit,
          })),
        })),
      });
      return { data, fileName: `journal-vouchers-${actor.property.code}-${period}.xlsx` };
    },

    /** Approve or reject through the approval engine (its candidate and right checks apply). */
    async act(actor: Actor, voucherNo: string, action: 'approve' | 'reject', reason?: string) {
      return inTransaction(async (tx) => {
        const voucher = await load(tx, actor, voucherNo);
        await approvalAct(tx, actor, { documentType: 'JV', documentNo: voucher.voucherNo, action, reason });
        return {
          voucherId: voucher.id,
          voucherNo: voucher.voucherNo,
          status: await statusOf(tx, voucher.id),
        };
      });
    },

    /** Attachments under the JV folder; refused once rejected or cancelled, and within the attach-file limits. */
    async upload(actor: Actor, voucherNo: string, uploads: Upload[]) {
      const found = await load(db, actor, voucherNo);
      if (MANUAL_VOUCHER_CLOSED_STATUSES.includes(found.status)) throw new AppError('GL021');
      if (uploads.length === 0)
        throw new AppError('ST001', [
          { path: 'files', rule: 'fileRequired', message: ruleMessage(actor.lang, 'fileRequired') },
        ]);
      const written = await files.write(actor.property.id, MANUAL_VOUCHER_FOLDER, actor.user, uploads);
      try {
        await inTransaction(async (tx) => {
          const voucher = await repo.findById(tx, actor.property.id, found.id, true);
          if (!voucher || MANUAL_VOUCHER_CLOSED_STATUSES.includes(voucher.status))
            throw new AppError('GL021');
          const existing = await listFiles(tx, actor.property.id, MANUAL_VOUCHER_FOLDER, [voucher.voucherNo]);
          const errors = checkUploads(uploads, ATTACH_FILE_POLICY, actor.lang, {
            alreadyAttached: existing.map((f) => ({ size: f.size })),
          });
          if (errors.length) throw new AppError('ST001', errors);
          await files.record(tx, written.rows(voucher.voucherNo));
          await audit(tx, {
            userId: actor.user.id,
            propertyId: actor.property.id,
            action: 'manualVoucher.upload',
            entity: 'manual_voucher',
            entityId: voucher.id,
            after: { files: uploads.map((u) => u.fileName) },
          });
        });
      } catch (error) {
        await written.discard();
        throw error;
      }
      return { files: await files.list(db, actor.property.id, MANUAL_VOUCHER_FOLDER, [found.voucherNo]) };
    },
  };
}

export type ManualVouchersService = ReturnType<typeof createManualVouchersService>;
