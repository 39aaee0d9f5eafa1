import {
  decimalStringToSatang,
  formatMoney,
  ruleMessage,
  satangToDecimalString,
  type FieldError,
  type Lang,
  type RequestPaySave,
  type WalletType,
} from '@suanklang/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { appUser, property } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { invoice, openInvoice } from '../invoices';
import { cancelReceiptInTx, receipt, writeReceipt, type Actor as ReceiptActor } from '../receipts';
import { activeUnitOf } from './wallet-close';

/**
 * A customer's invoices paid from his wallet (type 5, docs/decisions.md "Payables: refunds, orders, deposits used
 * and claims"). Each line names an invoice of the unit, the wallet that pays it and the amount. Approved, one
 * receipt of the unit settles them through the receipts' own path (`writeReceipt` with wallet deductions and no
 * payment): Dr the wallets / Cr receivable, VAT due as on any receipt, the invoices' paid amounts and the wallets
 * moved under their guarded updates. The request posts nothing itself and leaves nothing payable.
 */

/** What the request pays of each invoice, in satang (two lines of one invoice add up). */
function byInvoice(lines: { invoiceId: string; amount: number }[]) {
  const out = new Map<string, number>();
  for (const l of lines) out.set(l.invoiceId, (out.get(l.invoiceId) ?? 0) + l.amount);
  return [...out];
}

/**
 * On save: the unit's issued invoices the lines name, each owing at least what the request pays of it (RQ019, the
 * field error under the first line of that invoice says what it owes); an invoice of another unit or property is
 * `oneOf`. Returns each line's invoice id. The wallets' balances are checked by `walletCloseOf`, as for type 2.
 */
export async function walletPayInvoices(
  tx: Executor,
  propertyId: string,
  unitId: string,
  input: RequestPaySave,
  lang: Lang,
): Promise<string[]> {
  const nos = [...new Set(input.lines.map((l) => (l.invoiceNo ?? '').toUpperCase()))];
  const found = await tx
    .select({ id: invoice.id, invoiceNo: invoice.invoiceNo, openAmount: invoice.openAmount })
    .from(invoice)
    .where(and(openInvoice(propertyId), eq(invoice.unitId, unitId), inArray(invoice.invoiceNo, nos)));
  const byNo = new Map(found.map((f) => [f.invoiceNo ?? '', f]));
  const errors: FieldError[] = [];
  const ids = input.lines.map((l, i) => {
    const inv = byNo.get((l.invoiceNo ?? '').toUpperCase());
    if (!inv)
      errors.push({ path: `lines.${i}.invoiceNo`, rule: 'oneOf', message: ruleMessage(lang, 'oneOf') });
    return inv?.id ?? '';
  });
  if (errors.length) throw new AppError('ST001', errors);
  const over: FieldError[] = [];
  for (const [invoiceId, amount] of byInvoice(
    input.lines.map((l, i) => ({ invoiceId: ids[i]!, amount: l.amount })),
  )) {
    const owes = decimalStringToSatang(found.find((f) => f.id === invoiceId)!.openAmount ?? '0');
    if (amount > owes)
      over.push({
        path: `lines.${ids.indexOf(invoiceId)}.amount`,
        rule: 'max_amount',
        message: ruleMessage(lang, 'max_amount', { max: formatMoney(owes) }),
      });
  }
  if (over.length) throw new AppError('RQ019', over);
  return ids;
}

/** The approver as the receipt's actor: the receipt is written in his approval's transaction, by him. */
async function actorOf(tx: Executor, propertyId: string, userId: string): Promise<ReceiptActor> {
  const [user] = await tx.select().from(appUser).where(eq(appUser.id, userId));
  const [prop] = await tx.select().from(property).where(eq(property.id, propertyId));
  if (!user || !prop) throw new AppError('RQ001');
  return {
    user: {
      id: user.id,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      isAdmin: user.isAdmin,
    },
    property: { id: prop.id, code: prop.code, nameTh: prop.nameTh, nameEn: prop.nameEn },
    // The receipt writer checks no rights: the approval did (the approver's own right on RQ).
    rights: { roleCode: null, objects: new Set(), approvalTypes: [], postGlTypes: [], canCloseGl: false },
    lang: 'th',
  };
}

/** Receipt refusals met at approval, as the request's: the wallet no longer holds it, an invoice owes less. */
function asRequestError(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  if (error.code === 'RC006') return new AppError('RQ018');
  if (error.code === 'RC002' || error.code === 'RC003' || error.code === 'RC007')
    return new AppError('RQ019');
  return error;
}

/**
 * In the last approval's transaction: one receipt of the unit, dated the request's date, paying each invoice from
 * the wallets the lines name. Returns the receipt's id.
 */
export async function settleFromWallets(
  tx: Executor,
  request: { propertyId: string; unitId: string | null; requestPayNo: string; requestPayDate: string },
  lines: { invoiceId: string; walletType: WalletType; amount: number }[],
  userId: string,
) {
  if (!request.unitId) throw new AppError('RQ001');
  const wallets = new Map<WalletType, number>();
  for (const l of lines) wallets.set(l.walletType, (wallets.get(l.walletType) ?? 0) + l.amount);
  try {
    const written = await writeReceipt(tx, await actorOf(tx, request.propertyId, userId), {
      unitId: request.unitId,
      receiptType: '1',
      receiptDate: request.requestPayDate,
      remark: request.requestPayNo,
      source: 'COUNTER',
      invoices: byInvoice(lines).map(([invoiceId, payAmount]) => ({ invoiceId, payAmount })),
      deductions: [...wallets]
        .sort(([a], [b]) => a - b)
        .map(([walletType, amount]) => ({ kind: 'WALLET' as const, walletType, amount })),
      payments: [],
    });
    return written.id;
  } catch (error) {
    throw asRequestError(error);
  }
}

/** Cancelling an approved request: its receipt cancelled (reversed, the invoices reopened, the wallets refilled). */
export async function cancelSettlement(
  tx: Executor,
  request: { propertyId: string; receiptId: string | null },
  userId: string,
  reason: string,
) {
  if (!request.receiptId) throw new AppError('RQ003');
  await cancelReceiptInTx(tx, await actorOf(tx, request.propertyId, userId), request.receiptId, reason);
}

/** The receipt's number, for the detail. */
export async function receiptNoOf(db: Executor, propertyId: string, receiptId: string | null) {
  if (!receiptId) return null;
  const [row] = await db
    .select({ receiptNo: receipt.receiptNo })
    .from(receipt)
    .where(and(eq(receipt.propertyId, propertyId), eq(receipt.id, receiptId)));
  return row?.receiptNo ?? null;
}

/** The lookup of the form: the unit's open invoices, earliest due first. */
export async function unitOpenInvoices(db: Executor, propertyId: string, unitCode: string, lang: Lang) {
  const found = await activeUnitOf(db, propertyId, unitCode);
  if (!found)
    throw new AppError('ST001', [{ path: 'unitCode', rule: 'oneOf', message: ruleMessage(lang, 'oneOf') }]);
  const rows = await db
    .select()
    .from(invoice)
    .where(and(openInvoice(propertyId), eq(invoice.unitId, found.id)))
    .orderBy(asc(invoice.dueDate), asc(invoice.invoiceNo));
  return rows.map((r) => ({
    invoiceNo: r.invoiceNo ?? '',
    invoiceDate: r.invoiceDate,
    dueDate: r.dueDate,
    billingMonth: r.billingMonth,
    grandTotal: r.grandTotal,
    outstanding: satangToDecimalString(decimalStringToSatang(r.openAmount ?? '0')),
  }));
}
