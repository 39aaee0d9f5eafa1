import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nonDirectoryUserSave } from '../api/users';
import { v } from './fields';
import { firstErrorByPath, issueRule, localizeIssues, validationErrorMap } from './issues';

function issuesOf(schema: z.ZodType, input: unknown): z.core.$ZodIssue[] {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return result.error.issues;
}

const payment = z.object({
  cash: z.object({ amount: v.money({ required: true, min: 1 }) }),
  remark: v.text({ max: 5 }),
  chequeNo: v.chequeNo({ required: true }),
});

describe('localising issues', () => {
  const issues = issuesOf(payment, { cash: { amount: '0' }, remark: 'abcdef', chequeNo: '' });

  it('gives Thai field errors with the path joined by dots', () => {
    expect(localizeIssues(issues, 'th')).toEqual([
      { path: 'cash.amount', rule: 'min_value', message: 'ค่าต้องไม่น้อยกว่า 0.01' },
      { path: 'remark', rule: 'max', message: 'กรอกได้ไม่เกิน 5 ตัวอักษร' },
      { path: 'chequeNo', rule: 'required', message: 'กรุณากรอกข้อมูล' },
    ]);
  });

  it('gives the same errors in English', () => {
    expect(localizeIssues(issues, 'en')).toEqual([
      { path: 'cash.amount', rule: 'min_value', message: 'The value must be at least 0.01.' },
      { path: 'remark', rule: 'max', message: 'Please enter no more than 5 characters.' },
      { path: 'chequeNo', rule: 'required', message: 'This field is required.' },
    ]);
  });

  it('localises the user form', () => {
    const errors = localizeIssues(
      issuesOf(nonDirectoryUserSave, {
        propertyCode: 'SK01',
        username: '.bad',
        password: 'short',
        firstName: 'สมชาย',
        lastName: "O'Brien",
        email: 'not-an-email',
        roleCode: 'OWNER',
      }),
      'th',
    );
    expect(errors).toEqual([
      { path: 'username', rule: 'username', message: expect.stringContaining('ชื่อผู้ใช้') },
      { path: 'password', rule: 'password', message: expect.stringContaining('รหัสผ่านต้องมีความยาว 10 ถึง 128') },
      { path: 'lastName', rule: 'isSQLInjectionDetected', message: 'รูปแบบข้อมูลไม่ถูกต้อง' },
      { path: 'email', rule: 'email', message: 'รูปแบบอีเมลไม่ถูกต้อง' },
      { path: 'roleCode', rule: 'oneOf', message: 'กรุณาเลือกรายการที่ถูกต้อง' },
    ]);
  });

  it('fills the limit of a text rule into its message', () => {
    const errors = localizeIssues(issuesOf(v.text({ rules: ['decimal'] }), '1.234'), 'th');
    expect(errors).toEqual([{ path: '', rule: 'decimal', message: 'กรุณากรอกตัวเลขทศนิยมไม่เกิน 2 ตำแหน่ง' }]);
  });

  it('shows a date parameter as each language reads dates', () => {
    const schema = z.object({ birthDate: v.date() }).superRefine((value, ctx) => {
      ctx.addIssue({ code: 'custom', path: ['birthDate'], params: { rule: 'min_date', date: '2025-01-31' } });
    });
    const issues = issuesOf(schema, { birthDate: '2030-01-01' });
    expect(localizeIssues(issues, 'th')[0]?.message).toBe('วันเกิดต้องอยู่ก่อนวันที่ 31/01/2568');
    expect(localizeIssues(issues, 'en')[0]?.message).toBe(
      'The date of birth must be earlier than 31/01/2025.',
    );
  });
});

describe('issues from plain zod schemas map to catalogue rules', () => {
  it.each<[string, z.ZodType, unknown, string, string]>([
    ['a missing string', z.object({ a: z.string() }), {}, 'required', 'กรุณากรอกข้อมูล'],
    ['an empty string under min(1)', z.string().min(1), '', 'required', 'กรุณากรอกข้อมูล'],
    ['a short string', z.string().min(3), 'ab', 'min', 'กรุณากรอกอย่างน้อย 3 ตัวอักษร'],
    ['a long string', z.string().max(20), 'x'.repeat(21), 'max', 'กรอกได้ไม่เกิน 20 ตัวอักษร'],
    ['a small number', z.number().min(1), 0, 'min_value', 'ค่าต้องไม่น้อยกว่า 1'],
    ['a big number', z.number().max(500), 501, 'max_value', 'ค่าต้องไม่เกิน 500'],
    ['too few rows', z.array(z.string()).min(1), [], 'minItems', 'กรุณาเลือกอย่างน้อย 1 รายการ'],
    [
      'too many rows',
      z.array(z.string()).max(2),
      ['a', 'b', 'c'],
      'multiValueLength',
      'เลือกได้ไม่เกิน 2 รายการ',
    ],
    ['a bad email', z.email(), 'x', 'email', 'รูปแบบอีเมลไม่ถูกต้อง'],
    ['a bad uuid', z.uuid(), 'x', 'invalidFormat', 'รูปแบบข้อมูลไม่ถูกต้อง'],
    ['a value outside an enum', z.enum(['Y', 'N']), 'X', 'oneOf', 'กรุณาเลือกรายการที่ถูกต้อง'],
    ['a refine without a rule', z.string().refine(() => false), 'x', 'invalid', 'ข้อมูลไม่ถูกต้อง'],
    ['a union', z.union([z.number(), z.boolean()]), 'x', 'invalid', 'ข้อมูลไม่ถูกต้อง'],
  ])('%s', (_label, schema, input, rule, message) => {
    const [error] = localizeIssues(issuesOf(schema, input), 'th');
    expect(error).toMatchObject({ rule, message });
  });

  it('names each unknown key of a strict object on its own path', () => {
    const errors = localizeIssues(issuesOf(z.strictObject({ a: z.string() }), { a: 'x', b: 1, c: 2 }), 'en');
    expect(errors).toEqual([
      { path: 'b', rule: 'unrecognizedKeys', message: 'This field is not accepted.' },
      { path: 'c', rule: 'unrecognizedKeys', message: 'This field is not accepted.' },
    ]);
  });

  it('reads a wrong type as a format error when the input is known', () => {
    expect(issueRule({ code: 'invalid_type', input: 5 }).rule).toBe('invalidFormat');
    expect(issueRule({ code: 'invalid_type', input: undefined }).rule).toBe('required');
  });
});

describe('first error per field', () => {
  it('keeps the first error of each path, which is the one the form shows', () => {
    const errors = localizeIssues(issuesOf(v.text({ min: 2, max: 3, rules: ['textEngOnly'] }), 'ก'), 'en');
    expect(errors.map((e) => e.rule)).toEqual(['min', 'textEngOnly']);
    expect(firstErrorByPath(errors)).toEqual({
      '': { path: '', rule: 'min', message: 'Please enter at least 2 characters.' },
    });
  });
});

describe('error map', () => {
  it('localises messages during parsing', () => {
    const result = payment.safeParse(
      { cash: { amount: 'x' }, chequeNo: '1' },
      { error: validationErrorMap('th') },
    );
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'กรุณากรอกจำนวนเงินให้ถูกต้อง',
      'เลขที่เช็คต้องเป็นตัวเลข 8 หลัก',
    ]);
  });

  it('sees the raw input, so a wrong type is a format error rather than required', () => {
    const result = z.object({ a: z.string() }).safeParse({ a: 5 }, { error: validationErrorMap('en') });
    expect(result.error?.issues[0]?.message).toBe('Invalid data format.');
  });
});
