import { describe, expect, it } from 'vitest';
import {
  characterLength,
  checks,
  findDuplicateIndexes,
  normalizeMeterReading,
  TEXT_RULE_CHECKS,
} from './rules';

type StringCase = { rule: string; check: (value: string) => boolean; valid: string[]; invalid: string[] };

const stringCases: StringCase[] = [
  {
    rule: 'numeric',
    check: checks.numeric,
    valid: ['', '0', '0123456789'],
    invalid: ['1.5', '-1', '12a', ' 1', '๑๒'],
  },
  {
    rule: 'email',
    check: checks.email,
    valid: [
      '',
      'somchai@example.co.th',
      'a.b+tag@sub.example.com',
      "o'brien@example.com",
      'x_y@ex-ample.org',
    ],
    invalid: [
      'somchai',
      'somchai@',
      '@example.com',
      'a@b',
      'a@b.c',
      'a..b@example.com',
      'a b@example.com',
      'a@-example.com',
      `${'a'.repeat(250)}@example.com`,
    ],
  },
  {
    rule: 'url',
    check: checks.url,
    valid: ['', 'https://suanklang.example.com', 'http://localhost:3000/path?q=1', 'https://ตัวอย่าง.ไทย'],
    invalid: [
      'example.com',
      'ftp://example.com/file',
      'javascript:alert(1)',
      'https://exa mple.com',
      'http://',
    ],
  },
  {
    rule: 'credit_card',
    check: checks.creditCard,
    valid: ['', '4111111111111111', '4111 1111 1111 1111', '5500-0000-0000-0004', '378282246310005'],
    invalid: ['4111111111111112', '1234', '41111111111111111111', '4111a11111111111'],
  },
  {
    rule: 'ip',
    check: checks.ip,
    valid: [
      '',
      '192.168.1.1',
      '0.0.0.0',
      '255.255.255.255',
      '::1',
      '2001:db8::8a2e:370:7334',
      '::ffff:192.0.2.1',
      '1:2:3:4:5:6:7:8',
    ],
    invalid: [
      '256.1.1.1',
      '192.168.1',
      '01.2.3.4',
      '1:2:3:4:5:6:7:8:9',
      '2001:db8:::1',
      'localhost',
      '1::2::3',
      '12345::1',
    ],
  },
  {
    rule: 'textThai',
    check: checks.textThai,
    valid: ['', 'สมชาย ใจดี', '123/45 ซอย 5 ถ.สุขุมวิท', 'ห้อง 12-3? ไม่ใช่!', 'อาคาร (1) & ลานจอด', '๑๒๓'],
    invalid: ['Somchai', 'สมชาย A', 'คอนโด™'],
  },
  {
    rule: 'textEng',
    check: checks.textEng,
    valid: ['', 'Union Tower', '123/45 Soi 5, Sukhumvit Rd.', 'A&B (Thailand) Co., Ltd.', 'line1\nline2'],
    invalid: ['สมชาย', 'Tower ก', 'Café'],
  },
  {
    rule: 'textOther',
    check: checks.textOther,
    valid: ['', '123-456', '(02) 123 4567', '#12/3'],
    invalid: ['12a', 'ก1', 'x'],
  },
  {
    rule: 'textThaiOnly',
    check: checks.textThaiOnly,
    valid: ['', 'สมชาย', 'สม ชาย', 'กรุงเทพฯ', 'ไก่ๆ'],
    invalid: ['สมชาย1', 'สมชาย.', 'Somchai', '๑', '฿'],
  },
  {
    rule: 'textEngOnly',
    check: checks.textEngOnly,
    valid: ['', 'Somchai', 'Somchai Jaidee'],
    invalid: ['Somchai1', "O'Brien", 'สมชาย', 'Jean-Luc'],
  },
  {
    rule: 'textOtherOnly',
    check: checks.textOtherOnly,
    valid: ['', '123', '12 34'],
    invalid: ['12-34', '12a', 'ก'],
  },
  {
    rule: 'username',
    check: checks.username,
    valid: ['', 'somchai', 'somchai.j', 'som_chai', 'a.b_c.d', 'User01', '007'],
    invalid: [
      '.somchai',
      'somchai.',
      '_somchai',
      'somchai_',
      'som..chai',
      'som__chai',
      'som._chai',
      'som chai',
      'som-chai',
      'som@chai',
      'สมชาย',
    ],
  },
  {
    rule: 'propertyCode',
    check: checks.propertyCode,
    valid: ['', 'SK01', 'SK-01', 'A-B-C', '123'],
    invalid: ['sk01', 'SK 01', 'SK_01', 'SK.01', 'สก01'],
  },
  {
    rule: 'registrationNo',
    check: checks.registrationNo,
    valid: ['', 'กข 1234', '1กข 1234', 'กข1234'],
    invalid: ['AB 1234', 'กข-1234', 'กข.1234'],
  },
  {
    rule: 'numericDash',
    check: checks.numericDash,
    valid: ['', '123-456', '0-1234-5', '-'],
    invalid: ['123 456', '12a', '12.3', '12/3'],
  },
  {
    rule: 'allowDashAndSpace',
    check: checks.allowDashAndSpace,
    valid: ['', 'Union Tower', 'อาคาร A-1', 'Building 2'],
    invalid: ['A/1', 'A&B', "O'Brien", 'Tower.', 'a_b'],
  },
  {
    rule: 'idCard',
    check: checks.idCard,
    valid: ['', '1101700230708', '0105557123457', '1-1017-00230-70-8'],
    invalid: ['1101700230709', '110170023070', '11017002307080', 'abcdefghijklm'],
  },
  {
    rule: 'taxIdFormat',
    check: checks.taxId,
    valid: ['', '0105557123457', '0994000159218'],
    invalid: ['0105557123458', '010555712345', 'TAX0105557123'],
  },
  {
    rule: 'isSQLInjectionDetected',
    check: checks.noSqlInjection,
    valid: ['Select Condo', 'Union Tower', '123/45 ซอย 5'],
    invalid: ["x' or '1'='1", 'select * from users', 'drop table users'],
  },
];

describe('text rules', () => {
  describe.each(stringCases)('$rule', ({ check, valid, invalid }) => {
    it.each(valid)('accepts %j', (value) => {
      expect(check(value)).toBe(true);
    });
    it.each(invalid)('refuses %j', (value) => {
      expect(check(value)).toBe(false);
    });
  });

  it('names every text rule a v.text field can use', () => {
    expect(Object.keys(TEXT_RULE_CHECKS).sort()).toEqual(
      [
        'allowDashAndSpace',
        'credit_card',
        'decimal',
        'email',
        'idCard',
        'ip',
        'isSQLInjectionDetected',
        'numeric',
        'numericDash',
        'propertyCode',
        'registrationNo',
        'taxIdFormat',
        'textEng',
        'textEngOnly',
        'textOther',
        'textOtherOnly',
        'textThai',
        'textThaiOnly',
        'url',
        'username',
      ].sort(),
    );
  });
});

describe('required and zeroRequired', () => {
  it.each([
    ['text', 'a', true],
    ['zero as text', '0', true],
    ['zero', 0, true],
    ['false', false, true],
    ['a list', [1], true],
    ['an empty string', '', false],
    ['blank text', '   ', false],
    ['null', null, false],
    ['undefined', undefined, false],
    ['an empty list', [], false],
  ])('required: %s gives %s', (_label, value, passes) => {
    expect(checks.required(value)).toBe(passes);
  });

  it.each([
    [1, true],
    ['0.01', true],
    ['abc', true],
    [0, false],
    [-0, false],
    ['0', false],
    ['0.00', false],
    ['  0 ', false],
    ['', false],
    [null, false],
    [undefined, false],
    [0n, false],
  ])('zeroRequired: %o gives %s', (value, passes) => {
    expect(checks.zeroRequired(value)).toBe(passes);
  });
});

describe('lengths and numbers', () => {
  it('counts characters as PostgreSQL does (code points), so Thai marks and emoji count once each', () => {
    expect(characterLength('กรุงเทพฯ')).toBe(8);
    expect(characterLength('😀')).toBe(1);
  });

  it.each([
    ['minLength', checks.minLength('abc', 3), true],
    ['minLength', checks.minLength('ab', 3), false],
    ['minLength of empty (required is separate)', checks.minLength('', 3), true],
    ['maxLength', checks.maxLength('abc', 3), true],
    ['maxLength', checks.maxLength('abcd', 3), false],
    ['maxLength counts code points', checks.maxLength('😀😀😀', 3), true],
    ['min_value', checks.minValue(1, 1), true],
    ['min_value', checks.minValue(0, 1), false],
    ['max_value', checks.maxValue(10, 10), true],
    ['max_value', checks.maxValue(11, 10), false],
    ['max_amount', checks.maxAmount(50000, 50000), true],
    ['max_amount', checks.maxAmount(50001, 50000), false],
    ['max_credit_note_amount', checks.maxCreditNoteAmount(100, 100), true],
    ['max_credit_note_amount', checks.maxCreditNoteAmount(101, 100), false],
    ['between', checks.between(5, 1, 10), true],
    ['between (inclusive)', checks.between(10, 1, 10), true],
    ['between', checks.between(0, 1, 10), false],
    ['between', checks.between(11, 1, 10), false],
    ['digits', checks.digits('12345678', 8), true],
    ['digits', checks.digits('1234567', 8), false],
    ['digits', checks.digits('1234567a', 8), false],
    ['decimal', checks.decimal('12.34'), true],
    ['decimal', checks.decimal('12'), true],
    ['decimal', checks.decimal('-0.5'), true],
    ['decimal', checks.decimal('12.345'), false],
    ['decimal with 3 places', checks.decimal('12.345', 3), true],
    ['decimal', checks.decimal('1,000.00'), false],
    ['decimal', checks.decimal('abc'), false],
    ['multiValueLength', checks.multiValueLength([1, 2, 3], 3), true],
    ['multiValueLength', checks.multiValueLength([1, 2, 3, 4], 3), false],
  ])('%s: %s', (_rule, result, expected) => {
    expect(result).toBe(expected);
  });
});

describe('dates', () => {
  it.each([
    ['date_format in Thai (BE)', checks.dateFormat('29/02/2567', 'th'), true],
    ['date_format in Thai (BE, not a leap year)', checks.dateFormat('29/02/2568', 'th'), false],
    ['date_format in English (CE)', checks.dateFormat('31/12/2025', 'en'), true],
    ['date_format rejects ISO text', checks.dateFormat('2025-12-31', 'en'), false],
    ['date_format rejects 32/01', checks.dateFormat('32/01/2025', 'en'), false],
    ['date_format passes empty', checks.dateFormat('', 'th'), true],
    ['after', checks.after('2025-01-02', '2025-01-01'), true],
    ['after (same day is not after)', checks.after('2025-01-01', '2025-01-01'), false],
    ['after', checks.after('2024-12-31', '2025-01-01'), false],
    ['before', checks.before('2024-12-31', '2025-01-01'), true],
    ['before', checks.before('2025-01-01', '2025-01-01'), false],
    ['after with an empty side', checks.after('', '2025-01-01'), true],
    ['min_date: birth date earlier than today', checks.minDate('1990-05-01', '2025-01-01'), true],
    ['min_date: birth date today', checks.minDate('2025-01-01', '2025-01-01'), false],
    ['min_date: birth date in the future', checks.minDate('2030-01-01', '2025-01-01'), false],
  ])('%s', (_rule, result, expected) => {
    expect(result).toBe(expected);
  });
});

describe('comparisons between fields', () => {
  it.each([
    ['confirmed', checks.confirmed('Secret123', 'Secret123'), true],
    ['confirmed', checks.confirmed('Secret123', 'secret123'), false],
    ['meter greater than previous', checks.meterGreaterThanPrevious(120, 100), true],
    ['meter equal to previous', checks.meterGreaterThanPrevious(100, 100), false],
    ['meter below previous', checks.meterGreaterThanPrevious(90, 100), false],
    ['meter with no previous reading', checks.meterGreaterThanPrevious(0, null), true],
    ['a negative meter reading counts as 0', checks.meterGreaterThanPrevious(-5, 0), false],
    ['range end after start', checks.rangeEndNotBeforeStart(1, 5), true],
    ['range end equal to start', checks.rangeEndNotBeforeStart(5, 5), true],
    ['range end before start', checks.rangeEndNotBeforeStart(5, 1), false],
    ['date range end before start', checks.rangeEndNotBeforeStart('2025-02-01', '2025-01-31'), false],
    ['open-ended range', checks.rangeEndNotBeforeStart('2025-02-01', ''), true],
    ['uniqueValue', checks.uniqueValue(['A', 'B', 'C']), true],
    ['uniqueValue', checks.uniqueValue(['Somchai', 'somchai ']), false],
  ])('%s', (_rule, result, expected) => {
    expect(result).toBe(expected);
  });

  it('turns a negative current meter reading into 0', () => {
    expect(normalizeMeterReading(-12)).toBe(0);
    expect(normalizeMeterReading(12)).toBe(12);
  });

  it('finds the rows that repeat an earlier one, ignoring case, spaces and empty rows', () => {
    expect(findDuplicateIndexes(['Somchai', 'Suda', ' somchai', '', '', 'Suda', 3, 3])).toEqual([2, 5, 7]);
  });
});
