import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  WHT_INCOME_ROWS,
  WHT_THRESHOLD_SATANG,
  whtApplies,
  whtCertificate,
  whtForm,
  whtLine,
  withholdingTax,
  type WhtLineInput,
} from './withholding';

const line = (over: Partial<WhtLineInput> = {}): WhtLineInput => ({
  baseSatang: 100_000,
  rate: '3.00',
  incomeRow: '5',
  description: 'ค่าบริการทำความสะอาด',
  paidDate: '2026-11-20',
  ...over,
});

describe('withholding tax on one line', () => {
  it('is the base before VAT times the rate', () => {
    expect(withholdingTax(100_000, '3.00')).toBe(3_000); // 1,000.00 at 3% = 30.00
    expect(withholdingTax(2_500_000, '5.00')).toBe(125_000); // rent 25,000.00 at 5%
    expect(withholdingTax(100_000, '1')).toBe(1_000); // transport, rate without decimals
    expect(withholdingTax(100_000, '100')).toBe(100_000);
  });

  it('rounds half-up at the satang: x.xx5 goes up, x.xx4 down', () => {
    expect(withholdingTax(200_050, '3.00')).toBe(6_002); // 2,000.50 x 3% = 60.015 -> 60.02
    expect(withholdingTax(33_333, '5.00')).toBe(1_667); // 333.33 x 5% = 16.6665 -> 16.67
    expect(withholdingTax(50, '1.00')).toBe(1); // 0.50 x 1% = 0.005 -> 0.01
    expect(withholdingTax(100_016, '3.00')).toBe(3_000); // 1,000.16 x 3% = 30.0048 -> 30.00
    expect(withholdingTax(49, '1.00')).toBe(0); // 0.0049 -> 0.00
    expect(withholdingTax(100_001, '0.75')).toBe(750); // 750.0075 satang -> 750
    expect(withholdingTax(100_000, '1.5')).toBe(1_500);
  });

  it('is zero at a zero rate and on a zero base', () => {
    expect(withholdingTax(123_456, '0')).toBe(0);
    expect(withholdingTax(123_456, '0.00')).toBe(0);
    expect(withholdingTax(0, '3.00')).toBe(0);
  });

  it('stays exact on amounts far beyond a float product', () => {
    // 90 trillion satang x 3%: the product passes 2^53 before the division.
    expect(withholdingTax(9_000_000_000_000_000, '3.00')).toBe(270_000_000_000_000);
  });

  it('refuses a rate that is not a percentage as decimal text, and a base that is not whole satang', () => {
    for (const rate of ['3%', '-3', '101', '100.01', '3.12345', '', ' ', '3,5', '1e1']) {
      expect(() => withholdingTax(100_000, rate)).toThrow(RangeError);
    }
    expect(() => withholdingTax(-1, '3.00')).toThrow(RangeError);
    expect(() => withholdingTax(10.5, '3.00')).toThrow(RangeError);
  });

  it('refuses an unknown income row and a date that is not ISO', () => {
    expect(() => whtLine(line({ incomeRow: '7' as never }))).toThrow(RangeError);
    expect(() => whtLine(line({ paidDate: '20/11/2569' }))).toThrow(RangeError);
  });
});

describe('the 1,000-baht threshold, decided by the caller', () => {
  it('applies from 1,000.00 baht', () => {
    expect(WHT_THRESHOLD_SATANG).toBe(100_000);
    expect(whtApplies(99_999, false)).toBe(false);
    expect(whtApplies(100_000, false)).toBe(true);
  });

  it('applies below it under a continuing contract, and never to nothing', () => {
    expect(whtApplies(50_000, true)).toBe(true);
    expect(whtApplies(0, true)).toBe(false);
    expect(() => whtApplies(-1, true)).toThrow(RangeError);
  });
});

describe('the return form', () => {
  it('is PND3 for an individual and PND53 for a company', () => {
    expect(whtForm('individual')).toBe('PND3');
    expect(whtForm('company')).toBe('PND53');
  });
});

describe('the 50 ทวิ certificate', () => {
  it('rounds each line, then adds the lines: two 1,000.50 lines at 3% are 30.02 + 30.02, not 3% of 2,001.00', () => {
    const cert = whtCertificate({
      payeeKind: 'company',
      condition: 'withheld',
      lines: [line({ baseSatang: 100_050 }), line({ baseSatang: 100_050 })],
    });
    expect(cert.totalTaxSatang).toBe(6_004);
    expect(withholdingTax(200_100, '3.00')).toBe(6_003); // what rounding the total would have given
    expect(cert.totalBaseSatang).toBe(200_100);
    expect(cert.form).toBe('PND53');
    expect(cert.totalTaxInWords).toBe('หกสิบบาทสี่สตางค์');
  });

  it('groups lines by income row in the form order, each row with its dates, base and tax', () => {
    const cert = whtCertificate({
      payeeKind: 'individual',
      condition: 'paidOnce',
      lines: [
        line({ incomeRow: '6', baseSatang: 50_000, rate: '1.00', paidDate: '2026-11-03' }),
        line({ incomeRow: '5', baseSatang: 1_000_000, rate: '5.00', paidDate: '2026-11-20' }),
        line({ incomeRow: '40(2)', baseSatang: 300_000, rate: '3.00', paidDate: '2026-11-05' }),
        line({ incomeRow: '5', baseSatang: 200_050, rate: '3.00', paidDate: '2026-11-01' }),
        line({ incomeRow: '5', baseSatang: 10_000, rate: '3.00', paidDate: '2026-11-20' }),
      ],
    });
    expect(cert.form).toBe('PND3');
    expect(cert.condition).toBe('paidOnce');
    expect(cert.rows.map((r) => r.incomeRow)).toEqual(['40(2)', '5', '6']);
    const row5 = cert.rows[1]!;
    expect(row5.paidDates).toEqual(['2026-11-01', '2026-11-20']);
    expect(row5.baseSatang).toBe(1_210_050);
    expect(row5.taxSatang).toBe(50_000 + 6_002 + 300);
    expect(row5.lines.map((l) => l.taxSatang)).toEqual([50_000, 6_002, 300]);
    expect(cert.rows[0]).toMatchObject({ baseSatang: 300_000, taxSatang: 9_000 });
    expect(cert.rows[2]).toMatchObject({ baseSatang: 50_000, taxSatang: 500 });
    expect(cert.totalTaxSatang).toBe(9_000 + 56_302 + 500);
    expect(cert.totalBaseSatang).toBe(1_560_050);
  });

  it('keeps a zero-rate line with no tax', () => {
    const cert = whtCertificate({
      payeeKind: 'company',
      condition: 'withheld',
      lines: [line({ rate: '0.00' }), line()],
    });
    expect(cert.rows[0]!.lines.map((l) => l.taxSatang)).toEqual([0, 3_000]);
    expect(cert.totalTaxSatang).toBe(3_000);
  });

  it('adds many tiny lines as they are rounded: 500 lines of 0.50 at 1% are 5.00, not 2.50', () => {
    const cert = whtCertificate({
      payeeKind: 'company',
      condition: 'withheld',
      lines: Array.from({ length: 500 }, () => line({ baseSatang: 50, rate: '1.00' })),
    });
    expect(cert.rows).toHaveLength(1);
    expect(cert.totalTaxSatang).toBe(500);
    expect(cert.totalBaseSatang).toBe(25_000);
    expect(cert.totalTaxInWords).toBe('ห้าบาทถ้วน');
  });

  it('refuses a certificate without lines and an unknown condition', () => {
    expect(() => whtCertificate({ payeeKind: 'company', condition: 'withheld', lines: [] })).toThrow(
      RangeError,
    );
    expect(() =>
      whtCertificate({ payeeKind: 'company', condition: 'sometimes' as never, lines: [line()] }),
    ).toThrow(RangeError);
  });

  it('any set of lines: the total tax is the sum of the line taxes, and each row is the sum of its lines', () => {
    const lineArb = fc.record({
      baseSatang: fc.integer({ min: 0, max: 10 ** 11 }),
      rate: fc.oneof(
        fc.constantFrom('0.00', '1.00', '2.00', '3.00', '5.00', '10.00', '15.00'),
        fc
          .integer({ min: 0, max: 10_000 })
          .map((h) => `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`),
      ),
      incomeRow: fc.constantFrom(...WHT_INCOME_ROWS),
      description: fc.constant('ค่าบริการ'),
      paidDate: fc.constantFrom('2026-11-01', '2026-11-15', '2026-11-30'),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 40 }), (lines) => {
        const cert = whtCertificate({ payeeKind: 'company', condition: 'withheld', lines });
        const lineTaxes = lines.map((l) => withholdingTax(l.baseSatang, l.rate));
        expect(cert.totalTaxSatang).toBe(lineTaxes.reduce((a, b) => a + b, 0));
        expect(cert.totalBaseSatang).toBe(lines.reduce((a, l) => a + l.baseSatang, 0));
        for (const row of cert.rows) {
          expect(row.taxSatang).toBe(row.lines.reduce((a, l) => a + l.taxSatang, 0));
        }
        expect(cert.rows.reduce((a, r) => a + r.lines.length, 0)).toBe(lines.length);
      }),
    );
  });
});
