import { PaymentFileError } from './payment-file-error';
import { accountDigits, digits, type FileEncoding, type Where } from './fixed-width';

/** A payee's account: Bank of Thailand bank code ('014'), the bank's branch code, the account number. */
export type PayeeBankAccount = {
  bankCode: string;
  branchCode?: string | null;
  accountNo: string;
  /** The bank's English name, for the layouts that print it (SCB's Media Clearing); cut to the field. */
  bankNameEn?: string | null;
};

/** One credit of a bulk payment file. */
export type BulkPayee = {
  /** The name on the bank account (the supplier's bank account name); cut to the layout's field. */
  name: string;
  /** null when the supplier has no account on file: the writer refuses the file, naming the payee. */
  bankAccount: PayeeBankAccount | null;
  /** Positive whole satang: what reaches the payee (the voucher's net of withholding tax). */
  amountSatang: number;
  /** The payment's own reference (the payment voucher number); never cut. */
  reference: string;
  /** For the bank's notice to the payee, where the layout has the field. */
  email?: string | null;
  /** Mobile number for an SMS notice, digits only. */
  mobile?: string | null;
};

/** A written bank file: its bytes, the same records as text, and what the bank will debit. */
export type BulkPaymentFile = {
  bytes: Buffer;
  /** The records as text, each followed by CRLF (what `bytes` encodes). */
  text: string;
  encoding: FileEncoding;
  /** Number of credits. */
  count: number;
  totalSatang: number;
};

/** A mobile number is digits (a typed 081-234-5678 is read as 0812345678). */
export function checkedMobile(value: string | null | undefined, where: Where): string {
  const v = (value ?? '').replace(/[\s-]/g, '');
  if (!/^\d*$/.test(v)) throw new PaymentFileError('notDigits', where.field, where.item);
  return v;
}

export function payeeAccount(payee: BulkPayee, item: number): PayeeBankAccount {
  const account = payee.bankAccount;
  if (!account || !account.accountNo?.trim())
    throw new PaymentFileError('noBankAccount', 'bankAccount', item);
  return account;
}

/** Bank of Thailand codes of the banks whose account numbers are longer than 11 digits. */
const BAAC = '034';
const GSB = '030';
const GHB = '033';
const IBANK = '066';
const TISCO = '067';
const KKP = '069';

/**
 * The receiving account as the 11-digit field of the Thai interbank layouts: shorter numbers zero-padded on the
 * left, and the longer numbers of a few banks shortened by those banks' own rule, as OCA l10n-thailand's
 * `_get_acc_number_digit` (l10n_th_bank_payment_export/models/bank_payment_export_line.py) does: BAAC 12 digits
 * drop the first; TISCO and KKP 14 digits drop the first 4; Islamic Bank 12 digits drop the first 2; GSB and GHB
 * 12 digits are read as 999 + the number and 15 digits drop the first 4. Any other number over 11 digits is
 * refused: it would not fit, and cutting an account number pays someone else.
 */
export function elevenDigitAccount(account: PayeeBankAccount, where: Where): string {
  const acc = accountDigits(account.accountNo, where);
  const bank = account.bankCode;
  let result: string | null = null;
  if (acc.length <= 11) result = acc;
  else if (bank === BAAC && acc.length === 12) result = acc.slice(1);
  else if ((bank === TISCO || bank === KKP) && acc.length === 14) result = acc.slice(4);
  else if (bank === IBANK && acc.length === 12) result = acc.slice(2);
  else if ((bank === GSB || bank === GHB) && (acc.length === 12 || acc.length === 15)) {
    result = (acc.length === 12 ? `999${acc}` : acc).slice(4);
  }
  if (result === null) {
    throw new PaymentFileError('tooLong', where.field, where.item, { width: 11, length: acc.length });
  }
  return digits(result, 11, where);
}

/** The bank code: three digits (a shorter code is zero-padded, '14' -> '014'). */
export function bankCode(value: string | null | undefined, where: Where): string {
  if (!value?.trim()) throw new PaymentFileError('notDigits', where.field, where.item);
  return digits(value, 3, where);
}

/** The branch code: four digits; the interbank layouts have no way to leave it out. */
export function branchCode(value: string | null | undefined, where: Where): string {
  if (!value?.trim()) throw new PaymentFileError('notDigits', where.field, where.item, { value: '' });
  return digits(value, 4, where);
}
