import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { thaiIdCheckDigit } from '../../thai/id-card';
import { issueRule } from '../../validation/issues';
import { customerSave } from './customer';
import { expenseTypeSave } from './expense-type';
import { m, scaleDecimal, unscaleDecimal } from './fields';

function rulesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => String(issueRule(issue).rule));
}
const parsed = (schema: z.ZodType, input: unknown) => schema.parse(input);

describe('m.code', () => {
  const code = m.code({ required: true, max: 10 });
  it('upper-cases and trims what is typed', () => {
    expect(parsed(code, ' a-0801 ')).toBe('A-0801');
  });
  it.each([
    ['', ['required']],
    ['A 0801', ['allowDashAndSpace']],
    ['-A01', ['allowDashAndSpace']],
    ['ห้อง1', ['textEng']],
    ['A'.repeat(11), ['max']],
  ])('refuses %o with %o', (input, rules) => {
    expect(rulesOf(code, input)).toEqual(rules);
  });
});

describe('m.decimal', () => {
  const area = m.decimal({ required: true, scale: 2, positive: true, max: '9999' });
  const ratio = m.decimal({ required: true, scale: 6, max: '100' });
  it("gives back fixed text with the column's decimals, from text or a number", () => {
    expect(parsed(area, '45.5')).toBe('45.50');
    expect(parsed(area, 45.5)).toBe('45.50');
    expect(parsed(area, '1,234')).toBe('1234.00');
    expect(parsed(ratio, '0.4807')).toBe('0.480700');
    expect(parsed(ratio, '100')).toBe('100.000000');
  });
  it.each([
    [area, '0', ['zeroRequired']],
    [area, '45.555', ['decimal']],
    [area, '-1', ['number']],
    [area, '1e3', ['number']],
    [area, '10000', ['max_value']],
    [ratio, '100.000001', ['max_value']],
    [area, null, ['required']],
  ])('refuses %#', (schema, input, rules) => {
    expect(rulesOf(schema, input)).toEqual(rules);
  });
  it('scales exactly, without floating point', () => {
    expect(scaleDecimal('0.1', 6) + scaleDecimal('0.2', 6)).toBe(scaleDecimal('0.3', 6));
    expect(unscaleDecimal(5n, 6)).toBe('0.000005');
  });
});

describe('m.billerId, m.accountNo, m.flag', () => {
  const first12 = '099300012345';
  const taxId = first12 + String(thaiIdCheckDigit(first12));
  it('takes a biller ID of a valid tax ID and a 2-digit suffix', () => {
    expect(parsed(m.billerId(), `${taxId}-01`)).toBe(`${taxId}01`);
    expect(rulesOf(m.billerId(), `${first12}${(thaiIdCheckDigit(first12) + 1) % 10}01`)).toEqual([
      'taxIdFormat',
    ]);
    expect(rulesOf(m.billerId(), '12345')).toEqual(['digits']);
  });
  it('keeps the digits of an account number', () => {
    expect(parsed(m.accountNo({ required: true }), '123-4-56789-0')).toBe('1234567890');
    expect(rulesOf(m.accountNo({ required: true }), '12a4567890')).toEqual(['numericDash']);
  });
  it('defaults a flag', () => {
    expect(parsed(m.flag('Y'), undefined)).toBe('Y');
    expect(parsed(m.flag('N'), '')).toBe('N');
    expect(rulesOf(m.flag('Y'), 'X')).toEqual(['oneOf']);
  });
});

describe('customer identity rules', () => {
  const base = { propertyCode: 'RVS', ownerType: 'OWNER', firstNameTh: 'สมชาย', lastNameTh: 'ใจดี' };
  it('asks a Thai person for the national ID, a foreigner for a passport, a company for its tax ID', () => {
    expect(rulesOf(customerSave, base)).toEqual(['required']);
    expect(customerSave.safeParse({ ...base, nationalityCode: 'JP' }).error?.issues[0]?.path).toEqual([
      'passportId',
    ]);
    expect(rulesOf(customerSave, { ...base, nationalityCode: 'JP', passportId: 'TK1234567' })).toEqual([]);
    expect(
      customerSave.safeParse({ ...base, customerType: 'COMPANY', lastNameTh: undefined }).error?.issues[0]
        ?.path,
    ).toEqual(['taxId']);
  });
});

describe('expense type rules', () => {
  const base = {
    propertyCode: 'RVS',
    expenseTypeCode: 'CF',
    nameTh: 'ค่าส่วนกลาง',
    nameEn: 'Common fee',
    category: 'COMMON_FEE',
    calcKind: 'AREA',
    rate: '40',
    billingCycle: 'MONTHLY',
    incomeAccountCode: '4110',
  };
  it('reads the rate as satang', () => {
    expect(expenseTypeSave.parse(base).rate).toBe(4000);
  });
  it('asks for the months of an every-N-months cycle and the meter type of a meter', () => {
    expect(
      expenseTypeSave.safeParse({ ...base, billingCycle: 'EVERY_N_MONTHS' }).error?.issues[0]?.path,
    ).toEqual(['cycleMonths']);
    expect(expenseTypeSave.safeParse({ ...base, calcKind: 'METER' }).error?.issues[0]?.path).toEqual([
      'meterTypeCode',
    ]);
  });
});
