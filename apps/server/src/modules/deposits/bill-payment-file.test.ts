import { describe, expect, it } from 'vitest';
import { BillPaymentFileError, parseBillPaymentFile, readHhMmSs } from './bill-payment-file';
import { billPaymentFile, billPaymentRecords, recordsToFile, type FixtureLine } from './bill-payment-fixture';

const lines: FixtureLine[] = [
  {
    paymentDate: '2026-11-19',
    paymentTime: '09:05:07',
    customerName: 'สมชาย ใจดี',
    ref1: 'A0101',
    ref2: 'IN691100001',
    amountSatang: 352_050,
  },
  {
    paymentDate: '2026-11-20',
    paymentTime: '13:30:00',
    customerName: 'JOHN SMITH',
    ref1: 'B0202',
    ref2: 'IN691100002',
    amountSatang: 1,
  },
];

function refused(data: Buffer): BillPaymentFileError {
  try {
    parseBillPaymentFile(data);
  } catch (error) {
    if (error instanceof BillPaymentFileError) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

/** Replaces characters from..to (1-based, inclusive) of a record. */
const patch = (record: string, from: number, text: string) =>
  record.slice(0, from - 1) + text + record.slice(from - 1 + text.length);

describe('bill-payment file (Bank of Thailand 256-character layout)', () => {
  it('reads a good TIS-620 file with CRLF: header, details, trailer, Thai names decoded', () => {
    const data = billPaymentFile({
      lines,
      fileDate: '2026-11-20',
      bankCode: '014',
      companyAccount: '9876543210',
    });
    // One byte per character in TIS-620: 4 records x (256 + CRLF).
    expect(data.length).toBe(4 * 258);
    const file = parseBillPaymentFile(data);
    expect(file).toMatchObject({
      format: 'BOT',
      encoding: 'TIS-620',
      bankCode: '014',
      companyAccount: '9876543210',
      fileDate: '2026-11-20',
      creditCount: 2,
      creditSatang: 352_051,
      debitCount: 0,
    });
    expect(file.details[0]).toMatchObject({
      lineNo: 2,
      paymentDate: '2026-11-19',
      paymentTime: '09:05:07',
      customerName: 'สมชาย ใจดี',
      ref1: 'A0101',
      ref2: 'IN691100001',
      amountSatang: 352_050,
      kind: 'C',
    });
    expect(file.details[1]).toMatchObject({ lineNo: 3, amountSatang: 1, customerName: 'JOHN SMITH' });
  });

  it('reads the same file in UTF-8 (Thai letters are 3 bytes there, still 256 characters a record), with LF', () => {
    const data = billPaymentFile({ lines, encoding: 'UTF-8', eol: '\n' });
    expect(data.length).toBeGreaterThan(4 * 257);
    const file = parseBillPaymentFile(data);
    expect(file.encoding).toBe('UTF-8');
    expect(file.details.map((d) => d.customerName)).toEqual(['สมชาย ใจดี', 'JOHN SMITH']);
    // With a byte-order mark too.
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), data]);
    expect(parseBillPaymentFile(bom).details).toHaveLength(2);
  });

  it('reads TIS-620 whose Thai bytes happen to be valid UTF-8 (ยก = C2 A1) as TIS-620', () => {
    const data = billPaymentFile({ lines: [{ ...lines[0]!, customerName: 'ยกยก' }] });
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(data)).not.toThrow();
    const file = parseBillPaymentFile(data);
    expect(file.encoding).toBe('TIS-620');
    expect(file.details[0]!.customerName).toBe('ยกยก');
  });

  it('reads the time on the 24-hour clock: 133000 is 13:30:00, not refused or read as 01:30', () => {
    const file = parseBillPaymentFile(billPaymentFile({ lines }));
    expect(file.details[1]!.paymentTime).toBe('13:30:00');
    expect(readHhMmSs('235959')).toBe('23:59:59');
    expect(readHhMmSs('000000')).toBe('00:00:00');
    expect(readHhMmSs('240000')).toBeNull();
    expect(readHhMmSs('126000')).toBeNull();
  });

  it('takes the detail date from positions 21-28, not 61-68 (which is inside the customer name there)', () => {
    const records = billPaymentRecords({ lines });
    // Positions 61-68 of a detail are part of the customer name; put a different "date" there.
    const d = patch(patch(records[1]!, 21, '01022026'), 61, '31122025');
    expect(d).toHaveLength(256);
    const file = parseBillPaymentFile(recordsToFile([records[0]!, d, records[2]!, records[3]!]));
    expect(file.details[0]!.paymentDate).toBe('2026-02-01');
  });

  it('refuses a trailer whose credit total differs from the details, naming the trailer line', () => {
    const error = refused(billPaymentFile({ lines, trailer: { creditSatang: 352_052 } }));
    expect(error).toMatchObject({
      lineNo: 4,
      problem: 'trailerCreditTotal',
      detail: { trailer: 352_052, details: 352_051 },
    });
  });

  it('refuses a trailer whose credit count differs', () => {
    expect(refused(billPaymentFile({ lines, trailer: { creditCount: 3 } }))).toMatchObject({
      lineNo: 4,
      problem: 'trailerCreditCount',
    });
  });

  it('counts debit (kind D) lines apart from credits and checks the debit totals', () => {
    const withDebit: FixtureLine[] = [
      ...lines,
      { paymentDate: '2026-11-20', ref1: 'A0101', ref2: 'IN691100001', amountSatang: 500, kind: 'D' },
    ];
    const file = parseBillPaymentFile(billPaymentFile({ lines: withDebit }));
    expect(file).toMatchObject({ creditCount: 2, creditSatang: 352_051, debitCount: 1, debitSatang: 500 });
    expect(refused(billPaymentFile({ lines: withDebit, trailer: { debitSatang: 0 } }))).toMatchObject({
      lineNo: 5,
      problem: 'trailerDebitTotal',
    });
    expect(refused(billPaymentFile({ lines: withDebit, trailer: { debitCount: 0 } }))).toMatchObject({
      lineNo: 5,
      problem: 'trailerDebitCount',
    });
  });

  it('refuses a record of the wrong length with its line number', () => {
    const records = billPaymentRecords({ lines });
    const short = records[2]!.slice(0, 255);
    expect(refused(recordsToFile([records[0]!, records[1]!, short, records[3]!]))).toMatchObject({
      lineNo: 3,
      problem: 'length',
      detail: { length: 255 },
    });
    const long = `${records[1]!}X`;
    expect(refused(recordsToFile([records[0]!, long, records[2]!, records[3]!]))).toMatchObject({
      lineNo: 2,
      problem: 'length',
    });
    // A blank line in the middle is a record of length 0.
    expect(refused(recordsToFile([records[0]!, '', records[1]!, records[2]!, records[3]!]))).toMatchObject({
      lineNo: 2,
      problem: 'length',
    });
  });

  it('refuses unknown record types, bad dates, times and amounts, each at its line', () => {
    const r = billPaymentRecords({ lines });
    const file = (i: number, rec: string) => recordsToFile(r.map((x, n) => (n === i ? rec : x)));
    expect(refused(file(2, patch(r[2]!, 1, 'X')))).toMatchObject({ lineNo: 3, problem: 'recordType' });
    expect(refused(file(1, patch(r[1]!, 21, '30022026')))).toMatchObject({ lineNo: 2, problem: 'date' });
    expect(refused(file(2, patch(r[2]!, 29, '1330AA')))).toMatchObject({ lineNo: 3, problem: 'time' });
    expect(refused(file(2, patch(r[2]!, 29, '250000')))).toMatchObject({ lineNo: 3, problem: 'time' });
    expect(refused(file(1, patch(r[1]!, 164, '00000003520.5')))).toMatchObject({
      lineNo: 2,
      problem: 'amount',
    });
    expect(refused(file(1, patch(r[1]!, 164, '0000000000000')))).toMatchObject({
      lineNo: 2,
      problem: 'amount',
    });
    expect(refused(file(0, patch(r[0]!, 61, '00002026')))).toMatchObject({ lineNo: 1, problem: 'date' });
  });

  it('refuses a file without header or trailer, or with records after the trailer', () => {
    const r = billPaymentRecords({ lines });
    expect(refused(recordsToFile(r.slice(1)))).toMatchObject({ lineNo: 1, problem: 'missingHeader' });
    expect(refused(recordsToFile(r.slice(0, 3)))).toMatchObject({ lineNo: 3, problem: 'missingTrailer' });
    expect(refused(recordsToFile([...r, r[1]!]))).toMatchObject({ lineNo: 5, problem: 'order' });
    expect(refused(recordsToFile([r[0]!, r[0]!, ...r.slice(1)]))).toMatchObject({
      lineNo: 2,
      problem: 'order',
    });
    expect(refused(Buffer.from(''))).toMatchObject({ lineNo: 1, problem: 'empty' });
  });

  it('accepts a file with no details when the trailer says zero', () => {
    const file = parseBillPaymentFile(billPaymentFile({ lines: [] }));
    expect(file.details).toEqual([]);
  });
});

describe('bill-payment file (CSV layout)', () => {
  it('reads the CSV layout with quoted cells and exact satang', () => {
    const csv = [
      'paymentDate,paymentTime,customerName,ref1,ref2,amount',
      '2026-11-19,13:30:00,"สมชาย ใจดี, ห้อง A",A0101,IN691100001,"3,520.50"',
      '20/11/2569,0905,JOHN,B0202,IN691100002,0.10',
      '',
    ].join('\r\n');
    const file = parseBillPaymentFile(Buffer.from(csv, 'utf8'));
    expect(file.format).toBe('CSV');
    expect(file.details).toEqual([
      expect.objectContaining({
        lineNo: 2,
        paymentDate: '2026-11-19',
        paymentTime: '13:30:00',
        customerName: 'สมชาย ใจดี, ห้อง A',
        amountSatang: 352_050,
      }),
      expect.objectContaining({
        lineNo: 3,
        paymentDate: '2026-11-20',
        paymentTime: '09:05:00',
        amountSatang: 10,
      }),
    ]);
  });

  it('refuses a bad CSV line with its line number', () => {
    const bad = (row: string) =>
      refused(
        Buffer.from(
          `paymentDate,paymentTime,customerName,ref1,ref2,amount\n2026-11-19,10:00,A,A0101,IN1,1.00\n${row}\n`,
        ),
      );
    expect(bad('2026-11-19,10:00,A,A0101,IN1,1.005')).toMatchObject({ lineNo: 3, problem: 'amount' });
    expect(bad('2026-11-19,10:00,A,A0101,IN1,-1')).toMatchObject({ lineNo: 3, problem: 'amount' });
    expect(bad('2026-13-19,10:00,A,A0101,IN1,1')).toMatchObject({ lineNo: 3, problem: 'date' });
    expect(bad('2026-11-19,10:00,A,A0101')).toMatchObject({ lineNo: 3, problem: 'csvColumns' });
  });
});
