import { decimalStringToSatang, type BankFilePayees, type OnlineCheck } from '@suanklang/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { scoped } from '../../platform/request-context';
import {
  ktbBulkFile,
  PaymentFileError,
  scbBulkFile,
  type BulkPayee,
  type BulkPaymentFile,
  type PayeeBankAccount,
} from '../payment-files';
import { propertyBankAccount, propertyDocumentAccount, propertySetting } from '../property-settings';
import { supplier, supplierBankAccount, supplierDocumentAccount } from '../suppliers';
import { paymentVoucher, paymentVoucherPayment } from './payment-vouchers.schema';
import { fieldErrors, fileRefusal } from './refusals';

type Actor = ReturnType<typeof scoped>;

const KTB = '006';
const SCB = '014';
/** The supplier document account of the online payment purpose (001 s.9: configuration id 7). */
const ONLINE_PAYMENT_CONFIG = 7;
/** Goods and services: KTB Standard and SCB 04; KTB Direct's purchase and service is 14. */
const SERVICE_TYPE = { ktbStandard: '04', ktbDirect: '14', scb: '04' } as const;

export type BankExportQuery = { accountNoId: string; date: string; payees: BankFilePayees };

/**
 * The bulk credit file of one property bank account for one day: every transfer a live payment voucher of that
 * date paid from the account, to payees at the account's own bank (KTB Direct, SCB Direct Credit) or at other
 * banks (KTB Standard, SCB Media Clearing), one credit per transfer for what the voucher paid (net of the tax
 * withheld, which the property certifies itself with its 50 ทวิ). The payee's account is the supplier's account
 * for online payment (document account 7), else its only active account; a payee without one is refused by
 * name with "no bank account number".
 */
export async function bankFile(
  db: Executor,
  actor: Actor,
  query: BankExportQuery,
): Promise<{ data: Buffer; fileName: string; charset: string }> {
  const pid = actor.property.id;
  const [account] = await db
    .select()
    .from(propertyBankAccount)
    .where(and(eq(propertyBankAccount.propertyId, pid), eq(propertyBankAccount.id, query.accountNoId)));
  if (!account) throw fieldErrors(actor.lang, [{ path: 'accountNoId', rule: 'oneOf' }]);
  if (account.bankCode !== KTB && account.bankCode !== SCB) throw new AppError('PV011');
  if (!account.bulkCompanyId?.trim()) throw new AppError('PV012');

  const rows = await db
    .select({
      voucherNo: paymentVoucher.paymentVoucherNo,
      amount: paymentVoucherPayment.amount,
      supplierId: supplier.id,
      supplierCode: supplier.code,
      supplierName: supplier.nameTh,
      taxId: supplier.taxId,
    })
    .from(paymentVoucherPayment)
    .innerJoin(paymentVoucher, eq(paymentVoucher.id, paymentVoucherPayment.paymentVoucherId))
    .innerJoin(supplier, eq(supplier.id, paymentVoucher.supplierId))
    .where(
      and(
        eq(paymentVoucherPayment.propertyId, pid),
        eq(paymentVoucherPayment.method, 'TRANSFER'),
        eq(paymentVoucherPayment.bankAccountId, account.id),
        eq(paymentVoucher.status, 'ISSUED'),
        eq(paymentVoucher.paymentVoucherDate, query.date),
      ),
    )
    .orderBy(asc(paymentVoucher.paymentVoucherNo), asc(paymentVoucherPayment.lineNo));
  const accounts = await payeeAccounts(
    db,
    pid,
    rows.map((r) => r.supplierId),
  );
  const sameBank = query.payees === 'SAME_BANK';
  const credits = rows
    .map((r) => ({ ...r, bankAccount: accounts.get(r.supplierId) ?? null }))
    // A payee without an account stays in, so the writer refuses the file naming him.
    .filter((r) => !r.bankAccount || (r.bankAccount.bankCode === account.bankCode) === sameBank);
  if (credits.length === 0) throw new AppError('PV013');

  const payees: (BulkPayee & { taxId: string | null })[] = credits.map((c) => ({
    name: c.bankAccount?.accountName ?? c.supplierName,
    bankAccount: c.bankAccount,
    amountSatang: decimalStringToSatang(c.amount),
    reference: c.voucherNo,
    taxId: c.taxId,
  }));
  const bank = account.bankCode === KTB ? 'KTB' : 'SCB';
  let file: BulkPaymentFile;
  try {
    file =
      bank === 'KTB'
        ? ktbBulkFile({
            companyId: account.bulkCompanyId,
            senderName: actor.property.nameTh,
            payingAccount: { branchCode: account.bankBranchCode ?? '', accountNo: account.accountNo },
            effectiveDate: query.date,
            bankType: sameBank ? 'direct' : 'standard',
            serviceType: sameBank ? SERVICE_TYPE.ktbDirect : SERVICE_TYPE.ktbStandard,
            payees,
          })
        : scbBulkFile({
            companyId: account.bulkCompanyId,
            batchReference: `${actor.property.code}${query.date.replaceAll('-', '')}`.slice(0, 32),
            createdAt: new Date(),
            product: sameBank ? 'DCP' : 'MCL',
            payingAccountNo: account.accountNo,
            effectiveDate: query.date,
            serviceType: SERVICE_TYPE.scb,
            payees,
          });
  } catch (error) {
    if (!(error instanceof PaymentFileError)) throw error;
    throw fileRefusal(actor.lang, error, (item) => credits[item - 1]?.supplierCode, 'PV014');
  }
  const which = sameBank ? 'same-bank' : 'other-banks';
  return {
    data: file.bytes,
    fileName: `${bank}-${actor.property.code}-${query.date}-${which}.txt`,
    charset: file.encoding === 'TIS-620' ? 'tis-620' : 'utf-8',
  };
}

/**
 * The online account check of the transfer panel: whether the property has its online payment account (document
 * account 7) and the payee an account to credit (as the bank file chooses it), and whether each has an e-mail for
 * the remittance advice. Ready when both accounts are known; the e-mails are reported, not required.
 */
export async function onlineCheck(db: Executor, actor: Actor, supplierCode: string): Promise<OnlineCheck> {
  const pid = actor.property.id;
  const [payee] = await db
    .select({ id: supplier.id, email: supplier.email })
    .from(supplier)
    .where(and(eq(supplier.propertyId, pid), eq(supplier.code, supplierCode.toUpperCase())));
  if (!payee) throw fieldErrors(actor.lang, [{ path: 'supplierCode', rule: 'oneOf' }]);
  const [online] = await db
    .select({ id: propertyBankAccount.id })
    .from(propertyDocumentAccount)
    .innerJoin(propertyBankAccount, eq(propertyBankAccount.id, propertyDocumentAccount.bankAccountId))
    .where(
      and(
        eq(propertyDocumentAccount.propertyId, pid),
        eq(propertyDocumentAccount.configId, ONLINE_PAYMENT_CONFIG),
        eq(propertyBankAccount.active, 'Y'),
      ),
    );
  const [setting] = await db
    .select({ email: propertySetting.email })
    .from(propertySetting)
    .where(eq(propertySetting.propertyId, pid));
  const accounts = await payeeAccounts(db, pid, [payee.id]);
  const property = { hasAccountNo: Boolean(online), hasEmail: Boolean(setting?.email?.trim()) };
  const payeeFlags = { hasAccountNo: accounts.has(payee.id), hasEmail: Boolean(payee.email?.trim()) };
  return {
    isReadyForPayment: property.hasAccountNo && payeeFlags.hasAccountNo,
    property,
    supplier: payeeFlags,
  };
}

/** Each supplier's account to credit: the online payment one, else the only active one. */
async function payeeAccounts(
  db: Executor,
  propertyId: string,
  supplierIds: string[],
): Promise<Map<string, PayeeBankAccount & { accountName: string }>> {
  const ids = [...new Set(supplierIds)];
  if (ids.length === 0) return new Map();
  const all = await db
    .select({ account: supplierBankAccount, online: supplierDocumentAccount.configId })
    .from(supplierBankAccount)
    .leftJoin(
      supplierDocumentAccount,
      and(
        eq(supplierDocumentAccount.bankAccountId, supplierBankAccount.id),
        eq(supplierDocumentAccount.configId, ONLINE_PAYMENT_CONFIG),
      ),
    )
    .where(
      and(
        eq(supplierBankAccount.propertyId, propertyId),
        inArray(supplierBankAccount.supplierId, ids),
        eq(supplierBankAccount.active, 'Y'),
      ),
    );
  const chosen = new Map<string, PayeeBankAccount & { accountName: string }>();
  for (const id of ids) {
    const mine = all.filter((a) => a.account.supplierId === id);
    const pick = mine.find((a) => a.online !== null) ?? (mine.length === 1 ? mine[0] : undefined);
    if (pick)
      chosen.set(id, {
        bankCode: pick.account.bankCode,
        branchCode: pick.account.bankBranchCode,
        accountNo: pick.account.accountNo,
        accountName: pick.account.accountName,
      });
  }
  return chosen;
}
