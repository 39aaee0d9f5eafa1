import {
  decimalStringToSatang,
  formatMoney,
  ruleMessage,
  satangToDecimalString,
  type FieldError,
  type Lang,
  type RequestPaySave,
} from '@suanklang/shared';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { glAccount } from '../config-account';
import { expenseType } from '../config-expense';
import { invoiceLine } from '../invoices';
import { receipt, receiptInvoiceLine } from '../receipts';
import { requestPay, requestPayLine } from './request-pay.schema';
import { activeUnitOf } from './wallet-close';

/**
 * A claim (type 10, docs/decisions.md "Payables: refunds, orders, deposits used and claims"): what a customer paid
 * on his receipts claimed back. A receipt's detail is the income accounts its paid invoice lines earned (each
 * line's expense type's income account, before VAT); a claim line names a receipt of the unit and one of those
 * accounts, and takes at most what the receipt earned there less the live claims (pending, approved or paid) on
 * it. Checked with the receipts' rows locked, so two claims saved at once on one receipt never take it twice.
 */

const LIVE = ['PENDING', 'APPROVED', 'PAID'] as const;
const key = (receiptId: string, accountCode: string) => `${receiptId}|${accountCode}`;

/** Per receipt and account, what it earned and what live claims (other than `except`) already take, in satang. */
async function claimableOf(tx: Executor, propertyId: string, receiptIds: string[], except?: string) {
  const earned =
    receiptIds.length === 0
      ? []
      : await tx
          .select({
            receiptId: receiptInvoiceLine.receiptId,
            accountCode: expenseType.incomeAccountCode,
            amount: sql<string>`sum(${receiptInvoiceLine.amountExcludeVat})::text`,
          })
          .from(receiptInvoiceLine)
          .innerJoin(invoiceLine, eq(invoiceLine.id, receiptInvoiceLine.invoiceLineId))
          .innerJoin(expenseType, eq(expenseType.id, invoiceLine.expenseTypeId))
          .where(
            and(
              eq(receiptInvoiceLine.propertyId, propertyId),
              inArray(receiptInvoiceLine.receiptId, receiptIds),
            ),
          )
          .groupBy(receiptInvoiceLine.receiptId, expenseType.incomeAccountCode);
  const claimed =
    receiptIds.length === 0
      ? []
      : await tx
          .select({
            receiptId: requestPayLine.receiptId,
            accountCode: requestPayLine.accountCode,
            amount: sql<string>`sum(${requestPayLine.grandTotal})::text`,
          })
          .from(requestPayLine)
          .innerJoin(requestPay, eq(requestPay.id, requestPayLine.requestPayId))
          .where(
            and(
              eq(requestPayLine.propertyId, propertyId),
              inArray(requestPayLine.receiptId, receiptIds),
              inArray(requestPay.status, [...LIVE]),
              ...(except ? [ne(requestPay.id, except)] : []),
            ),
          )
          .groupBy(requestPayLine.receiptId, requestPayLine.accountCode);
  const taken = new Map(
    claimed.map((c) => [key(c.receiptId!, c.accountCode), decimalStringToSatang(c.amount)]),
  );
  return earned.map((e) => {
    const received = decimalStringToSatang(e.amount);
    return {
      receiptId: e.receiptId,
      accountCode: e.accountCode,
      received,
      claimable: received - (taken.get(key(e.receiptId, e.accountCode)) ?? 0),
    };
  });
}

/**
 * On save: the unit (active, this property's), its issued receipts the lines name (locked in id order), each line's
 * account one the receipt earned (`oneOf` otherwise), and each receipt and account claimed at most what is left on
 * it (RQ020, the field error under the first line of it). Returns the unit and each line's receipt id.
 */
export async function claimOf(
  tx: Executor,
  propertyId: string,
  input: RequestPaySave,
  lang: Lang,
  except?: string,
) {
  const oneOf = (path: string): FieldError => ({ path, rule: 'oneOf', message: ruleMessage(lang, 'oneOf') });
  const found = await activeUnitOf(tx, propertyId, input.unitCode);
  if (!found) throw new AppError('ST001', [oneOf('unitCode')]);
  const nos = [...new Set(input.lines.map((l) => (l.receiptNo ?? '').toUpperCase()))];
  const receipts = await tx
    .select({ id: receipt.id, receiptNo: receipt.receiptNo })
    .from(receipt)
    .where(
      and(
        eq(receipt.propertyId, propertyId),
        eq(receipt.unitId, found.id),
        eq(receipt.status, 'ISSUED'),
        inArray(receipt.receiptNo, nos),
      ),
    )
    .orderBy(asc(receipt.id))
    .for('update');
  const byNo = new Map(receipts.map((r) => [r.receiptNo, r.id]));
  const left = new Map(
    (
      await claimableOf(
        tx,
        propertyId,
        receipts.map((r) => r.id),
        except,
      )
    ).map((c) => [key(c.receiptId, c.accountCode), c.claimable]),
  );
  const errors: FieldError[] = [];
  const receiptIds = input.lines.map((l, i) => {
    const id = byNo.get((l.receiptNo ?? '').toUpperCase());
    if (!id) errors.push(oneOf(`lines.${i}.receiptNo`));
    else if (!left.has(key(id, l.accountCode ?? ''))) errors.push(oneOf(`lines.${i}.accountCode`));
    return id ?? '';
  });
  if (errors.length) throw new AppError('ST001', errors);
  const wanted = new Map<string, { amount: number; first: number }>();
  input.lines.forEach((l, i) => {
    const k = key(receiptIds[i]!, l.accountCode!);
    const w = wanted.get(k);
    wanted.set(k, { amount: (w?.amount ?? 0) + l.amount, first: w?.first ?? i });
  });
  const over: FieldError[] = [];
  for (const [k, w] of wanted) {
    const max = Math.max(left.get(k) ?? 0, 0);
    if (w.amount > max)
      over.push({
        path: `lines.${w.first}.amount`,
        rule: 'max_amount',
        message: ruleMessage(lang, 'max_amount', { max: formatMoney(max) }),
      });
  }
  if (over.length) throw new AppError('RQ020', over);
  return { unitId: found.id, receiptIds };
}

/** At approval: the receipts claimed are still issued (a cancelled receipt gave its money back already). */
export async function checkClaimReceipts(tx: Executor, propertyId: string, receiptIds: string[]) {
  const ids = [...new Set(receiptIds)];
  if (ids.length === 0) return;
  const live = await tx
    .select({ id: receipt.id })
    .from(receipt)
    .where(and(eq(receipt.propertyId, propertyId), inArray(receipt.id, ids), eq(receipt.status, 'ISSUED')))
    .orderBy(asc(receipt.id))
    .for('share');
  if (live.length !== ids.length) throw new AppError('RQ021');
}

/** The lookup of the form: the unit's issued receipts that paid invoices, newest first, with their accounts. */
export async function unitClaimReceipts(db: Executor, propertyId: string, unitCode: string, lang: Lang) {
  const found = await activeUnitOf(db, propertyId, unitCode);
  if (!found)
    throw new AppError('ST001', [{ path: 'unitCode', rule: 'oneOf', message: ruleMessage(lang, 'oneOf') }]);
  const receipts = await db
    .select({
      id: receipt.id,
      receiptNo: receipt.receiptNo,
      receiptDate: receipt.receiptDate,
      grandTotal: receipt.grandTotal,
    })
    .from(receipt)
    .where(
      and(eq(receipt.propertyId, propertyId), eq(receipt.unitId, found.id), eq(receipt.status, 'ISSUED')),
    )
    .orderBy(desc(receipt.receiptDate), desc(receipt.receiptNo))
    .limit(100);
  const details = await claimableOf(
    db,
    propertyId,
    receipts.map((r) => r.id),
  );
  const codes = [...new Set(details.map((d) => d.accountCode))];
  const names = new Map(
    codes.length === 0
      ? []
      : (
          await db
            .select({ code: glAccount.code, nameTh: glAccount.nameTh, nameEn: glAccount.nameEn })
            .from(glAccount)
            .where(and(eq(glAccount.propertyId, propertyId), inArray(glAccount.code, codes)))
        ).map((a) => [a.code, lang === 'en' ? a.nameEn : a.nameTh]),
  );
  return receipts.flatMap((r) => {
    const accounts = details
      .filter((d) => d.receiptId === r.id)
      .sort((a, b) => a.accountCode.localeCompare(b.accountCode))
      .map((d) => ({
        accountCode: d.accountCode,
        accountName: names.get(d.accountCode) ?? '',
        received: satangToDecimalString(d.received),
        claimable: satangToDecimalString(Math.max(d.claimable, 0)),
      }));
    return accounts.length === 0
      ? []
      : [{ receiptNo: r.receiptNo, receiptDate: r.receiptDate, grandTotal: r.grandTotal, accounts }];
  });
}

/** The numbers of these receipts of the property, by id (the detail's lines). */
export async function receiptNosOf(db: Executor, propertyId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: receipt.id, receiptNo: receipt.receiptNo })
    .from(receipt)
    .where(and(eq(receipt.propertyId, propertyId), inArray(receipt.id, ids)));
  return new Map(rows.map((r) => [r.id, r.receiptNo]));
}
