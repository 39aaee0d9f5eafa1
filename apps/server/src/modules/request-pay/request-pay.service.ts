import {
  accountOf,
  postRequestPay,
  postWalletClose,
  walletRole,
  WHT_INCOME_ROWS,
  withholdingTax,
} from '@suanklang/accounting';
import {
  ATTACH_FILE_POLICY,
  codeLabel,
  codeOptions,
  decimalStringToSatang,
  isCodeOf,
  REQUEST_PAY_AVAILABLE_TYPES,
  REQUEST_PAY_CANCEL_LIKE_STATUSES,
  REQUEST_PAY_FOLDER,
  REQUEST_PAY_STATUS_TEXT,
  REQUEST_PAY_TYPE_ADVANCE,
  REQUEST_PAY_TYPE_CLAIM,
  REQUEST_PAY_TYPE_CLEARING,
  REQUEST_PAY_TYPE_DECORATE,
  REQUEST_PAY_TYPE_ORDER,
  REQUEST_PAY_TYPE_PETTY_CASH,
  REQUEST_PAY_TYPE_WALLET_CLOSE,
  REQUEST_PAY_TYPE_WALLET_PAY,
  ruleMessage,
  satangToDecimalString,
  vatExclusive,
  vatFromInclusive,
  type FieldError,
  type Lang,
  type RequestPayDetail,
  type RequestPaySave,
  type RequestPaySearch,
  type RequestPayStatus,
  type RequestPayStatusText,
  type RequestPayVatMode,
  personName,
} from '@suanklang/shared';
import { eq } from 'drizzle-orm';
import { audit } from '../../platform/audit';
import { bangkokToday } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { checkUploads, type Upload } from '../../platform/files/uploads';
import type { scoped } from '../../platform/request-context';
import { approvalFlowOf, cancelRequest, registerApprovalHandler, submitForApproval } from '../approvals';
import { budgetAvailable, budgetControl } from '../budgets';
import { listFiles, type FileStore } from '../files';
import { registerPendingDocuments } from '../general-ledger';
import { accountMapOf, ledgerError, postDocument, postReversal } from '../ledger';
import { checkClaimReceipts, claimOf, receiptNosOf, unitClaimReceipts } from './claim';
import { clearingConflict, clearingDraft, clearingOf, liveClearingOf } from './advance-clearing';
import { creditsOf, decorateOf } from './decorate';
import { payableOf } from './payable';
import {
  checkPettyCash,
  lockPettyCash,
  pettyCashAvailable,
  pettyCashKindOf,
  pettyCashPayable,
  spendCredits,
} from './petty-cash';
import * as repo from './request-pay.repository';
import { requestPay, requestPayLine } from './request-pay.schema';
import { moveRequestWallets, unitWallets, walletCloseOf, walletTypeOfAccount } from './wallet-close';
import {
  cancelSettlement,
  receiptNoOf,
  settleFromWallets,
  unitOpenInvoices,
  walletPayInvoices,
} from './wallet-pay';

type Actor = ReturnType<typeof scoped>;
export const DOCUMENT_TYPE_REQUEST_PAY = 'RQ';

const dec = satangToDecimalString;
const amountOf = decimalStringToSatang;
const STATUS_NUMBER = Object.fromEntries(
  Object.entries(REQUEST_PAY_STATUS_TEXT).map(([n, text]) => [text, Number(n)]),
) as Record<RequestPayStatusText, RequestPayStatus>;
const statusNumber = (text: string): RequestPayStatus => STATUS_NUMBER[text as RequestPayStatusText];

/** A line as it is stored: its account, where it came from, its amounts in satang. */
type LineDraft = {
  accountCode: string;
  expenseTypeId: string | null;
  budgetItemId: string | null;
  budgetItemCode: string | null;
  description: string | null;
  base: number;
  vat: number;
  whtRate: string | null;
  whtIncomeRow: string | null;
  wht: number;
  /** Type 5: the invoice the line pays from the wallet. */
  invoiceId: string | null;
  /** Type 10: the receipt the line claims back from. */
  receiptId: string | null;
};

/** Splits a typed amount into the amount before VAT and the VAT, by the request's VAT mode. */
function splitVat(amount: number, mode: RequestPayVatMode, ratePermille: number) {
  if (mode === 'NONE' || ratePermille === 0) return { base: amount, vat: 0 };
  const split =
    mode === 'INCLUDE' ? vatFromInclusive(amount, ratePermille) : vatExclusive(amount, ratePermille);
  return { base: split.base, vat: split.vat };
}

/** What a line charges its account: input VAT is part of the cost unless the property recovers it. */
const charged = (l: { base: number; vat: number }, vatRecoverable: boolean) =>
  vatRecoverable ? l.base : l.base + l.vat;

/**
 * The budget check of a type 6 request: each item's charge in the request's budget month against what is left,
 * under the property's rule (REFUSE throws BG120, WARN lets it through). Locks the year's budget. The budget
 * month must be the month of the request's date: the actuals the budget is read against are the ledger's, and the
 * request posts on its date.
 */
async function checkBudget(
  tx: Executor,
  propertyId: string,
  header: { requestPayDate: string; budgetYear: number | null; budgetMonth: number | null },
  lines: { budgetItemCode: string | null; base: number; vat: number }[],
  vatRecoverable: boolean,
  lang: Lang,
  /** The request itself when it exists already: its own pending amount is what is checked, not committed. */
  self?: string,
) {
  const { budgetYear, budgetMonth } = header;
  if (budgetYear === null || budgetMonth === null) return;
  const byItem = new Map<string, number>();
  for (const l of lines)
    if (l.budgetItemCode)
      byItem.set(l.budgetItemCode, (byItem.get(l.budgetItemCode) ?? 0) + charged(l, vatRecoverable));
  const items = [...byItem].sort(([a], [b]) => a.localeCompare(b));
  if (items.length === 0) return;
  const { period } = await budgetAvailable(tx, propertyId, {
    budgetYear,
    budgetMonth,
    budgetItemCode: items[0]![0],
    amount: 0,
  });
  if (period !== header.requestPayDate.slice(0, 7)) throw new AppError('RQ009');
  for (const [budgetItemCode, amount] of items)
    await budgetControl(tx, propertyId, { budgetYear, budgetMonth, budgetItemCode, amount }, lang, {
      lock: true,
      ...(self ? { except: self } : {}),
    });
}

/** Runs in the transaction of the last approval: checks the budget again and posts the request. */
async function onApproved(
  tx: Executor,
  ctx: { propertyId: string; documentId: string; documentNo: string; userId: string },
) {
  const request = await repo.findById(tx, ctx.propertyId, ctx.documentId, true);
  if (!request) throw new AppError('RQ001');
  if (request.status !== 'PENDING') throw new AppError('RQ003');
  const lines = await repo.linesOf(tx, ctx.propertyId, request.id);
  const vatRecoverable = await repo.vatRegistered(tx, ctx.propertyId);
  const amounts = lines.map(({ line, budgetItemCode }) => ({
    budgetItemCode,
    base: amountOf(line.amountExcludeVat),
    vat: amountOf(line.vat),
  }));
  // The approval has no language of its own: the refusal's field message is in Thai, the product's default.
  await checkBudget(tx, ctx.propertyId, request, amounts, vatRecoverable, 'th', request.id);
  const map = await accountMapOf(tx, ctx.propertyId);
  const posted = lines.map(({ line }, i) => ({
    accountCode: line.accountCode,
    amount: amounts[i]!.base,
    vat: amounts[i]!.vat,
    ...(line.description ? { description: line.description } : {}),
  }));
  if (request.requestType === REQUEST_PAY_TYPE_WALLET_PAY) {
    await approveWalletPay(tx, ctx, request, map, posted, lines);
    return;
  }
  // A claim stands on its receipts: one cancelled since has given its money back already.
  if (request.requestType === REQUEST_PAY_TYPE_CLAIM)
    await checkClaimReceipts(
      tx,
      ctx.propertyId,
      lines.map(({ line }) => line.receiptId ?? ''),
    );
  const spend = pettyCashKindOf(request) === 'SPEND';
  const walletClose = request.requestType === REQUEST_PAY_TYPE_WALLET_CLOSE;
  const wallets = walletClose ? walletLinesOf(map, posted) : [];
  // The wallets move out with the entry, under their balance rows' locks: never below zero.
  if (walletClose) await moveRequestWallets(tx, request, wallets, 'OUT', ctx.userId);
  if (spend) {
    // Two spendings approved at once: the second reads the fund after the first has posted.
    await lockPettyCash(tx, ctx.propertyId);
    await checkPettyCash(tx, ctx.propertyId, amountOf(request.grandTotal), request.requestPayDate, 'th');
  }
  const header = {
    documentType: DOCUMENT_TYPE_REQUEST_PAY,
    documentNo: request.requestPayNo,
    date: request.requestPayDate,
  };
  const draft =
    request.requestType === REQUEST_PAY_TYPE_CLEARING
      ? await clearingDraft(tx, ctx.propertyId, request, posted, vatRecoverable, DOCUMENT_TYPE_REQUEST_PAY)
      : walletClose
        ? postWalletClose(
            {
              ...header,
              wallets: wallets.map((w, i) => ({
                ...w,
                ...(posted[i]?.description ? { description: posted[i].description } : {}),
              })),
            },
            map,
          )
        : postRequestPay(
            {
              documentType: DOCUMENT_TYPE_REQUEST_PAY,
              documentNo: request.requestPayNo,
              date: request.requestPayDate,
              lines: posted,
              vatRecoverable,
              credits: spend
                ? spendCredits(amountOf(request.grandTotal), map)
                : creditsOf(request, payableOf(request).amount, map),
            },
            map,
          );
  await postDocument(tx, {
    propertyId: ctx.propertyId,
    userId: ctx.userId,
    documentType: DOCUMENT_TYPE_REQUEST_PAY,
    date: request.requestPayDate,
    documentNo: request.requestPayNo,
    journal: () => ({ draft, sourceId: request.id, description: request.description }),
    write: async ({ entryId }) => {
      await tx
        .update(requestPay)
        .set({
          status: 'APPROVED',
          journalEntryId: entryId,
          postingDate: request.requestPayDate,
          closedBy: ctx.userId,
          closedAt: new Date(),
        })
        .where(eq(requestPay.id, request.id));
    },
    audit: ({ entryId }) => ({
      action: 'requestPay.approve',
      entity: 'request_pay',
      entityId: request.id,
      before: { status: 'PENDING' },
      after: { status: 'APPROVED', journalEntryId: entryId },
    }),
  });
}

/**
 * Invoices paid from the wallet (type 5), approved: one receipt of the unit settles them (the receipts' own path
 * posts Dr the wallets / Cr receivable); the request keeps the receipt and posts nothing itself.
 */
async function approveWalletPay(
  tx: Executor,
  ctx: { propertyId: string; userId: string },
  request: NonNullable<Awaited<ReturnType<typeof repo.findById>>>,
  map: Parameters<typeof walletTypeOfAccount>[0],
  posted: { accountCode: string; amount: number }[],
  lines: Awaited<ReturnType<typeof repo.linesOf>>,
) {
  const wallets = walletLinesOf(map, posted);
  const receiptId = await settleFromWallets(
    tx,
    request,
    lines.map(({ line }, i) => ({ invoiceId: line.invoiceId ?? '', ...wallets[i]! })),
    ctx.userId,
  );
  await tx
    .update(requestPay)
    .set({
      status: 'APPROVED',
      receiptId,
      postingDate: request.requestPayDate,
      closedBy: ctx.userId,
      closedAt: new Date(),
    })
    .where(eq(requestPay.id, request.id));
  await audit(tx, {
    userId: ctx.userId,
    propertyId: ctx.propertyId,
    action: 'requestPay.approve',
    entity: 'request_pay',
    entityId: request.id,
    before: { status: 'PENDING' },
    after: { status: 'APPROVED', receiptId },
  });
}

/** A wallet-closing request's lines as wallets and amounts (each line charges its wallet's account). */
function walletLinesOf(
  map: Parameters<typeof walletTypeOfAccount>[0],
  lines: { accountCode: string; amount: number }[],
) {
  return lines.map((l) => {
    const walletType = walletTypeOfAccount(map, l.accountCode);
    if (walletType === null) throw new Error(`not a wallet account: ${l.accountCode}`);
    return { walletType, amount: l.amount };
  });
}

async function onRejected(
  tx: Executor,
  ctx: { propertyId: string; documentId: string; userId: string; reason: string },
) {
  const request = await repo.findById(tx, ctx.propertyId, ctx.documentId, true);
  if (!request) throw new AppError('RQ001');
  if (request.status !== 'PENDING') throw new AppError('RQ003');
  await tx
    .update(requestPay)
    .set({ status: 'REJECTED', reason: ctx.reason, closedBy: ctx.userId, closedAt: new Date() })
    .where(eq(requestPay.id, request.id));
  await audit(tx, {
    userId: ctx.userId,
    propertyId: ctx.propertyId,
    action: 'requestPay.reject',
    entity: 'request_pay',
    entityId: request.id,
    before: { status: 'PENDING' },
    after: { status: 'REJECTED', reason: ctx.reason },
  });
}

registerApprovalHandler('RQ', {
  onApproved,
  onRejected,
  async summaries(db, propertyId, ids) {
    const out = new Map<string, { description: string | null; amount: number | null }>();
    for (const id of ids) {
      const r = await repo.findById(db, propertyId, id);
      if (r) out.set(id, { description: r.description, amount: amountOf(r.grandTotal) });
    }
    return out;
  },
});

// A pending request posts on its date when approved: its month waits for it before closing.
registerPendingDocuments({
  documentType: 'RQ',
  count: repo.pendingBetween,
  message: {
    th: (n) => `ใบขอเบิกรออนุมัติ ${n} ฉบับ`,
    en: (n) => `${n} request(s) for payment waiting for approval`,
  },
});

export function createRequestPayService(db: Db, files: FileStore) {
  async function inTransaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      throw ledgerError(error) ?? clearingConflict(error) ?? error;
    }
  }

  async function load(tx: Executor, actor: Actor, no: string, lock = false) {
    const found = await repo.findByNo(tx, actor.property.id, no, lock);
    if (!found) throw new AppError('RQ001');
    return found;
  }

  /**
   * The lines as stored: every code must be the property's (an active, postable account that no document keeps
   * by itself; an active expense type or budget item), amounts split by the VAT mode at the rate of the date,
   * the WHT estimated per line (`withholdingTax`, half-up to the satang).
   */
  async function resolveLines(tx: Executor, actor: Actor, input: RequestPaySave): Promise<LineDraft[]> {
    const pid = actor.property.id;
    // An advance's lines charge advances to staff, a returned deposit's renovation deposits, a petty cash fund
    // petty cash: the form names none.
    const petty = input.requestType === REQUEST_PAY_TYPE_PETTY_CASH ? input.pettyCash : undefined;
    const fixedRole =
      input.requestType === REQUEST_PAY_TYPE_ADVANCE
        ? 'STAFF_ADVANCES'
        : input.requestType === REQUEST_PAY_TYPE_DECORATE
          ? 'RENOVATION_DEPOSITS'
          : petty === 'FUND'
            ? 'PETTY_CASH'
            : null;
    const map = await accountMapOf(tx, pid);
    const fixed = fixedRole ? accountOf(map, fixedRole) : null;
    // A spending's expenses may name an expense type, as a clearing's; never petty cash itself.
    const byType = input.requestType === 3 || input.requestType === REQUEST_PAY_TYPE_ORDER;
    const typed = byType || input.requestType === REQUEST_PAY_TYPE_CLEARING || petty === 'SPEND';
    const walletAccounts = new Set([accountOf(map, walletRole(0)), accountOf(map, walletRole(1))]);
    // A wallet's line charges the account of the wallet it names.
    const walletAccount = (l: RequestPaySave['lines'][number]) =>
      input.requestType === REQUEST_PAY_TYPE_WALLET_CLOSE || input.requestType === REQUEST_PAY_TYPE_WALLET_PAY
        ? accountOf(map, walletRole(l.walletType === 1 ? 1 : 0))
        : null;
    const pettyCashAccount = petty === 'SPEND' ? accountOf(map, 'PETTY_CASH') : null;
    const distinct = (pick: (l: RequestPaySave['lines'][number]) => string | undefined) => [
      ...new Set(input.lines.flatMap((l) => (pick(l) ? [pick(l)!] : []))),
    ];
    const types = typed
      ? await repo.expenseTypesByCode(
          tx,
          pid,
          distinct((l) => l.expenseTypeCode),
        )
      : new Map<string, string>();
    const items =
      input.requestType === 6
        ? await repo.budgetItemsByCode(
            tx,
            pid,
            distinct((l) => l.budgetItemCode),
          )
        : new Map<string, { id: string; accountCode: string }>();
    const accountOfLine = (l: RequestPaySave['lines'][number]) =>
      fixed ??
      walletAccount(l) ??
      (input.requestType === 6
        ? (items.get(l.budgetItemCode ?? '')?.accountCode ?? null)
        : (l.accountCode ?? null));
    const codes = [...new Set(input.lines.flatMap((l) => accountOfLine(l) ?? []))];
    const accounts = new Map((await repo.accountsByCode(tx, pid, codes)).map((a) => [a.code, a]));
    const rate = input.vatMode === 'NONE' ? 0 : await repo.vatRatePermille(tx, input.requestPayDate);

    const errors: FieldError[] = [];
    const fail = (path: string) =>
      errors.push({ path, rule: 'oneOf', message: ruleMessage(actor.lang, 'oneOf') });
    const drafts = input.lines.map((l, i): LineDraft => {
      const expenseTypeId = l.expenseTypeCode ? (types.get(l.expenseTypeCode) ?? null) : null;
      // Types 3 and 4 need an expense type; a clearing may name one (then it must be the property's).
      if ((byType || l.expenseTypeCode) && typed && !expenseTypeId) fail(`lines.${i}.expenseTypeCode`);
      const own = fixed ?? walletAccount(l);
      if (own && l.accountCode && l.accountCode !== own) fail(`lines.${i}.accountCode`);
      // Only a wallet-closing request charges a wallet's account: any other would move it without the wallet.
      if (!own && l.accountCode && walletAccounts.has(l.accountCode)) fail(`lines.${i}.accountCode`);
      if (pettyCashAccount && l.accountCode === pettyCashAccount) fail(`lines.${i}.accountCode`);
      const item = l.budgetItemCode ? items.get(l.budgetItemCode) : undefined;
      if (input.requestType === 6 && !item) fail(`lines.${i}.budgetItemCode`);
      const accountCode = accountOfLine(l);
      const account = accountCode ? accounts.get(accountCode) : undefined;
      if (accountCode && (!account || account.active !== 'Y' || account.postable !== 'Y'))
        fail(`lines.${i}.${input.requestType === 6 ? 'budgetItemCode' : 'accountCode'}`);
      const withheld = l.whtRate !== undefined && decimalStringToSatang(l.whtRate) > 0;
      if (withheld && !(WHT_INCOME_ROWS as readonly string[]).includes(l.whtIncomeRow ?? ''))
        fail(`lines.${i}.whtIncomeRow`);
      const { base, vat } = splitVat(l.amount, input.vatMode, rate);
      return {
        accountCode: accountCode ?? '',
        expenseTypeId,
        budgetItemId: item?.id ?? null,
        budgetItemCode: input.requestType === 6 ? (l.budgetItemCode ?? null) : null,
        description: l.description || null,
        base,
        vat,
        whtRate: withheld ? l.whtRate! : null,
        whtIncomeRow: withheld ? l.whtIncomeRow! : null,
        wht: withheld ? withholdingTax(base, l.whtRate!) : 0,
        invoiceId: null,
        receiptId: null,
      };
    });
    if (errors.length) throw new AppError('ST001', errors);
    const control = await repo.controlAccounts(tx, pid);
    if (drafts.some((d) => control.has(d.accountCode))) throw new AppError('RQ008');

    return drafts;
  }

  const totalsOf = (lines: LineDraft[]) => {
    const sum = (pick: (l: LineDraft) => number) => lines.reduce((s, l) => s + pick(l), 0);
    const amount = sum((l) => l.base);
    const vat = sum((l) => l.vat);
    return {
      amountExcludeVat: dec(amount),
      vat: dec(vat),
      wht: dec(sum((l) => l.wht)),
      grandTotal: dec(amount + vat),
    };
  };

  const lineRows = (propertyId: string, requestPayId: string, lines: LineDraft[]) =>
    lines.map((l, i) => ({
      propertyId,
      requestPayId,
      lineNo: i + 1,
      accountCode: l.accountCode,
      expenseTypeId: l.expenseTypeId,
      budgetItemId: l.budgetItemId,
      description: l.description,
      amountExcludeVat: dec(l.base),
      vat: dec(l.vat),
      whtRate: l.whtRate,
      whtIncomeRow: l.whtIncomeRow,
      wht: dec(l.wht),
      grandTotal: dec(l.base + l.vat),
      invoiceId: l.invoiceId,
      receiptId: l.receiptId,
    }));

  async function statusOf(tx: Executor, id: string) {
    const [row] = await tx
      .select({ status: requestPay.status })
      .from(requestPay)
      .where(eq(requestPay.id, id));
    return statusNumber(row!.status);
  }

  /** A pending request's header and lines replaced; the approval request it waits on stays as it is. */
  async function update(tx: Executor, actor: Actor, input: RequestPaySave, no: string) {
    const found = await load(tx, actor, no, true);
    if (found.status !== 'PENDING') throw new AppError('RQ003');
    if (found.requestType !== input.requestType) throw new AppError('RQ007');
    // The number was given in the month of the date (gapless per month): the date stays in that month.
    if (found.requestPayDate.slice(0, 7) !== input.requestPayDate.slice(0, 7)) throw new AppError('RQ010');
    const flow = await approvalFlowOf(tx, actor, 'RQ', found.requestPayNo);
    if (flow?.details.some((d) => d.status === 1)) throw new AppError('RQ006');
    return found;
  }

  return {
    /**
     * A new request: numbered in the RQ series, stored PENDING and sent for approval, in one transaction. With the
     * number of a pending request that no step has approved yet: that request changed.
     */
    async save(actor: Actor, input: RequestPaySave) {
      if (!REQUEST_PAY_AVAILABLE_TYPES.includes(input.requestType)) throw new AppError('RQ002');
      return inTransaction(async (tx) => {
        const pid = actor.property.id;
        const existing = input.requestPayNo ? await update(tx, actor, input, input.requestPayNo) : null;
        // Posted only when approved, so the period guard of the database would speak too late.
        if (await repo.monthClosed(tx, pid, input.requestPayDate)) throw new AppError('GL001');
        const payee = await repo.supplierByCode(tx, pid, input.supplierCode);
        if (!payee || payee.active !== 'Y')
          throw new AppError('ST001', [
            { path: 'supplierCode', rule: 'oneOf', message: ruleMessage(actor.lang, 'oneOf') },
          ]);
        const lines = await resolveLines(tx, actor, input);
        const budget =
          input.requestType === 6
            ? { budgetYear: input.budgetYear ?? null, budgetMonth: input.budgetMonth ?? null }
            : { budgetYear: null, budgetMonth: null };
        if (input.requestType === 6)
          await checkBudget(
            tx,
            pid,
            { requestPayDate: input.requestPayDate, ...budget },
            lines,
            await repo.vatRegistered(tx, pid),
            actor.lang,
            existing?.id,
          );
        const totals = totalsOf(lines);
        // Refused now rather than at approval; checked again there under the lock (nothing is reserved meanwhile).
        if (input.requestType === REQUEST_PAY_TYPE_PETTY_CASH && input.pettyCash === 'SPEND')
          await checkPettyCash(tx, pid, amountOf(totals.grandTotal), input.requestPayDate, actor.lang);
        // Closing a wallet or paying from it: the unit, and what each wallet holds.
        const wallet =
          input.requestType === REQUEST_PAY_TYPE_WALLET_CLOSE ||
          input.requestType === REQUEST_PAY_TYPE_WALLET_PAY
            ? await walletCloseOf(tx, pid, input, actor.lang)
            : null;
        const claim =
          input.requestType === REQUEST_PAY_TYPE_CLAIM
            ? await claimOf(tx, pid, input, actor.lang, existing?.id)
            : null;
        if (claim) lines.forEach((l, i) => (l.receiptId = claim.receiptIds[i]!));
        if (wallet && input.requestType === REQUEST_PAY_TYPE_WALLET_PAY) {
          const invoiceIds = await walletPayInvoices(tx, pid, wallet.unitId, input, actor.lang);
          lines.forEach((l, i) => (l.invoiceId = invoiceIds[i]!));
        }
        const header = {
          requestPayDate: input.requestPayDate,
          supplierId: payee.id,
          referenceNo: input.referenceNo || null,
          description: input.description,
          vatMode: input.vatMode,
          ...totals,
          ...budget,
          ...(await clearingOf(tx, pid, input, payee.id, amountOf(totals.grandTotal), existing?.id)),
          ...(input.requestType === REQUEST_PAY_TYPE_DECORATE
            ? await decorateOf(tx, pid, input, amountOf(totals.grandTotal), actor.lang)
            : (wallet ?? claim)
              ? { unitId: (wallet ?? claim)!.unitId, damages: null, damagesAccountCode: null }
              : { unitId: null, damages: null, damagesAccountCode: null }),
          // Paying invoices from the wallet leaves nothing for a voucher.
          ...(input.requestType === REQUEST_PAY_TYPE_WALLET_PAY ? { payable: '0.00' } : {}),
          ...(input.requestType === REQUEST_PAY_TYPE_PETTY_CASH ? { payable: pettyCashPayable(input) } : {}),
        };

        if (existing) {
          await tx.update(requestPay).set(header).where(eq(requestPay.id, existing.id));
          await tx.delete(requestPayLine).where(eq(requestPayLine.requestPayId, existing.id));
          await tx.insert(requestPayLine).values(lineRows(pid, existing.id, lines));
          await audit(tx, {
            userId: actor.user.id,
            propertyId: pid,
            action: 'requestPay.update',
            entity: 'request_pay',
            entityId: existing.id,
            before: { ...existing },
            after: { ...input },
          });
          return {
            requestPayId: existing.id,
            requestPayNo: existing.requestPayNo,
            status: await statusOf(tx, existing.id),
          };
        }

        const { documentNo, written } = await postDocument(tx, {
          propertyId: pid,
          userId: actor.user.id,
          documentType: DOCUMENT_TYPE_REQUEST_PAY,
          date: input.requestPayDate,
          // Posted when approved (onApproved), under the number it takes now.
          journal: () => null,
          write: async ({ documentNo: no }) => {
            const [row] = await tx
              .insert(requestPay)
              .values({
                propertyId: pid,
                requestPayNo: no,
                requestType: input.requestType,
                createdBy: actor.user.id,
                ...header,
              })
              .returning();
            await tx.insert(requestPayLine).values(lineRows(pid, row!.id, lines));
            return row!;
          },
          audit: ({ documentNo: no }, row) => ({
            action: 'requestPay.save',
            entity: 'request_pay',
            entityId: row.id,
            after: { ...input, requestPayNo: no },
          }),
        });
        await submitForApproval(
          tx,
          { userId: actor.user.id, propertyId: pid },
          { documentType: 'RQ', documentId: written.id, documentNo },
        );
        return { requestPayId: written.id, requestPayNo: documentNo, status: await statusOf(tx, written.id) };
      });
    },

    /**
     * Withdraws a pending request (nothing was posted), or cancels an approved one no payment voucher pays by
     * posting the reversal of its entry, dated today (or the request's date when later). A paid request waits
     * for its voucher to be cancelled first.
     */
    async cancel(actor: Actor, no: string, reason: string) {
      return inTransaction(async (tx) => {
        const found = await load(tx, actor, no, true);
        const closed = {
          status: 'CANCELLED',
          reason,
          closedBy: actor.user.id,
          closedAt: new Date(),
        } as const;
        if (found.status === 'PAID' || (found.status === 'APPROVED' && found.paymentVoucherId))
          throw new AppError('RQ004');
        if (
          found.requestType === REQUEST_PAY_TYPE_ADVANCE &&
          (await liveClearingOf(tx, found.propertyId, found.id))
        )
          throw new AppError('RQ015');
        if (found.status === 'PENDING') {
          await tx.update(requestPay).set(closed).where(eq(requestPay.id, found.id));
          await cancelRequest(tx, actor.property.id, { documentType: 'RQ', documentNo: found.requestPayNo });
        } else if (found.status === 'APPROVED' && found.requestType === REQUEST_PAY_TYPE_WALLET_PAY) {
          // Its receipt is what posted: cancelled, it is reversed, the invoices reopen and the wallets refill.
          await cancelSettlement(tx, found, actor.user.id, reason);
          await tx.update(requestPay).set(closed).where(eq(requestPay.id, found.id));
        } else if (found.status === 'APPROVED' && found.journalEntryId) {
          const today = bangkokToday();
          const date = found.requestPayDate > today ? found.requestPayDate : today;
          // Withdrawing a fund takes its money out of petty cash: not below what has been spent from it.
          if (pettyCashKindOf(found) === 'FUND') {
            await lockPettyCash(tx, actor.property.id);
            await checkPettyCash(tx, actor.property.id, amountOf(found.grandTotal), date, actor.lang);
          }
          const reversalEntryId = await postReversal(tx, {
            propertyId: actor.property.id,
            entryId: found.journalEntryId,
            date,
            userId: actor.user.id,
            description: reason,
          });
          await tx
            .update(requestPay)
            .set({ ...closed, reversalEntryId })
            .where(eq(requestPay.id, found.id));
          // A closed wallet's money is the customer's again.
          if (found.requestType === REQUEST_PAY_TYPE_WALLET_CLOSE) {
            const map = await accountMapOf(tx, actor.property.id);
            const lines = await repo.linesOf(tx, actor.property.id, found.id);
            await moveRequestWallets(
              tx,
              found,
              walletLinesOf(
                map,
                lines.map(({ line }) => ({
                  accountCode: line.accountCode,
                  amount: amountOf(line.grandTotal),
                })),
              ),
              'BACK',
              actor.user.id,
            );
          }
        } else {
          throw new AppError('RQ003');
        }
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: 'requestPay.cancel',
          entity: 'request_pay',
          entityId: found.id,
          before: { status: found.status },
          after: { status: 'CANCELLED', reason },
        });
        return { requestPayId: found.id, requestPayNo: found.requestPayNo, status: 6 as const };
      });
    },

    async search(actor: Actor, body: RequestPaySearch) {
      // A status number the spec does not have matches nothing.
      const status =
        body.status === undefined
          ? undefined
          : isCodeOf('requestPayStatus', body.status)
            ? REQUEST_PAY_STATUS_TEXT[body.status]
            : 'NONE';
      const { rows, paging } = await repo.search(
        db,
        actor.property.id,
        {
          requestPayNo: body.requestPayNo,
          supplierCode: body.supplierCode,
          requestType: body.requestType,
          status,
          dateFrom: body.dateFrom,
          dateTo: body.dateTo,
        },
        { cursor: body.cursor, pageSize: body.pageSize },
      );
      return { rows: rows.map((r) => rowOf(r, actor.lang)), paging };
    },

    async budgetItems(actor: Actor) {
      return (await repo.activeBudgetItems(db, actor.property.id)).map((b) => ({
        budgetItemCode: b.code,
        description: actor.lang === 'en' ? b.descriptionEn : b.descriptionTh,
        accountCode: b.expenseAccountCode,
      }));
    },

    async expenseTypes(actor: Actor) {
      return (await repo.activeExpenseTypes(db, actor.property.id)).map((e) => ({
        expenseTypeCode: e.code,
        description: actor.lang === 'en' ? e.nameEn : e.nameTh,
      }));
    },

    /** A unit's receipts and the accounts they earned, with what is left to claim (the claim's steps). */
    async claims(actor: Actor, unitCode: string) {
      return unitClaimReceipts(db, actor.property.id, unitCode, actor.lang);
    },

    /** A unit's open invoices (the form lists them when paying from the wallet). */
    async invoices(actor: Actor, unitCode: string) {
      return unitOpenInvoices(db, actor.property.id, unitCode, actor.lang);
    },

    /** A unit's wallets and their balances (the form shows them when closing a wallet). */
    async wallets(actor: Actor, unitCode: string) {
      return unitWallets(db, actor.property.id, unitCode, actor.lang);
    },

    /** What petty cash can pay out on a date (the form shows it on a spending). */
    async pettyCash(actor: Actor, date: string) {
      const { accountCode, available } = await pettyCashAvailable(db, actor.property.id, date);
      return { accountCode, balance: dec(available) };
    },

    types(lang: Lang) {
      return codeOptions('requestPayType', lang).map((o) => ({
        code: o.code,
        description: o.description,
        available: REQUEST_PAY_AVAILABLE_TYPES.includes(o.code),
      }));
    },

    async detail(actor: Actor, no: string): Promise<RequestPayDetail> {
      if (!actor.rights.objects.has('REQUEST_PAY') && !actor.rights.objects.has('PENDING_APPROVAL'))
        throw new AppError('ST005');
      const record = await repo.recordByNo(db, actor.property.id, no);
      if (!record) throw new AppError('RQ001');
      const r = record.request;
      const lines = await repo.linesOf(db, actor.property.id, r.id);
      const payee = await repo.supplierById(db, r.supplierId);
      const map = await accountMapOf(db, actor.property.id);
      const receiptNos = await receiptNosOf(
        db,
        actor.property.id,
        lines.flatMap(({ line }) => (line.receiptId ? [line.receiptId] : [])),
      );
      const invoiceNos = await repo.invoiceNosOf(
        db,
        actor.property.id,
        lines.flatMap(({ line }) => (line.invoiceId ? [line.invoiceId] : [])),
      );
      return {
        ...rowOf(record, actor.lang),
        postingDate: r.postingDate,
        vatMode: r.vatMode as RequestPayVatMode,
        supplierAddress: payee
          ? [payee.address, payee.province, payee.postalCode].filter((p) => p && p.trim() !== '').join(' ') ||
            null
          : null,
        budgetYear: r.budgetYear,
        budgetMonth: r.budgetMonth,
        advanceRequestPayNo: r.advanceRequestId
          ? ((await repo.findById(db, actor.property.id, r.advanceRequestId))?.requestPayNo ?? null)
          : null,
        clearingRequestPayNo:
          r.requestType === REQUEST_PAY_TYPE_ADVANCE
            ? ((await liveClearingOf(db, actor.property.id, r.id))?.requestPayNo ?? null)
            : null,
        payable: dec(payableOf(r).amount),
        unitCode: r.unitId ? await repo.unitCodeOf(db, actor.property.id, r.unitId) : null,
        damages: r.damages,
        damagesAccountCode: r.damagesAccountCode,
        pettyCash: pettyCashKindOf(r),
        receiptNo: await receiptNoOf(db, actor.property.id, r.receiptId),
        lines: lines.map(({ line, nameTh, nameEn, expenseTypeCode, budgetItemCode }) => ({
          lineNo: line.lineNo,
          accountCode: line.accountCode,
          accountName: (actor.lang === 'en' ? nameEn : nameTh) ?? '',
          expenseTypeCode: expenseTypeCode ?? null,
          budgetItemCode: budgetItemCode ?? null,
          description: line.description,
          amountExcludeVat: line.amountExcludeVat,
          vat: line.vat,
          whtRate: line.whtRate,
          whtIncomeRow: line.whtIncomeRow,
          wht: line.wht,
          grandTotal: line.grandTotal,
          walletType:
            r.requestType === REQUEST_PAY_TYPE_WALLET_CLOSE || r.requestType === REQUEST_PAY_TYPE_WALLET_PAY
              ? walletTypeOfAccount(map, line.accountCode)
              : null,
          invoiceNo: line.invoiceId ? (invoiceNos.get(line.invoiceId) ?? null) : null,
          receiptNo: line.receiptId ? (receiptNos.get(line.receiptId) ?? null) : null,
        })),
        journalEntryId: r.journalEntryId,
        reversalEntryId: r.reversalEntryId,
        reason: r.reason,
        approval: await approvalFlowOf(db, actor, 'RQ', r.requestPayNo),
        files: await files.list(db, actor.property.id, REQUEST_PAY_FOLDER, [r.requestPayNo]),
      };
    },

    /** Attachments under the PO folder; refused once paid or cancelled, and within the attach-file limits. */
    async upload(actor: Actor, no: string, uploads: Upload[]) {
      const found = await load(db, actor, no);
      const closed = (status: string) => REQUEST_PAY_CANCEL_LIKE_STATUSES.includes(statusNumber(status));
      if (closed(found.status)) throw new AppError('RQ005');
      if (uploads.length === 0)
        throw new AppError('ST001', [
          { path: 'files', rule: 'fileRequired', message: ruleMessage(actor.lang, 'fileRequired') },
        ]);
      const written = await files.write(actor.property.id, REQUEST_PAY_FOLDER, actor.user, uploads);
      try {
        await inTransaction(async (tx) => {
          const locked = await repo.findById(tx, actor.property.id, found.id, true);
          if (!locked || closed(locked.status)) throw new AppError('RQ005');
          const existing = await listFiles(tx, actor.property.id, REQUEST_PAY_FOLDER, [locked.requestPayNo]);
          const errors = checkUploads(uploads, ATTACH_FILE_POLICY, actor.lang, {
            alreadyAttached: existing.map((f) => ({ size: f.size })),
          });
          if (errors.length) throw new AppError('ST001', errors);
          await files.record(tx, written.rows(locked.requestPayNo));
          await audit(tx, {
            userId: actor.user.id,
            propertyId: actor.property.id,
            action: 'requestPay.upload',
            entity: 'request_pay',
            entityId: locked.id,
            after: { files: uploads.map((u) => u.fileName) },
          });
        });
      } catch (error) {
        await written.discard();
        throw error;
      }
      return { files: await files.list(db, actor.property.id, REQUEST_PAY_FOLDER, [found.requestPayNo]) };
    },
  };
}

function rowOf(r: repo.RequestPayRecord, lang: Lang) {
  const q = r.request;
  const status = statusNumber(q.status);
  return {
    requestPayId: q.id,
    requestPayNo: q.requestPayNo,
    requestType: q.requestType,
    requestPayTypeDescription: isCodeOf('requestPayType', q.requestType)
      ? codeLabel('requestPayType', q.requestType, lang)
      : '',
    status,
    statusDescription: codeLabel('requestPayStatus', status, lang),
    requestPayDate: q.requestPayDate,
    supplierCode: r.supplierCode,
    supplierName: (lang === 'en' ? r.supplierNameEn : null) ?? r.supplierNameTh,
    referenceNo: q.referenceNo,
    description: q.description,
    amountExcludeVat: q.amountExcludeVat,
    vat: q.vat,
    wht: q.wht,
    grandTotal: q.grandTotal,
    createdBy: personName(r.creator, lang),
    createdDate: q.createdAt.toISOString(),
  };
}

export type RequestPayService = ReturnType<typeof createRequestPayService>;
