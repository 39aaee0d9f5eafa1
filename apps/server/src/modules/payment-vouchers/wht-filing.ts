import { postWhtRemittance } from '@suanklang/accounting';
import {
  daysInMonth,
  decimalStringToSatang,
  satangToDecimalString,
  type WhtFilingRow,
  type WhtFilingStatus,
  type WhtType,
} from '@suanklang/shared';
import { and, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { scoped } from '../../platform/request-context';
import { accountMapOf, nextMonth, postDocument } from '../ledger';
import { propertyBankAccount } from '../property-settings';
import { paymentVoucher, whtFiling } from './payment-vouchers.schema';
import { fieldErrors } from './refusals';

type Actor = ReturnType<typeof scoped>;
type Filing = typeof whtFiling.$inferSelect;

/** The remittance of a month's return: its own journal type (WT), numbered like any document. */
export const DOCUMENT_TYPE_WHT_REMITTANCE = 'WT';

const between = (month: string) => [`${month}-01`, `${nextMonth(month)}-01`] as const;

/** The tax the month's live vouchers of `form` kept back, and how many they are. */
async function withheldIn(db: Executor, propertyId: string, month: string, form: WhtType) {
  const [from, to] = between(month);
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${paymentVoucher.wht}), 0)::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(paymentVoucher)
    .where(
      and(
        eq(paymentVoucher.propertyId, propertyId),
        eq(paymentVoucher.status, 'ISSUED'),
        eq(paymentVoucher.whtForm, form),
        gt(paymentVoucher.wht, '0'),
        gte(paymentVoucher.paymentVoucherDate, from),
        lt(paymentVoucher.paymentVoucherDate, to),
      ),
    );
  return { satang: decimalStringToSatang(row?.total ?? '0'), count: row?.count ?? 0 };
}

async function filingOf(
  db: Executor,
  propertyId: string,
  month: string,
  form: WhtType,
  lock?: 'update' | 'share',
) {
  const query = db
    .select()
    .from(whtFiling)
    .where(and(eq(whtFiling.propertyId, propertyId), eq(whtFiling.month, month), eq(whtFiling.form, form)));
  const [row] = lock ? await query.for(lock) : await query;
  return row ?? null;
}

function rowOf(
  month: string,
  form: WhtType,
  filing: Filing | null,
  withheld: { satang: number; count: number },
): WhtFilingRow {
  return {
    month,
    form,
    status: (filing?.status ?? 'NOT_SUBMITTED') as WhtFilingStatus,
    withheld: satangToDecimalString(withheld.satang),
    vouchers: withheld.count,
    amount: filing?.amount ?? null,
    submittedDate: filing?.submittedDate ?? null,
    reference: filing?.reference ?? null,
    reason: filing?.reason ?? null,
    journalEntryId: filing?.journalEntryId ?? null,
  };
}

/**
 * A voucher with tax may be saved or cancelled only while its month's return is not filed. Takes the filing row's
 * share lock, so a filing being submitted at the same time waits for the voucher (and counts it) or the voucher
 * waits and is refused.
 */
export async function assertReturnOpen(
  tx: Executor,
  propertyId: string,
  date: string,
  form: WhtType,
): Promise<void> {
  const filing = await filingOf(tx, propertyId, date.slice(0, 7), form, 'share');
  if (filing?.status === 'SUBMITTED') throw new AppError('PV015');
}

/** The month's file was exported: the return waits to be filed (a filed one stays filed). */
export async function markExported(tx: Executor, actor: Actor, month: string, form: WhtType): Promise<void> {
  await tx
    .insert(whtFiling)
    .values({ propertyId: actor.property.id, month, form, status: 'PENDING', updatedBy: actor.user.id })
    .onConflictDoUpdate({
      target: [whtFiling.propertyId, whtFiling.month, whtFiling.form],
      set: { status: 'PENDING', reason: null, updatedBy: actor.user.id, updatedAt: new Date() },
      setWhere: sql`${whtFiling.status} <> 'SUBMITTED'`,
    });
}

/** Every month of `year`, both returns, with what was withheld and where each stands. */
export async function filingStatus(db: Executor, actor: Actor, year: number): Promise<WhtFilingRow[]> {
  const pid = actor.property.id;
  const filings = await db
    .select()
    .from(whtFiling)
    .where(and(eq(whtFiling.propertyId, pid), sql`${whtFiling.month} like ${`${year}-%`}`));
  const totals = await db
    .select({
      month: sql<string>`to_char(${paymentVoucher.paymentVoucherDate}, 'YYYY-MM')`,
      form: paymentVoucher.whtForm,
      total: sql<string>`sum(${paymentVoucher.wht})::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(paymentVoucher)
    .where(
      and(
        eq(paymentVoucher.propertyId, pid),
        eq(paymentVoucher.status, 'ISSUED'),
        gt(paymentVoucher.wht, '0'),
        gte(paymentVoucher.paymentVoucherDate, `${year}-01-01`),
        lt(paymentVoucher.paymentVoucherDate, `${year + 1}-01-01`),
      ),
    )
    .groupBy(sql`1`, paymentVoucher.whtForm);
  const rows: WhtFilingRow[] = [];
  for (let m = 1; m <= 12; m++) {
    const month = `${year}-${String(m).padStart(2, '0')}`;
    for (const form of ['PND3', 'PND53'] as const) {
      const total = totals.find((t) => t.month === month && t.form === form);
      rows.push(
        rowOf(month, form, filings.find((f) => f.month === month && f.form === form) ?? null, {
          satang: decimalStringToSatang(total?.total ?? '0'),
          count: total?.count ?? 0,
        }),
      );
    }
  }
  return rows;
}

/**
 * The exported return was filed and paid: posts the remittance (Dr WHT payable / Cr the bank account's ledger
 * account) for the month's withheld total, under the filing row's lock, and keeps the Revenue Department's
 * reference. Only a PENDING return (exported, not yet filed) is submitted.
 */
export async function submitFiling(
  tx: Executor,
  actor: Actor,
  input: { month: string; form: WhtType; submittedDate: string; reference: string; accountNoId: string },
): Promise<WhtFilingRow> {
  const pid = actor.property.id;
  const filing = await filingOf(tx, pid, input.month, input.form, 'update');
  if (filing?.status !== 'PENDING') throw new AppError('PV016');
  // Filed after the month it reports, as the law has it (by the 7th, or the 15th when e-filed).
  const [year, month] = input.month.split('-').map(Number) as [number, number];
  const monthEnd = `${input.month}-${String(daysInMonth(year, month)).padStart(2, '0')}`;
  if (input.submittedDate <= monthEnd)
    throw fieldErrors(actor.lang, [{ path: 'submittedDate', rule: 'after', params: { date: monthEnd } }]);
  const [account] = await tx
    .select()
    .from(propertyBankAccount)
    .where(and(eq(propertyBankAccount.propertyId, pid), eq(propertyBankAccount.id, input.accountNoId)));
  if (!account || account.active !== 'Y')
    throw fieldErrors(actor.lang, [{ path: 'accountNoId', rule: 'oneOf' }]);
  const withheld = await withheldIn(tx, pid, input.month, input.form);
  if (withheld.satang === 0) throw new AppError('PV008');
  const map = await accountMapOf(tx, pid);
  await postDocument(tx, {
    propertyId: pid,
    userId: actor.user.id,
    documentType: DOCUMENT_TYPE_WHT_REMITTANCE,
    date: input.submittedDate,
    journal: (no) => ({
      draft: postWhtRemittance(
        {
          documentType: DOCUMENT_TYPE_WHT_REMITTANCE,
          documentNo: no,
          date: input.submittedDate,
          form: input.form,
          amount: withheld.satang,
          bankAccountCode: account.accountCode,
        },
        map,
      ),
      sourceId: filing.id,
      description: `${input.form === 'PND3' ? 'ภ.ง.ด.3' : 'ภ.ง.ด.53'} ${input.month} ${input.reference}`,
    }),
    write: async ({ entryId: id }) => {
      const [row] = await tx
        .update(whtFiling)
        .set({
          status: 'SUBMITTED',
          amount: satangToDecimalString(withheld.satang),
          submittedDate: input.submittedDate,
          reference: input.reference,
          bankAccountId: account.id,
          journalEntryId: id!,
          reason: null,
          updatedBy: actor.user.id,
          updatedAt: new Date(),
        })
        .where(eq(whtFiling.id, filing.id))
        .returning();
      return row!;
    },
    audit: (_posted, row) => ({
      action: 'whtFiling.submit',
      entity: 'wht_filing',
      entityId: row.id,
      after: { ...input, amount: row.amount },
    }),
  });
  const saved = await filingOf(tx, pid, input.month, input.form);
  return rowOf(input.month, input.form, saved, withheld);
}

/** The Revenue Department refused the exported file: the return is FAILED with the reason, to export again. */
export async function failFiling(
  tx: Executor,
  actor: Actor,
  input: { month: string; form: WhtType; reason: string },
): Promise<WhtFilingRow> {
  const pid = actor.property.id;
  const filing = await filingOf(tx, pid, input.month, input.form, 'update');
  if (filing?.status !== 'PENDING') throw new AppError('PV016');
  const [row] = await tx
    .update(whtFiling)
    .set({ status: 'FAILED', reason: input.reason, updatedBy: actor.user.id, updatedAt: new Date() })
    .where(eq(whtFiling.id, filing.id))
    .returning();
  return rowOf(input.month, input.form, row ?? null, await withheldIn(tx, pid, input.month, input.form));
}
