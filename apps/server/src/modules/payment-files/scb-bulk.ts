import type { WhtCondition, WhtIncomeRow, WhtLine } from '@suanklang/accounting';
import { normalizeThaiId, type WhtType } from '@suanklang/shared';
import {
  bankCode,
  branchCode,
  checkedMobile,
  elevenDigitAccount,
  payeeAccount,
  type BulkPayee,
  type BulkPaymentFile,
} from './bulk-payee';
import {
  accountDigits,
  checkAmount,
  digits,
  encodeRecords,
  number,
  text,
  yyyymmdd,
  type FileEncoding,
  type Where,
} from './fixed-width';
import { PaymentFileError } from './payment-file-error';

/**
 * SCB Business Net bulk payment file (direct credit): 001 file header, 002 debit (the account paid from, once per
 * file), then per payee 003 credit, 004 payee, 005 withholding tax lines (when the bank is to print the 50 ทวิ)
 * and 006 invoices (when the advice lists them), and 999 trailer; CRLF after each record, amounts in thousandths
 * of a baht (satang x 10). SCB's own specification is not public; the layout followed, position by position, is
 * OCA/l10n-thailand l10n_th_bank_payment_export_scb/models/bank_payment_export.py (`_get_text_header_scb`,
 * `_get_text_company_detail_scb`, `_get_text_credit_detail_scb`, `_get_text_payee_detail_scb`,
 * `_get_text_wht_detail_scb`, `_get_text_invoice_detail_scb`, `_get_text_footer_scb`; commit 05fef39e, the version
 * whose comments give the positions) with models/bank_payment_export_line.py. Record lengths: 96, 109, 355, 816,
 * 138, 196, 31. The module's later data file (data/bank.export.format.line.csv) gives the same widths but differs
 * on two values, both UNCONFIRMED against SCB: it codes a PND3 certificate 02 where the Python writes 03 (03 kept
 * here), and it zero-fills the Direct Credit branch name where the Python writes the code 0111 and spaces.
 *
 * Products: DCP (Direct Credit, SCB accounts of 10 digits) and MCL (Media Clearing, other banks, next day or the
 * same day's afternoon cycle). Bahtnet, cheques and outward remittance use other records and are not written.
 * Refused rather than cut: amounts, accounts, codes, references, e-mail, mobile, tax ids, invoice numbers, and an
 * address that needs more than its three lines of 70; the payee's and bank's names and the WHT income
 * descriptions are cut to their fields.
 *
 * Encoding: the source does not say; TIS-620 by default, so that every field's characters are its bytes.
 */

export const SCB_BANK_CODE = '014';
export const SCB_PRODUCTS = ['DCP', 'MCL'] as const;
export type ScbProduct = (typeof SCB_PRODUCTS)[number];
/** 04 goods and services; 01 salaries, 02 dividends, 03 interest, 05 securities, 06 tax refund, 07 loans, 59 other. */
export const SCB_SERVICE_TYPES = ['01', '02', '03', '04', '05', '06', '07', '59'] as const;
export const SCB_RECORD_LENGTHS = {
  '001': 96,
  '002': 109,
  '003': 355,
  '004': 816,
  '005': 138,
  '006': 196,
  '999': 31,
} as const;

/** A withholding tax certificate the bank prints and sends with the payment. */
export type ScbWht = {
  form: WhtType;
  /** withheld (pay type 3) or paidOnce (1); the source has no code for paidAlways. */
  condition: WhtCondition;
  /** ISO date the tax was withheld. */
  date: string;
  /** The voucher's WHT lines (`whtLine`), their tax rounded per line. */
  lines: WhtLine[];
};

export type ScbInvoice = {
  /** The supplier's invoice number, at most 15 characters. */
  number: string;
  date: string;
  /** Before VAT. */
  amountSatang: number;
  vatSatang: number;
  whtSatang: number;
  poNumber?: string | null;
};

export type ScbPayee = BulkPayee & {
  /** The payee's 13-digit tax id or id card number (15-character field). */
  taxId?: string | null;
  /** One line of address, wrapped at word breaks into the layout's three lines of 70. */
  address?: string | null;
  wht?: ScbWht | null;
  invoices?: ScbInvoice[];
};

export type ScbBulkInput = {
  /** The company id SCB gives the customer (12 characters). */
  companyId: string;
  /** This file's reference, at most 32 characters (the header's customer reference and batch reference). */
  batchReference: string;
  /** When the file was made (its date and time are written in Bangkok time). */
  createdAt: Date;
  product: ScbProduct;
  /** Media Clearing only: the same day's afternoon cycle instead of the next day. */
  sameDayAfternoon?: boolean;
  /** The juristic person's 10-digit SCB account paid from (its branch and account type are read from it). */
  payingAccountNo: string;
  /** ISO value date. */
  effectiveDate: string;
  serviceType: string;
  /** The bank sends each payee a credit advice. */
  creditAdvice?: boolean;
  /** Who signs the certificates the bank prints: B the bank, C the corporate. */
  whtSignatory?: 'B' | 'C';
  /** Language of the invoice advice: T Thai, E English. */
  invoiceLanguage?: 'T' | 'E';
  payees: ScbPayee[];
  encoding?: FileEncoding;
};

const INTERNAL_REFERENCE = '00000001';
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** satang -> thousandths of a baht, the unit of every SCB amount. */
const thousandths = (satang: number): bigint => BigInt(satang) * 10n;

const file = (field: string): Where => ({ field, item: null });

function required(value: string | null | undefined, where: Where): string {
  if (!value?.trim()) throw new PaymentFileError('required', where.field, where.item);
  return value;
}

/** The income type the bank prints: the certificate's row number (40(4) needs a sub-type this input lacks). */
const WHT_INCOME_TYPES: Record<WhtIncomeRow, string | null> = {
  '40(1)': '1',
  '40(2)': '2',
  '40(3)': '3',
  '40(4)': null,
  '5': '5',
  '6': '6',
};

const WHT_FORM_TYPES: Record<WhtType, string> = { PND3: '03', PND53: '53' };
const WHT_PAY_TYPES: Partial<Record<WhtCondition, string>> = { withheld: '3', paidOnce: '1' };

/** A rate the layout can write: a whole percent ('3.00' -> '03'). */
function wholePercent(rate: string, where: Where): string {
  const match = /^(\d{1,2})(?:\.0*)?$/.exec(rate.trim());
  if (!match) throw new PaymentFileError('rate', where.field, where.item, { value: rate });
  return digits(match[1], 2, where);
}

/** Splits an address at spaces into lines of at most `width`; a word that fits no line, or a 4th line, is refused. */
function addressLines(
  address: string | null | undefined,
  width: number,
  lines: number,
  where: Where,
): string {
  const words = (address ?? '').trim().split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let current = '';
  for (const word of words) {
    if (word.length > width) throw new PaymentFileError('tooLong', where.field, where.item, { width });
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= width) current = candidate;
    else {
      out.push(current);
      current = word;
    }
  }
  if (current) out.push(current);
  if (out.length > lines)
    throw new PaymentFileError('tooLong', where.field, where.item, { lines: out.length });
  while (out.length < lines) out.push('');
  return out.map((l) => text(l, width, where)).join('');
}

/** The source writes the bank's name in English only ("Not support thai language"). */
function englishBankName(value: string | null | undefined, where: Where): string {
  const name = required(value, where);
  if (!/^[\x20-\x7e]*$/.test(name)) throw new PaymentFileError('character', where.field, where.item);
  return name;
}

function bangkokDateTime(at: Date): { date: string; time: string } {
  if (!(at instanceof Date) || Number.isNaN(at.getTime())) {
    throw new PaymentFileError('date', 'Message/File Date', null);
  }
  const b = new Date(at.getTime() + BANGKOK_OFFSET_MS);
  const p2 = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${b.getUTCFullYear()}${p2(b.getUTCMonth() + 1)}${p2(b.getUTCDate())}`,
    time: `${p2(b.getUTCHours())}${p2(b.getUTCMinutes())}${p2(b.getUTCSeconds())}`,
  };
}

export function scbBulkFile(input: ScbBulkInput): BulkPaymentFile {
  const encoding = input.encoding ?? 'TIS-620';
  if (input.payees.length === 0) throw new PaymentFileError('empty', 'payees', null);
  if (input.payees.length > 999_999) throw new PaymentFileError('tooMany', 'No. of Credits', null);
  if (!SCB_PRODUCTS.includes(input.product)) throw new PaymentFileError('serviceType', 'Product Code', null);
  if (!(SCB_SERVICE_TYPES as readonly string[]).includes(input.serviceType)) {
    throw new PaymentFileError('serviceType', 'Service Type', null, { value: String(input.serviceType) });
  }
  const valueDate = yyyymmdd(input.effectiveDate, file('Value Date'));
  const debitAccount = accountDigits(input.payingAccountNo, file('Debit Account No'));
  if (debitAccount.length !== 10) {
    throw new PaymentFileError('notDigits', 'Debit Account No', null, {
      expected: 10,
      length: debitAccount.length,
    });
  }
  const accountType = `0${debitAccount[3]}`;
  const debitBranch = `0${debitAccount.slice(0, 3)}`;
  const reference = text(
    required(input.batchReference, file('Customer Reference')),
    32,
    file('Customer Reference'),
  );
  const created = bangkokDateTime(input.createdAt);
  const signatory = input.whtSignatory ?? 'B';
  const language = input.invoiceLanguage ?? 'T';

  const payeeRecords: string[][] = [];
  let totalSatang = 0;
  input.payees.forEach((payee, i) => {
    const item = i + 1;
    const at = (field: string): Where => ({ field, item });
    const seq = number(item, 6, at('Credit Sequence Number'));
    const account = payeeAccount(payee, item);
    const amount = checkAmount(payee.amountSatang, at('Credit Amount'));
    totalSatang += amount;

    let receiving: { account: string; bank: string; bankName: string; branch: string };
    if (input.product === 'DCP') {
      // Direct Credit pays SCB accounts only, written as their 10 digits, at SCB's head-office branch 0111.
      if (bankCode(account.bankCode, at('Receiving Bank Code')) !== SCB_BANK_CODE) {
        throw new PaymentFileError('bank', 'Receiving Bank Code', item, {
          product: 'DCP',
          bankCode: account.bankCode,
        });
      }
      const acc = accountDigits(account.accountNo, at('Credit Account'));
      if (acc.length !== 10) {
        throw new PaymentFileError('notDigits', 'Credit Account', item, { expected: 10, length: acc.length });
      }
      receiving = { account: acc, bank: SCB_BANK_CODE, bankName: 'SCB', branch: '0111' };
    } else {
      receiving = {
        account: elevenDigitAccount(account, at('Credit Account')),
        bank: bankCode(account.bankCode, at('Receiving Bank Code')),
        bankName: englishBankName(account.bankNameEn, at('Receiving Bank Name')),
        branch: branchCode(account.branchCode, at('Receiving Branch Code')),
      };
    }

    const wht = payee.wht ?? null;
    const whtLines = wht?.lines ?? [];
    if (wht && whtLines.length === 0) throw new PaymentFileError('empty', 'WHT Detail', item);
    if (whtLines.length > 99) throw new PaymentFileError('tooMany', 'No. of WHT Details', item);
    const invoices = payee.invoices ?? [];
    if (invoices.length > 999_999) throw new PaymentFileError('tooMany', 'No. of Invoice Details', item);

    let whtHeader = `00${' '.repeat(14)}${'0'.repeat(24)}`; //  70-109 no certificate
    let whtHeader2 = `0${' '.repeat(48)}`; //                   132-180 no certificate
    if (wht) {
      const payType = WHT_PAY_TYPES[wht.condition];
      if (!payType) throw new PaymentFileError('condition', 'WHT Pay Type', item, { value: wht.condition });
      const formType = WHT_FORM_TYPES[wht.form];
      if (!formType) throw new PaymentFileError('condition', 'WHT Type', item, { value: String(wht.form) });
      const whtTotal = whtLines.reduce((s, l) => s + l.taxSatang, 0);
      whtHeader = [
        formType, //                                           70-71   WHT form: 03 PND3, 53 PND53
        ' '.repeat(14), //                                     72-85   WHT running number (the bank's)
        '000000', //                                           86-91   WHT attach number (the bank's)
        number(whtLines.length, 2, at('No. of WHT Details')), // 92-93
        number(thousandths(whtTotal), 16, at('Total WHT Amount')), // 94-109
      ].join('');
      whtHeader2 = [
        payType, //                                            132     WHT pay type: 3 withheld, 1 paid once
        ' '.repeat(40), //                                     133-172 WHT remark
        yyyymmdd(wht.date, at('WHT Deduct Date')), //          173-180 WHT deduct date
      ].join('');
    }
    const invoiceTotal = invoices.reduce((s, inv) => s + inv.amountSatang + inv.vatSatang, 0);
    const invoiceHeader =
      invoices.length === 0
        ? '0'.repeat(22) //                                    110-131 no invoices
        : number(invoices.length, 6, at('No. of Invoice Details')) + // 110-115
          number(thousandths(invoiceTotal), 16, at('Total Invoice Amount')); // 116-131

    const email = text(payee.email, 64, at('Payee1 E-mail Address'));
    const mobile = checkedMobile(payee.mobile, at('Payee1 Mobile Phone Number'));
    const notification = payee.email?.trim() ? 'E' : mobile ? 'S' : 'N';

    const credit = [
      '003', //                                                1-3     record type
      seq, //                                                  4-9     credit sequence number
      text(receiving.account, 25, at('Credit Account')), //    10-34   credit account
      number(thousandths(amount), 16, at('Credit Amount')), // 35-50  credit amount (x1000)
      'THB', //                                                51-53   currency
      INTERNAL_REFERENCE, //                                   54-61   internal reference (the 002 record's)
      wht ? 'Y' : 'N', //                                      62      WHT present
      invoices.length ? 'Y' : 'N', //                          63      invoice details present
      input.creditAdvice ? 'Y' : 'N', //                       64      credit advice required
      ' ', //                                                  65      delivery mode (cheques only)
      '    ', //                                               66-69   pickup location (cheques only)
      whtHeader, //                                            70-109  WHT form, numbers, count, total
      invoiceHeader, //                                        110-131 invoice count and total (x1000)
      whtHeader2, //                                           132-180 WHT pay type, remark, deduct date
      receiving.bank, //                                       181-183 receiving bank code
      text(receiving.bankName, 35, at('Receiving Bank Name'), { cut: true }), // 184-218
      receiving.branch, //                                     219-222 receiving branch code
      text(receiving.branch, 35, at('Receiving Branch Name')), // 223-257 (the source writes the code)
      signatory, //                                            258     WHT signatory
      notification, //                                         259     beneficiary notification N/E/S
      text(required(payee.reference, at('Customer Reference Number')), 20, at('Customer Reference Number')), // 260-279
      ' ', //                                                  280     cheque reference document type
      '   ', //                                                281-283 payment type code
      input.serviceType, //                                    284-285 service type
      ' '.repeat(50), //                                       286-335 remark
      ' '.repeat(18), //                                       336-353 SCB remark
      '  ', //                                                 354-355 beneficiary charge
    ].join('');

    const payeeRecord = [
      '004', //                                                1-3     record type
      INTERNAL_REFERENCE, //                                   4-11    internal reference
      seq, //                                                  12-17   credit sequence number
      text(normalizeThaiId(payee.taxId ?? ''), 15, at('Payee1 IDCard')), //           18-32   tax id / id card
      text(payee.name, 100, at('Payee1 Name (Thai)'), { cut: true }), // 33-132
      addressLines(payee.address, 70, 3, at('Payee1 Address')), // 133-342 three lines of 70
      ' '.repeat(10), //                                       343-352 payee tax id (old 10 digits)
      ' '.repeat(70), //                                       353-422 payee name in English (Bahtnet)
      '0'.repeat(10), //                                       423-432 fax
      digits(notification === 'S' ? mobile : '', 10, at('Payee1 Mobile Phone Number')), // 433-442
      notification === 'E' ? email : ' '.repeat(64), //        443-506 e-mail
      ' '.repeat(310), //                                      507-816 second payee's name and address
    ].join('');

    const whtRecords = whtLines.map((line, w) => {
      const incomeType = WHT_INCOME_TYPES[line.incomeRow];
      if (!incomeType)
        throw new PaymentFileError('incomeRow', 'WHT Income Type', item, { value: line.incomeRow });
      return [
        '005', //                                              1-3     record type
        INTERNAL_REFERENCE, //                                 4-11    internal reference
        seq, //                                                12-17   credit sequence number
        number(w + 1, 2, at('WHT Sequence No.')), //           18-19   WHT sequence number
        number(thousandths(line.taxSatang), 16, at('WHT Amount')), // 20-35
        text(incomeType, 5, at('WHT Income Type')), //         36-40   income type (the 50 ทวิ row)
        text(line.description, 80, at('Income Description'), { cut: true }), // 41-120
        wholePercent(line.rate, at('WHT Deduct Rate')), //     121-122 rate in whole percent
        number(thousandths(line.baseSatang), 16, at('Income Type Amount')), // 123-138 base (x1000)
      ].join('');
    });

    const invoiceRecords = invoices.map((inv, n) =>
      [
        '006', //                                              1-3     record type
        INTERNAL_REFERENCE, //                                 4-11    internal reference
        seq, //                                                12-17   credit sequence number
        number(n + 1, 6, at('Invoice Sequence No.')), //       18-23   invoice sequence number
        text(required(inv.number, at('Invoice Number')), 15, at('Invoice Number')), // 24-38
        number(thousandths(inv.amountSatang), 16, at('Invoice Amount')), // 39-54 before VAT
        yyyymmdd(inv.date, at('Invoice Date')), //             55-62   invoice date
        ' '.repeat(70), //                                     63-132  invoice description
        text(inv.poNumber, 15, at('PO Number')), //            133-147 purchase order number
        number(thousandths(inv.vatSatang), 16, at('VAT Amount')), // 148-163
        '0'.repeat(16), //                                     164-179 payee charge amount
        number(thousandths(inv.whtSatang), 16, at('WHT Amount')), // 180-195
        language, //                                           196     print language
      ].join(''),
    );

    payeeRecords.push([credit, payeeRecord, ...whtRecords, ...invoiceRecords]);
  });

  const total = number(thousandths(totalSatang), 16, file('Debit Amount'));
  const header = [
    '001', //                                                  1-3     record type
    text(required(input.companyId, file('Company Id')), 12, file('Company Id')), // 4-15
    reference, //                                              16-47   customer reference
    created.date, //                                           48-55   file date YYYYMMDD
    created.time, //                                           56-61   file time HHMMSS
    'BCM', //                                                  62-64   channel id
    reference, //                                              65-96   batch reference
  ].join('');
  const debit = [
    '002', //                                                  1-3     record type
    input.product, //                                          4-6     product code
    valueDate, //                                              7-14    value date YYYYMMDD
    text(debitAccount, 25, file('Debit Account No')), //       15-39   debit account
    accountType, //                                            40-41   account type: 0 + the account's 4th digit
    debitBranch, //                                            42-45   branch: 0 + the account's first 3 digits
    'THB', //                                                  46-48   currency
    total, //                                                  49-64   debit amount (x1000)
    INTERNAL_REFERENCE, //                                     65-72   internal reference
    number(input.payees.length, 6, file('No. of Credits')), // 73-78
    text(debitAccount, 15, file('Fee Debit Account')), //      79-93   fee debit account
    ' '.repeat(9), //                                          94-102  filler
    input.product === 'MCL' && input.sameDayAfternoon ? '2' : ' ', // 103 media clearing cycle
    accountType, //                                            104-105 account type of the fee account
    debitBranch, //                                            106-109 branch of the fee account
  ].join('');
  const trailer = [
    '999', //                                                  1-3     record type
    '000001', //                                               4-9     number of debits
    number(input.payees.length, 6, file('Total No. of Credits')), // 10-15
    total, //                                                  16-31   total amount (x1000)
  ].join('');

  const records = [header, debit, ...payeeRecords.flat(), trailer];
  for (const r of records) {
    const expected = SCB_RECORD_LENGTHS[r.slice(0, 3) as keyof typeof SCB_RECORD_LENGTHS];
    if (r.length !== expected) throw new Error(`SCB record ${r.slice(0, 3)} of ${r.length} characters`);
  }
  return {
    bytes: encodeRecords(records, encoding),
    text: records.map((r) => `${r}\r\n`).join(''),
    encoding,
    count: input.payees.length,
    totalSatang,
  };
}
