import { whtLine } from '@suanklang/accounting';
import { describe, expect, it } from 'vitest';
import { PaymentFileError, scbBulkFile, SCB_RECORD_LENGTHS, type ScbBulkInput, type ScbPayee } from './index';

const sp = (n: number) => ' '.repeat(n);
const zeros = (n: number) => '0'.repeat(n);
const pad = (value: string, n: number) => value + sp(n - value.length);

const SUPPLIER = 'บริษัท สะอาดดี จำกัด';
const ADDRESS_1 = 'อาคารริเวอร์ไซด์ทาวเวอร์ ชั้น 12 ห้อง 1204 เลขที่ 99/1 ถนนสุขุมวิท'; // 66 characters
const ADDRESS_2 = 'แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110';
const SERVICE = 'ค่าบริการทำความสะอาด';

const cleaning = whtLine({
  baseSatang: 1_000_000,
  rate: '3.00',
  incomeRow: '5',
  description: SERVICE,
  paidDate: '2026-11-25',
});

const payees: ScbPayee[] = [
  {
    name: SUPPLIER,
    bankAccount: {
      bankCode: '002',
      branchCode: '0101',
      accountNo: '101-2-34567-8',
      bankNameEn: 'Bangkok Bank',
    },
    // 10,000.00 + 700.00 VAT - 300.00 withheld.
    amountSatang: 1_040_000,
    reference: 'PV6911-0001',
    email: 'ar@sa-ard.co.th',
    taxId: '0105551234567',
    address: `${ADDRESS_1} ${ADDRESS_2}`,
    wht: { form: 'PND53', condition: 'withheld', date: '2026-11-25', lines: [cleaning] },
    invoices: [
      {
        number: 'INV-2611-045',
        date: '2026-11-10',
        amountSatang: 1_000_000,
        vatSatang: 70_000,
        whtSatang: 30_000,
      },
    ],
  },
  {
    name: 'JOHN SMITH',
    bankAccount: {
      bankCode: '034',
      branchCode: '12',
      accountNo: '012345678901',
      bankNameEn: 'Bank for Agriculture and Agricultural Cooperatives',
    },
    amountSatang: 1,
    reference: 'PV6911-0002',
    mobile: '081-234-5678',
  },
];

const input = (over: Partial<ScbBulkInput> = {}): ScbBulkInput => ({
  companyId: 'SKCONDO',
  batchReference: 'PAY6911-001',
  // 10:04:05 in Bangkok.
  createdAt: new Date('2026-11-24T03:04:05Z'),
  product: 'MCL',
  payingAccountNo: '123-4-56789-0',
  effectiveDate: '2026-11-25',
  serviceType: '04',
  creditAdvice: true,
  payees,
  ...over,
});

// The expected file, written field by field from the layout (1-based positions).
const header =
  '001' + //                                  1-3     record type
  pad('SKCONDO', 12) + //                     4-15    company id
  pad('PAY6911-001', 32) + //                 16-47   customer reference
  '20261124' + //                             48-55   file date
  '100405' + //                               56-61   file time (Bangkok)
  'BCM' + //                                  62-64   channel
  pad('PAY6911-001', 32); //                  65-96   batch reference

const debit =
  '002' + //                                  1-3
  'MCL' + //                                  4-6     product: Media Clearing
  '20261125' + //                             7-14    value date
  pad('1234567890', 25) + //                  15-39   debit account
  '04' + //                                   40-41   account type: 0 + 4th digit
  '0123' + //                                 42-45   branch: 0 + first 3 digits
  'THB' + //                                  46-48
  '0000000010400010' + //                     49-64   10,400.01 baht x 1000
  '00000001' + //                             65-72   internal reference
  '000002' + //                               73-78   credits
  pad('1234567890', 15) + //                  79-93   fee account
  sp(9) + //                                  94-102  filler
  ' ' + //                                    103     next-day cycle
  '04' + //                                   104-105 fee account type
  '0123'; //                                  106-109 fee account branch

const credit1 =
  '003' + //                                  1-3
  '000001' + //                               4-9     credit sequence
  pad('01012345678', 25) + //                 10-34   10-digit account padded to the 11 of interbank
  '0000000010400000' + //                     35-50   10,400.00 x 1000
  'THB' + //                                  51-53
  '00000001' + //                             54-61   internal reference
  'Y' + //                                    62      WHT present
  'Y' + //                                    63      invoices present
  'Y' + //                                    64      credit advice
  ' ' + //                                    65      delivery mode
  sp(4) + //                                  66-69   pickup location
  '53' + //                                   70-71   PND53
  sp(14) + //                                 72-85   WHT running number (the bank's)
  '000000' + //                               86-91   WHT attach number
  '01' + //                                   92-93   one WHT line
  '0000000000300000' + //                     94-109  300.00 x 1000
  '000001' + //                               110-115 one invoice
  '0000000010700000' + //                     116-131 10,700.00 x 1000 (with VAT)
  '3' + //                                    132     withheld at source
  sp(40) + //                                 133-172 WHT remark
  '20261125' + //                             173-180 deduct date
  '002' + //                                  181-183 receiving bank: BBL
  pad('Bangkok Bank', 35) + //                184-218 bank name
  '0101' + //                                 219-222 branch code
  pad('0101', 35) + //                        223-257 branch "name" (the code, as the source writes it)
  'B' + //                                    258     WHT signatory: bank
  'E' + //                                    259     notify by e-mail
  pad('PV6911-0001', 20) + //                 260-279 customer reference
  ' ' + //                                    280     cheque reference
  sp(3) + //                                  281-283 payment type
  '04' + //                                   284-285 service type
  sp(50) + //                                 286-335 remark
  sp(18) + //                                 336-353 SCB remark
  sp(2); //                                   354-355 beneficiary charge

const payee1 =
  '004' + //                                  1-3
  '00000001' + //                             4-11
  '000001' + //                               12-17
  pad('0105551234567', 15) + //               18-32   tax id
  pad(SUPPLIER, 100) + //                     33-132  name
  pad(ADDRESS_1, 70) + //                     133-202 address line 1
  pad(ADDRESS_2, 70) + //                     203-272 address line 2
  sp(70) + //                                 273-342 address line 3
  sp(10) + //                                 343-352 old tax id
  sp(70) + //                                 353-422 English name
  zeros(10) + //                              423-432 fax
  zeros(10) + //                              433-442 mobile (notice by e-mail)
  pad('ar@sa-ard.co.th', 64) + //             443-506 e-mail
  sp(310); //                                 507-816 second payee

const wht1 =
  '005' + //                                  1-3
  '00000001' + //                             4-11
  '000001' + //                               12-17
  '01' + //                                   18-19   WHT sequence
  '0000000000300000' + //                     20-35   tax 300.00 x 1000
  pad('5', 5) + //                            36-40   income row 5 (s.3 เตรส)
  pad(SERVICE, 80) + //                       41-120  description
  '03' + //                                   121-122 rate
  '0000000010000000'; //                      123-138 base 10,000.00 x 1000

const invoice1 =
  '006' + //                                  1-3
  '00000001' + //                             4-11
  '000001' + //                               12-17
  '000001' + //                               18-23   invoice sequence
  pad('INV-2611-045', 15) + //                24-38
  '0000000010000000' + //                     39-54   before VAT
  '20261110' + //                             55-62
  sp(70) + //                                 63-132  description
  sp(15) + //                                 133-147 PO number
  '0000000000700000' + //                     148-163 VAT
  zeros(16) + //                              164-179 payee charge
  '0000000000300000' + //                     180-195 WHT
  'T'; //                                     196     Thai advice

const credit2 =
  '003000002' + //                            1-9
  pad('12345678901', 25) + //                 10-34   BAAC 12 digits without the first
  '0000000000000010' + //                     35-50   one satang = 10 thousandths
  'THB00000001' + //                          51-61
  'NNY' + //                                  62-64   no WHT, no invoices, advice
  sp(5) + //                                  65-69
  '00' +
  sp(14) +
  zeros(24) + //              70-109  no certificate
  zeros(22) + //                              110-131 no invoices
  '0' +
  sp(48) + //                           132-180 no certificate
  '034' + //                                  181-183
  'Bank for Agriculture and Agricultur' + //  184-218 name cut to 35
  '0012' + //                                 219-222
  pad('0012', 35) + //                        223-257
  'B' + //                                    258
  'S' + //                                    259     notify by SMS
  pad('PV6911-0002', 20) + //                 260-279
  sp(4) + //                                  280-283
  '04' + //                                   284-285
  sp(70); //                                  286-355

const payee2 =
  '004' +
  '00000001' +
  '000002' + //          1-17
  sp(15) + //                                 18-32   no tax id
  pad('JOHN SMITH', 100) + //                 33-132
  sp(210 + 10 + 70) + //                      133-422 no address
  zeros(10) + //                              423-432 fax
  '0812345678' + //                           433-442 mobile
  sp(64 + 310); //                            443-816

const trailer =
  '999' + //                                  1-3
  '000001' + //                               4-9     one debit
  '000002' + //                               10-15   two credits
  '0000000010400010'; //                      16-31   total x 1000

const records = [header, debit, credit1, payee1, wht1, invoice1, credit2, payee2, trailer];
const expectedText = records.map((r) => `${r}\r\n`).join('');

function tis620(text: string): Buffer {
  return Buffer.from(
    [...text].map((c) => (c.charCodeAt(0) < 0x80 ? c.charCodeAt(0) : c.charCodeAt(0) - 0x0e00 + 0xa0)),
  );
}

function refusal(over: Partial<ScbBulkInput>): PaymentFileError {
  try {
    scbBulkFile(input(over));
  } catch (error) {
    if (error instanceof PaymentFileError) return error;
    throw error;
  }
  throw new Error('the file was written');
}

const withPayee = (change: Partial<ScbPayee>, at = 0): ScbPayee[] =>
  payees.map((p, i) => (i === at ? { ...p, ...change } : p));

describe('SCB Business Net bulk payment file', () => {
  it('writes the hand-made file byte for byte: TIS-620, one record per line with CRLF', () => {
    expect(records.map((r) => r.length)).toEqual([96, 109, 355, 816, 138, 196, 355, 816, 31]);
    for (const r of records) expect(r.length).toBe(SCB_RECORD_LENGTHS[r.slice(0, 3) as '001']);
    const file = scbBulkFile(input());
    expect(file.text).toBe(expectedText);
    expect(file.bytes.equals(tis620(expectedText))).toBe(true);
    expect(new TextDecoder('windows-874').decode(file.bytes)).toBe(expectedText);
    expect(file).toMatchObject({ encoding: 'TIS-620', count: 2, totalSatang: 1_040_001 });
  });

  it('writes the same records in UTF-8 on request', () => {
    const file = scbBulkFile(input({ encoding: 'UTF-8' }));
    expect(file.bytes.equals(Buffer.from(expectedText, 'utf8'))).toBe(true);
  });

  it('writes a tax id typed with hyphens as its digits', () => {
    const file = scbBulkFile(input({ payees: withPayee({ taxId: '0-1055-51234-56-7' }) }));
    expect(file.text).toBe(expectedText);
  });

  it('debit, trailer and each credit carry the totals of what they stand for', () => {
    const many: ScbPayee[] = Array.from({ length: 12 }, (_, i) => ({
      ...payees[0]!,
      amountSatang: 123_456 * (i + 1),
      reference: `PV6911-${String(i + 1).padStart(4, '0')}`,
      wht: {
        form: 'PND53',
        condition: 'withheld',
        date: '2026-11-25',
        lines: [
          cleaning,
          whtLine({ ...cleaning, baseSatang: 33_333 * (i + 1), rate: '5.00', incomeRow: '6' }),
        ],
      },
    }));
    const file = scbBulkFile(input({ payees: many }));
    const lines = file.text.split('\r\n').slice(0, -1);
    const of = (type: string) => lines.filter((l) => l.startsWith(type));
    const credits = of('003');
    const creditSum = credits.reduce((s, l) => s + BigInt(l.slice(34, 50)), 0n);
    expect(BigInt(of('002')[0]!.slice(48, 64))).toBe(creditSum);
    expect(BigInt(of('999')[0]!.slice(15, 31))).toBe(creditSum);
    expect(creditSum).toBe(BigInt(file.totalSatang) * 10n);
    expect(Number(of('002')[0]!.slice(72, 78))).toBe(12);
    expect(Number(of('999')[0]!.slice(9, 15))).toBe(12);
    for (const credit of credits) {
      const seq = credit.slice(3, 9);
      const whts = of('005').filter((l) => l.slice(11, 17) === seq);
      expect(Number(credit.slice(91, 93))).toBe(whts.length);
      expect(BigInt(credit.slice(93, 109))).toBe(whts.reduce((s, l) => s + BigInt(l.slice(19, 35)), 0n));
    }
  });

  it('pays SCB accounts by Direct Credit as their 10 digits at branch 0111, and marks the afternoon cycle', () => {
    const scb = { bankCode: '014', branchCode: '0078', accountNo: '111-2-22333-4' };
    const file = scbBulkFile(input({ product: 'DCP', payees: [{ ...payees[1]!, bankAccount: scb }] }));
    const credit = file.text.split('\r\n')[2]!;
    expect(credit.slice(9, 34)).toBe(pad('1112223334', 25));
    expect(credit.slice(180, 257)).toBe('014' + pad('SCB', 35) + '0111' + pad('0111', 35));
    expect(file.text.split('\r\n')[1]!.slice(3, 6)).toBe('DCP');
    const afternoon = scbBulkFile(input({ sameDayAfternoon: true }));
    expect(afternoon.text.split('\r\n')[1]![102]).toBe('2');
  });

  it('refuses another bank, or an account that is not 10 digits, in Direct Credit', () => {
    expect(refusal({ product: 'DCP' })).toMatchObject({ problem: 'bank', item: 1 });
    const scb11 = { bankCode: '014', branchCode: '1', accountNo: '01112223334' };
    expect(refusal({ product: 'DCP', payees: withPayee({ bankAccount: scb11 }) })).toMatchObject({
      problem: 'notDigits',
      field: 'Credit Account',
    });
  });

  it('refuses a payee without a bank account, or without the bank name Media Clearing prints', () => {
    expect(refusal({ payees: withPayee({ bankAccount: null }, 1) })).toMatchObject({
      problem: 'noBankAccount',
      item: 2,
    });
    const noName = { bankCode: '002', branchCode: '0101', accountNo: '1012345678' };
    expect(refusal({ payees: withPayee({ bankAccount: noName }) })).toMatchObject({
      problem: 'required',
      field: 'Receiving Bank Name',
    });
    const thaiName = { ...noName, bankNameEn: 'ธนาคารกรุงเทพ' };
    expect(refusal({ payees: withPayee({ bankAccount: thaiName }) })).toMatchObject({
      problem: 'character',
      field: 'Receiving Bank Name',
    });
  });

  it('refuses certificates the layout cannot code: paid by the payer always, row 40(4), a fraction of a percent', () => {
    const wht = payees[0]!.wht!;
    expect(refusal({ payees: withPayee({ wht: { ...wht, condition: 'paidAlways' } }) })).toMatchObject({
      problem: 'condition',
    });
    expect(
      refusal({ payees: withPayee({ wht: { ...wht, lines: [{ ...cleaning, incomeRow: '40(4)' }] } }) }),
    ).toMatchObject({ problem: 'incomeRow' });
    expect(
      refusal({ payees: withPayee({ wht: { ...wht, lines: [{ ...cleaning, rate: '1.50' }] } }) }),
    ).toMatchObject({ problem: 'rate', field: 'WHT Deduct Rate' });
    expect(refusal({ payees: withPayee({ wht: { ...wht, lines: [] } }) })).toMatchObject({
      problem: 'empty',
    });
  });

  it('refuses what would have to be cut: reference, e-mail, mobile, tax id, invoice number, a long address', () => {
    expect(refusal({ payees: withPayee({ reference: 'PV6911-0001-EXTRA-REF' }) })).toMatchObject({
      problem: 'tooLong',
      field: 'Customer Reference Number',
    });
    expect(refusal({ payees: withPayee({ email: `${'a'.repeat(60)}@x.co.th` }) })).toMatchObject({
      problem: 'tooLong',
    });
    expect(refusal({ payees: withPayee({ mobile: '0812345678901' }, 1) })).toMatchObject({
      problem: 'tooLong',
      item: 2,
    });
    expect(refusal({ payees: withPayee({ taxId: '0105551234567-0001' }) })).toMatchObject({
      problem: 'tooLong',
    });
    const inv = payees[0]!.invoices![0]!;
    expect(
      refusal({ payees: withPayee({ invoices: [{ ...inv, number: 'INV-2611-045-REV1' }] }) }),
    ).toMatchObject({
      problem: 'tooLong',
      field: 'Invoice Number',
    });
    expect(
      refusal({ payees: withPayee({ address: `${ADDRESS_1} ${ADDRESS_1} ${ADDRESS_1} ${ADDRESS_2}` }) }),
    ).toMatchObject({ problem: 'tooLong', field: 'Payee1 Address' });
    expect(refusal({ batchReference: 'X'.repeat(33) })).toMatchObject({ problem: 'tooLong' });
  });

  it('refuses a paying account that is not a 10-digit SCB account, bad amounts, an empty file and a bad date', () => {
    expect(refusal({ payingAccountNo: '12345678901' })).toMatchObject({
      problem: 'notDigits',
      field: 'Debit Account No',
    });
    expect(refusal({ payees: withPayee({ amountSatang: 0 }) })).toMatchObject({ problem: 'amount' });
    expect(refusal({ payees: [] })).toMatchObject({ problem: 'empty' });
    expect(refusal({ effectiveDate: '25/11/2026' })).toMatchObject({ problem: 'date' });
    expect(refusal({ createdAt: new Date('nonsense') })).toMatchObject({ problem: 'date' });
    expect(refusal({ serviceType: '14' })).toMatchObject({ problem: 'serviceType' });
  });
});
