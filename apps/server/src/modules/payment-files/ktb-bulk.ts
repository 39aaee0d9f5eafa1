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
  ddmmyyyy,
  digits,
  encodeRecords,
  number,
  text,
  type FileEncoding,
  type Where,
} from './fixed-width';
import { PaymentFileError } from './payment-file-error';

/**
 * KTB Corporate Online bulk payment (direct credit) file: one header record (type 1) then one detail record
 * (type 2) per payee, every record 498 characters, CRLF after each, amounts in satang. KTB's own specification is
 * not public; the layout followed, position by position, is OCA/l10n-thailand
 * l10n_th_bank_payment_export_ktb/models/bank_payment_export.py (`_get_text_header_ktb`, `_get_text_body_ktb`,
 * the version whose comments give the positions, commit d14f4b6d), with the receiver fields of
 * models/bank_payment_export_line.py and l10n_th_bank_payment_export's `_get_acc_number_digit`. The module's
 * data/bank.export.format.line.csv (its later data-driven form) gives the same fields and widths.
 *
 * Where OCA cuts or pads a value to fit, this writer refuses instead (amounts, accounts, codes, the reference,
 * e-mail and mobile); only the payee's and the sender's names are cut to their 100 characters. One file is one
 * batch (batch number 000001), as in OCA. There is no trailer: the header carries the count and the total.
 *
 * Encoding: the source does not say; TIS-620 by default so that 498 characters are 498 bytes (UTF-8 on request).
 */

export const KTB_RECORD_LENGTH = 498;
/** KTB's Bank of Thailand code: the sending bank of every record. */
export const KTB_BANK_CODE = '006';

/** Standard/Express pays accounts at other banks; Direct pays KTB accounts only. */
export const KTB_BANK_TYPES = ['standard', 'direct'] as const;
export type KtbBankType = (typeof KTB_BANK_TYPES)[number];

/** The service types each bank type takes (04 goods and services, 14 purchase and service for Direct). */
export const KTB_SERVICE_TYPES: Record<KtbBankType, readonly string[]> = {
  standard: ['01', '02', '03', '04', '05', '06', '07', '59'],
  direct: ['02', '04', '09', '10', '11', '12', '14', '15', '21', '25', '27', '28', '37', '46'],
};

export type KtbBulkInput = {
  /** The company id KTB gives the customer (16 characters). */
  companyId: string;
  /** The payer's name as the payee's statement shows it; cut to 100 characters. */
  senderName: string;
  /** The juristic person's KTB account paid from. */
  payingAccount: { branchCode: string; accountNo: string };
  /** ISO date the bank credits the payees. */
  effectiveDate: string;
  bankType: KtbBankType;
  serviceType: string;
  payees: BulkPayee[];
  encoding?: FileEncoding;
};

const file = (field: string): Where => ({ field, item: null });

function required(value: string, where: Where): string {
  if (!value?.trim()) throw new PaymentFileError('required', where.field, where.item);
  return value;
}

export function ktbBulkFile(input: KtbBulkInput): BulkPaymentFile {
  const encoding = input.encoding ?? 'TIS-620';
  if (input.payees.length === 0) throw new PaymentFileError('empty', 'payees', null);
  if (input.payees.length > 999_999) throw new PaymentFileError('tooMany', 'Ref Running Number', null);
  if (!KTB_BANK_TYPES.includes(input.bankType)) throw new PaymentFileError('serviceType', 'Bank Type', null);
  if (!KTB_SERVICE_TYPES[input.bankType].includes(input.serviceType)) {
    throw new PaymentFileError('serviceType', 'Service Type', null, { value: String(input.serviceType) });
  }
  const date = ddmmyyyy(input.effectiveDate, file('Effective Date'));
  const companyId = text(required(input.companyId, file('Company ID')), 16, file('Company ID'));
  const senderName = text(required(input.senderName, file('Sender Name')), 100, file('Sender Name'), {
    cut: true,
  });
  const senderBranch = branchCode(input.payingAccount.branchCode, file('Sending Branch Code'));
  const senderAccount = digits(
    accountDigits(input.payingAccount.accountNo, file('Sending A/C')),
    11,
    file('Sending A/C'),
  );

  const details = input.payees.map((payee, i) => {
    const item = i + 1;
    const at = (field: string): Where => ({ field, item });
    const account = payeeAccount(payee, item);
    const receivingBank = bankCode(account.bankCode, at('Receiving Bank Code'));
    if ((input.bankType === 'direct') !== (receivingBank === KTB_BANK_CODE)) {
      throw new PaymentFileError('bank', 'Receiving Bank Code', item, {
        bankType: input.bankType,
        bankCode: receivingBank,
      });
    }
    const amount = checkAmount(payee.amountSatang, at('Amount'));
    const record = [
      '10', //                                                    1-2    file type
      '2', //                                                     3      record type: detail
      '000001', //                                                4-9    batch number
      receivingBank, //                                           10-12  receiving bank code
      branchCode(account.branchCode, at('Receiving Branch Code')), // 13-16 receiving branch code
      elevenDigitAccount(account, at('Receiving A/C')), //        17-27  receiving account
      KTB_BANK_CODE, //                                           28-30  sending bank code
      senderBranch, //                                            31-34  sending branch code
      senderAccount, //                                           35-45  sending account
      date, //                                                    46-53  effective date DDMMYYYY
      input.serviceType, //                                       54-55  service type
      '00', //                                                    56-57  clearing house code
      number(amount, 17, at('Amount')), //                        58-74  amount in satang
      ' '.repeat(8), //                                           75-82  receiver information
      '0'.repeat(10), //                                          83-92  receiver id
      text(payee.name, 100, at('Receiver Name'), { cut: true }), // 93-192 receiver name
      senderName, //                                              193-292 sender name
      ' '.repeat(40), //                                          293-332 other information 1
      ' '.repeat(18), //                                          333-350 DDA reference 1
      '  ', //                                                    351-352 reserved
      text(required(payee.reference, at('Ref No./DDA Ref 2')), 18, at('Ref No./DDA Ref 2')), // 353-370
      '  ', //                                                    371-372 reserved
      ' '.repeat(20), //                                          373-392 other information 2
      number(item, 6, at('Ref Running Number')), //               393-398 reference running number
      '09', //                                                    399-400 status
      text(payee.email, 40, at('E-mail Address')), //             401-440 e-mail
      text(checkedMobile(payee.mobile, at('SMS/Mobile Phone')), 20, at('SMS/Mobile Phone')), // 441-460
      '0000', //                                                  461-464 receiving sub-branch code
      ' '.repeat(34), //                                          465-498 filler
    ].join('');
    return { record, amount };
  });

  const totalSatang = details.reduce((s, d) => s + d.amount, 0);
  const header = [
    '10', //                                                     1-2    file type
    '1', //                                                      3      record type: header
    '000001', //                                                 4-9    batch number
    KTB_BANK_CODE, //                                            10-12  sending bank code
    number(details.length, 7, file('Total Transaction')), //     13-19  transactions in the batch
    number(totalSatang, 19, file('Total Amount')), //            20-38  total amount in satang
    date, //                                                     39-46  effective date DDMMYYYY
    'C', //                                                      47     transaction code: credit
    '0'.repeat(8), //                                            48-55  receiver number
    companyId, //                                                56-71  company id
    ' '.repeat(20), //                                           72-91  user id
    ' '.repeat(407), //                                          92-498 filler
  ].join('');

  const records = [header, ...details.map((d) => d.record)];
  for (const r of records) {
    if (r.length !== KTB_RECORD_LENGTH) throw new Error(`KTB record of ${r.length} characters`);
  }
  return {
    bytes: encodeRecords(records, encoding),
    text: records.map((r) => `${r}\r\n`).join(''),
    encoding,
    count: details.length,
    totalSatang,
  };
}
