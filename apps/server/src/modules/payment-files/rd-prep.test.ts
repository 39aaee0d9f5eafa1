import { readFileSync } from 'node:fs';
import { whtLine, type WhtLine } from '@suanklang/accounting';
import { describe, expect, it } from 'vitest';
import { PaymentFileError, rdPrepFile, type RdPrepCertificate } from './index';

/** The expected files, typed by hand from the layout (fixtures are UTF-8, one row per certificate, LF). */
const fixture = (name: string) => readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url));

const line = (description: string, rate: string, baseSatang: number, paidDate = '2026-11-25'): WhtLine =>
  whtLine({ baseSatang, rate, incomeRow: '5', description, paidDate });

const pnd53: RdPrepCertificate[] = [
  {
    payee: { kind: 'company', title: 'บริษัท', name: 'สะอาดดี จำกัด' },
    taxId: '0-1055-51234-56-7',
    address: {
      street: 'เลขที่ 99/1 ถนนสุขุมวิท',
      street2: 'แขวงคลองเตย',
      city: 'เขตคลองเตย',
      province: 'กรุงเทพมหานคร',
      postalCode: '10110',
    },
    date: '2026-11-25',
    condition: 'withheld',
    lines: [line('ค่าบริการทำความสะอาด', '3.00', 1_000_000)],
  },
  {
    payee: { kind: 'company', title: 'ห้างหุ้นส่วนจำกัด', name: 'รุ่งเรืองการโยธา' },
    taxId: '0103537001231',
    branchNo: '00001',
    address: { street: 'เลขที่ 5 หมู่ 2', city: 'อำเภอบางพลี', province: 'สมุทรปราการ', postalCode: '10540' },
    date: '2026-11-03',
    condition: 'paidOnce',
    lines: [
      line('ค่าจ้างซ่อมแซมหลังคา', '3.00', 2_000_050), // 600.015 -> 600.02
      line('ค่าเช่าเครื่องจักร', '5.00', 123_456_789), // 61,728.3945 -> 61,728.39
    ],
  },
];

const pnd3: RdPrepCertificate[] = [
  {
    payee: { kind: 'individual', title: 'นาย', firstName: 'สมชาย', lastName: 'ใจดี' },
    taxId: '3100500123458',
    address: {
      street: '88 ซอยลาดพร้าว 15',
      street2: 'แขวงจอมพล',
      city: 'เขตจตุจักร',
      province: 'กรุงเทพมหานคร',
      postalCode: '10900',
    },
    date: '2026-11-30',
    condition: 'paidAlways',
    lines: [line('ค่าจ้างทำของ', '3.00', 500_000)],
  },
  {
    payee: { kind: 'individual', title: 'นางสาว', firstName: 'มณี', lastName: '' },
    taxId: '1101600345678',
    address: { street: '12/3 หมู่ 4', city: 'อำเภอเมืองนนทบุรี', province: 'นนทบุรี', postalCode: '11000' },
    date: '2026-11-01',
    condition: 'withheld',
    lines: [line('ค่าเช่าห้องเก็บของ', '5.00', 1_234_567)], // 617.2835 -> 617.28
  },
];

function refusal(form: 'PND3' | 'PND53', certificates: RdPrepCertificate[]): PaymentFileError {
  try {
    rdPrepFile(form, certificates);
  } catch (error) {
    if (error instanceof PaymentFileError) return error;
    throw error;
  }
  throw new Error('the file was written');
}

const changed = (change: Partial<RdPrepCertificate>, at = 0): RdPrepCertificate[] =>
  pnd53.map((c, i) => (i === at ? { ...c, ...change } : c));

describe('RD Prep attachment file (OCA layout)', () => {
  it('writes PND53 byte for byte: a row per certificate, Buddhist-era dates, each line a block, short rows padded', () => {
    const file = rdPrepFile('PND53', pnd53);
    expect(file.bytes.equals(fixture('pnd53.txt'))).toBe(true);
    expect(file.text).toBe(fixture('pnd53.txt').toString('utf8'));
    expect(file.rows).toBe(2);
    expect(file.totalBaseSatang).toBe(1_000_000 + 2_000_050 + 123_456_789);
    expect(file.totalTaxSatang).toBe(30_000 + 60_002 + 6_172_839);
    // Every row has the same columns: 10 of the payee and 6 per line of the longest certificate.
    expect(
      file.text
        .split('\n')
        .slice(0, -1)
        .map((r) => r.split('|').length),
    ).toEqual([22, 22]);
  });

  it('writes PND3 byte for byte, the name split into title, first and last name', () => {
    const file = rdPrepFile('PND3', pnd3);
    expect(file.bytes.equals(fixture('pnd3.txt'))).toBe(true);
    expect(file.text.split('\n')[0]!.split('|').slice(3, 6)).toEqual(['นาย', 'สมชาย', 'ใจดี']);
  });

  it('writes the tax the lines were rounded to, summed as the certificate sums them', () => {
    const file = rdPrepFile('PND53', pnd53);
    const taxes = file.text
      .split('\n')[1]!
      .split('|')
      .filter((_, i) => i >= 10 && (i - 10) % 6 === 4);
    expect(taxes).toEqual(['600.02', '61,728.39']);
  });

  it('refuses a person on PND53 and a company on PND3', () => {
    expect(refusal('PND3', pnd53)).toMatchObject({ problem: 'payeeKind', item: 1 });
    expect(refusal('PND53', pnd3)).toMatchObject({ problem: 'payeeKind', item: 1 });
  });

  it('refuses a tax id that fails its check digit, or none', () => {
    expect(refusal('PND53', changed({ taxId: '0105551234560' }, 1))).toMatchObject({
      problem: 'taxId',
      item: 2,
    });
    expect(refusal('PND53', changed({ taxId: '' }))).toMatchObject({ problem: 'taxId' });
  });

  it('refuses a pipe or a line break inside a value, which would shift the columns', () => {
    expect(
      refusal('PND53', changed({ payee: { kind: 'company', title: 'บริษัท', name: 'A|B จำกัด' } })),
    ).toMatchObject({ problem: 'character', field: 'name' });
    const address = { ...pnd53[0]!.address, street2: 'แขวงคลองเตย\nเขตคลองเตย' };
    expect(refusal('PND53', changed({ address }))).toMatchObject({ problem: 'character', field: 'street2' });
  });

  it('refuses a rate the layout cannot write as a whole percent, rather than cut it', () => {
    const lines = [line('ค่าบริการ', '1.50', 100_000)];
    expect(refusal('PND53', changed({ lines }))).toMatchObject({ problem: 'rate', item: 1 });
  });

  it('refuses an empty file, a certificate without lines, a bad branch, a bad date, a missing name', () => {
    expect(refusal('PND53', [])).toMatchObject({ problem: 'empty', item: null });
    expect(refusal('PND53', changed({ lines: [] }))).toMatchObject({ problem: 'empty', item: 1 });
    expect(refusal('PND53', changed({ branchNo: '1' }))).toMatchObject({
      problem: 'notDigits',
      field: 'branch',
    });
    expect(refusal('PND53', changed({ date: '2026-13-01' }))).toMatchObject({ problem: 'date' });
    expect(
      refusal('PND3', [
        { ...pnd3[0]!, payee: { kind: 'individual', title: 'นาย', firstName: ' ', lastName: 'ใจดี' } },
      ]),
    ).toMatchObject({ problem: 'required', field: 'first name' });
  });
});
