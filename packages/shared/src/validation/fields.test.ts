import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nonDirectoryUserSave } from '../api/users';
import { passwordRuleIssue, ruleIssue, v } from './fields';
import { issueRule } from './issues';
import { ruleMessage } from './messages';

/** The rules a value breaks, in order ([] when it passes). */
function rulesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => String(issueRule(issue).rule));
}

function parsed(schema: z.ZodType, input: unknown): unknown {
  const result = schema.safeParse(input);
  if (!result.success)
    throw new Error(`expected ${JSON.stringify(input)} to pass: ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

type Case = [input: unknown, expected: unknown];

/** A builder's table: values it accepts (with what it gives back) and values it refuses (with the rules). */
function table(name: string, schema: z.ZodType, accepts: Case[], refuses: Case[]): void {
  describe(name, () => {
    it.each(accepts)('accepts %o and gives %o', (input, output) => {
      expect(parsed(schema, input)).toEqual(output);
    });
    it.each(refuses)('refuses %o with %o', (input, rules) => {
      expect(rulesOf(schema, input)).toEqual(rules);
    });
  });
}

table(
  'v.text, required, at most 100',
  v.text({ required: true, max: 100 }),
  [
    ['สมชาย', 'สมชาย'],
    ['  Somchai  ', 'Somchai'],
    ['Select Condo', 'Select Condo'],
    ['123/45 ซอย 5', '123/45 ซอย 5'],
    ['ก'.repeat(100), 'ก'.repeat(100)],
  ],
  [
    [undefined, ['required']],
    [null, ['required']],
    ['', ['required']],
    ['   ', ['required']],
    ['a'.repeat(101), ['max']],
    ["O'Brien", ['isSQLInjectionDetected']],
    ['select * from users', ['isSQLInjectionDetected']],
    [42, ['invalidFormat']],
    [{}, ['invalidFormat']],
  ],
);

table(
  'v.text, optional: empty becomes undefined',
  v.text({ max: 10 }),
  [
    [undefined, undefined],
    [null, undefined],
    ['', undefined],
    ['  ', undefined],
    ['abc', 'abc'],
  ],
  [['abcdefghijk', ['max']]],
);

table(
  'v.text keeps the spec default maximum of 4000',
  v.text(),
  [['a'.repeat(4000), 'a'.repeat(4000)]],
  [['a'.repeat(4001), ['max']]],
);

table(
  'v.text with min and catalogue rules, checked in order after the length',
  v.text({ required: true, min: 2, max: 5, rules: ['textEngOnly'] }),
  [['Som', 'Som']],
  [
    ['S', ['min']],
    ['ส', ['min', 'textEngOnly']],
    ['Som1', ['textEngOnly']],
    ['Somchai1', ['max', 'textEngOnly']],
  ],
);

table(
  'v.text with allowSqlLike for notes that may quote',
  v.text({ allowSqlLike: true }),
  [["O'Brien -- see note", "O'Brien -- see note"]],
  [],
);

table(
  'v.text naming the injection rule explicitly checks it once',
  v.text({ rules: ['isSQLInjectionDetected'] }),
  [['Union Tower', 'Union Tower']],
  [['drop table users', ['isSQLInjectionDetected']]],
);

table(
  'v.username',
  v.username({ required: true }),
  [
    ['somchai.j', 'somchai.j'],
    [' som_chai ', 'som_chai'],
  ],
  [
    ['', ['required']],
    ['.somchai', ['username']],
    ['som..chai', ['username']],
    ['somchai_', ['username']],
    ["o'brien", ['username']],
    ['a'.repeat(51), ['max']],
  ],
);

table(
  'v.password: 10 to 128 characters, never trimmed',
  v.password({ required: true }),
  [
    ['Secret1234', 'Secret1234'],
    [' pass word 1 ', ' pass word 1 '],
    ["it's-a-secret", "it's-a-secret"],
    ['รหัสผ่านลับมาก', 'รหัสผ่านลับมาก'],
    ['x'.repeat(128), 'x'.repeat(128)],
  ],
  [
    ['', ['required']],
    [undefined, ['required']],
    ['Secret123', ['password']],
    ['x'.repeat(129), ['password']],
  ],
);

describe('the password rule', () => {
  it.each([
    ['short1', 'somchai', 'password'],
    ['somchai.j', 'somchai.j', 'password'],
    ['SomChai.J.2026', 'somchai.j', 'passwordContainsUsername'],
    ['viewer-viewer', ' VIEWER ', 'passwordContainsUsername'],
    ['ab-long-enough', 'ab', null],
    ['ab', 'ab', 'password'],
    ['correct horse battery', 'somchai', null],
  ])('%s for user %s: %s', (password, username, rule) => {
    expect(passwordRuleIssue(password, username)?.rule ?? null).toBe(rule);
  });

  it('refuses the user name in the user form, in Thai and English', () => {
    const body = { propertyCode: 'SK01', username: 'somchai.j', password: 'somchai.j.2026' };
    const result = nonDirectoryUserSave.safeParse({
      ...body,
      firstName: 'a',
      lastName: 'b',
      email: 'a@example.com',
      roleCode: 'ADMIN',
    });
    const issues = result.error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), issueRule(i).rule])).toEqual([
      ['password', 'passwordContainsUsername'],
    ]);
    expect(ruleMessage('en', 'passwordContainsUsername')).toBe(
      'The password must not be or contain the username.',
    );
    expect(ruleMessage('th', 'passwordContainsUsername')).toContain('ชื่อผู้ใช้');
  });
});

table(
  'v.email',
  v.email({ required: true }),
  [
    ['somchai@example.co.th', 'somchai@example.co.th'],
    [' a.b@example.com ', 'a.b@example.com'],
  ],
  [
    ['', ['required']],
    ['somchai', ['email']],
    ['somchai@example', ['email']],
    [`${'a'.repeat(250)}@example.com`, ['max']],
  ],
);

const ROLES = ['ADMIN', 'VIEWER'] as const;
table(
  'v.oneOf',
  v.oneOf(ROLES, { required: true }),
  [
    ['ADMIN', 'ADMIN'],
    [' VIEWER ', 'VIEWER'],
  ],
  [
    ['', ['required']],
    ['admin', ['oneOf']],
    ['OWNER', ['oneOf']],
  ],
);
table('v.oneOf, optional', v.oneOf(ROLES), [['', undefined]], [['X', ['oneOf']]]);

table(
  'v.idCard gives back 13 digits',
  v.idCard({ required: true }),
  [
    ['1101700230708', '1101700230708'],
    ['1-1017-00230-70-8', '1101700230708'],
    ['0105557123457', '0105557123457'],
  ],
  [
    ['', ['required']],
    ['1101700230709', ['idCard']],
    ['110170023070', ['idCard']],
  ],
);
table('v.idCard, optional: an empty value passes', v.idCard(), [['', undefined]], []);

table(
  'v.taxId',
  v.taxId({ required: true }),
  [['0994000159218', '0994000159218']],
  [['0994000159219', ['taxIdFormat']]],
);

table(
  'v.propertyCode',
  v.propertyCode({ required: true }),
  [
    ['SK-01', 'SK-01'],
    ['CONDO123', 'CONDO123'],
  ],
  [
    ['', ['required']],
    ['sk-01', ['propertyCode']],
    ['SK 01', ['propertyCode']],
    ['A'.repeat(21), ['max']],
  ],
);

table(
  'v.money gives integer satang',
  v.money({ required: true }),
  [
    ['1,234.56', 123456],
    ['1.005', 101],
    ['0.005', 1],
    [1.005, 101],
    [0.1 + 0.2, 30],
    ['-10', -1000],
    [' 12 ', 1200],
    [0, 0],
    ['90,071,992,547,409.91', 9_007_199_254_740_991],
  ],
  [
    [undefined, ['required']],
    ['', ['required']],
    ['abc', ['amount']],
    ['1,23', ['amount']],
    ['1e3', ['amount']],
    [Number.NaN, ['amount']],
    [true, ['invalidFormat']],
    ['9,999,999,999,999,999.99', ['max_value']],
    ['-9,999,999,999,999,999.99', ['min_value']],
  ],
);

table(
  'v.money for a cash amount: at least 0.01',
  v.money({ required: true, min: 1 }),
  [['0.01', 1]],
  [
    ['0', ['min_value']],
    ['0.004', ['min_value']],
    ['-1', ['min_value']],
  ],
);

table(
  'v.money for a cheque price: at most the balance',
  v.money({ required: true, min: 1, max: 50000 }),
  [['500.00', 50000]],
  [['500.01', ['max_amount']]],
);

table(
  'v.money for a credit note names its own rule',
  v.money({ max: 1000, maxRule: 'max_credit_note_amount' }),
  [['', undefined]],
  [['10.01', ['max_credit_note_amount']]],
);

table(
  'v.money, nonZero (zeroRequired)',
  v.money({ required: true, nonZero: true }),
  [['0.01', 1]],
  [
    ['0.00', ['zeroRequired']],
    ['0', ['zeroRequired']],
    ['', ['required']],
  ],
);

table(
  'v.number',
  v.number({ required: true, min: 0, max: 100, integer: true }),
  [
    [5, 5],
    ['5', 5],
    [' 100 ', 100],
    [0, 0],
  ],
  [
    ['', ['required']],
    ['five', ['number']],
    [Number.POSITIVE_INFINITY, ['number']],
    ['1.5', ['integer']],
    [-1, ['min_value']],
    ['101', ['max_value']],
  ],
);
table(
  'v.number with decimals and commas',
  v.number(),
  [
    ['1,234.5', 1234.5],
    [-0.25, -0.25],
    [null, undefined],
  ],
  [['1.2.3', ['number']]],
);

table(
  'v.date takes ISO dates only',
  v.date({ required: true }),
  [
    ['2025-12-31', '2025-12-31'],
    ['2024-02-29', '2024-02-29'],
  ],
  [
    ['', ['required']],
    ['31/12/2568', ['date']],
    ['2025-02-29', ['date']],
    ['2025-12-31T00:00:00Z', ['date']],
  ],
);

table(
  'v.chequeNo: 8 digits',
  v.chequeNo({ required: true }),
  [
    ['12345678', '12345678'],
    ['12-345678', '12345678'],
  ],
  [
    ['', ['required']],
    ['1234567', ['chequeNoDigits']],
    ['123456789', ['chequeNoDigits']],
    ['1234567a', ['chequeNoDigits']],
  ],
);
table('v.chequeNo, optional', v.chequeNo(), [[undefined, undefined]], [['1', ['chequeNoDigits']]]);

table(
  'v.cardNo: at most 16 digits',
  v.cardNo({ required: true }),
  [
    ['4111 1111 1111 1111', '4111111111111111'],
    ['1234', '1234'],
  ],
  [
    ['', ['required']],
    ['41111111111111111', ['max']],
    ['4111-abcd', ['numeric']],
  ],
);

table(
  'v.phone',
  v.phone({ required: true }),
  [
    ['02-123-4567', '02-123-4567'],
    ['081 234 5678', '081 234 5678'],
    ['+66 81 234 5678', '+66 81 234 5678'],
    ['+86 138 0013 8000', '+86 138 0013 8000'],
    ['(02) 123 4567', '(02) 123 4567'],
  ],
  [
    ['', ['required']],
    ['12345', ['phone']],
    ['81-234-5678', ['phone']],
    ['081-234-56789', ['phone']],
    ['02-123-4567 ต่อ 12', ['phone']],
    ['+1234', ['phone']],
  ],
);

table(
  'v.url',
  v.url({ required: true }),
  [['https://suanklang.example.com/a?b=1', 'https://suanklang.example.com/a?b=1']],
  [
    ['', ['required']],
    ['suanklang.example.com', ['url']],
    ['ftp://example.com', ['url']],
    [`https://example.com/${'a'.repeat(2048)}`, ['max']],
  ],
);

table(
  'v.list with count and uniqueness rules',
  v.list(z.object({ name: z.string() }), {
    min: 1,
    minRule: 'mustAddBoardMember',
    max: 3,
    uniqueBy: (member) => member.name,
    uniqueRule: 'boardMemberUnique',
  }),
  [
    [
      [{ name: 'สมชาย' }, { name: 'สุดา' }],
      [{ name: 'สมชาย' }, { name: 'สุดา' }],
    ],
  ],
  [
    [[], ['mustAddBoardMember']],
    [[{ name: 'a' }, { name: 'b' }, { name: 'c' }, { name: 'd' }], ['multiValueLength']],
    [[{ name: 'สมชาย' }, { name: 'สมชาย ' }], ['boardMemberUnique']],
  ],
);

describe('issue encoding', () => {
  it('carries the rule and its parameters in params, and no hard-coded message', () => {
    const result = v.text({ max: 3 }).safeParse('abcd');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      { code: 'custom', path: [], params: { rule: 'max', max: 3 }, message: 'Invalid input' },
    ]);
  });

  it('puts the path of the field on the issue', () => {
    const result = z.object({ cash: z.object({ amount: v.money({ required: true, min: 1 }) }) }).safeParse({
      cash: { amount: '0' },
    });
    expect(result.error?.issues[0]?.path).toEqual(['cash', 'amount']);
    expect(result.error?.issues[0]).toMatchObject({ params: { rule: 'min_value', min: '0.01' } });
  });

  it('builds rules between fields with ruleIssue', () => {
    const invoice = z
      .object({ invoiceDate: v.date({ required: true }), dueDate: v.date({ required: true }) })
      .superRefine((value, ctx) => {
        if (value.invoiceDate > value.dueDate)
          ctx.addIssue(ruleIssue('invoiceDateAfterDueDate', {}, ['invoiceDate']));
      });
    const result = invoice.safeParse({ invoiceDate: '2025-02-01', dueDate: '2025-01-31' });
    expect(result.error?.issues).toMatchObject([
      { code: 'custom', path: ['invoiceDate'], params: { rule: 'invoiceDateAfterDueDate' } },
    ]);
  });
});

describe('optional fields in an object', () => {
  it('may be left out altogether', () => {
    const form = z.object({ remark: v.text({ max: 5 }), amount: v.money(), birthDate: v.date() });
    expect(form.parse({})).toEqual({});
  });

  it('report a missing required field once, as required', () => {
    const result = z.object({ amount: v.money({ required: true }) }).safeParse({});
    expect(result.error?.issues.map((issue) => issueRule(issue).rule)).toEqual(['required']);
  });
});

describe('the user form schema that uses the builders', () => {
  const valid = {
    propertyCode: 'SK01',
    username: 'somchai.j',
    password: 'Secret1234',
    firstName: ' สมชาย ',
    lastName: 'ใจดี',
    email: 'somchai@example.co.th',
    position: '',
    roleCode: 'ADMIN',
  };

  it('accepts a complete user, trimming text and dropping an empty position', () => {
    expect(nonDirectoryUserSave.parse(valid)).toEqual({ ...valid, firstName: 'สมชาย', position: undefined });
  });

  it('reports each missing field as required', () => {
    const result = nonDirectoryUserSave.safeParse({ propertyCode: 'SK01' });
    const byPath = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path.join('.'), issueRule(i).rule]),
    );
    expect(byPath).toEqual({
      username: 'required',
      password: 'required',
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      roleCode: 'required',
    });
  });
});
