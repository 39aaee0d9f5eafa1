import {
  codeLabel,
  codeOptions,
  decimalStringToSatang,
  isCodeOf,
  satangToDecimalString,
  type GlBlocker,
  type GlDetail,
  type GlDocumentType,
  type GlRow,
  type GlSearchBody,
  type GlValidation,
  type Lang,
} from '@suanklang/shared';
import { audit } from '../../platform/audit';
import type { Db, Executor } from '../../platform/db/client';
import { bangkokToday } from '../../platform/clock';
import type { ImportRow } from '../../platform/files/table-import';
import { AppError } from '../../platform/errors';
import type { CurrentUser, PropertyScope } from '../../platform/request-context';
import type { Rights } from '../../platform/rights/rights';
import { pendingCreditNotesBetween } from '../credit-notes';
import { manualVoucherNoOf, pendingManualVouchersBetween } from '../manual-vouchers';
import { undepositedBefore } from '../deposits';
import { ledgerError } from '../ledger';
import * as repo from './gl.repository';
import { pendingDocuments } from './pending-documents';
import { trialBalanceOf } from './trial-balance';
import { checkOpeningBalances, openingBalanceTemplate, postOpeningBalanceEntry } from './opening-balances';
import { cancelYear, closeYear, liveClose } from './year-close';

type Actor = { user: CurrentUser; property: PropertyScope; rights: Rights; lang: Lang };

/** A stored document type the G/L list does not know yet (a newer area's) is shown as a journal voucher. */
const typeOf = (code: string): GlDocumentType => (isCodeOf('glDocumentType', code) ? code : 'JV');

function rowOf(r: repo.EntryRecord): GlRow {
  return {
    entryId: r.entry.id,
    entryDate: r.entry.entryDate,
    documentType: typeOf(r.entry.documentType),
    documentNo: r.entry.documentNo,
    kind: r.entry.kind === 'REVERSAL' ? 'REVERSAL' : 'POST',
    description: r.entry.description,
    amount: r.amount,
    status: r.posted ? 'POSTED' : 'UNPOSTED',
    reversed: r.reversed,
    createdBy: r.createdBy,
    createdAt: r.entry.postedAt.toISOString(),
  };
}

const TEXT = {
  unposted: {
    th: (n: number, type: string) => `${type} ยังไม่ผ่านรายการ ${n} รายการ`,
    en: (n: number, type: string) => `${n} ${type.toLowerCase()} journal(s) not posted`,
  },
  earlierOpen: {
    th: (period: string) => `งวด ${period} ยังไม่ปิด ต้องปิดงวดตามลำดับเดือน`,
    en: (period: string) => `${period} is still open: months close in order`,
  },
  pending: {
    th: (n: number) => `ใบลดหนี้รออนุมัติ ${n} ฉบับ`,
    en: (n: number) => `${n} credit note(s) waiting for approval`,
  },
  pendingVouchers: {
    th: (n: number) => `ใบสำคัญทั่วไปรออนุมัติ ${n} ฉบับ`,
    en: (n: number) => `${n} journal voucher(s) waiting for approval`,
  },
  undeposited: {
    th: (n: number) => `เงินสดและเช็คที่รับแล้วยังไม่นำฝาก ${n} รายการ`,
    en: (n: number) => `${n} cash or cheque payment(s) received and not deposited`,
  },
} as const;

/** 2026-05 shown as the screens show a month: 05/2569 in Thai, 05/2026 in English. */
const shownMonth = (period: string, lang: Lang) => {
  const [y, m] = period.split('-');
  return `${m}/${lang === 'th' ? Number(y) + 543 : y}`;
};

export function createGlService(db: Db) {
  function mayPost(actor: Actor, documentType: string): void {
    if (!actor.rights.postGlTypes.includes(documentType)) throw new AppError('GL009');
  }
  function mayClose(actor: Actor): void {
    if (!actor.rights.canCloseGl) throw new AppError('GL010');
  }

  async function validation(tx: Executor, actor: Actor, period: string): Promise<GlValidation> {
    const propertyId = actor.property.id;
    const { from, to } = repo.monthRange(period);
    const december = period.endsWith('-12');
    const [state, types, earlier, pending, pendingVouchers, undeposited, yearClose] = await Promise.all([
      repo.periodRow(tx, propertyId, period),
      repo.monthTypes(tx, propertyId, period),
      repo.earliestOpenBefore(tx, propertyId, period),
      pendingCreditNotesBetween(tx, propertyId, from, to),
      pendingManualVouchersBetween(tx, propertyId, from, to),
      undepositedBefore(tx, propertyId, to),
      december ? liveCloseOf(tx, propertyId, Number(period.slice(0, 4))) : null,
    ]);
    const lang = actor.lang;
    const blockers: GlValidation['blockers'] = [];
    const add = (blocker: GlBlocker, b: Omit<GlValidation['blockers'][number], 'blocker'>) =>
      blockers.push({ blocker, ...b });
    if (earlier)
      add('EARLIER_OPEN', {
        documentType: null,
        period: earlier,
        count: 1,
        message: TEXT.earlierOpen[lang](shownMonth(earlier, lang)),
        link: `/views/document?period=${earlier}`,
      });
    for (const t of types) {
      const unposted = t.entryCount - t.postedCount;
      if (unposted === 0) continue;
      const type = typeOf(t.documentType);
      add('UNPOSTED', {
        documentType: type,
        period,
        count: unposted,
        message: TEXT.unposted[lang](unposted, codeLabel('glDocumentType', type, lang)),
        link: `/views/document?period=${period}&documentType=${type}&status=UNPOSTED`,
      });
    }
    if (pending > 0)
      add('PENDING_APPROVAL', {
        documentType: 'CN',
        period,
        count: pending,
        message: TEXT.pending[lang](pending),
        link: '/views/credit-note',
      });
    if (pendingVouchers > 0)
      add('PENDING_APPROVAL', {
        documentType: 'JV',
        period,
        count: pendingVouchers,
        message: TEXT.pendingVouchers[lang](pendingVouchers),
        link: '/views/pending-approval',
      });
    for (const other of pendingDocuments()) {
      const count = await other.count(tx, propertyId, from, to);
      if (count > 0)
        add('PENDING_APPROVAL', {
          documentType: other.documentType,
          period,
          count,
          message: other.message[lang](count),
          link: '/views/pending-approval',
        });
    }
    if (undeposited > 0)
      add('UNDEPOSITED', {
        documentType: 'RC',
        period,
        count: undeposited,
        message: TEXT.undeposited[lang](undeposited),
        link: '/views/deposit',
      });
    return {
      period,
      closed: state?.closed ?? false,
      closedBy: state?.closed ? state.closedBy : null,
      closedAt: state?.closed && state.closedAt ? state.closedAt.toISOString() : null,
      blockers,
      yearClose,
      types: types.map((t) => ({
        documentType: typeOf(t.documentType),
        entryCount: t.entryCount,
        postedCount: t.postedCount,
        amount: satangToDecimalString(decimalStringToSatang(t.amount)),
      })),
    };
  }

  /** A G/L act in one transaction, serialised per property, the database's guards told as GL codes. */
  async function act<T>(actor: Actor, work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(async (tx) => {
        await repo.lockGlActs(tx, actor.property.id);
        return work(tx);
      });
    } catch (error) {
      throw ledgerError(error) ?? error;
    }
  }

  /** The year's close as the month's check shows it (December). */
  async function liveCloseOf(tx: Executor, propertyId: string, year: number) {
    const close = await liveClose(tx, propertyId, year);
    return close
      ? { documentNo: close.documentNo, closedBy: close.closedByName, closedAt: close.closedAt.toISOString() }
      : null;
  }

  /** A month closes once it has ended (its last day's work may still come in). */
  function mayEnd(period: string): void {
    if (period >= bangkokToday().slice(0, 7)) throw new AppError('GL013');
  }

  /** Closes a month inside a G/L act: refused while anything blocks it. */
  async function closeMonthIn(tx: Executor, actor: Actor, period: string): Promise<void> {
    const state = await repo.periodRow(tx, actor.property.id, period);
    if (state?.closed) throw new AppError('GL001');
    // Closing takes its lock on the journals first (migration 0016), so no entry of the month can be committed
    // after the check below: checked after the close, in the same transaction.
    await repo.closePeriod(tx, actor.property.id, period, actor.user.id);
    const check = await validation(tx, actor, period);
    if (check.blockers.length > 0)
      throw new AppError(
        'GL005',
        check.blockers.map((b) => ({ path: b.blocker, rule: b.blocker, message: b.message })),
      );
    await audit(tx, {
      userId: actor.user.id,
      propertyId: actor.property.id,
      action: 'GL_MONTH_CLOSE',
      entity: 'accounting_period',
      entityId: period,
    });
  }

  return {
    types: (lang: Lang) => codeOptions('glDocumentType', lang),
    statuses: (lang: Lang) => codeOptions('glPostStatus', lang),

    async search(actor: Actor, body: GlSearchBody) {
      const { rows, paging } = await repo.searchEntries(
        db,
        actor.property.id,
        {
          period: body.period,
          documentType: body.documentType,
          status: body.status,
          documentNo: body.documentNo,
          accountCode: body.accountCode,
          amount: body.amount === undefined ? undefined : satangToDecimalString(body.amount),
        },
        { cursor: body.cursor, pageSize: body.pageSize },
      );
      return { rows: rows.map(rowOf), paging };
    },

    async detail(actor: Actor, id: string): Promise<GlDetail> {
      const entry = await repo.findEntry(db, actor.property.id, id);
      if (!entry) throw new AppError('GL004');
      const [lines, reversedBy, posting, manualVoucherNo] = await Promise.all([
        repo.linesOf(db, actor.property.id, id),
        repo.reversalOf(db, id),
        repo.postingOf(db, id),
        entry.entry.documentType === 'JV'
          ? manualVoucherNoOf(db, actor.property.id, entry.entry.documentNo)
          : null,
      ]);
      return {
        ...rowOf(entry),
        lines: lines.map((l) => ({
          lineNo: l.line.lineNo,
          accountCode: l.line.accountCode,
          accountName: (actor.lang === 'en' ? l.nameEn : l.nameTh) ?? '',
          description: l.line.description,
          debit: l.line.debit,
          credit: l.line.credit,
        })),
        sourceId: entry.entry.sourceId,
        manualVoucherNo,
        reversesEntryId: entry.entry.reversesId,
        reversedByEntryId: reversedBy,
        glPostedBy: posting?.postedBy ?? null,
        glPostedAt: posting ? posting.postedAt.toISOString() : null,
      };
    },

    validate: (actor: Actor, period: string) => validation(db, actor, period),

    trialBalance: (actor: Actor, q: { periodFrom: string; periodTo: string; postedOnly: 'Y' | 'N' }) =>
      trialBalanceOf(
        db,
        actor.property.id,
        { from: q.periodFrom, to: q.periodTo, postedOnly: q.postedOnly === 'Y' },
        actor.lang,
      ),

    async post(actor: Actor, period: string, documentType: GlDocumentType) {
      mayPost(actor, documentType);
      return act(actor, async (tx) => {
        const state = await repo.periodRow(tx, actor.property.id, period);
        if (state?.closed) throw new AppError('GL001');
        const posted = await repo.postMonth(tx, actor.property.id, period, documentType, actor.user.id);
        if (!posted) throw new AppError('GL008');
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: 'GL_POST',
          entity: 'gl_post',
          entityId: posted.postId,
          after: { period, documentType, entryCount: posted.count },
        });
        return { period, documentType, entryCount: posted.count };
      });
    },

    async cancelPost(actor: Actor, period: string, documentType: GlDocumentType, reason: string) {
      mayPost(actor, documentType);
      return act(actor, async (tx) => {
        const state = await repo.periodRow(tx, actor.property.id, period);
        if (state?.closed) throw new AppError('GL001');
        const count = await repo.cancelMonthPosts(
          tx,
          actor.property.id,
          period,
          documentType,
          actor.user.id,
          reason,
        );
        if (count === 0) throw new AppError('GL012');
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: 'GL_POST_CANCEL',
          entity: 'gl_post',
          after: { period, documentType, entryCount: count, reason },
        });
        return { period, documentType, entryCount: count };
      });
    },

    async closeMonth(actor: Actor, period: string) {
      mayClose(actor);
      mayEnd(period);
      return act(actor, async (tx) => {
        await closeMonthIn(tx, actor, period);
        return { period, closed: true };
      });
    },

    async closeYear(actor: Actor, year: number, surplusAccountCode: string) {
      mayClose(actor);
      mayEnd(`${year}-12`);
      return act(actor, async (tx) => {
        const done = await closeYear(
          tx,
          { propertyId: actor.property.id, userId: actor.user.id },
          year,
          surplusAccountCode,
          (t, period) => closeMonthIn(t, actor, period),
        );
        return { year, closed: true, ...done };
      });
    },

    /** Opening balances are the book's set-up: the period-closing right (GL010), like the year's close. */
    async checkOpeningBalances(actor: Actor, rows: ImportRow[]) {
      mayClose(actor);
      return checkOpeningBalances(db, actor.property.id, rows, actor.lang);
    },

    async postOpeningBalances(
      actor: Actor,
      input: { openingDate: string; lines: { accountCode: string; debit?: number; credit?: number }[] },
    ) {
      mayClose(actor);
      return act(actor, (tx) =>
        postOpeningBalanceEntry(
          tx,
          { propertyId: actor.property.id, userId: actor.user.id },
          {
            openingDate: input.openingDate,
            lines: input.lines.map((l) => ({
              accountCode: l.accountCode,
              debit: l.debit ?? 0,
              credit: l.credit ?? 0,
            })),
          },
          actor.lang,
        ),
      );
    },

    async openingBalanceTemplate(actor: Actor) {
      mayClose(actor);
      return openingBalanceTemplate(db, actor.property.id, actor.lang);
    },

    async cancelYear(actor: Actor, year: number, reason: string) {
      mayClose(actor);
      return act(actor, async (tx) => {
        const done = await cancelYear(
          tx,
          { propertyId: actor.property.id, userId: actor.user.id },
          year,
          reason,
        );
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: 'GL_YEAR_CLOSE_CANCEL',
          entity: 'gl_year_close',
          entityId: String(year),
          after: { year, reason },
        });
        return { year, closed: false, ...done };
      });
    },

    async reopenMonth(actor: Actor, period: string, reason: string) {
      mayClose(actor);
      return act(actor, async (tx) => {
        const state = await repo.periodRow(tx, actor.property.id, period);
        if (!state?.closed) throw new AppError('GL011');
        if (await repo.laterClosed(tx, actor.property.id, period)) throw new AppError('GL007');
        await repo.reopenPeriod(tx, actor.property.id, period);
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: 'GL_MONTH_REOPEN',
          entity: 'accounting_period',
          entityId: period,
          after: { reason },
        });
        return { period, closed: false };
      });
    },
  };
}
