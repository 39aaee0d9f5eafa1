import { describe, expect, it } from 'vitest';
import { KTB_RECORD_LENGTH, ktbBulkFile, PaymentFileError, type BulkPayee, type KtbBulkInput } from './index';

const sp = (n: number) => ' '.repeat(n);
const pad = (value: string, n: number) => value + sp(n - value.length);

const SENDER = 'นิติบุคคลอาคารชุด ริเวอร์ไซด์';
const SUPPLIER = 'บริษัท สะอาดดี จำกัด';

const payees: BulkPayee[] = [
  {
    name: SUPPLIER,
    bankAccount: { bankCode: '014', branchCode: '0111', accountNo: '111-2-22333-4' },
    amountSatang: 1_234_567,
    reference: 'PV6911-0001',
    email: 'ar@sa-ard.co.th',
    mobile: '081-234-5678',
  },
  {
    name: 'JOHN SMITH',
    // BAAC numbers have 12 digits; the layout's 11 drop the first.
    bankAccount: { bankCode: '034', branchCode: '12', accountNo: '012345678901' },
    amountSatang: 1,
    reference: 'PV6911-0002',
  },
];

const input = (over: Partial<KtbBulkInput> = {}): KtbBulkInput => ({
  companyId: 'SKCONDO01',
  senderName: SENDER,
  payingAccount: { branchCode: '0089', accountNo: '089-1-23456-7' },
  effectiveDate: '2026-11-25',
  bankType: 'standard',
  serviceType: '04',
  payees,
  ...over,
});

// The expected file, written field by field from the layout (1-based positions).
const header =
  '10' + //                          1-2     file type
  '1' + //                           3       record type: header
  '000001' + //                      4-9     batch number
  '006' + //                         10-12   sending bank: KTB
  '0000002' + //                     13-19   transactions
  '0000000000001234568' + //         20-38   total: 12,345.68 in satang
  '25112026' + //                    39-46   effective date DDMMYYYY
  'C' + //                           47      credit
  '00000000' + //                    48-55   receiver number
  'SKCONDO01       ' + //            56-71   company id (16)
  sp(20) + //                        72-91   user id
  sp(407); //                        92-498  filler

const detail1 =
  '10' + //                          1-2
  '2' + //                           3       record type: detail
  '000001' + //                      4-9     batch number
  '014' + //                         10-12   receiving bank: SCB
  '0111' + //                        13-16   receiving branch
  '01112223334' + //                 17-27   receiving account, 10 digits zero-padded to 11
  '006' + //                         28-30   sending bank
  '0089' + //                        31-34   sending branch
  '00891234567' + //                 35-45   sending account
  '25112026' + //                    46-53   effective date
  '04' + //                          54-55   service type: goods and services
  '00' + //                          56-57   clearing house
  '00000000001234567' + //           58-74   12,345.67 in satang (17)
  sp(8) + //                         75-82   receiver information
  '0000000000' + //                  83-92   receiver id
  pad(SUPPLIER, 100) + //            93-192  receiver name
  pad(SENDER, 100) + //              193-292 sender name
  sp(40) + //                        293-332 other information 1
  sp(18) + //                        333-350 DDA ref 1
  sp(2) + //                         351-352 reserved
  'PV6911-0001' +
  sp(7) + //         353-370 reference (18)
  sp(2) + //                         371-372 reserved
  sp(20) + //                        373-392 other information 2
  '000001' + //                      393-398 running number
  '09' + //                          399-400 status
  pad('ar@sa-ard.co.th', 40) + //    401-440 e-mail
  pad('0812345678', 20) + //         441-460 mobile
  '0000' + //                        461-464 receiving sub-branch
  sp(34); //                         465-498 filler

const detail2 =
  '102000001' + //                   1-9
  '034' + //                         10-12   receiving bank: BAAC
  '0012' + //                        13-16   branch 12 zero-padded
  '12345678901' + //                 17-27   012345678901 without its first digit
  '006008900891234567' + //          28-45   sending bank, branch, account
  '25112026' + //                    46-53
  '0400' + //                        54-57   service type, clearing house
  '00000000000000001' + //           58-74   one satang
  sp(8) +
  '0000000000' + //          75-92
  pad('JOHN SMITH', 100) + //        93-192
  pad(SENDER, 100) + //              193-292
  sp(60) + //                        293-352 other information 1, DDA ref 1, reserved
  pad('PV6911-0002', 18) + //        353-370
  sp(22) + //                        371-392 reserved, other information 2
  '000002' + //                      393-398
  '09' + //                          399-400
  sp(60) + //                        401-460 no e-mail, no mobile
  '0000' + //                        461-464
  sp(34); //                         465-498

const expectedText = `${header}\r\n${detail1}\r\n${detail2}\r\n`;

/** TIS-620 written out independently of the module: ASCII as is, Thai U+0E01.. at 0xA1.. */
function tis620(text: string): Buffer {
  return Buffer.from(
    [...text].map((c) => (c.charCodeAt(0) < 0x80 ? c.charCodeAt(0) : c.charCodeAt(0) - 0x0e00 + 0xa0)),
  );
}

function refusal(over: Partial<KtbBulkInput>): PaymentFileError {
  try {
    ktbBulkFile(input(over));
  } catch (error) {
    if (error instanceof PaymentFileError) return error;
    throw error;
  }
  throw new Error('the file was written');
}

const withPayee = (change: Partial<BulkPayee>, at = 0): BulkPayee[] =>
  payees.map((p, i) => (i === at ? { ...p, ...change } : p));

describe('KTB Corporate Online bulk payment file', () => {
  it('writes the hand-made file byte for byte: TIS-620, 498-character records, CRLF', () => {
    const file = ktbBulkFile(input());
    expect([header, detail1, detail2].map((r) => r.length)).toEqual([498, 498, 498]);
    expect(file.text).toBe(expectedText);
    expect(file.bytes.equals(tis620(expectedText))).toBe(true);
    expect(file.bytes.length).toBe(3 * (KTB_RECORD_LENGTH + 2));
    // Thai letters are one byte each: สะอาดดี at 100-106 of the first detail (the name starts at 93).
    const record2 = file.bytes.subarray(500, 1000);
    expect([...record2.subarray(99, 106)]).toEqual([0xca, 0xd0, 0xcd, 0xd2, 0xb4, 0xb4, 0xd5]);
    expect(new TextDecoder('windows-874').decode(file.bytes)).toBe(expectedText);
    expect(file).toMatchObject({ encoding: 'TIS-620', count: 2, totalSatang: 1_234_568 });
  });

  it('writes the same records in UTF-8 on request', () => {
    const file = ktbBulkFile(input({ encoding: 'UTF-8' }));
    expect(file.bytes.equals(Buffer.from(expectedText, 'utf8'))).toBe(true);
  });

  it('puts the count and the total of the details in the header', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ ...payees[0]!, amountSatang: 99_999_99 + i }));
    const file = ktbBulkFile(input({ payees: many }));
    const records = file.text.split('\r\n').slice(0, -1);
    const details = records.slice(1);
    const sum = details.reduce((s, r) => s + Number(r.slice(57, 74)), 0);
    expect(Number(records[0]!.slice(12, 19))).toBe(details.length);
    expect(Number(records[0]!.slice(19, 38))).toBe(sum);
    expect(sum).toBe(file.totalSatang);
    expect(details.map((r) => r.slice(392, 398))).toEqual(many.map((_, i) => String(i + 1).padStart(6, '0')));
  });

  it('cuts a long name to its 100 characters and keeps the record at 498', () => {
    const long = 'ก'.repeat(120);
    const file = ktbBulkFile(input({ payees: withPayee({ name: long }) }));
    const detail = file.text.split('\r\n')[1]!;
    expect(detail).toHaveLength(498);
    expect(detail.slice(92, 192)).toBe('ก'.repeat(100));
  });

  it('writes a KTB payee in a Direct file, and GSB and short account numbers in the 11 digits', () => {
    const direct = ktbBulkFile(
      input({
        bankType: 'direct',
        serviceType: '14',
        payees: [{ ...payees[1]!, bankAccount: { bankCode: '006', branchCode: '0035', accountNo: '12345' } }],
      }),
    );
    expect(direct.text.split('\r\n')[1]!.slice(9, 27)).toBe('006' + '0035' + '00000012345');
    const gsb = ktbBulkFile(
      input({
        payees: [
          { ...payees[1]!, bankAccount: { bankCode: '030', branchCode: '1', accountNo: '020012345678' } },
        ],
      }),
    );
    // GSB 12 digits: read as 999 + the number (15 digits), then the last 11.
    expect(gsb.text.split('\r\n')[1]!.slice(16, 27)).toBe('20012345678');
  });

  it('refuses a payee without a bank account, naming the payee', () => {
    const error = refusal({ payees: withPayee({ bankAccount: null }, 1) });
    expect(error).toMatchObject({ problem: 'noBankAccount', item: 2 });
    expect(
      refusal({ payees: withPayee({ bankAccount: { bankCode: '014', branchCode: '1', accountNo: ' ' } }) }),
    ).toMatchObject({ problem: 'noBankAccount', item: 1 });
  });

  it('refuses an account number longer than 11 digits at a bank without a shortening rule, rather than cut it', () => {
    const error = refusal({
      payees: withPayee({ bankAccount: { bankCode: '002', branchCode: '1', accountNo: '1234567890123' } }),
    });
    expect(error).toMatchObject({ problem: 'tooLong', field: 'Receiving A/C', item: 1 });
    expect(
      refusal({
        payees: withPayee({ bankAccount: { bankCode: '002', branchCode: '1', accountNo: '12A4' } }),
      }),
    ).toMatchObject({ problem: 'notDigits' });
  });

  it('refuses amounts that are not positive whole satang', () => {
    for (const amountSatang of [0, -100, 10.5, Number.NaN]) {
      expect(refusal({ payees: withPayee({ amountSatang }) })).toMatchObject({ problem: 'amount', item: 1 });
    }
  });

  it('refuses a reference, e-mail, mobile or company id that does not fit, and a missing branch', () => {
    expect(refusal({ payees: withPayee({ reference: 'PV6911-0001-EXTRA-1' }) })).toMatchObject({
      problem: 'tooLong',
      field: 'Ref No./DDA Ref 2',
    });
    expect(refusal({ payees: withPayee({ reference: '' }) })).toMatchObject({ problem: 'required' });
    expect(refusal({ payees: withPayee({ email: `${'a'.repeat(30)}@example.co.th` }) })).toMatchObject({
      problem: 'tooLong',
      field: 'E-mail Address',
    });
    expect(refusal({ payees: withPayee({ mobile: '08x1234567' }) })).toMatchObject({ problem: 'notDigits' });
    expect(refusal({ companyId: 'SKCONDO01-TOO-LONG' })).toMatchObject({
      problem: 'tooLong',
      field: 'Company ID',
    });
    expect(refusal({ companyId: '' })).toMatchObject({ problem: 'required', field: 'Company ID' });
    expect(
      refusal({
        payees: withPayee({ bankAccount: { bankCode: '014', branchCode: null, accountNo: '1112223334' } }),
      }),
    ).toMatchObject({ problem: 'notDigits', field: 'Receiving Branch Code' });
  });

  it('refuses a KTB payee in a Standard file and another bank in a Direct file', () => {
    expect(
      refusal({
        payees: withPayee({ bankAccount: { bankCode: '006', branchCode: '1', accountNo: '1234567890' } }),
      }),
    ).toMatchObject({ problem: 'bank', item: 1 });
    expect(refusal({ bankType: 'direct', serviceType: '14' })).toMatchObject({ problem: 'bank', item: 1 });
  });

  it('refuses a service type of the other bank type, an empty file, a bad date and characters TIS-620 lacks', () => {
    expect(refusal({ serviceType: '14' })).toMatchObject({ problem: 'serviceType' });
    expect(refusal({ payees: [] })).toMatchObject({ problem: 'empty' });
    expect(refusal({ effectiveDate: '2026-02-30' })).toMatchObject({ problem: 'date' });
    // U+0E3B is inside the Thai block but has no TIS-620 byte.
    expect(refusal({ payees: withPayee({ name: 'สม\u0e3bชาย' }) })).toMatchObject({ problem: 'character' });
    expect(refusal({ payees: withPayee({ name: 'Café 😀' }) })).toMatchObject({
      problem: 'character',
      field: 'Receiver Name',
      item: 1,
    });
  });
});
