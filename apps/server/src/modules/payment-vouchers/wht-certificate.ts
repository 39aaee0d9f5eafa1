import { whtCertificate, WHT_INCOME_ROWS, type WhtIncomeRow } from '@suanklang/accounting';
import { decimalStringToSatang, type Lang } from '@suanklang/shared';
import { and, asc, eq, gt, gte, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { scoped } from '../../platform/request-context';
import { allocateYearlyNumber, nextMonth } from '../ledger';
import { findProperty } from '../property-settings';
import { requestPay, requestPayLine } from '../request-pay';
import { supplier } from '../suppliers';
import { renderWhtCertificatePdf, type PrintedWhtCertificate } from './certificate-pdf';
import { paymentVoucher, paymentVoucherRequest } from './payment-vouchers.schema';

type Actor = ReturnType<typeof scoped>;

/** The counter series of the certificates (a yearly series of `document_counter`). */
const CERTIFICATE_SERIES = 'WT';

/**
 * The 50 ทวิ book and number of a voucher withholding tax: the book is the Buddhist-era year of the voucher's
 * date and the number its place in that year's series, gapless per property (taken under the counter's lock in
 * the voucher's transaction, so a voucher that rolls back gives its number back).
 */
export async function numberCertificate(
  tx: Executor,
  propertyId: string,
  date: string,
): Promise<{ whtBookNo: string; whtCertificateNo: number }> {
  const year = Number(date.slice(0, 4));
  const no = await allocateYearlyNumber(tx, propertyId, CERTIFICATE_SERIES, year);
  return { whtBookNo: String(year + 543), whtCertificateNo: no };
}

/** The certificate of voucher `no` as a PDF in `lang`. */
export async function certificatePdf(
  db: Executor,
  actor: Actor,
  no: string,
  lang: Lang,
): Promise<{ pdf: Buffer; fileName: string }> {
  const doc = await certificateDocument(db, actor.property, no, lang);
  return {
    pdf: await renderWhtCertificatePdf(doc),
    fileName: `50tawi-${doc.bookNo}-${doc.certificateNo}-${doc.voucherNo}.pdf`,
  };
}

/**
 * What the certificate of voucher `no` prints: the payer is the property (its juristic person), the payee the
 * supplier as recorded now, the figures the request lines the voucher withheld from (each line's tax as the
 * request rounded it, grouped by income row).
 */
export async function certificateDocument(
  db: Executor,
  owner: Pick<Actor['property'], 'id' | 'nameTh' | 'nameEn'>,
  no: string,
  lang: Lang,
): Promise<PrintedWhtCertificate> {
  const pid = owner.id;
  const [head] = await db
    .select({ voucher: paymentVoucher, payee: supplier })
    .from(paymentVoucher)
    .innerJoin(supplier, eq(supplier.id, paymentVoucher.supplierId))
    .where(and(eq(paymentVoucher.propertyId, pid), eq(paymentVoucher.paymentVoucherNo, no.toUpperCase())));
  if (!head) throw new AppError('PV001');
  const v = head.voucher;
  if (v.whtBookNo === null || v.whtCertificateNo === null) throw new AppError('PV010');

  const lines = await db
    .select({
      base: requestPayLine.amountExcludeVat,
      rate: requestPayLine.whtRate,
      incomeRow: requestPayLine.whtIncomeRow,
      tax: requestPayLine.wht,
      lineDescription: requestPayLine.description,
      requestDescription: requestPay.description,
    })
    .from(paymentVoucherRequest)
    .innerJoin(requestPay, eq(requestPay.id, paymentVoucherRequest.requestPayId))
    .innerJoin(requestPayLine, eq(requestPayLine.requestPayId, requestPay.id))
    .where(
      and(
        eq(paymentVoucherRequest.propertyId, pid),
        eq(paymentVoucherRequest.paymentVoucherId, v.id),
        gt(requestPayLine.wht, '0'),
      ),
    )
    .orderBy(asc(requestPay.requestPayNo), asc(requestPayLine.lineNo));

  const figures = whtCertificate({
    payeeKind: v.whtForm === 'PND3' ? 'individual' : 'company',
    condition: 'withheld',
    lines: lines.map((l) => ({
      baseSatang: decimalStringToSatang(l.base),
      rate: l.rate ?? '0',
      incomeRow: incomeRowOf(l.incomeRow),
      description: l.lineDescription || l.requestDescription,
      paidDate: v.paymentVoucherDate,
    })),
  });
  // The voucher kept back what the request lines said; a certificate that disagreed would misstate the filing.
  const stored = lines.reduce((s, l) => s + decimalStringToSatang(l.tax), 0);
  if (figures.totalTaxSatang !== stored || stored !== decimalStringToSatang(v.wht))
    throw new Error(`Certificate ${v.paymentVoucherNo}: tax ${figures.totalTaxSatang} <> withheld ${v.wht}`);

  const setting = (await findProperty(db, pid))?.setting;
  const p = head.payee;
  return {
    lang,
    bookNo: v.whtBookNo,
    certificateNo: v.whtCertificateNo,
    voucherNo: v.paymentVoucherNo,
    issueDate: v.paymentVoucherDate,
    payer: {
      name: lang === 'en' ? owner.nameEn : owner.nameTh,
      taxId: setting?.taxId ?? null,
      branchNo: setting?.branchNo ?? null,
      address: (lang === 'en' ? setting?.addressEn : null) ?? setting?.addressTh ?? null,
    },
    payee: {
      name: (lang === 'en' ? p.nameEn : null) || p.nameTh,
      taxId: p.taxId,
      branchNo: v.whtForm === 'PND53' ? (p.branchNo ?? '00000') : null,
      address: [p.address, p.province, p.postalCode].filter((s) => s && s.trim() !== '').join(' ') || null,
    },
    sequence: v.status === 'ISSUED' ? await sequenceInAttachment(db, pid, v) : null,
    figures,
    cancelledReason: v.status === 'CANCELLED' ? (v.reason ?? '') : null,
  };
}

/**
 * The payee's row in the month's PND attachment: the live vouchers of the same return and month that withhold tax,
 * in the order the tax file lists them (date, then voucher number).
 */
async function sequenceInAttachment(
  db: Executor,
  propertyId: string,
  v: typeof paymentVoucher.$inferSelect,
): Promise<number> {
  const month = v.paymentVoucherDate.slice(0, 7);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentVoucher)
    .where(
      and(
        eq(paymentVoucher.propertyId, propertyId),
        eq(paymentVoucher.status, 'ISSUED'),
        eq(paymentVoucher.whtForm, v.whtForm),
        gt(paymentVoucher.wht, '0'),
        gte(paymentVoucher.paymentVoucherDate, `${month}-01`),
        lt(paymentVoucher.paymentVoucherDate, `${nextMonth(month)}-01`),
        or(
          lt(paymentVoucher.paymentVoucherDate, v.paymentVoucherDate),
          and(
            eq(paymentVoucher.paymentVoucherDate, v.paymentVoucherDate),
            lte(paymentVoucher.paymentVoucherNo, v.paymentVoucherNo),
          ),
        ),
      ),
    );
  return row?.n ?? 1;
}

function incomeRowOf(value: string | null): WhtIncomeRow {
  // A line withheld from without a row predates the row's being asked: the usual s.3 เตรส services.
  return WHT_INCOME_ROWS.find((r) => r === value) ?? '5';
}
